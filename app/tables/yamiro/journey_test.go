package yamiro

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/tabletest"
	"arbiter/storage"
)

// TestJourneyYamiro is a new user's path through Yamiro, by taps on what
// the screen shows where it shows it: the home screen of a fresh history,
// the game's tile, the new-game form with every default left as it is
// (two players, Railog cards, Ann leads the first hand), three hands, away
// through History and back with Resume, a correction of the first hand
// from the score sheet, an undo that puts the last hand back in the form,
// the live window resized to the other layout and back in the middle of a
// hand, and every number on screen checked against the store's totals.
// Once on a phone in English, once on a desktop in Dutch: the logic is
// the same, the words and the layout are not.
func TestJourneyYamiro(t *testing.T) {
	for _, c := range []struct {
		lang  string
		phone bool
	}{{"en", true}, {"nl", false}} {
		name := c.lang + "/desktop"
		if c.phone {
			name = c.lang + "/phone"
		}
		t.Run(name, func(t *testing.T) { yamiroJourney(t, c.phone, c.lang) })
	}
}

func yamiroJourney(t *testing.T, phone bool, lang string) {
	u, sc := startApp(t, phone, lang, "")
	st := u.Store()
	T := tabletest.Said

	tapTile(t, sc, "Yamiro")
	if !sc.Has(T("Start the game")) {
		t.Fatalf("no new-game form: %q", sc.Texts())
	}
	typeNth(t, sc, T("Player name"), "Ann")
	typeNth(t, sc, T("Player name"), "Bram")
	sc.Tap(T("Start the game"))
	u.Settle()
	tabletest.Settle(u.Window())
	games, err := st.Games(storage.Filter{Kind: yamID})
	if err != nil || len(games) != 1 {
		t.Fatalf("games = %v, %v; form says %q", games, err, status(t, u))
	}
	g := games[0]
	wantStatus(t, u, T("Hand %d of %d · %s leads.", 1, 8, "Ann"))

	// Hand 1: Ann 8 8 alak arl = 64 against Bram's 1 2 3 4: Ann captures 10.
	play(t, sc, "8", "1", "8", "2", "alak", "3", "arl")
	wantStatus(t, u, T("Card %d of %d: %s to play · %s", 8, 8, "Bram", T("%s ahead", "Ann")))
	play(t, sc, "4")
	wantStatus(t, u, T("%s wins the hand and captures %d points (%s).", "Ann", 10, "1, 2, 3, 4"))
	tabletest.CheckLayout(t, u, sc, "hand 1 complete")
	sc.Tap(T("Save hand"))
	wantStatus(t, u, T("Hand %d saved.", 1))
	// Hand 2: Bram leads with an arlas that nothing cancels: he captures
	// Ann's 8 8 alak 7 = 31. The window is resized to the other layout
	// and back in the middle of it: the hand is kept, nothing is cut.
	play(t, sc, "arlas", "8", "1")
	resizeBothWays(t, u, sc, 3)
	play(t, sc, "8", "1", "alak", "2", "7")
	tabletest.CheckLayout(t, u, sc, "hand 2 with an arlas")
	sc.Tap(T("Save hand"))
	// Hand 3: Ann 5 7 6 4 = 22 against Bram's 6 5 7 3 = 21.
	play(t, sc, "5", "6", "7", "5", "6", "7", "4", "3")
	sc.Tap(T("Save hand"))
	wantStatus(t, u, T("Hand %d saved.", 3))
	checkNumbers(t, u, g.ID)

	// Away through History, back with Resume.
	sc.Tap(T("History"))
	tabletest.Settle(u.Window())
	sc.TapItem(firstItem(t, sc, func(s string) bool { return s == "Yamiro" }))
	tabletest.Settle(u.Window())
	tabletest.TapText(t, sc, T("Resume"))
	u.Settle()
	tabletest.Settle(u.Window())
	checkNumbers(t, u, g.ID)

	// Correct hand 1 from the score sheet: Bram's last card was a 1, not
	// a 4 (Ann captures 7).
	if u.Phone() {
		sc.Tap(T("Score sheet"))
	}
	sc.TapItem(firstItem(t, sc, func(s string) bool { return strings.HasPrefix(s, "#1 ") }))
	sc.Tap(T("Edit this round"))
	u.Settle()
	tabletest.Settle(u.Window())
	wantStatus(t, u, T("Correcting hand %d: change it and save; the old version stays in its history.", 1))
	sc.Tap(T("Take back last card"))
	play(t, sc, "1")
	wantStatus(t, u, T("%s wins the hand and captures %d points (%s).", "Ann", 7, "1, 2, 3, 1"))
	sc.Tap(T("Save the correction"))
	wantStatus(t, u, T("Hand %d corrected.", 1))
	checkNumbers(t, u, g.ID)

	// Undo: hand 3 goes back in the form, and the status says so.
	sc.Tap(T("Undo last hand"))
	sc.Tap(T("Yes"))
	u.Settle()
	tabletest.Settle(u.Window())
	wantStatus(t, u, T("Hand %d taken back: it is in the form again; change it and save it.", 3))
	if rounds, _ := st.Rounds(g.ID); len(rounds) != 2 {
		t.Fatalf("after the undo %d hands are in force", len(rounds))
	}
	if n := placed(sc); n != 8 {
		t.Errorf("the undone hand is not in the form: %d cards placed", n)
	}
	checkNumbers(t, u, g.ID)
	// Fixed (Bram's last card was a 2) and saved again.
	sc.Tap(T("Take back last card"))
	play(t, sc, "2")
	sc.Tap(T("Save hand"))
	wantStatus(t, u, T("Hand %d saved.", 3))
	checkNumbers(t, u, g.ID)
	tabletest.CheckLayout(t, u, sc, "the end of the journey")
}

// resizeBothWays resizes the live window to the other layout and back,
// checking each time that the hand being entered (n cards placed) is still
// there and that nothing is cut or drawn over.
func resizeBothWays(t *testing.T, u *app.UI, sc *apptest.Screen, n int) {
	t.Helper()
	sizes := []fyne.Size{apptest.Phone, apptest.Desktop}
	if u.Phone() {
		sizes = []fyne.Size{apptest.Desktop, apptest.Phone}
	}
	for _, size := range sizes {
		u.Window().Resize(size)
		u.Settle()
		tabletest.Settle(u.Window())
		when := fmt.Sprintf("resized to %.0f×%.0f", size.Width, size.Height)
		tabletest.CheckLayout(t, u, sc, when)
		if got := placed(sc); got != n {
			t.Fatalf("%s: %d cards of the hand on screen, want %d", when, got, n)
		}
	}
}
