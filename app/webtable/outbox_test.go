package webtable

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/tournament/wire"
)

// The page's outbox lives in the app's preferences: a page opened again on
// the same preferences (a reload) finds what still waits, and what the
// director answered stays answered.
func TestPrefsOutboxSurvivesAReload(t *testing.T) {
	a := test.NewTempApp(t)
	prefs := a.Preferences()
	o, err := OpenPrefsOutbox(prefs)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"e1", "e2"} {
		if err := o.AddOutbox(wire.OutboxItem{ID: id, Event: "ev", Table: 3, Subject: "arb.ev.res.3", Payload: []byte(`{"x":1}`)}); err != nil {
			t.Fatal(err)
		}
	}
	if err := o.AddOutbox(wire.OutboxItem{ID: "", Event: "ev", Subject: "s"}); err == nil || !strings.Contains(err.Error(), "outbox id") {
		t.Fatalf("an entry without an id: %v", err)
	}
	if err := o.MarkOutboxSent(map[string]bool{"e1": true}); err != nil {
		t.Fatal(err)
	}
	if n, err := o.AckOutbox(map[string]string{"e1": ""}); n != 1 || err != nil {
		t.Fatalf("acked %d %v", n, err)
	}
	if err := o.SetState("tournament/ev/setup", `{"v":1}`); err != nil {
		t.Fatal(err)
	}

	// The reload: a new outbox on the same preferences.
	again, err := OpenPrefsOutbox(prefs)
	if err != nil {
		t.Fatal(err)
	}
	items, _ := again.Outbox("ev")
	if len(items) != 2 || items[0].ID != "e1" || items[0].AckedAt == nil || items[0].SentAt == nil || items[1].ID != "e2" || items[1].AckedAt != nil || string(items[1].Payload) != `{"x":1}` {
		t.Fatalf("after the reload: %+v", items)
	}
	if v, ok, _ := again.State("tournament/ev/setup"); !ok || v != `{"v":1}` {
		t.Fatalf("state %q %v", v, ok)
	}
	if n, _ := again.AckOutbox(map[string]string{"e1": "again"}); n != 0 {
		t.Fatal("an answered entry was answered again after the reload")
	}

	// What cannot be read is said, and an empty outbox is used.
	prefs.SetString(outboxKey, "{not json")
	if o, err := OpenPrefsOutbox(prefs); err == nil || o == nil {
		t.Fatalf("a broken outbox read without a word: %v", err)
	}
}

// Only answered entries are forgotten when the page's storage would grow
// past its bound.
func TestPrefsOutboxKeepsWhatWaits(t *testing.T) {
	a := test.NewTempApp(t)
	o, _ := OpenPrefsOutbox(a.Preferences())
	for i := range keepAnswered + 10 {
		id := "a" + strconv.Itoa(i)
		o.AddOutbox(wire.OutboxItem{ID: id, Event: "ev", Table: 1, Subject: "s"})
		o.AckOutbox(map[string]string{id: ""})
	}
	o.AddOutbox(wire.OutboxItem{ID: "waits", Event: "ev", Table: 1, Subject: "s"})
	again, _ := OpenPrefsOutbox(a.Preferences())
	items, _ := again.Outbox("ev")
	if len(items) != keepAnswered+1 || items[len(items)-1].ID != "waits" || items[len(items)-1].AckedAt != nil {
		t.Fatalf("%d kept, last %+v", len(items), items[len(items)-1])
	}
}
