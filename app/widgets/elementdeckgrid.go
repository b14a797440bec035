package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"arbiter/engine/cards"
)

// ElementDeckGrid is the 60 cards of the element deck as a grid of card
// faces in one fixed order (Fire, Water, Wind, Earth; 1 to 15): a tap
// never moves a card, so a table that follows play card by card keeps
// every card where the hand learned it. Each face is dimmed or marked by
// the table; a dimmed face still answers a tap, so the table can say why
// the card cannot go.
type ElementDeckGrid struct {
	Faces map[cards.ElementCard]*CardFace
	Root  *fyne.Container
}

// NewElementDeckGrid lays the deck out; onTap (nil: none) hears a tap on
// any face, dimmed or not.
func NewElementDeckGrid(onTap func(c cards.ElementCard)) *ElementDeckGrid {
	d := &ElementDeckGrid{Faces: map[cards.ElementCard]*CardFace{}}
	d.Root = container.NewGridWrap(DeckCardSize)
	for _, c := range cards.ElementDeck() {
		c := c
		f := NewCardFace(SpecElement(c), DeckCardSize, func() {
			if onTap != nil {
				onTap(c)
			}
		})
		d.Faces[c] = f
		d.Root.Add(f)
	}
	return d
}

// Mark dims and selects every face as state says (nil: none dimmed or
// selected).
func (d *ElementDeckGrid) Mark(state func(c cards.ElementCard) (dim, selected bool)) {
	for c, f := range d.Faces {
		dim, sel := false, false
		if state != nil {
			dim, sel = state(c)
		}
		f.SetDimmed(dim)
		f.SetSelected(sel)
	}
}
