package resultform

import (
	"fyne.io/fyne/v2"

	"arbiter/app/widgets"
)

// Frame is a screen in the shared entry frame (widgets.TableLayout): the
// status line fixed at the top, the body scrolling, the actions fixed at
// the bottom. A result form's page shows it in one (Options.Grew:
// Refresh), and so do the tournament's other screens. Its body is redrawn
// in place as the evening goes on; Refresh tells the scroll that the
// body's height changed.
type Frame struct {
	obj    fyne.CanvasObject
	scroll *widgets.Scroll
}

// NewFrame frames a screen's status line, body and actions.
func NewFrame(status *widgets.StatusLine, body, actions fyne.CanvasObject) *Frame {
	f := &Frame{obj: widgets.TableLayout(status, body, actions)}
	if c, ok := f.obj.(*fyne.Container); ok {
		for _, o := range c.Objects {
			if s, ok := o.(*widgets.Scroll); ok {
				f.scroll = s
			}
		}
	}
	return f
}

// Object is what the page shows.
func (f *Frame) Object() fyne.CanvasObject { return f.obj }

// Refresh lays the frame out again: the body's or the actions' height
// changed.
func (f *Frame) Refresh() {
	if f == nil {
		return
	}
	// The actions can change height (a result form's buttons on one row
	// or two): the frame is laid out again, its parts keeping their own
	// content.
	if c, ok := f.obj.(*fyne.Container); ok && c.Layout != nil {
		c.Layout.Layout(c.Objects, c.Size())
	}
	if f.scroll != nil {
		f.scroll.Refresh()
	}
}
