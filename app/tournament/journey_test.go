package tournament_test

import (
	"context"
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/tables"
	"arbiter/app/tournament"
	"arbiter/app/tournament/fingertest"
	"arbiter/scoring/event"
	"arbiter/storage"
	"arbiter/tournament/director"
)

// The table's path through the whole app, as a club member takes it: the
// home screen, "Join a tournament", the code, the table and the address
// the director's screen shows; North enters the deal with Pymtheg's deal
// entry — a count that would make more than 15 tricks refused at the tap
// with the reason, none made up — and sends it; East agrees on the same
// device, and the director counts it. On a phone in English and on a
// desktop in Dutch.
func TestTableJourneyFromHome(t *testing.T) {
	for _, c := range []struct {
		phone bool
		lang  string
	}{{true, "en"}, {false, "nl"}} {
		t.Run(fmt.Sprintf("%s phone %v", c.lang, c.phone), func(t *testing.T) {
			i18n.SetLanguage(c.lang)
			defer i18n.SetLanguage("en")
			T := i18n.T
			d, code, address := startDirector(t)

			u := app.New(test.NewTempApp(t), app.Config{Tables: tables.All, DBPath: filepath.Join(t.TempDir(), "arbiter.db"), Phone: c.phone, Settled: true})
			if err := u.Start(); err != nil {
				t.Fatal(err)
			}
			if err := u.WaitReady(); err != nil {
				t.Fatal(err)
			}
			defer u.Close()
			s := apptest.Of(t, u.Window())
			s.Settle = func() {
				for range 1000 {
					u.Settle()
					tournament.SettleForms(u)
					if !tournament.FormsBusy(u) {
						u.Settle()
						return
					}
				}
				t.Fatal("the result form never settles")
			}
			f := fingertest.New(t, s, u.Window())
			until := func(what string, cond func() bool) {
				t.Helper()
				deadline := time.Now().Add(30 * time.Second)
				for !cond() {
					if time.Now().After(deadline) {
						t.Fatalf("timed out waiting for %s; the screen shows %q", what, s.Texts())
					}
					time.Sleep(20 * time.Millisecond)
					s.Settle()
				}
			}
			tap := func(text string) { t.Helper(); s.TapItem(s.ScrollTo(text)) }

			tap(T("Join a tournament"))
			s.SetEntry(T("like K4F9Q-2MXR7"), code)
			s.SetEntry("1, 2, 3", "1")
			s.SetEntry(T("like 192.168.1.20:4222"), address)
			tap(T("Join"))
			until("the table's round", func() bool { return f.Says(fmt.Sprintf(T("Round %d of %d"), 1, 2)) })

			// North: Gâm by Ann, no trump, named after the bidding.
			tap(T("Quick entry"))
			tap("Gâm")
			f.TapBelow(T("Declarer"), "Ann")
			tap(T("No trump"))
			tap(T("after the bidding"))
			seat := func(name, where string) string { return name + " (" + T(where) + ")" }
			f.Pick(fmt.Sprintf(T("%s, declarer"), seat("Ann", "North")), 7)
			f.Pick(seat("Foxes 1", "East"), 4)
			f.Pick(seat("Cy", "South"), 4)
			// West's "+" would make 16 tricks: refused at the tap, with
			// the reason and its ruling.
			s.TapAt(f.OnRow(seat("Foxes 2", "West"), "+").Centre())
			refused := fmt.Sprintf(T("That makes %d tricks, but a deal has 15 (GEN-1): take one from another seat first."), 16)
			if !f.Says(refused) {
				t.Fatalf("the refusal at the tap is not said: %q", s.Texts())
			}
			if p := append(s.Overlaps(), s.Cut()...); len(p) > 0 {
				t.Errorf("the deal entry: %v", p)
			}
			tap(fmt.Sprintf(T("%s took the rest: %d"), "Foxes 2", 0))
			until("the score", func() bool { return f.Says(fmt.Sprintf("%s +44 · %s +0", T("North-South"), T("East-West"))) })
			tap(T("Send the result"))
			until("East's turn", func() bool { return f.Says(T("Pass the device to East")) })
			if !f.Says(fmt.Sprintf(T("North entered: %s"), "Gâm")) {
				t.Fatalf("East does not see North's entry: %q", s.Texts())
			}
			tap(T("East agrees"))
			until("the director counting it", func() bool {
				st, err := d.Standings()
				return err == nil && st.Counted == 1
			})
			until("the next round", func() bool { return f.Says(fmt.Sprintf(T("Round %d of %d"), 2, 2)) })
			// What counts is the deal as entered.
			res := d.View().Results
			if len(res) == 0 || res[0].Counted == nil || res[0].Counted.Deal == nil || res[0].Counted.Deal.TricksWon["N"] != 7 {
				t.Fatalf("counted %+v", res)
			}
			tap(T("Leave"))
			until("the join form", func() bool { return s.Has(T("Join")) })
		})
	}
}

// startDirector runs a director of a Pymtheg league of four teams on
// 127.0.0.1, with its own history; it returns the code and the address
// its screen would show.
func startDirector(t *testing.T) (*director.Director, string, string) {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "director.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	setup := event.Setup{Name: "Club night", Game: event.Pymtheg, Form: event.League, Teams: []event.Team{
		{Name: "Owls", Players: []string{"Ann", "Cy"}}, {Name: "Hawks"}, {Name: "Foxes"}, {Name: "Bees"}}}
	rec, err := director.CreateEvent(st, setup)
	if err != nil {
		t.Fatal(err)
	}
	d, err := director.Start(context.Background(), director.Config{Store: st, EventID: rec.ID, DataDir: t.TempDir(), Host: "127.0.0.1", Port: -1})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	u, err := url.Parse(d.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	return d, d.JoinCode(), strings.TrimPrefix(u.Host, "nats://")
}
