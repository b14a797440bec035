package director

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
	"arbiter/storage"
	"arbiter/tournament/table"
	"arbiter/tournament/wire"
)

// evening drives the tables of a Pymtheg league without waiting for the
// director: each table enters its result (North) and verifies it (East,
// the same device), keeping what it entered.
type evening struct {
	setup    event.Setup
	tables   int
	mu       sync.Mutex
	entered  map[event.Key]event.Session
	contents map[event.Key]event.Content
	entries  int
}

func newEvening(setup event.Setup) *evening {
	return &evening{setup: setup, tables: (len(setup.Teams) + 1) / 2, entered: map[event.Key]event.Session{}, contents: map[event.Key]event.Content{}}
}

func (e *evening) play(t *testing.T, tb *table.Table, round int) {
	t.Helper()
	k := event.Key{Round: round, Table: tb.Number()}
	ev := eventOf(t, tb)
	if ev == nil {
		t.Fatalf("table %d does not know the event", k.Table)
	}
	s, _ := ev.Session(k)
	c, err := eventtest.Content(rng(uint64(1000*round+k.Table)), ev, k)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Enter(round, c); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Verify(round, true, ""); err != nil {
		t.Fatal(err)
	}
	e.mu.Lock()
	e.entered[k], e.contents[k] = s, c
	e.entries += 2
	e.mu.Unlock()
}

func (e *evening) round(t *testing.T, tables []*table.Table, round int) {
	for _, tb := range tables {
		e.play(t, tb, round)
	}
}

func idle(t *testing.T, tables []*table.Table, d time.Duration) {
	t.Helper()
	for _, tb := range tables {
		ctx, cancel := context.WithTimeout(context.Background(), d)
		err := tb.WaitIdle(ctx)
		cancel()
		if err != nil {
			t.Fatalf("table %d still has %d entries unacknowledged: %v", tb.Number(), tb.View().Pending, err)
		}
	}
}

// check verifies the director's history after the evening: every entry
// stored once, every result counted once, and the standings those of the
// tournament command on what the tables entered.
func (e *evening) check(t *testing.T, st *storage.Store, eventID string) {
	t.Helper()
	recs, err := st.TournamentRecords(eventID)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := event.New(e.setup)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, r := range recs {
		if ids[r.ID] {
			t.Fatalf("entry %s stored twice", r.ID)
		}
		ids[r.ID] = true
		var en event.Entry
		if err := json.Unmarshal(r.Body, &en); err != nil {
			t.Fatal(err)
		}
		if ch, err := ev.Apply(en); err != nil || ch.Duplicate {
			t.Fatalf("stored entry %s: %v %+v", r.ID, err, ch)
		}
	}
	s, err := ev.Standings()
	if err != nil {
		t.Fatal(err)
	}
	lost := len(e.entered) - s.Counted
	t.Logf("results=%d counted=%d lost=%d entries sent=%d stored=%d", len(e.entered), s.Counted, lost, e.entries, len(recs))
	if lost != 0 || len(recs) != e.entries {
		t.Fatalf("lost %d results; %d entries stored of %d", lost, len(recs), e.entries)
	}
	want := runCommand(t, commandInput(t, e.setup, e.tables, e.entered, e.contents))
	full, err := ev.FullStandings()
	if err != nil {
		t.Fatal(err)
	}
	if got := jsonOf(t, full); got != want {
		t.Fatalf("standings differ from the tournament command's:\n%s\n%s", got, want)
	}
}

func joinAll(t *testing.T, servers []string, code string, n int) []*table.Table {
	var out []*table.Table
	for i := 1; i <= n; i++ {
		out = append(out, joinTable(t, servers, code, i))
	}
	for _, tb := range out {
		joined(t, tb)
	}
	return out
}

// The director's process is killed (SIGKILL) in the middle of the evening
// and started again: the tables keep entering, nothing is lost, nothing
// counts twice.
func TestDirectorKilledAndRestarted(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "director.db")
	setup := event.Setup{Name: "SIGKILL", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(16, 2), Rounds: 4}
	st, err := storage.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	rec := newEvent(t, st, setup)
	port := freePort(t)
	cfg := childConfig{Role: "director", DB: db, EventID: rec.ID, DataDir: filepath.Join(dir, "data"), Port: port}
	director := startChild(t, cfg)
	servers := []string{fmt.Sprintf("nats://127.0.0.1:%d", port)}
	tables := joinAll(t, servers, rec.JoinCode, 8)
	e := newEvening(setup)
	e.round(t, tables, 1)
	idle(t, tables, 20*time.Second)
	// Each round is being sent when the director dies; the next round is
	// entered while it is away, and it comes back.
	inFlight := 0
	for round := 2; round <= 4; round++ {
		e.round(t, tables, round)
		time.Sleep(time.Duration(round) * time.Millisecond)
		for _, tb := range tables {
			inFlight += tb.View().Pending
		}
		director.kill()
		director = startChild(t, cfg)
	}
	t.Logf("%d entries were waiting for the director at its three deaths", inFlight)
	if inFlight == 0 {
		t.Fatal("the director was never killed with entries in flight")
	}
	idle(t, tables, 60*time.Second)
	director.kill()
	e.check(t, st, rec.ID)
}

// A table loses its network for a round (and its app is restarted while
// away): its results wait in its outbox and arrive when it is back.
func TestTableOfflineForARound(t *testing.T) {
	dst, setup, rec, d := league(t, 12, 4)
	wifi := newProxy(t, fmt.Sprintf("127.0.0.1:%d", d.Port()))
	var tables []*table.Table
	store5 := openStore(t, "table5")
	for i := 1; i <= 6; i++ {
		if i == 5 {
			tables = append(tables, joinTableWith(t, []string{wifi.url()}, rec.JoinCode, i, store5))
			continue
		}
		tables = append(tables, joinTable(t, []string{d.ClientURL()}, rec.JoinCode, i))
	}
	for _, tb := range tables {
		joined(t, tb)
	}
	e := newEvening(setup)
	e.round(t, tables, 1)
	idle(t, tables, 20*time.Second)
	wifi.cut()
	waitFor(t, "table 5 to notice", 10*time.Second, func() bool { return !tables[4].View().Connected })
	e.round(t, tables, 2)
	others := append(append([]*table.Table{}, tables[:4]...), tables[5])
	idle(t, others, 20*time.Second)
	if p := tables[4].View().Pending; p != 2 {
		t.Fatalf("table 5 has %d entries waiting, want 2", p)
	}
	// The app is closed and opened again while the Wi-Fi is still away.
	tables[4].Close()
	t5, err := table.Join(context.Background(), table.Config{Servers: []string{wifi.url()}, Code: rec.JoinCode, Table: 5, Outbox: store5,
		RetryAfter: 200 * time.Millisecond, ResendAfter: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer t5.Close()
	tables[4] = t5
	if v := t5.View(); v.Pending != 2 || v.Setup == nil {
		t.Fatalf("after the restart: %d pending, setup known %v", v.Pending, v.Setup != nil)
	}
	if st, _ := d.Standings(); st.Counted != 6+5 {
		t.Fatalf("counted %d before table 5 is back", st.Counted)
	}
	wifi.restore()
	e.round(t, tables, 3)
	e.round(t, tables, 4)
	idle(t, tables, 30*time.Second)
	e.check(t, dst, rec.ID)
}

// The same result sent three times (the same entry, three times, beyond
// the stream's duplicate window; and North sending it three times) counts
// once.
func TestSameResultThreeTimes(t *testing.T) {
	dst := openStore(t, "director")
	setup := event.Setup{Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(4, 2)}
	rec := newEvent(t, dst, setup)
	d, err := Start(context.Background(), Config{Store: dst, EventID: rec.ID, DataDir: t.TempDir(), Host: "127.0.0.1", Port: -1,
		DuplicateWindow: 100 * time.Millisecond, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	n := wire.NamesOf(mustCode(t, rec.JoinCode))
	nc, _ := asTable(t, d.ClientURL(), rec.JoinCode, 1)
	js, _ := jetstream.New(nc)
	ev, _ := event.New(setup)
	k := event.Key{Round: 1, Table: 1}
	c, _ := eventtest.Content(rng(1), ev, k)
	north := event.Entry{ID: wire.NewUUID(), Round: 1, Table: 1, Role: event.North, Content: c, At: time.Now().UTC()}
	east := event.Entry{ID: wire.NewUUID(), Round: 1, Table: 1, Role: event.East, Content: c, Verifies: north.ID, At: time.Now().UTC()}
	for i := 0; i < 3; i++ {
		for _, en := range []event.Entry{north, east} {
			// Past the stream's window (the stream forgets ids a little
			// after it), so the director's history has to tell.
			waitFor(t, "the stream to forget the id", 10*time.Second, func() bool {
				ack, err := js.PublishMsg(context.Background(), &nats.Msg{Subject: n.ResultsOf(1), Data: entryMsg(t, en)}, jetstream.WithMsgID(en.ID))
				if err != nil {
					t.Fatal(err)
				}
				return !ack.Duplicate
			})
		}
	}
	waitFor(t, "the director", 10*time.Second, func() bool { return d.Stats().Received == 6 })
	if s := d.Stats(); s.Applied != 2 || s.Duplicates != 4 {
		t.Fatalf("stats %+v", s)
	}
	// North's device sends the same result three times (three entries).
	tb := joinTable(t, []string{d.ClientURL()}, rec.JoinCode, 2)
	joined(t, tb)
	k2 := event.Key{Round: 1, Table: 2}
	c2, _ := eventtest.Content(rng(2), ev, k2)
	for i := 0; i < 3; i++ {
		if _, err := tb.Enter(1, c2); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := tb.Verify(1, true, ""); err != nil {
		t.Fatal(err)
	}
	idle(t, []*table.Table{tb}, 10*time.Second)
	st, _ := d.Standings()
	if st.Counted != 2 {
		t.Fatalf("counted %d, want 2", st.Counted)
	}
	if e, _, _ := dst.TournamentRecordCount(rec.ID); e != 2+4 {
		t.Fatalf("%d entries stored, want 6", e)
	}
	res, _ := ev.Session(k)
	_ = res
	if got := st.PymthegLeague.Tables[0].Results; len(got) != 2 {
		t.Fatalf("table 1 results %v", got)
	}
}

// Another program holds the director's history while a round comes in:
// the batches cannot be stored, so nothing of them is kept (the event is
// loaded again, the queued batch after them is not stored either, and a
// correction made meanwhile is refused); once the history is free the
// stream delivers them again and every result counts once.
func TestHistoryLockedWhileARoundComesIn(t *testing.T) {
	db := filepath.Join(t.TempDir(), "director.db")
	st, err := storage.OpenWith(db, storage.Options{RetryFor: 300 * time.Millisecond, BusyTimeout: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	setup := event.Setup{Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(8, 2), Rounds: 2}
	rec := newEvent(t, st, setup)
	var mu sync.Mutex
	failed := 0
	d, err := Start(context.Background(), Config{Store: st, EventID: rec.ID, DataDir: t.TempDir(), Host: "127.0.0.1", Port: -1,
		Logf: func(f string, a ...any) {
			if strings.HasPrefix(f, "storing results") {
				mu.Lock()
				failed++
				mu.Unlock()
			}
			quietLog(t)(f, a...)
		}})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	tables := joinAll(t, []string{d.ClientURL()}, rec.JoinCode, 4)
	e := newEvening(setup)
	e.round(t, tables, 1)
	idle(t, tables, 20*time.Second)

	other, err := sql.Open("sqlite3", db)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	conn, err := other.Conn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(context.Background(), "BEGIN IMMEDIATE"); err != nil {
		t.Fatal(err)
	}
	e.round(t, tables, 2)
	waitFor(t, "a batch the history refuses", 10*time.Second, func() bool {
		mu.Lock()
		defer mu.Unlock()
		return failed > 0
	})
	ev := eventOf(t, tables[0])
	c, err := eventtest.Content(rng(5), ev, event.Key{Round: 1, Table: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Correct(1, 1, &c, "misread", "director"); !errors.Is(err, storage.ErrBusy) && !errors.Is(err, ErrNotStored) {
		t.Fatalf("a correction while the history is held: %v, want ErrBusy or ErrNotStored", err)
	}
	if s := d.Stats(); s.Applied != 8 {
		t.Fatalf("applied %d entries while the history was held, want the first round's 8", s.Applied)
	}
	if _, err := conn.ExecContext(context.Background(), "ROLLBACK"); err != nil {
		t.Fatal(err)
	}
	conn.Close()
	idle(t, tables, 30*time.Second)
	if s := d.Stats(); s.Applied != 16 || s.Refused != 0 {
		t.Fatalf("stats after the history is free: %+v, want 16 applied, none refused", s)
	}
	for _, a := range d.Audit(1, 1) {
		if a.Correction != nil {
			t.Fatalf("the refused correction is in the audit trail: %+v", a)
		}
	}
	e.check(t, st, rec.ID)
}
