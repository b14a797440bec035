//go:build screenshots

package app

import (
	"arbiter/storage"
	"encoding/json"
)

func init() {
	scenes = append(scenes,
		scene{Name: "carts-tity-table", Section: "play", Build: buildCartsScene},
		scene{Name: "carts-tity-turn", Section: "play", Build: buildCartsTurnScene})
}

// buildCartsTurnScene: the turn helper after a follow-up, with the next
// card being checked.
func buildCartsTurnScene(u Host, st *storage.Store) (Page, error) {
	g, err := CreateGame(st, cartsID, "", []string{"Ann", "Bram", "Cato"}, nil, Tables[cartsID].Seating)
	if err != nil {
		return Page{}, err
	}
	log := &cartsTurnLog{Top: "Fi7", Actions: []cartsAction{{Kind: "play", Card: "Fi9"}, {Kind: "draw", N: 1}, {Kind: "play", Card: "Wa8"}}}
	d, _ := json.Marshal(cartsDraft{CardsLeft: map[string]int{}, Overflowed: []string{}, Turn: log, Tab: 1})
	if err := st.SaveDraft("game/"+g.ID, d); err != nil {
		return Page{}, err
	}
	s := newCartsScreen(u, st, g)
	p := s.page()
	s.turn.picker.tapDeck(s.turn.picker.deck[3]) // Fi4: refused while Ann owes 2
	return p, nil
}

// buildCartsScene: a four-player game with two rounds scored and a third
// being entered.
func buildCartsScene(u Host, st *storage.Store) (Page, error) {
	names := []string{"Ann", "Bram", "Cato", "Dirk"}
	g, err := CreateGame(st, cartsID, "", names, nil, Tables[cartsID].Seating)
	if err != nil {
		return Page{}, err
	}
	for _, r := range []string{
		`{"cards_left":{"Ann":0,"Bram":5,"Cato":3,"Dirk":9},"overflowed":[]}`,
		`{"cards_left":{"Ann":7,"Bram":0,"Cato":12},"overflowed":["Dirk"]}`,
	} {
		if _, err := st.AddRoundJSON(g.ID, json.RawMessage(r)); err != nil {
			return Page{}, err
		}
	}
	d, _ := json.Marshal(cartsDraft{CardsLeft: map[string]int{"Ann": 4, "Bram": 6, "Cato": 0, "Dirk": 2}, Overflowed: []string{}})
	if err := st.SaveDraft("game/"+g.ID, d); err != nil {
		return Page{}, err
	}
	g, err = st.Game(g.ID)
	if err != nil {
		return Page{}, err
	}
	return newCartsScreen(u, st, g).page(), nil
}
