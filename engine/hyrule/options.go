package hyrule

import (
	"strings"

	"arbiter/engine/game"
)

// JokerTie is the house rule for two jokers and no five (HYRULE-3).
type JokerTie uint8

// The choices of the joker_tie option.
const (
	JokerTieRunoff      JokerTie = iota // the two joker players play a run-off (default)
	JokerTieFirstPlayed                 // the joker played first wins
)

var jokerTieNames = [...]string{"runoff", "first_played"}

// String returns the option value as written in "options".
func (j JokerTie) String() string {
	if int(j) < len(jokerTieNames) {
		return jokerTieNames[j]
	}
	return "?"
}

// MarshalText writes String.
func (j JokerTie) MarshalText() ([]byte, error) { return []byte(j.String()), nil }

// UnmarshalText reads "runoff" or "first_played".
func (j *JokerTie) UnmarshalText(b []byte) error {
	for i, n := range jokerTieNames {
		if strings.EqualFold(strings.TrimSpace(string(b)), n) {
			*j = JokerTie(i)
			return nil
		}
	}
	return game.Refuse(game.ErrInvalid, nil, "options.joker_tie", msgNotAChoice.With(string(b), jokerTieChoices.With(), jokerTieRulingID))
}

// DrawRule is the house rule for equal captures at the end of a round
// (HYRULE-4).
type DrawRule uint8

// The choices of the draw option.
const (
	DrawRunoff DrawRule = iota // the tied players play a run-off game (default)
	DrawDraw                   // the round is recorded as a draw
)

var drawNames = [...]string{"runoff", "draw"}

// String returns the option value as written in "options".
func (d DrawRule) String() string {
	if int(d) < len(drawNames) {
		return drawNames[d]
	}
	return "?"
}

// MarshalText writes String.
func (d DrawRule) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads "runoff" or "draw".
func (d *DrawRule) UnmarshalText(b []byte) error {
	for i, n := range drawNames {
		if strings.EqualFold(strings.TrimSpace(string(b)), n) {
			*d = DrawRule(i)
			return nil
		}
	}
	return game.Refuse(game.ErrInvalid, nil, "options.draw", msgNotAChoice.With(string(b), drawRuleChoices.With(), drawRulingID))
}

// Options are Hyrule's house-rule switches; the zero value is the default
// rule set. The game's option schema (scoring/hyrule) reads them.
type Options struct {
	JokerTie JokerTie `json:"joker_tie"`
	Draw     DrawRule `json:"draw"`
}
