package dealentry

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
	"arbiter/scoring/all"
	pymscore "arbiter/scoring/pymtheg"
	"arbiter/session"
)

// The table's logic through its session, without a screen: what the
// entry gives the engine, what the engine answers, and what a saved deal
// puts back in the form.

// openSession opens a table session on a game of Ann (N), Bo (E), Cy (S)
// and Di (W) kept in memory.
func openSession(t *testing.T) *Session {
	t.Helper()
	def, err := all.Lookup(pymscore.ID)
	if err != nil {
		t.Fatal(err)
	}
	h := session.NewMemoryHistory(all.Games)
	id, err := h.Create(def, "", pymscore.Setup{}, nil, []session.Seat{
		{Player: "Ann", Side: "NS"}, {Player: "Bo", Side: "EW", Position: 1},
		{Player: "Cy", Side: "NS", Position: 2}, {Player: "Di", Side: "EW", Position: 3}})
	if err != nil {
		t.Fatal(err)
	}
	cs, err := session.Open[*pymscore.Game, pymscore.Deal, pymscore.DealResult, Draft](session.Config{History: h, PollEvery: -1}, id)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cs.Close()
		<-cs.Done()
	})
	return cs
}

// gam1 is the issue's contract: Gâm+1 by South, Fire named after the
// bidding, doubled.
func gam1(t *testing.T) contract {
	t.Helper()
	c, miss, err := Draft{Contract: "gam+1", Declarer: "S", Trump: "Fi", Named: "after", Doubling: "double"}.quick()
	if err != nil || miss != "" {
		t.Fatalf("quick: %v %q", err, miss)
	}
	return c
}

// issueTricks are the issue's three tricks: North dealt, Ann (North)
// plays wind to the earth led in trick 3.
func issueTricks() []Trick {
	// North dealt, East leads. Ann (North) plays Wind to the Earth led in
	// trick 3, which Cy wins.
	threeTricks := [][]string{
		{"Wa5", "Wa9", "Wa2", "Wa3"}, // Bo, Cy, Di, Ann: Cy wins
		{"Wi5", "Wi2", "Wi3", "Wi9"}, // Cy, Di, Ann, Bo: Bo wins
		{"Ea5", "Ea9", "Ea2", "Wi4"}, // Bo, Cy, Di, Ann: Cy wins, Ann shows out of earth
	}
	var out []Trick
	for i, tr := range threeTricks {
		out = append(out, Trick{Leader: [...]string{"E", "S", "E"}[i], Cards: tr})
	}
	return out
}

// Quick entry assumes nothing: each part of the contract left out is said.
func TestQuickNamesWhatIsMissing(t *testing.T) {
	for _, c := range []struct {
		d    Draft
		miss missing
	}{
		{Draft{}, missContract},
		{Draft{Contract: "gam"}, missDeclarer},
		{Draft{Contract: "gam", Declarer: "N"}, missTrump},
		{Draft{Contract: "gam", Declarer: "N", Trump: "none"}, missNamed},
		{Draft{Contract: "ry", Declarer: "N"}, ""},
		{Draft{Contract: "burn"}, ""},
	} {
		if _, miss, err := c.d.quick(); err != nil || miss != c.miss {
			t.Errorf("%+v: missing %q (%v), want %q", c.d, miss, err, c.miss)
		}
	}
	_, _, err := Draft{Contract: "gam+2", Declarer: "N", Trump: "none", Named: "after", OverRy: "ry2"}.quick()
	if !errors.Is(err, pymtheg.ErrOverRyRank) || game.FieldOf(err) != "over_ry" {
		t.Errorf("Gâm+2 over Ry 2: %v", err)
	}
}

// Issue 23 #1: a seat not entered is not 0. The deal waits for all four
// counts; four that do not make a deal are the engine's refusal, typed
// (GEN-1, the field); a lost Ry ends the deal early and is taken.
func TestCountsAreNeverMadeUp(t *testing.T) {
	cs := openSession(t)
	c := gam1(t)
	d := Draft{Counts: map[string]int{"N": 5, "E": 2, "S": 7}}
	if _, err := d.deal(c, pymtheg.North); !errors.Is(err, errIncomplete) {
		t.Fatalf("three seats entered: %v", err)
	}
	d.Counts["W"] = 0
	deal, err := d.deal(c, pymtheg.North)
	if err != nil {
		t.Fatal(err)
	}
	_, err = cs.Preview(deal)
	if !errors.Is(err, game.ErrImpossible) || game.FieldOf(err) != "tricks_won" || game.RuleOf(err) != game.RuleImpossible {
		t.Fatalf("14 tricks: %v", err)
	}
	d.Counts["W"] = 1
	deal, _ = d.deal(c, pymtheg.North)
	if p, err := cs.Preview(deal); err != nil || p.Result.Made == nil || !*p.Result.Made {
		t.Fatalf("15 tricks: %v %+v", err, p.Result)
	}
	// Ry by South, lost at South's first trick: 4 tricks in all.
	ry, _, _ := Draft{Contract: "ry", Declarer: "S"}.quick()
	d = Draft{Counts: map[string]int{"N": 2, "E": 1, "S": 1, "W": 0}}
	deal, _ = d.deal(ry, pymtheg.North)
	if p, err := cs.Preview(deal); err != nil || *p.Result.Made {
		t.Fatalf("a lost Ry: %v %+v", err, p.Result)
	}
}

// Issue 23 #1: the revoke the cards prove, applied at the trick that
// proves it: the deal is the tricks counted and the seat caught; the
// engine scores PYM-6 on it (doubled: −280 for North-South).
func TestRevokeAppliedAtTheTrick(t *testing.T) {
	cs := openSession(t)
	c := gam1(t)
	d := Draft{ByTrick: true, Played: issueTricks(), Current: []string{"Wa10", "Wa11", "Ea7", ""}}
	ts, err := d.tricks()
	if err != nil {
		t.Fatal(err)
	}
	o, ok, err := pymtheg.CardProves(c.trump(), cs.State().Settings().Direction, ts, pymtheg.North, cardOf(t, "Ea7"))
	if err != nil || !ok || o.Kind != "revoke" || o.Trick != 3 || o.ProofTrick != 4 {
		t.Fatalf("Ann's Ea7: %+v %v %v", o, ok, err)
	}
	d.Revoke, d.Proven = "N", true
	deal, err := d.deal(c, pymtheg.North)
	if err != nil || len(deal.Tricks) != 3 || deal.Revoke == nil || *deal.Revoke != pymtheg.North {
		t.Fatalf("deal %+v %v", deal, err)
	}
	p, err := cs.Preview(deal)
	if err != nil || !p.Result.Cheat || p.Result.Score.NS != -280 || p.Result.Score.EW != 0 {
		t.Fatalf("preview %v %+v", err, p.Result.Score)
	}
	// Without the revoke, three tricks are no deal: typed, for the form.
	d.Revoke = ""
	deal, _ = d.deal(c, pymtheg.North)
	if _, err := cs.Preview(deal); !errors.Is(err, pymtheg.ErrUnfinished) {
		t.Fatalf("three tricks: %v", err)
	}
}

// Issue 23 #1: going from the cards to the counts carries the tricks
// over as each seat's least, keeps the counts entered that agree, and
// invents nothing else.
func TestToCountsCarriesTheTricksOver(t *testing.T) {
	cs := openSession(t)
	c := gam1(t)
	d := Draft{ByTrick: true, Played: issueTricks(), Counts: map[string]int{"E": 4}}
	r, err := d.play(c, cs.State().Settings())
	if err != nil {
		t.Fatal(err)
	}
	d.toCounts(c, r)
	want := map[string]int{"N": 0, "E": 4, "S": 2, "W": 0}
	if b, _ := json.Marshal(d.Counts); string(b) != mustJSON(want) {
		t.Fatalf("counts %s, want %s", b, mustJSON(want))
	}
	if d.Revoke != "" {
		t.Errorf("a revoke made up: %q", d.Revoke)
	}
	if len(d.Played) != 3 {
		t.Errorf("the tricks are gone: %+v", d.Played)
	}
}

// A saved deal goes back into the form as it was entered (the contract
// by quick entry, the tricks card by card with their leaders), and from
// the form to the same deal again.
func TestSavedDealBackInTheForm(t *testing.T) {
	cs := openSession(t)
	tb := &DealEntry{cs: cs, names: SeatNames(cs.Game())}
	c := gam1(t)
	d := Draft{ByTrick: true, Played: issueTricks(), Revoke: "N"}
	deal, err := d.deal(c, pymtheg.North)
	if err != nil {
		t.Fatal(err)
	}
	p, err := cs.Preview(deal)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan session.Row[pymscore.Deal, pymscore.DealResult], 1)
	cs.Commit(p, func(row session.Row[pymscore.Deal, pymscore.DealResult], err error) {
		if err != nil {
			t.Error(err)
		}
		done <- row
	})
	var row session.Row[pymscore.Deal, pymscore.DealResult]
	select {
	case row = <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the commit never ended")
	}
	back, ok := tb.draftOf(row.Round)
	if !ok || !back.Direct || back.Contract != "gam+1" || back.Revoke != "N" || len(back.Played) != 3 {
		t.Fatalf("back in the form: %+v", back)
	}
	c2, miss, err := back.quick()
	if err != nil || miss != "" {
		t.Fatalf("%v %q", err, miss)
	}
	again, err := back.deal(c2, pymtheg.North)
	if err != nil || mustJSON(again) != mustJSON(row.Round) {
		t.Fatalf("again %s, saved %s (%v)", mustJSON(again), mustJSON(row.Round), err)
	}
	if w := DealWords(&tb.names, row.Round, row.Result); w == "" {
		t.Error("no words for the deal")
	}
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

func cardOf(t *testing.T, code string) cards.ElementCard {
	t.Helper()
	c, err := cards.ParseElementCard(code)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
