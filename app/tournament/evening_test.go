package tournament

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tournament/tablewords"
	pymscore "arbiter/scoring/pymtheg"
	"arbiter/tournament/director"
)

// hostEvent sets up an event of four teams on the director's screen and
// starts it; it returns the join code and the address the screen shows.
func hostEvent(t *testing.T, dir *device, o Options) (code, address string) {
	t.Helper()
	dir.h.Push(host.SectionPlay, HostPageWith(dir.h, o))
	dir.typeIn(i18n.T("Tuesday club night"), 0, "Test night")
	for i, name := range []string{"Owls", "Hawks", "Foxes", "Bees"} {
		dir.typeIn(i18n.Tf("Team %d", i+1), 0, name)
	}
	dir.typeIn(i18n.T("Players, e.g. Ann, Cy"), 0, "Ann, Cy")
	dir.untilShows(i18n.Tf("Table %d: %s", 1, "Owls – Foxes"))
	dir.tap(i18n.T("Start the event"))
	dir.until("the join code", func() bool { return len(dir.matching(`^[0-9A-Z]{5}-[0-9A-Z]{5}$`)) == 1 })
	code = dir.matching(`^[0-9A-Z]{5}-[0-9A-Z]{5}$`)[0]
	addrs := dir.matching(`^127\.0\.0\.1:\d+$`)
	if len(addrs) != 1 {
		t.Fatalf("the address on the director's screen: %q", dir.s.Texts())
	}
	return code, addrs[0]
}

// joinAs joins a table's device with what the director's screen shows.
func joinAs(t *testing.T, d *device, o Options, code, address, table string) {
	t.Helper()
	d.h.Push(host.SectionPlay, JoinPageWith(d.h, o))
	d.typeIn(i18n.T("like K4F9Q-2MXR7"), 0, code)
	d.typeIn("1, 2, 3", 0, table)
	d.typeIn(i18n.T("like 192.168.1.20:4222"), 0, address)
	d.tap(i18n.T("Join"))
}

// The evening on three devices in one process: a director's (desktop) and
// two tables' (phones). Four teams on two tables; table 1 enters a deal
// that East confirms, table 2 a score East disputes; the director sees the
// dispute, corrects it, and the standings on its screen are those of
// `arbiter-cli tournament status`.
func TestEveningOnThreeScreens(t *testing.T) {
	q := &uiQueue{}
	dir := newDevice(t, q, false)
	dirOpts := Options{Host: "127.0.0.1", Port: -1, DataDir: t.TempDir(), Do: q.do}
	code, address := hostEvent(t, dir, dirOpts)

	t1 := newDevice(t, q, true)
	t2 := newDevice(t, q, true)
	joinAs(t, t1, Options{Do: q.do, Device: "phone 1"}, code, address, "1")
	joinAs(t, t2, Options{Do: q.do, Device: "phone 2"}, code, address, "2")
	t1.untilShows("Round 1 of 2")
	t2.untilShows("Round 1 of 2")
	// Who sits here, with the players the director typed.
	if !t1.holds("North-South: Owls (Ann & Cy)") || !t1.holds("East-West: Foxes") {
		t.Fatalf("table 1's seating: %q", t1.s.Texts())
	}
	for _, d := range []*device{t1, t2} {
		if p := d.layoutProblems(); len(p) > 0 {
			t.Errorf("table screen: %v", p)
			dumpItems(t, d)
		}
	}

	// Table 1: North enters Gâm by North (Ann), no trump, with Pymtheg's
	// deal entry; the tricks N 7, E 4, S 4, W 0, each entered.
	t1.tap("Quick entry")
	t1.tap("Gâm")
	t1.TapBelow("Declarer", "Ann")
	t1.tap("No trump")
	t1.tap("after the bidding")
	t1.Pick("Ann (North), declarer", 7)
	t1.Pick("Foxes 1 (East)", 4)
	t1.Pick("Cy (South)", 4)
	t1.tap("Foxes 2 took the rest: 0")
	t1.untilShows("North-South +44 · East-West +0")
	t1.tap("Send the result")
	t1.untilShows("Pass the device to East")
	t1.tap("East agrees")

	// Table 2: North enters a score; East disagrees, with a note.
	t2.tap("Its score")
	t2.typeIn("0", 0, "60")
	t2.typeIn("0", 0, "0") // EW
	t2.tap("Send the result")
	t2.untilShows("Pass the device to East")
	t2.typeIn("What is wrong, for the director", 0, "we took 6 tricks: 50")
	t2.tap("East disagrees")

	// The director sees the first counted, the second disputed.
	dir.until("the results on the director's screen", func() bool {
		return dir.holds("Counted") && dir.holds("Disputed")
	})
	dir.untilShows("Round 1, table 2: Hawks – Bees\nEast says: we took 6 tricks: 50")
	if p := dir.layoutProblems(); len(p) > 0 {
		t.Errorf("director's screen: %v", p)
	}
	t2.untilShows("East disagreed: the director decides this result. Play on; the director's decision will show here.")
	t1.untilShows("Round 2 of 2")

	// The director decides: East is right, 50.
	dir.tap("Decide…")
	dir.untilShows("East disagrees: we took 6 tricks: 50")
	dir.untilShows("North entered: Hawks 60 · Bees 0")
	dir.s.ScrollTo("60")
	dir.s.SetEntry("60", "50")
	dir.typeIn("The reason, for the history (needed)", 0, "East is right")
	dir.tap("Count this result")
	dir.untilShows("Corrected")
	if dir.holds("Disputed") {
		t.Fatalf("still disputed: %q", dir.s.Texts())
	}
	t2.untilShows("Round 2 of 2")

	// Issue 23 #7: the result tiles say every result one way, whether a
	// deal or a score was entered: the teams and their points, no signs
	// on a zero.
	dir.untilShows("Owls 44 · Foxes 0")
	dir.untilShows("Hawks 50 · Bees 0")
	if signed := dir.matching(`[+]\d`); len(signed) > 0 {
		t.Errorf("the director's screen says a result with signs: %q", signed)
	}
	// Round 1 of 2 is counted: the standings lead, nobody is champion
	// yet, on the director's screen or the tables'.
	for _, d := range []*device{dir, t1, t2} {
		for _, s := range d.s.Texts() {
			if strings.Contains(s, "Champion") {
				t.Errorf("a champion before the last round: %q", s)
			}
		}
	}
	if !dir.holds(i18n.T("Fewest ranking points wins: at each table the best result gets 1, the next 2, and so on.") + " " + i18n.T("Provisional: not every result is in.")) {
		t.Errorf("the director's standings do not say they are provisional: %q", dir.s.Texts())
	}

	// The standings on the director's screen are `tournament status`'s.
	rec, _ := dir.h.Store().TournamentEvents()
	ev, err := director.LoadEvent(dir.h.Store(), rec[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	full, err := ev.FullStandings()
	if err != nil {
		t.Fatal(err)
	}
	var out pymscore.LeagueOut
	b, _ := json.Marshal(full)
	if err := json.Unmarshal(b, &out); err != nil || len(out.Standings) != 4 {
		t.Fatalf("status: %s %v", b, err)
	}
	dir.until("the standings", func() bool {
		for _, s := range out.Standings {
			r := dir.row(s.Team)
			if !slices.Contains(r, strconv.Itoa(s.Place)) || !slices.Contains(r, strconv.Itoa(s.Points)) {
				return false
			}
		}
		return true
	})
	for _, s := range out.Standings {
		t.Logf("%d %s %d: %q", s.Place, s.Team, s.Points, dir.row(s.Team))
	}
	for _, tb := range out.Tables {
		var parts []string
		for _, team := range tablewords.SortedPoints(tb.Points) {
			parts = append(parts, fmt.Sprintf("%s %d", team, tb.Points[team]))
		}
		want := fmt.Sprintf("Table %s: %s", tb.Name, strings.Join(parts, " · "))
		if !dir.holds(want) {
			t.Errorf("the director's screen lacks %q: %q", want, dir.s.Texts())
		}
	}

	// The audit trail keeps North's entry, East's dispute and the
	// correction, in that order.
	dir.tap("Corrected")
	dir.untilShows("Correct this result")
	var trail []string
	for _, s := range dir.s.Texts() {
		if strings.Contains(s, " · North (") || strings.Contains(s, " · East (") || strings.Contains(s, "the director:") {
			trail = append(trail, s)
		}
	}
	if len(trail) != 3 || !strings.Contains(trail[0], "North (app, North's device)") && !strings.Contains(trail[0], "North (phone 2, North's device)") ||
		!strings.Contains(trail[1], "East disagrees: we took 6 tricks: 50") || !strings.Contains(trail[2], `because "East is right"`) {
		t.Fatalf("audit trail: %q", trail)
	}

	// Each table sees its rank at the table after the round.
	t1.untilShows("Round 1: Owls – Foxes · Counted\nOwls 44 · Foxes 0 · Contract made\nRank at this table so far: Owls 1 · Foxes 2")

	// The director corrects table 1's deal in the same deal entry, which
	// starts from the deal the table entered: one trick was West's.
	dir.h.Back(host.SectionPlay)
	dir.tap("Counted")
	dir.untilShows("Correct this result")
	dir.Want("North-South +44 · East-West +0")
	dir.typeIn("The reason, for the history (needed)", 0, "West took the last trick")
	dir.Pick("Ann (North), declarer", 6)
	dir.Pick("Foxes 2 (West)", 1)
	dir.Want("North-South +42 · East-West +0")
	dir.tap("Count this result")
	dir.until("the correction", func() bool { return dir.holds("Owls 42 · Foxes 0") })
	res := running[dir.h].director.view.Results[0]
	if res.Counted == nil || res.Counted.Deal == nil || res.Counted.Deal.TricksWon["W"] != 1 || res.Correction == nil || res.Correction.Reason != "West took the last trick" {
		t.Fatalf("the correction counted %+v", res)
	}
}

func dumpItems(t *testing.T, d *device) {
	t.Logf("canvas %v", d.h.Window().Canvas().Size())
	for _, it := range d.s.Items() {
		t.Logf("%q at %v size %v clipped %v", it.Text, it.Pos, it.Size, it.Clipped)
	}
}
