// Package myrebest holds the fastest variant of Myre's formation optimiser
// (engine/myre.Best) that the benchmark could make, as a yardstick: its
// tests check it returns exactly what myre.Best returns, and its
// benchmarks run both on the same pools. It is not used by the app.
package myrebest

import (
	"arbiter/engine/cards"
	"arbiter/engine/myre"
)

const aceHigh = 14

// key orders suited cards for display as myre.SortForDisplay does: by rank
// with the Ace high, then clubs, diamonds, hearts, spades.
func key(c cards.Card) int {
	var s int
	switch c.Suit {
	case cards.Clubs:
		s = 0
	case cards.Diamonds:
		s = 1
	case cards.Hearts:
		s = 2
	case cards.Spades:
		s = 3
	default:
		s = 4
	}
	return c.Rank.AceHigh()*8 + s
}

func rankAt(pos int) int {
	if pos == aceHigh {
		return 1
	}
	return pos
}

// Best is myre.Best without copies: the run is scored incrementally (a
// rank joining the run loses a pair only when its count is even) instead
// of recounting every rank for every span, the suited cards are sorted
// once by insertion into a fixed array, and the result takes two
// allocations (the formations and one backing array for every card).
func Best(pool []cards.Card) (formations []myre.Formation, loose []cards.Card, strength int) {
	return best(pool, false)
}

// BestEnginePlan is Best with the engine's way of choosing the plan (a
// copy of the rank counts and a pass over the 13 ranks for every run
// span): it tells how much of the difference is the plan and how much
// the building of the result.
func BestEnginePlan(pool []cards.Card) (formations []myre.Formation, loose []cards.Card, strength int) {
	return best(pool, true)
}

func best(pool []cards.Card, enginePlan bool) (formations []myre.Formation, loose []cards.Card, strength int) {
	var buf [16]cards.Card
	sorted := buf[:0]
	var cnt [14]int
	for _, c := range pool {
		if c.IsJoker() || !c.Valid() {
			continue
		}
		cnt[c.Rank]++
		// Insertion sort, stable: after every card with a key <= c's.
		sorted = append(sorted, c)
		k := key(c)
		i := len(sorted) - 1
		for i > 0 && key(sorted[i-1]) > k {
			sorted[i] = sorted[i-1]
			i--
		}
		sorted[i] = c
	}
	var bs, bu, blo, bhi int
	if enginePlan {
		bs, bu, blo, bhi = planCopying(&cnt)
	} else {
		bs, bu, blo, bhi = plan(&cnt)
	}
	if len(sorted) == 0 {
		return nil, nil, bs
	}
	return build(sorted, &cnt, bu, blo, bhi, bs)
}

// plan scores every run span incrementally: a rank joining the run loses
// one of its pairs only when it has an even count.
func plan(cnt *[14]int) (bs, bu, blo, bhi int) {
	pairs := 0
	for r := 1; r <= 13; r++ {
		pairs += cnt[r] / 2
	}
	// consider(0, 0) first, then every run, in bestPlan's order.
	bs, bu = 3*pairs, 2*pairs
	for lo := 1; lo < aceHigh; lo++ {
		if cnt[rankAt(lo)] == 0 {
			continue
		}
		lost := 0
		if cnt[rankAt(lo)]%2 == 0 {
			lost = 1
		}
		for hi := lo + 1; hi <= aceHigh; hi++ {
			if lo == 1 && hi == aceHigh {
				break
			}
			n := cnt[rankAt(hi)]
			if n == 0 {
				break
			}
			if n%2 == 0 {
				lost++
			}
			l := hi - lo + 1
			s, u := l+3*(pairs-lost), l+2*(pairs-lost)
			if s > bs || s == bs && (u > bu || u == bu && hi > bhi) {
				bs, bu, blo, bhi = s, u, lo, hi
			}
		}
	}
	return bs, bu, blo, bhi
}

// planCopying is engine/myre's bestPlan, as it is written there.
func planCopying(cnt *[14]int) (bs, bu, blo, bhi int) {
	ok := false
	consider := func(lo, hi int) {
		rem := *cnt
		s, u := 0, 0
		if lo > 0 {
			for pos := lo; pos <= hi; pos++ {
				rem[rankAt(pos)]--
			}
			s = hi - lo + 1
			u = s
		}
		for r := 1; r <= 13; r++ {
			s += 3 * (rem[r] / 2)
			u += 2 * (rem[r] / 2)
		}
		if !ok || s > bs || s == bs && (u > bu || u == bu && hi > bhi) {
			bs, bu, blo, bhi, ok = s, u, lo, hi, true
		}
	}
	consider(0, 0)
	for lo := 1; lo < aceHigh; lo++ {
		if cnt[rankAt(lo)] == 0 {
			continue
		}
		for hi := lo + 1; hi <= aceHigh; hi++ {
			if lo == 1 && hi == aceHigh {
				break
			}
			if cnt[rankAt(hi)] == 0 {
				break
			}
			consider(lo, hi)
		}
	}
	return bs, bu, blo, bhi
}

// build turns the plan into formations over the sorted cards, as the
// engine's build does, in two allocations.
func build(sorted []cards.Card, cnt *[14]int, bu, blo, bhi, bs int) (formations []myre.Formation, loose []cards.Card, strength int) {
	// Cards by rank, each rank's cards in display order.
	var start, take [14]int
	for i := len(sorted) - 1; i >= 0; i-- {
		start[sorted[i].Rank] = i
	}
	all := make(cards.Cards, len(sorted))
	nf := bu / 2 // pairs, when there is no run
	if blo > 0 {
		nf = 1 + (bu-(bhi-blo+1))/2
	}
	if nf > 0 {
		formations = make([]myre.Formation, 0, nf)
	}
	at := 0
	if blo > 0 {
		for pos := blo; pos <= bhi; pos++ {
			r := rankAt(pos)
			all[at] = sorted[start[r]+take[r]]
			take[r]++
			at++
		}
		formations = append(formations, myre.Formation{Kind: myre.Run, Cards: all[0:at:at], Strength: at})
	}
	for _, r := range [...]int{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1} {
		for cnt[r]-take[r] >= 2 {
			all[at], all[at+1] = sorted[start[r]+take[r]], sorted[start[r]+take[r]+1]
			take[r] += 2
			formations = append(formations, myre.Formation{Kind: myre.Pair, Cards: all[at : at+2 : at+2], Strength: myre.PairStrength})
			at += 2
		}
	}
	from := at
	for _, r := range [...]int{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1} {
		for ; take[r] < cnt[r]; take[r]++ {
			all[at] = sorted[start[r]+take[r]]
			at++
		}
	}
	if at > from {
		loose = all[from:at:at]
	}
	return formations, loose, bs
}
