package event

// Session is one table in one round: the two teams that play its hands.
// In Pymtheg NS sits North-South and EW East-West; in Burn they are the
// two sides.
type Session struct {
	Round int    `json:"round"` // 1-based
	Table int    `json:"table"` // 1-based
	NS    string `json:"NS"`
	EW    string `json:"EW"`
}

// Key names a result: a table in a round.
type Key struct {
	Round int `json:"round"`
	Table int `json:"table"`
}

// Key is the session's result key.
func (s Session) Key() Key { return Key{s.Round, s.Table} }

// RoundPlan is one round's movement: which teams sit at which table, and
// who sits out.
type RoundPlan struct {
	Round    int       `json:"round"`
	Sessions []Session `json:"sessions"` // by table
	Byes     []string  `json:"byes"`     // teams sitting out this round
	// MatchLength (Pymtheg knock-out) and Cap (Burn knock-out) of the
	// round's matches; 0 otherwise.
	MatchLength int `json:"match_length,omitempty"`
	Cap         int `json:"cap,omitempty"`
}

// fullRounds is the number of rounds in which n teams play every table
// of a league once: one per table.
func fullRounds(n int) int { return (n + 1) / 2 }

// LeagueSchedule moves n teams (by index, in seeding order) round a league
// of (n+1)/2 tables so that every team plays every table once over all the
// rounds; rounds ≤ (n+1)/2 gives the first rounds only.
//
// The first half of the teams moves one table up each round and sits
// North-South; the second half sits East-West and moves the other way
// (with an odd number of tables) or two tables up, and one more after
// half the rounds (with an even number), so that opponents do not repeat:
// with an odd number of tables never, with an even number only in a
// league's last round, which meets the first round's pairs again (no
// schedule can avoid it: with two tables four teams can only meet one
// way). With an odd number of teams a missing last team makes the byes:
// whoever would meet it sits out.
//
// The result holds, per round, the (NS, EW) team indexes per table, -1
// for the missing team.
func LeagueSchedule(n, rounds int) [][][2]int {
	m := n + n%2
	tables := m / 2
	if rounds <= 0 || rounds > tables {
		rounds = tables
	}
	shiftB := func(r int) int {
		if tables%2 == 1 {
			return -r
		}
		if r < tables/2 {
			return 2 * r
		}
		return 2*r + 1
	}
	mod := func(x int) int { return ((x % tables) + tables) % tables }
	out := make([][][2]int, rounds)
	for r := range rounds {
		out[r] = make([][2]int, tables)
		for t := range tables {
			a := mod(t - r)
			b := tables + mod(t-shiftB(r))
			if b >= n {
				b = -1
			}
			out[r][t] = [2]int{a, b}
		}
	}
	return out
}

// leaguePlan turns a LeagueSchedule of the teams into named sessions and
// byes.
func leaguePlan(teams []string, sched [][][2]int) []RoundPlan {
	plans := make([]RoundPlan, len(sched))
	for r, tabs := range sched {
		p := RoundPlan{Round: r + 1, Sessions: []Session{}, Byes: []string{}}
		for t, pair := range tabs {
			switch {
			case pair[0] >= 0 && pair[1] >= 0:
				p.Sessions = append(p.Sessions, Session{Round: r + 1, Table: t + 1, NS: teams[pair[0]], EW: teams[pair[1]]})
			case pair[0] >= 0:
				p.Byes = append(p.Byes, teams[pair[0]])
			case pair[1] >= 0:
				p.Byes = append(p.Byes, teams[pair[1]])
			}
		}
		plans[r] = p
	}
	return plans
}

// BracketOrder is the seeding order of a knock-out bracket of size p (a
// power of two): seed 1 meets seed p, and the top seeds can only meet in
// the last rounds. Seeds are 1-based.
func BracketOrder(p int) []int {
	order := []int{1}
	for size := 2; size <= p; size *= 2 {
		next := make([]int, 0, size)
		for _, s := range order {
			next = append(next, s, size+1-s)
		}
		order = next
	}
	return order
}

// bracketSize is the smallest power of two holding n teams.
func bracketSize(n int) int {
	p := 1
	for p < n {
		p *= 2
	}
	return p
}

// koRounds is the number of rounds of a knock-out of n teams.
func koRounds(n int) int {
	r := 0
	for p := 1; p < n; p *= 2 {
		r++
	}
	return r
}

// firstSlots are the first round's bracket slots: team names in bracket
// order, "" where a missing seed gives the opponent a bye.
func firstSlots(teams []string) []string {
	p := bracketSize(len(teams))
	slots := make([]string, p)
	for i, seed := range BracketOrder(p) {
		if seed <= len(teams) {
			slots[i] = teams[seed-1]
		}
	}
	return slots
}

// koPlan pairs a round's slots: adjacent slots meet at the next free
// table; a team facing an empty slot has a bye. The better seed (earlier
// in teams) sits North-South.
func koPlan(round int, slots []string, seed map[string]int) RoundPlan {
	p := RoundPlan{Round: round, Sessions: []Session{}, Byes: []string{}}
	for i := 0; i+1 < len(slots); i += 2 {
		a, b := slots[i], slots[i+1]
		switch {
		case a != "" && b != "":
			if seed[b] < seed[a] {
				a, b = b, a
			}
			p.Sessions = append(p.Sessions, Session{Round: round, Table: len(p.Sessions) + 1, NS: a, EW: b})
		case a != "":
			p.Byes = append(p.Byes, a)
		case b != "":
			p.Byes = append(p.Byes, b)
		}
	}
	return p
}
