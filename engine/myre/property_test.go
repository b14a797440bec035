package myre

import (
	"math/rand/v2"
	"testing"

	"arbiter/engine/cards"
)

// bruteStrength tries every partition of pool into at most one run and
// any number of pairs (the rest loose) and returns the best strength. It
// knows nothing of the optimiser: it enumerates card by card.
func bruteStrength(pool []cards.Card) int {
	best := 0
	n := len(pool)
	// Every subset as the run (or none).
	for mask := 0; mask < 1<<n; mask++ {
		var run []cards.Card
		var rest []cards.Card
		for i := 0; i < n; i++ {
			if mask&(1<<i) != 0 {
				run = append(run, pool[i])
			} else {
				rest = append(rest, pool[i])
			}
		}
		runStrength := 0
		if len(run) > 0 {
			if !isRun(run) {
				continue
			}
			runStrength = len(run)
		}
		if s := runStrength + PairStrength*brutePairs(rest); s > best {
			best = s
		}
	}
	return best
}

// isRun: 2+ cards of distinct consecutive ranks, the Ace low or high.
func isRun(cs []cards.Card) bool {
	if len(cs) < 2 {
		return false
	}
	for _, aceHigh := range []bool{false, true} {
		var seen [15]bool
		lo, hi, ok := 99, 0, true
		for _, c := range cs {
			v := int(c.Rank)
			if aceHigh && c.Rank == cards.Ace {
				v = 14
			}
			if seen[v] {
				ok = false
			}
			seen[v] = true
			lo, hi = min(lo, v), max(hi, v)
		}
		if ok && hi-lo+1 == len(cs) {
			return true
		}
	}
	return false
}

// brutePairs is the most disjoint pairs: the first card stays loose or
// pairs with any later card of its rank.
func brutePairs(cs []cards.Card) int {
	if len(cs) < 2 {
		return 0
	}
	best := brutePairs(cs[1:])
	for j := 1; j < len(cs); j++ {
		if cs[j].Rank == cs[0].Rank {
			rest := append(append([]cards.Card{}, cs[1:j]...), cs[j+1:]...)
			if p := 1 + brutePairs(rest); p > best {
				best = p
			}
		}
	}
	return best
}

// bruteArmy returns the strength of positioned cards with the defender's
// bonus (at most one scouted card, only if the side owns the pile), and the
// highest scouted card that some strongest partition puts in a formation.
func bruteArmy(positioned, pile []cards.Card, owns bool) (int, cards.Card) {
	best := bruteStrength(positioned)
	var scout cards.Card
	if !owns {
		return best, scout
	}
	for _, x := range pile {
		pool := append(append([]cards.Card{}, positioned...), x)
		// The strongest partition that puts x in a formation.
		forced := bruteForced(pool, len(pool)-1)
		if forced < 0 {
			continue
		}
		switch {
		case forced > best:
			best, scout = forced, x
		case forced == best && (!scout.Valid() || x.Rank.AceHigh() > scout.Rank.AceHigh()):
			scout = x
		}
	}
	return best, scout
}

// bruteForced is the best strength over partitions where pool[k] is in a
// formation (-1 if none).
func bruteForced(pool []cards.Card, k int) int {
	best := -1
	n := len(pool)
	for mask := 0; mask < 1<<n; mask++ {
		var run, rest []cards.Card
		for i := 0; i < n; i++ {
			if mask&(1<<i) != 0 {
				run = append(run, pool[i])
			} else if i != k {
				rest = append(rest, pool[i])
			}
		}
		if len(run) > 0 && !isRun(run) {
			continue
		}
		if mask&(1<<k) != 0 {
			if s := len(run) + PairStrength*brutePairs(rest); s > best {
				best = s
			}
			continue
		}
		// k pairs with some card of rest of its rank.
		for j, c := range rest {
			if c.Rank == pool[k].Rank {
				r2 := append(append([]cards.Card{}, rest[:j]...), rest[j+1:]...)
				if s := len(run) + PairStrength*(1+brutePairs(r2)); s > best {
					best = s
				}
			}
		}
	}
	return best
}

// TestOptimiserMatchesBruteForce: on thousands of random armies of one
// colour (the game's case) the optimiser's strength and scout choice equal
// the brute force's.
func TestOptimiserMatchesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	deck := cards.StandardDeck(false)
	for i := 0; i < 5000; i++ {
		side := Red
		if i%2 == 1 {
			side = Black
		}
		var own []cards.Card
		for _, c := range deck {
			if c.Color() == side.Color() {
				own = append(own, c)
			}
		}
		rng.Shuffle(len(own), func(a, b int) { own[a], own[b] = own[b], own[a] })
		n := rng.IntN(6)
		pileN := 1 + rng.IntN(2)
		positioned := own[:n]
		pile := own[n : n+pileN]
		owns := rng.IntN(3) > 0
		var ps []Played
		for _, c := range positioned {
			ps = append(ps, Played{Card: c})
		}
		if rng.IntN(4) == 0 {
			ps = append(ps, Played{Card: cards.RedJokerCard, FaceDown: rng.IntN(2) == 0})
		}
		a := Preview(side, ps, pile, owns, Options{DoubleScouts: true})
		want, wantScout := bruteArmy(positioned, pile, owns)
		if a.FormationStrength != want {
			t.Fatalf("%s behind %s (owns %v): optimiser %d, brute force %d (%v)", cards.Cards(positioned), cards.Cards(pile), owns, a.FormationStrength, want, a.Formations)
		}
		gotScout := cards.Card{}
		if a.ScoutUsed != nil {
			gotScout = *a.ScoutUsed
		}
		if gotScout.Rank != wantScout.Rank || gotScout.Valid() != wantScout.Valid() {
			t.Fatalf("%s behind %s: optimiser brings %v, brute force %v", cards.Cards(positioned), cards.Cards(pile), gotScout, wantScout)
		}
		checkFormations(t, a, positioned)
	}
}

// TestBestMatchesBruteForce: any multiset (both colours, three and four of
// a kind, up to 9 cards), Best equals the brute force.
func TestBestMatchesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	deck := cards.StandardDeck(false)
	for i := 0; i < 3000; i++ {
		rng.Shuffle(len(deck), func(a, b int) { deck[a], deck[b] = deck[b], deck[a] })
		// A narrow rank window makes runs, pairs and triples likely.
		var pool []cards.Card
		size := 2 + rng.IntN(8)
		lo := 1 + rng.IntN(10)
		for _, c := range deck {
			if int(c.Rank) >= lo && int(c.Rank) < lo+4 || (c.Rank == cards.Ace && lo > 9) {
				pool = append(pool, c)
			}
			if len(pool) == size {
				break
			}
		}
		_, _, s := Best(pool)
		if want := bruteStrength(pool); s != want {
			t.Fatalf("Best(%s) = %d, brute force %d", cards.Cards(pool), s, want)
		}
	}
}

// checkFormations verifies the formations are real: one run at most, each
// card once, strengths adding up, loose + formations = the cards.
func checkFormations(t *testing.T, a Army, positioned []cards.Card) {
	t.Helper()
	runs, total := 0, 0
	seen := map[cards.Card]bool{}
	for _, f := range a.Formations {
		for _, c := range f.Cards {
			if seen[c] {
				t.Fatalf("%s used twice in %v", c, a.Formations)
			}
			seen[c] = true
		}
		switch f.Kind {
		case Run:
			runs++
			if !isRun(f.Cards) || f.Strength != len(f.Cards) {
				t.Fatalf("bad run %v", f)
			}
		case Pair:
			if len(f.Cards) != 2 || f.Cards[0].Rank != f.Cards[1].Rank || f.Strength != PairStrength {
				t.Fatalf("bad pair %v", f)
			}
		}
		total += f.Strength
	}
	if runs > 1 || total != a.FormationStrength {
		t.Fatalf("%d runs, total %d vs %d", runs, total, a.FormationStrength)
	}
	want := len(positioned)
	if a.ScoutUsed != nil {
		want++
	}
	if len(seen)+len(a.Loose) != want {
		t.Fatalf("formations %v + loose %v do not cover %d cards", a.Formations, a.Loose, want)
	}
}

// FuzzBest compares Best with the brute force on fuzzer-chosen cards (up to
// 9 distinct cards of the 52, jokers ignored) and checks Preview never
// panics whatever the pile and ownership.
func FuzzBest(f *testing.F) {
	f.Add([]byte{0, 1, 2, 16, 29}, true)
	f.Add([]byte{11, 12, 0, 1, 2}, false)
	f.Add([]byte{3, 16, 29, 42, 4}, true)
	deck := cards.StandardDeck(true)
	f.Fuzz(func(t *testing.T, data []byte, owns bool) {
		seen := map[cards.Card]bool{}
		var pool []cards.Card
		for _, b := range data {
			c := deck[int(b)%len(deck)]
			if seen[c] {
				continue
			}
			seen[c] = true
			pool = append(pool, c)
			if len(pool) == 9 {
				break
			}
		}
		var suited []cards.Card
		for _, c := range pool {
			if !c.IsJoker() {
				suited = append(suited, c)
			}
		}
		forms, loose, s := Best(pool)
		if want := bruteStrength(suited); s != want {
			t.Fatalf("Best(%s) = %d, brute force %d", cards.Cards(pool), s, want)
		}
		n := len(loose)
		for _, f := range forms {
			n += len(f.Cards)
		}
		if n != len(suited) {
			t.Fatalf("Best(%s): formations %v and loose %v do not cover the cards", cards.Cards(pool), forms, loose)
		}
		var ps []Played
		for i, c := range pool {
			ps = append(ps, Played{Card: c, FaceDown: i%2 == 0})
		}
		if len(ps) > 2 {
			a := Preview(Red, ps[2:], pool[:2], owns, Options{DoubleScouts: true})
			if a.Strength < a.FormationStrength {
				t.Fatalf("strength %d below formations %d", a.Strength, a.FormationStrength)
			}
		}
	})
}
