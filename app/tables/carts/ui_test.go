package carts

import (
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/tables/tabletest"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
)

// newTestUI starts the whole app (the shell with every registered table)
// on a fresh history, with no display.
func newTestUI(t *testing.T, phone bool) *app.UI {
	t.Helper()
	u, _ := startApp(t, phone, "en", "")
	return u
}

// startApp starts the app on a fresh history at phone or desktop size, in a
// language and at a text size ("": normal) (tabletest.Start).
func startApp(t *testing.T, phone bool, lang, textSize string) (*app.UI, *apptest.Screen) {
	t.Helper()
	return tabletest.Start(t, app.Config{Phone: phone, Language: lang, TextSize: textSize})
}

// person is a finger on the screen: every tap lands where the text is
// drawn (apptest), in the window's language.
type person struct {
	t  *testing.T
	sc *apptest.Screen
	u  *app.UI
}

// tap taps the one visible text (translated).
func (p person) tap(text string, data ...any) {
	p.t.Helper()
	p.sc.Tap(i18n.T(text, data...))
}

// tapScrolled scrolls the text into view, then taps it.
func (p person) tapScrolled(text string) {
	p.t.Helper()
	p.sc.TapItem(p.sc.ScrollTo(text))
}

// tapTile taps a tile of the home screen by the name drawn on it: the
// tile's button lies under its name, so the tap lands on the button.
func (p person) tapTile(name string) {
	p.t.Helper()
	it := p.sc.ScrollTo(name)
	p.sc.TapAt(it.Centre())
}

// typeInto types into the n-th entry showing placeholder.
func (p person) typeInto(placeholder string, n int, chars string) {
	p.t.Helper()
	it := p.sc.FindNth(placeholder, n, false)
	p.sc.TapItem(it)
	for _, o := range slices.Backward(it.Path) {
		switch e := o.(type) {
		case *widget.Entry:
			test.Type(e, chars)
			return
		case *widget.SelectEntry:
			test.Type(e, chars)
			return
		}
	}
	p.t.Fatalf("%q is not in an entry", placeholder)
}

// tapInRow taps the text drawn on the same line as the row's label (a
// player's count button beside the name).
func (p person) tapInRow(row, text string) {
	p.t.Helper()
	r := p.sc.ScrollTo(row)
	for _, it := range p.sc.Items() {
		if it.Text == text && it.Centre().Y > r.Pos.Y-8 && it.Centre().Y < r.Pos.Y+r.Size.Height+8 && it.Pos.X > r.Pos.X {
			p.sc.TapItem(it)
			return
		}
	}
	p.t.Fatalf("no %q on the row of %q: %q", text, row, p.sc.Texts())
}

// faceOf is the deck's card face an item is drawn on, if any (a card
// placed in a claim or on the pile is drawn smaller).
func faceOf(it apptest.Item) *widgets.CardFace {
	for _, o := range slices.Backward(it.Path) {
		if f, ok := o.(*widgets.CardFace); ok && f.MinSize() == widgets.DeckCardSize {
			return f
		}
	}
	return nil
}

// inScroll reports whether an item is drawn inside a scrolling body (the
// deck), not in a fixed header (the top card).
func inScroll(it apptest.Item) bool {
	for _, o := range it.Path {
		if _, ok := o.(fyne.Scrollable); ok {
			return true
		}
	}
	return false
}

// tapCard scrolls the deck until the card is in view and taps it where it
// is drawn.
func (p person) tapCard(code string) {
	p.t.Helper()
	for range 100 {
		var hit *apptest.Item
		for _, it := range p.sc.Items() {
			if f := faceOf(it); f != nil && f.Spec.Code == code && inScroll(it) {
				hit = &it
				break
			}
		}
		if hit != nil && !hit.Clipped {
			p.sc.TapItem(*hit)
			return
		}
		// Scroll the deck: down until the card shows, up when it went by.
		dy := float32(-60)
		if hit != nil && hit.Pos.Y < p.sc.Canvas().Size().Height/2 {
			dy = 60
		}
		if hit == nil && p.cardAbove(code) {
			dy = 60
		}
		// The wheel turns over the body that scrolls, a card of the deck
		// when one is in view.
		at := fyne.NewPos(p.sc.Canvas().Size().Width/2, p.sc.Canvas().Size().Height/2)
		for _, it := range p.sc.Items() {
			if inScroll(it) && !it.Clipped {
				at = it.Centre()
				if faceOf(it) != nil {
					break
				}
			}
		}
		test.Scroll(p.sc.Canvas(), at, 0, dy)
	}
	p.t.Fatalf("card %s does not come into view", code)
}

// cardAbove reports whether the deck shows only cards after code (it has
// to scroll up to reach it).
func (p person) cardAbove(code string) bool {
	want, err := cards.ParseElementCard(code)
	if err != nil {
		p.t.Fatal(err)
	}
	order := cards.ElementDeck()
	wi := slices.Index(order, want)
	for _, it := range p.sc.Items() {
		if f := faceOf(it); f != nil && inScroll(it) {
			c, _ := cards.ParseElementCard(f.Spec.Code)
			if slices.Index(order, c) > wi {
				return true
			}
			return false
		}
	}
	return false
}

// has reports whether the visible texts contain the translated part.
// A wrapped label draws a text per line: the lines are read together.
func (p person) has(part string, data ...any) bool {
	return strings.Contains(strings.Join(p.sc.Texts(), " "), i18n.T(part, data...))
}

// must fails when no visible text contains the translated part.
func (p person) must(part string, data ...any) {
	p.t.Helper()
	if !p.has(part, data...) {
		p.t.Fatalf("no %q on screen: %q", i18n.T(part, data...), p.sc.Texts())
	}
}

// layoutOK fails on texts drawn over each other or cut.
func (p person) layoutOK(where string) {
	p.t.Helper()
	if o := tabletest.OverlapsInView(p.sc); len(o) > 0 {
		p.t.Errorf("%s: texts drawn over each other: %q", where, o)
	}
	if c := p.sc.Cut(); len(c) > 0 {
		p.t.Errorf("%s: texts cut: %q", where, c)
	}
	if w := p.u.Window().Content().MinSize().Width; w > p.u.Window().Canvas().Size().Width+0.5 {
		p.t.Errorf("%s: the screen needs %.0f px, wider than the window", where, w)
	}
}

// capture writes the window to dir/name.png when ARBITER_SHOTS names a
// directory (to look at a journey's screens).
func (p person) capture(name string) {
	dir := os.Getenv("ARBITER_SHOTS")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, strings.ReplaceAll(p.t.Name(), "/", "-")+"-"+name+".png"))
	if err != nil {
		p.t.Log(err)
		return
	}
	defer f.Close()
	_ = png.Encode(f, p.u.Window().Canvas().Capture())
}
