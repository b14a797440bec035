package storage

import (
	"bytes"
	"os"
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
