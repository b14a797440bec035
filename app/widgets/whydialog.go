package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/engine/game"
)

// ShowWhy opens a table's Why? button: the engine's steps behind the
// verdict on screen, explained for the game kind, in a scrolling dialog
// that fits the window (at most 560 by 420), so a long explanation never
// pushes the table's own lines off a phone.
func ShowWhy(u host.Host, kind string, steps game.Explanation) {
	w := u.Window()
	d := dialog.NewCustom(i18n.T("Why?"), i18n.T("Close"), NewScroll(ExplanationPanel(u, kind, steps)), w)
	d.Resize(fyne.NewSize(Minf(w.Canvas().Size().Width-20, 560), Minf(w.Canvas().Size().Height-40, 420)))
	d.Show()
}
