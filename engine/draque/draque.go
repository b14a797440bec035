package draque

import (
	"errors"
	"fmt"
	"sort"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// RulingSeries is the RULINGS.md id of the winning series.
const RulingSeries = "DRAQUE-1"

// Numbers of the rules.
const (
	HandSize = 7 // cards dealt, and held between turns
	// ClaimHand is the most cards a claimant can hold: the 7 dealt plus the
	// card drawn this turn. Putting a card out of game only lowers it, and
	// rebuilding the drawing pile gives back one card for the one put in.
	ClaimHand = HandSize + 1
	MinSeries = 3 // cards in the shortest series
	Copies    = 4 // copies of each value in the deck (one per element)

	MinPlayers = 2 // Draque & Yirken is played by two to four players,
	MaxPlayers = 4 // always with one deck
)

// Errors wrapped by the reasons of a refused claim or put-out.
var (
	ErrNotInHand      = game.NewSentinel("draque-yirken.err.not_in_hand", "the discard must be one of the claimant's cards")
	ErrTooShort       = game.NewSentinel("draque-yirken.err.too_short", "a series has at least 3 cards")
	ErrNotConsecutive = game.NewSentinel("draque-yirken.err.not_consecutive", "a series is a run of consecutive values")
	ErrMixedElements  = game.NewSentinel("draque-yirken.err.mixed_elements", "a series is of one element (unless ignore_element is agreed)")
	ErrOutOfGame      = game.NewSentinel("draque-yirken.err.out_of_game", "a card put out of game can never be part of a series")
	ErrNotExtreme     = game.NewSentinel("draque-yirken.err.not_extreme", "only a card of the lowest or highest value still in game may be put out")
	ErrImpossibleOut  = game.NewSentinel("draque-yirken.err.impossible_out", "the cards out of game must have left from the low or the high end")
)

// Extremes is the lowest and highest value still in game. When every card
// is out (which no real table reaches) both are 0.
type Extremes struct {
	Lowest  int `json:"lowest"`
	Highest int `json:"highest"`
}

// counts returns how many copies of each value are out.
func counts(out []cards.ElementCard) [cards.MaxValue + 2]int {
	var n [cards.MaxValue + 2]int
	for _, c := range out {
		if c.Value >= 1 && c.Value <= cards.MaxValue {
			n[c.Value]++
		}
	}
	return n
}

// OutOfGame returns the lowest and highest values still in game: a value
// stays in game until all four of its cards are out, and then the next
// one moves up (or down) to take its place.
func OutOfGame(out []cards.ElementCard) (lowest, highest int) {
	n := counts(out)
	for v := 1; v <= cards.MaxValue; v++ {
		if n[v] < Copies {
			lowest = v
			break
		}
	}
	for v := cards.MaxValue; v >= 1; v-- {
		if n[v] < Copies {
			highest = v
			break
		}
	}
	return lowest, highest
}

// CheckOut verifies that the cards out of game could have been put out in
// some order (GEN-1): no card twice, not every card of the deck (the last
// discard at least stays in game), and every card's value at the low or
// high end when it left, that is all lower values, or all higher ones, are
// fully out. That is also enough: the values below the lowest still in game
// leave from 1 up, those above the highest from 15 down, and then the
// copies of the lowest and highest themselves. field names the list in
// refusals, which are *game.Error values of kind ErrImpossible.
func CheckOut(field string, out []cards.ElementCard) error {
	if err := CheckCopies(field, out); err != nil {
		return err
	}
	lo, hi := OutOfGame(out)
	if lo == 0 {
		return game.Refuse(game.ErrImpossible, ErrImpossibleOut, field, msgAllListed.With(len(out))).Citing(game.RuleImpossible)
	}
	for i, c := range out {
		if c.Value > lo && c.Value < hi {
			return game.Refuse(game.ErrImpossible, ErrImpossibleOut, fmt.Sprintf("%s[%d]", field, i),
				msgNoOrder.With(c, c.Value, lo, hi)).Citing(game.RuleImpossible)
		}
	}
	return nil
}

// CheckCopies refuses a card listed twice in cs (GEN-1): Draque & Yirken
// is played with one deck, which holds every card once.
func CheckCopies(field string, cs []cards.ElementCard) error {
	seen := make(map[cards.ElementCard]int, len(cs))
	for i, c := range cs {
		if j, ok := seen[c]; ok {
			return game.Refuse(game.ErrImpossible, cards.ErrDuplicate, fmt.Sprintf("%s[%d]", field, i),
				msgTwice.With(c, j)).Citing(game.RuleImpossible)
		}
		seen[c] = i
	}
	return nil
}

// CanPutOut returns the cards of hand that may be put out of game now: those
// of the lowest or highest value still in game. A hand card that is already
// out is never offered.
func CanPutOut(hand, out []cards.ElementCard) []cards.ElementCard {
	lo, hi := OutOfGame(out)
	isOut := make(map[cards.ElementCard]bool, len(out))
	for _, c := range out {
		isOut[c] = true
	}
	res := []cards.ElementCard{}
	for _, c := range hand {
		if !isOut[c] && (c.Value == lo || c.Value == hi) {
			res = append(res, c)
		}
	}
	return res
}

// PutOut checks that card may be put out of game from hand: it must be in
// hand and of the lowest or highest value still in game. A refusal is a
// *game.Error (ErrIllegal) wrapping ErrNotInHand or ErrNotExtreme.
func PutOut(hand, out []cards.ElementCard, card cards.ElementCard) error {
	for _, c := range CanPutOut(hand, out) {
		if c == card {
			return nil
		}
	}
	inHand := false
	for _, c := range hand {
		inHand = inHand || c == card
	}
	if !inHand {
		return game.Refuse(game.ErrIllegal, ErrNotInHand, "card", msgNotInHand.With(card)).Citing(ruleOwnHand.With())
	}
	lo, hi := OutOfGame(out)
	return game.Refuse(game.ErrIllegal, ErrNotExtreme, "card", msgNotEnd.With(card, lo, hi)).Citing(ErrNotExtreme.With())
}

// Claim is the verdict on a claimed win.
type Claim struct {
	Valid  bool
	Series []cards.ElementCard // the winning series in value order (empty when invalid)
	// Reason is nil for a valid claim, else an error wrapping ErrTooShort,
	// ErrNotConsecutive, ErrMixedElements or ErrOutOfGame.
	Reason error
	// BetterDiscard lists the cards whose discard would have made a valid
	// claim, when the chosen one did not.
	BetterDiscard []cards.ElementCard
	Steps         game.Explanation
}

// CheckWin checks a claimed win: every card of hand but discard (which must
// be in hand) forms one series of at least 3 consecutive values, of one
// element unless ignoreElement, and none of them is out of game. hand must
// hold no card twice.
func CheckWin(hand []cards.ElementCard, discard cards.ElementCard, out []cards.ElementCard, ignoreElement bool) Claim {
	cl := Claim{Series: []cards.ElementCard{}, BetterDiscard: []cards.ElementCard{}}
	di := -1
	for i, c := range hand {
		if c == discard {
			di = i
			break
		}
	}
	if di < 0 {
		cl.Reason = &reason{rule: ErrNotInHand, what: msgDiscardNotHeld.With(discard)}
		cl.Steps.Say(msgDiscardNotInHand.With(discard), SecSeries, "")
		return cl
	}
	for _, c := range out {
		if c == discard {
			cl.Reason = &reason{rule: ErrOutOfGame, what: msgDiscardOut.With(discard)}
			cl.Steps.Say(reasonStep(cl.Reason), SecNotes, "")
			return cl
		}
	}
	rest := make([]cards.ElementCard, 0, len(hand)-1)
	rest = append(rest, hand[:di]...)
	rest = append(rest, hand[di+1:]...)
	sortByValue(rest)
	cl.Steps.Say(msgToCheck.With(discard, list(rest)), SecSeries, RulingSeries)
	if err := seriesError(rest, out, ignoreElement); err != nil {
		cl.Reason = err
		cl.Steps.Say(reasonStep(err), sectionOf(err), RulingSeries)
		for _, c := range hand {
			if c == discard {
				continue
			}
			others := make([]cards.ElementCard, 0, len(hand)-1)
			for _, d := range hand {
				if d != c {
					others = append(others, d)
				}
			}
			if seriesError(others, out, ignoreElement) == nil {
				cl.BetterDiscard = append(cl.BetterDiscard, c)
			}
		}
		if len(cl.BetterDiscard) > 0 {
			cl.Steps.Say(msgBetterDiscard.With(list(cl.BetterDiscard)), SecSeries, RulingSeries)
		}
		return cl
	}
	cl.Valid = true
	cl.Series = rest
	var how any = msgAllOf.With(elementWord(rest[0].Element))
	if ignoreElement {
		how = wordIgnored
	}
	cl.Steps.Say(msgWinningSeries.With(list(rest), rest[0].Value, rest[len(rest)-1].Value, how, len(rest)), SecSeries, RulingSeries)
	return cl
}

// IsSeries reports whether cs (in any order) form one series.
func IsSeries(cs []cards.ElementCard, ignoreElement bool) bool {
	return seriesError(cs, nil, ignoreElement) == nil
}

// seriesError says why cs are not one series, or nil.
func seriesError(cs, out []cards.ElementCard, ignoreElement bool) error {
	isOut := make(map[cards.ElementCard]bool, len(out))
	for _, c := range out {
		isOut[c] = true
	}
	for _, c := range cs {
		if isOut[c] {
			return &reason{rule: ErrOutOfGame, what: msgWasPutOut.With(c)}
		}
	}
	if len(cs) < MinSeries {
		return &reason{rule: ErrTooShort, what: msgTooFew.With(len(cs), MinSeries)}
	}
	s := append([]cards.ElementCard(nil), cs...)
	sortByValue(s)
	for i := 1; i < len(s); i++ {
		if s[i].Value != s[i-1].Value+1 {
			if s[i].Value == s[i-1].Value {
				return &reason{rule: ErrNotConsecutive, what: msgSameValue.With(s[i-1], s[i])}
			}
			return &reason{rule: ErrNotConsecutive, what: msgGap.With(s[i-1], s[i-1].Value+1, s[i])}
		}
	}
	if !ignoreElement {
		for _, c := range s[1:] {
			if c.Element != s[0].Element {
				return &reason{rule: ErrMixedElements, what: msgMixed.With(c, elementWord(c.Element), s[0], elementWord(s[0].Element))}
			}
		}
	}
	return nil
}

func sectionOf(err error) game.Word {
	if errors.Is(err, ErrOutOfGame) {
		return SecNotes
	}
	return SecSeries
}

// reason is why cards are no winning series: what is wrong, and the rule
// broken, which errors.Is finds. It reads "2 cards left for the series,
// fewer than 3: a series has at least 3 cards".
type reason struct {
	rule *game.Sentinel
	what game.Message
}

func (r *reason) Error() string { return r.what.String() + ": " + r.rule.Error() }

// Unwrap lets errors.Is find the rule's sentinel.
func (r *reason) Unwrap() error { return r.rule }

// Message says the reason in any language.
func (r *reason) Message() game.Message { return msgReason.With(r.what, r.rule) }

// reasonSteps are the steps that say a reason with its rule first.
var reasonSteps = map[*game.Sentinel]game.Def{
	ErrOutOfGame:      stepOutOfGame,
	ErrTooShort:       stepTooShort,
	ErrNotConsecutive: stepNotConsecutive,
	ErrMixedElements:  stepMixedElements,
}

// reasonStep says a reason with the rule first: "A series has at least 3
// cards: 2 cards left for the series, fewer than 3.".
func reasonStep(err error) game.Message {
	var r *reason
	if errors.As(err, &r) {
		if d, ok := reasonSteps[r.rule]; ok {
			return d.With(r.what)
		}
	}
	return game.Said(err)
}

func sortByValue(cs []cards.ElementCard) {
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].Value != cs[j].Value {
			return cs[i].Value < cs[j].Value
		}
		return cs[i].Element < cs[j].Element
	})
}

// list is cards in a row: "Fi3 Fi4 Fi5".
func list(cs []cards.ElementCard) game.List { return game.ListOf(game.JoinSpace, cs) }
