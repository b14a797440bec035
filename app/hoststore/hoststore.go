// Package hoststore is the shell as the sections that work on the
// history itself see it: History, Players, Settings and the tournament's
// director and table keep whole games, players and events, so they get
// the open store besides host.Host. The game tables never do — they reach
// the history through their table sessions — so host.Host stays free of
// storage (and of cgo) and a table builds for any front end.
package hoststore

import (
	"arbiter/app/host"
	"arbiter/scoring"
	"arbiter/storage"
)

// Host is host.Host with the open history.
type Host interface {
	host.Host
	// Store is the open history, nil until it is open (or when it could
	// not be opened). Its calls read or write the file: make them through
	// Background, never on the UI goroutine.
	Store() *storage.Store
	// WithStore runs fn on the UI goroutine with the open store: now when
	// it is open, else once it is; never when it could not be opened.
	WithStore(fn func(st *storage.Store))
}

// CreateGame stores a new game of kind with players named in seat order,
// as the new-game form does (host.NewGame, then the Lobby): for the
// sample histories and the tests that start from a stored game.
func CreateGame(st *storage.Store, kind, name string, names []string, options scoring.Values, s host.Seating) (storage.Game, error) {
	ng, err := host.NewGame(kind, name, names, options, s)
	if err != nil {
		return storage.Game{}, err
	}
	rec, err := st.SessionHistory().CreateGame(ng)
	if err != nil {
		return storage.Game{}, err
	}
	return st.Game(rec.ID)
}
