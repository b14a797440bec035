package yamiro

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/storage"
)

// yamStart creates a duel through Yamiro's own new-game form.
func yamStart(t *testing.T, u *app.UI) (*storage.Store, storage.Game) {
	t.Helper()
	st := u.Store()
	for _, n := range []string{"Ann", "Bram"} {
		if _, err := st.EnsurePlayer(n); err != nil {
			t.Fatal(err)
		}
	}
	u.Push("play", u.NewGame(yamID))
	if b := apptest.WindowButton(u.Window(), "Start the game"); b == nil {
		t.Fatal("Yamiro's new-game form has no start button")
	}
	// The known players fill the seats; the defaults are a Railog duel.
	apptest.TapButton(t, u.Window(), "Start the game")
	games, err := st.Games(storage.Filter{Kind: yamID})
	if err != nil || len(games) != 1 {
		t.Fatalf("games = %v, %v", games, err)
	}
	return st, games[0]
}

func TestYamiroTwoEightsAlakArlMake64(t *testing.T) {
	u := newTestUI(t, true)
	st, g := yamStart(t, u)
	if string(g.Setup) != `{"form":"duel"}` {
		t.Errorf("setup = %s", g.Setup)
	}
	s := newYamScreen(u, st, g)
	u.Push("play", s.page())
	// A leads: 8, 1, 8, 2, alak, 3, arl, 4.
	for _, c := range []string{"8", "1", "8", "2", "alak", "3", "arl", "4"} {
		s.picker.TapDeck(cdySpec(t, s.picker, c))
	}
	txt := apptest.WindowLabels(u.Window())
	if !strings.Contains(txt, "16 · alak + arl ×4 = 64") {
		t.Errorf("live count should show 64:\n%s", txt)
	}
	if !strings.Contains(txt, "Ann wins the hand and captures 10 points (1, 2, 3, 4).") {
		t.Errorf("result missing:\n%s", txt)
	}
	if d, _ := st.Draft("game/" + g.ID); !strings.Contains(string(d), `"alak"`) {
		t.Errorf("draft = %s", d)
	}
	apptest.TapButton(t, u.Window(), "Save hand")
	tot, err := st.Totals(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if tot.Scores["A"] != 10 || tot.Scores["B"] != 0 {
		t.Errorf("captures = %v", tot.Scores)
	}
	rounds, _ := st.Rounds(g.ID)
	if len(rounds) != 1 || !strings.Contains(string(rounds[0].Input), `{"side":"A","card":"8"}`) {
		t.Fatalf("stored hands = %v", rounds)
	}
	// Players take turns leading: Bram leads hand 2.
	if s.lead != "B" || !strings.Contains(s.status.Text, "Hand 2 of 8 · Bram leads") {
		t.Errorf("status = %q, lead %s", s.status.Text, s.lead)
	}
	// Undo from the score sheet.
	test.Tap(s.sheet.Undo)
	apptest.TapButton(t, u.Window(), "Yes")
	if rounds, _ := st.Rounds(g.ID); len(rounds) != 0 {
		t.Errorf("after undo %d hands are in force", len(rounds))
	}
}

func TestYamiroSolitaireAndStandardDeck(t *testing.T) {
	u := newTestUI(t, false)
	st := u.Store()
	if _, err := st.EnsurePlayer("Ann"); err != nil {
		t.Fatal(err)
	}
	u.Push("play", u.NewGame(yamID))
	var radios []*widget.RadioGroup
	for _, o := range test.LaidOutObjects(u.Window().Canvas().Content()) {
		if r, ok := o.(*widget.RadioGroup); ok {
			radios = append(radios, r)
		}
	}
	if len(radios) != 2 {
		t.Fatalf("want the form and deck choices, found %d radio groups", len(radios))
	}
	radios[0].SetSelected("Solitaire")
	radios[1].SetSelected("Standard deck")
	apptest.TapButton(t, u.Window(), "Start the game")
	games, _ := st.Games(storage.Filter{Kind: yamID})
	if len(games) != 1 {
		t.Fatalf("games = %v", games)
	}
	g := games[0]
	if string(g.Setup) != `{"form":"solitaire"}` || !strings.Contains(string(g.Options), `"kind":"standard"`) {
		t.Errorf("setup %s options %s", g.Setup, g.Options)
	}
	s := newYamScreen(u, st, g)
	u.Push("play", s.page())
	if !strings.Contains(s.status.Text, "The deck leads") {
		t.Errorf("status = %q", s.status.Text)
	}
	has := map[string]bool{}
	for _, sp := range s.picker.Deck {
		has[sp.Code] = true
	}
	if !has["JS"] || !has["8H"] || !has["RJ"] || has["9H"] {
		t.Errorf("standard deck offers %v", has)
	}
	// The deck turns 1H, Ann plays 8H ... Ann wins 8+8+7+6 against 1+2+3+4.
	for _, c := range []string{"AH", "8H", "2H", "8S", "3H", "7S", "4H", "6S"} {
		s.picker.TapDeck(cdySpec(t, s.picker, c))
	}
	apptest.TapButton(t, u.Window(), "Save hand")
	tot, _ := st.Totals(g.ID)
	if tot.Scores["A"] != 10 {
		t.Errorf("Ann's captures = %v", tot.Scores)
	}
}
