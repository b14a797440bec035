package tournament

import (
	"testing"
	"time"
)

// Refresh asks for a read that must be shown whatever it says (the page
// put up a view of its own, maybe older than the last read); a poke asks
// for an ordinary one.
func TestWatcherForcesTheReadAfterRefresh(t *testing.T) {
	w := newWatcher()
	defer w.Stop()
	reads := make(chan bool, 16)
	w.run(Options{Do: func(fn func()) { fn() }}, time.Hour, func(_, forced bool) func() {
		reads <- forced
		return nil
	})
	for i, step := range []struct {
		do     func()
		forced bool
	}{{w.Poke, false}, {w.Refresh, true}, {w.Poke, false}} {
		step.do()
		select {
		case forced := <-reads:
			if forced != step.forced {
				t.Fatalf("read %d: forced %v, want %v", i+1, forced, step.forced)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("read %d: none after the poke", i+1)
		}
	}
}
