package burn

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/i18n"
)

// newTestUI starts the whole app (the shell with every registered table)
// on a fresh history, with no display.
func newTestUI(t *testing.T, phone bool) *app.UI {
	t.Helper()
	u, _ := startApp(t, phone, app.Config{})
	return u
}

// startApp starts the whole app on a fresh history at phone or desktop
// size, in the language and text size of cfg, and returns it with its
// screen.
func startApp(t *testing.T, phone bool, cfg app.Config) (*app.UI, *apptest.Screen) {
	t.Helper()
	cfg.DBPath = filepath.Join(t.TempDir(), "arbiter.db")
	cfg.Phone = phone
	u := app.New(test.NewTempApp(t), cfg)
	if err := u.Start(); err != nil {
		t.Fatal(err)
	}
	if err := u.WaitReady(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(u.Close)
	t.Cleanup(func() { i18n.SetLanguage("en") })
	// A mobile build is always the phone layout, whatever the test asks.
	size := apptest.Desktop
	if u.Phone() {
		size = apptest.Phone
	}
	u.Window().Resize(size)
	return u, apptest.Of(t, u.Window())
}

// settle lays the window out once more, as the driver does on the next
// frame: a wrapped label knows its height only once it knows its width.
func settle(w fyne.Window) {
	sz := w.Canvas().Size()
	for range 2 {
		w.Resize(sz.Add(fyne.NewSize(1, 0)))
		w.Resize(sz)
	}
}
