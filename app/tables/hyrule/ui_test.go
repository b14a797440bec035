package hyrule

import (
	"encoding/json"
	"testing"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/app/tabletest"
	"arbiter/storage"
)

// startUI starts the app on a fresh history at phone or desktop size, in a
// language and at a text size ("": normal) (tabletest.Start).
func startUI(t *testing.T, phone bool, lang, textSize string) (*app.UI, *apptest.Screen) {
	t.Helper()
	return tabletest.Start(t, app.Config{Phone: phone, Language: lang, TextSize: textSize, Tables: []host.Table{Table}})
}

// newTestUI starts the app in English with no display.
func newTestUI(t *testing.T, phone bool) *app.UI {
	t.Helper()
	u, _ := startUI(t, phone, "en", "")
	return u
}

// openHy shows the table of a stored game the way the app opens it
// (Table.Open: the game's shared session, read off the UI goroutine), with
// a turn in the entry when roundID is set, and returns the table once the
// session has read the game.
func openHy(t testing.TB, u host.Host, settle func(), gameID, roundID string) *hyruleTable {
	t.Helper()
	var tb *hyruleTable
	u.Push(host.SectionPlay, openTable(u, gameID, roundID, func(x *hyruleTable) { tb = x }))
	settle()
	if tb == nil {
		t.Fatal("the table did not open")
	}
	return tb
}

// createGame stores a game of the given players and setup (nil: chance
// rules).
func createGame(t testing.TB, st *storage.Store, names []string, setup *hySetup) storage.Game {
	t.Helper()
	s := Table.Seating
	if setup != nil {
		b, _ := json.Marshal(setup)
		s.Setup = func([]string) (json.RawMessage, error) { return b, nil }
	}
	g, err := hoststore.CreateGame(st, hyID, "", names, nil, s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// hyNewTable stores a game of the given players and setup and shows it.
func hyNewTable(t *testing.T, u *app.UI, names []string, setup *hySetup) (*hyruleTable, *storage.Store, storage.Game) {
	t.Helper()
	st := u.Store()
	g := createGame(t, st, names, setup)
	return openHy(t, u, u.Settle, g.ID, ""), st, g
}
