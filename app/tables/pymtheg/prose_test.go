package pymtheg

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/app"
	"arbiter/app/i18n"
)

// A Dutch table says the engine's Why? in Dutch: the table's own
// rework of a step (cards in words, "→" in words) comes after the
// engine's English is said in Dutch, so the formats still match it.
func TestPymthegWhyInDutch(t *testing.T) {
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	j, _ := tableJourney(t, false, app.Config{Language: "nl"})
	// The rulebook's deal: Gâm+2 by North, Water named in the bid, NS
	// take 12 tricks.
	enterRulebookDeal(j)
	j.Want("Gâm+2, troef water, genoemd bij het bod: basis 70, 1 per over- of onderslag.")
	j.Want("NZ haalde 12 slagen, 11 nodig: +1 (1 overslag × 1), dus 71.")
	j.Want("NZ +71, OW 0: alleen de spelende partij scoort.")
	if !hasLabel(j.Labels(), "Scoretabel: Gâm") {
		t.Errorf("the section is not said in Dutch: %q", j.Labels())
	}
	for _, english := range []string{"named in the bid", "needed", "only the playing side scores", "Score table: Gâm"} {
		if j.Has(english) {
			t.Errorf("%q is still on the Dutch screen: %q", english, j.WhyLines())
		}
	}
}

// Card by card: the engine's steps name cards by code ("Ea1") and say
// "→"; on a Dutch table they read as Dutch sentences with the cards in
// Dutch words. The revoke the last card proves is asked about, applied,
// and explained in Dutch.
func TestPymthegTrickStepsInDutch(t *testing.T) {
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	j, _ := fromHome(t, false, "nl")
	j.Tap(T("Quick entry"))
	j.Tap("Gâm")
	j.TapN("Ann", 1)
	j.Tap(T("Fire"))
	j.Tap(T("after the bidding"))
	j.Tap(T("Trick by trick"))
	j.Cards("Wa5", "Ea1", "Wa9", "Wa2")
	j.Tap(T("Count this trick"))
	j.Cards("Wa3", "Wa10", "Wa11", "Wa12")
	j.Want(T("Not following suit"))
	j.Tap(T("Apply PYM-6"))
	j.Want("2 slagen geteld, telkens kwam de winnaar van de vorige slag uit")
	j.Want("Zuid speelde Aarde 1 in slag 1, waarin water gevraagd was, maar speelde Water 12 in slag 2: Zuid had water en bekende niet: het spel stopt hier.")
	j.Want("Verzaking door Zuid, van de spelende partij, is betrapt")
	for _, l := range j.WhyLines() {
		if strings.Contains(l, "counted") || strings.Contains(l, "was caught") || strings.Contains(l, ", so ") {
			t.Errorf("English on the Dutch screen: %q", l)
		}
	}
}

// hasLabel reports whether a label on the screen is exactly s.
func hasLabel(labels []string, s string) bool {
	for _, l := range labels {
		if l == s {
			return true
		}
	}
	return false
}

// enterRulebookDeal enters the rulebook's deal on a new table, in any
// language: Di deals, Water named later in the bid, Gâm+2 by North after
// Gâm and Gâm+1, the tricks N 5, E 2, S 7 and the rest (1) West's.
func enterRulebookDeal(j *journey) {
	j.TapN("Di", 0)
	j.Tap(T("named later"))
	j.Tap(T("Water"))
	for _, c := range []string{"Gâm", "Gâm+1", T("Pass"), T("Pass"), "Gâm+2", T("Pass")} {
		j.Tap(c)
	}
	j.Pick(declarerLabel("Ann", "North"), 0, 5)
	j.Pick(seatLabel("Bo", "East"), 0, 2)
	j.Pick(seatLabel("Cy", "South"), 0, 7)
	j.Tap(fmt.Sprintf(T("%s took the rest: %d"), "Di", 1))
}
