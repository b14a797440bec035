package gen

import (
	"math/rand/v2"

	engine "arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/engine/tricks"
	"arbiter/scoring"
	"arbiter/scoring/burn"
)

// burnGame seats 2 to 6 players in one of the seating variants their
// number allows (each for themselves, or teams), under the most points
// limit the schema takes (1,000,000): at most 15 fire points a round, or a
// pit's 30 to 100, keep a game going for thousands of rounds.
func burnGame(rng *rand.Rand) (scoring.Setup, scoring.Values, []string) {
	players := names("P", 2+rng.IntN(5))
	opts := scoring.Values{"limit": 1000000, "pit_table": pick(rng, []string{"base", "variant"}),
		"direction": pick(rng, []string{"clockwise", "counter-clockwise"})}
	f := pick(rng, engine.FormatsFor(len(players)))
	if f.Size == 1 {
		return burn.Setup{}, opts, players
	}
	setup, err := burn.Teams(players, f)
	if err != nil {
		panic(err) // FormatsFor gives only variants Teams seats
	}
	return setup, opts, players
}

// burnNext plays a round: the fire and water cards each side took (now
// and then a pit, with the pit side's choice), or the whole play trick by
// trick; the dealer goes round the table.
func burnNext(g Game, st scoring.State, rng *rand.Rand) (scoring.Round, bool) {
	game := st.(*burn.Game)
	t := game.Table()
	for range tries {
		var r burn.Round
		dealer, known := game.NextDealer()
		switch {
		case known && chance(rng, 0.2):
			// Left out: the game knows who deals.
		case known:
			r.Dealer = dealer
		case chance(rng, 0.7):
			r.Dealer = pick(rng, t.Seats)
		}
		if chance(rng, 0.25) {
			leader := -1
			if r.Dealer != "" || known {
				d := r.Dealer
				if d == "" {
					d = dealer
				}
				first, _ := game.FirstLeader(d)
				leader = t.SeatOf[first]
			} else {
				leader = rng.IntN(len(t.Seats))
			}
			for i, tr := range tricks.RandomLegal(rng, len(t.Seats), cards.NoElement, game.Settings().Direction, leader) {
				bt := burn.Trick{Cards: tr.Cards}
				if i == 0 && (r.Dealer == "" && !known || chance(rng, 0.3)) {
					bt.Leader = t.Seats[tr.Leader]
				}
				r.Tricks = append(r.Tricks, bt)
			}
		} else {
			r.Won = map[string]engine.FireWater{}
			for _, s := range t.Sides {
				r.Won[s] = engine.FireWater{}
			}
			if chance(rng, 0.05) {
				side := pick(rng, t.Sides)
				r.Won[side] = engine.FireWater{Fire: engine.FireCards, Water: engine.WaterCards}
				if p, err := game.PitOptionsFor(side); err == nil {
					if c, only := p.Choice(); !only {
						r.PitChoice = pick(rng, []engine.PitChoice{engine.Subtract, engine.Add})
					} else if chance(rng, 0.5) {
						r.PitChoice = c
					}
				}
			} else {
				for range engine.FireCards {
					s := pick(rng, t.Sides)
					r.Won[s] = engine.FireWater{Fire: r.Won[s].Fire + 1, Water: r.Won[s].Water}
				}
				for range engine.WaterCards {
					s := pick(rng, t.Sides)
					r.Won[s] = engine.FireWater{Fire: r.Won[s].Fire, Water: r.Won[s].Water + 1}
				}
			}
		}
		if _, err := game.Preview(r); err == nil {
			return r, true
		}
	}
	return nil, false
}
