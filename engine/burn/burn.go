package burn

import (
	"strings"

	"arbiter/engine/game"
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

func invalid(said game.Message) error {
	return game.Refuse(game.ErrInvalid, nil, "", said)
}

// Format is a seating variant: Sides teams of Size players.
type Format struct {
	Sides int
	Size  int
}

func (f Format) String() string { return f.Said().String() }

// Players returns the number of players at the table.
func (f Format) Players() int { return f.Sides * f.Size }

// CheckFormat accepts the seatings of the rulebook: 2 teams of 2, 3 teams
// of 2, 2 teams of 3, 3 to 6 players each for themselves, and the one
// against one duel its tournament rules mention. Any other is a table the
// game does not allow (GEN-1), refused with ErrFormat.
func CheckFormat(f Format) error {
	switch {
	case f.Size == 1 && f.Sides >= 2 && f.Sides <= 6:
		return nil
	case f.Size == 2 && (f.Sides == 2 || f.Sides == 3):
		return nil
	case f.Size == 3 && f.Sides == 2:
		return nil
	}
	return game.Refuse(game.ErrImpossible, ErrFormat, "", msgFormatRefused.With(f.Sides, f.Size, ErrFormat)).Citing(game.RuleImpossible)
}

// FormatsFor returns the seating variants a number of players can play,
// each for themselves first, then the team variants (4 players: 2 teams
// of 2; 6 players: 3 teams of 2 and 2 teams of 3). None for a count the
// game does not allow.
func FormatsFor(players int) []Format {
	var out []Format
	for _, size := range []int{1, 2, 3} {
		if players%size != 0 {
			continue
		}
		f := Format{Sides: players / size, Size: size}
		if CheckFormat(f) == nil {
			out = append(out, f)
		}
	}
	return out
}

// CheckSeating checks the order round the table: sides[i] is the side of
// the player in seat i. With 3 teams of 2 each player's partner sits three
// seats on (A B C A B C); with 2 teams of 3 neighbours are always
// opponents (A B A B A B). Partners opposite in 2 teams of 2 is the
// rulebook's advice, not a must, so any order is allowed there. It
// returns the first seat that breaks the order (−1 when none) and the
// refusal (ErrIllegal).
func CheckSeating(f Format, sides []int) (int, error) {
	n := len(sides)
	for i := range sides {
		switch {
		case f.Sides == 3 && f.Size == 2 && n == 6 && sides[(i+3)%6] != sides[i]:
			return (i + 3) % 6, game.Refuse(game.ErrIllegal, ErrFormat, "", msgNotPartner.With((i+3)%6+1, i+1)).Citing(RuleABCABC.With())
		case f.Sides == 2 && f.Size == 3 && sides[(i+1)%n] == sides[i]:
			return (i + 1) % n, game.Refuse(game.ErrIllegal, ErrFormat, "", msgSideBySide.With(i+1, (i+1)%n+1)).Citing(RuleABABAB.With())
		}
	}
	return -1, nil
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

// CheckCounts checks the fire and water each side took in a round, the
// field naming the side (names[i] for sides[i]): a negative count is not a count
// (ErrInvalid); more than 15 of an element, or counts that do not add up
// to 15 fire and 15 water over the sides (every round is played out), are
// a table no real round produces (GEN-1). All wrap ErrCounts.
func CheckCounts(names []string, sides []FireWater) error {
	for i, fw := range sides {
		if fw.Fire < 0 || fw.Water < 0 {
			return game.Refuse(game.ErrInvalid, ErrCounts, names[i], msgCountNegative.With(fw.Fire, fw.Water))
		}
	}
	fire, water := 0, 0
	for i, fw := range sides {
		if fw.Fire > FireCards || fw.Water > WaterCards {
			return game.Refuse(game.ErrImpossible, ErrCounts, names[i], msgCountDeck.With(fw.Fire, fw.Water)).Citing(game.RuleImpossible)
		}
		fire += fw.Fire
		water += fw.Water
	}
	if fire != FireCards || water != WaterCards {
		return game.Refuse(game.ErrImpossible, ErrCounts, "", msgCountSum.With(fire, water, ErrCounts)).Citing(game.RuleImpossible)
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

// MarshalText writes base or variant.
func (t PitTable) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads what ParsePitTable accepts.
func (t *PitTable) UnmarshalText(b []byte) error {
	p, err := ParsePitTable(string(b))
	if err != nil {
		return err
	}
	*t = p
	return nil
}

// ParsePitTable reads base or variant.
func ParsePitTable(s string) (PitTable, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "base", "":
		return BaseTable, nil
	case "variant", "table", "by_size":
		return VariantTable, nil
	}
	return BaseTable, invalid(msgPitTable.With(s))
}

// InstantWin reports the variant table's row of six players each for
// themselves: a pit worth 100, which the pit side can never take off its
// own total below the limit of 100, so every opponent gets it and the game
// ends with the pit side lowest (BURN-1).
func InstantWin(t PitTable, f Format) bool {
	return t == VariantTable && f.Size == 1 && f.Sides == 6
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

// MarshalText writes none, subtract or add.
func (c PitChoice) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads none (no choice made), or what ParsePitChoice
// accepts.
func (c *PitChoice) UnmarshalText(b []byte) error {
	if strings.EqualFold(strings.TrimSpace(string(b)), "none") {
		*c = NoChoice
		return nil
	}
	p, err := ParsePitChoice(string(b))
	if err != nil {
		return err
	}
	*c = p
	return nil
}

// ParsePitChoice reads subtract or add.
func ParsePitChoice(s string) (PitChoice, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "subtract", "minus", "self", "own":
		return Subtract, nil
	case "add", "plus", "others", "opponents":
		return Add, nil
	}
	return NoChoice, invalid(msgPitChoice.With(s))
}

// Pit is the outcome of a pit (BURN-1).
type Pit struct {
	Applied PitChoice
	// Forced is set when the choice made (or the only one) was not
	// allowed and the other was applied; Reason says which limit, and
	// ReasonSaid says it in any language.
	Forced     bool
	Reason     string
	ReasonSaid *game.Message
	// BothForbidden: either way broke a limit; "not below 0" won.
	BothForbidden bool
	// NeedChoice: both ways are allowed and no choice was given.
	NeedChoice bool
	// SubtractOK and AddOK say which ways the two limits allow.
	SubtractOK, AddOK bool
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
	p := Pit{SubtractOK: subOK, AddOK: addOK}
	switch {
	case !subOK && !addOK:
		p.Applied, p.BothForbidden = Add, true
		p.reason(msgPitBoth.With(value, value, limit, value))
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
			p.reason(msgPitAddPast.With(value, limit))
		}
	default:
		p.Applied = Add
		if choice != Add {
			p.Forced = choice == Subtract
			p.reason(msgPitBelowZero.With(value, value))
		}
	}
	return p
}

func (p *Pit) reason(said game.Message) { p.Reason, p.ReasonSaid = said.String(), &said }

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
	return Plus100, invalid(msgCapScheme.With(s))
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
