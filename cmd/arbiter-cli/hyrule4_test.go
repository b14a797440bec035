package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/scoring/hyrule"
)

// HYRULE-4 on the scoring side (issue 28, read again): the round's
// captured counts stay the round's totals and a run-off game's counts are
// kept apart, only deciding the winner. score always answered so; a
// recorded game's totals (games, show) counted the run-off game in.
func TestHyruleRunoffCountsStayApart(t *testing.T) {
	storeNeeds(t, hyrule.ID)
	const round = `"turns":[{"cards":["KC","2S","3H"]},{"cards":["4S","QD","4C"]},{"cards":["6H","6D","6S"]},{"cards":["7S","7H","8S"]},{"cards":["JK","9H","10C"]},{"cards":["3D","8H","5H"]},{"cards":["9S","9D","9C"]}`
	const runoff = `{"cards":["2C","2S"]},{"cards":["3C","3S"]},{"cards":["4C","4S"]},{"cards":["6C","6S"]},{"cards":["7S","7C"]},{"cards":["8S","8C"]},{"cards":["9S","9C"]}`
	// score: the run-off game as its own object.
	code, out, errw := call(t, `{"game":"hyrule","players":["Ann","Bo","Cy"],`+round+`],"runoff":{"players":["Ann","Bo"],"turns":[`+runoff+`]}}`, "score")
	if code != exitOK {
		t.Fatalf("score: %d %s", code, errw)
	}
	var scored struct {
		Captured map[string]int `json:"captured"`
		Winner   string         `json:"winner"`
		Runoff   struct {
			Captured map[string]int `json:"captured"`
		} `json:"runoff"`
	}
	if err := json.Unmarshal([]byte(out), &scored); err != nil {
		t.Fatal(err)
	}
	if scored.Winner != "Ann" || scored.Captured["Ann"] != 9 || scored.Captured["Bo"] != 9 || scored.Captured["Cy"] != 3 || scored.Runoff.Captured["Ann"] != 8 || scored.Runoff.Captured["Bo"] != 6 {
		t.Fatalf("score: %s", out)
	}
	// record: the run-off game's turns after the round's seven; the
	// stored totals are the round's, as score says.
	db := filepath.Join(t.TempDir(), "h.db")
	code, out, errw = call(t, `{"game":"hyrule","name":"level","players":["Ann","Bo","Cy"],`+round+`,`+runoff+`]}`, "record", "--db", db)
	if code != exitOK {
		t.Fatalf("record: %d %s", code, errw)
	}
	id := strings.TrimSpace(out)
	_, out, _ = call(t, "", "games", "--json", "--db", db)
	var list struct {
		Games []struct {
			ID      string         `json:"id"`
			Totals  map[string]int `json:"totals"`
			Winners []string       `json:"winners"`
		} `json:"games"`
	}
	if err := json.Unmarshal([]byte(out), &list); err != nil || len(list.Games) != 1 || list.Games[0].ID != id {
		t.Fatalf("games: %v %s", err, out)
	}
	g := list.Games[0]
	if g.Totals["Ann"] != 9 || g.Totals["Bo"] != 9 || g.Totals["Cy"] != 3 || len(g.Winners) != 1 || g.Winners[0] != "Ann" {
		t.Errorf("stored totals %v, winners %v: want the round's 9, 9, 3 and Ann, who won the run-off game", g.Totals, g.Winners)
	}
}
