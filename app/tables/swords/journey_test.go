package swords

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/tabletest"
	sswords "arbiter/scoring/swords"
	"arbiter/storage"
)

// TestJourneySwords is a new user's path through Mortal Swords, by taps
// on what the screen shows where it shows it: the home screen of a fresh
// history, the game's tile, the new-game form with every default left as
// it is (two knights, the last one deals), Start the game before the
// Strong Suit card is tapped (the form scrolls to the card picker and
// says so, and the words go once the card is tapped), three attacks with
// the live window resized to the other layout and back in the middle of
// one, away through History (the record says each knight's hand and
// armor) and back with Resume, a correction of the first attack from the
// score sheet, an undo that puts the last attack back in the form, and
// every number on screen checked against the stored fight. Once on a
// phone in English, once on a desktop in Dutch: the logic is the same,
// the words and the layout are not.
func TestJourneySwords(t *testing.T) {
	for _, c := range []struct {
		lang  string
		phone bool
	}{{"en", true}, {"nl", false}} {
		name := c.lang + "/desktop"
		if c.phone {
			name = c.lang + "/phone"
		}
		t.Run(name, func(t *testing.T) { swordsJourney(t, c.phone, c.lang) })
	}
}

func swordsJourney(t *testing.T, phone bool, lang string) {
	u, sc := startApp(t, phone, lang, "")
	st := u.Store()
	T := func(s string) string { return i18n.T(s) }

	// Home: the game's tile.
	tapTile(t, sc, "Mortal Swords")
	if !sc.Has(T("Start the game")) {
		t.Fatalf("no new-game form: %q", sc.Texts())
	}
	// The form: two knights' names typed in; every house rule and the
	// dealer left as they are. Start before the Strong Suit card: the form
	// says so and shows the card picker.
	typeNth(t, sc, T("Player name"), "Ann")
	typeNth(t, sc, T("Player name"), "Bob")
	sc.Tap(T("Start the game"))
	wantStatus(t, u, T("Tap the Strong Suit card."))
	if it := tabletest.DeckItem(t, sc, "AS"); it.Clipped {
		t.Errorf("the card picker is out of view after the refusal")
	}
	tabletest.TapCard(t, sc, "4S")
	if strings.Contains(status(t, u), T("Tap the Strong Suit card.")) {
		t.Errorf("the refusal stayed after the card was tapped: %q", status(t, u))
	}
	sc.Tap(T("Start the game"))
	u.Settle()
	tabletest.Settle(u.Window())
	games, err := st.Games(storage.Filter{Kind: swordsID})
	if err != nil || len(games) != 1 {
		t.Fatalf("games = %v, %v; form says %q", games, err, status(t, u))
	}
	g := games[0]
	if !sc.HasContaining(fmt.Sprintf(T("Attack %d: %s attacks"), 1, "Ann")) {
		t.Fatalf("the table does not open on Ann's first attack: %q", sc.Texts())
	}

	// Attack 1: Ann's 5♡, Bob blocks with 9♡; Bob attacks next. The
	// window is resized to the other layout and back in the middle of it:
	// the attack is kept, nothing is cut.
	tabletest.TapCard(t, sc, "5H")
	resizeBothWays(t, u, sc, "5H")
	tabletest.TapCard(t, sc, "9H")
	wantStatus(t, u, fmt.Sprintf(T("%s attacks next."), "Bob"))
	tabletest.CheckLayout(t, u, sc, "attack 1 entered")
	sc.Tap(T("Save the attack"))
	wantStatus(t, u, fmt.Sprintf(T("Attack %d saved."), 1))
	// Attack 2: Bob's 7♧, Ann's 3♢ does not match: damage; Ann lays 8♢.
	tabletest.TapCard(t, sc, "7C")
	tabletest.TapCard(t, sc, "3D")
	wantStatus(t, u, i18n.N(1, "%d damaged knight still to choose how to take the damage.", "%d damaged knights still to choose how to take the damage."))
	tabletest.CheckLayout(t, u, sc, "damage to choose")
	tabletest.TapText(t, sc, T("Hand card as armor"))
	tabletest.TapCard(t, sc, "8D")
	wantStatus(t, u, fmt.Sprintf(T("%s attacks next."), "Ann"))
	sc.Tap(T("Save the attack"))
	// Attack 3: Ann's 10♢, Bob parries with 10♧; Ann attacks again.
	tabletest.TapCard(t, sc, "10D")
	tabletest.TapCard(t, sc, "10C")
	wantStatus(t, u, fmt.Sprintf(T("%s attacks next."), "Ann"))
	sc.Tap(T("Save the attack"))
	wantStatus(t, u, fmt.Sprintf(T("Attack %d saved."), 3))
	checkNumbers(t, u, sc, g.ID)

	// Away through History: the record says each knight's hand and armor.
	sc.Tap(T("History"))
	tabletest.Settle(u.Window())
	sc.TapItem(firstItem(t, sc, func(s string) bool { return s == "Mortal Swords" }))
	tabletest.Settle(u.Window())
	labels := apptest.Labels(u.Window().Canvas().Content())
	for _, want := range []string{
		i18n.N(5, "%d card in hand", "%d cards in hand") + " · " + i18n.N(1, "%d armor card", "%d armor cards"),
		i18n.N(6, "%d card in hand", "%d cards in hand") + " · " + T("no armor"),
	} {
		if !strings.Contains(labels, want) {
			t.Errorf("the record does not say %q: %q", want, labels)
		}
	}
	// Back with Resume.
	tabletest.TapText(t, sc, T("Resume"))
	u.Settle()
	tabletest.Settle(u.Window())
	checkNumbers(t, u, sc, g.ID)

	// Correct attack 1 from the score sheet: Bob blocked with J♡, not 9♡.
	if u.Phone() {
		sc.Tap(T("Attacks"))
	}
	sc.TapItem(firstItem(t, sc, func(s string) bool { return strings.HasPrefix(s, "#1 ") }))
	sc.Tap(T("Edit this round"))
	u.Settle()
	tabletest.Settle(u.Window())
	if !sc.HasContaining(fmt.Sprintf(T("Correcting attack %d: %s attacks"), 1, "Ann")) {
		t.Fatalf("the correction does not open attack 1: %q", sc.Texts())
	}
	sc.TapItem(placedItem(t, sc, "9H"))
	tabletest.TapCard(t, sc, "JH")
	wantStatus(t, u, fmt.Sprintf(T("%s attacks next."), "Bob"))
	sc.Tap(T("Save the correction"))
	wantStatus(t, u, fmt.Sprintf(T("Attack %d corrected."), 1))
	rounds, _ := st.Rounds(g.ID)
	if len(rounds) != 3 || !strings.Contains(string(rounds[0].Input), `"JH"`) || rounds[0].Version != 2 {
		t.Fatalf("attack 1 after the correction: %+v", rounds)
	}
	checkNumbers(t, u, sc, g.ID)

	// Undo: attack 3 goes back in the form, and the status says so.
	sc.Tap(T("Undo last attack"))
	sc.Tap(T("Yes"))
	u.Settle()
	tabletest.Settle(u.Window())
	wantStatus(t, u, fmt.Sprintf(T("Attack %d taken back: it is in the form again; change it and save it."), 3))
	if rounds, _ := st.Rounds(g.ID); len(rounds) != 2 {
		t.Fatalf("after the undo %d attacks are in force", len(rounds))
	}
	placedItem(t, sc, "10D")
	placedItem(t, sc, "10C")
	checkNumbers(t, u, sc, g.ID)
	// Fixed (Bob parried with 10♤) and saved again.
	sc.TapItem(placedItem(t, sc, "10C"))
	tabletest.TapCard(t, sc, "10S")
	sc.Tap(T("Save the attack"))
	wantStatus(t, u, fmt.Sprintf(T("Attack %d saved."), 3))
	checkNumbers(t, u, sc, g.ID)
	tabletest.CheckLayout(t, u, sc, "the end of the journey")
}

// resizeBothWays resizes the live window to the other layout and back,
// checking each time that the attack being entered (a card placed) is
// still there and that nothing is cut or drawn over.
func resizeBothWays(t *testing.T, u *app.UI, sc *apptest.Screen, placed string) {
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
		if !hasPlaced(sc, placed) {
			t.Fatalf("%s: the attack being entered was lost: %q", when, sc.Texts())
		}
		if it := tabletest.DeckItem(t, sc, "KC"); it.Clipped {
			t.Errorf("%s: the grid's last row is out of view", when)
		}
	}
}

// checkNumbers checks every number the table shows against the stored
// fight: each knight's hand cards, the attack being entered, the attacks
// in the score sheet; and that the sheet shows no points (Mortal Swords
// keeps no score).
func checkNumbers(t *testing.T, u *app.UI, sc *apptest.Screen, id string) {
	t.Helper()
	st := u.Store()
	state, err := st.GameState(id)
	if err != nil {
		t.Fatal(err)
	}
	fight := state.(*sswords.Game)
	content := u.Window().Canvas().Content()
	labels := apptest.Labels(content)
	for _, k := range fight.Knights() {
		want := i18n.N(k.Hand, "%d card in hand", "%d cards in hand")
		if !strings.Contains(labels, want) {
			t.Errorf("%s has %d hand cards; the screen says %q", fight.Name(k.Seat), k.Hand, labels)
		}
	}
	tot, err := st.Totals(id)
	if err != nil {
		t.Fatal(err)
	}
	rounds, _ := st.Rounds(id)
	if tot.Rounds != len(rounds) || fight.Attacks() != len(rounds) {
		t.Errorf("totals say %d rounds, the fight %d attacks, the store %d", tot.Rounds, fight.Attacks(), len(rounds))
	}
	for _, line := range strings.Split(labels, "\n") {
		if m := regexp.MustCompile(`^#([0-9]+) `).FindStringSubmatch(line); m != nil {
			if n, _ := strconv.Atoi(m[1]); n < 1 || n > len(rounds) {
				t.Errorf("the sheet shows attack %d of %d", n, len(rounds))
			}
			if strings.Contains(line, "now") || strings.Contains(line, "nu ") {
				t.Errorf("the sheet shows points for Mortal Swords: %q", line)
			}
		}
		if m := formatRe(i18n.T("Attack %d: %s attacks")).FindStringSubmatch(line); m != nil {
			if n, _ := strconv.Atoi(m[1]); n != len(rounds)+1 {
				t.Errorf("the table enters attack %d, the store has %d", n, len(rounds))
			}
		}
	}
}

// formatRe matches a text made with a format: %d a number (captured), %s
// any words.
func formatRe(format string) *regexp.Regexp {
	q := regexp.QuoteMeta(format)
	q = strings.ReplaceAll(q, "%d", "([0-9]+)")
	q = strings.ReplaceAll(q, "%s", ".+")
	return regexp.MustCompile("^" + q + "$")
}
