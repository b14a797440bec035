package yamiro

import (
	"fmt"
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
	"arbiter/app/tables/tabletest"
	"arbiter/app/widgets"
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

// faceOf is the card face an item is drawn in, if any.
func faceOf(it apptest.Item) *widgets.CardFace {
	for _, o := range slices.Backward(it.Path) {
		if f, ok := o.(*widgets.CardFace); ok {
			return f
		}
	}
	return nil
}

// deckItem finds the deck grid's card (not a placed one) on screen,
// scrolled into view as a finger would.
func deckItem(t *testing.T, sc *apptest.Screen, code string) apptest.Item {
	t.Helper()
	find := func() (apptest.Item, bool) {
		for _, it := range allItems(sc) {
			if f := faceOf(it); f != nil && f.Spec.Code == code && f.MinSize() == widgets.DeckCardSize {
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
		scrollToward(sc, it)
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

// tapCard taps a card of the deck grid where it is drawn.
func tapCard(t *testing.T, sc *apptest.Screen, code string) {
	t.Helper()
	sc.TapItem(deckItem(t, sc, code))
}

// tapText taps a text, scrolling it into view first when it is out of
// view (as a person scrolls to a button).
func tapText(t *testing.T, sc *apptest.Screen, text string) {
	t.Helper()
	if !sc.Has(text) || clippedText(sc, text) {
		sc.ScrollTo(text)
	}
	sc.Tap(text)
}

func clippedText(sc *apptest.Screen, text string) bool {
	for _, it := range sc.Items() {
		if it.Text == text {
			return it.Clipped
		}
	}
	return true
}

// allItems lists the texts on screen, those scrolled out of view too
// (marked Clipped): a card below the fold has to be found to be scrolled
// to. Only the top overlay is looked at when one is shown.
func allItems(sc *apptest.Screen) []apptest.Item {
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

// scrollToward scrolls the scroll container holding an item a notch
// toward it.
func scrollToward(sc *apptest.Screen, it apptest.Item) {
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

// checkLayout fails when texts are drawn over each other, cut, or the
// screen asks for more width than the window has.
func checkLayout(t *testing.T, u *app.UI, sc *apptest.Screen, when string) {
	t.Helper()
	if o := tabletest.OverlapsInView(sc); len(o) > 0 {
		t.Errorf("%s: texts drawn over each other: %q", when, o)
	}
	if c := sc.Cut(); len(c) > 0 {
		t.Errorf("%s: texts cut: %q", when, c)
	}
	if w, win := u.Window().Content().MinSize().Width, u.Window().Canvas().Size().Width; w > win+0.5 {
		t.Errorf("%s: the screen needs %.0f px, wider than the window (%.0f)", when, w, win)
	}
}

var digits = regexp.MustCompile(`[0-9]+`)

// check is an optional widget's visible state.
func checked(t *testing.T, sc *apptest.Screen, label string) *widget.Check {
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
