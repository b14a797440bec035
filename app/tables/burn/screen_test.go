package burn

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// Small readers of the widget tree for the journeys: where a text is,
// what scrolls it.

func textOf(o fyne.CanvasObject) (string, bool) {
	t, ok := o.(*canvas.Text)
	if !ok {
		return "", false
	}
	return t.Text, true
}

func childrenOf(o fyne.CanvasObject) []fyne.CanvasObject {
	switch c := o.(type) {
	case *fyne.Container:
		return c.Objects
	case fyne.Widget:
		return test.WidgetRenderer(c).Objects()
	}
	return nil
}

// scrollerIn is the innermost scroll container on a path.
func scrollerIn(path []fyne.CanvasObject) fyne.CanvasObject {
	for _, o := range slices.Backward(path) {
		if _, ok := o.(fyne.Scrollable); ok {
			return o
		}
	}
	return nil
}

// absPos is where an object is drawn in the window.
func absPos(w fyne.Window, o fyne.CanvasObject) fyne.Position {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
}
