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

// checkDeckCards refuses a round whose hands hold more cards than the
// decks less the top card of the playing pile (CARTS-4, GEN-1). The
// hands of overflowed players count: they went out with their cards,
// which left play, while the players still in drew only from the other
// cards (the drawing pile is rebuilt from the played cards, never from an
// overflowed hand).
func checkDeckCards(r Round, decks int) error {
	held := 0
	for _, n := range r.CardsLeft {
		held += n
	}
	limit := carts.DeckCards*decks - 1
	if held <= limit {
		return nil
	}
	return &game.Error{Kind: game.ErrImpossible, Field: "cards_left", Rule: game.RuleImpossible,
		Sentinel: &DeckLimit{Held: held, Decks: decks, Limit: limit},
		Msg:      fmt.Sprintf("the hands hold %d cards, overflowed hands included (an overflowed player is out with their cards, %s), but %s %d and one of them is the top card of the playing pile: at most %d", held, carts.RulingDecks, plural(decks, "deck holds", "decks hold"), carts.DeckCards*decks, limit)}
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
	for _, p := range left {
		if r.CardsLeft[p] == 0 {
			empty = append(empty, p)
		}
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
	if err := checkDeckCards(r, decks); err != nil {
		return res, err
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
