package swords

import (
	"arbiter/engine/swords"
	"arbiter/scoring"
)

// Schema is Mortal Swords' one option schema: seven switches of the
// rulebook's extensions and variations (RULINGS.md SWORDS-5, -7, -8), all
// off by default. The new-game form, the parser and the stored rule set
// all use it.
var Schema = scoring.Schema{Options: []scoring.Option{
	{Name: "warriors_vow", Ruling: "SWORDS-8", Kind: scoring.Bool, Default: false,
		Label: "Warrior's Vow", Help: "Every knight starts with one hand card laid face up as armor, keeping five in hand."},
	{Name: "gentleman_rule", Ruling: "SWORDS-5", Kind: scoring.Bool, Default: false,
		Label: "Gentleman Rule", Help: "A knight's first attack may not be a Strong Suit card nor a J, Q or K from hand; a knight with nothing else attacks with the deck's top card, which stands whatever it is."},
	{Name: "expanded_dodging", Ruling: "SWORDS-8", Kind: scoring.Bool, Default: false,
		Label: "Expanded Dodging", Help: "The third and fourth knights from the attacker also escape with the number of a card that blocked before them."},
	{Name: "damage_to_stop", Ruling: "SWORDS-8", Kind: scoring.Bool, Default: false,
		Label: "Damage-To-Stop", Help: "The attack ends at the first knight who takes damage, and that knight attacks next."},
	{Name: "steal_to_stop", Ruling: "SWORDS-7", Kind: scoring.Bool, Default: false,
		Label: "Steal-To-Stop", Help: "A damaged knight may take the attacking card at once: the attack ends there and the thief attacks next without drawing."},
	{Name: "stealing_costs", Ruling: "SWORDS-8", Kind: scoring.Bool, Default: false,
		Label: "Stealing Costs", Help: "To take the attacking card a knight plays a hand card face down instead of defending, draws nothing, and then discards nothing."},
	{Name: "hectic_knights", Ruling: "SWORDS-8", Kind: scoring.Bool, Default: false,
		Label: "Hectic Knights", Help: "After the attacking card the defenders play in any order; who attacks next follows the order of play, and replacements are drawn once everyone has played."},
}}

// fromValues turns checked values into the engine's switches.
func fromValues(v scoring.Values) swords.Options {
	return swords.Options{
		WarriorsVow: v.Bool("warriors_vow"), GentlemanRule: v.Bool("gentleman_rule"), ExpandedDodging: v.Bool("expanded_dodging"),
		DamageToStop: v.Bool("damage_to_stop"), StealToStop: v.Bool("steal_to_stop"), StealingCosts: v.Bool("stealing_costs"),
		HecticKnights: v.Bool("hectic_knights"),
	}
}

// Values returns switches as the schema's values (for a form, or to store
// them).
func Values(o swords.Options) scoring.Values {
	return scoring.Values{
		"warriors_vow": o.WarriorsVow, "gentleman_rule": o.GentlemanRule, "expanded_dodging": o.ExpandedDodging,
		"damage_to_stop": o.DamageToStop, "steal_to_stop": o.StealToStop, "stealing_costs": o.StealingCosts,
		"hectic_knights": o.HecticKnights,
	}
}

// On lists the switches that are on, in the schema's order.
func On(o swords.Options) []string {
	v := Values(o)
	out := []string{}
	for _, opt := range Schema.Options {
		if v.Bool(opt.Name) {
			out = append(out, opt.Name)
		}
	}
	return out
}

// Labels names the switches that are on for people, in the schema's order
// ("Warrior's Vow", "Gentleman Rule").
func Labels(o swords.Options) []string {
	v := Values(o)
	out := []string{}
	for _, opt := range Schema.Options {
		if v.Bool(opt.Name) {
			out = append(out, opt.Label)
		}
	}
	return out
}
