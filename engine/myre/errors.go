package myre

import (
	"errors"

	"arbiter/engine/game"
)

// Sentinel errors. Every refusal of Resolve and of the game state is a
// *game.Error that carries one of these in Sentinel, so errors.Is finds
// both the sentinel and the kind (game.ErrInvalid, game.ErrIllegal or
// game.ErrImpossible), and game.FieldOf / game.RuleOf read the field and
// the rule.
var (
	ErrNotASide     = errors.New("not a side")
	ErrBadOption    = errors.New("bad option value")
	ErrFacing       = errors.New("bad face-up/face-down marker")
	ErrNoScout      = errors.New("no scouting pile")
	ErrPileSize     = errors.New("scouting pile too large")
	ErrDoubleScout  = errors.New("double-scouts are off")
	ErrPileOwner    = errors.New("scouting pile of mixed or unknown ownership")
	ErrWrongColor   = errors.New("card of the other army")
	ErrTooMany      = errors.New("more than five cards positioned")
	ErrDuplicate    = errors.New("card appears twice")
	ErrNoBattle     = errors.New("no positioned card")
	ErrJokersOff    = errors.New("jokers are off")
	ErrNotACard     = errors.New("not a card")
	ErrJailed       = errors.New("card is in jail")
	ErrJokerOwner   = errors.New("joker owned by the other side")
	ErrGameOver     = errors.New("the game has ended")
	ErrFaceUp       = errors.New("face-up scouts do not match")
	ErrFirstPlayer  = errors.New("wrong first player")
	ErrInconsistent = errors.New("inconsistent input")
	// ErrArmySize: a side has more cards on the table in a hand than its
	// army (own cards not jailed, jokers held) or its hand could hold.
	ErrArmySize = errors.New("more cards than the army holds")
)

// Invalid returns a refusal of malformed input (game.ErrInvalid) at field.
func Invalid(field string, sentinel error, msg string) error {
	return &game.Error{Kind: game.ErrInvalid, Field: field, Msg: msg, Sentinel: sentinel}
}

// Illegal returns a refusal of a play the rules forbid (game.ErrIllegal)
// at field; rule says which rule, in words with its rule section or
// ruling id ("Red positions red cards only (Game setup; Positioning)").
func Illegal(field string, sentinel error, rule, msg string) error {
	return &game.Error{Kind: game.ErrIllegal, Field: field, Msg: msg, Rule: rule, Sentinel: sentinel}
}

// Impossible returns a refusal of a table that could not have happened
// (game.ErrImpossible, ruling GEN-1) at field; msg says why, citing the
// rule section that makes it impossible.
func Impossible(field string, sentinel error, msg string) error {
	return &game.Error{Kind: game.ErrImpossible, Field: field, Msg: msg, Rule: game.RuleImpossible, Sentinel: sentinel}
}
