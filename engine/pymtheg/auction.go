package pymtheg

import (
	"errors"
	"fmt"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/tricks"
)

// ErrCall is wrapped by call parse errors.
var ErrCall = errors.New("not a call")

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
func (c Call) Describe() string {
	switch c.Kind {
	case Pass:
		return "pass"
	case Double:
		return "double"
	case Redouble:
		return "redouble"
	case NameTrump:
		return "names " + trumpWords(c.Trump)
	}
	if c.WithTrump {
		return c.Contract.Name() + " with " + trumpWords(c.Trump)
	}
	return c.Contract.Name()
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
		return Call{}, invalid(ErrCall, "%q: %s: pass, gam, gam+1 … gam+6, ry, ry2, ry3, lon (a bid may add its trump: \"gam+2 Wa\"), double, redouble, or \"trump Fi\"", s, ErrCall)
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

const (
	ruleOutrank  = "a bid must outrank the highest bid so far (ranking order of bids)"
	rulePym8     = "Gâm+N may only be bid after Gâm+(N−1) (PYM-8)"
	rulePassed   = "a player who passed may not bid again"
	ruleTurn     = "players bid in turn from the player after the dealer"
	ruleRyTrump  = "every Ry is played without trump"
	ruleDblWhen  = "doubling is only possible once the highest bid is known"
	ruleDblWho   = "only the opponents of the playing side may double"
	ruleDblOnce  = "a deal is doubled at most once"
	ruleDblTrump = "a double must come before the trump is named after the bidding"
	ruleRdbl     = "a redouble is the playing side's direct answer to a double"
	ruleRdblWho  = "only the playing side may redouble"
	ruleBurn     = "everyone passed: Burn is played without bids, trump or doubling (PYM-3)"
	ruleOver     = "the bidding is over: only double, redouble and naming the trump remain"
	ruleTrumpNow = "the trump is named with the bid or by the declarer once the bidding is over"
	ruleTrumpWho = "only the declarer names the trump"
	ruleTrumpSet = "the trump is named once"
	ruleNotABid  = "Burn is not a bid"
)

// The auction's refusals carry one of these sentinels, one per rule, so
// that a caller (a form greying out a bid) can say why a call is not
// allowed with errors.Is, without reading the message.
var (
	ErrOutrank       = errors.New("the bid does not outrank the highest bid")
	ErrGamOrder      = errors.New("Gâm+N comes only after Gâm+(N−1) (PYM-8)")
	ErrPassed        = errors.New("the player passed and may not bid again")
	ErrNotTheirTurn  = errors.New("it is another player's turn")
	ErrRyTrump       = errors.New("a Ry has no trump")
	ErrDoubleEarly   = errors.New("a double only comes once the bidding is over")
	ErrDoubleSide    = errors.New("the playing side may not double")
	ErrDoubledTwice  = errors.New("the deal is already doubled")
	ErrDoubleLate    = errors.New("the trump was already named after the bidding")
	ErrRedoubleWhen  = errors.New("a redouble only answers a double, at once")
	ErrRedoubleSide  = errors.New("only the playing side may redouble")
	ErrBurnCall      = errors.New("everyone passed: Burn has no bids, trump or doubling")
	ErrBiddingOver   = errors.New("the bidding is over")
	ErrTrumpEarly    = errors.New("the trump is named once the bidding is over")
	ErrTrumpNotTheir = errors.New("only the declarer names the trump")
	ErrTrumpKnown    = errors.New("the trump is already known")
	ErrNotABid       = errors.New("Burn is not a bid")
)

// refuse is a call the rules do not allow now. Its message names the
// caller and the call ("East: gam+2: …"); it has no field, so that the
// caller can name the call's place in its record ("auction.bids[3]").
func refuse(rule string, sentinel error, format string, a ...any) error {
	return &game.Error{Kind: game.ErrIllegal, Msg: fmt.Sprintf(format, a...), Rule: rule, Sentinel: sentinel}
}

// Check reports why a call is not legal now, or nil. Refusals are
// *game.Error values of kind game.ErrIllegal that name the rule.
func (a *Auction) Check(c Call) error {
	_, err := a.check(c)
	return err
}

// check returns the call with its seat filled in when it can be known.
func (a *Auction) check(c Call) (Call, error) {
	what := c.String()
	switch {
	case c.HasSeat:
		what = c.Seat.Name() + ": " + what
	case (c.Kind == Pass || c.Kind == BidCall) && !a.over:
		what = a.turn.Name() + ": " + what
	}
	if a.over && !a.hasHigh {
		return c, refuse(ruleBurn, ErrBurnCall, "%s", what)
	}
	switch c.Kind {
	case Pass, BidCall:
		if a.over {
			return c, refuse(ruleOver, ErrBiddingOver, "%s", what)
		}
		if c.HasSeat && c.Seat != a.turn {
			if a.passed[c.Seat] {
				return c, refuse(rulePassed, ErrPassed, "%s: %s already passed", what, c.Seat.Name())
			}
			return c, refuse(ruleTurn, ErrNotTheirTurn, "%s: it is %s's turn", what, a.turn.Name())
		}
		c.Seat, c.HasSeat = a.turn, true
		if c.Kind == Pass {
			return c, nil
		}
		if c.Contract < Gam || c.Contract > Lon {
			return c, refuse(ruleNotABid, ErrNotABid, "%s", what)
		}
		if a.hasHigh && c.Contract.Rank() <= a.high.Contract.Rank() {
			return c, refuse(ruleOutrank, ErrOutrank, "%s: %s does not outrank %s", what, c.Contract.Name(), a.high.Contract.Name())
		}
		if n := c.Contract.Level(); n > 0 && !a.gamBid[n-1] {
			prev, _ := GamLevel(n - 1)
			return c, refuse(rulePym8, ErrGamOrder, "%s: %s has not been bid", what, prev.Name())
		}
		if c.Contract.IsRy() && c.WithTrump && c.Trump != cards.NoElement {
			return c, refuse(ruleRyTrump, ErrRyTrump, "%s", what)
		}
		return c, nil
	case Double:
		if !a.over {
			return c, refuse(ruleDblWhen, ErrDoubleEarly, "%s during the bidding", what)
		}
		if c.HasSeat && c.Seat.Team() == a.highSeat.Team() {
			return c, refuse(ruleDblWho, ErrDoubleSide, "%s: %s is on the playing side", what, c.Seat.Name())
		}
		if a.doubling != Undoubled {
			return c, refuse(ruleDblOnce, ErrDoubledTwice, "%s: already %sd", what, a.doubling)
		}
		if a.trumpSet && a.named == NamedAfter && a.high.Contract.Needed() > 0 {
			return c, refuse(ruleDblTrump, ErrDoubleLate, "%s after %s was named", what, trumpWords(a.trump))
		}
		return c, nil
	case Redouble:
		if !a.over {
			return c, refuse(ruleRdbl, ErrRedoubleWhen, "%s during the bidding", what)
		}
		if !a.lastDbl {
			return c, refuse(ruleRdbl, ErrRedoubleWhen, "%s: the last call was not a double", what)
		}
		if c.HasSeat && c.Seat.Team() != a.highSeat.Team() {
			return c, refuse(ruleRdblWho, ErrRedoubleSide, "%s: %s is not on the playing side", what, c.Seat.Name())
		}
		return c, nil
	case NameTrump:
		if !a.over {
			return c, refuse(ruleTrumpNow, ErrTrumpEarly, "%s during the bidding", what)
		}
		if a.high.Contract.IsRy() {
			return c, refuse(ruleRyTrump, ErrRyTrump, "%s for %s", what, a.high.Contract.Name())
		}
		if a.trumpSet {
			return c, refuse(ruleTrumpSet, ErrTrumpKnown, "%s: %s was already named", what, trumpWords(a.trump))
		}
		if c.HasSeat && c.Seat != a.highSeat {
			return c, refuse(ruleTrumpWho, ErrTrumpNotTheir, "%s: %s is the declarer", what, a.highSeat.Name())
		}
		c.Seat, c.HasSeat = a.highSeat, true
		return c, nil
	}
	return c, invalid(ErrCall, "%s: %s", what, ErrCall)
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
		e.Add(fmt.Sprintf("%s passes, and may not bid again.", c.Seat.Name()), secFlow, "")
		a.advance()
	case BidCall:
		if a.hasHigh {
			a.prevHigh, a.prevSeat, a.hasPrev = a.high, a.highSeat, true
		}
		a.high, a.highSeat, a.hasHigh = c, c.Seat, true
		if n := c.Contract.Level(); n >= 0 {
			a.gamBid[n] = true
		}
		e.Add(fmt.Sprintf("%s bids %s.", c.Seat.Name(), c.Describe()), secRanking, "PYM-8")
		a.advance()
	case Double:
		a.doubling = Doubled
		a.lastDbl = true
		e.Add(fmt.Sprintf("%s: every point of the deal ×2.", seatVerb(c, "The opponents double", "doubles")), secDouble, "PYM-3")
	case Redouble:
		a.doubling = Redoubled
		e.Add(fmt.Sprintf("%s: every point of the deal ×4.", seatVerb(c, "The playing side redoubles", "redoubles")), secDouble, "PYM-3")
	case NameTrump:
		a.trumpSet, a.trump, a.named = true, c.Trump, NamedAfter
		e.Add(fmt.Sprintf("%s names %s after the bidding.", c.Seat.Name(), trumpWords(c.Trump)), secBidding, "")
	}
	return nil
}

func seatVerb(c Call, anon, verb string) string {
	if c.HasSeat {
		return c.Seat.Name() + " " + verb
	}
	return anon
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
			a.steps.Add("Everyone passed: the deal is played as Burn.", secBurnGame, "")
		default:
			a.steps.Add(fmt.Sprintf("The bidding is over: %s plays %s.", a.highSeat.Name(), a.high.Contract.Name()), secRanking, "")
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
			r.Steps.Add(fmt.Sprintf("%s directly outbid the opponents' %s: if it is lost, %s also loses %d (no bonus if it is won).", a.high.Contract.Name(), a.prevHigh.Contract.Name(), a.highSeat.Team(), r.Penalty), secBidding, "PYM-4")
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
