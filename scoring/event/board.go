package event

import (
	"maps"
	"slices"
	"strings"

	"arbiter/engine/pymtheg"
)

// Board is the standings as the director publishes them after every batch
// of results: the places, the round in play and what is counted, without
// the scoring's own output (Standings has it). A league's board is kept up
// to date result by result, so publishing it costs the tables whose
// results changed and a sort of the teams, not a ranking of every result
// of the evening.
type Board struct {
	// Round is the round in play (Rounds+1 once the event is over).
	Round  int `json:"round"`
	Rounds int `json:"rounds"`
	// Counted results, of Expected in the rounds known so far.
	Counted  int `json:"counted"`
	Expected int `json:"expected"`
	// Places: a league's teams by ranking points, fewest first.
	Places    []pymtheg.Standing `json:"places"`
	Complete  bool               `json:"complete"`
	Champions []string           `json:"champions"`
	// Remaining: a knock-out's teams still in.
	Remaining []string `json:"remaining,omitempty"`
}

// Board returns the standings as Standings computes them, without the
// scoring's output and the per-table points (PointsAt has those).
func (e *Event) Board() (Board, error) {
	b := Board{Round: e.CurrentRound(), Rounds: e.rounds, Counted: e.counted, Places: []pymtheg.Standing{}, Champions: []string{}}
	if e.board != nil {
		lb := e.board
		lb.update()
		b.Expected = lb.expected
		b.Places = lb.places()
		for _, p := range b.Places {
			if p.Place == 1 {
				b.Champions = append(b.Champions, p.Team)
			}
		}
		return b.named(), nil
	}
	for _, p := range e.Plans() {
		b.Expected += len(p.Sessions)
	}
	ko := e.koCompute()
	if ko.err != nil {
		return b, ko.err
	}
	var champion *string
	if ko.pym != nil {
		b.Remaining, champion = ko.pym.Remaining, ko.pym.Champion
	} else {
		b.Remaining, champion = ko.burn.Remaining, ko.burn.Champion
	}
	if champion != nil {
		b.Champions = []string{*champion}
	}
	return b.named(), nil
}

// named keeps the champions only once the event's last round is counted,
// as Standings does: before it a team at the top may still be caught.
func (b Board) named() Board {
	b.Complete = b.Round > b.Rounds
	if !b.Complete {
		b.Champions = []string{}
	}
	return b
}

// PointsAt is a team's ranking points at a league table so far (its
// result ranked among the table's results that count, or its bye); ok is
// false when the team has none there yet, and in a knock-out.
func (e *Event) PointsAt(table int, team string) (points int, ok bool) {
	if e.board == nil || table < 1 || table > len(e.board.tables) {
		return 0, false
	}
	e.board.update()
	points, ok = e.board.tables[table-1].points[team]
	return points, ok
}

// TablePoints are the ranking points every team has at a league table so
// far (PointsAt of each), a map of its own; nil in a knock-out.
func (e *Event) TablePoints(table int) map[string]int {
	if e.board == nil || table < 1 || table > len(e.board.tables) {
		return nil
	}
	e.board.update()
	if pts := e.board.tables[table-1].points; pts != nil {
		return maps.Clone(pts)
	}
	return map[string]int{}
}

// leagueBoard is a league's standings, worked out again only where a
// result changed. A team's ranking points at a table depend on that
// table's results alone (and, for a team with a bye there, on their
// average), so a changed result changes one table's points; the totals
// follow by taking that table's old points back and adding the new ones.
// What it gives equals the scoring's ScoreLeague over every result (the
// tests compare them after every change).
type leagueBoard struct {
	e     *Event
	teams []string // by index, in seeding order
	index map[string]int
	// totals are the ranking points per team; order the teams by them
	// (and name), put in order again when sorted is false: moved are the
	// teams whose totals changed since.
	totals []int
	order  []int
	sorted bool
	moved  []bool
	nmoved int
	tables []boardTable // by table-1
	// byes are, per table, the teams the schedule sits out there and in
	// which round: a bye counts from the round the room has reached.
	byes    [][]leagueBye
	reached int
	// dirty are the tables to work out again.
	dirty    map[int]bool
	expected int
}

type boardTable struct {
	points  map[string]int // the teams' ranking points here (byes included)
	contrib []teamPoints   // what this table adds to the totals
}

type teamPoints struct{ team, points int }

type leagueBye struct{ round, team int }

func newLeagueBoard(e *Event, sched [][][2]int) *leagueBoard {
	names := e.setup.TeamNames()
	b := &leagueBoard{e: e, teams: names, index: make(map[string]int, len(names)), totals: make([]int, len(names)),
		order: make([]int, len(names)), moved: make([]bool, len(names)), tables: make([]boardTable, e.tables), byes: make([][]leagueBye, e.tables),
		dirty: map[int]bool{}}
	for i, n := range names {
		b.index[n] = i
		b.order[i] = i
	}
	for r, tabs := range sched {
		for t, pair := range tabs {
			if pair[0] >= 0 && pair[1] >= 0 {
				b.expected++
				continue
			}
			// The team meeting the missing team sits out that table.
			team := max(pair[0], pair[1])
			if team >= 0 {
				b.byes[t] = append(b.byes[t], leagueBye{round: r + 1, team: team})
			}
		}
	}
	slices.SortFunc(b.order, b.before)
	b.sorted = true
	return b
}

// touch marks the table of a result whose counted content may have
// changed.
func (b *leagueBoard) touch(k Key) { b.dirty[k.Table] = true }

// update works the marked tables out again, and those whose byes start or
// stop counting because the room reached another round.
func (b *leagueBoard) update() {
	if reached := b.e.reached(); reached != b.reached {
		lo, hi := min(reached, b.reached), max(reached, b.reached)
		for t, byes := range b.byes {
			for _, by := range byes {
				if by.round > lo && by.round <= hi {
					b.dirty[t+1] = true
				}
			}
		}
		b.reached = reached
	}
	for t := range b.dirty {
		b.retable(t)
	}
	clear(b.dirty)
}

// retable ranks one table's results again, as ScoreLeague ranks a table
// (RankingPoints over its results, a passed deal ranking last, the byes
// getting the average), and moves the totals by the difference.
func (b *leagueBoard) retable(table int) {
	e := b.e
	bt := &b.tables[table-1]
	for _, c := range bt.contrib {
		b.totals[c.team] -= c.points
		b.move(c.team)
	}
	var entries []pymtheg.Entry
	var who []int
	for r := 1; r <= e.rounds; r++ {
		s, ok := e.Session(Key{r, table})
		if !ok {
			continue
		}
		res := e.results[s.Key()]
		if res == nil || res.counted == nil || res.scored == nil {
			continue
		}
		c := res.scored
		ns, ew := b.index[s.NS], b.index[s.EW]
		switch {
		case e.setup.Game == Burn:
			entries = append(entries, pymtheg.Entry{Team: s.NS, Result: c.Points[s.NS]}, pymtheg.Entry{Team: s.EW, Result: c.Points[s.EW]})
		case c.Passed:
			entries = append(entries, pymtheg.Entry{Team: s.NS, Worst: true}, pymtheg.Entry{Team: s.EW, Worst: true})
		default:
			d := c.Score.NS - c.Score.EW
			entries = append(entries, pymtheg.Entry{Team: s.NS, Result: d}, pymtheg.Entry{Team: s.EW, Result: -d})
		}
		who = append(who, ns, ew)
	}
	pts := pymtheg.RankingPoints(entries, len(b.teams), e.setup.Game == Burn)
	bt.points = make(map[string]int, len(entries)+len(b.byes[table-1]))
	bt.contrib = bt.contrib[:0]
	sum := 0
	for i, en := range entries {
		bt.points[en.Team] = pts[i]
		bt.contrib = append(bt.contrib, teamPoints{who[i], pts[i]})
		sum += pts[i]
	}
	avg := 0
	if len(pts) > 0 {
		avg = (2*sum + len(pts)) / (2 * len(pts))
	}
	for _, by := range b.byes[table-1] {
		if by.round <= b.reached {
			bt.points[b.teams[by.team]] = avg
			bt.contrib = append(bt.contrib, teamPoints{by.team, avg})
		}
	}
	for _, c := range bt.contrib {
		b.totals[c.team] += c.points
		b.move(c.team)
	}
}

// move notes a team whose totals may have changed.
func (b *leagueBoard) move(team int) {
	if !b.moved[team] {
		b.moved[team] = true
		b.nmoved++
	}
	b.sorted = false
}

// before is pymtheg.Standings' order: fewer points first, then the name.
func (b *leagueBoard) before(x, y int) int {
	if b.totals[x] != b.totals[y] {
		return b.totals[x] - b.totals[y]
	}
	return strings.Compare(b.teams[x], b.teams[y])
}

// sort puts the teams in order again. Between two batches few teams move:
// the others keep their order, so the moved ones are taken out, sorted
// and merged back (a pass over the teams rather than a sort of them).
func (b *leagueBoard) sort() {
	if b.nmoved > len(b.order)/8 {
		slices.SortFunc(b.order, b.before)
	} else if b.nmoved > 0 {
		moved := make([]int, 0, b.nmoved)
		kept := b.order[:0:0]
		for _, t := range b.order {
			if b.moved[t] {
				moved = append(moved, t)
			} else {
				kept = append(kept, t)
			}
		}
		slices.SortFunc(moved, b.before)
		out := b.order[:0]
		i, j := 0, 0
		for i < len(kept) || j < len(moved) {
			if j == len(moved) || (i < len(kept) && b.before(kept[i], moved[j]) <= 0) {
				out = append(out, kept[i])
				i++
			} else {
				out = append(out, moved[j])
				j++
			}
		}
		b.order = out
	}
	clear(b.moved)
	b.nmoved = 0
	b.sorted = true
}

// places lists the teams in order with their places (equal points share
// the better place).
func (b *leagueBoard) places() []pymtheg.Standing {
	if !b.sorted {
		b.sort()
	}
	out := make([]pymtheg.Standing, len(b.order))
	for i, t := range b.order {
		out[i] = pymtheg.Standing{Team: b.teams[t], Points: b.totals[t], Place: i + 1}
		if i > 0 && out[i].Points == out[i-1].Points {
			out[i].Place = out[i-1].Place
		}
	}
	return out
}
