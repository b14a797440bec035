package myre

import "arbiter/engine/cards"

// Army is one side's part in a battle: its cards, formations and strength,
// and the cards it compares when strengths are equal.
type Army struct {
	Side       Side     `json:"side"`
	Positioned []Played `json:"positioned"`
	// Formations counted for strength: at most one run, then pairs.
	Formations []Formation `json:"formations"`
	// Loose are positioned suited cards in no formation: no strength, but
	// they still count for the high card.
	Loose             cards.Cards `json:"loose"`
	FormationStrength int         `json:"formation_strength"`
	JokersUp          cards.Cards `json:"jokers_up"`    // positioned face up: 1 each
	JokersDown        cards.Cards `json:"jokers_down"`  // positioned face down: 0
	ScoutJokers       cards.Cards `json:"scout_jokers"` // scouted jokers of a defended own pile: 1 each
	JokerStrength     int         `json:"joker_strength"`
	Strength          int         `json:"strength"`
	// OwnsScout tells whether the pile is this side's; ScoutUsed is the
	// scouted card brought into a formation (the defender's bonus), if any.
	OwnsScout bool        `json:"owns_scout"`
	ScoutUsed *cards.Card `json:"scout_used"`
	// TieBreak is the army for the high-card comparison, high to low
	// (MYRE-1, MYRE-2): every positioned suited card, plus a scouted card
	// as the scout_in_tiebreak option says. Jokers have no rank.
	TieBreak cards.Cards `json:"tiebreak"`
}

// Preview evaluates one side's cards behind a pile without validating
// anything: the live strength display while cards are being tapped in.
// ownsScout says whether the pile is this side's (the defender's bonus and
// scouted jokers apply only then).
func Preview(side Side, positioned []Played, pile []cards.Card, ownsScout bool, opt Options) Army {
	a := Army{
		Side:        side,
		Positioned:  append([]Played{}, positioned...),
		Formations:  []Formation{},
		Loose:       cards.Cards{},
		JokersUp:    cards.Cards{},
		JokersDown:  cards.Cards{},
		ScoutJokers: cards.Cards{},
		TieBreak:    cards.Cards{},
		OwnsScout:   ownsScout,
	}
	var cnt rankCounts
	suited := make([]cards.Card, 0, len(positioned)+1)
	for _, p := range positioned {
		switch {
		case !p.Card.Valid():
		case p.Card.IsJoker() && p.FaceDown:
			a.JokersDown = append(a.JokersDown, p.Card)
		case p.Card.IsJoker():
			a.JokersUp = append(a.JokersUp, p.Card)
		default:
			cnt[p.Card.Rank]++
			suited = append(suited, p.Card)
		}
	}
	best, _ := bestPlan(&cnt, 0)
	var scout cards.Card
	if ownsScout {
		// The defender's bonus: at most one scouted card may join (MYRE-8).
		// Among equal strengths a scouted card in a formation is always
		// better for the high card (one more card), the higher the better.
		for _, c := range pile {
			if c.IsJoker() || !c.Valid() {
				continue
			}
			cnt[c.Rank]++
			p, ok := bestPlan(&cnt, int(c.Rank))
			cnt[c.Rank]--
			if !ok || p.strength < best.strength {
				continue
			}
			if p.strength > best.strength || !scout.Valid() || higher(c, scout) {
				best, scout = p, c
			}
		}
	}
	pool := suited
	if scout.Valid() {
		pool = append(pool, scout)
		s := scout
		a.ScoutUsed = &s
	}
	forms, loose := build(pool, best, scout)
	a.Formations = append(a.Formations, forms...)
	a.Loose = append(a.Loose, loose...)
	a.FormationStrength = best.strength
	if ownsScout && len(positioned) > 0 {
		for _, c := range pile {
			if c.IsJoker() {
				a.ScoutJokers = append(a.ScoutJokers, c)
			}
		}
	}
	a.JokerStrength = JokerStrength * (len(a.JokersUp) + len(a.ScoutJokers))
	a.Strength = a.FormationStrength + a.JokerStrength

	a.TieBreak = append(a.TieBreak, suited...)
	switch {
	case ownsScout && opt.ScoutInTiebreak == ScoutAlways:
		for _, c := range pile {
			if !c.IsJoker() && c.Valid() {
				a.TieBreak = append(a.TieBreak, c)
			}
		}
	case scout.Valid():
		a.TieBreak = append(a.TieBreak, scout)
	}
	SortHighToLow(a.TieBreak)
	return a
}

// Comparison is one step of the high-card comparison: the n-th highest
// card of each army (nil: that army has no more cards) and which is higher.
type Comparison struct {
	Red    *cards.Card `json:"red"`
	Black  *cards.Card `json:"black"`
	Higher Side        `json:"higher"` // NoSide: equal rank, compare the next pair
}

// CompareHighCards compares two armies' cards high to low (MYRE-2): the
// first difference decides, a card beats no card, and two lists exhausted
// together are an inextricable tie (NoSide). Both lists must be sorted
// high to low. The steps compared are returned in order.
func CompareHighCards(red, black []cards.Card) (Side, []Comparison) {
	steps := []Comparison{}
	for i := 0; i < len(red) || i < len(black); i++ {
		var step Comparison
		if i < len(red) {
			c := red[i]
			step.Red = &c
		}
		if i < len(black) {
			c := black[i]
			step.Black = &c
		}
		switch {
		case step.Black == nil:
			step.Higher = Red
		case step.Red == nil:
			step.Higher = Black
		case step.Red.Rank.AceHigh() > step.Black.Rank.AceHigh():
			step.Higher = Red
		case step.Red.Rank.AceHigh() < step.Black.Rank.AceHigh():
			step.Higher = Black
		}
		steps = append(steps, step)
		if step.Higher != NoSide {
			return step.Higher, steps
		}
	}
	return NoSide, steps
}
