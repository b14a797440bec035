package pymtheg

import (
	"strings"
)

// ScoreTable chooses between the corrected score table (PYM-1, default)
// and the table exactly as printed in v23.04.15.
type ScoreTable uint8

const (
	// Corrected fixes the three misprinted Gâm entries.
	Corrected ScoreTable = iota
	// AsPrinted uses the printed values, misprints included.
	AsPrinted
)

func (t ScoreTable) String() string {
	if t == AsPrinted {
		return "as_printed"
	}
	return "corrected"
}

// ParseScoreTable reads corrected or as_printed.
func ParseScoreTable(s string) (ScoreTable, error) {
	switch strings.ToLower(strings.NewReplacer("-", "_", " ", "_").Replace(strings.TrimSpace(s))) {
	case "corrected":
		return Corrected, nil
	case "as_printed", "printed":
		return AsPrinted, nil
	}
	return Corrected, invalid(nil, msgNotAScoreTable.With(s))
}

// Rules are the house-rule switches that change a deal's score.
type Rules struct {
	Table ScoreTable
	// LonTrumpBonus, when above 0, is what a Lon with a trump element named
	// in the bid plays for instead of 2500 (PYM-7; 0 = not applied).
	LonTrumpBonus int
}

// GamScore is one cell of the Gâm score table.
type GamScore struct {
	Base     int  // points for making the contract exactly
	PerTrick int  // per over- or under-trick
	Printed  int  // the value printed in the rulebook
	Fixed    bool // Base differs from Printed (PYM-1)
}

// printedGam holds the printed bases: [level][noTrump][namedInBid].
var printedGam = [7][2][2]int{
	{{20, 30}, {40, 60}},
	{{30, 50}, {60, 100}},
	{{40, 70}, {80, 140}},
	{{50, 90}, {100, 180}},
	{{60, 110}, {20, 220}},
	{{70, 130}, {140, 260}},
	{{80, 140}, {160, 280}},
}

// GamTable returns the score table cell of a Gâm contract. The corrected
// values follow the table's pattern: 20 + 10 per level when trump is named
// after the bidding, 30 + 20 per level when named in the bid, doubled (and
// 2 points per trick) without trump.
func GamTable(c Contract, noTrump bool, named TrumpNamed, t ScoreTable) GamScore {
	n := c.Level()
	if n < 0 {
		return GamScore{}
	}
	base := 20 + 10*n
	if named == NamedInBid {
		base = 30 + 20*n
	}
	per := 1
	if noTrump {
		base *= 2
		per = 2
	}
	nt, ib := 0, 0
	if noTrump {
		nt = 1
	}
	if named == NamedInBid {
		ib = 1
	}
	printed := printedGam[n][nt][ib]
	g := GamScore{Base: base, PerTrick: per, Printed: printed, Fixed: printed != base}
	if t == AsPrinted {
		g.Base, g.Fixed = printed, false
	}
	return g
}

// RyBase returns what Ry, Ry 2 and Ry 3 play for: 150, 200, 1000 (PYM-2).
func RyBase(c Contract) int {
	switch c {
	case Ry:
		return 150
	case Ry2:
		return 200
	case Ry3:
		return 1000
	}
	return 0
}

// RyPartnerDeduction is taken off a won Ry 2 per trick of the partner.
const RyPartnerDeduction = 20

// LonTable returns what a Lon plays for and the penalty per opponents'
// trick when lost: 2500 and 50 with a trump, doubled without trump. With
// the lon_trump_bonus option a trump named in the bid plays for the bonus.
func LonTable(noTrump bool, named TrumpNamed, r Rules) (base, perOpp int) {
	if noTrump {
		return 5000, 100
	}
	if named == NamedInBid && r.LonTrumpBonus > 0 {
		return r.LonTrumpBonus, 50
	}
	return 2500, 50
}

// Burn sub-game values.
const (
	BurnPerFire = 5     // minus points per fire card taken
	BurnSweep   = 10000 // for taking every fire and water card
	// CheatPenalty is added to the maximum result of a deal when a player
	// cheats (PYM-6).
	CheatPenalty = 100
)
