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
	"arbiter/scoring"
	"arbiter/scoring/gametest"
)

// flatten turns a score input with nested run-off games into the form a
// stored game has: the run-off games' turns after the round's, the first
// of them carrying the run-off game's players, turn rules and tallest.
func flatten(t *testing.T, in []byte) []byte {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(in, &m); err != nil {
		t.Fatal(err)
	}
	var turns []map[string]json.RawMessage
	if raw, ok := m["turns"]; ok {
		if err := json.Unmarshal(raw, &turns); err != nil {
			t.Fatal(err)
		}
	}
	raw, nested := m["runoff"]
	delete(m, "runoff")
	for nested {
		var sub map[string]json.RawMessage
		if err := json.Unmarshal(raw, &sub); err != nil {
			t.Fatal(err)
		}
		var subTurns []map[string]json.RawMessage
		if st, ok := sub["turns"]; ok {
			json.Unmarshal(st, &subTurns)
		}
		hdr := map[string]json.RawMessage{}
		for _, k := range []string{"players", "turn_rules", "tallest"} {
			if v, ok := sub[k]; ok {
				hdr[k] = v
			}
		}
		if len(subTurns) > 0 && len(hdr) > 0 {
			b, _ := json.Marshal(hdr)
			subTurns[0]["runoff_game"] = b
		}
		turns = append(turns, subTurns...)
		raw, nested = sub["runoff"]
	}
	b, _ := json.Marshal(turns)
	m["turns"] = b
	out, _ := json.Marshal(m)
	return out
}

// levelThenRunoff is a strategy round of three that ends level between
// Ann and Cy; the tallest, Bo, is not in the run-off game, so its first
// turn names Cy as the tallest, and Cy wins it.
const levelThenRunoff = `{"game":"hyrule","players":["Ann","Bo","Cy"],"turn_rules":"strategy","tallest":"Bo","turns":[
 {"cards":["2C","2S","2H"]},
 {"cards":["3H","3C","3S"]},
 {"cards":["4H","4S","4C"]},
 {"cards":["6C","6S","6H"]},
 {"cards":["7S","7H","7C"]},
 {"cards":["8C","8H","8S"]},
 {"cards":["KS","KH","KC"]}],
 "runoff":{"players":["Cy","Ann"],"tallest":"Cy","turns":[
 {"cards":["2C","2S"]},{"cards":["3C","3S"]},{"cards":["4C","4S"]},{"cards":["5C","5S"]},
 {"cards":["6C","6S"]},{"cards":["7C","7S"]},{"cards":["8C","8S"]}]}}`

func TestDefinition(t *testing.T) {
	d := Definition
	var records [][]byte
	for _, f := range []string{"testdata/review.json", "testdata/gen1.json"} {
		for _, r := range gametest.Records(t, f) {
			records = append(records, flatten(t, r))
		}
	}
	records = append(records, flatten(t, []byte(levelThenRunoff)))
	gametest.CheckDefinition(t, d, records...)

	// Nested or flat, the same winner and totals.
	for _, f := range []string{"testdata/review.json", "testdata/gen1.json"} {
		for _, r := range gametest.Records(t, f) {
			out, err := d.Codec().Score(r)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := scoring.DecodeRecord(d, flatten(t, r))
			if err != nil {
				t.Fatalf("%s: %v", r, err)
			}
			st, _, err := scoring.Play(d, rec)
			if err != nil {
				t.Fatalf("%s: %v", r, err)
			}
			so, sd := out.(*RoundOutput), st.Standing()
			want := ""
			if so.Winner != nil {
				want = *so.Winner
			}
			if strings.Join(sd.Winners, ",") != want || sd.Draw != so.Draw {
				t.Errorf("%s: standing %+v, score winner %q draw %v", r, sd, want, so.Draw)
			}
			if so.Runoff == nil {
				for name, n := range so.Captured {
					if got, _ := sd.Total(name); got != n {
						t.Errorf("%s: %s %d, score %d", r, name, got, n)
					}
				}
			}
		}
	}
}

// The stored form plays the run-off game after the round: its players,
// turn rules and tallest come with its first turn.
func TestRunoffGameInTheStoredForm(t *testing.T) {
	d := definition{}
	rec, err := scoring.DecodeRecord(d, flatten(t, []byte(levelThenRunoff)))
	if err != nil {
		t.Fatal(err)
	}
	st, err := scoring.Start(d, rec.Setup, rec.Options)
	if err != nil {
		t.Fatal(err)
	}
	g := st.(*Game)
	for _, r := range rec.Rounds[:7] {
		if _, err := g.Apply(r); err != nil {
			t.Fatal(err)
		}
	}
	end := g.End()
	if end == nil || !end.RunoffNeeded || strings.Join(g.Table(), ",") != "Ann,Cy" || g.RunoffGame() != 1 || g.Standing().Finished {
		t.Fatalf("after the round: end %+v, table %v", end, g.Table())
	}
	// Bo, the tallest, is not in the run-off game: strategy rules need its own.
	if d, why := g.Due(); d != -1 || !strings.Contains(why.Text, "not known") {
		t.Errorf("due %d %q", d, why.Text)
	}
	if !g.RunoffPending() {
		t.Fatal("the run-off game is not pending")
	}
	if c, err := g.WithRunoff(&RunoffSetup{Tallest: "Ann"}); err != nil || c.Tallest() != 0 || strings.Join(c.Table(), ",") != "Ann,Cy" {
		t.Errorf("with Ann the tallest: %v", err)
	} else if d, _ := c.Due(); d != 0 || g.Tallest() != -1 {
		t.Errorf("due %d; the game itself changed: %d", d, g.Tallest())
	}
	if _, err := g.WithRunoff(&RunoffSetup{Tallest: "Bo"}); game.FieldOf(err) != "tallest" {
		t.Errorf("Bo is not in the run-off game: %v", err)
	}
	first := rec.Rounds[7].(Turn)
	bare := first
	bare.RunoffGame = nil
	_, err = g.Play(bare)
	checkReason(t, err, game.ErrInvalid, nil, "runoff_game.tallest", "")
	wrong := first
	wrong.RunoffGame = &RunoffSetup{Players: []string{"Ann", "Bo"}, Tallest: "Ann"}
	_, err = g.Play(wrong)
	checkReason(t, err, game.ErrIllegal, nil, "runoff_game.players", "HYRULE-4")
	res, err := g.Play(first)
	if err != nil {
		t.Fatal(err)
	}
	if res.RunoffGame != 1 || res.Turn != 1 || strings.Join(res.Players, ",") != "Cy,Ann" || res.Lead != 0 || g.Tallest() != 0 {
		t.Errorf("first run-off turn %+v", res)
	}
	// The round's cards come back: the run-off game is a new deal.
	if err := g.CanPlay(cards.MustParse("2H")); err != nil {
		t.Errorf("2H in the run-off game: %v", err)
	}
	for _, r := range rec.Rounds[8:] {
		if res, err = g.Play(r.(Turn)); err != nil {
			t.Fatal(err)
		}
	}
	sd := g.Standing()
	if !sd.Finished || strings.Join(sd.Winners, ",") != "Cy" || sd.Rounds != 14 || res.End == nil || res.End.RunoffGame != 1 {
		t.Errorf("standing %+v", sd)
	}
	// HYRULE-4: the round's counts stay the totals (Ann and Cy level);
	// the run-off game's are kept apart and decide the winner.
	ann, _ := sd.Total("Ann")
	cy, _ := sd.Total("Cy")
	if cy != ann || g.RoundCaptured()[0] != ann || g.RoundCaptured()[2] != cy {
		t.Errorf("the round's totals after its run-off game: Ann %d, Cy %d (round %v)", ann, cy, g.RoundCaptured())
	}
	if ro := g.RunoffCaptured(); ro[2] <= ro[0] || ro[1] != 0 {
		t.Errorf("the run-off game's counts, kept apart: %v, want Cy above Ann and nothing for Bo", ro)
	}
	if _, err := g.Play(turn("9S 9C")); !errors.Is(err, ErrRoundOver) {
		t.Errorf("a turn after the run-off game: %v", err)
	}
}

func TestTurnJSON(t *testing.T) {
	c := codec
	for _, tt := range []struct{ in, out string }{
		{`{"cards":["2C","2s"]}`, `{"cards":["2C","2S"]}`},
		{`{"cards":["RJ","BJ","3C"],"first":1,"swaps":["9D"],"runoff":["KH","2S"]}`, `{"cards":["RJ","BJ","3C"],"first":1,"swaps":["9D"],"runoff":["KH","2S"]}`},
		{`{"game":"hyrule","cards":["2C","2S"],"runoff_game":{"players":["Bo","Ann"],"turn_rules":"strategy","tallest":"Bo"}}`,
			`{"cards":["2C","2S"],"runoff_game":{"players":["Bo","Ann"],"turn_rules":"strategy","tallest":"Bo"}}`},
	} {
		r, err := c.DecodeRound(json.RawMessage(tt.in))
		if err != nil {
			t.Fatalf("%s: %v", tt.in, err)
		}
		if raw, _ := c.EncodeRound(r); string(raw) != tt.out {
			t.Errorf("%s encodes as %s", tt.in, raw)
		}
	}
	for _, tt := range []struct{ in, field string }{
		{`{"cards":["2C","1S"]}`, "cards[1]"},
		{`{"cards":["2C","2S"],"first":-1}`, "first"},
		{`{"cards":["2C","2S"],"options":{}}`, "options"},
		{`{"cards":["2C","2S"],"game":"myre"}`, "game"},
		{`{"cards":["2C","2S"],"runoff_game":{"turn_rules":"lazy"}}`, "runoff_game.turn_rules"},
		{`{"cards":["2C","2S"],"runoff_game":{"tallest":""}}`, "runoff_game.tallest"},
		{`{"cards":["2C","2S"],"runoff_game":{"height":3}}`, "runoff_game.height"},
	} {
		if _, err := c.DecodeRound(json.RawMessage(tt.in)); !errors.Is(err, game.ErrInvalid) || game.FieldOf(err) != tt.field {
			t.Errorf("%s: %v (want a refusal naming %s)", tt.in, err, tt.field)
		}
	}
	// A nested run-off game is the score input's form, not a stored setup.
	if _, err := c.DecodeSetup(json.RawMessage(`{"players":["Ann","Bo"],"runoff":{"turns":[]}}`)); game.FieldOf(err) != "runoff" {
		t.Errorf("nested runoff in a setup: %v", err)
	}
	s, err := c.DecodeSetup(json.RawMessage(`{"players":["Ann","Bo"],"turn_rules":"Strategy","tallest":"Bo"}`))
	if err != nil || s.(Setup).TurnRules != Strategy || s.(Setup).Tallest != "Bo" {
		t.Errorf("setup %+v %v", s, err)
	}
}

// A stored result reads back as the result: the app shows who took the
// turn and why from it.
func TestResultJSON(t *testing.T) {
	g := newGame(t, strategy("Bo", "Ann", "Bo", "Cy"), hyrule.Options{})
	res, err := g.Play(Turn{Cards: cards.MustParseList("RJ BJ 3C"), Swaps: cards.MustParseList("9D"), First: 2, Runoff: cards.MustParseList("KH 2S")})
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := json.Marshal(res)
	var back TurnResult
	if err := json.Unmarshal(raw, &back); err != nil {
		t.Fatal(err)
	}
	if back.Winner != res.Winner || back.WinningCard != res.WinningCard || back.Lead != 2 || back.Swapper != 1 || back.Due != 1 ||
		back.Stock != res.Stock || len(back.Runoff) != 2 || back.Steps.Strings()[0] != res.Steps.Strings()[0] || back.DecidedBy != hyrule.ByRunoff {
		t.Errorf("%s reads back as %+v", raw, back)
	}
	var m map[string]any
	json.Unmarshal(raw, &m)
	if m["winner_name"] != "Bo" || m["winning_card"] != "2S" || m["swapper"] != "Bo" || m["lead"] != "Cy" {
		t.Errorf("stored result %s", raw)
	}
}

func TestSeatAndStanding(t *testing.T) {
	d := definition{}
	s, seats, err := d.Seat(Setup{TurnRules: Strategy, Tallest: "Bo"}, []string{"Ann", "Bo", "Cy"})
	if err != nil || len(seats) != 3 || seats[1] != (scoring.Seat{Player: "Bo", Side: "Bo"}) || s.(Setup).Tallest != "Bo" || s.(Setup).TurnRules != Strategy {
		t.Errorf("%+v %v %v", s, seats, err)
	}
	if s, _, _ := d.Seat(Setup{Tallest: "Di"}, []string{"Ann", "Bo"}); s.(Setup).Tallest != "" {
		t.Errorf("a tallest player who left the table stays: %+v", s)
	}
	if _, seats, err := d.Seat(Setup{Players: []string{"Ann", "Bo"}}, nil); err != nil || len(seats) != 2 {
		t.Errorf("the setup's players: %v %v", seats, err)
	}
	_, _, err = d.Seat(nil, nil)
	checkReason(t, err, game.ErrInvalid, hyrule.ErrPlayers, "players", "")
	st, err := scoring.Start(d, Setup{Players: []string{"Ann", "Bo"}}, scoring.Values{"draw": "draw"})
	if err != nil {
		t.Fatal(err)
	}
	if sd := st.Standing(); len(sd.Totals) != 2 || sd.Totals[1].Side != "Bo" || sd.Finished || sd.Target != 0 || sd.LowerWins {
		t.Errorf("standing %+v", sd)
	}
	if st.(*Game).Options().Draw != hyrule.DrawDraw {
		t.Error("options not taken")
	}
}

func TestOptions(t *testing.T) {
	o, err := parseOptions([]byte(`{"joker_tie":"First_Played ","draw":"DRAW"}`))
	if err != nil || o.JokerTie != hyrule.JokerTieFirstPlayed || o.Draw != hyrule.DrawDraw {
		t.Fatalf("%+v %v", o, err)
	}
	for _, tt := range []struct{ in, field string }{
		{`{"x":"y"}`, "options.x"}, {`{"draw":"maybe"}`, "options.draw"}, {`{"joker_tie":3}`, "options.joker_tie"}, {`[]`, "options"},
	} {
		if _, err := parseOptions([]byte(tt.in)); !errors.Is(err, game.ErrInvalid) || game.FieldOf(err) != tt.field {
			t.Errorf("%s: %v", tt.in, err)
		}
	}
	if o, err := parseOptions(nil); err != nil || o != (hyrule.Options{}) {
		t.Errorf("defaults %+v %v", o, err)
	}
	for _, opt := range Schema.Options {
		if opt.Label == "" || opt.Help == "" {
			t.Errorf("option %s lacks words for people", opt.Name)
		}
		for _, c := range opt.Choices {
			if c.Label == "" {
				t.Errorf("%s: choice %s has no label", opt.Name, c.Value)
			}
		}
	}
}

// HYRULE-4 between sessions: the stored state keeps the run-off games'
// counts apart from the round's totals, and a state stored when the
// run-off games were counted into the totals reads back with them taken
// out, at every point of a run-off game (pending, under way, ended).
func TestRunoffCountsKeptApartInTheState(t *testing.T) {
	d := definition{}
	rec, err := scoring.DecodeRecord(d, flatten(t, []byte(levelThenRunoff)))
	if err != nil {
		t.Fatal(err)
	}
	st, err := scoring.Start(d, rec.Setup, rec.Options)
	if err != nil {
		t.Fatal(err)
	}
	g := st.(*Game)
	for i, r := range rec.Rounds {
		if _, err := g.Apply(r); err != nil {
			t.Fatal(err)
		}
		if i < 6 {
			continue
		}
		raw, err := d.Codec().EncodeState(g)
		if err != nil {
			t.Fatal(err)
		}
		back, err := d.Codec().DecodeState(raw, rec.Setup, rec.Options)
		if err != nil {
			t.Fatal(err)
		}
		b := back.(*Game)
		if fmt.Sprint(b.RoundCaptured(), b.RunoffCaptured()) != fmt.Sprint(g.RoundCaptured(), g.RunoffCaptured()) {
			t.Errorf("after turn %d: read back %v %v, played %v %v", i+1, b.RoundCaptured(), b.RunoffCaptured(), g.RoundCaptured(), g.RunoffCaptured())
		}
		// The old form: one list, the run-off games counted in.
		var m map[string]any
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		sum := make([]int, len(g.players))
		for k := range sum {
			sum[k] = g.RoundCaptured()[k] + g.RunoffCaptured()[k]
		}
		m["totals"] = sum
		delete(m, "runoff_totals")
		old, _ := json.Marshal(m)
		back, err = d.Codec().DecodeState(old, rec.Setup, rec.Options)
		if err != nil {
			t.Fatal(err)
		}
		b = back.(*Game)
		if fmt.Sprint(b.RoundCaptured(), b.RunoffCaptured()) != fmt.Sprint(g.RoundCaptured(), g.RunoffCaptured()) {
			t.Errorf("after turn %d, the old form: read back %v %v, played %v %v", i+1, b.RoundCaptured(), b.RunoffCaptured(), g.RoundCaptured(), g.RunoffCaptured())
		}
	}
	if ro := g.RunoffCaptured(); ro[0]+ro[2] == 0 {
		t.Fatalf("the record has no run-off game: %v", ro)
	}
}
