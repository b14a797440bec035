package widgets

import (
	"fmt"
	"strings"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/engine/game"
	"arbiter/say"
)

// Cited is what a refusal's rule cites, for people: the rulebook's
// sections in the window's language, the house rules by name and the
// rulings by id ("Jokers and double-scouts; MYRE-8"), read from the
// refusal's rule (game.CitationOf), never from its message; "" when it
// cites nothing.
func Cited(err error) string {
	c := game.CitationOf(err)
	var parts []string
	for _, s := range c.Sections {
		parts = append(parts, sectionText(s))
	}
	for _, o := range c.Options {
		parts = append(parts, fmt.Sprintf(i18n.T("house rule %s"), o))
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

// sectionText is a section of a game's rules a refusal cites by its
// English title, as the game's catalog says it ("" sections aside): the
// title is the section's key among the games' typed rules.
func sectionText(title string) string {
	for _, d := range host.Catalog().All() {
		r := d.Rules()
		for _, s := range r.Sections {
			if s.ID != "" && s.Title == title {
				return i18n.Say().Word(game.W(say.RuleWordID(r.Game, "section", s.ID, "title"), s.Title))
			}
		}
	}
	return title
}
