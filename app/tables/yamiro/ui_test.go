package yamiro

import (
	"encoding/json"
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
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tabletest"
	"arbiter/app/widgets"
	eyam "arbiter/engine/yamiro"
	"arbiter/session"
	"arbiter/storage"
)

// startApp starts the app on a fresh history at phone or desktop size, in a
// language and at a text size ("": normal) (tabletest.Start).
func startApp(t *testing.T, phone bool, lang, textSize string) (*app.UI, *apptest.Screen) {
	t.Helper()
	return tabletest.Start(t, app.Config{Phone: phone, Language: lang, TextSize: textSize, Tables: []host.Table{Table}})
}

// duel stores a two-player game of Ann against Bram as the new-game form
// does (host.NewGame, the history's Lobby) and returns its id.
func duel(t *testing.T, u *app.UI) string {
	t.Helper()
	ng, err := host.NewGame(yamID, "", []string{"Ann", "Bram"}, nil, yamSeating(eyam.Duel))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := u.Games().CreateGame(ng)
	if err != nil {
		t.Fatal(err)
	}
	return rec.ID
}

// openTable shows a stored game's table as Resume does, once read.
func openTable(t *testing.T, u *app.UI, id string) {
	t.Helper()
	u.ShowGame(id)
	u.Settle()
	tabletest.Settle(u.Window())
}

// addHands stores hands in the game's JSON, as an import would.
func addHands(t *testing.T, u *app.UI, id string, hands ...string) {
	t.Helper()
	for i, h := range hands {
		if _, err := u.Store().AddRoundJSON(id, json.RawMessage(h)); err != nil {
			t.Fatalf("hand %d: %v", i+1, err)
		}
	}
}

// play taps cards of the deck grid in order.
func play(t *testing.T, sc *apptest.Screen, codes ...string) {
	t.Helper()
	for _, c := range codes {
		tabletest.TapCard(t, sc, c)
	}
}

// placed counts the cards of the hand being entered drawn in its rows.
func placed(sc *apptest.Screen) int {
	n := 0
	seen := map[*widgets.CardFace]bool{}
	for _, it := range tabletest.AllItems(sc) {
		if f := tabletest.FaceOf(it); f != nil && f.MinSize() == widgets.PlacedCardSize && !seen[f] {
			seen[f] = true
			n++
		}
	}
	return n
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

// gameSeats are a stored game's seats as the table's session has them.
func gameSeats(g storage.Game) []session.Seat {
	out := make([]session.Seat, len(g.Seats))
	for i, s := range g.Seats {
		out[i] = session.Seat{PlayerID: s.PlayerID, Player: s.Name, Side: s.Side, Position: s.Position}
	}
	return out
}

// checkNumbers checks every number of the score sheet against the store:
// each side's total, and each hand's change and total after it.
func checkNumbers(t *testing.T, u *app.UI, id string) {
	t.Helper()
	st := u.Store()
	g, err := st.Game(id)
	if err != nil {
		t.Fatal(err)
	}
	tot, err := st.Totals(id)
	if err != nil {
		t.Fatal(err)
	}
	rounds, err := st.Rounds(id)
	if err != nil {
		t.Fatal(err)
	}
	labels := apptest.Labels(u.Window().Canvas().Content())
	seats := seatsOf(gameSeats(g))
	for side, v := range tot.Scores {
		want := fmt.Sprintf("%s: %s", seats.label(side), widgets.TrimFloat(v))
		if !strings.Contains(labels, want+"\n") {
			t.Errorf("the sheet does not say %q: %q", want, labels)
		}
	}
	row := regexp.MustCompile(`^#([0-9]+) `)
	// The sheet's "Ann +10, now 10", in the language on screen.
	q := regexp.QuoteMeta(i18n.T("%s %+d, now %d"))
	q = strings.NewReplacer("%s", `([^·]+?)`, `%\+d`, `([+-][0-9]+)`, "%d", `([0-9]+)`).Replace(q)
	now := regexp.MustCompile(q)
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
				if strings.HasSuffix(name, seats.label(side)) {
					checked++
					if p[3] != widgets.TrimFloat(v) {
						t.Errorf("hand %d: the sheet says %s has %s, the store %v", n, seats.label(side), p[3], v)
					}
				}
			}
		}
	}
	if checked != 2*len(rounds) {
		t.Errorf("%d of the sheet's totals checked, want %d: %q", checked, 2*len(rounds), labels)
	}
	if seen != len(rounds) {
		t.Errorf("the sheet shows %d hands, the store has %d", seen, len(rounds))
	}
}
