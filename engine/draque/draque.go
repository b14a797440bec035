package draque

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// Rulebook sections cited by explanations.
const (
	SecGoal       = "Draque & Yirken: Goal of the game"
	SecFlow       = "Draque & Yirken: Flow of the game"
	SecSeries     = "Draque & Yirken: What is a series?"
	SecNotes      = "Draque & Yirken: A few notes"
	SecExhaustion = "Draque & Yirken: Out of cards in the drawing pile"
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
	ErrNotInHand      = errors.New("the discard must be one of the claimant's cards")
	ErrTooShort       = errors.New("a series has at least 3 cards")
	ErrNotConsecutive = errors.New("a series is a run of consecutive values")
	ErrMixedElements  = errors.New("a series is of one element (unless ignore_element is agreed)")
	ErrOutOfGame      = errors.New("a card put out of game can never be part of a series")
	ErrNotExtreme     = errors.New("only a card of the lowest or highest value still in game may be put out")
	ErrImpossibleOut  = errors.New("the cards out of game must have left from the low or the high end")
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
		return &game.Error{Kind: game.ErrImpossible, Field: field, Msg: fmt.Sprintf("all %d cards are listed: a card is put out from a hand, and the last discard stays in game", len(out)), Rule: game.RuleImpossible, Sentinel: ErrImpossibleOut}
	}
	for i, c := range out {
		if c.Value > lo && c.Value < hi {
			return &game.Error{Kind: game.ErrImpossible, Field: fmt.Sprintf("%s[%d]", field, i),
				Msg:  fmt.Sprintf("%s could not have been put out in any order: a card leaves only while its value is the lowest or highest still in game, and values below and above %d are still in game (lowest %d, highest %d)", c, c.Value, lo, hi),
				Rule: game.RuleImpossible, Sentinel: ErrImpossibleOut}
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
			return &game.Error{Kind: game.ErrImpossible, Field: fmt.Sprintf("%s[%d]", field, i),
				Msg:  fmt.Sprintf("%q appears twice (also at %d): the one deck holds every card once", c, j),
				Rule: game.RuleImpossible, Sentinel: cards.ErrDuplicate}
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
		return &game.Error{Kind: game.ErrIllegal, Field: "card", Msg: fmt.Sprintf("%s is not in the hand", card), Rule: "a player puts out a card of their own hand", Sentinel: ErrNotInHand}
	}
	lo, hi := OutOfGame(out)
	return &game.Error{Kind: game.ErrIllegal, Field: "card", Msg: fmt.Sprintf("%s: the lowest value in game is %d and the highest %d", card, lo, hi), Rule: ErrNotExtreme.Error(), Sentinel: ErrNotExtreme}
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
		cl.Reason = fmt.Errorf("discard %s is not in the hand: %w", discard, ErrNotInHand)
		cl.Steps.Add(fmt.Sprintf("The discard %s is not one of the claimant's cards.", discard), SecSeries, "")
		return cl
	}
	for _, c := range out {
		if c == discard {
			cl.Reason = fmt.Errorf("discard %s was put out of game and is in no one's hand: %w", discard, ErrOutOfGame)
			cl.Steps.Add(reasonText(cl.Reason)+".", SecNotes, "")
			return cl
		}
	}
	rest := make([]cards.ElementCard, 0, len(hand)-1)
	rest = append(rest, hand[:di]...)
	rest = append(rest, hand[di+1:]...)
	sortByValue(rest)
	cl.Steps.Add(fmt.Sprintf("%s is discarded; the series to check is %s.", discard, list(rest)), SecSeries, RulingSeries)
	if err := seriesError(rest, out, ignoreElement); err != nil {
		cl.Reason = err
		cl.Steps.Add(reasonText(err)+".", sectionOf(err), RulingSeries)
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
			cl.Steps.Add(fmt.Sprintf("Discarding %s instead would have made a winning series.", list(cl.BetterDiscard)), SecSeries, RulingSeries)
		}
		return cl
	}
	cl.Valid = true
	cl.Series = rest
	how := "all of " + rest[0].Element.Name()
	if ignoreElement {
		how = "elements ignored by agreement"
	}
	cl.Steps.Add(fmt.Sprintf("%s runs %d to %d without a gap (%s): a winning series of %d cards.", list(rest), rest[0].Value, rest[len(rest)-1].Value, how, len(rest)), SecSeries, RulingSeries)
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
			return fmt.Errorf("%s was put out of game: %w", c, ErrOutOfGame)
		}
	}
	if len(cs) < MinSeries {
		return fmt.Errorf("%d cards left for the series, fewer than %d: %w", len(cs), MinSeries, ErrTooShort)
	}
	s := append([]cards.ElementCard(nil), cs...)
	sortByValue(s)
	for i := 1; i < len(s); i++ {
		if s[i].Value != s[i-1].Value+1 {
			if s[i].Value == s[i-1].Value {
				return fmt.Errorf("%s and %s have the same value: %w", s[i-1], s[i], ErrNotConsecutive)
			}
			return fmt.Errorf("%s is not followed by %d but by %s: %w", s[i-1], s[i-1].Value+1, s[i], ErrNotConsecutive)
		}
	}
	if !ignoreElement {
		for _, c := range s[1:] {
			if c.Element != s[0].Element {
				return fmt.Errorf("%s is %s while %s is %s: %w", c, c.Element.Name(), s[0], s[0].Element.Name(), ErrMixedElements)
			}
		}
	}
	return nil
}

func sectionOf(err error) string {
	if errors.Is(err, ErrOutOfGame) {
		return SecNotes
	}
	return SecSeries
}

// reasonText is an error's text with the rule first: "a series has at
// least 3 cards: 2 cards left…".
func reasonText(err error) string {
	u := errors.Unwrap(err)
	if u == nil {
		return err.Error()
	}
	detail := strings.TrimSuffix(err.Error(), ": "+u.Error())
	r := u.Error()
	return strings.ToUpper(r[:1]) + r[1:] + ": " + detail
}

func sortByValue(cs []cards.ElementCard) {
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].Value != cs[j].Value {
			return cs[i].Value < cs[j].Value
		}
		return cs[i].Element < cs[j].Element
	})
}

func list(cs []cards.ElementCard) string { return strings.Join(cards.ElementCards(cs).Strings(), " ") }
