package burn

import (
	"fmt"
	"slices"
	"sort"

	"arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
	"arbiter/engine/tricks"
	"arbiter/scoring"
)

// secTricks is Pymtheg's section on making tricks, which Burn plays by.
var secTricks = pymtheg.SecTricks

// Setup is a game's seating variant: the sides (side name → its players)
// and, optionally, the order round the table (clockwise). Without a
// seating the players sit one of each side in turn, sides sorted by name.
type Setup struct {
	Sides   map[string][]string `json:"sides"`
	Seating []string            `json:"seating,omitempty"`
}

// Round is one round of a game: the fire and water cards each side took
// (Won), or the tricks card by card; the pit side's choice when a side
// took every fire and water card; the dealer when recorded.
type Round struct {
	Won       map[string]burn.FireWater // side → what it took; nil with Tricks
	PitChoice burn.PitChoice            // NoChoice when not made
	Tricks    []Trick
	Dealer    string // a player; "" when not recorded
	// Revoke is the player caught not following the element led at the
	// table, when the cards recorded do not prove it (PYM-6): the round
	// stops there, so its tricks or counts may fall short of a whole
	// round, and the player's side takes the penalty.
	Revoke string
}

// Trick is one trick: its leader (a player; "" after the first trick,
// where the previous winner leads, or on the first when the dealer is
// known) and the cards in play order.
type Trick struct {
	Leader string
	Cards  []cards.ElementCard
}

// RoundResult is what a round gives: each side's points and totals after
// it, the pit and how it was scored, the tricks per player and the revokes
// the cards prove, with the explanation.
type RoundResult struct {
	Points      map[string]int            `json:"points"` // added to each side's total
	Won         map[string]burn.FireWater `json:"won"`
	Pit         *PitResult                `json:"pit"`
	Penalty     *Penalty                  `json:"penalty,omitempty"`
	Totals      map[string]int            `json:"totals"`
	Dealer      *string                   `json:"dealer"`
	TricksWon   map[string]int            `json:"tricks_won"` // per player, when the tricks were given
	Revokes     []Revoke                  `json:"revokes"`
	Explanation []string                  `json:"explanation"`
	Steps       game.Explanation          `json:"steps"`

	// pit is how the pit steps put it, for the game's summary of the
	// round, which must say what they say (the table used, the choice
	// and the limits): not stored, a summary is made from a fresh score.
	pit pitWords
}

// pitWords is a pit round's summary in the words of its steps.
type pitWords struct {
	table   game.Message // "variant pit table", "base rules", ...
	how     game.Message // the choice and what the limits made of it
	section game.Word    // the section the pit steps cite
}

// PitResult says how a pit was scored (BURN-1).
type PitResult struct {
	Side    string         `json:"side"`
	Value   int            `json:"value"`
	Chosen  burn.PitChoice `json:"chosen"`  // none when not given
	Applied burn.PitChoice `json:"applied"` // subtract | add
	Forced  bool           `json:"forced"`
	Reason  string         `json:"reason,omitempty"`
	// ReasonSaid is Reason as a typed message, for other languages than
	// the CLI's English.
	ReasonSaid *game.Message `json:"-"`
	// Table is the pit table used: base (30), or variant (by seating)
	// when the variant table has a row for the seating.
	Table burn.PitTable `json:"table"`
	// InstantWin: the variant table's pit at a table of six, which ends
	// the game with the pit side lowest (BURN-1).
	InstantWin bool `json:"instant_win,omitempty"`
}

// Revoke is a proven failure to follow the element led.
type Revoke struct {
	Player     string            `json:"player"`
	Element    cards.Element     `json:"element"`
	Trick      int               `json:"trick"`
	Card       cards.ElementCard `json:"card"`
	ProofTrick int               `json:"proof_trick"`
	ProofCard  cards.ElementCard `json:"proof_card"`
}

// Game is a Burn game in progress: the table, the house rules, the
// running totals, the rounds played and the last dealer known. It never
// keeps the rounds themselves.
type Game struct {
	table  *Table
	set    Settings
	limit  int   // the score that ends the game (a knock-out's cap)
	totals []int // in the order of table.Sides
	rounds int
	dealer int // seat of the last round's dealer, −1 unknown
}

// NewGame starts a game at a table: every total at 0, the game ending at
// the settings' limit.
func NewGame(t *Table, set Settings) *Game {
	return &Game{table: t, set: set, limit: set.Limit, totals: make([]int, len(t.Sides)), dealer: -1}
}

// Table returns the seating: the sides, the players round the table.
func (g *Game) Table() *Table { return g.table }

// Settings returns the game's house rules.
func (g *Game) Settings() Settings { return g.set }

// Limit returns the total that ends the game (BURN-2).
func (g *Game) Limit() int { return g.limit }

// Rounds returns the number of rounds played.
func (g *Game) Rounds() int { return g.rounds }

// Totals returns each side's total.
func (g *Game) Totals() map[string]int { return g.sideMap(g.totals) }

// Total returns a side's total.
func (g *Game) Total(side string) int {
	if i := indexOf(g.table.Sides, side); i >= 0 {
		return g.totals[i]
	}
	return 0
}

// Finished reports whether a side has reached the limit (BURN-2).
func (g *Game) Finished() bool { return burn.Finished(g.totals, g.limit) }

// Winners returns the sides with the lowest total once the game is over
// (several share the win), nil while it goes on.
func (g *Game) Winners() []string {
	if !g.Finished() {
		return nil
	}
	var out []string
	for _, w := range burn.Winners(g.totals) {
		out = append(out, g.table.Sides[w])
	}
	return out
}

// LastDealer returns the player who dealt the last round, when the game
// knows it.
func (g *Game) LastDealer() (string, bool) {
	if g.dealer < 0 {
		return "", false
	}
	return g.table.Seats[g.dealer], true
}

// NextDealer returns the player who deals next, the player after the last
// dealer, when the game knows the last dealer.
func (g *Game) NextDealer() (string, bool) {
	if g.dealer < 0 {
		return "", false
	}
	return g.table.Seats[g.next(g.dealer)], true
}

// FirstLeader returns who leads a round's first trick when dealer deals:
// the player after the dealer.
func (g *Game) FirstLeader(dealer string) (string, bool) {
	s, ok := g.table.SeatOf[dealer]
	if !ok {
		return "", false
	}
	return g.table.Seats[g.next(s)], true
}

// PitValue returns what a pit is worth at this table (BURN-1) and the
// table it comes from: the variant's row for the seating, or the base 30.
func (g *Game) PitValue() (int, burn.PitTable) {
	value, listed := burn.PitValue(g.set.Pit, g.table.Format)
	if g.set.Pit == burn.VariantTable && listed {
		return value, burn.VariantTable
	}
	return value, burn.BaseTable
}

// PitOptions is what a pit by a side would allow at the current totals:
// which of the two ways the limits leave open (BURN-1), so that a form
// offers the open ones and says why the other is closed.
type PitOptions struct {
	Side  string
	Value int
	Own   int // the pit side's total before the round
	Limit int
	// SubtractOK: the pit side stays at 0 or above. AddOK: no other side
	// goes past the limit. When neither, the value goes to every
	// opponent (staying at 0 or above comes first).
	SubtractOK, AddOK bool
	// Past names the opponents adding would push past the limit.
	Past []string
	// InstantWin: the variant table at six players, where the pit ends
	// the game with the pit side lowest.
	InstantWin bool
}

// Choice returns the choice the limits leave, when only one way is open
// (or neither: then add); ok is false when the pit side must choose.
func (p PitOptions) Choice() (burn.PitChoice, bool) {
	switch {
	case p.SubtractOK && p.AddOK:
		return burn.NoChoice, false
	case p.SubtractOK:
		return burn.Subtract, true
	}
	return burn.Add, true
}

// PitOptionsFor returns what a pit by side would allow now.
func (g *Game) PitOptionsFor(side string) (PitOptions, error) {
	i := indexOf(g.table.Sides, side)
	if i < 0 {
		return PitOptions{}, game.Refuse(game.ErrInvalid, nil, "side", msgNotASideOf.With(side, game.ListOf(game.JoinComma, g.table.Sides)))
	}
	value, _ := g.PitValue()
	var others []int
	var past []string
	for j, tot := range g.totals {
		if j != i {
			others = append(others, tot)
			if tot+value > g.limit {
				past = append(past, g.table.Sides[j])
			}
		}
	}
	p := burn.ResolvePit(burn.NoChoice, value, g.totals[i], others, g.limit)
	return PitOptions{Side: side, Value: value, Own: g.totals[i], Limit: g.limit, SubtractOK: p.SubtractOK, AddOK: p.AddOK,
		Past: past, InstantWin: burn.InstantWin(g.set.Pit, g.table.Format)}, nil
}

// WithTotals returns a copy of the game at other totals (sides left out
// at 0) with no dealer known, as a round is resolved on its own or a
// correction is previewed. A total below 0 cannot happen (GEN-1); a side
// at the limit has ended the game (BURN-2).
func (g *Game) WithTotals(totals map[string]int) (*Game, error) {
	c := g.clone()
	c.dealer = -1
	for i := range c.totals {
		c.totals[i] = 0
	}
	names := make([]string, 0, len(totals))
	for name := range totals {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		v := totals[name]
		i := indexOf(c.table.Sides, name)
		if i < 0 {
			return nil, game.Refuse(game.ErrInvalid, nil, "totals."+name, msgNotASide.With())
		}
		// Fire points only add and a pit may not take a side below 0
		// (BURN-1): no real total is negative.
		if v < 0 {
			return nil, game.Refuse(game.ErrImpossible, nil, "totals."+name, msgTotalBelowZero.With(v)).Citing(game.RuleImpossible)
		}
		if v >= c.limit {
			return nil, game.Refuse(game.ErrIllegal, nil, "totals."+name, msgTotalAtLimit.With(v, c.limit)).Citing(ruleLimitEnds.With())
		}
		c.totals[i] = v
	}
	return c, nil
}

func (g *Game) clone() *Game {
	c := *g
	c.totals = slices.Clone(g.totals)
	return &c
}

func (g *Game) sideMap(v []int) map[string]int {
	m := make(map[string]int, len(v))
	for i, s := range g.table.Sides {
		m[s] = v[i]
	}
	return m
}

func (g *Game) next(seat int) int { return g.table.Next(seat, g.set.Direction) }

// Preview scores a round as the game's next one without adding it: what
// a form shows before the round is saved, with the refusal Play would
// give.
func (g *Game) Preview(r Round) (RoundResult, error) {
	_, res, err := g.After(r)
	return res, err
}

// After returns a copy of the game after a round, and the round's result,
// leaving g as it is: whether the round would end the game, and who would
// win.
func (g *Game) After(r Round) (*Game, RoundResult, error) {
	c := g.clone()
	res, err := c.Play(r)
	if err != nil {
		return nil, RoundResult{}, err
	}
	return c, res, nil
}

// Apply implements scoring.State.
func (g *Game) Apply(r scoring.Round) (scoring.Result, error) { return scoring.ApplyAs(r, g.Play) }

// Standing implements scoring.State: the sides in name order, the lowest
// total winning once a side reaches the limit.
func (g *Game) Standing() scoring.Standing {
	st := scoring.Standing{Rounds: g.rounds, Finished: g.Finished(), Winners: []string{}, Target: g.limit, LowerWins: true}
	for i, s := range g.table.Sides {
		st.Totals = append(st.Totals, scoring.SideTotal{Side: s, Points: g.totals[i]})
	}
	if w := g.Winners(); w != nil {
		st.Winners = w
	}
	return st
}

// Play scores one round and adds it to the game; a refused round changes
// nothing. Refusals name the round's fields ("won.A", "tricks[3].leader").
func (g *Game) Play(r Round) (RoundResult, error) {
	t := g.table
	out := RoundResult{Revokes: []Revoke{}, TricksWon: map[string]int{}}
	e := &out.Steps
	if g.Finished() {
		return RoundResult{}, game.Refuse(game.ErrIllegal, nil, "", msgGameOver.With()).Citing(ruleLimitEnds.With())
	}
	// Dealer and its rotation.
	dealer := -1
	if r.Dealer != "" {
		s, ok := t.SeatOf[r.Dealer]
		if !ok {
			return RoundResult{}, game.Refuse(game.ErrInvalid, nil, "dealer", msgNotAtTable.With(r.Dealer))
		}
		if g.dealer >= 0 && s != g.next(g.dealer) {
			return RoundResult{}, game.Refuse(game.ErrIllegal, nil, "dealer", msgDealerTurn.With(r.Dealer, t.Seats[g.dealer], t.Seats[g.next(g.dealer)])).Citing(ruleNextDealer.With())
		}
		dealer = s
	} else if g.dealer >= 0 {
		dealer = g.next(g.dealer)
	}
	won := make([]burn.FireWater, len(t.Sides))
	caught, err := g.caught(r)
	if err != nil {
		return RoundResult{}, err
	}
	switch {
	case r.Tricks != nil:
		if err := g.playTricks(r, dealer, caught, won, &out); err != nil {
			return RoundResult{}, err
		}
		for _, name := range sortedKeys(r.Won) {
			fw := r.Won[name]
			i := indexOf(t.Sides, name)
			if i < 0 {
				return RoundResult{}, game.Refuse(game.ErrInvalid, nil, "won."+name, msgNotASideList.With(game.ListOf(game.JoinComma, t.Sides)))
			}
			if won[i] != fw {
				return RoundResult{}, game.Refuse(game.ErrImpossible, nil, "won."+name, msgWonDiffers.With(fw.Fire, fw.Water, won[i].Fire, won[i].Water)).Citing(game.RuleImpossible)
			}
		}
	case r.Won != nil:
		for _, name := range sortedKeys(r.Won) {
			i := indexOf(t.Sides, name)
			if i < 0 {
				return RoundResult{}, game.Refuse(game.ErrInvalid, nil, "won."+name, msgNotASideList.With(game.ListOf(game.JoinComma, t.Sides)))
			}
			won[i] = r.Won[name]
		}
		check := burn.CheckCounts
		if caught >= 0 {
			check = stoppedCounts
		}
		if err := check(t.Sides, won); err != nil {
			return RoundResult{}, game.Prefix(err, "won")
		}
	case caught >= 0:
		// The round stopped at the revoke: what was taken until then
		// does not count, so it need not be given.
	default:
		return RoundResult{}, game.Refuse(game.ErrInvalid, nil, "won", msgWonMissing.With())
	}
	if dealer >= 0 {
		out.Dealer = &t.Seats[dealer]
	}
	out.Won = make(map[string]burn.FireWater, len(won))
	for i, fw := range won {
		out.Won[t.Sides[i]] = fw
	}
	if caught >= 0 && out.Penalty == nil {
		out.Penalty = g.penaltyOf(caught, false)
	}
	pts := make([]int, len(won))
	pit := -1
	scored := won
	if out.Penalty != nil {
		if err := g.penalize(r, pts, &out); err != nil {
			return RoundResult{}, err
		}
		scored = nil // the revoke's penalty is the round's only score
	}
	for i, fw := range scored {
		name := t.Sides[i]
		switch {
		case burn.IsPit(fw):
			pit = i
			e.Say(msgPit.With(name), secScoring, "BURN-1")
		case !burn.FireCounts(fw):
			e.Say(msgFireOut.With(name, fw.Fire, fw.Water), secScoring, "BURN-3")
		default:
			pts[i] = burn.Points(fw)
			e.Say(msgFirePoints.With(name, fw.Fire, fw.Water, pts[i]), secScoring, "BURN-3")
		}
	}
	if pit < 0 && r.PitChoice != burn.NoChoice {
		return RoundResult{}, game.Refuse(game.ErrInvalid, burn.ErrNoPit, "pit_choice", msgNoPitRound.With())
	}
	if pit >= 0 {
		if err := g.pit(r, pit, pts, &out); err != nil {
			return RoundResult{}, err
		}
	}
	// Nothing is refused from here on: the round counts.
	if dealer >= 0 {
		g.dealer = dealer
	}
	for i := range pts {
		g.totals[i] += pts[i]
	}
	g.rounds++
	out.Points = g.sideMap(pts)
	out.Totals = g.sideMap(g.totals)
	if g.Finished() && out.Pit != nil && out.Pit.InstantWin {
		e.Say(msgInstantWinStep.With(t.Sides[pit], g.limit, t.Sides[pit]), secVariant, "BURN-1")
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}

// pit scores the pit of side pit (BURN-1) onto pts and explains it,
// naming the pit table used: the base rules' 30 or the variant table's
// value for the seating.
func (g *Game) pit(r Round, pit int, pts []int, out *RoundResult) error {
	t := g.table
	e := &out.Steps
	name := t.Sides[pit]
	choice := r.PitChoice
	value, table := g.PitValue()
	sec := secScoring
	switch {
	case table == burn.VariantTable:
		sec = secVariant
		e.Say(msgVariantTable.With(t.Format.Said(), value), secVariant, "BURN-1")
	case g.set.Pit == burn.VariantTable:
		e.Say(msgNoRow.With(t.Format.Said(), value), secVariant, "BURN-1")
	default:
		e.Say(msgBaseRules.With(value), secScoring, "BURN-1")
	}
	own := g.totals[pit]
	others := []int{}
	var pastSides []game.Message // opponents the value would push past the limit
	for i, tot := range g.totals {
		if i != pit {
			others = append(others, tot)
			if tot+value > g.limit {
				pastSides = append(pastSides, msgSideAt.With(t.Sides[i], tot))
			}
		}
	}
	past := game.ListOf(game.JoinAnd, pastSides)
	p := burn.ResolvePit(choice, value, own, others, g.limit)
	if p.NeedChoice {
		return game.Refuse(game.ErrInvalid, burn.ErrPitChoice, "pit_choice", msgPitChoiceMissing.With(name, value, value))
	}
	instant := burn.InstantWin(g.set.Pit, t.Format)
	out.Pit = &PitResult{Side: name, Value: value, Table: table, Chosen: choice, Applied: p.Applied, Forced: p.Forced, Reason: p.Reason, ReasonSaid: p.ReasonSaid}
	below := msgBelow.With(value, name, own)
	if instant {
		// Below the limit of 100 while the game lasts: never 100 to take off.
		below = msgBelowInstant.With(name, value, own)
	}
	pastWords := msgPastWords.With(value, past, g.limit)
	out.pit = pitWords{table: msgTableBase.With(), section: sec}
	switch {
	case table == burn.VariantTable:
		out.pit.table = msgTableVariant.With()
	case g.set.Pit == burn.VariantTable:
		out.pit.table = msgTableNoRow.With(t.Format.Said())
	}
	// Each way in words of its own, so that a reader's language can say it.
	switch {
	case !p.SubtractOK && !p.AddOK:
		out.pit.how = msgHowBoth.With(name, past, g.limit, name, value)
	case !p.SubtractOK && choice == burn.Subtract:
		out.pit.how = msgHowSubBelow.With(name, name, value)
	case !p.SubtractOK:
		out.pit.how = msgHowBelow.With(name, name, value)
	case !p.AddOK && choice == burn.Add:
		out.pit.how = msgHowAddPast.With(name, past, g.limit, name, value)
	case !p.AddOK:
		out.pit.how = msgHowPast.With(name, past, g.limit, name, value)
	case choice == burn.Subtract:
		out.pit.how = msgHowSub.With(name, name, value)
	default:
		out.pit.how = msgHowAdd.With(name, name, value)
	}
	switch {
	case !p.SubtractOK && !p.AddOK:
		e.Say(msgEitherWay.With(below, pastWords, value), sec, "BURN-1")
	case !p.SubtractOK && choice == burn.Subtract:
		e.Say(msgSubButBelow.With(name, below, value), sec, "BURN-1")
	case !p.SubtractOK:
		e.Say(msgOnlyAdding.With(below), sec, "BURN-1")
	case !p.AddOK && choice == burn.Add:
		e.Say(msgAddButPast.With(name, pastWords, name), sec, "BURN-1")
	case !p.AddOK:
		e.Say(msgOnlySubtracting.With(pastWords), sec, "BURN-1")
	default:
		e.Say(msgBothAllowed.With(name, choice.Word()), sec, "BURN-1")
	}
	if p.Applied == burn.Subtract {
		pts[pit] -= value
		e.Say(msgTakesOff.With(name, value), sec, "BURN-1")
		return nil
	}
	for i := range pts {
		if i != pit {
			pts[i] += value
		}
	}
	e.Say(msgOpponentsGet.With(name, value), sec, "BURN-1")
	out.Pit.InstantWin = instant && burn.Finished(addAll(g.totals, pts), g.limit) && onlyLowest(addAll(g.totals, pts), pit)
	return nil
}

func (g *Game) playTricks(r Round, dealer, caught int, won []burn.FireWater, out *RoundResult) error {
	t := g.table
	n := len(t.Seats)
	d, err := tricks.NewDeal(tricks.Table{Seats: n, Dir: g.set.Direction}, cards.NoElement)
	if err != nil {
		return err
	}
	if len(r.Tricks) > d.FullTricks() {
		return game.Refuse(game.ErrImpossible, nil, "tricks", msgTooManyTricks.With(len(r.Tricks), n, d.FullTricks())).Citing(game.RuleImpossible)
	}
	ended := -1 // the trick whose cards prove a revoke: the round ends there
	for i, tr := range r.Tricks {
		f := fmt.Sprintf("tricks[%d]", i)
		leader := d.NextLeader()
		if tr.Leader != "" {
			s, ok := t.SeatOf[tr.Leader]
			if !ok {
				return game.Refuse(game.ErrInvalid, nil, f+".leader", msgNotAtTable.With(tr.Leader))
			}
			if i > 0 && s != leader {
				return game.Refuse(game.ErrIllegal, nil, f+".leader", msgLedButWon.With(tr.Leader, t.Seats[leader], i)).Citing(tricks.ErrLeader.With())
			}
			leader = s
		}
		if i == 0 {
			if dealer >= 0 {
				first := g.next(dealer)
				if tr.Leader != "" && leader != first {
					return game.Refuse(game.ErrIllegal, nil, f+".leader", msgLedButDealt.With(tr.Leader, t.Seats[dealer])).Citing(ruleAfterDealer.With())
				}
				leader = first
			} else if tr.Leader == "" {
				return game.Refuse(game.ErrInvalid, nil, f+".leader", msgFirstLeader.With())
			}
		}
		if tr.Cards == nil {
			return game.Refuse(game.ErrInvalid, nil, f+".cards", msgCardsMissing.With())
		}
		if _, err := d.Play(tricks.Trick{Leader: leader, Cards: tr.Cards}); err != nil {
			return game.Prefix(err, f)
		}
		if d.Offences() > 0 {
			ended = i
			break
		}
	}
	if err := g.stopped(r, n, d, ended, caught, out); err != nil {
		return err
	}
	res := d.Result()
	for s, p := range t.Seats {
		side := t.SideOf[p]
		won[side].Fire += tricks.Count(res.CardsWon[s], cards.Fire)
		won[side].Water += tricks.Count(res.CardsWon[s], cards.Water)
		out.TricksWon[p] = res.TricksWon[s]
	}
	out.Steps.Say(msgTricksPlayed.With(len(res.Tricks)), secFlow, "BURN-3")
	g.proven(r, res, ended, caught, out)
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

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// fmtMap says each side's points ("A +3, B 0") or totals ("A 3, B 0")
// in order.
func fmtMap(order []string, m map[string]int, sign bool) game.List {
	items := make([]game.Message, len(order))
	for i, k := range order {
		if sign {
			items[i] = msgSidePoints.With(k, m[k])
		} else {
			items[i] = msgSideTotal.With(k, m[k])
		}
	}
	return game.ListOf(game.JoinComma, items)
}
