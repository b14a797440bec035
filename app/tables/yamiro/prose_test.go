package yamiro

import (
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/tabletest"
)

// whyTexts are the Why? panel's numbered steps in the window, whole (a
// label's text, not its wrapped lines).
func whyTexts(u *app.UI) []string {
	var out []string
	for _, l := range apptest.All[*widget.Label](u.Window().Canvas().Content()) {
		if whyStep.MatchString(l.Text) {
			out = append(out, l.Text)
		}
	}
	return out
}

var whyStep = regexp.MustCompile(`^[0-9]+\. `)

// A Dutch table's Why? is Dutch: the hand's steps are said from
// assets/prose (the arlas, alak and deiskatun stay game terms).
func TestYamiroWhyInDutch(t *testing.T) {
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	u, sc := startApp(t, false, "nl", "")
	id := duel(t, u)
	openTable(t, u, id)
	// Ann's first arlas is cancelled by Bram's deiskatun, her second
	// stands: she wins by arlas.
	play(t, sc, "arlas", "5", "6", "deiskatun", "alak", "8", "arlas", "1")
	tabletest.TapText(t, sc, i18n.T("Why?"))
	tabletest.Settle(u.Window())
	all := strings.Join(whyTexts(u), "\n")
	for _, want := range []string{
		"A valt aan en B verdedigt: ze spelen om beurten, vier kaarten elk.",
		"A: de getallen tellen op tot 6, ×2 voor de alak = 12.",
		"De deiskatun van B (kaart 4) heft de arlas van A (kaart 1) op.",
		"De arlas van A (kaart 7) is de eerste die overblijft: die wint de hand, wat de stand ook is.",
		"A maakt de 4 kaarten van B buit (5, deiskatun, 8, 1), samen 22 waard",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("the Why? does not say %q:\n%s", want, all)
		}
	}
	for _, en := range []string{"attacks and", "numbers add up", "cancels", "captures", "is the first one left"} {
		if strings.Contains(all, en) {
			t.Errorf("the Why? still says %q:\n%s", en, all)
		}
	}
}
