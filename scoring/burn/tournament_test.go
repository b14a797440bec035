package burn

import (
	"errors"
	"testing"

	"arbiter/engine/game"
)

// Issue 17 item 6 for Burn: league points no session can end with are
// refused (GEN-1) instead of wrapping the ranking.
func TestTournamentRefusesImpossiblePoints(t *testing.T) {
	for _, tt := range []struct{ name, points, field string }{
		{"near 2^63", `{"A":9223372036854775807,"B":0}`, "tables[0].sessions[0].points.A"},
		{"negative", `{"A":0,"B":-1}`, "tables[0].sessions[0].points.B"},
		{"past the limit plus a round", `{"A":130,"B":0}`, "tables[0].sessions[0].points.A"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Tournament([]byte(`{"game":"burn","form":"league","teams":["A","B"],"tables":[{"sessions":[{"sides":{"A":["a"],"B":["b"]},"points":` + tt.points + `}]}]}`))
			var ge *game.Error
			if !errors.As(err, &ge) || !errors.Is(err, game.ErrImpossible) || ge.Field != tt.field || ge.Rule != game.RuleImpossible {
				t.Fatalf("got %v, want an impossible-table refusal of %s", err, tt.field)
			}
		})
	}
	// 99 before the last round plus an opponent's pit of 30 is real (BURN-1).
	if _, err := Tournament([]byte(`{"game":"burn","form":"league","teams":["A","B"],"tables":[{"sessions":[{"sides":{"A":["a"],"B":["b"]},"points":{"A":129,"B":0}}]}]}`)); err != nil {
		t.Fatal(err)
	}
}

func TestBurnLeagueByes(t *testing.T) {
	out, err := ScoreLeague(League{Teams: []string{"A", "B", "C"}, Tables: []LeagueTable{
		{Sessions: []LeagueSession{{Sides: map[string][]string{"A": {"a"}, "B": {"b"}}, Points: map[string]int{"A": 3, "B": 9}}}, Byes: []string{"C"}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if out.Totals["A"] != 1 || out.Totals["B"] != 2 || out.Totals["C"] != 2 || !out.Complete {
		t.Fatalf("%v %v", out.Totals, out.Complete)
	}
}
