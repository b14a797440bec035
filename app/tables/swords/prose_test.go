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
	"arbiter/app/widgets"
	"arbiter/engine/game"
	"arbiter/engine/swords"
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

// A Dutch table's Why? is Dutch: the engine's typed steps are said by the
// Dutch catalog with the knights' names in the seats' place (words.go),
// for the attack being entered and for the attack as saved.
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

// In the pseudo-locale (every string of the catalogs marked), the Why?
// of an attack being entered says every step through the catalogs, the
// names in the seats' place; only the knights' names and the ruling ids
// reach the screen unmarked.
func TestSwordsPseudoLocale(t *testing.T) {
	pseudo := apptest.Pseudo(t)
	u, sc := startApp(t, false, pseudo, "")
	id := newFight(t, u, []string{"Ann", "Bob", "Cleo"}, "4S", "")
	openTable(t, u, id)
	for _, c := range []string{"5H", "9H", "2C"} {
		tabletest.TapCard(t, sc, c)
	}
	why := whyTexts(u)
	if len(why) == 0 {
		t.Fatal("no Why? steps on screen")
	}
	for _, s := range why {
		if body := s[strings.Index(s, " ")+1:]; !strings.HasPrefix(body, "⟦") {
			t.Errorf("the step %q is not said by the catalogs", s)
		}
		if !strings.Contains(s, "Ann") && !strings.Contains(s, "Bob") && !strings.Contains(s, "Cleo") && strings.Contains(s, "seat") {
			t.Errorf("the step %q names a seat, not a knight", s)
		}
	}
	apptest.CheckPseudo(t, sc, "Ann", "Bob", "Cleo", "A", "J", "Q", "K")
	// The damage taken and the attack saved: the next attack's start.
	tabletest.TapText(t, sc, i18n.T("Hand card as armor"))
	tabletest.TapCard(t, sc, "8D")
	t.Run("damage", func(t *testing.T) { apptest.CheckPseudo(t, sc, "Ann", "Bob", "Cleo", "A", "J", "Q", "K") })
	sc.Tap(i18n.T("Save the attack"))
	u.Settle()
	tabletest.Settle(u.Window())
	t.Run("saved", func(t *testing.T) { apptest.CheckPseudo(t, sc, "Ann", "Bob", "Cleo", "A", "J", "Q", "K") })
}

// A refusal the table has no words of its own for is said from its typed
// message, with the knights' names where the message says their seats.
func TestSwordsRefusalNamesTheKnight(t *testing.T) {
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	name := func(seat int) string { return []string{"Ann", "Bob", "Cleo"}[seat] }
	// A refusal that names seat 1 as the engine's messages do.
	said := game.Define("mortal-swords.test", "%s may not").With(swords.Seat(1).Said())
	got := widgets.RefusalText(namedRefusal(game.Refuse(game.ErrIllegal, nil, "attack", said).Citing("SWORDS-1"), name))
	if !strings.Contains(got, "Bob") || strings.Contains(got, "seat") {
		t.Errorf("the refusal reads %q", got)
	}
}
