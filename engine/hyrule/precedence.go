package hyrule

import (
	"fmt"

	"arbiter/engine/cards"
)

// Nickname returns the Hyrule name of a suit: rupee, bomb, sword, heart
// (NicknameWord says it in any language).
func Nickname(s cards.Suit) string { return NicknameWord(s).English }

// Beats reports whether suit a beats suit b in a head-to-head comparison:
// rupee buys bomb and sword, bomb blows up sword and heart, sword cuts heart,
// heart beats rupee. A suit never beats itself.
func Beats(a, b cards.Suit) bool {
	switch a {
	case cards.Diamonds:
		return b == cards.Clubs || b == cards.Spades
	case cards.Clubs:
		return b == cards.Spades || b == cards.Hearts
	case cards.Spades:
		return b == cards.Hearts
	case cards.Hearts:
		return b == cards.Diamonds
	}
	return false
}

// Image returns the phrase for suit a beating suit b, in Arbiter's words
// after the rulebook's pictures ("bomb blows up sword"), or "" when a does
// not beat b (ImageSaid says it in any language).
func Image(a, b cards.Suit) string {
	m, ok := imageSaid(a, b, false)
	if !ok {
		return ""
	}
	return m.String()
}

// FiveOrder lists the fives' sub-order against a joker, best first:
// hearts, spades, clubs, diamonds (HYRULE-1).
var FiveOrder = []cards.Suit{cards.Hearts, cards.Spades, cards.Clubs, cards.Diamonds}

func fiveRank(s cards.Suit) int {
	for i, f := range FiveOrder {
		if f == s {
			return i
		}
	}
	return len(FiveOrder)
}

// Decision says what settled a turn.
type Decision uint8

// The ways a turn is settled.
const (
	ByFaceValue       Decision = iota // one suit on the table: highest face value
	BySuit                            // one suit beats every other suit present
	ByHeartsAndRupees                 // 3+ cards with hearts and diamonds: highest heart
	ByJoker                           // a joker and no five
	ByFive                            // a five against a joker
	ByStandoff                        // two jokers, no five: not settled yet
	ByRunoff                          // a standoff settled by a run-off
	ByFirstPlayed                     // a standoff settled by the joker played first
)

var decisionNames = [...]string{"face_value", "suit", "hearts_and_diamonds", "joker", "five", "standoff", "runoff", "first_played"}

// String returns the decision as the CLI writes it in "decided_by".
func (d Decision) String() string {
	if int(d) < len(decisionNames) {
		return decisionNames[d]
	}
	return fmt.Sprintf("Decision(%d)", d)
}

// MarshalText writes String.
func (d Decision) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads a "decided_by" value (a stored result).
func (d *Decision) UnmarshalText(b []byte) error {
	for i, n := range decisionNames {
		if string(b) == n {
			*d = Decision(i)
			return nil
		}
	}
	return fmt.Errorf("%q is not how a turn is settled", b)
}
