// Package apptest drives Arbiter's screens in Fyne's test driver the way a
// person uses them: widgets are found by the text they show, and a tap
// lands at the place on the screen where that text is drawn. Whatever is on
// top there receives it - a dialog, a bar, another widget - so a test that
// taps a hidden, covered, clipped or off-screen widget fails with what is
// in the way, instead of calling the widget directly.
//
// It is shared by the app's test packages (the shell, the history and the
// game tables); it imports Fyne's test package and is never part of the
// production binary.
package apptest

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Phone and Desktop are the window sizes Arbiter's journeys run at.
var (
	Phone   = fyne.NewSize(390, 800)
	Desktop = fyne.NewSize(1280, 800)
)

// Screen is a test window showing some content.
type Screen struct {
	t testing.TB
	W fyne.Window
	// Settle, when set, lets the app's background work finish and hand
	// its results to the screen (app.UI.Settle): before the screen is
	// read and after every tap or key.
	Settle func()
}

func (s *Screen) settle() {
	if s.Settle != nil {
		s.Settle()
	}
}

// New shows content in a test window of the given size.
func New(t testing.TB, content fyne.CanvasObject, size fyne.Size) *Screen {
	t.Helper()
	w := test.NewTempWindow(t, content)
	w.Resize(size)
	return &Screen{t: t, W: w}
}

// Of wraps a window already shown.
func Of(t testing.TB, w fyne.Window) *Screen { return &Screen{t: t, W: w} }

// Canvas is the window's canvas.
func (s *Screen) Canvas() fyne.Canvas { return s.W.Canvas() }

// Item is one piece of text drawn on the screen.
type Item struct {
	Text string
	// Pos and Size are where it is drawn, in window coordinates.
	Pos  fyne.Position
	Size fyne.Size
	// Path runs from the root (the top overlay, else the content) to the
	// text's canvas object.
	Path []fyne.CanvasObject
	// Clipped is true when part of it is outside the window or its
	// scroll viewport: a person does not see all of it.
	Clipped bool
	// CutAcross is true when it runs past the left or right edge of the
	// window or of what clips it: an overflowing layout, not a scroll.
	CutAcross bool
	// Seen is the part of it a person sees: its box within the window and
	// the scroll viewports around it.
	Seen     fyne.Position
	SeenSize fyne.Size
}

// Centre is the middle of the item on screen.
func (it Item) Centre() fyne.Position {
	return fyne.NewPos(it.Pos.X+it.Size.Width/2, it.Pos.Y+it.Size.Height/2)
}

type rect struct{ x0, y0, x1, y1 float32 }

func (r rect) and(o rect) rect {
	return rect{max(r.x0, o.x0), max(r.y0, o.y0), min(r.x1, o.x1), min(r.y1, o.y1)}
}

func (r rect) contains(o rect) bool {
	return o.x0 >= r.x0-0.5 && o.y0 >= r.y0-0.5 && o.x1 <= r.x1+0.5 && o.y1 <= r.y1+0.5
}

func (r rect) empty() bool { return r.x1 <= r.x0 || r.y1 <= r.y0 }

// roots are what receives input: the top overlay when one is shown (a
// dialog is modal), else the window's content.
func (s *Screen) roots() []fyne.CanvasObject {
	c := s.Canvas()
	if top := c.Overlays().Top(); top != nil {
		return []fyne.CanvasObject{top}
	}
	return []fyne.CanvasObject{c.Content()}
}

// Children are the objects o draws: a container's, or a widget's
// renderer's.
func Children(o fyne.CanvasObject) []fyne.CanvasObject { return children(o) }

func children(o fyne.CanvasObject) []fyne.CanvasObject {
	switch c := o.(type) {
	case *fyne.Container:
		return c.Objects
	case fyne.Widget:
		return test.WidgetRenderer(c).Objects()
	}
	return nil
}

func clips(o fyne.CanvasObject) bool {
	if _, ok := o.(fyne.Scrollable); ok {
		return true
	}
	if w, ok := o.(fyne.Widget); ok {
		_, clip := test.WidgetRenderer(w).(interface{ IsClip() })
		return clip
	}
	return false
}

// walk visits every visible object with its absolute position and the
// part of the screen it can be seen in.
func (s *Screen) walk(fn func(o fyne.CanvasObject, pos fyne.Position, view rect, path []fyne.CanvasObject)) {
	sz := s.Canvas().Size()
	win := rect{0, 0, sz.Width, sz.Height}
	var rec func(o fyne.CanvasObject, off fyne.Position, view rect, path []fyne.CanvasObject)
	rec = func(o fyne.CanvasObject, off fyne.Position, view rect, path []fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		pos := o.Position().Add(off)
		path = append(path, o)
		if clips(o) {
			view = view.and(rect{pos.X, pos.Y, pos.X + o.Size().Width, pos.Y + o.Size().Height})
		}
		fn(o, pos, view, path)
		for _, c := range children(o) {
			rec(c, pos, view, slices.Clone(path))
		}
	}
	for _, r := range s.roots() {
		rec(r, fyne.Position{}, win, nil)
	}
}

// Items returns every text drawn on the screen that a person can at least
// partly see, in drawing order.
func (s *Screen) Items() []Item {
	s.settle()
	var out []Item
	s.walk(func(o fyne.CanvasObject, pos fyne.Position, view rect, path []fyne.CanvasObject) {
		t, ok := o.(*canvas.Text)
		if !ok || strings.TrimSpace(t.Text) == "" {
			return
		}
		r := rect{pos.X, pos.Y, pos.X + t.Size().Width, pos.Y + t.Size().Height}
		if view.and(r).empty() {
			return
		}
		seen := view.and(r)
		out = append(out, Item{Text: t.Text, Pos: pos, Size: t.Size(), Path: path, Clipped: !view.contains(r),
			CutAcross: r.x0 < view.x0-0.5 || r.x1 > view.x1+0.5,
			Seen:      fyne.NewPos(seen.x0, seen.y0), SeenSize: fyne.NewSize(seen.x1-seen.x0, seen.y1-seen.y0)})
	})
	return out
}

// Texts returns the texts a person can see, in drawing order.
func (s *Screen) Texts() []string {
	var out []string
	for _, it := range s.Items() {
		out = append(out, it.Text)
	}
	return out
}

// Has reports whether some visible text is exactly text.
func (s *Screen) Has(text string) bool {
	for _, it := range s.Items() {
		if it.Text == text {
			return true
		}
	}
	return false
}

// HasContaining reports whether some visible text contains part.
func (s *Screen) HasContaining(part string) bool {
	for _, it := range s.Items() {
		if strings.Contains(it.Text, part) {
			return true
		}
	}
	return false
}

// Find returns the one visible item whose text is exactly text; the test
// fails when there is none, or several (say which with FindNth).
func (s *Screen) Find(text string) Item {
	s.t.Helper()
	return s.FindNth(text, 0, true)
}

// FindNth returns the n-th (from 0, in drawing order) visible item whose
// text is exactly text. With only set, there must be exactly one.
func (s *Screen) FindNth(text string, n int, only bool) Item {
	s.t.Helper()
	var hits []Item
	for _, it := range s.Items() {
		if it.Text == text {
			hits = append(hits, it)
		}
	}
	switch {
	case len(hits) == 0:
		s.t.Fatalf("no visible %q on screen; visible: %s", text, s.summary())
	case only && len(hits) > 1:
		s.t.Fatalf("%d visible %q on screen: say which one", len(hits), text)
	case n >= len(hits):
		s.t.Fatalf("only %d visible %q on screen, want number %d", len(hits), text, n+1)
	}
	return hits[n]
}

func (s *Screen) summary() string {
	texts := s.Texts()
	if len(texts) > 60 {
		texts = append(texts[:60], "…")
	}
	return strings.Join(quoteAll(texts), ", ")
}

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = fmt.Sprintf("%q", s)
	}
	return out
}

// Tap taps the screen where text is drawn (the only such text). The tap
// goes to whatever is on top at that point; the test fails when that is
// not a widget holding the text, or when the text is not wholly in view.
func (s *Screen) Tap(text string) {
	s.t.Helper()
	s.TapItem(s.Find(text))
}

// TapNth taps the n-th visible text (from 0) that is exactly text.
func (s *Screen) TapNth(text string, n int) {
	s.t.Helper()
	s.TapItem(s.FindNth(text, n, false))
}

// TapItem taps the screen at an item's centre; see Tap.
func (s *Screen) TapItem(it Item) {
	s.t.Helper()
	if it.Clipped {
		s.t.Fatalf("%q is only partly in view at %v: scroll it into view first", it.Text, it.Pos)
	}
	at := it.Centre()
	target, _ := s.tappableAt(at)
	if target == nil {
		s.t.Fatalf("nothing takes a tap on %q at %v", it.Text, at)
	}
	// A tap on a text reaches the tappable widget the text belongs to;
	// a text drawn over a button (a tile's name) reaches that button,
	// which lies under it.
	if !slices.Contains(it.Path, target) && (tappableIn(it.Path) || !s.under(target, it)) {
		s.t.Fatalf("a tap on %q at %v lands on %s, which is in the way", it.Text, at, describe(target))
	}
	if d, ok := target.(fyne.Disableable); ok && d.Disabled() {
		s.t.Fatalf("%q is disabled", it.Text)
	}
	test.TapCanvas(s.Canvas(), at)
	s.settle()
}

// tappableIn reports whether a text's path holds a tappable widget.
func tappableIn(path []fyne.CanvasObject) bool {
	for _, o := range path {
		if _, ok := o.(fyne.Tappable); ok {
			return true
		}
	}
	return false
}

// under reports whether target lies under the whole of the text it, in
// the same branch of the screen: the text is a label drawn over it.
func (s *Screen) under(target fyne.CanvasObject, it Item) bool {
	var at fyne.Position
	found := false
	s.walk(func(o fyne.CanvasObject, p fyne.Position, _ rect, _ []fyne.CanvasObject) {
		if o == target {
			at, found = p, true
		}
	})
	if !found {
		return false
	}
	box := rect{at.X, at.Y, at.X + target.Size().Width, at.Y + target.Size().Height}
	return box.contains(rect{it.Seen.X, it.Seen.Y, it.Seen.X + it.SeenSize.Width, it.Seen.Y + it.SeenSize.Height})
}

// TapAt taps the screen at a position, as a finger would.
func (s *Screen) TapAt(pos fyne.Position) {
	test.TapCanvas(s.Canvas(), pos)
	s.settle()
}

// tappableAt finds what a tap at pos reaches: the last (top-most, deepest)
// visible tappable object under it, in the top overlay when one is shown.
func (s *Screen) tappableAt(pos fyne.Position) (fyne.CanvasObject, fyne.Position) {
	var found fyne.CanvasObject
	var foundPos fyne.Position
	s.walk(func(o fyne.CanvasObject, p fyne.Position, view rect, _ []fyne.CanvasObject) {
		if _, ok := o.(fyne.Tappable); !ok {
			return
		}
		r := rect{p.X, p.Y, p.X + o.Size().Width, p.Y + o.Size().Height}.and(view)
		if pos.X >= r.x0 && pos.X < r.x1 && pos.Y >= r.y0 && pos.Y < r.y1 {
			found, foundPos = o, p
		}
	})
	return found, foundPos
}

func describe(o fyne.CanvasObject) string {
	var texts []string
	var rec func(fyne.CanvasObject)
	rec = func(o fyne.CanvasObject) {
		if t, ok := o.(*canvas.Text); ok && t.Text != "" {
			texts = append(texts, t.Text)
		}
		if len(texts) < 4 {
			for _, c := range children(o) {
				rec(c)
			}
		}
	}
	rec(o)
	return fmt.Sprintf("%T %q", o, strings.Join(texts, " "))
}

// Type types into the entry showing text (its text or its placeholder):
// the entry is tapped where it is on screen first, as a person would.
func (s *Screen) Type(text, chars string) {
	s.t.Helper()
	it := s.Find(text)
	s.TapItem(it)
	for _, o := range slices.Backward(it.Path) {
		if e, ok := o.(*widget.Entry); ok {
			test.Type(e, chars)
			return
		}
		if e, ok := o.(*widget.SelectEntry); ok {
			test.Type(e, chars)
			return
		}
	}
	s.t.Fatalf("%q is not in an entry", text)
}

// SetEntry replaces the text of the entry showing text.
func (s *Screen) SetEntry(text, value string) {
	s.t.Helper()
	it := s.Find(text)
	s.TapItem(it)
	for _, o := range slices.Backward(it.Path) {
		switch e := o.(type) {
		case *widget.Entry:
			e.SetText(value)
			return
		case *widget.SelectEntry:
			e.SetText(value)
			return
		}
	}
	s.t.Fatalf("%q is not in an entry", text)
}

// ScrollTo scrolls the scroll container holding text until the text is
// wholly in view, the way a mouse wheel or a finger moves it, and returns
// the item.
func (s *Screen) ScrollTo(text string) Item {
	s.t.Helper()
	for range 200 {
		var hit *Item
		s.walkAll(func(it Item) {
			if hit == nil && it.Text == text {
				hit = &it
			}
		})
		if hit == nil {
			s.t.Fatalf("no %q on the screen, even out of view; visible: %s", text, s.summary())
		}
		if !hit.Clipped {
			return *hit
		}
		scroll, at := s.scrollerOf(hit.Path)
		if scroll == nil {
			s.t.Fatalf("%q is out of view and nothing scrolls it", text)
		}
		sz := s.Canvas().Size()
		dy := float32(-60)
		if hit.Pos.Y < 0 || hit.Pos.Y < at.Y {
			dy = 60
		}
		centre := fyne.NewPos(at.X+min(scroll.Size().Width, sz.Width)/2, max(at.Y, 0)+min(scroll.Size().Height, sz.Height-max(at.Y, 0))/2)
		test.Scroll(s.Canvas(), centre, 0, dy)
	}
	s.t.Fatalf("%q does not come into view", text)
	return Item{}
}

// walkAll is Items without the "partly visible" filter: texts scrolled
// out of view are listed, marked Clipped.
func (s *Screen) walkAll(fn func(Item)) {
	s.settle()
	s.walk(func(o fyne.CanvasObject, pos fyne.Position, view rect, path []fyne.CanvasObject) {
		t, ok := o.(*canvas.Text)
		if !ok || strings.TrimSpace(t.Text) == "" {
			return
		}
		r := rect{pos.X, pos.Y, pos.X + t.Size().Width, pos.Y + t.Size().Height}
		fn(Item{Text: t.Text, Pos: pos, Size: t.Size(), Path: path, Clipped: !view.contains(r)})
	})
}

func (s *Screen) scrollerOf(path []fyne.CanvasObject) (fyne.CanvasObject, fyne.Position) {
	var found fyne.CanvasObject
	for _, o := range slices.Backward(path) {
		if _, ok := o.(fyne.Scrollable); ok {
			found = o
			break
		}
	}
	if found == nil {
		return nil, fyne.Position{}
	}
	var at fyne.Position
	s.walk(func(o fyne.CanvasObject, p fyne.Position, _ rect, _ []fyne.CanvasObject) {
		if o == found {
			at = p
		}
	})
	return found, at
}

// Overlaps returns pairs of visible texts that are drawn on top of each
// other (overflowing or crowded layouts), as "a" / "b".
func (s *Screen) Overlaps() []string {
	items := s.Items()
	var out []string
	for i := range items {
		for j := i + 1; j < len(items); j++ {
			// What is seen of each: a line half scrolled out of a list
			// does not overlap the bar that hides the rest of it.
			a, b := items[i], items[j]
			r := rect{a.Seen.X, a.Seen.Y, a.Seen.X + a.SeenSize.Width, a.Seen.Y + a.SeenSize.Height}.
				and(rect{b.Seen.X, b.Seen.Y, b.Seen.X + b.SeenSize.Width, b.Seen.Y + b.SeenSize.Height})
			if !r.empty() && (r.x1-r.x0) > 2 && (r.y1-r.y0) > 2 {
				out = append(out, fmt.Sprintf("%q / %q", a.Text, b.Text))
			}
		}
	}
	return out
}

// Cut returns visible texts that are cut off: truncated with an ellipsis,
// or running past the window's edge or across the edge of what clips them.
func (s *Screen) Cut() []string {
	sz := s.Canvas().Size()
	var out []string
	for _, it := range s.Items() {
		if (strings.HasSuffix(it.Text, "…") && !whole(it)) || it.Pos.X+it.Size.Width > sz.Width+0.5 || it.Pos.X < -0.5 || it.CutAcross {
			out = append(out, it.Text)
		}
	}
	return out
}

// whole reports whether a text ending in "…" is the whole text of the
// label or button drawing it ("Import history…"), not a truncation.
func whole(it Item) bool {
	for _, o := range slices.Backward(it.Path) {
		switch w := o.(type) {
		case *widget.Label:
			return strings.HasSuffix(w.Text, "…") && strings.HasSuffix(w.Text, it.Text)
		case *widget.Button:
			return w.Text == it.Text
		case *widget.Hyperlink:
			return w.Text == it.Text
		}
	}
	return false
}

// Contrast is the WCAG contrast ratio of two colours (1 to 21).
func Contrast(fg, bg [3]float64) float64 {
	l := func(c [3]float64) float64 {
		ch := func(v float64) float64 {
			if v <= 0.03928 {
				return v / 12.92
			}
			return math.Pow((v+0.055)/1.055, 2.4)
		}
		return 0.2126*ch(c[0]) + 0.7152*ch(c[1]) + 0.0722*ch(c[2])
	}
	a, b := l(fg)+0.05, l(bg)+0.05
	if a < b {
		a, b = b, a
	}
	return a / b
}
