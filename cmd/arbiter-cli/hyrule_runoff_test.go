package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/scoring/hyrule"
)

// Issue 23 #4 through `arbiter-cli record`: a round of Ann 9, Bo 3, Cy 9
// and the run-off game of Ann and Cy (Ann 8, Cy 6) is stored as the round
// it is: totals Ann 9, Bo 3, Cy 9 (never Ann 17, Cy 15), Ann the winner;
// the run-off game's turns are stored as its own (turn 1 to 7 of run-off
// game 1, for Ann and Cy), each leaving the round's totals as they are,
// and its counts are kept apart in the end of its last turn (HYRULE-4).
func TestHyruleRecordKeepsTheRunoffGameApart(t *testing.T) {
	storeNeeds(t, hyrule.ID)
	const round = `{"cards":["KC","3H","2S"]},{"cards":["4S","4C","QD"]},{"cards":["6H","6S","6D"]},{"cards":["7S","8S","7H"]},{"cards":["JK","10C","9H"]},{"cards":["3D","5H","8H"]},{"cards":["9S","9C","9D"]}`
	const runoff = `{"cards":["2C","2S"]},{"cards":["3C","3S"]},{"cards":["4C","4S"]},{"cards":["6C","6S"]},{"cards":["7S","7C"]},{"cards":["8S","8C"]},{"cards":["9S","9C"]}`
	db := filepath.Join(t.TempDir(), "h.db")
	code, out, errw := call(t, `{"game":"hyrule","name":"level","players":["Ann","Bo","Cy"],"turns":[`+round+`,`+runoff+`]}`, "record", "--db", db)
	if code != exitOK {
		t.Fatalf("record: %d %s", code, errw)
	}
	id := strings.TrimSpace(out)
	code, out, errw = call(t, "", "show", "--json", "--db", db, id)
	if code != exitOK {
		t.Fatalf("show: %d %s", code, errw)
	}
	var shown struct {
		Game struct {
			Status  string         `json:"status"`
			Winners []string       `json:"winners"`
			Totals  map[string]int `json:"totals"`
			Seats   []struct {
				Name  string `json:"name"`
				Score int    `json:"score"`
				Won   bool   `json:"won"`
			} `json:"seats"`
		} `json:"game"`
		Rounds []struct {
			Number  int `json:"number"`
			Outcome struct {
				Totals map[string]int `json:"totals"`
			} `json:"outcome"`
			Result struct {
				RunoffGame int      `json:"runoff_game"`
				Turn       int      `json:"turn"`
				Players    []string `json:"players"`
				End        *struct {
					RunoffGame int      `json:"runoff_game"`
					Players    []string `json:"players"`
					Captured   []int    `json:"captured"`
					Winner     int      `json:"winner"`
				} `json:"end"`
			} `json:"result"`
		} `json:"rounds"`
	}
	if err := json.Unmarshal([]byte(out), &shown); err != nil {
		t.Fatalf("show: %v\n%s", err, out)
	}
	g := shown.Game
	if fmt.Sprint(g.Totals) != "map[Ann:9 Bo:3 Cy:9]" || fmt.Sprint(g.Winners) != "[Ann]" || g.Status != "finished" {
		t.Errorf("stored game: totals %v, winners %v, %s; want the round's 9, 3, 9 and Ann", g.Totals, g.Winners, g.Status)
	}
	for _, s := range g.Seats {
		if want := map[string]int{"Ann": 9, "Bo": 3, "Cy": 9}[s.Name]; s.Score != want || s.Won != (s.Name == "Ann") {
			t.Errorf("seat %s: score %d won %v", s.Name, s.Score, s.Won)
		}
	}
	if len(shown.Rounds) != 14 {
		t.Fatalf("%d turns stored, want 7 of the round and 7 of its run-off game", len(shown.Rounds))
	}
	for i, r := range shown.Rounds {
		runoff := i >= 7
		wantGame, wantTurn := 0, i+1
		if runoff {
			wantGame, wantTurn = 1, i-6
		}
		if r.Result.RunoffGame != wantGame || r.Result.Turn != wantTurn {
			t.Errorf("stored turn %d: run-off game %d turn %d, want game %d turn %d", r.Number, r.Result.RunoffGame, r.Result.Turn, wantGame, wantTurn)
		}
		if runoff && (fmt.Sprint(r.Outcome.Totals) != "map[Ann:9 Bo:3 Cy:9]" || fmt.Sprint(r.Result.Players) != "[Ann Cy]") {
			t.Errorf("stored turn %d (run-off game turn %d): totals %v, players %v; the run-off game's captures must not be added to the round's",
				r.Number, r.Result.Turn, r.Outcome.Totals, r.Result.Players)
		}
	}
	end := shown.Rounds[13].Result.End
	if end == nil || end.RunoffGame != 1 || fmt.Sprint(end.Players, end.Captured) != "[Ann Cy] [8 6]" || end.Winner != 0 {
		t.Errorf("the run-off game's end, kept apart: %+v; want Ann 8, Cy 6, Ann the winner", end)
	}
	// The list of games (History, statistics) counts the round.
	_, out, _ = call(t, "", "games", "--json", "--db", db)
	var list struct {
		Games []struct {
			Totals map[string]int `json:"totals"`
		} `json:"games"`
	}
	if err := json.Unmarshal([]byte(out), &list); err != nil || len(list.Games) != 1 || fmt.Sprint(list.Games[0].Totals) != "map[Ann:9 Bo:3 Cy:9]" {
		t.Errorf("games: %v %s", err, out)
	}
}
