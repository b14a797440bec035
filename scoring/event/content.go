package event

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strings"

	"arbiter/engine/game"
	burnscore "arbiter/scoring/burn"
	pymscore "arbiter/scoring/pymtheg"
)

// Content is what a table reports for its round: the normal Pymtheg deal
// or Burn round input, as `arbiter-cli resolve`/`score` take it.
//
//   - Pymtheg league: exactly one of Deal (as played; a burn contract
//     counts as passed), Score or Passed (everyone passed).
//   - Pymtheg knock-out: the match so far, Deals or their Scores.
//   - Burn league: the Rounds played on the table's hands (from 0), or the
//     session's Points; Seating optionally.
//   - Burn knock-out: the match game's Rounds and, after a level game,
//     the Deciders; Seating optionally.
type Content struct {
	Deal     *pymscore.DealInput      `json:"deal,omitempty"`
	Score    *pymscore.Score          `json:"score,omitempty"`
	Passed   bool                     `json:"passed,omitempty"`
	Deals    []pymscore.DealInput     `json:"deals,omitempty"`
	Scores   []pymscore.Score         `json:"scores,omitempty"`
	Rounds   []burnscore.RoundInput   `json:"rounds,omitempty"`
	Points   map[string]int           `json:"points,omitempty"`
	Deciders [][]burnscore.RoundInput `json:"deciders,omitempty"`
	Seating  []string                 `json:"seating,omitempty"`
}

// canonical is the content's comparable form.
func (c Content) canonical() []byte {
	b, err := json.Marshal(c)
	if err != nil {
		return nil
	}
	return b
}

// Equal reports whether two contents say the same thing (North's entry
// and East's check of it).
func (c Content) Equal(o Content) bool { return bytes.Equal(c.canonical(), o.canonical()) }

// IsZero reports an empty content: one whose canonical form is {} (every
// field is left out of the JSON), told from the fields themselves since
// every entry asks.
func (c Content) IsZero() bool {
	return c.Deal == nil && c.Score == nil && !c.Passed && len(c.Deals) == 0 && len(c.Scores) == 0 &&
		len(c.Rounds) == 0 && len(c.Points) == 0 && len(c.Deciders) == 0 && len(c.Seating) == 0
}

// fieldsFor says which content fields a game and form take, for the
// refusal of the others.
func (e *Event) checkShape(c Content) error {
	type f struct {
		name string
		set  bool
	}
	all := []f{
		{"deal", c.Deal != nil}, {"score", c.Score != nil}, {"passed", c.Passed},
		{"deals", c.Deals != nil}, {"scores", c.Scores != nil},
		{"rounds", c.Rounds != nil}, {"points", c.Points != nil}, {"deciders", c.Deciders != nil}, {"seating", c.Seating != nil},
	}
	var allowed []string
	switch {
	case e.setup.Game == Pymtheg && e.setup.Form == League:
		allowed = []string{"deal", "score", "passed"}
	case e.setup.Game == Pymtheg:
		allowed = []string{"deals", "scores"}
	case e.setup.Form == League:
		allowed = []string{"rounds", "points", "seating"}
	default:
		allowed = []string{"rounds", "deciders", "seating"}
	}
	for _, x := range all {
		if x.set && !slices.Contains(allowed, x.name) {
			return game.Refuse(game.ErrInvalid, nil, x.name, msgNotPartOf.With(e.setup.Game.Word(), e.setup.Form.Word(), game.ListOf(game.JoinComma, allowed)))
		}
	}
	return nil
}

// relative rewrites a refusal met while scoring a content inside a
// tournament input so that it names the content's own field: the prefix
// ("tables[0].sessions[0]") goes.
func relative(err error, prefix string) error {
	var ge *game.Error
	if !errors.As(err, &ge) {
		return err
	}
	text := err.Error()
	if ge.Rule != "" {
		text = strings.TrimSuffix(text, ": "+ge.Rule)
	}
	rest, ok := strings.CutPrefix(text, prefix)
	if !ok {
		return err
	}
	switch {
	case strings.HasPrefix(rest, "."):
		rest = rest[1:]
	case strings.HasPrefix(rest, ": "):
		rest = rest[2:]
	default:
		return err
	}
	// Split the field off as the engines do.
	var split *game.Error
	errors.As(game.Invalidf("%s", rest), &split)
	c := *ge
	c.Field, c.Msg = split.Field, split.Msg
	return &c
}
