package tournament

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tournament/fingertest"
	"arbiter/app/tournament/resultform"
	"arbiter/app/widgets"
	"arbiter/engine/burn"
	"arbiter/engine/pymtheg"
	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
)

// A session's result entered with the game's own entry widgets, on a page
// of its own in the stand-in shell (no network): what the form sends is
// what the event takes.

// formPage shows a session's result form as a table's page shows it: the
// status line, the form, the actions.
type formPage struct {
	finger
	t      *testing.T
	h      *apptest.Host
	s      *apptest.Screen
	f      *resultform.Form
	ev     *event.Event
	key    event.Key
	status *widgets.StatusLine
	bar    *fyne.Container
	fr     *resultform.Frame
	send   *widget.Button
	// sent are the contents the page's action sent.
	sent []event.Content
}

func newFormPage(t *testing.T, setup event.Setup, round, table int, phone bool) *formPage {
	t.Helper()
	ev, err := event.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	k := event.Key{Round: round, Table: table}
	sess, ok := ev.Session(k)
	if !ok {
		t.Fatalf("no session at table %d in round %d", table, round)
	}
	plan, _ := ev.Plan(round)
	p := &formPage{t: t, h: apptest.NewHost(t, phone), ev: ev, key: k, status: widgets.NewStatusLine(2), bar: container.NewStack()}
	p.send = widget.NewButton(i18n.T("Send the result"), p.sendNow)
	p.f, err = resultform.New(p.h, setup, sess, plan, resultform.Options{Say: p.status.Set, Changed: p.actions, Done: p.sendNow, Action: i18n.T("Send the result"), Grew: p.grew})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.f.Close)
	p.fr = resultform.NewFrame(p.status, container.NewPadded(p.f.Root), p.bar)
	p.actions()
	p.h.Push(host.SectionPlay, host.Page{Title: "Result", Content: p.fr.Object()})
	p.s = apptest.Of(t, p.h.Window())
	p.s.Settle = p.settle
	p.finger = fingertest.New(t, p.s, p.h.Window())
	return p
}

// settle runs the form's sessions and the shell's queue until both are
// done (a commit's news starts the next commit of a result read back).
func (p *formPage) settle() {
	for range 1000 {
		p.f.Settle()
		p.h.Settle()
		if !p.f.Busy() {
			return
		}
	}
	p.t.Fatal("the form's sessions never settle")
}

func (p *formPage) grew() {
	if p.fr != nil {
		p.fr.Refresh()
	}
}

func (p *formPage) actions() {
	p.bar.Objects = []fyne.CanvasObject{widgets.ActionBar(p.f.Actions(p.send)...)}
	p.bar.Refresh()
	p.fr.Refresh()
}

// sendNow is the page's action: what the form gives, checked by the event
// as the director checks it.
func (p *formPage) sendNow() {
	c, err := p.f.Content()
	if err != nil {
		p.status.Set(err.Error(), widgets.StatusProblem)
		return
	}
	en := event.Entry{ID: fmt.Sprint("e", len(p.sent)), Round: p.key.Round, Table: p.key.Table, Role: event.North, Content: c}
	if err := p.ev.Check(en); err != nil {
		p.t.Fatalf("the event refuses what the form gives: %v (%+v)", err, c)
	}
	p.sent = append(p.sent, c)
}

// typeIn types into the n-th entry (from 0) showing shown.
func (p *formPage) typeIn(shown string, n int, chars string) {
	p.t.Helper()
	p.TypeIn(shown, n, chars)
}

// tap taps a text, scrolled into view.
func (p *formPage) tap(text string) {
	p.t.Helper()
	p.s.TapItem(p.s.ScrollTo(text))
}

// wantStatus fails unless the status line says part.
func (p *formPage) wantStatus(part string) {
	p.t.Helper()
	if got := p.status.Text(); !strings.Contains(got, part) {
		p.t.Fatalf("the status says %q, want %q", got, part)
	}
}

var pymLeague = event.Setup{Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(4, 2)}

// quickGam enters Gâm by North (T1 P1), no trump named after the bidding,
// not doubled, by quick entry.
func (p *formPage) quickGam() {
	p.t.Helper()
	p.tap(i18n.T("Quick entry"))
	p.tap("Gâm")
	p.TapBelow(i18n.T("Declarer"), "T1 P1")
	p.tap(i18n.T("No trump"))
	p.tap(i18n.T("after the bidding"))
}

// A league's deal entered with Pymtheg's deal entry: every count starts
// empty and none is made up; Send says why it cannot send yet; a count
// that would make more than 15 tricks is refused at the tap with the
// reason (GEN-1); the last seat's tricks are offered, not assumed; the
// deal the entry commits is what is sent.
func TestLeagueDealThroughTheDealEntry(t *testing.T) {
	p := newFormPage(t, pymLeague, 1, 1, true)
	p.quickGam()
	if p.CountsShown("?") != 4 {
		t.Fatalf("the counts do not start empty: %q", p.s.Texts())
	}
	p.Want(i18n.Tf("Enter the tricks every seat took: %d of 4 seats entered.", 0))
	p.TapGreyed(i18n.T("Send the result"))
	p.wantStatus(i18n.Tf("Enter the tricks every seat took: %d of 4 seats entered.", 0))
	if len(p.sent) != 0 {
		t.Fatal("an incomplete deal was sent")
	}
	p.Pick("T1 P1 (North), declarer", 7)
	p.Pick("T3 P1 (East)", 4)
	p.Pick("T1 P2 (South)", 4)
	p.Want("Not entered yet: T3 P2 (West). Every seat's tricks are entered, 0 too: none is made up.")
	p.s.TapAt(p.OnRow("T3 P2 (West)", "+").Centre()) // greyed: says why
	p.wantStatus("That makes 16 tricks, but a deal has 15 (GEN-1): take one from another seat first.")
	p.tap("T3 P2 took the rest: 0")
	p.Want("North-South +44 · East-West +0")
	p.tap(i18n.T("Send the result"))
	if len(p.sent) != 1 {
		t.Fatalf("sent %d results", len(p.sent))
	}
	d := p.sent[0].Deal
	if d == nil || d.Contract == nil || *d.Contract != pymtheg.Gam || d.Declarer == nil || *d.Declarer != pymtheg.North ||
		d.TricksWon["N"] != 7 || d.TricksWon["E"] != 4 || d.TricksWon["S"] != 4 || d.TricksWon["W"] != 0 {
		t.Fatalf("sent %s", mustJSON(t, p.sent[0]))
	}
	if sc, err := resultform.ContentScore(pymLeague, p.f.Session(), p.f.Plan(), p.sent[0]); err != nil || sc != "Team 1 44 · Team 3 0 · Contract made" {
		t.Fatalf("the result's score: %q %v", sc, err)
	}
	// Not sent after all (the page takes it back): the deal is in the
	// form again.
	p.f.TakeBack()
	p.settle()
	p.Want("North-South +44 · East-West +0")
}

// Trick by trick, the card that proves a revoke is asked about at the
// tap (PYM-6); applied, the deal ends there and that is what is sent.
func TestLeagueDealRevokeAskedAtTheTap(t *testing.T) {
	p := newFormPage(t, pymLeague, 1, 1, false)
	p.quickGam()
	p.tap(i18n.T("Trick by trick"))
	// North deals: East leads. North shows out of water in trick 1 …
	for _, c := range []string{"Wa5", "Wa9", "Wa2", "Wi4"} {
		p.Card(c)
	}
	p.tap(i18n.T("Count this trick"))
	p.wantStatus("Trick 1 counted: T1 P2 wins it with Water 9.")
	// … and plays water in trick 2.
	for _, c := range []string{"Wa10", "Wa11", "Wa3"} {
		p.Card(c)
	}
	p.Want("Revoke by T1 P1 (North): played Wind 4 in trick 1 when Water was led, yet played Water 3 in trick 2")
	p.Want("Apply PYM-6 at trick 2? The deal ends here:")
	p.tap(i18n.T("Apply PYM-6"))
	p.wantStatus("PYM-6 applied: T1 P1 (North) did not follow suit and the deal ends at trick 2.")
	p.tap(i18n.T("Send the result"))
	if len(p.sent) != 1 || p.sent[0].Deal == nil || p.sent[0].Deal.Revoke == nil || *p.sent[0].Deal.Revoke != pymtheg.North || len(p.sent[0].Deal.Tricks) != 1 {
		t.Fatalf("sent %s", mustJSON(t, p.sent))
	}
}

// Burn rounds entered with Burn's round entry: every count is entered
// (none follows from the other side's), a count past the deck's 15 is
// refused at the tap with the reason, and a pit offers the pit side the
// choices the limits leave open; the rounds the entry commits are what
// is sent.
func TestBurnRoundsThroughTheRoundEntry(t *testing.T) {
	setup := event.Setup{Game: event.Burn, Form: event.League, Teams: eventtest.Teams(4, 2)}
	p := newFormPage(t, setup, 1, 1, true)
	ns, ew := p.f.Session().NS, p.f.Session().EW
	fire, water := i18n.T("Fire cards"), i18n.T("Water cards")
	// The first round: each side's fire and water, as the table counted.
	p.PickNth(fire, 0, 8)
	p.PickNth(water, 0, 8)
	p.PickNth(water, 1, 7)
	p.TapCountNth(fire, 1)
	p.tapGreyedNumber("8")
	p.wantStatus("That makes 16, but the deck has 15 of each (GEN-1).")
	p.tap("7")
	p.tap(i18n.T("Save the round"))
	p.Want(fmt.Sprintf("Round 1: %s +8, total 8 · %s +7, total 7", ns, ew))
	// The second: every card to the first side, a pit.
	p.PickNth(fire, 0, 15)
	p.PickNth(water, 0, 15)
	p.tap(i18n.Tf("%s took the other %d %s cards", ew, 0, i18n.T("fire")))
	p.tap(i18n.Tf("%s took the other %d %s cards", ew, 0, i18n.T("water")))
	p.Want(i18n.Tf("Pit! %s took every fire and water card", ns))
	// With 8 the pit side cannot take 30 off its own total: refused at
	// the tap, with the reason (BURN-1).
	p.TapGreyed(i18n.Tf("%d off for %s", 30, ns))
	p.wantStatus(i18n.Tf("Not allowed: %s would go below 0 (it has %d) (BURN-1).", ns, 8))
	p.tap(i18n.Tf("+%d for every other side", 30))
	p.tap(i18n.T("Save the round"))
	p.tap(i18n.T("Send the result"))
	if len(p.sent) != 1 {
		t.Fatalf("sent %d", len(p.sent))
	}
	c := p.sent[0]
	if len(c.Rounds) != 2 || c.Rounds[0].Won[ns] != (burn.FireWater{Fire: 8, Water: 8}) || c.Rounds[0].Won[ew] != (burn.FireWater{Fire: 7, Water: 7}) {
		t.Fatalf("rounds: %s", mustJSON(t, c.Rounds))
	}
	if r := c.Rounds[1]; r.Won[ns] != (burn.FireWater{Fire: 15, Water: 15}) || r.PitChoice == nil || *r.PitChoice != "add" {
		t.Fatalf("the pit round: %s", mustJSON(t, r))
	}
}

// tapGreyedNumber taps a number the offer greys out: it says why.
func (p *formPage) tapGreyedNumber(n string) {
	p.t.Helper()
	p.s.TapAt(p.s.Find(n).Centre())
	if p.h.Window().Canvas().Overlays().Top() != nil {
		p.t.Fatalf("a refused number %s was taken", n)
	}
	p.TapCountNth(i18n.T("Fire cards"), 1)
}

// A Pymtheg knock-out match game by game as scores.
func TestKnockOutMatchByScores(t *testing.T) {
	setup := event.Setup{Game: event.Pymtheg, Form: event.KnockOut, Teams: eventtest.Teams(4, 2)}
	p := newFormPage(t, setup, 1, 1, true)
	if _, err := p.f.Content(); err == nil {
		t.Fatal("an empty match gives a result")
	}
	p.tap(i18n.T("Scores only"))
	ns, ew := p.f.Session().NS, p.f.Session().EW
	for g := range 5 {
		p.typeIn("0", 0, "30")
		p.typeIn("0", 0, "0")
		p.tap(i18n.T("Add this game"))
		p.Want(fmt.Sprintf("Game %d: %s 30 · %s 0", g+1, ns, ew))
	}
	p.tap(i18n.T("Send the result"))
	if len(p.sent) != 1 || len(p.sent[0].Scores) != 5 || p.sent[0].Deals != nil {
		t.Fatalf("%s", mustJSON(t, p.sent))
	}
	p.Want(fmt.Sprintf("After 5 of 5 games: %s 150 · %s 0", ns, ew))
}

// A knock-out match deal by deal: each game saved through the deal entry
// is listed; the last one taken back is in the entry's form again.
func TestKnockOutMatchDealByDeal(t *testing.T) {
	setup := event.Setup{Game: event.Pymtheg, Form: event.KnockOut, Teams: eventtest.Teams(4, 2)}
	p := newFormPage(t, setup, 1, 1, true)
	ns, ew := p.f.Session().NS, p.f.Session().EW
	p.quickGam()
	p.Pick("T1 P1 (North), declarer", 7)
	p.Pick("T4 P1 (East)", 4)
	p.Pick("T1 P2 (South)", 4)
	p.Pick("T4 P2 (West)", 0)
	p.tap(i18n.T("Save the deal"))
	p.Want(fmt.Sprintf("Game 1: %s 44 · %s 0 — Gâm by T1 P1 (North)", ns, ew))
	p.Want(fmt.Sprintf("After 1 of 5 games: %s 44 · %s 0", ns, ew))
	p.tap(i18n.T("Remove the last game"))
	p.wantStatus(i18n.Tf("Deal %d is taken back and in the form again: fix it and save it.", 1))
	p.Pick("T4 P2 (West)", 1)
	p.wantStatus("That makes 16 tricks, but a deal has 15 (GEN-1): take one from another seat first.")
	p.Pick("T1 P1 (North), declarer", 6)
	p.Pick("T4 P2 (West)", 1)
	p.tap(i18n.T("Save the deal"))
	p.tap(i18n.T("Send the result"))
	if len(p.sent) != 1 || len(p.sent[0].Deals) != 1 || p.sent[0].Deals[0].TricksWon["W"] != 1 || p.sent[0].Deals[0].TricksWon["N"] != 6 {
		t.Fatalf("%s", mustJSON(t, p.sent))
	}
}

// What a table entered reads back into the form (North changing the
// entry, the director correcting it) and gives the same result again: a
// score, a deal everyone passed, a match's deals and a Burn knock-out's
// rounds with a deciding game, committed to the form's session again.
func TestResultReadBack(t *testing.T) {
	level := func() []string {
		// 105 each after 14 rounds: the game ends level.
		var out []string
		for i := range 14 {
			a, b := `{"Fire":8,"Water":8}`, `{"Fire":7,"Water":7}`
			if i%2 == 1 {
				a, b = b, a
			}
			out = append(out, fmt.Sprintf(`{"won":{"Team 1":%s,"Team 4":%s}}`, a, b))
		}
		return out
	}
	cases := []struct {
		setup event.Setup
		in    string
		shows string
	}{
		{pymLeague, `{"score":{"NS":-20,"EW":40}}`, ""},
		{pymLeague, `{"passed":true}`, ""},
		{event.Setup{Game: event.Pymtheg, Form: event.KnockOut, Teams: eventtest.Teams(4, 2)},
			`{"deals":[{"contract":"gam+2","declarer":"N","trump":"Wa","trump_named":"bidding","doubling":"double","tricks_won":{"N":5,"E":2,"S":7,"W":1}},` +
				`{"contract":"ry2","declarer":"W","tricks_won":{"N":5,"E":2,"S":7,"W":1}}]}`, "Game 2: "},
		{event.Setup{Game: event.Burn, Form: event.KnockOut, Teams: eventtest.Teams(4, 1)},
			`{"rounds":[` + strings.Join(level(), ",") + `],"deciders":[[{"won":{"Team 1":{"Fire":15,"Water":0},"Team 4":{"Fire":0,"Water":15}}}]]}`, "Deciding game 1"},
	}
	for _, c := range cases {
		p := newFormPage(t, c.setup, 1, 1, false)
		in := contentOf(t, c.in)
		p.f.Set(in)
		p.settle()
		got, err := p.f.Content()
		if err != nil || !got.Equal(in) {
			t.Errorf("read back %s as %s (%v)", c.in, mustJSON(t, got), err)
		}
		if c.shows != "" {
			p.Want(c.shows)
		}
	}
	// A league's deal goes into the deal entry's form; sent, it is the
	// same deal.
	p := newFormPage(t, pymLeague, 1, 1, true)
	in := contentOf(t, `{"deal":{"contract":"gam+2","declarer":"N","trump":"Wa","trump_named":"bidding","doubling":"double","dealer":"W","tricks_won":{"N":5,"E":2,"S":7,"W":1}}}`)
	p.f.Set(in)
	p.settle()
	p.tap(i18n.T("Send the result"))
	if len(p.sent) != 1 || !p.sent[0].Equal(in) {
		t.Fatalf("read back %s as %s", mustJSON(t, in), mustJSON(t, p.sent))
	}
}

func contentOf(t *testing.T, s string) event.Content {
	t.Helper()
	var c event.Content
	if err := jsonUnmarshal(s, &c); err != nil {
		t.Fatal(err)
	}
	return c
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := jsonMarshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
