package myre

import (
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
)

// newTestUI starts the whole app (the shell with every registered table)
// on a fresh history, with no display.
func newTestUI(t *testing.T, phone bool) *app.UI {
	t.Helper()
	u, _ := startUI(t, phone, "en", "")
	return u
}

// startUI starts the app on a fresh history in a window of phone or
// desktop size, in a language and at a text size ("": normal), and
// returns it with a screen that taps where things are drawn.
func startUI(t *testing.T, phone bool, lang, textSize string) (*app.UI, *apptest.Screen) {
	t.Helper()
	if lang == "" {
		lang = "en"
	}
	u := app.New(test.NewTempApp(t), app.Config{DBPath: filepath.Join(t.TempDir(), "arbiter.db"), Phone: phone, Language: lang, TextSize: textSize})
	t.Cleanup(func() { i18n.SetLanguage("en") })
	if err := u.Start(); err != nil {
		t.Fatal(err)
	}
	if err := u.WaitReady(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(u.Close)
	size := apptest.Desktop
	if u.Phone() {
		size = apptest.Phone
	}
	u.Window().Resize(size)
	return u, apptest.Of(t, u.Window())
}

// deckFaceOf is the card face of the deck grid an item is drawn on, if
// any (the deck's faces are the larger ones; placed cards are smaller).
func deckFaceOf(it apptest.Item) *widgets.CardFace {
	for _, o := range slices.Backward(it.Path) {
		if f, ok := o.(*widgets.CardFace); ok {
			if f.MinSize() == widgets.DeckCardSize {
				return f
			}
			return nil
		}
	}
	return nil
}

// placedFaceOf is the placed card (in a pile's zone) an item is drawn on.
func placedFaceOf(it apptest.Item) *widgets.CardFace {
	for _, o := range slices.Backward(it.Path) {
		if f, ok := o.(*widgets.CardFace); ok {
			if f.MinSize() == widgets.PlacedCardSize {
				return f
			}
			return nil
		}
	}
	return nil
}

// findCard finds a card of the deck where it is drawn, scrolling the
// table as a finger would until it is wholly in view.
func findCard(t *testing.T, sc *apptest.Screen, code string) apptest.Item {
	t.Helper()
	return findFace(t, sc, code, deckFaceOf, -40)
}

// findFace finds the card face that face picks out of an item, scrolling
// the page's body (first by dy, then back) until it is wholly in view.
func findFace(t *testing.T, sc *apptest.Screen, code string, face func(apptest.Item) *widgets.CardFace, dy float32) apptest.Item {
	t.Helper()
	for try := 0; try < 80; try++ {
		var hit, body *apptest.Item
		for _, it := range sc.Items() {
			it := it
			if f := face(it); f != nil && f.Spec.Code == code {
				hit = &it
			}
			if !it.Clipped && inBodyScroll(it) && (body == nil || deckFaceOf(it) != nil) {
				body = &it
			}
		}
		if hit != nil && !hit.Clipped {
			return *hit
		}
		// Scroll the table's body where a finger would: on the deck, or
		// on what the body shows.
		if body == nil {
			t.Fatalf("nothing of the table on screen; visible: %q", sc.Texts())
		}
		d := dy
		switch {
		case hit != nil && hit.Pos.Y < body.Pos.Y:
			d = 40
		case hit != nil:
			d = -40
		case try >= 40:
			d = -dy
		}
		test.Scroll(sc.Canvas(), body.Centre(), 0, d)
	}
	t.Fatalf("card %s does not come into view: %q", code, sc.Texts())
	return apptest.Item{}
}

// inBodyScroll reports whether an item is drawn in a page's vertical
// scroll (and in no other scroll inside it).
func inBodyScroll(it apptest.Item) bool {
	for _, o := range slices.Backward(it.Path) {
		if _, ok := o.(fyne.Scrollable); ok {
			_, body := o.(*widgets.Scroll)
			return body
		}
	}
	return false
}

// tapCards taps cards of the deck where they are drawn.
func tapCards(t *testing.T, sc *apptest.Screen, codes ...string) {
	t.Helper()
	for _, c := range codes {
		sc.TapItem(findCard(t, sc, c))
	}
}

// tapPlaced taps a card placed in a zone (taking it back).
func tapPlaced(t *testing.T, sc *apptest.Screen, code string) {
	t.Helper()
	sc.TapItem(findFace(t, sc, code, placedFaceOf, 40))
}

// tap scrolls to a text and taps it.
func tap(sc *apptest.Screen, text string) {
	sc.ScrollTo(text)
	sc.Tap(text)
}

// tapTile taps a game's tile on the home screen where its name is drawn.
// The tile is a button drawn under its name (the name is not inside the
// button, so apptest.Tap would call the button "in the way"): the tap
// goes to the point, and the new-game page must follow.
func tapTile(t *testing.T, sc *apptest.Screen, name string) {
	t.Helper()
	it := sc.ScrollTo(name)
	sc.TapAt(it.Centre())
	if sc.Has(name) && !sc.Has(i18n.T("Start the game")) {
		t.Fatalf("the tile %q did not open its new-game page: %q", name, sc.Texts())
	}
}

// typeInto types into the first entry that shows text (its placeholder
// or its text), tapping it where it is drawn first.
func typeInto(t *testing.T, sc *apptest.Screen, text, chars string) {
	t.Helper()
	it := sc.FindNth(text, 0, false)
	sc.TapItem(it)
	for _, o := range slices.Backward(it.Path) {
		if e, ok := o.(*widget.SelectEntry); ok {
			test.Type(e, chars)
			return
		}
		if e, ok := o.(*widget.Entry); ok {
			test.Type(e, chars)
			return
		}
	}
	t.Fatalf("%q is not in an entry", text)
}

// tapPrefix taps the one visible text starting with prefix.
func tapPrefix(t *testing.T, sc *apptest.Screen, prefix string) {
	t.Helper()
	for _, it := range sc.Items() {
		if strings.HasPrefix(it.Text, prefix) {
			sc.TapItem(it)
			return
		}
	}
	t.Fatalf("no visible text starting with %q: %q", prefix, sc.Texts())
}

// labels are the whole texts of the labels a person can see at least part
// of (a wrapped label is drawn as several lines).
func labels(sc *apptest.Screen) []string {
	var out []string
	seen := map[fyne.CanvasObject]bool{}
	for _, it := range sc.Items() {
		var text string
		var owner fyne.CanvasObject
		for _, o := range slices.Backward(it.Path) {
			if l, ok := o.(*widget.Label); ok {
				text, owner = l.Text, l
				break
			}
			if b, ok := o.(*widget.Button); ok {
				text, owner = b.Text, b
				break
			}
		}
		if owner == nil {
			text, owner = it.Text, it.Path[len(it.Path)-1]
		}
		if !seen[owner] {
			seen[owner] = true
			out = append(out, text)
		}
	}
	return out
}

// templateRE turns a translated format ("%s: %d points") into a regular
// expression capturing its verbs.
func templateRE(format string) *regexp.Regexp {
	q := regexp.QuoteMeta(format)
	r := strings.NewReplacer(`%s`, `(.+?)`, `%d`, `(-?\d+)`, `%\+g`, `([+-]\d+(?:\.\d+)?)`, `%v`, `(.+?)`)
	return regexp.MustCompile("^" + r.Replace(q) + "$")
}

// fits fails when a text on screen is cut or drawn over another. Texts a
// scroll shows only in part are left out of the overlaps: the scroll cuts
// them at its edge (apptest.Overlaps compares their whole boxes).
func fits(t *testing.T, sc *apptest.Screen, where string) {
	t.Helper()
	if cut := sc.Cut(); len(cut) > 0 {
		t.Errorf("%s: cut texts: %q", where, cut)
	}
	var items []apptest.Item
	for _, it := range sc.Items() {
		if !it.Clipped {
			items = append(items, it)
		}
	}
	for i := range items {
		for j := i + 1; j < len(items); j++ {
			a, b := items[i], items[j]
			w := min(a.Pos.X+a.Size.Width, b.Pos.X+b.Size.Width) - max(a.Pos.X, b.Pos.X)
			h := min(a.Pos.Y+a.Size.Height, b.Pos.Y+b.Size.Height) - max(a.Pos.Y, b.Pos.Y)
			if w > 2 && h > 2 {
				t.Errorf("%s: %q and %q are drawn over each other", where, a.Text, b.Text)
			}
		}
	}
}
