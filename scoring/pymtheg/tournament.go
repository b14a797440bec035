package pymtheg

import (
	"fmt"
	"sync"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
)

// League is a Pymtheg league: every team plays the hands of every table
// once (docs/tournament.md). It is what ScoreLeague ranks; the JSON of
// `arbiter-cli tournament` is read into it at the command's edge.
type League struct {
	Options Options
	Teams   []string
	Tables  []LeagueTable
}

// LeagueTable is one table of a league: the same hands for every session.
type LeagueTable struct {
	Name     string          `json:"name"`
	Sessions []LeagueSession `json:"sessions"`
	// Byes are the teams the schedule sat out while this table's hands
	// were played (an odd number of teams): each gets the table's average
	// ranking points (Arbiter's reading; the rulebook has no byes).
	Byes []string `json:"byes,omitempty"`
}

// LeagueSession is one pair of teams playing a table's hands: the deal as
// played, its score, or passed (everyone passed).
type LeagueSession struct {
	NS     string     `json:"NS"`
	EW     string     `json:"EW"`
	Deal   *DealInput `json:"deal"`
	Score  *Score     `json:"score"`
	Passed bool       `json:"passed"`
}

// KnockOut is a Pymtheg knock-out: rounds of matches, the winners moving
// on. It is what ScoreKnockOut follows.
type KnockOut struct {
	Options Options
	// Teams, when given, lets the first round be checked.
	Teams []string
	// Lengths are the games a match lasts in each round (before ties add
	// two); when there are fewer than rounds, the last one repeats.
	Lengths []int
	Rounds  []KORound
}

// KORound is one round of a knock-out.
type KORound struct {
	Matches []KOMatch `json:"matches"`
}

// KOMatch is a match of a knock-out: its deals (scored) or their scores.
type KOMatch struct {
	NS     string      `json:"NS"`
	EW     string      `json:"EW"`
	Deals  []DealInput `json:"deals"`
	Scores []Score     `json:"scores"`
}

// TableOut is one league table's ranking.
type TableOut struct {
	Name    string         `json:"name"`
	Results map[string]int `json:"results"` // each team's result (NS score − EW score, EW the negative)
	Passed  []string       `json:"passed"`  // teams whose deal everyone passed
	Points  map[string]int `json:"ranking_points"`
	Byes    []string       `json:"byes,omitempty"` // teams that sat out this table (their points are the table's average)
}

// LeagueOut is a league's standings.
type LeagueOut struct {
	Game        string             `json:"game"`
	Form        string             `json:"form"`
	Tables      []TableOut         `json:"tables"`
	Totals      map[string]int     `json:"totals"` // ranking points, fewest wins
	Standings   []pymtheg.Standing `json:"standings"`
	Complete    bool               `json:"complete"` // every team played every table
	Champions   []string           `json:"champions"`
	Explanation []string           `json:"explanation"`
	Steps       game.Explanation   `json:"steps"`
}

// MatchOut is a knock-out match's state.
type MatchOut struct {
	NS      string  `json:"NS"`
	EW      string  `json:"EW"`
	Deals   []Score `json:"deals"`
	Totals  Score   `json:"totals"`
	Played  int     `json:"played"`
	Needed  int     `json:"needed"` // games the match lasts so far (ties add 2)
	Decided bool    `json:"decided"`
	Winner  *string `json:"winner"`
	Loser   *string `json:"loser"`
}

// KORoundOut is a knock-out round.
type KORoundOut struct {
	Round       int        `json:"round"`
	MatchLength int        `json:"match_length"`
	Matches     []MatchOut `json:"matches"`
}

// KnockOutOut is a knock-out's state.
type KnockOutOut struct {
	Game        string           `json:"game"`
	Form        string           `json:"form"`
	Rounds      []KORoundOut     `json:"rounds"`
	Remaining   []string         `json:"remaining"` // teams still in
	Champion    *string          `json:"champion"`
	Explanation []string         `json:"explanation"`
	Steps       game.Explanation `json:"steps"`
}

// CheckTeams checks a tournament's team list.
func CheckTeams(teams []string) (map[string]bool, error) {
	if len(teams) < 2 {
		return nil, game.Refuse(game.ErrInvalid, nil, "teams", msgTooFewTeams.With(len(teams)))
	}
	known := map[string]bool{}
	for i, t := range teams {
		if t == "" {
			return nil, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("teams[%d]", i), msgTeamNeedsName.With())
		}
		if known[t] {
			return nil, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("teams[%d]", i), msgListedTwice.With(t))
		}
		known[t] = true
	}
	return known, nil
}

// MaxDealScore is the most one team can win or lose in a single deal under
// these settings: the cheating penalty on the biggest contract (PYM-6),
// redoubled, or a Burn sweep. A score beyond it could not have happened at
// a real table (GEN-1), and keeping to it keeps every sum far from
// overflowing.
func (s Settings) MaxDealScore() int {
	maxScores.Lock()
	defer maxScores.Unlock()
	if v, ok := maxScores.m[s.Rules]; ok {
		return v
	}
	v := maxDealScore(s.Rules)
	if maxScores.m == nil {
		maxScores.m = map[pymtheg.Rules]int{}
	}
	maxScores.m[s.Rules] = v
	return v
}

// maxScores remembers MaxDealScore per rule set (a few at most).
var maxScores struct {
	sync.Mutex
	m map[pymtheg.Rules]int
}

func maxDealScore(rules pymtheg.Rules) int {
	best := pymtheg.BurnSweep
	for _, c := range pymtheg.Bids {
		for _, trump := range []cards.Element{cards.NoElement, cards.Fire} {
			for _, named := range []pymtheg.TrumpNamed{pymtheg.NamedAfter, pymtheg.NamedInBid} {
				for _, off := range []pymtheg.Seat{pymtheg.North, pymtheg.East} {
					d := pymtheg.Deal{Contract: c, Declarer: pymtheg.North, Trump: trump, Named: named, Offender: off, HasOffender: true}
					if c.IsGam() {
						d.OverRy = pymtheg.Ry3
					}
					v := pymtheg.CheatMaximum(d, rules)
					if v < 0 {
						v = -v
					}
					best = max(best, v*pymtheg.Redoubled.Multiplier())
				}
			}
		}
	}
	return best
}

// checkScore refuses a deal score no real deal can give (GEN-1); limit
// is the settings' MaxDealScore.
func checkScore(sc Score, limit int, field string) error {
	for _, v := range []struct {
		side string
		n    int
	}{{"NS", sc.NS}, {"EW", sc.EW}} {
		if v.n > limit || v.n < -limit {
			return game.Refuse(game.ErrImpossible, nil, field+"."+v.side, msgScoreTooBig.With(v.n, limit)).Citing(game.RuleImpossible)
		}
	}
	return nil
}

// ScoreLeague ranks a Pymtheg league: at each table the best result gets
// 1 ranking point, the next 2, and so on; fewest points overall wins.
func ScoreLeague(in League) (LeagueOut, error) {
	set, err := in.Options.Settings()
	if err != nil {
		return LeagueOut{}, err
	}
	return league(in, set)
}

func league(in League, set Settings) (LeagueOut, error) {
	known, err := CheckTeams(in.Teams)
	if err != nil {
		return LeagueOut{}, err
	}
	if len(in.Tables) == 0 {
		return LeagueOut{}, game.Refuse(game.ErrInvalid, nil, "", msgTablesMissing.With())
	}
	out := LeagueOut{Game: "pymtheg", Form: "league", Tables: []TableOut{}, Totals: map[string]int{}, Champions: []string{}, Complete: true}
	maxScore := set.MaxDealScore()
	for _, t := range in.Teams {
		out.Totals[t] = 0
	}
	e := &out.Steps
	e.Say(msgLeagueRanking.With(len(in.Teams), len(in.Teams)), pymtheg.SecTourney, "")
	for ti, tab := range in.Tables {
		field := fmt.Sprintf("tables[%d]", ti)
		name := tab.Name
		if name == "" {
			name = fmt.Sprint(ti + 1)
		}
		to := TableOut{Name: name, Results: map[string]int{}, Passed: []string{}, Points: map[string]int{}}
		var entries []pymtheg.Entry
		for si, s := range tab.Sessions {
			f := fmt.Sprintf("%s.sessions[%d]", field, si)
			for _, team := range []string{s.NS, s.EW} {
				if !known[team] {
					return LeagueOut{}, game.Refuse(game.ErrInvalid, nil, f, msgNotATeam.With(team))
				}
				if _, dup := to.Points[team]; dup {
					return LeagueOut{}, game.Refuse(game.ErrIllegal, nil, f, msgAlreadyPlayed.With(team, name)).Citing(ruleTableOnce.With())
				}
				to.Points[team] = 0
			}
			if s.NS == s.EW {
				return LeagueOut{}, game.Refuse(game.ErrInvalid, nil, f, msgAgainstItself.With(s.NS))
			}
			r, passed, err := set.leagueResult(s, maxScore, f)
			if err != nil {
				return LeagueOut{}, err
			}
			if passed {
				entries = append(entries, pymtheg.Entry{Team: s.NS, Worst: true}, pymtheg.Entry{Team: s.EW, Worst: true})
				to.Passed = append(to.Passed, s.NS, s.EW)
				e.Say(msgTablePassed.With(name, s.NS, s.EW), pymtheg.SecTourney, "")
				continue
			}
			entries = append(entries, pymtheg.Entry{Team: s.NS, Result: r}, pymtheg.Entry{Team: s.EW, Result: -r})
			to.Results[s.NS], to.Results[s.EW] = r, -r
			e.Say(msgTableResult.With(name, s.NS, r, s.EW, -r), pymtheg.SecTourney, "")
		}
		pts := pymtheg.RankingPoints(entries, len(in.Teams), false)
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
		e.Say(msgProvisional.With(), pymtheg.SecTourney, "")
	}
	if len(out.Champions) == 1 {
		e.Say(msgFewestPoints.With(out.Champions[0], out.Totals[out.Champions[0]]), pymtheg.SecTourney, "")
	} else {
		e.Say(msgSharedFewest.With(len(out.Champions), out.Totals[out.Champions[0]]), pymtheg.SecTourney, "")
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}

// LeagueResult checks one session's result as ScoreLeague checks it,
// field naming the session: exactly one of a deal (scored; a Burn
// contract counts as passed), a score (within MaxDealScore) or passed.
// It returns North-South's score minus East-West's, or passed. A
// tournament's director checks every result a table sends with it, so
// it does only this (ScoreLeague also writes the explanation).
func (s Settings) LeagueResult(in LeagueSession, field string) (result int, passed bool, err error) {
	return s.leagueResult(in, s.MaxDealScore(), field)
}

func (s Settings) leagueResult(in LeagueSession, maxScore int, field string) (int, bool, error) {
	n := 0
	for _, p := range []bool{in.Deal != nil, in.Score != nil, in.Passed} {
		if p {
			n++
		}
	}
	if n != 1 {
		return 0, false, game.Refuse(game.ErrInvalid, nil, field, msgExactlyResult.With())
	}
	var sc Score
	switch {
	case in.Passed:
		return 0, true, nil
	case in.Deal != nil:
		if in.Deal.Contract != nil && *in.Deal.Contract == pymtheg.Burn {
			return 0, true, nil
		}
		r, err := scoreDeal(in.Deal, s, field+".deal")
		if err != nil {
			return 0, false, err
		}
		sc = r.Score
	default:
		sc = *in.Score
		if err := checkScore(sc, maxScore, field+".score"); err != nil {
			return 0, false, err
		}
	}
	return sc.NS - sc.EW, false, nil
}

// addByes gives each team that sat out a table the table's average
// ranking points, rounded to the nearest whole point (halves up): the
// rulebook has no byes, and the average neither rewards nor punishes a
// team for the schedule. Shared by the Burn league.
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
		e.Say(msgByeNobodyYet.With(to.Name, game.ListOf(game.JoinAnd, byes)), pymtheg.SecTourney, "")
	} else {
		e.Say(msgByeAverage.With(to.Name, game.ListOf(game.JoinAnd, byes), avg), pymtheg.SecTourney, "")
	}
	return nil
}

// ScoreKnockOut follows a Pymtheg knock-out: each match lasts the round's
// games, more points moves on, a tie adds two games.
func ScoreKnockOut(in KnockOut) (KnockOutOut, error) {
	set, err := in.Options.Settings()
	if err != nil {
		return KnockOutOut{}, err
	}
	return knockOut(in, set)
}

// lengthsPerRound checks the games per round and repeats the last.
func lengthsPerRound(list []int, rounds int) ([]int, error) {
	if len(list) == 0 {
		return nil, game.Refuse(game.ErrInvalid, nil, "", msgLengthMissing.With())
	}
	for i, n := range list {
		if n < 1 {
			return nil, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("match_length[%d]", i), msgLengthAtLeast.With(n))
		}
	}
	out := make([]int, rounds)
	for i := range out {
		out[i] = list[min(i, len(list)-1)]
	}
	return out, nil
}

func knockOut(in KnockOut, set Settings) (KnockOutOut, error) {
	if len(in.Rounds) == 0 {
		return KnockOutOut{}, game.Refuse(game.ErrInvalid, nil, "", msgRoundsMissing.With())
	}
	lengths, err := lengthsPerRound(in.Lengths, len(in.Rounds))
	if err != nil {
		return KnockOutOut{}, err
	}
	var known map[string]bool
	if in.Teams != nil {
		if known, err = CheckTeams(in.Teams); err != nil {
			return KnockOutOut{}, err
		}
	}
	out := KnockOutOut{Game: "pymtheg", Form: "knockout", Rounds: []KORoundOut{}, Remaining: []string{}}
	e := &out.Steps
	out.Remaining = append(out.Remaining, in.Teams...)
	var alive map[string]bool // teams allowed in the current round
	if known != nil {
		alive = known
	}
	for ri, r := range in.Rounds {
		field := fmt.Sprintf("rounds[%d]", ri)
		ro := KORoundOut{Round: ri + 1, MatchLength: lengths[ri], Matches: []MatchOut{}}
		e.Say(msgKORound.With(ri+1, lengths[ri]), pymtheg.SecTourney, "")
		next := map[string]bool{}
		seen := map[string]bool{}
		allDecided := true
		for mi, m := range r.Matches {
			f := fmt.Sprintf("%s.matches[%d]", field, mi)
			for _, t := range []string{m.NS, m.EW} {
				if t == "" {
					return KnockOutOut{}, game.Refuse(game.ErrInvalid, nil, f, msgNameTwoTeams.With())
				}
				if alive != nil && !alive[t] {
					return KnockOutOut{}, game.Refuse(game.ErrIllegal, nil, f, msgNotInRound.With(t)).Citing(ruleLoserOut.With())
				}
				if seen[t] {
					return KnockOutOut{}, game.Refuse(game.ErrInvalid, nil, f, msgTwoMatches.With(t, ri+1))
				}
				seen[t] = true
			}
			mo, st, err := playMatch(m, lengths[ri], set, f)
			if err != nil {
				return KnockOutOut{}, err
			}
			if st.Decided {
				w := *mo.Winner
				next[w] = true
				e.Say(msgMovesOn.With(m.NS, st.Totals[0], m.EW, st.Totals[1], st.Played, w), pymtheg.SecTourney, "")
			} else {
				allDecided = false
				next[m.NS], next[m.EW] = true, true
				e.Say(msgStillPlaying.With(m.NS, m.EW, st.Played, st.Needed, st.Totals[0], st.Totals[1]), pymtheg.SecTourney, "")
			}
			ro.Matches = append(ro.Matches, mo)
		}
		// Teams with a bye keep going.
		if alive != nil {
			for t := range alive {
				if !seen[t] {
					next[t] = true
				}
			}
		}
		out.Rounds = append(out.Rounds, ro)
		if allDecided {
			alive = next
		} else if ri < len(in.Rounds)-1 {
			return KnockOutOut{}, game.Refuse(game.ErrInvalid, nil, field, msgRoundNotDone.With(ri+1, ri+2))
		} else {
			alive = next
		}
	}
	out.Remaining = sortedKeys(alive)
	last := out.Rounds[len(out.Rounds)-1]
	if len(out.Remaining) == 1 && len(last.Matches) == 1 && last.Matches[0].Decided {
		out.Champion = &out.Remaining[0]
		e.Say(msgWinsTournament.With(*out.Champion), pymtheg.SecTourney, "")
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}

// ScoreMatch follows one knock-out match of length games (before ties
// add two): the table's view of its match, whatever the other tables do.
func ScoreMatch(opts Options, length int, m KOMatch) (MatchOut, error) {
	set, err := opts.Settings()
	if err != nil {
		return MatchOut{}, err
	}
	if length < 1 {
		return MatchOut{}, game.Refuse(game.ErrInvalid, nil, "match_length", msgLengthAtLeast.With(length))
	}
	for _, t := range []string{m.NS, m.EW} {
		if t == "" {
			return MatchOut{}, game.Refuse(game.ErrInvalid, nil, "match", msgNameTwoTeams.With())
		}
	}
	mo, _, err := playMatch(m, length, set, "match")
	return mo, err
}

// playMatch scores a match's games (f names it in errors).
func playMatch(m KOMatch, length int, set Settings, f string) (MatchOut, pymtheg.MatchState, error) {
	var st pymtheg.MatchState
	if m.NS == m.EW {
		return MatchOut{}, st, game.Refuse(game.ErrInvalid, nil, f, msgPlaysItself.With())
	}
	if (m.Deals != nil) == (m.Scores != nil) {
		return MatchOut{}, st, game.Refuse(game.ErrInvalid, nil, f, msgDealsOrScores.With())
	}
	scores := m.Scores
	limit := 0
	if len(m.Scores) > 0 {
		limit = set.MaxDealScore()
	}
	for si, sc := range m.Scores {
		if err := checkScore(sc, limit, fmt.Sprintf("%s.scores[%d]", f, si)); err != nil {
			return MatchOut{}, st, err
		}
	}
	if m.Deals != nil {
		scores = []Score{}
		for di := range m.Deals {
			d, err := scoreDeal(&m.Deals[di], set, fmt.Sprintf("%s.deals[%d]", f, di))
			if err != nil {
				return MatchOut{}, st, err
			}
			scores = append(scores, d.Score)
		}
	}
	games := make([][2]int, len(scores))
	for i, s := range scores {
		games[i] = [2]int{s.NS, s.EW}
	}
	st = pymtheg.KnockOutMatch(length, games)
	if st.Extra > 0 {
		return MatchOut{}, st, game.Refuse(game.ErrIllegal, nil, f, msgAfterDecided.With(st.Extra, st.Played)).Citing(ruleMatchEnds.With())
	}
	mo := MatchOut{NS: m.NS, EW: m.EW, Deals: scores, Totals: Score{NS: st.Totals[0], EW: st.Totals[1]}, Played: st.Played, Needed: st.Needed, Decided: st.Decided}
	if st.Decided {
		w, l := m.NS, m.EW
		if st.Winner == 1 {
			w, l = l, w
		}
		mo.Winner, mo.Loser = &w, &l
	}
	return mo, st, nil
}

func sortedKeys(m map[string]bool) []string {
	out := []string{}
	for k := range m {
		out = append(out, k)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}
