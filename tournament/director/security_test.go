package director

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
	pymscore "arbiter/scoring/pymtheg"
	"arbiter/tournament/table"
	"arbiter/tournament/wire"
)

// asTable connects to the server as table n with the code's key,
// collecting the server's asynchronous errors (permission violations).
func asTable(t *testing.T, url, code string, n int) (*nats.Conn, *errorLog) {
	t.Helper()
	opts, err := table.ConnectOptions(code, n)
	if err != nil {
		t.Fatal(err)
	}
	el := &errorLog{}
	opts = append(opts, nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { el.add(err) }))
	nc, err := nats.Connect(url, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return nc, el
}

type errorLog struct {
	mu   sync.Mutex
	errs []error
}

func (l *errorLog) add(err error) { l.mu.Lock(); l.errs = append(l.errs, err); l.mu.Unlock() }
func (l *errorLog) has(sub string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, e := range l.errs {
		if errors.Is(e, nats.ErrPermissionViolation) && strings.Contains(e.Error(), sub) {
			return true
		}
	}
	return false
}

func entryMsg(t testing.TB, en event.Entry) []byte {
	b, err := wire.EncodeEntry(en)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Without the code, with another code, as table 3 writing for table 7, or
// with a malformed result: refused with the reason, and nothing stored.
func TestSecurity(t *testing.T) {
	dst := openStore(t, "director")
	setup := event.Setup{Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(16, 2)}
	rec := newEvent(t, dst, setup)
	d := startDirector(t, dst, rec.ID, t.TempDir(), -1)
	defer d.Close()
	url := d.ClientURL()
	n := wire.NamesOf(mustCode(t, rec.JoinCode))
	stored := func() int {
		e, c, err := dst.TournamentRecordCount(rec.ID)
		if err != nil {
			t.Fatal(err)
		}
		return e + c
	}

	t.Run("no credentials", func(t *testing.T) {
		_, err := nats.Connect(url, nats.MaxReconnects(0))
		if err == nil || !strings.Contains(strings.ToLower(err.Error()), "authorization violation") {
			t.Fatalf("connected without a key: %v", err)
		}
	})
	t.Run("another code", func(t *testing.T) {
		opts, _ := table.ConnectOptions(wire.NewJoinCode(), 3)
		_, err := nats.Connect(url, append(opts, nats.MaxReconnects(0))...)
		if err == nil || !strings.Contains(strings.ToLower(err.Error()), "authorization violation") {
			t.Fatalf("connected with another event's code: %v", err)
		}
		opts, _ = table.ConnectOptions(rec.JoinCode, 99) // a table the event does not have
		if _, err := nats.Connect(url, append(opts, nats.MaxReconnects(0))...); err == nil {
			t.Fatal("table 99 connected to a 8-table event")
		}
	})

	t.Run("a table with a wrong code is told", func(t *testing.T) {
		tb := joinTable(t, []string{url}, wire.NewJoinCode(), 3)
		waitFor(t, "the problem on the table's screen", 10*time.Second, func() bool {
			return tb.View().DeviceRefused
		})
		if v := tb.View(); v.Connected || v.Setup != nil {
			t.Fatalf("%+v", v)
		}
	})

	nc3, errs3 := asTable(t, url, rec.JoinCode, 3)
	js3, _ := jetstream.New(nc3)
	ev, _ := event.New(setup)
	s7, _ := ev.Session(event.Key{Round: 1, Table: 7})
	c7, err := eventtest.Content(rng(7), ev, s7.Key())
	if err != nil {
		t.Fatal(err)
	}

	t.Run("table 3 publishing on table 7's subject", func(t *testing.T) {
		en := event.Entry{ID: "forged-7", Round: 1, Table: 7, Role: event.North, Content: c7, At: time.Now()}
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		_, err := js3.PublishMsg(ctx, &nats.Msg{Subject: n.ResultsOf(7), Data: entryMsg(t, en)}, jetstream.WithMsgID(en.ID))
		if err == nil {
			t.Fatal("the stream took table 3's message for table 7")
		}
		waitFor(t, "the permission violation", 5*time.Second, func() bool { return errs3.has(n.ResultsOf(7)) })
		if stored() != 0 || d.Stats().Received != 0 {
			t.Fatalf("stored %d, received %+v", stored(), d.Stats())
		}
	})
	t.Run("a table asks for its feed again", func(t *testing.T) {
		sub, err := nc3.SubscribeSync(n.BoardTable(3))
		if err != nil {
			t.Fatal(err)
		}
		defer sub.Unsubscribe()
		nc3.Flush()
		if err := nc3.Publish(n.Ask(3), nil); err != nil {
			t.Fatal(err)
		}
		if _, err := sub.NextMsg(5 * time.Second); err != nil {
			t.Fatalf("no feed after asking: %v", err)
		}
		nc3.Publish(n.Ask(7), nil)
		waitFor(t, "the permission violation", 5*time.Second, func() bool { return errs3.has(n.Ask(7)) })
	})
	t.Run("table 3 reading table 7's feed", func(t *testing.T) {
		sub, err := nc3.SubscribeSync(n.BoardTable(7))
		if err == nil {
			nc3.Flush()
			waitFor(t, "the subscribe violation", 5*time.Second, func() bool { return errs3.has(n.BoardTable(7)) })
			sub.Unsubscribe()
		}
		if _, err := nc3.Request(n.DirectGet(n.BoardTable(7)), nil, 500*time.Millisecond); err == nil {
			t.Fatal("table 3 read table 7's feed")
		}
	})

	// What reaches the director on table 3's own subject but is wrong is
	// refused with the reason; table 3's feed says why.
	feed3 := func(id string) (string, bool) {
		b, err := nc3.Request(n.DirectGet(n.BoardTable(3)), nil, 2*time.Second)
		if err != nil {
			return "", false
		}
		var f wire.TableFeed
		if json.Unmarshal(b.Data, &f) != nil {
			return "", false
		}
		r, ok := f.Acks[id]
		return r, ok
	}
	refused := func(t *testing.T, id string, data []byte, want string) {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if _, err := js3.PublishMsg(ctx, &nats.Msg{Subject: n.ResultsOf(3), Data: data}, jetstream.WithMsgID(id)); err != nil {
			t.Fatal(err)
		}
		var reason string
		waitFor(t, "the refusal in table 3's feed", 10*time.Second, func() bool {
			r, ok := feed3(id)
			reason = r
			return ok
		})
		if !strings.Contains(reason, want) {
			t.Fatalf("refused with %q, want it to say %q", reason, want)
		}
		if stored() != 0 {
			t.Fatalf("%d records stored", stored())
		}
		if st, _ := d.Standings(); st.Counted != 0 {
			t.Fatalf("counted %d", st.Counted)
		}
	}
	t.Run("an entry for table 7 on table 3's subject", func(t *testing.T) {
		en := event.Entry{ID: "for-7", Round: 1, Table: 7, Role: event.North, Content: c7, At: time.Now()}
		refused(t, en.ID, entryMsg(t, en), "table: an entry for table 7 sent with table 3's key")
	})
	t.Run("not JSON", func(t *testing.T) {
		refused(t, "garbage", []byte(`{"v":1,"id":"garbage",`), "not an entry")
	})
	t.Run("unknown field", func(t *testing.T) {
		refused(t, "extra", []byte(`{"v":1,"id":"extra","round":1,"table":3,"role":"north","seq":0,"content":{"passed":true},"at":"2026-03-01T19:00:00Z","sql":"drop"}`), `unknown field "sql"`)
	})
	t.Run("a deal of 16 tricks", func(t *testing.T) {
		s3, _ := ev.Session(event.Key{Round: 1, Table: 3})
		d := eventtest.Deal(rng(3))
		d.TricksWon = map[string]int{"N": 16, "E": 0, "S": 0, "W": 0}
		_ = s3
		en := event.Entry{ID: "sixteen", Round: 1, Table: 3, Role: event.North, Content: event.Content{Deal: &d}, At: time.Now()}
		refused(t, en.ID, entryMsg(t, en), "content.deal.tricks_won.N")
	})
	t.Run("a score no deal gives", func(t *testing.T) {
		en := event.Entry{ID: "huge", Round: 1, Table: 3, Role: event.North, Content: event.Content{Score: &pymscore.Score{NS: 1 << 62}}, At: time.Now()}
		refused(t, en.ID, entryMsg(t, en), "GEN-1")
	})
	t.Run("the table client refuses before sending", func(t *testing.T) {
		tb := joinTable(t, []string{url}, rec.JoinCode, 3)
		joined(t, tb)
		_, err := tb.Enter(1, event.Content{Score: &pymscore.Score{NS: 1 << 62}})
		if !strings.Contains(err.Error(), "content.score.NS") {
			t.Fatalf("entered: %v", err)
		}
		if v := tb.View(); v.Pending != 0 {
			t.Fatalf("%d pending", v.Pending)
		}
	})
	if st := d.Stats(); st.Applied != 0 || st.Refused != 5 {
		t.Fatalf("stats %+v", st)
	}
	if refs, _ := dst.TournamentRefusals(rec.ID); len(refs) != 5 {
		t.Fatalf("%d refusals kept", len(refs))
	}
}

func mustCode(t *testing.T, code string) string {
	c, err := wire.NormalizeCode(code)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
