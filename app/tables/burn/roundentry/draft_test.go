package roundentry

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"testing"
	"time"

	"arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/scoring"
	"arbiter/scoring/all"
	burnscore "arbiter/scoring/burn"
	"arbiter/session"
)

// The table's logic through its session, without a screen: what the
// entry gives the engine, what the engine answers, and what a saved round
// puts back in the form.

// openSession opens a table session on a game of Ann & Cy against Bo &
// Di kept in memory, Ann seated first.
func openSession(t *testing.T, opts scoring.Values) *Session {
	t.Helper()
	names := []string{"Ann", "Bo", "Cy", "Di"}
	setup, err := burnscore.Teams(names, burn.Format{Sides: 2, Size: 2})
	if err != nil {
		t.Fatal(err)
	}
	def, err := all.Lookup(burnscore.ID)
	if err != nil {
		t.Fatal(err)
	}
	var seats []session.Seat
	for i, n := range names {
		for side, ps := range setup.Sides {
			if slices.Contains(ps, n) {
				seats = append(seats, session.Seat{Player: n, Side: side, Position: i})
			}
		}
	}
	h := session.NewMemoryHistory(all.Games)
	id, err := h.Create(def, "", setup, opts, seats)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := session.Open[*burnscore.Game, burnscore.Round, burnscore.RoundResult, Draft](session.Config{History: h, PollEvery: -1}, id)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cs.Close()
		<-cs.Done()
	})
	return cs
}

var teams = []string{"Ann & Cy", "Bo & Di"}

// Issue 23 #2: a side not entered is not 0. The round waits for every
// count; counts that do not make a round are the engine's refusal, typed
// (GEN-1); a revoke caught at the table needs none and scores PYM-6.
func TestCountsAreNeverMadeUp(t *testing.T) {
	cs := openSession(t, nil)
	d := Draft{Fire: map[string]int{"Ann & Cy": 8, "Bo & Di": 7}, Water: map[string]int{"Ann & Cy": 7}}
	if _, err := d.round(teams, "Ann"); !errors.Is(err, errIncomplete) {
		t.Fatalf("three counts: %v", err)
	}
	d.Water["Bo & Di"] = 6
	r, err := d.round(teams, "Ann")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cs.Preview(r); !errors.Is(err, burn.ErrCounts) || !errors.Is(err, game.ErrImpossible) || game.RuleOf(err) != game.RuleImpossible {
		t.Fatalf("13 water: %v", err)
	}
	caught := Draft{Revoke: "Bo"}
	r, err = caught.round(teams, "Ann")
	if err != nil || r.Revoke != "Bo" || r.Won != nil {
		t.Fatalf("caught: %+v %v", r, err)
	}
	p, err := cs.Preview(r)
	if err != nil || p.Result.Penalty == nil || p.Result.Points["Bo & Di"] != burn.RevokePoints || p.Result.Points["Ann & Cy"] != 0 {
		t.Fatalf("preview %v %+v", err, p.Result)
	}
}

// Issue 23 #2: the tricks (Ann plays water on a fire lead, then
// fire): the engine proves the revoke at the card, the round applied at
// that trick scores PYM-6 for Ann & Cy, and the counts carried over from
// the cards invent nothing.
func TestRevokeAppliedAtTheTrick(t *testing.T) {
	cs := openSession(t, scoring.Values{"limit": 300})
	tb := cs.State().Table()
	d := Draft{ByTrick: true, Played: []Trick{{Leader: "Bo", Cards: []string{"Fi5", "Fi7", "Fi2", "Wa3"}}}}
	p, err := d.play(tb, cs.State().Settings().Direction)
	if err != nil {
		t.Fatal(err)
	}
	fi9, _ := cards.ParseElementCard("Fi9")
	proof, ok := p.deal.Proves(tb.SeatOf["Ann"], fi9)
	if !ok || proof.Revoke == nil || proof.Revoke.Element != cards.Fire {
		t.Fatalf("Ann's Fi9: %+v %v", proof, ok)
	}
	d.Current = []string{"Ea4", "Ea9", "Fi9", ""}
	d.Revoke, d.Proven = "Ann", true
	r, err := d.round(teams, "Ann")
	if err != nil {
		t.Fatal(err)
	}
	pv, err := cs.Preview(r)
	if err != nil || pv.Result.Penalty == nil || pv.Result.Penalty.Player != "Ann" || pv.Result.Points["Ann & Cy"] != 115 {
		t.Fatalf("preview %v %+v", err, pv.Result)
	}
	d.toCounts(p)
	if !reflect.DeepEqual(d.Fire, map[string]int{"Ann & Cy": 3, "Bo & Di": 0}) || !reflect.DeepEqual(d.Water, map[string]int{"Ann & Cy": 1, "Bo & Di": 0}) {
		t.Errorf("counts fire %v water %v", d.Fire, d.Water)
	}
	// Without the revoke, one trick is no round: typed, for the form.
	d.Revoke, d.Proven = "", false
	r, _ = d.round(teams, "Ann")
	if _, err := cs.Preview(r); !errors.Is(err, burnscore.ErrUnfinished) {
		t.Fatalf("one trick: %v", err)
	}
}

// A saved round goes back into the form as it was entered, and from the
// form to the same round again.
func TestSavedRoundBackInTheForm(t *testing.T) {
	cs := openSession(t, scoring.Values{"limit": 300})
	bt := &RoundEntry{cs: cs}
	d := Draft{ByTrick: true, Revoke: "Ann", Played: []Trick{{Leader: "Bo", Cards: []string{"Fi5", "Fi7", "Fi2", "Wa3"}}}}
	r, err := d.round(teams, "Ann")
	if err != nil {
		t.Fatal(err)
	}
	p, err := cs.Preview(r)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan session.Row[burnscore.Round, burnscore.RoundResult], 1)
	cs.Commit(p, func(row session.Row[burnscore.Round, burnscore.RoundResult], err error) {
		if err != nil {
			t.Error(err)
		}
		done <- row
	})
	var row session.Row[burnscore.Round, burnscore.RoundResult]
	select {
	case row = <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the commit never ended")
	}
	back := bt.draftOf(row.Round)
	if !back.ByTrick || back.Revoke != "Ann" || len(back.Played) != 1 || back.Played[0].Leader != "Bo" {
		t.Fatalf("back in the form: %+v", back)
	}
	again, err := back.round(teams, "Ann")
	if err != nil || mustJSON(again) != mustJSON(row.Round) {
		t.Fatalf("again %s, saved %s (%v)", mustJSON(again), mustJSON(row.Round), err)
	}
	if w := Words(row.Round, row.Result); w == "" {
		t.Error("no words for the round")
	}
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}
