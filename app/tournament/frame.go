package tournament

import (
	"fyne.io/fyne/v2"

	"arbiter/app/widgets"
)

// frame is a screen in the shared entry frame (widgets.TableLayout): the
// status line fixed at the top, the body scrolling, the actions fixed at
// the bottom. Its body is redrawn in place as the evening goes on; refresh
// tells the scroll that the body's height changed.
type frame struct {
	obj    fyne.CanvasObject
	scroll *widgets.Scroll
}

func newFrame(status *widgets.StatusLine, body, actions fyne.CanvasObject) *frame {
	f := &frame{obj: widgets.TableLayout(status, body, actions)}
	if c, ok := f.obj.(*fyne.Container); ok {
		for _, o := range c.Objects {
			if s, ok := o.(*widgets.Scroll); ok {
				f.scroll = s
			}
		}
	}
	return f
}

func (f *frame) refresh() {
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
