package draque

import (
	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"strings"
	"testing"
)

func TestDraqueSameElementSeriesOfFourWins(t *testing.T) {
	u := newTestUI(t, true)
	st := u.Store()
	// Draque keeps no score: the game list opens the helper, not a form.
	p := u.NewGame(draqueID)
	if p.Title != "Draque & Yirken" {
		t.Fatalf("new game for Draque opened %q", p.Title)
	}
	h, p := newDraqueHelper(u)
	u.Push("play", p)
	picker := h.picker
	// Out of game: a 1 may go, a 5 may not while 1 and 15 are in game.
	apptest.TapButton(t, u.Window(), "Out of game")
	picker.TapDeck(cdySpec(t, picker, "Wi1"))
	picker.TapDeck(cdySpec(t, picker, "Fi5"))
	if got := picker.Codes(dqOut); len(got) != 1 || got[0] != "Wi1" {
		t.Errorf("out of game = %v", got)
	}
	if !strings.Contains(picker.Status.Text, "lowest (1) or highest (15)") {
		t.Errorf("refusal = %q", picker.Status.Text)
	}
	// The claim: Fi3 Fi4 Fi5 Fi6, discarding Wa9.
	apptest.TapButton(t, u.Window(), "Series")
	for _, c := range []string{"Fi3", "Fi4", "Fi5", "Fi6"} {
		picker.TapDeck(cdySpec(t, picker, c))
	}
	apptest.TapButton(t, u.Window(), "Discard")
	picker.TapDeck(cdySpec(t, picker, "Wa9"))
	if txt := apptest.WindowLabels(u.Window()); !strings.Contains(txt, "A winning hand: the claim stands.") {
		t.Fatalf("verdict missing:\n%s", txt)
	}
	d, err := st.Draft(draqueDraftKey)
	if err != nil || !strings.Contains(string(d), `"series":["Fi3","Fi4","Fi5","Fi6"]`) || !strings.Contains(string(d), `"out_of_game":["Wi1"]`) {
		t.Errorf("draft = %s, %v", d, err)
	}
	// Mixed elements fail by default; the house rule accepts them.
	apptest.TapButton(t, u.Window(), "Clear the claim")
	for _, c := range []string{"Fi3", "Fi4", "Wa5", "Fi6"} {
		picker.TapDeck(cdySpec(t, picker, c))
	}
	apptest.TapButton(t, u.Window(), "Discard")
	picker.TapDeck(cdySpec(t, picker, "Wa9"))
	if txt := apptest.WindowLabels(u.Window()); !strings.Contains(txt, "No winning hand: the claim fails.") {
		t.Errorf("mixed elements should fail:\n%s", txt)
	}
	// Reopening the helper restores the table from the draft.
	h2, p2 := newDraqueHelper(u)
	u.Push("play", p2)
	if got := h2.picker.Codes(dqOut); len(got) != 1 {
		t.Errorf("restored out of game = %v", got)
	}
}

func TestCdyDutchTranslations(t *testing.T) {
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	for en, nl := range map[string]string{"Series": "Reeks", "Save round": "Ronde opslaan", "Save hand": "Hand opslaan"} {
		if got := i18n.T(en); got != nl {
			t.Errorf("T(%q) = %q in Dutch, want %q", en, got, nl)
		}
	}
}
