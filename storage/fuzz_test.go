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
