package app

import (
	"arbiter/engine/cards"
	"fmt"
)

// newTrickPicker is the card picker for one trick with the Pymtheg deck
// (Pymtheg and Burn): a zone per seat in play order, the leader first and
// marked, one card each, the first empty zone active so the cards are
// tapped in the order they were played. current restores cards already
// tapped; onChange gets the trick's cards in play order after every tap.
func newTrickPicker(seats []string, current []string, onChange func(current []string)) *cardPicker {
	zones := make([]*zone, len(seats))
	for i, name := range seats {
		zones[i] = &zone{Name: name, Max: 1}
	}
	zones[0].Name += " ▶"
	p := newCardPicker(pymDeck(), zones, nil)
	for i, code := range current {
		if i < len(zones) {
			p.setCodes(i, []string{code})
		}
	}
	firstEmpty := func() {
		for i, z := range p.zones {
			if len(z.cards) == 0 {
				p.setActive(i)
				return
			}
		}
	}
	p.onChange = func() {
		var cur []string
		for i := range p.zones {
			cur = append(cur, p.codes(i)...)
		}
		firstEmpty()
		onChange(cur)
	}
	firstEmpty()
	return p
}

// blockPlayed dims every card of the tricks already counted, saying which
// trick it was played in.
func blockPlayed(p *cardPicker, tricks [][]string) {
	blocked := map[string]string{}
	for i, cards := range tricks {
		for _, c := range cards {
			blocked[c] = fmt.Sprintf(T("%s was played in trick %d."), c, i+1)
		}
	}
	p.setBlocked(blocked)
}

// pymDeck is the 60 element cards.
func pymDeck() []cardSpec {
	var out []cardSpec
	for _, c := range cards.ElementDeck() {
		out = append(out, specElement(c))
	}
	return out
}
