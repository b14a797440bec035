package burn

import (
	"math"
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
)

// The journey helpers: the same as Pymtheg's table's (test code cannot be
// shared between the packages).

// A journey drives the app as a person does: every tap lands where the
// text it aims at is drawn, after scrolling it into view; the status line
// and the action bar must stay where they are all along.
type journey struct {
	t     *testing.T
	u     *app.UI
	sc    *apptest.Screen
	phone bool
	// Where the action bar's buttons were first seen: they never move.
	barY map[string]float32
}

func newJourney(t *testing.T, phone bool, lang string) *journey {
	u, sc := startApp(t, phone, app.Config{Language: lang})
	return &journey{t: t, u: u, sc: sc, phone: u.Phone(), barY: map[string]float32{}}
}

// T is a text as the app shows it in the journey's language.
func T(s string) string { return i18n.T(s) }

// nth finds the n-th text (from 0, in drawing order) on the screen, in
// view or scrolled out of it.
func (j *journey) nth(text string, n int) (apptest.Item, bool) {
	var hits []apptest.Item
	for _, it := range j.all() {
		if it.Text == text {
			hits = append(hits, it)
		}
	}
	if n < len(hits) {
		return hits[n], true
	}
	return apptest.Item{}, false
}

// all lists every text of the screen with whether it is wholly in view.
func (j *journey) all() []apptest.Item {
	visible := map[fyne.Position]bool{}
	for _, it := range j.sc.Items() {
		if !it.Clipped {
			visible[it.Pos] = true
		}
	}
	var out []apptest.Item
	// ScrollTo's own walk lists the clipped ones too: reuse it through
	// Items of a scrolled screen is not possible, so walk the tree.
	var rec func(o fyne.CanvasObject, off fyne.Position, path []fyne.CanvasObject)
	root := j.u.Window().Canvas().Content()
	if top := j.u.Window().Canvas().Overlays().Top(); top != nil {
		root = top
	}
	rec = func(o fyne.CanvasObject, off fyne.Position, path []fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		pos := o.Position().Add(off)
		path = append(append([]fyne.CanvasObject(nil), path...), o)
		if txt, ok := textOf(o); ok && strings.TrimSpace(txt) != "" {
			out = append(out, apptest.Item{Text: txt, Pos: pos, Size: o.Size(), Path: path, Clipped: !visible[pos]})
		}
		for _, c := range childrenOf(o) {
			rec(c, pos, path)
		}
	}
	rec(root, fyne.Position{}, nil)
	return out
}

// inView scrolls until the n-th text is wholly in view, the way a wheel
// or a finger moves a page, and returns it.
func (j *journey) inView(text string, n int) apptest.Item {
	j.t.Helper()
	for range 100 {
		it, ok := j.nth(text, n)
		if !ok {
			j.t.Fatalf("no %q (number %d) on the screen; visible: %q", text, n+1, j.sc.Texts())
		}
		if !it.Clipped {
			for _, v := range j.sc.Items() {
				if v.Pos == it.Pos && v.Text == it.Text {
					return v
				}
			}
		}
		scroll := scrollerIn(it.Path)
		if scroll == nil {
			j.t.Fatalf("%q is out of view and nothing scrolls it", text)
		}
		at := absPos(j.u.Window(), scroll)
		dy := float32(-80)
		if it.Pos.Y < at.Y {
			dy = 80
		}
		// The wheel over the page's margin: over an entry it would scroll
		// the entry's own text, not the page.
		test.Scroll(j.u.Window().Canvas(), fyne.NewPos(at.X+2, at.Y+scroll.Size().Height/2), 0, dy)
	}
	j.t.Fatalf("%q does not come into view", text)
	return apptest.Item{}
}

// tap taps the n-th text where it is drawn, scrolled into view first.
func (j *journey) tapN(text string, n int) {
	j.t.Helper()
	tabletest.Settle(j.u.Window())
	j.sc.TapItem(j.inView(text, n))
	j.checkBar()
}

func (j *journey) tap(text string) { j.t.Helper(); j.tapN(text, 0) }

// tapGreyed taps a greyed-out button where it is drawn, as a finger does
// (the screen's Tap refuses disabled targets).
func (j *journey) tapGreyed(text string) { j.t.Helper(); j.tapGreyedN(text, 0) }

func (j *journey) tapGreyedN(text string, n int) {
	j.t.Helper()
	it := j.inView(text, n)
	j.sc.TapAt(it.Centre())
}

// step taps the "+" (or "–") of the stepper row labelled label, n times.
func (j *journey) step(label, sign string, n int) {
	j.t.Helper()
	for range n {
		row := j.inView(label, 0)
		// The sign on the row's line, the first to the right of the label.
		k, found, best, n := 0, false, float32(1e9), 0
		for _, it := range j.all() {
			if it.Text != sign {
				continue
			}
			c := it.Centre()
			if c.Y > row.Pos.Y-10 && c.Y < row.Pos.Y+row.Size.Height+60 && c.X > row.Pos.X && c.X-row.Pos.X < best {
				k, found, best = n, true, c.X-row.Pos.X
			}
			n++
		}
		if !found {
			j.t.Fatalf("no %q beside %q; visible: %q", sign, label, j.sc.Texts())
		}
		j.sc.TapItem(j.inView(sign, k))
	}
	j.checkBar()
}

// typeNth types into the n-th entry showing text (its placeholder).
func (j *journey) typeNth(text string, n int, chars string) {
	j.t.Helper()
	it := j.inView(text, n)
	j.sc.TapItem(it)
	for i := len(it.Path) - 1; i >= 0; i-- {
		if e, ok := it.Path[i].(fyne.Focusable); ok {
			test.Type(e, chars)
			return
		}
	}
	j.t.Fatalf("%q is not in an entry", text)
}

// labels are the texts of the screen, the lines of a wrapped label joined
// again, in drawing order.
func (j *journey) labels() []string {
	var out []string
	for _, g := range j.groups() {
		out = append(out, g.text)
	}
	return out
}

// group is the text of one label (its lines joined) and its first line.
type group struct {
	text  string
	first apptest.Item
	n     int // the first line's number among the screen's equal texts
}

func (j *journey) groups() []group {
	var out []group
	at := map[fyne.CanvasObject]int{}
	seen := map[string]int{}
	for _, it := range j.all() {
		n := seen[it.Text]
		seen[it.Text]++
		var owner fyne.CanvasObject
		for i := len(it.Path) - 1; i >= 0; i-- {
			if l, ok := it.Path[i].(*widget.Label); ok {
				owner = l
				break
			}
		}
		if owner != nil {
			if i, ok := at[owner]; ok {
				out[i].text += " " + it.Text
				continue
			}
			at[owner] = len(out)
		}
		out = append(out, group{text: it.Text, first: it, n: n})
	}
	return out
}

// has reports whether some visible text contains part.
func (j *journey) has(part string) bool { return j.sc.HasContaining(part) }

// want scrolls to a text containing part and fails when there is none.
func (j *journey) want(part string) {
	j.t.Helper()
	tabletest.Settle(j.u.Window()) // what a person reads is the settled frame
	for _, g := range j.groups() {
		if strings.Contains(g.text, part) {
			j.inView(g.first.Text, g.n)
			return
		}
	}
	j.t.Fatalf("no %q on the screen: %q", part, j.labels())
}

// status is the text of the table's status line.
func (j *journey) status() string {
	for _, o := range apptest.All[*widgets.StatusLine](j.u.Window().Canvas().Content()) {
		if o.Visible() {
			return o.Text()
		}
	}
	return ""
}

func (j *journey) wantStatus(part string) {
	j.t.Helper()
	if s := j.status(); !strings.Contains(s, part) {
		j.t.Fatalf("the status line says %q, want %q", s, part)
	}
}

// checkBar checks that the action bar's buttons are in view and have not
// moved since they were first seen on this screen size.
func (j *journey) checkBar() {
	j.t.Helper()
	tabletest.Settle(j.u.Window())
	for _, name := range []string{T("Take back"), T("Save the round"), T("Count this trick"), T("Save the correction")} {
		for _, it := range j.sc.Items() {
			if it.Text != name {
				continue
			}
			if it.Clipped {
				j.t.Fatalf("%q in the action bar is not wholly in view", name)
			}
			key := name
			if y, ok := j.barY[key]; ok && math.Abs(float64(y-it.Pos.Y)) > 1 {
				j.t.Fatalf("the action bar moved: %q at y=%.0f, was %.0f", name, it.Pos.Y, y)
			}
			j.barY[key] = it.Pos.Y
		}
	}
}

// sheet shows the score sheet (its tab on a phone).
func (j *journey) sheet() {
	if j.phone {
		j.tap(T("Score sheet"))
	}
}

// entry shows the round's form (its tab on a phone).
func (j *journey) entry() {
	if j.phone {
		j.tap(T("Round"))
	}
}

// stepN taps the sign of the nth stepper row labelled label, times times.
func (j *journey) stepN(label string, nth int, sign string, times int) {
	j.t.Helper()
	for range times {
		row := j.inView(label, nth)
		// The sign on the row's line, the first to the right of the label.
		k, found, best, n := 0, false, float32(1e9), 0
		for _, it := range j.all() {
			if it.Text != sign {
				continue
			}
			c := it.Centre()
			if c.Y > row.Pos.Y-14 && c.Y < row.Pos.Y+row.Size.Height+60 && c.X > row.Pos.X && c.X-row.Pos.X < best {
				k, found, best = n, true, c.X-row.Pos.X
			}
			n++
		}
		if !found {
			j.t.Fatalf("no %q beside %q; visible: %q", sign, label, j.sc.Texts())
		}
		j.sc.TapItem(j.inView(sign, k))
	}
	j.checkBar()
}

// tapCard taps the deck's card with the given code where it is drawn,
// scrolled into view first.
func (j *journey) tapCard(code string) {
	j.t.Helper()
	for range 80 {
		var face *widgets.CardFace
		for _, f := range apptest.All[*widgets.CardFace](j.u.Window().Canvas().Content()) {
			if f.Spec.Code == code && f.Size() == widgets.DeckCardSize {
				face = f
			}
		}
		if face == nil {
			j.t.Fatalf("no card %s in the deck", code)
		}
		pos := absPos(j.u.Window(), face)
		var scroll *widgets.Scroll
		for _, s := range apptest.All[*widgets.Scroll](j.u.Window().Canvas().Content()) {
			if s.Visible() && s.Size().Width > 0 {
				at := absPos(j.u.Window(), s)
				if pos.X >= at.X && pos.X < at.X+s.Size().Width {
					scroll = s
				}
			}
		}
		if scroll == nil {
			j.t.Fatal("the deck is not in a scrolling page")
		}
		at := absPos(j.u.Window(), scroll)
		mid := at.Add(fyne.NewPos(2, scroll.Size().Height/2))
		switch {
		case pos.Y < at.Y:
			test.Scroll(j.u.Window().Canvas(), mid, 0, 80)
		case pos.Y+face.Size().Height > at.Y+scroll.Size().Height:
			test.Scroll(j.u.Window().Canvas(), mid, 0, -80)
		default:
			j.sc.TapAt(pos.Add(fyne.NewPos(face.Size().Width/2, face.Size().Height/2)))
			return
		}
	}
	j.t.Fatalf("card %s does not come into view", code)
}

// stepAll taps the sign of the nth stepper row labelled label until it is
// greyed out (the count at 15, or at 0).
func (j *journey) stepAll(label string, nth int, sign string) {
	j.t.Helper()
	for range 16 {
		row := j.inView(label, nth)
		var hit *apptest.Item
		for _, it := range j.sc.Items() {
			c := it.Centre()
			if it.Text == sign && c.Y > row.Pos.Y-14 && c.Y < row.Pos.Y+row.Size.Height+60 && c.X > row.Pos.X && (hit == nil || c.X < hit.Centre().X) {
				it := it
				hit = &it
			}
		}
		if hit != nil {
			for _, o := range hit.Path {
				if d, ok := o.(fyne.Disableable); ok && d.Disabled() {
					return
				}
			}
		}
		j.stepN(label, nth, sign, 1)
	}
}
