package myre

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/app"
)

// newTestUI starts the whole app (the shell with every registered table)
// on a fresh history, with no display.
func newTestUI(t *testing.T, phone bool) *app.UI {
	t.Helper()
	u := app.New(test.NewTempApp(t), app.Config{DBPath: filepath.Join(t.TempDir(), "arbiter.db"), Phone: phone})
	if err := u.Start(); err != nil {
		t.Fatal(err)
	}
	if err := u.WaitReady(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(u.Close)
	return u
}
