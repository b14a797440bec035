package myre

import (
	"arbiter/scoring/all"
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

// openMyre shows the table of a stored game the way the app opens it
// (Table.Open: the game's shared session, read off the UI goroutine), with
// a hand in the entry when roundID is set, and returns the table once the
// session has read the game.
func openMyre(t testing.TB, u host.Host, settle func(), gameID, roundID string) *myreTable {
	t.Helper()
	var tb *myreTable
	u.Push(host.SectionPlay, openTable(u, gameID, roundID, func(x *myreTable) { tb = x }))
	settle()
	if tb == nil {
		t.Fatal("the table did not open")
	}
	return tb
}

// newGame stores a game of Ann (Red) and Bob (Black) with house rules
// (JSON; "" the defaults).
func newGame(t *testing.T, st *storage.Store, options string) storage.Game {
	t.Helper()
	def, err := all.Lookup(myreID)
	if err != nil {
		t.Fatal(err)
	}
	opts, err := def.Options().Parse(json.RawMessage(options))
	if err != nil {
		t.Fatal(err)
	}
	g, err := hoststore.CreateGame(st, myreID, "", []string{"Ann", "Bob"}, opts, Table.Seating)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// myreNewTable stores a game with house rules (JSON; "" the defaults) and
// shows its table.
func myreNewTable(t *testing.T, u *app.UI, options string) (*myreTable, *storage.Store, storage.Game) {
	t.Helper()
	st := u.Store()
	g := newGame(t, st, options)
	return openMyre(t, u, u.Settle, g.ID, ""), st, g
}

func myreTotals(t *testing.T, st *storage.Store, id string) (float64, float64) {
	t.Helper()
	tot, err := st.Totals(id)
	if err != nil {
		t.Fatal(err)
	}
	return tot.Scores["red"], tot.Scores["black"]
}

// pageTitle is a page's title as the shell shows it.
func pageTitle(p host.Page) string {
	if p.TitleData != nil {
		if s, err := p.TitleData.Get(); err == nil {
			return s
		}
	}
	return p.Title
}
