//go:build screenshots

package burn

import (
	"arbiter/app/host"
	"arbiter/engine/burn"
	"arbiter/storage"
	"encoding/json"
	"sort"
)

func init() {
	host.Scenes = append(host.Scenes,
		host.Scene{Name: "burn-table", Section: "play", Build: buildBurnScene},
		// Each for themselves, the round entered card by card: three
		// tricks counted, the fourth begun.
		host.Scene{Name: "burn-tricks", Section: "play", Build: func(u host.Host, st *storage.Store) (host.Page, error) {
			g, err := createBurnGame(st, "", []string{"Ann", "Bo", "Cy", "Di"}, burn.Format{Sides: 4, Size: 1}, nil)
			if err != nil {
				return host.Page{}, err
			}
			d := burnDraft{Dealer: "Ann", ByTrick: true, Won: map[string]burn.FireWater{"Ann": {}, "Bo": {}, "Cy": {}, "Di": {}},
				Touched: []string{"Ann", "Bo", "Cy", "Di"},
				Played: []burnPlayed{
					{Leader: "Bo", Cards: []string{"Fi3", "Fi9", "Fi1", "Wa2"}},
					{Leader: "Cy", Cards: []string{"Wa7", "Wa1", "Wa12", "Ea4"}},
					{Leader: "Ann", Cards: []string{"Wi5", "Wi2", "Wi14", "Wi6"}},
				},
				Current: []string{"Fi15", "Ea9"}}
			b, _ := json.Marshal(d)
			_ = st.SaveDraft("game/"+g.ID, b)
			return host.Tables["burn"].Screen(u, st, g), nil
		}},
		host.Scene{Name: "burn-new-game", Section: "play", Build: func(u host.Host, st *storage.Store) (host.Page, error) {
			for _, n := range []string{"Ann", "Bo", "Cy", "Di"} {
				_, _ = st.EnsurePlayer(n)
			}
			return burnNewGamePage(u), nil
		}},
	)
}

func buildBurnScene(u host.Host, st *storage.Store) (host.Page, error) {
	g, err := createBurnGame(st, "", []string{"Ann", "Bo", "Cy", "Di"}, burn.Format{Sides: 2, Size: 2}, nil)
	if err != nil {
		return host.Page{}, err
	}
	var sides []string
	for s := range map[string]bool{"Ann & Cy": true, "Bo & Di": true} {
		sides = append(sides, s)
	}
	sort.Strings(sides)
	for _, r := range []string{
		`{"dealer":"Ann","won":{"Ann & Cy":{"fire":7,"water":8},"Bo & Di":{"fire":8,"water":7}}}`,
		`{"dealer":"Bo","won":{"Ann & Cy":{"fire":9,"water":3},"Bo & Di":{"fire":6,"water":12}}}`,
		`{"dealer":"Cy","won":{"Ann & Cy":{"fire":4,"water":4},"Bo & Di":{"fire":11,"water":11}}}`,
	} {
		if _, err := st.AddRoundJSON(g.ID, json.RawMessage(r)); err != nil {
			return host.Page{}, err
		}
	}
	// The next round: Bo & Di took every fire and water card.
	d := burnDraft{Dealer: "Di", Won: map[string]burn.FireWater{sides[0]: {}, sides[1]: {Fire: 15, Water: 15}}, Touched: sides}
	b, _ := json.Marshal(d)
	_ = st.SaveDraft("game/"+g.ID, b)
	g, _ = st.Game(g.ID)
	return host.Tables["burn"].Screen(u, st, g), nil
}
