package event

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"arbiter/engine/game"
)

// jsonLen is the length encoding/json writes.
func TestJSONLen(t *testing.T) {
	for _, s := range []string{"", "Owls", "Gâm & <Ry>", `a"b\c`, "\u2028x\u2029", "\xff\xfe", "日本語", strings.Repeat("<", 100)} {
		b, _ := json.Marshal(s)
		if got := jsonLen(s); got != len(b) {
			t.Errorf("%q: %d, json.Marshal writes %d", s, got, len(b))
		}
	}
}

func teamsNamed(n int, name func(i int) string, players int) []Team {
	out := make([]Team, n)
	for i := range out {
		out[i].Name = name(i)
		for p := range players {
			out[i].Players = append(out[i].Players, fmt.Sprintf("%s/%d", name(i), p))
		}
	}
	return out
}

// The bounds of the board's messages are upper bounds: the setup, the
// standings (every team a champion, as before any result) and the
// movement of events near them, written as the director writes them, are
// smaller.
func TestBoardBoundsHold(t *testing.T) {
	long := func(i int) string { return fmt.Sprintf("%s%05d", strings.Repeat("<&>", 31), i) }
	short := func(i int) string { return fmt.Sprint("T", i) }
	for _, s := range []Setup{
		{Game: Pymtheg, Form: League, Teams: teamsNamed(2001, long, 0), Rounds: 4},
		{Game: Pymtheg, Form: League, Teams: teamsNamed(20000, short, 0), Rounds: 12},
		{Game: Pymtheg, Form: League, Teams: teamsNamed(41, long, 2)},
		{Game: Burn, Form: KnockOut, Teams: teamsNamed(1000, long, 0)},
	} {
		if err := s.Check(); err != nil {
			t.Fatalf("%d teams: %v", len(s.Teams), err)
		}
		ev, err := New(s)
		if err != nil {
			t.Fatal(err)
		}
		names := 0
		for _, tm := range s.Teams {
			names += jsonLen(tm.Name) + 1
		}
		st, _ := ev.Board()
		st.Champions = s.TeamNames()
		for i := range st.Places {
			st.Places[i].Points, st.Places[i].Place = 9999999, 9999999
		}
		b, _ := json.Marshal(st)
		if bound := names + len(s.Teams)*45 + names + 300; len(b) > bound {
			t.Errorf("%d teams: standings of %d bytes, bound %d", len(s.Teams), len(b), bound)
		}
		rounds, tables := ev.Rounds(), ev.Tables()
		plans := ev.Plans()
		if s.Form == KnockOut {
			// A knock-out's first round; the later ones hold fewer teams.
			plans = plans[:1]
			rounds = 1
		}
		b, _ = json.Marshal(struct {
			V       int         `json:"v"`
			Version uint64      `json:"version"`
			Rounds  int         `json:"rounds"`
			Plans   []RoundPlan `json:"plans"`
		}{1, 1 << 63, rounds, plans})
		if bound := rounds*(names+tables*50+100) + 100; len(b) > bound {
			t.Errorf("%d teams, %d rounds: movement of %d bytes, bound %d", len(s.Teams), rounds, len(b), bound)
		}
	}
}

// Bigger events are refused, naming the field: more teams than MaxTeams,
// names too long for the setup to fit a message, more rounds than the
// movement carries (saying how many fit), and a full league of more than
// MaxRounds rounds.
func TestBoardLimits(t *testing.T) {
	short := func(i int) string { return fmt.Sprint("Team ", i) }
	long := func(i int) string { return fmt.Sprintf("%s%05d", strings.Repeat("<", 90), i) }
	for _, tt := range []struct {
		s     Setup
		field string
		says  string
	}{
		{Setup{Game: Pymtheg, Form: League, Teams: teamsNamed(MaxTeams+1, short, 0), Rounds: 1}, "teams", "2 to 20000"},
		{Setup{Game: Pymtheg, Form: League, Teams: teamsNamed(6000, long, 2), Rounds: 1}, "teams", "the setup of 6000 teams takes"},
		{Setup{Game: Pymtheg, Form: League, Teams: teamsNamed(20000, short, 0), Rounds: 200}, "rounds", "at most"},
		{Setup{Game: Pymtheg, Form: League, Teams: teamsNamed(2002, short, 0)}, "rounds", "give the rounds"},
	} {
		err := tt.s.Check()
		if !game.IsRefusal(err) || game.FieldOf(err) != tt.field || !strings.Contains(err.Error(), tt.says) {
			t.Errorf("%d teams, %d rounds: %v (field %q), want %q saying %q", len(tt.s.Teams), tt.s.Rounds, err, game.FieldOf(err), tt.field, tt.says)
		}
	}
	// The largest event still runs: 20,000 teams at 10,000 tables.
	ev, err := New(Setup{Game: Pymtheg, Form: League, Teams: teamsNamed(MaxTeams, short, 0), Rounds: 4})
	if err != nil {
		t.Fatal(err)
	}
	if ev.Tables() != 10000 {
		t.Fatalf("%d tables", ev.Tables())
	}
}
