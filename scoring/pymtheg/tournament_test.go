package pymtheg

import (
	"errors"
	"testing"

	"arbiter/engine/game"
)

// Issue 17 item 6: scores near 2^63 wrapped (both teams got
// -9223372036854775808 and a third team became champion). A score no deal
// can give is refused (GEN-1), naming the field.
func TestTournamentRefusesImpossibleScores(t *testing.T) {
	tests := []struct {
		name, in, field string
	}{
		{"league NS near 2^63", `{"game":"pymtheg","form":"league","teams":["A","B","C","D"],"tables":[{"sessions":[
			{"NS":"A","EW":"B","score":{"NS":9223372036854775807,"EW":-9223372036854775808}},{"NS":"C","EW":"D","score":{"NS":0,"EW":50}}]}]}`,
			"tables[0].sessions[0].score.NS"},
		{"league EW", `{"game":"pymtheg","form":"league","teams":["A","B"],"tables":[{"sessions":[{"NS":"A","EW":"B","score":{"NS":0,"EW":-26401}}]}]}`,
			"tables[0].sessions[0].score.EW"},
		{"knock-out", `{"game":"pymtheg","form":"knockout","match_length":[1],"rounds":[{"matches":[{"NS":"A","EW":"B","scores":[{"NS":4611686018427387904,"EW":0}]}]}]}`,
			"rounds[0].matches[0].scores[0].NS"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Tournament([]byte(tt.in))
			var ge *game.Error
			if !errors.As(err, &ge) || !errors.Is(err, game.ErrImpossible) || ge.Field != tt.field || ge.Rule != game.RuleImpossible {
				t.Fatalf("got %v, want an impossible-table refusal of %s", err, tt.field)
			}
		})
	}
	// The largest real score still counts: a redoubled no-trump Lon lost
	// with a cheat is (5000+1500+100)×4.
	out, err := ScoreLeague(League{Teams: []string{"A", "B"}, Tables: []LeagueTable{{Sessions: []LeagueSession{{NS: "A", EW: "B", Score: &Score{NS: -26400}}}}}})
	if err != nil || out.Tables[0].Results["A"] != -26400 {
		t.Fatalf("%v %v", out.Tables, err)
	}
	if got := (Settings{}).MaxDealScore(); got != 26400 {
		t.Errorf("MaxDealScore %d, want 26400", got)
	}
	bonus := 1000000
	set, _ := Options{LonTrumpBonus: &bonus}.Settings()
	if got := set.MaxDealScore(); got != (1000000+750+100)*4 {
		t.Errorf("MaxDealScore with the Lon bonus %d", got)
	}
}

// Byes: an odd number of teams sits one out per round; the team gets the
// table's average ranking points, so the schedule neither helps nor hurts.
func TestLeagueByes(t *testing.T) {
	out, err := ScoreLeague(League{Teams: []string{"A", "B", "C"}, Tables: []LeagueTable{
		{Sessions: []LeagueSession{{NS: "A", EW: "B", Score: &Score{NS: 50}}}, Byes: []string{"C"}},
		{Sessions: []LeagueSession{{NS: "C", EW: "A", Score: &Score{NS: 20}}}, Byes: []string{"B"}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	// Table 1: A 1, B 2 → C gets round(1.5) = 2. Table 2: C 1, A 2 → B 2.
	if out.Totals["A"] != 3 || out.Totals["B"] != 4 || out.Totals["C"] != 3 || !out.Complete {
		t.Fatalf("totals %v complete %v", out.Totals, out.Complete)
	}
	if len(out.Tables[0].Byes) != 1 || out.Tables[0].Points["C"] != 2 {
		t.Errorf("table 1 %+v", out.Tables[0])
	}
	_, err = ScoreLeague(League{Teams: []string{"A", "B", "C"}, Tables: []LeagueTable{
		{Sessions: []LeagueSession{{NS: "A", EW: "B", Score: &Score{NS: 50}}}, Byes: []string{"A"}}}})
	if !errors.Is(err, game.ErrIllegal) || game.FieldOf(err) != "tables[0].byes[0]" {
		t.Errorf("a team playing and sitting out the same table: %v", err)
	}
}

// The typed knock-out repeats the last length and refuses a length below 1.
func TestKnockOutTyped(t *testing.T) {
	out, err := ScoreKnockOut(KnockOut{Lengths: []int{1}, Rounds: []KORound{
		{Matches: []KOMatch{{NS: "A", EW: "B", Scores: []Score{{NS: 10}}}, {NS: "C", EW: "D", Scores: []Score{{EW: 10}}}}},
		{Matches: []KOMatch{{NS: "A", EW: "D", Scores: []Score{{NS: 10}}}}},
	}})
	if err != nil || out.Champion == nil || *out.Champion != "A" || out.Rounds[1].MatchLength != 1 {
		t.Fatalf("%+v %v", out, err)
	}
	_, err = ScoreKnockOut(KnockOut{Lengths: []int{0}, Rounds: []KORound{{}}})
	if game.FieldOf(err) != "match_length[0]" {
		t.Errorf("length 0: %v", err)
	}
}
