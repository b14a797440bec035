//go:build screenshots

package app

import (
	"encoding/json"

	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/storage"
)

func init() {
	hoststore.Scenes = append(hoststore.Scenes,
		hoststore.Scene{Name: "home", Section: "play", Build: sampleHome},
		hoststore.Scene{Name: "new-game", Section: "play", Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			return u.NewGame("myre"), nil
		}},
		hoststore.Scene{Name: "rules", Section: "rules", Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			return u.(*UI).gameRulesPage("myre"), nil
		}},
		hoststore.Scene{Name: "settings", Section: "settings"},
	)
}

// sampleHome stores two games in progress so the home screen shows how
// resuming looks.
func sampleHome(u hoststore.Host, st *storage.Store) (host.Page, error) {
	g, err := hoststore.CreateGame(st, "myre", "Friday", []string{"Ann", "Bob"}, nil, host.SeatingOf("myre"))
	if err != nil {
		return host.Page{}, err
	}
	hand := `{"battles":[{"scout":["6H"],"red":["AH","2D","3H"],"black":["4S","4C"]}]}`
	if _, err := st.AddRoundJSON(g.ID, json.RawMessage(hand)); err != nil {
		return host.Page{}, err
	}
	if _, err := hoststore.CreateGame(st, "carts-tity", "", []string{"Ann", "Bob", "Cleo"}, nil, host.SeatingOf("carts-tity")); err != nil {
		return host.Page{}, err
	}
	return host.Page{}, nil
}
