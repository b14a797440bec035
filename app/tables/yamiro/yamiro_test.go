package yamiro

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"arbiter/app/apptest"
	"arbiter/app/history"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tabletest"
	"arbiter/storage"
)

// Issue 16 #11: when an arlas or deiskatun line appears, the hand's
// result and Why? come, nothing is drawn over anything (the buttons, the
// played cards) and a tap lands on the card drawn where the finger is -
// at phone and desktop size, in English and Dutch, at every text size.
func TestYamiroLayoutAtEverySize(t *testing.T) {
	for _, c := range []struct {
		lang, text string
		phone      bool
	}{{"en", "small", false}, {"nl", "larger", true}, {"en", "larger", false}, {"nl", "normal", true}} {
		u, sc := startApp(t, c.phone, c.lang, c.text)
		id := duel(t, u)
		openTable(t, u, id)
		when := fmt.Sprintf("%s, %s text, phone %v", c.lang, c.text, c.phone)
		tabletest.CheckLayout(t, u, sc, when+", a new game")
		hand := []string{"arlas", "5", "6", "deiskatun", "alak", "8", "arlas", "1"}
		for i, card := range hand {
			tabletest.TapCard(t, sc, card)
			tabletest.Settle(u.Window())
			tabletest.CheckLayout(t, u, sc, fmt.Sprintf("%s, card %d", when, i+1))
			if n := placed(sc); n != i+1 {
				t.Fatalf("%s: after tapping %v the hand shows %d cards", when, hand[:i+1], n)
			}
		}
		// Ann's second arlas stands (the deiskatun cancelled her first):
		// she wins by arlas.
		if !strings.Contains(status(t, u), i18n.Tf("%s wins the hand and captures %d points (%s).", "Ann", 22, "5, deiskatun, 8, 1")) {
			t.Errorf("%s: result %q", when, status(t, u))
		}
		tabletest.TapText(t, sc, i18n.T("Why?"))
		tabletest.Settle(u.Window())
		tabletest.CheckLayout(t, u, sc, when+", Why? open")
		i18n.SetLanguage("en")
	}
}

// Issue 16 #11: at a table of four the plays name one player each: the
// status says who leads and whose card comes next, never "Ann & Cato";
// the players are stored with the plays, so the engine says who starts
// the next hand.
func TestYamiroTeamsNameThePlayer(t *testing.T) {
	u, sc := startApp(t, true, "en", "")
	tapTile(t, sc, "Yamiro")
	sc.Tap(i18n.T("Two teams of two"))
	for _, n := range []string{"Ann", "Bram", "Cato", "Dirk"} {
		typeNth(t, sc, i18n.T("Player name"), n)
	}
	sc.Tap(i18n.T("Start the game"))
	u.Settle()
	tabletest.Settle(u.Window())
	games, _ := u.Store().Games(storage.Filter{Kind: yamID})
	if len(games) != 1 {
		t.Fatalf("games: %v; %q", games, status(t, u))
	}
	g := games[0]
	// Round the table Ann, Bram, Cato, Dirk: Ann and Cato are Team A.
	if s := seatsOf(gameSeats(g)); s.label(yamA) != "Ann & Cato" || s.label(yamB) != "Bram & Dirk" {
		t.Fatalf("teams %q and %q", s.label(yamA), s.label(yamB))
	}
	wantStatus(t, u, "Hand 1 of 4 · Ann leads.")
	tabletest.TapCard(t, sc, "1")
	wantStatus(t, u, "Card 2 of 16: Bram to play")
	tabletest.TapCard(t, sc, "2")
	wantStatus(t, u, "Card 3 of 16: Cato to play")
	if to := strings.SplitN(status(t, u), "·", 2)[0]; strings.Contains(to, "&") {
		t.Errorf("the status names a team for a play: %q", status(t, u))
	}
	play(t, sc, "3", "4", "5", "6", "7", "8", "1", "2", "3", "4", "5", "6", "7", "8")
	// Issue 23 #8: a team wins the hand in the plural.
	wantStatus(t, u, "Bram & Dirk win the hand and capture")
	sc.Tap(i18n.T("Save hand"))
	u.Settle()
	wantStatus(t, u, "Hand 2 of 4 · Bram leads.")
	rounds, _ := u.Store().Rounds(g.ID)
	if len(rounds) != 1 || !strings.Contains(string(rounds[0].Input), `"player":"Dirk"`) {
		t.Fatalf("stored hand: %v", rounds)
	}
	tabletest.TapCard(t, sc, "8")
	wantStatus(t, u, "Card 2 of 16: Cato to play")
}

// A card the deck cannot show any more is refused at the tap, in words,
// with the rule (the engine's CanAdd, GEN-1).
func TestYamiroCopyRefusedAtTheTap(t *testing.T) {
	u, sc := startApp(t, false, "en", "")
	id := duel(t, u)
	addHands(t, u, id, `{"plays":[{"side":"A","card":"8"},{"side":"B","card":"8"},{"side":"A","card":"8"},{"side":"B","card":"8"},{"side":"A","card":"8"},{"side":"B","card":"8"},{"side":"A","card":"8"},{"side":"B","card":"8"}]}`)
	openTable(t, u, id)
	tabletest.TapCard(t, sc, "8")
	want := "No 8 is left to play: the deck's copies are played or captured, and discards come back only when the pile runs out (GEN-1)."
	if got := status(t, u); got != want {
		t.Fatalf("status %q, want %q", got, want)
	}
	if n := placed(sc); n != 0 {
		t.Errorf("the refused card went into the hand: %d cards placed", n)
	}
	tabletest.TapCard(t, sc, "7")
	if got := status(t, u); strings.Contains(got, "GEN-1") {
		t.Errorf("the refusal stayed: %q", got)
	}
}

// Issue 16 #6: the game record's "Edit this round" opens the table with
// the hand in its entry; after the correction the record shows it.
func TestYamiroEditFromTheRecord(t *testing.T) {
	u, sc := startApp(t, false, "en", "")
	id := duel(t, u)
	addHands(t, u, id,
		`{"plays":[{"side":"A","card":"8"},{"side":"B","card":"1"},{"side":"A","card":"8"},{"side":"B","card":"2"},{"side":"A","card":"alak"},{"side":"B","card":"3"},{"side":"A","card":"arl"},{"side":"B","card":"4"}]}`,
		`{"plays":[{"side":"B","card":"5"},{"side":"A","card":"1"},{"side":"B","card":"5"},{"side":"A","card":"1"},{"side":"B","card":"5"},{"side":"A","card":"1"},{"side":"B","card":"5"},{"side":"A","card":"1"}]}`)
	// The table is open under the record, as after a Resume.
	openTable(t, u, id)
	u.Push(host.SectionHistory, history.GameRecordPage(u, u.Store(), apptest.Must[storage.Game](t)(u.Store().Game(id))))
	tabletest.Settle(u.Window())
	sc.TapItem(firstItem(t, sc, func(s string) bool { return strings.HasPrefix(s, i18n.T("Round 1")+" ") }))
	sc.Tap(i18n.T("Edit this round"))
	u.Settle()
	tabletest.Settle(u.Window())
	wantStatus(t, u, "Correcting hand 1")
	sc.Tap(i18n.T("Take back last card"))
	play(t, sc, "2")
	sc.Tap(i18n.T("Save the correction"))
	u.Settle()
	wantStatus(t, u, "Hand 1 corrected.")
	tot, _ := u.Store().Totals(id)
	if tot.Scores[yamA] != 8 || tot.Scores[yamB] != 4 {
		t.Errorf("totals after the correction: %v", tot.Scores)
	}
	// Back to the table page under it: it shows the corrected game, not an
	// old copy.
	u.Back(host.SectionPlay)
	u.Select(host.SectionPlay)
	u.Settle()
	tabletest.Settle(u.Window())
	checkNumbers(t, u, id)
}

// The other forms and decks: solitaire against the deck with a standard
// deck mapped onto the Railog cards.
func TestYamiroSolitaireAndStandardDeck(t *testing.T) {
	u, sc := startApp(t, false, "en", "")
	tapTile(t, sc, "Yamiro")
	sc.Tap(i18n.T("Solitaire"))
	tabletest.TapText(t, sc, i18n.T("Standard deck"))
	typeNth(t, sc, i18n.T("Player name"), "Ann")
	sc.Tap(i18n.T("Start the game"))
	u.Settle()
	tabletest.Settle(u.Window())
	games, _ := u.Store().Games(storage.Filter{Kind: yamID})
	if len(games) != 1 {
		t.Fatalf("games = %v: %q", games, status(t, u))
	}
	g := games[0]
	if string(g.Setup) != `{"form":"solitaire"}` || !strings.Contains(string(g.Options), `"kind":"standard"`) {
		t.Errorf("setup %s options %s", g.Setup, g.Options)
	}
	wantStatus(t, u, "The deck leads")
	// The deck turns A♡, Ann plays 8♡ ... Ann wins 8+8+7+6 against 1+2+3+4.
	play(t, sc, "AH", "8H", "2H", "8S", "3H", "7S", "4H", "6S")
	sc.Tap(i18n.T("Save hand"))
	u.Settle()
	tot, _ := u.Store().Totals(g.ID)
	if tot.Scores[yamA] != 10 {
		t.Errorf("Ann's captures = %v", tot.Scores)
	}
}

// Issue 16 #10: no "(s)" plurals in Yamiro's words.
func TestYamiroNoPluralWithParentheses(t *testing.T) {
	lit := regexp.MustCompile(`\bT\(("(?:[^"\\]|\\.)*")`)
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range lit.FindAllStringSubmatch(string(src), -1) {
			if strings.Contains(m[1], "(s)") {
				t.Errorf("%s: %s says (s); use i18n.N", f, m[1])
			}
		}
	}
}

// The new-game form (each form of play) fits a phone and a desktop in
// both languages at the normal and the largest text size, Start always in
// view; a seat left empty is said at Start and the words go once a name
// is typed (issue 23 #8).
func TestYamiroFormFits(t *testing.T) {
	for _, c := range []struct {
		lang, text string
		phone      bool
	}{{"en", "normal", true}, {"nl", "larger", true}, {"nl", "normal", false}, {"en", "larger", false}} {
		u, sc := startApp(t, c.phone, c.lang, c.text)
		when := fmt.Sprintf("%s, %s text, phone %v", c.lang, c.text, c.phone)
		tapTile(t, sc, "Yamiro")
		for _, form := range []string{"Two teams of two", "Solitaire", "Two players"} {
			tabletest.TapText(t, sc, i18n.T(form))
			tabletest.Settle(u.Window())
			tabletest.CheckLayout(t, u, sc, when+", "+form)
			if it := sc.Find(i18n.T("Start the game")); it.Clipped {
				t.Errorf("%s: Start the game is out of view", when)
			}
		}
		i18n.SetLanguage("en")
	}
	u, sc := startApp(t, true, "en", "")
	tapTile(t, sc, "Yamiro")
	sc.Tap(i18n.T("Start the game"))
	wantStatus(t, u, "Player A has no player yet.")
	typeNth(t, sc, i18n.T("Player name"), "Ann")
	if got := status(t, u); got != "" {
		t.Errorf("the form still says %q after a name was typed", got)
	}
}
