//go:build screenshots

package carts

import (
	"encoding/json"

	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/app/widgets"
	scarts "arbiter/scoring/carts"
	"arbiter/storage"
)

func init() {
	hoststore.Scenes = append(hoststore.Scenes,
		hoststore.Scene{Name: "carts-tity-table", Section: "play", Build: buildCartsScene},
		hoststore.Scene{Name: "carts-tity-turn", Section: "play", Build: buildCartsTurnScene})
}

// buildCartsTurnScene: the turn helper after a follow-up, with a card
// that may not answer it tapped.
func buildCartsTurnScene(u hoststore.Host, st *storage.Store) (host.Page, error) {
	g, err := hoststore.CreateGame(st, cartsID, "", []string{"Ann", "Bram", "Cato"}, nil, host.SeatingOf(cartsID))
	if err != nil {
		return host.Page{}, err
	}
	log := &turnLog{Top: "Fi7", Actions: []action{{Kind: "play", Card: "Fi9"}, {Kind: "draw", N: 1}, {Kind: "play", Card: "Wa8"}}}
	d, _ := json.Marshal(draft{CardsLeft: map[string]int{}, Overflowed: []string{}, Turn: log, Tab: 1})
	if err := st.SaveDraft("game/"+g.ID, d); err != nil {
		return host.Page{}, err
	}
	return widgets.OpenTable(u, cartsID, g.ID, func(cs *cartsSession) widgets.TableView {
		s := newScreen(u, cs)
		v := s.view()
		s.turn.tapped(mustCard("Fi4")) // refused while Cato owes 2
		return v
	}), nil
}

// buildCartsScene: a four-player game with two rounds scored and a third
// being entered.
func buildCartsScene(u hoststore.Host, st *storage.Store) (host.Page, error) {
	names := []string{"Ann", "Bram", "Cato", "Dirk"}
	g, err := hoststore.CreateGame(st, cartsID, "", names, nil, host.SeatingOf(cartsID))
	if err != nil {
		return host.Page{}, err
	}
	for _, r := range []scarts.Round{
		{CardsLeft: map[string]int{"Ann": 0, "Bram": 5, "Cato": 3, "Dirk": 9}},
		{CardsLeft: map[string]int{"Ann": 7, "Bram": 0, "Cato": 12}, Overflowed: []string{"Dirk"}},
	} {
		if _, err := st.AddRound(g.ID, r); err != nil {
			return host.Page{}, err
		}
	}
	d, _ := json.Marshal(draft{CardsLeft: map[string]int{"Ann": 4, "Bram": 6, "Cato": 0, "Dirk": 2}, Overflowed: []string{}})
	if err := st.SaveDraft("game/"+g.ID, d); err != nil {
		return host.Page{}, err
	}
	return openScreen(u, g.ID, ""), nil
}
