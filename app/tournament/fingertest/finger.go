// Package fingertest taps a tournament's table screens as a person does,
// for tests only: the counts of the game's entry widgets (a tap on the
// count offers every number), the trick picker's cards, greyed-out
// buttons (which say why), text scrolled into view with a swipe at the
// edge of its scroll. The app's tournament screens (app/tournament) and
// the browser's table page (app/webtable) are tapped with it alike.
package fingertest

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/apptest"
	"arbiter/app/widgets"
)

// Finger taps a screen as a person does: what it taps is scrolled into
// view first, and a greyed-out button is tapped too (it says why).
type Finger struct {
	t *testing.T
	s *apptest.Screen
	w fyne.Window
}

// New is a finger on a screen of window w.
func New(t *testing.T, s *apptest.Screen, w fyne.Window) Finger {
	return Finger{t: t, s: s, w: w}
}

// TapGreyed taps a button that is greyed out, which says why.
func (p *Finger) TapGreyed(text string) {
	p.t.Helper()
	p.s.TapAt(p.s.ScrollTo(text).Centre())
}

// TapBelow taps the first text below heading (a declarer's name, not the
// dealer's of the same name), scrolled into view.
func (p *Finger) TapBelow(heading, text string) {
	p.t.Helper()
	p.ScrollTo(heading)
	below := func() *apptest.Item {
		h, _, _ := p.Locate(heading)
		var hit *apptest.Item
		for _, it := range p.s.Items() {
			if it.Text == text && it.Pos.Y > h.Y && (hit == nil || it.Pos.Y < hit.Pos.Y) {
				it := it
				hit = &it
			}
		}
		return hit
	}
	if p.tapInView(40, below) {
		return
	}
	h, _, _ := p.Locate(heading)
	p.t.Fatalf("no %q below %q (at %v) in view: %q", text, heading, h, p.s.Texts())
}

// tapInView taps what find finds once it is in view, the form swiped a
// notch further down each time it is not (at most tries times); false:
// it never came into view.
func (p *Finger) tapInView(tries int, find func() *apptest.Item) bool {
	p.t.Helper()
	for range tries {
		if hit := find(); hit != nil && !hit.Clipped {
			p.s.TapItem(*hit)
			return true
		}
		p.Notch()
	}
	return false
}

// Notch scrolls the form a notch further down, as a finger does: a swipe
// at the left edge of the tallest scroll on the screen.
func (p *Finger) Notch() {
	p.t.Helper()
	var sc *widgets.Scroll
	var at fyne.Position
	p.WalkAt(func(o fyne.CanvasObject, pos fyne.Position) bool {
		if w, ok := o.(*widgets.Scroll); ok && (sc == nil || w.Size().Height > sc.Size().Height) {
			sc, at = w, pos
		}
		return true
	})
	if sc == nil {
		p.t.Fatal("nothing scrolls")
	}
	test.Scroll(p.w.Canvas(), at.Add(fyne.NewPos(2, min(sc.Size().Height, p.w.Canvas().Size().Height-at.Y)/2)), 0, -40)
}

// OnRow is the button showing btn on the row of the text row (a count's
// "–", "?" or "+").
func (p *Finger) OnRow(row, btn string) apptest.Item {
	p.t.Helper()
	it := p.ScrollTo(row)
	var best *apptest.Item
	for _, b := range p.s.Items() {
		if b.Text == btn && math.Abs(float64(b.Centre().Y-it.Centre().Y)) < 24 && b.Pos.X > it.Pos.X {
			b := b
			if best == nil || b.Pos.X < best.Pos.X {
				best = &b
			}
		}
	}
	if best == nil {
		p.t.Fatalf("no %q on the row of %q: %q", btn, row, p.s.Texts())
	}
	return *best
}

// Pick enters a count the quick way: a tap on the count offers every
// number, a tap on n picks it.
func (p *Finger) Pick(row string, n int) {
	p.t.Helper()
	p.PickNth(row, 0, n)
}

// Card taps a card of the trick picker's deck, scrolled into view.
func (p *Finger) Card(code string) {
	p.t.Helper()
	face := func() *apptest.Item {
		var hit *apptest.Item
		for _, it := range p.s.Items() {
			for _, o := range slices.Backward(it.Path) {
				if f, ok := o.(*widgets.CardFace); ok && f.Spec.Code == code && f.MinSize() == widgets.DeckCardSize {
					it := it
					hit = &it
				}
			}
		}
		return hit
	}
	if p.tapInView(60, face) {
		return
	}
	p.t.Fatalf("card %s never comes into view", code)
}

// PickNth enters the count of the n-th row labelled row.
func (p *Finger) PickNth(row string, nth, n int) {
	p.t.Helper()
	p.TapCountNth(row, nth)
	// A number the deal does not allow is greyed out: a tap says why.
	p.s.TapAt(p.s.Find(strconv.Itoa(n)).Centre())
}

// TapCountNth taps the count of the n-th row labelled row: every number
// is offered.
func (p *Finger) TapCountNth(row string, nth int) {
	p.t.Helper()
	p.ScrollTo(row)
	for range 40 {
		var rows []apptest.Item
		for _, it := range p.s.Items() {
			if it.Text == row {
				rows = append(rows, it)
			}
		}
		if nth < len(rows) {
			it := rows[nth]
			for _, b := range p.s.Items() {
				if _, err := strconv.Atoi(b.Text); (err == nil || b.Text == "?") && math.Abs(float64(b.Centre().Y-it.Centre().Y)) < 24 && b.Pos.X > it.Pos.X {
					if b.Clipped || it.Clipped {
						break
					}
					p.s.TapItem(b)
					if p.w.Canvas().Overlays().Top() == nil {
						p.t.Fatalf("a tap on the count of %q offers no numbers", row)
					}
					return
				}
			}
		}
		p.Notch()
	}
	p.t.Fatalf("no count on the row of %q (number %d) in view: %q", row, nth+1, p.s.Texts())
}

// CountsShown counts the buttons showing text, in view or not.
func (p *Finger) CountsShown(text string) int {
	n := 0
	apptest.Walk(p.w.Canvas().Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && b.Text == text {
			n++
		}
	})
	return n
}

// Says reports whether a label on the screen (or a dialog over it) says
// part, in view or not: a wrapped label is one text here.
func (p *Finger) Says(part string) bool {
	found := false
	c := p.w.Canvas()
	for _, root := range append([]fyne.CanvasObject{c.Content()}, c.Overlays().List()...) {
		apptest.Walk(root, func(o fyne.CanvasObject) {
			if l, ok := o.(*widget.Label); ok && l.Visible() && strings.Contains(l.Text, part) {
				found = true
			}
		})
	}
	return found || p.s.HasContaining(part)
}

// Want fails unless the screen says part.
func (p *Finger) Want(part string) {
	p.t.Helper()
	if !p.Says(part) {
		p.t.Fatalf("the screen does not say %q: %q", part, p.s.Texts())
	}
}

// ScrollTo brings a text into view the way a finger moves the page: a
// swipe at the left edge of the scroll holding it (a swipe in its middle
// could land on a text field, which scrolls itself instead).
func (p *Finger) ScrollTo(text string) apptest.Item {
	p.t.Helper()
	for range 200 {
		for _, it := range p.s.Items() {
			if it.Text == text && !it.Clipped {
				return it
			}
		}
		at, sc, top := p.Locate(text)
		if sc == nil {
			p.t.Fatalf("no %q in a scroll on the screen: %q", text, p.s.Texts())
		}
		dy := float32(-40)
		if at.Y < top.Y {
			dy = 40
		}
		test.Scroll(p.w.Canvas(), top.Add(fyne.NewPos(2, min(sc.Size().Height, p.w.Canvas().Size().Height-top.Y)/2)), 0, dy)
	}
	p.t.Fatalf("%q does not come into view", text)
	return apptest.Item{}
}

// Locate finds where a text is drawn, in view or not, and the scroll
// holding it with where that is.
func (p *Finger) Locate(text string) (at fyne.Position, holder fyne.CanvasObject, holderAt fyne.Position) {
	found := false
	var rec func(o fyne.CanvasObject, off fyne.Position, sc fyne.CanvasObject, scAt fyne.Position)
	rec = func(o fyne.CanvasObject, off fyne.Position, sc fyne.CanvasObject, scAt fyne.Position) {
		if found || o == nil || !o.Visible() {
			return
		}
		pos := o.Position().Add(off)
		if _, ok := o.(*widgets.Scroll); ok {
			sc, scAt = o, pos
		}
		if t, ok := o.(*canvas.Text); ok && t.Text == text {
			at, holder, holderAt, found = pos, sc, scAt, true
			return
		}
		for _, ch := range apptest.Children(o) {
			rec(ch, pos, sc, scAt)
		}
	}
	rec(p.w.Canvas().Content(), fyne.Position{}, nil, fyne.Position{})
	return at, holder, holderAt
}

// WalkAt visits the visible objects of the window's content, each with
// where it is drawn on the canvas (Fyne's driver knows only the positions
// of the app's own windows); fn returning false skips what o holds.
func (p *Finger) WalkAt(fn func(o fyne.CanvasObject, pos fyne.Position) bool) {
	var rec func(o fyne.CanvasObject, off fyne.Position)
	rec = func(o fyne.CanvasObject, off fyne.Position) {
		if o == nil || !o.Visible() {
			return
		}
		pos := o.Position().Add(off)
		if !fn(o, pos) {
			return
		}
		for _, ch := range apptest.Children(o) {
			rec(ch, pos)
		}
	}
	rec(p.w.Canvas().Content(), fyne.Position{})
}

// EntryOf is the text field an item is drawn in (nil: none).
func EntryOf(it apptest.Item) *widget.Entry {
	for _, o := range slices.Backward(it.Path) {
		if e, ok := o.(*widget.Entry); ok {
			return e
		}
	}
	return nil
}

// TypeIn types into the n-th text field (from 0) showing shown (its
// placeholder or its text), scrolled into view and tapped first.
func (p *Finger) TypeIn(shown string, n int, chars string) {
	p.t.Helper()
	p.s.ScrollTo(shown)
	var hits []apptest.Item
	for _, it := range p.s.Items() {
		if it.Text == shown && EntryOf(it) != nil {
			hits = append(hits, it)
		}
	}
	if n >= len(hits) {
		p.t.Fatalf("only %d entries show %q", len(hits), shown)
	}
	p.s.TapItem(hits[n])
	test.Type(EntryOf(hits[n]), chars)
}
