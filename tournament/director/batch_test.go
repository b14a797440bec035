package director

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
	pymscore "arbiter/scoring/pymtheg"
	"arbiter/storage"
	"arbiter/tournament/wire"
)

// waiting sets up an event whose results wait in the stream before any
// director reads them: a node on a free port, a first director that makes
// the event's streams and closes, and a publisher per table. The next
// director started on the node finds everything waiting.
type waiting struct {
	t     *testing.T
	setup event.Setup
	st    *storage.Store
	rec   storage.TournamentEvent
	node  *Node
	n     wire.Names
	ev    *event.Event
	js    map[int]jetstream.JetStream
}

func newWaiting(t *testing.T, setup event.Setup, dupWindow time.Duration) *waiting {
	t.Helper()
	w := &waiting{t: t, setup: setup, st: openStore(t, "director"), js: map[int]jetstream.JetStream{}}
	w.rec = newEvent(t, w.st, setup)
	w.ev, _ = event.New(setup)
	code := mustCode(t, w.rec.JoinCode)
	w.n = wire.NamesOf(code)
	node, err := StartNode(NodeConfig{Code: code, Secret: w.rec.Secret, Tables: w.ev.Tables(), DataDir: t.TempDir(), Host: "127.0.0.1", Port: -1})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(node.Shutdown)
	w.node = node
	d := w.director(0, dupWindow)
	d.Close()
	return w
}

// director starts a director on the node (maxBatch 0: the default).
func (w *waiting) director(maxBatch int, dupWindow time.Duration) *Director {
	w.t.Helper()
	d, err := Start(context.Background(), Config{Store: w.st, EventID: w.rec.ID, Servers: []string{w.node.ClientURL()},
		MaxBatch: maxBatch, DuplicateWindow: dupWindow, Logf: quietLog(w.t)})
	if err != nil {
		w.t.Fatal(err)
	}
	w.t.Cleanup(func() { d.Close() })
	return d
}

// publish sends an entry as its table does (the entry's id as the message
// id) and reports whether the stream stored it (false: a duplicate it
// dropped).
func (w *waiting) publish(en event.Entry) bool {
	w.t.Helper()
	js := w.js[en.Table]
	if js == nil {
		nc, _ := asTable(w.t, w.node.ClientURL(), w.rec.JoinCode, en.Table)
		js, _ = jetstream.New(nc)
		w.js[en.Table] = js
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	ack, err := js.PublishMsg(ctx, &nats.Msg{Subject: w.n.ResultsOf(en.Table), Data: entryMsg(w.t, en)}, jetstream.WithMsgID(en.ID))
	if err != nil {
		w.t.Fatal(err)
	}
	return !ack.Duplicate
}

func (w *waiting) content(k event.Key, seed uint64) event.Content {
	w.t.Helper()
	for {
		c, err := eventtest.Content(rng(seed), w.ev, k)
		if err != nil {
			w.t.Fatal(err)
		}
		if !c.Passed {
			return c
		}
		seed += 1000
	}
}

// A round's results waiting in the stream are read in one batch, committed
// in one transaction and counted as one at a time would count them: a
// table's entries in the order it sent them (North entering again after
// East agreed, and East agreeing with the new entry: the new one counts),
// an entry stored twice counted once, a wrong one refused, East before
// North. The history read back gives the same event.
func TestBatchKeepsOrderAndCountsOnce(t *testing.T) {
	setup := event.Setup{Name: "batch", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(12, 2)}
	w := newWaiting(t, setup, 100*time.Millisecond)
	at := time.Date(2026, 11, 27, 20, 0, 0, 0, time.UTC)
	entry := func(id string, table int, role event.Role, seq int64, c event.Content) event.Entry {
		at = at.Add(time.Second)
		return event.Entry{ID: id, Round: 1, Table: table, Role: role, Seq: seq, Content: c, At: at}
	}
	k := func(table int) event.Key { return event.Key{Round: 1, Table: table} }
	// Table 1: North enters, East agrees, North sees a mistake and enters
	// again, East agrees with the new entry.
	a, b := w.content(k(1), 1), w.content(k(1), 2)
	n1, n2 := entry("t1-n1", 1, event.North, 1, a), entry("t1-n2", 1, event.North, 2, b)
	e1, e2 := entry("t1-e1", 1, event.East, 1, a), entry("t1-e2", 1, event.East, 2, b)
	e1.Verifies, e2.Verifies = n1.ID, n2.ID
	// Table 2: North, and the same North entry again once the stream's
	// duplicate window is over (a device that resends much later).
	c2 := w.content(k(2), 3)
	n3, e3 := entry("t2-n", 2, event.North, 1, c2), entry("t2-e", 2, event.East, 1, c2)
	e3.Verifies = n3.ID
	// Table 3: a score no deal gives. Table 4: East's independent entry
	// before North's.
	bad := entry("t3-n", 3, event.North, 1, event.Content{Score: &pymscore.Score{NS: 1 << 40}})
	c4 := w.content(k(4), 4)
	e4, n4 := entry("t4-e", 4, event.East, 1, c4), entry("t4-n", 4, event.North, 1, c4)
	for _, en := range []event.Entry{n1, e1, n2, e2, n3, e3, bad, e4, n4} {
		if !w.publish(en) {
			t.Fatalf("%s: not stored", en.ID)
		}
	}
	waitFor(t, "the duplicate window to pass", 10*time.Second, func() bool { return w.publish(n3) })

	d := w.director(0, 100*time.Millisecond)
	waitFor(t, "the batch", 20*time.Second, func() bool { return d.Stats().Received == 10 })
	st := d.Stats()
	if st.Batches != 1 || st.LargestBatch != 10 || st.Applied != 8 || st.Duplicates != 1 || st.Refused != 1 {
		t.Fatalf("stats %+v: want the 10 messages in one batch, 8 applied, 1 duplicate, 1 refused", st)
	}
	want := map[int]event.Content{1: b, 2: c2, 4: c4}
	for table, c := range want {
		r := d.View().Results[table-1]
		if r.Session.Table != table || !r.Status.Counts() || !r.Counted.Equal(c) {
			t.Fatalf("table %d: %s %s, want %s counted", table, r.Status, jsonOf(t, r.Counted), jsonOf(t, c))
		}
	}
	if r := d.View().Results[2]; r.Status != event.Empty || len(d.View().Refusals) != 1 || !strings.Contains(d.View().Refusals[0].Reason, "GEN-1") {
		t.Fatalf("table 3: %s, refusals %+v", r.Status, d.View().Refusals)
	}
	if entries, _, _ := w.st.TournamentRecordCount(w.rec.ID); entries != 8 {
		t.Fatalf("%d entries stored, want 8", entries)
	}
	// The standings published are those of the history read back one
	// entry at a time.
	loaded, err := LoadEvent(w.st, w.rec.ID)
	if err != nil {
		t.Fatal(err)
	}
	ls, _ := loaded.Standings()
	ds, _ := d.Standings()
	if jsonOf(t, ls.Output()) != jsonOf(t, ds.Output()) || ls.Counted != 3 {
		t.Fatalf("loaded %s\ndirector %s", jsonOf(t, ls.Output()), jsonOf(t, ds.Output()))
	}
	// The board is published once the batch is stored and applied, after
	// the counts above, and asynchronously: read until it is there.
	var board wire.Standings
	waitFor(t, "the board's standings after the batch", 10*time.Second, func() bool {
		msg, err := w.js[1].Conn().Request(w.n.DirectGet(w.n.BoardStandings()), nil, 5*time.Second)
		if err != nil || json.Unmarshal(msg.Data, &board) != nil {
			t.Fatalf("the board's standings: %v", err)
		}
		return board.Counted == 3
	})
	if board.Counted != 3 || jsonOf(t, board.Places) != jsonOf(t, ds.Places) {
		t.Fatalf("published %d counted, %s\nwant %s", board.Counted, jsonOf(t, board.Places), jsonOf(t, ds.Places))
	}
}

// MaxBatch bounds a batch: 30 results waiting, batches of at most 8.
func TestBatchIsBounded(t *testing.T) {
	setup := event.Setup{Name: "bounded", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(30, 0), Rounds: 1}
	w := newWaiting(t, setup, 0)
	for table := 1; table <= 15; table++ {
		c := w.content(event.Key{Round: 1, Table: table}, uint64(table))
		n := event.Entry{ID: fmt.Sprint("n", table), Round: 1, Table: table, Role: event.North, Content: c}
		e := event.Entry{ID: fmt.Sprint("e", table), Round: 1, Table: table, Role: event.East, Verifies: n.ID, Content: c}
		w.publish(n)
		w.publish(e)
	}
	d := w.director(8, 0)
	waitFor(t, "every result", 20*time.Second, func() bool { return d.Stats().Applied == 30 })
	if st := d.Stats(); st.LargestBatch != 8 || st.Batches < 4 {
		t.Fatalf("stats %+v: want batches of at most 8, 4 at least", st)
	}
	if st, _ := d.Standings(); st.Counted != 15 {
		t.Fatalf("counted %d", st.Counted)
	}
}

// The largest event Arbiter runs: 20,000 teams at 10,000 tables (every
// table's key let in, the setup, standings and movement of a 4-round
// league on the board). Table 10,000 joins, plays round 1 and sees it
// counted; the standings it reads list every team.
func TestLargestEvent(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a server with 10,000 table keys")
	}
	setup := event.Setup{Name: "congress", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(event.MaxTeams, 2), Rounds: 4}
	st := openStore(t, "director")
	rec := newEvent(t, st, setup)
	d := startDirector(t, st, rec.ID, t.TempDir(), -1)
	defer d.Close()
	tb := joinTable(t, []string{d.ClientURL()}, rec.JoinCode, 10000)
	joined(t, tb)
	s := sessionFor(t, tb, 1)
	if s.Table != 10000 {
		t.Fatalf("table 10,000 sits at %+v", s)
	}
	enterAgreed(t, tb, 1)
	waitFor(t, "the result counted on the table", 30*time.Second, func() bool {
		v := tb.View()
		return v.Feed != nil && len(v.Feed.Results) > 0 && v.Feed.Results[0].Status.Counts()
	})
	var board wire.Standings
	waitFor(t, "the standings to count it", 30*time.Second, func() bool {
		var err error
		board, err = tb.Standings()
		return err == nil && board.Counted == 1
	})
	if len(board.Places) != event.MaxTeams || board.Expected != 4*10000 {
		t.Fatalf("%d places, %d expected", len(board.Places), board.Expected)
	}
}

// The delay's percentiles are read from its buckets: by the millisecond,
// the slowest counted whatever its size.
func TestDelayPercentiles(t *testing.T) {
	var b delayBuckets
	if got := b.summary(); got != (Delay{}) {
		t.Fatalf("no entries: %+v", got)
	}
	for i := range 100 {
		b.add(time.Duration(i+1) * time.Millisecond) // 1..100 ms
	}
	b.add(-time.Millisecond) // a node's clock ahead: counted as 0
	b.add(time.Minute)       // beyond the buckets
	got := b.summary()
	if want := (Delay{Entries: 102, P50Ms: 50, P99Ms: 100, MaxMs: 60000}); got != want {
		t.Fatalf("summary %+v, want %+v", got, want)
	}
}
