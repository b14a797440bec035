package tournament

import (
	"context"
	"testing"
	"time"

	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
)

func TestSmallEvening(t *testing.T) {
	dst := openStore(t, "director")
	setup := event.Setup{Name: "Tuesday", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(4, 2)}
	rec := newEvent(t, dst, setup)
	d := startDirector(t, dst, rec.ID, t.TempDir(), -1)
	defer d.Close()
	url := d.ClientURL()
	t1 := joinTable(t, []string{url}, rec.JoinCode, 1)
	t2 := joinTable(t, []string{url}, rec.JoinCode, 2)
	joined(t, t1)
	joined(t, t2)
	r := rng(1)
	var res results
	for round := 1; round <= 2; round++ {
		for _, tb := range []*Table{t1, t2} {
			v := tb.View()
			if v.Round != round || v.Session == nil {
				t.Fatalf("table %d: round %d session %v", tb.cfg.Table, v.Round, v.Session)
			}
			c, err := eventtest.Content(r, tb.ev, v.Session.Key())
			if err != nil {
				t.Fatal(err)
			}
			if _, err := tb.Enter(round, c); err != nil {
				t.Fatal(err)
			}
			if _, err := tb.Verify(round, true, ""); err != nil {
				t.Fatal(err)
			}
			res.put(v.Session.Key(), c)
		}
		for _, tb := range []*Table{t1, t2} {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			if err := tb.WaitIdle(ctx); err != nil {
				t.Fatalf("table %d: %v", tb.cfg.Table, err)
			}
			cancel()
		}
		waitFor(t, "the feeds", 5*time.Second, func() bool { return t1.View().Round == round+1 && t2.View().Round == round+1 })
	}
	st, err := d.Standings()
	if err != nil || st.Counted != 4 || !st.Complete {
		t.Fatalf("%+v %v", st, err)
	}
	full, _ := d.FullStandings()
	ev, _ := event.New(setup)
	_ = ev
	want := res.reference(t, setup)
	if got := jsonOf(t, d.ev.Input()); got != want {
		t.Fatalf("director's results\n%s\nentered\n%s", got, want)
	}
	_ = full
	tst, err := t1.Standings()
	if err != nil || tst.Counted != 4 || len(tst.Places) != 4 {
		t.Fatalf("table standings %+v %v", tst, err)
	}
}

// A knock-out over the network: the final reaches the tables through the
// movement once the semi-finals are decided, and the champion is known.
func TestKnockOutEvening(t *testing.T) {
	dst := openStore(t, "director")
	setup := event.Setup{Game: event.Burn, Form: event.KnockOut, Teams: eventtest.Teams(4, 1), Cap: "by_size"}
	rec := newEvent(t, dst, setup)
	d := startDirector(t, dst, rec.ID, t.TempDir(), -1)
	defer d.Close()
	url := d.ClientURL()
	t1 := joinTable(t, []string{url}, rec.JoinCode, 1)
	t2 := joinTable(t, []string{url}, rec.JoinCode, 2)
	joined(t, t1)
	joined(t, t2)
	r := rng(4)
	play := func(tb *Table, round int) {
		t.Helper()
		s := sessionFor(t, tb, round)
		tb.mu.Lock()
		c, err := eventtest.Content(r, tb.ev, s.Key())
		tb.mu.Unlock()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tb.Enter(round, c); err != nil {
			t.Fatal(err)
		}
		if _, err := tb.Verify(round, true, ""); err != nil {
			t.Fatal(err)
		}
	}
	play(t1, 1)
	play(t2, 1)
	play(t1, 2) // the final, known to table 1 from the movement
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := t1.WaitIdle(ctx); err != nil {
		t.Fatal(err)
	}
	st, err := d.Standings()
	if err != nil || len(st.Champions) != 1 || !st.Complete || st.BurnKnockOut == nil {
		t.Fatalf("%+v %v", st, err)
	}
	if v := t2.View(); v.Session != nil {
		t.Fatalf("table 2 plays in round %d: %+v", v.Round, v.Session)
	}
}
