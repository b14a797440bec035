package draque

import (
	"strings"
	"testing"

	"arbiter/app/apptest"
	"arbiter/app/i18n"
)

// The Why? of a claim in the form is said in Dutch in a Dutch app: the
// engine's typed steps are said by the Dutch catalog, the cards in words.
func TestDraqueWhyInDutch(t *testing.T) {
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	_, p, _ := openGame(t, false, "nl", "", []string{"Ann", "Bram"}, failedClaim)
	claim(p, "Bram", []string{"Wi4", "Wi5", "Wi6"}, "Ea2")
	p.Tap("Why?")
	all := strings.Join(p.Sc.Texts(), " ")
	for _, want := range []string{"Laagste waarde nog in het spel: 1; hoogste: 15", "Aarde 2 wordt afgelegd", "zonder gat (allemaal wind)", "een winnende reeks van 3 kaarten"} {
		if !strings.Contains(all, want) {
			t.Errorf("Why? does not say %q: %q", want, all)
		}
	}
	for _, english := range []string{"Lowest value", "is discarded", "without a gap", "winning series"} {
		if strings.Contains(all, english) {
			t.Errorf("Why? still says %q: %q", english, all)
		}
	}
}

// In the pseudo-locale (every string of the catalogs marked), the Why?
// of a claim says every step through the catalogs; only the players'
// names and the ruling ids reach the screen unmarked.
func TestDraquePseudoLocale(t *testing.T) {
	pseudo := apptest.Pseudo(t)
	_, p, _ := openGame(t, false, pseudo, "", []string{"Ann", "Bram"}, failedClaim)
	claim(p, "Bram", []string{"Wi4", "Wi5", "Wi6"}, "Ea2")
	p.Tap("Why?")
	apptest.CheckPseudo(t, p.Sc, "Ann", "Bram")
	// The claim recorded: the form again and the claims list.
	p.Tap("Close")
	p.Tap("Record")
	t.Run("recorded", func(t *testing.T) { apptest.CheckPseudo(t, p.Sc, "Ann", "Bram", "Draque & Yirken") })
	p.Tap("History")
	t.Run("history", func(t *testing.T) { apptest.CheckPseudo(t, p.Sc, "Ann", "Bram", "Draque & Yirken") })
}
