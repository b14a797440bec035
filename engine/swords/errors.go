package swords

import (
	"errors"
	"fmt"

	"arbiter/engine/game"
)

// Sentinel errors. Every error of this package wraps one of them and either
// game.ErrInvalid or game.ErrIllegal.
var (
	// ErrSetup: the table (knights, seats, Strong Suit, vow cards) is not
	// well formed.
	ErrSetup = errors.New("bad setup")
	// ErrPlay: a play is malformed (missing card, unknown seat, a card twice).
	ErrPlay = errors.New("bad play")
	// ErrOrder: a knight plays out of turn.
	ErrOrder = errors.New("out of turn")
	// ErrForbiddenAttack: the attacking card is not allowed (SWORDS-5).
	ErrForbiddenAttack = errors.New("forbidden attack")
	// ErrStopped: a knight played after the attack had stopped.
	ErrStopped = errors.New("attack already stopped")
	// ErrSteal: a steal or face-down defence the rules do not allow.
	ErrSteal = errors.New("steal not allowed")
	// ErrChoice: a damage choice that is not one of the knight's options.
	ErrChoice = errors.New("damage choice not allowed")
	// ErrGameOver: the fight already has its last knight standing.
	ErrGameOver = errors.New("game over")
)

// Error is a refusal: Msg names the field, seat or card at fault and, for
// an illegal play, the rule.
type Error struct {
	Kind    error // one of the sentinels above
	Illegal bool  // the rules forbid it (else the input is malformed)
	Msg     string
}

func (e *Error) Error() string { return e.Msg }

// Unwrap lets errors.Is find both the sentinel and game.ErrInvalid or
// game.ErrIllegal.
func (e *Error) Unwrap() []error {
	if e.Illegal {
		return []error{e.Kind, game.ErrIllegal}
	}
	return []error{e.Kind, game.ErrInvalid}
}

func invalidf(kind error, format string, a ...any) error {
	return &Error{Kind: kind, Msg: fmt.Sprintf(format, a...)}
}

// illegalf words "<what>: <rule>".
func illegalf(kind error, rule, format string, a ...any) error {
	return &Error{Kind: kind, Illegal: true, Msg: fmt.Sprintf(format, a...) + ": " + rule}
}
