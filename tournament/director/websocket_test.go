package director

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
	"arbiter/tournament/table"
	"arbiter/tournament/wire"
)

// A table in a browser reaches the director over WebSocket (here through
// coder/websocket's native dialer, as the page does through the
// browser's): it joins with the same key, its result counts, it is
// refused another table's subject, and a page from another origin or with
// another code is not let in.
func TestTableOverWebSocket(t *testing.T) {
	dst := openStore(t, "director")
	setup := event.Setup{Name: "Web", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(4, 2)}
	rec := newEvent(t, dst, setup)
	const origin = "http://127.0.0.1:8099"
	d, err := Start(context.Background(), Config{Store: dst, EventID: rec.ID, DataDir: t.TempDir(), Host: "127.0.0.1", Port: -1,
		WebSocket: &WebSocketConfig{Port: -1, AllowedOrigins: []string{origin}}, Logf: quietLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if d.WebSocketPort() == 0 || d.WebSocketPort() == d.Port() {
		t.Fatalf("WebSocket port %d (NATS %d)", d.WebSocketPort(), d.Port())
	}
	ws := fmt.Sprintf("nats://127.0.0.1:%d", d.WebSocketPort())
	dialer := table.WebSocketDialer{Origin: origin}

	tb, err := table.Join(context.Background(), table.Config{Servers: []string{ws}, Code: rec.JoinCode, Table: 1,
		Outbox: table.NewMemoryOutbox(), Dialer: dialer, ResendAfter: 2 * time.Second, RetryAfter: 200 * time.Millisecond, Logf: quietLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	joined(t, tb)
	enterAgreed(t, tb, 5)
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	if err := tb.WaitIdle(ctx); err != nil {
		t.Fatal(err)
	}
	if st, err := d.Standings(); err != nil || st.Counted != 1 {
		t.Fatalf("counted %+v %v", st, err)
	}
	if st := d.Stats(); st.Applied != 2 || st.Refused != 0 {
		t.Fatalf("stats %+v", st)
	}

	n := wire.NamesOf(mustCode(t, rec.JoinCode))
	t.Run("another table's subject", func(t *testing.T) {
		opts, _ := table.ConnectOptions(rec.JoinCode, 1)
		el := &errorLog{}
		opts = append(opts, nats.SetCustomDialer(dialer), nats.SkipHostLookup(), nats.MaxReconnects(0),
			nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { el.add(err) }))
		nc, err := nats.Connect(ws, opts...)
		if err != nil {
			t.Fatal(err)
		}
		defer nc.Close()
		if err := nc.Publish(n.ResultsOf(2), []byte(`{}`)); err != nil {
			t.Fatal(err)
		}
		waitFor(t, "the permission violation", 5*time.Second, func() bool { return el.has(n.ResultsOf(2)) })
		if _, err := nc.Request(n.DirectGet(n.BoardTable(2)), nil, 500*time.Millisecond); err == nil {
			t.Fatal("table 1 read table 2's feed over WebSocket")
		}
		if st := d.Stats(); st.Received != 2 {
			t.Fatalf("stats %+v", st)
		}
	})
	t.Run("another origin", func(t *testing.T) {
		opts, _ := table.ConnectOptions(rec.JoinCode, 2)
		opts = append(opts, nats.SetCustomDialer(table.WebSocketDialer{Origin: "http://elsewhere.example"}), nats.SkipHostLookup(), nats.MaxReconnects(0))
		if nc, err := nats.Connect(ws, opts...); err == nil {
			nc.Close()
			t.Fatal("a page from another origin connected")
		} else if !strings.Contains(err.Error(), "403") {
			t.Fatalf("refused, but with %v", err)
		}
	})
	t.Run("another code", func(t *testing.T) {
		other, err := table.Join(context.Background(), table.Config{Servers: []string{ws}, Code: wire.NewJoinCode(), Table: 2,
			Outbox: table.NewMemoryOutbox(), Dialer: dialer, Logf: quietLog(t)})
		if err != nil {
			t.Fatal(err)
		}
		defer other.Close()
		waitFor(t, "the refusal on the table's screen", 10*time.Second, func() bool { return other.View().DeviceRefused })
	})
}
