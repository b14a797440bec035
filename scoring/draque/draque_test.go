package draque

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/draque"
	"arbiter/engine/game"
	"arbiter/scoring/gametest"
)

func call(t *testing.T, in string) map[string]any {
	t.Helper()
	out, err := resolveJSON([]byte(in))
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
	for _, k := range []string{"series", "reasons", "better_discard", "may_put_out", "checklist", "explanation", "steps", "values_out"} {
		if m[k] == nil {
			t.Errorf("%s is null", k)
		}
	}
	return m
}

func TestResolveTable(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string // a JSON object that must be a subset of the output
	}{
		{"win", `"hand":["Fi3","Fi4","Fi5","Fi6","Wa9"],"discard":"Wa9","out_of_game":[]`,
			`{"valid":true,"series":["Fi3","Fi4","Fi5","Fi6"],"question":"win"}`},
		{"mixed refused", `"hand":["Fi3","Fi4","Wa5","Fi6","Wa9"],"discard":"Wa9"`, `{"valid":false,"series":[]}`},
		{"mixed agreed", `"hand":["Fi3","Fi4","Wa5","Fi6","Wa9"],"discard":"Wa9","options":{"ignore_element":true}`,
			`{"valid":true,"series":["Fi3","Fi4","Wa5","Fi6"]}`},
		{"better discard", `"hand":["Fi3","Fi4","Fi5","Fi6","Wa9"],"discard":"Fi6"`, `{"valid":false,"better_discard":["Wa9"]}`},
		{"out list from both ends", `"hand":["Fi3","Fi4","Fi5","Wa9"],"discard":"Wa9","out_of_game":["Ea1","Ea15","Wa15","Wi15","Fi15","Ea14"]`, `{"valid":true,"lowest":1,"highest":14}`},
		{"out of game start", `"question":"out_of_game","hand":["Fi1","Wa7","Ea15"]`,
			`{"lowest":1,"highest":15,"may_put_out":["Fi1","Ea15"]}`},
		{"lowest moves up", `"question":"out_of_game","hand":["Fi2","Wa7","Ea14"],"out_of_game":["Fi1","Wa1","Wi1","Ea1"]`,
			`{"lowest":2,"highest":15,"may_put_out":["Fi2"],"values_out":{"1":4}}`},
		{"highest moves down", `"question":"out_of_game","hand":["Fi2","Wa7","Ea14"],"out_of_game":["Fi15","Wa15","Wi15","Ea15"]`,
			`{"lowest":1,"highest":14,"may_put_out":["Ea14"]}`},
		{"exhaustion", `"question":"exhaustion"`, `{"question":"exhaustion"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := call(t, `{"game":"draque-yirken",`+tt.in+`}`)
			var want map[string]any
			if err := json.Unmarshal([]byte(tt.want), &want); err != nil {
				t.Fatal(err)
			}
			for k, v := range want {
				x, _ := json.Marshal(v)
				y, _ := json.Marshal(got[k])
				if string(x) != string(y) {
					t.Errorf("%s = %s, want %s", k, y, x)
				}
			}
		})
	}
	ex := call(t, `{"game":"draque-yirken","question":"exhaustion"}`)
	if l, _ := ex["checklist"].([]any); len(l) < 7 {
		t.Errorf("checklist %v", ex["checklist"])
	}
}

func TestResolveErrors(t *testing.T) {
	tests := []struct{ in, mention string }{
		{`"hand":["Fi3","Fi4","Fi5","Wa9"]`, "discard"},
		{`"discard":"Wa9"`, "hand"},
		{`"hand":["Fi3","Fi4","Fi5","Wa9"],"discard":"Ea9"`, "discard"},
		{`"hand":["Fi3","Fi4","Fi5","Wa99"],"discard":"Fi3"`, "hand[3]"},
		{`"hand":["Fi3","Fi4","Fi5","Wa9"],"discard":"Wa9","out_of_game":["x"]`, "out_of_game[0]"},
		{`"hand":["Fi3","Fi4","Fi5","Wa9"],"discard":"Wa9","options":{"ignore":true}`, "options.ignore"},
		{`"hand":["Fi3","Fi4","Fi5","Wa9"],"discard":"Wa9","options":{"ignore_element":1}`, "options.ignore_element"},
		{`"question":"score"`, "question"},
		{`"hand":"Fi3"`, "hand"},
		{`"turns":[]`, "turns"},
	}
	for _, tt := range tests {
		_, err := resolveJSON([]byte(`{"game":"draque-yirken",` + tt.in + `}`))
		if err == nil || !errors.Is(err, game.ErrInvalid) || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("%s: error %v should be invalid input naming %q", tt.in, err, tt.mention)
		}
	}
}

func TestRules(t *testing.T) {
	r := definition{}.Rules()
	if len(r.Sections) == 0 || len(r.Rulings) != 1 || r.Rulings[0].ID != "DRAQUE-1" || len(r.Options) != 1 || r.Options[0].Name != "ignore_element" {
		t.Errorf("%+v", r)
	}
}

func FuzzResolve(f *testing.F) {
	for _, s := range []string{
		`{"game":"draque-yirken","hand":["Fi3","Fi4","Fi5","Fi6","Wa9"],"discard":"Wa9","out_of_game":[]}`,
		`{"game":"draque-yirken","hand":["Fi1","Fi2","Fi3","Wa9"],"discard":"Wa9","out_of_game":["Fi1","Ea15"],"options":{"ignore_element":true}}`,
		`{"game":"draque-yirken","question":"out_of_game","hand":["Fi2"],"out_of_game":["Fi1","Wa1","Wi1","Ea1"]}`,
		`{"game":"draque-yirken","question":"exhaustion","out_of_game":["Ea7"]}`,
		`{"game":"draque-yirken","hand":null,"discard":null}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out, err := resolveJSON(in)
		if err != nil {
			if !game.IsRefusal(err) {
				t.Fatalf("not a refusal: %v", err)
			}
			return
		}
		r := out.(*resolveOutput)
		if r.Valid != nil && *r.Valid != (len(r.Series) >= 3) {
			t.Fatalf("valid %v with series %v", *r.Valid, r.Series)
		}
		if r.Lowest > r.Highest {
			t.Fatalf("lowest %d above highest %d", r.Lowest, r.Highest)
		}
		if _, err := json.Marshal(out); err != nil {
			t.Fatal(err)
		}
	})
}

func BenchmarkResolve(b *testing.B) {
	in := []byte(`{"game":"draque-yirken","hand":["Ea9","Ea10","Ea11","Ea12","Ea13","Ea14","Ea15","Fi1"],"discard":"Fi1","out_of_game":["Wa1","Wi1"]}`)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := resolveJSON(in); err != nil {
			b.Fatal(err)
		}
	}
}

// TestImpossibleTables: what no table can produce is refused as GEN-1
// (ErrImpossible) at the field at fault, with the game's sentinel.
func TestImpossibleTables(t *testing.T) {
	tests := []struct {
		in, field string
		sentinel  error
	}{
		{`"hand":["Fi3","Fi4","Fi5","Wa9"],"discard":"Wa9","out_of_game":["Ea7"]`, "out_of_game[0]", draque.ErrImpossibleOut},
		{`"hand":["Fi3","Fi4","Fi5","Wa9"],"discard":"Wa9","out_of_game":["Ea1","Wa1","Wi1","Wa3"]`, "out_of_game[3]", draque.ErrImpossibleOut},
		{`"question":"out_of_game","out_of_game":["Fi15","Wa15","Wi15","Ea13"]`, "out_of_game[3]", draque.ErrImpossibleOut},
		{`"question":"exhaustion","out_of_game":["Fi2"]`, "out_of_game[0]", draque.ErrImpossibleOut},
		{`"hand":["Fi3","Fi3","Fi5","Wa9"],"discard":"Wa9"`, "hand[1]", cards.ErrDuplicate},
		{`"hand":["Fi3","Fi4","Fi5","Wa9"],"discard":"Wa9","out_of_game":["Fi1","Fi1"]`, "out_of_game[1]", cards.ErrDuplicate},
		{`"hand":["Fi1","Fi2","Fi3","Wa9"],"discard":"Wa9","out_of_game":["Fi1"]`, "out_of_game[0]", cards.ErrDuplicate},
		{`"hand":["Wa1","Wa2","Wa3","Wa4","Wa5","Wa6","Wa7","Wa8","Fi1"],"discard":"Fi1"`, "hand", nil},
		{`"question":"out_of_game","hand":["Wa1","Wa2","Wa3","Wa4","Wa5","Wa6","Wa7","Wa8","Fi1"]`, "hand", nil},
		{`"hand":["Fi3","Fi4","Fi5","Wa9"],"discard":"Wa9","players":5`, "players", nil},
		{`"hand":["Fi3","Fi4","Fi5","Wa9"],"discard":"Wa9","players":1`, "players", nil},
	}
	for _, tt := range tests {
		_, err := resolveJSON([]byte(`{"game":"draque-yirken",` + tt.in + `}`))
		var e *game.Error
		if !errors.As(err, &e) || !errors.Is(err, game.ErrImpossible) || e.Field != tt.field || e.Rule != game.RuleImpossible || (tt.sentinel != nil && !errors.Is(err, tt.sentinel)) {
			t.Errorf("%s: got %v (field %q), want GEN-1 at %q", tt.in, err, game.FieldOf(err), tt.field)
		}
	}
	// Every card out: lowest and highest would be 0.
	all := `"question":"exhaustion","out_of_game":[`
	for v := 1; v <= 15; v++ {
		for _, el := range []string{"Fi", "Wa", "Wi", "Ea"} {
			if v > 1 || el != "Fi" {
				all += ","
			}
			all += fmt.Sprintf("%q", fmt.Sprint(el, v))
		}
	}
	if _, err := resolveJSON([]byte(`{"game":"draque-yirken",` + all + `]}`)); !errors.Is(err, draque.ErrImpossibleOut) || game.FieldOf(err) != "out_of_game" {
		t.Errorf("all 60 out: %v", err)
	}
}

// TestCardInHandAndOutOfGameIsRefused: the deck holds each card once, so an
// input naming a card both in the hand and out of game is bad input (exit 2
// in the CLI), not a failed claim.
func TestCardInHandAndOutOfGameIsRefused(t *testing.T) {
	_, err := gametest.Call(games, "resolve", []byte(`{"game":"draque-yirken","hand":["Fi1","Fi2","Fi3","Wa9"],"discard":"Wa9","out_of_game":["Fi1"]}`))
	if err == nil || !game.IsRefusal(err) || !strings.Contains(err.Error(), `out_of_game[0]: "Fi1" is also in the hand`) {
		t.Fatalf("got %v", err)
	}
}

// FuzzScore: any record of claims is refused as a user error or answered
// with one verdict per claim, a winner exactly when a claim stood (the
// last one), and lists that are never null.
func FuzzScore(f *testing.F) {
	for _, s := range []string{
		`{"game":"draque-yirken","players":["Ann","Bo"],"claims":[{"claimant":"Ann","hand":["Fi3","Fi4","Fi5","Fi6","Wa9"],"discard":"Wa9","out_of_game":[]}]}`,
		`{"game":"draque-yirken","players":["Ann","Bo","Cy"],"claims":[{"claimant":"Bo","hand":["Fi3","Fi4","Wa5","Wa9"],"discard":"Wa9","out_of_game":["Fi1"]},{"claimant":"Cy","hand":["Wi2","Wa3","Ea4","Wi9"],"discard":"Wi9","out_of_game":["Fi1","Wa1","Wi1","Ea1"]}],"options":{"ignore_element":true}}`,
		`{"game":"draque-yirken","players":["Ann","Bo"],"claims":[]}`,
		`{"game":"draque-yirken","players":null,"claims":null}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out, err := codec.Score(in)
		if err != nil {
			if !game.IsRefusal(err) {
				t.Fatalf("not a refusal: %v", err)
			}
			return
		}
		r := out.(*scoreOutput)
		if r.Claims == nil || r.Winners == nil || r.Series == nil || r.OutOfGame == nil || r.Explanation == nil {
			t.Fatalf("null list in %+v", r)
		}
		for i, v := range r.Claims {
			last := i == len(r.Claims)-1
			if v.Valid != (v.Winner != "") || (v.Valid && !last) || v.Valid != (len(v.Series) >= 3) {
				t.Fatalf("claim %d: %+v", i, v)
			}
		}
		if r.Finished != (r.Winner != nil) || (r.Finished && !r.Claims[len(r.Claims)-1].Valid) {
			t.Fatalf("finished %v winner %v", r.Finished, r.Winner)
		}
		if _, err := json.Marshal(out); err != nil {
			t.Fatal(err)
		}
	})
}
