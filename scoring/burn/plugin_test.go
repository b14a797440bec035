package burn

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/tricks"
)

func call(t *testing.T, fn func([]byte) (any, error), in string) map[string]any {
	t.Helper()
	out, err := fn([]byte(in))
	if err != nil {
		t.Fatalf("%s: %v", in, err)
	}
	b, _ := json.Marshal(out)
	var m map[string]any
	_ = json.Unmarshal(b, &m)
	return m
}

func js(v any) string { b, _ := json.Marshal(v); return string(b) }

const pvp3 = `"sides":{"A":["Ann"],"B":["Bo"],"C":["Cy"]}`

func won(a, b, c [2]int) string {
	f := func(x [2]int) string {
		b, _ := json.Marshal(map[string]int{"fire": x[0], "water": x[1]})
		return string(b)
	}
	return `{"A":` + f(a) + `,"B":` + f(b) + `,"C":` + f(c) + `}`
}

func TestScoreGame(t *testing.T) {
	tests := []struct {
		name, in, totals string
		finished         bool
		winner           any
	}{
		{"teams pool", `{"game":"burn","sides":{"A":["Ann","Cy"],"B":["Bo","Di"]},"rounds":[{"won":{"A":{"fire":7,"water":8},"B":{"fire":8,"water":7}}}]}`, `{"A":0,"B":8}`, false, nil},
		{"equal is not more", `{"game":"burn",` + pvp3 + `,"rounds":[{"won":` + won([2]int{5, 5}, [2]int{10, 2}, [2]int{0, 8}) + `}]}`, `{"A":5,"B":10,"C":0}`, false, nil},
		{"pit subtract", `{"game":"burn",` + pvp3 + `,"rounds":[{"won":` + won([2]int{15, 0}, [2]int{0, 15}, [2]int{0, 0}) + `},{"won":` + won([2]int{15, 0}, [2]int{0, 15}, [2]int{0, 0}) + `},{"won":` + won([2]int{15, 15}, [2]int{0, 0}, [2]int{0, 0}) + `,"pit_choice":"subtract"}]}`, `{"A":0,"B":0,"C":0}`, false, nil},
		{"pit subtract forced to add", `{"game":"burn",` + pvp3 + `,"rounds":[{"won":` + won([2]int{15, 15}, [2]int{0, 0}, [2]int{0, 0}) + `,"pit_choice":"subtract"}]}`, `{"A":0,"B":30,"C":30}`, false, nil},
		{"ends at 100, lowest wins", `{"game":"burn","options":{"limit":20},` + pvp3 + `,"rounds":[{"won":` + won([2]int{15, 0}, [2]int{0, 15}, [2]int{0, 0}) + `},{"won":` + won([2]int{8, 0}, [2]int{7, 0}, [2]int{0, 15}) + `}]}`, `{"A":23,"B":7,"C":0}`, true, "C"},
		{"shared win", `{"game":"burn","options":{"limit":15},` + pvp3 + `,"rounds":[{"won":` + won([2]int{15, 0}, [2]int{0, 15}, [2]int{0, 0}) + `}]}`, `{"A":15,"B":0,"C":0}`, true, nil},
		{"variant pit 6 players", `{"game":"burn","options":{"pit_table":"variant"},"sides":{"A":["a"],"B":["b"],"C":["c"],"D":["d"],"E":["e"],"F":["f"]},"rounds":[{"won":{"A":{"fire":15,"water":15},"B":{"fire":0,"water":0},"C":{"fire":0,"water":0},"D":{"fire":0,"water":0},"E":{"fire":0,"water":0},"F":{"fire":0,"water":0}},"pit_choice":"subtract"}]}`, `{"A":0,"B":100,"C":100,"D":100,"E":100,"F":100}`, true, "A"},
	}
	for _, tt := range tests {
		m := call(t, ScoreGame, tt.in)
		if js(m["totals"]) != tt.totals || m["finished"] != tt.finished || m["winner"] != tt.winner {
			t.Errorf("%s: totals %v finished %v winner %v\n%v", tt.name, js(m["totals"]), m["finished"], m["winner"], m["explanation"])
		}
	}
}

func TestRefusals(t *testing.T) {
	tests := []struct {
		fn          func([]byte) (any, error)
		in, mention string
		illegal     bool
	}{
		{ScoreGame, `{"game":"burn","sides":{"A":["Ann","Cy"],"B":["Bo"]},"rounds":[]}`, "sides.B", false},
		{ScoreGame, `{"game":"burn","sides":{"A":["a","b"],"B":["c","d"],"C":["e","f"],"D":["g","h"]},"rounds":[]}`, "4 sides of 2", false},
		{ScoreGame, `{"game":"burn","sides":{"A":["Ann"],"B":["Ann"]},"rounds":[]}`, "twice", false},
		{ScoreGame, `{"game":"burn",` + pvp3 + `,"rounds":[{"won":` + won([2]int{5, 5}, [2]int{5, 5}, [2]int{5, 4}) + `}]}`, "rounds[0].won", false},
		{Resolve, `{"game":"burn",` + pvp3 + `,"totals":{"A":40},"round":{"won":` + won([2]int{15, 15}, [2]int{0, 0}, [2]int{0, 0}) + `}}`, "round.pit_choice", false},
		{ScoreGame, `{"game":"burn",` + pvp3 + `,"rounds":[{"won":` + won([2]int{5, 5}, [2]int{5, 5}, [2]int{5, 5}) + `,"pit_choice":"add"}]}`, "no pit", false},
		{ScoreGame, `{"game":"burn","options":{"limit":5},` + pvp3 + `,"rounds":[{"won":` + won([2]int{5, 5}, [2]int{5, 5}, [2]int{5, 5}) + `},{"won":` + won([2]int{5, 5}, [2]int{5, 5}, [2]int{5, 5}) + `}]}`, "rounds[1]", true},
		{ScoreGame, `{"game":"burn",` + pvp3 + `,"rounds":[{"dealer":"Ann","won":` + won([2]int{5, 5}, [2]int{5, 5}, [2]int{5, 5}) + `},{"dealer":"Cy","won":` + won([2]int{5, 5}, [2]int{5, 5}, [2]int{5, 5}) + `}]}`, "rounds[1].dealer", true},
		{ScoreGame, `{"game":"burn",` + pvp3 + `,"rounds":[{"won":{"Z":{"fire":1,"water":1}}}]}`, "won.Z", false},
		{ScoreGame, `{"game":"burn",` + pvp3 + `,"options":{"pit_table":"huge"},"rounds":[]}`, "options.pit_table", false},
		{Resolve, `{"game":"burn","trick":["Fi1"]}`, "trick", false},
		{Resolve, `{"game":"burn","trick":["Fi1","Fi1"]}`, "twice", false},
		{Resolve, `{"game":"burn","trick":["Fi1","Fi2"],"players":["a"]}`, "players", false},
		{Resolve, `{"game":"burn"}`, "trick", false},
	}
	for _, tt := range tests {
		_, err := tt.fn([]byte(tt.in))
		if err == nil {
			t.Errorf("%s: accepted", tt.in)
			continue
		}
		if !game.IsRefusal(err) || errors.Is(err, game.ErrIllegal) != tt.illegal || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("%s:\n  %v (illegal %v), want %q", tt.in, err, errors.Is(err, game.ErrIllegal), tt.mention)
		}
	}
}

// A round given as tricks is counted like the same round given as counts.
func TestRoundFromTricks(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for i := range 40 {
		n := []int{4, 6, 6, 3, 5}[i%5]
		var sides string
		switch n {
		case 4:
			sides = `{"A":["a1","a2"],"B":["b1","b2"]}`
		case 6:
			if i%2 == 0 {
				sides = `{"A":["a1","a2","a3"],"B":["b1","b2","b3"]}`
			} else {
				sides = `{"A":["a1","a2"],"B":["b1","b2"],"C":["c1","c2"]}`
			}
		case 3:
			sides = `{"A":["a1"],"B":["b1"],"C":["c1"]}`
		case 5:
			sides = `{"A":["a1"],"B":["b1"],"C":["c1"],"D":["d1"],"E":["e1"]}`
		}
		tbl, err := NewTable(mustSides(sides), nil)
		if err != nil {
			t.Fatal(err)
		}
		ts := tricks.RandomLegal(rng, n, cards.NoElement, tricks.Clockwise, 1)
		type trk struct {
			Leader string   `json:"leader,omitempty"`
			Cards  []string `json:"cards"`
		}
		var list []trk
		for _, tr := range ts {
			list = append(list, trk{Cards: cards.ElementCards(tr.Cards).Strings()})
		}
		b, _ := json.Marshal(list)
		in := `{"game":"burn","sides":` + sides + `,"rounds":[{"dealer":"` + tbl.Seats[0] + `","tricks":` + string(b) + `}]}`
		out := call(t, ScoreGame, in)
		det := out["details"].([]any)[0].(map[string]any)
		wonJSON := js(det["won"])
		again := call(t, ScoreGame, `{"game":"burn","sides":`+sides+`,"rounds":[{"won":`+wonJSON+`}]}`)
		if js(out["totals"]) != js(again["totals"]) {
			t.Fatalf("tricks %v vs counts %v", out["totals"], again["totals"])
		}
		if len(det["revokes"].([]any)) != 0 {
			t.Fatalf("revokes in legal play: %v", det["revokes"])
		}
	}
}

func mustSides(s string) map[string][]string {
	var m map[string][]string
	_ = json.Unmarshal([]byte(s), &m)
	return m
}

func TestResolve(t *testing.T) {
	m := call(t, Resolve, `{"game":"burn","trick":["Fi3","Wa9","Fi10"],"players":["Ann","Bo","Cy"],"leader":"Bo"}`)
	if m["winner"] != "Ann" || m["winning_card"] != "Fi10" || m["winner_position"] != 2.0 {
		t.Errorf("%v", m)
	}
	m = call(t, Resolve, `{"game":"burn",`+pvp3+`,"totals":{"A":80,"B":90,"C":10},"round":{"won":`+won([2]int{15, 15}, [2]int{0, 0}, [2]int{0, 0})+`,"pit_choice":"add"}}`)
	if js(m["points"]) != `{"A":-30,"B":0,"C":0}` || m["pit"].(map[string]any)["forced"] != true {
		t.Errorf("%v", m)
	}
}

func TestTournaments(t *testing.T) {
	m := call(t, Tournament, `{"game":"burn","form":"league","teams":["A","B","C","D"],"tables":[
		{"sessions":[{"sides":{"A":["a1","a2"],"B":["b1","b2"]},"points":{"A":3,"B":12}},{"sides":{"C":["c1","c2"],"D":["d1","d2"]},"points":{"C":3,"D":0}}]}]}`)
	if js(m["totals"]) != `{"A":2,"B":4,"C":2,"D":1}` || js(m["champions"]) != `["D"]` {
		t.Errorf("%v %v", m["totals"], m["champions"])
	}
	r := `{"won":{"A":{"fire":15,"water":0},"B":{"fire":0,"water":15}}}`
	seven := strings.Repeat(r+",", 6) + r
	m = call(t, Tournament, `{"game":"burn","form":"knockout","cap":"by_size","rounds":[{"matches":[{"sides":{"A":["Ann"],"B":["Bo"]},"rounds":[`+seven+`]}]}]}`)
	if m["champion"] != "B" {
		t.Errorf("%v", m["explanation"])
	}
	// Round 2 of 1 vs 1 by size plays to 125: seven rounds of 15 are not enough.
	if _, err := Tournament([]byte(`{"game":"burn","form":"knockout","cap":"by_size","rounds":[{"matches":[{"sides":{"A":["Ann"],"B":["Bo"]},"rounds":[` + seven + `]},{"sides":{"C":["Cy"],"D":["Di"]},"rounds":[` + strings.ReplaceAll(seven, `"A"`, `"C"`) + `]}]},{"matches":[{"sides":{"B":["Bo"],"C":["Cy"]},"rounds":[]}]}]}`)); err == nil {
		t.Log("ok")
	}
}

func FuzzScore(f *testing.F) {
	for _, s := range []string{
		`{"game":"burn","sides":{"A":["Ann","Cy"],"B":["Bo","Di"]},"rounds":[{"won":{"A":{"fire":7,"water":8},"B":{"fire":8,"water":7}}}]}`,
		`{"game":"burn",` + pvp3 + `,"rounds":[{"won":` + won([2]int{15, 15}, [2]int{0, 0}, [2]int{0, 0}) + `,"pit_choice":"subtract"}]}`,
		`{"game":"burn","trick":["Fi3","Wa9","Fi10"],"players":["Ann","Bo","Cy"],"leader":"Bo"}`,
		`{"game":"burn","sides":{"A":["a"],"B":["b"]},"rounds":[{"dealer":"a","tricks":[{"cards":["Fi1","Fi2"]}]}]}`,
		`{"game":"burn","form":"league","teams":["A","B"],"tables":[{"sessions":[{"sides":{"A":["a"],"B":["b"]},"points":{"A":1,"B":2}}]}]}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		for _, fn := range []func([]byte) (any, error){Resolve, ScoreGame, Tournament} {
			out, err := fn([]byte(in))
			if err != nil {
				var e *game.Error
				if !game.IsRefusal(err) || !errors.As(err, &e) {
					t.Fatalf("%q: not a refusal with its reason: %v", in, err)
				}
				continue
			}
			if _, err := json.Marshal(out); err != nil {
				t.Fatalf("%q: %v", in, err)
			}
		}
	})
}

func BenchmarkScoreRound(b *testing.B) {
	in := []byte(`{"game":"burn","sides":{"A":["Ann","Cy"],"B":["Bo","Di"]},"rounds":[{"won":{"A":{"fire":7,"water":8},"B":{"fire":8,"water":7}}}]}`)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ScoreGame(in); err != nil {
			b.Fatal(err)
		}
	}
}

// Every refusal names its field and, for an illegal play or an impossible
// table, its rule; errors.Is reads its kind and sentinel.
func TestRefusalReasons(t *testing.T) {
	two := `"sides":{"A":["Ann","Cy"],"B":["Bo","Di"]}`
	even := `{"A":{"fire":8,"water":7},"B":{"fire":7,"water":8}}`
	tests := []struct {
		name     string
		fn       func([]byte) (any, error)
		in       string
		field    string
		rule     string
		kind     error
		sentinel error
	}{
		{"unknown option", ScoreGame, `{"game":"burn",` + two + `,"options":{"doubling":true},"rounds":[]}`, "options.doubling", "", game.ErrInvalid, nil},
		{"unknown round field", ScoreGame, `{"game":"burn",` + two + `,"rounds":[{"won":` + even + `,"bid":"x"}]}`, "rounds[0].bid", "", game.ErrInvalid, nil},
		{"seven players", ScoreGame, `{"game":"burn","sides":{"A":["a"],"B":["b"],"C":["c"],"D":["d"],"E":["e"],"F":["f"],"G":["g"]},"rounds":[]}`, "sides", "GEN-1", game.ErrImpossible, burn.ErrFormat},
		{"unequal sides", ScoreGame, `{"game":"burn","sides":{"A":["a1","a2"],"B":["b1"]},"rounds":[]}`, "sides.B", "GEN-1", game.ErrImpossible, burn.ErrFormat},
		{"a player twice", ScoreGame, `{"game":"burn","sides":{"A":["Ann","Cy"],"B":["Bo","Cy"]},"rounds":[]}`, "sides.B[1]", "GEN-1", game.ErrImpossible, nil},
		{"seating short", ScoreGame, `{"game":"burn",` + two + `,"seating":["Ann","Bo"],"rounds":[]}`, "seating", "GEN-1", game.ErrImpossible, nil},
		{"seating twice", ScoreGame, `{"game":"burn",` + two + `,"seating":["Ann","Bo","Bo","Di"],"rounds":[]}`, "seating[2]", "GEN-1", game.ErrImpossible, nil},
		{"seating not ABCABC", ScoreGame, `{"game":"burn","sides":{"A":["a1","a2"],"B":["b1","b2"],"C":["c1","c2"]},"seating":["a1","b1","c1","a2","c2","b2"],"rounds":[]}`, "seating[4]", burn.RuleABCABC.English, game.ErrIllegal, burn.ErrFormat},
		{"seating not ABABAB", ScoreGame, `{"game":"burn","sides":{"A":["a1","a2","a3"],"B":["b1","b2","b3"]},"seating":["a1","a2","b1","b2","a3","b3"],"rounds":[]}`, "seating[1]", burn.RuleABABAB.English, game.ErrIllegal, burn.ErrFormat},
		{"fire does not add up", ScoreGame, `{"game":"burn",` + two + `,"rounds":[{"won":` + even + `},{"won":{"A":{"fire":8,"water":7},"B":{"fire":8,"water":8}}}]}`, "rounds[1].won", "GEN-1", game.ErrImpossible, burn.ErrCounts},
		{"16 water", ScoreGame, `{"game":"burn",` + two + `,"rounds":[{"won":{"A":{"fire":8,"water":16},"B":{"fire":7,"water":0}}}]}`, "rounds[0].won.A", "GEN-1", game.ErrImpossible, burn.ErrCounts},
		{"negative water", ScoreGame, `{"game":"burn",` + two + `,"rounds":[{"won":{"A":{"fire":8,"water":16},"B":{"fire":7,"water":-1}}}]}`, "rounds[0].won.B", "", game.ErrInvalid, burn.ErrCounts},
		{"a trick missing", ScoreGame, `{"game":"burn",` + two + `,"rounds":[{"tricks":[{"leader":"Ann","cards":["Fi1","Fi2","Fi3","Fi4"]}]}]}`, "rounds[0].tricks", "GEN-1", game.ErrImpossible, nil},
		{"negative total", Resolve, `{"game":"burn",` + two + `,"totals":{"B":-1},"round":{"won":` + even + `}}`, "totals.B", "GEN-1", game.ErrImpossible, nil},
		{"total past the limit", Resolve, `{"game":"burn",` + two + `,"totals":{"A":120},"round":{"won":` + even + `}}`, "totals.A", "BURN-2", game.ErrIllegal, nil},
		{"missing pit choice", Resolve, `{"game":"burn",` + two + `,"totals":{"A":40},"round":{"won":{"A":{"fire":15,"water":15}}}}`, "round.pit_choice", "", game.ErrInvalid, nil},
		{"bad pit choice", Resolve, `{"game":"burn",` + two + `,"round":{"won":{"A":{"fire":15,"water":15}},"pit_choice":"both"}}`, "round.pit_choice", "", game.ErrInvalid, nil},
		{"trick of one card", Resolve, `{"game":"burn","trick":["Fi1"]}`, "trick", "GEN-1", game.ErrImpossible, burn.ErrFormat},
		{"card twice in a trick", Resolve, `{"game":"burn","trick":["Fi1","Wa2","Fi1"]}`, "trick[2]", "GEN-1", game.ErrImpossible, tricks.ErrDuplicate},
		{"not a card", Resolve, `{"game":"burn","trick":["Fi1","Wa16"]}`, "trick[1]", "", game.ErrInvalid, nil},
		{"player twice", Resolve, `{"game":"burn","trick":["Fi1","Fi2"],"players":["a","a"]}`, "players[1]", "GEN-1", game.ErrImpossible, nil},
	}
	for _, tt := range tests {
		_, err := tt.fn([]byte(tt.in))
		var e *game.Error
		if !errors.As(err, &e) {
			t.Errorf("%s: %v is not a *game.Error", tt.name, err)
			continue
		}
		if e.Field != tt.field || !strings.Contains(e.Rule, tt.rule) || !errors.Is(err, tt.kind) || (tt.sentinel != nil && !errors.Is(err, tt.sentinel)) {
			t.Errorf("%s: %v\n  field %q rule %q, want %q %q %v", tt.name, err, e.Field, e.Rule, tt.field, tt.rule, tt.kind)
		}
	}
	// The app asks for the pit side's choice by this text.
	_, err := Resolve([]byte(`{"game":"burn",` + two + `,"totals":{"A":40},"round":{"won":{"A":{"fire":15,"water":15}}}}`))
	if err == nil || !strings.Contains(err.Error(), "pit_choice is missing") {
		t.Errorf("missing pit choice: %v", err)
	}
}

// BURN-1: every pit explanation names the table used; the variant table's
// six single players read as the instant win, with why the 100 goes to
// every opponent.
func TestPitExplanationNamesTheTable(t *testing.T) {
	zero := `{"fire":0,"water":0}`
	pit := `{"fire":15,"water":15}`
	six := `"sides":{"A":["a"],"B":["b"],"C":["c"],"D":["d"],"E":["e"],"F":["f"]}`
	sixWon := `{"A":` + pit + `,"B":` + zero + `,"C":` + zero + `,"D":` + zero + `,"E":` + zero + `,"F":` + zero + `}`
	tests := []struct {
		name, in string
		want     []string
		not      []string
	}{
		{"base", `{"game":"burn","sides":{"A":["Ann","Cy"],"B":["Bo","Di"]},"round":{"won":{"A":` + pit + `},"pit_choice":"add"}}`,
			[]string{"Base rules", "worth 30", "Every opponent of A gets +30. (Burn: Scoring points, base rules; BURN-1)"}, []string{"Variant pit table", "A variant scoring rule"}},
		{"variant 2 teams of 2", `{"game":"burn","options":{"pit_table":"variant"},"sides":{"A":["Ann","Cy"],"B":["Bo","Di"]},"round":{"won":{"A":` + pit + `},"pit_choice":"add"}}`,
			[]string{"Variant pit table", "2 teams of 2 is worth 40", "A variant scoring rule"}, []string{"Base rules", "instant win"}},
		{"variant duel has no row", `{"game":"burn","options":{"pit_table":"variant"},"sides":{"A":["Ann"],"B":["Bo"]},"round":{"won":{"A":` + pit + `},"pit_choice":"add"}}`,
			[]string{"has no row for 2 players", "base rules' 30"}, []string{"instant win"}},
		{"variant six players", `{"game":"burn","options":{"pit_table":"variant"},` + six + `,"totals":{"A":35,"C":20},"round":{"won":` + sixWon + `,"pit_choice":"subtract"}}`,
			[]string{"6 players each for themselves is worth 100", "cannot take 100 off its own total of 35", "the 100 goes to every opponent", "Every opponent of A gets +100", "game ends with A lowest", "instant win", "(Burn: A variant scoring rule; BURN-1)"},
			[]string{"Base rules", "+100. (Burn: Scoring points, base rules"}},
	}
	for _, tt := range tests {
		out, err := Resolve([]byte(tt.in))
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		s := strings.Join(out.(RoundResolveOutput).Explanation, "\n")
		for _, w := range tt.want {
			if !strings.Contains(s, w) {
				t.Errorf("%s: no %q in\n%s", tt.name, w, s)
			}
		}
		for _, w := range tt.not {
			if strings.Contains(s, w) {
				t.Errorf("%s: %q in\n%s", tt.name, w, s)
			}
		}
	}
}
