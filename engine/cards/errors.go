package cards

import (
	"errors"
	"fmt"
)

// ErrNotACard is wrapped by every parse error of this package.
var ErrNotACard = errors.New("not a card")

// ErrDuplicate is wrapped by the validation helpers when an input holds more
// copies of a card than the deck has.
var ErrDuplicate = errors.New("card appears too often")

// ParseError reports text that is not a card of the deck asked for.
type ParseError struct {
	Input  string // the text as given
	Reason string // what a card of this deck must look like
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("%q is not a card: %s", e.Input, e.Reason)
}

func (e *ParseError) Unwrap() error { return ErrNotACard }

func notACard(input, reason string) error {
	return &ParseError{Input: input, Reason: reason}
}
