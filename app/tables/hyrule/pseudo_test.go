package hyrule

import (
	"testing"

	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/tabletest"
)

// In the pseudo-locale (every string of the catalogs marked), a Hyrule
// table with a turn entered and its Why? open says every step and every
// other text through the catalogs; so do the table with the turn saved
// and a card tapped that was already played (the refusal, citing its
// rule). Only the players' names, the ruling ids and the card faces'
// indices (rank letters, RJ and BJ) reach the screen unmarked.
func TestHyrulePseudoLocale(t *testing.T) {
	pseudo := apptest.Pseudo(t)
	u, sc := startUI(t, false, pseudo, "")
	tall := "Bob"
	h, _, _ := hyNewTable(t, u, []string{"Ann", "Bob", "Cleo"}, &hySetup{Players: []string{"Ann", "Bob", "Cleo"}, TurnRules: "strategy", Tallest: &tall})
	allowed := []string{"Ann", "Bob", "Cleo", "A", "J", "Q", "K", "RJ", "BJ"}
	tabletest.TapCards(t, sc, "8H", "8D", "8S")
	if h.result.Text() == "" {
		t.Fatalf("the turn is not resolved: %q", statusOf(sc))
	}
	t.Run("entered", func(t *testing.T) { apptest.CheckPseudo(t, sc, allowed...) })
	tabletest.Tap(sc, i18n.T("Why?"))
	top := apptest.Dialog(t, u.Window())
	if apptest.Labels(top) == "" {
		t.Fatal("the Why? says nothing")
	}
	t.Run("why", func(t *testing.T) { apptest.CheckPseudo(t, sc, allowed...) })
	sc.Tap(i18n.T("Close"))
	tabletest.Tap(sc, i18n.T("Save the turn"))
	u.Settle()
	tabletest.Settle(u.Window())
	t.Run("saved", func(t *testing.T) { apptest.CheckPseudo(t, sc, allowed...) })
	// 8♡ was played in turn 1: tapped again, the table says why not.
	tabletest.TapCards(t, sc, "8H")
	t.Run("refusal", func(t *testing.T) {
		if s := statusOf(sc); s == "" {
			t.Fatal("no refusal")
		}
		apptest.CheckPseudo(t, sc, allowed...)
	})
}
