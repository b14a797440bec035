package hyrule

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/app/host"
	"arbiter/app/tabletest"
)

// tapCard taps a card of the deck grid as a finger does.
func tapCard(t testing.TB, tb *hyruleTable, code string) {
	t.Helper()
	fs := tb.faces[code]
	if len(fs) == 0 {
		t.Fatalf("no %s in the deck", code)
	}
	test.Tap(fs[0])
}

// A tap asks the state in memory and keeps the entry in the session: with
// every call of the history held, cards are tapped (a refused one too), a
// placed one taken back and the turn resolved, standoff and run-off
// included; the taps all finish and hand nothing to the UI goroutine.
// Save then writes the turn once the history is free.
func TestHyruleTapTouchesNoHistory(t *testing.T) {
	h := tabletest.NewWatchedHost(t, false)
	g := createGame(t, h.Store(), []string{"Ann", "Bob", "Cleo"}, nil)
	tb := openHy(t, h, h.Settle, g.ID, "")
	calls, dos := h.Hist.Finished.Load(), h.Dos.Load()
	letGo := h.Hist.Hold()
	done := make(chan struct{})
	go func() {
		defer close(done)
		tapCard(t, tb, "RJ")
		tapCard(t, tb, "BJ")
		test.Tap(tb.picker.Zones[1].View.Objects[0].(fyne.Tappable)) // Bob's joker taken back
		tapCard(t, tb, "BJ")
		tapCard(t, tb, "3C") // a standoff: Ann and Bob play one more card each
		tapCard(t, tb, "KH")
		tapCard(t, tb, "2S")
	}()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		letGo()
		t.Fatal("a tap waited for the history")
	}
	if n := h.Hist.Finished.Load() - calls; n != 0 {
		t.Errorf("%d history calls finished while the history was held", n)
	}
	if n := h.Dos.Load() - dos; n != 0 {
		t.Errorf("the taps handed %d functions to the UI goroutine", n)
	}
	if got := tb.result.Text(); !strings.Contains(got, "Bob takes the turn with 2♤: 5 cards") || tb.current == nil {
		t.Fatalf("the turn resolved in memory: %q", got)
	}
	if d := tb.cs.Draft(); strings.Join(d.Cards, " ") != "RJ BJ 3C" || strings.Join(d.Runoff, " ") != "KH 2S" {
		t.Errorf("the session's entry: %+v", d)
	}
	letGo()
	test.Tap(tb.save)
	h.Settle()
	if tb.cs.Rounds() != 1 || tb.statusText() != "Turn 1 saved." {
		t.Errorf("after Save: %d turns, %q", tb.cs.Rounds(), tb.statusText())
	}
	if tot, _ := h.Store().Totals(g.ID); tot.Scores["Bob"] != 5 {
		t.Errorf("stored totals %v", tot.Scores)
	}
}

// A correction puts the new turn being entered aside and brings it back
// once the correction is saved; the turns after the corrected one keep
// their results, counted again.
func TestHyruleCorrectionPutsTheNewTurnAside(t *testing.T) {
	h := tabletest.NewWatchedHost(t, true)
	g := createGame(t, h.Store(), []string{"Ann", "Bob"}, nil)
	tb := openHy(t, h, h.Settle, g.ID, "")
	for _, cs := range [][]string{{"8H", "3C"}, {"KS", "2D"}} {
		for _, c := range cs {
			tapCard(t, tb, c)
		}
		test.Tap(tb.save)
		h.Settle()
	}
	tapCard(t, tb, "5H")
	tb.startEdit(tb.cs.Row(0).ID)
	h.Settle()
	if d := tb.cs.Draft(); d.Stash == nil || d.Stash.Cards[0] != "5H" || strings.Join(d.Cards, " ") != "8H 3C" {
		t.Fatalf("correcting turn 1: the session's entry %+v", d)
	}
	test.Tap(tb.picker.Zones[0].View.Objects[0].(fyne.Tappable)) // Ann's 8♥ taken back
	tapCard(t, tb, "2H")
	test.Tap(tb.save)
	h.Settle()
	if tb.statusText() != "Turn 1 corrected." || tb.cards[0] != "5H" {
		t.Errorf("after the correction: %q, entry %v", tb.statusText(), tb.cards)
	}
	if tb.cs.Row(0).Version != 2 || tb.cs.Rounds() != 2 {
		t.Errorf("turn 1 v%d, %d turns", tb.cs.Row(0).Version, tb.cs.Rounds())
	}
	h.Home(host.SectionPlay)
}
