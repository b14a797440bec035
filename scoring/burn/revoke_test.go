package burn

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/scoring/gametest"
)

// teamsGame is Ann & Cy against Bo & Di, Ann dealing first (Bo leads),
// with the given limit (0: the default).
func teamsGame(t *testing.T, limit int) *Game {
	t.Helper()
	s, err := Teams([]string{"Ann", "Bo", "Cy", "Di"}, burn.Format{Sides: 2, Size: 2})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := NewTable(s.Sides, s.Seating)
	if err != nil {
		t.Fatal(err)
	}
	set := Settings{Limit: burn.DefaultLimit}
	if limit > 0 {
		set.Limit = limit
	}
	return NewGame(tb, set)
}

func trick(cs string) Trick { return Trick{Cards: cards.MustParseElementCards(cs)} }

// The table: Ann plays water on a fire lead in trick 1, then fire
// in trick 2. The cards prove the revoke: the round ends at trick 2 and
// Ann & Cy take PYM-6's penalty as Burn scores it (every fire card and
// 100 more, added: the lowest total wins); Bo & Di score nothing.
func TestRevokeProvenEndsTheRound(t *testing.T) {
	g := teamsGame(t, 0)
	r := Round{Dealer: "Ann", Tricks: []Trick{
		trick("Fi5 Fi7 Fi2 Wa3"), // Bo, Cy, Di, Ann: Cy wins; Ann shows out of fire
		trick("Ea4 Ea9 Fi9 Ea1"), // Cy, Di, Ann, Bo: Di wins; Ann plays fire
	}}
	res, err := g.Play(r)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"Ann & Cy": burn.RevokePoints, "Bo & Di": 0}
	if !reflect.DeepEqual(res.Points, want) || !reflect.DeepEqual(res.Totals, want) || burn.RevokePoints != 115 {
		t.Fatalf("points %v totals %v", res.Points, res.Totals)
	}
	if p := res.Penalty; p == nil || p.Player != "Ann" || p.Side != "Ann & Cy" || !p.Proven {
		t.Fatalf("penalty %+v", res.Penalty)
	}
	if len(res.Revokes) != 1 || res.Revokes[0].Player != "Ann" || res.Revokes[0].Trick != 1 || res.Revokes[0].ProofTrick != 2 || res.Pit != nil {
		t.Fatalf("revokes %+v pit %+v", res.Revokes, res.Pit)
	}
	cites := 0
	for _, s := range res.Steps {
		if s.Ruling == "PYM-6" {
			cites++
		}
		if strings.Contains(s.Text, "the table decides") {
			t.Errorf("a proven revoke left to the table: %q", s.Text)
		}
	}
	if cites != 2 {
		t.Errorf("%d steps cite PYM-6: %q", cites, res.Explanation)
	}
	// Limit 100: the penalty ends the game, and Bo & Di win.
	if !g.Finished() || !reflect.DeepEqual(g.Winners(), []string{"Bo & Di"}) {
		t.Errorf("finished %v winners %v", g.Finished(), g.Winners())
	}
}

// Tricks recorded after the proof are accepted (the table may have
// noticed only later) and counted out; the explanation says so.
func TestRevokeLaterTricksCountedOut(t *testing.T) {
	g := teamsGame(t, 1000)
	res, err := g.Play(Round{Dealer: "Ann", Tricks: []Trick{
		trick("Fi5 Fi7 Fi2 Wa3"),
		trick("Ea4 Ea9 Fi9 Ea1"),
		trick("Wa5 Wa2 Wa1 Wa4"), // Di leads after winning trick 2
	}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Points["Ann & Cy"] != burn.RevokePoints || !strings.Contains(strings.Join(res.Explanation, " "), "The trick recorded after it does not count") {
		t.Fatalf("%v %q", res.Points, res.Explanation)
	}
}

// A revoke caught at the table but not proven by the cards: the round
// stops after the tricks recorded; without it, a short round cannot have
// happened (GEN-1) and says so with ErrUnfinished.
func TestRevokeCaughtAtTheTable(t *testing.T) {
	short := Round{Dealer: "Ann", Tricks: []Trick{trick("Fi5 Fi7 Fi2 Fi1")}}
	_, err := teamsGame(t, 0).Play(short)
	if !errors.Is(err, ErrUnfinished) || !errors.Is(err, game.ErrImpossible) || game.FieldOf(err) != "tricks" || game.RuleOf(err) != game.RuleImpossible {
		t.Fatalf("a short round: %v", err)
	}
	short.Revoke = "Bo"
	res, err := teamsGame(t, 0).Play(short)
	if err != nil {
		t.Fatal(err)
	}
	if p := res.Penalty; p == nil || p.Side != "Bo & Di" || p.Proven || res.Points["Bo & Di"] != 115 || res.Points["Ann & Cy"] != 0 {
		t.Fatalf("penalty %+v points %v", res.Penalty, res.Points)
	}
	if !strings.Contains(strings.Join(res.Explanation, " "), "The round stopped after trick 1: Bo was caught not following the element led.") {
		t.Errorf("explanation %q", res.Explanation)
	}
	// Counts: fewer than 15 of each are real once the round stopped, none
	// at all too; more than the deck holds is not; no pit either way.
	g := teamsGame(t, 0)
	for _, r := range []Round{
		{Revoke: "Cy", Won: map[string]burn.FireWater{"Ann & Cy": {Fire: 3, Water: 1}, "Bo & Di": {Fire: 2}}},
		{Revoke: "Cy"},
	} {
		res, err := g.Preview(r)
		if err != nil || res.Points["Ann & Cy"] != 115 || res.Penalty.Player != "Cy" {
			t.Errorf("%+v: %v %+v", r, err, res)
		}
	}
	for _, c := range []struct {
		r        Round
		sentinel error
		field    string
	}{
		{Round{Revoke: "Cy", Won: map[string]burn.FireWater{"Ann & Cy": {Fire: 10}, "Bo & Di": {Fire: 6}}}, burn.ErrCounts, "won"},
		{Round{Revoke: "Cy", Won: map[string]burn.FireWater{"Ann & Cy": {Fire: 15, Water: 15}, "Bo & Di": {}}, PitChoice: burn.Add}, burn.ErrNoPit, "pit_choice"},
		{Round{Revoke: "Eve", Won: map[string]burn.FireWater{"Ann & Cy": {Fire: 15, Water: 15}, "Bo & Di": {}}}, game.ErrInvalid, "revoke"},
	} {
		if _, err := g.Preview(c.r); !errors.Is(err, c.sentinel) || game.FieldOf(err) != c.field {
			t.Errorf("%+v: %v (field %q)", c.r, err, game.FieldOf(err))
		}
	}
}

// The round object carries the revoke; the result its penalty.
func TestRevokeJSON(t *testing.T) {
	var r Round
	if err := json.Unmarshal([]byte(`{"dealer":"Ann","revoke":"Bo","tricks":[{"cards":["Fi5","Fi7","Fi2","Fi1"]}]}`), &r); err != nil || r.Revoke != "Bo" {
		t.Fatalf("%+v %v", r, err)
	}
	b, _ := json.Marshal(r)
	var back Round
	if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, r) {
		t.Fatalf("%s: %+v %v", b, back, err)
	}
	if err := json.Unmarshal([]byte(`{"revoke":""}`), &r); game.FieldOf(err) != "revoke" {
		t.Errorf("an empty revoke: %v", err)
	}
	res, err := teamsGame(t, 0).Play(back)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := json.Marshal(res)
	if !strings.Contains(string(out), `"penalty":{"player":"Bo","side":"Bo \u0026 Di","points":115,"proven":false}`) {
		t.Errorf("result: %s", out)
	}
}

// Worked cases of PYM-6 in Burn, through the CLI's score command.
func TestRevokeCases(t *testing.T) { gametest.RunFile(t, games, "testdata/revoke.json") }
