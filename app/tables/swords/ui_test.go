package swords

import (
	"arbiter/scoring/all"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/tabletest"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	sswords "arbiter/scoring/swords"
)

// startApp starts the app on a fresh history at phone or desktop size, in a
// language and at a text size ("": normal) (tabletest.Start).
func startApp(t *testing.T, phone bool, lang, textSize string) (*app.UI, *apptest.Screen) {
	t.Helper()
	u, sc := tabletest.Start(t, app.Config{Phone: phone, Language: lang, TextSize: textSize, Tables: []host.Table{Table}})
	// A mobile build draws the phone layout whatever is asked; the tests
	// that ask for the desktop have always looked at it in a desktop-size
	// window, and their assertions are about that size.
	if !phone {
		u.Window().Resize(apptest.Desktop)
	}
	return u, sc
}

// newFight stores a fight of the given knights (the last one deals), the
// Strong Suit card and house rules, as the new-game form does (host.NewGame
// and the history's Lobby), and returns its id.
func newFight(t *testing.T, u *app.UI, names []string, strong string, options string) string {
	t.Helper()
	c := cards.MustParse(strong)
	setup, err := json.Marshal(sswords.Setup{Knights: names, Dealer: len(names) - 1, DealerSet: true, StrongCard: c, StrongSuit: c.Suit})
	if err != nil {
		t.Fatal(err)
	}
	s := Table.Seating
	s.Setup = func([]string) (json.RawMessage, error) { return setup, nil }
	def, err := all.Lookup(swordsID)
	if err != nil {
		t.Fatal(err)
	}
	opts, err := def.Options().Parse(json.RawMessage(options))
	if err != nil {
		t.Fatal(err)
	}
	ng, err := host.NewGame(swordsID, "", names, opts, s)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := u.Games().CreateGame(ng)
	if err != nil {
		t.Fatal(err)
	}
	return rec.ID
}

// openTable shows a stored fight's table as Resume does, once read.
func openTable(t *testing.T, u *app.UI, id string) {
	t.Helper()
	u.ShowGame(id)
	u.Settle()
	tabletest.Settle(u.Window())
}

// addAttacks stores attacks in the game's JSON, as an import would.
func addAttacks(t *testing.T, u *app.UI, id string, inputs ...string) {
	t.Helper()
	for i, in := range inputs {
		if _, err := u.Store().AddRoundJSON(id, json.RawMessage(in)); err != nil {
			t.Fatalf("attack %d: %v", i+1, err)
		}
	}
}

// status is what the status line on screen says (the table's, or the
// new-game form's).
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

// placedItem is a card placed in a slot (not the deck's), scrolled into
// view as a finger would.
func placedItem(t *testing.T, sc *apptest.Screen, code string) apptest.Item {
	t.Helper()
	for range 60 {
		var hit *apptest.Item
		for _, it := range tabletest.AllItems(sc) {
			if f := tabletest.FaceOf(it); f != nil && f.Spec.Code == code && f.MinSize() == widgets.PlacedCardSize {
				hit = &it
				break
			}
		}
		if hit == nil {
			t.Fatalf("no placed %s on screen: %q", code, sc.Texts())
		}
		if !hit.Clipped {
			return *hit
		}
		tabletest.ScrollToward(sc, *hit)
	}
	t.Fatalf("the placed %s does not come into view", code)
	return apptest.Item{}
}

// hasPlaced reports whether a card is placed in a slot of the attack.
func hasPlaced(sc *apptest.Screen, code string) bool {
	for _, it := range tabletest.AllItems(sc) {
		if f := tabletest.FaceOf(it); f != nil && f.Spec.Code == code && f.MinSize() == widgets.PlacedCardSize {
			return true
		}
	}
	return false
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
