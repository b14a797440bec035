package myre

import (
	"fmt"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/tabletest"
	"arbiter/scoring/gen"
	mscore "arbiter/scoring/myre"
)

// The benchmarks of issue 22 on the Myre table, in Fyne's test driver on
// a real history (SQLite in a temporary directory), through the table as
// the app opens it. docs/performance.md ("Table sessions") has the
// figures and the command:
//
//	go test -run '^$' -bench 'BenchmarkMyre' -benchtime 200x -timeout 30m ./app/tables/myre/

// percentile is the p-th percentile (0-100) of ds, sorted in place.
func percentile(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	slices.Sort(ds)
	i := int(float64(len(ds)-1) * p / 100)
	return ds[i]
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// BenchmarkMyreTap is a card tapped in the table, from the tap to the
// updated frame: the card placed behind the pile (or taken back, every
// other tap), the deck dimmed for the pile, the preview and the draft in
// the session, then the window painted (the test canvas's Capture). Every
// call of the history is held for the whole run: a tap that called it
// would never return; the benchmark fails if any call finished or if a
// tap handed anything to the UI goroutine.
func BenchmarkMyreTap(b *testing.B) {
	h := tabletest.NewWatchedHost(b, false)
	id := newSessionGame(b, h, nil, nil)
	tb := openMyre(b, h, h.Settle, id, "")
	tapCard(b, tb, "6H") // the scout; Red's cards come next
	c := h.Window().Canvas()
	c.Capture()
	letGo := h.Hist.Hold()
	calls, dos := h.Hist.Finished.Load(), h.Dos.Load()
	taps := make([]time.Duration, 0, b.N)
	frames := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := range b.N {
		start := time.Now()
		if i%2 == 0 {
			tapCard(b, tb, "AH")
		} else {
			test.Tap(tb.piles[0].red.View.Objects[0].(fyne.Tappable))
		}
		tapped := time.Now()
		c.Capture()
		taps = append(taps, tapped.Sub(start))
		frames = append(frames, time.Since(start))
	}
	b.StopTimer()
	if n := h.Hist.Finished.Load() - calls; n != 0 {
		b.Fatalf("%d history calls finished during the taps", n)
	}
	if n := h.Dos.Load() - dos; n != 0 {
		b.Fatalf("the taps handed %d functions to the UI goroutine", n)
	}
	if want := b.N % 2; len(tb.piles[0].red.Cards) != want {
		b.Fatalf("after %d taps Red holds %d cards", b.N, len(tb.piles[0].red.Cards))
	}
	b.ReportMetric(ms(percentile(frames, 50)), "frame-p50-ms")
	b.ReportMetric(ms(percentile(frames, 99)), "frame-p99-ms")
	b.ReportMetric(ms(percentile(taps, 50)), "tap-p50-ms")
	b.ReportMetric(ms(percentile(taps, 99)), "tap-p99-ms")
	b.ReportMetric(0, "history-calls")
	letGo()
	h.Settle()
}

// saveBench is one game's table whose next hand is saved again and again.
type saveBench struct {
	section string
	tb      *myreTable
	hand    mscore.Hand
	number  int // the hand saved
	// sheet: from the tap on Save to the score sheet updated (the hand
	// written, heard and drawn); frame: to the window painted after it;
	// cpu: the process's CPU time to the sheet updated.
	sheet, frame, cpu []time.Duration
}

// cpuTime is the CPU time the process has used: less moved by the other
// jobs of a shared machine than the time on the clock.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkMyreSave is Save tapped at hand 1,000 of a game and at hand 1
// of another, alternating (A B, B A): from the tap on Save to the score
// sheet showing the hand (the session writes it on its goroutine, hears it
// written, and the table and the sheet draw it), and to the window
// painted. The hand is then taken back and resolved again, untimed, so
// that every save is of the same hand at the same point. The game of 999
// hands is played by gen (legal hands) and stored with AddRound before the
// timing.
func BenchmarkMyreSave(b *testing.B) {
	h := tabletest.NewWatchedHost(b, false)
	g, err := gen.For(myreID, 1)
	if err != nil {
		b.Fatal(err)
	}
	rounds, err := gen.Play(g, 1000, 1)
	if err != nil || len(rounds) != 1000 {
		b.Fatalf("gen: %d hands, %v", len(rounds), err)
	}
	long := newSessionGame(b, h, g.Options, g.Setup)
	for i, r := range rounds[:999] {
		if _, err := h.Store().AddRound(long, r); err != nil {
			b.Fatalf("hand %d: %v", i+1, err)
		}
	}
	short := newSessionGame(b, h, g.Options, g.Setup)
	games := []*saveBench{
		{section: host.SectionPlay, hand: rounds[0].(mscore.Hand), number: 1},
		{section: host.SectionHistory, hand: rounds[999].(mscore.Hand), number: 1000},
	}
	for k, id := range []string{short, long} {
		s := games[k]
		h.Select(s.section)
		var tb *myreTable
		h.Push(s.section, openTable(h, id, "", func(x *myreTable) { tb = x }))
		h.Settle()
		if tb == nil {
			b.Fatal("the table did not open")
		}
		s.tb = tb
		tb.loadDraft(handDraft(s.hand))
		tb.saveDraft()
	}
	c := h.Window().Canvas()
	one := func(s *saveBench) {
		h.Select(s.section)
		tb := s.tb
		test.Tap(tb.primary) // Resolve
		if tb.mode != modeResult {
			b.Fatalf("hand %d not resolved: %q", s.number, tb.statusText())
		}
		c.Capture()
		cpu, start := cpuTime(), time.Now()
		test.Tap(tb.primary) // Save hand
		h.Settle()
		s.sheet = append(s.sheet, time.Since(start))
		s.cpu = append(s.cpu, cpuTime()-cpu)
		c.Capture()
		s.frame = append(s.frame, time.Since(start))
		if tb.cs.Rounds() != s.number || !sheetShows(tb, fmt.Sprintf("#%d ", s.number)) {
			b.Fatalf("hand %d: %d rounds, the sheet does not show it: %q", s.number, tb.cs.Rounds(), tb.statusText())
		}
		// Taken back: the hand is in the entry again.
		tb.cs.Undo(nil)
		h.Settle()
		if tb.cs.Rounds() != s.number-1 || tb.mode != modeEntry {
			b.Fatalf("hand %d was not taken back", s.number)
		}
	}
	b.ResetTimer()
	for i := range b.N {
		order := games
		if i%2 == 1 {
			order = []*saveBench{games[1], games[0]}
		}
		for _, s := range order {
			one(s)
		}
	}
	b.StopTimer()
	a, z := games[0], games[1]
	for _, m := range []struct {
		name   string
		ds1, n []time.Duration
	}{{"sheet", a.sheet, z.sheet}, {"frame", a.frame, z.frame}, {"cpu", a.cpu, z.cpu}} {
		p1, pn := percentile(m.ds1, 50), percentile(m.n, 50)
		b.ReportMetric(ms(p1), "save1-"+m.name+"-p50-ms")
		b.ReportMetric(ms(pn), "save1000-"+m.name+"-p50-ms")
		b.ReportMetric(float64(pn)/float64(p1), m.name+"-ratio")
		if m.name != "cpu" {
			b.ReportMetric(ms(percentile(m.ds1, 99)), "save1-"+m.name+"-p99-ms")
			b.ReportMetric(ms(percentile(m.n, 99)), "save1000-"+m.name+"-p99-ms")
		}
	}
}

// sheetShows reports whether the score sheet has a row starting with
// prefix.
func sheetShows(tb *myreTable, prefix string) bool {
	found := false
	apptest.Walk(tb.sheet.Root, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, prefix) {
			found = true
		}
	})
	return found
}
