package carts

import (
	"errors"
	"testing"

	"arbiter/engine/game"
	"arbiter/scoring/gametest"
)

// TestGen1Cases runs the cases of issue 14: tables that cannot have
// happened (GEN-1), the chain behind a skip (CARTS-1) and the last card
// (CARTS-3), each refusal with its reason and each boundary accepted.
func TestGen1Cases(t *testing.T) { gametest.RunFile(t, games, "testdata/gen1.json") }

// TestImpossibleTables: every table no real game can produce is refused as
// GEN-1 (ErrImpossible) at the field at fault.
func TestImpossibleTables(t *testing.T) {
	tests := []struct {
		cmd, in, field string
	}{
		{"resolve", `"top":"Fi7","play":"Wa8","owed":1`, "owed"},
		{"resolve", `"top":"Fi7","play":"Wa8","owed":11`, "owed"},
		{"resolve", `"top":"Fi7","play":"Wa8","owed":-2`, "owed"},
		{"resolve", `"top":"Fi7","play":"Wa8","owed":3,"hand":4`, "owed"},
		{"resolve", `"top":"Fi7","play":"Wa8","owed":10,"options":{"chain":"doubling"}`, "owed"},
		{"resolve", `"top":"Fi7","play":"Wa8","owed":4,"chain":6`, "chain"},
		{"resolve", `"top":"Fi7","play":"Wa8","chain":2`, "chain"},
		{"resolve", `"top":"Fi7","play":"Wa8","skip_pending":true,"chain":5`, "chain"},
		{"resolve", `"top":"Fi7","play":"Wa8","skip_pending":true,"owed":2`, "skip_pending"},
		{"resolve", `"top":"Fi7","play":"Wa8","skip_pending":true,"hands":[4,5,1]`, "skip_pending"},
		{"resolve", `"top":"Fi7","play":"Fi7"`, "play"},
		{"resolve", `"top":"Fi7","play":"Wa8","players":1`, "players"},
		{"resolve", `"top":"Fi7","play":"Wa8","hand":30`, "hand"},
		{"resolve", `"top":"Fi7","play":"Wa8","next_hand":-1`, "next_hand"},
		{"resolve", `"top":"Fi7","play":"Wa8","hands":[3,26]`, "hands[1]"},
		{"resolve", `"top":"Fi7","play":"Wa8","hands":[3,4],"players":1`, "players"},
		{"resolve", `"top":"Fi7","play":"Wa8","hands":[3,4,5],"players":2`, "hands"},
		{"resolve", `"top":"Fi7","play":"Wa8","hands":[3,4],"next_hand":5`, "next_hand"},
		{"resolve", `"top":"Fi7","play":"Wa8","hands":[20,20,20]`, "hands"},
		{"resolve", `"top":"Fi7","play":"Wa8","players":12,"options":{"decks":1}`, "options.decks"},
		{"score", `"players":["A"],"rounds":[]`, "players"},
		{"score", `"players":["A","B","C","D","E","F","G","H"],"options":{"decks":1},"rounds":[]`, "options.decks"},
		{"score", `"players":["A","B"],"rounds":[{"cards_left":{"A":0,"B":-4}}]`, "rounds[0].cards_left.B"},
		{"score", `"players":["A","B"],"rounds":[{"cards_left":{"A":0,"B":27}}]`, "rounds[0].cards_left.B"},
		{"score", `"players":["A","B","C"],"rounds":[{"cards_left":{"A":0,"B":0,"C":4}}]`, "rounds[0].cards_left"},
		{"score", `"players":["A","B","C"],"rounds":[{"cards_left":{"A":1,"B":2,"C":4}}]`, "rounds[0].cards_left"},
		{"score", `"players":["A","B","C"],"rounds":[{"cards_left":{},"overflowed":["A","B","C"]}]`, "rounds[0].overflowed"},
		{"score", `"players":["A","B","C"],"rounds":[{"cards_left":{"A":0},"overflowed":["B","C"]}]`, "rounds[0].cards_left.A"},
		{"score", `"players":["A","B","C"],"rounds":[{"cards_left":{"A":0,"B":25,"C":2},"overflowed":["B"]}]`, "rounds[0].cards_left.B"},
		{"score", `"players":["A","B","C"],"rounds":[{"cards_left":{"A":0,"B":40,"C":2},"overflowed":["B"]}]`, "rounds[0].cards_left.B"},
		{"score", `"players":["A","B","C","D"],"rounds":[{"cards_left":{"A":0,"B":25,"C":25,"D":10}}]`, "rounds[0].cards_left"},
		{"score", `"players":["A","B"],"rounds":[{"cards_left":{"A":0,"B":25}},{"cards_left":{"A":0,"B":25}},{"cards_left":{"A":0,"B":25}},{"cards_left":{"A":0,"B":25}},{"cards_left":{"A":0,"B":1}}]`, "rounds[4]"},
	}
	for _, tt := range tests {
		fn := resolveJSON
		if tt.cmd == "score" {
			fn = scoreJSON
		}
		_, err := fn([]byte(`{"game":"carts-tity",` + tt.in + `}`))
		var e *game.Error
		if !errors.As(err, &e) || !errors.Is(err, game.ErrImpossible) || e.Field != tt.field || e.Rule != game.RuleImpossible {
			t.Errorf("%s %s: got %v (field %q, rule %q), want GEN-1 at %q", tt.cmd, tt.in, err, game.FieldOf(err), game.RuleOf(err), tt.field)
		}
	}
}
