package draque

import (
	"errors"
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/draque"
	"arbiter/engine/game"
)

// checkTable refuses a hand and a list of cards out of game that no table
// can hold (GEN-1): a card twice, a hand above the 7 dealt plus the one
// drawn, a card both in the hand and out of game, or cards out that no
// order of put-outs reaches.
func checkTable(hand, out []cards.ElementCard) error {
	// One deck holds every card once, and a hand holds at most the 7 cards
	// dealt plus the one drawn this turn.
	if err := draque.CheckCopies("hand", hand); err != nil {
		return err
	}
	if len(hand) > draque.ClaimHand {
		return game.Impossiblef("hand", "%d cards, more than the %d a player can hold (the %d dealt plus the one drawn this turn)", len(hand), draque.ClaimHand, draque.HandSize)
	}
	// A card cannot be both in the hand and out of game (the contract's
	// one-physical-card rule).
	inHand := make(map[cards.ElementCard]bool, len(hand))
	for _, c := range hand {
		inHand[c] = true
	}
	for i, c := range out {
		if inHand[c] {
			return &game.Error{Kind: game.ErrImpossible, Field: fmt.Sprintf("out_of_game[%d]", i),
				Msg:  fmt.Sprintf("%q is also in the hand: the deck has one of each card, so a card put out of game is in no one's hand", c),
				Rule: game.RuleImpossible, Sentinel: cards.ErrDuplicate}
		}
	}
	// Every card out must have left while its value was the lowest or
	// highest still in game.
	return draque.CheckOut("out_of_game", out)
}

// judge gives the verdict on a claimed win whose table checkTable passed:
// the discard must be one of the claimant's cards (else the claim is
// malformed and refused), and every other card must make one series.
func judge(hand []cards.ElementCard, discard cards.ElementCard, out []cards.ElementCard, ignoreElement bool) (Verdict, error) {
	if len(hand) == 0 {
		return Verdict{}, game.Invalidf("hand: missing: the claimant's cards, the discard included")
	}
	if !discard.Valid() {
		return Verdict{}, game.Invalidf("discard: missing: the card the claimant discards to end the game")
	}
	lo, hi := draque.OutOfGame(out)
	v := Verdict{Series: cards.ElementCards{}, Reasons: []string{}, BetterDiscard: cards.ElementCards{}, Lowest: lo, Highest: hi, Steps: game.Explanation{}}
	v.Steps.Add(inGameStep(lo, hi), draque.SecNotes, "")
	cl := draque.CheckWin(hand, discard, out, ignoreElement)
	if errors.Is(cl.Reason, draque.ErrNotInHand) {
		return Verdict{}, game.Invalidf("discard: %s is not in the hand: the hand lists the claimant's cards, the discard included", discard)
	}
	v.Valid = cl.Valid
	v.Discard = discard
	v.Series = cards.ElementCards(cl.Series)
	v.BetterDiscard = cards.ElementCards(cl.BetterDiscard)
	if cl.Reason != nil {
		v.Reasons = append(v.Reasons, cl.Reason.Error())
	}
	v.Steps = append(v.Steps, cl.Steps...)
	return v, nil
}

// inGameStep says which values are still in game.
func inGameStep(lo, hi int) string {
	return fmt.Sprintf("Lowest value still in game: %d; highest: %d (a value leaves once all four of its cards are out).", lo, hi)
}
