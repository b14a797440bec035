package widgets

import (
	"arbiter/app/host"
	"arbiter/storage"
)

// TableScreen is a table's screen of one stored game, as the registry
// opens it: every page of a game is a new screen that reads the store, so
// the table page and the game record's "Edit this round" open it alike.
type TableScreen interface {
	// Page builds the screen's page.
	Page() host.Page
	// Edit puts a stored round in the screen's form, to be corrected.
	Edit(r storage.Round)
}

// ScreenTable is the host.Table of a game whose table is a TableScreen:
// Screen opens one and shows its page, Edit shows the page with round r
// in the form, and Describe says a round by describe (the game is not
// needed: the round holds the players' names).
func ScreenTable(id string, seating host.Seating, open func(u host.Host, st *storage.Store, g storage.Game) TableScreen, describe func(r storage.Round) string) host.Table {
	return host.Table{
		ID:       id,
		Seating:  seating,
		Screen:   func(u host.Host, st *storage.Store, g storage.Game) host.Page { return open(u, st, g).Page() },
		Describe: func(_ storage.Game, r storage.Round) string { return describe(r) },
		Edit: func(u host.Host, st *storage.Store, g storage.Game, r storage.Round) host.Page {
			s := open(u, st, g)
			p := s.Page()
			s.Edit(r)
			return p
		},
	}
}
