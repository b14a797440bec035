package burn

import (
	"strings"
	"testing"

	"arbiter/app"
	"arbiter/app/i18n"
	"arbiter/engine/burn"
)

// A Dutch table says the engine's Why? in Dutch: the table's own
// rework of a step (cards in roundentry.Words, "→" in roundentry.Words) comes after the
// engine's English is said in Dutch, so the formats still match it.
func TestBurnWhyInDutch(t *testing.T) {
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	j := gameJourney(t, false, app.Config{Language: "nl"}, burn.Format{Sides: 2, Size: 2}, nil)
	fire(j, 0, 8)
	water(j, 0, 7)
	fire(j, 1, 7)
	water(j, 1, 8)
	j.Want(T("Why?"))
	why := j.WhyLines()
	if len(why) == 0 {
		t.Fatalf("no Why? lines: %q", j.Labels())
	}
	dutch := false
	for _, l := range why {
		if strings.Contains(l, "fire") || strings.Contains(l, "water than") || strings.Contains(l, ", so ") {
			t.Errorf("English on the Dutch screen: %q", l)
		}
		if strings.Contains(l, " vuur, ") {
			dutch = true
		}
	}
	if !dutch {
		t.Errorf("no Dutch Why? line (\"… vuur, … water …\"): %q", why)
	}
	if !hasLabel(j.Labels(), "Burn: Punten tellen, basisregels") {
		t.Errorf("the section is not said in Dutch: %q", j.Labels())
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
