package pymtheg

import (
	"testing"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/app/i18n"
	"arbiter/app/tabletest"
	"arbiter/storage"
)

// journey drives the app as a person does (tabletest.Journey).
type journey = tabletest.Journey

// T is a text as the app shows it in the journey's language.
func T(s string) string { return tabletest.T(s) }

// newJourney starts the whole app on a fresh history at phone or desktop
// size, in the language and text size of cfg, its Pymtheg table's entry
// under the tab "Deal".
func newJourney(t *testing.T, phone bool, cfg app.Config) *journey {
	t.Helper()
	cfg.Tables = []host.Table{Table}
	return tabletest.NewJourney(t, phone, cfg, "Deal", "Take back", "Save the deal", "Count this trick", "Save the correction")
}

// startApp starts the whole app on a fresh history at phone or desktop
// size, in the language and text size of cfg (tabletest.Start).
func startApp(t *testing.T, phone bool, cfg app.Config) (*app.UI, *apptest.Screen) {
	t.Helper()
	cfg.Phone = phone
	cfg.Tables = []host.Table{Table}
	return tabletest.Start(t, cfg)
}

// tableJourney starts the app with a Pymtheg game of Ann (N), Bo (E), Cy
// (S) and Di (W) under the defaults, its table on screen, as Resume opens
// it.
func tableJourney(t *testing.T, phone bool, cfg app.Config) (*journey, storage.Game) {
	t.Helper()
	j := newJourney(t, phone, cfg)
	g, err := hoststore.CreateGame(j.U.Store(), pymID, "", []string{"Ann", "Cy", "Bo", "Di"}, nil, Table.Seating)
	if err != nil {
		t.Fatal(err)
	}
	j.U.ShowGame(g.ID)
	j.U.Settle()
	return j, g
}

// fromHome starts the app and a Pymtheg game the way a new group does:
// the home screen's tile, the four names typed into the new-game form
// (North-South first), its defaults untouched, Start the game.
func fromHome(t *testing.T, phone bool, lang string) (*journey, storage.Game) {
	t.Helper()
	if lang != "" {
		i18n.SetLanguage(lang)
	}
	j := newJourney(t, phone, app.Config{Language: lang})
	j.TapGreyed("Pymtheg") // a tile is a button drawn under its name
	for _, n := range []string{"Ann", "Cy", "Bo", "Di"} {
		j.TypeNth(T("Player name"), 0, n)
	}
	j.Tap(T("Start the game"))
	games, err := j.U.Store().Games(storage.Filter{Kind: pymID})
	if err != nil || len(games) != 1 {
		t.Fatalf("games after Start the game: %v %v; screen %q", games, err, j.Sc.Texts())
	}
	return j, games[0]
}
