package storage

import (
	"bytes"
	"database/sql"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// corpusFile is a file that is not a usable Arbiter history, and what
// every command must call it.
type corpusFile struct {
	name string
	want error // ErrNotArbiter or ErrCorrupt (ErrNotSQLite matches ErrNotArbiter)
	// damaged: restore may set it aside (renamed, never changed) and put
	// the backup in its place; otherwise restore refuses to replace it.
	damaged bool
	make    func(t *testing.T, path string)
}

// goodHistory writes a small Arbiter history at path and closes it.
func goodHistory(t *testing.T, path string, rounds int) {
	t.Helper()
	s := must(Open(path))
	g := newFakeGame(t, s, `{"target":1000000}`)
	for i := 0; i < rounds; i++ {
		must(s.AddRoundJSON(g.ID, json1(fmt.Sprintf(`{"points":{"A":%d,"B":1},"pad":%q}`, i, strings.Repeat("x", 300)))))
	}
	ok(t, s.Close())
}

func json1(s string) []byte { return []byte(s) }

// rawDB runs statements on a file with plain SQLite (no Arbiter).
func rawDB(t *testing.T, path, query string, wal bool) {
	t.Helper()
	q := ""
	if wal {
		q = "?_journal_mode=WAL"
	}
	db := must(sql.Open("sqlite3", "file:"+path+q))
	db.SetMaxOpenConns(1)
	if _, err := db.Exec(query); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	ok(t, db.Close())
	if _, err := os.Stat(path + "-wal"); err == nil {
		t.Fatalf("%s: a -wal was left", path)
	}
}

// damage overwrites the file from offset on with pseudo-random bytes.
func damage(t *testing.T, path string, from int) {
	t.Helper()
	b := fileBytes(t, path)
	r := rand.New(rand.NewPCG(7, uint64(from)))
	for i := from; i < len(b); i++ {
		b[i] = byte(r.UintN(256))
	}
	ok(t, os.WriteFile(path, b, 0o644))
}

// staleMark leaves the mark of a session that never closed (a process of
// another machine), as a crash would.
func staleMark(t *testing.T, path string) {
	t.Helper()
	rawDB(t, path, `INSERT INTO app_state(key, value, updated_at) VALUES ('`+sessionPrefix+`crashed', '{"pid":1,"host":"elsewhere","since":1}', 1)`, false)
}

var corpus = []corpusFile{
	{"another app's SQLite", ErrNotArbiter, false, func(t *testing.T, p string) {
		rawDB(t, p, `CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes(body) VALUES ('milk'), ('eggs')`, false)
	}},
	{"another app's SQLite in WAL mode", ErrNotArbiter, false, func(t *testing.T, p string) {
		rawDB(t, p, `CREATE TABLE moz_places(id INTEGER PRIMARY KEY, url TEXT); INSERT INTO moz_places(url) VALUES ('https://example.org')`, true)
	}},
	{"another app's application id", ErrNotArbiter, false, func(t *testing.T, p string) {
		rawDB(t, p, `PRAGMA application_id = 1598903374; PRAGMA user_version = 2; CREATE TABLE players(id TEXT)`, false)
	}},
	{"Arbiter's tables, user_version -5", ErrNotArbiter, false, func(t *testing.T, p string) {
		writeLegacy(t, p, SchemaVersion)
		rawDB(t, p, `PRAGMA user_version = -5`, false)
	}},
	{"Arbiter's tables, user_version 99, no application id", ErrNotArbiter, false, func(t *testing.T, p string) {
		writeLegacy(t, p, SchemaVersion)
		rawDB(t, p, `PRAGMA user_version = 99`, false)
	}},
	{"Arbiter's tables and one of another app", ErrNotArbiter, false, func(t *testing.T, p string) {
		writeLegacy(t, p, SchemaVersion)
		rawDB(t, p, `CREATE TABLE bookmarks(url TEXT)`, false)
	}},
	{"user_version 2 without Arbiter's rounds", ErrNotArbiter, false, func(t *testing.T, p string) {
		writeLegacy(t, p, SchemaVersion)
		rawDB(t, p, `DROP TABLE round_versions; DROP TABLE rounds`, false)
	}},
	{"an empty SQLite database", ErrNotArbiter, false, func(t *testing.T, p string) {
		rawDB(t, p, `PRAGMA journal_mode=WAL; VACUUM`, false)
	}},
	{"zero-length", ErrNotArbiter, false, func(t *testing.T, p string) {
		ok(t, os.WriteFile(p, nil, 0o644))
	}},
	{"random bytes", ErrNotSQLite, true, func(t *testing.T, p string) {
		b := make([]byte, 20000)
		r := rand.New(rand.NewPCG(1, 2))
		for i := range b {
			b[i] = byte(r.UintN(256))
		}
		ok(t, os.WriteFile(p, b, 0o644))
	}},
	{"text", ErrNotSQLite, true, func(t *testing.T, p string) {
		ok(t, os.WriteFile(p, bytes.Repeat([]byte("my shopping list: eggs, milk\n"), 50), 0o644))
	}},
	{"truncated history", ErrCorrupt, true, func(t *testing.T, p string) {
		goodHistory(t, p, 60)
		b := fileBytes(t, p)
		ok(t, os.WriteFile(p, b[:len(b)/2], 0o644))
	}},
	{"truncated history written before the application id", ErrCorrupt, true, func(t *testing.T, p string) {
		writeLegacy(t, p, SchemaVersion)
		b := fileBytes(t, p)
		ok(t, os.WriteFile(p, b[:len(b)-4096], 0o644))
	}},
	{"header only", ErrCorrupt, true, func(t *testing.T, p string) {
		goodHistory(t, p, 1)
		ok(t, os.WriteFile(p, fileBytes(t, p)[:100], 0o644))
	}},
	{"WAL-mode history, damaged schema page", ErrCorrupt, true, func(t *testing.T, p string) {
		goodHistory(t, p, 20)
		b := fileBytes(t, p)
		if b[18] != 2 {
			t.Fatal("not in WAL mode")
		}
		for i := 100; i < 4096; i++ {
			b[i] = 0xA5
		}
		ok(t, os.WriteFile(p, b, 0o644))
	}},
	{"WAL-mode history, damaged pages, after a crash", ErrCorrupt, true, func(t *testing.T, p string) {
		goodHistory(t, p, 60)
		staleMark(t, p)
		rawDB(t, p, `PRAGMA journal_mode=WAL`, false)
		damage(t, p, 4096*6)
	}},
	{"WAL-mode SQLite of another app, damaged", ErrNotArbiter, false, func(t *testing.T, p string) {
		rawDB(t, p, `CREATE TABLE t(x); INSERT INTO t VALUES (randomblob(20000))`, true)
		damage(t, p, 4096)
	}},
	{"a folder", ErrNotArbiter, false, func(t *testing.T, p string) {
		ok(t, os.Mkdir(p, 0o755))
		ok(t, os.WriteFile(filepath.Join(p, "inside"), []byte("x"), 0o644))
	}},
}

// TestForeignAndDamagedFiles runs every command on every file of the
// corpus: each is refused for what it is, the file stays byte-identical,
// and nothing appears beside it (no -wal, no -shm, no backup).
func TestForeignAndDamagedFiles(t *testing.T) {
	work := t.TempDir()
	// A good history and a backup of it, for restores.
	live := filepath.Join(work, "live", "arbiter.db")
	goodHistory(t, live, 3)
	backup := filepath.Join(work, "good-backup.db")
	s := must(Open(live))
	ok(t, s.Backup(backup))
	s.Close()

	for _, c := range corpus {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "h.db")
			c.make(t, path)
			for _, ext := range []string{"-wal", "-shm"} {
				if _, err := os.Stat(path + ext); err == nil {
					t.Fatalf("corpus file made with a %s", ext)
				}
			}
			before := tree(t, dir)
			same := func(cmd string) {
				t.Helper()
				if d := treeDiff(before, tree(t, dir)); d != "" {
					t.Errorf("%s changed the folder: %s", cmd, d)
				}
			}
			refused := func(cmd string, err error) {
				t.Helper()
				var fe *FileError
				if !errors.Is(err, c.want) || !errors.As(err, &fe) {
					t.Errorf("%s: want %v, got %v", cmd, c.want, err)
				} else if !strings.Contains(err.Error(), path) {
					t.Errorf("%s: the message does not name the file: %v", cmd, err)
				}
			}

			_, err := Open(path)
			refused("open", err)
			same("open")

			_, err = Check(path)
			refused("check", err)
			same("check")

			// record through the store API: open, then Record.
			if s, err := Open(path); err == nil {
				_, err = s.Record([]byte(`{"game":"draque-yirken","players":["Ann","Bo"],"rounds":[]}`))
				s.Close()
				t.Errorf("record: the file was opened (record: %v)", err)
			} else {
				refused("record", err)
			}
			same("record")

			// backup: the CLI opens the history, then copies it.
			if s, err := Open(path); err == nil {
				s.Backup(filepath.Join(t.TempDir(), "b.db"))
				s.Close()
				t.Error("backup: the file was opened")
			}
			same("backup")

			// restore with the file as source: refused, the live history
			// and its folder untouched.
			liveBefore := tree(t, filepath.Dir(live))
			ls := must(Open(live))
			exported := exportString(t, ls, "")
			_, err = ls.Restore(path)
			refused("restore from it", err)
			if exportString(t, ls, "") != exported {
				t.Error("restore from it changed the history")
			}
			ls.Close()
			if d := treeDiff(liveBefore, tree(t, filepath.Dir(live))); d != "" {
				t.Errorf("restore from it changed the history's folder: %s", d)
			}
			_, err = RestoreFile(live, path, Options{})
			refused("RestoreFile from it", err)
			same("restore from it")

			// restore with the file as the history to replace.
			res, err := RestoreFile(path, backup, Options{})
			if !c.damaged {
				refused("restore over it", err)
				same("restore over it")
				return
			}
			if err != nil {
				t.Fatalf("restore over a damaged file: %v", err)
			}
			if res.DamagedKept == "" {
				t.Fatal("the damaged file was not set aside")
			}
			if sum(t, res.DamagedKept) != before["h.db"] {
				t.Error("the damaged file set aside is not byte-identical")
			}
			for _, ext := range []string{"-wal", "-shm"} {
				if _, err := os.Stat(res.DamagedKept + ext); err == nil {
					t.Errorf("a %s appeared beside the damaged file", ext)
				}
			}
			rep, err := Check(path)
			if err != nil || rep.Rounds != 3 {
				t.Errorf("after restore over it: %+v %v", rep, err)
			}
		})
	}
}

// TestDamagedFileWithItsWAL: a damaged history whose last session died
// with rounds in its -wal is refused with the -wal untouched, and restore
// moves the -wal aside with it, never deleting it.
func TestDamagedFileWithItsWAL(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	goodHistory(t, path, 30)
	ids := crashedHistory(t, path, 5)
	damage(t, path, 4096*4)
	mainSum, walSum := sum(t, path), sum(t, path+"-wal")
	for _, cmd := range []string{"open", "check"} {
		var err error
		if cmd == "open" {
			_, err = Open(path)
		} else {
			_, err = Check(path)
		}
		if !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s: want ErrCorrupt, got %v", cmd, err)
		}
		if sum(t, path) != mainSum || sum(t, path+"-wal") != walSum {
			t.Errorf("%s changed the damaged file or its -wal", cmd)
		}
	}
	backup := filepath.Join(t.TempDir(), "b.db")
	goodHistory(t, backup, 2)
	res, err := RestoreFile(path, backup, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if sum(t, res.DamagedKept) != mainSum || sum(t, res.DamagedKept+"-wal") != walSum {
		t.Error("the damaged file and its -wal were not kept as they were")
	}
	// The rounds of the -wal are still there, beside the damaged file.
	b := fileBytes(t, res.DamagedKept+"-wal")
	for _, id := range ids {
		if !bytes.Contains(b, []byte(id)) {
			t.Errorf("round %s is not in the kept -wal", id)
		}
	}
}

// TestLegacyHistoriesUpgrade: files written before the application id
// (user_version 1 and 2, application id 0) are recognised by their schema:
// check and restore-from leave them byte-identical, open upgrades them
// (a backup first when the schema changes) and keeps their data.
func TestLegacyHistoriesUpgrade(t *testing.T) {
	for v := 1; v <= 2; v++ {
		t.Run(fmt.Sprintf("user_version %d", v), func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "h.db")
			writeLegacy(t, path, v)
			if appID(t, path) != 0 {
				t.Fatal("legacy file with an application id")
			}
			before := tree(t, dir)
			rep, err := Check(path)
			if err != nil || rep.Games != 1 || rep.SchemaVersion != v || rep.Upgrade == "" {
				t.Errorf("check: %+v %v", rep, err)
			}
			if d := treeDiff(before, tree(t, dir)); d != "" {
				t.Errorf("check changed the folder: %s", d)
			}
			other := filepath.Join(t.TempDir(), "o.db")
			goodHistory(t, other, 1)
			o := must(Open(other))
			if _, err := o.Restore(path); err != nil {
				t.Errorf("restore from it: %v", err)
			}
			if g, err := o.Game("g1"); err != nil || g.Rounds != 1 {
				t.Errorf("restored: %+v %v", g, err)
			}
			o.Close()
			if d := treeDiff(before, tree(t, dir)); d != "" {
				t.Errorf("restore from it changed its folder: %s", d)
			}
			s, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			g := must(s.Game("g1"))
			if g.Rounds != 1 || len(g.Seats) != 2 {
				t.Errorf("data lost: %+v", g)
			}
			s.Close()
			if appID(t, path) != ApplicationID {
				t.Error("the application id was not written")
			}
			backups := must(Backups(BackupDir(path)))
			if (v < SchemaVersion) != (len(backups) == 1) {
				t.Errorf("backups: %v", backups)
			}
			if rep, err := Check(path); err != nil || rep.Upgrade != "" || rep.SchemaVersion != SchemaVersion {
				t.Errorf("after the upgrade: %+v %v", rep, err)
			}
		})
	}
}

// TestNewFilesCarryTheApplicationID: a new history, its backups and a
// restored history all carry Arbiter's application id.
func TestNewFilesCarryTheApplicationID(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	s := must(Open(path))
	b := filepath.Join(dir, "b.db")
	ok(t, s.Backup(b))
	s.Close()
	for _, p := range []string{path, b} {
		if id := appID(t, p); id != ApplicationID {
			t.Errorf("%s: application id %#x", p, id)
		}
	}
	if fileBytes(t, path)[18] != 2 {
		t.Error("a new history is not in WAL mode")
	}
	// Nothing of the making is left in the folder.
	for name := range tree(t, dir) {
		if strings.HasPrefix(name, ".") {
			t.Errorf("left behind: %s", name)
		}
	}
}

// TestConcurrentCreation: processes creating the same new history at once
// end up with one history, all of them writing to it.
func TestConcurrentCreation(t *testing.T) {
	path := filepath.Join(t.TempDir(), "new", "h.db")
	errs := make(chan error, 6)
	for i := 0; i < 6; i++ {
		go func() {
			s, err := OpenWith(path, Options{RetryFor: 20 * time.Second})
			if err == nil {
				_, err = s.CreatePlayer(newID()[:8])
				s.Close()
			}
			errs <- err
		}()
	}
	for i := 0; i < 6; i++ {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
	s := must(Open(path))
	defer s.Close()
	if ps := must(s.Players(true)); len(ps) != 6 {
		t.Errorf("%d players, want 6", len(ps))
	}
}

// TestMainHistoryUpgrades opens a history written by main before the
// application id (testdata/legacy/main-v2.db): check leaves it as it is,
// open recognises it by its schema, checks it once and writes the
// application id, keeping every game and round.
func TestMainHistoryUpgrades(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "arbiter.db")
	copyFile(t, filepath.Join("testdata", "legacy", "main-v2.db"), path)
	if appID(t, path) != 0 {
		t.Fatal("the fixture already has an application id")
	}
	before := tree(t, dir)
	rep, err := Check(path)
	if err != nil || rep.Games != 2 || rep.Rounds != 4 || rep.Upgrade == "" {
		t.Fatalf("check: %+v %v", rep, err)
	}
	if d := treeDiff(before, tree(t, dir)); d != "" {
		t.Errorf("check changed the folder: %s", d)
	}
	n := quickChecks.Load()
	s := must(Open(path))
	if quickChecks.Load() == n {
		t.Error("the first open of an old history did not check it")
	}
	games := must(s.Games(Filter{}))
	if len(games) != 2 || games[0].Kind != "burn" || games[0].Rounds != 2 {
		t.Errorf("games after the upgrade: %+v", games)
	}
	ok(t, s.Close())
	if appID(t, path) != ApplicationID {
		t.Error("the application id was not written")
	}
	n = quickChecks.Load()
	s = must(Open(path))
	s.Close()
	if quickChecks.Load() != n {
		t.Error("the upgraded history is checked at every open")
	}
}
