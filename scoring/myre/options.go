package myre

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"arbiter/engine/game"
	engine "arbiter/engine/myre"
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

// Options are Myre's house rules (the option column of MYRE-*).
type Options struct {
	ScoutInTiebreak engine.ScoutRule // scout_in_tiebreak: formation_only (default) | always
	DoubleScouts    bool             // double_scouts: false (default) | true
	FirstPlayer     FirstRule        // first_player: higher_scout (default) | box
	Target          int              // target: 70 (default), 1–188
	Jokers          bool             // jokers: true (default) | false
}

// DefaultOptions returns the rulings' defaults.
func DefaultOptions() Options {
	return Options{Target: DefaultTarget, Jokers: true}
}

// Engine returns the options that concern a single battle.
func (o Options) Engine() engine.Options {
	return engine.Options{ScoutInTiebreak: o.ScoutInTiebreak, DoubleScouts: o.DoubleScouts, NoJokers: !o.Jokers}
}

// optionNames lists the options in the order the rules command shows them.
var optionNames = []string{"scout_in_tiebreak", "double_scouts", "first_player", "target", "jokers"}

// ParseOptions reads the "options" object of an input (absent or null:
// the defaults). An unknown option or a bad value is refused naming it.
func ParseOptions(raw json.RawMessage) (Options, error) {
	opt := DefaultOptions()
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return opt, nil
	}
	if raw[0] != '{' {
		return opt, game.Invalidf("options: must be an object of house-rule switches (%s)", strings.Join(optionNames, ", "))
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return opt, game.Invalidf("options: not a valid JSON object")
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := m[k]
		field := "options." + k
		switch k {
		case "scout_in_tiebreak":
			s, err := optString(field, v, "formation_only", "always")
			if err != nil {
				return opt, err
			}
			opt.ScoutInTiebreak, _ = engine.ParseScoutRule(s)
		case "double_scouts":
			b, err := optBool(field, v)
			if err != nil {
				return opt, err
			}
			opt.DoubleScouts = b
		case "jokers":
			b, err := optBool(field, v)
			if err != nil {
				return opt, err
			}
			opt.Jokers = b
		case "first_player":
			s, err := optString(field, v, "higher_scout", "box")
			if err != nil {
				return opt, err
			}
			opt.FirstPlayer = FirstHigherScout
			if s == "box" {
				opt.FirstPlayer = FirstBox
			}
		case "target":
			var n json.Number
			dec := json.NewDecoder(bytes.NewReader(v))
			dec.UseNumber()
			if err := dec.Decode(&n); err != nil || len(v) == 0 || v[0] == '"' {
				return opt, game.Invalidf("%s: must be a whole number of points from 1 to %d, got %s", field, MaxPoints, short(v))
			}
			i, err := n.Int64()
			if err != nil || i < 1 || i > MaxPoints {
				return opt, game.Invalidf("%s: must be a whole number of points from 1 to %d (a player can jail at most %d), got %s", field, MaxPoints, MaxPoints, short(v))
			}
			opt.Target = int(i)
		default:
			return opt, game.Invalidf("options: unknown option %q for myre: the options are %s", k, strings.Join(optionNames, ", "))
		}
	}
	return opt, nil
}

func optBool(field string, v json.RawMessage) (bool, error) {
	var b bool
	if err := json.Unmarshal(v, &b); err != nil {
		return false, game.Invalidf("%s: must be true or false, got %s", field, short(v))
	}
	return b, nil
}

func optString(field string, v json.RawMessage, choices ...string) (string, error) {
	var s string
	if err := json.Unmarshal(v, &s); err == nil {
		for _, c := range choices {
			if s == c {
				return s, nil
			}
		}
	}
	return "", game.Invalidf("%s: must be one of %s, got %s", field, strings.Join(quoteAll(choices), ", "), short(v))
}

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = fmt.Sprintf("%q", s)
	}
	return out
}

// short quotes a raw JSON value for a message, cut to a readable length.
func short(v json.RawMessage) string {
	r := []rune(strings.TrimSpace(string(v)))
	if len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return string(r)
}

// Map returns the options as the JSON object they are read from, for
// storage with the game.
func (o Options) Map() map[string]any {
	return map[string]any{
		"scout_in_tiebreak": o.ScoutInTiebreak.String(),
		"double_scouts":     o.DoubleScouts,
		"first_player":      o.FirstPlayer.String(),
		"target":            o.Target,
		"jokers":            o.Jokers,
	}
}
