package gen

import (
	"math/rand/v2"
	"slices"

	"arbiter/engine/cards"
	engine "arbiter/engine/draque"
	"arbiter/scoring"
	"arbiter/scoring/draque"
)

// maxOut bounds the cards Next puts out of game: the four 1s, 15s, 2s,
// 14s, 3s and 13s, leaving plenty of cards for the hands and the piles.
const maxOut = 24

// draqueGame seats 2 to 4 players; series may mix elements by seed.
func draqueGame(rng *rand.Rand) (scoring.Setup, scoring.Values, []string) {
	return draque.Setup{}, scoring.Values{"ignore_element": chance(rng, 0.3)}, names("P", 2+rng.IntN(3))
}

// draqueNext makes a claim that fails, so that the game goes on: a player
// shows a hand of up to eight cards (fewer once cards went out of game,
// some of them maybe by this player), and the cards out of game are the
// last claim's plus, now and then, a card or two of the lowest or highest
// value still in game. Only when no failing claim is found does it return
// one that stands.
func draqueNext(g Game, st scoring.State, rng *rand.Rand) (scoring.Round, bool) {
	game := st.(*draque.Game)
	players := game.Players()
	var winning *draque.Claim
	for range tries {
		out := game.OutOfGame()
		if len(out) < maxOut && chance(rng, 0.3) {
			for range 1 + rng.IntN(2) {
				if ext := extremes(out); len(ext) > 0 && len(out) < maxOut {
					out = append(out, pick(rng, ext))
				}
			}
		}
		size := engine.ClaimHand - rng.IntN(min(len(out), 4)+1)
		var pool []cards.ElementCard
		for _, c := range cards.ElementDeck() {
			if !slices.Contains(out, c) {
				pool = append(pool, c)
			}
		}
		hand := shuffled(rng, pool)[:size]
		c := draque.Claim{Claimant: pick(rng, players), Hand: hand, Discard: pick(rng, hand), OutOfGame: out}
		v, err := game.Preview(c)
		switch {
		case err != nil:
		case !v.Valid:
			return c, true
		case winning == nil:
			winning = &c
		}
	}
	if winning != nil {
		return *winning, true
	}
	return nil, false
}

// extremes returns the cards still in game of the lowest or highest value
// still in game: the ones a player may put out now.
func extremes(out []cards.ElementCard) []cards.ElementCard {
	return engine.CanPutOut(cards.ElementDeck(), out)
}
