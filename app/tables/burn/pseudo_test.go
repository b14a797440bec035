package burn

import (
	"testing"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/engine/burn"
)

// In the pseudo-locale (every string of the catalogs marked), a Burn
// table says every text through the catalogs: counts that a deck cannot
// hold (the table's refusal, and the engine's: GEN-1), the round entered with the engine's Why? on
// screen, and the table after the round is saved. Only the players' names
// and the ruling ids reach the screen unmarked.
func TestBurnPseudoLocale(t *testing.T) {
	pseudo := apptest.Pseudo(t)
	j := gameJourney(t, false, app.Config{Language: pseudo}, burn.Format{Sides: 2, Size: 2}, nil)
	allowed := []string{"Ann", "Bo", "Cy", "Di", "Burn"}
	t.Run("start", func(t *testing.T) { apptest.CheckPseudo(t, j.Sc, allowed...) })
	fire(j, 0, 8)
	fire(j, 1, 9)
	if j.Status() == "" {
		t.Fatal("17 fire cards are not refused")
	}
	t.Run("refusal", func(t *testing.T) { apptest.CheckPseudo(t, j.Sc, allowed...) })
	// Every count entered but the fire cards short of the deck's 15: the
	// engine's refusal (GEN-1), said after the table's words.
	j.StepN(T("Fire cards"), 1, "–", 2)
	water(j, 0, 7)
	water(j, 1, 8)
	j.Want(T("This cannot happen at a real table: %s")[:len("⟦This cannot happen")])
	t.Run("the engine's refusal", func(t *testing.T) { apptest.CheckPseudo(t, j.Sc, allowed...) })
	fire(j, 1, 7)
	j.Want(T("Why?"))
	if len(j.WhyLines()) == 0 {
		t.Fatalf("no Why? lines: %q", j.Labels())
	}
	t.Run("why", func(t *testing.T) { apptest.CheckPseudo(t, j.Sc, allowed...) })
	j.Tap(T("Save the round"))
	j.U.Settle()
	t.Run("saved", func(t *testing.T) { apptest.CheckPseudo(t, j.Sc, allowed...) })
}
