package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Buttons sized for a finger and for text that changes: the Burn and
// Pymtheg tables lay out their dealer, pit and action buttons with these,
// so a tap target is never shorter than a finger and a longer label or a
// Dutch word never widens the screen or moves the buttons around it.

// TouchHeight is the least height of a button: a touch target.
const TouchHeight = 44

// TouchTall gives a button at least the height of a touch target.
func TouchTall(o fyne.CanvasObject) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(0, TouchHeight))
	return container.NewStack(r, o)
}

// ButtonRow lays buttons out in as many equal columns as fit (at most
// cols), so a larger text size or a longer Dutch word wraps the row
// rather than widen the screen; each button a touch target.
func ButtonRow(cols int, buttons ...fyne.CanvasObject) *fyne.Container {
	cells := make([]fyne.CanvasObject, len(buttons))
	for i, b := range buttons {
		cells[i] = TouchTall(b)
	}
	return NewFlowGrid(cols, cells...)
}

// SteadyButton gives a button the width of the widest of the labels it
// shows ("Count this trick", "Save the round"), so that changing its
// label never moves what is around it. b is the button as drawn (a
// widget.Button, or a widget embedding one such as PymReasonButton: the
// object itself, so that its own taps and refreshes reach it).
func SteadyButton(b fyne.CanvasObject, labels ...string) fyne.CanvasObject {
	w := b.MinSize().Width
	for _, l := range labels {
		w = max(w, widget.NewButtonWithIcon(l, theme.DocumentSaveIcon(), nil).MinSize().Width)
	}
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(w, TouchHeight))
	return container.NewStack(r, b)
}
