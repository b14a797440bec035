package pymtheg

import (
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/tricks"
)

// CallKind says what a call of the auction does.
type CallKind uint8

const (
	// Pass drops out of the bidding for good (a passed player may still
	// double or redouble).
	Pass CallKind = iota
	// BidCall names a contract, possibly with its trump.
	BidCall
	// Double is the opponents' ×2, once the highest bid is known.
	Double
	// Redouble is the declaring side's ×4 answer to a double.
	Redouble
	// NameTrump is the declarer naming the trump (or no trump) after the
	// bidding.
	NameTrump
)

func (k CallKind) String() string {
	return [...]string{"pass", "bid", "double", "redouble", "trump"}[k%5]
}

// Call is one event of the auction.
type Call struct {
	Kind     CallKind
	Contract Contract      // BidCall
	Trump    cards.Element // BidCall with WithTrump, NameTrump
	// WithTrump: the bid names its trump (or no trump) in the bid itself.
	WithTrump bool
	// Seat is who makes the call, when HasSeat. Bids and passes go in turn
	// and may leave it out; doubles and trump naming are checked against it
	// when given.
	Seat    Seat
	HasSeat bool
}

// String writes the call in the notation ParseCall reads: "pass",
// "gam+2 Wa", "ry", "lon none", "double", "redouble", "trump Fi".
func (c Call) String() string {
	switch c.Kind {
	case Pass, Double, Redouble:
		return c.Kind.String()
	case NameTrump:
		return "trump " + c.Trump.String()
	}
	if c.WithTrump {
		return c.Contract.String() + " " + c.Trump.String()
	}
	return c.Contract.String()
}

// Describe writes the call in words for explanations.
func (c Call) Describe() string { return c.Said().String() }

// Said is the call in words, in any language: "Gâm+2 with fire trump".
func (c Call) Said() game.Message {
	switch c.Kind {
	case Pass, Double, Redouble:
		return msgBidPlain.With(callWords[c.Kind])
	case NameTrump:
		return msgNamesTrump.With(trumpWord(c.Trump))
	}
	switch {
	case c.WithTrump && c.Trump == cards.NoElement:
		return msgBidNoTrump.With(c.Contract.Word())
	case c.WithTrump:
		return msgBidWith.With(c.Contract.Word(), trumpWord(c.Trump))
	}
	return msgBidPlain.With(c.Contract.Word())
}

func parseTrumpWord(s string) (cards.Element, bool) {
	switch s {
	case "none", "nt", "notrump", "no-trump", "no_trump", "sans":
		return cards.NoElement, true
	}
	e, err := cards.ParseElement(s)
	return e, err == nil
}

// ParseCall reads a call: pass; gam, gam+1 … gam+6, ry, ry2, ry3, lon,
// each optionally followed by a trump ("gam+2 Wa", "gam trump none",
// "lon no-trump"); double; redouble; trump Fi / trump none / no-trump.
func ParseCall(s string) (Call, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	t = strings.NewReplacer("(", " ", ")", " ", ",", " ", ":", " ").Replace(t)
	t = strings.ReplaceAll(t, "no trump", "no-trump")
	f := strings.Fields(t)
	bad := func() (Call, error) {
		return Call{}, invalid(ErrCall, msgNotACall.With(s, ErrCall))
	}
	if len(f) == 0 {
		return bad()
	}
	switch f[0] {
	case "pass", "p", "nobid", "no-bid":
		if len(f) == 1 {
			return Call{Kind: Pass}, nil
		}
	case "double", "dbl", "x", "doubled":
		if len(f) == 1 {
			return Call{Kind: Double}, nil
		}
	case "redouble", "rdbl", "xx", "redoubled":
		if len(f) == 1 {
			return Call{Kind: Redouble}, nil
		}
	case "trump", "no-trump", "nt", "notrump":
		if f[0] != "trump" && len(f) == 1 {
			return Call{Kind: NameTrump, Trump: cards.NoElement}, nil
		}
		if f[0] == "trump" && len(f) == 2 {
			if e, ok := parseTrumpWord(f[1]); ok {
				return Call{Kind: NameTrump, Trump: e}, nil
			}
		}
		return bad()
	}
	// A bid: the contract may be written in one or two words.
	var c Contract
	rest := f
	if p, err := ParseContract(f[0]); err == nil && p != Burn {
		c, rest = p, f[1:]
		if len(rest) > 0 && (c == Gam || c == Ry) {
			if p2, err := ParseContract(f[0] + rest[0]); err == nil && p2 != c {
				c, rest = p2, rest[1:]
			}
		}
	} else {
		return bad()
	}
	call := Call{Kind: BidCall, Contract: c}
	if len(rest) > 0 && rest[0] == "trump" {
		rest = rest[1:]
		if len(rest) == 0 {
			return bad()
		}
	}
	switch len(rest) {
	case 0:
	case 1:
		e, ok := parseTrumpWord(rest[0])
		if !ok {
			return bad()
		}
		call.Trump, call.WithTrump = e, true
	default:
		return bad()
	}
	return call, nil
}

// Auction follows the calls of one deal: the bidding in turn from the
// player after the dealer, then double, redouble and naming the trump.
type Auction struct {
	dealer   Seat
	table    tricks.Table
	calls    []Call
	passed   [4]bool
	turn     Seat
	high     Call // the highest bid so far (Kind BidCall) or zero
	highSeat Seat
	hasHigh  bool
	prevHigh Call // the highest bid before high
	prevSeat Seat
	hasPrev  bool
	gamBid   [7]bool
	over     bool // the bidding is over
	doubling Doubling
	lastDbl  bool // the last call was a double
	trumpSet bool // trump known (in the bid, after, or not needed)
	trump    cards.Element
	named    TrumpNamed
	steps    game.Explanation
}

// NewAuction starts the auction of a deal dealt by dealer; the player after
// the dealer in the direction of play calls first.
func NewAuction(dealer Seat, dir tricks.Direction) *Auction {
	a := &Auction{dealer: dealer % 4, table: tricks.Table{Seats: 4, Dir: dir}}
	a.turn = a.next(a.dealer)
	return a
}

func (a *Auction) next(s Seat) Seat { return Seat(a.table.Next(int(s))) }

// BiddingOver reports whether the highest bid is known (or all passed).
func (a *Auction) BiddingOver() bool { return a.over }

// Turn returns the seat to bid or pass; ok is false once the bidding is
// over.
func (a *Auction) Turn() (Seat, bool) { return a.turn, !a.over }

// Calls returns the calls so far, each with its seat when known.
func (a *Auction) Calls() []Call { return append([]Call{}, a.calls...) }

// refuse is a call the rules do not allow now. Its message names the
// caller and the call ("East: gam+2: …"); it has no field, so that the
// caller can name the call's place in its record ("auction.bids[3]").
func refuse(rule game.Message, sentinel error, said game.Message) error {
	return game.Refuse(game.ErrIllegal, sentinel, "", said).Citing(rule)
}

// Check reports why a call is not legal now, or nil. Refusals are
// *game.Error values of kind game.ErrIllegal that name the rule.
func (a *Auction) Check(c Call) error {
	_, err := a.check(c)
	return err
}

// check returns the call with its seat filled in when it can be known.
func (a *Auction) check(c Call) (Call, error) {
	// what is the call as written, after its caller when known:
	// "East: gam+2".
	var what any = c.String()
	switch {
	case c.HasSeat:
		what = msgWhat.With(c.Seat.Word(), c.String())
	case (c.Kind == Pass || c.Kind == BidCall) && !a.over:
		what = msgWhat.With(a.turn.Word(), c.String())
	}
	if a.over && !a.hasHigh {
		return c, refuse(ruleBurn.With(), ErrBurnCall, msgCall.With(what))
	}
	switch c.Kind {
	case Pass, BidCall:
		if a.over {
			return c, refuse(ruleOver.With(), ErrBiddingOver, msgCall.With(what))
		}
		if c.HasSeat && c.Seat != a.turn {
			if a.passed[c.Seat] {
				return c, refuse(rulePassed.With(), ErrPassed, msgAlreadyPassed.With(what, c.Seat.Word()))
			}
			return c, refuse(ruleTurn.With(), ErrNotTheirTurn, msgTheirTurn.With(what, a.turn.Word()))
		}
		c.Seat, c.HasSeat = a.turn, true
		if c.Kind == Pass {
			return c, nil
		}
		if c.Contract < Gam || c.Contract > Lon {
			return c, refuse(ruleNotABid.With(), ErrNotABid, msgCall.With(what))
		}
		if a.hasHigh && c.Contract.Rank() <= a.high.Contract.Rank() {
			return c, refuse(ruleOutrank.With(), ErrOutrank, msgNoOutrank.With(what, c.Contract.Word(), a.high.Contract.Word()))
		}
		if n := c.Contract.Level(); n > 0 && !a.gamBid[n-1] {
			prev, _ := GamLevel(n - 1)
			return c, refuse(rulePym8.With(), ErrGamOrder, msgNotBidYet.With(what, prev.Word()))
		}
		if c.Contract.IsRy() && c.WithTrump && c.Trump != cards.NoElement {
			return c, refuse(ruleRyTrump.With(), ErrRyTrump, msgCall.With(what))
		}
		return c, nil
	case Double:
		if !a.over {
			return c, refuse(ruleDblWhen.With(), ErrDoubleEarly, msgDuringBidding.With(what))
		}
		if c.HasSeat && c.Seat.Team() == a.highSeat.Team() {
			return c, refuse(ruleDblWho.With(), ErrDoubleSide, msgOnPlayingSide.With(what, c.Seat.Word()))
		}
		if a.doubling != Undoubled {
			return c, refuse(ruleDblOnce.With(), ErrDoubledTwice, msgAlready.With(what, doubledWords[a.doubling%3]))
		}
		if a.trumpSet && a.named == NamedAfter && a.high.Contract.Needed() > 0 {
			return c, refuse(ruleDblTrump.With(), ErrDoubleLate, msgAfterNamed.With(what, trumpWord(a.trump)))
		}
		return c, nil
	case Redouble:
		if !a.over {
			return c, refuse(ruleRdbl.With(), ErrRedoubleWhen, msgDuringBidding.With(what))
		}
		if !a.lastDbl {
			return c, refuse(ruleRdbl.With(), ErrRedoubleWhen, msgLastNotDouble.With(what))
		}
		if c.HasSeat && c.Seat.Team() != a.highSeat.Team() {
			return c, refuse(ruleRdblWho.With(), ErrRedoubleSide, msgNotPlayingSide.With(what, c.Seat.Word()))
		}
		return c, nil
	case NameTrump:
		if !a.over {
			return c, refuse(ruleTrumpNow.With(), ErrTrumpEarly, msgDuringBidding.With(what))
		}
		if a.high.Contract.IsRy() {
			return c, refuse(ruleRyTrump.With(), ErrRyTrump, msgCallFor.With(what, a.high.Contract.Word()))
		}
		if a.trumpSet {
			return c, refuse(ruleTrumpSet.With(), ErrTrumpKnown, msgAlreadyNamed.With(what, trumpWord(a.trump)))
		}
		if c.HasSeat && c.Seat != a.highSeat {
			return c, refuse(ruleTrumpWho.With(), ErrTrumpNotTheir, msgIsDeclarer.With(what, a.highSeat.Word()))
		}
		c.Seat, c.HasSeat = a.highSeat, true
		return c, nil
	}
	return c, invalid(ErrCall, msgCallNotKnown.With(what, ErrCall))
}

// Apply checks a call and, when legal, records it.
func (a *Auction) Apply(c Call) error {
	c, err := a.check(c)
	if err != nil {
		return err
	}
	a.calls = append(a.calls, c)
	a.lastDbl = false
	e := &a.steps
	switch c.Kind {
	case Pass:
		a.passed[c.Seat] = true
		e.Say(msgPasses.With(c.Seat.Word()), SecFlow, "")
		a.advance()
	case BidCall:
		if a.hasHigh {
			a.prevHigh, a.prevSeat, a.hasPrev = a.high, a.highSeat, true
		}
		a.high, a.highSeat, a.hasHigh = c, c.Seat, true
		if n := c.Contract.Level(); n >= 0 {
			a.gamBid[n] = true
		}
		e.Say(msgBids.With(c.Seat.Word(), c.Said()), SecRanking, "PYM-8")
		a.advance()
	case Double:
		a.doubling = Doubled
		a.lastDbl = true
		e.Say(seatVerb(c, msgOpponentsDouble, msgDoubles), SecDouble, "PYM-3")
	case Redouble:
		a.doubling = Redoubled
		e.Say(seatVerb(c, msgSideRedoubles, msgRedoubles), SecDouble, "PYM-3")
	case NameTrump:
		a.trumpSet, a.trump, a.named = true, c.Trump, NamedAfter
		e.Say(msgNamesAfter.With(c.Seat.Word(), trumpWord(c.Trump)), SecBidding, "")
	}
	return nil
}

// seatVerb is a double or redouble said with its caller when known.
func seatVerb(c Call, anon, seat game.Def) game.Message {
	if c.HasSeat {
		return seat.With(c.Seat.Word())
	}
	return anon.With()
}

// advance moves the turn and ends the bidding when only the highest bidder
// is left, or when all four passed.
func (a *Auction) advance() {
	left := 0
	for _, p := range a.passed {
		if !p {
			left++
		}
	}
	if left == 0 || (left == 1 && a.hasHigh) {
		a.over = true
		switch {
		case !a.hasHigh:
			a.steps.Say(msgEveryonePassed.With(), SecBurnGame, "")
		default:
			a.steps.Say(msgBiddingIsOver.With(a.highSeat.Word(), a.high.Contract.Word()), SecRanking, "")
			switch {
			case a.high.Contract.IsRy():
				a.trumpSet, a.trump = true, cards.NoElement
			case a.high.WithTrump:
				a.trumpSet, a.trump, a.named = true, a.high.Trump, NamedInBid
			}
		}
		return
	}
	s := a.next(a.turn)
	for a.passed[s] {
		s = a.next(s)
	}
	a.turn = s
}

// Legal returns the calls legal now. During the bidding they are the calls
// of the player to bid (their seat filled in): pass and every bid that
// may be made, without a trump (a Gâm or Lon bid may also name one). After
// the bidding: double, redouble and naming each trump, where allowed.
func (a *Auction) Legal() []Call {
	var out []Call
	try := func(c Call) {
		if c2, err := a.check(c); err == nil {
			out = append(out, c2)
		}
	}
	if !a.over {
		try(Call{Kind: Pass})
		for _, b := range Bids {
			try(Call{Kind: BidCall, Contract: b})
		}
		return out
	}
	try(Call{Kind: Double})
	try(Call{Kind: Redouble})
	for _, e := range append([]cards.Element{cards.NoElement}, cards.Elements...) {
		try(Call{Kind: NameTrump, Trump: e})
	}
	if out == nil {
		out = []Call{}
	}
	return out
}

// AuctionResult is the state of an auction.
type AuctionResult struct {
	BiddingOver bool
	// Complete: the bidding is over and the trump is known, so the deal
	// can be played (a double is still possible before the first card
	// when the trump was named in the bid or for a Ry).
	Complete bool
	Contract Contract // NoContract while bidding, Burn when all passed
	Declarer Seat
	HighBid  Call // the highest bid so far
	HasHigh  bool
	Trump    cards.Element
	TrumpSet bool
	Named    TrumpNamed
	Doubling Doubling
	// OverRy is the opponents' Ry the final Gâm directly outbid (PYM-4);
	// Penalty is that Ry's base, lost on top if the Gâm is lost.
	OverRy  Contract
	Penalty int
	Steps   game.Explanation
}

// Deal returns the deal the auction sets up, to be completed with the
// play; ok is false until the auction is complete.
func (r AuctionResult) Deal() (Deal, bool) {
	if !r.Complete {
		return Deal{}, false
	}
	return Deal{Contract: r.Contract, Declarer: r.Declarer, Trump: r.Trump, Named: r.Named, Doubling: r.Doubling, OverRy: r.OverRy}, true
}

// Result returns the auction's state and an explanation of every call.
func (a *Auction) Result() AuctionResult {
	r := AuctionResult{
		BiddingOver: a.over, HighBid: a.high, HasHigh: a.hasHigh,
		Trump: a.trump, TrumpSet: a.trumpSet, Named: a.named, Doubling: a.doubling,
		Steps: append(game.Explanation{}, a.steps...),
	}
	if a.hasHigh {
		r.Declarer = a.highSeat
	}
	if a.over {
		if !a.hasHigh {
			r.Contract, r.Complete, r.TrumpSet = Burn, true, true
			return r
		}
		r.Contract = a.high.Contract
		r.Complete = a.trumpSet
	}
	if a.hasHigh && a.high.Contract.IsGam() && a.hasPrev && a.prevHigh.Contract.IsRy() && a.prevSeat.Team() != a.highSeat.Team() {
		r.OverRy, r.Penalty = a.prevHigh.Contract, RyBase(a.prevHigh.Contract)
		if a.over {
			r.Steps.Say(msgOutbidRy.With(a.high.Contract.Word(), a.prevHigh.Contract.Word(), a.highSeat.Team().Word(), r.Penalty), SecBidding, "PYM-4")
		}
	}
	return r
}

// Choice is a call a player might make now and, when the rules do not
// allow it, the refusal that says why: a *game.Error naming the rule, with
// one of the auction's sentinels (ErrOutrank, ErrGamOrder...).
type Choice struct {
	Call Call
	Err  error
}

// Allowed reports whether the call may be made now.
func (c Choice) Allowed() bool { return c.Err == nil }

// Choices returns every call of the auction, each with nil when it may be
// made now or the refusal when not: pass and the eleven bids (without a
// trump; a Gâm or Lon bid may also name one), double, redouble, and naming
// no trump or each element. A form shows them all and greys out the
// refused ones with their reason; Legal is the allowed ones only.
func (a *Auction) Choices() []Choice {
	calls := []Call{{Kind: Pass}}
	for _, b := range Bids {
		calls = append(calls, Call{Kind: BidCall, Contract: b})
	}
	calls = append(calls, Call{Kind: Double}, Call{Kind: Redouble})
	for _, e := range append([]cards.Element{cards.NoElement}, cards.Elements...) {
		calls = append(calls, Call{Kind: NameTrump, Trump: e})
	}
	out := make([]Choice, len(calls))
	for i, c := range calls {
		c2, err := a.check(c)
		if err != nil {
			c2 = c
		}
		out[i] = Choice{Call: c2, Err: err}
	}
	return out
}

// Dealer returns the seat that dealt.
func (a *Auction) Dealer() Seat { return a.dealer }
