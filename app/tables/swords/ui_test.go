package swords

import (
	"testing"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/tables/tabletest"
)

// newTestUI starts the whole app (the shell with every registered table)
// on a fresh history, with no display.
func newTestUI(t *testing.T, phone bool) *app.UI {
	t.Helper()
	u, _ := startApp(t, phone, "en", "")
	return u
}

// startApp starts the app on a fresh history at phone or desktop size, in a
// language and at a text size ("": normal) (tabletest.Start).
func startApp(t *testing.T, phone bool, lang, textSize string) (*app.UI, *apptest.Screen) {
	t.Helper()
	u, sc := tabletest.Start(t, app.Config{Phone: phone, Language: lang, TextSize: textSize})
	// A mobile build draws the phone layout whatever is asked; the tests
	// that ask for the desktop have always looked at it in a desktop-size
	// window, and their assertions are about that size.
	if !phone {
		u.Window().Resize(apptest.Desktop)
	}
	return u, sc
}
