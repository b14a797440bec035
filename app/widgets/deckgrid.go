package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"arbiter/engine/cards"
)

// SuitOrderDeck is the standard deck in the one order a table's deck grid
// shows it, so that a card is always in the same place under the finger:
// the red suits (hearts, diamonds), then the black ones (spades, clubs),
// then, with jokers, the red and the black joker.
func SuitOrderDeck(jokers bool) []cards.Card {
	var out []cards.Card
	for _, suit := range []cards.Suit{cards.Hearts, cards.Diamonds, cards.Spades, cards.Clubs} {
		for _, c := range cards.StandardDeck(false) {
			if c.Suit == suit {
				out = append(out, c)
			}
		}
	}
	if jokers {
		out = append(out, cards.RedJokerCard, cards.BlackJokerCard)
	}
	return out
}

// DeckGrid draws deck in its order, a suit a group (the jokers one of
// their own), each card of DeckCardSize; a tap on a card calls tap. It
// returns the faces by card code too, for a CardPicker's Faces: the
// picker dims, on this one grid, the cards its zones cannot take.
func DeckGrid(deck []CardSpec, tap func(CardSpec)) (fyne.CanvasObject, map[string][]*CardFace) {
	faces := map[string][]*CardFace{}
	box := container.NewVBox()
	var group *fyne.Container
	last := ""
	for _, s := range deck {
		c, _ := cards.Parse(s.Code)
		key := c.Suit.String()
		if c.IsJoker() {
			key = "joker"
		}
		if group == nil || key != last {
			group = container.NewGridWrap(DeckCardSize)
			box.Add(group)
			last = key
		}
		s := s
		f := NewCardFace(s, DeckCardSize, func() { tap(s) })
		faces[s.Code] = append(faces[s.Code], f)
		group.Add(f)
	}
	return box, faces
}
