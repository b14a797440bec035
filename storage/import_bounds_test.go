package storage

import (
	"bytes"
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
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

// longGameExport writes an export of one fake game of n rounds, each with
// a correction, as ExportJSON would write it (its outcomes and totals are
// the file's: the import derives its own).
func longGameExport(n int) []byte {
	var b bytes.Buffer
	at := "2025-03-01T19:00:00.000Z"
	b.WriteString(`{"format":"arbiter-history","version":1,"players":[` + "\n")
	b.WriteString(`{"id":"p-ann","name":"Ann","archived":false,"created_at":"` + at + `"},` + "\n")
	b.WriteString(`{"id":"p-bo","name":"Bo","archived":false,"created_at":"` + at + `"}` + "\n")
	b.WriteString(`],"games":[` + "\n")
	b.WriteString(`{"id":"g-long","kind":"fake","name":"Long","options":{"target":1000000000},"setup":{},"status":"active",` +
		`"finished_by":"","started_at":"` + at + `","finished_at":null,"winners":[],"totals":{"A":0,"B":0},"note":"",` +
		`"updated_at":"` + at + `","seats":[{"player_id":"p-ann","side":"A","position":0,"score":0,"won":false},` +
		`{"player_id":"p-bo","side":"B","position":1,"score":0,"won":false}],` +
		`"sittings":[{"id":"s-1","started_at":"` + at + `","ended_at":"` + at + `"}],"rounds":[`)
	for i := 1; i <= n; i++ {
		if i > 1 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"id":"r-%d","seq":%d,"created_at":"%s","current_version":2,"live":true,"totals_after":{"A":%d,"B":%d},"versions":[`+
			`{"id":"v-%d-1","version":1,"action":"entry","input":{"points":{"A":2,"B":1}},"outcome":{"totals":{"A":%d,"B":%d},"finished":false,"winners":[]},"engine_version":"0.2.0","sitting_id":"s-1","created_at":"%s"},`+
			`{"id":"v-%d-2","version":2,"action":"correction","input":{"points":{"A":1,"B":2}},"outcome":{"totals":{"A":%d,"B":%d},"finished":false,"winners":[]},"engine_version":"0.2.0","sitting_id":"s-1","created_at":"%s"}]}`,
			i, i, at, i, 2*i, i, 2*i, i, at, i, i, 2*i, at)
	}
	b.WriteString("]}\n]}\n")
	return b.Bytes()
}

// TestImportOfOneLongGameIsBounded (item 10): one game's rounds are read,
// played and written one at a time: importing a game of 40,000 rounds
// (each corrected once) holds little more than the file, where reading the
// game whole held many times it.
func TestImportOfOneLongGameIsBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("imports 40,000 rounds")
	}
	s, _ := openTest(t)
	file := bytes.Clone(longGameExport(40_000)) // no spare capacity: the file as read
	// Collected often, the heap is what the import keeps, not what it
	// has dropped and the collector has not taken back yet.
	defer debug.SetGCPercent(debug.SetGCPercent(10))
	var res ImportResult
	var err error
	peak := peakHeap(func() { res, err = s.ImportJSON(bytes.NewReader(file)) })
	if err != nil {
		t.Fatal(err)
	}
	if res.GamesAdded != 1 || res.Rounds != 80_000 {
		t.Fatalf("imported %+v", res)
	}
	g := must(s.Game("g-long"))
	if g.Rounds != 40_000 || string(g.Totals) != `{"A":40000,"B":80000}` {
		t.Errorf("the game: %d rounds, totals %s", g.Rounds, g.Totals)
	}
	t.Logf("a %.1f MB game: the heap reached %.1f MB", float64(len(file))/(1<<20), float64(peak)/(1<<20))
	// The test's copy of the file, the import's, and a little more (the
	// whole game read at once held five times the file).
	if limit := 2*uint64(len(file)) + 16<<20; peak > limit {
		t.Errorf("the heap reached %d MB importing a %d MB game (limit %d MB)", peak>>20, len(file)>>20, limit>>20)
	}
}
