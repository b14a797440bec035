package yamiro

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/yamiro"
	"arbiter/scoring"
	"arbiter/scoring/gametest"
)

// duelRecord is a whole duel of eight hands, A and B taking turns to
// start, with the players named, as the app stores it.
func duelRecord(options string) []byte {
	var hands []string
	for k := 0; k < 8; k++ {
		if k%2 == 0 {
			hands = append(hands, jsonHand("A", "B", []string{"5", "6", "7", "8"}, []string{"1", "2", "3", "4"}))
		} else {
			hands = append(hands, jsonHand("B", "A", []string{"1", "2", "3", "4"}, []string{"5", "6", "7", "8"}))
		}
	}
	return []byte(`{"game":"yamiro","form":"duel","options":` + options + `,"hands":[` + strings.Join(hands, ",") + `]}`)
}

func TestDefinition(t *testing.T) {
	records := append(gametest.Records(t, "testdata/review.json"), gametest.Records(t, "testdata/gen1.json")...)
	records = append(records, duelRecord(`{}`), duelRecord(`{"must_have_winner":true}`))
	gametest.CheckDefinition(t, definition{}, records...)
}

func TestRegistered(t *testing.T) {
	d := Definition
	info := d.Info()
	if info.Order != 8 || info.RoundNoun != "hand" || info.RoundsKey != "hands" || info.LowerWins || info.Scoreless ||
		info.MinPlayers != 1 || info.MaxPlayers != 4 || info.Deck != "railog" || info.Players != "1, 2 or 4" {
		t.Errorf("%+v", info)
	}
}

// TestSchema: the defaults (Railog deck, ties stand), labels for people,
// the deck in every spelling the CLI took, written back in its JSON form,
// and refusals naming the option.
func TestSchema(t *testing.T) {
	def := Schema.Defaults()
	if got := fromValues(def); got.MustHaveWinner || got.Deck.Kind != yamiro.Railog {
		t.Errorf("defaults %+v", got)
	}
	if got := string(Schema.Encode(must(Schema.Check(def)))); got != `{"deck":{"kind":"railog"},"must_have_winner":false}` {
		t.Errorf("stored defaults %s", got)
	}
	for _, o := range Schema.Options {
		if o.Label == "" || o.Help == "" || o.Ruling == "" || strings.Contains(o.Help, "{") || strings.Contains(o.Help, "true") {
			t.Errorf("%s: label %q help %q", o.Name, o.Label, o.Help)
		}
		for _, c := range o.Choices {
			if c.Label == "" {
				t.Errorf("%s=%s: no label", o.Name, c.Value)
			}
		}
	}
	std := yamiro.Deck{Kind: yamiro.Standard, Map: yamiro.DefaultStandardMap()}
	tens := yamiro.Deck{Kind: yamiro.Standard, Map: map[cards.RailogCard]cards.Rank{cards.Alak: 10, cards.Arl: cards.Queen, cards.Deiskatun: cards.King, cards.Arlas: cards.NoRank}}
	for in, want := range map[string]yamiro.Options{
		`{"deck":"standard"}`:                       {Deck: std},
		`{"deck":"Railog","must_have_winner":true}`: {MustHaveWinner: true, Deck: yamiro.Deck{Kind: yamiro.Railog}},
		`{"deck":{"kind":"standard"}}`:              {Deck: std},
		`{"deck":{"kind":"standard","map":{"alak":"10","arl":"Q","deiskatun":"K","arlas":"JK"}}}`: {Deck: tens},
		`null`: {Deck: yamiro.Deck{Kind: yamiro.Railog}},
	} {
		v, err := Schema.Parse(json.RawMessage(in))
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		if got := fromValues(v); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %+v, want %+v", in, got, want)
		}
		back, err := Schema.Parse(Schema.Encode(v))
		if err != nil || !reflect.DeepEqual(fromValues(back), want) {
			t.Errorf("%s: stored as %s, reads back as %+v (%v)", in, Schema.Encode(v), back, err)
		}
		if checked, err := Schema.Check(Values(want)); err != nil || !reflect.DeepEqual(fromValues(checked), want) {
			t.Errorf("%s: Values() checks as %+v (%v)", in, checked, err)
		}
	}
	for in, field := range map[string]string{
		`{"must_win":true}`:          "options.must_win",
		`{"must_have_winner":"yes"}`: "options.must_have_winner",
		`{"deck":"pinochle"}`:        "options.deck",
		`{"deck":{"kind":"standard","map":{"alak":"J","arl":"J","deiskatun":"K","arlas":"JK"}}}`: "options.deck.map.arl",
		`[]`: "options",
	} {
		_, err := Schema.Parse(json.RawMessage(in))
		if !errors.Is(err, game.ErrInvalid) || game.FieldOf(err) != field {
			t.Errorf("%s: %v, want a refusal at %s", in, err, field)
		}
	}
	// A form builds values of its own: a deck that is no deck, or a
	// mapping with two faces on one rank, is refused like the JSON.
	bad := yamiro.Deck{Kind: yamiro.Standard, Map: map[cards.RailogCard]cards.Rank{cards.Alak: cards.Jack, cards.Arl: cards.Jack, cards.Deiskatun: cards.King, cards.Arlas: cards.NoRank}}
	if _, err := Schema.Check(scoring.Values{"deck": bad}); !errors.Is(err, yamiro.ErrDeck) {
		t.Errorf("two faces on J: %v", err)
	}
	if _, err := Schema.Check(scoring.Values{"deck": "standard"}); game.FieldOf(err) != "options.deck" {
		t.Errorf("a deck that is a string: %v", err)
	}
	r := definition{}.Rules()
	if len(r.Options) != 2 || r.Options[1].Name != "deck" || r.Options[1].Ruling != "YAM-1" {
		t.Errorf("rules options %+v", r.Options)
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func TestSeat(t *testing.T) {
	d := definition{}
	for _, tc := range []struct {
		players []string
		form    yamiro.Form
		sides   []string
	}{
		{[]string{"Ann"}, yamiro.Solitaire, []string{"A"}},
		{[]string{"Ann", "Bo"}, yamiro.Duel, []string{"A", "B"}},
		{[]string{"Ann", "Bo", "Cy", "Di"}, yamiro.Teams, []string{"A", "B", "A", "B"}},
	} {
		setup, seats, err := d.Seat(Setup{}, tc.players)
		if err != nil {
			t.Fatal(err)
		}
		if s := setup.(Setup); !s.FormSet || s.Form != tc.form {
			t.Errorf("%v: setup %+v", tc.players, s)
		}
		for i, st := range seats {
			if st.Player != tc.players[i] || st.Side != tc.sides[i] {
				t.Errorf("%v: seats %+v", tc.players, seats)
			}
		}
	}
	for _, tc := range []struct {
		setup   Setup
		players []string
		field   string
	}{
		{Setup{}, nil, "players"},
		{Setup{}, []string{"A", "B", "C"}, "players"},
		{Setup{Form: yamiro.Teams, FormSet: true}, []string{"A", "B"}, "players"},
		{Setup{}, []string{"Ann", "Ann"}, "players[1]"},
	} {
		if _, _, err := d.Seat(tc.setup, tc.players); !game.IsRefusal(err) || game.FieldOf(err) != tc.field {
			t.Errorf("%+v %v: %v, want a refusal at %s", tc.setup, tc.players, err, tc.field)
		}
	}
}

// TestAppRounds: hands as the app stores them read and write back as
// they were; a form the setup names is kept, none is read from the first
// hand.
func TestAppRounds(t *testing.T) {
	for _, in := range []string{
		`{"plays":[{"side":"A","card":"8"},{"side":"B","card":"1"}]}`,
		`{"plays":[{"side":"deck","card":"AH"},{"side":"A","card":"8H","player":"Ann"}]}`,
		`{"form":"teams","plays":[{"side":"A","card":8},{"side":"B","card":"alak"}]}`,
	} {
		r, err := codec.DecodeRound(json.RawMessage(in))
		if err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		if raw, _ := codec.EncodeRound(r); string(raw) != in {
			t.Errorf("%s writes back as %s", in, raw)
		}
	}
	for in, field := range map[string]string{
		`{"plays":[],"options":{}}`:    "options",
		`{"game":"hyrule","plays":[]}`: "game",
		`{"form":"trio","plays":[]}`:   "form",
		`{"plays":[{"side":1}]}`:       "plays[0].side",
	} {
		if _, err := codec.DecodeRound(json.RawMessage(in)); !errors.Is(err, game.ErrInvalid) || game.FieldOf(err) != field {
			t.Errorf("%s: %v, want a refusal at %s", in, err, field)
		}
	}
	for in, want := range map[string]Setup{`{"form":"duel"}`: {Form: yamiro.Duel, FormSet: true}, `{"form":"four"}`: {Form: yamiro.Teams, FormSet: true}, `{}`: {}} {
		s, err := codec.DecodeSetup(json.RawMessage(in))
		if err != nil || s != want {
			t.Errorf("%s: %+v %v", in, s, err)
		}
	}
	// The form comes from the first hand: 16 plays make a team game.
	g := NewGame(Setup{}, yamiro.Options{})
	if g.FormKnown() || g.HandsTotal() != 8 {
		t.Fatal("a form before the first hand")
	}
	if _, err := g.Play(HandOf(hand("N", "E", append(high, high...), append(low, low...)))); err != nil {
		t.Fatal(err)
	}
	if g.Form() != yamiro.Teams || g.HandsTotal() != 4 || !g.FormKnown() {
		t.Errorf("form %v", g.Form())
	}
}

// TestTableReadOuts: the live count, who starts the next hand and why,
// the sides and their captures, the deck's count, and a hand tried before
// it is saved, all from the state.
func TestTableReadOuts(t *testing.T) {
	g := NewGame(Setup{Form: yamiro.Duel, FormSet: true}, yamiro.Options{})
	if side, rule := g.NextAttacker(); side != "" || rule == "" {
		t.Errorf("first hand: %q %q", side, rule)
	}
	lh, err := g.Live(Round{Plays: []Play{{Side: "A", Card: Text("8")}, {Side: "B", Card: Text("arlas")}, {Side: "A", Card: Text("alak")}}})
	if err != nil {
		t.Fatal(err)
	}
	if lh.Attacker != "A" || lh.Defender != "B" || lh.Full != 8 || lh.Next != "B" || lh.Standing.Leader != "B" || lh.Standing.Tallies[0].Score != 16 || len(lh.Progress) != 3 {
		t.Errorf("live %+v", lh)
	}
	if _, err := g.Live(Round{Plays: []Play{{Side: "A", Card: Text("9")}}}); game.FieldOf(err) != "plays[0].card" {
		t.Errorf("a 9: %v", err)
	}
	res, err := g.Play(HandOf(hand("A", "B", []string{"8", "8", "alak", "arl"}, []string{"1", "2", "3", "4"})))
	if err != nil {
		t.Fatal(err)
	}
	if res.Hand != 1 || res.Winner != "A" || res.Points != 10 || len(res.Progress) != 8 || res.Progress[7].Scores["A"] != 64 {
		t.Errorf("result %+v", res)
	}
	if side, rule := g.NextAttacker(); side != "B" || !strings.Contains(rule, "take turns") {
		t.Errorf("next %q %q", side, rule)
	}
	if !reflect.DeepEqual(g.Sides(), []string{"A", "B"}) || g.Totals()["A"] != 10 || g.Other("A") != "B" {
		t.Errorf("sides %v totals %v", g.Sides(), g.Totals())
	}
	if n := g.Available(yamiro.Card{Value: cards.RailogCard(8)}); n != 6 {
		t.Errorf("8s left: %d", n)
	}
	if st := g.Stock(); st.Plays != 8 || st.Captured["1"] != 1 {
		t.Errorf("stock %+v", st)
	}
	// A refused hand changes nothing.
	before, _ := codec.EncodeState(g)
	if _, err := g.Try(HandOf(hand("A", "B", low, high))); !errors.Is(err, ErrStarter) || game.FieldOf(err) != "plays[0]" {
		t.Errorf("A starting twice: %v", err)
	}
	if _, err := g.Play(HandOf(hand("B", "A", []string{"1", "1", "1", "1"}, []string{"2", "2", "2", "2"}))); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Play(HandOf(hand("A", "B", []string{"1", "1", "1", "1"}, []string{"2", "2", "2", "2"}))); !errors.Is(err, cards.ErrDuplicate) || game.FieldOf(err) != "plays[6].card" {
		t.Errorf("a ninth 1 over the game: %v", err)
	}
	after, _ := codec.EncodeState(g)
	if bytes.Equal(before, after) {
		t.Error("the second hand was not recorded")
	}
	st := g.Standing()
	if len(st.Totals) != 2 || st.Totals[0].Side != "A" || st.Rounds != 2 || st.Finished {
		t.Errorf("standing %+v", st)
	}
}

// TestStateIsBounded: a whole game's state is the sides, the totals, the
// last hand and the deck's count, never the hands.
func TestStateIsBounded(t *testing.T) {
	rec, err := scoring.DecodeRecord(definition{}, duelRecord(`{}`))
	if err != nil {
		t.Fatal(err)
	}
	st, _, err := scoring.Play(definition{}, rec)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := codec.EncodeState(st)
	if len(raw) > 400 || strings.Contains(string(raw), "plays\":[") {
		t.Errorf("state %d bytes: %s", len(raw), raw)
	}
	if !st.Standing().Finished || st.Standing().Winners[0] != "A" {
		t.Errorf("%+v", st.Standing())
	}
}
