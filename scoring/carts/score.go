package carts

import (
	"fmt"
	"sort"
	"strings"

	"arbiter/engine/carts"
	"arbiter/engine/game"
)

// impossible is a GEN-1 refusal at field with one of the round's sentinels.
func impossible(field string, sentinel error, format string, a ...any) error {
	return &game.Error{Kind: game.ErrImpossible, Field: field, Msg: fmt.Sprintf(format, a...), Rule: game.RuleImpossible, Sentinel: sentinel}
}

// invalid is a refusal of malformed input at field (a player's name may
// hold any character, so the field is not read from the message).
func invalid(field string, format string, a ...any) error {
	return &game.Error{Kind: game.ErrInvalid, Field: field, Msg: fmt.Sprintf(format, a...)}
}

// scoreRound scores one round: each card left is a point, an overflow 30,
// and at a table of 4 or more the sole survivor of overflows gets −20
// instead of counting cards (the total's floor of 0 is applied by Play).
// Refusals name fields of the round ("cards_left.B").
func scoreRound(players []string, r Round, decks int) (Result, error) {
	res := Result{Points: map[string]int{}, Overflowed: []string{}, Steps: game.Explanation{}}
	known := make(map[string]bool, len(players))
	for _, p := range players {
		known[p] = true
	}
	over := map[string]bool{}
	for i, p := range r.Overflowed {
		if !known[p] {
			return res, game.Invalidf("overflowed[%d]: %q is not one of the players", i, p)
		}
		if over[p] {
			return res, game.Invalidf("overflowed[%d]: %q appears twice", i, p)
		}
		over[p] = true
	}
	names := make([]string, 0, len(r.CardsLeft))
	for p := range r.CardsLeft {
		names = append(names, p)
	}
	sort.Strings(names)
	for _, p := range names {
		n := r.CardsLeft[p]
		f := "cards_left." + p
		switch {
		case !known[p]:
			return res, invalid(f, "not one of the players")
		case n < 0:
			return res, game.Impossiblef(f, "%d: a hand holds 0 cards or more", n)
		case over[p] && !carts.Overflowed(n):
			return res, game.Impossiblef(f, "%d: %s overflowed, so they went out with more than %d cards", n, p, carts.OverflowLimit)
		case over[p] && n > MaxOverflowHand:
			return res, game.Impossiblef(f, "%d: a player goes out with at most %d cards (%d when the turn began, plus at most %d owed)", n, MaxOverflowHand, carts.OverflowLimit, carts.ChainLimit)
		case !over[p] && carts.Overflowed(n):
			return res, impossible(f, ErrMustOverflow, "%d cards is more than %d: a player ending a turn with that many overflows; list the player under overflowed", n, carts.OverflowLimit)
		}
	}
	var left []string
	for _, p := range players {
		if over[p] {
			res.Overflowed = append(res.Overflowed, p)
			continue
		}
		if _, ok := r.CardsLeft[p]; !ok {
			return res, invalid("cards_left."+p, "missing: every player still in the game counts the cards left")
		}
		left = append(left, p)
	}
	if len(left) == 0 {
		return res, impossible("overflowed", ErrAllOverflowed, "every player overflowed, but the round ends when one player is left")
	}
	var empty []string
	held := 0
	for _, p := range left {
		if r.CardsLeft[p] == 0 {
			empty = append(empty, p)
		}
		held += r.CardsLeft[p]
	}
	switch {
	case len(empty) > 1:
		return res, impossible("cards_left", ErrSeveralEmpty, "%s all have 0 cards: the first to empty their hand ends the round at once", strings.Join(empty, ", "))
	case len(left) == 1 && len(empty) == 1:
		return res, impossible("cards_left."+left[0], ErrNoRoundEnd, "0 cards, but the others overflowed: the last player left still holds cards (had %s emptied their hand first, the round would have ended before the last overflow)", left[0])
	case len(left) == 1:
		res.Winner = left[0]
		res.SoleSurvivor = true
	case len(empty) == 1:
		res.Winner = empty[0]
	default:
		return res, impossible("cards_left", ErrNoRoundEnd, "nobody has 0 cards and %d players are still in: a round ends only when a hand is empty or one player is left", len(left))
	}
	// The players still in hold at most the decks less the top card of the
	// playing pile (an overflowed hand's cards are not counted: the rules
	// do not say where they go, and the drawing pile is rebuilt from played
	// cards anyway).
	if limit := carts.DeckCards*decks - 1; held > limit {
		return res, game.Impossiblef("cards_left", "the players still in hold %d cards, but %s hold %d and one is the top card of the playing pile", held, plural(decks, "deck", "decks"), carts.DeckCards*decks)
	}
	for _, p := range players {
		switch {
		case over[p]:
			res.Points[p] = OverflowPoints
			res.Steps.Add(fmt.Sprintf("%s overflowed: %d points.", p, OverflowPoints), carts.SecScoring, carts.RulingScoring)
		case p == res.Winner && res.SoleSurvivor && len(players) >= SurvivorMin:
			res.Points[p] = SurvivorBonus
			res.Steps.Add(fmt.Sprintf("%s is the only player left after the others overflowed, at a table of %d: 20 points off, cards not counted (not below 0).", p, len(players)), carts.SecScoring, carts.RulingScoring)
		case p == res.Winner && res.SoleSurvivor:
			res.Points[p] = r.CardsLeft[p]
			res.Steps.Add(fmt.Sprintf("%s is the only player left after the others overflowed; with fewer than %d players they still count their %s.", p, SurvivorMin, plural(r.CardsLeft[p], "card", "cards")), carts.SecScoring, carts.RulingScoring)
		case p == res.Winner:
			res.Points[p] = 0
			res.Steps.Add(fmt.Sprintf("%s emptied their hand and ends the round: 0 points.", p), carts.SecScoring, carts.RulingScoring)
		default:
			res.Points[p] = r.CardsLeft[p]
			res.Steps.Add(fmt.Sprintf("%s holds %s: %d points.", p, plural(r.CardsLeft[p], "card", "cards"), r.CardsLeft[p]), carts.SecScoring, carts.RulingScoring)
		}
	}
	return res, nil
}
