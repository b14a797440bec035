//go:build screenshots

package hyrule

import (
	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/storage"
	"encoding/json"
)

func init() {
	hoststore.Scenes = append(hoststore.Scenes, hoststore.Scene{Name: "hyrule-table", Section: "play", Build: hyruleScene})
}

// hyruleScene: a strategy round with three players, four turns in.
func hyruleScene(u hoststore.Host, st *storage.Store) (host.Page, error) {
	names := []string{"Ann", "Bob", "Cleo"}
	var players []storage.Player
	for _, n := range names {
		p, err := st.EnsurePlayer(n)
		if err != nil {
			return host.Page{}, err
		}
		players = append(players, p)
	}
	tall := "Bob"
	setup, _ := json.Marshal(hySetup{Players: names, TurnRules: "strategy", Tallest: &tall})
	s := host.SeatingOf("hyrule")
	s.Setup = func([]string) (json.RawMessage, error) { return setup, nil }
	g, err := hoststore.CreateGame(st, "hyrule", "", names, nil, s)
	if err != nil {
		return host.Page{}, err
	}
	for _, in := range []string{
		`{"cards":["2C","2S","KH"],"first":1}`,
		`{"cards":["AH","KD","9S"],"first":1,"swaps":["3C"]}`,
		`{"cards":["4S","JC","QD"],"first":0}`,
	} {
		if _, err := st.AddRoundJSON(g.ID, json.RawMessage(in)); err != nil {
			return host.Page{}, err
		}
	}
	_ = st.SaveDraft("game/"+g.ID, []byte(`{"cards":["8H","","8D"]}`))
	return openTable(u, g.ID, "", nil), nil
}
