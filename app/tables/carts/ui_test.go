package carts

import (
	"testing"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/tabletest"
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
	return tabletest.Start(t, app.Config{Phone: phone, Language: lang, TextSize: textSize, Tables: []host.Table{Table}})
}

// person is a finger on the screen (tabletest.Person).
type person = tabletest.Person
