package pymtheg

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/app"
	"arbiter/app/i18n"
)

// whyLines are the Why? panel's numbered lines on the screen.
func (j *journey) whyLines() []string {
	var out []string
	for _, l := range j.labels() {
		if len(l) > 3 && l[0] >= '1' && l[0] <= '9' && strings.Contains(l[:4], ". ") {
			out = append(out, l)
		}
	}
	return out
}

// A Dutch table says the engine's Why? in Dutch: the table's own
// rework of a step (cards in words, "→" in words) comes after the
// engine's English is said in Dutch, so the formats still match it.
func TestPymthegWhyInDutch(t *testing.T) {
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	j, _, _ := tableJourney(t, false, app.Config{Language: "nl"})
	// The rulebook's deal: Gâm+2 by North, Water named in the bid, NS
	// take 12 tricks.
	j.tapN("Di", 0)
	j.tap(T("named later"))
	j.tap(T("Water"))
	for _, c := range []string{"Gâm", "Gâm+1", T("Pass"), T("Pass"), "Gâm+2", T("Pass")} {
		j.tap(c)
	}
	j.step(fmt.Sprintf(T("%s, declarer"), "Ann ("+T("North")+")"), "+", 5)
	j.step("Bo ("+T("East")+")", "+", 2)
	j.step("Cy ("+T("South")+")", "+", 7)
	j.want("Gâm+2, troef water, genoemd bij het bod: basis 70, 1 per over- of onderslag.")
	j.want("NZ haalde 12 slagen, 11 nodig: +1 (1 overslag × 1), dus 71.")
	j.want("NZ +71, OW 0: alleen de spelende partij scoort.")
	if !hasLabel(j.labels(), "Scoretabel: Gâm") {
		t.Errorf("the section is not said in Dutch: %q", j.labels())
	}
	for _, english := range []string{"named in the bid", "needed", "only the playing side scores", "Score table: Gâm"} {
		if j.has(english) {
			t.Errorf("%q is still on the Dutch screen: %q", english, j.whyLines())
		}
	}
}

// Card by card: the engine's steps name cards by code ("Ea1") and say
// "→"; on a Dutch table they read as Dutch sentences with the cards in
// Dutch words.
func TestPymthegTrickStepsInDutch(t *testing.T) {
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	j, _, _ := tableJourney(t, false, app.Config{Language: "nl"})
	j.tap(T("Quick entry"))
	j.tap("Gâm")
	j.tap(T("Fire"))
	j.tap(T("Trick by trick"))
	j.cards("Wa5", "Ea1", "Wa9", "Wa2")
	j.tap(T("Count this trick"))
	j.cards("Wa3", "Wa10", "Wa11", "Wa12")
	j.tap(T("Count this trick"))
	j.want("2 slagen geteld, telkens kwam de winnaar van de vorige slag uit")
	j.want("Zuid speelde Aarde 1 in slag 1, waarin water gevraagd was, maar speelde Water 12 in slag 2: Zuid had water en bekende niet: het spel stopt hier.")
	j.want("Verzaking door Zuid, van de spelende partij, is betrapt")
	for _, l := range j.whyLines() {
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
