package hyrule

import (
	"bytes"
	"encoding/json"
	"strings"

	"arbiter/engine/hyrule"
	"arbiter/scoring"
)

// Schema is Hyrule's one option schema: the new-game form, the parser of
// "options" and the stored rule set all use it.
var Schema = scoring.Schema{Options: []scoring.Option{
	{Name: "joker_tie", Ruling: "HYRULE-3", Kind: scoring.Choice, Default: "runoff",
		Label: "Two jokers and no five", Help: "How a standoff between two jokers is settled.",
		Choices: []scoring.ChoiceValue{
			{Value: "runoff", Label: "The joker players play one more card each"},
			{Value: "first_played", Label: "The joker played first wins"},
		}},
	{Name: "draw", Ruling: "HYRULE-4", Kind: scoring.Choice, Default: "runoff",
		Label: "Level after seven turns", Help: "What happens when the top players have captured as many cards as each other.",
		Choices: []scoring.ChoiceValue{
			{Value: "runoff", Label: "They play a run-off game"},
			{Value: "draw", Label: "The round is a draw"},
		}},
}, Normalize: spellings}

// spellings accepts the choices in any case and with spaces around, as
// Hyrule always has.
func spellings(raw map[string]json.RawMessage) error {
	for _, name := range []string{"joker_tie", "draw"} {
		v, ok := raw[name]
		if !ok {
			continue
		}
		var s string
		if json.Unmarshal(v, &s) != nil {
			continue // the schema refuses it, naming the option
		}
		b, _ := json.Marshal(strings.ToLower(strings.TrimSpace(s)))
		raw[name] = bytes.Clone(b)
	}
	return nil
}

// fromValues turns checked option values into Hyrule's typed options.
func fromValues(v scoring.Values) hyrule.Options {
	var o hyrule.Options
	if v.String("joker_tie") == "first_played" {
		o.JokerTie = hyrule.JokerTieFirstPlayed
	}
	if v.String("draw") == "draw" {
		o.Draw = hyrule.DrawDraw
	}
	return o
}

// parseOptions reads an "options" object with the schema (absent or null:
// the defaults); a refusal names options.<name>.
func parseOptions(raw json.RawMessage) (hyrule.Options, error) {
	v, err := Schema.Parse(raw)
	if err != nil {
		return hyrule.Options{}, err
	}
	return fromValues(v), nil
}
