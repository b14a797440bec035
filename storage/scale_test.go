package storage

import (
	"strings"
	"testing"
	"time"
)

// explain returns the query plan's details, one per line.
func explain(t testing.TB, s *Store, q string, args ...any) string {
	t.Helper()
	rows, err := s.r.Query("EXPLAIN QUERY PLAN "+q, args...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var lines []string
	for rows.Next() {
		var id, parent, notused int
		var detail string
		if err := rows.Scan(&id, &parent, &notused, &detail); err != nil {
			t.Fatal(err)
		}
		lines = append(lines, detail)
	}
	return strings.Join(lines, "\n")
}

func generated(t testing.TB, games, rounds int) (*Store, []string) {
	t.Helper()
	s, _ := openTest(t)
	players := must(s.Generate(GenerateOptions{Players: 50, Games: games, RoundsPerGame: rounds, Seed: 7}))
	if _, err := s.w.Exec("ANALYZE"); err != nil {
		t.Fatal(err)
	}
	return s, players
}

func TestQueriesUseIndexes(t *testing.T) {
	s, players := generated(t, 400, 10)
	var gameID string
	s.r.QueryRow("SELECT id FROM games LIMIT 1").Scan(&gameID)
	check := func(name, plan string, want ...string) {
		t.Helper()
		for _, w := range want {
			if !strings.Contains(plan, w) {
				t.Errorf("%s: plan lacks %q:\n%s", name, w, plan)
			}
		}
		for _, line := range strings.Split(plan, "\n") {
			if strings.HasPrefix(line, "SCAN ") && !strings.Contains(line, "INDEX") {
				t.Errorf("%s: full scan %q:\n%s", name, line, plan)
			}
		}
	}
	for _, f := range []Filter{{}, {Kind: "myre"}, {Status: StatusFinished}} {
		q, args, _ := gamesQuery(f, false)
		plan := explain(t, s, q, args...)
		check("history page", plan, "INDEX games_")
		if strings.Contains(plan, "TEMP B-TREE") {
			t.Errorf("history page %+v sorts instead of reading an index:\n%s", f, plan)
		}
	}
	q, args, _ := gamesQuery(Filter{PlayerID: players[0]}, false)
	check("player's games", explain(t, s, q, args...), "seats_player")
	check("player stats", explain(t, s, playerStatsSQL, players[0]), "seats_player", "sqlite_autoindex_games_1")
	check("progression", explain(t, s, progressionSQL, gameID), "rounds_live")
	check("seats of a game", explain(t, s, `SELECT s.player_id FROM seats s JOIN players p ON p.id = s.player_id WHERE s.game_id = ? ORDER BY s.position`, gameID), "INDEX")
}

func TestGenerate(t *testing.T) {
	s, players := generated(t, 60, 5)
	if n := must(s.CountGames(Filter{})); n != 60 {
		t.Errorf("%d games", n)
	}
	st := must(s.PlayerStats(players[0]))
	total := 0
	for _, k := range st.Kinds {
		total += k.Played + k.InProgress
		if k.Played > 0 && (k.WinRate < 0 || k.WinRate > 1 || k.AvgScore == nil) {
			t.Errorf("stats %+v", k)
		}
	}
	if n := must(s.CountGames(Filter{PlayerID: players[0]})); n != total {
		t.Errorf("player sat at %d games, stats count %d", n, total)
	}
	var gameID string
	s.r.QueryRow("SELECT id FROM games LIMIT 1").Scan(&gameID)
	g := must(s.Game(gameID))
	pr := must(s.ScoreProgression(gameID))
	if len(pr.Points) != g.Rounds {
		t.Errorf("progression has %d points for %d rounds", len(pr.Points), g.Rounds)
	}
	if err := s.QuickCheck(); err != nil {
		t.Error(err)
	}
}

// The performance issue runs these against 1,000,000 rounds; here a
// smaller history (BENCH_GAMES × 50 rounds would be the full size).
func benchStore(b *testing.B) (*Store, []string, string) {
	s, players := generated(b, 2000, 20)
	var gameID string
	s.r.QueryRow("SELECT id FROM games ORDER BY rounds_count DESC LIMIT 1").Scan(&gameID)
	b.ResetTimer()
	return s, players, gameID
}

func BenchmarkGamesFirstPage(b *testing.B) {
	s, _, _ := benchStore(b)
	for b.Loop() {
		must(s.Games(Filter{Limit: 50}))
	}
}

func BenchmarkPlayerStats(b *testing.B) {
	s, players, _ := benchStore(b)
	for b.Loop() {
		must(s.PlayerStats(players[0]))
	}
}

func BenchmarkScoreProgression(b *testing.B) {
	s, _, gameID := benchStore(b)
	for b.Loop() {
		must(s.ScoreProgression(gameID))
	}
}

func BenchmarkHeadToHead(b *testing.B) {
	s, players, _ := benchStore(b)
	for b.Loop() {
		must(s.HeadToHead(players[0], players[1]))
	}
}

func BenchmarkAddRound(b *testing.B) {
	s, _ := openTest(b)
	g := newFakeGame(b, s, `{"target":1000000000}`)
	b.ResetTimer()
	for b.Loop() {
		must(s.AddRound(g.ID, round(1, 2)))
		// Keep the game short: the cost of a round grows with the game.
		if r := must(s.Rounds(g.ID)); len(r) >= 40 {
			b.StopTimer()
			g = newFakeGame(b, s, `{"target":1000000000}`)
			b.StartTimer()
		}
	}
}

func BenchmarkGenerate(b *testing.B) {
	for b.Loop() {
		s, err := OpenWith(tempDB(b), Options{Now: time.Now})
		if err != nil {
			b.Fatal(err)
		}
		must(s.Generate(GenerateOptions{Games: 100, RoundsPerGame: 50}))
		s.Close()
	}
}
