package hyrule

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/hyrule"
	"arbiter/scoring/gametest"
)

func turn(s string) Turn { return Turn{Cards: cards.MustParseList(s), First: -1} }

func newGame(t *testing.T, s Setup, opts hyrule.Options) *Game {
	t.Helper()
	g, err := NewGame(s, opts)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func players(names ...string) Setup { return Setup{Players: names} }

func TestChanceRound(t *testing.T) {
	g := newGame(t, players("Ann", "Bo"), hyrule.Options{})
	for _, s := range []string{"2C 2S", "AH KD", "JK KH", "5S BJ", "2D 3D", "4C 4S", "9H 9S"} {
		if _, err := g.Play(turn(s)); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	// Ann: 2C, AH, JK, 5S, 4C = 5 turns; Bo: 3D, 9S = 2 turns.
	if got := g.Captured(); got[0] != 10 || got[1] != 4 {
		t.Fatalf("captured %v", got)
	}
	o := g.End()
	if o == nil || o.Winner != 0 || o.RunoffGame != 0 {
		t.Fatalf("outcome %+v", o)
	}
	if st := g.Standing(); !st.Finished || strings.Join(st.Winners, ",") != "Ann" || st.Rounds != 7 {
		t.Fatalf("standing %+v", st)
	}
	_, err := g.Play(turn("10H 10S"))
	checkReason(t, err, game.ErrImpossible, ErrRoundOver, "", "GEN-1")
}

func TestRoundRefusals(t *testing.T) {
	g := newGame(t, players("Ann", "Bo"), hyrule.Options{})
	if _, err := g.Play(turn("2C 2S")); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		in       Turn
		kind     error
		sentinel error
		field    string
		rule     string
		mention  string
	}{
		{turn("2C 3S"), game.ErrImpossible, ErrSeenCard, "cards[0]", "GEN-1", "already used this round (turns[0].cards[0])"},
		{turn("3C JK RJ"), game.ErrImpossible, hyrule.ErrPlayers, "cards", "GEN-1", "3 card(s) for 2 players"},
		{turn("3C"), game.ErrImpossible, hyrule.ErrPlayers, "cards", "GEN-1", "1 card(s) for 2 players"},
		{turn(""), game.ErrInvalid, hyrule.ErrPlayers, "cards", "", "missing"},
		{Turn{Cards: cards.MustParseList("3C 3S"), Swaps: cards.MustParseList("4H"), First: -1}, game.ErrInvalid, nil, "swaps", "", "strategy"},
		{Turn{Cards: cards.MustParseList("3C 3S"), First: 1}, game.ErrInvalid, nil, "first", "", "chance rules"},
		{Turn{Cards: cards.MustParseList("3C 3S"), First: 2}, game.ErrInvalid, nil, "first", "", "not a player"},
		{Turn{Cards: cards.MustParseList("3C 3S"), First: -1, Runoff: cards.MustParseList("4C 4S")}, game.ErrIllegal, ErrNoStandoff, "runoff", "HYRULE-3", "decided by suit"},
		{Turn{Cards: cards.MustParseList("3C 3S"), First: -1, RunoffGame: &RunoffSetup{}}, game.ErrInvalid, ErrRunoffGame, "runoff_game", "", "first turn of a run-off game"},
	}
	for _, tt := range tests {
		_, err := g.Play(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("%v: %v, want %q", cards.Cards(tt.in.Cards), err, tt.mention)
		}
		checkReason(t, err, tt.kind, tt.sentinel, tt.field, tt.rule)
	}
	if g.Played() != 1 || g.Turn() != 2 {
		t.Fatalf("refused turns were recorded: %d played", g.Played())
	}
	for _, p := range [][]string{{"Ann"}, {"A", "B", "C", "D", "E", "F", "G", "H"}} {
		_, err := NewGame(players(p...), hyrule.Options{})
		checkReason(t, err, game.ErrImpossible, hyrule.ErrPlayers, "players", "GEN-1")
	}
	_, err := NewGame(Setup{}, hyrule.Options{})
	checkReason(t, err, game.ErrInvalid, hyrule.ErrPlayers, "players", "")
	for _, p := range [][]string{{"Ann", "Ann"}, {"Ann", ""}} {
		_, err := NewGame(players(p...), hyrule.Options{})
		checkReason(t, err, game.ErrInvalid, nil, "players[1]", "")
	}
	for _, p := range [][]string{{"A", "B"}, {"A", "B", "C", "D", "E", "F", "G"}} {
		if _, err := NewGame(players(p...), hyrule.Options{}); err != nil {
			t.Errorf("%d players: %v", len(p), err)
		}
	}
	_, err = NewGame(Setup{Players: []string{"Ann", "Bo"}, TurnRules: Strategy}, hyrule.Options{})
	checkReason(t, err, game.ErrInvalid, nil, "tallest", "")
	_, err = NewGame(Setup{Players: []string{"Ann", "Bo"}, Tallest: "Cy"}, hyrule.Options{})
	checkReason(t, err, game.ErrInvalid, nil, "tallest", "")
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

func strategy(tallest string, names ...string) Setup {
	return Setup{Players: names, TurnRules: Strategy, Tallest: tallest}
}

func TestStrategyFirstPlayerAndSwaps(t *testing.T) {
	g := newGame(t, strategy("Bo", "Ann", "Bo", "Cy"), hyrule.Options{})
	if d, why := g.Due(); d != 1 || !strings.Contains(why.Text, "Bo, the tallest player") {
		t.Fatalf("first turn: %d goes first (%s), want the tallest (1)", d, why.Text)
	}
	rec, err := g.Play(turn("2C 2S 3H")) // Ann wins 3
	if err != nil || rec.Lead != 1 || rec.Due != 1 {
		t.Fatalf("%+v %v", rec, err)
	}
	if d, _ := g.Due(); d != 0 {
		t.Fatalf("most captures: %d, want Ann", d)
	}
	// Ann swaps; Bo must play; Bo may not swap back.
	_, err = g.Play(Turn{Cards: cards.MustParseList("3C 4S KD"), Swaps: cards.MustParseList("9D 9H"), First: -1})
	if !errors.Is(err, game.ErrIllegal) || !strings.Contains(err.Error(), "right after") {
		t.Fatalf("swap after swap: %v", err)
	}
	_, err = g.Play(Turn{Cards: cards.MustParseList("3C 4S KD"), Swaps: cards.MustParseList("9D"), First: 0})
	if !errors.Is(err, game.ErrIllegal) || !strings.Contains(err.Error(), "Bo does") || game.FieldOf(err) != "first" {
		t.Fatalf("wrong leader after swap: %v", err)
	}
	stock := g.Stock()
	if err := g.CanSwap(); err != nil {
		t.Fatalf("swap allowed: %v", err)
	}
	rec, err = g.Play(Turn{Cards: cards.MustParseList("3C 4S KD"), Swaps: cards.MustParseList("9D"), First: 1})
	if err != nil || rec.Swapper != 0 || rec.Lead != 1 || g.Stock() != stock-1 || len(g.Discards()) != 1 || rec.Stock != stock-1 {
		t.Fatalf("swap: %+v %v (stock %d)", rec, err, g.Stock())
	}
	// The discarded 9D can no longer be played, and says why.
	if _, err := g.Play(turn("9D 5S 6S")); err == nil || !strings.Contains(err.Error(), "already used") {
		t.Fatalf("discarded card played: %v", err)
	}
	if err := g.CanPlay(cards.MustParse("9D")); !errors.Is(err, ErrSeenCard) || !strings.Contains(err.Error(), "discarded by a swap in turn 2") {
		t.Errorf("9D: %v", err)
	}
	if u, ok := g.Used(cards.MustParse("KD")); !ok || u.Turn != 2 || u.How != "played" {
		t.Errorf("KD: %+v %v", u, ok)
	}
	// Ann 3, Cy 3, Bo 0: tied leaders, the first counter-clockwise from Bo is Cy.
	if d, _ := g.Due(); d != 2 {
		t.Fatalf("tied leaders: %d, want Cy", d)
	}
}

func TestLevelCapturesGoToTallest(t *testing.T) {
	g := newGame(t, strategy("Ann", "Ann", "Bo"), hyrule.Options{})
	g.Play(turn("2C 2S")) // Ann 2
	g.Play(turn("3S 3C")) // Bo 2
	if d, _ := g.Due(); d != 0 {
		t.Fatalf("level captures: %d, want the tallest", d)
	}
}

func TestStockRunsOut(t *testing.T) {
	g := newGame(t, strategy("A", "A", "B", "C", "D", "E", "F", "G"), hyrule.Options{})
	if g.Stock() != 5 {
		t.Fatalf("stock %d", g.Stock())
	}
	deck := cards.StandardDeck(false)
	next := 0
	take := func(n int) []cards.Card { cs := deck[next : next+n]; next += n; return cs }
	for k := 0; k < 5; k++ {
		if _, err := g.Play(Turn{Cards: take(7), Swaps: take(1), First: -1}); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.CanSwap(); !errors.Is(err, ErrStockEmpty) {
		t.Errorf("swap from an empty stock: %v", err)
	}
	_, err := g.Play(Turn{Cards: take(7), Swaps: take(1), First: -1})
	checkReason(t, err, game.ErrImpossible, ErrStockEmpty, "swaps[0]", "GEN-1")
	if err := newGame(t, players("A", "B"), hyrule.Options{}).CanSwap(); !errors.Is(err, ErrNoSwap) {
		t.Errorf("swap under chance rules: %v", err)
	}
}

func TestStandoffInRound(t *testing.T) {
	g := newGame(t, players("Ann", "Bo", "Cy"), hyrule.Options{})
	before := g.Clone()
	rec, err := g.Play(turn("RJ 2H BJ"))
	if err != nil || !rec.Open() {
		t.Fatalf("%+v %v", rec, err)
	}
	if s, ok := g.Standoff(); !ok || s.Turn != 1 || len(s.Tied) != 2 || s.Tied[0] != 0 || s.Tied[1] != 2 || g.Turn() != 1 {
		t.Fatalf("standoff %+v %v", s, ok)
	}
	if err := g.CanSwap(); !errors.Is(err, ErrNoSwap) {
		t.Errorf("chance rules first: %v", err)
	}
	_, err = g.Play(turn("3C 3S 3H"))
	checkReason(t, err, game.ErrIllegal, ErrOpenTurn, "", "HYRULE-3")
	// The standoff's turn with its run-off.
	g = before
	standoff := func(runoff string) Turn {
		t := turn("RJ 2H BJ")
		t.Runoff = cards.MustParseList(runoff)
		return t
	}
	_, err = g.Play(standoff("2H 4C"))
	checkReason(t, err, game.ErrImpossible, ErrSeenCard, "runoff[0]", "GEN-1")
	_, err = g.Play(standoff("4C"))
	checkReason(t, err, game.ErrIllegal, hyrule.ErrRunoff, "runoff", "HYRULE-3")
	rec, err = g.Play(standoff("4S 4C"))
	if err != nil || rec.Winner != 2 || rec.Runoff[1] != cards.MustParse("4C") {
		t.Fatalf("%+v %v", rec, err)
	}
	if got := g.Captured(); got[2] != 5 || g.Stock() != DeckSize-21-2 || rec.Stock != g.Stock() {
		t.Fatalf("captured %v stock %d", got, g.Stock())
	}
	if err := g.CanPlay(cards.MustParse("4C")); !strings.Contains(fmt.Sprint(err), "run-off of turn 1") {
		t.Errorf("4C: %v", err)
	}
	if err := g.CanPlay(cards.MustParse("JK")); !errors.Is(err, ErrSeenCard) {
		t.Errorf("a third joker: %v", err)
	}
	if err := g.CanPlay(cards.MustParse("5C")); err != nil {
		t.Errorf("5C: %v", err)
	}
}

func TestDrawOption(t *testing.T) {
	for _, tt := range []struct {
		opts         hyrule.Options
		draw, runoff bool
	}{{hyrule.Options{}, false, true}, {hyrule.Options{Draw: hyrule.DrawDraw}, true, false}} {
		g := newGame(t, players("Ann", "Bo"), tt.opts)
		for _, s := range []string{"2C 2S", "3S 3C", "4C 4S", "5S 5C", "6C 6S", "7S 7C", "8S 8C"} {
			if _, err := g.Play(turn(s)); err != nil {
				t.Fatal(err)
			}
		}
		if o := g.End(); o.Winner != 1 || o.Captured[1] != 8 {
			t.Fatalf("%+v", o)
		}
		g = newGame(t, players("Ann", "Bo", "Cy"), tt.opts)
		var last TurnResult
		for _, s := range []string{"2C 2S 2H", "3S 3C 3H", "4H 4S 4C", "5S 5C 5H", "6C 6S 6H", "7D 7C 7S", "8S 8H 8D"} {
			var err error
			if last, err = g.Play(turn(s)); err != nil {
				t.Fatal(err)
			}
		}
		o := g.End()
		if o != last.End || o.Winner != -1 || o.Draw != tt.draw || o.RunoffNeeded != tt.runoff || len(o.Tied) != 2 || o.Tied[0] != 0 || o.Tied[1] != 1 {
			t.Fatalf("%v: %+v", tt.opts, o)
		}
		st := g.Standing()
		if st.Finished != tt.draw || st.Draw != tt.draw || len(st.Winners) != 0 {
			t.Errorf("%v: standing %+v", tt.opts, st)
		}
		if tt.runoff && (strings.Join(g.Table(), ",") != "Ann,Bo" || g.RunoffGame() != 1 || g.Turn() != 1) {
			t.Errorf("run-off game: table %v, game %d, turn %d", g.Table(), g.RunoffGame(), g.Turn())
		}
	}
}

func score(t *testing.T, input string) map[string]any {
	t.Helper()
	out, err := gametest.Call(games, "score", []byte(input))
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
		if _, err := gametest.Call(games, "score", []byte(bad)); err == nil || !game.IsRefusal(err) {
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
			out, err := gametest.Call(games, cmd, []byte(s))
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
		if _, err := gametest.Call(games, "score", in); err != nil {
			b.Fatal(err)
		}
	}
}
