package tricks

import (
	"fmt"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// Direction is the way play goes round the table.
type Direction uint8

const (
	// Clockwise is the usual direction (N, E, S, W).
	Clockwise Direction = iota
	// CounterClockwise is how the Befindos play (N, W, S, E).
	CounterClockwise
)

func (d Direction) String() string {
	switch d {
	case Clockwise:
		return "clockwise"
	case CounterClockwise:
		return "counter-clockwise"
	}
	return fmt.Sprintf("Direction(%d)", d)
}

// Word is the direction as explanations name it, in any language.
func (d Direction) Word() game.Word {
	if d == CounterClockwise {
		return wordCounterClockwise
	}
	return wordClockwise
}

// ParseDirection reads "clockwise" or "counter-clockwise" (also
// "counterclockwise", "anticlockwise", "ccw", "cw").
func ParseDirection(s string) (Direction, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "clockwise", "cw":
		return Clockwise, nil
	case "counter-clockwise", "counterclockwise", "counter_clockwise", "anticlockwise", "anti-clockwise", "ccw":
		return CounterClockwise, nil
	}
	return Clockwise, game.Refuse(game.ErrInvalid, ErrDirection, "", msgNotADirection.With(s, ErrDirection))
}

// MarshalText writes the direction's name.
func (d Direction) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads what ParseDirection accepts.
func (d *Direction) UnmarshalText(b []byte) error {
	p, err := ParseDirection(string(b))
	if err != nil {
		return err
	}
	*d = p
	return nil
}

// Table is a number of seats, numbered 0…Seats−1 clockwise, and the
// direction of play.
type Table struct {
	Seats int
	Dir   Direction
}

// Next returns the seat that plays after seat.
func (t Table) Next(seat int) int {
	if t.Dir == CounterClockwise {
		return (seat + t.Seats - 1) % t.Seats
	}
	return (seat + 1) % t.Seats
}

// Order returns the seats in play order starting from leader.
func (t Table) Order(leader int) []int {
	out := make([]int, t.Seats)
	s := leader
	for i := range out {
		out[i] = s
		s = t.Next(s)
	}
	return out
}

// Winner returns the position in play order of the card that wins a trick:
// the highest trump if any was played, else the highest card of the element
// led. trump may be cards.NoElement. An empty trick returns −1.
func Winner(trick []cards.ElementCard, trump cards.Element) int {
	if len(trick) == 0 {
		return -1
	}
	best := 0
	for i := 1; i < len(trick); i++ {
		if beats(trick[i], trick[best], trick[0].Element, trump) {
			best = i
		}
	}
	return best
}

// beats reports whether c beats the best card so far.
func beats(c, best cards.ElementCard, led, trump cards.Element) bool {
	cTrump := trump != cards.NoElement && c.Element == trump
	bTrump := trump != cards.NoElement && best.Element == trump
	switch {
	case cTrump && !bTrump:
		return true
	case bTrump && !cTrump:
		return false
	case cTrump && bTrump:
		return c.Value > best.Value
	}
	return c.Element == led && (best.Element != led || c.Value > best.Value)
}

// Count returns how many cards of element e are in cs.
func Count(cs []cards.ElementCard, e cards.Element) int {
	n := 0
	for _, c := range cs {
		if c.Element == e {
			n++
		}
	}
	return n
}
