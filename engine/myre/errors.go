package myre

import (
	"errors"

	"arbiter/engine/game"
)

// Sentinel errors. Every error Resolve returns is an *Error that wraps one
// of these and also game.ErrInvalid (malformed input) or game.ErrIllegal (a
// play the rules forbid), so errors.Is works with either.
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
)

// Error is a refusal of Resolve or of the game state: Field names the input
// at fault ("red[2]", "scout", "hands[1].battles[0].black[3]"), Msg says
// what is wrong and, for an illegal play, which rule forbids it.
type Error struct {
	Field    string
	Msg      string
	Illegal  bool  // a rule forbids it (else the input is malformed)
	Sentinel error // one of the Err* values of this package
}

func (e *Error) Error() string {
	if e.Field == "" {
		return e.Msg
	}
	return e.Field + ": " + e.Msg
}

// Unwrap returns the sentinel and game.ErrIllegal or game.ErrInvalid.
func (e *Error) Unwrap() []error {
	kind := game.ErrInvalid
	if e.Illegal {
		kind = game.ErrIllegal
	}
	return []error{kind, e.Sentinel}
}

func invalid(field string, sentinel error, msg string) *Error {
	return &Error{Field: field, Msg: msg, Sentinel: sentinel}
}

func illegal(field string, sentinel error, msg string) *Error {
	return &Error{Field: field, Msg: msg, Illegal: true, Sentinel: sentinel}
}

// Invalid returns a refusal for malformed input (wrapping game.ErrInvalid).
func Invalid(field string, sentinel error, msg string) error { return invalid(field, sentinel, msg) }

// Illegal returns a refusal for a play the rules forbid (wrapping game.ErrIllegal).
func Illegal(field string, sentinel error, msg string) error { return illegal(field, sentinel, msg) }

// Prefix puts prefix before the field of an *Error ("hands[0].battles[2]"
// + "red[1]"), so the game state can say which battle of which hand is at
// fault. Other errors are returned as they are.
func Prefix(err error, prefix string) error {
	var e *Error
	if prefix == "" || !errors.As(err, &e) {
		return err
	}
	c := *e
	if c.Field == "" {
		c.Field = prefix
	} else {
		c.Field = prefix + "." + c.Field
	}
	return &c
}
