package swords

// Options are the house-rule switches of RULINGS.md for Mortal Swords,
// all off by default. Their names, labels and help live in the option
// schema of arbiter/scoring/swords, which reads and writes them.
type Options struct {
	WarriorsVow     bool // each knight starts with one face-up armor (SWORDS-8)
	GentlemanRule   bool // no Strong Suit, no J/Q/K on a knight's first attack (SWORDS-5)
	ExpandedDodging bool // 3rd and 4th knights dodge with a blocking card's number (SWORDS-8)
	DamageToStop    bool // the first damage ends the attack (SWORDS-8)
	StealToStop     bool // a steal ends the attack (SWORDS-7)
	StealingCosts   bool // stealing needs a face-down defence (SWORDS-8)
	HecticKnights   bool // defenders play in free order (SWORDS-8)
}
