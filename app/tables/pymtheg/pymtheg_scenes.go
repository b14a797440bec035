//go:build screenshots

package pymtheg

import (
	"arbiter/app/host"
	"arbiter/scoring"
	"arbiter/storage"
	"encoding/json"
)

func init() {
	host.Scenes = append(host.Scenes,
		host.Scene{Name: "pymtheg-table", Section: "play", Build: func(u host.Host, st *storage.Store) (host.Page, error) {
			return buildPymScene(u, st, pymDraft{Dealer: "S", Calls: []string{"gam", "gam+1", "ry"}, Touched: []int{3, 2, 1, 0}, Tricks: [4]int{0, 0, 0, 15}})
		}},
		// Quick entry with the play counted per seat: the score and its
		// explanation.
		host.Scene{Name: "pymtheg-quick", Section: "play", Build: func(u host.Host, st *storage.Store) (host.Page, error) {
			return buildPymScene(u, st, pymDraft{Dealer: "S", Direct: true, Contract: "gam+4", Declarer: "W", Trump: "Fi", Named: "bidding",
				Doubling: "double", OverRy: "ry", Touched: []int{0, 2, 1, 3}, Tricks: [4]int{2, 6, 1, 6}})
		}},
		// Trick by trick: two tricks counted, the third being entered.
		host.Scene{Name: "pymtheg-tricks", Section: "play", Build: func(u host.Host, st *storage.Store) (host.Page, error) {
			return buildPymScene(u, st, pymDraft{Dealer: "S", Direct: true, Contract: "gam", Declarer: "N", Trump: "Fi", Named: "after", Doubling: "none",
				ByTrick: true, Touched: []int{3, 2, 1, 0}, Tricks: [4]int{0, 0, 0, 15},
				Played:  []pymPlayed{{Leader: "W", Cards: []string{"Wa5", "Wa2", "Wa9", "Wa12"}}, {Leader: "S", Cards: []string{"Fi3", "Ea7", "Fi9", "Fi1"}}},
				Current: []string{"Wi4", "Wi10"}})
		}},
		host.Scene{Name: "pymtheg-tournament", Section: "play", Build: func(u host.Host, st *storage.Store) (host.Page, error) {
			_ = st.SaveDraft(pymTourneyKey, []byte(pymSampleTournament))
			return pymTournamentPage(u, st), nil
		}},
	)
}

const pymSampleTournament = `{"teams":["Owls","Hawks","Foxes","Bees"],"tables":[
{"name":"1","sessions":[{"NS":"Owls","EW":"Hawks","score":{"NS":22,"EW":0}},{"NS":"Foxes","EW":"Bees","score":{"NS":0,"EW":30}}]},
{"name":"2","sessions":[{"NS":"Bees","EW":"Owls","passed":true},{"NS":"Hawks","EW":"Foxes","score":{"NS":-24,"EW":0}}]}]}`

func buildPymScene(u host.Host, st *storage.Store, draft pymDraft) (host.Page, error) {
	var players []storage.Player
	for _, n := range []string{"Ann", "Cy", "Bo", "Di"} {
		p, err := st.EnsurePlayer(n)
		if err != nil {
			return host.Page{}, err
		}
		players = append(players, p)
	}
	seats, err := host.Tables["pymtheg"].Seating.SeatsFor(players)
	if err != nil {
		return host.Page{}, err
	}
	g, err := st.CreateGame(storage.NewGame{Kind: "pymtheg", Name: "Friday", Seats: seats, Options: scoring.Values{"end": "deals", "deals": 12}})
	if err != nil {
		return host.Page{}, err
	}
	for _, d := range []string{
		`{"contract":"gam+2","declarer":"N","trump":"Wa","trump_named":"bidding","doubling":"none","dealer":"W","tricks_won":{"N":5,"E":2,"S":7,"W":1}}`,
		`{"contract":"ry","declarer":"E","doubling":"none","dealer":"N","tricks_won":{"N":6,"E":0,"S":5,"W":4}}`,
		`{"contract":"gam","declarer":"S","trump":"none","trump_named":"after","doubling":"double","dealer":"E","tricks_won":{"N":4,"E":3,"S":4,"W":4}}`,
	} {
		if _, err := st.AddRoundJSON(g.ID, json.RawMessage(d)); err != nil {
			return host.Page{}, err
		}
	}
	// The deal in progress.
	b, _ := json.Marshal(draft)
	_ = st.SaveDraft("game/"+g.ID, b)
	g, _ = st.Game(g.ID)
	return host.Tables["pymtheg"].Screen(u, st, g), nil
}
