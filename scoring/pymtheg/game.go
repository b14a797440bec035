package pymtheg

import (
	"errors"
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
	"arbiter/engine/tricks"
	"arbiter/scoring"
)

// Setup is a Pymtheg game's setup: nothing beyond the house rules. The
// four seats are the players' (North and South against East and West).
type Setup struct{}

// Deal is one deal of a game (its round): the contract the auction set
// and what the play gave, either the tricks each seat took (for Burn, the
// fire and water cards each team took) or the tricks themselves, card by
// card. Pointers and zero values stand for what the table did not record:
// Play refuses what a deal of that contract must have, naming the field.
type Deal struct {
	Contract pymtheg.Contract // NoContract: not given
	Declarer *pymtheg.Seat    // the highest bidder; none for Burn
	Trump    *cards.Element   // cards.NoElement for no trump
	// TrumpNamed says whether a Gâm's or Lon's trump came with the bid.
	TrumpNamed *pymtheg.TrumpNamed
	Doubling   pymtheg.Doubling
	// OverRy is the opponents' Ry that this Gâm directly outbid (PYM-4),
	// or NoContract.
	OverRy pymtheg.Contract
	// Revoke is the seat caught revoking at the table (PYM-6), if any.
	Revoke *pymtheg.Seat
	// TricksWon are the tricks per seat (not for Burn).
	TricksWon *SeatCounts
	// Burn are the fire and water cards each team took (Burn only).
	Burn *BurnCounts
	// Tricks is the play card by card, when recorded: the counts then
	// follow from it (counts given too must agree).
	Tricks []Trick
	// Dealer is the seat that dealt, when recorded: the player after it
	// leads the first trick.
	Dealer *pymtheg.Seat
}

// Trick is one trick of a deal's play: the cards in play order from the
// leader, who may be left out after the first trick (the previous winner
// leads).
type Trick struct {
	Leader *pymtheg.Seat
	Cards  []cards.ElementCard
}

// Score is a deal's or a game's points per team.
type Score struct {
	NS int `json:"NS"`
	EW int `json:"EW"`
}

// Get returns a team's points.
func (s Score) Get(t pymtheg.Team) int {
	if t == pymtheg.NS {
		return s.NS
	}
	return s.EW
}

// SeatCounts is a count per seat.
type SeatCounts struct {
	N int `json:"N"`
	E int `json:"E"`
	S int `json:"S"`
	W int `json:"W"`
}

// Of returns a seat's count.
func (c SeatCounts) Of(s pymtheg.Seat) int { return c.array()[s%4] }

func (c SeatCounts) array() [4]int { return [4]int{c.N, c.E, c.S, c.W} }

// Counts returns the counts in seat order N, E, S, W.
func Counts(a [4]int) SeatCounts { return SeatCounts{a[0], a[1], a[2], a[3]} }

// BurnCounts is the fire and water taken per team.
type BurnCounts struct {
	NS pymtheg.FireWater `json:"NS"`
	EW pymtheg.FireWater `json:"EW"`
}

// DealResult is what a deal gives: each team's points, and how they came
// about (the contract's table values, the tricks, the offences proven by
// the cards), with the explanation.
type DealResult struct {
	Game          string              `json:"game"`
	Contract      pymtheg.Contract    `json:"contract"`
	Declarer      *pymtheg.Seat       `json:"declarer"`
	DeclaringSide *pymtheg.Team       `json:"declaring_side"`
	Trump         cards.Element       `json:"trump"`
	TrumpNamed    *pymtheg.TrumpNamed `json:"trump_named"`
	Doubling      pymtheg.Doubling    `json:"doubling"`
	Multiplier    int                 `json:"multiplier"`
	Score         Score               `json:"score"`
	// Made is whether the playing side made its contract (none for Burn).
	Made        *bool             `json:"made,omitempty"`
	Base        int               `json:"base"`
	Needed      int               `json:"needed"`
	Taken       int               `json:"taken"`
	OverTricks  int               `json:"over_tricks"`
	UnderTricks int               `json:"under_tricks"`
	OverRy      *pymtheg.Contract `json:"over_ry"`
	RyPenalty   int               `json:"ry_penalty"`
	Cheat       bool              `json:"cheat"`
	Offender    *pymtheg.Seat     `json:"offender"`
	TricksWon   SeatCounts        `json:"tricks_won"`
	Burn        *BurnCounts       `json:"burn,omitempty"`
	Revokes     []Offence         `json:"revokes"`
	UnderTrumps []Offence         `json:"under_trumps"`
	// Ended is why the deal stopped before its 15th trick: "" (it did
	// not), "revoke", "under-trump" or "ry".
	Ended       string           `json:"ended"`
	Tricks      []CountedTrick   `json:"tricks"`
	Explanation []string         `json:"explanation"`
	Steps       game.Explanation `json:"steps"`
}

// Offence is a revoke or an under-trump the cards prove.
type Offence struct {
	Kind       string             `json:"kind"` // revoke | under-trump
	Seat       pymtheg.Seat       `json:"seat"`
	Element    cards.Element      `json:"element"`
	Trick      int                `json:"trick"` // 1-based
	Card       cards.ElementCard  `json:"card"`
	ProofTrick int                `json:"proof_trick"`
	ProofCard  cards.ElementCard  `json:"proof_card"`
	Over       *cards.ElementCard `json:"over,omitempty"` // under-trump: the higher trump before it
	Text       string             `json:"text"`
	// Said is Text as a typed message, for other languages than the
	// CLI's English.
	Said *game.Message `json:"-"`
}

// CountedTrick is one trick of the play as counted.
type CountedTrick struct {
	Leader pymtheg.Seat        `json:"leader"`
	Cards  []cards.ElementCard `json:"cards"`
	Winner pymtheg.Seat        `json:"winner"`
	Card   cards.ElementCard   `json:"winning_card"`
}

// Game is a Pymtheg game in progress: the house rules, the running
// totals, the deals played and the last dealer known. It never keeps the
// deals themselves, so a deal costs the same at the 1,000th as at the
// first.
type Game struct {
	set    Settings
	totals Score
	played int
	dealer *pymtheg.Seat // the last deal's dealer, when known
}

// NewGame starts a game under checked settings.
func NewGame(set Settings) *Game { return &Game{set: set} }

// Settings returns the game's house rules.
func (g *Game) Settings() Settings { return g.set }

// Totals returns the teams' totals.
func (g *Game) Totals() Score { return g.totals }

// Played returns the number of deals played.
func (g *Game) Played() int { return g.played }

// Finished reports whether the agreed end has come (PYM-10): the number of
// deals played, or a team past the points limit, plus or minus. A game
// without an agreed end goes on until the table stops.
func (g *Game) Finished() bool {
	switch g.set.End {
	case EndDeals:
		return g.played >= g.set.Deals
	case EndPoints:
		// Passing is going beyond: a total of exactly the limit plays on.
		return abs(g.totals.NS) > g.set.Limit || abs(g.totals.EW) > g.set.Limit
	}
	return false
}

// DealsLeft returns the deals left to play when the game lasts a number of
// deals; ok is false for the other ends.
func (g *Game) DealsLeft() (left int, ok bool) {
	if g.set.End != EndDeals {
		return 0, false
	}
	return max(g.set.Deals-g.played, 0), true
}

// Winners returns the winning teams once the game is over: the one with
// more points, or both on equal totals (no official tie-break: they share
// the result). Nil while the game goes on.
func (g *Game) Winners() []pymtheg.Team {
	if !g.Finished() {
		return nil
	}
	switch {
	case g.totals.NS > g.totals.EW:
		return []pymtheg.Team{pymtheg.NS}
	case g.totals.EW > g.totals.NS:
		return []pymtheg.Team{pymtheg.EW}
	}
	return []pymtheg.Team{pymtheg.NS, pymtheg.EW}
}

// LastDealer returns the seat that dealt the last deal, when the game
// knows it (a deal recorded its dealer, or followed one that did).
func (g *Game) LastDealer() (pymtheg.Seat, bool) {
	if g.dealer == nil {
		return 0, false
	}
	return *g.dealer, true
}

// NextDealer returns the seat that deals next, the player after the last
// dealer in the direction of play, when the game knows the last dealer.
func (g *Game) NextDealer() (pymtheg.Seat, bool) {
	if g.dealer == nil {
		return 0, false
	}
	return g.set.Next(*g.dealer), true
}

// NewAuction starts the auction of the next deal, dealt by dealer, in the
// game's direction of play: the form taps calls into it and asks it which
// calls are allowed and why not (Auction.Choices).
func (g *Game) NewAuction(dealer pymtheg.Seat) *pymtheg.Auction {
	return pymtheg.NewAuction(dealer, g.set.Direction)
}

// Play scores a deal and adds it to the game. A deal after the agreed end
// is refused (PYM-10), and so is a deal that is not complete or that no
// real table can produce (GEN-1); a refused deal changes nothing.
// Refusals name the deal's fields ("tricks_won.N").
func (g *Game) Play(d Deal) (DealResult, error) {
	if g.Finished() {
		return DealResult{}, game.Refuse(game.ErrIllegal, nil, "", msgGameEnded.With(g.played)).Citing(ruleGameOver.With())
	}
	res, err := ScoreDeal(d, g.set)
	if err != nil {
		return DealResult{}, err
	}
	g.totals.NS += res.Score.NS
	g.totals.EW += res.Score.EW
	g.played++
	switch {
	case d.Dealer != nil:
		s := *d.Dealer
		g.dealer = &s
	case g.dealer != nil:
		s := g.set.Next(*g.dealer)
		g.dealer = &s
	}
	return res, nil
}

// Preview scores a deal as the game's next one without adding it: what the
// form shows before the deal is saved, with the refusal Play would give.
func (g *Game) Preview(d Deal) (DealResult, error) {
	c := *g
	return c.Play(d)
}

// Apply implements scoring.State.
func (g *Game) Apply(r scoring.Round) (scoring.Result, error) { return scoring.ApplyAs(r, g.Play) }

// Standing implements scoring.State: NS and EW, the deals played, the end
// (PYM-10) and its winners. The points limit is the target when the game
// ends by points.
func (g *Game) Standing() scoring.Standing {
	st := scoring.Standing{
		Totals:   []scoring.SideTotal{{Side: "NS", Points: g.totals.NS}, {Side: "EW", Points: g.totals.EW}},
		Rounds:   g.played,
		Finished: g.Finished(),
		Winners:  []string{},
	}
	if g.set.End == EndPoints {
		st.Target = g.set.Limit
	}
	for _, t := range g.Winners() {
		st.Winners = append(st.Winners, t.String())
	}
	return st
}

// ScoreDeal scores one deal on its own under the house rules: it checks
// the deal, plays its tricks when given, and applies the score table.
// Refusals name the deal's fields ("tricks_won.N", "tricks[3].cards[1]").
func ScoreDeal(in Deal, set Settings) (DealResult, error) {
	d, play, err := in.check(set)
	if err != nil {
		return DealResult{}, err
	}
	o, err := pymtheg.Score(d, set.Rules)
	if err != nil {
		return DealResult{}, asRefusal(err)
	}
	out := DealResult{
		Game: "pymtheg", Contract: d.Contract, Trump: d.Trump, Doubling: d.Doubling,
		Multiplier: o.Multiplier, Score: Score{NS: o.Score[0], EW: o.Score[1]}, Base: o.Base, Needed: o.Needed,
		Taken: o.Taken, OverTricks: o.Over, UnderTricks: o.Under, RyPenalty: o.RyPenalty, Cheat: o.Cheat,
		TricksWon:   Counts(d.TricksWon),
		Revokes:     []Offence{},
		UnderTrumps: []Offence{},
		Tricks:      []CountedTrick{},
	}
	var steps game.Explanation
	if d.Contract != pymtheg.Burn {
		made := o.Made
		out.Made = &made
		dec, side := d.Declarer, d.Declarer.Team()
		out.Declarer, out.DeclaringSide = &dec, &side
		if d.Contract.IsGam() || d.Contract == pymtheg.Lon {
			named := d.Named
			out.TrumpNamed = &named
		}
	} else {
		out.Burn = &BurnCounts{NS: d.Burn[0], EW: d.Burn[1]}
	}
	if d.OverRy != pymtheg.NoContract {
		r := d.OverRy
		out.OverRy = &r
	}
	if d.HasOffender {
		s := d.Offender
		out.Offender = &s
	}
	if play != nil {
		steps = append(steps, play.Steps...)
		out.Ended = play.Ended
		if out.Ended == "" && d.HasOffender {
			out.Ended = "revoke" // seen at the table, not proven by the cards
		}
		for _, t := range play.Tricks {
			out.Tricks = append(out.Tricks, CountedTrick{Leader: pymtheg.Seat(t.Leader), Cards: t.Cards, Winner: pymtheg.Seat(t.Winner), Card: t.Card})
		}
		for _, of := range play.Offences {
			said := of.Said()
			oo := Offence{Kind: of.Kind, Seat: of.Seat, Element: of.Element, Trick: of.Trick, Card: of.Card,
				ProofTrick: of.ProofTrick, ProofCard: of.ProofCard, Text: said.String(), Said: &said}
			if of.Kind == "under-trump" {
				over := of.Over
				oo.Over = &over
				out.UnderTrumps = append(out.UnderTrumps, oo)
			} else {
				out.Revokes = append(out.Revokes, oo)
			}
		}
	} else if d.HasOffender {
		out.Ended = "revoke"
	}
	steps = append(steps, o.Steps...)
	out.Steps = steps
	out.Explanation = steps.Strings()
	return out, nil
}

// check turns a deal as recorded into the engine's deal, playing its
// tricks when given.
func (in Deal) check(set Settings) (pymtheg.Deal, *pymtheg.PlayResult, error) {
	var d pymtheg.Deal
	c := in.Contract
	if c == pymtheg.NoContract {
		return d, nil, game.Refuse(game.ErrInvalid, nil, "contract", msgContractMissing.With())
	}
	d.Contract = c
	if c != pymtheg.Burn {
		if in.Declarer == nil {
			return d, nil, game.Refuse(game.ErrInvalid, nil, "declarer", msgDeclarerMissing.With())
		}
		d.Declarer = *in.Declarer
		if in.Burn != nil {
			return d, nil, game.Refuse(game.ErrInvalid, nil, "burn", msgBurnOnlyForBurn.With())
		}
	} else if in.Declarer != nil {
		return d, nil, game.Refuse(game.ErrInvalid, nil, "declarer", msgBurnNoDeclarer.With())
	}
	if in.Trump != nil {
		d.Trump = *in.Trump
	} else if c.IsGam() || c == pymtheg.Lon {
		return d, nil, game.Refuse(game.ErrInvalid, nil, "trump", msgTrumpMissing.With())
	}
	if in.TrumpNamed != nil {
		d.Named = *in.TrumpNamed
	} else if c.IsGam() || c == pymtheg.Lon {
		return d, nil, game.Refuse(game.ErrInvalid, nil, "trump_named", msgTrumpNamedMissing.With())
	}
	d.Doubling = in.Doubling
	d.OverRy = in.OverRy
	if in.Revoke != nil {
		d.Offender, d.HasOffender, d.Offence = *in.Revoke, true, "revoke"
	}
	if in.TricksWon != nil {
		if c == pymtheg.Burn {
			return d, nil, game.Refuse(game.ErrInvalid, nil, "tricks_won", msgBurnNoTricksWon.With())
		}
		d.TricksWon = in.TricksWon.array()
	}
	if in.Burn != nil {
		d.Burn = [2]pymtheg.FireWater{in.Burn.NS, in.Burn.EW}
	}
	var play *pymtheg.PlayResult
	switch {
	case in.Tricks != nil:
		p, err := in.playTricks(&d, set)
		if err != nil {
			return d, nil, err
		}
		play = p
	case c == pymtheg.Burn && in.Burn == nil && !d.HasOffender:
		return d, nil, game.Refuse(game.ErrInvalid, nil, "burn", msgBurnMissing.With())
	case c != pymtheg.Burn && in.TricksWon == nil:
		return d, nil, game.Refuse(game.ErrInvalid, nil, "tricks_won", msgTricksWonMissing.With())
	}
	if err := d.Validate(); err != nil {
		return d, nil, asRefusal(err)
	}
	return d, play, nil
}

// playTricks plays a deal's full play, checks the counts given with it
// against the cards, and puts what the cards give into d.
func (in Deal) playTricks(d *pymtheg.Deal, set Settings) (*pymtheg.PlayResult, error) {
	c := d.Contract
	pts := make([]pymtheg.PlayedTrick, len(in.Tricks))
	for i, t := range in.Tricks {
		if t.Leader != nil {
			pts[i].Leader, pts[i].HasLeader = *t.Leader, true
		}
		if t.Cards == nil {
			return nil, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("tricks[%d].cards", i), msgTrickCardsMissing.With())
		}
		pts[i].Cards = t.Cards
	}
	if len(pts) > 0 && in.Dealer != nil {
		first := set.Next(*in.Dealer)
		switch {
		case !pts[0].HasLeader:
			pts[0].Leader, pts[0].HasLeader = first, true
		case pts[0].Leader != first:
			return nil, game.Refuse(game.ErrIllegal, nil, "tricks[0].leader", msgLedDealerIs.With(pts[0].Leader.Word(), in.Dealer.Word())).Citing(ruleAfterDealer.With())
		}
	}
	trump := d.Trump
	if c.IsRy() || c == pymtheg.Burn {
		trump = cards.NoElement
	}
	p, err := pymtheg.PlayDeal(c, d.Declarer, trump, set.Direction, pts)
	if err != nil {
		// A revoke the table saw ends the deal at once, even when the cards
		// recorded do not prove it: the play stops short of 15 tricks.
		if !(d.HasOffender && errors.Is(err, pymtheg.ErrUnfinished)) {
			return nil, asRefusal(err)
		}
		p.Ended = "revoke"
		p.Steps.Say(msgStoppedRevoke.With(d.Offender.Word()), pymtheg.SecTricks, "PYM-6")
	}
	if in.TricksWon != nil {
		for s := range 4 {
			if d.TricksWon[s] != p.TricksWon[s] {
				seat := pymtheg.Seat(s)
				return nil, game.Refuse(game.ErrImpossible, nil, "tricks_won."+seat.String(), msgTricksGive.With(d.TricksWon[s], seat.Word(), p.TricksWon[s])).Citing(game.RuleImpossible)
			}
		}
	}
	if in.Burn != nil && c == pymtheg.Burn && d.Burn != p.Burn {
		return nil, game.Refuse(game.ErrImpossible, nil, "burn", msgBurnDiffers.With(p.Burn[0].Fire, p.Burn[0].Water, p.Burn[1].Fire, p.Burn[1].Water)).Citing(game.RuleImpossible)
	}
	d.TricksWon, d.Burn = p.TricksWon, p.Burn
	if o, ok := p.First(); ok {
		if !d.HasOffender {
			d.Offender, d.HasOffender, d.Offence = o.Seat, true, o.Kind
		} else if o.Seat != d.Offender {
			p.Steps.Say(msgRecordNames.With(d.Offender.Word()), pymtheg.SecTricks, "PYM-6")
		}
	}
	return &p, nil
}

// asRefusal keeps an engine's refusal as it is and turns any other error
// into one, so that every refusal can be read with errors.As.
func asRefusal(err error) error {
	var e *game.Error
	if err == nil || errors.As(err, &e) {
		return err
	}
	return game.Refuse(game.ErrInvalid, nil, "", game.Said(err))
}

// Next returns the seat after s in the direction of play.
func (s Settings) Next(seat pymtheg.Seat) pymtheg.Seat {
	return pymtheg.Seat(tricks.Table{Seats: 4, Dir: s.Direction}.Next(int(seat)))
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// OverRyChoice is one of the opponents' Ry bids a deal's Gâm may have
// outbid directly (PYM-4), and the refusal when it cannot have: Err is nil
// when the choice is allowed, else a *game.Error naming over_ry and the
// rule, with pymtheg.ErrOverRyNotGam or pymtheg.ErrOverRyRank.
type OverRyChoice struct {
	Ry  pymtheg.Contract
	Err error
}

// OverRyChoices lists Ry, Ry 2 and Ry 3 as what a deal of contract c may
// have outbid, each with the engine's refusal when c cannot have outbid
// it: a form picking a deal's contract directly offers them all and says
// why a greyed-out one is not allowed.
func OverRyChoices(c pymtheg.Contract) []OverRyChoice {
	out := make([]OverRyChoice, 0, 3)
	for _, r := range []pymtheg.Contract{pymtheg.Ry, pymtheg.Ry2, pymtheg.Ry3} {
		out = append(out, OverRyChoice{Ry: r, Err: pymtheg.CheckOverRy(c, r)})
	}
	return out
}
