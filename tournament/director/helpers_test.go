package director

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
	"arbiter/storage"
	"arbiter/tournament/table"
)

func openStore(t testing.TB, name string) *storage.Store {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), name+".db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

func newEvent(t testing.TB, st *storage.Store, setup event.Setup) storage.TournamentEvent {
	t.Helper()
	rec, err := CreateEvent(st, setup)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

func startDirector(t testing.TB, st *storage.Store, id, dir string, port int) *Director {
	t.Helper()
	d, err := Start(context.Background(), Config{Store: st, EventID: id, DataDir: dir, Host: "127.0.0.1", Port: port, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func joinTable(t testing.TB, servers []string, code string, n int) *table.Table {
	t.Helper()
	return joinTableWith(t, servers, code, n, openStore(t, fmt.Sprint("table", n)))
}

// joinTableWith joins table n keeping its outbox in out.
func joinTableWith(t testing.TB, servers []string, code string, n int, out table.Outbox) *table.Table {
	t.Helper()
	tb, err := table.Join(context.Background(), table.Config{Servers: servers, Code: code, Table: n, Outbox: out,
		Device: fmt.Sprintf("phone-%d", n), ResendAfter: 2 * time.Second, RetryAfter: 200 * time.Millisecond, Logf: quietLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tb.Close() })
	return tb
}

// waitFor polls cond until it holds.
func waitFor(t testing.TB, what string, d time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// joined waits until a table knows the event.
func joined(t testing.TB, tb *table.Table) {
	t.Helper()
	waitFor(t, fmt.Sprintf("table %d to read the event", tb.Number()), 20*time.Second, func() bool {
		v := tb.View()
		return v.Setup != nil && v.Movement != nil
	})
}

// enterAgreed enters a table's round-1 result (random, of the event's
// game) as North, and East agrees with it.
func enterAgreed(t testing.TB, tb *table.Table, seed uint64) {
	t.Helper()
	c, err := eventtest.Content(rng(seed), eventOf(t, tb), tb.View().Session.Key())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Enter(1, c); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Verify(1, true, ""); err != nil {
		t.Fatal(err)
	}
}

// results is what a test entered, by key, for building the tournament
// command's input independently.
type results struct {
	mu sync.Mutex
	m  map[event.Key]event.Content
}

func (r *results) put(k event.Key, c event.Content) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.m == nil {
		r.m = map[event.Key]event.Content{}
	}
	r.m[k] = c
}

// reference ranks the entered results with a fresh event (the scoring the
// tournament command uses): the JSON to compare the director's with.
func (r *results) reference(t testing.TB, setup event.Setup) string {
	t.Helper()
	ev, err := event.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	i := 0
	for k, c := range r.m {
		i++
		n := event.Entry{ID: fmt.Sprint("n", i), Round: k.Round, Table: k.Table, Role: event.North, Content: c}
		e := event.Entry{ID: fmt.Sprint("e", i), Round: k.Round, Table: k.Table, Role: event.East, Content: c}
		for _, en := range []event.Entry{n, e} {
			if _, err := ev.Apply(en); err != nil {
				t.Fatal(err)
			}
		}
	}
	return jsonOf(t, ev.Input())
}

func jsonOf(t testing.TB, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func rng(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 18)) }

var _ = eventtest.Teams

// quietLog logs what a table reports, but not after its test ended.
func quietLog(t testing.TB) func(string, ...any) {
	return func(f string, a ...any) {
		defer func() { recover() }()
		t.Logf(f, a...)
	}
}

// eventOf is the event as a table knows it (the director's setup and
// movement, as its screen builds it), nil before it has read them. Each
// call builds its own: the caller may use it on any goroutine.
func eventOf(t testing.TB, tb *table.Table) *event.Event {
	t.Helper()
	v := tb.View()
	if v.Setup == nil {
		return nil
	}
	ev, err := event.New(v.Setup.Setup)
	if err != nil {
		t.Fatal(err)
	}
	if v.Movement != nil {
		ev.Follow(v.Movement.Plans)
	}
	return ev
}

// league is a Pymtheg league of teams at a director of its own (closed
// with the test): its history, setup, event and director.
func league(t testing.TB, teams, rounds int) (*storage.Store, event.Setup, storage.TournamentEvent, *Director) {
	t.Helper()
	st := openStore(t, "director")
	setup := event.Setup{Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(teams, 2), Rounds: rounds}
	rec := newEvent(t, st, setup)
	d := startDirector(t, st, rec.ID, t.TempDir(), -1)
	t.Cleanup(func() { d.Close() })
	return st, setup, rec, d
}
