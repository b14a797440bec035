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

// impossible is a GEN-1 refusal at field with the engine's sentinel.
func impossible(field string, sentinel error, format string, a ...any) error {
	return &game.Error{Kind: game.ErrImpossible, Field: field, Msg: fmt.Sprintf(format, a...), Rule: game.RuleImpossible, Sentinel: sentinel}
}

// NewTable checks the sides and the optional explicit seating: a seating
// the game does not allow (sides of different sizes, a player in two
// seats, a player count or team size outside the rulebook's variants) is
// refused as an impossible table (GEN-1); partners seated against the
// team variants' order is illegal.
func NewTable(sides map[string][]string, seating []string) (*Table, error) {
	if len(sides) == 0 {
		return nil, game.Invalidf("sides: missing: an object of side name → its players, e.g. {\"A\":[\"Ann\",\"Cy\"],\"B\":[\"Bo\",\"Di\"]}")
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
			return nil, impossible("sides."+name, burn.ErrFormat, "no players (a side of one player for player against player)")
		}
		if size >= 0 && len(ps) != size {
			return nil, impossible("sides."+name, burn.ErrFormat, "%d players, but %s has %d: every side has the same number of players", len(ps), t.Sides[0], size)
		}
		size = len(ps)
		for j, p := range ps {
			if strings.TrimSpace(p) == "" {
				return nil, game.Invalidf("sides.%s[%d]: a player needs a name", name, j)
			}
			if _, dup := t.SideOf[p]; dup {
				return nil, impossible(fmt.Sprintf("sides.%s[%d]", name, j), nil, "%q plays twice: a player has one seat", p)
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
			return nil, impossible("seating", nil, "%d names for %d players: everyone at the table has one seat", len(seating), t.Format.Players())
		}
		order := make([]int, len(seating))
		for i, p := range seating {
			side, ok := t.SideOf[p]
			if !ok {
				return nil, game.Invalidf("seating[%d]: %q is not in any side", i, p)
			}
			if _, dup := t.SeatOf[p]; dup {
				return nil, impossible(fmt.Sprintf("seating[%d]", i), nil, "%q sits twice: a player has one seat", p)
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
	// Table is the pit table used: base (30) or variant (by seating).
	Table string `json:"table"`
	// InstantWin: the variant table's pit at a table of six, which ends
	// the game with the pit side lowest (BURN-1).
	InstantWin bool `json:"instant_win,omitempty"`
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
	won := make([]burn.FireWater, len(t.Sides))
	switch {
	case r.Tricks != nil:
		if err := g.playTricks(r, field, dealer, won, &out); err != nil {
			return out, err
		}
		for _, name := range sortedKeys(r.Won) {
			fw := r.Won[name]
			i := indexOf(t.Sides, name)
			if i < 0 {
				return out, game.Invalidf("%s.won.%s: not a side (sides: %s)", field, name, strings.Join(t.Sides, ", "))
			}
			if won[i] != fw {
				return out, game.Impossiblef(fmt.Sprintf("%s.won.%s", field, name), "fire %d water %d, but the tricks give fire %d water %d", fw.Fire, fw.Water, won[i].Fire, won[i].Water)
			}
		}
	case r.Won != nil:
		for _, name := range sortedKeys(r.Won) {
			i := indexOf(t.Sides, name)
			if i < 0 {
				return out, game.Invalidf("%s.won.%s: not a side (sides: %s)", field, name, strings.Join(t.Sides, ", "))
			}
			won[i] = r.Won[name]
		}
		if err := burn.CheckCounts(t.Sides, won); err != nil {
			return out, game.Prefix(err, field+".won")
		}
	default:
		return out, game.Invalidf("%s.won: missing: the fire and water cards each side took (or the tricks)", field)
	}
	if dealer >= 0 {
		out.Dealer = &t.Seats[dealer]
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
		if err := g.pit(r, field, pit, pts, &out); err != nil {
			return out, err
		}
	}
	if dealer >= 0 {
		g.dealer = dealer
	}
	for i := range pts {
		g.Totals[i] += pts[i]
	}
	g.Rounds++
	out.Points = g.sideMap(pts)
	out.Totals = g.sideMap(g.Totals)
	if burn.Finished(g.Totals, g.Limit) {
		g.Finished = true
		if out.Pit != nil && out.Pit.InstantWin {
			e.Add(fmt.Sprintf("Every opponent of %s now has %d or more, so the game ends with %s lowest: the variant table's \"instant win\" for a pit at a table of six.", t.Sides[pit], g.Limit, t.Sides[pit]), secVariant, "BURN-1")
		}
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}

// pit scores the pit of side pit (BURN-1) onto pts and explains it,
// naming the pit table used: the base rules' 30 or the variant table's
// value for the seating.
func (g *Game) pit(r RoundInput, field string, pit int, pts []int, out *RoundOutput) error {
	t := g.Table
	e := &out.Steps
	name := t.Sides[pit]
	choice := burn.NoChoice
	if r.PitChoice != nil {
		c, err := burn.ParsePitChoice(*r.PitChoice)
		if err != nil {
			return game.Prefix(err, field+".pit_choice")
		}
		choice = c
	}
	value, listed := burn.PitValue(g.Set.Pit, t.Format)
	sec, table := secScoring, "base"
	switch {
	case g.Set.Pit == burn.VariantTable && listed:
		sec, table = secVariant, "variant"
		e.Add(fmt.Sprintf("Variant pit table, agreed before the game: a pit at a table of %s is worth %d.", t.Format, value), secVariant, "BURN-1")
	case g.Set.Pit == burn.VariantTable:
		e.Add(fmt.Sprintf("The variant pit table has no row for %s: the base rules' %d applies.", t.Format, value), secVariant, "BURN-1")
	default:
		e.Add(fmt.Sprintf("Base rules (no variant pit table agreed): a pit is worth %d, taken off the pit side's own total or added to every opponent's.", value), secScoring, "BURN-1")
	}
	own := g.Totals[pit]
	others := []int{}
	var past []string // opponents the value would push past the limit
	for i, tot := range g.Totals {
		if i != pit {
			others = append(others, tot)
			if tot+value > g.Limit {
				past = append(past, fmt.Sprintf("%s (%d)", t.Sides[i], tot))
			}
		}
	}
	p := burn.ResolvePit(choice, value, own, others, g.Limit)
	if p.NeedChoice {
		return &game.Error{Kind: game.ErrInvalid, Field: field + ".pit_choice",
			Msg: fmt.Sprintf("%s's pit_choice is missing: it chooses subtract (−%d for itself) or add (+%d to every opponent)", name, value, value)}
	}
	instant := burn.InstantWin(g.Set.Pit, t.Format)
	out.Pit = &PitOut{Side: name, Value: value, Table: table, Chosen: choice.String(), Applied: p.Applied.String(), Forced: p.Forced, Reason: p.Reason}
	below := fmt.Sprintf("taking %d off %s's total of %d would go below 0", value, name, own)
	if instant {
		// Below the limit of 100 while the game lasts: never 100 to take off.
		below = fmt.Sprintf("%s cannot take %d off its own total of %d without going below 0", name, value, own)
	}
	pastWords := fmt.Sprintf("adding %d would push %s past %d", value, joinAnd(past), g.Limit)
	switch {
	case !p.SubtractOK && !p.AddOK:
		e.Add(fmt.Sprintf("Either way breaks a limit: %s, and %s. Not going below 0 comes first, so the %d goes to every opponent.", below, pastWords, value), sec, "BURN-1")
	case !p.SubtractOK && choice == burn.Subtract:
		e.Add(fmt.Sprintf("%s chose to subtract, but %s: the %d goes to every opponent instead.", name, below, value), sec, "BURN-1")
	case !p.SubtractOK:
		e.Add(fmt.Sprintf("Only adding is allowed: %s.", below), sec, "BURN-1")
	case !p.AddOK && choice == burn.Add:
		e.Add(fmt.Sprintf("%s chose to add, but %s: %s subtracts it instead.", name, pastWords, name), sec, "BURN-1")
	case !p.AddOK:
		e.Add(fmt.Sprintf("Only subtracting is allowed: %s.", pastWords), sec, "BURN-1")
	default:
		e.Add(fmt.Sprintf("Both ways are allowed; %s chose to %s.", name, choice), sec, "BURN-1")
	}
	if p.Applied == burn.Subtract {
		pts[pit] -= value
		e.Add(fmt.Sprintf("%s takes %d off its own total.", name, value), sec, "BURN-1")
		return nil
	}
	for i := range pts {
		if i != pit {
			pts[i] += value
		}
	}
	e.Add(fmt.Sprintf("Every opponent of %s gets +%d.", name, value), sec, "BURN-1")
	out.Pit.InstantWin = instant && burn.Finished(addAll(g.Totals, pts), g.Limit) && onlyLowest(addAll(g.Totals, pts), pit)
	return nil
}

func addAll(a, b []int) []int {
	out := make([]int, len(a))
	for i := range a {
		out[i] = a[i] + b[i]
	}
	return out
}

func onlyLowest(totals []int, i int) bool {
	w := burn.Winners(totals)
	return len(w) == 1 && w[0] == i
}

func sortedKeys(m map[string]burn.FireWater) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func (g *Game) playTricks(r RoundInput, field string, dealer int, won []burn.FireWater, out *RoundOutput) error {
	t := g.Table
	n := len(t.Seats)
	d, err := tricks.NewDeal(tricks.Table{Seats: n, Dir: g.Set.Direction}, cards.NoElement)
	if err != nil {
		return game.Prefix(err, field)
	}
	if len(r.Tricks) != d.FullTricks() {
		return game.Impossiblef(field+".tricks", "%d tricks, but a round of %d players has %d: every round is played out", len(r.Tricks), n, d.FullTricks())
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
				return game.Invalidf("%s.leader: missing: who led the first trick (or give the round's dealer)", f)
			}
		}
		if tr.Cards == nil {
			return game.Invalidf("%s.cards: missing: one card per player in play order", f)
		}
		if _, err := d.Play(tricks.Trick{Leader: leader, Cards: tr.Cards}); err != nil {
			return game.Prefix(err, f)
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
