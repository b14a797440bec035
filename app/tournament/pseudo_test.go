package tournament

import (
	"regexp"
	"testing"

	"arbiter/app/apptest"
	"arbiter/app/i18n"
)

// In the pseudo-locale (every catalog and app text marked), the evening's
// screens say everything through the catalogs: the director's screen with
// its tables and a result, the join form, the table's deal entry and
// score entry, East's check, the table after the round, and a result on
// the director's screen. Only the event's own names (the event, the
// teams, the players), the join code, the addresses and links reach the
// screen unmarked.
func TestTournamentPseudoLocale(t *testing.T) {
	link := regexp.MustCompile(`https?://\S+`)
	i18n.SetLanguage(apptest.Pseudo(t))
	q := &uiQueue{}
	dir := newDevice(t, q, false)
	code, address := hostEvent(t, dir, Options{Host: "127.0.0.1", Port: -1, DataDir: t.TempDir(), Do: q.do})
	allowed := []string{"Test night", "Owls", "Hawks", "Foxes", "Bees", "Ann", "Cy", code, address}
	// The standings page's address, broken over lines anywhere.
	for _, u := range running[dir.h].director.d.WebURLs() {
		allowed = append(allowed, u+"/standings")
	}
	check := func(d *device, what string) {
		t.Helper()
		names := append([]string{}, allowed...)
		for _, s := range d.s.Texts() {
			names = append(names, link.FindAllString(s, -1)...)
		}
		for _, phone := range []bool{true, false} {
			d.h.SetPhone(phone)
			d.pump()
			t.Run(what, func(t *testing.T) { apptest.CheckPseudo(t, d.s, names...) })
		}
	}
	walkEvening(t, q, dir, code, address, check)
}
