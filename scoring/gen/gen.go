// Package gen generates random but legal games of every registered game:
// a setup, house rules and players (For), and from any state a game can
// reach, a round that state accepts (Next). Tests and benchmarks use it to
// play long games through sessions, storage and the table screens, and to
// correct or undo rounds at random points.
//
// Every round Next returns is one a real table could have produced (GEN-1):
// it is built from what the state says is still possible (the cards left
// in an army, the jails, the knights' hands and armor, the cards already
// used, the copies left in the stock, the totals) and then tried on the
// state without changing it, so a round the rules would refuse is never
// returned. Rounds follow the state: a later round depends on the earlier
// ones wherever the game keeps something from round to round.
//
// For chooses house rules under which a game can go on for a long time
// (at least 200 rounds wherever some option allows it) and Next prefers
// rounds that do not end the game, so Play(g, n, seed) usually gives n
// rounds. How long each game can last:
//
//   - myre: target 188 (a whole army) with jokers; hands mostly capture
//     nothing, a joker only, or a few points while a side stays below the
//     target, so a game runs for thousands of hands.
//   - mortal-swords: 2 to 4 knights; nine attacks in ten are ones every
//     defender stops, the others may hurt, and a damaged knight turns
//     armor down or loses a hand card but seldom its last, so the fight
//     runs for thousands of attacks (it ends when one knight is left).
//   - hyrule: 7 players, so that a game whose seven turns go to seven
//     different players ends level and the run-off game of the seven
//     follows (HYRULE-4): Next plays it that way, so a game has no end.
//   - pymtheg: no end, an end after 100,000 deals or at a points limit of
//     1,000,000,000 (by seed).
//   - burn: a limit of 1,000,000 points: tens of thousands of rounds.
//   - carts-tity: no limit, a limit of 1,000,000, or 10,000 agreed rounds
//     (the schema's most).
//   - draque-yirken: a game ends with the first claim that stands; Next
//     makes claims that fail, with cards going out of game from both ends,
//     so a game has no end.
//   - yamiro: the rules fix the number of hands: 8 for two players or
//     solitaire, 4 for two teams; must_have_winner (by seed) makes a tied
//     hand longer, never the game.
package gen

import (
	"arbiter/scoring/all"
	"arbiter/scoring/burn"
	"arbiter/scoring/carts"
	"arbiter/scoring/draque"
	"arbiter/scoring/hyrule"
	"arbiter/scoring/myre"
	"arbiter/scoring/pymtheg"
	"arbiter/scoring/swords"
	"arbiter/scoring/yamiro"
	"fmt"
	"math/rand/v2"

	"arbiter/scoring"
)

// Game is a game ready to start: its definition, setup (as the
// definition's Seat completes it with the players), checked options and
// the players' names in seat order.
type Game struct {
	Def     scoring.Definition
	Setup   scoring.Setup
	Options scoring.Values
	Players []string
}

// ID is the game's id.
func (g Game) ID() string { return g.Def.Info().ID }

// Start starts the game.
func (g Game) Start() (scoring.State, error) { return scoring.Start(g.Def, g.Setup, g.Options) }

// Record is the game with these rounds, as scoring.Play takes it.
func (g Game) Record(rounds []scoring.Round) scoring.Record {
	return scoring.Record{Options: g.Options, Setup: g.Setup, Rounds: rounds}
}

// generator is one game's: the table and house rules it picks, and the
// rounds it makes from a state of that game.
type generator struct {
	// game picks the setup (before seating), the options and the players.
	game func(rng *rand.Rand) (scoring.Setup, scoring.Values, []string)
	// next returns a round the state accepts, or false when there is none.
	next func(g Game, st scoring.State, rng *rand.Rand) (scoring.Round, bool)
}

// generators are every game's, by id: one literal list, like the games'.
var generators = map[string]generator{
	myre.ID:    {game: myreGame, next: myreNext},
	swords.ID:  {game: swordsGame, next: swordsNext},
	hyrule.ID:  {game: hyruleGame, next: hyruleNext},
	pymtheg.ID: {game: pymthegGame, next: pymthegNext},
	burn.ID:    {game: burnGame, next: burnNext},
	carts.ID:   {game: cartsGame, next: cartsNext},
	draque.ID:  {game: draqueGame, next: draqueNext},
	yamiro.ID:  {game: yamiroGame, next: yamiroNext},
}

// IDs returns the ids of the games gen can generate.
func IDs() []string {
	var out []string
	for _, id := range all.IDs() {
		if _, ok := generators[id]; ok {
			out = append(out, id)
		}
	}
	return out
}

// For returns a game of that id, its table and house rules drawn from
// seed, with options that let it last as long as the rules allow (see the
// package comment).
func For(id string, seed uint64) (Game, error) {
	gen, ok := generators[id]
	if !ok {
		return Game{}, fmt.Errorf("gen: no generator for game %q", id)
	}
	d, err := all.Lookup(id)
	if err != nil {
		return Game{}, err
	}
	rng := rand.New(rand.NewPCG(seed, 0x67616d65)) // "game"
	setup, opts, players := gen.game(rng)
	checked, err := d.Options().Check(opts)
	if err != nil {
		return Game{}, fmt.Errorf("gen: %s options %v: %w", id, opts, err)
	}
	seated, _, err := d.Seat(setup, players)
	if err != nil {
		return Game{}, fmt.Errorf("gen: %s players %v: %w", id, players, err)
	}
	g := Game{Def: d, Setup: seated, Options: checked, Players: players}
	if _, err := g.Start(); err != nil {
		return Game{}, fmt.Errorf("gen: %s does not start: %w", id, err)
	}
	return g, nil
}

// Next returns a legal round (the game's own round type) for the game in
// state st, chosen with rng; ok is false when the game is over or no legal
// round exists. It works from any state the game can reach, and leaves st
// as it is.
func Next(g Game, st scoring.State, rng *rand.Rand) (scoring.Round, bool) {
	gen, ok := generators[g.ID()]
	if !ok || st == nil || st.Standing().Finished {
		return nil, false
	}
	return gen.next(g, st, rng)
}

// Play plays n rounds (fewer if the game ends) from the start, drawn from
// seed, and returns them.
func Play(g Game, n int, seed uint64) ([]scoring.Round, error) {
	st, err := g.Start()
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(seed, 0x706c6179)) // "play"
	rounds := make([]scoring.Round, 0, n)
	for len(rounds) < n {
		r, ok := Next(g, st, rng)
		if !ok {
			break
		}
		if _, err := st.Apply(r); err != nil {
			return rounds, fmt.Errorf("gen: %s round %d refused: %w", g.ID(), len(rounds), err)
		}
		rounds = append(rounds, r)
	}
	return rounds, nil
}

// copyState returns an independent copy of a state, through the game's
// codec (as a stored game resumes), to apply a round to without changing
// st.
func copyState(g Game, st scoring.State) (scoring.State, error) {
	raw, err := g.Def.Codec().EncodeState(st)
	if err != nil {
		return nil, err
	}
	return g.Def.Codec().DecodeState(raw, g.Setup, g.Options)
}

// tries bounds the candidates Next draws for one round.
const tries = 200

// pick returns a random element of xs.
func pick[T any](rng *rand.Rand, xs []T) T { return xs[rng.IntN(len(xs))] }

// shuffled returns a shuffled copy of xs.
func shuffled[T any](rng *rand.Rand, xs []T) []T {
	out := append([]T(nil), xs...)
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// chance is true with probability p.
func chance(rng *rand.Rand, p float64) bool { return rng.Float64() < p }

// names returns n player names: prefix1, prefix2…
func names(prefix string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("%s%d", prefix, i+1)
	}
	return out
}
