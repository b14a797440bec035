package burn

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/tricks"
	"arbiter/scoring"
	"arbiter/scoring/gametest"
)

// longRecord is a game of n rounds at a table of players sitting in turn
// (each for themselves, or two teams when teams is set), with counts and
// full plays, pits, and the dealer going round; limit high enough to go
// on.
func longRecord(t *testing.T, n int, teams bool, options string) []byte {
	t.Helper()
	players := []string{"Ann", "Bo", "Cy", "Di"}
	sides := map[string][]string{"Ann": {"Ann"}, "Bo": {"Bo"}, "Cy": {"Cy"}, "Di": {"Di"}}
	names := players
	if teams {
		sides = map[string][]string{"A": {"Ann", "Cy"}, "B": {"Bo", "Di"}}
		names = []string{"A", "B"}
	}
	rng := rand.New(rand.NewPCG(uint64(n), 5))
	var rounds []map[string]any
	for i := range n {
		dealer := players[i%4]
		r := map[string]any{"dealer": dealer}
		switch i % 3 {
		case 0, 1:
			won := map[string]burn.FireWater{}
			for _, s := range names {
				won[s] = burn.FireWater{}
			}
			for k := range 15 {
				f := won[names[(i+k)%len(names)]]
				f.Fire++
				won[names[(i+k)%len(names)]] = f
				w := won[names[(i+2*k)%len(names)]]
				w.Water++
				won[names[(i+2*k)%len(names)]] = w
			}
			if i%3 == 1 {
				won = map[string]burn.FireWater{}
				for _, s := range names {
					won[s] = burn.FireWater{}
				}
				won[names[i%len(names)]] = burn.FireWater{Fire: 15, Water: 15}
				r["pit_choice"] = "add"
			}
			r["won"] = won
		case 2:
			ts := tricks.RandomLegal(rng, 4, cards.NoElement, tricks.Clockwise, (i+1)%4)
			var list []map[string]any
			for _, tr := range ts {
				list = append(list, map[string]any{"cards": cards.ElementCards(tr.Cards).Strings()})
			}
			r["tricks"] = list
		}
		rounds = append(rounds, r)
	}
	b, err := json.Marshal(map[string]any{"game": "burn", "options": json.RawMessage(options), "sides": sides, "seating": players, "rounds": rounds})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestDefinition(t *testing.T) {
	d := Definition
	records := gametest.Records(t, "testdata/review.json")
	records = append(records,
		longRecord(t, 30, true, `{"limit":100000}`),
		longRecord(t, 30, false, `{"limit":100000,"pit_table":"variant"}`),
		longRecord(t, 12, false, `{}`),
	)
	gametest.CheckDefinition(t, d, records...)
}

func TestSchemaDefaults(t *testing.T) {
	want := scoring.Values{"pit_table": "base", "limit": 100, "direction": "clockwise"}
	if got := Schema.Defaults(); !reflect.DeepEqual(got, want) {
		t.Errorf("defaults %v, want %v", got, want)
	}
	if s := SettingsOf(Schema.Defaults()); s != (Settings{Limit: 100}) {
		t.Errorf("%+v", s)
	}
	for _, o := range Schema.Options {
		if o.Label == "" || o.Help == "" {
			t.Errorf("option %s needs a label and help", o.Name)
		}
		for _, c := range o.Choices {
			if c.Label == "" {
				t.Errorf("option %s: choice %s needs a label", o.Name, c.Value)
			}
		}
	}
	for in, want := range map[string]Settings{
		`{"pit_table":"table","direction":"ccw"}`: {Pit: burn.VariantTable, Limit: 100, Direction: tricks.CounterClockwise},
		`{"pit_table":"","limit":null}`:           {Limit: 100},
		`{"limit":250}`:                           {Limit: 250},
	} {
		if got, err := ParseSettings(json.RawMessage(in)); err != nil || got != want {
			t.Errorf("%s: %+v %v", in, got, err)
		}
	}
	for in, field := range map[string]string{`{"limit":0}`: "options.limit", `{"pit_table":"huge"}`: "options.pit_table", `{"doubling":true}`: "options.doubling"} {
		if _, err := ParseSettings(json.RawMessage(in)); game.FieldOf(err) != field {
			t.Errorf("%s: %v", in, err)
		}
	}
}

func TestSeat(t *testing.T) {
	d := Definition
	// Names only: each for themselves, in the order given.
	setup, seats, err := d.Seat(nil, []string{"Ann", "Bo", "Cy"})
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(seats) != "[{Ann Ann} {Bo Bo} {Cy Cy}]" || !reflect.DeepEqual(setup.(Setup).Seating, []string{"Ann", "Bo", "Cy"}) {
		t.Errorf("%v %+v", seats, setup)
	}
	// Sides only: seated one of each side in turn.
	teams := Setup{Sides: map[string][]string{"A": {"Ann", "Cy"}, "B": {"Bo", "Di"}}}
	if _, seats, err = d.Seat(teams, nil); err != nil || fmt.Sprint(seats) != "[{Ann A} {Bo B} {Cy A} {Di B}]" {
		t.Errorf("%v %v", seats, err)
	}
	// Sides and names: the setup seats them; the names must be its players.
	if _, seats, err = d.Seat(teams, []string{"Bo", "Ann", "Di", "Cy"}); err != nil || fmt.Sprint(seats) != "[{Ann A} {Bo B} {Cy A} {Di B}]" {
		t.Errorf("%v %v", seats, err)
	}
	if _, _, err = d.Seat(teams, []string{"Bo", "Ann", "Di", "Eve"}); game.FieldOf(err) != "players" {
		t.Errorf("a stranger: %v", err)
	}
	// 3 teams of 2 must sit A B C A B C.
	six := Setup{Sides: map[string][]string{"A": {"a1", "a2"}, "B": {"b1", "b2"}, "C": {"c1", "c2"}}, Seating: []string{"a1", "b1", "c1", "b2", "a2", "c2"}}
	if _, _, err = d.Seat(six, nil); !errors.Is(err, game.ErrIllegal) || !errors.Is(err, burn.ErrFormat) {
		t.Errorf("ABCBAC: %v", err)
	}
	for _, players := range [][]string{nil, {"a", "b", "c", "d", "e", "f", "g"}, {"solo"}} {
		if _, _, err := d.Seat(Setup{}, players); game.FieldOf(err) != "players" {
			t.Errorf("%v: %v", players, err)
		}
	}
}

func newTestGame(t *testing.T, options string) *Game {
	t.Helper()
	d := Definition
	opts, err := Schema.Parse(json.RawMessage(options))
	if err != nil {
		t.Fatal(err)
	}
	st, err := scoring.Start(d, Setup{Sides: map[string][]string{"A": {"Ann"}, "B": {"Bo"}, "C": {"Cy"}}}, opts)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*Game)
}

func pitFor(side string) Round {
	won := map[string]burn.FireWater{"A": {}, "B": {}, "C": {}}
	won[side] = burn.FireWater{Fire: 15, Water: 15}
	return Round{Won: won}
}

// The state answers what the table asks: the dealer round the table, the
// pit's open ways with their limits, a preview that changes nothing.
func TestTableQuestions(t *testing.T) {
	g := newTestGame(t, `{"limit":50}`)
	if _, ok := g.NextDealer(); ok {
		t.Fatal("a new game knows no dealer")
	}
	if p, err := g.PitOptionsFor("A"); err != nil || p.SubtractOK || !p.AddOK || p.Value != 30 {
		t.Errorf("at 0 a pit can only add: %+v %v", p, err)
	} else if c, ok := p.Choice(); !ok || c != burn.Add {
		t.Errorf("the only way: %v %v", c, ok)
	}
	// A pit with both ways open needs a choice: errors.Is, no text.
	g2, _ := g.WithTotals(map[string]int{"A": 40})
	if _, err := g2.Preview(pitFor("A")); !errors.Is(err, burn.ErrPitChoice) || game.FieldOf(err) != "pit_choice" {
		t.Errorf("missing choice: %v", err)
	}
	r := pitFor("A")
	r.PitChoice, r.Dealer = burn.Subtract, "Bo"
	res, err := g2.Preview(r)
	if err != nil || res.Totals["A"] != 10 || g2.Total("A") != 40 || g2.Rounds() != 0 {
		t.Fatalf("preview %+v %v, game at %v", res.Totals, err, g2.Totals())
	}
	if _, err := g2.Play(r); err != nil {
		t.Fatal(err)
	}
	if s, _ := g2.NextDealer(); s != "Cy" {
		t.Errorf("after Bo, Cy deals: %s", s)
	}
	if l, _ := g2.FirstLeader("Cy"); l != "Ann" {
		t.Errorf("after Cy, Ann leads: %s", l)
	}
	// B at 25: adding 30 pushes it past 50.
	g3, _ := g.WithTotals(map[string]int{"A": 40, "B": 25})
	if p, _ := g3.PitOptionsFor("A"); !p.SubtractOK || p.AddOK || fmt.Sprint(p.Past) != "[B]" {
		t.Errorf("%+v", p)
	}
	if _, err := g.WithTotals(map[string]int{"A": -1}); !errors.Is(err, game.ErrImpossible) {
		t.Errorf("negative total: %v", err)
	}
	if _, err := g.WithTotals(map[string]int{"A": 50}); !errors.Is(err, game.ErrIllegal) {
		t.Errorf("total at the limit: %v", err)
	}
	if _, err := g.Preview(Round{Won: map[string]burn.FireWater{"A": {Fire: 5, Water: 5}, "B": {Fire: 5, Water: 5}, "C": {Fire: 5, Water: 5}}, PitChoice: burn.Add}); !errors.Is(err, burn.ErrNoPit) {
		t.Errorf("a choice without a pit: %v", err)
	}
}

// A game keeps totals, never its rounds: its stored state is as small at
// round 1,000 as at round 1.
func TestLongGameStateStaysSmall(t *testing.T) {
	g := newTestGame(t, `{"limit":1000000}`)
	r := Round{Won: map[string]burn.FireWater{"A": {Fire: 5, Water: 5}, "B": {Fire: 5, Water: 4}, "C": {Fire: 5, Water: 6}}}
	var sizes []int
	for i := range 1000 {
		if _, err := g.Play(r); err != nil {
			t.Fatalf("round %d: %v", i+1, err)
		}
		if i == 0 || i == 999 {
			raw, _ := codec.EncodeState(g)
			sizes = append(sizes, len(raw))
		}
	}
	if sizes[1] > 100 || g.Standing().Rounds != 1000 {
		t.Errorf("state sizes %v, standing %+v", sizes, g.Standing())
	}
}

func TestRoundJSONRoundTrip(t *testing.T) {
	in := `{"dealer":"Ann","pit_choice":"Plus","won":{"A":{"fire":15,"water":15},"B":{"fire":0,"water":0}}}`
	var r Round
	if err := json.Unmarshal([]byte(in), &r); err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(r)
	if want := `{"won":{"A":{"fire":15,"water":15},"B":{"fire":0,"water":0}},"pit_choice":"add","dealer":"Ann"}`; string(b) != want {
		t.Errorf("%s\nwant %s", b, want)
	}
	for _, bad := range []string{`{"dealer":""}`, `{"pit_choice":"maybe"}`, `{"tricks":[{"leader":""}]}`, `7`} {
		var r Round
		if err := json.Unmarshal([]byte(bad), &r); !errors.Is(err, game.ErrInvalid) {
			t.Errorf("%s: %v", bad, err)
		}
	}
	if !strings.Contains(string(b), "pit_choice") {
		t.Error("the choice is kept")
	}
}

// A round the game accepts is stored as its JSON and read back: it must
// score the same.
func FuzzRoundRoundTrip(f *testing.F) {
	for _, s := range []string{
		`{"won":{"A":{"fire":15,"water":15},"B":{"fire":0,"water":0},"C":{"fire":0,"water":0}},"pit_choice":"Plus","dealer":"Bo"}`,
		`{"won":{"A":{"fire":5,"water":5},"B":{"fire":5,"water":4},"C":{"fire":5,"water":6}}}`,
		`{"dealer":"Ann","tricks":[{"cards":["Fi1","Fi2","Fi3"]}]}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		g := newTestGame(t, `{"limit":50}`)
		g, _ = g.WithTotals(map[string]int{"A": 20, "B": 10})
		r, err := readRound(json.RawMessage(in))
		if err != nil {
			return
		}
		res, err := g.Preview(r)
		if err != nil {
			return
		}
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		r2, err := readRound(b)
		if err != nil {
			t.Fatalf("%s stored as %s does not read back: %v", in, b, err)
		}
		res2, err := g.Preview(r2)
		if err != nil {
			t.Fatalf("%s stored as %s is refused: %v", in, b, err)
		}
		if j1, j2 := js(res), js(res2); j1 != j2 {
			t.Fatalf("%s stored as %s scores\n%s\nthen\n%s", in, b, j1, j2)
		}
	})
}
