package tricks

import (
	"math/rand/v2"

	"arbiter/engine/cards"
)

// RandomLegal deals (for tests, demos and benchmarks) the deck to n seats and plays it out legally: follow
// the led element when possible, else a non-trump card, else the highest
// trump (so PYM-9 is kept). It returns the tricks.
func RandomLegal(rng *rand.Rand, n int, trump cards.Element, dir Direction, leader int) []Trick {
	deck := cards.ElementDeck()
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	hands := make([][]cards.ElementCard, n)
	for i, c := range deck {
		hands[i%n] = append(hands[i%n], c)
	}
	tb := Table{Seats: n, Dir: dir}
	var out []Trick
	for len(hands[0]) > 0 {
		var cs []cards.ElementCard
		for i, s := range tb.Order(leader) {
			h := hands[s]
			pick := rng.IntN(len(h))
			if i > 0 {
				led := cs[0].Element
				pick = -1
				for _, k := range rng.Perm(len(h)) {
					if h[k].Element == led {
						pick = k
						break
					}
				}
				if pick < 0 {
					for _, k := range rng.Perm(len(h)) {
						if h[k].Element != trump || trump == cards.NoElement {
							pick = k
							break
						}
					}
				}
				if pick < 0 { // only trumps: the highest
					pick = 0
					for k := range h {
						if h[k].Value > h[pick].Value {
							pick = k
						}
					}
				}
			}
			cs = append(cs, h[pick])
			hands[s] = append(h[:pick:pick], h[pick+1:]...)
		}
		out = append(out, Trick{Leader: leader, Cards: cs})
		leader = tb.Order(leader)[Winner(cs, trump)]
	}
	return out
}
