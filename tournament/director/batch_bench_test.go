package director

import (
	"context"
	"fmt"
	"math/rand/v2"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
	"arbiter/tournament/wire"
)

// BenchmarkDirectorRound is the director alone at a round's burst: a
// league of 1,000 tables, every table's North entry and East's agreement
// published at once (2,000 entries, from one connection with the
// director's key, so no table client's cost is in it), timed until the
// director has applied, stored and published all of them. ns/op is one
// round; the entries/s metric is the director's rate.
func BenchmarkDirectorRound(b *testing.B) {
	const tables = 1000
	rounds := b.N + 1
	setup := event.Setup{Name: "bench", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(2*tables, 2), Rounds: min(rounds, tables)}
	if rounds > tables {
		b.Skip("more rounds than a league of 1,000 tables has")
	}
	st := openStore(b, "director")
	rec := newEvent(b, st, setup)
	d, err := Start(context.Background(), Config{Store: st, EventID: rec.ID, DataDir: b.TempDir(), Host: "127.0.0.1", Port: -1})
	if err != nil {
		b.Fatal(err)
	}
	defer d.Close()
	dk, _ := wire.DirectorKey(rec.Secret)
	pub, _ := dk.PublicKey()
	nc, err := nats.Connect(d.ClientURL(), nats.Nkey(pub, dk.Sign))
	if err != nil {
		b.Fatal(err)
	}
	defer nc.Close()
	js, _ := jetstream.New(nc, jetstream.WithPublishAsyncMaxPending(4*tables))
	ev, _ := event.New(setup)
	r := rand.New(rand.NewPCG(1, 27))
	type msg struct {
		subject, id string
		data        []byte
	}
	burst := func(round int) []msg {
		var out []msg
		p, _ := ev.Plan(round)
		for _, s := range p.Sessions {
			c, err := eventtest.Content(r, ev, s.Key())
			if err != nil {
				b.Fatal(err)
			}
			n := event.Entry{ID: fmt.Sprintf("n-%d-%d", round, s.Table), Round: round, Table: s.Table, Role: event.North, Content: c}
			e := event.Entry{ID: fmt.Sprintf("e-%d-%d", round, s.Table), Round: round, Table: s.Table, Role: event.East, Verifies: n.ID, Content: c}
			for _, en := range []event.Entry{n, e} {
				out = append(out, msg{d.n.ResultsOf(s.Table), en.ID, entryMsg(b, en)})
			}
		}
		return out
	}
	applied := 0
	var cpu time.Duration
	b.ResetTimer()
	for round := 1; round <= b.N; round++ {
		b.StopTimer()
		msgs := burst(round)
		b.StartTimer()
		cpu0 := cpuTime()
		for _, m := range msgs {
			if _, err := js.PublishMsgAsync(&nats.Msg{Subject: m.subject, Data: m.data}, jetstream.WithMsgID(m.id)); err != nil {
				b.Fatal(err)
			}
		}
		applied += len(msgs)
		// Counted in the standings published: applied, stored and on the
		// board.
		for deadline := time.Now().Add(time.Minute); published(d) < tables*round; time.Sleep(time.Millisecond) {
			if time.Now().After(deadline) {
				b.Fatalf("round %d: %d counted after a minute", round, published(d))
			}
		}
		cpu += cpuTime() - cpu0
	}
	b.ReportMetric(float64(applied)/b.Elapsed().Seconds(), "entries/s")
	// CPU time moves less than the clock on a shared machine (it includes
	// the publishing connection's share).
	b.ReportMetric(float64(cpu.Microseconds())/float64(applied), "cpu-µs/entry")
}

// cpuTime is the process's user and system time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// published is the number of results the last standings published count.
func published(d *Director) int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.standings.Counted
}
