package table

import (
	"fmt"
	"testing"
	"time"

	"arbiter/tournament/wire"
)

// The memory outbox keeps entries as the history does: the same id again
// changes nothing, attempts and the stream's confirmation are counted,
// the director's answers are taken once, and each event's entries are its
// own.
func TestMemoryOutboxUntilAcknowledged(t *testing.T) {
	now := time.Unix(1700000000, 0)
	m := NewMemoryOutbox()
	m.Now = func() time.Time { return now }
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	for i := range 3 {
		must(m.AddOutbox(wire.OutboxItem{ID: fmt.Sprint("e", i), Event: "ev1", Table: 7, Subject: "arb.ev1.res.7", Payload: []byte(`{}`)}))
	}
	must(m.AddOutbox(wire.OutboxItem{ID: "e0", Event: "ev1", Table: 7, Subject: "arb.ev1.res.7", Payload: []byte(`{"again":1}`)}))
	must(m.AddOutbox(wire.OutboxItem{ID: "x0", Event: "ev2", Table: 1, Subject: "arb.ev2.res.1", Payload: []byte(`{}`)}))
	must(m.MarkOutboxSent(map[string]bool{"e0": false}))
	must(m.MarkOutboxSent(map[string]bool{"e0": true}))
	n, err := m.AckOutbox(map[string]string{"e1": "", "e2": " content.deal: refused ", "zz": ""})
	if err != nil || n != 2 {
		t.Fatalf("acked %d (%v)", n, err)
	}
	if n, _ := m.AckOutbox(map[string]string{"e1": "again"}); n != 0 {
		t.Fatalf("an answered entry was answered again")
	}
	all, _ := m.Outbox("ev1")
	if len(all) != 3 || all[0].ID != "e0" || string(all[0].Payload) != `{}` || all[0].Attempts != 2 || all[0].SentAt == nil || all[0].AckedAt != nil {
		t.Fatalf("outbox %+v", all)
	}
	if all[1].AckedAt == nil || all[1].Refused != "" || all[2].Refused != "content.deal: refused" || !all[0].CreatedAt.Equal(now) {
		t.Fatalf("outbox %+v", all)
	}
	// What it hands out is a copy.
	all[0].Payload[0] = 'X'
	if again, _ := m.Outbox("ev1"); string(again[0].Payload) != `{}` {
		t.Fatalf("the outbox changed with its copy: %s", again[0].Payload)
	}
	if other, _ := m.Outbox("ev2"); len(other) != 1 || other[0].ID != "x0" {
		t.Fatalf("the other event's outbox: %+v", other)
	}
	for _, bad := range []wire.OutboxItem{{Event: "ev1", Subject: "s"}, {ID: "a", Subject: "s"}, {ID: "a", Event: "ev1"},
		{ID: "a", Event: "ev1", Subject: "s", Payload: make([]byte, wire.MaxEntryBytes+1)}} {
		if err := m.AddOutbox(bad); err == nil {
			t.Errorf("took %+v", bad)
		}
	}
	must(m.SetState("k", "v"))
	if v, ok, _ := m.State("k"); !ok || v != "v" {
		t.Fatalf("state %q %v", v, ok)
	}
	if _, ok, _ := m.State("other"); ok {
		t.Fatal("a state never set")
	}
}

// Joining needs a join code, a table from 1, an outbox and an address:
// each refused before anything is sent.
func TestJoinRefusesWhatIsMissing(t *testing.T) {
	out := NewMemoryOutbox()
	for _, c := range []Config{
		{Servers: []string{"nats://127.0.0.1:1"}, Code: "HELLO", Table: 1, Outbox: out},
		{Servers: []string{"nats://127.0.0.1:1"}, Code: "K4F9Q-2MXR7", Table: 0, Outbox: out},
		{Servers: []string{"nats://127.0.0.1:1"}, Code: "K4F9Q-2MXR7", Table: 1},
		{Code: "K4F9Q-2MXR7", Table: 1, Outbox: out},
	} {
		if tb, err := Join(t.Context(), c); err == nil {
			tb.Close()
			t.Errorf("joined with %+v", c)
		}
	}
}
