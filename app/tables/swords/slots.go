package swords

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/widgets"
	"arbiter/engine/cards"
)

// The card entry of Mortal Swords' screens: the 52 cards in one fixed
// order, a suit a row (spades, hearts, diamonds, clubs, each from the ace
// to the king), and slots that hold one card each (a knight's card of the
// attack, the hand card a damaged knight lays as armor, the Strong Suit
// card). A tap on a deck card puts it in the active slot once the
// screen's check (the engine's answer) allows it; a tap on a placed card
// takes it back. The grid never reorders and never moves: what changes is
// drawn in rows of fixed height.

// deckOrder is the fixed order of the grid.
var deckOrder = func() []cards.Card { return cards.StandardDeck(false) }()

// deckGrid draws the deck as card faces in deckOrder, a suit a row.
type deckGrid struct {
	faces map[string]*widgets.CardFace
	Root  *fyne.Container
}

func newDeckGrid(tap func(code string)) *deckGrid {
	g := &deckGrid{faces: map[string]*widgets.CardFace{}}
	rows := &suitRows{card: widgets.DeckCardSize}
	g.Root = container.New(rows)
	rows.c = g.Root
	for _, c := range deckOrder {
		code := c.String()
		f := widgets.NewCardFace(widgets.SpecStandard(c), widgets.DeckCardSize, func() { tap(code) })
		g.faces[code] = f
		g.Root.Add(f)
	}
	return g
}

// suitRows lays the deck out as its four suits, a row each of 13 cards,
// at the deck's card size where the width allows and smaller where it
// does not (a phone): the four rows always take the same few lines, so
// the grid stays whole in view whatever the screen holds besides it.
type suitRows struct {
	card fyne.Size // the cards' size at the last layout
	c    *fyne.Container
}

// perRow is the cards of one suit; minCardWidth the narrowest a card is
// drawn (its rank and symbol still fit, and a finger still finds it).
const (
	perRow       = 13
	minCardWidth = 24
	rowGap       = 3
)

// cardFor is the cards' size in a grid as wide as width.
func cardFor(width float32) fyne.Size {
	full := widgets.DeckCardSize
	w := (width - rowGap*(perRow-1)) / perRow
	w = max(min(w, full.Width), minCardWidth)
	return fyne.NewSize(w, w*full.Height/full.Width)
}

func (l *suitRows) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	card := cardFor(size.Width)
	for i, o := range objs {
		col, row := i%perRow, i/perRow
		o.Move(fyne.NewPos(float32(col)*(card.Width+rowGap), float32(row)*(card.Height+rowGap)))
		o.Resize(card)
	}
	if card != l.card {
		// The height follows the cards' size: ask again for the space.
		l.card = card
		if l.c != nil {
			l.c.Refresh()
		}
	}
}

// MinSize is as narrow as the narrowest cards allow and as tall as the
// rows of the last layout (the deck's card size before the first).
func (l *suitRows) MinSize(objs []fyne.CanvasObject) fyne.Size {
	rows := (len(objs) + perRow - 1) / perRow
	if rows == 0 {
		return fyne.Size{}
	}
	return fyne.NewSize(minCardWidth*perRow+rowGap*(perRow-1), float32(rows)*l.card.Height+float32(rows-1)*rowGap)
}

// dim veils the cards that cannot go to the active slot now (a tap on one
// still says why).
func (g *deckGrid) dim(allowed func(code string) bool) {
	for code, f := range g.faces {
		f.SetDimmed(!allowed(code))
	}
}

// slotView is one slot on screen: a button naming it (tap: the next card
// goes here) and the card it holds, or an empty card-sized frame.
type slotView struct {
	key  string
	Head *widget.Button
	Card *fyne.Container
}

// newSlotView makes a slot; code "" is empty. onHead makes it active,
// onCard takes its card back.
func newSlotView(key, name, code string, active bool, onHead, onCard func()) *slotView {
	v := &slotView{key: key}
	v.Head = widget.NewButton(name, onHead)
	if active {
		v.Head.Importance = widget.HighImportance
	}
	v.Card = container.NewGridWrap(widgets.PlacedCardSize, slotCard(code, active, onCard))
	return v
}

// slotCard is the placed card's face, or an empty frame the size of a
// card (outlined in the primary colour while the slot is active).
func slotCard(code string, active bool, onCard func()) fyne.CanvasObject {
	if code != "" {
		if c, err := cards.Parse(code); err == nil {
			return widgets.NewCardFace(widgets.SpecStandard(c), widgets.PlacedCardSize, onCard)
		}
	}
	r := canvas.NewRectangle(color.Transparent)
	r.CornerRadius = 6
	r.StrokeWidth = 1.5
	r.StrokeColor = theme.Color(theme.ColorNameDisabled)
	if active {
		r.StrokeWidth = 3
		r.StrokeColor = theme.Color(theme.ColorNamePrimary)
	}
	return r
}
