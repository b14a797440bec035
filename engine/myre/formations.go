package myre

import (
	"slices"

	"arbiter/engine/cards"
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
func (f Formation) Label() string {
	switch f.Kind {
	case Run:
		s := "run "
		for i, c := range f.Cards {
			if i > 0 {
				s += "-"
			}
			s += c.Rank.String()
		}
		return s
	case Pair:
		if len(f.Cards) > 0 {
			return "pair of " + plural(f.Cards[0].Rank)
		}
	}
	return f.Kind.String()
}

func plural(r cards.Rank) string {
	switch r {
	case cards.Ace:
		return "Aces"
	case cards.Jack:
		return "Jacks"
	case cards.Queen:
		return "Queens"
	case cards.King:
		return "Kings"
	}
	return r.String() + "s"
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
func bestPlan(cnt *rankCounts, must int) (best plan, ok bool) {
	consider := func(lo, hi int) {
		rem := *cnt
		p := plan{lo: lo, hi: hi}
		usesMust := false
		if lo > 0 {
			for pos := lo; pos <= hi; pos++ {
				r := rankAt(pos)
				rem[r]--
				if r == must {
					usesMust = true
				}
			}
			p.strength = hi - lo + 1
			p.used = p.strength
		}
		for r := 1; r <= 13; r++ {
			pairs := rem[r] / 2
			p.strength += PairStrength * pairs
			p.used += 2 * pairs
		}
		if must != 0 && !usesMust && rem[must] < 2 {
			return
		}
		if !ok || p.strength > best.strength ||
			(p.strength == best.strength && (p.used > best.used || (p.used == best.used && p.hi > best.hi))) {
			best, ok = p, true
		}
	}
	consider(0, 0)
	for lo := 1; lo < aceHighPosition; lo++ {
		if cnt[rankAt(lo)] == 0 {
			continue
		}
		for hi := lo + 1; hi <= aceHighPosition; hi++ {
			if lo == 1 && hi == aceHighPosition { // A-…-K-A would use the Ace twice: a wrap
				break
			}
			if cnt[rankAt(hi)] == 0 {
				break
			}
			consider(lo, hi)
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

// build turns a plan into formations over actual cards. pool holds suited
// cards; scout, when valid, is placed first among its rank so a plan that
// needs its rank takes it.
func build(pool []cards.Card, p plan, scout cards.Card) (forms []Formation, loose []cards.Card) {
	var byRank [14][]cards.Card
	sorted := append([]cards.Card(nil), pool...)
	SortForDisplay(sorted)
	if scout.Valid() {
		byRank[scout.Rank] = append(byRank[scout.Rank], scout)
	}
	for _, c := range sorted {
		if scout.Valid() && c == scout {
			continue
		}
		byRank[c.Rank] = append(byRank[c.Rank], c)
	}
	if p.lo > 0 {
		run := make(cards.Cards, 0, p.hi-p.lo+1)
		for pos := p.lo; pos <= p.hi; pos++ {
			r := rankAt(pos)
			run = append(run, byRank[r][0])
			byRank[r] = byRank[r][1:]
		}
		forms = append(forms, Formation{Kind: Run, Cards: run, Strength: len(run)})
	}
	for _, r := range []int{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1} {
		for len(byRank[r]) >= 2 {
			pair := cards.Cards{byRank[r][0], byRank[r][1]}
			SortForDisplay(pair)
			forms = append(forms, Formation{Kind: Pair, Cards: pair, Strength: PairStrength})
			byRank[r] = byRank[r][2:]
		}
		loose = append(loose, byRank[r]...)
	}
	SortForDisplay(loose)
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
