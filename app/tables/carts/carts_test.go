package carts

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/storage"
)

func TestCartsRoundScoredSavedAndUndone(t *testing.T) {
	u := newTestUI(t, true)
	st := u.Store()
	g, err := host.CreateGame(st, cartsID, "", []string{"Ann", "Bram", "Cato"}, nil, host.Tables[cartsID].Seating)
	if err != nil {
		t.Fatal(err)
	}
	s := newCartsScreen(u, st, g)
	u.Push("play", s.page())
	if !s.save.Disabled() {
		t.Error("nobody has cards left yet: the round cannot be saved")
	}
	// Bram holds 5 cards: five taps on +.
	for i := 0; i < 5; i++ {
		test.Tap(s.plusBtn[1])
	}
	// Cato holds 3: tap the count and pick 3.
	test.Tap(s.countBtn[2])
	apptest.TapButton(t, u.Window(), "3")
	if s.counts[1] != 5 || s.counts[2] != 3 {
		t.Fatalf("counts = %v", s.counts)
	}
	if s.save.Disabled() {
		t.Fatalf("a valid round should be savable; shown: %s", apptest.WindowLabels(u.Window()))
	}
	if txt := apptest.WindowLabels(u.Window()); !strings.Contains(txt, "+5") {
		t.Errorf("preview should show Bram's points:\n%s", txt)
	}
	// The draft keeps the entry.
	if d, _ := st.Draft("game/" + g.ID); !strings.Contains(string(d), `"Bram":5`) {
		t.Errorf("draft = %s", d)
	}
	test.Tap(s.save)
	rounds, err := st.Rounds(g.ID)
	if err != nil || len(rounds) != 1 {
		t.Fatalf("rounds = %v, %v", rounds, err)
	}
	var in map[string]any
	_ = json.Unmarshal(rounds[0].Input, &in)
	if fmt.Sprint(in["cards_left"]) != "map[Ann:0 Bram:5 Cato:3]" {
		t.Errorf("stored round = %s", rounds[0].Input)
	}
	tot, _ := st.Totals(g.ID)
	if tot.Scores["Ann"] != 0 || tot.Scores["Bram"] != 5 || tot.Scores["Cato"] != 3 {
		t.Errorf("totals = %v", tot.Scores)
	}
	if s.counts[1] != 0 {
		t.Error("the form should be cleared after saving")
	}
	// Undo from the score sheet.
	test.Tap(s.sheet.Undo)
	apptest.TapButton(t, u.Window(), "Yes")
	if rounds, _ := st.Rounds(g.ID); len(rounds) != 0 {
		t.Errorf("after undo %d rounds are in force", len(rounds))
	}
}

func TestCartsTurnHelperFollowUpOwes(t *testing.T) {
	u := newTestUI(t, false)
	st := u.Store()
	g, err := host.CreateGame(st, cartsID, "", []string{"Ann", "Bram"}, nil, host.Tables[cartsID].Seating)
	if err != nil {
		t.Fatal(err)
	}
	s := newCartsScreen(u, st, g)
	u.Push("play", s.page())
	tr := s.turn
	s.tabs.SelectIndex(1)
	// Start on Fi7, Ann plays Wa8: a follow-up of another element.
	tr.log = &cartsTurnLog{Top: "Fi7", Actions: []cartsAction{}}
	tr.state, tr.last, _ = replayCarts(tr.log, 2, tr.rules())
	tr.render()
	tr.picker.TapDeck(cdySpec(t, tr.picker, "Wa8"))
	if txt := apptest.WindowLabels(u.Window()); !strings.Contains(txt, "Next player owes 2 cards.") {
		t.Fatalf("verdict missing:\n%s", txt)
	}
	apptest.TapButton(t, u.Window(), "Play it")
	if tr.state.Owed() != 2 || tr.player(tr.state.Turn()) != "Bram" {
		t.Errorf("Bram should owe 2: owed %d, turn %s", tr.state.Owed(), tr.player(tr.state.Turn()))
	}
	// A card that is no follow-up is refused while Bram owes.
	tr.picker.TapDeck(cdySpec(t, tr.picker, "Wa3"))
	if txt := apptest.WindowLabels(u.Window()); !strings.Contains(txt, "may not be played") {
		t.Errorf("Wa3 should be refused:\n%s", txt)
	}
	apptest.TapButton(t, u.Window(), "Take it back")
	apptest.TapButton(t, u.Window(), "Draws 2")
	if tr.state.Hand(1) != 10 {
		t.Errorf("Bram holds %d cards, want 10", tr.state.Hand(1))
	}
	// The helper's table survives a restart through the draft.
	s2 := newCartsScreen(u, st, g)
	s2.page()
	if s2.turn.state == nil || s2.turn.state.Hand(1) != 10 {
		t.Error("the turn helper was not restored from the draft")
	}
}

var _ = storage.StatusActive
