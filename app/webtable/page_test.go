package webtable

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/tournament/fingertest"
	"arbiter/engine/burn"
	"arbiter/scoring/event"
	"arbiter/storage"
	"arbiter/tournament/director"
	"arbiter/tournament/table"
	"arbiter/tournament/wire"
)

const testOrigin = "http://127.0.0.1:8088"

// queue is the page's UI goroutine in a test: what the network hands the
// screen runs when the test settles it.
type queue struct {
	mu  sync.Mutex
	fns []func()
}

func (q *queue) do(fn func()) { q.mu.Lock(); q.fns = append(q.fns, fn); q.mu.Unlock() }
func (q *queue) pump() bool {
	q.mu.Lock()
	fns := q.fns
	q.fns = nil
	q.mu.Unlock()
	for _, fn := range fns {
		fn()
	}
	return len(fns) > 0
}

// webDirector runs a director of a Pymtheg league of four teams (two
// tables, two rounds) on 127.0.0.1 with its WebSocket listener.
func webDirector(t *testing.T) (*director.Director, *storage.Store, storage.TournamentEvent) {
	t.Helper()
	return webDirectorOf(t, event.Setup{Name: "Club night", Game: event.Pymtheg, Form: event.League, Teams: []event.Team{
		{Name: "Owls", Players: []string{"Ann", "Cy"}}, {Name: "Hawks"}, {Name: "Foxes"}, {Name: "Bees"}}})
}

func webDirectorOf(t *testing.T, setup event.Setup) (*director.Director, *storage.Store, storage.TournamentEvent) {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "director.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	rec, err := director.CreateEvent(st, setup)
	if err != nil {
		t.Fatal(err)
	}
	d, err := director.Start(context.Background(), director.Config{Store: st, EventID: rec.ID, DataDir: t.TempDir(), Host: "127.0.0.1", Port: -1,
		WebSocket: &director.WebSocketConfig{Port: -1, AllowedOrigins: []string{testOrigin}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return d, st, rec
}

type webPage struct {
	fingertest.Finger
	t  *testing.T
	q  *queue
	pg *Page
	s  *apptest.Screen
}

// openPage opens the page in a test window of the app a (its
// preferences are the browser's storage: a second page on the same app
// is the page reloaded).
func openPage(t *testing.T, a fyne.App, d *director.Director, fragment string, phone bool) *webPage {
	t.Helper()
	q := &queue{}
	w := a.NewWindow("Arbiter")
	size := apptest.Desktop
	if phone {
		size = apptest.Phone
	}
	w.Resize(size)
	pg := Start(Config{App: a, Window: w, Fragment: fragment, Server: fmt.Sprintf("127.0.0.1:%d", d.WebSocketPort()),
		Dialer: table.WebSocketDialer{Origin: testOrigin}, Do: q.do, Phone: &phone,
		ResendAfter: time.Second, RetryAfter: 200 * time.Millisecond})
	wp := &webPage{t: t, q: q, pg: pg, s: apptest.Of(t, w)}
	wp.Finger = fingertest.New(t, wp.s, w)
	wp.s.Settle = func() {
		for range 1000 {
			pg.Settle()
			if !q.pump() && !pg.Busy() {
				return
			}
		}
		t.Fatal("the page never settles")
	}
	t.Cleanup(func() {
		if pg.run != nil {
			pg.run.close()
		}
		w.Close()
	})
	return wp
}

func (p *webPage) until(what string, cond func() bool) {
	p.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			p.t.Fatalf("timed out waiting for %s; the page shows %q", what, p.s.Texts())
		}
		time.Sleep(20 * time.Millisecond)
		p.s.Settle()
	}
}

// shows reports whether the page holds part in a label, in view or
// scrolled out of it.
func (p *webPage) shows(part string) bool {
	if strings.Contains(apptest.WindowLabels(p.s.W), part) {
		return true
	}
	for _, s := range p.s.Texts() {
		if strings.Contains(s, part) {
			return true
		}
	}
	return false
}

func (p *webPage) tap(text string) { p.t.Helper(); p.s.TapItem(p.s.ScrollTo(text)) }

// A table's page, as the director's QR code opens it on a phone in
// English and on a desktop in Dutch: the join form filled in from the
// address, who sits here, North's result with Pymtheg's deal entry (the
// app's widget, on a table session), East agrees on the same device, the
// director counts it once; the table's rank and the standings show; the
// page reloaded joins again by itself at the next round.
func TestTableJourneyInThePage(t *testing.T) {
	for _, c := range []struct {
		phone bool
		lang  string
	}{{true, "en"}, {false, "nl"}} {
		t.Run(fmt.Sprintf("%s phone %v", c.lang, c.phone), func(t *testing.T) {
			i18n.SetLanguage(c.lang)
			defer i18n.SetLanguage("en")
			T := i18n.T
			d, _, rec := webDirector(t)
			a := test.NewTempApp(t)
			fragment := "#" + Fragment(rec.ID, d.JoinCode(), 1)
			p := openPage(t, a, d, fragment, c.phone)
			if !p.s.Has(T("Join a tournament")) {
				t.Fatalf("the join form: %q", p.s.Texts())
			}
			// Where a headless browser taps: the join button's centre.
			if at, ok := p.pg.Probe().Targets["join"]; !ok || at[1] < 100 {
				t.Fatalf("probe %+v", p.pg.Probe())
			}
			p.tap(T("Join"))
			p.until("the table's round", func() bool { return p.shows(fmt.Sprintf(T("Round %d of %d"), 1, 2)) })
			p.until("who sits here", func() bool { return p.shows("Owls (Ann & Cy)") })
			// The deal entry of the app's Pymtheg table (ScrollTo fails
			// the test when it is not on the page).
			for _, want := range []string{T("1. Contract"), T("Quick entry")} {
				p.s.ScrollTo(want)
			}
			if pr := p.pg.Probe(); pr.Phase != "enter" || !pr.Connected || pr.Targets["passed"] == [2]float32{} {
				t.Fatalf("probe %+v", pr)
			}
			p.tap(T("Everyone passed"))
			if _, ok := p.pg.Probe().Targets["send"]; !ok {
				t.Fatalf("no send in the probe %+v", p.pg.Probe())
			}
			p.tap(T("Send the result"))
			p.until("East's turn", func() bool { return p.shows(T("Pass the device to East")) })
			if !p.shows(fmt.Sprintf(T("North entered: %s"), T("Everyone passed"))) {
				t.Fatalf("East does not see North's entry: %q", p.s.Texts())
			}
			p.tap(T("East agrees"))
			p.until("the director counting it", func() bool {
				st, err := d.Standings()
				return err == nil && st.Counted == 1
			})
			p.until("the next round", func() bool { return p.shows(fmt.Sprintf(T("Round %d of %d"), 2, 2)) })
			p.until("the table's rank", func() bool { return p.shows(strings.Split(T("Rank at this table so far: %s"), "%")[0]) })
			p.until("the standings", func() bool { return p.shows(fmt.Sprintf(T("Standings · %d of %d results counted"), 1, 4)) })
			if st := d.Stats(); st.Applied != 2 || st.Duplicates != 0 {
				t.Fatalf("stats %+v", st)
			}

			// The page reloaded (the same browser storage, the same
			// address): it joins again by itself, at round 2.
			p.pg.run.close()
			again := openPage(t, a, d, fragment, c.phone)
			again.until("the table again", func() bool { return again.shows(fmt.Sprintf(T("Round %d of %d"), 2, 2)) })
			if st := d.Stats(); st.Applied != 2 {
				t.Fatalf("after the reload %+v", st)
			}
		})
	}
}

// A result entered while the director cannot be reached waits in the
// page's storage; the page reloaded still has it and sends it once the
// director is back: counted once.
func TestOutboxAcrossAReload(t *testing.T) {
	d, _, rec := webDirector(t)
	a := test.NewTempApp(t)
	fragment := "#" + Fragment(rec.ID, d.JoinCode(), 2)
	p := openPage(t, a, d, fragment, true)
	p.tap("Join")
	p.until("the table's round", func() bool { return p.shows("Round 1 of 2") })
	p.tap("Everyone passed")
	p.tap("Send the result")
	p.until("East's turn", func() bool { return p.shows("Pass the device to East") })
	// The page closes before the director's answer is written down; a
	// new page on the same storage finds the entry (waiting or
	// answered), and East's answer counts it once.
	p.pg.run.close()
	items, _ := p.pg.out.Outbox(wire.NamesOf(mustCode(t, d.JoinCode())).NS)
	if len(items) != 1 {
		t.Fatalf("the outbox holds %d entries", len(items))
	}
	again := openPage(t, a, d, fragment, true)
	again.until("East's turn again", func() bool { return again.shows("Pass the device to East") })
	again.tap("East agrees")
	again.until("counted", func() bool { st, _ := d.Standings(); return st.Counted == 1 })
	again.until("nothing waits", func() bool { return again.pg.Table().View().Pending == 0 })
	if st := d.Stats(); st.Applied != 2 || st.Refused != 0 {
		t.Fatalf("stats %+v", st)
	}
}

// A page whose address carries a wrong code is refused with the reason
// and stores nothing.
func TestWrongCodeRefused(t *testing.T) {
	d, st, rec := webDirector(t)
	a := test.NewTempApp(t)
	wrong := wire.FormatCode(wire.NewJoinCode())
	p := openPage(t, a, d, "#"+Fragment(rec.ID, wrong, 1), true)
	p.tap("Join")
	p.until("the refusal", func() bool {
		return p.shows("The director does not let this device in: the join code or the table number is wrong.")
	})
	if !p.s.Has("Join a tournament") {
		t.Fatalf("not back on the join form: %q", p.s.Texts())
	}
	if e, c, err := st.TournamentRecordCount(rec.ID); err != nil || e+c != 0 || d.Stats().Received != 0 {
		t.Fatalf("stored %d %d %v", e, c, err)
	}
	// A code that is not one is said at once.
	p.s.SetEntry(wrong, "nonsense")
	p.tap("Join")
	if !p.shows("The join code is ten letters and digits") {
		t.Fatalf("%q", p.s.Texts())
	}
}

func TestParseFragment(t *testing.T) {
	j := ParseFragment("#event=ev1&table=3&code=K4F9Q-2MXR7&seat=east")
	if j != (Join{Event: "ev1", Table: 3, Code: "K4F9Q-2MXR7", Seat: "east"}) {
		t.Fatalf("%+v", j)
	}
	if j := ParseFragment("table=x"); j.Table != 0 || j.Seat != "north" {
		t.Fatalf("%+v", j)
	}
	if f := Fragment("ev1", "K4F9Q-2MXR7", 3); f != "event=ev1&table=3&code=K4F9Q-2MXR7" {
		t.Fatal(f)
	}
}

func mustCode(t *testing.T, code string) string {
	c, err := wire.NormalizeCode(code)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// A Burn table's page enters its session with Burn's round entry (the
// app's widget): nothing is sent before a round is entered; a round
// entered is sent and counted.
func TestBurnTableInThePage(t *testing.T) {
	d, _, rec := webDirectorOf(t, event.Setup{Name: "Burn night", Game: event.Burn, Form: event.League, Teams: []event.Team{
		{Name: "Owls"}, {Name: "Hawks"}, {Name: "Foxes"}, {Name: "Bees"}}})
	a := test.NewTempApp(t)
	p := openPage(t, a, d, "#"+Fragment(rec.ID, d.JoinCode(), 1), true)
	p.tap("Join")
	p.until("the table's round", func() bool { return p.shows("Round 1 of 2") })
	p.until("the round entry", func() bool { return p.shows("Fire cards") })
	p.tap("Send the result")
	p.until("the refusal", func() bool { return p.shows("Add the rounds played first.") })
	if v := p.pg.Table().View(); v.Pending != 0 || d.Stats().Received != 0 {
		t.Fatalf("sent without a round: %+v %+v", v, d.Stats())
	}
	// A whole round, every count tapped in: sent, checked by East on the
	// same device, counted.
	p.burnRound(map[string]burn.FireWater{"Owls": {Fire: 9, Water: 6}, "Foxes": {Fire: 6, Water: 9}}, false)
	p.Want("Round 1: Owls +9, total 9 · Foxes +0, total 0")
	p.tap("Send the result")
	p.until("East's turn", func() bool { return p.Says("North entered: 1 round: Owls 9 · Foxes 0") })
	p.tap("East agrees")
	p.until("the table's rank", func() bool { return p.Says("Rank at this table so far: Foxes 1 · Owls 2") })
	r := resultOf(t, d, 1, 1)
	if r.Status != event.Confirmed || r.Counted == nil || len(r.Counted.Rounds) != 1 || r.Counted.Rounds[0].Won["Owls"] != (burn.FireWater{Fire: 9, Water: 6}) {
		t.Fatalf("the director's result: %+v", r)
	}
}
