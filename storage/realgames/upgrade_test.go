package realgames

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"arbiter/storage"
)

// testdata/v2-history.db was written by Arbiter's main before the typed
// core (schema 2, no states kept with the rounds): 46 games of seven kinds
// with corrections, undos, declared ends, abandoned games and notes;
// testdata/v2-history.export.json is that build's export of it. Opening it
// now takes a backup, migrates it, and keeps every game, round, version and
// total.
func TestAHistoryOfThePreviousSchemaUpgrades(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "arbiter.db")
	b, err := os.ReadFile("testdata/v2-history.db")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(db, b, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := storage.Open(db)
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	defer s.Close()
	backups, _ := filepath.Glob(filepath.Join(dir, "backups", "*"))
	if len(backups) == 0 {
		t.Error("no backup was taken before the migration")
	}
	want, got := exports(t, s, "testdata/v2-history.export.json")
	if len(got.Players) != len(want.Players) || len(got.Games) != len(want.Games) {
		t.Fatalf("%d players and %d games after the upgrade, want %d and %d", len(got.Players), len(got.Games), len(want.Players), len(want.Games))
	}
	byID := map[string]storage.ExportGame{}
	for _, g := range got.Games {
		byID[g.ID] = g
	}
	rounds := 0
	for _, w := range want.Games {
		g, ok := byID[w.ID]
		if !ok {
			t.Errorf("game %s (%s) lost", w.ID, w.Name)
			continue
		}
		if g.Kind != w.Kind || g.Status != w.Status || g.FinishedBy != w.FinishedBy || g.Note != w.Note || len(g.Seats) != len(w.Seats) {
			t.Errorf("game %s (%s): %s %s %s, want %s %s %s", w.ID, w.Name, g.Kind, g.Status, g.FinishedBy, w.Kind, w.Status, w.FinishedBy)
		}
		if !jsonEqual(g.Totals, w.Totals) || !jsonEqual(mustJSON(g.Winners), mustJSON(w.Winners)) {
			t.Errorf("game %s (%s): totals %s winners %v, want %s %v", w.ID, w.Name, g.Totals, g.Winners, w.Totals, w.Winners)
		}
		if len(g.Rounds) != len(w.Rounds) {
			t.Errorf("game %s (%s): %d rounds, want %d", w.ID, w.Name, len(g.Rounds), len(w.Rounds))
			continue
		}
		for i, wr := range w.Rounds {
			gr := g.Rounds[i]
			rounds++
			if gr.ID != wr.ID || gr.Seq != wr.Seq || gr.Live != wr.Live || len(gr.Versions) != len(wr.Versions) || !jsonEqual(gr.TotalsAfter, wr.TotalsAfter) {
				t.Errorf("game %s round %d: %+v, want %+v", w.ID, i, gr, wr)
				continue
			}
			for k, wv := range wr.Versions {
				gv := gr.Versions[k]
				if gv.ID != wv.ID || gv.Action != wv.Action || !jsonEqual(gv.Input, wv.Input) || !jsonEqual(gv.Outcome, wv.Outcome) {
					t.Errorf("game %s round %d version %d changed", w.ID, i, k+1)
				}
			}
		}
	}
	if rounds == 0 {
		t.Fatal("the fixture holds no rounds")
	}
	// Every active game goes on: its state is rebuilt from its rounds once.
	list, err := s.Games(storage.Filter{Status: storage.StatusActive, Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range list {
		if _, err := s.GameState(g.ID); err != nil {
			t.Errorf("game %s (%s, %s): no state after the upgrade: %v", g.ID, g.Kind, g.Name, err)
		}
	}
}

func jsonEqual(a, b json.RawMessage) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return bytes.Equal(a, b)
	}
	return string(mustJSON(x)) == string(mustJSON(y))
}

func mustJSON(v any) json.RawMessage {
	b, _ := json.Marshal(v)
	return b
}

// exports reads the export a history's fixture was written with (want)
// and the one the opened history gives now (got).
func exports(t *testing.T, s *storage.Store, fixture string) (want, got storage.ExportFile) {
	t.Helper()
	raw, err := os.ReadFile(fixture)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &want); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := s.ExportJSON(&buf, ""); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	return want, got
}
