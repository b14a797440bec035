package tournament_test

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/tables"
)

// The shell reaches both screens from the Play section's home page.
func TestHomeReachesBothScreens(t *testing.T) {
	for _, phone := range []bool{true, false} {
		u := app.New(test.NewTempApp(t), app.Config{Tables: tables.All, DBPath: filepath.Join(t.TempDir(), "arbiter.db"), Phone: phone, Settled: true})
		if err := u.Start(); err != nil {
			t.Fatal(err)
		}
		if err := u.WaitReady(); err != nil {
			t.Fatal(err)
		}
		s := apptest.Of(t, u.Window())
		s.Settle = u.Settle
		s.TapItem(s.ScrollTo("Host a tournament"))
		if !s.Has("A new event") || !s.Has("Start the event") {
			t.Fatalf("phone %v: no setup after Host a tournament: %q", phone, s.Texts())
		}
		u.Back("play")
		s.TapItem(s.ScrollTo("Join a tournament"))
		if !s.Has("Join code") || !s.Has("Join") {
			t.Fatalf("phone %v: no join form after Join a tournament: %q", phone, s.Texts())
		}
		u.Close()
	}
}
