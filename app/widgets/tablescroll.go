package widgets

import "fyne.io/fyne/v2"

// TableLayoutScroll is the scrolling body of a TableLayout (nil when o has
// none): a table scrolls its form back to the top after a save or when it
// opens a round to correct.
func TableLayoutScroll(o fyne.CanvasObject) *Scroll {
	if s, ok := o.(*Scroll); ok {
		return s
	}
	if c, ok := o.(*fyne.Container); ok {
		for _, x := range c.Objects {
			if s := TableLayoutScroll(x); s != nil {
				return s
			}
		}
	}
	return nil
}
