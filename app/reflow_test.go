package app

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/samples"
	"arbiter/app/tournament"
)

// The sizes a window goes through: a desktop window narrowed to a phone's
// width and widened again, and a tablet turned to portrait and back.
var (
	tabletPortrait = fyne.NewSize(800, 1280)
	resizes        = []fyne.Size{apptest.Desktop, apptest.Phone, tabletPortrait, apptest.Desktop}
)

// relayout lays the live window out again as the driver does over its
// next frames: the app's background work settled first, then each
// container and wrapped label laid out at its new width, a few passes
// deep (a label wrapped in a column wrapped in a scroll needs one per
// level).
func relayout(u *UI) {
	u.Settle()
	w := u.Window()
	sz := w.Canvas().Size()
	for range 4 {
		w.Resize(sz.Add(fyne.NewSize(1, 0)))
		w.Resize(sz)
		layoutTree(w.Canvas().Content())
		for _, o := range w.Canvas().Overlays().List() {
			layoutTree(o)
		}
	}
	u.Settle()
}

func layoutTree(o fyne.CanvasObject) {
	switch x := o.(type) {
	case *fyne.Container:
		if x.Layout != nil {
			x.Layout.Layout(x.Objects, x.Size())
		}
		for _, c := range x.Objects {
			layoutTree(c)
		}
	case fyne.Widget:
		x.Refresh()
		for _, c := range test.WidgetRenderer(x).Objects() {
			layoutTree(c)
		}
	}
}

// fitsNow fails when the page needs more width than the window, or shows
// a text cut off or drawn over another.
func fitsNow(t *testing.T, u *UI, sc *apptest.Screen, where string) {
	t.Helper()
	win := u.Window().Canvas().Size()
	if w := u.Window().Content().MinSize().Width; w > win.Width+0.5 {
		t.Errorf("%s at %.0f px: the page needs %.0f px", where, win.Width, w)
		widest(t, u.Window().Content(), win.Width-60, "")
	}
	if c := sc.Cut(); len(c) > 0 {
		t.Errorf("%s at %.0f px: cut %q", where, win.Width, c)
	}
	if o := sc.Overlaps(); len(o) > 0 {
		t.Errorf("%s at %.0f px: drawn over each other %q", where, win.Width, o)
	}
}

// throughSizes resizes the live window through every size of resizes and
// checks the page at each.
func throughSizes(t *testing.T, u *UI, sc *apptest.Screen, where string, each func(size fyne.Size)) {
	t.Helper()
	for _, size := range resizes {
		u.Window().Resize(size)
		relayout(u)
		fitsNow(t, u, sc, where)
		if each != nil {
			each(size)
		}
	}
}

// tapBar taps a section's name in the navigation bar (drawn last: a page
// may show the same word as its title).
func tapBar(t *testing.T, sc *apptest.Screen, name string) {
	t.Helper()
	var hit *apptest.Item
	for _, it := range sc.Items() {
		if it.Text == name {
			hit = &it
		}
	}
	if hit == nil {
		t.Fatalf("no %q in the bar: %q", name, sc.Texts())
	}
	sc.TapItem(*hit)
}

// labelAt is where the label showing text is drawn (scrolled out of view
// or not), and whether there is one.
func labelAt(u *UI, text string) (fyne.Position, bool) {
	for _, l := range apptest.All[*widget.Label](u.Window().Canvas().Content()) {
		if l.Text == text && l.Visible() {
			return fyne.CurrentApp().Driver().AbsolutePositionForObject(l), true
		}
	}
	return fyne.Position{}, false
}

// Issue 23 #6: every page lays itself out again whenever the live window
// is resized, both ways: a desktop window narrowed to 390 px and widened
// again, a tablet turned to portrait and back. At every size no page is
// wider than the window, and no text is cut or drawn over another; the
// game record and a player's profile put their halves side by side when
// wide and one under the other when narrow, and back. In English at the
// normal text size, and in Dutch at the largest.
func TestPagesReflowWhenTheWindowIsResized(t *testing.T) {
	if fyne.CurrentDevice().IsMobile() {
		t.Skip("a mobile build has no window to resize")
	}
	for _, tc := range []struct{ lang, size string }{{"en", "normal"}, {"nl", "larger"}} {
		t.Run(tc.lang+"-"+tc.size, func(t *testing.T) {
			defer i18n.SetLanguage("en")
			u, sc := startUI(t, apptest.Desktop, Config{Language: tc.lang, TextSize: tc.size})
			if _, _, err := samples.SampleHistory(u.Store()); err != nil {
				t.Fatal(err)
			}
			u.Changed()
			relayout(u)

			throughSizes(t, u, sc, "home", nil)

			// History: the filters and the list.
			tapBar(t, sc, i18n.T("History"))
			relayout(u)
			throughSizes(t, u, sc, "history", nil)

			// A game's record, opened from the list as a finger does.
			var row *apptest.Item
			for _, it := range sc.Items() {
				if strings.HasPrefix(it.Text, "Myre") && !it.Clipped {
					row = &it
					break
				}
			}
			if row == nil {
				t.Fatalf("no Myre game in the list: %q", sc.Texts())
			}
			sc.TapItem(*row)
			relayout(u)
			if _, ok := labelAt(u, i18n.T("Rounds")); !ok {
				t.Fatalf("the record did not open: %q", sc.Texts())
			}
			sideBySide(t, u, sc, "the record", i18n.T("Score"), i18n.T("Rounds"))

			// A player's profile.
			tapBar(t, sc, i18n.T("Players"))
			relayout(u)
			throughSizes(t, u, sc, "players", nil)
			sc.Tap("Ann")
			relayout(u)
			sideBySide(t, u, sc, "Ann's profile", i18n.T("Statistics"), i18n.T("Head to head"))

			tapBar(t, sc, i18n.T("Rules"))
			relayout(u)
			sc.ScrollTo("Myre")
			sc.Tap("Myre")
			throughSizes(t, u, sc, "the rules of Myre", nil)

			tapBar(t, sc, i18n.T("Settings"))
			throughSizes(t, u, sc, "settings", nil)

			tapBar(t, sc, i18n.T("Play"))
			relayout(u)
			sc.Tap(i18n.T("New game"))
			throughSizes(t, u, sc, "choose a game", nil)
			tapBar(t, sc, i18n.T("Play"))
			relayout(u)
			sc.ScrollTo(i18n.T("Host a tournament"))
			sc.Tap(i18n.T("Host a tournament"))
			throughSizes(t, u, sc, "host a tournament", nil)
		})
	}
}

// sideBySide resizes the live window through every size and checks that
// the page shows its two halves side by side when wide (right of each
// other, both starting near the top) and one under the other when narrow.
func sideBySide(t *testing.T, u *UI, sc *apptest.Screen, where, left, right string) {
	t.Helper()
	throughSizes(t, u, sc, where, func(size fyne.Size) {
		l, okL := labelAt(u, left)
		r, okR := labelAt(u, right)
		if !okL || !okR {
			t.Errorf("%s at %v: no %q or %q", where, size, left, right)
			return
		}
		body := size.Width
		if size.Width >= phoneWidth {
			body -= u.shell.bar.Size().Width
		}
		wide := body >= 2*recordColumnForTests+theme.Padding()*4
		switch {
		case wide && !(r.X > l.X+100):
			t.Errorf("%s at %v: %q (at %v) is not beside %q (at %v)", where, size, right, r, left, l)
		case !wide && (r.X > l.X+10 || r.Y <= l.Y):
			t.Errorf("%s at %v: %q (at %v) is not under %q (at %v)", where, size, right, r, left, l)
		}
	})
}

// recordColumnForTests is the least column width of the record and the
// profile (history.recordColumn, players.profileColumn).
const recordColumnForTests = 340

// until settles the app until cond holds (the tournament's network hands
// its news to the UI goroutine from its own goroutines).
func until(t *testing.T, u *UI, sc *apptest.Screen, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		relayout(u)
		if cond() {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s: %q", what, sc.Texts())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Issue 23 #6: the tournament's screens reflow too. The director's screen
// (an event started with the setup's defaults) and a table's screen (this
// device joined as table 1 with the code and the address the director's
// screen shows) through every size of the live window, in English and in
// Dutch at the largest text size.
func TestTournamentScreensReflow(t *testing.T) {
	if fyne.CurrentDevice().IsMobile() {
		t.Skip("a mobile build has no window to resize")
	}
	for _, tc := range []struct{ lang, size string }{{"en", "normal"}, {"nl", "larger"}} {
		t.Run(tc.lang+"-"+tc.size, func(t *testing.T) {
			defer i18n.SetLanguage("en")
			u, sc := startUI(t, apptest.Desktop, Config{Language: tc.lang, TextSize: tc.size})
			t.Cleanup(func() {
				for _, fn := range u.quitters {
					fn()
				}
			})
			// On the loopback, on a free port (the home page's button
			// listens on every interface).
			o := tournament.Options{Host: "127.0.0.1", Port: -1, DataDir: t.TempDir()}
			u.Push(host.SectionPlay, tournament.HostPageWith(u, o))
			relayout(u)
			sc.ScrollTo(i18n.T("Start the event"))
			sc.Tap(i18n.T("Start the event"))
			code := regexp.MustCompile(`^[0-9A-Z]{5}-[0-9A-Z]{5}$`)
			addr := regexp.MustCompile(`^127\.0\.0\.1:\d+$`)
			var joinCode, address string
			until(t, u, sc, "the join code", func() bool {
				for _, s := range sc.Texts() {
					if code.MatchString(s) {
						joinCode = s
					}
					if addr.MatchString(s) {
						address = s
					}
				}
				return joinCode != "" && address != ""
			})
			throughSizes(t, u, sc, "the director's screen", nil)

			u.Push(host.SectionPlay, tournament.JoinPageWith(u, tournament.Options{}))
			relayout(u)
			throughSizes(t, u, sc, "the join form", nil)
			sc.Type(i18n.T("like K4F9Q-2MXR7"), joinCode)
			sc.Type("1, 2, 3", "1")
			sc.Type(i18n.T("like 192.168.1.20:4222"), address)
			sc.ScrollTo(i18n.T("Join"))
			sc.Tap(i18n.T("Join"))
			// Four teams: two tables, two rounds.
			round := i18n.Tf("Round %d of %d", 1, 2)
			until(t, u, sc, "the table's round", func() bool { return sc.Has(round) })
			throughSizes(t, u, sc, "the table's screen", nil)
		})
	}
}

// widest logs, on a failure, the chain of objects that need more width
// than limit, with a few of the texts each draws: where a page overflows.
func widest(t *testing.T, o fyne.CanvasObject, limit float32, path string) {
	if o == nil || !o.Visible() {
		return
	}
	w := o.MinSize().Width
	if w <= limit {
		return
	}
	name := fmt.Sprintf("%T", o)
	if c, ok := o.(*fyne.Container); ok && c.Layout != nil {
		name += fmt.Sprintf("(%T)", c.Layout)
	}
	texts := allTexts(o)
	name += fmt.Sprintf(" %q", texts[:min(len(texts), 4)])
	t.Logf("%s%s needs %.0f px", path, name, w)
	var kids []fyne.CanvasObject
	switch x := o.(type) {
	case *fyne.Container:
		kids = x.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(x).Objects()
	}
	for _, k := range kids {
		widest(t, k, limit, path+"  ")
	}
}

// allTexts are the texts o draws.
func allTexts(o fyne.CanvasObject) []string {
	var out []string
	var rec func(fyne.CanvasObject)
	rec = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *canvas.Text:
			out = append(out, x.Text)
		case *fyne.Container:
			for _, k := range x.Objects {
				rec(k)
			}
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(x).Objects() {
				rec(k)
			}
		}
	}
	rec(o)
	return out
}
