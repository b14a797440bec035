//go:build screenshots

package app

import (
	"encoding/json"

	"arbiter/storage"
)

// scene is one screen as `make screenshots` renders it: a name such as
// "myre-table" or "history", and a function that prepares sample data in a
// fresh store and returns the page to show (nil page: the section's first
// page as it is).
type scene struct {
	Name    string
	Section string // the section the page is shown in
	Build   func(u Host, st *storage.Store) (Page, error)
}

// scenes lists every main screen; each screen's file adds its own in an
// init function.
var scenes []scene

func init() {
	scenes = append(scenes,
		scene{Name: "home", Section: "play", Build: sampleHome},
		scene{Name: "new-game", Section: "play", Build: func(u Host, st *storage.Store) (Page, error) {
			return u.NewGame("myre"), nil
		}},
		scene{Name: "rules", Section: "rules", Build: func(u Host, st *storage.Store) (Page, error) {
			return u.(*UI).gameRulesPage("myre"), nil
		}},
		scene{Name: "settings", Section: "settings"},
	)
}

// sampleHome stores two games in progress so the home screen shows how
// resuming looks.
func sampleHome(u Host, st *storage.Store) (Page, error) {
	g, err := CreateGame(st, "myre", "Friday", []string{"Ann", "Bob"}, nil, Tables["myre"].Seating)
	if err != nil {
		return Page{}, err
	}
	hand := `{"battles":[{"scout":["6H"],"red":["AH","2D","3H"],"black":["4S","4C"]}]}`
	if _, err := st.AddRoundJSON(g.ID, json.RawMessage(hand)); err != nil {
		return Page{}, err
	}
	if _, err := CreateGame(st, "carts-tity", "", []string{"Ann", "Bob", "Cleo"}, nil, Tables["carts-tity"].Seating); err != nil {
		return Page{}, err
	}
	return Page{}, nil
}
