package pymtheg

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
	"arbiter/engine/tricks"
	"arbiter/scoring"
	"arbiter/scoring/gametest"
)

// longRecord is a game of n deals of every kind: counts and full plays,
// Burn, revokes, doubling, an outbid Ry, dealers recorded now and then.
func longRecord(t *testing.T, n int, options string) []byte {
	dealer := "E" // South leads, clockwise
	if strings.Contains(options, "counter") {
		dealer = "W"
	}
	t.Helper()
	rng := rand.New(rand.NewPCG(uint64(n), 15))
	var deals []string
	for i := range n {
		var d map[string]any
		switch i % 6 {
		case 0:
			d = map[string]any{"contract": "gam+2", "declarer": "N", "trump": "Wa", "trump_named": "bidding", "doubling": "double", "tricks_won": map[string]int{"N": 5, "E": 2, "S": 7, "W": 1}}
		case 1:
			d = map[string]any{"contract": "burn", "burn": map[string]any{"NS": map[string]int{"fire": 7, "water": 8}, "EW": map[string]int{"fire": 8, "water": 7}}, "dealer": "E"}
		case 2:
			d = map[string]any{"contract": "ry2", "declarer": "E", "tricks_won": map[string]int{"N": 6, "E": 0, "S": 5, "W": 4}}
		case 3:
			d = map[string]any{"contract": "gam+4", "declarer": "W", "trump": "none", "trump_named": "after", "over_ry": "ry", "tricks_won": map[string]int{"N": 3, "E": 5, "S": 3, "W": 4}}
		case 4:
			d = map[string]any{"contract": "lon", "declarer": "S", "trump": "Fi", "trump_named": "bidding", "revoke": "E", "tricks_won": map[string]int{"N": 0, "E": 0, "S": 4, "W": 0}}
		case 5:
			trump := cards.Elements[rng.IntN(4)]
			ts := tricks.RandomLegal(rng, 4, trump, tricks.Clockwise, 2)
			var list []map[string]any
			for j, tr := range ts {
				m := map[string]any{"cards": cards.ElementCards(tr.Cards).Strings()}
				if j == 0 {
					m["leader"] = pymtheg.Seat(tr.Leader).String()
				}
				list = append(list, m)
			}
			d = map[string]any{"contract": "gam", "declarer": "N", "trump": trump.String(), "trump_named": "after", "dealer": dealer, "tricks": list}
		}
		b, err := json.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		deals = append(deals, string(b))
	}
	in := `{"game":"pymtheg","options":` + options + `,"deals":[`
	for i, d := range deals {
		if i > 0 {
			in += ","
		}
		in += d
	}
	return []byte(in + "]}")
}

func TestDefinition(t *testing.T) {
	d := Definition
	records := gametest.Records(t, "testdata/review.json")
	records = append(records,
		longRecord(t, 36, `{}`),
		longRecord(t, 12, `{"end":"deals:12","direction":"counter-clockwise"}`),
		longRecord(t, 5, `{"end":"points","points_limit":400,"score_table":"as_printed","lon_trump_bonus":3000}`),
	)
	gametest.CheckDefinition(t, d, records...)
}

// The schema's defaults go together, and the form's choice "no agreed
// end" never carries a number of deals: the new-game form cannot refuse
// its own defaults (issue 15).
func TestSchemaDefaults(t *testing.T) {
	def := Schema.Defaults()
	want := scoring.Values{"score_table": "corrected", "lon_trump_bonus": 0, "end": "none", "direction": "clockwise"}
	if !reflect.DeepEqual(def, want) {
		t.Errorf("defaults %v, want %v", def, want)
	}
	for _, end := range []string{"none", "deals", "points"} {
		v := Schema.Defaults()
		v["end"] = end
		checked, err := Schema.Check(v)
		if err != nil {
			t.Fatalf("end %s with the other defaults: %v", end, err)
		}
		set := SettingsOf(checked)
		if set.End.String() != end || set.Deals != TwentyRounds || set.Limit != PointsLimit {
			t.Errorf("end %s: %+v", end, set)
		}
		if back, err := Schema.Parse(Schema.Encode(checked)); err != nil || !reflect.DeepEqual(back, checked) {
			t.Errorf("end %s: %s reads back as %v (%v)", end, Schema.Encode(checked), back, err)
		}
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
}

// Every spelling the CLI took before the schema still reads the same.
func TestOptionSpellings(t *testing.T) {
	tests := []struct {
		in   string
		want Settings
	}{
		{`null`, Settings{Deals: 20, Limit: 100000}},
		{`{"end":"deals:12"}`, Settings{End: EndDeals, Deals: 12, Limit: 100000}},
		{`{"deals":12}`, Settings{End: EndDeals, Deals: 12, Limit: 100000}},
		{`{"end":"","deals":12}`, Settings{End: EndDeals, Deals: 12, Limit: 100000}},
		{`{"end":"deals:12","deals":15}`, Settings{End: EndDeals, Deals: 15, Limit: 100000}},
		{`{"end":"twenty_rounds"}`, Settings{End: EndDeals, Deals: 20, Limit: 100000}},
		{`{"end":"points=50000"}`, Settings{End: EndPoints, Deals: 20, Limit: 50000}},
		{`{"points_limit":300}`, Settings{End: EndPoints, Deals: 20, Limit: 300}},
		{`{"end":"limit"}`, Settings{End: EndPoints, Deals: 20, Limit: 100000}},
		{`{"end":"time","deals":null}`, Settings{Deals: 20, Limit: 100000}},
		{`{"score_table":"Printed","direction":"ccw","lon_trump_bonus":3000}`,
			Settings{Rules: pymtheg.Rules{Table: pymtheg.AsPrinted, LonTrumpBonus: 3000}, Direction: tricks.CounterClockwise, Deals: 20, Limit: 100000}},
		{`{"direction":"anticlockwise","score_table":""}`, Settings{Direction: tricks.CounterClockwise, Deals: 20, Limit: 100000}},
	}
	for _, tt := range tests {
		got, err := ParseSettings(json.RawMessage(tt.in))
		if err != nil || got != tt.want {
			t.Errorf("%s: %+v (%v), want %+v", tt.in, got, err, tt.want)
		}
	}
}

// Options that do not go together, or values out of range, are refused
// naming options.<name>.
func TestOptionRefusals(t *testing.T) {
	tests := []struct{ in, field string }{
		{`{"end":"none","deals":12}`, "options.deals"},
		{`{"end":"deals","points_limit":5}`, "options.points_limit"},
		{`{"deals":12,"points_limit":5}`, "options.points_limit"},
		{`{"end":"none:5"}`, "options.end"},
		{`{"end":"deals:0"}`, "options.end"},
		{`{"end":"sometimes"}`, "options.end"},
		{`{"deals":0}`, "options.deals"},
		{`{"lon_trump_bonus":-1}`, "options.lon_trump_bonus"},
		{`{"score_table":"mine"}`, "options.score_table"},
		{`{"direction":"up"}`, "options.direction"},
		{`{"house_bonus":1}`, "options.house_bonus"},
	}
	for _, tt := range tests {
		_, err := ParseSettings(json.RawMessage(tt.in))
		var e *game.Error
		if !errors.As(err, &e) || e.Field != tt.field || !errors.Is(err, game.ErrInvalid) {
			t.Errorf("%s: %v, want a refusal of %s", tt.in, err, tt.field)
		}
	}
}

// A game keeps totals, never its deals: its stored state is the same size
// at deal 1,000 as at deal 1, and a deal costs the same.
func TestLongGameStateStaysSmall(t *testing.T) {
	d := Definition
	rec, err := scoring.DecodeRecord(d, longRecord(t, 6, `{}`))
	if err != nil {
		t.Fatal(err)
	}
	st, err := scoring.Start(d, rec.Setup, rec.Options)
	if err != nil {
		t.Fatal(err)
	}
	size := map[int]int{}
	for i := range 1000 {
		if _, err := st.Apply(rec.Rounds[i%len(rec.Rounds)]); err != nil {
			t.Fatalf("deal %d: %v", i+1, err)
		}
		if i == 0 || i == 999 {
			raw, _ := d.Codec().EncodeState(st)
			size[i+1] = len(raw)
		}
	}
	if size[1000] > 100 {
		t.Errorf("state after deal 1: %d bytes, after deal 1,000: %d", size[1], size[1000])
	}
	if st.Standing().Rounds != 1000 {
		t.Errorf("standing %+v", st.Standing())
	}
}

func seat(s pymtheg.Seat) *pymtheg.Seat { return &s }

func TestDealerAndPreview(t *testing.T) {
	g := NewGame(Settings{Deals: 20, Limit: 100000, Direction: tricks.CounterClockwise})
	if _, ok := g.NextDealer(); ok {
		t.Fatal("a new game knows no dealer")
	}
	wa, named := cards.Water, pymtheg.NamedInBid
	deal := Deal{Contract: pymtheg.Gam2, Declarer: seat(pymtheg.North), Trump: &wa, TrumpNamed: &named,
		TricksWon: &SeatCounts{N: 5, E: 2, S: 7, W: 1}, Dealer: seat(pymtheg.East)}
	res, err := g.Preview(deal)
	if err != nil || res.Score.NS != 71 {
		t.Fatalf("preview %+v %v", res.Score, err)
	}
	if g.Played() != 0 || g.Totals() != (Score{}) {
		t.Fatal("a preview changed the game")
	}
	if _, err := g.Play(deal); err != nil {
		t.Fatal(err)
	}
	if s, ok := g.NextDealer(); !ok || s != pymtheg.North {
		t.Errorf("after East deals counter-clockwise, North deals: %v %v", s, ok)
	}
	deal.Dealer = nil
	if _, err := g.Play(deal); err != nil {
		t.Fatal(err)
	}
	if s, _ := g.NextDealer(); s != pymtheg.West {
		t.Errorf("the dealer goes on round the table: %v", s)
	}
}

// Play refuses what a deal lacks, naming the field within the deal, and a
// deal after the end (PYM-10); scoring.Play puts the deal's place in front.
func TestPlayRefusals(t *testing.T) {
	g := NewGame(Settings{End: EndDeals, Deals: 1, Limit: 100000})
	wa := cards.Water
	tests := []struct {
		name  string
		deal  Deal
		field string
	}{
		{"no contract", Deal{}, "contract"},
		{"no declarer", Deal{Contract: pymtheg.Ry}, "declarer"},
		{"no trump", Deal{Contract: pymtheg.Gam, Declarer: seat(pymtheg.North)}, "trump"},
		{"no counts", Deal{Contract: pymtheg.Ry, Declarer: seat(pymtheg.North)}, "tricks_won"},
		{"burn declarer", Deal{Contract: pymtheg.Burn, Declarer: seat(pymtheg.North)}, "declarer"},
		{"trump for a ry", Deal{Contract: pymtheg.Ry, Declarer: seat(pymtheg.North), Trump: &wa, TricksWon: &SeatCounts{N: 1}}, "trump"},
	}
	for _, tt := range tests {
		_, err := g.Play(tt.deal)
		var e *game.Error
		if !errors.As(err, &e) || e.Field != tt.field {
			t.Errorf("%s: %v, want field %q", tt.name, err, tt.field)
		}
	}
	if g.Played() != 0 {
		t.Fatal("a refused deal counted")
	}
	ok := Deal{Contract: pymtheg.Ry, Declarer: seat(pymtheg.North), TricksWon: &SeatCounts{N: 1}}
	if _, err := g.Play(ok); err != nil {
		t.Fatal(err)
	}
	_, err := g.Play(ok)
	if !errors.Is(err, game.ErrIllegal) || game.RuleOf(err) != "the game is over (PYM-10)" {
		t.Errorf("a deal after the end: %v", err)
	}
}

func TestDealJSONRoundTrip(t *testing.T) {
	in := `{"contract":"Gâm +2","declarer":"north","trump":"water","trump_named":"during","doubling":"x2","over_ry":"Ry","tricks_won":{"north":5,"E":2,"s":7,"W":1},"dealer":"W"}`
	var d Deal
	if err := json.Unmarshal([]byte(in), &d); err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"contract":"gam+2","declarer":"N","trump":"Wa","trump_named":"bidding","doubling":"double","over_ry":"ry","tricks_won":{"N":5,"E":2,"S":7,"W":1},"dealer":"W"}`
	if string(b) != want {
		t.Errorf("%s\nwant %s", b, want)
	}
	var back Deal
	if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, d) {
		t.Errorf("%+v (%v)", back, err)
	}
}

func TestSeat(t *testing.T) {
	d := Definition
	_, seats, err := d.Seat(nil, []string{"Ann", "Bo", "Cy", "Di"})
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(seats); got != "[{Ann NS} {Bo EW} {Cy NS} {Di EW}]" {
		t.Errorf("%s", got)
	}
	for _, players := range [][]string{nil, {"Ann", "Bo", "Cy"}} {
		if _, _, err := d.Seat(Setup{}, players); game.FieldOf(err) != "players" {
			t.Errorf("%v: %v", players, err)
		}
	}
}

// A deal the game accepts is stored as its JSON and read back: it must
// score the same.
func FuzzDealRoundTrip(f *testing.F) {
	for _, s := range []string{
		`{"contract":"gam+2","declarer":"N","trump":"Wa","trump_named":"bidding","doubling":"none","tricks_won":{"N":5,"E":2,"S":7,"W":1}}`,
		`{"contract":"burn","burn":{"NS":{"fire":7,"water":8},"ew":{"fire":8,"water":7}},"dealer":"west"}`,
		`{"contract":"ry","declarer":"E","revoke":"N","tricks_won":{"N":1}}`,
		`{"contract":"gam","declarer":"N","trump":"Wi","trump_named":"after","tricks":[{"leader":"N","cards":["Fi5","Wa3","Fi7","Fi2"]},{"cards":["Ea4","Ea9","Ea1","Fi9"]}]}`,
		`{"contract":"Gâm+4","declarer":"s","trump":"none","trump_named":"during","over_ry":"Ry 2","doubling":"x4","tricks_won":{"north":2,"S":13}}`,
	} {
		f.Add(s)
	}
	set := Settings{Deals: 20, Limit: 100000}
	f.Fuzz(func(t *testing.T, in string) {
		d, err := readDeal(json.RawMessage(in))
		if err != nil {
			return
		}
		res, err := ScoreDeal(d, set)
		if err != nil {
			return
		}
		b, err := json.Marshal(d)
		if err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		d2, err := readDeal(b)
		if err != nil {
			t.Fatalf("%s stored as %s does not read back: %v", in, b, err)
		}
		res2, err := ScoreDeal(d2, set)
		if err != nil {
			t.Fatalf("%s stored as %s is refused: %v", in, b, err)
		}
		if j1, j2 := mustJSON(res), mustJSON(res2); j1 != j2 {
			t.Fatalf("%s stored as %s scores\n%s\nthen\n%s", in, b, j1, j2)
		}
	})
}
