package tricks

import (
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// Trick is one trick as recorded: its leader and the cards in play order.
type Trick struct {
	Leader int
	Cards  []cards.ElementCard
}

// Played is one card of a trick with its seat, for reports.
type Played struct {
	Trick int // 0-based index of the trick in the deal
	Seat  int
	Card  cards.ElementCard
}

// Revoke is a proven failure to follow the led element: in ShowedOut the
// seat played another element to a trick led in Element, and in Proof it
// played a card of Element, so it held one all along.
type Revoke struct {
	Seat      int
	Element   cards.Element
	ShowedOut Played // the card played instead of following
	Proof     Played // the later card of the element led
}

// UnderTrump is a proven under-trump (PYM-9): in Offence the seat, out of
// the led element, played a trump lower than Over, an earlier trump of the
// same trick, although Proof (a later card) shows it held a card it could
// have played instead: a card of another plain element, or a higher trump.
type UnderTrump struct {
	Seat    int
	Offence Played
	Over    cards.ElementCard
	Proof   Played
}

// TrickResult is the outcome of one trick.
type TrickResult struct {
	Index   int // 0-based
	Leader  int
	Seats   []int // seat of each card, in play order
	Cards   []cards.ElementCard
	Winner  int // seat
	Card    cards.ElementCard
	Trumped bool // the winning card is a trump and the lead was not
}

type pendingUnder struct {
	offence   Played
	over      cards.ElementCard
	led       cards.Element
	threshold int
}

// Deal follows the play of one deal. Create it with NewDeal and feed the
// tricks in order with Play.
type Deal struct {
	table    Table
	trump    cards.Element
	max      int // tricks in a full deal: 60 / seats
	results  []TrickResult
	tricks   []int
	won      [][]cards.ElementCard
	seen     map[cards.ElementCard]Played
	showed   []map[cards.Element]Played // seat → element → first show-out
	pending  [][]pendingUnder
	revokes  []Revoke
	unders   []UnderTrump
	revoked  map[[2]int]bool // seat, element already reported
	underHit map[[2]int]bool // seat, trick already reported
}

// NewDeal starts a deal at a table of t.Seats seats (2–6) with trump (or
// cards.NoElement). A full deal deals the 60 cards out: 60/Seats tricks.
func NewDeal(t Table, trump cards.Element) (*Deal, error) {
	if t.Seats < 2 || t.Seats > 6 {
		return nil, game.Refuse(game.ErrImpossible, ErrSeat, "", msgSeats.With(t.Seats)).Citing(game.RuleImpossible)
	}
	d := &Deal{
		table:    t,
		trump:    trump,
		max:      60 / t.Seats,
		tricks:   make([]int, t.Seats),
		won:      make([][]cards.ElementCard, t.Seats),
		seen:     make(map[cards.ElementCard]Played, 60),
		showed:   make([]map[cards.Element]Played, t.Seats),
		pending:  make([][]pendingUnder, t.Seats),
		revoked:  map[[2]int]bool{},
		underHit: map[[2]int]bool{},
	}
	for i := range d.showed {
		d.showed[i] = map[cards.Element]Played{}
		d.won[i] = []cards.ElementCard{}
	}
	return d, nil
}

// FullTricks is the number of tricks in a complete deal.
func (d *Deal) FullTricks() int { return d.max }

// Played returns the number of tricks played so far.
func (d *Deal) Played() int { return len(d.results) }

// NextLeader returns the seat that leads the next trick: the winner of the
// last one, or −1 before the first trick.
func (d *Deal) NextLeader() int {
	if len(d.results) == 0 {
		return -1
	}
	return d.results[len(d.results)-1].Winner
}

// Play adds the next trick. The first trick may be led by any seat (the
// game decides who); every later one must be led by the previous winner.
// Refusals are *game.Error values whose field is relative to the trick
// ("leader", "cards", "cards[2]"; the caller puts "tricks[i]" in front)
// and wrap the sentinel errors: a card played twice and a trick after the
// deal's last are impossible tables (GEN-1); a trick led by the wrong seat
// is illegal.
func (d *Deal) Play(tr Trick) (TrickResult, error) {
	idx := len(d.results)
	if idx >= d.max {
		return TrickResult{}, game.Refuse(game.ErrImpossible, ErrOver, "", msgOver.With(idx+1, ErrOver, d.table.Seats, d.max)).Citing(game.RuleImpossible)
	}
	if tr.Leader < 0 || tr.Leader >= d.table.Seats {
		return TrickResult{}, game.Refuse(game.ErrInvalid, ErrSeat, "leader", msgNoSeat.With(tr.Leader, ErrSeat))
	}
	if len(tr.Cards) != d.table.Seats {
		return TrickResult{}, game.Refuse(game.ErrInvalid, ErrTrickSize, "cards", msgTrickSize.With(len(tr.Cards), d.table.Seats, ErrTrickSize))
	}
	if idx > 0 && tr.Leader != d.NextLeader() {
		return TrickResult{}, game.Refuse(game.ErrIllegal, ErrLeader, "leader", msgLedBy.With(tr.Leader, d.NextLeader(), idx)).Citing(ErrLeader.With())
	}
	for i, c := range tr.Cards {
		f := fmt.Sprintf("cards[%d]", i)
		if !c.Valid() {
			return TrickResult{}, game.Refuse(game.ErrInvalid, cards.ErrNotACard, f, msgNotACard.With())
		}
		if p, dup := d.seen[c]; dup {
			return TrickResult{}, game.Refuse(game.ErrImpossible, ErrDuplicate, f, msgPlayedBefore.With(c, p.Trick+1)).Citing(game.RuleImpossible)
		}
		for j := 0; j < i; j++ {
			if tr.Cards[j] == c {
				return TrickResult{}, game.Refuse(game.ErrImpossible, ErrDuplicate, f, msgTwiceInTrick.With(c)).Citing(game.RuleImpossible)
			}
		}
	}
	// All checks passed: record.
	seats := d.table.Order(tr.Leader)
	led := tr.Cards[0].Element
	highestTrump := 0 // value of the highest trump so far in this trick
	for i, c := range tr.Cards {
		s := seats[i]
		p := Played{Trick: idx, Seat: s, Card: c}
		d.seen[c] = p
		d.prove(p)
		if i > 0 && c.Element != led {
			if _, ok := d.showed[s][led]; !ok {
				d.showed[s][led] = p
			}
		}
		isTrump := d.trump != cards.NoElement && c.Element == d.trump
		if i > 0 && led != d.trump && isTrump {
			if highestTrump > 0 && c.Value < highestTrump {
				over := cards.ElementCard{Element: d.trump, Value: highestTrump}
				d.pending[s] = append(d.pending[s], pendingUnder{offence: p, over: over, led: led, threshold: c.Value})
			}
		}
		if isTrump && led != d.trump && c.Value > highestTrump {
			highestTrump = c.Value
		}
	}
	w := Winner(tr.Cards, d.trump)
	res := TrickResult{
		Index: idx, Leader: tr.Leader, Seats: seats, Cards: append([]cards.ElementCard(nil), tr.Cards...),
		Winner: seats[w], Card: tr.Cards[w],
		Trumped: d.trump != cards.NoElement && tr.Cards[w].Element == d.trump && led != d.trump,
	}
	d.tricks[res.Winner]++
	d.won[res.Winner] = append(d.won[res.Winner], tr.Cards...)
	d.results = append(d.results, res)
	return res, nil
}

// prove records what a newly played card proves against the seat's
// earlier show-outs and pending under-trumps.
func (d *Deal) prove(p Played) {
	rev, unders := d.proofs(p)
	if rev != nil {
		d.revoked[[2]int{rev.Seat, int(rev.Element)}] = true
		d.revokes = append(d.revokes, *rev)
	}
	for _, u := range unders {
		d.underHit[[2]int{u.Seat, u.Offence.Trick}] = true
		d.unders = append(d.unders, u)
	}
}

// proofs is what a card played proves, without recording it: a revoke
// when the seat showed out of the card's element before (reported once
// per seat and element), and the seat's pending under-trumps that the
// card shows were avoidable.
func (d *Deal) proofs(p Played) (*Revoke, []UnderTrump) {
	s := p.Seat
	var rev *Revoke
	if first, ok := d.showed[s][p.Card.Element]; ok && !d.revoked[[2]int{s, int(p.Card.Element)}] {
		rev = &Revoke{Seat: s, Element: p.Card.Element, ShowedOut: first, Proof: p}
	}
	var unders []UnderTrump
	for _, u := range d.pending[s] {
		if d.underHit[[2]int{s, u.offence.Trick}] {
			continue
		}
		c := p.Card
		isTrump := c.Element == d.trump
		// A card of the led element is a revoke, reported as such.
		if (isTrump && c.Value > u.over.Value) || (!isTrump && c.Element != u.led) {
			unders = append(unders, UnderTrump{Seat: s, Offence: u.offence, Over: u.over, Proof: p})
		}
	}
	return rev, unders
}

// Proof is what one card would prove if it were played now.
type Proof struct {
	// Revoke is set when the card shows an element the seat did not
	// follow before.
	Revoke *Revoke
	// UnderTrumps are the seat's earlier under-trumps the card shows
	// were avoidable.
	UnderTrumps []UnderTrump
}

// Proves reports what card c, played by seat to the trick after those
// played so far, would prove: a table entering a trick card by card asks
// it at each card, before the trick is complete, and records nothing by
// asking. A seat plays one card a trick, so the trick being entered
// cannot prove anything against the same seat's card in it.
func (d *Deal) Proves(seat int, c cards.ElementCard) (Proof, bool) {
	if seat < 0 || seat >= d.table.Seats || !c.Valid() {
		return Proof{}, false
	}
	rev, unders := d.proofs(Played{Trick: len(d.results), Seat: seat, Card: c})
	return Proof{Revoke: rev, UnderTrumps: unders}, rev != nil || len(unders) > 0
}

// Result is the state of a deal after the tricks played so far.
type Result struct {
	Tricks      []TrickResult
	TricksWon   []int                 // per seat
	CardsWon    [][]cards.ElementCard // per seat, in the order won
	Revokes     []Revoke              // in the order proven
	UnderTrumps []UnderTrump          // in the order proven
}

// Result returns copies of what the deal has recorded. Lists are never nil.
func (d *Deal) Result() Result {
	r := Result{
		Tricks:      append([]TrickResult{}, d.results...),
		TricksWon:   append([]int{}, d.tricks...),
		CardsWon:    make([][]cards.ElementCard, len(d.won)),
		Revokes:     append([]Revoke{}, d.revokes...),
		UnderTrumps: append([]UnderTrump{}, d.unders...),
	}
	for i, w := range d.won {
		r.CardsWon[i] = append([]cards.ElementCard{}, w...)
	}
	return r
}

// Offences returns how many revokes and under-trumps have been proven.
func (d *Deal) Offences() int { return len(d.revokes) + len(d.unders) }

// PlayAll plays a list of tricks and returns the result; it stops at the
// first error.
func PlayAll(t Table, trump cards.Element, ts []Trick) (Result, error) {
	d, err := NewDeal(t, trump)
	if err != nil {
		return Result{}, err
	}
	for _, tr := range ts {
		if _, err := d.Play(tr); err != nil {
			return d.Result(), err
		}
	}
	return d.Result(), nil
}
