package carts

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/carts"
	"arbiter/engine/game"
	"arbiter/scoring"
)

func TestRegistered(t *testing.T) {
	d := Definition
	info := d.Info()
	if info.Order != 6 || info.RoundNoun != "round" || info.RoundsKey != "rounds" || !info.LowerWins || info.Scoreless || info.MinPlayers != 2 || info.MaxPlayers != 8 || info.Deck != "pymtheg" {
		t.Errorf("%+v", info)
	}
}

// TestSchema: the defaults are the rulings', every option speaks to people,
// the spellings the CLI always took are still read, and refusals name the
// option.
func TestSchema(t *testing.T) {
	def := Schema.Defaults()
	if got := fromValues(def); got != (Options{Chain: carts.PlusTwo, Limit: 100}) {
		t.Errorf("defaults %+v", got)
	}
	for _, o := range Schema.Options {
		if o.Label == "" || o.Help == "" {
			t.Errorf("%s: no label or help", o.Name)
		}
		for _, c := range o.Choices {
			if c.Label == "" {
				t.Errorf("%s=%s: no label", o.Name, c.Value)
			}
		}
	}
	for in, want := range map[string]Options{
		`{"chain":"Doubling"}`:                      {Chain: carts.Doubling, Limit: 100},
		`{"chain":" plus_two ","decks":2.0}`:        {Chain: carts.PlusTwo, Decks: 2, Limit: 100},
		`{"rule_16":true,"limit":0,"rounds":12}`:    {Rule16: true, Rounds: 12},
		`null`:                                      {Limit: 100},
		`{"chain":"doubling","limit":50,"decks":0}`: {Chain: carts.Doubling, Limit: 50},
	} {
		v, err := Schema.Parse(json.RawMessage(in))
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		if got := fromValues(v); got != want {
			t.Errorf("%s: %+v, want %+v", in, got, want)
		}
		if back := fromValues(must(Schema.Check(fromValues(v).Values()))); back != want {
			t.Errorf("%s: Values() reads back as %+v", in, back)
		}
	}
	for in, field := range map[string]string{
		`{"chain":"triple"}`: "options.chain",
		`{"chain":2}`:        "options.chain",
		`{"decks":21}`:       "options.decks",
		`{"decks":-1}`:       "options.decks",
		`{"limit":1.5}`:      "options.limit",
		`{"rounds":10001}`:   "options.rounds",
		`{"rule_16":"yes"}`:  "options.rule_16",
		`{"rule16":true}`:    "options.rule16",
		`[]`:                 "options",
	} {
		_, err := Schema.Parse(json.RawMessage(in))
		if !errors.Is(err, game.ErrInvalid) || game.FieldOf(err) != field {
			t.Errorf("%s: %v, want a refusal at %s", in, err, field)
		}
	}
	r := definition{}.Rules()
	if len(r.Options) != len(Schema.Options) || r.Options[0].Name != "chain" || r.Options[0].Ruling != carts.RulingChain {
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
	setup, seats, err := d.Seat(Setup{}, []string{"Ann", "Bo", "Cy"})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(setup, Setup{Players: []string{"Ann", "Bo", "Cy"}}) || len(seats) != 3 || seats[1] != (scoring.Seat{Player: "Bo", Side: "Bo"}) {
		t.Errorf("%+v %+v", setup, seats)
	}
	if setup, seats, err = d.Seat(Setup{Players: []string{"X", "Y"}}, nil); err != nil || len(seats) != 2 || setup.(Setup).Players[1] != "Y" {
		t.Errorf("the setup's own players: %+v %+v %v", setup, seats, err)
	}
	for _, tc := range []struct {
		players []string
		field   string
	}{{nil, "players"}, {[]string{"Ann"}, "players"}, {[]string{"Ann", "Ann"}, "players[1]"}, {[]string{"Ann", " "}, "players[1]"}} {
		if _, _, err := d.Seat(Setup{}, tc.players); !errors.Is(err, game.ErrInvalid) || game.FieldOf(err) != tc.field {
			t.Errorf("%v: %v, want a refusal at %s", tc.players, err, tc.field)
		}
	}
	if _, err := d.New(Setup{Players: []string{"A", "B", "C", "D", "E", "F", "G", "H"}}, scoring.Values{"chain": "plus_two", "rule_16": false, "decks": 1, "limit": 100, "rounds": 0}); game.FieldOf(err) != "options.decks" || !errors.Is(err, game.ErrImpossible) {
		t.Errorf("8 players on one deck: %v", err)
	}
}

// TestGameState: what a score sheet renders comes from the state, a
// preview changes nothing, a refused round changes nothing, and the
// refusals carry sentinels a form can word.
func TestGameState(t *testing.T) {
	st, err := scoring.Start(definition{}, Setup{Players: []string{"Ann", "Bo", "Cy", "Di"}}, scoring.Values{"rounds": 3})
	if err != nil {
		t.Fatal(err)
	}
	g := st.(*Game)
	if n, ok := g.RoundsLeft(); !ok || n != 3 {
		t.Errorf("rounds left %d %v", n, ok)
	}
	if n, ok := g.ToLimit("Bo"); !ok || n != 100 {
		t.Errorf("to limit %d %v", n, ok)
	}
	r1 := Round{CardsLeft: map[string]int{"Ann": 0, "Bo": 5, "Cy": 25, "Di": 7}}
	pre, err := g.Preview(r1)
	if err != nil || pre.Totals["Cy"] != 25 || pre.Finished || pre.Winner != "Ann" || pre.Number != 1 {
		t.Fatalf("preview %+v %v", pre, err)
	}
	if g.Rounds() != 0 || g.Totals()["Cy"] != 0 {
		t.Fatal("a preview changed the game")
	}
	if _, err := g.Play(r1); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		r        Round
		field    string
		sentinel error
	}{
		{Round{CardsLeft: map[string]int{"Ann": 0, "Bo": 26, "Cy": 3, "Di": 4}}, "cards_left.Bo", ErrMustOverflow},
		{Round{Overflowed: []string{"Ann", "Bo", "Cy", "Di"}}, "overflowed", ErrAllOverflowed},
		{Round{CardsLeft: map[string]int{"Ann": 0, "Bo": 0, "Cy": 3, "Di": 4}}, "cards_left", ErrSeveralEmpty},
		{Round{CardsLeft: map[string]int{"Ann": 1, "Bo": 2, "Cy": 3, "Di": 4}}, "cards_left", ErrNoRoundEnd},
		{Round{CardsLeft: map[string]int{"Ann": 0, "Bo": 2, "Cy": 3}}, "cards_left.Di", nil},
		{Round{CardsLeft: map[string]int{"Ann": 0, "Bo": 2, "Cy": 3, "Di": 4, "Zed": 1}}, "cards_left.Zed", nil},
	} {
		before := g.Standing()
		_, err := g.Apply(tc.r)
		var e *game.Error
		if !errors.As(err, &e) || e.Field != tc.field || (tc.sentinel != nil && !errors.Is(err, tc.sentinel)) {
			t.Errorf("%+v: %v, want a refusal at %s", tc.r, err, tc.field)
		}
		if !reflect.DeepEqual(before, g.Standing()) {
			t.Errorf("%+v: a refused round changed the game", tc.r)
		}
	}
	// Di survives the others' overflow at a table of 4: −20, not below 0.
	res, err := g.Play(Round{CardsLeft: map[string]int{"Di": 12}, Overflowed: []string{"Ann", "Bo", "Cy"}})
	if err != nil || res.Points["Di"] != SurvivorBonus || res.Totals["Di"] != 0 || !res.SoleSurvivor {
		t.Fatalf("%+v %v", res, err)
	}
	res, err = g.Play(Round{CardsLeft: map[string]int{"Ann": 3, "Bo": 0, "Cy": 2, "Di": 9}})
	if err != nil || !res.Finished || !reflect.DeepEqual(res.Winners, []string{"Di"}) || len(res.End) != 2 {
		t.Fatalf("last round %+v %v", res, err)
	}
	want := scoring.Standing{Totals: []scoring.SideTotal{{Side: "Ann", Points: 33}, {Side: "Bo", Points: 35}, {Side: "Cy", Points: 57}, {Side: "Di", Points: 9}},
		Rounds: 3, Finished: true, Winners: []string{"Di"}, Target: 100, LowerWins: true}
	if got := g.Standing(); !reflect.DeepEqual(got, want) {
		t.Errorf("standing %+v, want %+v", got, want)
	}
	if _, err := g.Play(r1); !errors.Is(err, ErrGameOver) || !errors.Is(err, game.ErrImpossible) {
		t.Errorf("a round after the end: %v", err)
	}
	if n, _ := g.RoundsLeft(); n != 0 {
		t.Errorf("rounds left %d", n)
	}
}

// TestRoundOf: a table followed card by card gives the round to score.
func TestRoundOf(t *testing.T) {
	table, err := carts.NewTurnState(2, cards.MustParseElementCard("Fi7"), carts.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Bo", "Ann"} // Bo played first
	if _, err := RoundOf(table, names); !errors.Is(err, ErrRoundGoesOn) {
		t.Fatalf("a round going on: %v", err)
	}
	for i, c := range []string{"Fi2", "Fi12", "Fi4", "Fi14", "Fi1", "Fi10", "Fi5", "Fi9"} {
		if _, err := table.Play(cards.MustParseElementCard(c)); err != nil {
			t.Fatal(err)
		}
		if i == 6 {
			if err := table.Announce(0); err != nil {
				t.Fatal(err)
			}
		}
		if i < 7 {
			if err := table.Draw(1); err != nil {
				t.Fatal(err)
			}
		}
	}
	r, err := RoundOf(table, names)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(r, Round{CardsLeft: map[string]int{"Bo": 0, "Ann": 15}, Overflowed: []string{}}) {
		t.Fatalf("%+v", r)
	}
	g, _ := newGame([]string{"Ann", "Bo"}, DefaultOptions())
	if res, err := g.Play(r); err != nil || res.Winner != "Bo" || res.Points["Ann"] != 15 {
		t.Fatalf("%+v %v", res, err)
	}
	if _, err := RoundOf(table, []string{"Bo"}); game.FieldOf(err) != "players" {
		t.Errorf("names for another table: %v", err)
	}
}
