//go:build screenshots

package myre

import (
	"encoding/json"

	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/storage"
)

func init() {
	hoststore.Scenes = append(hoststore.Scenes,
		hoststore.Scene{Name: "myre-table", Section: "play", Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			return buildMyreScene(u, st, true)
		}},
		hoststore.Scene{Name: "myre-table-entry", Section: "play", Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			return buildMyreScene(u, st, false)
		}},
	)
}

// buildMyreScene stores a game with the rulebook's sample hand and enters
// a second hand; resolved shows that hand revealed. The page opens the
// game's session as the app does.
func buildMyreScene(u host.Host, st *storage.Store, resolved bool) (host.Page, error) {
	g, err := hoststore.CreateGame(st, myreID, "", []string{"Ann", "Bob"}, nil, Table.Seating)
	if err != nil {
		return host.Page{}, err
	}
	// The rulebook's sample end of hand: Red's A-2-3 ties Black's pair of
	// 4s over the red 6 and the Ace wins it; Red's bluff wins the 10.
	sample := `{"battles":[{"scout":["6H"],"red":["AH","2D","3H"],"black":["4S","4C"]},` +
		`{"scout":["10S"],"red":["10D","QH"],"black":[]}],"face_up":{"red":["6H"],"black":["AC"]}}`
	if _, err := st.AddRoundJSON(g.ID, json.RawMessage(sample)); err != nil {
		return host.Page{}, err
	}
	d := draft{Piles: []pileDraft{
		{Scout: []string{"7C"}, Red: []string{"7H", "7D", "8H"}, Black: []string{"8S", "9S", "BJ"}, FaceUp: true},
		{Scout: []string{"KD"}, FaceUp: true},
		{Scout: []string{"5H"}, Red: []string{"5D"}, Black: []string{"JS", "JC"}},
	}}
	b, _ := json.Marshal(d)
	if err := st.SaveDraft("game/"+g.ID, b); err != nil {
		return host.Page{}, err
	}
	return openTable(u, g.ID, "", func(t *myreTable) {
		if resolved {
			t.resolve()
		} else {
			t.showPile(0)
		}
	}), nil
}
