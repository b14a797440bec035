package game

import (
	"errors"
	"fmt"
)

// ErrInvalid marks input that is not well formed: a missing or unknown
// field, a value out of range, a card that does not exist.
var ErrInvalid = errors.New("invalid input")

// ErrIllegal marks well-formed input that the rules forbid: a black card
// positioned by Red, a bid below the current one.
var ErrIllegal = errors.New("illegal play")

// Invalidf returns an error wrapping ErrInvalid. The message should start
// with the field at fault.
func Invalidf(format string, a ...any) error {
	return &refusal{kind: ErrInvalid, msg: fmt.Sprintf(format, a...)}
}

// Illegalf returns an error wrapping ErrIllegal that names the rule broken:
// the message reads "<what>: <rule>".
func Illegalf(rule string, format string, a ...any) error {
	return &refusal{kind: ErrIllegal, msg: fmt.Sprintf(format, a...) + ": " + rule}
}

type refusal struct {
	kind error
	msg  string
}

func (r *refusal) Error() string { return r.msg }
func (r *refusal) Unwrap() error { return r.kind }

// IsRefusal reports whether err is the user's input being refused (as
// opposed to a failure of Arbiter itself).
func IsRefusal(err error) bool {
	return errors.Is(err, ErrInvalid) || errors.Is(err, ErrIllegal) || errors.Is(err, ErrUnknownGame) || errors.Is(err, ErrNotImplemented)
}
