package myre

import (
	"testing"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/tables/tabletest"
)

// startUI starts the app on a fresh history at phone or desktop size, in a
// language and at a text size ("": normal) (tabletest.Start).
func startUI(t *testing.T, phone bool, lang, textSize string) (*app.UI, *apptest.Screen) {
	t.Helper()
	return tabletest.Start(t, app.Config{Phone: phone, Language: lang, TextSize: textSize})
}

// newTestUI starts the app in English with no display.
func newTestUI(t *testing.T, phone bool) *app.UI {
	t.Helper()
	u, _ := startUI(t, phone, "en", "")
	return u
}
