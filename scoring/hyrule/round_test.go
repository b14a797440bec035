package hyrule

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/hyrule"
	"arbiter/scoring/gametest"
)

func turn(s string) TurnInput { return TurnInput{Cards: cards.MustParseList(s), First: -1} }

func TestChanceRound(t *testing.T) {
	r, err := NewRound([]string{"Ann", "Bo"}, Chance, -1, hyrule.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"2C 2S", "AH KD", "JK KH", "5S BJ", "2D 3D", "4C 4S", "9H 9S"} {
		if _, err := r.Play(turn(s), ""); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	// Ann: 2C, AH, JK, 5S, 4C = 5 turns; Bo: 3D, 9S = 2 turns.
	if got := r.Captured(); got[0] != 10 || got[1] != 4 {
		t.Fatalf("captured %v", got)
	}
	o := r.Outcome()
	if !o.Finished || o.Winner != 0 {
		t.Fatalf("outcome %+v", o)
	}
	if _, err := r.Play(turn("10H 10S"), ""); !errors.Is(err, game.ErrIllegal) || !errors.Is(err, game.ErrIllegal) {
		t.Fatalf("8th turn: %v", err)
	}
}

func TestRoundRefusals(t *testing.T) {
	r, _ := NewRound([]string{"Ann", "Bo"}, Chance, -1, hyrule.Options{})
	if _, err := r.Play(turn("2C 2S"), ""); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		in      TurnInput
		mention string
	}{
		{turn("2C 3S"), "already used"},
		{turn("3C"), "1 card(s) for 2 players"},
		{TurnInput{Cards: cards.MustParseList("3C 3S"), Swaps: cards.MustParseList("4H"), First: -1}, "strategy"},
		{TurnInput{Cards: cards.MustParseList("3C 3S"), First: 1}, "chance rules"},
	}
	for _, tt := range tests {
		if _, err := r.Play(tt.in, ""); err == nil || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("%v: %v, want %q", cards.Cards(tt.in.Cards), err, tt.mention)
		}
	}
	if len(r.Turns) != 1 {
		t.Fatalf("refused turns were recorded: %d", len(r.Turns))
	}
	for _, p := range [][]string{{"Ann"}, {"A", "B", "C", "D", "E", "F", "G", "H"}, {"Ann", "Ann"}, {"Ann", ""}} {
		if _, err := NewRound(p, Chance, -1, hyrule.Options{}); err == nil {
			t.Errorf("NewRound(%v) accepted", p)
		}
	}
	if _, err := NewRound([]string{"Ann", "Bo"}, Strategy, -1, hyrule.Options{}); err == nil {
		t.Error("strategy without the tallest player accepted")
	}
}

func TestStrategyFirstPlayerAndSwaps(t *testing.T) {
	r, _ := NewRound([]string{"Ann", "Bo", "Cy"}, Strategy, 1, hyrule.Options{})
	if d, _ := r.Due(); d != 1 {
		t.Fatalf("first turn: %d goes first, want the tallest (1)", d)
	}
	rec, err := r.Play(turn("2C 2S 3H"), "") // Ann wins 3
	if err != nil || rec.Lead != 1 {
		t.Fatalf("%+v %v", rec, err)
	}
	if d, _ := r.Due(); d != 0 {
		t.Fatalf("most captures: %d, want Ann", d)
	}
	// Ann swaps; Bo must play; Bo may not swap back.
	_, err = r.Play(TurnInput{Cards: cards.MustParseList("3C 4S KD"), Swaps: cards.MustParseList("9D 9H"), First: -1}, "")
	if !errors.Is(err, game.ErrIllegal) || !strings.Contains(err.Error(), "right after") {
		t.Fatalf("swap after swap: %v", err)
	}
	_, err = r.Play(TurnInput{Cards: cards.MustParseList("3C 4S KD"), Swaps: cards.MustParseList("9D"), First: 0}, "")
	if !errors.Is(err, game.ErrIllegal) || !strings.Contains(err.Error(), "Bo does") {
		t.Fatalf("wrong leader after swap: %v", err)
	}
	stock := r.Stock
	rec, err = r.Play(TurnInput{Cards: cards.MustParseList("3C 4S KD"), Swaps: cards.MustParseList("9D"), First: 1}, "")
	if err != nil || rec.Swapper != 0 || rec.Lead != 1 || r.Stock != stock-1 || len(r.Discards) != 1 {
		t.Fatalf("swap: %+v %v (stock %d)", rec, err, r.Stock)
	}
	// The discarded 9D can no longer be played.
	if _, err := r.Play(turn("9D 5S 6S"), ""); err == nil || !strings.Contains(err.Error(), "already used") {
		t.Fatalf("discarded card played: %v", err)
	}
	// Ann 3, Cy 3, Bo 0: tied leaders, the first counter-clockwise from Bo is Cy.
	if d, _ := r.Due(); d != 2 {
		t.Fatalf("tied leaders: %d, want Cy", d)
	}
}

func TestLevelCapturesGoToTallest(t *testing.T) {
	r, _ := NewRound([]string{"Ann", "Bo"}, Strategy, 0, hyrule.Options{})
	r.Play(turn("2C 2S"), "") // Ann 2
	r.Play(turn("3S 3C"), "") // Bo 2
	if d, _ := r.Due(); d != 0 {
		t.Fatalf("level captures: %d, want the tallest", d)
	}
}

func TestStockRunsOut(t *testing.T) {
	players := []string{"A", "B", "C", "D", "E", "F", "G"}
	r, _ := NewRound(players, Strategy, 0, hyrule.Options{})
	if r.Stock != 5 {
		t.Fatalf("stock %d", r.Stock)
	}
	deck := cards.StandardDeck(false)
	next := 0
	take := func(n int) []cards.Card { cs := deck[next : next+n]; next += n; return cs }
	for k := 0; k < 5; k++ {
		if _, err := r.Play(TurnInput{Cards: take(7), Swaps: take(1), First: -1}, ""); err != nil {
			t.Fatal(err)
		}
	}
	_, err := r.Play(TurnInput{Cards: take(7), Swaps: take(1), First: -1}, "")
	if !errors.Is(err, ErrStockEmpty) && !strings.Contains(err.Error(), "stock is empty") {
		t.Fatalf("swap on empty stock: %v", err)
	}
}

func TestStandoffInRound(t *testing.T) {
	r, _ := NewRound([]string{"Ann", "Bo", "Cy"}, Chance, -1, hyrule.Options{})
	rec, err := r.Play(turn("RJ 2H BJ"), "")
	if err != nil || !rec.Result.Open() || !r.Open() {
		t.Fatalf("%+v %v", rec, err)
	}
	if _, err := r.Play(turn("3C 3S 3H"), ""); !errors.Is(err, game.ErrIllegal) {
		t.Fatalf("play over an open standoff: %v", err)
	}
	if _, err := r.Settle(cards.MustParseList("2H 4C")); err == nil {
		t.Fatal("run-off with an already played card accepted")
	}
	rec, err = r.Settle(cards.MustParseList("4S 4C"))
	if err != nil || rec.Result.Winner != 2 {
		t.Fatalf("%+v %v", rec, err)
	}
	if got := r.Captured(); got[2] != 5 || r.Stock != DeckSize-21-2 {
		t.Fatalf("captured %v stock %d", got, r.Stock)
	}
	if _, err := r.Settle(cards.MustParseList("5S 5C")); !errors.Is(err, ErrNoStandoff) && !strings.Contains(err.Error(), "no standoff") {
		t.Fatalf("second settle: %v", err)
	}
}

func TestDrawOption(t *testing.T) {
	for _, tt := range []struct {
		opts         hyrule.Options
		draw, runoff bool
	}{{hyrule.Options{}, false, true}, {hyrule.Options{Draw: hyrule.DrawDraw}, true, false}} {
		r, _ := NewRound([]string{"Ann", "Bo"}, Chance, -1, tt.opts)
		for _, s := range []string{"2C 2S", "3S 3C", "4C 4S", "5S 5C", "6C 6S", "7S 7C", "8S 8C"} {
			if _, err := r.Play(turn(s), ""); err != nil {
				t.Fatal(err)
			}
		}
		if o := r.Outcome(); o.Winner != 1 || r.Captured()[1] != 8 {
			t.Fatalf("%+v", o)
		}
		r, _ = NewRound([]string{"Ann", "Bo", "Cy"}, Chance, -1, tt.opts)
		for _, s := range []string{"2C 2S 2H", "3S 3C 3H", "4H 4S 4C", "5S 5C 5H", "6C 6S 6H", "7D 7C 7S", "8S 8H 8D"} {
			if _, err := r.Play(turn(s), ""); err != nil {
				t.Fatal(err)
			}
		}
		o := r.Outcome()
		if o.Winner != -1 || o.Draw != tt.draw || o.RunoffNeeded != tt.runoff || len(o.Tied) != 2 || o.Tied[0] != 0 || o.Tied[1] != 1 {
			t.Fatalf("%v: %+v captured %v", tt.opts, o, r.Captured())
		}
	}
}

func score(t *testing.T, input string) map[string]any {
	t.Helper()
	out, err := gametest.Call("score", []byte(input))
	if err != nil {
		t.Fatalf("%s: %v", input, err)
	}
	b, _ := json.Marshal(out)
	var m map[string]any
	json.Unmarshal(b, &m)
	return m
}

func TestScoreJSON(t *testing.T) {
	m := score(t, `{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["2C","2S"]},{"cards":["AH","KD"]}]}`)
	if m["finished"] != false || m["winner"] != nil || m["captured"].(map[string]any)["Ann"].(float64) != 4 {
		t.Fatalf("%v", m)
	}
	// A level round with a run-off game.
	in := `{"game":"hyrule","players":["Ann","Bo","Cy"],"turns":[
	 {"cards":["2C","2S","2H"]},{"cards":["3S","3C","3H"]},{"cards":["4H","4S","4C"]},{"cards":["5S","5C","5H"]},
	 {"cards":["6C","6S","6H"]},{"cards":["7D","7C","7S"]},{"cards":["8S","8H","8D"]}],
	 "runoff":{"turns":[{"cards":["2C","2S"]},{"cards":["3C","3S"]},{"cards":["4C","4S"]},{"cards":["5C","5S"]},{"cards":["6C","6S"]},{"cards":["7C","7S"]},{"cards":["8C","8S"]}]}}`
	m = score(t, in)
	if m["finished"] != true || m["runoff_needed"] != false || m["winner"] != "Ann" {
		t.Fatalf("%v", m)
	}
	for _, bad := range []string{
		`{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["2C","2S"],"options":{}}]}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["2C","2S"]}],"options":{"speed":"fast"}}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["2C","2S"]}],"runoff":{"turns":[]}}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turn_rules":"strategy","turns":[]}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turn_rules":"lazy","turns":[]}`,
		`{"game":"hyrule","players":["Ann","Bo"],"tallest":"Cy","turns":[]}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["RJ","BJ"]},{"cards":["2C","2S"]}]}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["2C","2S"],"first":-4}]}`,
	} {
		if _, err := gametest.Call("score", []byte(bad)); err == nil || !game.IsRefusal(err) {
			t.Errorf("%s: %v", bad, err)
		}
	}
}

func FuzzScoreJSON(f *testing.F) {
	f.Add(`{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["2C","2S"]},{"cards":["RJ","BJ"],"runoff":["3C","3S"]}]}`)
	f.Add(`{"game":"hyrule","players":["A","B","C"],"turn_rules":"strategy","tallest":"B","turns":[{"cards":["2C","2S","5H"],"swaps":["9D"]}]}`)
	f.Add(`{"game":"hyrule","cards":["JK","5D","BJ"],"first":1,"options":{"joker_tie":"first_played"}}`)
	f.Fuzz(func(t *testing.T, s string) {
		for _, cmd := range []string{"resolve", "score"} {
			out, err := gametest.Call(cmd, []byte(s))
			if err != nil {
				if !game.IsRefusal(err) {
					t.Fatalf("%s %q: %v", cmd, s, err)
				}
				continue
			}
			if _, err := json.Marshal(out); err != nil {
				t.Fatalf("%s %q: output does not marshal: %v", cmd, s, err)
			}
		}
	})
}

func BenchmarkScoreRound(b *testing.B) {
	in := []byte(`{"game":"hyrule","players":["Ann","Bo","Cy"],"turn_rules":"strategy","tallest":"Bo","turns":[
	 {"cards":["2C","2S","2H"]},{"cards":["3S","3C","3H"],"swaps":["9D"]},{"cards":["4H","4S","4C"]},{"cards":["5S","5C","5H"]},
	 {"cards":["6H","6S","6C"]},{"cards":["7D","7C","7S"]},{"cards":["8S","8H","8D"]}]}`)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := gametest.Call("score", in); err != nil {
			b.Fatal(err)
		}
	}
}
