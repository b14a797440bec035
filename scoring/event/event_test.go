package event_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"arbiter/engine/game"
	burnscore "arbiter/scoring/burn"
	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
	pymscore "arbiter/scoring/pymtheg"
)

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

var clock = time.Date(2026, 3, 1, 19, 30, 0, 0, time.UTC)

func entry(id string, k event.Key, role event.Role, c event.Content) event.Entry {
	clock = clock.Add(time.Second)
	return event.Entry{ID: id, Round: k.Round, Table: k.Table, Role: role, Content: c, At: clock}
}

// play reports every scheduled result of the event (North enters, East
// agrees on the same device), round by round, and returns the entries.
func play(t *testing.T, r *rand.Rand, ev *event.Event) []event.Entry {
	t.Helper()
	var all []event.Entry
	for round := 1; round <= ev.Rounds(); round++ {
		p, ok := ev.Plan(round)
		if !ok {
			t.Fatalf("round %d not known after round %d", round, round-1)
		}
		for _, s := range p.Sessions {
			c, err := eventtest.Content(r, ev, s.Key())
			if err != nil {
				t.Fatal(err)
			}
			n := entry(fmt.Sprintf("n-%d-%d", round, s.Table), s.Key(), event.North, c)
			e := entry(fmt.Sprintf("e-%d-%d", round, s.Table), s.Key(), event.East, c)
			e.Verifies = n.ID
			for _, en := range []event.Entry{n, e} {
				if _, err := ev.Apply(en); err != nil {
					t.Fatalf("%+v: %v", en, err)
				}
				all = append(all, en)
			}
			if res, _ := ev.Result(s.Key()); res.Status != event.Confirmed {
				t.Fatalf("round %d table %d: %s", round, s.Table, res.Status)
			}
		}
	}
	return all
}

// The standings of every kind of event equal what `arbiter-cli tournament`
// computes on the same results (Input through RunTournament), whichever
// order the entries arrive in, and however often.
func TestStandingsEqualTournamentCommand(t *testing.T) {
	setups := []event.Setup{
		{Name: "Pymtheg league", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(8, 2)},
		{Name: "odd league", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(7, 0)},
		{Name: "short league", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(12, 2), Rounds: 3},
		{Name: "Burn league", Game: event.Burn, Form: event.League, Teams: eventtest.Teams(6, 2), Burn: burnscore.Options{PitTable: "variant"}},
		{Name: "Burn league of players", Game: event.Burn, Form: event.League, Teams: eventtest.Teams(5, 0)},
		{Name: "Pymtheg knock-out", Game: event.Pymtheg, Form: event.KnockOut, Teams: eventtest.Teams(6, 2), MatchLengths: []int{1, 3}},
		{Name: "Burn knock-out", Game: event.Burn, Form: event.KnockOut, Teams: eventtest.Teams(5, 1), Cap: "by_size"},
	}
	for i, setup := range setups {
		t.Run(setup.Name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(uint64(i), 18))
			ev, err := event.New(setup)
			if err != nil {
				t.Fatal(err)
			}
			entries := play(t, r, ev)
			st, err := ev.Standings()
			if err != nil {
				t.Fatal(err)
			}
			if !st.Complete || len(st.Champions) == 0 || st.Counted != st.Expected || st.Round != ev.Rounds()+1 {
				t.Fatalf("complete %v champions %v counted %d/%d round %d", st.Complete, st.Champions, st.Counted, st.Expected, st.Round)
			}
			want := mustJSON(t, st.Output())
			full, err := ev.FullStandings()
			if err != nil {
				t.Fatal(err)
			}
			if got := mustJSON(t, full); got != want {
				t.Fatalf("standings from scores and from the full results differ:\n%s\n%s", got, want)
			}
			// Through JSON, as the command reads it.
			in := mustJSON(t, ev.Input())
			var out any
			if setup.Game == event.Pymtheg {
				out, err = pymscore.Tournament([]byte(in))
			} else {
				out, err = burnscore.Tournament([]byte(in))
			}
			if err != nil {
				t.Fatalf("%v\n%s", err, in)
			}
			if got := mustJSON(t, out); got != want {
				t.Fatalf("the tournament command gives\n%s\nthe event\n%s", got, want)
			}
			// Replayed shuffled, each entry three times: the same.
			ev2, _ := event.New(setup)
			var replay []event.Entry
			for range 3 {
				replay = append(replay, entries...)
			}
			r.Shuffle(len(replay), func(i, j int) { replay[i], replay[j] = replay[j], replay[i] })
			dups := 0
			for pass := 0; pass < 3 && len(replay) > 0; pass++ {
				// A knock-out entry of a later round waits until its round
				// is known, as a table would.
				var later []event.Entry
				for _, en := range replay {
					ch, err := ev2.Apply(en)
					switch {
					case errors.Is(err, game.ErrIllegal) && setup.Form == event.KnockOut:
						later = append(later, en)
					case err != nil:
						t.Fatal(err)
					case ch.Duplicate:
						dups++
					}
				}
				replay = later
			}
			if dups != 2*len(entries) {
				t.Errorf("%d duplicates, want %d", dups, 2*len(entries))
			}
			st2, _ := ev2.Standings()
			if got := mustJSON(t, st2.Output()); got != want {
				t.Fatalf("replayed out of order:\n%s\n%s", got, want)
			}
		})
	}
}

func pymLeague(t *testing.T) *event.Event {
	ev, err := event.New(event.Setup{Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(4, 2)})
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

func score(ns int) event.Content { return event.Content{Score: &pymscore.Score{NS: ns}} }

// North enters, East verifies: it counts once both agree; a disagreement
// goes to the director, whose correction counts, with an audit trail.
func TestNorthEntersEastVerifies(t *testing.T) {
	ev := pymLeague(t)
	k := event.Key{Round: 1, Table: 1}
	status := func() event.Status { r, _ := ev.Result(k); return r.Status }
	n1 := entry("n1", k, event.North, score(50))
	if ch, err := ev.Apply(n1); err != nil || ch.After != event.AwaitingEast {
		t.Fatalf("%v %v", ch, err)
	}
	if st, _ := ev.Standings(); st.Counted != 0 {
		t.Fatalf("counted before East verified")
	}
	// East disagrees: the director decides.
	e1 := entry("e1", k, event.East, event.Content{})
	e1.Verifies, e1.Disagree, e1.Note = "n1", true, "we made 6 tricks, not 5"
	if ch, err := ev.Apply(e1); err != nil || ch.After != event.Disputed {
		t.Fatalf("%v %v", ch, err)
	}
	if d := ev.Disputes(); len(d) != 1 || d[0].Session.Key() != k {
		t.Fatalf("disputes %v", d)
	}
	// North enters again: East has to look again.
	n2 := entry("n2", k, event.North, score(60))
	n2.Seq = 1
	ev.Apply(n2)
	if status() != event.AwaitingEast {
		t.Fatalf("after North re-entered: %s", status())
	}
	// East enters independently something else: disputed.
	e2 := entry("e2", k, event.East, score(70))
	e2.Seq = 1
	ev.Apply(e2)
	if status() != event.Disputed {
		t.Fatalf("different contents: %s", status())
	}
	// East agrees with North's second entry: it counts.
	e3 := entry("e3", k, event.East, score(60))
	e3.Seq, e3.Verifies = 2, "n2"
	ev.Apply(e3)
	if status() != event.Confirmed {
		t.Fatalf("agreed: %s", status())
	}
	st, _ := ev.Standings()
	if st.Counted != 1 || st.PymthegLeague.Tables[0].Results["Team 1"] != 60 {
		t.Fatalf("%+v", st.PymthegLeague.Tables[0])
	}
	// The director corrects it; then clears it.
	c := event.Correction{ID: "c1", Round: 1, Table: 1, Content: &event.Content{Score: &pymscore.Score{NS: 80}}, Reason: "East's note: 6 tricks", By: "director", At: clock}
	if ch, err := ev.Correct(c); err != nil || ch.After != event.Corrected {
		t.Fatalf("%v %v", ch, err)
	}
	st, _ = ev.Standings()
	if st.PymthegLeague.Tables[0].Results["Team 1"] != 80 {
		t.Fatalf("correction not counted: %+v", st.PymthegLeague.Tables[0])
	}
	// A late entry from the table does not undo the director's decision.
	n3 := entry("n3", k, event.North, score(10))
	n3.Seq = 5
	ev.Apply(n3)
	if status() != event.Corrected {
		t.Fatalf("after a late entry: %s", status())
	}
	if _, err := ev.Correct(event.Correction{ID: "c2", Round: 1, Table: 1, Reason: "entered at the wrong table", At: clock}); err != nil {
		t.Fatal(err)
	}
	if st, _ := ev.Standings(); st.Counted != 0 {
		t.Fatalf("cleared result still counts")
	}
	audit := ev.Audit(k)
	if len(audit) != 8 || audit[5].Correction == nil || audit[5].Previous == nil || audit[5].Previous.Score.NS != 60 ||
		audit[7].Previous.Score.NS != 80 || audit[7].Status != event.Corrected || audit[1].Status != event.Disputed {
		t.Fatalf("audit %s", mustJSON(t, audit))
	}
	// A correction needs a reason.
	_, err := ev.Correct(event.Correction{ID: "c3", Round: 1, Table: 1, Content: &event.Content{Passed: true}})
	if game.FieldOf(err) != "reason" {
		t.Errorf("no reason: %v", err)
	}
}

// Refusals name the field of the entry, relative to its content.
func TestEntryRefusals(t *testing.T) {
	ev := pymLeague(t)
	k := event.Key{Round: 1, Table: 1}
	bad := eventtest.Deal(rand.New(rand.NewPCG(1, 1)))
	bad.TricksWon = map[string]int{"N": 9, "E": 9}
	bad.Contract = nil
	tricks := eventtest.Deal(rand.New(rand.NewPCG(1, 1)))
	tricks.TricksWon = map[string]int{"N": 16}
	tests := []struct {
		name  string
		en    event.Entry
		field string
		kind  error
	}{
		{"no id", event.Entry{Round: 1, Table: 1, Role: event.North, Content: score(1)}, "id", game.ErrInvalid},
		{"no role", event.Entry{ID: "x", Round: 1, Table: 1, Content: score(1)}, "role", game.ErrInvalid},
		{"round 9", event.Entry{ID: "x", Round: 9, Table: 1, Role: event.North, Content: score(1)}, "round", game.ErrInvalid},
		{"table 3", event.Entry{ID: "x", Round: 1, Table: 3, Role: event.North, Content: score(1)}, "table", game.ErrInvalid},
		{"no content", event.Entry{ID: "x", Round: 1, Table: 1, Role: event.North}, "content", game.ErrInvalid},
		{"Burn rounds in Pymtheg", event.Entry{ID: "x", Round: 1, Table: 1, Role: event.North, Content: event.Content{Rounds: []burnscore.RoundInput{{}}}}, "content.rounds", game.ErrInvalid},
		{"two kinds", event.Entry{ID: "x", Round: 1, Table: 1, Role: event.North, Content: event.Content{Passed: true, Score: &pymscore.Score{}}}, "content", game.ErrInvalid},
		{"no contract", event.Entry{ID: "x", Round: 1, Table: 1, Role: event.North, Content: event.Content{Deal: &bad}}, "content.deal.contract", game.ErrInvalid},
		{"16 tricks", event.Entry{ID: "x", Round: 1, Table: 1, Role: event.North, Content: event.Content{Deal: &tricks}}, "content.deal.tricks_won.N", game.ErrInvalid},
		{"score past any deal", event.Entry{ID: "x", Round: 1, Table: 1, Role: event.North, Content: score(1 << 62)}, "content.score.NS", game.ErrImpossible},
		{"North verifying", event.Entry{ID: "x", Round: 1, Table: 1, Role: event.North, Content: score(1), Verifies: "y"}, "verifies", game.ErrInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ev.Apply(tt.en)
			if !errors.Is(err, tt.kind) || game.FieldOf(err) != tt.field {
				t.Fatalf("got %v (field %q), want %v at %q", err, game.FieldOf(err), tt.kind, tt.field)
			}
		})
	}
	if r, _ := ev.Result(k); r.Entries != 0 || ev.Seen("x") {
		t.Fatalf("a refused entry was kept: %+v", r)
	}
}

// Issue 23 #7: no champion before the event's last round is counted. A
// league's first results leave teams that have not played at 0 ranking
// points, ahead of everyone: they lead, they are not champions, and the
// standings say they are provisional (Complete false). Once the last round
// counts the champions are named, also when the league plays fewer rounds
// than its tables (not every team at every table).
func TestNoChampionBeforeTheLastRound(t *testing.T) {
	for _, setup := range []event.Setup{
		{Name: "Pymtheg", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(4, 0)},
		{Name: "Burn", Game: event.Burn, Form: event.League, Teams: eventtest.Teams(4, 0)},
		{Name: "short", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(6, 0), Rounds: 2},
	} {
		t.Run(setup.Name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(23, 7))
			ev, err := event.New(setup)
			if err != nil {
				t.Fatal(err)
			}
			noChampion := func(when string) {
				t.Helper()
				st, err := ev.Standings()
				if err != nil {
					t.Fatal(err)
				}
				if st.Complete || len(st.Champions) != 0 || len(st.Places) == 0 {
					t.Fatalf("%s: complete %v, champions %q, places %v", when, st.Complete, st.Champions, st.Places)
				}
				full, err := ev.FullStandings()
				if err != nil {
					t.Fatal(err)
				}
				var out struct{ Champions []string }
				if err := json.Unmarshal([]byte(mustJSON(t, full)), &out); err != nil || out.Champions == nil || len(out.Champions) != 0 {
					t.Fatalf("%s: the full standings name champions %q (%v)", when, out.Champions, err)
				}
				if got := mustJSON(t, st.Output()); got != mustJSON(t, full) {
					t.Fatalf("%s: the standings' output and the full standings differ:\n%s\n%s", when, got, mustJSON(t, full))
				}
			}
			noChampion("before any result")
			for round := 1; round <= ev.Rounds(); round++ {
				p, _ := ev.Plan(round)
				for i, s := range p.Sessions {
					c, err := eventtest.Content(r, ev, s.Key())
					if err != nil {
						t.Fatal(err)
					}
					n := entry(fmt.Sprintf("c-n-%d-%d", round, s.Table), s.Key(), event.North, c)
					e := entry(fmt.Sprintf("c-e-%d-%d", round, s.Table), s.Key(), event.East, c)
					e.Verifies = n.ID
					for _, en := range []event.Entry{n, e} {
						if _, err := ev.Apply(en); err != nil {
							t.Fatal(err)
						}
					}
					if round < ev.Rounds() || i < len(p.Sessions)-1 {
						noChampion(fmt.Sprintf("round %d, table %d counted", round, s.Table))
					}
				}
			}
			st, err := ev.Standings()
			if err != nil {
				t.Fatal(err)
			}
			if !st.Complete || len(st.Champions) == 0 || st.Places[0].Team != st.Champions[0] {
				t.Fatalf("after the last round: complete %v, champions %q, places %v", st.Complete, st.Champions, st.Places)
			}
		})
	}
}

// A knock-out round starts once the one before is decided; its results
// before that are refused, and a decided round cannot change once the next
// one has results.
func TestKnockOutRounds(t *testing.T) {
	ev, err := event.New(event.Setup{Game: event.Pymtheg, Form: event.KnockOut, Teams: eventtest.Teams(4, 0), MatchLengths: []int{1}})
	if err != nil {
		t.Fatal(err)
	}
	if p, _ := ev.Plan(1); len(p.Sessions) != 2 || p.Sessions[0].NS != "Team 1" || p.Sessions[0].EW != "Team 4" {
		t.Fatalf("round 1 %+v", p)
	}
	_, err = ev.Apply(entry("x", event.Key{Round: 2, Table: 1}, event.North, event.Content{Scores: []pymscore.Score{{NS: 10}}}))
	if !errors.Is(err, game.ErrIllegal) || game.FieldOf(err) != "round" {
		t.Fatalf("round 2 before round 1: %v", err)
	}
	win := func(id string, k event.Key, sc pymscore.Score) {
		c := event.Content{Scores: []pymscore.Score{sc}}
		n := entry(id+"n", k, event.North, c)
		e := entry(id+"e", k, event.East, c)
		e.Verifies = n.ID
		for _, en := range []event.Entry{n, e} {
			if _, err := ev.Apply(en); err != nil {
				t.Fatal(err)
			}
		}
	}
	win("a", event.Key{Round: 1, Table: 1}, pymscore.Score{EW: 20}) // Team 4 beats Team 1
	if _, ok := ev.Plan(2); ok || ev.CurrentRound() != 1 {
		t.Fatal("round 2 known before round 1 is decided")
	}
	win("b", event.Key{Round: 1, Table: 2}, pymscore.Score{NS: 20}) // Team 2 beats Team 3
	p, ok := ev.Plan(2)
	if !ok || len(p.Sessions) != 1 || p.Sessions[0].NS != "Team 2" || p.Sessions[0].EW != "Team 4" || ev.CurrentRound() != 2 {
		t.Fatalf("final %+v", p)
	}
	// A tie needs two more games; games after the decision are refused.
	_, err = ev.Apply(entry("t", event.Key{Round: 2, Table: 1}, event.North, event.Content{Scores: []pymscore.Score{{NS: 10}, {EW: 10}}}))
	if !errors.Is(err, game.ErrIllegal) || game.FieldOf(err) != "content" {
		t.Fatalf("games after the decision: %v (%q)", err, game.FieldOf(err))
	}
	// A table's copy knows round 2 from the movement the director sends.
	copy, _ := event.New(ev.Setup())
	if _, ok := copy.Plan(2); ok {
		t.Fatal("the copy guessed round 2")
	}
	copy.Follow(ev.Plans())
	if err := copy.Check(entry("f", event.Key{Round: 2, Table: 1}, event.North, event.Content{Scores: []pymscore.Score{{EW: 30}}})); err != nil {
		t.Fatalf("the copy refuses the final's result: %v", err)
	}
	win("c", event.Key{Round: 2, Table: 1}, pymscore.Score{EW: 30})
	st, _ := ev.Standings()
	if st.Round != 3 || len(st.Champions) != 1 || st.Champions[0] != "Team 4" {
		t.Fatalf("%+v", st)
	}
	_, err = ev.Correct(event.Correction{ID: "c1", Round: 1, Table: 1, Content: &event.Content{Scores: []pymscore.Score{{NS: 20}}}, Reason: "swapped"})
	if !errors.Is(err, game.ErrIllegal) {
		t.Fatalf("round 1 changed under the final: %v", err)
	}
}

func TestSetupRefusals(t *testing.T) {
	for _, tt := range []struct {
		s     event.Setup
		field string
	}{
		{event.Setup{Game: "myre", Form: event.League, Teams: eventtest.Teams(4, 0)}, "game"},
		{event.Setup{Game: event.Pymtheg, Form: "cup", Teams: eventtest.Teams(4, 0)}, "form"},
		{event.Setup{Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(1, 0)}, "teams"},
		{event.Setup{Game: event.Pymtheg, Form: event.League, Teams: []event.Team{{Name: "A"}, {Name: "A"}}}, "teams[1].name"},
		{event.Setup{Game: event.Pymtheg, Form: event.League, Teams: []event.Team{{Name: "A"}, {Name: "B\u202e"}}}, "teams[1].name"},
		{event.Setup{Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(4, 3)}, "teams[0].players"},
		{event.Setup{Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(4, 0), Rounds: 3}, "rounds"},
		{event.Setup{Game: event.Burn, Form: event.League, Teams: []event.Team{{Name: "A", Players: []string{"a"}}, {Name: "B", Players: []string{"b", "c"}}}}, "teams[1].players"},
		{event.Setup{Game: event.Burn, Form: event.KnockOut, Teams: eventtest.Teams(4, 0), Cap: "x"}, "cap"},
		{event.Setup{Game: event.Pymtheg, Form: event.KnockOut, Teams: eventtest.Teams(4, 0), MatchLengths: []int{0}}, "match_lengths[0]"},
		{event.Setup{Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(4, 0), Pymtheg: pymscore.Options{ScoreTable: "x"}}, "pymtheg.options.score_table"},
	} {
		_, err := event.New(tt.s)
		if !game.IsRefusal(err) || game.FieldOf(err) != tt.field {
			t.Errorf("%+v: %v (field %q, want %q)", tt.s, err, game.FieldOf(err), tt.field)
		}
	}
}
