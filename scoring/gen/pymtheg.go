package gen

import (
	"math/rand/v2"

	"arbiter/engine/cards"
	engine "arbiter/engine/pymtheg"
	"arbiter/engine/tricks"
	"arbiter/scoring"
	"arbiter/scoring/pymtheg"
)

// pymthegGame seats North, East, South and West. The game has no agreed
// end, ends after 100,000 deals (the schema's most) or at a points limit
// of 1,000,000,000 (a deal scores a few thousand at most), by seed; the
// score table, the Lon bonus and the direction of play vary too.
func pymthegGame(rng *rand.Rand) (scoring.Setup, scoring.Values, []string) {
	opts := scoring.Values{
		"score_table":     pick(rng, []string{"corrected", "as_printed"}),
		"lon_trump_bonus": pick(rng, []int{0, 3000}),
		"direction":       pick(rng, []string{"clockwise", "counter-clockwise"}),
	}
	switch rng.IntN(3) {
	case 0:
		opts["end"] = "none"
	case 1:
		opts["end"], opts["deals"] = "deals", 100000
	default:
		opts["end"], opts["points_limit"] = "points", 1000000000
	}
	return pymtheg.Setup{}, opts, []string{"North", "East", "South", "West"}
}

// pymthegContracts are the contracts a deal can be played in.
var pymthegContracts = append(append([]engine.Contract{}, engine.Bids...), engine.Burn)

// pymthegNext plays a deal of any contract: counts (tricks per seat, or
// Burn's fire and water per team) or now and then the whole play card by
// card; Ry deals the Ry side loses stop at its first trick; a revoke seen
// at the table stops a deal early; doubling, an outbid Ry and the dealer
// (going round the table) are recorded now and then.
func pymthegNext(g Game, st scoring.State, rng *rand.Rand) (scoring.Round, bool) {
	game := st.(*pymtheg.Game)
	set := game.Settings()
	for range tries {
		c := pick(rng, pymthegContracts)
		d := pymtheg.Deal{Contract: c}
		if next, known := game.NextDealer(); known && chance(rng, 0.7) {
			d.Dealer = &next
		} else if !known && chance(rng, 0.3) {
			s := pick(rng, engine.Seats)
			d.Dealer = &s
		}
		var declarer engine.Seat
		if c != engine.Burn {
			declarer = pick(rng, engine.Seats)
			d.Declarer = &declarer
			d.Doubling = pick(rng, []engine.Doubling{engine.Undoubled, engine.Undoubled, engine.Doubled, engine.Redoubled})
		}
		if c.IsGam() || c == engine.Lon {
			trump := pick(rng, append([]cards.Element{cards.NoElement}, cards.Elements...))
			named := pick(rng, []engine.TrumpNamed{engine.NamedAfter, engine.NamedInBid})
			d.Trump, d.TrumpNamed = &trump, &named
		}
		if c.IsGam() && chance(rng, 0.15) {
			d.OverRy = pick(rng, []engine.Contract{engine.Ry, engine.Ry2, engine.Ry3})
		}
		revoke := chance(rng, 0.05)
		if revoke {
			s := pick(rng, engine.Seats)
			d.Revoke = &s
		}
		if !revoke && !c.IsRy() && chance(rng, 0.2) {
			d.Tricks = pymthegPlay(rng, d, set)
		} else if c == engine.Burn {
			d.Burn = burnCounts(rng, revoke)
		} else {
			counts := trickCounts(rng, c, declarer, revoke)
			d.TricksWon = &counts
		}
		if _, err := game.Preview(d); err == nil {
			return d, true
		}
	}
	return nil, false
}

// pymthegPlay plays a deal out legally, the first trick led by the player
// after the dealer (named when no dealer is known).
func pymthegPlay(rng *rand.Rand, d pymtheg.Deal, set pymtheg.Settings) []pymtheg.Trick {
	trump := cards.NoElement
	if d.Trump != nil && d.Contract != engine.Burn {
		trump = *d.Trump
	}
	leader := pick(rng, engine.Seats)
	if d.Dealer != nil {
		leader = set.Next(*d.Dealer)
	}
	var out []pymtheg.Trick
	for i, tr := range tricks.RandomLegal(rng, 4, trump, set.Direction, int(leader)) {
		t := pymtheg.Trick{Cards: tr.Cards}
		if i == 0 && (d.Dealer == nil || chance(rng, 0.3)) {
			s := engine.Seat(tr.Leader)
			t.Leader = &s
		}
		out = append(out, t)
	}
	return out
}

// trickCounts splits a deal's tricks between the seats: all 15 when the
// deal is played out; a Ry side that takes a trick loses and ends the deal
// there; a revoke may stop any deal early.
func trickCounts(rng *rand.Rand, c engine.Contract, declarer engine.Seat, revoke bool) pymtheg.SeatCounts {
	var n [4]int
	deal := func(total int, seats []engine.Seat) {
		for range total {
			n[pick(rng, seats)]++
		}
	}
	partner, opps := declarer.Partner(), []engine.Seat{(declarer + 1) % 4, (declarer + 3) % 4}
	switch {
	case revoke:
		deal(rng.IntN(16), engine.Seats)
		if c.IsRy() {
			// Whatever else, the Ry side holds at most the trick that
			// lost it.
			n[declarer] = min(n[declarer], 1)
			if c == engine.Ry3 && n[declarer] == 1 {
				n[partner] = 0
			}
		}
	case c.IsRy() && chance(rng, 0.5): // lost at the Ry side's first trick
		taker := declarer
		if c == engine.Ry3 {
			taker = pick(rng, []engine.Seat{declarer, partner})
		}
		others := opps
		if c != engine.Ry3 {
			others = append(others, partner)
		}
		deal(rng.IntN(15), others)
		n[taker] = 1
	case c == engine.Ry3:
		deal(15, opps)
	case c.IsRy():
		deal(15, append(opps, partner))
	default:
		deal(15, engine.Seats)
	}
	return pymtheg.Counts(n)
}

// burnCounts splits Burn's 15 fire and 15 water cards between the teams
// (fewer when a revoke stopped the deal).
func burnCounts(rng *rand.Rand, revoke bool) *pymtheg.BurnCounts {
	fire, water := 15, 15
	if revoke {
		fire, water = rng.IntN(16), rng.IntN(16)
	}
	ns := engine.FireWater{Fire: rng.IntN(fire + 1), Water: rng.IntN(water + 1)}
	return &pymtheg.BurnCounts{NS: ns, EW: engine.FireWater{Fire: fire - ns.Fire, Water: water - ns.Water}}
}
