package event

import (
	"fmt"
	"testing"
)

// Every team plays every table once over a full league; byes only for an
// odd number of teams, one per round; opponents never meet twice with an
// odd number of tables, and with an even number only the first round's
// pairs meet again in the last round.
func TestLeagueScheduleEveryTeamEveryTable(t *testing.T) {
	for n := 2; n <= 41; n++ {
		tables := (n + 1) / 2
		sched := LeagueSchedule(n, 0)
		if len(sched) != tables {
			t.Fatalf("n=%d: %d rounds, want %d", n, len(sched), tables)
		}
		atTable := make([]map[int]int, n) // team → table → times (bye counted)
		for i := range atTable {
			atTable[i] = map[int]int{}
		}
		met := map[[2]int][]int{}
		byes := make([]int, n)
		for r, tabs := range sched {
			inRound := map[int]bool{}
			roundByes := 0
			for tb, pair := range tabs {
				for _, team := range pair {
					if team < 0 {
						continue
					}
					if inRound[team] {
						t.Fatalf("n=%d round %d: team %d twice", n, r+1, team)
					}
					inRound[team] = true
					atTable[team][tb]++
				}
				if pair[0] < 0 || pair[1] < 0 {
					roundByes++
					if pair[0] >= 0 {
						byes[pair[0]]++
					}
					if pair[1] >= 0 {
						byes[pair[1]]++
					}
					continue
				}
				a, b := min(pair[0], pair[1]), max(pair[0], pair[1])
				met[[2]int{a, b}] = append(met[[2]int{a, b}], r)
			}
			if len(inRound) != n {
				t.Fatalf("n=%d round %d: %d teams placed", n, r+1, len(inRound))
			}
			if want := n % 2; roundByes != want {
				t.Fatalf("n=%d round %d: %d byes, want %d", n, r+1, roundByes, want)
			}
		}
		for team, m := range atTable {
			for tb := range tables {
				if m[tb] != 1 {
					t.Fatalf("n=%d: team %d at table %d %d times", n, team, tb+1, m[tb])
				}
			}
		}
		for pair, rounds := range met {
			if len(rounds) == 1 {
				continue
			}
			if tables%2 == 1 || len(rounds) != 2 || rounds[0] != 0 || rounds[1] != tables-1 {
				t.Fatalf("n=%d: teams %v meet in rounds %v", n, pair, rounds)
			}
		}
		// A shorter league of up to half the tables has no repeat at all.
		short := LeagueSchedule(n, max(1, tables/2))
		seen := map[[2]int]bool{}
		for _, tabs := range short {
			for _, pair := range tabs {
				if pair[0] < 0 || pair[1] < 0 {
					continue
				}
				if seen[pair] {
					t.Fatalf("n=%d: %v meet twice in %d rounds", n, pair, len(short))
				}
				seen[pair] = true
			}
		}
		_ = byes
	}
}

func TestBracket(t *testing.T) {
	if got := fmt.Sprint(BracketOrder(8)); got != "[1 8 4 5 2 7 3 6]" {
		t.Errorf("order %s", got)
	}
	for n := 2; n <= 33; n++ {
		teams := make([]string, n)
		seed := map[string]int{}
		for i := range teams {
			teams[i] = fmt.Sprint("T", i+1)
			seed[teams[i]] = i
		}
		p := koPlan(1, firstSlots(teams), seed)
		if len(p.Byes) != bracketSize(n)-n {
			t.Fatalf("n=%d: %d byes", n, len(p.Byes))
		}
		if 2*len(p.Sessions)+len(p.Byes) != n {
			t.Fatalf("n=%d: %d matches %d byes", n, len(p.Sessions), len(p.Byes))
		}
		// The top seeds get the byes.
		for i, b := range p.Byes {
			if seed[b] >= len(p.Byes) {
				t.Fatalf("n=%d: bye %d for %s", n, i, b)
			}
		}
	}
}
