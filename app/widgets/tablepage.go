package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"arbiter/app/host"
)

// The frame of a table screen that draws a stored game: its page and
// title, following the window between the phone and desktop layouts, its
// two tabs on a phone, and laying it out again after a redraw. What goes
// in the frame is each table's.

// PhoneTableTabs are a table screen on a phone: the entry (the round being
// entered, in its TableLayout) in the first tab, the rounds so far in the
// second. A correction or an undo opens the first again (SelectIndex(0)).
func PhoneTableTabs(entryTitle string, entry fyne.CanvasObject, roundsTitle string, rounds fyne.CanvasObject) *container.AppTabs {
	return container.NewAppTabs(
		container.NewTabItemWithIcon(entryTitle, theme.DocumentCreateIcon(), entry),
		container.NewTabItemWithIcon(roundsTitle, theme.ListIcon(), container.NewPadded(rounds)))
}

// Relayout lays a table's page out again after a redraw: rows that came or
// went change the height of what holds them, and nothing may be drawn over
// anything. Twice: a flow grid knows its columns, hence its height, only
// once it was laid out at its width, and what holds it must then follow.
func Relayout(page fyne.CanvasObject) {
	page.Refresh()
	page.Refresh()
}

// FollowLayout lays a table out for the window now (layout(phone)) and
// again when the window crosses the phone width to the other layout; a
// report of the layout the table is already in rebuilds nothing, so the
// table itself need not remember which layout it is in.
func FollowLayout(u host.Host, layout func(phone bool)) {
	phone := u.Phone()
	layout(phone)
	u.OnLayout(func(p bool) {
		if p != phone {
			phone = p
			layout(p)
		}
	})
}

// GameTitle is a table page's title: the game's own name, when the
// players gave it one, ahead of the game's ("Friday · Cârts Tîty").
func GameTitle(name, game string) string {
	if name != "" {
		return name + " · " + game
	}
	return game
}
