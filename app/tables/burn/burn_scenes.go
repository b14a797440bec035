//go:build screenshots

package burn

import (
	"encoding/json"

	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/app/tables/burn/roundentry"
	"arbiter/engine/burn"
	"arbiter/session"
	"arbiter/storage"
)

func init() {
	hoststore.Scenes = append(hoststore.Scenes,
		hoststore.Scene{Name: "burn-table", Section: "play", Build: buildBurnScene},
		// Each for themselves, the round entered card by card: three
		// tricks counted, the fourth begun.
		hoststore.Scene{Name: "burn-tricks", Section: "play", Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			return sceneGame(u, st, burn.Format{Sides: 4, Size: 1}, nil, roundentry.Draft{Dealer: "Ann", ByTrick: true,
				Played: []roundentry.Trick{
					{Leader: "Bo", Cards: []string{"Fi3", "Fi9", "Fi1", "Wa2"}},
					{Leader: "Cy", Cards: []string{"Wa7", "Wa1", "Wa12", "Ea4"}},
					{Leader: "Ann", Cards: []string{"Wi5", "Wi2", "Wi14", "Wi6"}},
				},
				Current: []string{"Fi15", "Ea9"}})
		}},
		hoststore.Scene{Name: "burn-new-game", Section: "play", Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			for _, n := range []string{"Ann", "Bo", "Cy", "Di"} {
				_, _ = st.EnsurePlayer(n)
			}
			return burnNewGamePage(u), nil
		}},
	)
}

// buildBurnScene: two teams, three rounds scored, and a pit being entered.
func buildBurnScene(u hoststore.Host, st *storage.Store) (host.Page, error) {
	return sceneGame(u, st, burn.Format{Sides: 2, Size: 2}, []string{
		`{"dealer":"Ann","won":{"Ann & Cy":{"fire":7,"water":8},"Bo & Di":{"fire":8,"water":7}}}`,
		`{"dealer":"Bo","won":{"Ann & Cy":{"fire":9,"water":3},"Bo & Di":{"fire":6,"water":12}}}`,
		`{"dealer":"Cy","won":{"Ann & Cy":{"fire":4,"water":4},"Bo & Di":{"fire":11,"water":11}}}`,
	}, roundentry.Draft{Fire: map[string]int{"Ann & Cy": 0, "Bo & Di": 15}, Water: map[string]int{"Ann & Cy": 0, "Bo & Di": 15}})
}

// sceneGame stores a game of Ann, Bo, Cy and Di in a seating variant with
// its rounds and d as the round in progress, and opens its table.
func sceneGame(u host.Host, st *storage.Store, f burn.Format, rounds []string, d roundentry.Draft) (host.Page, error) {
	ng, err := newBurnGame("", []string{"Ann", "Bo", "Cy", "Di"}, f, nil)
	if err != nil {
		return host.Page{}, err
	}
	g, err := st.SessionHistory().CreateGame(ng)
	if err != nil {
		return host.Page{}, err
	}
	for _, r := range rounds {
		if _, err := st.AddRoundJSON(g.ID, json.RawMessage(r)); err != nil {
			return host.Page{}, err
		}
	}
	entry, _ := json.Marshal(d)
	b, _ := json.Marshal(map[string]json.RawMessage{"entry": entry})
	_ = st.SaveDraft(session.DraftKey(g.ID), b)
	return Table.Open(u, g.ID), nil
}
