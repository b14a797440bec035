//go:build screenshots

package pymtheg

import (
	"encoding/json"

	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/app/tables/pymtheg/dealentry"
	"arbiter/scoring"
	"arbiter/session"
	"arbiter/storage"
)

func init() {
	hoststore.Scenes = append(hoststore.Scenes,
		hoststore.Scene{Name: "pymtheg-table", Section: "play", Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			return buildPymScene(u, st, dealentry.Draft{Dealer: "S", Calls: []string{"gam", "gam+1", "ry"}})
		}},
		// Quick entry with the play counted per seat: the score and its
		// explanation.
		hoststore.Scene{Name: "pymtheg-quick", Section: "play", Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			return buildPymScene(u, st, dealentry.Draft{Dealer: "S", Direct: true, Contract: "gam+4", Declarer: "W", Trump: "Fi", Named: "bidding",
				Doubling: "double", OverRy: "ry", Counts: map[string]int{"N": 2, "E": 6, "S": 1, "W": 6}})
		}},
		// Trick by trick: two tricks counted, the third being entered.
		hoststore.Scene{Name: "pymtheg-tricks", Section: "play", Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			return buildPymScene(u, st, dealentry.Draft{Dealer: "S", Direct: true, Contract: "gam", Declarer: "N", Trump: "Fi", Named: "after", Doubling: "none",
				ByTrick: true,
				Played:  []dealentry.Trick{{Leader: "W", Cards: []string{"Wa5", "Wa2", "Wa9", "Wa12"}}, {Leader: "S", Cards: []string{"Fi3", "Ea7", "Fi9", "Fi1"}}},
				Current: []string{"Wi4", "Wi10"}})
		}},
		hoststore.Scene{Name: "pymtheg-tournament", Section: "play", Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			_ = st.SaveDraft(pymTourneyKey, []byte(pymSampleTournament))
			return pymTournamentPage(u), nil
		}},
	)
}

const pymSampleTournament = `{"teams":["Owls","Hawks","Foxes","Bees"],"tables":[
{"name":"1","sessions":[{"NS":"Owls","EW":"Hawks","score":{"NS":22,"EW":0}},{"NS":"Foxes","EW":"Bees","score":{"NS":0,"EW":30}}]},
{"name":"2","sessions":[{"NS":"Bees","EW":"Owls","passed":true},{"NS":"Hawks","EW":"Foxes","score":{"NS":-24,"EW":0}}]}]}`

// buildPymScene stores a game of three deals with d as the deal in
// progress, and opens its table.
func buildPymScene(u host.Host, st *storage.Store, d dealentry.Draft) (host.Page, error) {
	g, err := hoststore.CreateGame(st, pymID, "Friday", []string{"Ann", "Bo", "Cy", "Di"}, scoring.Values{"end": "deals", "deals": 12}, Table.Seating)
	if err != nil {
		return host.Page{}, err
	}
	for _, r := range []string{
		`{"contract":"gam+2","declarer":"N","trump":"Wa","trump_named":"bidding","doubling":"none","dealer":"W","tricks_won":{"N":5,"E":2,"S":7,"W":1}}`,
		`{"contract":"ry","declarer":"E","doubling":"none","dealer":"N","tricks_won":{"N":6,"E":0,"S":5,"W":4}}`,
		`{"contract":"gam","declarer":"S","trump":"none","trump_named":"after","doubling":"double","dealer":"E","tricks_won":{"N":4,"E":3,"S":4,"W":4}}`,
	} {
		if _, err := st.AddRoundJSON(g.ID, json.RawMessage(r)); err != nil {
			return host.Page{}, err
		}
	}
	// The deal in progress, kept as the table's session keeps it.
	entry, _ := json.Marshal(d)
	b, _ := json.Marshal(map[string]json.RawMessage{"entry": entry})
	_ = st.SaveDraft(session.DraftKey(g.ID), b)
	return Table.Open(u, g.ID), nil
}
