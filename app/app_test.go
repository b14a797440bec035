package app

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// newTestUI starts the app on a fresh database with no display.
func newTestUI(t *testing.T, phone bool) *UI {
	t.Helper()
	a := test.NewTempApp(t)
	u := New(a, Config{DBPath: filepath.Join(t.TempDir(), "arbiter.db"), Phone: phone})
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
	if got := u.shell.section("play").stack.top().title; got != "Arbiter" {
		t.Errorf("home title = %q", got)
	}
}

func TestPhoneLayoutUsesBottomNavigation(t *testing.T) {
	u := newTestUI(t, true)
	if !u.shell.phone {
		t.Error("phone config should use the phone layout")
	}
}
