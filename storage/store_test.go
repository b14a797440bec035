package storage

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arbiter/engine/game"
)

func TestOpenAppliesPragmasOnEveryConnection(t *testing.T) {
	s, _ := openTest(t)
	for name, db := range map[string]*sql.DB{"writer": s.w, "reader": s.r} {
		for i := 0; i < 3; i++ {
			conn := must(db.Conn(t.Context()))
			var mode string
			var fk, sync, busy, version int
			conn.QueryRowContext(t.Context(), "PRAGMA journal_mode").Scan(&mode)
			conn.QueryRowContext(t.Context(), "PRAGMA foreign_keys").Scan(&fk)
			conn.QueryRowContext(t.Context(), "PRAGMA synchronous").Scan(&sync)
			conn.QueryRowContext(t.Context(), "PRAGMA busy_timeout").Scan(&busy)
			conn.QueryRowContext(t.Context(), "PRAGMA user_version").Scan(&version)
			if mode != "wal" || fk != 1 || sync != 2 || busy != 5000 || version != SchemaVersion {
				t.Errorf("%s: journal_mode=%s foreign_keys=%d synchronous=%d busy_timeout=%d user_version=%d",
					name, mode, fk, sync, busy, version)
			}
			conn.Close()
		}
	}
	if s.w.Stats().MaxOpenConnections != 1 {
		t.Errorf("writer pool allows %d connections", s.w.Stats().MaxOpenConnections)
	}
}

func TestDefaultPath(t *testing.T) {
	t.Setenv("ARBITER_DB", "/x/y.db")
	if p, _ := DefaultPath(); p != "/x/y.db" {
		t.Errorf("ARBITER_DB: %s", p)
	}
	t.Setenv("ARBITER_DB", "")
	t.Setenv("XDG_DATA_HOME", "/data")
	if p, _ := DefaultPath(); p != "/data/arbiter/arbiter.db" {
		t.Errorf("XDG_DATA_HOME: %s", p)
	}
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("HOME", "/home/ann")
	if p, _ := DefaultPath(); p != "/home/ann/.local/share/arbiter/arbiter.db" {
		t.Errorf("HOME: %s", p)
	}
}

// seedAtVersion writes rows valid at schema version v with plain SQL.
func seedAtVersion(t *testing.T, db *sql.DB, v int) {
	if v < 1 {
		return
	}
	stmts := []string{
		`INSERT INTO players(id, name, created_at) VALUES ('p1', 'Ann', 1), ('p2', 'Bo', 2)`,
		`INSERT INTO games(id, kind, setup, started_at, updated_at, totals) VALUES ('g1', 'fake', '{}', 10, 10, '{"A":3,"B":1}')`,
		`INSERT INTO seats(game_id, position, player_id, side) VALUES ('g1', 0, 'p1', 'A'), ('g1', 1, 'p2', 'B')`,
		`INSERT INTO sittings(id, game_id, started_at, ended_at) VALUES ('s1', 'g1', 10, 20)`,
		`INSERT INTO rounds(id, game_id, seq, created_at, totals_after) VALUES ('r1', 'g1', 1, 20, '{"A":3,"B":1}')`,
		`INSERT INTO round_versions(id, round_id, version, action, input, outcome, engine_version, sitting_id, created_at)
		 VALUES ('v1', 'r1', 1, 'entry', '{"points":{"A":3,"B":1}}', 'null', '0.0.1', 's1', 20)`,
		`UPDATE games SET rounds_count = 1`,
	}
	for _, q := range stmts {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("seed v%d: %v", v, err)
		}
	}
}

func TestMigrationsFromEveryVersion(t *testing.T) {
	if SchemaVersion < 2 {
		t.Fatalf("expected at least two migrations, have %d", SchemaVersion)
	}
	for from := 0; from < SchemaVersion; from++ {
		t.Run(fmt.Sprintf("from_v%d", from), func(t *testing.T) {
			path := tempDB(t)
			os.MkdirAll(filepath.Dir(path), 0o755)
			db := must(sql.Open("sqlite3", dsn(path, Options{BusyTimeout: time.Second}, "_journal_mode=WAL")))
			if err := migrate(db, 0, from); err != nil {
				t.Fatal(err)
			}
			seedAtVersion(t, db, from)
			db.Close()
			s, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			var v int
			s.r.QueryRow("PRAGMA user_version").Scan(&v)
			if v != SchemaVersion {
				t.Fatalf("user_version %d, want %d", v, SchemaVersion)
			}
			backups := must(Backups(BackupDir(path)))
			if from > 0 {
				if len(backups) != 1 {
					t.Fatalf("want one backup before migrating, got %v", backups)
				}
				r := must(Check(backups[0].Path))
				if r.SchemaVersion != from || r.Games != 1 {
					t.Errorf("backup holds %+v", r)
				}
				g := must(s.Game("g1"))
				if g.Rounds != 1 || len(g.Seats) != 2 || g.Seats[0].Name != "Ann" {
					t.Errorf("data lost in migration: %+v", g)
				}
				rs := must(s.Rounds("g1"))
				if len(rs) != 1 || string(rs[0].Input) != `{"points":{"A":3,"B":1}}` {
					t.Errorf("rounds after migration: %+v", rs)
				}
			} else if len(backups) != 0 {
				t.Errorf("a new database needs no backup: %v", backups)
			}
			// The migrated database is fully usable.
			if _, err := s.AddRound("g1", round(1, 1)); from > 0 && err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestRefusesNewerSchemaUntouched(t *testing.T) {
	path := tempDB(t)
	s := must(Open(path))
	newFakeGame(t, s, "")
	s.Close()
	db := must(sql.Open("sqlite3", dsn(path, Options{BusyTimeout: time.Second}, "")))
	db.Exec(fmt.Sprintf("PRAGMA user_version = %d", SchemaVersion+1))
	db.Exec("PRAGMA wal_checkpoint(TRUNCATE)")
	db.Close()
	before := fileBytes(t, path)
	_, err := Open(path)
	if !errors.Is(err, ErrNewerSchema) {
		t.Fatalf("want ErrNewerSchema, got %v", err)
	}
	if !strings.Contains(err.Error(), "newer version of Arbiter") || !strings.Contains(err.Error(), "untouched") {
		t.Errorf("unclear message: %v", err)
	}
	if _, err := Check(path); !errors.Is(err, ErrNewerSchema) {
		t.Errorf("Check: %v", err)
	}
	if !bytes.Equal(before, fileBytes(t, path)) {
		t.Error("the newer database was modified")
	}
}

func TestPlayers(t *testing.T) {
	s, _ := openTest(t)
	ann := must(s.CreatePlayer("  Ann   Lee "))
	if ann.Name != "Ann Lee" {
		t.Errorf("name not cleaned: %q", ann.Name)
	}
	if _, err := s.CreatePlayer("ann lee"); !errors.Is(err, ErrConflict) {
		t.Errorf("duplicate name (other case): %v", err)
	}
	if _, err := s.CreatePlayer(" "); !errors.Is(err, ErrInvalid) {
		t.Errorf("empty name: %v", err)
	}
	bo := must(s.CreatePlayer("Bo"))
	if err := s.RenamePlayer(bo.ID, "ANN LEE"); !errors.Is(err, ErrConflict) {
		t.Errorf("rename onto a taken name: %v", err)
	}
	if err := s.RenamePlayer(ann.ID, "Ann"); err != nil {
		t.Fatal(err)
	}
	if err := s.ArchivePlayer(bo.ID, true); err != nil {
		t.Fatal(err)
	}
	if l := must(s.Players(false)); len(l) != 1 || l[0].Name != "Ann" {
		t.Errorf("active players: %+v", l)
	}
	if l := must(s.Players(true)); len(l) != 2 {
		t.Errorf("all players: %+v", l)
	}
	if p := must(s.EnsurePlayer("bo")); p.ID != bo.ID || p.Archived {
		t.Errorf("EnsurePlayer brings back the archived player: %+v", p)
	}
	// Merge: Bobby's games move to Bo; Bobby's id still leads to Bo.
	bobby := must(s.CreatePlayer("Bobby"))
	g := must(s.CreateGame(NewGame{Kind: fakeKind, Seats: []Seat{{PlayerID: ann.ID, Side: "A"}, {PlayerID: bobby.ID, Side: "B"}}}))
	must(s.AddRound(g.ID, round(60, 0)))
	if err := s.MergePlayers(bo.ID, bobby.ID); err != nil {
		t.Fatal(err)
	}
	if p := must(s.Player(bobby.ID)); p.ID != bo.ID {
		t.Errorf("merged id resolves to %+v", p)
	}
	if g := must(s.Game(g.ID)); g.Seats[1].PlayerID != bo.ID {
		t.Errorf("seat not moved: %+v", g.Seats)
	}
	if err := s.MergePlayers(ann.ID, bo.ID); !errors.Is(err, ErrConflict) {
		t.Errorf("merging two players of one game: %v", err)
	}
	if _, err := s.CreatePlayer("Bobby"); err != nil {
		t.Errorf("a merged player's name is free again: %v", err)
	}
}

func TestGameLifecycle(t *testing.T) {
	s, c := openTest(t)
	g := newFakeGame(t, s, `{"target":20}`)
	if string(g.Options) != `{"target":20}` || g.Status != StatusActive {
		t.Fatalf("created %+v", g)
	}
	r1 := must(s.AddRound(g.ID, round(5, 3)))
	if r1.Round.Number != 1 || r1.Totals.Scores["A"] != 5 || r1.Round.EngineVersion != game.Version {
		t.Errorf("round 1: %+v", r1)
	}
	c.add(time.Hour)
	r2 := must(s.AddRound(g.ID, round(1, 4)))
	// Refused rounds store nothing and keep the game's message.
	if _, err := s.AddRound(g.ID, round(-1, 0)); !errors.Is(err, game.ErrIllegal) || !strings.Contains(err.Error(), "never negative") {
		t.Errorf("illegal round: %v", err)
	}
	if _, err := s.AddRoundJSON(g.ID, json.RawMessage(`{"points":{"C":1}}`)); !errors.Is(err, game.ErrInvalid) {
		t.Errorf("invalid round: %v", err)
	}
	if _, err := s.AddRoundJSON(g.ID, json.RawMessage(`{"points":`)); !errors.Is(err, game.ErrInvalid) {
		t.Errorf("broken JSON: %v", err)
	}
	if n := len(must(s.Rounds(g.ID))); n != 2 {
		t.Fatalf("%d rounds after refusals", n)
	}
	// A long pause starts a new sitting.
	c.add(20 * time.Hour)
	r3 := must(s.AddRound(g.ID, round(2, 2)))
	if r3.Round.SittingID == r2.Round.SittingID || r1.Round.SittingID != r2.Round.SittingID {
		t.Errorf("sittings: %s %s %s", r1.Round.SittingID, r2.Round.SittingID, r3.Round.SittingID)
	}
	if n := len(must(s.Sittings(g.ID))); n != 2 {
		t.Errorf("%d sittings", n)
	}
	// Correct round 1: a new version, the old one kept.
	c.add(time.Minute)
	cr := must(s.CorrectRound(r1.Round.ID, round(6, 3)))
	if cr.Round.Version != 2 || cr.Round.Action != ActionCorrection || cr.Totals.Scores["A"] != 9 {
		t.Errorf("correction: %+v", cr)
	}
	hist := must(s.RoundHistory(r1.Round.ID))
	if len(hist) != 2 || string(hist[0].Input) != `{"points":{"A":5,"B":3}}` || hist[1].Action != ActionCorrection {
		t.Errorf("history: %+v", hist)
	}
	prog := must(s.ScoreProgression(g.ID))
	want := []float64{6, 7, 9}
	for i, p := range prog.Points {
		if p.Totals["A"] != want[i] {
			t.Errorf("progression after round %d: %v, want A=%v", i+1, p.Totals, want[i])
		}
	}
	// A correction the rules refuse changes nothing.
	if _, err := s.CorrectRound(r1.Round.ID, round(-3, 0)); err == nil {
		t.Error("illegal correction accepted")
	}
	if h := must(s.RoundHistory(r1.Round.ID)); len(h) != 2 {
		t.Errorf("refused correction left a version: %d", len(h))
	}
	// Undo the last round: a version, not a delete.
	u := must(s.UndoLastRound(g.ID))
	if u.Round.ID != r3.Round.ID || u.Round.Live || u.Totals.Scores["A"] != 7 || u.Totals.Rounds != 2 {
		t.Errorf("undo: %+v", u)
	}
	if h := must(s.RoundHistory(r3.Round.ID)); len(h) != 2 || h[1].Action != ActionUndo {
		t.Errorf("undo history: %+v", h)
	}
	if all := must(s.Rounds(g.ID, true)); len(all) != 3 || all[2].Live {
		t.Errorf("rounds with undone: %+v", all)
	}
	// The rules end the game: finished, with its winner.
	r4 := must(s.AddRound(g.ID, round(15, 0)))
	if !r4.Totals.Finished || r4.Totals.Status != StatusFinished || len(r4.Totals.Winners) != 1 || r4.Totals.Winners[0] != "A" {
		t.Errorf("end: %+v", r4.Totals)
	}
	if _, err := s.AddRound(g.ID, round(1, 1)); !errors.Is(err, ErrConflict) {
		t.Errorf("round after the end: %v", err)
	}
	gg := must(s.Game(g.ID))
	if !gg.Seats[0].Won || gg.Seats[1].Won || *gg.Seats[0].Score != 22 || gg.FinishedAt == nil {
		t.Errorf("seats after the end: %+v", gg)
	}
	// Correcting the winning round reopens the game.
	must(s.CorrectRound(r4.Round.ID, round(1, 0)))
	if gg := must(s.Game(g.ID)); gg.Status != StatusActive || len(gg.Winners) != 0 || gg.Seats[0].Won {
		t.Errorf("after correcting the last round: %+v", gg)
	}
	// Declared over by the table: the leader wins.
	fin := must(s.FinishGame(g.ID))
	if fin.Status != StatusFinished || fin.FinishedBy != "manual" || len(fin.Winners) != 1 || fin.Winners[0] != "A" {
		t.Errorf("manual finish: %+v", fin)
	}
	must(s.Totals(g.ID))
	if gg := must(s.Game(g.ID)); gg.Status != StatusFinished {
		t.Errorf("recomputing totals reopened a declared game: %+v", gg)
	}
	if err := s.SetNote(g.ID, "Bo had a cold"); err != nil {
		t.Fatal(err)
	}
	if gg := must(s.Game(g.ID)); gg.Note != "Bo had a cold" {
		t.Errorf("note: %q", gg.Note)
	}
	if _, err := s.Game("nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("missing game: %v", err)
	}
	if _, err := s.UndoLastRound("nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("undo on a missing game: %v", err)
	}
}

func TestCreateGameChecks(t *testing.T) {
	s, _ := openTest(t)
	ann := must(s.EnsurePlayer("Ann"))
	type attempt struct {
		kind, options, setup string
		seats                []Seat
	}
	one := []Seat{{PlayerID: ann.ID, Side: "A"}}
	for name, a := range map[string]attempt{
		"unknown side":    {fakeKind, "", "", []Seat{{PlayerID: ann.ID, Side: "red"}}},
		"no seats":        {fakeKind, "", "", nil},
		"unknown player":  {fakeKind, "", "", []Seat{{PlayerID: "x", Side: "A"}}},
		"twice":           {fakeKind, "", "", []Seat{{PlayerID: ann.ID, Side: "A"}, {PlayerID: ann.ID, Side: "B"}}},
		"bad option":      {fakeKind, `{"target":-1}`, "", one},
		"unknown option":  {fakeKind, `{"speed":1}`, "", one},
		"options as list": {fakeKind, `[1]`, "", one},
		"unknown kind":    {"chess", "", "", one},
		"rounds in setup": {fakeKind, "", `{"rounds":[]}`, one},
	} {
		ng, err := NewGameJSON(a.kind, "", json.RawMessage(a.options), json.RawMessage(a.setup), a.seats)
		if err == nil {
			_, err = s.CreateGame(ng)
		}
		if err == nil {
			t.Errorf("%s: accepted", name)
		} else if !game.IsRefusal(err) && !errors.Is(err, ErrInvalid) && !errors.Is(err, ErrNotFound) {
			t.Errorf("%s: not a refusal: %v", name, err)
		}
	}
	if n := must(s.CountGames(Filter{})); n != 0 {
		t.Errorf("%d games stored by refused creations", n)
	}
	// Defaults are spelled out in the stored rule set.
	g := must(s.CreateGame(NewGame{Kind: fakeKind, Seats: []Seat{{PlayerID: ann.ID, Side: "A"}}}))
	if string(g.Options) != `{"target":50}` {
		t.Errorf("stored options %s", g.Options)
	}
}

func TestRecord(t *testing.T) {
	s, _ := openTest(t)
	g := must(s.Record([]byte(`{"game":"fake","name":"Cup final","players":{"A":"Ann","B":["Bo","Cy"]},
		"options":{"target":10},"rounds":[{"points":{"A":4}},{"points":{"B":11}}]}`)))
	if g.Name != "Cup final" || g.Rounds != 2 || g.Status != StatusFinished || g.Winners[0] != "B" || len(g.Seats) != 3 {
		t.Fatalf("recorded %+v", g)
	}
	if g.Seats[2].Name != "Cy" || g.Seats[2].Side != "B" || !g.Seats[2].Won {
		t.Errorf("seats %+v", g.Seats)
	}
	for name, in := range map[string]string{
		"missing players": `{"game":"fake","rounds":[]}`,
		"bad round":       `{"game":"fake","players":["A","B"],"rounds":[{"points":{"A":4}},{"points":{"A":-1}}]}`,
		"unknown field":   `{"game":"fake","players":["A","B"],"speed":3}`,
		"rounds not list": `{"game":"fake","players":["A","B"],"rounds":{}}`,
		"players number":  `{"game":"fake","players":3}`,
		"not an object":   `[1,2]`,
		"no game":         `{"players":["A"]}`,
		"unknown game":    `{"game":"chess","players":{"white":"Ann"}}`,
		"after the end":   `{"game":"fake","players":["A","B"],"options":{"target":1},"rounds":[{"points":{"A":4}},{"points":{"A":4}}]}`,
	} {
		if _, err := s.Record([]byte(in)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if n := must(s.CountGames(Filter{})); n != 1 {
		t.Errorf("refused records stored games: %d", n)
	}
	if l := must(s.Players(true)); len(l) != 3 {
		t.Errorf("refused records created players: %+v", l)
	}
}

func TestGamesFilterAndPaging(t *testing.T) {
	s, c := openTest(t)
	var ids []string
	for i := 0; i < 7; i++ {
		c.add(time.Hour)
		g := newFakeGame(t, s, "")
		ids = append(ids, g.ID)
		if i%2 == 0 {
			must(s.AddRound(g.ID, round(60, 0)))
		}
	}
	page1 := must(s.Games(Filter{Limit: 3}))
	page2 := must(s.Games(Filter{Limit: 3, Offset: 3}))
	if len(page1) != 3 || len(page2) != 3 || page1[0].ID != ids[6] || page2[0].ID != ids[3] {
		t.Errorf("paging: %d %d", len(page1), len(page2))
	}
	if n := len(must(s.Games(Filter{Status: StatusFinished}))); n != 4 {
		t.Errorf("finished: %d", n)
	}
	ann := must(s.PlayerByName("ann"))
	if n := len(must(s.Games(Filter{PlayerID: ann.ID, Kind: fakeKind}))); n != 7 {
		t.Errorf("Ann's games: %d", n)
	}
	from := newClock().t.Add(3 * time.Hour)
	if n := len(must(s.Games(Filter{From: from}))); n != 5 {
		t.Errorf("from: %d", n)
	}
	if _, err := s.Games(Filter{Status: "won"}); !errors.Is(err, ErrInvalid) {
		t.Errorf("bad status: %v", err)
	}
}

func TestStatistics(t *testing.T) {
	s, c := openTest(t)
	// Ann wins, loses, wins, wins; one game unfinished.
	for i, a := range []int{60, 0, 55, 70, 1} {
		c.add(time.Hour)
		g := newFakeGame(t, s, "")
		b := 60
		if a > 0 {
			b = 10 * i
		}
		must(s.AddRound(g.ID, round(a, b)))
	}
	ann := must(s.PlayerByName("Ann"))
	bo := must(s.PlayerByName("Bo"))
	st := must(s.PlayerStats(ann.ID))
	if len(st.Kinds) != 1 {
		t.Fatalf("stats %+v", st)
	}
	k := st.Kinds[0]
	if k.Played != 4 || k.Won != 3 || k.WinRate != 0.75 || k.InProgress != 1 || *k.BestScore != 70 ||
		*k.AvgScore != 46.25 || k.CurrentStreak != 2 || k.LongestWinStreak != 2 || k.LongestLossStreak != 1 {
		t.Errorf("Ann's stats %+v", k)
	}
	h := must(s.HeadToHead(ann.ID, bo.ID))
	if h.Against != 4 || h.AWins != 3 || h.BWins != 1 || h.AgainstByKind[fakeKind] != [3]int{3, 1, 0} {
		t.Errorf("head to head %+v", h)
	}
}

func TestDraftsAndState(t *testing.T) {
	s, _ := openTest(t)
	if _, err := s.Draft("entry"); !errors.Is(err, ErrNotFound) {
		t.Errorf("missing draft: %v", err)
	}
	ok(t, s.SaveDraft("entry", []byte(`{"cards":["AH"]}`)))
	ok(t, s.SaveDraft("entry", []byte(`{"cards":["AH","2D"]}`)))
	if d := must(s.Draft("entry")); string(d) != `{"cards":["AH","2D"]}` {
		t.Errorf("draft %s", d)
	}
	if k := must(s.DraftKeys()); len(k) != 1 {
		t.Errorf("keys %v", k)
	}
	ok(t, s.DeleteDraft("entry"))
	if _, err := s.Draft("entry"); !errors.Is(err, ErrNotFound) {
		t.Errorf("deleted draft: %v", err)
	}
	ok(t, s.SetState("last_screen", "history"))
	if v, ok, err := s.State("last_screen"); v != "history" || !ok || err != nil {
		t.Errorf("state %q %v %v", v, ok, err)
	}
	if _, ok, _ := s.State("nothing"); ok {
		t.Error("unset state found")
	}
}

func TestBackupAndRestore(t *testing.T) {
	s, _ := openTest(t)
	g := newFakeGame(t, s, "")
	must(s.AddRound(g.ID, round(3, 4)))
	dest := filepath.Join(t.TempDir(), "copy.db")
	ok(t, s.Backup(dest))
	rep := must(Check(dest))
	if !rep.OK || rep.Games != 1 || rep.Rounds != 1 {
		t.Errorf("backup %+v", rep)
	}
	// More play, then restore the copy: back to one round.
	must(s.AddRound(g.ID, round(1, 1)))
	saved := must(s.Restore(dest))
	if saved == "" {
		t.Error("no backup of the replaced history")
	}
	if rs := must(s.Rounds(g.ID)); len(rs) != 1 {
		t.Errorf("after restore: %d rounds", len(rs))
	}
	must(s.AddRound(g.ID, round(1, 1)))
	if err := s.QuickCheck(); err != nil {
		t.Error(err)
	}
	// Restoring from a foreign file is refused.
	junk := filepath.Join(t.TempDir(), "junk.db")
	os.WriteFile(junk, []byte("hello, this is not a database at all, just some words....................................................."), 0o644)
	if _, err := s.Restore(junk); !errors.Is(err, ErrNotSQLite) {
		t.Errorf("restore from junk: %v", err)
	}
}
