package yamiro

import (
	"strings"
	"testing"

	"arbiter/app/apptest"
	"arbiter/app/tabletest"
)

// In the pseudo-locale (every string of the catalogs marked), a Yamiro
// table with a hand entered and its Why? open says every step of the
// explanation and every other text through the catalogs: only the
// players' names, the ruling ids and the Railog faces' names (game terms)
// reach the screen unmarked.
func TestYamiroPseudoLocale(t *testing.T) {
	pseudo := apptest.Pseudo(t)
	u, sc := startApp(t, false, pseudo, "")
	id := duel(t, u)
	openTable(t, u, id)
	play(t, sc, "arlas", "5", "6", "deiskatun", "alak", "8", "arlas", "1")
	tabletest.TapText(t, sc, tabletest.T("Why?"))
	tabletest.Settle(u.Window())
	steps := whyTexts(u)
	if len(steps) == 0 {
		t.Fatal("no Why? steps on screen")
	}
	for _, s := range steps {
		if body := s[strings.Index(s, " ")+1:]; !strings.HasPrefix(body, "⟦") {
			t.Errorf("the step %q is not said by the catalogs", s)
		}
	}
	apptest.CheckPseudo(t, sc, "Ann", "Bram", "alak", "arl", "arlas", "deis")

	// The hand saved: the table with its score sheet, then the history.
	sc.Tap(tabletest.T("Save hand"))
	u.Settle()
	tabletest.Settle(u.Window())
	t.Run("saved", func(t *testing.T) { apptest.CheckPseudo(t, sc, "Ann", "Bram", "alak", "arl", "arlas", "deis") })
	sc.Tap(tabletest.T("History"))
	u.Settle()
	tabletest.Settle(u.Window())
	t.Run("history", func(t *testing.T) { apptest.CheckPseudo(t, sc, "Ann", "Bram", "Yamiro") })
}
