package pymtheg

import "sort"

// Entry is one team's result at one table of a league tournament.
type Entry struct {
	Team   string
	Result int // the team's points at the table (Burn: its penalty points)
	// Worst marks a result that ranks last whatever the numbers: a
	// Pymtheg deal everyone passed (Burn is not played in tournaments).
	Worst bool
}

// RankingPoints gives each entry its ranking points at one table: 1 for
// the best result, 2 for the next and so on; equal results share the
// better place (1, 2, 2, 4). Worst entries all get teams, the highest
// number of points. lowerIsBetter is true for Burn. The result is in the
// order of entries.
func RankingPoints(entries []Entry, teams int, lowerIsBetter bool) []int {
	out := make([]int, len(entries))
	if teams < len(entries) {
		teams = len(entries)
	}
	for i, e := range entries {
		if e.Worst {
			out[i] = teams
			continue
		}
		better := 0
		for _, o := range entries {
			if o.Worst {
				continue
			}
			if (lowerIsBetter && o.Result < e.Result) || (!lowerIsBetter && o.Result > e.Result) {
				better++
			}
		}
		out[i] = better + 1
	}
	return out
}

// Standing is a team's place in a league.
type Standing struct {
	Team   string `json:"team"`
	Points int    `json:"points"`
	Place  int    `json:"place"` // 1 = champion; equal points share a place
}

// Standings orders teams by total ranking points, lowest first (the
// champion). Ties share the place; there is no official tie-break.
func Standings(points map[string]int) []Standing {
	out := make([]Standing, 0, len(points))
	for t, p := range points {
		out = append(out, Standing{Team: t, Points: p})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Points != out[j].Points {
			return out[i].Points < out[j].Points
		}
		return out[i].Team < out[j].Team
	})
	for i := range out {
		out[i].Place = i + 1
		if i > 0 && out[i].Points == out[i-1].Points {
			out[i].Place = out[i-1].Place
		}
	}
	return out
}

// MatchState is a knock-out match between two teams after some games.
type MatchState struct {
	Totals  [2]int
	Played  int
	Needed  int  // games the match lasts so far (length, plus 2 per tie)
	Decided bool // a winner is known
	Winner  int  // 0 or 1 when Decided
	// Extra counts the games the recorded list holds beyond the decision
	// (an error for the caller to report).
	Extra int
}

// KnockOutMatch follows a Pymtheg knock-out match of length games: the
// team with more points moves on; a tie after the set games adds two more,
// as often as needed.
func KnockOutMatch(length int, games [][2]int) MatchState {
	m := MatchState{Needed: length}
	for i, g := range games {
		if m.Decided {
			m.Extra = len(games) - i
			break
		}
		m.Totals[0] += g[0]
		m.Totals[1] += g[1]
		m.Played++
		if m.Played == m.Needed {
			if m.Totals[0] == m.Totals[1] {
				m.Needed += 2
				continue
			}
			m.Decided = true
			if m.Totals[1] > m.Totals[0] {
				m.Winner = 1
			}
		}
	}
	return m
}
