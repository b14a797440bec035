package storage

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"

	"arbiter/engine/game"
)

var (
	fuzzOnce  sync.Once
	fuzzStore *Store
	fuzzSeed  string
)

// fuzzDB is one store per fuzzing process, with a small history.
func fuzzDB(t *testing.T) *Store {
	fuzzOnce.Do(func() {
		c := newClock()
		s, err := OpenWith(tempDBShared(), Options{Now: c.now})
		if err != nil {
			panic(err)
		}
		fillHistory(t, s, c)
		fuzzStore = s
		var buf bytes.Buffer
		if err := s.ExportJSON(&buf, ""); err != nil {
			panic(err)
		}
		fuzzSeed = buf.String()
	})
	return fuzzStore
}

var sharedDir string

func tempDBShared() string {
	if sharedDir == "" {
		d, err := osMkdirTemp()
		if err != nil {
			panic(err)
		}
		sharedDir = d
	}
	return sharedDir + "/fuzz.db"
}

// FuzzImportJSON: any bytes are either imported or refused with the
// database unchanged; never a panic.
func FuzzImportJSON(f *testing.F) {
	f.Add([]byte(`{"format":"arbiter-history","version":1,"players":[],"games":[]}`))
	f.Add([]byte(`{"format":"arbiter-history","version":1,"players":[{"id":"p","name":"A","archived":false,"created_at":"2025-01-01T00:00:00Z"}],"games":[]}`))
	f.Add([]byte(`[[[[[[`))
	f.Add([]byte(`{"games":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s := fuzzDB(t)
		var before bytes.Buffer
		if err := s.ExportJSON(&before, ""); err != nil {
			t.Fatal(err)
		}
		if _, err := s.ImportJSON(bytes.NewReader(data)); err == nil {
			return
		}
		var after bytes.Buffer
		if err := s.ExportJSON(&after, ""); err != nil {
			t.Fatal(err)
		}
		if before.String() != after.String() {
			t.Fatalf("a refused import changed the database")
		}
	})
}

// FuzzRecord: any input is stored whole or refused without storing a game.
func FuzzRecord(f *testing.F) {
	f.Add([]byte(`{"game":"fake","players":{"A":"Ann","B":"Bo"},"rounds":[{"points":{"A":3}}]}`))
	f.Add([]byte(`{"game":"fake","players":["A","B"],"options":{"target":2},"rounds":[{"points":{"A":3}},{"points":{"B":1}}]}`))
	f.Add([]byte(`{"game":"fake","players":[{"name":"x","side":"A"}],"rounds":null}`))
	f.Add([]byte(`{"game":"myre"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s := fuzzDB(t)
		before := must(s.CountGames(Filter{}))
		g, err := s.Record(data)
		after := must(s.CountGames(Filter{}))
		switch {
		case err == nil && after != before+1:
			t.Fatalf("recorded %s but %d games before, %d after", g.ID, before, after)
		case err != nil && after != before:
			t.Fatalf("refused (%v) but a game was stored", err)
		case err != nil && err.Error() == "":
			t.Fatal("refusal without a message")
		}
	})
}

func osMkdirTemp() (string, error) { return os.MkdirTemp("", "arbiter-fuzz-") }

var (
	restoreOnce  sync.Once
	restoreStore *Store
	restoreDir   string
	restoreSeeds [][]byte
)

// restoreDB is one store per fuzzing process for FuzzRestore, with seeds:
// a backup of a small history, the same written before the application
// id (schema 1 and 2), and damaged copies.
func restoreDB(t testing.TB) *Store {
	restoreOnce.Do(func() {
		d, err := osMkdirTemp()
		if err != nil {
			panic(err)
		}
		restoreDir = d
		s, err := Open(d + "/live/h.db")
		if err != nil {
			panic(err)
		}
		g := newFakeGame(t, s, `{"target":1000}`)
		for i := 0; i < 4; i++ {
			must(s.AddRound(g.ID, round(i, 1)))
		}
		ok(t, s.Backup(d+"/seed.db"))
		restoreStore = s
	})
	return restoreStore
}

// FuzzRestore: any file given to Restore either becomes a history that
// checks and reads, or is refused with the history unchanged; never a
// panic, never a history that commands cannot use.
func FuzzRestore(f *testing.F) {
	s := restoreDB(f)
	seed, err := os.ReadFile(restoreDir + "/seed.db")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(seed)
	f.Add(seed[:len(seed)/2])
	f.Add(seed[:100])
	f.Add([]byte{})
	f.Add([]byte("SQLite format 3\x00"))
	for _, v := range []int{1, 2} {
		p := fmt.Sprintf("%s/legacy-%d.db", restoreDir, v)
		if _, err := os.Stat(p); err != nil {
			writeLegacyTB(f, p, v)
		}
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		src := filepath.Join(restoreDir, "src.db")
		os.Remove(src + "-wal")
		if err := os.WriteFile(src, data, 0o644); err != nil {
			t.Fatal(err)
		}
		var before bytes.Buffer
		if err := s.ExportJSON(&before, ""); err != nil {
			t.Fatal(err)
		}
		_, err := s.Restore(src)
		if err == nil {
			if _, err := Check(s.Path()); err != nil {
				t.Fatalf("restored, but check says: %v", err)
			}
			var after bytes.Buffer
			if err := s.ExportJSON(&after, ""); err != nil {
				t.Fatalf("restored, but export fails: %v", err)
			}
			if _, err := s.CreatePlayer("Fuzz " + newID()[:8]); err != nil {
				t.Fatalf("restored, but a write fails: %v", err)
			}
			return
		}
		if err.Error() == "" {
			t.Fatal("refusal without a message")
		}
		var after bytes.Buffer
		if err := s.ExportJSON(&after, ""); err != nil {
			t.Fatal(err)
		}
		if before.String() != after.String() {
			t.Fatalf("a refused restore (%v) changed the history", err)
		}
		// Nothing is left behind: no temporary copy beside the history.
		entries, _ := os.ReadDir(filepath.Dir(s.Path()))
		for _, e := range entries {
			if strings.Contains(e.Name(), ".restore-") {
				t.Fatalf("left behind: %s", e.Name())
			}
		}
	})
}

// FuzzOpenFile: any bytes at the history's path are either an Arbiter
// history or refused; a refused file is byte-identical and nothing
// appears beside it.
func FuzzOpenFile(f *testing.F) {
	restoreDB(f)
	seed, err := os.ReadFile(restoreDir + "/seed.db")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(seed)
	f.Add(seed[:4096])
	f.Add([]byte("SQLite format 3\x00\x10\x00\x02\x02"))
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		path := filepath.Join(dir, "h.db")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := Open(path)
		if err == nil {
			if _, err := s.CountGames(Filter{}); err != nil {
				var fe *FileError
				if !errors.As(s.Explain(err), &fe) || !strings.Contains(s.Explain(err).Error(), path) {
					t.Fatalf("opened, then a read fails without saying the file is at fault: %v", s.Explain(err))
				}
			}
			s.Close()
			return
		}
		var fe *FileError
		if !errors.As(err, &fe) && !errors.Is(err, ErrBusy) {
			t.Fatalf("refused without a FileError: %v", err)
		}
		got, _ := os.ReadFile(path)
		if !bytes.Equal(got, data) {
			t.Fatal("a refused file was modified")
		}
		entries, _ := os.ReadDir(dir)
		if len(entries) != 1 {
			t.Fatalf("files appeared beside a refused file: %v", entries)
		}
	})
}

var (
	backupOnce  sync.Once
	backupStore *Store
	backupDir   string
	backupSum   string
)

// backupDB is one history per fuzzing process for FuzzBackupDestination.
func backupDB(t testing.TB) *Store {
	backupOnce.Do(func() {
		d, err := osMkdirTemp()
		if err != nil {
			panic(err)
		}
		backupDir = d
		s, err := Open(filepath.Join(d, "h.db"))
		if err != nil {
			panic(err)
		}
		g := newFakeGame(t, s, `{"target":1000}`)
		for i := 0; i < 4; i++ {
			must(s.AddRound(g.ID, round(i, 1)))
		}
		s.Close()
		backupSum = sum(t, filepath.Join(d, "h.db"))
		if backupStore, err = OpenReader(filepath.Join(d, "h.db"), Options{}); err != nil {
			panic(err)
		}
	})
	return backupStore
}

// FuzzBackupDestination (issue 26): whatever the destination's name and
// whatever is there already (nothing, a text file, an empty file, another
// history, a -wal beside it), a backup either writes a whole backup to a
// place that was free (or, forced, held an unused file), or refuses and
// leaves everything as it was; never a side file's name, never the
// history, never a temporary file left behind.
func FuzzBackupDestination(f *testing.F) {
	for _, seed := range []struct {
		name  string
		there byte
		force bool
	}{
		{"copy.db", 0, false}, {"copy.db", 1, false}, {"copy.db", 3, true}, {"h.db-wal", 0, true},
		{"x.db-journal", 2, true}, {"sub/dir/copy.db", 0, false}, {"../escape.db", 0, false},
		{"copy.db", 4, true}, {"copy.db-shm", 0, false}, {".h.db.restore-0123abcd", 0, false},
		{"h.db", 0, true}, {"copy.db.part-12345678", 1, true}, {"", 0, false}, {"copy\x00.db", 0, false},
	} {
		f.Add(seed.name, seed.there, seed.force)
	}
	f.Fuzz(func(t *testing.T, name string, there byte, force bool) {
		s := backupDB(t)
		work := t.TempDir()
		// The history's own folder too: a destination beside it.
		base := work
		if there&0x80 != 0 {
			base = backupDir
		}
		dest := filepath.Join(base, name)
		if !strings.HasPrefix(dest, base+string(filepath.Separator)) || dest == filepath.Join(backupDir, "backups") {
			t.Skip("outside the test's folders")
		}
		if base == backupDir && filepath.Dir(dest) != backupDir {
			t.Skip("the history's folder only at its top")
		}
		if strings.ContainsRune(name, 0) {
			// No file system takes such a name: refused, whatever else.
			if err := s.BackupWith(dest, BackupOptions{Force: force}); err == nil || err.Error() == "" {
				t.Fatalf("a backup to a name with NUL: %v", err)
			}
			return
		}
		os.MkdirAll(filepath.Dir(dest), 0o755)
		sideBeside := false
		switch there & 0x7f % 5 {
		case 1:
			os.WriteFile(dest, []byte("a file of the user's"), 0o644)
		case 2:
			os.WriteFile(dest, nil, 0o644)
		case 3:
			if base == work {
				goodHistory(t, dest, 1)
			}
		case 4:
			os.WriteFile(dest, []byte("a file of the user's"), 0o644)
			os.WriteFile(dest+"-wal", []byte("rounds not yet in the file"), 0o644)
			sideBeside = true
		}
		before := sum(t, dest)
		existed := before != "absent"
		dirBefore := tree(t, filepath.Dir(dest))
		err := s.BackupWith(dest, BackupOptions{Force: force})
		if sum(t, filepath.Join(backupDir, "h.db")) != backupSum {
			t.Fatal("a backup changed the history")
		}
		for k := range tree(t, filepath.Dir(dest)) {
			if strings.Contains(k, ".part-") && !strings.Contains(filepath.Base(dest), ".part-") {
				t.Fatalf("left behind: %s", k)
			}
		}
		if err != nil {
			if err.Error() == "" {
				t.Fatal("a refusal without a message")
			}
			if d := treeDiff(dirBefore, tree(t, filepath.Dir(dest))); d != "" && !strings.Contains(d, ".part-") {
				t.Fatalf("a refused backup (%v) changed the folder: %s", err, d)
			}
			return
		}
		b := filepath.Base(dest)
		switch {
		case strings.HasSuffix(b, "-wal") || strings.HasSuffix(b, "-shm") || strings.HasSuffix(b, "-journal"):
			t.Fatalf("a backup was written to %s, a side file's name", b)
		case sameFile(dest, filepath.Join(backupDir, "h.db")):
			t.Fatal("a backup was written over the history")
		case existed && !force:
			t.Fatalf("a backup replaced %s without being told to", b)
		case sideBeside:
			t.Fatalf("a backup replaced %s, which has a -wal beside it", b)
		}
		if rep, err := Check(dest); err != nil || rep.Rounds != 4 {
			t.Fatalf("the backup %s does not check: %+v %v", b, rep, err)
		}
		if base == backupDir {
			os.Remove(dest)
		}
	})
}

// FuzzNames (issue 26): whatever a game's, an event's or a player's name
// holds, it is refused or stored as text a terminal shows as it is: valid
// UTF-8, no control, bidi or invisible format character.
func FuzzNames(f *testing.F) {
	for _, s := range []string{"Friday", "A\x00B", "A\x1b[2J", "A\u202eB", "\u2066A", "A\xffB", `A\ud800B`, `A\u001bB`,
		"Zoë", "مهر\u200cناز", "a\tb\nc", "", strings.Repeat("x", 101), `"`, `\`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		s := fuzzDB(t)
		clean := func(what, stored string) {
			t.Helper()
			if !utf8.ValidString(stored) {
				t.Fatalf("%s %q stored as %q: not UTF-8", what, name, stored)
			}
			for _, r := range stored {
				if why := forbiddenInName(r); why != "" || (unicode.IsSpace(r) && r != ' ') {
					t.Fatalf("%s %q stored as %q, holding U+%04X", what, name, stored, r)
				}
			}
		}
		// In JSON, as record takes it: the name's bytes as they come.
		g, err := s.Record([]byte(`{"game":"fake","name":"` + name + `","players":["Ann","Bo"],"rounds":[]}`))
		if err == nil {
			clean("record", g.Name)
		} else if !errors.Is(err, ErrInvalid) && !errors.Is(err, game.ErrInvalid) {
			t.Fatalf("record %q: refused without saying what: %v", name, err)
		}
		if ev, err := s.CreateTournamentEvent(TournamentEvent{Name: name, Game: "burn", Form: "league", Setup: json1(`{}`), JoinCode: "X"}); err == nil {
			clean("event", ev.Name)
			if stored, err := s.TournamentEvent(ev.ID); err != nil || stored.Name != ev.Name {
				t.Fatalf("event %q: read back %q, %v", name, stored.Name, err)
			}
		} else if !errors.Is(err, ErrInvalid) {
			t.Fatalf("event %q: %v", name, err)
		}
		if p, err := s.CreatePlayer(name); err == nil {
			clean("player", p.Name)
		} else if !errors.Is(err, ErrInvalid) && !errors.Is(err, ErrConflict) {
			t.Fatalf("player %q: %v", name, err)
		}
	})
}
