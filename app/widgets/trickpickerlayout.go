package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// TrickPickerLayout shows a trick picker's places side by side (each
// player's name over the card, at most four a row) right above the deck,
// and the picker's message line in a box of fixed height between them,
// so a message that comes or goes never moves the cards under the finger.
// A picker whose root is not zones, message and deck is shown as it is.
func TrickPickerLayout(p *CardPicker) fyne.CanvasObject {
	root, ok := p.Root.(*fyne.Container)
	if !ok || len(root.Objects) != 3 {
		return p.Root
	}
	grid := root.Objects[2]
	var places []fyne.CanvasObject
	for _, z := range p.Zones {
		slot := canvas.NewRectangle(color.Transparent)
		slot.SetMinSize(PlacedCardSize)
		places = append(places, container.NewVBox(z.Head, container.NewCenter(container.NewStack(slot, z.View))))
	}
	p.Status.Wrapping = fyne.TextWrapWord
	p.Status.Truncation = fyne.TextTruncateEllipsis
	line := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height
	space := canvas.NewRectangle(color.Transparent)
	space.SetMinSize(fyne.NewSize(0, 2*(line+theme.LineSpacing())+2*theme.InnerPadding()))
	return container.NewVBox(NewFlowGrid(min(len(places), 4), places...), container.NewStack(space, p.Status), grid)
}
