package widgets

import (
	"os"
	"testing"

	"arbiter/app/host"
	"arbiter/scoring/all"
)

// TestMain offers every game, as the shell does (app.New): the widgets
// look games up in the host's catalog.
func TestMain(m *testing.M) {
	host.UseGames(all.Games)
	os.Exit(m.Run())
}
