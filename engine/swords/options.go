package swords

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"arbiter/engine/game"
)

// Options are the house-rule switches of RULINGS.md for Mortal Swords,
// all off by default. The JSON names are the option names of RULINGS.md.
type Options struct {
	WarriorsVow     bool `json:"warriors_vow"`     // each knight starts with one face-up armor (SWORDS-8)
	GentlemanRule   bool `json:"gentleman_rule"`   // no Strong Suit, no J/Q/K on a knight's first attack (SWORDS-5)
	ExpandedDodging bool `json:"expanded_dodging"` // 3rd and 4th knights dodge with a blocking card's number (SWORDS-8)
	DamageToStop    bool `json:"damage_to_stop"`   // the first damage ends the attack (SWORDS-8)
	StealToStop     bool `json:"steal_to_stop"`    // a steal ends the attack (SWORDS-7)
	StealingCosts   bool `json:"stealing_costs"`   // stealing needs a face-down defence (SWORDS-8)
	HecticKnights   bool `json:"hectic_knights"`   // defenders play in free order (SWORDS-8)
}

// optionSpec describes each option for the rules read-out and for errors.
type optionSpec struct {
	name, ruling, help string
	field              func(*Options) *bool
}

var optionSpecs = []optionSpec{
	{"warriors_vow", "SWORDS-8", "Warrior's Vow: every knight starts with one hand card laid face up as armor (5 hand cards).", func(o *Options) *bool { return &o.WarriorsVow }},
	{"gentleman_rule", "SWORDS-5", "Gentleman Rule: a knight's first attack may not use a Strong Suit card nor any J, Q or K from hand; a knight with no allowed card attacks with a random card, legal whatever it is.", func(o *Options) *bool { return &o.GentlemanRule }},
	{"expanded_dodging", "SWORDS-8", "Expanded Dodging: the 3rd and 4th knights clockwise from the attacker also escape with the number of any card that blocked before them.", func(o *Options) *bool { return &o.ExpandedDodging }},
	{"damage_to_stop", "SWORDS-8", "Damage-To-Stop: the attack ends at the first defender who takes damage, and that knight attacks next.", func(o *Options) *bool { return &o.DamageToStop }},
	{"steal_to_stop", "SWORDS-7", "Steal-To-Stop: a damaged defender may steal the attacking card at once; the attack ends and the thief attacks next without drawing.", func(o *Options) *bool { return &o.StealToStop }},
	{"stealing_costs", "SWORDS-8", "Stealing Costs: to steal, a defender plays a hand card face down (no draw, no random card) and then takes the attacking card without discarding.", func(o *Options) *bool { return &o.StealingCosts }},
	{"hectic_knights", "SWORDS-8", "Hectic Knights: after the attack card the defenders play in any order; turn order and the steal follow the order of play, and replacements are drawn after everyone played.", func(o *Options) *bool { return &o.HecticKnights }},
}

// OptionInfo is one option for the rules read-out.
type OptionInfo struct {
	Name, Ruling, Help string
}

// OptionList lists the options in the order of RULINGS.md's SWORDS-8.
func OptionList() []OptionInfo {
	out := make([]OptionInfo, len(optionSpecs))
	for i, s := range optionSpecs {
		out[i] = OptionInfo{s.name, s.ruling, s.help}
	}
	return out
}

func optionNames() string {
	names := make([]string, len(optionSpecs))
	for i, s := range optionSpecs {
		names[i] = s.name
	}
	return strings.Join(names, ", ")
}

// UnmarshalJSON decodes strictly: an unknown option or a value that is not
// true/false is an error naming the option.
func (o *Options) UnmarshalJSON(b []byte) error {
	if bytes.Equal(bytes.TrimSpace(b), []byte("null")) {
		return nil
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return game.Invalidf("options: expected an object of house-rule switches (%s)", optionNames())
	}
	keys := make([]string, 0, len(raw))
	for k := range raw {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var out Options
	for _, k := range keys {
		var spec *optionSpec
		for i := range optionSpecs {
			if optionSpecs[i].name == k {
				spec = &optionSpecs[i]
			}
		}
		if spec == nil {
			return game.Invalidf("options.%s: unknown option for Mortal Swords: one of %s", k, optionNames())
		}
		v := bytes.TrimSpace(raw[k])
		switch string(v) {
		case "true":
			*spec.field(&out) = true
		case "false", "null":
		default:
			return game.Invalidf("options.%s: must be true or false, got %s", k, shorten(string(v)))
		}
	}
	*o = out
	return nil
}

// On lists the names of the options switched on.
func (o Options) On() []string {
	out := []string{}
	for _, s := range optionSpecs {
		if *s.field(&o) {
			out = append(out, s.name)
		}
	}
	return out
}

func shorten(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return fmt.Sprint(s)
}
