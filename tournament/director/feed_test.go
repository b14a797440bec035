package director

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
	"arbiter/tournament/table"
	"arbiter/tournament/wire"
)

// resultOf is a round's line in a table's feed as the table has it.
func resultOf(tb *table.Table, round int) (wire.TableResult, bool) {
	v := tb.View()
	if v.Feed == nil {
		return wire.TableResult{}, false
	}
	for _, r := range v.Feed.Results {
		if r.Session.Round == round {
			return r, true
		}
	}
	return wire.TableResult{}, false
}

// After a batch a table is sent only what changed at it, and what the
// table then shows is its whole feed: every round, the new one counted.
func TestFeedAfterABatchCarriesWhatChanged(t *testing.T) {
	_, setup, rec, d := league(t, 8, 3)
	tables := joinAll(t, []string{d.ClientURL()}, rec.JoinCode, 4)
	e := newEvening(setup)
	e.round(t, tables, 1)
	idle(t, tables, 20*time.Second)
	waitFor(t, "table 2's round 1 to count", 10*time.Second, func() bool {
		r, ok := resultOf(tables[1], 1)
		return ok && r.Status.Counts()
	})

	if dl := d.Stats().Delay; dl.Entries != 8 || dl.P50Ms > dl.P99Ms || dl.P99Ms > dl.MaxMs {
		t.Fatalf("the director's delay over round 1's 8 entries: %+v", dl)
	}

	// What the board keeps for table 2 is the feed its batch sent.
	dk, _ := wire.DirectorKey(rec.Secret)
	pub, _ := dk.PublicKey()
	nc, err := nats.Connect(d.ClientURL(), nats.Nkey(pub, dk.Sign))
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	n := wire.NamesOf(d.code)
	msg, err := nc.Request(n.DirectGet(n.BoardTable(2)), nil, 2*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	var f wire.TableFeed
	if err := json.Unmarshal(msg.Data, &f); err != nil {
		t.Fatal(err)
	}
	if !f.Partial || f.Prev == 0 || len(f.Results) != 1 || f.Results[0].Session.Round != 1 || !f.Results[0].Status.Counts() {
		t.Fatalf("table 2's feed after round 1: partial %v prev %d, %d results: %+v", f.Partial, f.Prev, len(f.Results), f.Results)
	}
	if got := len(tables[1].View().Feed.Results); got != 3 {
		t.Fatalf("table 2 shows %d rounds, want 3", got)
	}
	// A device that did not enter the result (the app started again with
	// a new outbox) reads what counts from the feed.
	again := joinTable(t, []string{d.ClientURL()}, rec.JoinCode, 2)
	waitFor(t, "table 2's second device to read round 1", 10*time.Second, func() bool {
		r, ok := resultOf(again, 1)
		return ok && r.Status.Counts()
	})
	r1, _ := resultOf(again, 1)
	if want := e.contents[event.Key{Round: 1, Table: 2}]; r1.Counted == nil || jsonOf(t, *r1.Counted) != jsonOf(t, want) {
		t.Fatalf("round 1 at table 2 counts %+v, the table entered %+v", r1.Counted, want)
	}
	if r, _ := resultOf(tables[1], 2); r.Status.Counts() {
		t.Fatalf("round 2 counts before it was played: %+v", r)
	}
}

// A table that misses feeds (its Wi-Fi away while the director corrects
// its result twice) finds, when it is back, a feed that does not follow
// its own: it asks for the whole feed and shows the last correction.
func TestTableThatMissedAFeedAsksForTheWholeOne(t *testing.T) {
	_, setup, rec, d := league(t, 8, 3)
	wifi := newProxy(t, fmt.Sprintf("127.0.0.1:%d", d.Port()))
	tables := joinAll(t, []string{d.ClientURL()}, rec.JoinCode, 3)
	t4 := joinTable(t, []string{wifi.url()}, rec.JoinCode, 4)
	joined(t, t4)
	tables = append(tables, t4)
	e := newEvening(setup)
	e.round(t, tables, 1)
	idle(t, tables, 20*time.Second)

	wifi.cut()
	waitFor(t, "table 4 to notice", 10*time.Second, func() bool { return !t4.View().Connected })
	ev := eventOf(t, t4)
	for i, reason := range []string{"score misread", "score misread again"} {
		c, err := eventtest.Content(rng(uint64(77+i)), ev, event.Key{Round: 1, Table: 4})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := d.Correct(1, 4, &c, reason, "director"); err != nil {
			t.Fatal(err)
		}
	}
	if r, _ := resultOf(t4, 1); r.Correction != "" {
		t.Fatalf("table 4 saw a correction while away: %+v", r)
	}
	wifi.restore()
	waitFor(t, "table 4 to show the second correction", 20*time.Second, func() bool {
		r, ok := resultOf(t4, 1)
		return ok && r.Correction == "score misread again" && r.Status == event.Corrected
	})
	if got := len(t4.View().Feed.Results); got != 3 {
		t.Fatalf("table 4 shows %d rounds, want 3", got)
	}
}
