package event_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"arbiter/engine/game"
	burnscore "arbiter/scoring/burn"
	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
)

// checkBoard compares the board kept result by result with the standings
// ranked from every result.
func checkBoard(t *testing.T, ev *event.Event, step string) {
	t.Helper()
	st, err := ev.Standings()
	if err != nil {
		t.Fatalf("%s: standings: %v", step, err)
	}
	b, err := ev.Board()
	if err != nil {
		t.Fatalf("%s: board: %v", step, err)
	}
	want := mustJSON(t, event.Board{Round: st.Round, Rounds: st.Rounds, Counted: st.Counted, Expected: st.Expected,
		Places: st.Places, Complete: st.Complete, Champions: st.Champions, Remaining: st.Remaining})
	if got := mustJSON(t, b); got != want {
		t.Fatalf("%s: the board\n%s\nthe standings\n%s", step, got, want)
	}
	for table := 1; table <= ev.Tables(); table++ {
		pts := st.TablePoints[table]
		// The table's points at once (a table's feed) are the same, and
		// the caller's own map.
		if tp := ev.TablePoints(table); len(tp) != len(pts) || (ev.Setup().Form == event.KnockOut) != (tp == nil) {
			t.Fatalf("%s: table %d's points %v, standings %v", step, table, tp, pts)
		} else if tp != nil {
			tp["someone else"] = 99
			if _, ok := ev.TablePoints(table)["someone else"]; ok {
				t.Fatalf("%s: TablePoints gave the board's own map", step)
			}
		}
		for _, team := range ev.Setup().TeamNames() {
			want, wok := pts[team]
			got, ok := ev.PointsAt(table, team)
			if got != want || ok != wok {
				t.Fatalf("%s: %s at table %d: board %d (%v), standings %d (%v)", step, team, table, got, ok, want, wok)
			}
		}
	}
}

// The board kept result by result equals the standings ranked from every
// result after every change: entries, re-entries, disagreements,
// corrections and cleared results, in leagues with and without byes and
// in knock-outs.
func TestBoardEqualsStandings(t *testing.T) {
	setups := []event.Setup{
		{Name: "even", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(8, 2)},
		{Name: "odd", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(7, 0)},
		{Name: "short odd", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(11, 0), Rounds: 3},
		{Name: "short", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(12, 2), Rounds: 2},
		{Name: "Burn", Game: event.Burn, Form: event.League, Teams: eventtest.Teams(6, 2), Burn: burnscore.Options{PitTable: "variant"}},
		{Name: "Burn odd", Game: event.Burn, Form: event.League, Teams: eventtest.Teams(5, 0)},
		{Name: "Pymtheg knock-out", Game: event.Pymtheg, Form: event.KnockOut, Teams: eventtest.Teams(6, 2), MatchLengths: []int{1, 3}},
		{Name: "Burn knock-out", Game: event.Burn, Form: event.KnockOut, Teams: eventtest.Teams(5, 1), Cap: "by_size"},
	}
	for i, setup := range setups {
		t.Run(setup.Name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(uint64(i), 27))
			ev, err := event.New(setup)
			if err != nil {
				t.Fatal(err)
			}
			checkBoard(t, ev, "start")
			norths := map[event.Key]event.Entry{}
			seq := int64(0)
			applied := 0
			for step := 0; step < 400; step++ {
				plans := ev.Plans()
				p := plans[r.IntN(len(plans))]
				if len(p.Sessions) == 0 {
					continue
				}
				k := p.Sessions[r.IntN(len(p.Sessions))].Key()
				seq++
				id := fmt.Sprint("x", step)
				var what string
				var err error
				switch a := r.IntN(10); {
				case a < 4 || norths[k].ID == "":
					what = "north"
					c, cerr := eventtest.Content(r, ev, k)
					if cerr != nil {
						t.Fatal(cerr)
					}
					en := event.Entry{ID: id, Round: k.Round, Table: k.Table, Role: event.North, Seq: seq, Content: c}
					if _, err = ev.Apply(en); err == nil {
						norths[k] = en
					}
				case a < 8:
					what = "east agrees"
					n := norths[k]
					_, err = ev.Apply(event.Entry{ID: id, Round: k.Round, Table: k.Table, Role: event.East, Seq: seq, Verifies: n.ID, Content: n.Content})
				case a < 9:
					what = "east disagrees"
					_, err = ev.Apply(event.Entry{ID: id, Round: k.Round, Table: k.Table, Role: event.East, Seq: seq, Verifies: norths[k].ID, Disagree: true})
				default:
					what = "correction"
					c := event.Correction{ID: id, Round: k.Round, Table: k.Table, Reason: "test", By: "director"}
					if r.IntN(3) > 0 {
						cc, cerr := eventtest.Content(r, ev, k)
						if cerr != nil {
							t.Fatal(cerr)
						}
						c.Content = &cc
					}
					_, err = ev.Correct(c)
				}
				switch {
				case err == nil:
					applied++
				case setup.Form == event.KnockOut && errors.Is(err, game.ErrIllegal):
					// A decided round under a started one, or a match
					// whose games run past the decision: refused.
				default:
					t.Fatalf("step %d %s at %+v: %v", step, what, k, err)
				}
				checkBoard(t, ev, fmt.Sprintf("step %d (%s at round %d table %d)", step, what, k.Round, k.Table))
			}
			if applied < 200 {
				t.Fatalf("only %d of 400 changes applied", applied)
			}
		})
	}
}

// A content is scored once per result, but a memo never lets through what
// the rules refuse: an impossible score after a good one is refused, and
// the good one is still accepted afterwards.
func TestCheckedContentMemo(t *testing.T) {
	ev := pymLeague(t)
	k := event.Key{Round: 1, Table: 1}
	good := score(50)
	bad := score(1 << 40)
	if err := ev.Check(entry("a", k, event.North, good)); err != nil {
		t.Fatal(err)
	}
	err := ev.Check(entry("b", k, event.North, bad))
	if !errors.Is(err, game.ErrImpossible) || game.FieldOf(err) != "content.score.NS" {
		t.Fatalf("impossible score after a good one: %v", err)
	}
	if err := ev.Check(entry("c", k, event.North, good)); err != nil {
		t.Fatal(err)
	}
	// The same score at another table is checked for that table.
	if err := ev.Check(entry("d", event.Key{Round: 1, Table: 3}, event.North, good)); game.FieldOf(err) != "table" {
		t.Fatalf("a table the event does not have: %v", err)
	}
}

// The board after a batch of 100 results (not timed), as the director
// publishes it (worked out and written as JSON), in a league of 2,000 and
// 20,000 teams playing four rounds: what a batch costs besides its results
// grows with the teams (a sort and the places' JSON).
func BenchmarkBoardAfterBatch(b *testing.B) {
	for _, teams := range []int{2000, event.MaxTeams} {
		b.Run(fmt.Sprint("teams=", teams), func(b *testing.B) {
			benchBoard(b, teams, func(ev *event.Event) {
				bd, err := ev.Board()
				if err != nil {
					b.Fatal(err)
				}
				if _, err := json.Marshal(bd); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

// The same with the standings ranked from every result, as the director
// did before the board (2,000 teams; timed with the batch's results).
func BenchmarkStandingsAfterBatch(b *testing.B) {
	benchBoard(b, 2000, func(ev *event.Event) {
		if _, err := ev.Standings(); err != nil {
			b.Fatal(err)
		}
	})
}

// benchBoard plays rounds 1–3 of the league, then times a batch of 100
// results of round 4 (North and East each) followed by publish.
func benchBoard(b *testing.B, teams int, publish func(*event.Event)) {
	setup := event.Setup{Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(teams, 2), Rounds: 4}
	ev, err := event.New(setup)
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	contents := map[event.Key]event.Content{}
	for round := 1; round <= 4; round++ {
		p, _ := ev.Plan(round)
		for _, s := range p.Sessions {
			c, err := eventtest.Content(r, ev, s.Key())
			if err != nil {
				b.Fatal(err)
			}
			contents[s.Key()] = c
			if round == 4 {
				continue
			}
			confirm(b, ev, s.Key(), c, 0)
		}
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		b.StopTimer()
		for range 100 {
			i++
			k := event.Key{Round: 4, Table: 1 + i%ev.Tables()}
			confirm(b, ev, k, contents[k], int64(i))
		}
		b.StartTimer()
		publish(ev)
	}
}

// confirm applies North's entry and East's agreement (seq: a re-entry's
// order).
func confirm(b *testing.B, ev *event.Event, k event.Key, c event.Content, seq int64) {
	n := event.Entry{ID: fmt.Sprintf("n-%d-%d-%d", k.Round, k.Table, seq), Round: k.Round, Table: k.Table, Role: event.North, Seq: seq, Content: c}
	e := event.Entry{ID: fmt.Sprintf("e-%d-%d-%d", k.Round, k.Table, seq), Round: k.Round, Table: k.Table, Role: event.East, Seq: seq, Verifies: n.ID, Content: c}
	for _, en := range []event.Entry{n, e} {
		if _, err := ev.Apply(en); err != nil {
			b.Fatal(err)
		}
	}
}
