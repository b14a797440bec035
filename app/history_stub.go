package app

import (
	"fyne.io/fyne/v2/widget"

	"arbiter/storage"
)

func (u *UI) historyPage() page {
	return page{title: T("History"), content: widget.NewLabel("")}
}

func (u *UI) playersPage() page {
	return page{title: T("Players"), content: widget.NewLabel("")}
}

func (u *UI) gameRecordPage(st *storage.Store, g storage.Game) page {
	return page{title: g.Kind, content: widget.NewLabel("")}
}
