package myre

import (
	"encoding/json"
	"slices"
	"sort"

	"arbiter/engine/game"
	engine "arbiter/engine/myre"
	"arbiter/scoring"
)

// FirstRule says who goes first in the first hand (MYRE-9, option first_player).
type FirstRule uint8

// The readings of MYRE-9.
const (
	FirstHigherScout FirstRule = iota // default: the higher face-up scout; equal: the box rule
	FirstBox                          // the player handed the box
)

// String returns the option value: "higher_scout" or "box".
func (r FirstRule) String() string {
	if r == FirstBox {
		return "box"
	}
	return "higher_scout"
}

// Target bounds: the most a player can jail is the opponent's 26 cards,
// 188 points.
const (
	DefaultTarget = 70
	MaxPoints     = 188
)

// Options are Myre's house rules (the option column of MYRE-*), read from
// the checked values of Schema.
type Options struct {
	ScoutInTiebreak engine.ScoutRule // scout_in_tiebreak: formation_only (default) | always
	DoubleScouts    bool             // double_scouts: false (default) | true
	FirstPlayer     FirstRule        // first_player: higher_scout (default) | box
	Target          int              // target: 70 (default), 1–188
	Jokers          bool             // jokers: true (default) | false
}

// DefaultOptions returns the rulings' defaults.
func DefaultOptions() Options { return fromValues(Schema.Defaults()) }

// Engine returns the options that concern a single battle.
func (o Options) Engine() engine.Options {
	return engine.Options{ScoutInTiebreak: o.ScoutInTiebreak, DoubleScouts: o.DoubleScouts, NoJokers: !o.Jokers}
}

// Schema is Myre's one option schema: the new-game form, the parser of
// "options" and the stored rule set all use it.
var Schema = scoring.Schema{Options: []scoring.Option{
	{Name: "scout_in_tiebreak", Ruling: "MYRE-1", Kind: scoring.Choice, Default: "formation_only",
		Label: "Pile cards in the high-card count",
		Help:  "When strength is equal, whether a pile's cards count for their owner only when used in a formation, or always.",
		Choices: []scoring.ChoiceValue{
			{Value: "formation_only", Label: "Only when used in a formation"},
			{Value: "always", Label: "Always"},
		}},
	{Name: "double_scouts", Ruling: "MYRE-8", Kind: scoring.Bool, Default: false,
		Label: "Double scouts", Help: "A scout may put two cards into one pile."},
	{Name: "first_player", Ruling: "MYRE-9", Kind: scoring.Choice, Default: "higher_scout",
		Label: "First player", Help: "Who opens the first hand; later hands alternate.",
		Choices: []scoring.ChoiceValue{
			{Value: "higher_scout", Label: "The higher face-up card starts"},
			{Value: "box", Label: "The player handed the box starts"},
		}},
	{Name: "target", Ruling: "MYRE-10", Kind: scoring.Int, Default: DefaultTarget, Min: 1, Max: MaxPoints,
		Label: "Target", Help: "Jail points that win the game, at the end of a hand (a whole army is worth 188)."},
	{Name: "jokers", Ruling: "MYRE-7", Kind: scoring.Bool, Default: true,
		Label: "Jokers", Help: "Each army gets one joker. Leave them out for a first game."},
}, Normalize: unknownOptions}

// unknownOptions refuses an option Myre does not have as Myre always has,
// naming the "options" object and the options there are.
func unknownOptions(raw map[string]json.RawMessage) error {
	names := make([]string, 0, len(raw))
	for k := range raw {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if !slices.Contains(optionNames, k) {
			return game.Refuse(game.ErrInvalid, nil, "options", msgUnknownOption.With(k, game.ListOf(game.JoinComma, optionNames)))
		}
	}
	return nil
}

// optionNames are the names of Schema's options, in its order.
var optionNames = []string{"scout_in_tiebreak", "double_scouts", "first_player", "target", "jokers"}

// fromValues turns checked option values into Myre's typed options.
func fromValues(v scoring.Values) Options {
	o := Options{
		DoubleScouts: v.Bool("double_scouts"),
		Target:       v.Int("target"),
		Jokers:       v.Bool("jokers"),
	}
	if v.String("scout_in_tiebreak") == "always" {
		o.ScoutInTiebreak = engine.ScoutAlways
	}
	if v.String("first_player") == "box" {
		o.FirstPlayer = FirstBox
	}
	return o
}

// Values returns the options as the schema's values (every option given).
func (o Options) Values() scoring.Values {
	return scoring.Values{
		"scout_in_tiebreak": o.ScoutInTiebreak.String(),
		"double_scouts":     o.DoubleScouts,
		"first_player":      o.FirstPlayer.String(),
		"target":            o.Target,
		"jokers":            o.Jokers,
	}
}

// parseOptions reads an "options" object with the schema (absent or
// null: the defaults); a refusal names options.<name>.
func parseOptions(raw []byte) (Options, error) {
	v, err := Schema.Parse(raw)
	if err != nil {
		return Options{}, err
	}
	return fromValues(v), nil
}
