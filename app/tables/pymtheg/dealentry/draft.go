package dealentry

import (
	"errors"
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
	pymscore "arbiter/scoring/pymtheg"
)

// The deal being entered (the draft the session keeps) and what follows
// from it: the contract, the deal as the engine takes it, the tricks the
// cards give. Nothing here draws or reads the history; the engine
// answers every rule (auction, tricks, revokes, the score).

// Draft is everything entered for the deal in progress (the deal entry's
// draft, which the table session keeps). The zero draft is
// a fresh deal: the dealer the game says, nothing bid, nothing counted.
type Draft struct {
	// Dealer is the seat that deals ("N"); "" the one the game says.
	Dealer   string   `json:"dealer,omitempty"`
	Calls    []string `json:"calls,omitempty"`
	BidTrump string   `json:"bid_trump,omitempty"` // "" named later, else Fi/Wa/Wi/Ea/none
	Direct   bool     `json:"direct,omitempty"`    // quick entry of the contract
	// The contract picked with quick entry; "" is not picked yet.
	Contract string `json:"contract,omitempty"`
	Declarer string `json:"declarer,omitempty"`
	Trump    string `json:"trump,omitempty"` // Fi, Wa, Wi, Ea or none
	Named    string `json:"named,omitempty"` // bidding or after
	Doubling string `json:"doubling,omitempty"`
	OverRy   string `json:"over_ry,omitempty"`
	// The play: tricks per seat as entered (a seat left out is not
	// entered yet, which is not 0), for Burn the fire and water cards per
	// team, or the tricks card by card.
	ByTrick bool           `json:"by_trick,omitempty"`
	Counts  map[string]int `json:"counts,omitempty"`
	Fire    map[string]int `json:"fire,omitempty"`
	Water   map[string]int `json:"water,omitempty"`
	// Revoke is the seat caught not following the element led (PYM-6);
	// Proven says it was applied when the last card of Current proved it.
	Revoke  string   `json:"revoke,omitempty"`
	Proven  bool     `json:"proven,omitempty"`
	Played  []Trick  `json:"played,omitempty"`
	Current []string `json:"current,omitempty"` // the trick being entered, by place ("" empty)
}

// Trick is a trick entered card by card: who led it and the cards in
// play order.
type Trick struct {
	Leader string   `json:"leader"`
	Cards  []string `json:"cards"`
}

// Empty reports a fresh deal: the session keeps no draft for it.
func (d Draft) Empty() bool {
	return d.Dealer == "" && len(d.Calls) == 0 && d.BidTrump == "" && !d.Direct && d.Contract == "" && d.Declarer == "" &&
		d.Trump == "" && d.Named == "" && d.Doubling == "" && d.OverRy == "" && !d.ByTrick && len(d.Counts) == 0 &&
		len(d.Fire) == 0 && len(d.Water) == 0 && d.Revoke == "" && len(d.Played) == 0 && len(d.Current) == 0
}

// contract is the deal's contract, however it was entered.
type contract struct {
	Contract pymtheg.Contract
	Declarer pymtheg.Seat
	Trump    cards.Element
	Named    pymtheg.TrumpNamed
	Doubling pymtheg.Doubling
	OverRy   pymtheg.Contract
}

// trump is the trump of the play: none for a Ry and for Burn.
func (c contract) trump() cards.Element {
	if c.Contract.IsRy() || c.Contract == pymtheg.Burn {
		return cards.NoElement
	}
	return c.Trump
}

// missing names what quick entry still needs ("" when nothing).
type missing string

const (
	missContract missing = "contract"
	missDeclarer missing = "declarer"
	missTrump    missing = "trump"
	missNamed    missing = "named"
)

// quick reads the contract picked with quick entry: what is not picked
// yet is said, never assumed; a Ry the contract cannot have outbid is the
// engine's refusal.
func (d Draft) quick() (contract, missing, error) {
	var c contract
	if d.Contract == "" {
		return c, missContract, nil
	}
	var err error
	if c.Contract, err = pymtheg.ParseContract(d.Contract); err != nil {
		return c, "", err
	}
	if c.Contract == pymtheg.Burn {
		return c, "", nil
	}
	if d.Declarer == "" {
		return c, missDeclarer, nil
	}
	if c.Declarer, err = pymtheg.ParseSeat(d.Declarer); err != nil {
		return c, "", err
	}
	if !c.Contract.IsRy() {
		switch d.Trump {
		case "":
			return c, missTrump, nil
		case "none":
		default:
			if c.Trump, err = cards.ParseElement(d.Trump); err != nil {
				return c, "", err
			}
		}
		switch d.Named {
		case "":
			return c, missNamed, nil
		case "bidding":
			c.Named = pymtheg.NamedInBid
		}
	}
	switch d.Doubling {
	case "double":
		c.Doubling = pymtheg.Doubled
	case "redouble":
		c.Doubling = pymtheg.Redoubled
	}
	if d.OverRy != "" {
		r, err := pymtheg.ParseContract(d.OverRy)
		if err != nil {
			return c, "", err
		}
		if err := pymtheg.CheckOverRy(c.Contract, r); err != nil {
			return c, "", err
		}
		c.OverRy = r
	}
	return c, "", nil
}

// fromAuction is the contract an auction ended with.
func fromAuction(a *pymtheg.Auction) (contract, bool) {
	d, ok := a.Result().Deal()
	if !ok {
		return contract{}, false
	}
	return contract{Contract: d.Contract, Declarer: d.Declarer, Trump: d.Trump, Named: d.Named, Doubling: d.Doubling, OverRy: d.OverRy}, true
}

// setQuick puts a contract in quick entry's picks.
func (d *Draft) setQuick(c contract) {
	d.Contract, d.Declarer, d.Doubling, d.OverRy = c.Contract.String(), "", c.Doubling.String(), ""
	if c.Contract != pymtheg.Burn {
		d.Declarer = c.Declarer.String()
	}
	d.Trump, d.Named = "", ""
	if !c.Contract.IsRy() && c.Contract != pymtheg.Burn {
		d.Trump, d.Named = c.Trump.String(), c.Named.String()
	}
	if c.OverRy != pymtheg.NoContract {
		d.OverRy = c.OverRy.String()
	}
}

// seat reads a seat code.
func seat(code string) (pymtheg.Seat, bool) {
	s, err := pymtheg.ParseSeat(code)
	return s, err == nil
}

// revoker is the seat caught not following the element, if any.
func (d Draft) revoker() (pymtheg.Seat, bool) {
	if d.Revoke == "" {
		return 0, false
	}
	return seat(d.Revoke)
}

// tricks are the tricks counted card by card, as the engine takes them.
func (d Draft) tricks() ([]pymtheg.PlayedTrick, error) {
	out := make([]pymtheg.PlayedTrick, 0, len(d.Played))
	for i, p := range d.Played {
		cs, err := cards.ParseElementCards("cards", p.Cards)
		if err != nil {
			return nil, game.Prefix(err, fmt.Sprintf("tricks[%d]", i))
		}
		t := pymtheg.PlayedTrick{Cards: cs}
		if l, ok := seat(p.Leader); ok {
			t.Leader, t.HasLeader = l, true
		}
		out = append(out, t)
	}
	return out, nil
}

// play counts the tricks entered card by card: who won each, the tricks
// and fire and water per seat, the offences the cards prove and whether
// the deal ended. A play that is not over yet is no refusal here.
func (d Draft) play(c contract, s pymscore.Settings) (pymtheg.PlayResult, error) {
	ts, err := d.tricks()
	if err != nil || len(ts) == 0 {
		return pymtheg.PlayResult{}, err
	}
	r, err := pymtheg.PlayDeal(c.Contract, c.Declarer, c.trump(), s.Direction, ts)
	if errors.Is(err, pymtheg.ErrUnfinished) {
		return r, nil
	}
	return r, err
}

// countsDone reports whether every count of the play per seat (per team
// for Burn) is entered, and how many are.
func (d Draft) countsDone(c contract) (entered, of int) {
	if c.Contract == pymtheg.Burn {
		for _, t := range []string{"NS", "EW"} {
			if _, ok := d.Fire[t]; ok {
				entered++
			}
			if _, ok := d.Water[t]; ok {
				entered++
			}
		}
		return entered, 4
	}
	for _, s := range pymtheg.Seats {
		if _, ok := d.Counts[s.String()]; ok {
			entered++
		}
	}
	return entered, 4
}

// errIncomplete: the play is not entered yet (a count left empty, no
// trick yet); the form says what it needs instead of a refusal.
var errIncomplete = errors.New("the play is not entered yet")

// deal is the deal as it will be saved, dealt by dealer: the engine's
// Deal, or errIncomplete while the play is still being entered.
func (d Draft) deal(c contract, dealer pymtheg.Seat) (pymscore.Deal, error) {
	out := pymscore.Deal{Contract: c.Contract, Dealer: &dealer}
	if c.Contract != pymtheg.Burn {
		declarer := c.Declarer
		out.Declarer, out.Doubling = &declarer, c.Doubling
		if !c.Contract.IsRy() {
			trump, named := c.Trump, c.Named
			out.Trump, out.TrumpNamed = &trump, &named
		}
		out.OverRy = c.OverRy
	}
	if s, ok := d.revoker(); ok {
		out.Revoke = &s
	}
	if d.ByTrick {
		ts, err := d.tricks()
		if err != nil {
			return out, err
		}
		if len(ts) == 0 {
			return out, errIncomplete
		}
		for _, t := range ts {
			tr := pymscore.Trick{Cards: t.Cards}
			if t.HasLeader {
				l := t.Leader
				tr.Leader = &l
			}
			out.Tricks = append(out.Tricks, tr)
		}
		return out, nil
	}
	if n, of := d.countsDone(c); n < of {
		if out.Revoke != nil && n == 0 {
			// Caught at once: the play stopped before anything counts.
			if c.Contract == pymtheg.Burn {
				out.Burn = &pymscore.BurnCounts{}
			} else {
				out.TricksWon = &pymscore.SeatCounts{}
			}
			return out, nil
		}
		return out, errIncomplete
	}
	if c.Contract == pymtheg.Burn {
		out.Burn = &pymscore.BurnCounts{
			NS: pymtheg.FireWater{Fire: d.Fire["NS"], Water: d.Water["NS"]},
			EW: pymtheg.FireWater{Fire: d.Fire["EW"], Water: d.Water["EW"]},
		}
		return out, nil
	}
	var a [4]int
	for _, s := range pymtheg.Seats {
		a[s] = d.Counts[s.String()]
	}
	counts := pymscore.Counts(a)
	out.TricksWon = &counts
	return out, nil
}

// toCounts carries the tricks entered card by card over to the counts:
// each seat (team) holds at least what the cards give it; what was
// entered as counts and agrees stays. Nothing else is filled in.
func (d *Draft) toCounts(c contract, r pymtheg.PlayResult) {
	if len(r.Tricks) == 0 {
		return
	}
	if c.Contract == pymtheg.Burn {
		for i, t := range []string{"NS", "EW"} {
			d.Fire = atLeast(d.Fire, t, r.Burn[i].Fire)
			d.Water = atLeast(d.Water, t, r.Burn[i].Water)
		}
	} else {
		for _, s := range pymtheg.Seats {
			d.Counts = atLeast(d.Counts, s.String(), r.TricksWon[s])
		}
	}
	if o, ok := r.First(); ok && d.Revoke == "" {
		d.Revoke = o.Seat.String()
	}
}

func atLeast(m map[string]int, k string, v int) map[string]int {
	if m == nil {
		m = map[string]int{}
	}
	if n, ok := m[k]; !ok || n < v {
		m[k] = v
	}
	return m
}

// current is the trick being entered, as codes by place in play order.
func (d Draft) current() []string {
	out := make([]string, 0, 4)
	for _, c := range d.Current {
		if c != "" {
			out = append(out, c)
		}
	}
	return out
}

// full reports whether the trick being entered has its four cards.
func (d Draft) full() bool { return len(d.current()) == 4 && len(d.Current) == 4 }
