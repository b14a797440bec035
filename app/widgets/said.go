package widgets

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"arbiter/app/i18n"
	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// The app says what the engines explain and refuse from their typed
// messages (game.Message: an id and typed arguments) through the
// catalogs of assets/catalog, in the reader's language with cards in
// words (i18n.Say). Every engine types its explanations and refusals
// (say's tests check each game's worked cases); a text without a typed
// message is the app's own words, shown as written.

// StepText is a step of an engine's explanation as the Why? panel shows
// it: a typed step said in the reader's language, cards in words, in the
// font's characters; a step of the table's own words as written.
func StepText(s game.Step) string {
	if s.Said == nil {
		return asWritten(s.Text)
	}
	return FontSafe(i18n.Say().StepText(s))
}

// SectionText is the section of the rules a step cites, in the reader's
// language ("" for none).
func SectionText(s game.Step) string {
	if s.SectionSaid == nil {
		return s.Section
	}
	return i18n.Say().Section(s)
}

// RefusalText says why an engine refused something, in the reader's
// language: its typed message and the rule it cites, cards in words. An
// error without a typed message reads as written.
func RefusalText(err error) string {
	if !i18n.Typed(err) {
		return asWritten(err.Error())
	}
	return FontSafe(i18n.Say().Refusal(err))
}

// RuleText is the rule a refusal cites, in the reader's language: a rule
// in words from its typed message, a ruling id as it is ("GEN-1"); ""
// when it cites none.
func RuleText(err error) string {
	var e *game.Error
	switch {
	case !errors.As(err, &e):
		return ""
	case e.RuleSaid != nil:
		return MessageText(*e.RuleSaid)
	}
	return e.Rule
}

// Capitalized is a text that starts a sentence: its first letter upper
// case (by the letter, not the byte: "élise" is "Élise", and a text that
// starts with a mark or a symbol is left whole).
func Capitalized(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// CardText says a card of the standard deck as people do: "Q♤", "red
// joker" ("rode joker").
func CardText(c cards.Card) string { return i18n.Say().Card(c) }

// ElementCardText says a card of the element deck: "Fire 8" ("Vuur 8").
func ElementCardText(c cards.ElementCard) string { return i18n.Say().ElementCard(c) }

// MessageText says one typed message in the reader's language.
func MessageText(m game.Message) string { return FontSafe(i18n.Say().Message(m)) }

// asWritten is a text without a typed message as the app shows it (a
// table's own words, or a step of a round stored before steps were kept
// typed): card codes as people say the cards, in the font's characters.
func asWritten(text string) string { return FontSafe(CardWords(text)) }

// FontSafe keeps to the characters the theme's text font draws: the
// engines' sentences write "→" (drawn from a symbol font that has no
// space, so the space after it shows as a box: issue 16 #14) and the
// minus sign "−", which the text font lacks. The arrow reads as the
// word for "so" in the reader's language.
func FontSafe(s string) string {
	if !strings.ContainsAny(s, "→−★▶") {
		return s
	}
	return strings.NewReplacer(" → ", ", "+i18n.T("so")+" ", "→", ":", "−", "-", "★", "*", "▶", ">").Replace(s)
}

// Sayable is FontSafe, for the tables that still call it by this name.
func Sayable(s string) string { return FontSafe(s) }

// SayableSteps are an engine's explanation as a table shows it in its
// Why? panel: each step's text and section in the reader's language
// (StepText, SectionText); the typed message stays, so the panel says it
// from its id.
func SayableSteps(e game.Explanation) game.Explanation {
	out := make(game.Explanation, len(e))
	for i, s := range e {
		s.Text, s.Section = StepText(s), SectionText(s)
		out[i] = s
	}
	return out
}

// CardCodeText says a card given by its notation ("QS", "Fi8") in words;
// a code that is no card is said as it is.
func CardCodeText(code string) string {
	if c, err := cards.Parse(code); err == nil {
		return CardText(c)
	}
	if c, err := cards.ParseElementCard(code); err == nil {
		return ElementCardText(c)
	}
	return code
}

// MapArgs is a message with its arguments, and theirs in turn, put
// through f: a table says a seat by the player's name or an option's
// value by its label. f reports whether it replaced an argument; one it
// leaves is looked into (a message's arguments, a list's items).
func MapArgs(m game.Message, f func(any) (any, bool)) game.Message {
	args := make([]any, len(m.Args))
	for i, a := range m.Args {
		args[i] = mapArg(a, f)
	}
	m.Args = args
	return m
}

func mapArg(a any, f func(any) (any, bool)) any {
	if v, ok := f(a); ok {
		return v
	}
	switch v := a.(type) {
	case game.Message:
		return MapArgs(v, f)
	case game.List:
		items := make([]any, len(v.Items))
		for i, it := range v.Items {
			items[i] = mapArg(it, f)
		}
		return game.List{Items: items, Join: v.Join}
	}
	return a
}

// MapSteps are steps with their typed messages' arguments put through f
// (MapArgs); an untyped step is left as it is.
func MapSteps(steps []game.Step, f func(any) (any, bool)) []game.Step {
	out := make([]game.Step, len(steps))
	for i, st := range steps {
		if st.Said != nil {
			m := MapArgs(*st.Said, f)
			st.Said, st.Text = &m, m.String()
		}
		out[i] = st
	}
	return out
}

// ErrText says an error for a dialog or a status line: a refusal of an
// engine in the reader's language from its typed message (RefusalText),
// after the words the app put before it when it wrapped it ("Nothing was
// imported: …", already in the reader's language); any other error as it
// reads.
func ErrText(err error) string {
	var e *game.Error
	if err == nil || !game.IsRefusal(err) || !errors.As(err, &e) {
		if err == nil {
			return ""
		}
		return err.Error()
	}
	before, _ := strings.CutSuffix(err.Error(), e.Error())
	return before + RefusalText(e)
}

// CardsText says cards of the standard deck in a row, in words: "Q♤ 10♡".
func CardsText(cs cards.Cards) string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = CardText(c)
	}
	return strings.Join(out, " ")
}
