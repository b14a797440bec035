package widgets

import (
	"strings"

	"arbiter/app/i18n"
	"arbiter/engine/game"
)

// Cited is what a refusal's rule cites, for people: the rulebook's
// sections in the window's language, the house rules by name and the
// rulings by id ("Jokers and double-scouts; MYRE-8"), from the refusal's
// typed citation (game.CitationOf), never from its text; "" when it cites
// nothing.
func Cited(err error) string {
	c := game.CitationOf(err)
	var parts []string
	for _, s := range c.Sections {
		parts = append(parts, FontSafe(i18n.Say().Word(s)))
	}
	for _, o := range c.Options {
		parts = append(parts, i18n.Tf("house rule %s", o))
	}
	parts = append(parts, c.Rulings...)
	return strings.Join(parts, "; ")
}

// WithCited ends a sentence with what a refusal's rule cites, in
// parentheses ("… (GEN-1)."), unless it cites nothing.
func WithCited(sentence string, err error) string {
	ref := Cited(err)
	if ref == "" {
		return sentence
	}
	return strings.TrimSuffix(sentence, ".") + " (" + ref + ")."
}
