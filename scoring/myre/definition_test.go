package myre

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	engine "arbiter/engine/myre"
	"arbiter/scoring"
	"arbiter/scoring/gametest"
)

// longGame is a whole game of seven hands to a target of 45: a hand
// without captures whose face-up scouts stay (MYRE-12), the jokers
// changing hands, a face-down joker, the box deciding equal scouts, and
// Red reaching the target.
const longGame = `{"game":"myre","box":"black","options":{"target":45},"hands":[
 {"face_up":{"red":["6H"],"black":["6S"]},"battles":[{"scout":["6H"],"red":["10H","10D"],"black":["10S","10C"]}]},
 {"face_up":{"red":["6H","9H"],"black":["6S","7S"]},"battles":[{"scout":["7S"],"red":["9D"],"black":[]}]},
 {"battles":[{"scout":["2H"],"red":["RJ"],"black":["BJ:down"]}]},
 {"battles":[{"scout":["3S"],"red":["JK","JK","5H"],"black":["9S"]}]},
 {"first":"black","battles":[{"scout":["BJ"],"red":["6H"],"black":["9C"]},{"scout":["KS"],"red":[],"black":["KC","QS","QC"]}]},
 {"battles":[{"scout":["AH"],"red":["2H"],"black":["AS","AC","JS","JC"]}]},
 {"battles":[{"scout":["8D"],"red":["8H","7H"],"black":["8S","8C","3C"]}]}
]}`

func TestDefinition(t *testing.T) {
	d := Definition
	records := gametest.Records(t, "testdata/review.json")
	records = append(records, gametest.Records(t, "testdata/gen1.json")...)
	records = append(records, []byte(longGame),
		[]byte(`{"game":"myre","options":{"double_scouts":true,"first_player":"box","target":30,"scout_in_tiebreak":"always"},"box":"red","hands":[
		 {"battles":[{"scout":["5S","7S"],"red":["9H","9D"],"black":["6C"]}]},
		 {"battles":[{"scout":["2H","3H"],"red":["4H"],"black":["KS","KC","QS"]}]}]}`))
	gametest.CheckDefinition(t, d, records...)

	// The long game plays to its end, as the CLI scores it.
	rec, err := scoring.DecodeRecord(d, []byte(longGame))
	if err != nil {
		t.Fatal(err)
	}
	st, results, err := scoring.Play(d, rec)
	if err != nil {
		t.Fatal(err)
	}
	if len(results) != 7 {
		t.Fatalf("%d results", len(results))
	}
	sd := st.Standing()
	if r, _ := sd.Total("red"); !sd.Finished || r != 47 || strings.Join(sd.Winners, ",") != "red" || sd.Rounds != 7 || sd.Target != 45 {
		t.Errorf("standing %+v", sd)
	}
	out, err := d.Codec().Score([]byte(longGame))
	if err != nil {
		t.Fatal(err)
	}
	so := out.(ScoreOutput)
	if len(so.HandDetails) != 7 || so.Winner == nil || *so.Winner != engine.Red || so.Totals != st.(*Game).Totals() {
		t.Errorf("score: %d hands, winner %v, totals %v", len(so.HandDetails), so.Winner, so.Totals)
	}
	// The hand's own details come from its result.
	if h := so.HandDetails[1]; h.First != engine.Red || len(h.Battles) != 1 || h.Totals != results[1].(HandResult).Totals || h.Jail.Red.String() != "7S" {
		t.Errorf("hand 2: first %s, %d battles, totals %v, jail %v", h.First, len(h.Battles), h.Totals, h.Jail)
	}
}

// A hand survives its JSON, including the single-card spellings and the
// battle options a record may repeat.
func TestHandJSON(t *testing.T) {
	c := codec
	r, err := c.DecodeRound(json.RawMessage(`{"battles":[{"scout":"10S","red":"10D","black":[],"scout_owner":"black"}],"first":"Red"}`))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := c.EncodeRound(r)
	if err != nil {
		t.Fatal(err)
	}
	if string(raw) != `{"battles":[{"scout":["10S"],"scout_owner":"black","red":["10D"],"black":[]}],"first":"red"}` {
		t.Errorf("encoded %s", raw)
	}
	for _, tt := range []struct{ in, field string }{
		{`{"battles":[{"scout":["6H"],"red":["XX"]}]}`, "battles[0].red[0]"},
		{`{"battles":[],"first":"green"}`, "first"},
		{`{"battles":[],"face_up":{"red":["RJ:down"],"black":[]}}`, "face_up.red[0]"},
		{`{"battles":[{"scout":["6H"],"options":{"target":0}}]}`, "battles[0].options.target"},
		{`{"battles":[],"extra":1}`, "extra"},
	} {
		if _, err := c.DecodeRound(json.RawMessage(tt.in)); !errors.Is(err, game.ErrInvalid) || !strings.HasPrefix(game.FieldOf(err), tt.field) {
			t.Errorf("%s: %v (want a refusal naming %s)", tt.in, err, tt.field)
		}
	}
	// Options repeated in a battle must be the game's.
	r, err = c.DecodeRound(json.RawMessage(`{"battles":[{"scout":["6H"],"red":["7H"],"options":{"target":50}}]}`))
	if err != nil {
		t.Fatal(err)
	}
	g := NewGame(DefaultOptions(), Setup{})
	if _, err := g.Apply(r); game.FieldOf(err) != "battles[0].options" || g.Played() != 0 {
		t.Errorf("battle options differ: %v", err)
	}
	opt := DefaultOptions()
	opt.Target = 50
	if _, err := NewGame(opt, Setup{}).Apply(r); err != nil {
		t.Errorf("battle options equal to the game's: %v", err)
	}
}

func TestSetupAndSeats(t *testing.T) {
	d := definition{}
	for _, tt := range []struct{ in, field string }{
		{`{"box":"green"}`, "box"},
		{`{"players":["Ann"]}`, "players"},
	} {
		if _, err := d.Codec().DecodeSetup(json.RawMessage(tt.in)); game.FieldOf(err) != tt.field {
			t.Errorf("%s: %v", tt.in, err)
		}
	}
	s, seats, err := d.Seat(Setup{Box: engine.Black}, []string{"Ann", "Bo"})
	if err != nil || s.(Setup).Box != engine.Black || len(seats) != 2 || seats[0] != (scoring.Seat{Player: "Ann", Side: "red"}) || seats[1].Side != "black" {
		t.Errorf("seat: %v %v %v", s, seats, err)
	}
	for _, names := range [][]string{nil, {"Ann"}, {"Ann", "Bo", "Cy"}} {
		if _, _, err := d.Seat(nil, names); game.FieldOf(err) != "players" {
			t.Errorf("%v: %v", names, err)
		}
	}
	st, err := scoring.Start(d, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if sd := st.Standing(); len(sd.Totals) != 2 || sd.Totals[0].Side != "red" || sd.Target != 70 || sd.Finished {
		t.Errorf("standing %+v", sd)
	}
}

// A game resumed from its stored state goes on as if it had never
// stopped, jails, jokers and face-up scouts included.
func TestStateCarriesTheGame(t *testing.T) {
	d := definition{}
	rec, err := scoring.DecodeRecord(d, []byte(longGame))
	if err != nil {
		t.Fatal(err)
	}
	st, err := scoring.Start(d, rec.Setup, rec.Options)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rec.Rounds[:5] {
		if _, err := st.Apply(r); err != nil {
			t.Fatal(err)
		}
	}
	raw, _ := d.Codec().EncodeState(st)
	back, err := d.Codec().DecodeState(raw, rec.Setup, rec.Options)
	if err != nil {
		t.Fatal(err)
	}
	g, b := st.(*Game), back.(*Game)
	for _, s := range sides {
		if g.Jail(s).String() != b.Jail(s).String() || g.Deck(s).String() != b.Deck(s).String() {
			t.Errorf("%s: jail %s / %s, deck %s / %s", s, g.Jail(s), b.Jail(s), g.Deck(s), b.Deck(s))
		}
	}
	if b.JokerOwner(cards.BlackJoker) != engine.Red || b.NextFirst() != g.NextFirst() || b.Box() != engine.Black || b.Played() != 5 {
		t.Errorf("resumed: BJ %s, next %s, box %s, played %d", b.JokerOwner(cards.BlackJoker), b.NextFirst(), b.Box(), b.Played())
	}
}
