package event

import (
	"encoding/json"
	"fmt"

	"arbiter/engine/burn"
	"arbiter/engine/pymtheg"
	burnscore "arbiter/scoring/burn"
	pymscore "arbiter/scoring/pymtheg"
)

// Standings are an event's standings, computed by the game's tournament
// scoring (scoring/pymtheg, scoring/burn) from the results that count.
type Standings struct {
	Game Game `json:"game"`
	Form Form `json:"form"`
	// Round is the round in play (Rounds+1 once the event is over).
	Round  int `json:"round"`
	Rounds int `json:"rounds"`
	// Counted results, of Expected in the rounds known so far.
	Counted  int `json:"counted"`
	Expected int `json:"expected"`
	// Places: a league's teams by ranking points, fewest first.
	Places []pymtheg.Standing `json:"places"`
	// Complete: the event's last round is counted (Round is past
	// Rounds). Champions are named then only: before it a team that has
	// not played yet leads with 0 ranking points, and a knock-out's
	// champion is known only once its final is decided.
	Complete  bool     `json:"complete"`
	Champions []string `json:"champions"`
	// Remaining: a knock-out's teams still in.
	Remaining []string `json:"remaining,omitempty"`
	// TablePoints: a league's ranking points per table and team so far.
	TablePoints map[int]map[string]int `json:"table_points,omitempty"`

	// The scoring's own output, as `arbiter-cli tournament` prints it
	// (one is set).
	PymthegLeague   *pymscore.LeagueOut    `json:"-"`
	PymthegKnockOut *pymscore.KnockOutOut  `json:"-"`
	BurnLeague      *burnscore.LeagueOut   `json:"-"`
	BurnKnockOut    *burnscore.KnockOutOut `json:"-"`
}

// Output is the scoring's output, the value `arbiter-cli tournament`
// prints for the same results.
func (s Standings) Output() any {
	switch {
	case s.PymthegLeague != nil:
		return *s.PymthegLeague
	case s.PymthegKnockOut != nil:
		return *s.PymthegKnockOut
	case s.BurnLeague != nil:
		return *s.BurnLeague
	case s.BurnKnockOut != nil:
		return *s.BurnKnockOut
	}
	return nil
}

// Standings computes the standings from the results that count.
func (e *Event) Standings() (Standings, error) {
	st, err := e.standings(false)
	if err != nil {
		return st, err
	}
	st.Complete = st.Round > st.Rounds
	if !st.Complete {
		st.Champions = []string{}
		// The scoring's own output says what FullStandings says.
		if st.PymthegLeague != nil {
			st.PymthegLeague.Champions = []string{}
		}
		if st.BurnLeague != nil {
			st.BurnLeague.Champions = []string{}
		}
	}
	return st, nil
}

func (e *Event) standings(full bool) (Standings, error) {
	st := Standings{Game: e.setup.Game, Form: e.setup.Form, Round: e.CurrentRound(), Rounds: e.rounds, Counted: e.Counted(), Places: []pymtheg.Standing{}, Champions: []string{}}
	for _, p := range e.Plans() {
		st.Expected += len(p.Sessions)
	}
	if e.setup.Form == KnockOut {
		ko := e.koCompute()
		if ko.err != nil {
			return st, ko.err
		}
		if ko.pym != nil {
			out := *ko.pym
			st.PymthegKnockOut = &out
			st.Remaining = out.Remaining
			if out.Champion != nil {
				st.Champions = []string{*out.Champion}
				st.Complete = true
			}
		} else {
			out := *ko.burn
			st.BurnKnockOut = &out
			st.Remaining = out.Remaining
			if out.Champion != nil {
				st.Champions = []string{*out.Champion}
				st.Complete = true
			}
		}
		return st, nil
	}
	st.TablePoints = map[int]map[string]int{}
	if e.setup.Game == Pymtheg {
		out, err := pymscore.ScoreLeague(e.pymLeague(full))
		if err != nil {
			return st, err
		}
		st.PymthegLeague = &out
		st.Places, st.Complete, st.Champions = out.Standings, out.Complete, out.Champions
		for i, t := range out.Tables {
			st.TablePoints[i+1] = t.Points
		}
		return st, nil
	}
	out, err := burnscore.ScoreLeague(e.burnLeague(full))
	if err != nil {
		return st, err
	}
	st.BurnLeague = &out
	st.Places, st.Complete, st.Champions = out.Standings, out.Complete, out.Champions
	for i, t := range out.Tables {
		st.TablePoints[i+1] = t.Points
	}
	return st, nil
}

// reached is the last round with a result that counts: the room has
// got that far, so byes up to it count.
func (e *Event) reached() int {
	for r := e.rounds; r > 0; r-- {
		if e.roundCounted[r-1] > 0 {
			return r
		}
	}
	return 0
}

// leagueTables lists, per table, the sessions whose result counts and the
// byes reached, in round order.
func (e *Event) leagueTables(full bool, each func(t int, s Session, c Content), bye func(t int, team string)) {
	reached := e.reached()
	byes := e.board.byes
	for _, p := range e.league {
		if p.Round <= reached {
			for t, list := range byes {
				for _, by := range list {
					if by.round == p.Round {
						bye(t+1, e.setup.Teams[by.team].Name)
					}
				}
			}
		}
		for _, s := range p.Sessions {
			r := e.results[s.Key()]
			if r == nil || r.counted == nil {
				continue
			}
			c := *r.counted
			if r.scored != nil && !full {
				c = *r.scored
			}
			each(s.Table, s, c)
		}
	}
}

func (e *Event) pymLeague(full bool) pymscore.League {
	l := pymscore.League{Options: e.setup.Pymtheg, Teams: e.setup.TeamNames(), Tables: make([]pymscore.LeagueTable, e.tables)}
	for i := range l.Tables {
		l.Tables[i] = pymscore.LeagueTable{Name: fmt.Sprint(i + 1), Sessions: []pymscore.LeagueSession{}}
	}
	e.leagueTables(full, func(t int, s Session, c Content) {
		l.Tables[t-1].Sessions = append(l.Tables[t-1].Sessions, e.pymSession(s, c))
	}, func(t int, team string) {
		l.Tables[t-1].Byes = append(l.Tables[t-1].Byes, team)
	})
	return l
}

func (e *Event) burnLeague(full bool) burnscore.League {
	l := burnscore.League{Options: e.setup.Burn, Teams: e.setup.TeamNames(), Tables: make([]burnscore.LeagueTable, e.tables)}
	for i := range l.Tables {
		l.Tables[i] = burnscore.LeagueTable{Name: fmt.Sprint(i + 1), Sessions: []burnscore.LeagueSession{}}
	}
	e.leagueTables(full, func(t int, s Session, c Content) {
		l.Tables[t-1].Sessions = append(l.Tables[t-1].Sessions, e.burnSession(s, c))
	}, func(t int, team string) {
		l.Tables[t-1].Byes = append(l.Tables[t-1].Byes, team)
	})
	return l
}

// Input is the event's results that count as the input of `arbiter-cli
// tournament` (a pymtheg.TournamentInput or burn.TournamentInput, with the
// contents as the tables reported them): the command prints for it what
// Output prints.
func (e *Event) Input() any {
	switch {
	case e.setup.Game == Pymtheg && e.setup.Form == League:
		l := e.pymLeague(true)
		return pymscore.TournamentInput{Game: "pymtheg", Options: l.Options, Form: "league", Teams: l.Teams, Tables: l.Tables}
	case e.setup.Game == Burn && e.setup.Form == League:
		l := e.burnLeague(true)
		return burnscore.TournamentInput{Game: "burn", Options: l.Options, Form: "league", Teams: l.Teams, Tables: l.Tables}
	case e.setup.Game == Pymtheg:
		ko := e.koCompute()
		k := e.pymKnockOut(ko.plans, Key{}, nil)
		in := pymscore.TournamentInput{Game: "pymtheg", Options: k.Options, Form: "knockout", Teams: k.Teams, Rounds: k.Rounds}
		in.MatchLength, _ = json.Marshal(k.Lengths[:max(len(k.Rounds), 1)])
		return in
	}
	ko := e.koCompute()
	k := e.burnKnockOut(ko.plans, Key{}, nil)
	return burnscore.TournamentInput{Game: "burn", Options: k.Options, Form: "knockout", Teams: k.Teams, Cap: k.Cap.String(), Rounds: k.Rounds}
}

// FullStandings computes the standings from the contents as reported
// (deals, rounds), the way `arbiter-cli tournament` does on Input; the
// result equals Standings().Output().
//
// The scoring ranks whatever results it is given, and names the teams
// ahead its champions; until the event's last round is counted they are
// only ahead (a team yet to play leads with 0 ranking points), so the
// champions are left out, as Standings leaves them out.
func (e *Event) FullStandings() (any, error) {
	over := e.CurrentRound() > e.rounds
	switch in := e.Input().(type) {
	case pymscore.TournamentInput:
		out, err := pymscore.RunTournament(in)
		if l, ok := out.(pymscore.LeagueOut); ok && err == nil && !over {
			l.Champions = []string{}
			out = l
		}
		return out, err
	case burnscore.TournamentInput:
		out, err := burnscore.RunTournament(in)
		if l, ok := out.(burnscore.LeagueOut); ok && err == nil && !over {
			l.Champions = []string{}
			out = l
		}
		return out, err
	}
	return nil, nil
}

// koState is a knock-out's bracket as far as the results take it.
type koState struct {
	plans   []RoundPlan
	current int
	pym     *pymscore.KnockOutOut
	burn    *burnscore.KnockOutOut
	err     error
}

// koCompute follows the bracket: round 1 from the seeding, each next
// round from the winners once every match of the round before is decided.
func (e *Event) koCompute() *koState {
	if !e.dirty && e.ko != nil {
		return e.ko
	}
	names := e.setup.TeamNames()
	seed := map[string]int{}
	for i, n := range names {
		seed[n] = i
	}
	st := &koState{}
	slots := firstSlots(names)
	size := 1
	if e.setup.Game == Burn {
		size = len(e.setup.Teams[0].Members())
	}
	lengths := e.setup.lengths(e.rounds)
	for r := 1; r <= e.rounds; r++ {
		plan := koPlan(r, slots, seed)
		if e.setup.Game == Pymtheg {
			plan.MatchLength = lengths[r-1]
		} else {
			plan.Cap = burn.Cap(e.setup.capScheme(), r, size)
		}
		st.plans = append(st.plans, plan)
		winners, decided, err := e.koWinners(st, st.plans)
		if err != nil {
			st.err = err
			st.current = r
			break
		}
		if !decided {
			st.current = r
			break
		}
		var next []string
		si := 0
		for i := 0; i+1 < len(slots); i += 2 {
			a, b := slots[i], slots[i+1]
			switch {
			case a != "" && b != "":
				next = append(next, winners[si])
				si++
			case a != "":
				next = append(next, a)
			default:
				next = append(next, b)
			}
		}
		slots = next
		st.current = r + 1
	}
	e.ko, e.dirty = st, false
	return st
}

// koWinners scores the bracket so far and returns the last round's
// winners by table, and whether every match of it is decided.
func (e *Event) koWinners(st *koState, plans []RoundPlan) ([]string, bool, error) {
	last := len(plans) - 1
	var winners []string
	decided := true
	if e.setup.Game == Pymtheg {
		out, err := pymscore.ScoreKnockOut(e.pymKnockOut(plans, Key{}, nil))
		if err != nil {
			return nil, false, err
		}
		st.pym, st.burn = &out, nil
		for _, m := range out.Rounds[last].Matches {
			if !m.Decided {
				decided = false
				continue
			}
			winners = append(winners, *m.Winner)
		}
		return winners, decided, nil
	}
	out, err := burnscore.ScoreKnockOut(e.burnKnockOut(plans, Key{}, nil))
	if err != nil {
		return nil, false, err
	}
	st.burn, st.pym = &out, nil
	for _, m := range out.Rounds[last].Matches {
		if m.Winner == nil {
			decided = false
			continue
		}
		winners = append(winners, *m.Winner)
	}
	return winners, decided, nil
}

// koContent is what counts at a knock-out table, or override at key k.
func (e *Event) koContent(s Session, k Key, override *Content) *Content {
	if override != nil && s.Key() == k {
		return override
	}
	if r := e.results[s.Key()]; r != nil {
		return r.counted
	}
	return nil
}

func (e *Event) pymKnockOut(plans []RoundPlan, k Key, override *Content) pymscore.KnockOut {
	ko := pymscore.KnockOut{Options: e.setup.Pymtheg, Teams: e.setup.TeamNames(), Lengths: e.setup.lengths(e.rounds)}
	for _, p := range plans {
		round := pymscore.KORound{Matches: []pymscore.KOMatch{}}
		for _, s := range p.Sessions {
			m := pymscore.KOMatch{NS: s.NS, EW: s.EW, Scores: []pymscore.Score{}}
			if c := e.koContent(s, k, override); c != nil {
				m.Deals, m.Scores = c.Deals, c.Scores
				if m.Deals == nil && m.Scores == nil {
					m.Scores = []pymscore.Score{}
				}
			}
			round.Matches = append(round.Matches, m)
		}
		ko.Rounds = append(ko.Rounds, round)
	}
	return ko
}

func (e *Event) burnKnockOut(plans []RoundPlan, k Key, override *Content) burnscore.KnockOut {
	ko := burnscore.KnockOut{Options: e.setup.Burn, Cap: e.setup.capScheme(), Teams: e.setup.TeamNames()}
	for _, p := range plans {
		round := burnscore.KORound{Matches: []burnscore.KOMatch{}}
		for _, s := range p.Sessions {
			m := burnscore.KOMatch{Sides: e.sides(s), Rounds: []burnscore.RoundInput{}}
			if c := e.koContent(s, k, override); c != nil {
				m.Seating, m.Deciders = c.Seating, c.Deciders
				if c.Rounds != nil {
					m.Rounds = c.Rounds
				}
			}
			round.Matches = append(round.Matches, m)
		}
		ko.Rounds = append(ko.Rounds, round)
	}
	return ko
}
