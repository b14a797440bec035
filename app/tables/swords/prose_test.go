package swords

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
		if s := l.Text; whyStep.MatchString(s) {
			out = append(out, s)
		}
	}
	return out
}

var whyStep = regexp.MustCompile(`^[0-9]+\. `)

// A Dutch table's Why? is Dutch: the engine's English steps are said from
// assets/prose while they still read "Seat 1 blocks with …", and the
// knights' names go into the Dutch after (words.go), for the attack being
// entered and for the attack as saved.
func TestSwordsWhyInDutch(t *testing.T) {
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	u, sc := startApp(t, false, "nl", "")
	id := newFight(t, u, []string{"Ann", "Bob", "Cleo"}, "4S", "")
	openTable(t, u, id)
	check := func(when string, want ...string) {
		t.Helper()
		why := whyTexts(u)
		all := strings.Join(why, "\n")
		for _, w := range want {
			if !strings.Contains(all, w) {
				t.Errorf("%s: the Why? does not say %q:\n%s", when, w, all)
			}
		}
		for _, en := range []string{"attacks with", "blocks with", "takes damage", "Seat", "seat", "plaats", "Plaats", "the other colour"} {
			if strings.Contains(all, en) {
				t.Errorf("%s: the Why? still says %q:\n%s", when, en, all)
			}
		}
	}
	check("the fight's start", "Ann, links van de gever, valt als eerste aan.")
	// Ann's 5♡ (spades strong: hearts are the other group), Bob blocks
	// with 9♡, Cleo's 2♧ does not match: damage, a hand card as armor.
	for _, c := range []string{"5H", "9H", "2C"} {
		tabletest.TapCard(t, sc, c)
	}
	check("entered",
		"Ann valt aan met 5♡ (harten, de andere groep); in de aanval telt die 5.",
		"Bob blokkeert met 9♡: 9 is hoger dan 5, en tegen harten mag elke rode kleur blokkeren.",
		"Cleo krijgt schade met 2♧: klaveren passen niet bij harten, de andere groep; daartegen mag elke rode kleur blokkeren.")
	tabletest.TapText(t, sc, i18n.T("Hand card as armor"))
	tabletest.TapCard(t, sc, "8D")
	check("damage taken",
		"De schade valt als iedereen gespeeld heeft, met de klok mee: Cleo.",
		"Cleo legt 8♢ uit de hand open als harnas en trekt niets.")
	sc.Tap(i18n.T("Save the attack"))
	u.Settle()
	tabletest.Settle(u.Window())
	check("saved, the next attack", "Cleo is de eerste geraakte verdediger met de klok mee en valt hierna aan.")
}
