package burn

import (
	"fmt"
	"testing"

	"arbiter/app"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tabletest"
	"arbiter/engine/burn"
	"arbiter/scoring"
)

// journey drives the app as a person does (tabletest.Journey).
type journey = tabletest.Journey

// T is a text as the app shows it in the journey's language.
func T(s string) string { return tabletest.T(s) }

// newJourney starts the whole app on a fresh history at phone or desktop
// size, in the language and text size of cfg, its Burn table's entry
// under the tab "Round".
func newJourney(t *testing.T, phone bool, cfg app.Config) *journey {
	t.Helper()
	cfg.Tables = []host.Table{Table}
	return tabletest.NewJourney(t, phone, cfg, "Round", "Take back", "Save the round", "Count this trick", "Save the correction")
}

// gameJourney starts the app with a Burn game of Ann, Bo, Cy and Di seated
// in that order in a variant, with house rules opts, its table on screen
// as Resume opens it.
func gameJourney(t *testing.T, phone bool, cfg app.Config, f burn.Format, opts scoring.Values) *journey {
	t.Helper()
	j := newJourney(t, phone, cfg)
	ng, err := newBurnGame("", []string{"Ann", "Bo", "Cy", "Di"}, f, opts)
	if err != nil {
		t.Fatal(err)
	}
	g, err := j.U.Store().SessionHistory().CreateGame(ng)
	if err != nil {
		t.Fatal(err)
	}
	j.U.ShowGame(g.ID)
	j.U.Settle()
	return j
}

// fromHome starts the app and a Burn game the way a new group does: the
// home screen's tile, four names typed into Burn's new-game page in seat
// order, its defaults untouched (each for themselves, the game to 100),
// Start the game.
func fromHome(t *testing.T, phone bool, lang string) *journey {
	t.Helper()
	if lang != "" {
		i18n.SetLanguage(lang)
	}
	j := newJourney(t, phone, app.Config{Language: lang})
	j.TapGreyed("Burn") // a tile is a button drawn under its name
	for _, n := range []string{"Ann", "Bo", "Cy", "Di"} {
		j.TypeNth(T("Player name"), 0, n)
	}
	j.Tap(T("Start the game"))
	j.Want(fmt.Sprintf(T("Dealer of the first round: %s"), "Ann"))
	return j
}
