package burn

import (
	"fmt"
	"sort"
	"strings"

	"arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/tricks"
)

const (
	secFlow    = "Burn: Base flow of the game"
	secScoring = "Burn: Scoring points, base rules"
	secVariant = "Burn: A variant scoring rule"
	secTricks  = "Pymtheg: Introduction to making tricks"
	secTourney = "Burn: Tournament rules"
)

// Options are the house-rule switches of a Burn game.
type Options struct {
	PitTable  string `json:"pit_table,omitempty"` // base | variant (BURN-1)
	Limit     *int   `json:"limit,omitempty"`     // 100 (BURN-2)
	Direction string `json:"direction,omitempty"` // clockwise | counter-clockwise
}

// Settings are checked options.
type Settings struct {
	Pit       burn.PitTable
	Limit     int
	Direction tricks.Direction
}

// Settings checks the options; errors name options.<field>.
func (o Options) Settings() (Settings, error) {
	s := Settings{Limit: burn.DefaultLimit}
	p, err := burn.ParsePitTable(o.PitTable)
	if err != nil {
		return s, game.Invalidf("options.pit_table: %v", err)
	}
	s.Pit = p
	if o.Limit != nil {
		if *o.Limit < 1 || *o.Limit > 1000000 {
			return s, game.Invalidf("options.limit: %d: the score that ends the game must be 1–1000000", *o.Limit)
		}
		s.Limit = *o.Limit
	}
	if o.Direction != "" {
		d, err := tricks.ParseDirection(o.Direction)
		if err != nil {
			return s, game.Invalidf("options.direction: %v", err)
		}
		s.Direction = d
	}
	return s, nil
}

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

// NewTable checks the sides and the optional explicit seating.
func NewTable(sides map[string][]string, seating []string) (*Table, error) {
	if len(sides) == 0 {
		return nil, game.Invalidf("sides is missing: an object of side name → its players, e.g. {\"A\":[\"Ann\",\"Cy\"],\"B\":[\"Bo\",\"Di\"]}")
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
			return nil, game.Invalidf("sides: a side needs a name")
		}
		if len(ps) == 0 {
			return nil, game.Invalidf("sides.%s: no players (a side of one player for player against player)", name)
		}
		if size >= 0 && len(ps) != size {
			return nil, game.Invalidf("sides.%s: %d players, but %s has %d: every side has the same number of players", name, len(ps), t.Sides[0], size)
		}
		size = len(ps)
		for j, p := range ps {
			if strings.TrimSpace(p) == "" {
				return nil, game.Invalidf("sides.%s[%d]: a player needs a name", name, j)
			}
			if _, dup := t.SideOf[p]; dup {
				return nil, game.Invalidf("sides.%s[%d]: %q plays twice", name, j, p)
			}
			t.SideOf[p] = i
		}
	}
	t.Format = burn.Format{Sides: len(t.Sides), Size: size}
	if err := burn.CheckFormat(t.Format); err != nil {
		return nil, game.Invalidf("sides: %v", err)
	}
	if seating != nil {
		if len(seating) != t.Format.Players() {
			return nil, game.Invalidf("seating: %d names for %d players", len(seating), t.Format.Players())
		}
		for i, p := range seating {
			if _, ok := t.SideOf[p]; !ok {
				return nil, game.Invalidf("seating[%d]: %q is not in any side", i, p)
			}
			if _, dup := t.SeatOf[p]; dup {
				return nil, game.Invalidf("seating[%d]: %q sits twice", i, p)
			}
			t.SeatOf[p] = i
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

// RoundInput is one round: the fire and water each side took, or the
// tricks; the pit side's choice when there is a pit.
type RoundInput struct {
	Won       map[string]burn.FireWater `json:"won"`
	PitChoice *string                   `json:"pit_choice"`
	Tricks    []TrickInput              `json:"tricks"`
	Dealer    *string                   `json:"dealer"`
}

// TrickInput is one trick: its leader (a player) and the cards in play
// order.
type TrickInput struct {
	Leader *string             `json:"leader"`
	Cards  []cards.ElementCard `json:"cards"`
}

// RevokeOut is a proven failure to follow the element led.
type RevokeOut struct {
	Player     string `json:"player"`
	Element    string `json:"element"`
	Trick      int    `json:"trick"`
	Card       string `json:"card"`
	ProofTrick int    `json:"proof_trick"`
	ProofCard  string `json:"proof_card"`
}

// RoundOutput is a scored round.
type RoundOutput struct {
	Points      map[string]int            `json:"points"` // added to each side's total
	Won         map[string]burn.FireWater `json:"won"`
	Pit         *PitOut                   `json:"pit"`
	Totals      map[string]int            `json:"totals"`
	Dealer      *string                   `json:"dealer"`
	TricksWon   map[string]int            `json:"tricks_won"` // per player, when the tricks were given
	Revokes     []RevokeOut               `json:"revokes"`
	Explanation []string                  `json:"explanation"`
	Steps       game.Explanation          `json:"steps"`
}

// PitOut says how a pit was scored.
type PitOut struct {
	Side    string `json:"side"`
	Value   int    `json:"value"`
	Chosen  string `json:"chosen"`  // as given (none when not given)
	Applied string `json:"applied"` // subtract | add
	Forced  bool   `json:"forced"`
	Reason  string `json:"reason,omitempty"`
}

// Game follows a Burn game round by round.
type Game struct {
	Table    *Table
	Set      Settings
	Limit    int // the score that ends the game (the cap in a knock-out)
	Totals   []int
	Rounds   int
	dealer   int // seat of the last round's dealer, −1 unknown
	Finished bool
}

// NewGame starts a game at a table.
func NewGame(t *Table, set Settings) *Game {
	return &Game{Table: t, Set: set, Limit: set.Limit, Totals: make([]int, len(t.Sides)), dealer: -1}
}

func (g *Game) sideMap(v []int) map[string]int {
	m := make(map[string]int, len(v))
	for i, s := range g.Table.Sides {
		m[s] = v[i]
	}
	return m
}

func (g *Game) next(seat int) int {
	return tricks.Table{Seats: len(g.Table.Seats), Dir: g.Set.Direction}.Next(seat)
}

// Play scores one round; field prefixes errors ("rounds[2]").
func (g *Game) Play(r RoundInput, field string) (RoundOutput, error) {
	t := g.Table
	out := RoundOutput{Revokes: []RevokeOut{}, TricksWon: map[string]int{}}
	e := &out.Steps
	if g.Finished {
		return out, game.Illegalf("the game ends once a side has reached the limit (BURN-2)", "%s: the game is already over", field)
	}
	// Dealer and its rotation.
	dealer := -1
	if r.Dealer != nil {
		s, ok := t.SeatOf[*r.Dealer]
		if !ok {
			return out, game.Invalidf("%s.dealer: %q is not at the table", field, *r.Dealer)
		}
		if g.dealer >= 0 && s != g.next(g.dealer) {
			return out, game.Illegalf("the player after the last dealer deals next", "%s.dealer: %s deals, but after %s it is %s's turn", field, *r.Dealer, t.Seats[g.dealer], t.Seats[g.next(g.dealer)])
		}
		dealer = s
	} else if g.dealer >= 0 {
		dealer = g.next(g.dealer)
	}
	if dealer >= 0 {
		out.Dealer = &t.Seats[dealer]
		g.dealer = dealer
	}
	won := make([]burn.FireWater, len(t.Sides))
	switch {
	case r.Tricks != nil:
		if err := g.playTricks(r, field, dealer, won, &out); err != nil {
			return out, err
		}
		if r.Won != nil {
			for name, fw := range r.Won {
				i := indexOf(t.Sides, name)
				if i < 0 {
					return out, game.Invalidf("%s.won.%s: not a side", field, name)
				}
				if won[i] != fw {
					return out, game.Invalidf("%s.won.%s: fire %d water %d, but the tricks give fire %d water %d", field, name, fw.Fire, fw.Water, won[i].Fire, won[i].Water)
				}
			}
		}
	case r.Won != nil:
		for name, fw := range r.Won {
			i := indexOf(t.Sides, name)
			if i < 0 {
				return out, game.Invalidf("%s.won.%s: not a side (sides: %s)", field, name, strings.Join(t.Sides, ", "))
			}
			won[i] = fw
		}
		if err := burn.CheckCounts(won); err != nil {
			return out, game.Invalidf("%s.won: %v", field, err)
		}
	default:
		return out, game.Invalidf("%s.won is missing: the fire and water cards each side took (or the tricks)", field)
	}
	out.Won = make(map[string]burn.FireWater, len(won))
	for i, fw := range won {
		out.Won[t.Sides[i]] = fw
	}
	pts := make([]int, len(won))
	pit := -1
	for i, fw := range won {
		name := t.Sides[i]
		switch {
		case burn.IsPit(fw):
			pit = i
			e.Add(fmt.Sprintf("%s took all 15 fire and all 15 water cards: a pit, no fire points.", name), secScoring, "BURN-1")
		case !burn.FireCounts(fw):
			e.Add(fmt.Sprintf("%s: %d fire, %d water: more water than fire, so the fire is out → 0.", name, fw.Fire, fw.Water), secScoring, "BURN-3")
		default:
			pts[i] = burn.Points(fw)
			e.Add(fmt.Sprintf("%s: %d fire, %d water → %d.", name, fw.Fire, fw.Water, pts[i]), secScoring, "BURN-3")
		}
	}
	if pit < 0 && r.PitChoice != nil {
		return out, game.Invalidf("%s.pit_choice: there is no pit this round (no side took every fire and water card)", field)
	}
	if pit >= 0 {
		choice := burn.NoChoice
		if r.PitChoice != nil {
			c, err := burn.ParsePitChoice(*r.PitChoice)
			if err != nil {
				return out, game.Invalidf("%s.pit_choice: %v", field, err)
			}
			choice = c
		}
		value, listed := burn.PitValue(g.Set.Pit, t.Format)
		if g.Set.Pit == burn.VariantTable {
			if listed {
				e.Add(fmt.Sprintf("Variant pit table, %s: the pit is worth %d.", t.Format, value), secVariant, "BURN-1")
			} else {
				e.Add(fmt.Sprintf("The variant pit table has no row for %s: the base %d applies.", t.Format, value), secVariant, "BURN-1")
			}
		}
		others := []int{}
		for i, tot := range g.Totals {
			if i != pit {
				others = append(others, tot)
			}
		}
		p := burn.ResolvePit(choice, value, g.Totals[pit], others, g.Limit)
		if p.NeedChoice {
			return out, game.Invalidf("%s.pit_choice is missing: %s chooses subtract (−%d for itself) or add (+%d to every opponent)", field, t.Sides[pit], value, value)
		}
		po := &PitOut{Side: t.Sides[pit], Value: value, Chosen: choice.String(), Applied: p.Applied.String(), Forced: p.Forced, Reason: p.Reason}
		out.Pit = po
		if p.Reason != "" {
			e.Add(capital(p.Reason)+".", secScoring, "BURN-1")
		}
		if p.Applied == burn.Subtract {
			pts[pit] -= value
			e.Add(fmt.Sprintf("%s takes %d off its own total.", t.Sides[pit], value), secScoring, "BURN-1")
		} else {
			for i := range pts {
				if i != pit {
					pts[i] += value
				}
			}
			e.Add(fmt.Sprintf("Every opponent of %s gets +%d.", t.Sides[pit], value), secScoring, "BURN-1")
		}
	}
	for i := range pts {
		g.Totals[i] += pts[i]
	}
	g.Rounds++
	out.Points = g.sideMap(pts)
	out.Totals = g.sideMap(g.Totals)
	if burn.Finished(g.Totals, g.Limit) {
		g.Finished = true
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}

func (g *Game) playTricks(r RoundInput, field string, dealer int, won []burn.FireWater, out *RoundOutput) error {
	t := g.Table
	n := len(t.Seats)
	d, err := tricks.NewDeal(tricks.Table{Seats: n, Dir: g.Set.Direction}, cards.NoElement)
	if err != nil {
		return game.Invalidf("%s: %v", field, err)
	}
	if len(r.Tricks) != d.FullTricks() {
		return game.Invalidf("%s.tricks: %d tricks, a round of %d players has %d", field, len(r.Tricks), n, d.FullTricks())
	}
	for i, tr := range r.Tricks {
		f := fmt.Sprintf("%s.tricks[%d]", field, i)
		leader := d.NextLeader()
		if tr.Leader != nil {
			s, ok := t.SeatOf[*tr.Leader]
			if !ok {
				return game.Invalidf("%s.leader: %q is not at the table", f, *tr.Leader)
			}
			if i > 0 && s != leader {
				return game.Illegalf("the winner of a trick leads the next", "%s.leader: %s led, but %s won trick %d", f, *tr.Leader, t.Seats[leader], i)
			}
			leader = s
		}
		if i == 0 {
			if dealer >= 0 {
				first := g.next(dealer)
				if tr.Leader != nil && leader != first {
					return game.Illegalf("the player after the dealer leads the first trick", "%s.leader: %s led, but %s dealt", f, *tr.Leader, t.Seats[dealer])
				}
				leader = first
			} else if tr.Leader == nil {
				return game.Invalidf("%s.leader is missing: who led the first trick (or give the round's dealer)", f)
			}
		}
		if tr.Cards == nil {
			return game.Invalidf("%s.cards is missing: one card per player in play order", f)
		}
		if _, err := d.Play(tricks.Trick{Leader: leader, Cards: tr.Cards}); err != nil {
			return game.Invalidf("%s: %v", f, err)
		}
	}
	res := d.Result()
	for s, p := range t.Seats {
		side := t.SideOf[p]
		won[side].Fire += tricks.Count(res.CardsWon[s], cards.Fire)
		won[side].Water += tricks.Count(res.CardsWon[s], cards.Water)
		out.TricksWon[p] = res.TricksWon[s]
	}
	out.Steps.Add(fmt.Sprintf("%d tricks without trump, each led by the previous winner; partners pool the cards they took.", len(r.Tricks)), secFlow, "BURN-3")
	for _, v := range res.Revokes {
		ro := RevokeOut{Player: t.Seats[v.Seat], Element: v.Element.String(), Trick: v.ShowedOut.Trick + 1, Card: v.ShowedOut.Card.String(), ProofTrick: v.Proof.Trick + 1, ProofCard: v.Proof.Card.String()}
		out.Revokes = append(out.Revokes, ro)
		out.Steps.Add(fmt.Sprintf("%s did not follow %s in trick %d (played %s) but played %s in trick %d: a revoke. The Burn rules set no penalty; the table decides.", ro.Player, v.Element.Name(), ro.Trick, ro.Card, ro.ProofCard, ro.ProofTrick), secTricks, "")
	}
	return nil
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

func capital(s string) string {
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-32) + s[1:]
	}
	return s
}
