// Package eventtest makes valid random results for tests and benches of
// tournament events: Pymtheg deals, Burn rounds, whole knock-out matches.
package eventtest

import (
	"fmt"
	"math/rand/v2"

	"arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/engine/pymtheg"
	burnscore "arbiter/scoring/burn"
	"arbiter/scoring/event"
	pymscore "arbiter/scoring/pymtheg"
)

var seats = []pymtheg.Seat{pymtheg.North, pymtheg.East, pymtheg.South, pymtheg.West}

func split(r *rand.Rand, total, n int) []int {
	out := make([]int, n)
	for range total {
		out[r.IntN(n)]++
	}
	return out
}

func ptr[T any](v T) *T { return &v }

// Deal is a random deal that scores: a Gâm, a Ry, a Lon, or everyone
// passing (burn).
func Deal(r *rand.Rand) pymscore.DealInput {
	tw := func(counts []int) map[string]int {
		m := map[string]int{}
		for i, s := range seats {
			m[s.String()] = counts[i]
		}
		return m
	}
	decl := seats[r.IntN(4)]
	elements := append([]cards.Element{cards.NoElement}, cards.Elements...)
	switch k := r.IntN(20); {
	case k == 0:
		f, w := r.IntN(16), r.IntN(16)
		return pymscore.DealInput{Contract: ptr(pymtheg.Burn), Burn: map[string]pymtheg.FireWater{"NS": {Fire: f, Water: w}, "EW": {Fire: 15 - f, Water: 15 - w}}}
	case k <= 2:
		c := []pymtheg.Contract{pymtheg.Ry, pymtheg.Ry2, pymtheg.Ry3}[r.IntN(3)]
		counts := make([]int, 4)
		others := split(r, 15, 3)
		j := 0
		for i, s := range seats {
			if s == decl {
				continue
			}
			counts[i] = others[j]
			j++
		}
		if c == pymtheg.Ry3 {
			p := int(decl.Partner())
			o := (int(decl) + 1) % 4
			counts[o] += counts[p]
			counts[p] = 0
		}
		return pymscore.DealInput{Contract: ptr(c), Declarer: ptr(decl), Trump: ptr(cards.NoElement), TricksWon: tw(counts)}
	case k == 3:
		counts := split(r, 15, 4)
		return pymscore.DealInput{Contract: ptr(pymtheg.Lon), Declarer: ptr(decl), Trump: ptr(elements[r.IntN(5)]), TrumpNamed: ptr(pymtheg.TrumpNamed(r.IntN(2))), TricksWon: tw(counts)}
	}
	c, _ := pymtheg.GamLevel(r.IntN(7))
	d := pymscore.DealInput{Contract: ptr(c), Declarer: ptr(decl), Trump: ptr(elements[r.IntN(5)]), TrumpNamed: ptr(pymtheg.TrumpNamed(r.IntN(2))), TricksWon: tw(split(r, 15, 4))}
	if r.IntN(5) == 0 {
		d.Doubling = ptr(pymtheg.Doubling(1 + r.IntN(2)))
	}
	return d
}

// BurnRound is a random Burn round between the sides.
func BurnRound(r *rand.Rand, sides []string) burnscore.RoundInput {
	f := split(r, burn.FireCards, len(sides))
	w := split(r, burn.WaterCards, len(sides))
	won := map[string]burn.FireWater{}
	pit := false
	for i, s := range sides {
		won[s] = burn.FireWater{Fire: f[i], Water: w[i]}
		pit = pit || burn.IsPit(won[s])
	}
	in := burnscore.RoundInput{Won: won}
	if pit {
		in.PitChoice = ptr("add")
	}
	return in
}

// Content is a random result for key that the event accepts: a deal, a
// score or a pass (Pymtheg league); one to three Burn rounds (Burn
// league); a whole decided match (knock-outs).
func Content(r *rand.Rand, ev *event.Event, k event.Key) (event.Content, error) {
	s, ok := ev.Session(k)
	if !ok {
		return event.Content{}, fmt.Errorf("no session at table %d in round %d", k.Table, k.Round)
	}
	p, _ := ev.Plan(k.Round)
	set := ev.Setup()
	for attempt := 0; attempt < 200; attempt++ {
		var c event.Content
		switch {
		case set.Game == event.Pymtheg && set.Form == event.League:
			switch r.IntN(10) {
			case 0:
				c.Score = &pymscore.Score{NS: 10 * (r.IntN(21) - 10)}
			case 1:
				c.Passed = true
			default:
				d := Deal(r)
				c.Deal = &d
			}
		case set.Game == event.Burn && set.Form == event.League:
			for range 1 + r.IntN(3) {
				c.Rounds = append(c.Rounds, BurnRound(r, sortedPair(s)))
			}
		case set.Game == event.Pymtheg:
			var tot [2]int
			for g := 0; ; g++ {
				sc := pymscore.Score{NS: 10 * r.IntN(4), EW: 10 * r.IntN(4)}
				c.Scores = append(c.Scores, sc)
				tot[0] += sc.NS
				tot[1] += sc.EW
				if g+1 >= p.MatchLength && (g+1-p.MatchLength)%2 == 0 && tot[0] != tot[1] {
					break
				}
			}
		default:
			sides := sortedPair(s)
			tot := map[string]int{}
			for len(c.Rounds) < 200 {
				rd := BurnRound(r, sides)
				rd.PitChoice = nil
				for _, fw := range rd.Won {
					if burn.IsPit(fw) {
						rd.PitChoice = ptr("add")
					}
				}
				c.Rounds = append(c.Rounds, rd)
				done := false
				for _, side := range sides {
					tot[side] += burn.Points(rd.Won[side])
					if tot[side] >= p.Cap {
						done = true
					}
				}
				if done {
					break
				}
			}
		}
		if err := ev.Check(event.Entry{ID: "probe", Round: k.Round, Table: k.Table, Role: event.North, Content: c}); err == nil {
			if set.Form == event.KnockOut && !decided(ev, k, c) {
				continue
			}
			return c, nil
		}
	}
	return event.Content{}, fmt.Errorf("no valid content found for table %d in round %d", k.Table, k.Round)
}

// decided reports whether a knock-out content decides its match (a Burn
// game can end level or a pit can push both past the cap).
func decided(ev *event.Event, k event.Key, c event.Content) bool {
	set := ev.Setup()
	if set.Game == event.Pymtheg {
		return true
	}
	s, _ := ev.Session(k)
	p, _ := ev.Plan(k.Round)
	opt, _ := set.Burn.Settings()
	opt.Limit = p.Cap
	t, err := burnscore.NewTable(map[string][]string{s.NS: members(set, s.NS), s.EW: members(set, s.EW)}, nil)
	if err != nil {
		return false
	}
	g := burnscore.NewGame(t, opt)
	for _, rd := range c.Rounds {
		r, err := rd.Typed()
		if err != nil {
			return false
		}
		if _, err := g.Play(r); err != nil {
			return false
		}
	}
	tot := g.Totals()
	return g.Finished() && tot[s.NS] != tot[s.EW]
}

func members(set event.Setup, team string) []string {
	for _, t := range set.Teams {
		if t.Name == team {
			return t.Members()
		}
	}
	return nil
}

func sortedPair(s event.Session) []string {
	if s.EW < s.NS {
		return []string{s.EW, s.NS}
	}
	return []string{s.NS, s.EW}
}

// Teams names n teams "Team 1" … for a setup; players named when
// players > 0 ("T1 P1" …).
func Teams(n, players int) []event.Team {
	out := make([]event.Team, n)
	for i := range out {
		out[i].Name = fmt.Sprintf("Team %d", i+1)
		for p := range players {
			out[i].Players = append(out[i].Players, fmt.Sprintf("T%d P%d", i+1, p+1))
		}
	}
	return out
}
