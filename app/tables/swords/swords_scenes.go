//go:build screenshots

package swords

import (
	"encoding/json"

	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/engine/cards"
	sswords "arbiter/scoring/swords"
	"arbiter/storage"
)

func init() {
	hoststore.Scenes = append(hoststore.Scenes,
		hoststore.Scene{Name: "swords-table", Section: "play", Build: swordsScene},
		hoststore.Scene{Name: "swords-new-game", Section: "play", Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			for _, n := range []string{"Ann", "Bob", "Cleo"} {
				_, _ = st.EnsurePlayer(n)
			}
			return swordsNewGame(u), nil
		}})
}

// swordsScene: three knights, Spades strong, a few attacks in.
func swordsScene(u hoststore.Host, st *storage.Store) (host.Page, error) {
	names := []string{"Ann", "Bob", "Cleo"}
	setup, _ := json.Marshal(sswords.Setup{Knights: names, Dealer: 2, DealerSet: true, StrongCard: cards.MustParse("4S"), StrongSuit: cards.Spades})
	s := Table.Seating
	s.Setup = func([]string) (json.RawMessage, error) { return setup, nil }
	g, err := hoststore.CreateGame(st, swordsID, "", names, nil, s)
	if err != nil {
		return host.Page{}, err
	}
	for _, in := range []string{
		// Ann's 5H: Bob blocks with 9H, Cleo's 2S is damage; Cleo lays 8D.
		`{"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"9H"},{"seat":2,"card":"2S"}],"choices":[{"seat":2,"choice":"hand","card":"8D"}]}`,
		// Cleo's 7C: Ann parries with 7D, Bob's 3C is damage and steals the 7C.
		`{"plays":[{"seat":2,"card":"7C"},{"seat":0,"card":"7D"},{"seat":1,"card":"3C"}],"choices":[{"seat":1,"choice":"steal"}]}`,
	} {
		if _, err := st.AddRoundJSON(g.ID, json.RawMessage(in)); err != nil {
			return host.Page{}, err
		}
	}
	// Bob's 10D: Cleo blocks with QH, Ann's 3S takes damage and is choosing.
	_ = st.SaveDraft("game/"+g.ID, []byte(`{"cards":{"1":"10D","2":"QH","0":"3S"}}`))
	return Table.Open(u, g.ID), nil
}
