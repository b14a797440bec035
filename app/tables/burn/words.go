package burn

import (
	"errors"
	"fmt"
	"image/color"
	"regexp"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// Words and small pieces the table shows: cards as people say them, the
// engine's refusals with their rule, its explanations in the characters
// the theme's text font has.

// elementCardWords says a card of the element deck ("Water 5").
func elementCardWords(c cards.ElementCard) string {
	return fmt.Sprintf("%s %d", widgets.ElementWord(c.Element), c.Value)
}

// cardWords says a card code of the element deck ("Wa5": "Water 5").
func cardWords(code string) string {
	if c, err := cards.ParseElementCard(code); err == nil {
		return elementCardWords(c)
	}
	return code
}

// sayable keeps to the characters the theme's text font draws: the
// engine's explanations write "→" (drawn from a symbol font that has no
// space, so the space after it shows as a box: issue 16 #14) and the
// minus sign "−", which the text font lacks.
func sayable(s string) string { return sayableReplacer.Replace(s) }

var sayableReplacer = strings.NewReplacer(" → ", ", so ", "→", ":", "−", "-", "★", "*", "▶", ">")

// sayStep is one step of an engine's explanation as the table shows it:
// said in the reader's language first (i18n.Prose matches the engine's
// English, so before the cards become words and "→" becomes words),
// then cards as people say them, in the font's characters; a step said in
// Dutch reads its arrow in Dutch.
func sayStep(text string) string {
	said := i18n.Prose(text)
	if said != text && i18n.Language() == "nl" {
		return sayableDutch.Replace(widgets.CardWords(said))
	}
	return sayable(widgets.CardWords(said))
}

var sayableDutch = strings.NewReplacer(" → ", ", dus ", "→", ":", "−", "-", "★", "*", "▶", ">")

// steps are the engine's explanation as the table shows it: cards as
// people say them, in the font's characters.
func steps(e game.Explanation) game.Explanation {
	out := make(game.Explanation, len(e))
	for i, s := range e {
		s.Text = sayStep(s.Text)
		out[i] = s
	}
	return out
}

// rulingID finds a ruling id ("BURN-1", "GEN-1") in an engine's rule.
var rulingID = regexp.MustCompile(`\b[A-Z]+-[0-9]+\b`)

// refusalWords says an engine refusal without its field path: what is
// wrong and the rule.
func refusalWords(err error) string {
	var ge *game.Error
	if !errors.As(err, &ge) {
		return sayable(err.Error())
	}
	msg := sayable(widgets.CardWords(ge.Msg))
	if msg != "" {
		msg = strings.ToUpper(msg[:1]) + msg[1:]
	}
	msg = strings.TrimSuffix(msg, ".")
	switch id := rulingID.FindString(ge.Rule); {
	case ge.Rule == game.RuleImpossible:
		return fmt.Sprintf(i18n.T("This cannot happen at a real table: %s"), msg+" (GEN-1).")
	case id != "" && !strings.Contains(msg, id):
		return msg + " (" + id + ")."
	case ge.Rule != "" && id == "":
		return msg + " (" + sayable(ge.Rule) + ")."
	}
	return msg + "."
}

// stepper is a row: the label, then "–", the value and "+", each button a
// touch target. Where the label and the buttons do not fit side by side
// (a phone at the larger text sizes) the buttons go under the label,
// never cutting a word.
func stepper(icon fyne.Resource, label, value string, minus, plus func(), canMinus, canPlus bool) fyne.CanvasObject {
	m := widget.NewButton("–", minus)
	p := widget.NewButton("+", plus)
	if !canMinus {
		m.Disable()
	}
	if !canPlus {
		p.Disable()
	}
	v := widget.NewLabelWithStyle(value, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	size := fyne.NewSize(48, 44)
	ctl := container.NewHBox(layout.NewSpacer(), container.NewGridWrap(size, m), container.NewGridWrap(fyne.NewSize(44, 44), v), container.NewGridWrap(size, p))
	var left fyne.CanvasObject
	if icon != nil {
		left = widget.NewIcon(icon)
	}
	l := widget.NewLabel(label)
	return widgets.NewFlowGrid(2, container.NewBorder(nil, nil, left, nil, l), ctl)
}

// pickerLayout shows the trick's places side by side (each player's name
// over the card) right above the deck, and the picker's message line in
// a box of fixed height between them, so a message that comes or goes
// never moves the cards under the finger.
func pickerLayout(p *widgets.CardPicker) fyne.CanvasObject {
	root, ok := p.Root.(*fyne.Container)
	if !ok || len(root.Objects) != 3 {
		return p.Root
	}
	grid := root.Objects[2]
	var places []fyne.CanvasObject
	for _, z := range p.Zones {
		slot := canvas.NewRectangle(color.Transparent)
		slot.SetMinSize(widgets.PlacedCardSize)
		places = append(places, container.NewVBox(z.Head, container.NewCenter(container.NewStack(slot, z.View))))
	}
	p.Status.Wrapping = fyne.TextWrapWord
	p.Status.Truncation = fyne.TextTruncateEllipsis
	line := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height
	space := canvas.NewRectangle(color.Transparent)
	space.SetMinSize(fyne.NewSize(0, 2*(line+theme.LineSpacing())+2*theme.InnerPadding()))
	return container.NewVBox(widgets.NewFlowGrid(min(len(places), 4), places...), container.NewStack(space, p.Status), grid)
}
