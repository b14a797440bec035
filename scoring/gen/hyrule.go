package gen

import (
	"math/rand/v2"
	"slices"

	"arbiter/engine/cards"
	"arbiter/scoring"
	"arbiter/scoring/hyrule"
)

// hyrulePlayers is the table For seats: with seven players a game whose
// seven turns go to seven different players ends with all of them level,
// and they play a run-off game (HYRULE-4), which can end the same way.
const hyrulePlayers = 7

// hyruleGame seats seven players under chance or strategy rules (then
// with a tallest player); level games call for a run-off game (the
// default draw option), and a joker standoff is settled either way.
func hyruleGame(rng *rand.Rand) (scoring.Setup, scoring.Values, []string) {
	players := names("P", hyrulePlayers)
	setup := hyrule.Setup{TurnRules: pick(rng, []hyrule.TurnRules{hyrule.Chance, hyrule.Strategy})}
	if setup.TurnRules == hyrule.Strategy {
		setup.Tallest = pick(rng, players)
	}
	return setup, scoring.Values{"joker_tie": pick(rng, []string{"runoff", "first_played"}), "draw": "runoff"}, players
}

// hyruleNext plays a turn of the game being played (the round or a
// run-off game) with cards not yet used in it: under strategy rules the
// player due may swap first and the leader is named now and then; a joker
// standoff gets its run-off cards; a run-off game's first turn may set it
// up (its players' order, its tallest player when the last one is not
// among them). At a table of seven every turn goes to a player who has
// not won one yet in this game, so each game ends with the seven level
// and the game goes on with their run-off game; at a smaller table (after
// a correction) turns go as the cards fall.
func hyruleNext(g Game, st scoring.State, rng *rand.Rand) (scoring.Round, bool) {
	game := st.(*hyrule.Game)
	if _, open := game.Standoff(); open {
		return nil, false // every turn Next makes settles its standoff
	}
	for range tries {
		var turn hyrule.Turn
		turn.First = -1
		view := game
		if game.RunoffPending() {
			var setup *hyrule.RunoffSetup
			if chance(rng, 0.3) {
				setup = &hyrule.RunoffSetup{Players: shuffled(rng, game.Table())}
			}
			w, err := game.WithRunoff(setup)
			if err != nil {
				// Strategy rules and the last game's tallest player is not
				// at the run-off's table: the table names one.
				if setup == nil {
					setup = &hyrule.RunoffSetup{}
				}
				setup.Tallest = pick(rng, game.Table())
				if w, err = game.WithRunoff(setup); err != nil {
					continue
				}
			}
			turn.RunoffGame, view = setup, w
		}
		table := view.Table()
		n := len(table)
		var free []cards.Card
		for _, c := range cards.StandardDeck(true) {
			if view.CanPlay(c) == nil {
				free = append(free, c)
			}
		}
		free = shuffled(rng, free)
		if len(free) < n {
			return nil, false
		}
		turn.Cards, free = free[:n], free[n:]
		if view.CanSwap() == nil && len(free) > 0 && chance(rng, 0.2) {
			turn.Swaps, free = free[:1], free[1:]
		}
		if due, _ := view.Due(); due >= 0 && chance(rng, 0.3) {
			turn.First = (due + len(turn.Swaps)) % n
		}
		// At a table of seven, the turn goes to one of the players who
		// have captured least in this game.
		target := -1
		if n == hyrulePlayers {
			captured := view.Captured()
			low := slices.Min(captured)
			var lows []int
			for i, c := range captured {
				if c == low {
					lows = append(lows, i)
				}
			}
			target = pick(rng, lows)
		}
		res, err := game.Clone().Play(turn)
		if err != nil {
			continue
		}
		if res.Open() {
			if target >= 0 || len(free) < len(res.Tied) {
				continue // a standoff's run-off cards would break the level
			}
			turn.Runoff = free[:len(res.Tied)]
			if res, err = game.Clone().Play(turn); err != nil {
				continue
			}
		}
		if target >= 0 && res.Winner != target {
			turn.Cards[res.Winner], turn.Cards[target] = turn.Cards[target], turn.Cards[res.Winner]
			if res, err = game.Clone().Play(turn); err != nil || res.Open() || res.Winner != target {
				continue
			}
		}
		return turn, true
	}
	return nil, false
}
