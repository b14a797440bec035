//go:build screenshots

package yamiro

import (
	"arbiter/app/host"
	"arbiter/app/hoststore"
	eyam "arbiter/engine/yamiro"
	"arbiter/storage"
	"encoding/json"
)

func init() {
	hoststore.Scenes = append(hoststore.Scenes,
		hoststore.Scene{Name: "yamiro-table", Section: "play", Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			return buildYamScene(u, st, []string{"arlas", "5", "6", "deiskatun", "alak", "8"})
		}},
		// A hand complete: an arlas cancelled, the second standing, the
		// result and Why? (issue 16 #11).
		hoststore.Scene{Name: "yamiro-hand-result", Section: "play", Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			return buildYamScene(u, st, []string{"arlas", "5", "6", "deiskatun", "alak", "8", "arlas", "1"})
		}},
		hoststore.Scene{Name: "yamiro-new-game", Section: "play", Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			_, _ = st.EnsurePlayer("Ann")
			_, _ = st.EnsurePlayer("Bram")
			return yamStartPage(u), nil
		}},
	)
}

// buildYamScene: a duel two hands in, the third being tapped in.
func buildYamScene(u host.Host, st *storage.Store, hand []string) (host.Page, error) {
	g, err := hoststore.CreateGame(st, yamID, "", []string{"Ann", "Bram"}, nil, yamSeating(eyam.Duel))
	if err != nil {
		return host.Page{}, err
	}
	for _, h := range []string{
		`{"plays":[{"side":"A","card":"8"},{"side":"B","card":"1"},{"side":"A","card":"8"},{"side":"B","card":"2"},{"side":"A","card":"alak"},{"side":"B","card":"3"},{"side":"A","card":"arl"},{"side":"B","card":"4"}]}`,
		`{"plays":[{"side":"B","card":"arlas"},{"side":"A","card":"8"},{"side":"B","card":"1"},{"side":"A","card":"8"},{"side":"B","card":"1"},{"side":"A","card":"alak"},{"side":"B","card":"2"},{"side":"A","card":"7"}]}`,
	} {
		if _, err := st.AddRoundJSON(g.ID, json.RawMessage(h)); err != nil {
			return host.Page{}, err
		}
	}
	d, _ := json.Marshal(draft{entry: entry{Lead: yamA, Cards: hand}})
	if err := st.SaveDraft("game/"+g.ID, d); err != nil {
		return host.Page{}, err
	}
	return Table.Open(u, g.ID), nil
}
