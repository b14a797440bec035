package storage

import (
	"bytes"
	"errors"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// peakHeap runs fn while sampling the heap, and returns the most it held.
func peakHeap(fn func()) uint64 {
	runtime.GC()
	var peak atomic.Uint64
	done := make(chan struct{})
	go func() {
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			if m.HeapAlloc > peak.Load() {
				peak.Store(m.HeapAlloc)
			}
			select {
			case <-done:
				return
			case <-time.After(2 * time.Millisecond):
			}
		}
	}()
	fn()
	close(done)
	return peak.Load()
}

// Imports read one game at a time: a file of a million empty objects is
// refused at the first one, holding a few megabytes, not gigabytes.
func TestImportOfManyEmptyObjectsIsBounded(t *testing.T) {
	s, _ := openTest(t)
	for _, list := range []string{"games", "players"} {
		var b bytes.Buffer
		b.WriteString(`{"format":"arbiter-history","version":1,"` + list + `":[`)
		b.WriteString(strings.Repeat("{},", 1_000_000))
		b.WriteString("{}]}")
		var err error
		peak := peakHeap(func() { _, err = s.ImportJSON(bytes.NewReader(b.Bytes())) })
		if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "more than 100000 "+list) {
			t.Errorf("%s: %v, want a refusal of more than 100000 %s", list, err, list)
		}
		if limit := uint64(64 << 20); peak > uint64(b.Len())+limit {
			t.Errorf("%s: the heap reached %d MB for a %d MB file", list, peak>>20, b.Len()>>20)
		}
	}
	if n := must(s.CountGames(Filter{})); n != 0 {
		t.Errorf("%d games stored by refused imports", n)
	}
}

// Under the cap, an empty object is refused as the first game, naming it.
func TestImportRefusesAnEmptyGameByItsPath(t *testing.T) {
	s, _ := openTest(t)
	var b bytes.Buffer
	b.WriteString(`{"format":"arbiter-history","version":1,"players":[],"games":[`)
	b.WriteString(strings.Repeat("{},", 50_000))
	b.WriteString("{}]}")
	_, err := s.ImportJSON(bytes.NewReader(b.Bytes()))
	if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "games[0].id") {
		t.Errorf("50,001 empty games: %v", err)
	}
}

// More games than an import may hold are refused before anything is
// read into the database.
func TestImportCountsAreCapped(t *testing.T) {
	s, _ := openTest(t)
	var b bytes.Buffer
	b.WriteString(`{"format":"arbiter-history","version":1,"players":[],"games":[`)
	b.WriteString(strings.Repeat("1,", maxImportGames))
	b.WriteString("1]}")
	_, err := s.ImportJSON(bytes.NewReader(b.Bytes()))
	if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "more than") {
		t.Errorf("%d games: %v", maxImportGames+1, err)
	}
}

// Status, winners, totals and totals_after are derived from the rounds: a
// file cannot crown the side that is behind, or give points to a side the
// game does not have.
func TestImportDerivesWhatTheRoundsSay(t *testing.T) {
	src, _ := openTest(t)
	g := newFakeGame(t, src, `{"target":50}`)
	must(src.AddRound(g.ID, round(8, 0)))
	exported := exportString(t, src, g.ID)
	forge := func(replace ...string) string {
		out := exported
		for i := 0; i+1 < len(replace); i += 2 {
			if !strings.Contains(out, replace[i]) {
				t.Fatalf("the export has no %s", replace[i])
			}
			out = strings.ReplaceAll(out, replace[i], replace[i+1])
		}
		return out
	}
	// Finished by the rules, won by B 500-0: the rules end nothing here.
	dst, _ := openTest(t)
	_, err := dst.ImportJSON(strings.NewReader(forge(`"status":"active"`, `"status":"finished"`,
		`"finished_by":""`, `"finished_by":"rules"`, `"winners":[]`, `"winners":["B"]`)))
	if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "games[0].status") {
		t.Fatalf("a game the rules did not end, imported as ended by them: %v", err)
	}
	if n := must(dst.CountGames(Filter{})); n != 0 {
		t.Fatalf("%d games stored", n)
	}
	// Declared over by the table, with forged totals and winners: the
	// leader on the rounds wins, and the totals are the rounds'.
	must(dst.ImportJSON(strings.NewReader(forge(`"status":"active"`, `"status":"finished"`,
		`"finished_by":""`, `"finished_by":"manual"`, `"winners":[]`, `"winners":["B"]`,
		`"totals":{"A":8,"B":0}`, `"totals":{"A":0,"B":500,"C":9}`))))
	got := must(dst.Game(g.ID))
	if got.Status != StatusFinished || len(got.Winners) != 1 || got.Winners[0] != "A" || string(got.Totals) != `{"A":8,"B":0}` {
		t.Errorf("imported %s %v %s, want finished, won by A, 8-0", got.Status, got.Winners, got.Totals)
	}
	for _, seat := range got.Seats {
		if (seat.Side == "A") != seat.Won {
			t.Errorf("seat %s won %v", seat.Side, seat.Won)
		}
	}
}
