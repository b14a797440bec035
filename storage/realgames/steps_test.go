package realgames

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"arbiter/say"
	"arbiter/say/saytest"
	"arbiter/scoring"
	"arbiter/scoring/all"
	"arbiter/storage"
)

// testdata/v5-history.db was written by arbiter-cli record built from main
// at 9135c98 (schema 5, before rounds kept their steps typed): the score
// cases of scoring/*/testdata with the most rounds, six games of each of
// the eight kinds (players named where a case names none), 274 rounds,
// then compacted by SQLite's VACUUM; testdata/v5-history.export.json is
// that build's export of it.
const v5History = "testdata/v5-history.db"

// openCopy opens a copy of a fixture history, after change (when not nil)
// has been run on the copy as it was written.
func openCopy(t *testing.T, fixture string, change func(db *sql.DB)) *storage.Store {
	t.Helper()
	b, err := os.ReadFile(fixture)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "arbiter.db")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if change != nil {
		db, err := sql.Open("sqlite3", path)
		if err != nil {
			t.Fatal(err)
		}
		change(db)
		if err := db.Close(); err != nil {
			t.Fatal(err)
		}
	}
	s, err := storage.Open(path)
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// allGames are every game of a history.
func allGames(t *testing.T, s *storage.Store) []storage.Game {
	t.Helper()
	list, err := s.Games(storage.Filter{Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	if len(list) == 0 {
		t.Fatal("no game in the history")
	}
	return list
}

// A history written before rounds kept their steps typed opens, and its
// migration asks the rules for every round's typed steps: every round
// read back, by a table's session (Load) or by the record (Rounds,
// Decode), is said from typed steps, in Dutch with no English left, and
// nothing it held changed (its export is the one main wrote).
func TestAHistoryOfSchema5ReadsBackTyped(t *testing.T) {
	s := openCopy(t, v5History, nil)
	nl := say.For("nl", say.Words)
	rounds, typed := 0, 0
	for _, g := range allGames(t, s) {
		snap, err := s.Load(g.ID)
		if err != nil {
			t.Fatalf("%s (%s): load: %v", g.ID, g.Kind, err)
		}
		stored, err := s.Rounds(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(stored) != len(snap.Rounds) {
			t.Fatalf("%s: %d rounds stored, %d loaded", g.ID, len(stored), len(snap.Rounds))
		}
		for i, r := range snap.Rounds {
			rounds++
			d, err := s.Decode(stored[i])
			if err != nil {
				t.Fatal(err)
			}
			for _, res := range []scoring.Result{r.Result, d.Result} {
				what := fmt.Sprintf("%s %s round %d", g.Kind, g.ID, i+1)
				steps := scoring.StepsOf(res)
				if len(steps) == 0 {
					continue
				}
				// Every step typed, every id with its Dutch.
				saytest.CheckSaid(t, "nl", what, res, nil)
				for _, st := range steps {
					if st.Said != nil && nl.StepText(st) == st.Text {
						t.Errorf("%s: %q is said in Dutch as in English", what, st.Text)
					}
					typed++
				}
			}
		}
	}
	if rounds < 200 || typed == 0 {
		t.Fatalf("%d rounds, %d typed steps: the fixture is not the one described", rounds, typed)
	}

	// Nothing else changed: the export is main's.
	want, got := exports(t, s, "testdata/v5-history.export.json")
	if !jsonEqual(mustJSON(got.Games), mustJSON(want.Games)) || !jsonEqual(mustJSON(got.Players), mustJSON(want.Players)) {
		t.Error("the migration changed what the history holds")
	}
}

// A round whose stored result the rules do not give again (here: a
// step's text changed on disk) keeps no typed steps and reads back as it
// was stored, its text; the rounds before it are typed, and so are those
// after it (each is compared on its own).
func TestAStoredResultTheReplayDoesNotGiveStaysText(t *testing.T) {
	var gameID string
	var seq int
	const marker = "Stored by hand."
	s := openCopy(t, v5History, func(db *sql.DB) {
		// The second round of a game with at least three.
		err := db.QueryRow(`SELECT r.game_id, r.seq FROM rounds r WHERE r.live = 1 AND
			(SELECT count(*) FROM rounds o WHERE o.game_id = r.game_id AND o.live = 1) >= 3
			AND (SELECT count(*) FROM rounds o WHERE o.game_id = r.game_id AND o.live = 1 AND o.seq < r.seq) = 1
			ORDER BY r.game_id LIMIT 1`).Scan(&gameID, &seq)
		if err != nil {
			t.Fatal(err)
		}
		var result string
		if err := db.QueryRow("SELECT result FROM rounds WHERE game_id = ? AND seq = ?", gameID, seq).Scan(&result); err != nil {
			t.Fatal(err)
		}
		changed := bytes.Replace([]byte(result), []byte(`"text":"`), []byte(`"text":"`+marker+" "), 1)
		if string(changed) == result {
			t.Fatalf("round %s/%d has no step", gameID, seq)
		}
		if _, err := db.Exec("UPDATE rounds SET result = ? WHERE game_id = ? AND seq = ?", string(changed), gameID, seq); err != nil {
			t.Fatal(err)
		}
	})
	snap, err := s.Load(gameID)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range snap.Rounds {
		steps := scoring.StepsOf(r.Result)
		for _, st := range steps {
			switch {
			case i == 1 && st.Said != nil:
				t.Errorf("round 2: the step %q is typed", st.Text)
			case i != 1 && st.Said == nil:
				t.Errorf("round %d: the step %q is not typed", i+1, st.Text)
			}
		}
		if i == 1 && (len(steps) == 0 || !bytes.HasPrefix([]byte(steps[0].Text), []byte(marker))) {
			t.Errorf("round 2 does not read back as stored: %+v", steps)
		}
	}
}

// A round stored now keeps its steps typed: a game recorded, corrected
// and reopened reads back typed.
func TestRoundsStoredNowKeepTheirStepsTyped(t *testing.T) {
	s := fresh(t)
	for kind, in := range records {
		g, err := s.Record([]byte(in))
		if err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		rounds, err := s.Rounds(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.CorrectRoundJSON(rounds[0].ID, rounds[0].Input); err != nil {
			t.Fatalf("%s: correct: %v", kind, err)
		}
		snap, err := s.Load(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for i, r := range snap.Rounds {
			for _, st := range scoring.StepsOf(r.Result) {
				n++
				if st.Said == nil {
					t.Errorf("%s round %d: the step %q reads back as text", kind, i+1, st.Text)
				}
			}
		}
		if n == 0 {
			t.Errorf("%s: no step", kind)
		}
	}
}

// BenchmarkOpenSchema5 is the upgrade of the schema-5 fixture to schema 6
// (a backup, the migration, and the typed steps of its 274 rounds asked
// of the rules): one open of a fresh copy per iteration.
func BenchmarkOpenSchema5(b *testing.B) {
	raw, err := os.ReadFile(v5History)
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		path := filepath.Join(b.TempDir(), "arbiter.db")
		if err := os.WriteFile(path, raw, 0o644); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		s, err := storage.Open(path)
		if err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		s.Close()
		b.StartTimer()
	}
}

// BenchmarkOpenSchema5WithoutTheReplay is the same upgrade with no round
// to type (every result taken out of the copy first): the difference to
// BenchmarkOpenSchema5 is what asking the rules for the steps costs.
func BenchmarkOpenSchema5WithoutTheReplay(b *testing.B) {
	raw, err := os.ReadFile(v5History)
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		path := filepath.Join(b.TempDir(), "arbiter.db")
		if err := os.WriteFile(path, raw, 0o644); err != nil {
			b.Fatal(err)
		}
		db, err := sql.Open("sqlite3", path)
		if err != nil {
			b.Fatal(err)
		}
		// No round to type: the migration's replay has nothing to do.
		if _, err := db.Exec("UPDATE rounds SET result = NULL"); err != nil {
			b.Fatal(err)
		}
		db.Close()
		b.StartTimer()
		s, err := storage.Open(path)
		if err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		s.Close()
		b.StartTimer()
	}
}

// fixtureResults are the results of every round of the schema-5 fixture,
// read back with their typed steps, and those steps' stored form.
func fixtureResults(b *testing.B) (results []scoring.Result, stored []json.RawMessage, raws []json.RawMessage, codecs []scoring.Codec) {
	raw, err := os.ReadFile(v5History)
	if err != nil {
		b.Fatal(err)
	}
	path := filepath.Join(b.TempDir(), "arbiter.db")
	if err := os.WriteFile(path, raw, 0o644); err != nil {
		b.Fatal(err)
	}
	s, err := storage.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	list, err := s.Games(storage.Filter{Limit: 1000})
	if err != nil {
		b.Fatal(err)
	}
	for _, g := range list {
		rounds, err := s.Rounds(g.ID)
		if err != nil {
			b.Fatal(err)
		}
		for _, r := range rounds {
			d, err := s.Decode(r)
			if err != nil {
				b.Fatal(err)
			}
			def, _ := all.Lookup(g.Kind)
			results, stored, raws, codecs = append(results, d.Result), append(stored, r.Steps), append(raws, r.Result), append(codecs, def.Codec())
		}
	}
	return results, stored, raws, codecs
}

// BenchmarkResultSteps is what a round's save adds for its typed steps:
// their stored form (scoring.ResultSteps), one op per round of the
// fixture's 274, in turn.
func BenchmarkResultSteps(b *testing.B) {
	results, _, _, _ := fixtureResults(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := scoring.ResultSteps(results[i%len(results)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadBackWithSteps is what reading a stored round back costs
// (a table's Load reads every round of its game): its result decoded,
// without and then with its typed steps put back.
func BenchmarkReadBackWithSteps(b *testing.B) {
	_, stored, raws, codecs := fixtureResults(b)
	for _, with := range []bool{false, true} {
		name := "result"
		if with {
			name = "result+steps"
		}
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				k := i % len(raws)
				res, err := codecs[k].DecodeResult(raws[k])
				if err != nil {
					b.Fatal(err)
				}
				if with {
					scoring.WithResultSteps(res, stored[k])
				}
			}
		})
	}
}
