package widgets

import "fyne.io/fyne/v2/widget"

// Bold is a bold label that wraps, so a long line (a totals line, a
// team's name, a trick's result) never widens a phone.
func Bold(s string) *widget.Label {
	l := Wrapped(s)
	l.TextStyle.Bold = true
	return l
}
