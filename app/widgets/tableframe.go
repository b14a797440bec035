package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TableFrame is the frame TableLayout draws (the status line fixed at the
// top, the action bar fixed at the bottom on the page's background under a
// separator), around a scroll the table made and keeps: a table scrolls
// its body back to the top after a save and refreshes it when what it
// holds grows, which TableLayout's own scroll would not let it do.
func TableFrame(status *StatusLine, body *Scroll, actions fyne.CanvasObject) fyne.CanvasObject {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	bar := container.NewStack(bg, container.NewVBox(widget.NewSeparator(), container.NewPadded(actions)))
	return container.NewBorder(container.NewPadded(status), bar, nil, nil, body)
}
