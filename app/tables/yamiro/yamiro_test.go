package yamiro

import (
	"encoding/json"

	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/history"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/tabletest"
	eyam "arbiter/engine/yamiro"
	"arbiter/storage"
)

// duel stores a two-player game of Ann against Bram.
func duel(t *testing.T, u *app.UI) storage.Game {
	t.Helper()
	g, err := host.CreateGame(u.Store(), yamID, "", []string{"Ann", "Bram"}, nil, yamSeating(eyam.Duel))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func openTable(t *testing.T, u *app.UI, g storage.Game) {
	t.Helper()
	u.OpenGame(u.Store(), g.ID)
	tabletest.Settle(u.Window())
}

// Issue 16 #11: when an arlas or deiskatun line appears, the hand's
// result and Why? come, nothing is drawn over anything (the buttons, the
// played cards) and a tap lands on the card drawn where the finger is -
// at phone and desktop size, in English and Dutch, at every text size.
func TestYamiroLayoutAtEverySize(t *testing.T) {
	langs, texts := []string{"en", "nl"}, []string{"small", "normal", "large", "larger"}
	if v := os.Getenv("YAMIRO_LAYOUT"); v != "" {
		p := strings.Split(v, "/")
		langs, texts = p[:1], p[1:2]
	}
	for _, lang := range langs {
		for _, text := range texts {
			for _, phone := range []bool{true, false} {
				u, sc := startApp(t, phone, lang, text)
				g := duel(t, u)
				openTable(t, u, g)
				when := fmt.Sprintf("%s, %s text, phone %v", lang, text, phone)
				tabletest.CheckLayout(t, u, sc, when+", a new game")
				hand := []string{"arlas", "5", "6", "deiskatun", "alak", "8", "arlas", "1"}
				for i, c := range hand {
					tabletest.TapCard(t, sc, c)
					tabletest.Settle(u.Window())
					tabletest.CheckLayout(t, u, sc, fmt.Sprintf("%s, card %d", when, i+1))
					d, _ := u.Store().Draft("game/" + g.ID)
					var dr yamDraft
					_ = json.Unmarshal(d, &dr)
					if strings.Join(dr.Cards, " ") != strings.Join(hand[:i+1], " ") {
						t.Fatalf("%s: after tapping %v the hand is %v", when, hand[:i+1], dr.Cards)
					}
				}
				// Ann's second arlas stands (the deiskatun cancelled her
				// first): she wins by arlas.
				if !strings.Contains(status(t, u), i18n.T("{{.Name}} wins the hand and captures {{.Points}} points ({{.Cards}}).", map[string]any{"Name": "Ann", "Points": 22, "Cards": "5, deiskatun, 8, 1"})) {
					t.Errorf("%s: result %q", when, status(t, u))
				}
				tabletest.TapText(t, sc, i18n.T("Why?"))
				tabletest.Settle(u.Window())
				tabletest.CheckLayout(t, u, sc, when+", Why? open")
				i18n.SetLanguage("en")
			}
		}
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
	tabletest.Settle(u.Window())
	games, _ := u.Store().Games(storage.Filter{Kind: yamID})
	if len(games) != 1 {
		t.Fatalf("games: %v; %q", games, status(t, u))
	}
	g := games[0]
	// Round the table Ann, Bram, Cato, Dirk: Ann and Cato are Team A.
	if s := seatsOf(g); s.label(yamA) != "Ann & Cato" || s.label(yamB) != "Bram & Dirk" {
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
	sc.Tap(i18n.T("Save hand"))
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
	g := duel(t, u)
	if _, err := u.Store().AddRoundJSON(g.ID, json.RawMessage(`{"plays":[{"side":"A","card":"8"},{"side":"B","card":"8"},{"side":"A","card":"8"},{"side":"B","card":"8"},{"side":"A","card":"8"},{"side":"B","card":"8"},{"side":"A","card":"8"},{"side":"B","card":"8"}]}`)); err != nil {
		t.Fatal(err)
	}
	openTable(t, u, g)
	tabletest.TapCard(t, sc, "8")
	want := "No 8 is left to play: the deck's copies are played or captured, and discards come back only when the pile runs out (GEN-1)."
	if got := status(t, u); got != want {
		t.Fatalf("status %q, want %q", got, want)
	}
	if d, _ := u.Store().Draft("game/" + g.ID); strings.Contains(string(d), `"8"`) {
		t.Errorf("the refused card went into the hand: %s", d)
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
	g := duel(t, u)
	for _, h := range []string{
		`{"plays":[{"side":"A","card":"8"},{"side":"B","card":"1"},{"side":"A","card":"8"},{"side":"B","card":"2"},{"side":"A","card":"alak"},{"side":"B","card":"3"},{"side":"A","card":"arl"},{"side":"B","card":"4"}]}`,
		`{"plays":[{"side":"B","card":"5"},{"side":"A","card":"1"},{"side":"B","card":"5"},{"side":"A","card":"1"},{"side":"B","card":"5"},{"side":"A","card":"1"},{"side":"B","card":"5"},{"side":"A","card":"1"}]}`,
	} {
		if _, err := u.Store().AddRoundJSON(g.ID, json.RawMessage(h)); err != nil {
			t.Fatal(err)
		}
	}
	// The table is open under the record, as after a Resume.
	openTable(t, u, g)
	u.Push(host.SectionHistory, history.GameRecordPage(u, u.Store(), g))
	tabletest.Settle(u.Window())
	sc.TapItem(firstItem(t, sc, func(s string) bool { return strings.HasPrefix(s, i18n.T("Round 1")+" ") }))
	sc.Tap(i18n.T("Edit this round"))
	tabletest.Settle(u.Window())
	wantStatus(t, u, "Correcting hand 1")
	sc.Tap(i18n.T("Take back last card"))
	play(t, sc, "2")
	sc.Tap(i18n.T("Save the correction"))
	wantStatus(t, u, "Hand 1 corrected.")
	tot, _ := u.Store().Totals(g.ID)
	if tot.Scores[yamA] != 8 || tot.Scores[yamB] != 4 {
		t.Errorf("totals after the correction: %v", tot.Scores)
	}
	// Back to the table page under it: it shows the store, not an old copy.
	u.Back(host.SectionPlay)
	tabletest.Settle(u.Window())
	checkNumbers(t, u, u.Store(), g)
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
// both languages at every text size, Start always in view; and the table
// follows the window across the phone width both ways.
func TestYamiroFormFitsAndTableFollowsTheWindow(t *testing.T) {
	for _, lang := range []string{"en", "nl"} {
		for _, text := range []string{"normal", "larger"} {
			for _, phone := range []bool{true, false} {
				u, sc := startApp(t, phone, lang, text)
				when := fmt.Sprintf("%s, %s text, phone %v", lang, text, phone)
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
		}
	}
	if fyne.CurrentDevice().IsMobile() {
		return // a mobile build always uses the phone layout
	}
	u, sc := startApp(t, false, "en", "")
	g := duel(t, u)
	openTable(t, u, g)
	tabletest.TapCard(t, sc, "arlas")
	u.Window().Resize(apptest.Phone)
	tabletest.Settle(u.Window())
	tabletest.CheckLayout(t, u, sc, "resized to a phone")
	if !sc.Has(i18n.T("Score sheet")) {
		t.Errorf("the phone layout has no tabs: %q", sc.Texts())
	}
	u.Window().Resize(apptest.Desktop)
	tabletest.Settle(u.Window())
	tabletest.CheckLayout(t, u, sc, "back at desktop size")
	if !sc.Has(i18n.T("Captures")) {
		t.Errorf("the desktop layout did not come back: %q", sc.Texts())
	}
	if d, _ := u.Store().Draft("game/" + g.ID); !strings.Contains(string(d), "arlas") {
		t.Errorf("the hand was lost: %s", d)
	}
}
