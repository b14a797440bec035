package yamiro

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/tables/tabletest"
	"arbiter/app/widgets"
	"arbiter/storage"
)

// TestJourneyYamiro is a new user's path through Yamiro, by taps on what
// the screen shows where it shows it: the home screen of a fresh history,
// the game's tile, the new-game form with every default left as it is
// (two players, Railog cards, Ann leads the first hand), three hands, away
// through History and back with Resume, a correction of the first hand
// from the score sheet, an undo that puts the last hand back in the form,
// and every number on screen checked against the store's totals - at
// phone and desktop size, in English and Dutch.
func TestJourneyYamiro(t *testing.T) {
	for _, lang := range []string{"en", "nl"} {
		for _, phone := range []bool{true, false} {
			name := lang + "/desktop"
			if phone {
				name = lang + "/phone"
			}
			t.Run(name, func(t *testing.T) { yamiroJourney(t, phone, lang) })
		}
	}
}

func yamiroJourney(t *testing.T, phone bool, lang string) {
	u, sc := startApp(t, phone, lang, "")
	st := u.Store()
	T := func(s string, data ...any) string { return i18n.T(s, data...) }

	tapTile(t, sc, "Yamiro")
	if !sc.Has(T("Start the game")) {
		t.Fatalf("no new-game form: %q", sc.Texts())
	}
	typeNth(t, sc, T("Player name"), "Ann")
	typeNth(t, sc, T("Player name"), "Bram")
	sc.Tap(T("Start the game"))
	tabletest.Settle(u.Window())
	games, err := st.Games(storage.Filter{Kind: yamID})
	if err != nil || len(games) != 1 {
		t.Fatalf("games = %v, %v; form says %q", games, err, status(t, u))
	}
	g := games[0]
	wantStatus(t, u, T("Hand {{.N}} of {{.Of}} · {{.Lead}} leads.", map[string]any{"N": 1, "Of": 8, "Lead": "Ann"}))

	// Hand 1: Ann 8 8 alak arl = 64 against Bram's 1 2 3 4: Ann captures 10.
	play(t, sc, "8", "1", "8", "2", "alak", "3", "arl")
	wantStatus(t, u, T("Card {{.N}} of {{.Of}}: {{.Name}} to play · {{.Lead}}", map[string]any{"N": 8, "Of": 8, "Name": "Bram", "Lead": T("{{.Name}} ahead", map[string]any{"Name": "Ann"})}))
	play(t, sc, "4")
	wantStatus(t, u, T("{{.Name}} wins the hand and captures {{.Points}} points ({{.Cards}}).", map[string]any{"Name": "Ann", "Points": 10, "Cards": "1, 2, 3, 4"}))
	tabletest.CheckLayout(t, u, sc, "hand 1 complete")
	sc.Tap(T("Save hand"))
	wantStatus(t, u, T("Hand {{.N}} saved.", map[string]any{"N": 1}))
	// Hand 2: Bram leads with an arlas that nothing cancels: he captures
	// Ann's 8 8 alak 7 = 31.
	play(t, sc, "arlas", "8", "1", "8", "1", "alak", "2", "7")
	tabletest.CheckLayout(t, u, sc, "hand 2 with an arlas")
	sc.Tap(T("Save hand"))
	// Hand 3: Ann 5 7 6 4 = 22 against Bram's 6 5 7 3 = 21.
	play(t, sc, "5", "6", "7", "5", "6", "7", "4", "3")
	sc.Tap(T("Save hand"))
	wantStatus(t, u, T("Hand {{.N}} saved.", map[string]any{"N": 3}))
	checkNumbers(t, u, st, g)

	// Away through History, back with Resume.
	sc.Tap(T("History"))
	tabletest.Settle(u.Window())
	sc.TapItem(firstItem(t, sc, func(s string) bool { return s == "Yamiro" }))
	tabletest.Settle(u.Window())
	tabletest.TapText(t, sc, T("Resume"))
	tabletest.Settle(u.Window())
	checkNumbers(t, u, st, g)

	// Correct hand 1 from the score sheet: Bram's last card was a 1, not
	// a 4 (Ann captures 7).
	if u.Phone() {
		sc.Tap(T("Score sheet"))
	}
	sc.TapItem(firstItem(t, sc, func(s string) bool { return strings.HasPrefix(s, "#1 ") }))
	sc.Tap(T("Edit this round"))
	tabletest.Settle(u.Window())
	wantStatus(t, u, T("Correcting hand {{.N}}: change it and save; the old version stays in its history.", map[string]any{"N": 1}))
	sc.Tap(T("Take back last card"))
	play(t, sc, "1")
	wantStatus(t, u, T("{{.Name}} wins the hand and captures {{.Points}} points ({{.Cards}}).", map[string]any{"Name": "Ann", "Points": 7, "Cards": "1, 2, 3, 1"}))
	sc.Tap(T("Save the correction"))
	wantStatus(t, u, T("Hand {{.N}} corrected.", map[string]any{"N": 1}))
	checkNumbers(t, u, st, g)

	// Undo: hand 3 goes back in the form, and the status says so.
	sc.Tap(T("Undo last hand"))
	sc.Tap(T("Yes"))
	tabletest.Settle(u.Window())
	wantStatus(t, u, T("Hand {{.N}} taken back: it is in the form again; change it and save it.", map[string]any{"N": 3}))
	if rounds, _ := st.Rounds(g.ID); len(rounds) != 2 {
		t.Fatalf("after the undo %d hands are in force", len(rounds))
	}
	if d, _ := st.Draft("game/" + g.ID); !strings.Contains(string(d), `"5","6","7","5","6","7","4","3"`) {
		t.Errorf("the undone hand is not in the form: draft %s", d)
	}
	checkNumbers(t, u, st, g)
	// Fixed (Bram's last card was a 2) and saved again.
	sc.Tap(T("Take back last card"))
	play(t, sc, "2")
	sc.Tap(T("Save hand"))
	wantStatus(t, u, T("Hand {{.N}} saved.", map[string]any{"N": 3}))
	checkNumbers(t, u, st, g)
	tabletest.CheckLayout(t, u, sc, "the end of the journey")
}

// play taps cards of the deck grid in order.
func play(t *testing.T, sc *apptest.Screen, codes ...string) {
	t.Helper()
	for _, c := range codes {
		tabletest.TapCard(t, sc, c)
	}
}

// status is what the status line on screen says.
func status(t *testing.T, u *app.UI) string {
	t.Helper()
	var out []string
	for _, s := range apptest.All[*widgets.StatusLine](u.Window().Canvas().Content()) {
		if s.Visible() && s.Text() != "" {
			out = append(out, s.Text())
		}
	}
	return strings.Join(out, "\n")
}

// wantStatus checks that the status line holds want.
func wantStatus(t *testing.T, u *app.UI, want string) {
	t.Helper()
	if got := status(t, u); !strings.Contains(got, want) {
		t.Fatalf("status %q, want %q", got, want)
	}
}

// tapTile taps a game's tile on the home screen where its name is drawn:
// the tile's button lies under its name.
func tapTile(t *testing.T, sc *apptest.Screen, name string) {
	t.Helper()
	it := sc.ScrollTo(name)
	sc.TapAt(it.Centre())
	tabletest.Settle(sc.W)
}

// typeNth types into the first entry showing placeholder (as a person
// taps it first).
func typeNth(t *testing.T, sc *apptest.Screen, placeholder, chars string) {
	t.Helper()
	it := sc.FindNth(placeholder, 0, false)
	if it.Clipped {
		it = sc.ScrollTo(placeholder)
	}
	sc.TapItem(it)
	for _, o := range slices.Backward(it.Path) {
		switch e := o.(type) {
		case *widget.SelectEntry:
			test.Type(e, chars)
			return
		case *widget.Entry:
			test.Type(e, chars)
			return
		}
	}
	t.Fatalf("%q is not in an entry", placeholder)
}

// firstItem is the first visible text that match accepts.
func firstItem(t *testing.T, sc *apptest.Screen, match func(string) bool) apptest.Item {
	t.Helper()
	for _, it := range sc.Items() {
		if match(it.Text) && !it.Clipped {
			return it
		}
	}
	t.Fatalf("no such text on screen: %q", sc.Texts())
	return apptest.Item{}
}

// checkNumbers checks every number of the score sheet against the store:
// each side's total, and each hand's change and total after it.
func checkNumbers(t *testing.T, u *app.UI, st *storage.Store, g storage.Game) {
	t.Helper()
	tot, err := st.Totals(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	rounds, err := st.Rounds(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	labels := apptest.Labels(u.Window().Canvas().Content())
	seats := seatsOf(g)
	for side, v := range tot.Scores {
		want := fmt.Sprintf("%s: %s", seats.label(side), widgets.TrimFloat(v))
		if !strings.Contains(labels, want+"\n") {
			t.Errorf("the sheet does not say %q: %q", want, labels)
		}
	}
	row := regexp.MustCompile(`^#([0-9]+) `)
	now := regexp.MustCompile(`([A-Za-z&é ]+) ([+-][0-9]+), ` + regexp.QuoteMeta(strings.SplitN(i18n.T("%s %+g, now %s"), "%s", 3)[1][len(" %+g, "):]) + `([0-9]+)`)
	seen, checked := 0, 0
	for _, line := range strings.Split(labels, "\n") {
		m := row.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		seen++
		n, _ := strconv.Atoi(m[1])
		if n < 1 || n > len(rounds) {
			t.Fatalf("the sheet shows hand %d of %d", n, len(rounds))
		}
		after := widgets.Numbers(rounds[n-1].TotalsAfter)
		ms := now.FindAllStringSubmatch(line, -1)
		if len(ms) != len(after) {
			t.Errorf("hand %d: the sheet's line %q shows %d totals, the store %d", n, line, len(ms), len(after))
		}
		for _, p := range ms {
			name := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(p[1]), "·"))
			for side, v := range after {
				if strings.HasSuffix(name, seats.label(side)) && p[3] != widgets.TrimFloat(v) {
					t.Errorf("hand %d: the sheet says %s has %s, the store %v", n, seats.label(side), p[3], v)
				}
				if strings.HasSuffix(name, seats.label(side)) {
					checked++
				}
				if false {
					t.Errorf("hand %d: the sheet says %s has %s, the store %v", n, seats.label(side), p[3], v)
				}
			}
		}
	}
	if checked != 2*len(rounds) {
		t.Errorf("%d of the sheet's totals checked, want %d", checked, 2*len(rounds))
	}
	if seen != len(rounds) {
		t.Errorf("the sheet shows %d hands, the store has %d", seen, len(rounds))
	}
}
