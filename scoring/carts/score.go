package carts

import (
	"fmt"
	"sort"

	"arbiter/engine/carts"
	"arbiter/engine/game"
)

// impossible is a GEN-1 refusal at field, said by a message, with one of
// the round's sentinels or none.
func impossible(field string, sentinel error, said game.Message) error {
	return game.Refuse(game.ErrImpossible, sentinel, field, said).Citing(game.RuleImpossible)
}

// invalid is a refusal of malformed input at field, said by a message.
func invalid(field string, said game.Message) error {
	return game.Refuse(game.ErrInvalid, nil, field, said)
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
	said := msgTooManyDecks
	if decks == 1 {
		said = msgTooManyOneDeck
	}
	return impossible("cards_left", &DeckLimit{Held: held, Decks: decks, Limit: limit},
		said.With(held, carts.RulingDecks, decks, carts.DeckCards*decks, limit))
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
			return res, invalid(fmt.Sprintf("overflowed[%d]", i), msgNotAPlayer.With(p))
		}
		if over[p] {
			return res, invalid(fmt.Sprintf("overflowed[%d]", i), msgNamedTwice.With(p))
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
			return res, invalid(f, msgNotOneOfPlayers.With())
		case n < 0:
			return res, impossible(f, nil, msgBelowZero.With(n))
		case over[p] && !carts.Overflowed(n):
			return res, impossible(f, nil, msgNotOverflowed.With(n, p, carts.OverflowLimit))
		case over[p] && n > MaxOverflowHand:
			return res, impossible(f, nil, msgOverflowTooBig.With(n, MaxOverflowHand, carts.OverflowLimit, carts.ChainLimit))
		case !over[p] && carts.Overflowed(n):
			return res, impossible(f, ErrMustOverflow, msgMustOverflow.With(n, carts.OverflowLimit))
		}
	}
	var left []string
	for _, p := range players {
		if over[p] {
			res.Overflowed = append(res.Overflowed, p)
			continue
		}
		if _, ok := r.CardsLeft[p]; !ok {
			return res, invalid("cards_left."+p, msgCardsLeftMiss.With())
		}
		left = append(left, p)
	}
	if len(left) == 0 {
		return res, impossible("overflowed", ErrAllOverflowed, msgAllOverflowed.With())
	}
	var empty []string
	for _, p := range left {
		if r.CardsLeft[p] == 0 {
			empty = append(empty, p)
		}
	}
	switch {
	case len(empty) > 1:
		return res, impossible("cards_left", ErrSeveralEmpty, msgSeveralEmpty.With(game.ListOf(game.JoinComma, empty)))
	case len(left) == 1 && len(empty) == 1:
		return res, impossible("cards_left."+left[0], ErrNoRoundEnd, msgLastLeftEmpty.With(left[0]))
	case len(left) == 1:
		res.Winner = left[0]
		res.SoleSurvivor = true
	case len(empty) == 1:
		res.Winner = empty[0]
	default:
		return res, impossible("cards_left", ErrNoRoundEnd, msgNoRoundEnd.With(len(left)))
	}
	if err := checkDeckCards(r, decks); err != nil {
		return res, err
	}
	for _, p := range players {
		switch {
		case over[p]:
			res.Points[p] = OverflowPoints
			res.Steps.Say(msgOverflowed.With(p, OverflowPoints), carts.SecScoring, carts.RulingScoring)
		case p == res.Winner && res.SoleSurvivor && len(players) >= SurvivorMin:
			res.Points[p] = SurvivorBonus
			res.Steps.Say(msgSurvivorBonus.With(p, len(players)), carts.SecScoring, carts.RulingScoring)
		case p == res.Winner && res.SoleSurvivor:
			res.Points[p] = r.CardsLeft[p]
			res.Steps.Say(msgSurvivorCount.With(p, SurvivorMin, nounCard.Of(r.CardsLeft[p])), carts.SecScoring, carts.RulingScoring)
		case p == res.Winner:
			res.Points[p] = 0
			res.Steps.Say(msgEmptied.With(p), carts.SecScoring, carts.RulingScoring)
		default:
			res.Points[p] = r.CardsLeft[p]
			res.Steps.Say(msgHolds.With(p, nounCard.Of(r.CardsLeft[p]), r.CardsLeft[p]), carts.SecScoring, carts.RulingScoring)
		}
	}
	return res, nil
}
