package myre

import (
	"strings"
	"testing"

	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/tabletest"
	mengine "arbiter/engine/myre"
)

// In the pseudo-locale (every string of the catalogs marked), a Myre
// table with a hand entered, resolved and both Why? panels open says
// every step of the explanation, the verdict and every other text through
// the catalogs; so do the table after the hand is saved, and a refusal
// of a card tapped where it may not go. Only the players' names, the
// ruling ids and the card faces' indices (rank letters, and RJ and BJ on
// the jokers: the deck's notation printed on the faces, as the rank
// letters are) reach the screen unmarked.
func TestMyrePseudoLocale(t *testing.T) {
	pseudo := apptest.Pseudo(t)
	u, sc := startUI(t, false, pseudo, "")
	tb, _, _ := myreNewTable(t, u, "")
	allowed := []string{"Ann", "Bob", "A", "J", "Q", "K", "RJ", "BJ"}
	h := journeyHands[0]
	tabletest.Tap(sc, i18n.T("Red")+" (Ann)")
	enterHand(t, sc, h.scout, h.red, h.black)
	t.Run("entered", func(t *testing.T) { apptest.CheckPseudo(t, sc, allowed...) })
	// A red card tapped for Black: the table says why not, citing the
	// rule's sections.
	tabletest.TapCards(t, sc, "5H")
	if status := tb.statusText(); !strings.Contains(status, "⟦") || !strings.Contains(status, i18n.Say().Word(mengine.SecPositioning)) {
		t.Fatalf("no refusal citing Positioning: %q", status)
	}
	t.Run("refusal", func(t *testing.T) { apptest.CheckPseudo(t, sc, allowed...) })
	tabletest.Tap(sc, i18n.T("Resolve"))
	if tb.mode != modeResult {
		t.Fatalf("the hand was not resolved: %s", tb.statusText())
	}
	tabletest.Tap(sc, i18n.T("Why?"))
	tabletest.Tap(sc, i18n.T("Why? The whole hand"))
	if steps := whyTexts(sc, tb.body); len(steps) < 6 {
		t.Fatalf("only %d steps on screen: %q", len(steps), steps)
	}
	tb.body.ScrollToTop()
	t.Run("why", func(t *testing.T) { apptest.CheckPseudo(t, sc, allowed...) })
	tabletest.Tap(sc, i18n.T("Save hand"))
	u.Settle()
	tabletest.Settle(u.Window())
	t.Run("saved", func(t *testing.T) { apptest.CheckPseudo(t, sc, allowed...) })
}
