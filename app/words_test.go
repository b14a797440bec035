package app

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/samples"
	"arbiter/app/widgets"
	"arbiter/storage"
)

// sizes are the windows the words are read in: a phone and a desktop.
var sizes = map[string]fyne.Size{"phone": apptest.Phone, "desktop": apptest.Desktop}

// openRecord opens the newest game whose row starts with title from the
// History list, as a finger does.
func openRecord(t *testing.T, u *UI, sc *apptest.Screen, title string) {
	t.Helper()
	tapBar(t, sc, i18n.T("History"))
	relayout(u)
	for _, it := range sc.Items() {
		if strings.HasPrefix(it.Text, title) && !it.Clipped {
			sc.TapItem(it)
			relayout(u)
			return
		}
	}
	t.Fatalf("no %q in the History list: %q", title, sc.Texts())
}

// Issue 23 #8: the Dutch record and its chart say the sides as the table
// does ("Rood (Ann)", never "Red (Ann)"), and every date on Home, in the
// History list and on the record is said in Dutch ("Begonnen do 26 nov
// 2026 20:15", never "Thu 26 Nov").
func TestRecordSaysSidesAndDatesInDutch(t *testing.T) {
	months := `(jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)`
	started := regexp.MustCompile(`^Begonnen (ma|di|wo|do|vr|za|zo) \d{1,2} ` + months + ` \d{4} \d\d:\d\d$`)
	listDate := regexp.MustCompile(` · \d{1,2} ` + months + `( \d{4}| \d\d:\d\d)$`)
	homeDate := regexp.MustCompile(`begonnen \d{1,2} ` + months + ` \d\d:\d\d$`)
	english := regexp.MustCompile(`\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b|\b(Red|Black) \(`)
	for name, size := range sizes {
		t.Run(name, func(t *testing.T) {
			defer i18n.SetLanguage("en")
			u, sc := startUI(t, size, Config{Language: "nl"})
			if _, _, err := samples.SampleHistory(u.Store()); err != nil {
				t.Fatal(err)
			}
			u.Changed()
			relayout(u)
			if !slices.ContainsFunc(sc.Texts(), homeDate.MatchString) {
				t.Errorf("Home says no Dutch date: %q", sc.Texts())
			}

			tapBar(t, sc, i18n.T("History"))
			relayout(u)
			if !slices.ContainsFunc(sc.Texts(), listDate.MatchString) {
				t.Errorf("the History list says no Dutch date: %q", sc.Texts())
			}
			openRecord(t, u, sc, "Myre")
			// The record, scrolled through as a finger would.
			var seen []string
			for range 30 {
				seen = append(seen, sc.Texts()...)
				before := strings.Join(sc.Texts(), "|")
				sc.TapAt(fyne.NewPos(-1, -1)) // settles
				scrollDown(u)
				if strings.Join(sc.Texts(), "|") == before {
					break
				}
			}
			all := strings.Join(seen, "\n")
			if !slices.ContainsFunc(seen, started.MatchString) {
				t.Errorf("the record says no Dutch start: %q", seen)
			}
			if !strings.Contains(all, "Rood (") || !strings.Contains(all, "Zwart (") {
				t.Errorf("the record does not name Rood and Zwart: %q", seen)
			}
			if m := english.FindAllString(all, -1); len(m) > 0 {
				t.Errorf("the Dutch record says %q", m)
			}
			// The chart's lines are named as the table names the sides.
			var chart *widgets.LineChartWidget
			for _, c := range apptest.All[*widgets.LineChartWidget](u.Window().Content()) {
				chart = c
			}
			if chart == nil {
				t.Fatal("no score chart on the record")
			}
			for _, s := range chart.Series {
				if !strings.HasPrefix(s.Name, "Rood (") && !strings.HasPrefix(s.Name, "Zwart (") {
					t.Errorf("a line of the chart is named %q", s.Name)
				}
			}
		})
	}
}

// scrollDown moves the page's scroll a screen down, as a finger does.
func scrollDown(u *UI) {
	sz := u.Window().Canvas().Size()
	for _, s := range apptest.All[*widgets.Scroll](u.Window().Content()) {
		if s.Visible() && s.Size().Height > 0 {
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(s)
			if at.X < sz.Width && at.Y < sz.Height {
				s.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.Delta{DY: -sz.Height / 2 / widgets.WheelFactor}})
			}
		}
	}
	relayout(u)
}

// Issue 23 #8: Merge offers only the players who can be merged (none who
// sat in a game with this one) and says why the others are not offered,
// before anything is confirmed; merged, the profile kept shows. With
// nobody to merge with it says so at once. Phone and desktop, English and
// Dutch.
func TestMergeOffersOnlyWhoCanBeMerged(t *testing.T) {
	for name, size := range sizes {
		for _, lang := range []string{"en", "nl"} {
			t.Run(name+"-"+lang, func(t *testing.T) {
				defer i18n.SetLanguage("en")
				u, sc := startUI(t, size, Config{Language: lang})
				if _, _, err := samples.SampleHistory(u.Store()); err != nil {
					t.Fatal(err)
				}
				u.Changed()
				tapBar(t, sc, i18n.T("Players"))
				relayout(u)
				sc.Tap("Ann")
				relayout(u)
				sc.ScrollTo(i18n.T("Merge…"))
				sc.Tap(i18n.T("Merge…"))
				// A wrapped label is drawn a line at a time: its words
				// joined again.
				said := func() string { return strings.Join(sc.Texts(), " ") }
				why := i18n.Tf("Not offered: %s. They sat in a game with %s, so they are other people.", "Bob, Cas, Dee", "Ann")
				if !strings.Contains(said(), why) {
					t.Errorf("the merge dialog does not say %q: %q", why, sc.Texts())
				}
				if sc.Has(i18n.T("Merge players")) {
					t.Errorf("a confirmation before a player is chosen: %q", sc.Texts())
				}
				sc.Tap(i18n.T("Choose a player"))
				offered := sc.Texts()
				for _, other := range []string{"Bob", "Cas", "Dee"} {
					if slices.Contains(offered, other) {
						t.Errorf("%s sat in a game with Ann and is offered: %q", other, offered)
					}
				}
				if !slices.Contains(offered, "Eve") {
					t.Fatalf("Eve never sat with Ann and is not offered: %q", offered)
				}
				sc.Tap("Eve")
				sc.Tap(i18n.T("Merge"))
				if confirm := i18n.Tf("Merge %s into %s? All games of %s become games of %s. This cannot be undone.", "Ann", "Eve", "Ann", "Eve"); !strings.Contains(said(), confirm) {
					t.Fatalf("no confirmation %q: %q", confirm, sc.Texts())
				}
				sc.TapNth(i18n.T("Merge"), 0)
				relayout(u)
				if got := u.Current(host.SectionPlayers).Title; got != "Eve" {
					t.Errorf("after the merge the profile shown is %q", got)
				}
				var ann bool
				list, _ := u.Store().Players(false)
				for _, p := range list {
					ann = ann || p.Name == "Ann"
				}
				if ann {
					t.Error("Ann is still listed after the merge")
				}
			})
		}
	}
}

// With everyone else at one of her games, Ann's Merge says at once that
// nobody can be merged with her, and why.
func TestMergeWithNobodySaysWhy(t *testing.T) {
	for _, lang := range []string{"en", "nl"} {
		t.Run(lang, func(t *testing.T) {
			defer i18n.SetLanguage("en")
			u, sc := startUI(t, apptest.Phone, Config{Language: lang})
			st := u.Store()
			p := apptest.Must[storage.Player](t)
			if _, err := samples.MyreGame(st, p(st.CreatePlayer("Ann")), p(st.CreatePlayer("Bob")), 0); err != nil {
				t.Fatal(err)
			}
			u.Changed()
			tapBar(t, sc, i18n.T("Players"))
			relayout(u)
			sc.Tap("Ann")
			relayout(u)
			sc.ScrollTo(i18n.T("Merge…"))
			sc.Tap(i18n.T("Merge…"))
			want := i18n.Tf("%s cannot be merged with anyone: every other player sat in a game with %s, so they are other people.", "Ann", "Ann")
			if !strings.Contains(strings.Join(sc.Texts(), " "), want) {
				t.Errorf("no %q: %q", want, sc.Texts())
			}
			if sc.Has(i18n.T("Choose a player")) {
				t.Errorf("a choice of nobody offered: %q", sc.Texts())
			}
		})
	}
}
