package burn

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
	u, _ := startApp(t, phone, app.Config{})
	return u
}

// startApp starts the whole app on a fresh history at phone or desktop
// size, in the language and text size of cfg (tabletest.Start).
func startApp(t *testing.T, phone bool, cfg app.Config) (*app.UI, *apptest.Screen) {
	t.Helper()
	cfg.Phone = phone
	return tabletest.Start(t, cfg)
}
