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
		return game.Refuse(game.ErrImpossible, nil, "hand", msgHandTooBig.With(len(hand), draque.ClaimHand, draque.HandSize)).Citing(game.RuleImpossible)
	}
	// A card cannot be both in the hand and out of game (the contract's
	// one-physical-card rule).
	inHand := make(map[cards.ElementCard]bool, len(hand))
	for _, c := range hand {
		inHand[c] = true
	}
	for i, c := range out {
		if inHand[c] {
			return game.Refuse(game.ErrImpossible, cards.ErrDuplicate, fmt.Sprintf("out_of_game[%d]", i), msgAlsoInHand.With(c)).Citing(game.RuleImpossible)
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
		return Verdict{}, game.Refuse(game.ErrInvalid, nil, "hand", msgNoHand.With())
	}
	if !discard.Valid() {
		return Verdict{}, game.Refuse(game.ErrInvalid, nil, "discard", msgNoDiscard.With())
	}
	lo, hi := draque.OutOfGame(out)
	v := Verdict{Series: cards.ElementCards{}, Reasons: []string{}, BetterDiscard: cards.ElementCards{}, Lowest: lo, Highest: hi, Steps: game.Explanation{}}
	v.Steps.Say(msgInGame.With(lo, hi), draque.SecNotes, "")
	cl := draque.CheckWin(hand, discard, out, ignoreElement)
	if errors.Is(cl.Reason, draque.ErrNotInHand) {
		return Verdict{}, game.Refuse(game.ErrInvalid, nil, "discard", msgDiscardAbsent.With(discard))
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

// parseCards reads cards as cards.ParseElementCards does, refusing a text
// that is no card at its place ("hand[2]").
func parseCards(field string, in []string) ([]cards.ElementCard, error) {
	out := make([]cards.ElementCard, 0, len(in))
	for i, s := range in {
		c, err := cards.ParseElementCard(s)
		if err != nil {
			return nil, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("%s[%d]", field, i), msgCardErr.With(err))
		}
		out = append(out, c)
	}
	return out, nil
}
