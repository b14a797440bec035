package carts

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"arbiter/engine/game"
)

func TestResolveTable(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want map[string]any
	}{
		{"follow-up other element", `"top":"Fi7","play":"Wa8","owed":0`, map[string]any{"legal": true, "follow_up": true, "next": "draw", "owed": 2.0}},
		{"answer grows the chain", `"top":"Wa8","play":"Ea9","owed":6`, map[string]any{"legal": true, "next": "draw", "owed": 8.0}},
		{"chain break above 10", `"top":"Wa8","play":"Ea9","owed":10`, map[string]any{"legal": true, "follow_up": true, "next": "normal", "owed": 0.0, "chain_broken": true, "chain": 0.0}},
		{"doubling", `"top":"Wa8","play":"Ea9","owed":4,"options":{"chain":"doubling"}`, map[string]any{"next": "draw", "owed": 8.0}},
		{"doubling breaks at 16", `"top":"Wa8","play":"Ea9","owed":8,"options":{"chain":"doubling"}`, map[string]any{"next": "normal", "owed": 0.0}},
		{"same element skip", `"top":"Fi7","play":"Fi6"`, map[string]any{"legal": true, "next": "skip", "owed": 0.0}},
		{"owing refuses plain card", `"top":"Fi7","play":"Fi2","owed":2`, map[string]any{"legal": false, "follow_up": false}},
		{"skip refuses plain card", `"top":"Fi7","play":"Fi2","skip_pending":true`, map[string]any{"legal": false}},
		{"skip of a first follow-up answered: 4", `"top":"Fi7","play":"Wa8","skip_pending":true`, map[string]any{"legal": true, "next": "draw", "owed": 4.0, "chain": 4.0}},
		{"skip with the chain at 6 answered: 8", `"top":"Fi7","play":"Wa8","skip_pending":true,"chain":6`, map[string]any{"legal": true, "next": "draw", "owed": 8.0}},
		{"skip answered in the element: skip again", `"top":"Fi7","play":"Fi8","skip_pending":true,"chain":4`, map[string]any{"legal": true, "next": "skip", "owed": 0.0, "chain": 6.0}},
		{"same element carries the chain", `"top":"Wa8","play":"Wa9","owed":4`, map[string]any{"next": "skip", "owed": 0.0, "chain": 6.0}},
		{"one card, owing the chain of 2: owes 3", `"top":"Fi7","play":"Fi2","owed":2,"hand":1`, map[string]any{"legal": false, "next": "draw", "owed": 3.0}},
		{"one card, owing 10: void, plays freely and wins", `"top":"Fi7","play":"Fi2","owed":10,"hand":1`, map[string]any{"legal": true, "debt_void": true, "wins": true, "next": "normal", "owed": 0.0}},
		{"odd debt: a one-card player", `"top":"Fi7","play":"Fi2","owed":3`, map[string]any{"legal": false, "owed": 3.0}},
		{"hands: penalty 7", `"top":"Fi7","play":"Fi2","hands":[2,11,4]`, map[string]any{"announce_last_card": true, "penalty": 7.0}},
		{"hands: penalty 5", `"top":"Fi7","play":"Fi2","hands":[2,10,4]`, map[string]any{"announce_last_card": true, "penalty": 5.0}},
		{"hands: a one-card player stops the skip", `"top":"Fi7","play":"Fi8","hands":[5,4,1]`, map[string]any{"next": "draw", "owed": 2.0}},
		{"no wrap", `"top":"Wi1","play":"Ea15"`, map[string]any{"legal": false}},
		{"rule 16", `"top":"Fi7","play":"Fi9","options":{"rule_16":true}`, map[string]any{"legal": true, "extra_turn": true, "next": "normal"}},
		{"rule 16 off", `"top":"Fi7","play":"Fi9"`, map[string]any{"extra_turn": false}},
		{"rule 16 and a last card", `"top":"Fi7","play":"Fi9","last_card":true,"options":{"rule_16":true}`, map[string]any{"extra_turn": false}},
		{"last card stops the skip", `"top":"Fi7","play":"Fi8","last_card":true`, map[string]any{"next": "draw", "owed": 2.0}},
		{"own last card stops the skip", `"top":"Fi7","play":"Fi8","hand":2`, map[string]any{"next": "draw", "owed": 2.0, "announce_last_card": true, "cards_left": 1.0}},
		{"next holds one card", `"top":"Fi7","play":"Wa8","owed":2,"next_hand":1`, map[string]any{"next": "draw", "owed": 5.0}},
		{"next holds one card, 11 voids", `"top":"Fi7","play":"Wa8","owed":8,"next_hand":1`, map[string]any{"next": "normal", "owed": 0.0, "chain_broken": true}},
		{"last card wins", `"top":"Fi7","play":"Fi2","hand":1`, map[string]any{"wins": true, "cards_left": 0.0}},
		{"two decks: same card twice", `"top":"Fi7","play":"Fi7","players":6`, map[string]any{"legal": true, "decks": 2.0}},
		{"decks option", `"top":"Fi7","play":"Fi7","options":{"decks":2}`, map[string]any{"legal": true, "decks": 2.0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := call(t, resolveJSON, `{"game":"carts-tity",`+tt.in+`}`)
			for k, v := range tt.want {
				if g, ok := got[k]; !ok || !jsonEqual(g, v) {
					t.Errorf("%s = %v, want %v", k, got[k], v)
				}
			}
			if ex, ok := got["explanation"].([]any); !ok || len(ex) == 0 {
				t.Error("no explanation")
			}
		})
	}
}

func TestResolveErrors(t *testing.T) {
	tests := []struct{ in, mention string }{
		{`{"game":"carts-tity","play":"Fi7"}`, "top"},
		{`{"game":"carts-tity","top":"Fi7"}`, "play"},
		{`{"game":"carts-tity","top":"Fi16","play":"Fi7"}`, "top"},
		{`{"game":"carts-tity","top":"Fi7","play":"Xx7"}`, "play"},
		{`{"game":"carts-tity","top":"Fi7","play":"Fi7"}`, "play"},
		{`{"game":"carts-tity","top":"Fi7","play":"Fi8","owed":-1}`, "owed"},
		{`{"game":"carts-tity","top":"Fi7","play":"Fi8","owed":12}`, "owed"},
		{`{"game":"carts-tity","top":"Fi7","play":"Fi8","owed":2,"skip_pending":true}`, "skip_pending"},
		{`{"game":"carts-tity","top":"Fi7","play":"Fi8","owed":1e40}`, "owed"},
		{`{"game":"carts-tity","top":"Fi7","play":"Fi8","hand":-3}`, "hand"},
		{`{"game":"carts-tity","top":"Fi7","play":"Fi8","next_hand":99}`, "next_hand"},
		{`{"game":"carts-tity","top":"Fi7","play":"Fi8","players":1}`, "players"},
		{`{"game":"carts-tity","top":"Fi7","play":"Fi8","bogus":1}`, "bogus"},
		{`{"game":"carts-tity","top":"Fi7","play":"Fi8","options":{"chain":"triple"}}`, "options.chain"},
		{`{"game":"carts-tity","top":"Fi7","play":"Fi8","options":{"rule16":true}}`, "options.rule16"},
		{`{"game":"carts-tity","top":"Fi7","play":"Fi8","options":{"decks":-1}}`, "options.decks"},
		{`{"game":"carts-tity","top":"Fi7","play":"Fi8","options":[]}`, "options"},
		{`{"game":"carts-tity","top":"Fi7","play":"Fi8","options":{"rule_16":"yes"}}`, "options.rule_16"},
	}
	for _, tt := range tests {
		_, err := resolveJSON([]byte(tt.in))
		if err == nil || !errors.Is(err, game.ErrInvalid) || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("%s: error %v should be invalid input naming %q", tt.in, err, tt.mention)
		}
	}
}

func TestScoreTable(t *testing.T) {
	tests := []struct {
		name     string
		in       string
		totals   map[string]int
		finished bool
		winner   any
	}{
		{"contract example", `"players":["A","B","C"],"rounds":[{"cards_left":{"A":0,"B":5,"C":3},"overflowed":[]}]`,
			map[string]int{"A": 0, "B": 5, "C": 3}, false, nil},
		{"overflow 30", `"players":["A","B","C"],"rounds":[{"cards_left":{"A":0,"C":3},"overflowed":["B"]}]`,
			map[string]int{"A": 0, "B": 30, "C": 3}, false, nil},
		{"sole survivor of 3 counts cards", `"players":["A","B","C"],"rounds":[{"cards_left":{"A":7},"overflowed":["B","C"]}]`,
			map[string]int{"A": 7, "B": 30, "C": 30}, false, nil},
		{"sole survivor of 4: -20, floor 0", `"players":["A","B","C","D"],"rounds":[{"cards_left":{"A":0,"B":2,"C":3,"D":10}},{"cards_left":{"A":7},"overflowed":["B","C","D"]}]`,
			map[string]int{"A": 0, "B": 32, "C": 33, "D": 40}, false, nil},
		{"sole survivor of 4 above 20", `"players":["A","B","C","D"],"rounds":[{"cards_left":{"A":25,"B":0,"C":3,"D":10}},{"cards_left":{"A":7},"overflowed":["B","C","D"]}]`,
			map[string]int{"A": 5, "B": 30, "C": 33, "D": 40}, false, nil},
		{"limit 100 ends, lowest wins", `"players":["A","B"],"rounds":[{"cards_left":{"A":0,"B":25}},{"cards_left":{"A":0,"B":25}},{"cards_left":{"A":0,"B":25}},{"cards_left":{"A":3,"B":0}},{"cards_left":{"A":0,"B":25}}]`,
			map[string]int{"A": 3, "B": 100}, true, "A"},
		{"agreed rounds", `"players":["A","B"],"options":{"rounds":2},"rounds":[{"cards_left":{"A":0,"B":4}},{"cards_left":{"A":3,"B":0}}]`,
			map[string]int{"A": 3, "B": 4}, true, "A"},
		{"limit option", `"players":["A","B"],"options":{"limit":10},"rounds":[{"cards_left":{"A":0,"B":12}}]`,
			map[string]int{"A": 0, "B": 12}, true, "A"},
		{"shared win", `"players":["A","B"],"options":{"rounds":2},"rounds":[{"cards_left":{"A":0,"B":4}},{"cards_left":{"A":4,"B":0}}]`,
			map[string]int{"A": 4, "B": 4}, true, nil},
		{"no rounds yet", `"players":["A","B"],"rounds":[]`, map[string]int{"A": 0, "B": 0}, false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := call(t, scoreJSON, `{"game":"carts-tity",`+tt.in+`}`)
			totals := got["totals"].(map[string]any)
			for p, v := range tt.totals {
				if !jsonEqual(totals[p], float64(v)) {
					t.Errorf("total %s = %v, want %d", p, totals[p], v)
				}
			}
			if got["finished"] != tt.finished || !jsonEqual(got["winner"], tt.winner) {
				t.Errorf("finished %v winner %v, want %v %v", got["finished"], got["winner"], tt.finished, tt.winner)
			}
			for _, k := range []string{"rounds", "round_details", "winners", "leaders", "explanation", "steps"} {
				if got[k] == nil {
					t.Errorf("%s is null", k)
				}
			}
		})
	}
}

func TestScoreErrors(t *testing.T) {
	tests := []struct{ in, mention string }{
		{`"players":["A"],"rounds":[]`, "players"},
		{`"players":["A","A"],"rounds":[]`, "players[1]"},
		{`"players":["A",""],"rounds":[]`, "players[1]"},
		{`"players":["A","B"],"rounds":[{"cards_left":{"A":0}}]`, "rounds[0].cards_left.B"},
		{`"players":["A","B"],"rounds":[{"cards_left":{"A":0,"B":3,"C":1}}]`, "rounds[0].cards_left.C"},
		{`"players":["A","B"],"rounds":[{"cards_left":{"A":2,"B":3}}]`, "rounds[0].cards_left"},
		{`"players":["A","B","C"],"rounds":[{"cards_left":{"A":0,"B":0,"C":3}}]`, "rounds[0].cards_left"},
		{`"players":["A","B"],"rounds":[{"cards_left":{"A":0,"B":-3}}]`, "rounds[0].cards_left.B"},
		{`"players":["A","B"],"rounds":[{"cards_left":{"A":0,"B":26}}]`, "overflowed"},
		{`"players":["A","B"],"rounds":[{"cards_left":{},"overflowed":["A","B"]}]`, "rounds[0].overflowed"},
		{`"players":["A","B"],"rounds":[{"cards_left":{"A":0},"overflowed":["B","B"]}]`, "rounds[0].overflowed[1]"},
		{`"players":["A","B"],"rounds":[{"cards_left":{"A":0},"overflowed":["Z"]}]`, "rounds[0].overflowed[0]"},
		{`"players":["A","B"],"options":{"rounds":1},"rounds":[{"cards_left":{"A":0,"B":1}},{"cards_left":{"A":0,"B":1}}]`, "rounds[1]"},
		{`"players":["A","B"],"options":{"limit":-1},"rounds":[]`, "options.limit"},
		{`"players":["A","B"],"rounds":[{"cards_left":{"A":0,"B":1},"extra":1}]`, "extra"},
	}
	for _, tt := range tests {
		_, err := scoreJSON([]byte(`{"game":"carts-tity",` + tt.in + `}`))
		if err == nil || !errors.Is(err, game.ErrInvalid) || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("%s: error %v should be invalid input naming %q", tt.in, err, tt.mention)
		}
	}
}

func TestRulesCoverOptions(t *testing.T) {
	r := definition{}.Rules()
	names := map[string]bool{}
	for _, o := range r.Options {
		names[o.Name] = true
		if o.Help == "" {
			t.Errorf("option %s has no help", o.Name)
		}
	}
	for _, n := range Schema.Names() {
		if !names[n] {
			t.Errorf("option %s missing from the rules", n)
		}
	}
	ids := map[string]bool{}
	for _, ru := range r.Rulings {
		ids[ru.ID] = true
	}
	if !ids["CARTS-1"] || !ids["CARTS-2"] || !ids["CARTS-3"] {
		t.Errorf("rulings %v", ids)
	}
}

func call(t *testing.T, fn func([]byte) (any, error), in string) map[string]any {
	t.Helper()
	out, err := fn([]byte(in))
	if err != nil {
		t.Fatalf("%s: %v", in, err)
	}
	b, err := json.Marshal(out)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func jsonEqual(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}
