package scoring_test

import (
	"arbiter/scoring/all"
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"arbiter/engine/game"
	"arbiter/scoring"
	"arbiter/scoring/gametest"
	"arbiter/scoring/scoringtest"
)

// games are every game and Tally, the test game.
var games = all.Games.With(scoringtest.Definition)

func TestLookupAndRefusalOfUnknownGames(t *testing.T) {
	d, err := games.Lookup(scoringtest.ID)
	if err != nil || d.Info().Name != "Tally" {
		t.Fatalf("Lookup: %v", err)
	}
	_, err = games.Lookup("chess")
	if !errors.Is(err, scoring.ErrUnknownGame) || !errors.Is(err, game.ErrInvalid) || game.FieldOf(err) != "game" {
		t.Errorf("unknown game: %v (field %q)", err, game.FieldOf(err))
	}
}

func TestSchemaDefaultsAreValidTogether(t *testing.T) {
	s := scoringtest.Schema
	def := s.Defaults()
	if def.Has("rounds") {
		t.Errorf("defaults hold an option that does not apply: %v", def)
	}
	checked, err := s.Check(def)
	if err != nil {
		t.Fatalf("the defaults are refused: %v", err)
	}
	if !reflect.DeepEqual(checked, def) {
		t.Errorf("Check(defaults) = %v, want %v", checked, def)
	}
	parsed, err := s.Parse(nil)
	if err != nil || !reflect.DeepEqual(parsed, def) {
		t.Errorf("Parse(nothing) = %v, %v", parsed, err)
	}
	// The stored form spells every applicable option out and reads back.
	again, err := s.Parse(s.Encode(def))
	if err != nil || !reflect.DeepEqual(again, def) {
		t.Errorf("Encode/Parse round trip: %v, %v", again, err)
	}
}

func TestSchemaDependentOption(t *testing.T) {
	s := scoringtest.Schema
	v, err := s.Parse(json.RawMessage(`{"end":"rounds"}`))
	if err != nil || v.Int("rounds") != 5 {
		t.Fatalf("end rounds: %v, %v", v, err)
	}
	v, err = s.Parse(json.RawMessage(`{"end":"rounds","rounds":12}`))
	if err != nil || v.Int("rounds") != 12 {
		t.Fatalf("rounds 12: %v, %v", v, err)
	}
	_, err = s.Parse(json.RawMessage(`{"rounds":12}`))
	if game.FieldOf(err) != "options.rounds" || !errors.Is(err, game.ErrInvalid) {
		t.Errorf("rounds without end rounds: %v", err)
	}
}

func TestSchemaRefusals(t *testing.T) {
	s := scoringtest.Schema
	for in, field := range map[string]string{
		`{"target":0}`:              "options.target",
		`{"target":1.5}`:            "options.target",
		`{"target":"10"}`:           "options.target",
		`{"lower_wins":"yes"}`:      "options.lower_wins",
		`{"end":"never"}`:           "options.end",
		`{"colour":"red"}`:          "options.colour",
		`{"target":5,"target":6}`:   "options.target",
		`[1]`:                       "options",
		`{"target":1e300}`:          "options.target",
		`{"target":-9223372036854}`: "options.target",
	} {
		_, err := s.Parse(json.RawMessage(in))
		if !errors.Is(err, game.ErrInvalid) || game.FieldOf(err) != field {
			t.Errorf("%s: %v (field %q), want field %q", in, err, game.FieldOf(err), field)
		}
	}
	if _, err := s.Check(scoring.Values{"target": "ten"}); game.FieldOf(err) != "options.target" {
		t.Errorf("typed check: %v", err)
	}
}

func TestRecordPlaysWithPrefixedRefusals(t *testing.T) {
	d, _ := games.Lookup(scoringtest.ID)
	rec, err := scoring.DecodeRecord(d, []byte(`{"game":"tally","sides":["A","B"],"options":{"target":5},"rounds":[{"points":{"A":3}},{"points":{"B":2}},{"points":{"A":2}}]}`))
	if err != nil {
		t.Fatal(err)
	}
	st, results, err := scoring.Play(d, rec)
	if err != nil {
		t.Fatal(err)
	}
	got := st.Standing()
	if !got.Finished || !reflect.DeepEqual(got.Winners, []string{"A"}) || len(results) != 3 || got.Rounds != 3 {
		t.Errorf("standing %+v, %d results", got, len(results))
	}
	rec.Rounds = append(rec.Rounds, scoringtest.Round{Points: map[string]int{"C": 1}})
	_, _, err = scoring.Play(d, rec)
	if game.FieldOf(err) != "rounds[3].points" || !errors.Is(err, game.ErrIllegal) {
		t.Errorf("a round after the end: %v (field %q)", err, game.FieldOf(err))
	}
	_, err = scoring.DecodeRecord(d, []byte(`{"game":"tally","sides":["A","B"],"rounds":[{"points":{"A":"x"}}]}`))
	if game.FieldOf(err) == "" || !errors.Is(err, game.ErrInvalid) {
		t.Errorf("a bad round: %v", err)
	}
}

func TestStateRoundTripsThroughItsCodec(t *testing.T) {
	d, _ := games.Lookup(scoringtest.ID)
	setup := scoringtest.Setup{Sides: []string{"A", "B"}}
	st, err := scoring.Start(d, setup, scoring.Values{"target": 50})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Apply(scoringtest.Round{Points: map[string]int{"A": 7}}); err != nil {
		t.Fatal(err)
	}
	c := d.Codec()
	raw, err := c.EncodeState(st)
	if err != nil {
		t.Fatal(err)
	}
	opts, _ := d.Options().Check(scoring.Values{"target": 50})
	back, err := c.DecodeState(raw, setup, opts)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Standing(), st.Standing()) {
		t.Errorf("state after the round trip: %+v, want %+v", back.Standing(), st.Standing())
	}
	if _, err := back.Apply("not a round"); !errors.Is(err, scoring.ErrWrongType) {
		t.Errorf("a string as a round: %v", err)
	}
}

func TestLeadersWithLowerWins(t *testing.T) {
	s := scoring.Standing{Totals: []scoring.SideTotal{{"A", 5}, {"B", 3}, {"C", 3}}}
	if got := s.Leaders(); !reflect.DeepEqual(got, []string{"A"}) {
		t.Errorf("highest: %v", got)
	}
	s.LowerWins = true
	if got := s.Leaders(); !reflect.DeepEqual(got, []string{"B", "C"}) {
		t.Errorf("lowest: %v", got)
	}
}

func TestTallyKeepsEveryPromise(t *testing.T) {
	d, _ := games.Lookup(scoringtest.ID)
	gametest.CheckDefinition(t, d,
		[]byte(`{"game":"tally","sides":["A","B"],"options":{"target":5},"rounds":[{"points":{"A":3}},{"points":{"B":2}},{"points":{"A":2}}]}`),
		[]byte(`{"game":"tally","sides":["A","B","C"],"rounds":[]}`))
}

func TestOptionRefusalsCiteTheRuling(t *testing.T) {
	s := scoring.Schema{Options: []scoring.Option{
		{Name: "target", Ruling: "MYRE-10", Kind: scoring.Int, Default: 70, Min: 1, Max: 188},
		{Name: "deck", Ruling: "YAM-1", Kind: scoring.Custom, Default: "railog",
			Choices: []scoring.ChoiceValue{{Value: "railog"}, {Value: "standard"}},
			Value: func(v any) (any, error) {
				if v != "railog" && v != "standard" {
					return nil, game.Invalidf("options.deck: %v is not a deck", v)
				}
				return v, nil
			}},
	}}
	for _, tc := range []struct {
		err         error
		field, rule string
	}{
		{func() error { _, err := s.Parse(json.RawMessage(`{"target":200}`)); return err }(), "options.target", "MYRE-10"},
		{func() error { _, err := s.Check(scoring.Values{"deck": "tarot"}); return err }(), "options.deck", "YAM-1"},
	} {
		if game.FieldOf(tc.err) != tc.field || game.RuleOf(tc.err) != tc.rule {
			t.Errorf("%v: field %q rule %q, want %q %q", tc.err, game.FieldOf(tc.err), game.RuleOf(tc.err), tc.field, tc.rule)
		}
	}
	if opts := s.GameOptions(); len(opts[1].Choices) != 2 {
		t.Errorf("a custom option's choices are not listed: %+v", opts[1])
	}
}
