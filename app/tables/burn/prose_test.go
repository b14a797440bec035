package burn

import (
	"strings"
	"testing"

	"arbiter/app"
	"arbiter/app/i18n"
	"arbiter/engine/burn"
)

// A Dutch table says the engine's Why? in Dutch: the table's own
// rework of a step (cards in words, "→" in words) comes after the
// engine's English is said in Dutch, so the formats still match it.
func TestBurnWhyInDutch(t *testing.T) {
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	u, sc := startApp(t, false, app.Config{Language: "nl"})
	j := &journey{t: t, u: u, sc: sc, phone: u.Phone(), barY: map[string]float32{}}
	g, err := createBurnGame(u.Store(), "", []string{"Ann", "Bo", "Cy", "Di"}, burn.Format{Sides: 2, Size: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	u.OpenGame(u.Store(), g.ID)
	j.want(T("Why?"))
	var why []string
	for _, l := range j.labels() {
		if len(l) > 3 && l[0] >= '1' && l[0] <= '9' && strings.Contains(l[:4], ". ") {
			why = append(why, l)
		}
	}
	if len(why) == 0 {
		t.Fatalf("no Why? lines: %q", j.labels())
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
	if !hasLabel(j.labels(), "Burn: Punten tellen, basisregels") {
		t.Errorf("the section is not said in Dutch: %q", j.labels())
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
