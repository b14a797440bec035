package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"arbiter/app/i18n"
)

// EntryBesideSheet is a table page's content: the entry (a TableLayout)
// and the score sheet side by side on a desktop, the entry taking the
// larger part, and in two tabs on a phone, entryTab naming the entry's
// ("Round", "Deal"). The tabs come back on a phone (nil on a desktop):
// a table that opens a saved round in its form brings the entry's tab
// forward with them.
func EntryBesideSheet(entry fyne.CanvasObject, entryTab string, sheet fyne.CanvasObject, phone bool) (fyne.CanvasObject, *container.AppTabs) {
	if phone {
		tabs := container.NewAppTabs(
			container.NewTabItemWithIcon(entryTab, theme.DocumentCreateIcon(), entry),
			container.NewTabItemWithIcon(i18n.T("Score sheet"), theme.ListIcon(), container.NewPadded(sheet)),
		)
		return tabs, tabs
	}
	split := container.NewHSplit(entry, container.NewPadded(container.NewBorder(Heading(i18n.T("Score sheet")), nil, nil, nil, sheet)))
	split.Offset = 0.58
	return split, nil
}
