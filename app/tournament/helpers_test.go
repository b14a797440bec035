package tournament

import (
	"encoding/json"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/apptest"
	"arbiter/app/hoststore"
	"arbiter/app/widgets"
)

// uiQueue stands for the UI thread: the network's goroutines hand their
// work to it (Options.Do) and the test runs it on its own goroutine, so
// the screens change only between the test's taps.
type uiQueue struct {
	mu  sync.Mutex
	fns []func()
}

func (q *uiQueue) do(fn func()) {
	q.mu.Lock()
	q.fns = append(q.fns, fn)
	q.mu.Unlock()
}

// pump runs what is queued, and what that queues, until nothing is left.
func (q *uiQueue) pump() {
	for {
		q.mu.Lock()
		fns := q.fns
		q.fns = nil
		q.mu.Unlock()
		if len(fns) == 0 {
			return
		}
		for _, fn := range fns {
			fn()
		}
	}
}

// device is one device of the evening: its stand-in shell (its own window
// and history) and its screen.
type device struct {
	finger
	t *testing.T
	q *uiQueue
	h *apptest.Host
	s *apptest.Screen
}

func newDevice(t *testing.T, q *uiQueue, phone bool) *device {
	h := apptest.NewHost(t, phone)
	t.Cleanup(func() { stop(h) })
	d := &device{t: t, q: q, h: h, s: apptest.Of(t, h.Window())}
	d.s.Settle = d.pump
	d.finger = finger{t: t, s: d.s, w: h.Window()}
	return d
}

// pump runs what the network handed the UI thread, what the screens'
// history work handed back (the stand-in shell's Settle) and what the
// result forms' sessions did, until nothing is left.
func (d *device) pump() {
	for {
		d.q.pump()
		SettleForms(d.h)
		d.h.Settle()
		d.q.mu.Lock()
		n := len(d.q.fns)
		d.q.mu.Unlock()
		if n == 0 && !FormsBusy(d.h) {
			return
		}
	}
}

// stop ends what a host runs, waiting for it (the test's folders go next).
func stop(h hoststore.Host) {
	l := running[h]
	if l == nil {
		return
	}
	if r := l.director; r != nil {
		r.w.Stop()
		r.d.Close()
	}
	if r := l.table; r != nil {
		r.w.Stop()
		r.t.Close()
	}
	delete(running, h)
}

// until runs the UI queue until cond holds.
func (d *device) until(what string, cond func() bool) {
	d.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		d.pump()
		if cond() {
			return
		}
		if time.Now().After(deadline) {
			if l := running[d.h]; l != nil && l.table != nil {
				v := l.table.t.View()
				d.t.Logf("the table: connected %v, problem %q, setup %v", v.Connected, v.Problem, v.Setup != nil)
			}
			d.t.Fatalf("timed out waiting for %s; the screen shows: %q", what, d.s.Texts())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// untilShows waits until the screen shows text somewhere (scrolled into
// view or not).
func (d *device) untilShows(text string) {
	d.t.Helper()
	d.until(text, func() bool { return d.holds(text) })
}

// holds reports whether the screen holds the text, in view or scrolled
// out of it.
func (d *device) holds(text string) bool {
	found := false
	apptest.Walk(d.h.Window().Canvas().Content(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Visible() && l.Text == text {
			found = true
		}
	})
	return found || d.s.Has(text)
}

// tap taps a text where it is drawn (scrolling it into view first) and
// lets the UI settle.
func (d *device) tap(text string) {
	d.t.Helper()
	d.pump()
	d.s.TapItem(d.s.ScrollTo(text))
	d.pump()
}

// tapOnRow taps the button showing btn on the row of the text row (a
// stepper's "+" next to its seat).
func (d *device) tapOnRow(row, btn string) {
	d.t.Helper()
	d.pump()
	it := d.s.ScrollTo(row)
	for _, b := range d.s.Items() {
		if b.Text == btn && math.Abs(float64(b.Centre().Y-it.Centre().Y)) < 16 {
			d.s.TapItem(b)
			d.pump()
			return
		}
	}
	d.t.Fatalf("no %q on the row of %q", btn, row)
}

// typeIn types into the n-th entry (from 0) showing placeholder or text.
func (d *device) typeIn(shown string, n int, chars string) {
	d.t.Helper()
	d.pump()
	d.s.ScrollTo(shown)
	var hits []apptest.Item
	for _, it := range d.s.Items() {
		if it.Text == shown && entryOf(it) != nil {
			hits = append(hits, it)
		}
	}
	if n >= len(hits) {
		d.t.Fatalf("only %d entries show %q", len(hits), shown)
	}
	d.s.TapItem(hits[n])
	test.Type(entryOf(hits[n]), chars)
	d.pump()
}

func entryOf(it apptest.Item) *widget.Entry {
	for _, o := range slices.Backward(it.Path) {
		if e, ok := o.(*widget.Entry); ok {
			return e
		}
	}
	return nil
}

// matching returns the visible texts that match re.
func (d *device) matching(re string) []string {
	var out []string
	rx := regexp.MustCompile(re)
	for _, s := range d.s.Texts() {
		if rx.MatchString(s) {
			out = append(out, s)
		}
	}
	return out
}

// row returns the texts drawn on the same line as text (a standings row).
func (d *device) row(text string) []string {
	d.t.Helper()
	it := d.s.ScrollTo(text)
	var out []string
	for _, o := range d.s.Items() {
		if math.Abs(float64(o.Centre().Y-it.Centre().Y)) < 8 && o.Pos.X >= it.Pos.X-400 && o.Pos.X <= it.Pos.X+400 {
			out = append(out, o.Text)
		}
	}
	return out
}

// layoutProblems lists texts drawn over each other or cut off.
func (d *device) layoutProblems() []string {
	return append(d.s.Overlaps(), d.s.Cut()...)
}

func jsonUnmarshal(s string, v any) error { return json.Unmarshal([]byte(s), v) }

func jsonMarshal(v any) ([]byte, error) { return json.Marshal(v) }

// finger taps a screen as a person does: what it taps is scrolled into
// view first, and a greyed-out button is tapped too (it says why).
type finger struct {
	t *testing.T
	s *apptest.Screen
	w fyne.Window
}

// tapGreyed taps a button that is greyed out, which says why.
func (p *finger) tapGreyed(text string) {
	p.t.Helper()
	p.s.TapAt(p.s.ScrollTo(text).Centre())
}

// tapBelow taps the first text below heading (a declarer's name, not the
// dealer's of the same name), scrolled into view.
func (p *finger) tapBelow(heading, text string) {
	p.t.Helper()
	p.scrollTo(heading)
	for range 40 {
		h, _, _ := p.locate(heading)
		var hit *apptest.Item
		for _, it := range p.s.Items() {
			if it.Text == text && it.Pos.Y > h.Y && (hit == nil || it.Pos.Y < hit.Pos.Y) {
				it := it
				hit = &it
			}
		}
		if hit != nil && !hit.Clipped {
			p.s.TapItem(*hit)
			return
		}
		p.notch()
	}
	h, _, _ := p.locate(heading)
	p.t.Fatalf("no %q below %q (at %v) in view: %q", text, heading, h, p.s.Texts())
}

// notch scrolls the form a notch further down, as a finger does: a swipe
// at the left edge of the tallest scroll on the screen.
func (p *finger) notch() {
	p.t.Helper()
	var sc *widgets.Scroll
	var at fyne.Position
	p.walkAt(func(o fyne.CanvasObject, pos fyne.Position) bool {
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

// onRow is the button showing btn on the row of the text row (a count's
// "–", "?" or "+").
func (p *finger) onRow(row, btn string) apptest.Item {
	p.t.Helper()
	it := p.scrollTo(row)
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

// pick enters a count the quick way: a tap on the count offers every
// number, a tap on n picks it.
func (p *finger) pick(row string, n int) {
	p.t.Helper()
	p.pickNth(row, 0, n)
}

// card taps a card of the trick picker's deck, scrolled into view.
func (p *finger) card(code string) {
	p.t.Helper()
	for range 60 {
		var hit *apptest.Item
		for _, it := range p.s.Items() {
			for _, o := range slices.Backward(it.Path) {
				if f, ok := o.(*widgets.CardFace); ok && f.Spec.Code == code && f.MinSize() == widgets.DeckCardSize {
					it := it
					hit = &it
				}
			}
		}
		if hit != nil && !hit.Clipped {
			p.s.TapItem(*hit)
			return
		}
		// Not in view yet: the body a notch further down.
		p.notch()
	}
	p.t.Fatalf("card %s never comes into view", code)
}

// pickNth enters the count of the n-th row labelled row.
func (p *finger) pickNth(row string, nth, n int) {
	p.t.Helper()
	p.tapCountNth(row, nth)
	// A number the deal does not allow is greyed out: a tap says why.
	p.s.TapAt(p.s.Find(strconv.Itoa(n)).Centre())
}

// tapCountNth taps the count of the n-th row labelled row: every number
// is offered.
func (p *finger) tapCountNth(row string, nth int) {
	p.t.Helper()
	p.scrollTo(row)
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
		p.notch()
	}
	p.t.Fatalf("no count on the row of %q (number %d) in view: %q", row, nth+1, p.s.Texts())
}

// countsShown counts the buttons showing text, in view or not.
func (p *finger) countsShown(text string) int {
	n := 0
	apptest.Walk(p.w.Canvas().Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && b.Text == text {
			n++
		}
	})
	return n
}

// says reports whether a label on the screen (or a dialog over it) says
// part, in view or not: a wrapped label is one text here.
func (p *finger) says(part string) bool {
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

// want fails unless the screen says part.
func (p *finger) want(part string) {
	p.t.Helper()
	if !p.says(part) {
		p.t.Fatalf("the screen does not say %q: %q", part, p.s.Texts())
	}
}

// scrollTo brings a text into view the way a finger moves the page: a
// swipe at the left edge of the scroll holding it (a swipe in its middle
// could land on a text field, which scrolls itself instead).
func (p *finger) scrollTo(text string) apptest.Item {
	p.t.Helper()
	for range 200 {
		for _, it := range p.s.Items() {
			if it.Text == text && !it.Clipped {
				return it
			}
		}
		at, sc, top := p.locate(text)
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

// locate finds where a text is drawn, in view or not, and the scroll
// holding it with where that is.
func (p *finger) locate(text string) (at fyne.Position, holder fyne.CanvasObject, holderAt fyne.Position) {
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
		for _, ch := range childrenOf(o) {
			rec(ch, pos, sc, scAt)
		}
	}
	rec(p.w.Canvas().Content(), fyne.Position{}, nil, fyne.Position{})
	return at, holder, holderAt
}

// walkAt visits the visible objects of the window's content, each with
// where it is drawn on the canvas (Fyne's driver knows only the positions
// of the app's own windows); fn returning false skips what o holds.
func (p *finger) walkAt(fn func(o fyne.CanvasObject, pos fyne.Position) bool) {
	var rec func(o fyne.CanvasObject, off fyne.Position)
	rec = func(o fyne.CanvasObject, off fyne.Position) {
		if o == nil || !o.Visible() {
			return
		}
		pos := o.Position().Add(off)
		if !fn(o, pos) {
			return
		}
		for _, ch := range childrenOf(o) {
			rec(ch, pos)
		}
	}
	rec(p.w.Canvas().Content(), fyne.Position{})
}

// childrenOf are the objects o draws.
func childrenOf(o fyne.CanvasObject) []fyne.CanvasObject {
	switch c := o.(type) {
	case *fyne.Container:
		return c.Objects
	case fyne.Widget:
		return test.WidgetRenderer(c).Objects()
	}
	return nil
}
