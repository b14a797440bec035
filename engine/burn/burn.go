package burn

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors.
var (
	ErrFormat = errors.New("not a Burn seating")
	ErrCounts = errors.New("fire and water counts do not add up")
)

// Deck facts.
const (
	FireCards  = 15
	WaterCards = 15
	// DefaultLimit ends a game (BURN-2).
	DefaultLimit = 100
	// BasePit is the pit value of the base rules (BURN-1).
	BasePit = 30
)

// Format is a seating variant: Sides teams of Size players.
type Format struct {
	Sides int
	Size  int
}

func (f Format) String() string {
	if f.Size == 1 {
		return fmt.Sprintf("%d players each for themselves", f.Sides)
	}
	return fmt.Sprintf("%d teams of %d", f.Sides, f.Size)
}

// Players returns the number of players at the table.
func (f Format) Players() int { return f.Sides * f.Size }

// CheckFormat accepts the seatings of the rulebook: 2 teams of 2, 3 teams
// of 2, 2 teams of 3, 3 to 6 players each for themselves, and the one
// against one duel its tournament rules mention.
func CheckFormat(f Format) error {
	switch {
	case f.Size == 1 && f.Sides >= 2 && f.Sides <= 6:
		return nil
	case f.Size == 2 && (f.Sides == 2 || f.Sides == 3):
		return nil
	case f.Size == 3 && f.Sides == 2:
		return nil
	}
	return fmt.Errorf("%d sides of %d: %w: 2 or 3 teams of 2, 2 teams of 3, or 2 to 6 players each for themselves", f.Sides, f.Size, ErrFormat)
}

// Seating returns the seats round the table for sides given in order:
// one player of each side in turn (ABAB, ABCABC, ABABAB), so partners
// are never neighbours. The result holds (side, player) index pairs.
func Seating(f Format) [][2]int {
	out := make([][2]int, 0, f.Players())
	for p := 0; p < f.Size; p++ {
		for s := 0; s < f.Sides; s++ {
			out = append(out, [2]int{s, p})
		}
	}
	return out
}

// FireWater is what a side took in a round.
type FireWater struct {
	Fire  int `json:"fire"`
	Water int `json:"water"`
}

// FireCounts reports whether a side's fire cards count (BURN-3): they do
// unless it took strictly more water than fire.
func FireCounts(fw FireWater) bool { return fw.Water <= fw.Fire }

// IsPit reports a side that took every fire and every water card.
func IsPit(fw FireWater) bool { return fw.Fire == FireCards && fw.Water == WaterCards }

// Points returns a side's points for a round: 1 per fire card unless the
// water puts the fire out; 0 for a pit (the pit is scored separately).
func Points(fw FireWater) int {
	if IsPit(fw) || !FireCounts(fw) {
		return 0
	}
	return fw.Fire
}

// CheckCounts checks that each side's counts are 0–15 and that the sides
// took 15 fire and 15 water cards between them.
func CheckCounts(sides []FireWater) error {
	fire, water := 0, 0
	for i, fw := range sides {
		if fw.Fire < 0 || fw.Water < 0 || fw.Fire > FireCards || fw.Water > WaterCards {
			return fmt.Errorf("side %d: fire %d, water %d: %w: each count is 0–15", i, fw.Fire, fw.Water, ErrCounts)
		}
		fire += fw.Fire
		water += fw.Water
	}
	if fire != FireCards || water != WaterCards {
		return fmt.Errorf("%d fire and %d water: %w: the deck has 15 of each", fire, water, ErrCounts)
	}
	return nil
}

// PitTable chooses the pit value: the base 30, or the variant table by
// team size and number of teams.
type PitTable uint8

const (
	BaseTable PitTable = iota
	VariantTable
)

func (t PitTable) String() string {
	if t == VariantTable {
		return "variant"
	}
	return "base"
}

// ParsePitTable reads base or variant.
func ParsePitTable(s string) (PitTable, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "base", "":
		return BaseTable, nil
	case "variant", "table", "by_size":
		return VariantTable, nil
	}
	return BaseTable, fmt.Errorf("%q: base or variant", s)
}

// PitValue returns the points a pit is worth for a format. listed is false
// when the variant table has no row for it (the one-against-one duel),
// which then uses the base 30.
func PitValue(t PitTable, f Format) (value int, listed bool) {
	if t == BaseTable {
		return BasePit, true
	}
	switch {
	case f.Size == 3 && f.Sides == 2:
		return 30, true
	case f.Size == 2 && f.Sides == 2:
		return 40, true
	case f.Size == 2 && f.Sides == 3:
		return 50, true
	case f.Size == 1 && f.Sides == 3:
		return 50, true
	case f.Size == 1 && f.Sides == 4:
		return 60, true
	case f.Size == 1 && f.Sides == 5:
		return 70, true
	case f.Size == 1 && f.Sides == 6:
		return 100, true
	}
	return BasePit, false
}

// PitChoice is what the pit side does with its pit.
type PitChoice uint8

const (
	NoChoice PitChoice = iota
	// Subtract takes the value off the pit side's own total.
	Subtract
	// Add puts the value on every other side's total.
	Add
)

func (c PitChoice) String() string {
	return [...]string{"none", "subtract", "add"}[c%3]
}

// ParsePitChoice reads subtract or add.
func ParsePitChoice(s string) (PitChoice, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "subtract", "minus", "self", "own":
		return Subtract, nil
	case "add", "plus", "others", "opponents":
		return Add, nil
	}
	return NoChoice, fmt.Errorf("%q: subtract (from the pit side) or add (to every opponent)", s)
}

// Pit is the outcome of a pit (BURN-1).
type Pit struct {
	Applied PitChoice
	// Forced is set when the choice made (or the only one) was not
	// allowed and the other was applied; Reason says which limit.
	Forced bool
	Reason string
	// BothForbidden: either way broke a limit; "not below 0" won.
	BothForbidden bool
	// NeedChoice: both ways are allowed and no choice was given.
	NeedChoice bool
}

// ResolvePit decides how a pit is scored. own is the pit side's total
// before it, others the totals of every other side; a side may not push
// another past limit nor itself below 0, and when both would happen the
// "not below 0" limit wins (the others pass the limit).
func ResolvePit(choice PitChoice, value, own int, others []int, limit int) Pit {
	subOK := own-value >= 0
	addOK := true
	for _, o := range others {
		if o+value > limit {
			addOK = false
		}
	}
	var p Pit
	switch {
	case !subOK && !addOK:
		p.Applied, p.BothForbidden = Add, true
		p.Reason = fmt.Sprintf("subtracting %d would take the pit side below 0 and adding %d would push another side past %d: not going below 0 comes first, so %d goes to every opponent", value, value, limit, value)
		p.Forced = choice == Subtract
	case subOK && addOK:
		if choice == NoChoice {
			p.NeedChoice = true
			return p
		}
		p.Applied = choice
	case subOK:
		p.Applied = Subtract
		if choice != Subtract {
			p.Forced = choice == Add
			p.Reason = fmt.Sprintf("adding %d would push another side past %d, so the pit side subtracts it instead", value, limit)
		}
	default:
		p.Applied = Add
		if choice != Add {
			p.Forced = choice == Subtract
			p.Reason = fmt.Sprintf("subtracting %d would take the pit side below 0, so every opponent gets %d instead", value, value)
		}
	}
	return p
}

// Finished reports whether any total has reached limit (BURN-2).
func Finished(totals []int, limit int) bool {
	for _, t := range totals {
		if t >= limit {
			return true
		}
	}
	return false
}

// Winners returns the indexes of the lowest totals (all of them when
// several share the lowest).
func Winners(totals []int) []int {
	out := []int{}
	for i, t := range totals {
		if len(out) == 0 || t < totals[out[0]] {
			out = []int{i}
		} else if t == totals[out[0]] {
			out = append(out, i)
		}
	}
	return out
}

// CapScheme is how a knock-out tournament raises the score cap per round.
type CapScheme uint8

const (
	// Plus100 raises the cap by 100 each round: 100, 200, 300 …
	Plus100 CapScheme = iota
	// BySize raises it by 25 (1 vs 1), 100 (2 vs 2) or 250 (3 vs 3).
	BySize
)

func (c CapScheme) String() string {
	if c == BySize {
		return "by_size"
	}
	return "plus100"
}

// ParseCapScheme reads plus100 or by_size.
func ParseCapScheme(s string) (CapScheme, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "plus100", "+100", "100":
		return Plus100, nil
	case "by_size", "bysize", "size", "team_size":
		return BySize, nil
	}
	return Plus100, fmt.Errorf("%q: plus100 or by_size", s)
}

// Cap returns the score cap of knock-out round r (1-based) for teams of
// size players; the first round plays to 100.
func Cap(s CapScheme, round, size int) int {
	if round < 1 {
		round = 1
	}
	step := 100
	if s == BySize {
		switch size {
		case 1:
			step = 25
		case 3:
			step = 250
		}
	}
	return DefaultLimit + step*(round-1)
}
