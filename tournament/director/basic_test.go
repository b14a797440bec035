package director

import (
	"context"
	"net"
	"sync/atomic"
	"testing"
	"time"

	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
	"arbiter/storage"
	"arbiter/tournament/table"
	"arbiter/tournament/wire"
)

// Two tables play an evening: table 1 keeps its outbox in its history
// (SQLite), table 2 in memory and connects through a dialer of its own
// (as a browser does, over its WebSocket); both count the same.
func TestSmallEvening(t *testing.T) {
	dst := openStore(t, "director")
	setup := event.Setup{Name: "Tuesday", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(4, 2)}
	rec := newEvent(t, dst, setup)
	d := startDirector(t, dst, rec.ID, t.TempDir(), -1)
	defer d.Close()
	url := d.ClientURL()
	t1 := joinTable(t, []string{url}, rec.JoinCode, 1)
	mem := table.NewMemoryOutbox()
	dialer := &countingDialer{}
	t2, err := table.Join(context.Background(), table.Config{Servers: []string{url}, Code: rec.JoinCode, Table: 2, Outbox: mem,
		Dialer: dialer, ResendAfter: 2 * time.Second, RetryAfter: 200 * time.Millisecond, Logf: quietLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer t2.Close()
	joined(t, t1)
	joined(t, t2)
	r := rng(1)
	var res results
	for round := 1; round <= 2; round++ {
		for _, tb := range []*table.Table{t1, t2} {
			v := tb.View()
			if v.Round != round || v.Session == nil {
				t.Fatalf("table %d: round %d session %v", tb.Number(), v.Round, v.Session)
			}
			c, err := eventtest.Content(r, eventOf(t, tb), v.Session.Key())
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
		for _, tb := range []*table.Table{t1, t2} {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			if err := tb.WaitIdle(ctx); err != nil {
				t.Fatalf("table %d: %v", tb.Number(), err)
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
	// Table 2's outbox holds its four entries, every one acknowledged
	// once the client has written the answers (on closing at the
	// latest), and it reached the server through its dialer.
	t2.Close()
	items, _ := mem.Outbox(wire.NamesOf(mustCode(t, rec.JoinCode)).NS)
	if len(items) != 4 {
		t.Fatalf("table 2's outbox: %d entries", len(items))
	}
	for _, it := range items {
		if it.AckedAt == nil || it.Refused != "" || it.Table != 2 {
			t.Fatalf("table 2's outbox: %+v", it)
		}
	}
	if dialer.dials.Load() == 0 {
		t.Fatal("table 2 did not connect through its dialer")
	}
}

// countingDialer dials TCP and counts the connections it made.
type countingDialer struct {
	dials atomic.Int32
}

func (c *countingDialer) Dial(network, address string) (net.Conn, error) {
	c.dials.Add(1)
	return net.Dial(network, address)
}

// The device's history keeps a table's outbox natively.
var _ table.Outbox = (*storage.Store)(nil)

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
	play := func(tb *table.Table, round int) {
		t.Helper()
		s := sessionFor(t, tb, round)
		c, err := eventtest.Content(r, eventOf(t, tb), s.Key())
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
