package pymtheg

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
	"arbiter/engine/tricks"
)

func call(t *testing.T, fn func([]byte) (any, error), in string) map[string]any {
	t.Helper()
	out, err := fn([]byte(in))
	if err != nil {
		t.Fatalf("%s: %v", in, err)
	}
	b, _ := json.Marshal(out)
	var m map[string]any
	_ = json.Unmarshal(b, &m)
	return m
}

func TestRefusalsNameTheField(t *testing.T) {
	tests := []struct {
		in, mention string
		illegal     bool
	}{
		{`{"game":"pymtheg"}`, "exactly one", false},
		{`{"game":"pymtheg","trick":["Wa7","Wa12","Fi3"],"trump":"Fi","leader":"N"}`, "trick", false},
		{`{"game":"pymtheg","trick":["Wa7","Wa12","Fi3","Wa7"],"trump":"Fi","leader":"N"}`, "Wa7", false},
		{`{"game":"pymtheg","trick":["Wa7","Wa12","Fi3","Wa1"],"leader":"N"}`, "trump", false},
		{`{"game":"pymtheg","trick":["Wa7","Wa12","Fi3","Xx1"],"trump":"Fi","leader":"N"}`, "Xx1", false},
		{`{"game":"pymtheg","trick":null,"trump":"Fi","leader":"N"}`, "trick", false},
		{`{"game":"pymtheg","options":{"colour":"red"},"trick":["Wa7","Wa12","Fi3","Wa1"],"trump":"Fi","leader":"N"}`, "colour", false},
		{`{"game":"pymtheg","options":{"score_table":"mine"},"deal":{}}`, "options.score_table", false},
		{`{"game":"pymtheg","options":{"end":"sometimes"},"deals":[]}`, "options.end", false},
		{`{"game":"pymtheg","deal":{"contract":"gam","declarer":"N","trump":"Wa","trump_named":"after","tricks_won":{"N":5,"E":2,"S":6,"X":2}}}`, "tricks_won", false},
		{`{"game":"pymtheg","deal":{"contract":"gam","declarer":"N","trump":"Wa","tricks_won":{"N":5,"E":2,"S":6,"W":2}}}`, "deal.trump_named", false},
		{`{"game":"pymtheg","deal":{"contract":"gam","declarer":"N","trump":"Wa","trump_named":"after","tricks_won":{"N":50000000000000000000}}}`, "tricks_won", false},
		{`{"game":"pymtheg","deal":{"contract":"gam","declarer":"N","trump":"Wa","trump_named":"after","tricks_won":{"N":-5,"E":2,"S":16,"W":2}}}`, "deal.tricks_won.N", false},
		{`{"game":"pymtheg","deal":{"contract":"ry","declarer":"N","trump":"Fi","tricks_won":{"N":0,"E":5,"S":5,"W":5}}}`, "without trump", true},
		{`{"game":"pymtheg","deal":{"contract":"burn","doubling":"double","burn":{"NS":{"fire":7,"water":8},"EW":{"fire":8,"water":7}}}}`, "no double", true},
		{`{"game":"pymtheg","deal":{"contract":"burn","burn":{"NS":{"fire":7,"water":8,"earth":1},"EW":{"fire":8,"water":7}}}}`, "earth", false},
		{`{"game":"pymtheg","deal":{"contract":"gam","declarer":"N","trump":"none","trump_named":"after","tricks":[{"leader":"N","cards":["Fi1","Fi2","Fi3","Fi4"]},{"leader":"N","cards":["Wa1","Wa2","Wa3","Wa4"]}]}}`, "deal.tricks[1].leader", true},
		{`{"game":"pymtheg","auction":{"bids":["gam"]}}`, "auction.dealer", false},
		{`{"game":"pymtheg","auction":{"dealer":"N","bids":["gam","gam+2"]}}`, "auction.bids[1]", true},
		{`{"game":"pymtheg","auction":{"dealer":"N","bids":[{"seat":"E","bid":"gam","colour":"red"}]}}`, "colour", false},
		{`{"game":"pymtheg","auction":{"dealer":"N","bids":[7]}}`, "call", false},
		{`{"game":"pymtheg","options":{"end":"deals","deals":1},"deals":[{"contract":"ry","declarer":"N","tricks_won":{"N":1}},{"contract":"ry","declarer":"N","tricks_won":{"N":1}}]}`, "deals[1]", true},
	}
	for _, tt := range tests {
		fn := Resolve
		if strings.Contains(tt.in, `"deals"`) {
			fn = ScoreGame
		}
		_, err := fn([]byte(tt.in))
		if err == nil {
			t.Errorf("%s: accepted", tt.in)
			continue
		}
		if !game.IsRefusal(err) || errors.Is(err, game.ErrIllegal) != tt.illegal || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("%s:\n  %v (illegal %v), want mention %q", tt.in, err, errors.Is(err, game.ErrIllegal), tt.mention)
		}
	}
}

func TestTrickDirection(t *testing.T) {
	m := call(t, Resolve, `{"game":"pymtheg","options":{"direction":"counter-clockwise"},"trump":"Fi","leader":"N","trick":["Wa7","Wa12","Fi3","Wa1"]}`)
	if m["winner"] != "S" || m["winning_card"] != "Fi3" {
		t.Errorf("%v", m)
	}
	m = call(t, Resolve, `{"game":"pymtheg","options":{"direction":"counter-clockwise"},"trump":"none","leader":"N","trick":["Wa7","Wa12","Fi3","Wa1"]}`)
	if m["winner"] != "W" {
		t.Errorf("counter-clockwise: the second card is West's: %v", m)
	}
}

// A deal given as its 15 tricks scores like the same deal given as counts.
func TestDealFromTricks(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for i := range 50 {
		trump := cards.Element(1 + i%4)
		ts := tricks.RandomLegal(rng, 4, trump, tricks.Clockwise, 1)
		type trk struct {
			Leader string   `json:"leader,omitempty"`
			Cards  []string `json:"cards"`
		}
		var list []trk
		for j, t := range ts {
			tr := trk{Cards: cards.ElementCards(t.Cards).Strings()}
			if j == 0 || j%2 == 1 {
				tr.Leader = "NESW"[t.Leader : t.Leader+1]
			}
			list = append(list, tr)
		}
		b, _ := json.Marshal(list)
		in := `{"game":"pymtheg","deal":{"contract":"gam+1","declarer":"S","trump":"` + trump.String() + `","trump_named":"bidding","dealer":"N","tricks":` + string(b) + `}}`
		m := call(t, Resolve, in)
		tw, _ := json.Marshal(m["tricks_won"])
		m2 := call(t, Resolve, `{"game":"pymtheg","deal":{"contract":"gam+1","declarer":"S","trump":"`+trump.String()+`","trump_named":"bidding","tricks_won":`+string(tw)+`}}`)
		if s1, s2 := mustJSON(m["score"]), mustJSON(m2["score"]); s1 != s2 {
			t.Fatalf("tricks %s vs counts %s", s1, s2)
		}
		if len(m["tricks"].([]any)) != 15 || len(m["revokes"].([]any)) != 0 {
			t.Fatalf("%v", m["revokes"])
		}
	}
}

func mustJSON(v any) string { b, _ := json.Marshal(v); return string(b) }

func TestRevokeFromTricksJSON(t *testing.T) {
	m := call(t, Resolve, `{"game":"pymtheg","deal":{"contract":"gam","declarer":"N","trump":"Wi","trump_named":"after","doubling":"double",
		"tricks":[{"leader":"N","cards":["Fi5","Wa3","Fi7","Fi2"]},{"cards":["Ea4","Ea9","Ea1","Fi9"]}]}}`)
	rv := m["revokes"].([]any)
	if len(rv) != 1 || m["offender"] != "E" || m["ended"] != "revoke" {
		t.Fatalf("%v", m)
	}
	r := rv[0].(map[string]any)
	if r["seat"] != "E" || r["trick"] != 1.0 || r["proof_trick"] != 2.0 || r["element"] != "Fi" {
		t.Errorf("%v", r)
	}
	if mustJSON(m["score"]) != `{"EW":0,"NS":252}` { // (20 + 6 over-tricks + 100) × 2
		t.Errorf("score %v", m["score"])
	}
}

func TestGameEnd(t *testing.T) {
	deal := `{"contract":"gam","declarer":"N","trump":"Wa","trump_named":"after","tricks_won":{"N":5,"E":2,"S":6,"W":2}}`
	lost := `{"contract":"ry3","declarer":"E","tricks_won":{"E":1}}`
	m := call(t, ScoreGame, `{"game":"pymtheg","deals":[`+deal+`,`+lost+`]}`)
	if mustJSON(m["totals"]) != `{"EW":-1000,"NS":22}` || m["finished"] != false || m["winner"] != nil {
		t.Errorf("%v %v", m["totals"], m["finished"])
	}
	m = call(t, ScoreGame, `{"game":"pymtheg","options":{"end":"deals","deals":2},"deals":[`+deal+`,`+lost+`]}`)
	if m["finished"] != true || m["winner"] != "NS" || m["deals_left"] != 0.0 {
		t.Errorf("deals end: %v", m)
	}
	m = call(t, ScoreGame, `{"game":"pymtheg","options":{"end":"points","points_limit":1000},"deals":[`+deal+`]}`)
	if m["finished"] != false {
		t.Error("not past the limit yet")
	}
	m = call(t, ScoreGame, `{"game":"pymtheg","options":{"end":"points:999"},"deals":[`+lost+`]}`)
	if m["finished"] != true || m["winner"] != "NS" {
		t.Errorf("points end: %v", m)
	}
	if _, err := ScoreGame([]byte(`{"game":"pymtheg","options":{"end":"points:999"},"deals":[` + lost + `,` + deal + `]}`)); err == nil {
		t.Error("a deal after the end accepted")
	}
}

func TestAuctionJSON(t *testing.T) {
	m := call(t, Resolve, `{"game":"pymtheg","auction":{"dealer":"N","bids":["gam","gam+1","gam+2","gam+3","ry",{"seat":"S","bid":"gam+4","trump":"Fi"},"pass","pass","pass","double"]}}`)
	if m["contract"] != "gam+4" || m["declarer"] != "S" || m["trump"] != "Fi" || m["trump_named"] != "bidding" || m["over_ry"] != "ry" || m["penalty"] != 150.0 || m["doubling"] != "double" || m["complete"] != true {
		t.Errorf("%v", m)
	}
	if mustJSON(m["legal"]) != `["redouble"]` {
		t.Errorf("legal %v", m["legal"])
	}
	d := m["deal"].(map[string]any)
	if d["over_ry"] != "ry" || d["doubling"] != "double" {
		t.Errorf("deal %v", d)
	}
}

func TestTournamentLeague(t *testing.T) {
	m := call(t, Tournament, `{"game":"pymtheg","form":"league","teams":["A","B","C","D"],"tables":[
		{"sessions":[{"NS":"A","EW":"B","score":{"NS":50,"EW":0}},{"NS":"C","EW":"D","score":{"NS":0,"EW":50}}]},
		{"sessions":[{"NS":"B","EW":"A","passed":true},{"NS":"D","EW":"C","score":{"NS":-10,"EW":0}}]}]}`)
	// Table 1: A +50 and D +50 share 1, B and C −50 share 3.
	// Table 2: C +10 → 1, D −10 → 2, A and B passed → 4.
	if mustJSON(m["totals"]) != `{"A":5,"B":7,"C":4,"D":3}` || mustJSON(m["champions"]) != `["D"]` {
		t.Errorf("%v %v", m["totals"], m["champions"])
	}
}

func TestTournamentKnockOut(t *testing.T) {
	m := call(t, Tournament, `{"game":"pymtheg","form":"knockout","match_length":[1,3],"rounds":[
		{"matches":[{"NS":"A","EW":"B","scores":[{"NS":0,"EW":0},{"NS":1,"EW":0},{"NS":0,"EW":1},{"NS":0,"EW":5},{"NS":0,"EW":0}]},{"NS":"C","EW":"D","scores":[{"NS":20,"EW":0}]}]},
		{"matches":[{"NS":"B","EW":"C","scores":[{"NS":20,"EW":0},{"NS":0,"EW":10},{"NS":0,"EW":0}]}]}]}`)
	if m["champion"] != "B" {
		t.Errorf("%v", m["explanation"])
	}
	if _, err := Tournament([]byte(`{"game":"pymtheg","form":"knockout","match_length":[1],"rounds":[{"matches":[{"NS":"A","EW":"B","scores":[{"NS":1,"EW":0},{"NS":1,"EW":0}]}]}]}`)); err == nil {
		t.Error("games after the decision accepted")
	}
	if _, err := Tournament([]byte(`{"game":"pymtheg","form":"knockout","match_length":[1],"rounds":[{"matches":[{"NS":"A","EW":"B","scores":[{"NS":1,"EW":0}]}]},{"matches":[{"NS":"B","EW":"C","scores":[]}]}]}`)); !errors.Is(err, game.ErrIllegal) {
		t.Errorf("an eliminated team played on: %v", err)
	}
}

func FuzzResolve(f *testing.F) {
	for _, s := range []string{
		`{"game":"pymtheg","trump":"Fi","leader":"N","trick":["Wa7","Wa12","Fi3","Wa1"]}`,
		`{"game":"pymtheg","deal":{"contract":"gam+2","declarer":"N","trump":"Wa","trump_named":"bidding","doubling":"none","tricks_won":{"N":5,"E":2,"S":7,"W":1}}}`,
		`{"game":"pymtheg","deal":{"contract":"burn","burn":{"NS":{"fire":7,"water":8},"EW":{"fire":8,"water":7}}}}`,
		`{"game":"pymtheg","deal":{"contract":"ry","declarer":"E","revoke":"N","tricks_won":{"N":1}}}`,
		`{"game":"pymtheg","deal":{"contract":"gam","declarer":"N","trump":"Wi","trump_named":"after","tricks":[{"leader":"N","cards":["Fi5","Wa3","Fi7","Fi2"]},{"cards":["Ea4","Ea9","Ea1","Fi9"]}]}}`,
		`{"game":"pymtheg","auction":{"dealer":"N","bids":["gam","gam+1 Wa",{"seat":"W","bid":"ry"},"pass","double","redouble","trump Fi"]}}`,
		`{"game":"pymtheg","options":{"end":"deals:3","score_table":"as_printed","lon_trump_bonus":3000,"direction":"ccw"},"deals":[]}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		for _, fn := range []func([]byte) (any, error){Resolve, ScoreGame, Tournament} {
			out, err := fn([]byte(in))
			if err != nil {
				var e *game.Error
				if !game.IsRefusal(err) || !errors.As(err, &e) {
					t.Fatalf("%q: not a refusal with its reason: %v", in, err)
				}
				continue
			}
			if _, err := json.Marshal(out); err != nil {
				t.Fatalf("%q: output does not marshal: %v", in, err)
			}
		}
	})
}

func BenchmarkResolveDeal(b *testing.B) {
	in := []byte(`{"game":"pymtheg","deal":{"contract":"gam+2","declarer":"N","trump":"Wa","trump_named":"bidding","doubling":"double","tricks_won":{"N":5,"E":2,"S":7,"W":1}}}`)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Resolve(in); err != nil {
			b.Fatal(err)
		}
	}
}

// Every refusal names its field and, for an illegal play or an impossible
// table, its rule; errors.Is reads its kind and sentinel.
func TestRefusalReasons(t *testing.T) {
	gam := `"contract":"gam","declarer":"N","trump":"Fi","trump_named":"after"`
	revTricks := `[{"leader":"N","cards":["Wa15","Wi2","Wa1","Wa2"]},{"leader":"N","cards":["Ea5","Wa3","Ea1","Ea2"]}]`
	tests := []struct {
		name, in, field, rule string
		kind, sentinel        error
	}{
		{"unknown option", `{"game":"pymtheg","options":{"house_bonus":1},"deals":[]}`, "options.house_bonus", "", game.ErrInvalid, nil},
		{"unknown deal field", `{"game":"pymtheg","deal":{` + gam + `,"tricks_won":{"N":15},"colour":"red"}}`, "deal.colour", "", game.ErrInvalid, nil},
		{"not a seat", `{"game":"pymtheg","trump":"Fi","leader":"X","trick":["Wa7","Wa12","Fi3","Wa1"]}`, "leader", "", game.ErrInvalid, nil},
		{"not a contract", `{"game":"pymtheg","deals":[{"contract":"gam","declarer":"N","trump":"Fi","trump_named":"after","tricks_won":{"N":15}},{"contract":"gam+9"}]}`, "deals[1].contract", "", game.ErrInvalid, nil},
		{"tricks_won not a number", `{"game":"pymtheg","deal":{` + gam + `,"tricks_won":{"N":"five"}}}`, "deal.tricks_won.N", "", game.ErrInvalid, nil},
		{"not a call", `{"game":"pymtheg","auction":{"dealer":"N","bids":["gam","raise"]}}`, "auction.bids[1]", "", game.ErrInvalid, nil},
		{"call out of rank", `{"game":"pymtheg","auction":{"dealer":"N","bids":["gam","gam"]}}`, "auction.bids[1]", "outrank", game.ErrIllegal, nil},
		{"card twice in a trick", `{"game":"pymtheg","trump":"Fi","leader":"N","trick":["Wa7","Wa12","Wa7","Wa1"]}`, "trick[2]", "GEN-1", game.ErrImpossible, nil},
		{"not a card in a trick", `{"game":"pymtheg","trump":"Fi","leader":"N","trick":["Wa7",7,"Fi3","Wa1"]}`, "trick[1]", "", game.ErrInvalid, nil},
		{"ry player holds 2", `{"game":"pymtheg","deal":{"contract":"ry","declarer":"S","tricks_won":{"N":5,"E":3,"S":2,"W":5}}}`, "deal.tricks_won.S", "GEN-1", game.ErrImpossible, nil},
		{"ry3 side holds 2", `{"game":"pymtheg","deal":{"contract":"ry3","declarer":"E","tricks_won":{"N":0,"E":1,"S":0,"W":1}}}`, "deal.tricks_won", "GEN-1", game.ErrImpossible, nil},
		{"trick after a lost ry", `{"game":"pymtheg","deal":{"contract":"ry","declarer":"N","tricks":[{"leader":"E","cards":["Wi5","Wi1","Wi2","Wi9"]},{"cards":["Fi1","Fi2","Fi3","Fi4"]}]}}`, "deal.tricks[1]", "GEN-1", game.ErrImpossible, nil},
		{"card twice in a deal", `{"game":"pymtheg","deal":{` + gam + `,"tricks":[{"leader":"N","cards":["Fi1","Fi2","Fi3","Fi4"]},{"cards":["Wa1","Wa2","Fi2","Wa4"]}]}}`, "deal.tricks[1].cards[2]", "GEN-1", game.ErrImpossible, tricks.ErrDuplicate},
		{"play unfinished", `{"game":"pymtheg","deal":{` + gam + `,"tricks":[{"leader":"N","cards":["Fi1","Fi2","Fi3","Fi4"]}]}}`, "deal.tricks", "GEN-1", game.ErrImpossible, pymtheg.ErrUnfinished},
		{"counts disagree with the tricks", `{"game":"pymtheg","deal":{` + gam + `,"tricks":` + revTricks + `,"tricks_won":{"N":1,"E":1,"S":0,"W":0}}}`, "deal.tricks_won.N", "GEN-1", game.ErrImpossible, nil},
		{"burn counts do not add up", `{"game":"pymtheg","deal":{"contract":"burn","burn":{"NS":{"fire":8,"water":8},"EW":{"fire":7,"water":8}}}}`, "deal.burn", "GEN-1", game.ErrImpossible, nil},
		{"burn revoke 16 fire", `{"game":"pymtheg","deal":{"contract":"burn","revoke":"N","burn":{"NS":{"fire":8,"water":0},"EW":{"fire":8,"water":0}}}}`, "deal.burn", "GEN-1", game.ErrImpossible, nil},
		{"deal after the end", `{"game":"pymtheg","options":{"deals":1},"deals":[{` + gam + `,"tricks_won":{"N":15}},{` + gam + `,"tricks_won":{"N":15}}]}`, "deals[1]", "PYM-10", game.ErrIllegal, nil},
		{"a seat given twice", `{"game":"pymtheg","deal":{` + gam + `,"tricks_won":{"N":5,"north":3,"E":3,"S":4}}}`, "deal.tricks_won.north", "", game.ErrInvalid, nil},
		{"a team given twice", `{"game":"pymtheg","deal":{"contract":"burn","burn":{"NS":{"fire":7,"water":8},"EW":{"fire":8,"water":7},"ns":{"fire":1,"water":1}}}}`, "deal.burn.ns", "", game.ErrInvalid, nil},
		{"first leader after the dealer", `{"game":"pymtheg","deal":{` + gam + `,"dealer":"N","tricks":[{"leader":"N","cards":["Fi1","Fi2","Fi3","Fi4"]}]}}`, "deal.tricks[0].leader", "dealer", game.ErrIllegal, nil},
	}
	for _, tt := range tests {
		fn := Resolve
		if strings.Contains(tt.in, `"deals"`) {
			fn = ScoreGame
		}
		_, err := fn([]byte(tt.in))
		var e *game.Error
		if !errors.As(err, &e) {
			t.Errorf("%s: %v is not a *game.Error", tt.name, err)
			continue
		}
		if e.Field != tt.field || !strings.Contains(e.Rule, tt.rule) || !errors.Is(err, tt.kind) || (tt.sentinel != nil && !errors.Is(err, tt.sentinel)) {
			t.Errorf("%s: %v\n  field %q rule %q, want %q %q %v", tt.name, err, e.Field, e.Rule, tt.field, tt.rule, tt.kind)
		}
	}
}
