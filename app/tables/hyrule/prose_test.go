package hyrule

import (
	"strings"
	"testing"

	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/tabletest"
)

// A Dutch table explains a turn in Dutch: the Why? dialog says the
// engine's typed steps from the Dutch catalog (names, cards in words, the
// suits' images), and no English sentence is left. Two turns under strategy rules: hearts and rupees among three
// cards, then a tingle distracted by a five.
func TestHyruleWhyInDutch(t *testing.T) {
	u, sc := startUI(t, false, "nl", "")
	defer i18n.SetLanguage("en")
	tall := "Bob"
	h, _, _ := hyNewTable(t, u, []string{"Ann", "Bob", "Cleo"}, &hySetup{Players: []string{"Ann", "Bob", "Cleo"}, TurnRules: "strategy", Tallest: &tall})
	why := func(turn string) string {
		t.Helper()
		tabletest.Tap(sc, i18n.T("Why?"))
		top := apptest.Dialog(t, u.Window())
		txt := apptest.Labels(top)
		sc.Tap(i18n.T("Close"))
		for _, english := range []string{" wins ", " takes ", " beats ", "Play order", "turned over", "tingle (joker) is", "the table", " and ", "first"} {
			if strings.Contains(txt, english) {
				t.Errorf("%s: the Why? still says %q in English:\n%s", turn, english, txt)
			}
		}
		return txt
	}

	tabletest.TapCards(t, sc, "8H", "8D", "8S")
	if h.result.Text() == "" {
		t.Fatalf("turn 1 not resolved: %q", statusOf(sc))
	}
	txt := why("turn 1")
	for _, want := range []string{
		"Eerste beurt: Bob, de langste speler, begint.",
		"Speelvolgorde, tegen de klok in vanaf Bob:",
		"Drie of meer kaarten met zowel harten als roepies (ruiten) op tafel: harten winnen meteen.",
		"Bob wint met 8♡ en krijgt alle 3 kaarten.",
	} {
		if !strings.Contains(txt, want) {
			t.Errorf("turn 1: the Why? does not say %q:\n%s", want, txt)
		}
	}
	tabletest.Tap(sc, i18n.T("Save the turn"))

	tabletest.TapCards(t, sc, "RJ", "5S", "3C")
	txt = why("turn 2")
	for _, want := range []string{
		"Bob heeft de meeste gewonnen kaarten (3) en begint.",
		"Er ligt een tingle (joker) op tafel en ook een vijf: de tingle wordt afgeleid door de schoppenvijf, het meesterzwaard, die hem verslaat.",
		"Cleo wint met 5♤ en krijgt alle 3 kaarten.",
	} {
		if !strings.Contains(txt, want) {
			t.Errorf("turn 2: the Why? does not say %q:\n%s", want, txt)
		}
	}
}
