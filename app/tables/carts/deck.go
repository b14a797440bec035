package carts

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"arbiter/app/widgets"
	"arbiter/engine/cards"
)

// deck is the 60 cards of the element deck as a grid of card faces in one
// fixed order (Fire, Water, Wind, Earth; 1 to 15): a tap never moves a
// card. Each face is dimmed or marked by the screen; a dimmed face still
// answers a tap, so the screen can say why the card cannot go.
type deck struct {
	faces map[cards.ElementCard]*widgets.CardFace
	root  *fyne.Container
	onTap func(c cards.ElementCard)
}

func newDeck(onTap func(c cards.ElementCard)) *deck {
	d := &deck{faces: map[cards.ElementCard]*widgets.CardFace{}, onTap: onTap}
	d.root = container.NewGridWrap(widgets.DeckCardSize)
	for _, c := range cards.ElementDeck() {
		c := c
		f := widgets.NewCardFace(widgets.SpecElement(c), widgets.DeckCardSize, func() {
			if d.onTap != nil {
				d.onTap(c)
			}
		})
		d.faces[c] = f
		d.root.Add(f)
	}
	return d
}

// mark dims and selects the faces: dim(c) says whether c is drawn dimmed,
// selected is the one card drawn selected (the zero card: none).
func (d *deck) mark(dim func(c cards.ElementCard) bool, selected cards.ElementCard) {
	for c, f := range d.faces {
		f.SetDimmed(dim != nil && dim(c))
		f.SetSelected(c == selected)
	}
}

// mustCard reads a card code the table itself wrote.
func mustCard(code string) cards.ElementCard {
	c, err := cards.ParseElementCard(code)
	if err != nil {
		panic(err)
	}
	return c
}
