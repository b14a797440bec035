package app

import (
	"testing"

	"arbiter/app/apptest"
	"arbiter/scoring/all"
)

// In the pseudo-locale (every string of the catalogs marked), the pages
// of the app say every text through the catalogs: the start page, the
// settings, the list of games, each game's new-game form and each game's
// rules. Only the games' names, the history's path and the ruling ids
// reach the screen unmarked.
func TestPseudoLocalePages(t *testing.T) {
	pseudo := apptest.Pseudo(t)
	u := newTestUI(t, false)
	u.SetLanguage(pseudo)
	sc := apptest.Of(t, u.Window())
	var names []string
	for _, d := range all.All() {
		names = append(names, d.Info().Name)
	}
	settle := func() { u.Settle() }
	settle()
	// The history's path is the reader's own.
	names = append(names, u.cfg.DBPath[1:])
	t.Run("start", func(t *testing.T) { apptest.CheckPseudo(t, sc, names...) })
	u.shell.selectSection("settings")
	settle()
	t.Run("settings", func(t *testing.T) { apptest.CheckPseudo(t, sc, names...) })
	u.Push("rules", u.rulesPage())
	settle()
	t.Run("rules", func(t *testing.T) { apptest.CheckPseudo(t, sc, names...) })
	u.Push("play", u.pickGamePage())
	settle()
	t.Run("pick a game", func(t *testing.T) { apptest.CheckPseudo(t, sc, names...) })
	for _, d := range all.All() {
		id := d.Info().ID
		u.Push("play", u.NewGame(id))
		settle()
		t.Run("new "+id, func(t *testing.T) { apptest.CheckPseudo(t, sc, names...) })
		u.Push("rules", u.gameRulesPage(id))
		settle()
		t.Run("rules of "+id, func(t *testing.T) { apptest.CheckPseudo(t, sc, names...) })
	}
}
