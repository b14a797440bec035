package myre

import (
	"fmt"
	"strings"

	"arbiter/engine/cards"
)

// Side is one of the two armies.
type Side uint8

// The sides. NoSide is nobody: an inextricable tie, or an owner not yet known.
const (
	NoSide Side = iota
	Red
	Black
)

// String returns "red", "black" or "none".
func (s Side) String() string {
	switch s {
	case Red:
		return "red"
	case Black:
		return "black"
	}
	return "none"
}

// Title returns "Red", "Black" or "Nobody" for explanations (Word says
// it in any language).
func (s Side) Title() string { return s.Word().English }

// Opponent returns the other side (NoSide for NoSide).
func (s Side) Opponent() Side {
	switch s {
	case Red:
		return Black
	case Black:
		return Red
	}
	return NoSide
}

// Color returns the card colour the side plays.
func (s Side) Color() cards.Color {
	switch s {
	case Red:
		return cards.Red
	case Black:
		return cards.Black
	}
	return cards.NoColor
}

// SideOfColor returns the side that plays a colour.
func SideOfColor(c cards.Color) Side {
	switch c {
	case cards.Red:
		return Red
	case cards.Black:
		return Black
	}
	return NoSide
}

// ParseSide reads "red" or "black" in any case.
func ParseSide(s string) (Side, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "red":
		return Red, nil
	case "black":
		return Black, nil
	}
	return NoSide, &parseError{said: msgNotASide.With(s, ErrNotASide), wrapped: ErrNotASide}
}

// MarshalText writes "red", "black" or "none".
func (s Side) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads "red" or "black" (or "none" / "" for NoSide).
func (s *Side) UnmarshalText(b []byte) error {
	if t := strings.ToLower(strings.TrimSpace(string(b))); t == "" || t == "none" {
		*s = NoSide
		return nil
	}
	v, err := ParseSide(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// Kind is the kind of a formation.
type Kind uint8

// Formation kinds.
const (
	Run Kind = iota + 1
	Pair
)

// String returns "run" or "pair".
func (k Kind) String() string {
	switch k {
	case Run:
		return "run"
	case Pair:
		return "pair"
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// MarshalText writes "run" or "pair".
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads "run" or "pair" (a stored outcome).
func (k *Kind) UnmarshalText(b []byte) error {
	for _, v := range []Kind{Run, Pair} {
		if string(b) == v.String() {
			*k = v
			return nil
		}
	}
	return fmt.Errorf("%q is not a formation: run or pair", b)
}

// Decision says how a battle was decided.
type Decision uint8

// How a battle ends.
const (
	ByStrength Decision = iota + 1 // one side has more strength
	ByHighCard                     // equal strength, the high-card comparison decided (MYRE-2)
	Tie                            // equal strength and equal cards: everything goes home
)

// String returns the contract's "decided_by" value: strength, high_card, tie.
func (d Decision) String() string {
	switch d {
	case ByStrength:
		return "strength"
	case ByHighCard:
		return "high_card"
	case Tie:
		return "tie"
	}
	return fmt.Sprintf("Decision(%d)", d)
}

// MarshalText writes the decision's contract name.
func (d Decision) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads a decision's contract name (a stored outcome).
func (d *Decision) UnmarshalText(b []byte) error {
	for _, v := range []Decision{ByStrength, ByHighCard, Tie} {
		if string(b) == v.String() {
			*d = v
			return nil
		}
	}
	return fmt.Errorf("%q is not how a battle is decided: strength, high_card or tie", b)
}

// ScoutRule says which scouted cards join their owner's army for the
// high-card comparison (MYRE-1, option scout_in_tiebreak).
type ScoutRule uint8

// The readings of MYRE-1.
const (
	ScoutFormationOnly ScoutRule = iota // default: only a scouted card its owner brought into a formation
	ScoutAlways                         // house rule: every scouted card counts for its owner
)

// String returns the option value: "formation_only" or "always".
func (r ScoutRule) String() string {
	if r == ScoutAlways {
		return "always"
	}
	return "formation_only"
}

// ParseScoutRule reads an option value of scout_in_tiebreak.
func ParseScoutRule(s string) (ScoutRule, error) {
	switch s {
	case "formation_only":
		return ScoutFormationOnly, nil
	case "always":
		return ScoutAlways, nil
	}
	return 0, &parseError{said: msgNotAChoice.With(s, ErrBadOption), wrapped: ErrBadOption}
}

// Options are the house rules that change how a battle resolves.
type Options struct {
	ScoutInTiebreak ScoutRule // MYRE-1
	DoubleScouts    bool      // MYRE-8: a scouting pile may hold 2 cards
	NoJokers        bool      // jokers are out of the game (the rulebook's first-game advice)
}

// Played is a card positioned behind a pile. Only a joker can be face up:
// positioned cards are face down, and a joker positioned face down (a
// mistake the rules punish) is worth nothing (MYRE-7).
type Played struct {
	Card     cards.Card
	FaceDown bool // jokers only: "RJ:down"
}

// String writes the card, with ":down" for a face-down joker.
func (p Played) String() string {
	if p.FaceDown {
		return p.Card.String() + ":down"
	}
	return p.Card.String()
}

// Said is the card as explanations say it: the card, and for a face-down
// joker the card marked face down ("RJ:down").
func (p Played) Said() any {
	if p.FaceDown {
		return msgPlayedDown.With(p.Card)
	}
	return p.Card
}

// MarshalText writes the notation String gives.
func (p Played) MarshalText() ([]byte, error) {
	if !p.Card.Valid() {
		return nil, fmt.Errorf("cannot write an invalid card %#v", p.Card)
	}
	return []byte(p.String()), nil
}

// UnmarshalText reads ParsePlayed's notation.
func (p *Played) UnmarshalText(b []byte) error {
	v, err := ParsePlayed(string(b))
	if err != nil {
		return err
	}
	*p = v
	return nil
}

// ParsePlayed reads a positioned card: any card notation, and for a joker
// an optional ":down" (face down, worth 0) or ":up" (the default).
func ParsePlayed(s string) (Played, error) {
	text, facing, marked := strings.Cut(s, ":")
	c, err := cards.Parse(text)
	if err != nil {
		if marked {
			return Played{}, &parseError{said: msgPlayedNoCard.With(s, err), wrapped: err}
		}
		return Played{}, err
	}
	if !marked {
		return Played{Card: c}, nil
	}
	if !c.IsJoker() {
		return Played{}, &parseError{said: msgPlayedNoMark.With(s, ErrFacing), wrapped: ErrFacing}
	}
	switch strings.ToLower(strings.TrimSpace(facing)) {
	case "down":
		return Played{Card: c, FaceDown: true}, nil
	case "up":
		return Played{Card: c}, nil
	}
	return Played{}, &parseError{said: msgPlayedBadMark.With(s, facing, ErrFacing), wrapped: ErrFacing}
}

// MustParsePlayed parses space-separated positioned cards for tests and
// tables: "RJ 7H 7D", "BJ:down 8S". It panics on bad text.
func MustParsePlayed(s string) []Played {
	var out []Played
	for _, f := range strings.Fields(s) {
		p, err := ParsePlayed(f)
		if err != nil {
			panic(err)
		}
		out = append(out, p)
	}
	return out
}

// Points returns a card's jail value (MYRE-11): 2–10 their number; J, Q, K
// and A 10 each; jokers nothing.
func Points(c cards.Card) int {
	switch {
	case c.IsJoker() || !c.Valid():
		return 0
	case c.Rank == cards.Ace || c.Rank.IsFace():
		return 10
	}
	return int(c.Rank)
}

// PointsOf sums Points over cards.
func PointsOf(cs []cards.Card) int {
	n := 0
	for _, c := range cs {
		n += Points(c)
	}
	return n
}
