package widgets

import (
	"arbiter/app/i18n"
	"arbiter/engine/cards"
)

// newTrickPicker is the card picker for one trick with the Pymtheg deck
// (Pymtheg and Burn): a zone per seat in play order, the leader first and
// marked, one card each, the first empty zone active so the cards are
// tapped in the order they were played. current restores cards already
// tapped; onChange gets the trick's cards in play order after every tap.
func NewTrickPicker(seats []string, current []string, onChange func(current []string)) *CardPicker {
	zones := make([]*Zone, len(seats))
	for i, name := range seats {
		zones[i] = &Zone{Name: name, Max: 1}
	}
	zones[0].Name += " ▶"
	p := NewCardPicker(PymDeck(), zones, nil)
	for i, code := range current {
		if i < len(zones) {
			p.SetCodes(i, []string{code})
		}
	}
	firstEmpty := func() {
		for i, z := range p.Zones {
			if len(z.Cards) == 0 {
				p.SetActive(i)
				return
			}
		}
	}
	p.onChange = func() {
		var cur []string
		for i := range p.Zones {
			cur = append(cur, p.Codes(i)...)
		}
		firstEmpty()
		onChange(cur)
	}
	firstEmpty()
	return p
}

// blockPlayed dims every card of the tricks already counted, saying which
// trick it was played in.
func BlockPlayed(p *CardPicker, tricks [][]string) {
	blocked := map[string]string{}
	for i, cards := range tricks {
		for _, c := range cards {
			blocked[c] = i18n.Tf("%s was played in trick %d.", c, i+1)
		}
	}
	p.SetBlocked(blocked)
}

// pymDeck is the 60 element cards.
func PymDeck() []CardSpec {
	var out []CardSpec
	for _, c := range cards.ElementDeck() {
		out = append(out, SpecElement(c))
	}
	return out
}
