package app

import (
	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/app/tables"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// newTestUI starts the app on a fresh database with no display; what
// background work hands the UI goroutine waits for u.Settle.
func newTestUI(t *testing.T, phone bool) *UI {
	t.Helper()
	a := test.NewTempApp(t)
	u := New(a, Config{Tables: tables.All, DBPath: filepath.Join(t.TempDir(), "arbiter.db"), Phone: phone, Settled: true})
	if err := u.Start(); err != nil {
		t.Fatal(err)
	}
	if err := u.WaitReady(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(u.Close)
	return u
}

func TestHomeShowsGamesAndSections(t *testing.T) {
	u := newTestUI(t, false)
	if u.shell.phone != fyne.CurrentDevice().IsMobile() {
		t.Error("a 1280-wide window should use the desktop layout (the phone layout on a mobile build)")
	}
	if len(u.shell.sections) != 5 {
		t.Fatalf("sections = %d", len(u.shell.sections))
	}
	if got := u.shell.section("play").stack.top().Title; got != "Arbiter" {
		t.Errorf("home title = %q", got)
	}
}

func TestPhoneLayoutUsesBottomNavigation(t *testing.T) {
	u := newTestUI(t, true)
	if !u.shell.phone {
		t.Error("phone config should use the phone layout")
	}
}

// TestResumeReturnsToTheTable: closing the app on a game's table and
// opening it again shows that table; going back home first forgets it.
func TestResumeReturnsToTheTable(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "arbiter.db")
	open := func() *UI {
		a := test.NewTempApp(t)
		u := New(a, Config{Tables: tables.All, DBPath: db, Settled: true})
		if err := u.Start(); err != nil {
			t.Fatal(err)
		}
		if err := u.WaitReady(); err != nil {
			t.Fatal(err)
		}
		return u
	}
	u := open()
	st := u.Store()
	g, err := hoststore.CreateGame(st, "myre", "", []string{"Ann", "Bob"}, nil, host.SeatingOf("myre"))
	if err != nil {
		t.Fatal(err)
	}
	u.OpenGame(st, g.ID)
	if got := u.shell.section("play").stack.top().Title; got == "Arbiter" {
		t.Fatal("the table did not open")
	}
	u.Close()

	u = open()
	if got := len(u.shell.section("play").stack.pages); got != 2 {
		t.Fatalf("after reopening, the play section holds %d pages, want home and the table", got)
	}
	u.shell.section("play").stack.pop() // back home
	u.Close()

	u = open()
	defer u.Close()
	if got := len(u.shell.section("play").stack.pages); got != 1 {
		t.Errorf("after leaving the table, the app reopened on %d pages, want just home", got)
	}
}

// Issue 23 #8: quitting printed "Preferences load error: EOF": Fyne's save
// of the preferences at exit empties the file it watches, and its watcher
// read it empty (app.quietPreferencesAtExit). The app replaces that save;
// the settings are saved as they are set.
func TestQuitDoesNotRewriteThePreferences(t *testing.T) {
	if fyne.CurrentDevice().IsMobile() {
		t.Skip("a phone keeps Fyne's save at exit")
	}
	a := test.NewTempApp(t)
	l, ok := a.Lifecycle().(interface {
		SetOnStoppedHookExecuted(func())
		OnStopped() func()
	})
	if !ok {
		t.Fatal("Fyne's lifecycle no longer lets the app replace its clean-up at exit")
	}
	saved := false
	// Fyne's own clean-up, as fyne.io/fyne/v2/app sets it.
	l.SetOnStoppedHookExecuted(func() { saved = true })
	New(a, Config{Tables: tables.All, DBPath: filepath.Join(t.TempDir(), "arbiter.db"), Settled: true})
	a.Preferences().SetString(prefTheme, themeDark)
	if stop := l.OnStopped(); stop != nil {
		stop()
	}
	if saved {
		t.Error("the preferences are written again as the app stops")
	}
	if got := a.Preferences().String(prefTheme); got != themeDark {
		t.Errorf("the theme set reads %q", got)
	}
}
