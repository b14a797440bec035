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
	_, err = r.Play(turn("10H 10S"), "turns[7]")
	checkReason(t, err, game.ErrImpossible, ErrRoundOver, "turns[7]", "GEN-1")
}

func TestRoundRefusals(t *testing.T) {
	r, _ := NewRound([]string{"Ann", "Bo"}, Chance, -1, hyrule.Options{})
	if _, err := r.Play(turn("2C 2S"), ""); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		in       TurnInput
		kind     error
		sentinel error
		field    string
		rule     string
		mention  string
	}{
		{turn("2C 3S"), game.ErrImpossible, ErrSeenCard, "turns[1].cards[0]", "GEN-1", "already used this round (turns[0].cards[0])"},
		{turn("3C JK RJ"), game.ErrImpossible, hyrule.ErrPlayers, "turns[1].cards", "GEN-1", "3 card(s) for 2 players"},
		{turn("3C"), game.ErrImpossible, hyrule.ErrPlayers, "turns[1].cards", "GEN-1", "1 card(s) for 2 players"},
		{turn(""), game.ErrInvalid, hyrule.ErrPlayers, "turns[1].cards", "", "missing"},
		{TurnInput{Cards: cards.MustParseList("3C 3S"), Swaps: cards.MustParseList("4H"), First: -1}, game.ErrInvalid, nil, "turns[1].swaps", "", "strategy"},
		{TurnInput{Cards: cards.MustParseList("3C 3S"), First: 1}, game.ErrInvalid, nil, "turns[1].first", "", "chance rules"},
		{TurnInput{Cards: cards.MustParseList("3C 3S"), First: -1, Runoff: cards.MustParseList("4C 4S")}, game.ErrIllegal, ErrNoStandoff, "turns[1].runoff", "HYRULE-3", "decided by suit"},
	}
	for _, tt := range tests {
		_, err := r.Play(tt.in, "turns[1]")
		if err == nil || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("%v: %v, want %q", cards.Cards(tt.in.Cards), err, tt.mention)
		}
		checkReason(t, err, tt.kind, tt.sentinel, tt.field, tt.rule)
	}
	if len(r.Turns) != 1 {
		t.Fatalf("refused turns were recorded: %d", len(r.Turns))
	}
	for _, p := range [][]string{{"Ann"}, {"A", "B", "C", "D", "E", "F", "G", "H"}} {
		_, err := NewRound(p, Chance, -1, hyrule.Options{})
		checkReason(t, err, game.ErrImpossible, hyrule.ErrPlayers, "players", "GEN-1")
	}
	_, err := NewRound(nil, Chance, -1, hyrule.Options{})
	checkReason(t, err, game.ErrInvalid, hyrule.ErrPlayers, "players", "")
	for _, p := range [][]string{{"Ann", "Ann"}, {"Ann", ""}} {
		_, err := NewRound(p, Chance, -1, hyrule.Options{})
		checkReason(t, err, game.ErrInvalid, nil, "players[1]", "")
	}
	for _, p := range [][]string{{"A", "B"}, {"A", "B", "C", "D", "E", "F", "G"}} {
		if _, err := NewRound(p, Chance, -1, hyrule.Options{}); err != nil {
			t.Errorf("%d players: %v", len(p), err)
		}
	}
	if _, err := NewRound([]string{"Ann", "Bo"}, Strategy, -1, hyrule.Options{}); err == nil {
		t.Error("strategy without the tallest player accepted")
	}
}

// checkReason asserts a refusal's kind, sentinel (nil: none), field and
// rule (a part of it; "" for none).
func checkReason(t *testing.T, err, kind, sentinel error, field, rule string) {
	t.Helper()
	var ge *game.Error
	if !errors.As(err, &ge) {
		t.Fatalf("%v is not a *game.Error", err)
	}
	if !errors.Is(err, kind) || (kind != game.ErrImpossible && errors.Is(err, game.ErrImpossible)) {
		t.Errorf("%v is not %v", err, kind)
	}
	if ge.Sentinel != sentinel {
		t.Errorf("%v carries %v, want %v", err, ge.Sentinel, sentinel)
	}
	if ge.Field != field {
		t.Errorf("%v: field %q, want %q", err, ge.Field, field)
	}
	if (rule == "" && ge.Rule != "") || !strings.Contains(ge.Rule, rule) {
		t.Errorf("%v: rule %q, want %q", err, ge.Rule, rule)
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
	_, err := r.Play(TurnInput{Cards: take(7), Swaps: take(1), First: -1}, "turns[5]")
	checkReason(t, err, game.ErrImpossible, ErrStockEmpty, "turns[5].swaps[0]", "GEN-1")
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
	_, err = r.Settle(cards.MustParseList("2H 4C"))
	checkReason(t, err, game.ErrImpossible, ErrSeenCard, "runoff[0]", "GEN-1")
	_, err = r.Settle(cards.MustParseList("4C"))
	checkReason(t, err, game.ErrIllegal, hyrule.ErrRunoff, "runoff", "HYRULE-3")
	rec, err = r.Settle(cards.MustParseList("4S 4C"))
	if err != nil || rec.Result.Winner != 2 {
		t.Fatalf("%+v %v", rec, err)
	}
	if got := r.Captured(); got[2] != 5 || r.Stock != DeckSize-21-2 {
		t.Fatalf("captured %v stock %d", got, r.Stock)
	}
	_, err = r.Settle(cards.MustParseList("5S 5C"))
	checkReason(t, err, game.ErrIllegal, ErrNoStandoff, "runoff", "HYRULE-3")
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
