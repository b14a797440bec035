package burn

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"arbiter/engine/burn"
	"arbiter/engine/game"
	"arbiter/engine/tricks"
)

// Table is the seating of a game: the sides, sorted by name, and the
// players round the table.
type Table struct {
	Sides   []string // side names, sorted
	Members map[string][]string
	Format  burn.Format
	Seats   []string       // players in clockwise order
	SideOf  map[string]int // player → index in Sides
	SeatOf  map[string]int // player → seat
}

// impossible is a GEN-1 refusal at field with the engine's sentinel.
func impossible(field string, sentinel error, said game.Message) error {
	return game.Refuse(game.ErrImpossible, sentinel, field, said).Citing(game.RuleImpossible)
}

// NewTable checks the sides and the optional explicit seating: a seating
// the game does not allow (sides of different sizes, a player in two
// seats, a player count or team size outside the rulebook's variants) is
// refused as an impossible table (GEN-1); partners seated against the
// team variants' order is illegal.
func NewTable(sides map[string][]string, seating []string) (*Table, error) {
	if len(sides) == 0 {
		return nil, game.Refuse(game.ErrInvalid, nil, "sides", msgSidesMissing.With())
	}
	t := &Table{Members: sides, SideOf: map[string]int{}, SeatOf: map[string]int{}}
	for name := range sides {
		t.Sides = append(t.Sides, name)
	}
	sort.Strings(t.Sides)
	size := -1
	for i, name := range t.Sides {
		ps := sides[name]
		if strings.TrimSpace(name) == "" {
			return nil, game.Refuse(game.ErrInvalid, nil, "sides", msgSideNeedsName.With())
		}
		if len(ps) == 0 {
			return nil, impossible("sides."+name, burn.ErrFormat, msgNoPlayers.With())
		}
		if size >= 0 && len(ps) != size {
			return nil, impossible("sides."+name, burn.ErrFormat, msgSameSize.With(len(ps), t.Sides[0], size))
		}
		size = len(ps)
		for j, p := range ps {
			if strings.TrimSpace(p) == "" {
				return nil, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("sides.%s[%d]", name, j), msgPlayerNeedsName.With())
			}
			if _, dup := t.SideOf[p]; dup {
				return nil, impossible(fmt.Sprintf("sides.%s[%d]", name, j), nil, msgPlaysTwice.With(p))
			}
			t.SideOf[p] = i
		}
	}
	t.Format = burn.Format{Sides: len(t.Sides), Size: size}
	if err := burn.CheckFormat(t.Format); err != nil {
		return nil, game.Prefix(err, "sides")
	}
	if seating != nil {
		if len(seating) != t.Format.Players() {
			return nil, impossible("seating", nil, msgNamesForPlayers.With(len(seating), t.Format.Players()))
		}
		order := make([]int, len(seating))
		for i, p := range seating {
			side, ok := t.SideOf[p]
			if !ok {
				return nil, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("seating[%d]", i), msgNotInAnySide.With(p))
			}
			if _, dup := t.SeatOf[p]; dup {
				return nil, impossible(fmt.Sprintf("seating[%d]", i), nil, msgSitsTwice.With(p))
			}
			t.SeatOf[p] = i
			order[i] = side
		}
		if seat, err := burn.CheckSeating(t.Format, order); err != nil {
			return nil, game.Prefix(err, fmt.Sprintf("seating[%d]", seat))
		}
		t.Seats = append([]string{}, seating...)
	} else {
		for i, sp := range burn.Seating(t.Format) {
			p := sides[t.Sides[sp[0]]][sp[1]]
			t.Seats = append(t.Seats, p)
			t.SeatOf[p] = i
		}
	}
	return t, nil
}

// Next returns the seat after seat in the direction of play.
func (t *Table) Next(seat int, dir tricks.Direction) int {
	return tricks.Table{Seats: len(t.Seats), Dir: dir}.Next(seat)
}

// SideOfPlayer returns the side a player plays for.
func (t *Table) SideOfPlayer(player string) (string, bool) {
	i, ok := t.SideOf[player]
	if !ok {
		return "", false
	}
	return t.Sides[i], true
}

// Teams seats players given in their order round the table in a seating
// variant: player i plays for side i mod the number of sides, so partners
// never sit side by side (A B A B, A B C A B C, A B A B A B), and a side
// is named after its players ("Ann & Cy"; a player alone gives the side
// their name). The setup is checked as NewTable checks it: a variant the
// game does not allow, a player count that does not fill it or a player
// seated twice is refused, naming the field ("seating", "sides.Ann").
func Teams(names []string, f burn.Format) (Setup, error) {
	if err := burn.CheckFormat(f); err != nil {
		return Setup{}, game.Prefix(err, "sides")
	}
	if len(names) != f.Players() {
		return Setup{}, impossible("seating", burn.ErrFormat, msgPlayersFor.With(len(names), f.Said(), f.Players()))
	}
	for i, n := range names {
		if strings.TrimSpace(n) == "" {
			return Setup{}, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("seating[%d]", i), msgPlayerNeedsName.With())
		}
		for _, m := range names[:i] {
			if strings.EqualFold(m, n) {
				return Setup{}, impossible(fmt.Sprintf("seating[%d]", i), nil, msgSitsTwice.With(n))
			}
		}
	}
	groups := make([][]string, f.Sides)
	for i, n := range names {
		groups[i%f.Sides] = append(groups[i%f.Sides], n)
	}
	s := Setup{Sides: map[string][]string{}, Seating: append([]string(nil), names...)}
	for _, g := range groups {
		name := strings.Join(g, " & ")
		if _, dup := s.Sides[name]; dup {
			return Setup{}, game.Refuse(game.ErrInvalid, nil, "sides", msgSameName.With(name))
		}
		s.Sides[name] = g
	}
	if _, err := NewTable(s.Sides, s.Seating); err != nil {
		return Setup{}, err
	}
	return s, nil
}

// SidesInSeatOrder returns the side names of a setup made by Teams in the
// order their first player sits (the order people read them round the
// table), not sorted by name.
func (s Setup) SidesInSeatOrder() []string {
	var out []string
	seen := map[string]bool{}
	for _, p := range s.Seating {
		for name, ps := range s.Sides {
			if !seen[name] && slices.Contains(ps, p) {
				seen[name] = true
				out = append(out, name)
			}
		}
	}
	return out
}
