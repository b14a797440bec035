package event_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
)

// A club's biggest evening: 200 tables, 24 rounds, every result in.
func fullEvening(b *testing.B) *event.Event {
	ev, err := event.New(event.Setup{Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(400, 2), Rounds: 24})
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for round := 1; round <= 24; round++ {
		p, _ := ev.Plan(round)
		for _, s := range p.Sessions {
			c, err := eventtest.Content(r, ev, s.Key())
			if err != nil {
				b.Fatal(err)
			}
			for _, role := range []event.Role{event.North, event.East} {
				if _, err := ev.Apply(event.Entry{ID: fmt.Sprintf("%s-%d-%d", role, round, s.Table), Round: round, Table: s.Table, Role: role, Content: c}); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	return ev
}

func BenchmarkStandings200x24(b *testing.B) {
	ev := fullEvening(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ev.Standings(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkApply(b *testing.B) {
	ev, _ := event.New(event.Setup{Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(400, 2), Rounds: 24})
	r := rand.New(rand.NewPCG(1, 2))
	k := event.Key{Round: 1, Table: 1}
	c, _ := eventtest.Content(r, ev, k)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		i++
		if _, err := ev.Apply(event.Entry{ID: fmt.Sprint("n", i), Round: 1, Table: 1, Role: event.North, Seq: int64(i), Content: c}); err != nil {
			b.Fatal(err)
		}
	}
}
