//go:build screenshots

package draque

import (
	"encoding/json"

	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/storage"
)

func init() {
	hoststore.Scenes = append(hoststore.Scenes, hoststore.Scene{Name: "draque-yirken-table", Section: "play", Build: buildDraqueScene})
}

// buildDraqueScene: a game of three with one failed claim recorded, all
// four 1s and a 15 out of game, and Ann's claim of a same-element series
// of four being checked.
func buildDraqueScene(u hoststore.Host, st *storage.Store) (host.Page, error) {
	g, err := hoststore.CreateGame(st, draqueID, "", []string{"Ann", "Bram", "Cato"}, nil, host.SeatingOf(draqueID))
	if err != nil {
		return host.Page{}, err
	}
	if _, err := st.AddRoundJSON(g.ID, json.RawMessage(`{"claimant":"Bram","hand":["Wi4","Wi5","Wi7","Wi8","Ea2"],"discard":"Ea2","out_of_game":["Fi1","Wa1"]}`)); err != nil {
		return host.Page{}, err
	}
	d, _ := json.Marshal(draft{
		Claimant: "Ann",
		Out:      []string{"Fi1", "Wa1", "Wi1", "Ea1", "Ea15"},
		Series:   []string{"Fi3", "Fi4", "Fi5", "Fi6"},
		Discard:  "Wa9",
		Zone:     "discard",
	})
	if err := st.SaveDraft("game/"+g.ID, d); err != nil {
		return host.Page{}, err
	}
	return openScreen(u, g.ID, ""), nil
}
