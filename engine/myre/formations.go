package myre

import (
	"slices"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// Strength of each formation (Runs; Pairs).
const (
	PairStrength    = 3 // a pair is worth 3 whatever its rank
	JokerStrength   = 1 // a face-up joker, or a defended scouted joker (MYRE-7)
	MaxPositioned   = 5 // cards a side positions in one hand
	MaxPile         = 2 // cards in a double-scout pile (MYRE-8)
	minRunLength    = 2
	aceHighPosition = 14
)

// Formation is a run or a pair that counts for strength.
type Formation struct {
	Kind Kind `json:"kind"`
	// Cards of a run go from low to high as the run reads (the Ace first
	// in A-2-3, last in Q-K-A); a pair's two cards are in suit order.
	Cards    cards.Cards `json:"cards"`
	Strength int         `json:"strength"`
}

// Label names the formation as a player says it: "run A-2-3", "pair of 4s".
func (f Formation) Label() string { return f.Said().String() }

// Said names the formation in any language: "run A-2-3", "pair of 4s".
func (f Formation) Said() game.Message {
	switch f.Kind {
	case Run:
		ranks := make([]cards.Rank, len(f.Cards))
		for i, c := range f.Cards {
			ranks[i] = c.Rank
		}
		return msgRun.With(game.ListOf(game.JoinDash, ranks))
	case Pair:
		if len(f.Cards) > 0 {
			return msgPair.With(RankPlural(f.Cards[0].Rank))
		}
	}
	return msgKind.With(f.Kind.Word())
}

// rankAt maps a run position (1 = Ace low … 13 = King, 14 = Ace high) to a rank.
func rankAt(pos int) int {
	if pos == aceHighPosition {
		return int(cards.Ace)
	}
	return pos
}

// rankCounts counts suited cards by rank (index 1–13).
type rankCounts [14]int

// plan is a choice of formations by ranks only: the run's span (0 = no run)
// and, implicitly, every pair the remaining cards make. Cards of one rank
// are interchangeable for strength, so ranks are enough to optimise.
type plan struct {
	strength int
	used     int // cards in formations
	lo, hi   int // run positions, lo = 0 when no run
}

// bestPlan returns the strongest choice of at most one run plus pairs
// (MYRE-3, MYRE-4, MYRE-5). When must is a rank (1–13), only choices that
// put a card of that rank into a formation count, and ok is false when
// there is none. Equal strengths prefer more cards in formations, then the
// higher run, so the result is deterministic.
//
// Each run span is scored from the last: a rank joining the run costs one
// pair exactly when its count is even (its odd card, if any, was loose),
// so no span recounts the ranks.
func bestPlan(cnt *rankCounts, must int) (best plan, ok bool) {
	pairs := 0
	for r := 1; r <= 13; r++ {
		pairs += cnt[r] / 2
	}
	consider := func(p plan, usesMust bool) {
		if must != 0 && !usesMust && cnt[must] < 2 {
			return
		}
		if !ok || p.strength > best.strength ||
			(p.strength == best.strength && (p.used > best.used || (p.used == best.used && p.hi > best.hi))) {
			best, ok = p, true
		}
	}
	consider(plan{strength: PairStrength * pairs, used: 2 * pairs}, false)
	for lo := 1; lo < aceHighPosition; lo++ {
		if cnt[rankAt(lo)] == 0 {
			continue
		}
		lost := 1 - cnt[rankAt(lo)]%2 // pairs the run breaks
		usesMust := rankAt(lo) == must
		for hi := lo + 1; hi <= aceHighPosition; hi++ {
			if lo == 1 && hi == aceHighPosition { // A-…-K-A would use the Ace twice: a wrap
				break
			}
			n := cnt[rankAt(hi)]
			if n == 0 {
				break
			}
			lost += 1 - n%2
			usesMust = usesMust || rankAt(hi) == must
			length := hi - lo + 1
			left := pairs - lost
			consider(plan{strength: length + PairStrength*left, used: length + 2*left, lo: lo, hi: hi}, usesMust)
		}
	}
	return best, ok
}

// suitOrder orders suits for display: clubs, diamonds, hearts, spades
// (the order of their letters).
func suitOrder(s cards.Suit) int {
	switch s {
	case cards.Clubs:
		return 0
	case cards.Diamonds:
		return 1
	case cards.Hearts:
		return 2
	case cards.Spades:
		return 3
	}
	return 4
}

// higher reports whether a ranks above b for the high-card comparison
// (Ace high, MYRE-2), suits only ordering equal ranks for display.
func higher(a, b cards.Card) bool {
	if a.Rank.AceHigh() != b.Rank.AceHigh() {
		return a.Rank.AceHigh() > b.Rank.AceHigh()
	}
	return suitOrder(a.Suit) > suitOrder(b.Suit)
}

// SortHighToLow sorts suited cards from the highest to the lowest rank
// (Ace high), as the high-card comparison reads them.
func SortHighToLow(cs []cards.Card) {
	slices.SortStableFunc(cs, func(a, b cards.Card) int { return order(higher(a, b), higher(b, a)) })
}

// order turns two "less" answers into a comparison result.
func order(less, greater bool) int {
	switch {
	case less:
		return -1
	case greater:
		return 1
	}
	return 0
}

// SortForDisplay sorts cards from low to high (Ace high), suits in letter
// order, jokers last.
func SortForDisplay(cs []cards.Card) {
	slices.SortStableFunc(cs, func(a, b cards.Card) int { return order(displayLess(a, b), displayLess(b, a)) })
}

func displayLess(a, b cards.Card) bool {
	if a.IsJoker() != b.IsJoker() {
		return b.IsJoker()
	}
	if a.IsJoker() {
		return a.Joker < b.Joker
	}
	return higher(b, a)
}

// displayKey orders suited cards as SortForDisplay does: rank with the Ace
// high, then suit letter.
func displayKey(c cards.Card) int { return c.Rank.AceHigh()*8 + suitOrder(c.Suit) }

// runOrder lists the ranks low to high with the Ace last (Ace high).
var runOrder = [...]int{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1}

// build turns a plan into formations over actual cards. pool holds suited
// cards; scout, when valid, is placed first among its rank so a plan that
// needs its rank takes it. The cards are sorted once and every formation
// and the loose cards share one backing array: Resolve calls this for each
// side of every battle.
func build(pool []cards.Card, p plan, scout cards.Card) (forms []Formation, loose []cards.Card) {
	var buf [16]cards.Card
	sorted := buf[:0]
	if len(pool) > len(buf) {
		sorted = make([]cards.Card, 0, len(pool))
	}
	for _, c := range pool { // insertion sort, stable
		sorted = append(sorted, c)
		k := displayKey(c)
		i := len(sorted) - 1
		for i > 0 && displayKey(sorted[i-1]) > k {
			sorted[i] = sorted[i-1]
			i--
		}
		sorted[i] = c
	}
	var start, count, take [14]int
	for i := len(sorted) - 1; i >= 0; i-- {
		start[sorted[i].Rank] = i
	}
	for _, c := range sorted {
		count[c.Rank]++
	}
	if scout.Valid() {
		// Move the scout to the front of its rank.
		for i := start[scout.Rank]; i < len(sorted) && sorted[i].Rank == scout.Rank; i++ {
			if sorted[i] == scout {
				copy(sorted[start[scout.Rank]+1:i+1], sorted[start[scout.Rank]:i])
				sorted[start[scout.Rank]] = scout
				break
			}
		}
	}
	next := func(r int) cards.Card {
		c := sorted[start[r]+take[r]]
		take[r]++
		return c
	}
	all := make(cards.Cards, len(sorted))
	at := 0
	if p.lo > 0 {
		for pos := p.lo; pos <= p.hi; pos++ {
			all[at] = next(rankAt(pos))
			at++
		}
		forms = append(forms, Formation{Kind: Run, Cards: all[0:at:at], Strength: at})
	}
	for _, r := range runOrder {
		for count[r]-take[r] >= 2 {
			a, b := next(r), next(r)
			if displayKey(b) < displayKey(a) { // the scout may come first
				a, b = b, a
			}
			all[at], all[at+1] = a, b
			forms = append(forms, Formation{Kind: Pair, Cards: all[at : at+2 : at+2], Strength: PairStrength})
			at += 2
		}
	}
	from := at
	for _, r := range runOrder {
		for take[r] < count[r] {
			all[at] = next(r)
			at++
		}
	}
	if at > from {
		loose = all[from:at:at]
		SortForDisplay(loose) // the scout may have come first in its rank
	}
	return forms, loose
}

// Best returns the strongest formations the suited cards in pool can make:
// at most one run plus any number of disjoint pairs (MYRE-3 to MYRE-6).
// Jokers in pool are ignored: they never join a formation.
func Best(pool []cards.Card) (formations []Formation, loose []cards.Card, strength int) {
	var cnt rankCounts
	suited := make([]cards.Card, 0, len(pool))
	for _, c := range pool {
		if c.IsJoker() || !c.Valid() {
			continue
		}
		cnt[c.Rank]++
		suited = append(suited, c)
	}
	p, _ := bestPlan(&cnt, 0)
	formations, loose = build(suited, p, cards.Card{})
	return formations, loose, p.strength
}
