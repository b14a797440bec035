package tournament

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/app/apptest"
	"arbiter/app/widgets"
	"arbiter/engine/burn"
	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
)

// entryScreen shows a session's result entry alone, on a phone.
func entryScreen(t *testing.T, setup event.Setup, round, table int) (*resultEntry, *apptest.Screen, *event.Event) {
	t.Helper()
	test.NewTempApp(t)
	ev, err := event.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	sess, ok := ev.Session(event.Key{Round: round, Table: table})
	if !ok {
		t.Fatalf("no session at table %d in round %d", table, round)
	}
	plan, _ := ev.Plan(round)
	var scroll *widgets.Scroll
	e := newResultEntry(setup, sess, plan, func(fn func()) { fn() }, func() { scroll.Refresh() })
	scroll = widgets.NewScroll(e.Root)
	return e, apptest.New(t, scroll, apptest.Phone), ev
}

// typeNth types into the n-th entry showing shown (its placeholder).
func typeNth(t *testing.T, s *apptest.Screen, shown string, n int, chars string) {
	t.Helper()
	var hits []apptest.Item
	for _, it := range s.Items() {
		if it.Text == shown && entryOf(it) != nil {
			hits = append(hits, it)
		}
	}
	if n >= len(hits) {
		t.Fatalf("only %d entries show %q", len(hits), shown)
	}
	s.TapItem(hits[n])
	test.Type(entryOf(hits[n]), chars)
}

func checkEntry(t *testing.T, ev *event.Event, e *resultEntry) event.Content {
	t.Helper()
	c, err := e.Content()
	if err != nil {
		t.Fatal(err)
	}
	en := event.Entry{ID: "probe", Round: e.session.Round, Table: e.session.Table, Role: event.North, Content: c}
	if err := ev.Check(en); err != nil {
		t.Fatalf("the event refuses what the entry gives: %v (%+v)", err, c)
	}
	return c
}

// Burn rounds as the Burn table enters them: the fire and water each side
// took (the other side's follow), and a pit's choice.
func TestBurnRoundsByTapping(t *testing.T) {
	setup := event.Setup{Game: event.Burn, Form: event.League, Teams: eventtest.Teams(4, 2)}
	e, s, ev := entryScreen(t, setup, 1, 1)
	ns, ew := e.session.NS, e.session.EW
	s.TapItem(s.ScrollTo("Add this round"))
	// The second round: NS takes every fire and water card, a pit.
	for range 7 {
		s.ScrollTo("Fire cards")
		s.TapNth("+", 0)
		s.TapNth("+", 1)
	}
	if !s.HasContaining("took every fire and water card") {
		t.Fatalf("no pit: %q", s.Texts())
	}
	for _, it := range s.Items() {
		if len(it.Text) > 0 && it.Text[0] == '+' && it.Text != "+" {
			s.TapItem(it) // +N for every other side
			break
		}
	}
	s.TapItem(s.ScrollTo("Add this round"))
	c := checkEntry(t, ev, e)
	if len(c.Rounds) != 2 || c.Rounds[0].Won[ns] != (burn.FireWater{Fire: 8, Water: 8}) || c.Rounds[0].Won[ew] != (burn.FireWater{Fire: 7, Water: 7}) {
		t.Fatalf("rounds: %+v", c.Rounds)
	}
	if r := c.Rounds[1]; r.Won[ns] != (burn.FireWater{Fire: 15, Water: 15}) || r.PitChoice == nil || *r.PitChoice != "add" {
		t.Fatalf("the pit round: %+v", r)
	}
	// The entry shows each round with the totals.
	if !s.HasContaining("Round 1: " + ns) {
		t.Fatalf("the rounds are not listed: %q", s.Texts())
	}
}

// A Pymtheg knock-out match entered game by game as scores.
func TestKnockOutMatchByScores(t *testing.T) {
	setup := event.Setup{Game: event.Pymtheg, Form: event.KnockOut, Teams: eventtest.Teams(4, 2)}
	e, s, ev := entryScreen(t, setup, 1, 1)
	if _, err := e.Content(); err == nil {
		t.Fatal("an empty match gives a result")
	}
	s.Tap("Scores only")
	for g := range 5 {
		typeNth(t, s, "0", 0, "30")
		typeNth(t, s, "0", 0, "0")
		s.TapItem(s.ScrollTo("Add this game"))
		if !s.HasContaining("Game " + string(rune('1'+g)) + ": NS 30 · EW 0") {
			t.Fatalf("game %d is not listed: %q", g+1, s.Texts())
		}
	}
	c := checkEntry(t, ev, e)
	if len(c.Scores) != 5 || c.Deals != nil {
		t.Fatalf("%+v", c)
	}
	if !s.HasContaining("After 5 of 5 games: NS 150 · EW 0") {
		t.Fatalf("%q", s.Texts())
	}
}

// A Pymtheg deal read back into the form (a correction starts from the
// table's entry) gives the same deal.
func TestDealReadBack(t *testing.T) {
	setup := event.Setup{Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(4, 2)}
	e, _, ev := entryScreen(t, setup, 1, 1)
	for _, in := range []event.Content{
		contentOf(t, `{"deal":{"contract":"gam+2","declarer":"N","trump":"Wa","trump_named":"bidding","doubling":"double","tricks_won":{"N":5,"E":2,"S":7,"W":1}}}`),
		contentOf(t, `{"deal":{"contract":"ry2","declarer":"W","tricks_won":{"N":5,"E":2,"S":7,"W":1}}}`),
		contentOf(t, `{"score":{"NS":-20,"EW":40}}`),
		contentOf(t, `{"passed":true}`),
	} {
		e.Set(in)
		c := checkEntry(t, ev, e)
		if !c.Equal(in) {
			t.Errorf("read back %+v as %+v", in, c)
		}
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
