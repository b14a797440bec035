package app

import (
	"encoding/json"
	"strings"
	"testing"

	"arbiter/app/apptest"
	"arbiter/app/history"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/samples"
	"arbiter/engine/game"
	"arbiter/scoring/all"
	"arbiter/storage"
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

// In the pseudo-locale, the players' pages say every text through the
// catalogs: the list of players, a player's profile with its statistics
// (win rate per game, the statistics cards, head to head), and the
// dialogs the app shows: an engine's refusal (ShowErr) and a
// confirmation (declaring a game over from its record), with their
// titles and buttons. Only the players' and games' names and the ruling
// ids reach the screen unmarked.
func TestPseudoLocalePlayersStatsAndDialogs(t *testing.T) {
	pseudo := apptest.Pseudo(t)
	u := newTestUI(t, false)
	u.SetLanguage(pseudo)
	st := u.Store()
	players, games, err := samples.SampleHistory(st)
	if err != nil {
		t.Fatal(err)
	}
	sc := apptest.Of(t, u.Window())
	var names []string
	for n := range players {
		names = append(names, n)
	}
	names = append(names, "Fred (old)", "Friday")
	for _, g := range games {
		// A game's name and note are the players' own words.
		names = append(names, g.Name, strings.TrimRight(g.Note, "."))
	}
	for _, d := range all.All() {
		names = append(names, d.Info().Name)
	}
	u.shell.selectSection(host.SectionPlayers)
	u.Settle()
	t.Run("players", func(t *testing.T) {
		if !sc.Has("Ann") {
			t.Fatalf("no players listed: %q", sc.Texts())
		}
		apptest.CheckPseudo(t, sc, names...)
	})
	sc.Tap("Ann")
	u.Settle()
	t.Run("statistics", func(t *testing.T) {
		if !sc.Has(i18n.T("Statistics")) {
			t.Fatalf("no statistics: %q", sc.Texts())
		}
		apptest.CheckPseudo(t, sc, names...)
	})
	sc.Tap(i18n.T("Choose an opponent"))
	sc.Tap("Bob")
	u.Settle()
	t.Run("head to head", func(t *testing.T) {
		if !sc.HasContaining("against each other") {
			t.Fatalf("no head to head: %q", sc.Texts())
		}
		apptest.CheckPseudo(t, sc, names...)
	})

	// The profile's own dialogs: renaming, merging.
	for _, d := range []struct{ button, title string }{{"Rename", "Rename player"}, {"Merge…", "Choose a player"}} {
		sc.Tap(i18n.T(d.button))
		t.Run(d.button+" dialog", func(t *testing.T) {
			apptest.Dialog(t, u.Window())
			if !sc.Has(i18n.T(d.title)) {
				t.Fatalf("not the dialog: %q", sc.Texts())
			}
			apptest.CheckPseudo(t, sc, names...)
		})
		sc.Tap(i18n.T("Cancel"))
	}

	// A refusal of the rules in the app's error dialog.
	_, refusal := st.AddRoundJSON(games[0].ID, json.RawMessage(`{"battles":[{"scout":["6H"],"red":["AH","AH"]}]}`))
	if !game.IsRefusal(refusal) {
		t.Fatalf("not a refusal: %v", refusal)
	}
	u.ShowErr(refusal)
	t.Run("refusal dialog", func(t *testing.T) {
		if !strings.Contains(apptest.Labels(apptest.Dialog(t, u.Window())), "GEN-1") {
			t.Fatalf("not the refusal: %q", sc.Texts())
		}
		apptest.CheckPseudo(t, sc, names...)
	})
	sc.Tap(i18n.T("OK"))

	// A confirmation: declaring an active game over from its record.
	var active storage.Game
	for _, g := range games {
		if g.Status == storage.StatusActive {
			active = g
			break
		}
	}
	u.Push(host.SectionHistory, history.GameRecordPage(u, st, active))
	u.Settle()
	t.Run("game record", func(t *testing.T) { apptest.CheckPseudo(t, sc, names...) })
	sc.Tap(i18n.T("Finish"))
	t.Run("confirm dialog", func(t *testing.T) {
		if !strings.Contains(apptest.Labels(apptest.Dialog(t, u.Window())), i18n.T("Finish the game")) {
			t.Fatalf("not the confirmation: %q", sc.Texts())
		}
		apptest.CheckPseudo(t, sc, names...)
	})
}
