package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// EntryAndSheet lays out a table's two halves: the entry (what is being
// entered, in its TableFrame) and the sheet (the score sheet and what goes
// with it). On a wide screen they stand side by side in a split, the entry
// taking offset of the width. A phone has no room for both, so one shows
// at a time under two tabs of equal width, entryTab and sheetTab, the one
// shown marked; onSheet runs each time the sheet's tab is chosen, to bring
// what it shows up to date.
//
// showEntry brings the entry's tab forward (nothing to do on a wide
// screen): after a correction or an undo started on the sheet, the entry
// is where the user goes on.
func EntryAndSheet(phone bool, entry fyne.CanvasObject, entryTab string, sheet fyne.CanvasObject, sheetTab string, offset float64, onSheet func()) (content fyne.CanvasObject, showEntry func()) {
	if !phone {
		split := container.NewHSplit(entry, sheet)
		split.Offset = offset
		return split, func() {}
	}
	entryB := widget.NewButtonWithIcon(entryTab, theme.DocumentCreateIcon(), nil)
	sheetB := widget.NewButtonWithIcon(sheetTab, theme.ListIcon(), nil)
	show := func(e bool) {
		if e {
			entry.Show()
			sheet.Hide()
			entryB.Importance, sheetB.Importance = widget.HighImportance, widget.MediumImportance
		} else {
			entry.Hide()
			sheet.Show()
			entryB.Importance, sheetB.Importance = widget.MediumImportance, widget.HighImportance
			onSheet()
		}
		entryB.Refresh()
		sheetB.Refresh()
	}
	entryB.OnTapped = func() { show(true) }
	sheetB.OnTapped = func() { show(false) }
	show(true)
	return container.NewBorder(container.NewGridWithColumns(2, entryB, sheetB), nil, nil, nil, container.NewStack(entry, sheet)), func() { show(true) }
}
