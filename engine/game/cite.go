package game

import (
	"errors"
	"fmt"
	"regexp"
)

// Citation is what a rule cites, typed: the rulebook's sections by the
// words the explanations cite them with (a game's Sec words), the house
// rules by option name ("double_scouts") and the rulings by id ("MYRE-8",
// "GEN-1"). A rule's English names the same things in parentheses, for
// the CLI ("… (Jokers and Double-Scouts; MYRE-8)"); a screen reads the
// typed citation and says it in its reader's language, never parsing the
// English.
type Citation struct {
	Sections []Word
	Options  []string
	Rulings  []string
}

// Empty reports whether nothing is cited.
func (c Citation) Empty() bool {
	return len(c.Rulings)+len(c.Options)+len(c.Sections) == 0
}

// HouseRule is a house-rule switch a rule cites, by its option name.
type HouseRule string

// Cites is the rule d with what it cites: sections as Words, house rules
// as HouseRules, rulings by id (strings). The English of d says the same
// in its parentheses; the catalog tests check they agree. A part of
// another type, or a string that is not a ruling id, is a mistake in a
// declaration and panics when the package is loaded.
func (d Def) Cites(parts ...any) Def {
	var c Citation
	for _, p := range parts {
		switch v := p.(type) {
		case Word:
			c.Sections = append(c.Sections, v)
		case HouseRule:
			c.Options = append(c.Options, string(v))
		case string:
			if !IsRulingID(v) {
				panic(fmt.Sprintf("game: %s cites %q, which is not a ruling id", d.ID, v))
			}
			c.Rulings = append(c.Rulings, v)
		default:
			panic(fmt.Sprintf("game: %s cites a %T", d.ID, p))
		}
	}
	d.Cited = &c
	return d
}

// rulingIDForm is a ruling's id: letters, a dash, a number.
var rulingIDForm = regexp.MustCompile(`^[A-Z]+-[0-9]+$`)

// IsRulingID reports whether s is a ruling's id ("PYM-8", "GEN-1").
func IsRulingID(s string) bool { return rulingIDForm.MatchString(s) }

// CitationOf is what a refusal's rule cites, as the refusal was built
// with it (Citing); empty when err is not a refusal or cites nothing.
func CitationOf(err error) Citation {
	var e *Error
	if !errors.As(err, &e) {
		return Citation{}
	}
	return e.Cited
}
