package storage

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"
)

func TestTournamentLogIsIdempotentAndOrdered(t *testing.T) {
	s, clk := openTest(t)
	ev := must(s.CreateTournamentEvent(TournamentEvent{Name: "Club night", Game: "pymtheg", Form: "league",
		Setup: json.RawMessage(`{"game":"pymtheg"}`), JoinCode: "ABCDE-FGHJK", Secret: "s"}))
	if _, err := s.CreateTournamentEvent(TournamentEvent{ID: ev.ID, Game: "pymtheg", Form: "league", Setup: json.RawMessage(`{}`), JoinCode: "x"}); !errors.Is(err, ErrConflict) {
		t.Fatalf("same id twice: %v", err)
	}
	rec := func(id string, kind string) TournamentRecord {
		clk.add(1)
		return TournamentRecord{ID: id, EventID: ev.ID, Kind: kind, Round: 1, Table: 7, Role: "north", Body: json.RawMessage(`{"id":"` + id + `"}`), Sender: "table-7"}
	}
	added := must(s.AddTournamentRecords([]TournamentRecord{rec("b", LogEntry), rec("a", LogEntry), rec("b", LogEntry)}))
	if fmt.Sprint(added) != "[true true false]" {
		t.Fatalf("added %v", added)
	}
	added = must(s.AddTournamentRecords([]TournamentRecord{rec("a", LogEntry), rec("c", LogCorrection)}))
	if fmt.Sprint(added) != "[false true]" {
		t.Fatalf("added %v", added)
	}
	recs := must(s.TournamentRecords(ev.ID))
	if len(recs) != 3 || recs[0].ID != "b" || recs[1].ID != "a" || recs[2].Kind != LogCorrection || recs[0].Sender != "table-7" || string(recs[1].Body) != `{"id":"a"}` {
		t.Fatalf("records %+v", recs)
	}
	if e, c, err := s.TournamentRecordCount(ev.ID); e != 2 || c != 1 || err != nil {
		t.Fatalf("count %d %d %v", e, c, err)
	}
	if _, err := s.AddTournamentRecords([]TournamentRecord{{ID: "z", EventID: "nope", Kind: LogEntry, Body: json.RawMessage(`{}`)}}); !errors.Is(err, ErrNotFound) {
		t.Fatalf("unknown event: %v", err)
	}
	if _, err := s.AddTournamentRecords([]TournamentRecord{{ID: "bad id!", EventID: ev.ID, Kind: LogEntry, Body: json.RawMessage(`{}`)}}); !errors.Is(err, ErrInvalid) {
		t.Fatalf("bad id: %v", err)
	}
	if _, err := s.AddTournamentBatch(nil, []TournamentRefusal{{ID: "r1", EventID: ev.ID, Table: 3, Reason: "table: an entry for table 7 sent with table 3's key"}}); err != nil {
		t.Fatal(err)
	}
	if r := must(s.TournamentRefusals(ev.ID)); len(r) != 1 || r[0].Table != 3 || r[0].Reason == "" {
		t.Fatalf("refusals %+v", r)
	}
	if got := must(s.TournamentEvent(ev.ID)); got.Secret != "s" || got.JoinCode != "ABCDE-FGHJK" || string(got.Setup) != `{"game":"pymtheg"}` {
		t.Fatalf("event %+v", got)
	}
	ok(t, s.SetTournamentEventStatus(ev.ID, "closed"))
	if l := must(s.TournamentEvents()); len(l) != 1 || l[0].Status != "closed" {
		t.Fatalf("events %+v", l)
	}
}

func TestOutboxUntilAcknowledged(t *testing.T) {
	s, _ := openTest(t)
	for i := range 3 {
		ok(t, s.AddOutbox(OutboxItem{ID: fmt.Sprint("e", i), Event: "ev1", Table: 7, Subject: "arb.ev1.res.7", Payload: []byte(`{}`)}))
	}
	ok(t, s.AddOutbox(OutboxItem{ID: "e0", Event: "ev1", Table: 7, Subject: "arb.ev1.res.7", Payload: []byte(`{"again":1}`)}))
	ok(t, s.MarkOutboxSent(map[string]bool{"e0": false}))
	ok(t, s.MarkOutboxSent(map[string]bool{"e0": true}))
	n := must(s.AckOutbox(map[string]string{"e1": "", "e2": "content.deal: refused", "zz": ""}))
	if n != 2 {
		t.Fatalf("acked %d", n)
	}
	pending := must(s.PendingOutbox("ev1", 0))
	if len(pending) != 1 || pending[0].ID != "e0" || pending[0].Attempts != 2 || pending[0].SentAt == nil || string(pending[0].Payload) != `{}` {
		t.Fatalf("pending %+v", pending)
	}
	all := must(s.Outbox("ev1"))
	if len(all) != 3 || all[2].Refused != "content.deal: refused" || all[1].AckedAt == nil {
		t.Fatalf("outbox %+v", all)
	}
}
