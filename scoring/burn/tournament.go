package burn

import (
	"fmt"
	"sort"

	"arbiter/engine/burn"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
)

// League is a Burn league: every team (or player) plays the hands of
// every table once. ScoreLeague ranks it.
type League struct {
	Options Options
	Teams   []string
	Tables  []LeagueTable
}

// KnockOut is a Burn knock-out, one side against one, the score cap
// rising each round. ScoreKnockOut follows it.
type KnockOut struct {
	Options Options
	Cap     burn.CapScheme
	// Teams, when given, lets the first round be checked.
	Teams  []string
	Rounds []KORound
}

// LeagueTable is one table: every session plays the same hands.
type LeagueTable struct {
	Name     string          `json:"name"`
	Sessions []LeagueSession `json:"sessions"`
	// Byes are the teams the schedule sat out while this table's hands
	// were played; each gets the table's average ranking points.
	Byes []string `json:"byes,omitempty"`
}

// LeagueSession is the sides that played a table's hands, with the
// round(s) they played or their points.
type LeagueSession struct {
	Sides   map[string][]string `json:"sides"`
	Seating []string            `json:"seating"`
	Rounds  []RoundInput        `json:"rounds"`
	Points  map[string]int      `json:"points"`
}

// KORound is a knock-out round.
type KORound struct {
	Matches []KOMatch `json:"matches"`
}

// KOMatch is one side against one: a Burn game to the round's cap, and
// deciding games when it ends level.
type KOMatch struct {
	Sides    map[string][]string `json:"sides"`
	Seating  []string            `json:"seating"`
	Rounds   []RoundInput        `json:"rounds"`
	Deciders [][]RoundInput      `json:"deciders"`
}

// TableOut is one table's ranking.
type TableOut struct {
	Name    string         `json:"name"`
	Results map[string]int `json:"results"` // points at the table, lower is better
	Points  map[string]int `json:"ranking_points"`
	Byes    []string       `json:"byes,omitempty"` // teams that sat out this table (their points are the table's average)
}

// LeagueOut is a league's standings.
type LeagueOut struct {
	Game        string             `json:"game"`
	Form        string             `json:"form"`
	Tables      []TableOut         `json:"tables"`
	Totals      map[string]int     `json:"totals"`
	Standings   []pymtheg.Standing `json:"standings"`
	Complete    bool               `json:"complete"`
	Champions   []string           `json:"champions"`
	Explanation []string           `json:"explanation"`
	Steps       game.Explanation   `json:"steps"`
}

// MatchOut is a knock-out match.
type MatchOut struct {
	Sides    []string         `json:"sides"`
	Cap      int              `json:"cap"`
	Totals   map[string]int   `json:"totals"`
	Deciders []map[string]int `json:"deciders"` // totals of each deciding game
	Finished bool             `json:"finished"`
	Winner   *string          `json:"winner"`
	Loser    *string          `json:"loser"`
	Tied     bool             `json:"tied"` // level at the end: a deciding game is due
}

// KORoundOut is a knock-out round.
type KORoundOut struct {
	Round   int        `json:"round"`
	Cap     int        `json:"cap"`
	Matches []MatchOut `json:"matches"`
}

// KnockOutOut is a knock-out's state.
type KnockOutOut struct {
	Game        string           `json:"game"`
	Form        string           `json:"form"`
	Scheme      string           `json:"cap"`
	Rounds      []KORoundOut     `json:"rounds"`
	Remaining   []string         `json:"remaining"`
	Champion    *string          `json:"champion"`
	Explanation []string         `json:"explanation"`
	Steps       game.Explanation `json:"steps"`
}

func checkTeams(teams []string) (map[string]bool, error) {
	if len(teams) < 2 {
		return nil, game.Refuse(game.ErrInvalid, nil, "teams", msgTooFewTeams.With(len(teams)))
	}
	known := map[string]bool{}
	for i, t := range teams {
		if t == "" || known[t] {
			return nil, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("teams[%d]", i), msgOwnName.With(t))
		}
		known[t] = true
	}
	return known, nil
}

// ScoreLeague ranks a Burn league: at each table the lowest score gets 1
// ranking point, the next 2, and so on; fewest points overall wins.
func ScoreLeague(in League) (LeagueOut, error) {
	set, err := in.Options.Settings()
	if err != nil {
		return LeagueOut{}, err
	}
	return league(in, set)
}

// MaxSessionPoints is the most a side can have after a session played
// from 0 at a table of format f: just under the limit, plus the most one
// round adds (every fire card, or an opponent's pit). More could not have
// happened at a real table (GEN-1).
func (s Settings) MaxSessionPoints(f burn.Format) int {
	pit, _ := burn.PitValue(s.Pit, f)
	return s.Limit - 1 + max(burn.FireCards, pit)
}

func league(in League, set Settings) (LeagueOut, error) {
	known, err := checkTeams(in.Teams)
	if err != nil {
		return LeagueOut{}, err
	}
	if len(in.Tables) == 0 {
		return LeagueOut{}, game.Refuse(game.ErrInvalid, nil, "", msgTablesMissing.With())
	}
	out := LeagueOut{Game: "burn", Form: "league", Tables: []TableOut{}, Totals: map[string]int{}, Champions: []string{}, Complete: true}
	for _, t := range in.Teams {
		out.Totals[t] = 0
	}
	e := &out.Steps
	e.Say(msgLeagueRanking.With(), secTourney, "")
	var format burn.Format
	for ti, tab := range in.Tables {
		field := fmt.Sprintf("tables[%d]", ti)
		name := tab.Name
		if name == "" {
			name = fmt.Sprint(ti + 1)
		}
		to := TableOut{Name: name, Results: map[string]int{}, Points: map[string]int{}}
		var entries []pymtheg.Entry
		for si, s := range tab.Sessions {
			f := fmt.Sprintf("%s.sessions[%d]", field, si)
			t, err := NewTable(s.Sides, s.Seating)
			if err != nil {
				return LeagueOut{}, prefixed(f, err)
			}
			if format == (burn.Format{}) {
				format = t.Format
			} else if t.Format != format {
				return LeagueOut{}, game.Refuse(game.ErrIllegal, nil, f, msgEarlierSessions.With(t.Format.Said(), format.Said())).Citing(ruleSameTables.With())
			}
			for _, side := range t.Sides {
				if !known[side] {
					return LeagueOut{}, game.Refuse(game.ErrInvalid, nil, f+".sides", msgNotATeam.With(side))
				}
				if _, dup := to.Results[side]; dup {
					return LeagueOut{}, game.Refuse(game.ErrIllegal, nil, f, msgAlreadyPlayed.With(side, name)).Citing(ruleTableOnce.With())
				}
			}
			var totals map[string]int
			switch {
			case s.Rounds != nil && s.Points == nil:
				g, err := playGame(NewGame(t, set), s.Rounds, f+".rounds")
				if err != nil {
					return LeagueOut{}, err
				}
				totals = g.Totals
			case s.Points != nil && s.Rounds == nil:
				totals = s.Points
				for side := range totals {
					if indexOf(t.Sides, side) < 0 {
						return LeagueOut{}, game.Refuse(game.ErrInvalid, nil, f+".points."+side, msgNotSessionSide.With())
					}
				}
				limit := set.MaxSessionPoints(t.Format)
				for _, side := range t.Sides {
					if p := totals[side]; p < 0 || p > limit {
						return LeagueOut{}, game.Refuse(game.ErrImpossible, nil, f+".points."+side, msgSessionPoints.With(p, limit)).Citing(game.RuleImpossible)
					}
				}
			default:
				return LeagueOut{}, game.Refuse(game.ErrInvalid, nil, f, msgRoundsOrPoints.With())
			}
			for _, side := range t.Sides {
				to.Results[side] = totals[side]
				entries = append(entries, pymtheg.Entry{Team: side, Result: totals[side]})
			}
			e.Say(msgTableTotals.With(name, fmtMap(t.Sides, totals, false)), secTourney, "")
		}
		pts := pymtheg.RankingPoints(entries, len(in.Teams), true)
		for i, en := range entries {
			to.Points[en.Team] = pts[i]
			out.Totals[en.Team] += pts[i]
		}
		if err := addByes(&to, tab.Byes, known, pts, field, e, out.Totals); err != nil {
			return LeagueOut{}, err
		}
		if len(to.Points) != len(in.Teams) {
			out.Complete = false
		}
		out.Tables = append(out.Tables, to)
	}
	out.Standings = pymtheg.Standings(out.Totals)
	for _, s := range out.Standings {
		if s.Place == 1 {
			out.Champions = append(out.Champions, s.Team)
		}
	}
	if !out.Complete {
		e.Say(msgProvisional.With(), secTourney, "")
	}
	if len(out.Champions) == 1 {
		e.Say(msgFewestPoints.With(out.Champions[0], out.Totals[out.Champions[0]]), secTourney, "")
	} else {
		e.Say(msgSharedFewest.With(game.ListOf(game.JoinAnd, out.Champions)), secTourney, "")
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}

// ScoreKnockOut follows a Burn knock-out: each match is a game to the
// round's cap, the lower total moves on, a level game adds a deciding one.
func ScoreKnockOut(in KnockOut) (KnockOutOut, error) {
	set, err := in.Options.Settings()
	if err != nil {
		return KnockOutOut{}, err
	}
	return knockOut(in, set)
}

func knockOut(in KnockOut, set Settings) (KnockOutOut, error) {
	scheme := in.Cap
	if scheme != burn.Plus100 && scheme != burn.BySize {
		return KnockOutOut{}, game.Refuse(game.ErrInvalid, nil, "cap", msgCapValues.With(int(scheme)))
	}
	var err error
	if len(in.Rounds) == 0 {
		return KnockOutOut{}, game.Refuse(game.ErrInvalid, nil, "", msgKORoundsMissing.With())
	}
	var alive map[string]bool
	if in.Teams != nil {
		if alive, err = checkTeams(in.Teams); err != nil {
			return KnockOutOut{}, err
		}
	}
	out := KnockOutOut{Game: "burn", Form: "knockout", Scheme: scheme.String(), Rounds: []KORoundOut{}, Remaining: []string{}}
	e := &out.Steps
	for ri, r := range in.Rounds {
		field := fmt.Sprintf("rounds[%d]", ri)
		ro := KORoundOut{Round: ri + 1, Matches: []MatchOut{}}
		next := map[string]bool{}
		seen := map[string]bool{}
		allDone := true
		for mi, m := range r.Matches {
			f := fmt.Sprintf("%s.matches[%d]", field, mi)
			t, err := NewTable(m.Sides, m.Seating)
			if err != nil {
				return KnockOutOut{}, prefixed(f, err)
			}
			if t.Format.Sides != 2 {
				return KnockOutOut{}, game.Refuse(game.ErrIllegal, nil, f, msgSides.With(t.Format.Sides)).Citing(ruleOneAgainstOne.With())
			}
			for _, s := range t.Sides {
				if alive != nil && !alive[s] {
					return KnockOutOut{}, game.Refuse(game.ErrIllegal, nil, f, msgNotInRound.With(s)).Citing(ruleLoserOut.With())
				}
				if seen[s] {
					return KnockOutOut{}, game.Refuse(game.ErrInvalid, nil, f, msgTwoMatches.With(s, ri+1))
				}
				seen[s] = true
			}
			cap := burn.Cap(scheme, ri+1, t.Format.Size)
			ro.Cap = cap
			mo, err := playMatch(t, m, set, cap, f)
			if err != nil {
				return KnockOutOut{}, err
			}
			switch {
			case mo.Winner != nil:
				w, l := *mo.Winner, *mo.Loser
				next[w] = true
				e.Say(msgBeats.With(ri+1, cap, w, l), secTourney, "BURN-2")
			case mo.Tied:
				allDone = false
				next[t.Sides[0]], next[t.Sides[1]] = true, true
				e.Say(msgLevel.With(ri+1, cap, t.Sides[0], t.Sides[1]), secTourney, "")
			default:
				allDone = false
				next[t.Sides[0]], next[t.Sides[1]] = true, true
				e.Say(msgStillPlaying.With(ri+1, cap, t.Sides[0], t.Sides[1]), secTourney, "")
			}
			ro.Matches = append(ro.Matches, mo)
		}
		if alive != nil {
			for t := range alive {
				if !seen[t] {
					next[t] = true
				}
			}
		}
		out.Rounds = append(out.Rounds, ro)
		if !allDone && ri < len(in.Rounds)-1 {
			return KnockOutOut{}, game.Refuse(game.ErrInvalid, nil, field, msgRoundNotDone.With(ri+1, ri+2))
		}
		alive = next
	}
	for t := range alive {
		out.Remaining = append(out.Remaining, t)
	}
	sort.Strings(out.Remaining)
	last := out.Rounds[len(out.Rounds)-1]
	if len(out.Remaining) == 1 && len(last.Matches) == 1 && last.Matches[0].Winner != nil {
		out.Champion = &out.Remaining[0]
		e.Say(msgWinsTournament.With(*out.Champion), secTourney, "")
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}

// ScoreMatch follows one knock-out match of round (1-based): a Burn game
// to the round's cap, then any deciding games; the table's view of its
// match, whatever the other tables do.
func ScoreMatch(opts Options, scheme burn.CapScheme, round int, m KOMatch) (MatchOut, error) {
	set, err := opts.Settings()
	if err != nil {
		return MatchOut{}, err
	}
	if scheme != burn.Plus100 && scheme != burn.BySize {
		return MatchOut{}, game.Refuse(game.ErrInvalid, nil, "cap", msgCapValues.With(int(scheme)))
	}
	t, err := NewTable(m.Sides, m.Seating)
	if err != nil {
		return MatchOut{}, prefixed("match", err)
	}
	if t.Format.Sides != 2 {
		return MatchOut{}, game.Refuse(game.ErrIllegal, nil, "match", msgSides.With(t.Format.Sides)).Citing(ruleOneAgainstOne.With())
	}
	return playMatch(t, m, set, burn.Cap(scheme, round, t.Format.Size), "match")
}

// playMatch plays a match's game to the cap and its deciding games (f
// names it in errors).
func playMatch(t *Table, m KOMatch, set Settings, cap int, f string) (MatchOut, error) {
	s2 := set
	s2.Limit = cap
	if m.Rounds == nil {
		return MatchOut{}, game.Refuse(game.ErrInvalid, nil, "", msgMatchRounds.With(f))
	}
	g, err := playGame(NewGame(t, s2), m.Rounds, f+".rounds")
	if err != nil {
		return MatchOut{}, err
	}
	mo := MatchOut{Sides: t.Sides, Cap: cap, Totals: g.Totals, Deciders: []map[string]int{}, Finished: g.Finished}
	winners := g.Winners
	for di, dr := range m.Deciders {
		df := fmt.Sprintf("%s.deciders[%d]", f, di)
		if !mo.Finished || len(winners) != 2 {
			return MatchOut{}, game.Refuse(game.ErrIllegal, nil, df, msgNotLevel.With()).Citing(ruleDecidingLevel.With())
		}
		dg, err := playGame(NewGame(t, s2), dr, df)
		if err != nil {
			return MatchOut{}, err
		}
		mo.Deciders = append(mo.Deciders, dg.Totals)
		mo.Finished, winners = dg.Finished, dg.Winners
	}
	switch {
	case mo.Finished && len(winners) == 1:
		w := winners[0]
		l := t.Sides[0]
		if l == w {
			l = t.Sides[1]
		}
		mo.Winner, mo.Loser = &w, &l
	case mo.Finished:
		mo.Tied = true
	}
	return mo, nil
}

type prefixedErr struct {
	msg string
	err error
}

func (p *prefixedErr) Error() string { return p.msg }
func (p *prefixedErr) Unwrap() error { return p.err }

func prefixed(field string, err error) error {
	return &prefixedErr{msg: field + "." + err.Error(), err: err}
}

// addByes gives each team that sat out a table the table's average
// ranking points, rounded to the nearest whole point (halves up), as the
// Pymtheg league does.
func addByes(to *TableOut, byes []string, known map[string]bool, pts []int, field string, e *game.Explanation, totals map[string]int) error {
	if len(byes) == 0 {
		return nil
	}
	avg := 0
	if len(pts) > 0 {
		sum := 0
		for _, p := range pts {
			sum += p
		}
		avg = (2*sum + len(pts)) / (2 * len(pts))
	}
	for i, t := range byes {
		f := fmt.Sprintf("%s.byes[%d]", field, i)
		if !known[t] {
			return game.Refuse(game.ErrInvalid, nil, f, msgNotATeam.With(t))
		}
		if _, dup := to.Points[t]; dup {
			return game.Refuse(game.ErrIllegal, nil, f, msgByeTwice.With(t, to.Name)).Citing(ruleByeNoPlay.With())
		}
		to.Points[t] = avg
		totals[t] += avg
		to.Byes = append(to.Byes, t)
	}
	if len(pts) == 0 {
		e.Say(msgByeNobodyYet.With(to.Name, game.ListOf(game.JoinAnd, byes)), secTourney, "")
	} else {
		e.Say(msgByeAverage.With(to.Name, game.ListOf(game.JoinAnd, byes), avg), secTourney, "")
	}
	return nil
}
