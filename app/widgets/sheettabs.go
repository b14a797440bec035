package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// SheetPane is a table's score sheet as it stands with the table's own
// tabs: a tab of its own (the last) on a phone, where there is no room
// beside them, and beside the tabs under a heading on a desktop, where
// the sheet stays in view while the tabs are used.
type SheetPane struct {
	Sheet   fyne.CanvasObject // the sheet's root
	Tab     string            // the sheet's tab on a phone
	Heading string            // above the sheet on a desktop
	Offset  float64           // the tabs' share of a desktop's width
}

// LayOutTabs puts the tabs items and the sheet in body, for a phone or a
// desktop, and returns the tabs now on screen. The tab selected in old
// (the tabs laid out before; nil the first time) stays selected when
// there still is such a tab, else the first; selecting a tab afterwards
// runs selected (a table keeps its tab in the game's draft). The items
// are new each time: a tab item belongs to one AppTabs.
func (p SheetPane) LayOutTabs(body *fyne.Container, old *container.AppTabs, phone bool, selected func(), items ...*container.TabItem) *container.AppTabs {
	tab := 0
	if old != nil {
		tab = old.SelectedIndex()
	}
	var tabs *container.AppTabs
	var content fyne.CanvasObject
	if phone {
		sheetTab := container.NewTabItemWithIcon(p.Tab, theme.ListIcon(), container.NewPadded(p.Sheet))
		tabs = container.NewAppTabs(append(items, sheetTab)...)
		content = tabs
	} else {
		tabs = container.NewAppTabs(items...)
		split := container.NewHSplit(tabs, container.NewBorder(Heading(p.Heading), nil, nil, nil, container.NewPadded(p.Sheet)))
		split.Offset = p.Offset
		content = split
	}
	if tab >= len(tabs.Items) {
		tab = 0
	}
	tabs.SelectIndex(tab)
	tabs.OnSelected = func(*container.TabItem) { selected() }
	body.Objects = []fyne.CanvasObject{content}
	body.Refresh()
	return tabs
}

// SelectDraftTab selects the tab i a draft kept, when tabs still has it
// and it is not the one on screen; the first tab needs nothing, as a
// layout starts there or keeps the tab already chosen.
func SelectDraftTab(tabs *container.AppTabs, i int) {
	if i > 0 && i < len(tabs.Items) && i != tabs.SelectedIndex() {
		tabs.SelectIndex(i)
	}
}
