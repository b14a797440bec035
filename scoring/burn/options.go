package burn

import (
	"encoding/json"
	"strings"

	"arbiter/engine/burn"
	"arbiter/engine/game"
	"arbiter/engine/tricks"
	"arbiter/scoring"
)

// Settings are a game's house rules, checked, in the engine's types.
type Settings struct {
	Pit       burn.PitTable
	Limit     int
	Direction tricks.Direction
}

// Schema is Burn's one option schema: the new-game form is built from it,
// the CLI's "options" are read with it, and a stored game's rule set is
// written by it.
var Schema = scoring.Schema{
	Normalize: func(m map[string]json.RawMessage) error {
		for k, v := range m {
			if strings.TrimSpace(string(v)) == "null" {
				delete(m, k) // as if not given, as the CLI has always read it
			}
		}
		return nil
	},
	Options: []scoring.Option{
		{Name: "pit_table", Ruling: "BURN-1", Kind: scoring.Choice, Default: "base",
			Label: "Pit value",
			Help:  "What a pit is worth: 30 by the base rules, or the variant table's value for the number of sides and players, if agreed before the game.",
			Choices: []scoring.ChoiceValue{
				{Value: "base", Label: "30 (base rules)"},
				{Value: "variant", Label: "Variant table", Help: "30 for 2 teams of 3, 40 for 2 teams of 2, 50 for 3 teams of 2 or 3 players, 60, 70 and 100 for 4, 5 and 6 players."},
			},
			Parse: parsePitTable},
		{Name: "limit", Ruling: "BURN-2", Kind: scoring.Int, Default: burn.DefaultLimit, Min: 1, Max: 1000000,
			Label: "Game ends at",
			Help:  "The game ends after a round in which a side reaches this total; a pit may not push another side past it."},
		{Name: "direction", Ruling: "GEN-2", Kind: scoring.Choice, Default: "clockwise",
			Label: "Direction of play", Help: "Which way dealing and play go round the table.",
			Choices: []scoring.ChoiceValue{
				{Value: "clockwise", Label: "Clockwise"},
				{Value: "counter-clockwise", Label: "Counter-clockwise"},
			},
			Parse: parseDirection},
	},
}

func parsePitTable(raw json.RawMessage) (any, error) {
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, game.Refuse(game.ErrInvalid, nil, "options.pit_table", msgPitTableValues.With())
	}
	t, err := burn.ParsePitTable(s)
	if err != nil {
		return nil, game.Refuse(game.ErrInvalid, nil, "options.pit_table", game.Said(err))
	}
	return t.String(), nil
}

func parseDirection(raw json.RawMessage) (any, error) {
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, game.Refuse(game.ErrInvalid, nil, "options.direction", msgDirectionValues.With())
	}
	if strings.TrimSpace(s) == "" {
		return tricks.Clockwise.String(), nil
	}
	d, err := tricks.ParseDirection(s)
	if err != nil {
		return nil, game.Refuse(game.ErrInvalid, nil, "options.direction", game.Said(err))
	}
	return d.String(), nil
}

// SettingsOf turns checked option values (Schema.Check or Schema.Parse)
// into the game's settings.
func SettingsOf(v scoring.Values) Settings {
	s := Settings{Limit: burn.DefaultLimit}
	if v.String("pit_table") == burn.VariantTable.String() {
		s.Pit = burn.VariantTable
	}
	if v.Has("limit") {
		s.Limit = v.Int("limit")
	}
	if v.String("direction") == tricks.CounterClockwise.String() {
		s.Direction = tricks.CounterClockwise
	}
	return s
}

// Values returns the settings as option values.
func (s Settings) Values() scoring.Values {
	return scoring.Values{"pit_table": s.Pit.String(), "limit": s.Limit, "direction": s.Direction.String()}
}
