package carts

import (
	"fmt"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// Ruling ids of RULINGS.md.
const (
	RulingChain    = "CARTS-1"
	RulingScoring  = "CARTS-2"
	RulingLastCard = "CARTS-3"
	// RulingDecks: an overflowed player is out with the cards in hand, the
	// decks by the number of players, and the rule of 16 off unless chosen.
	RulingDecks = "CARTS-4"
)

// Numbers of the rules.
const (
	StartHand       = 8  // cards dealt to every player
	ChainLimit      = 10 // a chain that would exceed this many owed cards breaks
	OverflowLimit   = 25 // a hand of more cards than this at the end of a turn is out
	MaxExchanges    = 3  // hand exchanges per player per game
	MinExchangeHand = 4  // cards needed to exchange the hand
	Rule16Total     = 16 // top + play values for the optional extra turn
	PenaltyCards    = 5  // missed last-card announcement
	PenaltyCardsBig = 7  // ... when another player holds more than BigHand cards
	BigHand         = 10
	DeckCards       = 4 * cards.MaxValue // cards in one Pymtheg deck
)

// Errors wrapped by refusals of a play or action, so the app can tell them
// apart.
var (
	ErrNoMatch       = game.NewSentinel("carts-tity.err.no_match", "a card must match the top card's value or element, or follow it up by one")
	ErrMustAnswer    = game.NewSentinel("carts-tity.err.must_answer", "a player who owes cards must answer with a follow-up or draw them")
	ErrMustSkip      = game.NewSentinel("carts-tity.err.must_skip", "a player told to skip may only answer with a follow-up")
	ErrGameOver      = game.NewSentinel("carts-tity.err.game_over", "the game is over")
	ErrNoExchange    = game.NewSentinel("carts-tity.err.no_exchange", "the hand may be exchanged only three times per game, with 4 or more cards, on a free turn")
	ErrWrongDraw     = game.NewSentinel("carts-tity.err.wrong_draw", "the number of cards drawn must be what the rules ask")
	ErrNothingToSkip = game.NewSentinel("carts-tity.err.nothing_to_skip", "only a player told to skip may skip")
	ErrNoPlayer      = game.NewSentinel("carts-tity.err.no_player", "no such player")
)

// ChainRule is how the owed-cards chain grows (CARTS-1, option "chain").
type ChainRule uint8

const (
	// PlusTwo: every follow-up adds two cards: 2, 4, 6, 8, 10, then it breaks.
	PlusTwo ChainRule = iota
	// Doubling: every follow-up doubles: 2, 4, 8, then it breaks.
	Doubling
)

// ChainRules lists the choices in display order.
var ChainRules = []ChainRule{PlusTwo, Doubling}

// String returns the option value: plus_two or doubling.
func (r ChainRule) String() string {
	switch r {
	case PlusTwo:
		return "plus_two"
	case Doubling:
		return "doubling"
	}
	return fmt.Sprintf("ChainRule(%d)", r)
}

// ParseChainRule reads plus_two or doubling.
func ParseChainRule(s string) (ChainRule, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "plus_two":
		return PlusTwo, nil
	case "doubling":
		return Doubling, nil
	}
	return PlusTwo, game.Refuse(game.ErrInvalid, nil, "chain", msgNotAChainRule.With(s))
}

// Word is the chain rule as the steps name it: its option value in
// English ("chain rule plus_two"), its label in other languages.
func (r ChainRule) Word() game.Word {
	switch r {
	case PlusTwo:
		return wordPlusTwo
	case Doubling:
		return wordDouble
	}
	return game.W("", r.String())
}

// MarshalText writes the option value.
func (r ChainRule) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads the option value.
func (r *ChainRule) UnmarshalText(b []byte) error {
	p, err := ParseChainRule(string(b))
	if err != nil {
		return err
	}
	*r = p
	return nil
}

// Grow returns the chain after one more follow-up on a chain of owed cards.
func (r ChainRule) Grow(owed int) int {
	if owed <= 0 {
		return 2
	}
	if r == Doubling {
		return owed * 2
	}
	return owed + 2
}

// Next is what the next player faces after a play.
type Next uint8

const (
	NextNormal Next = iota // play or draw one card as usual
	NextDraw               // draw the owed cards, unless answering with a follow-up
	NextSkip               // skip the turn, unless answering with a follow-up
	NextSame               // the same player plays again (rule of 16)
)

var nextNames = [...]string{"normal", "draw", "skip", "same"}

// String returns the contract's word: normal, draw, skip (same for an
// extra turn).
func (n Next) String() string {
	if int(n) < len(nextNames) {
		return nextNames[n]
	}
	return fmt.Sprintf("Next(%d)", n)
}

// MarshalText writes the contract's word.
func (n Next) MarshalText() ([]byte, error) { return []byte(n.String()), nil }

// Match is why a card may go on the top card.
type Match uint8

const (
	NoMatch       Match = iota
	SameValue           // same value, any element
	SameElement         // same element, any value
	FollowUpMatch       // one value above or below, any element
)

var matchNames = [...]string{"none", "value", "element", "follow_up"}

// String returns none, value, element or follow_up.
func (m Match) String() string {
	if int(m) < len(matchNames) {
		return matchNames[m]
	}
	return fmt.Sprintf("Match(%d)", m)
}

// MarshalText writes the name.
func (m Match) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// Rules are the house-rule switches that change play.
type Rules struct {
	Chain  ChainRule // CARTS-1
	Rule16 bool      // the optional extra turn on a same-element total of 16
	// Decks shuffled together (CARTS-4); 0: by the number of players
	// (DecksFor). Only TurnState uses it: it bounds the copies of a card
	// on the playing pile.
	Decks int
}

// IsFollowUp reports whether play is one value above or below top. 15 and 1
// are not neighbours.
func IsFollowUp(top, play cards.ElementCard) bool {
	d := play.Value - top.Value
	return d == 1 || d == -1
}

// MatchOf returns why play may go on top, or NoMatch. A follow-up is
// reported as such even when it also shares the element.
func MatchOf(top, play cards.ElementCard) Match {
	switch {
	case IsFollowUp(top, play):
		return FollowUpMatch
	case play.Value == top.Value:
		return SameValue
	case play.Element == top.Element:
		return SameElement
	}
	return NoMatch
}

// Situation is what a player faces when they play.
type Situation struct {
	Top         cards.ElementCard
	Owed        int  // cards the player must draw unless answering with a follow-up
	SkipPending bool // the player must skip unless answering with a follow-up
	// Chain is where the chain of follow-ups stands behind Owed or a
	// pending skip: a same-element follow-up still counts in it (CARTS-1),
	// so a follow-up answering its skip makes the next player owe the next
	// amount. 0: Owed, or with a pending skip FirstChain (the skip of a
	// first follow-up).
	Chain int
	// LastCard: some player holds a single card after this play (the
	// player's own hand included), so nobody can be made to skip and the
	// rule of 16 is off (CARTS-3).
	LastCard bool
	// NextHand is the number of cards the next player holds (0: unknown). A
	// next player with one card owes one card more (CARTS-3).
	NextHand int
	// Hand is the number of cards the player holds before playing (0:
	// unknown). With 1, a legal card is their last: they win.
	Hand int
}

// FirstChain is the chain after a first follow-up, in either chain rule.
const FirstChain = 2

// ChainBase is where the chain stands before the player's follow-up.
func (s Situation) ChainBase() int {
	switch {
	case s.Chain > 0:
		return s.Chain
	case s.SkipPending:
		return FirstChain
	}
	return s.Owed
}

// Result is the outcome of one play.
type Result struct {
	Legal    bool
	Match    Match
	FollowUp bool
	Next     Next
	Owed     int // cards the next player must draw unless answering; 0 unless Next is NextDraw
	// Chain is the chain's count after the play, before any last-card
	// extra (even when that extra voids the debt): the owed cards, or after
	// a same-element follow-up the count that its skip carries on
	// (CARTS-1). 0 when the play ends the chain otherwise. For a refused
	// card, the chain the player still faces.
	Chain       int
	ChainBroken bool // the follow-up would have pushed the chain above 10, or a one-card player's debt above 10
	// DebtVoid: the next player holds a single card and the debt with
	// their extra card would be 11 or more, so it is void (CARTS-3): they
	// owe nothing and play normally.
	DebtVoid  bool
	ExtraTurn bool
	Wins      bool // the card was the player's last (Situation.Hand 1)
	// Reason is nil for a legal play, else a *game.Error (ErrIllegal) whose
	// sentinel is ErrNoMatch, ErrMustAnswer or ErrMustSkip and whose text
	// names the card.
	Reason error
	Steps  game.Explanation
}

// illegal is a refusal of a play (ErrIllegal) at field, said by a
// message, wrapping sentinel and citing rule: a ruling id or the rule in
// words (a Message).
func illegal(field string, rule any, sentinel error, said game.Message) error {
	return game.Refuse(game.ErrIllegal, sentinel, field, said).Citing(rule)
}

// Play resolves one card played on s.Top under rules r. It never fails: an
// illegal card is a Result with Legal false and a Reason.
func Play(r Rules, s Situation, play cards.ElementCard) Result {
	res := Result{Match: MatchOf(s.Top, play)}
	res.FollowUp = res.Match == FollowUpMatch
	ex := &res.Steps
	switch {
	case res.Match == NoMatch:
		res.Reason = illegal("", ErrNoMatch.With(), ErrNoMatch, msgNoMatch.With(play, s.Top))
	case s.Owed > 0 && !res.FollowUp:
		res.Reason = illegal("", RulingChain, ErrMustAnswer, msgMustAnswer.With(play, s.Top, s.Owed, play))
	case s.SkipPending && !res.FollowUp:
		res.Reason = illegal("", RulingChain, ErrMustSkip, msgMustSkip.With(play, s.Top, play))
	}
	if res.Reason != nil {
		ex.Say(msgMayNotPlay.With(play, game.Said(res.Reason)), SecGameFlow, rulingIf(s.Owed > 0 || s.SkipPending))
		res.Next, res.Owed = nextOf(s)
		if res.Next != NextNormal {
			res.Chain = s.ChainBase()
		}
		return res
	}
	res.Legal = true
	switch res.Match {
	case SameValue:
		ex.Say(msgByValue.With(play, s.Top), SecGameFlow, "")
	case SameElement:
		ex.Say(msgByElement.With(play, s.Top, elementWord(play.Element)), SecGameFlow, "")
	case FollowUpMatch:
		follows := msgFollowsUpBelow
		if play.Value > s.Top.Value {
			follows = msgFollowsUpAbove
		}
		ex.Say(follows.With(play, s.Top), SecGameFlow, "")
	}
	if s.Hand == 1 {
		res.Wins = true
		res.Next = NextNormal
		ex.Say(msgLastCardWins.With(), SecEnd, "")
		return res
	}
	if !res.FollowUp {
		res.Next = NextNormal
		if r.Rule16 && play.Element == s.Top.Element && play.Value+s.Top.Value == Rule16Total {
			if s.LastCard {
				ex.Say(msg16NoExtraTurn.With(s.Top.Value, play.Value), SecLastCard, RulingLastCard)
			} else {
				res.ExtraTurn = true
				res.Next = NextSame
				ex.Say(msg16ExtraTurn.With(s.Top.Value, play.Value, elementWord(play.Element)), SecOptional, "")
			}
		}
		if !res.ExtraTurn {
			ex.Say(msgNextNormal.With(), SecGameFlow, "")
		}
		return res
	}
	// A follow-up: the chain grows, breaks, or turns into a skip.
	base := s.ChainBase()
	switch {
	case s.SkipPending:
		ex.Say(msgAnswerSkip.With(base), SecGameFlow, RulingChain)
	case s.Owed > 0:
		ex.Say(msgAnswerChain.With(base), SecGameFlow, RulingChain)
	}
	grown := r.Chain.Grow(base)
	if grown > ChainLimit {
		res.ChainBroken = true
		res.Next = NextNormal
		ex.Say(msgChainBreaks.With(grown, ChainLimit, r.Chain.Word()), SecGameFlow, RulingChain)
		return res
	}
	res.Chain = grown
	if play.Element == s.Top.Element {
		if s.LastCard {
			ex.Say(msgNoSkipLastCard.With(), SecLastCard, RulingLastCard)
		} else {
			res.Next = NextSkip
			after := msgAfterOwes.With(r.Chain.Grow(grown))
			if r.Chain.Grow(grown) > ChainLimit {
				after = msgAfterBreaks.With(ChainLimit)
			}
			ex.Say(msgSameElementSkip.With(elementWord(play.Element), grown, after), SecGameFlow, RulingChain)
			return res
		}
	}
	res.Next = NextDraw
	res.Owed = grown
	if s.NextHand != 1 {
		ex.Say(msgNextOwes.With(grown, r.Chain.Word()), SecGameFlow, RulingChain)
		return res
	}
	ex.Say(msgChainReaches.With(grown, r.Chain.Word()), SecGameFlow, RulingChain)
	if grown+1 > ChainLimit {
		// Chain keeps the count: the extra is the next player's, and
		// TurnState voids it for whoever actually takes the next turn.
		res.Next, res.Owed, res.ChainBroken, res.DebtVoid = NextNormal, 0, true, true
		ex.Say(msgNextVoid.With(grown+1), SecLastCard, RulingLastCard)
	} else {
		res.Owed = grown + 1
		ex.Say(msgNextOneMore.With(grown+1), SecLastCard, RulingLastCard)
	}
	return res
}

// nextOf is the unchanged obligation of a refused play.
func nextOf(s Situation) (Next, int) {
	switch {
	case s.Owed > 0:
		return NextDraw, s.Owed
	case s.SkipPending:
		return NextSkip, 0
	}
	return NextNormal, 0
}

// IsChainCount reports whether rule r can bring the chain to n cards: 2, 4,
// 6, 8 or 10 (doubling: 2, 4 or 8).
func (r ChainRule) IsChainCount(n int) bool {
	for c := r.Grow(0); c <= ChainLimit; c = r.Grow(c) {
		if c == n {
			return true
		}
	}
	return false
}

// CanOwe reports whether rule r can make a player owe n cards: a chain
// count, or for a player on a single card a chain count plus one that stays
// below 11 (CARTS-3).
func (r ChainRule) CanOwe(n int, oneCard bool) bool {
	if oneCard {
		return n <= ChainLimit && r.IsChainCount(n-1)
	}
	return r.IsChainCount(n)
}

// OwedWithLastCard is what a player holding hand cards must draw for a chain
// of owed cards: one more with a single card, and nothing when that makes
// 11 or more (the obligation is void and the chain ends, CARTS-3).
func OwedWithLastCard(owed, hand int) int {
	if owed <= 0 {
		return 0
	}
	if hand == 1 {
		owed++
	}
	if owed > ChainLimit {
		return 0
	}
	return owed
}

// LastCardPenalty is what a player who did not announce their last card
// draws: 5, or 7 when any other player holds more than 10 cards.
func LastCardPenalty(otherHands []int) int {
	for _, h := range otherHands {
		if h > BigHand {
			return PenaltyCardsBig
		}
	}
	return PenaltyCards
}

// DecksFor is the number of Pymtheg decks for a table: one up to 5
// players, two from 6, three from 12, four from 18 and so on.
func DecksFor(players int) int {
	if players < 6 {
		return 1
	}
	return 1 + players/6
}

// Overflowed reports whether a hand is out of the game at the end of a turn.
func Overflowed(hand int) bool { return hand > OverflowLimit }

func rulingIf(b bool) string {
	if b {
		return RulingChain
	}
	return ""
}
