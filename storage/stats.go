package storage

import (
	"database/sql"
	"encoding/json"
	"time"
)

// KindStats are a player's statistics for one game kind. Played, Won,
// scores and streaks count finished games only.
type KindStats struct {
	Kind       string  `json:"kind"`
	Played     int     `json:"played"`
	Won        int     `json:"won"`
	WinRate    float64 `json:"win_rate"` // Won / Played, 0 when none
	InProgress int     `json:"in_progress"`
	Abandoned  int     `json:"abandoned"`
	// AvgScore and BestScore are over the player's side's final totals;
	// best is the lowest in games where the lowest total wins.
	AvgScore      *float64 `json:"avg_score"`
	BestScore     *float64 `json:"best_score"`
	LowerIsBetter bool     `json:"lower_is_better"`
	// CurrentStreak counts the latest games in a row with the same
	// result: positive for wins, negative for losses.
	CurrentStreak     int        `json:"current_streak"`
	LongestWinStreak  int        `json:"longest_win_streak"`
	LongestLossStreak int        `json:"longest_loss_streak"`
	LastPlayed        *time.Time `json:"last_played"`
}

// PlayerStats are a player's statistics, per game kind.
type PlayerStats struct {
	Player Player      `json:"player"`
	Kinds  []KindStats `json:"kinds"`
}

// playerStatsSQL reads a player's seats through seats_player, then each
// game by its key.
const playerStatsSQL = `SELECT g.kind, g.status, s.score, s.won, coalesce(g.finished_at, g.started_at)
	FROM seats s JOIN games g ON g.id = s.game_id
	WHERE s.player_id = ? ORDER BY g.kind, coalesce(g.finished_at, g.started_at), g.id`

// progressionSQL reads a game's rounds in force through rounds_live.
const progressionSQL = "SELECT id, totals_after FROM rounds WHERE game_id = ? AND live = 1 ORDER BY seq"

// PlayerStats computes a player's statistics per game kind (an indexed
// query on the player's seats).
func (s *Store) PlayerStats(playerID string) (PlayerStats, error) {
	pl, err := getPlayer(s.r, playerID)
	if err != nil {
		return PlayerStats{}, err
	}
	rows, err := s.r.Query(playerStatsSQL, pl.ID)
	if err != nil {
		return PlayerStats{}, err
	}
	defer rows.Close()
	st := PlayerStats{Player: pl, Kinds: []KindStats{}}
	var cur *KindStats
	var sum float64
	var scored int
	var run int
	flush := func() {
		if cur == nil {
			return
		}
		if cur.Played > 0 {
			cur.WinRate = float64(cur.Won) / float64(cur.Played)
		}
		if scored > 0 {
			avg := sum / float64(scored)
			cur.AvgScore = &avg
		}
		cur.CurrentStreak = run
		st.Kinds = append(st.Kinds, *cur)
	}
	for rows.Next() {
		var kind, status string
		var sc sql.NullFloat64
		var won bool
		var at int64
		if err := rows.Scan(&kind, &status, &sc, &won, &at); err != nil {
			return st, err
		}
		if cur == nil || cur.Kind != kind {
			flush()
			cur = &KindStats{Kind: kind, LowerIsBetter: lowerWins(kind)}
			sum, scored, run = 0, 0, 0
		}
		t := fromMS(at)
		cur.LastPlayed = &t
		switch status {
		case StatusActive:
			cur.InProgress++
			continue
		case StatusAbandoned:
			cur.Abandoned++
			continue
		}
		cur.Played++
		if won {
			cur.Won++
			if run < 0 {
				run = 0
			}
			run++
			cur.LongestWinStreak = max(cur.LongestWinStreak, run)
		} else {
			if run > 0 {
				run = 0
			}
			run--
			cur.LongestLossStreak = max(cur.LongestLossStreak, -run)
		}
		if sc.Valid {
			v := sc.Float64
			sum += v
			scored++
			if cur.BestScore == nil || (!cur.LowerIsBetter && v > *cur.BestScore) || (cur.LowerIsBetter && v < *cur.BestScore) {
				cur.BestScore = &v
			}
		}
	}
	flush()
	return st, rows.Err()
}

// HeadToHead is how two players fared in the finished games they both
// played, on opposite sides (Against) and on the same side (Together).
type HeadToHead struct {
	A, B          Player            `json:"-"`
	PlayerA       Player            `json:"player_a"`
	PlayerB       Player            `json:"player_b"`
	Against       int               `json:"against"`
	AWins         int               `json:"a_wins"`
	BWins         int               `json:"b_wins"`
	Neither       int               `json:"neither"` // a third player won, or a shared win
	Together      int               `json:"together"`
	TogetherWins  int               `json:"together_wins"`
	AgainstByKind map[string][3]int `json:"against_by_kind"` // kind -> [a wins, b wins, neither]
}

// HeadToHead compares two players over the finished games both played.
func (s *Store) HeadToHead(a, b string) (HeadToHead, error) {
	pa, err := getPlayer(s.r, a)
	if err != nil {
		return HeadToHead{}, err
	}
	pb, err := getPlayer(s.r, b)
	if err != nil {
		return HeadToHead{}, err
	}
	h := HeadToHead{PlayerA: pa, PlayerB: pb, AgainstByKind: map[string][3]int{}}
	rows, err := s.r.Query(`SELECT g.kind, sa.side = sb.side, sa.won, sb.won
		FROM seats sa JOIN seats sb ON sb.game_id = sa.game_id AND sb.player_id = ?
		JOIN games g ON g.id = sa.game_id
		WHERE sa.player_id = ? AND g.status = 'finished'`, pb.ID, pa.ID)
	if err != nil {
		return h, err
	}
	defer rows.Close()
	for rows.Next() {
		var kind string
		var same, aw, bw bool
		if err := rows.Scan(&kind, &same, &aw, &bw); err != nil {
			return h, err
		}
		if same {
			h.Together++
			if aw {
				h.TogetherWins++
			}
			continue
		}
		h.Against++
		k := h.AgainstByKind[kind]
		switch {
		case aw && !bw:
			h.AWins++
			k[0]++
		case bw && !aw:
			h.BWins++
			k[1]++
		default:
			h.Neither++
			k[2]++
		}
		h.AgainstByKind[kind] = k
	}
	return h, rows.Err()
}

// ProgressPoint is the totals after one round.
type ProgressPoint struct {
	Number  int                `json:"number"` // 1, 2, ... (0: before the first round)
	RoundID string             `json:"round_id,omitempty"`
	Totals  map[string]float64 `json:"totals"`
}

// Progression is a game's score after each round, per side, for charts.
type Progression struct {
	GameID string          `json:"game_id"`
	Kind   string          `json:"kind"`
	Sides  []string        `json:"sides"`
	Points []ProgressPoint `json:"points"`
}

// ScoreProgression returns the totals after each round in force.
func (s *Store) ScoreProgression(gameID string) (Progression, error) {
	g, err := getGame(s.r, gameID)
	if err != nil {
		return Progression{}, err
	}
	pr := Progression{GameID: g.ID, Kind: g.Kind, Sides: []string{}, Points: []ProgressPoint{}}
	seen := map[string]bool{}
	for _, st := range g.Seats {
		if !seen[st.Side] {
			seen[st.Side] = true
			pr.Sides = append(pr.Sides, st.Side)
		}
	}
	rows, err := s.r.Query(progressionSQL, gameID)
	if err != nil {
		return pr, err
	}
	defer rows.Close()
	for rows.Next() {
		var id, totals string
		if err := rows.Scan(&id, &totals); err != nil {
			return pr, err
		}
		pt := ProgressPoint{Number: len(pr.Points) + 1, RoundID: id, Totals: numericTotals(totals)}
		pr.Points = append(pr.Points, pt)
	}
	return pr, rows.Err()
}

func numericTotals(totals string) map[string]float64 {
	out := map[string]float64{}
	// Most games' totals are plain numbers: decode them in one pass, and
	// fall back to picking the numbers out when some value is not one.
	if json.Unmarshal([]byte(totals), &out) == nil {
		return out
	}
	out = map[string]float64{}
	var raw map[string]json.RawMessage
	if json.Unmarshal([]byte(totals), &raw) == nil {
		for k, v := range raw {
			var f float64
			if json.Unmarshal(v, &f) == nil {
				out[k] = f
			}
		}
	}
	return out
}
