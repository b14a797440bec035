// Package tabletest drives the whole app for the game tables' tests, as a
// person would: it starts the shell on a fresh history at phone or desktop
// size, finds cards and texts where they are drawn (scrolling as a finger
// would) and checks that nothing on screen is cut or drawn over something
// else. It builds on apptest (which finds and taps what is drawn) and is
// imported by tests only.
package tabletest

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
)

// Start starts the app (the shell with every registered table) on a fresh
// history, in cfg's language and text size, in a window of phone size when
// cfg.Phone (or on a mobile build, which is always the phone layout) and
// desktop size otherwise, and returns it with a screen that taps where
// things are drawn. The app is closed and the language set back to English
// when the test ends.
func Start(t *testing.T, cfg app.Config) (*app.UI, *apptest.Screen) {
	t.Helper()
	cfg.DBPath = filepath.Join(t.TempDir(), "arbiter.db")
	if cfg.Language == "" {
		cfg.Language = "en"
	}
	cfg.Settled = true
	u := app.New(test.NewTempApp(t), cfg)
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
	sc := apptest.Of(t, u.Window())
	sc.Settle = u.Settle
	return u, sc
}

// Settle lays the window out again, as the driver does over its next
// frames: a wrapped label knows its height only once it knows its width,
// and a label wrapped inside another (a Why? panel in an accordion in the
// page) needs a pass for each level before its page's height is right.
// Each pass resizes the window by a pixel and back, and lays out again
// every container and scroll from the top down.
func Settle(w fyne.Window) {
	sz := w.Canvas().Size()
	for range 6 {
		w.Resize(sz.Add(fyne.NewSize(1, 0)))
		w.Resize(sz)
		relayout(w.Canvas().Content())
		for _, o := range w.Canvas().Overlays().List() {
			relayout(o)
		}
	}
}

// relayout lays out o's containers again, parents before children, and
// refreshes its scrolls so they take their content's new height.
func relayout(o fyne.CanvasObject) {
	switch x := o.(type) {
	case *fyne.Container:
		if x.Layout != nil {
			x.Layout.Layout(x.Objects, x.Size())
		}
		for _, c := range x.Objects {
			relayout(c)
		}
		return
	case fyne.Widget:
		x.Refresh() // forgets the sizes it measured at another width
		for _, c := range test.WidgetRenderer(x).Objects() {
			relayout(c)
		}
	}
}

// OverlapsInView are the pairs of texts in full view drawn over each
// other, as "a" / "b". A text its scroll shows only in part is left out:
// the scroll cuts it at its edge, it is not drawn over what lies beyond.
func OverlapsInView(sc *apptest.Screen) []string {
	var items []apptest.Item
	for _, it := range sc.Items() {
		if !it.Clipped {
			items = append(items, it)
		}
	}
	var out []string
	for i := range items {
		for j := i + 1; j < len(items); j++ {
			a, b := items[i], items[j]
			w := min(a.Pos.X+a.Size.Width, b.Pos.X+b.Size.Width) - max(a.Pos.X, b.Pos.X)
			h := min(a.Pos.Y+a.Size.Height, b.Pos.Y+b.Size.Height) - max(a.Pos.Y, b.Pos.Y)
			if w > 2 && h > 2 {
				out = append(out, fmt.Sprintf("%q / %q", a.Text, b.Text))
			}
		}
	}
	return out
}

// DeckFaceOf is the card face of the deck grid an item is drawn on, if
// any (the deck's faces are the larger ones; placed cards are smaller).
func DeckFaceOf(it apptest.Item) *widgets.CardFace {
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

// PlacedFaceOf is the placed card (in a pile's zone) an item is drawn on.
func PlacedFaceOf(it apptest.Item) *widgets.CardFace {
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

// FindCard finds a card of the deck where it is drawn, scrolling the
// table as a finger would until it is wholly in view.
func FindCard(t *testing.T, sc *apptest.Screen, code string) apptest.Item {
	t.Helper()
	return FindFace(t, sc, code, DeckFaceOf, -40)
}

// FindFace finds the card face that face picks out of an item, scrolling
// the page's body (first by dy, then back) until it is wholly in view.
func FindFace(t *testing.T, sc *apptest.Screen, code string, face func(apptest.Item) *widgets.CardFace, dy float32) apptest.Item {
	t.Helper()
	for try := 0; try < 80; try++ {
		var hit, body *apptest.Item
		for _, it := range sc.Items() {
			it := it
			if f := face(it); f != nil && f.Spec.Code == code {
				hit = &it
			}
			if !it.Clipped && InBodyScroll(it) && (body == nil || DeckFaceOf(it) != nil) {
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

// InBodyScroll reports whether an item is drawn in a page's vertical
// scroll (and in no other scroll inside it).
func InBodyScroll(it apptest.Item) bool {
	for _, o := range slices.Backward(it.Path) {
		if _, ok := o.(fyne.Scrollable); ok {
			_, body := o.(*widgets.Scroll)
			return body
		}
	}
	return false
}

// TapCards taps cards of the deck where they are drawn.
func TapCards(t *testing.T, sc *apptest.Screen, codes ...string) {
	t.Helper()
	for _, c := range codes {
		sc.TapItem(FindCard(t, sc, c))
	}
}

// TapPlaced taps a card placed in a zone (taking it back).
func TapPlaced(t *testing.T, sc *apptest.Screen, code string) {
	t.Helper()
	sc.TapItem(FindFace(t, sc, code, PlacedFaceOf, 40))
}

// Tap scrolls to a text and taps it.
func Tap(sc *apptest.Screen, text string) {
	sc.ScrollTo(text)
	sc.Tap(text)
}

// TapTile taps a game's tile on the home screen where its name is drawn.
// The tile is a button drawn under its name (the name is not inside the
// button, so apptest.Tap would call the button "in the way"): the tap
// goes to the point, and the new-game page must follow.
func TapTile(t *testing.T, sc *apptest.Screen, name string) {
	t.Helper()
	it := sc.ScrollTo(name)
	sc.TapAt(it.Centre())
	if sc.Has(name) && !sc.Has(i18n.T("Start the game")) {
		t.Fatalf("the tile %q did not open its new-game page: %q", name, sc.Texts())
	}
}

// TypeInto types into the first entry that shows text (its placeholder
// or its text), tapping it where it is drawn first.
func TypeInto(t *testing.T, sc *apptest.Screen, text, chars string) {
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

// TapPrefix taps the one visible text starting with prefix.
func TapPrefix(t *testing.T, sc *apptest.Screen, prefix string) {
	t.Helper()
	for _, it := range sc.Items() {
		if strings.HasPrefix(it.Text, prefix) {
			sc.TapItem(it)
			return
		}
	}
	t.Fatalf("no visible text starting with %q: %q", prefix, sc.Texts())
}

// Labels are the whole texts of the labels a person can see at least part
// of (a wrapped label is drawn as several lines).
func Labels(sc *apptest.Screen) []string {
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

// TemplateRE turns a translated format ("%s: %d points") into a regular
// expression capturing its verbs.
func TemplateRE(format string) *regexp.Regexp {
	q := regexp.QuoteMeta(format)
	r := strings.NewReplacer(`%s`, `(.+?)`, `%d`, `(-?\d+)`, `%\+d`, `([+-]\d+)`, `%\+g`, `([+-]\d+(?:\.\d+)?)`, `%v`, `(.+?)`)
	return regexp.MustCompile("^" + r.Replace(q) + "$")
}

// Fits fails when a text on screen is cut or drawn over another, looking
// at the page's body from its top to its end (scrolled as a finger would)
// and back at the top.
func Fits(t *testing.T, sc *apptest.Screen, where string) {
	t.Helper()
	seen := map[string]bool{}
	report := func(msg string) {
		if !seen[msg] {
			seen[msg] = true
			t.Errorf("%s: %s", where, msg)
		}
	}
	var body *widgets.Scroll
	at := fyne.Position{}
	for _, it := range sc.Items() {
		for _, o := range slices.Backward(it.Path) {
			if s, ok := o.(*widgets.Scroll); ok && !it.Clipped && (body == nil || s.Size().Height > body.Size().Height) {
				body, at = s, it.Centre()
			}
		}
	}
	if body != nil {
		body.ScrollToTop()
	}
	for range 40 {
		FitsNow(sc, report)
		if body == nil {
			break
		}
		before := body.Offset
		test.Scroll(sc.Canvas(), at, 0, -120)
		if body.Offset == before {
			break
		}
	}
	if body != nil {
		body.ScrollToTop()
	}
}

// FitsNow reports texts on screen that are cut or drawn over another. Texts
// a scroll shows only in part are left out of the overlaps: the scroll cuts
// them at its edge (apptest.Overlaps compares their whole boxes).
func FitsNow(sc *apptest.Screen, report func(string)) {
	for _, c := range sc.Cut() {
		report(fmt.Sprintf("%q is cut", c))
	}
	var items []apptest.Item
	for _, it := range sc.Items() {
		if !it.Clipped {
			items = append(items, it)
		}
		// A button's words running past its edges are cut too.
		for _, o := range slices.Backward(it.Path) {
			if b, ok := o.(*widget.Button); ok {
				at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
				if it.Pos.X < at.X-1 || it.Pos.X+it.Size.Width > at.X+b.Size().Width+1 {
					report(fmt.Sprintf("%q runs past the edges of its button", it.Text))
				}
				break
			}
		}
	}
	for i := range items {
		for j := i + 1; j < len(items); j++ {
			a, b := items[i], items[j]
			w := min(a.Pos.X+a.Size.Width, b.Pos.X+b.Size.Width) - max(a.Pos.X, b.Pos.X)
			h := min(a.Pos.Y+a.Size.Height, b.Pos.Y+b.Size.Height) - max(a.Pos.Y, b.Pos.Y)
			if w > 2 && h > 2 {
				report(fmt.Sprintf("%q and %q are drawn over each other", a.Text, b.Text))
			}
		}
	}
}

// The finders below are those of the Mortal Swords and Yamiro tables:
// any card face, the deck grid's cards, texts and checks, and the layout
// check after each step.

// FaceOf is the card face an item is drawn in, if any.
func FaceOf(it apptest.Item) *widgets.CardFace {
	for _, o := range slices.Backward(it.Path) {
		if f, ok := o.(*widgets.CardFace); ok {
			return f
		}
	}
	return nil
}

// DeckItem finds the deck grid's card (not a placed one) on screen,
// scrolled into view as a finger would.
func DeckItem(t *testing.T, sc *apptest.Screen, code string) apptest.Item {
	t.Helper()
	find := func() (apptest.Item, bool) {
		for _, it := range AllItems(sc) {
			if f := FaceOf(it); f != nil && f.Spec.Code == code && f.MinSize() == widgets.DeckCardSize {
				return it, true
			}
		}
		return apptest.Item{}, false
	}
	for range 60 {
		it, ok := find()
		if !ok {
			t.Fatalf("no card %s in the deck on screen; visible: %q", code, sc.Texts())
		}
		if !it.Clipped {
			return it
		}
		ScrollToward(sc, it)
	}
	it, _ := find()
	where := ""
	for _, o := range it.Path {
		if s, ok := o.(*widgets.Scroll); ok {
			where = fmt.Sprintf("scroll at %v size %v offset %v content %v", fyne.CurrentApp().Driver().AbsolutePositionForObject(s), s.Size(), s.Offset, s.Content.Size())
		}
	}
	t.Fatalf("card %s does not come into view (at %v, %v, window %v; %s)", code, it.Pos, it.Size, sc.Canvas().Size(), where)
	return apptest.Item{}
}

// TapCard taps a card of the deck grid where it is drawn.
func TapCard(t *testing.T, sc *apptest.Screen, code string) {
	t.Helper()
	sc.TapItem(DeckItem(t, sc, code))
}

// TapText taps a text, scrolling it into view first when it is out of
// view (as a person scrolls to a button).
func TapText(t *testing.T, sc *apptest.Screen, text string) {
	t.Helper()
	if !sc.Has(text) || ClippedText(sc, text) {
		sc.ScrollTo(text)
	}
	sc.Tap(text)
}

func ClippedText(sc *apptest.Screen, text string) bool {
	for _, it := range sc.Items() {
		if it.Text == text {
			return it.Clipped
		}
	}
	return true
}

// AllItems lists the texts on screen, those scrolled out of view too
// (marked Clipped): a card below the fold has to be found to be scrolled
// to. Only the top overlay is looked at when one is shown.
func AllItems(sc *apptest.Screen) []apptest.Item {
	var out []apptest.Item
	sz := sc.Canvas().Size()
	root := sc.Canvas().Content()
	if top := sc.Canvas().Overlays().Top(); top != nil {
		root = top
	}
	var rec func(o fyne.CanvasObject, off fyne.Position, view [4]float32, path []fyne.CanvasObject)
	rec = func(o fyne.CanvasObject, off fyne.Position, view [4]float32, path []fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		pos := o.Position().Add(off)
		path = append(slices.Clone(path), o)
		if _, ok := o.(fyne.Scrollable); ok {
			view = [4]float32{max(view[0], pos.X), max(view[1], pos.Y), min(view[2], pos.X+o.Size().Width), min(view[3], pos.Y+o.Size().Height)}
		}
		if txt, ok := o.(*canvas.Text); ok && strings.TrimSpace(txt.Text) != "" {
			x1, y1 := pos.X+txt.Size().Width, pos.Y+txt.Size().Height
			clipped := pos.X < view[0]-0.5 || pos.Y < view[1]-0.5 || x1 > view[2]+0.5 || y1 > view[3]+0.5
			out = append(out, apptest.Item{Text: txt.Text, Pos: pos, Size: txt.Size(), Path: path, Clipped: clipped})
		}
		switch c := o.(type) {
		case *fyne.Container:
			for _, ch := range c.Objects {
				rec(ch, pos, view, path)
			}
		case fyne.Widget:
			for _, ch := range test.WidgetRenderer(c).Objects() {
				rec(ch, pos, view, path)
			}
		}
	}
	rec(root, fyne.Position{}, [4]float32{0, 0, sz.Width, sz.Height}, nil)
	return out
}

// ScrollToward scrolls the scroll container holding an item a notch
// toward it.
func ScrollToward(sc *apptest.Screen, it apptest.Item) {
	var scroll fyne.CanvasObject
	for _, o := range slices.Backward(it.Path) {
		if _, ok := o.(fyne.Scrollable); ok {
			scroll = o
			break
		}
	}
	if scroll == nil {
		return
	}
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(scroll)
	dy := float32(-60)
	if it.Pos.Y < at.Y {
		dy = 60
	}
	// At the scroll's left edge, in the padding: not over an entry or
	// another scroll inside it.
	p := at.Add(fyne.NewPos(2, min(scroll.Size().Height, sc.Canvas().Size().Height-at.Y)/2))
	test.Scroll(sc.Canvas(), p, 0, dy)
}

// CheckLayout fails when texts are drawn over each other, cut, or the
// screen asks for more width than the window has.
func CheckLayout(t *testing.T, u *app.UI, sc *apptest.Screen, when string) {
	t.Helper()
	if o := OverlapsInView(sc); len(o) > 0 {
		t.Errorf("%s: texts drawn over each other: %q", when, o)
	}
	if c := sc.Cut(); len(c) > 0 {
		t.Errorf("%s: texts cut: %q", when, c)
	}
	if w, win := u.Window().Content().MinSize().Width, u.Window().Canvas().Size().Width; w > win+0.5 {
		t.Errorf("%s: the screen needs %.0f px, wider than the window (%.0f)", when, w, win)
	}
}

// Checked is the check box drawn with label, found where it is drawn.
func Checked(t *testing.T, sc *apptest.Screen, label string) *widget.Check {
	t.Helper()
	it := sc.Find(label)
	for _, o := range slices.Backward(it.Path) {
		if c, ok := o.(*widget.Check); ok {
			return c
		}
	}
	t.Fatalf("%q is not a check box", label)
	return nil
}

// The Cârts Tîty and Draque & Yirken tests drive the app as a Person.

// Person is a finger on the screen: every tap lands where the text is
// drawn (apptest), in the window's language.
type Person struct {
	T  *testing.T
	Sc *apptest.Screen
	U  *app.UI
}

// Tap taps the one visible text (translated; a format is filled with
// args, as i18n.Tf fills it).
func (p Person) Tap(text string, args ...any) {
	p.T.Helper()
	p.Sc.Tap(Said(text, args...))
}

// Said is a text as the app says it: translated, and a format filled with
// args (i18n.Tf); a text without args is only translated, so that a "%"
// in it stays as written.
func Said(text string, args ...any) string {
	if len(args) == 0 {
		return i18n.T(text)
	}
	return i18n.Tf(text, args...)
}

// TapScrolled scrolls the text into view, then taps it.
func (p Person) TapScrolled(text string) {
	p.T.Helper()
	p.Sc.TapItem(p.Sc.ScrollTo(text))
}

// TapTile taps a tile of the home screen by the name drawn on it: the
// tile's button lies under its name, so the tap lands on the button.
func (p Person) TapTile(name string) {
	p.T.Helper()
	it := p.Sc.ScrollTo(name)
	p.Sc.TapAt(it.Centre())
}

// TypeInto types into the n-th entry showing placeholder.
func (p Person) TypeInto(placeholder string, n int, chars string) {
	p.T.Helper()
	it := p.Sc.FindNth(placeholder, n, false)
	p.Sc.TapItem(it)
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
	p.T.Fatalf("%q is not in an entry", placeholder)
}

// TapInRow taps the text drawn on the same line as the row's label (a
// player's count button beside the name).
func (p Person) TapInRow(row, text string) {
	p.T.Helper()
	r := p.Sc.ScrollTo(row)
	for _, it := range p.Sc.Items() {
		if it.Text == text && it.Centre().Y > r.Pos.Y-8 && it.Centre().Y < r.Pos.Y+r.Size.Height+8 && it.Pos.X > r.Pos.X {
			p.Sc.TapItem(it)
			return
		}
	}
	p.T.Fatalf("no %q on the row of %q: %q", text, row, p.Sc.Texts())
}

// InAnyScroll reports whether an item is drawn inside a scrolling body (the
// deck), not in a fixed header (the top card).
func InAnyScroll(it apptest.Item) bool {
	for _, o := range it.Path {
		if _, ok := o.(fyne.Scrollable); ok {
			return true
		}
	}
	return false
}

// TapCard scrolls the deck until the card is in view and taps it where it
// is drawn.
func (p Person) TapCard(code string) {
	p.T.Helper()
	for range 100 {
		var hit *apptest.Item
		for _, it := range p.Sc.Items() {
			if f := DeckFaceOf(it); f != nil && f.Spec.Code == code && InAnyScroll(it) {
				hit = &it
				break
			}
		}
		if hit != nil && !hit.Clipped {
			p.Sc.TapItem(*hit)
			return
		}
		// Scroll the deck: down until the card shows, up when it went by.
		dy := float32(-60)
		if hit != nil && hit.Pos.Y < p.Sc.Canvas().Size().Height/2 {
			dy = 60
		}
		if hit == nil && p.CardAbove(code) {
			dy = 60
		}
		// The wheel turns over the body that scrolls, a card of the deck
		// when one is in view.
		at := fyne.NewPos(p.Sc.Canvas().Size().Width/2, p.Sc.Canvas().Size().Height/2)
		for _, it := range p.Sc.Items() {
			if InAnyScroll(it) && !it.Clipped {
				at = it.Centre()
				if DeckFaceOf(it) != nil {
					break
				}
			}
		}
		test.Scroll(p.Sc.Canvas(), at, 0, dy)
	}
	p.Capture("lost-" + code)
	p.T.Fatalf("card %s does not come into view: %q", code, p.Sc.Texts())
}

// CardAbove reports whether the deck shows only cards after code (it has
// to scroll up to reach it).
func (p Person) CardAbove(code string) bool {
	want, err := cards.ParseElementCard(code)
	if err != nil {
		p.T.Fatal(err)
	}
	order := cards.ElementDeck()
	wi := slices.Index(order, want)
	for _, it := range p.Sc.Items() {
		if f := DeckFaceOf(it); f != nil && InAnyScroll(it) {
			c, _ := cards.ParseElementCard(f.Spec.Code)
			if slices.Index(order, c) > wi {
				return true
			}
			return false
		}
	}
	return false
}

// Has reports whether the visible texts contain the translated part (a
// format filled with args, as Said fills it). A wrapped label draws a
// text per line: the lines are read together.
func (p Person) Has(part string, args ...any) bool {
	return strings.Contains(strings.Join(p.Sc.Texts(), " "), Said(part, args...))
}

// Must fails when no visible text contains the translated part.
func (p Person) Must(part string, args ...any) {
	p.T.Helper()
	if !p.Has(part, args...) {
		p.T.Fatalf("no %q on screen: %q", Said(part, args...), p.Sc.Texts())
	}
}

// MustSee fails when no visible text contains text, a text said already
// (put together from translated parts): it is not translated again.
func (p Person) MustSee(text string) {
	p.T.Helper()
	if !strings.Contains(strings.Join(p.Sc.Texts(), " "), text) {
		p.T.Fatalf("no %q on screen: %q", text, p.Sc.Texts())
	}
}

// LayoutOK fails on texts drawn over each other or cut.
func (p Person) LayoutOK(where string) {
	p.T.Helper()
	if o := OverlapsInView(p.Sc); len(o) > 0 {
		p.T.Errorf("%s: texts drawn over each other: %q", where, o)
	}
	if c := p.Sc.Cut(); len(c) > 0 {
		p.T.Errorf("%s: texts cut: %q", where, c)
	}
	if w := p.U.Window().Content().MinSize().Width; w > p.U.Window().Canvas().Size().Width+0.5 {
		p.T.Errorf("%s: the screen needs %.0f px, wider than the window", where, w)
	}
}

// Capture writes the window to dir/name.png when ARBITER_SHOTS names a
// directory (to look at a journey's screens).
func (p Person) Capture(name string) {
	dir := os.Getenv("ARBITER_SHOTS")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, strings.ReplaceAll(p.T.Name(), "/", "-")+"-"+name+".png"))
	if err != nil {
		p.T.Log(err)
		return
	}
	defer f.Close()
	_ = png.Encode(f, p.U.Window().Canvas().Capture())
}
