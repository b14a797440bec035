package app

import (
	"arbiter/app/tables"
	"arbiter/scoring/all"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
)

// startUI starts the app on a fresh history in a window of the given size
// (the layout follows the width, as in the real window).
func startUI(t *testing.T, size fyne.Size, cfg Config) (*UI, *apptest.Screen) {
	t.Helper()
	cfg.DBPath = filepath.Join(t.TempDir(), "arbiter.db")
	cfg.Tables = tables.All
	cfg.Settled = true
	u := New(test.NewTempApp(t), cfg)
	if err := u.Start(); err != nil {
		t.Fatal(err)
	}
	if err := u.WaitReady(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(u.Close)
	u.Window().Resize(size)
	sc := apptest.Of(t, u.Window())
	sc.Settle = u.Settle
	return u, sc
}

// Issue 16 #3: at phone size, a tap on the bottom bar reaches the bar,
// never a list the page draws underneath it.
func TestPhoneBarTapNeverReachesThePageBelow(t *testing.T) {
	u, sc := startUI(t, apptest.Phone, Config{})
	tapped := 0
	long := container.NewVBox()
	for i := range 60 {
		long.Add(widget.NewButton("Round "+string(rune('A'+i%26)), func() { tapped++ }))
	}
	// A page taller than the window that does not scroll: it runs under
	// the bar, as the Myre "Jails & score" tab did.
	u.Push(host.SectionPlay, host.Page{Title: "Tall", Content: long})
	sc.Tap(i18n.T("Rules"))
	if tapped != 0 {
		t.Fatalf("the tap on Rules reached the page below (%d taps)", tapped)
	}
	if u.shell.current.key != host.SectionRules {
		t.Errorf("section on screen: %s, want rules", u.shell.current.key)
	}
}

// Issue 16 #10: tapping the section on screen goes back to its first page.
func TestTappingTheCurrentSectionGoesToItsFirstPage(t *testing.T) {
	for _, size := range []fyne.Size{apptest.Phone, apptest.Desktop} {
		u, sc := startUI(t, size, Config{})
		u.Push(host.SectionPlay, u.NewGame("myre"))
		if !sc.Has(i18n.T("New game")) {
			t.Fatalf("%v: no new-game page: %q", size, sc.Texts())
		}
		sc.Tap(i18n.T("Play"))
		if got := u.Current(host.SectionPlay).Title; got != "Arbiter" {
			t.Errorf("%v: after tapping Play the page is %q, want the home screen", size, got)
		}
	}
}

// Issue 16 #10: the layout follows the window both ways: phone below
// 600 px, desktop again when it is widened.
func TestResizingBackToDesktopRestoresTheDesktopLayout(t *testing.T) {
	if fyne.CurrentDevice().IsMobile() {
		t.Skip("a mobile build always uses the phone layout")
	}
	u, sc := startUI(t, apptest.Desktop, Config{})
	play := func() apptest.Item { return sc.Find(i18n.T("Play")) }
	if it := play(); it.Pos.Y > 200 {
		t.Fatalf("desktop: the bar is not at the side (Play at %v)", it.Pos)
	}
	var told []bool
	u.OnLayout(func(phone bool) { told = append(told, phone) })
	u.Window().Resize(apptest.Phone)
	if it := play(); it.Pos.Y < apptest.Phone.Height-120 || !u.Phone() {
		t.Fatalf("phone: the bar is not at the bottom (Play at %v)", it.Pos)
	}
	u.Window().Resize(apptest.Desktop)
	if it := play(); it.Pos.Y > 200 || u.Phone() {
		t.Errorf("back at desktop size the bar stayed at the bottom (Play at %v)", it.Pos)
	}
	if len(told) != 2 || !told[0] || told[1] {
		t.Errorf("OnLayout told %v, want [true false]", told)
	}
}

// Issue 16 #3 and #7: no section forces the window wider than a phone -
// in English and Dutch, at the normal and the largest text size. Issue 23
// #6: the bar's names are never drawn smaller than at the normal text
// size (a long name takes room from a short one), and each stays within
// its item.
func TestEverySectionFitsAPhone(t *testing.T) {
	normalCaption := theme.DefaultTheme().Size(theme.SizeNameCaptionText)
	for _, lang := range []string{"en", "nl"} {
		for _, size := range []string{"normal", "larger"} {
			u, sc := startUI(t, apptest.Phone, Config{Language: lang, TextSize: size})
			for _, key := range []string{host.SectionPlay, host.SectionHistory, host.SectionPlayers, host.SectionRules, host.SectionSettings} {
				u.Select(key)
				relayout(u)
				if w := u.Window().Content().MinSize().Width; w > apptest.Phone.Width {
					t.Errorf("%s, %s text: %s needs %.0f px, wider than a phone", lang, size, key, w)
				}
				if o := sc.Overlaps(); len(o) > 0 {
					t.Errorf("%s, %s text: %s has texts drawn over each other: %q", lang, size, key, o)
				}
				if c := sc.Cut(); len(c) > 0 {
					t.Errorf("%s, %s text: %s cuts %q", lang, size, key, c)
				}
				for _, s := range u.shell.sections {
					// The bar is drawn last: its name is the last of that text.
					var it apptest.Item
					for _, x := range sc.Items() {
						if x.Text == s.label {
							it = x
						}
					}
					item := s.item.TapRow
					at := fyne.CurrentApp().Driver().AbsolutePositionForObject(item)
					if it.Clipped || it.Pos.X < at.X || it.Pos.X+it.Size.Width > at.X+item.Size().Width {
						t.Errorf("%s, %s text: the bar's %q (%.0f px at %.0f) runs out of its item (%.0f px at %.0f)", lang, size, s.label, it.Size.Width, it.Pos.X, item.Size().Width, at.X)
					}
					if ts := s.item.label.TextSize; ts < normalCaption {
						t.Errorf("%s, %s text: the bar's %q is drawn at %.1f, smaller than at the normal text size (%.1f)", lang, size, s.label, ts, normalCaption)
					}
				}
			}
		}
	}
	i18n.SetLanguage("en")
}

// settle lays the window out once more, as the driver does on the next
// frame: a wrapped label knows its height only once it knows its width.
func settle(w fyne.Window) {
	sz := w.Canvas().Size()
	w.Resize(sz.Add(fyne.NewSize(1, 0)))
	w.Resize(sz)
}

// A game's rules page fits a phone in both languages: its rulings are
// links that wrap, not buttons as wide as their question (a long one made
// the whole page wider than the window and cut every line).
func TestEveryRulesPageFitsAPhone(t *testing.T) {
	for _, lang := range []string{"en", "nl"} {
		u, sc := startUI(t, apptest.Phone, Config{Language: lang})
		for _, d := range all.All() {
			u.Select(host.SectionRules)
			name := d.Info().Name
			sc.ScrollTo(name)
			sc.Tap(name)
			settle(u.Window())
			if w := u.Window().Content().MinSize().Width; w > apptest.Phone.Width {
				t.Errorf("%s: the rules of %s need %.0f px, wider than a phone", lang, name, w)
			}
			if c := sc.Cut(); len(c) > 0 {
				t.Errorf("%s: the rules of %s cut %q", lang, name, c)
			}
			// The first ruling's link, scrolled to as a finger would (it
			// wraps: its first line starts with the ruling's id).
			ruling := d.Rules().Rulings[0]
			var link *apptest.Item
			for range 60 {
				for _, it := range sc.Items() {
					if strings.HasPrefix(it.Text, ruling.ID+" — ") && !it.Clipped {
						link = &it
					}
				}
				if link != nil {
					break
				}
				test.Scroll(u.Window().Canvas(), fyne.NewPos(apptest.Phone.Width/2, apptest.Phone.Height/2), 0, -120)
			}
			if link == nil {
				t.Errorf("%s: the rules of %s show no link to %s", lang, name, ruling.ID)
				continue
			}
			sc.TapItem(*link)
			if !sc.Has(i18n.T("Close")) {
				t.Errorf("%s: tapping ruling %s of %s opened nothing: %q", lang, ruling.ID, name, sc.Texts())
				continue
			}
			sc.Tap(i18n.T("Close"))
			u.Back(host.SectionRules)
		}
	}
	i18n.SetLanguage("en")
}
