package gen

import (
	"math/rand/v2"

	engine "arbiter/engine/carts"
	"arbiter/scoring"
	"arbiter/scoring/carts"
)

// cartsGame seats 2 to 8 players, with the decks the rules give them or
// four (enough for everyone but one to overflow). The end is none, a
// limit no game reaches soon (1,000,000) or the most rounds a table may
// agree (10,000), by seed.
func cartsGame(rng *rand.Rand) (scoring.Setup, scoring.Values, []string) {
	players := names("P", 2+rng.IntN(7))
	opts := scoring.Values{"chain": pick(rng, []string{"plus_two", "doubling"}), "rule_16": chance(rng, 0.5),
		"decks": pick(rng, []int{0, 0, 4})}
	switch rng.IntN(3) {
	case 0:
		opts["limit"] = 0
	case 1:
		opts["limit"] = 1000000
	default:
		opts["limit"], opts["rounds"] = 0, 10000
	}
	return carts.Setup{}, opts, players
}

// cartsNext ends a round one of the two ways the rules allow: a player
// empties their hand while the others hold a few cards (now and then one
// overflows), or everyone but one overflows. Sole survivors and overflows
// move the totals, which the survivor's bonus depends on (never below 0).
// The hands of a round fit in the decks, the overflowed ones included.
func cartsNext(g Game, st scoring.State, rng *rand.Rand) (scoring.Round, bool) {
	game := st.(*carts.Game)
	players := game.Players()
	for range tries {
		r := carts.Round{CardsLeft: map[string]int{}, Overflowed: []string{}}
		if chance(rng, 0.08) {
			survivor := rng.IntN(len(players))
			for i, p := range players {
				if i == survivor {
					r.CardsLeft[p] = 1 + rng.IntN(12)
				} else {
					r.Overflowed = append(r.Overflowed, p)
					if chance(rng, 0.3) {
						r.CardsLeft[p] = 26 + rng.IntN(carts.MaxOverflowHand-25)
					}
				}
			}
		} else {
			winner := rng.IntN(len(players))
			for i, p := range players {
				switch {
				case i == winner:
					r.CardsLeft[p] = 0
				case len(players) > 2 && chance(rng, 0.08):
					r.Overflowed = append(r.Overflowed, p)
				default:
					r.CardsLeft[p] = 1 + rng.IntN(10)
				}
			}
		}
		if !cartsCardsFit(game, r) {
			continue
		}
		if _, err := game.Preview(r); err == nil {
			return r, true
		}
	}
	return nil, false
}

// cartsCardsFit reports whether a round's hands fit in the game's decks:
// an overflowed player leaves play with more than 25 cards (CARTS-4), so
// the cards of the overflowed hands and of those still in, with the top
// card of the playing pile, are at most the decks'. The game checks the
// hands still in only: with one deck, three players cannot all overflow.
func cartsCardsFit(game *carts.Game, r carts.Round) bool {
	n := 1 // the playing pile's top card
	for _, p := range r.Overflowed {
		if _, listed := r.CardsLeft[p]; !listed {
			n += engine.OverflowLimit + 1
		}
	}
	for _, c := range r.CardsLeft {
		n += c
	}
	return n <= engine.DeckCards*game.Decks()
}
