package tournament

import (
	"testing"

	"arbiter/app/host"
)

// A Burn knock-out set up on the director's screen: the bracket's first
// round on the tables, the cap on the table's screen, the matches in the
// standings; and the Burn round entry on the table.
func TestBurnKnockOutOnTheScreens(t *testing.T) {
	q := &uiQueue{}
	dir := newDevice(t, q, false)
	dir.h.Push(host.SectionPlay, HostPageWith(dir.h, Options{Host: "127.0.0.1", Port: -1, DataDir: t.TempDir(), Do: q.do}))
	for i, name := range []string{"Owls", "Hawks", "Foxes", "Bees"} {
		dir.typeIn([]string{"Team 1", "Team 2", "Team 3", "Team 4"}[i], 0, name)
	}
	dir.tap("Burn")
	dir.tap("Knock-out")
	dir.untilShows("Burn knock-out: 2 tables, 2 rounds.\nRound 1:\nTable 1: Owls – Bees\nTable 2: Hawks – Foxes")
	dir.tap("Start the event")
	dir.untilShows("Round 1 (to 100)")
	dir.untilShows("Bees 0 – Owls 0 · playing")
	dir.untilShows("Still in: Bees, Foxes, Hawks, Owls")
	code := dir.matching(`^[0-9A-Z]{5}-[0-9A-Z]{5}$`)[0]
	address := dir.matching(`^127\.0\.0\.1:\d+$`)[0]

	tb := newDevice(t, q, true)
	joinAs(t, tb, Options{Do: q.do}, code, address, "1")
	tb.untilShows("A game to 100; the lower total goes through.")
	tb.untilShows("Owls against Bees")
	// Burn's round entry: every count entered, none made up.
	tb.PickNth("Fire cards", 0, 7)
	tb.PickNth("Water cards", 0, 7)
	tb.PickNth("Fire cards", 1, 8)
	tb.PickNth("Water cards", 1, 8)
	tb.tap("Save the round")
	tb.until("the round listed", func() bool { return tb.Says("Round 1: Owls +8, total 8 · Bees +7, total 7 — dealt by Bees") })
	if p := tb.layoutProblems(); len(p) > 0 {
		t.Errorf("the table's Burn entry: %v", p)
	}
}
