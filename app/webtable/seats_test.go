package webtable

import (
	"cmp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"arbiter/engine/burn"
	"arbiter/scoring/event"
	"arbiter/tournament/director"
)

// resultOf is the director's result of a table in a round.
func resultOf(t *testing.T, d *director.Director, round, table int) event.Result {
	t.Helper()
	for _, r := range d.View().Results {
		if r.Session.Round == round && r.Session.Table == table {
			return r
		}
	}
	t.Fatalf("the director has no result of table %d in round %d", table, round)
	return event.Result{}
}

// North and East each on their own device, two pages of the same table
// (each browser with its own storage). Round 1: North's entry reaches
// East's page, which asks East to check it; nothing counts until East
// agrees. Round 2: North types the score in; East disagrees with a note:
// both pages say the director decides, and the director holds the dispute
// with East's note and counts nothing of it.
func TestEastOnItsOwnDevice(t *testing.T) {
	d, _, rec := webDirector(t)
	link := "#" + Fragment(rec.ID, d.JoinCode(), 1)
	north := openPage(t, test.NewTempApp(t), d, link, true)
	east := openPage(t, test.NewTempApp(t), d, link+"&seat=east", true)
	// The link says whose device it is: the join form has East's seat.
	if !east.Says("Whose device is this?") || east.pg.Probe().Title != "Join a tournament" {
		t.Fatalf("East's join form: %q", east.s.Texts())
	}
	north.tap("Join")
	east.tap("Join")
	north.until("North's entry", func() bool { return north.Says("North: enter the result") })
	east.until("East's own entry", func() bool { return east.Says("East: enter the result") })
	east.Want("It counts when it is the same as North's entry; otherwise the director decides.")

	north.tap("Everyone passed")
	north.tap("Send the result")
	north.until("North's page waiting for East", func() bool { return north.Says("Pass the device to East") })
	east.until("North's entry on East's device", func() bool { return east.Says("East: check North's entry") })
	east.Want("North entered: Everyone passed")
	// Only North changes North's entry.
	north.Want("North: change the entry")
	if east.Says("North: change the entry") {
		t.Fatal("East's device offers to change North's entry")
	}
	if r := resultOf(t, d, 1, 1); r.Status != event.AwaitingEast || r.Counted != nil {
		t.Fatalf("counted before East agreed: %+v", r)
	}
	east.tap("East agrees")
	north.until("counted, on North's device", func() bool { return north.Says("Round 1: Owls – Foxes · Counted") })
	east.until("the next round on East's device", func() bool { return east.Says("Round 2 of 2") })
	north.until("the next round on North's device", func() bool { return north.Says("Round 2 of 2") })

	// Round 2, Hawks against Bees: North types the score in; the form
	// says what it gives at every key.
	north.Want("North-South: Hawks")
	north.tap("Its score")
	north.TypeIn("0", 0, "30")
	north.TypeIn("0", 0, "0")
	north.Want("Hawks 30 · Bees 0")
	north.tap("Send the result")
	east.until("North's score on East's device", func() bool { return east.Says("North entered: Hawks 30 · Bees 0") })
	east.TypeIn("What is wrong, for the director", 0, "Bees made their bid")
	east.tap("East disagrees")
	const decides = "East disagreed: the director decides this result. Play on; the director's decision will show here."
	east.until("the dispute on East's device", func() bool { return east.Says(decides) })
	east.Want("East disagreed: the director decides.")
	north.until("the dispute on North's device", func() bool { return north.Says(decides) })
	north.until("the result's state", func() bool { return north.Says("Round 2: Hawks – Bees · Disputed") })
	if p := north.pg.Probe(); p.Phase != "disputed" || len(p.Targets) != 0 {
		t.Fatalf("North's page offers to enter a disputed result: %+v", p)
	}

	// The director: a dispute with East's note, nothing of it counted.
	r := resultOf(t, d, 2, 1)
	if r.Status != event.Disputed || r.Counted != nil || r.North == nil || r.North.Content.Score == nil ||
		r.East == nil || !r.East.Disagree || r.East.Note != "Bees made their bid" {
		t.Fatalf("the director's result: %+v", r)
	}
	v := d.View()
	if len(v.Disputes) != 1 || v.Disputes[0].Session.Key() != r.Session.Key() {
		t.Fatalf("disputes %+v", v.Disputes)
	}
	if st, err := d.Standings(); err != nil || st.Counted != 1 {
		t.Fatalf("counted %d (%v)", st.Counted, err)
	}
	// Every entry once: North's two, East's two.
	if st := d.Stats(); st.Applied != 4 || st.Duplicates != 0 || st.Refused != 0 {
		t.Fatalf("stats %+v", st)
	}
	for _, it := range d.Audit(2, 1) {
		if it.Entry != nil && it.Entry.Role == event.East && !strings.Contains(it.Entry.Device, "East's device") {
			t.Fatalf("East's entry came from %q", it.Entry.Device)
		}
	}
}

// burnRound enters a round with Burn's round entry, as the table counted
// it: the fire and water each side took, by side (the order the entry
// lists the sides in changes with the deal); add: a
// pit's side gives every other side the pit's points (tapped only where
// the limits leave a choice). The round is saved in the entry.
func (p *webPage) burnRound(took map[string]burn.FireWater, add bool) {
	p.t.Helper()
	// Each "Fire cards" row is its side's: the side's name is the
	// nearest text above it (the round's first dealer is asked above
	// them all).
	type text struct {
		s string
		y float32
	}
	var texts []text
	p.WalkAt(func(o fyne.CanvasObject, pos fyne.Position) bool {
		if t, ok := o.(*canvas.Text); ok {
			texts = append(texts, text{t.Text, pos.Y})
		}
		return true
	})
	slices.SortStableFunc(texts, func(a, b text) int { return cmp.Compare(a.y, b.y) })
	side, nth := "", 0
	for _, t := range texts {
		if _, ok := took[t.s]; ok {
			side = t.s
		}
		if t.s == "Fire cards" {
			// The entry's head in view first: PickNth counts the rows
			// in view, and the first side's must not be above it.
			p.ScrollTo("Counts per side")
			p.PickNth("Fire cards", nth, took[side].Fire)
			p.PickNth("Water cards", nth, took[side].Water)
			nth++
		}
	}
	if nth != len(took) {
		p.t.Fatalf("%d sides' counts on the round entry", nth)
	}
	if add {
		p.tap("+30 for every other side")
	}
	p.tap("Save the round")
}

// A Burn knock-out's table on the page: whole rounds entered with Burn's
// round entry (pits among them), the game ending level at the cap, a
// deciding game, and the match sent, checked by East and counted by the
// director with its deciding game: the side with the lower total goes
// through.
func TestBurnKnockOutWithADecidingGameInThePage(t *testing.T) {
	d, _, rec := webDirectorOf(t, event.Setup{Name: "Burn cup", Game: event.Burn, Form: event.KnockOut, Teams: []event.Team{
		{Name: "Owls"}, {Name: "Hawks"}, {Name: "Foxes"}, {Name: "Bees"}}})
	p := openPage(t, test.NewTempApp(t), d, "#"+Fragment(rec.ID, d.JoinCode(), 1), true)
	p.tap("Join")
	p.until("the table's game", func() bool { return p.Says("A game to 100; the lower total goes through.") })
	p.Want("Owls against Bees")
	all, none := burn.FireWater{Fire: 15, Water: 15}, burn.FireWater{}
	owlsPit := map[string]burn.FireWater{"Owls": all, "Bees": none}
	// Owls' three pits give Bees 30 each; Bees' three give Owls 30 each
	// (Bees choose: they could take 30 off their own 90).
	for range 3 {
		p.burnRound(owlsPit, false)
	}
	p.Want("Round 3: Owls +0, total 0 · Bees +30, total 90")
	for range 3 {
		p.burnRound(map[string]burn.FireWater{"Owls": none, "Bees": all}, true)
	}
	p.Want("Round 6: Owls +30, total 90 · Bees +0, total 90")
	p.burnRound(map[string]burn.FireWater{"Owls": {Fire: 8, Water: 8}, "Bees": {Fire: 7, Water: 7}}, false)
	p.burnRound(map[string]burn.FireWater{"Owls": {Fire: 7, Water: 7}, "Bees": {Fire: 8, Water: 8}}, false)
	p.Want("Round 8: Owls +7, total 105 · Bees +8, total 105")
	p.Want("The game ended level: a deciding game follows, to the same cap.")
	p.tap("Start a deciding game")
	p.Want("Deciding game 1")
	// Owls' pits in the deciding game: Owls cannot go below 0, so Bees
	// take 30 each time, the fourth past the cap (both limits broken:
	// not going below 0 comes first).
	for range 4 {
		p.burnRound(owlsPit, false)
	}
	p.Want("8 rounds: Owls 105 · Bees 105 · deciding game 1: Owls 0 · Bees 120")
	p.tap("Send the result")
	p.until("East's turn", func() bool { return p.Says("Pass the device to East") })
	p.Want("North entered: 8 rounds: Owls 105 · Bees 105 · deciding game 1: Owls 0 · Bees 120")
	p.tap("East agrees")
	p.until("the result counted", func() bool { return p.Says("Round 1: Owls – Bees · Counted") })

	r := resultOf(t, d, 1, 1)
	if r.Status != event.Confirmed || r.Counted == nil || len(r.Counted.Rounds) != 8 || len(r.Counted.Deciders) != 1 || len(r.Counted.Deciders[0]) != 4 {
		t.Fatalf("the director's result: %+v", r)
	}
	st, err := d.Standings()
	if err != nil || st.Counted != 1 {
		t.Fatalf("counted %d (%v)", st.Counted, err)
	}
	if b := d.View().Standings; slices.Contains(b.Remaining, "Bees") || !slices.Contains(b.Remaining, "Owls") {
		t.Fatalf("still in: %v", b.Remaining)
	}
}

// A Pymtheg knock-out's match typed in game by game as scores on the
// page: the match ends level after its games, two more decide it (the
// table's screen says so), and the director counts the seven games: the
// winner goes on.
func TestKnockOutMatchTypedInThePage(t *testing.T) {
	d, _, rec := webDirectorOf(t, event.Setup{Name: "Cup", Game: event.Pymtheg, Form: event.KnockOut, Teams: []event.Team{
		{Name: "Owls"}, {Name: "Hawks"}, {Name: "Foxes"}, {Name: "Bees"}}})
	p := openPage(t, test.NewTempApp(t), d, "#"+Fragment(rec.ID, d.JoinCode(), 1), true)
	p.tap("Join")
	p.until("the match", func() bool { return p.Says("A match of 5 games; a tie adds two more.") })
	p.Want("North-South: Owls")
	p.Want("East-West: Bees")
	p.tap("Scores only")
	// North-South's field first, then East-West's (the one still
	// showing the placeholder 0).
	for _, g := range [][2]string{{"30", "5"}, {"5", "30"}, {"30", "5"}, {"5", "30"}, {"10", "10"}, {"-20", "5"}, {"60", "5"}} {
		p.TypeIn("0", 0, g[0])
		p.TypeIn("0", 0, g[1])
		p.tap("Add this game")
	}
	p.Want("Game 5: Owls 10 · Bees 10")
	p.Want("Game 6: Owls -20 · Bees 5")
	p.Want("After 7 of 7 games: Owls 120 · Bees 90")
	p.tap("Send the result")
	p.until("East's turn", func() bool { return p.Says("North entered: 7 games: Owls 120 · Bees 90") })
	p.tap("East agrees")
	p.until("the result counted", func() bool { return p.Says("Round 1: Owls – Bees · Counted") })
	r := resultOf(t, d, 1, 1)
	if r.Status != event.Confirmed || r.Counted == nil || len(r.Counted.Scores) != 7 || r.Counted.Deals != nil {
		t.Fatalf("the director's result: %+v", r)
	}
	if b := d.View().Standings; slices.Contains(b.Remaining, "Bees") || !slices.Contains(b.Remaining, "Owls") {
		t.Fatalf("still in: %v", b.Remaining)
	}
}
