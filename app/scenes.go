package app

import "arbiter/storage"

// scene is one screen as `make screenshots` renders it: a name such as
// "myre-table" or "history", and a function that prepares sample data in a
// fresh store and returns the page to show (nil page: the section's first
// page as it is).
type scene struct {
	Name    string
	Section string // the section the page is shown in
	Build   func(u *UI, st *storage.Store) (page, error)
}

// scenes lists every main screen; each screen's file adds its own in an
// init function.
var scenes []scene

func init() {
	scenes = append(scenes,
		scene{Name: "home", Section: "play"},
		scene{Name: "new-game", Section: "play", Build: func(u *UI, st *storage.Store) (page, error) {
			return u.newGamePage("myre"), nil
		}},
		scene{Name: "rules", Section: "rules", Build: func(u *UI, st *storage.Store) (page, error) {
			return u.gameRulesPage("myre"), nil
		}},
		scene{Name: "settings", Section: "settings"},
	)
}
