package cards

import (
	"fmt"

	"arbiter/engine/game"
)

// ErrNotACard is wrapped by every parse error of this package.
var ErrNotACard = game.NewSentinel("cards.err.not_a_card", "not a card")

// ErrDuplicate is wrapped by the validation helpers when an input holds more
// copies of a card than the deck has.
var ErrDuplicate = game.NewSentinel("cards.err.duplicate", "card appears too often")

// ParseError reports text that is not a card of the deck asked for.
type ParseError struct {
	Input  string       // the text as given
	Reason game.Message // what a card of this deck must look like
}

func (e *ParseError) Error() string { return e.Message().String() }

// Message says the error in any language: the text given and what a card
// of the deck looks like.
func (e *ParseError) Message() game.Message { return msgNotACard.With(e.Input, e.Reason) }

func (e *ParseError) Unwrap() error { return ErrNotACard }

// NotACard is the refusal of text that is not a card of a deck, reason
// saying what one looks like (a game reading cards its own way gives its
// own).
func NotACard(input string, reason game.Message) *ParseError {
	return &ParseError{Input: input, Reason: reason}
}

func notACard(input string, reason game.Message) error {
	return NotACard(input, reason)
}

// notAWord is the refusal of text that is not a suit or an element: it
// wraps ErrNotACard as the parse errors do.
type notAWord struct{ said game.Message }

func (e *notAWord) Error() string         { return e.said.String() }
func (e *notAWord) Message() game.Message { return e.said }
func (e *notAWord) Unwrap() error         { return ErrNotACard }

// atField is a refusal of the cards of a list at field[i]: the card's own
// refusal, said as it is, and its sentinel found by errors.Is.
func atField(field string, i int, err error) error {
	return game.Refuse(game.ErrInvalid, err, fmt.Sprintf("%s[%d]", field, i), game.Said(err))
}

// duplicate is a refusal of a card appearing more often than the decks
// hold, at field[i].
func duplicate(field string, i int, said game.Message) error {
	return game.Refuse(game.ErrInvalid, ErrDuplicate, fmt.Sprintf("%s[%d]", field, i), said)
}
