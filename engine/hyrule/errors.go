package hyrule

import (
	"errors"
	"fmt"

	"arbiter/engine/game"
)

// Sentinel errors, carried in the Sentinel of this package's refusals
// (every one a *game.Error, so game.FieldOf and game.RuleOf read them).
var (
	ErrPlayers   = errors.New("a Hyrule turn needs one card from each of 2 to 7 players")
	ErrRunoff    = errors.New("bad run-off")
	ErrDuplicate = errors.New("card appears more often than the deck holds it")
)

// RuleDeck is the rule a card seen too often breaks: one standard deck
// with its two jokers.
const RuleDeck = "one standard deck of 52 cards and two jokers, one red and one black (Requirements)"

// Invalid returns a refusal of malformed input at field.
func Invalid(field string, sentinel error, format string, a ...any) error {
	return &game.Error{Kind: game.ErrInvalid, Field: field, Msg: fmt.Sprintf(format, a...), Sentinel: sentinel}
}

// Illegal returns a refusal of a play the rules forbid at field, naming
// the rule (in words, with its ruling id or section).
func Illegal(rule, field string, sentinel error, format string, a ...any) error {
	return &game.Error{Kind: game.ErrIllegal, Field: field, Msg: fmt.Sprintf(format, a...), Rule: rule, Sentinel: sentinel}
}

// Impossible returns a refusal of a table that could not have happened
// (GEN-1) at field.
func Impossible(field string, sentinel error, format string, a ...any) error {
	return &game.Error{Kind: game.ErrImpossible, Field: field, Msg: fmt.Sprintf(format, a...), Rule: game.RuleImpossible, Sentinel: sentinel}
}
