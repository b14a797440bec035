package draque

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"arbiter/app/widgets"
	"arbiter/engine/cards"
)

// deck is the 60 cards of the element deck as a grid of card faces in one
// fixed order (Fire, Water, Wind, Earth; 1 to 15): a tap never moves a
// card. A dimmed face still answers a tap, so the table can say why the
// card cannot go where it was tapped.
type deck struct {
	faces map[cards.ElementCard]*widgets.CardFace
	root  *fyne.Container
}

func newDeck(onTap func(c cards.ElementCard)) *deck {
	d := &deck{faces: map[cards.ElementCard]*widgets.CardFace{}}
	d.root = container.NewGridWrap(widgets.DeckCardSize)
	for _, c := range cards.ElementDeck() {
		c := c
		f := widgets.NewCardFace(widgets.SpecElement(c), widgets.DeckCardSize, func() { onTap(c) })
		d.faces[c] = f
		d.root.Add(f)
	}
	return d
}

// mark dims and selects every face as state says.
func (d *deck) mark(state func(c cards.ElementCard) (dim, selected bool)) {
	for c, f := range d.faces {
		dim, sel := state(c)
		f.SetDimmed(dim)
		f.SetSelected(sel)
	}
}
