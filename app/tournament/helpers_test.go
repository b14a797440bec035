package tournament

import (
	"encoding/json"
	"math"
	"regexp"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/apptest"
	"arbiter/app/hoststore"
	"arbiter/app/tournament/fingertest"
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
	d.finger = fingertest.New(t, d.s, h.Window())
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
	d.TypeIn(shown, n, chars)
	d.pump()
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

// finger taps a screen as a person does (fingertest.Finger).
type finger = fingertest.Finger
