package pymtheg

import (
	"testing"

	"arbiter/app"
	"arbiter/app/apptest"
)

// In the pseudo-locale (every string of the catalogs marked), a Pymtheg
// table says every text through the catalogs: a bid the auction refuses
// (its reason and rule), the deal entered with the engine's Why? on
// screen, and the table after the deal is saved. Only the players' names,
// the contracts' names (game terms no language translates) and the
// ruling ids reach the screen unmarked.
func TestPymthegPseudoLocale(t *testing.T) {
	pseudo := apptest.Pseudo(t)
	j, _ := tableJourney(t, false, app.Config{Language: pseudo})
	allowed := []string{"Ann", "Bo", "Cy", "Di", "Gâm+1", "Gâm+2", "Gâm+3", "Gâm+4", "Gâm+5", "Gâm+6", "Gâm", "Ry", "Lon", "Burn"}
	t.Run("start", func(t *testing.T) { apptest.CheckPseudo(t, j.Sc, allowed...) })
	j.TapGreyed("Gâm+3")
	if j.Status() == "" {
		t.Fatal("the refused bid says nothing")
	}
	t.Run("refusal", func(t *testing.T) { apptest.CheckPseudo(t, j.Sc, allowed...) })
	// The rulebook's deal: Gâm+2 by North, Water named in the bid, NS take
	// 12 tricks.
	enterRulebookDeal(j)
	if len(j.WhyLines()) < 3 {
		t.Fatalf("no Why? on screen: %q", j.WhyLines())
	}
	t.Run("why", func(t *testing.T) { apptest.CheckPseudo(t, j.Sc, allowed...) })
	j.Tap(T("Save the deal"))
	j.U.Settle()
	t.Run("saved", func(t *testing.T) { apptest.CheckPseudo(t, j.Sc, allowed...) })
}
