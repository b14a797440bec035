package widgets

import (
	"strings"

	"arbiter/app/i18n"
	"arbiter/engine/game"
)

// Sayable keeps to the characters the theme's text font draws: the
// engine's explanations write "→" (drawn from a symbol font that has no
// space, so the space after it shows as a box: issue 16 #14) and the
// minus sign "−", which the text font lacks.
func Sayable(s string) string { return sayableReplacer.Replace(s) }

var sayableReplacer = strings.NewReplacer(" → ", ", so ", "→", ":", "−", "-", "★", "*", "▶", ">")

// sayStep is one step of an engine's explanation as a table shows it:
// said in the reader's language first (i18n.Prose matches the engine's
// English, so before the cards become words and "→" becomes words),
// then cards as people say them, in the font's characters; a step said in
// Dutch reads its arrow in Dutch.
func sayStep(text string) string {
	said := i18n.Prose(text)
	if said != text && i18n.Language() == "nl" {
		return sayableDutch.Replace(CardWords(said))
	}
	return Sayable(CardWords(said))
}

var sayableDutch = strings.NewReplacer(" → ", ", dus ", "→", ":", "−", "-", "★", "*", "▶", ">")

// SayableSteps are an engine's explanation as a table shows it in its
// Why? panel: in the reader's language, cards as people say them, in the
// font's characters.
func SayableSteps(e game.Explanation) game.Explanation {
	out := make(game.Explanation, len(e))
	for i, s := range e {
		s.Text = sayStep(s.Text)
		out[i] = s
	}
	return out
}
