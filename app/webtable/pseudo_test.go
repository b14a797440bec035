package webtable

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/app/apptest"
	"arbiter/app/i18n"
)

// In the pseudo-locale (every catalog and app text marked), the table's
// page says everything through the catalogs: the join form, the table's
// deal entry, East's check and the table after the round. Only the event's
// own names (the event, the teams, the players) and the join code reach
// the screen unmarked.
func TestPagePseudoLocale(t *testing.T) {
	i18n.SetLanguage(apptest.Pseudo(t))
	T := i18n.T
	d, _, rec := webDirector(t)
	p := openPage(t, test.NewTempApp(t), d, "#"+Fragment(rec.ID, d.JoinCode(), 1), true)
	allowed := []string{"Club night", "Owls", "Hawks", "Foxes", "Bees", "Ann", "Cy", d.JoinCode(), fmt.Sprintf("127.0.0.1:%d", d.WebSocketPort())}
	check := func(what string) {
		t.Helper()
		t.Run(what, func(t *testing.T) { apptest.CheckPseudo(t, p.s, allowed...) })
	}
	check("the join form")
	p.tap(T("Join"))
	p.until("the table's round", func() bool { return p.shows(i18n.Tf("Round %d of %d", 1, 2)) })
	check("the deal entry")
	p.tap(T("Everyone passed"))
	p.tap(T("Send the result"))
	p.until("East's turn", func() bool { return p.shows(T("Pass the device to East")) })
	check("East's check")
	p.tap(T("East agrees"))
	p.until("the next round", func() bool { return p.shows(i18n.Tf("Round %d of %d", 2, 2)) })
	check("the table after the round")
}
