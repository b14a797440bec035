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
	check(dir, "the director's screen")

	tb := newDevice(t, q, true)
	tb.h.Push("play", JoinPageWith(tb.h, Options{Do: q.do}))
	check(tb, "the join form")
	tb.h.Back("play")
	joinAs(t, tb, Options{Do: q.do}, code, address, "1")
	tb.untilShows(i18n.Tf("Round %d of %d", 1, 2))
	check(tb, "the table's deal entry")
	tb.tap(i18n.T("Its score"))
	check(tb, "the table's score entry")
	tb.tap(i18n.T("Everyone passed"))
	tb.tap(i18n.T("Send the result"))
	tb.untilShows(i18n.T("Pass the device to East"))
	check(tb, "East's check")
	tb.tap(i18n.T("East agrees"))
	dir.untilShows(i18n.T("Counted"))
	check(dir, "the director's screen with a result")
	tb.untilShows(i18n.Tf("Round %d of %d", 2, 2))
	check(tb, "the table after a round")
	dir.tap(i18n.T("Counted"))
	dir.untilShows(i18n.T("Correct this result"))
	check(dir, "a result on the director's screen")
}
