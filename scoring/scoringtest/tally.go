// Package scoringtest holds a small game, Tally, that exercises the scoring
// interface without any real game's rules: tests of the registry, the
// option schema and storage use it. Importing the package registers it.
package scoringtest

import (
	"encoding/json"
	"fmt"
	"slices"

	"arbiter/engine/game"
	"arbiter/scoring"
)

// ID is Tally's game id.
const ID = "tally"

// Setup names the sides.
type Setup struct {
	Sides []string `json:"sides"`
}

// Round gives points to sides.
type Round struct {
	Points map[string]int `json:"points"`
}

// Result is what a round changed.
type Result struct {
	Gained map[string]int   `json:"gained"`
	Steps  game.Explanation `json:"steps"`
}

// Game is Tally's state.
type Game struct {
	Sides  []string       `json:"sides"`
	Totals map[string]int `json:"totals"`
	Played int            `json:"played"`
	Target int            `json:"target"`
	Lower  bool           `json:"lower"`
}

// Play applies one round.
func (g *Game) Play(r Round) (Result, error) {
	if g.Standing().Finished {
		return Result{}, game.Illegalf("a finished game takes no more rounds", "points: the game is over")
	}
	for _, side := range sortedKeys(r.Points) {
		if !slices.Contains(g.Sides, side) {
			return Result{}, game.Invalidf("points.%s: not a side (%v)", side, g.Sides)
		}
		if n := r.Points[side]; n < 0 || n > 1000 {
			return Result{}, game.Impossiblef("points."+side, "%d points in one round", n)
		}
	}
	res := Result{Gained: map[string]int{}}
	for side, n := range r.Points {
		g.Totals[side] += n
		res.Gained[side] = n
		res.Steps.Add(fmt.Sprintf("%s +%d", side, n), "Tally", "")
	}
	g.Played++
	return res, nil
}

// Apply implements scoring.State.
func (g *Game) Apply(r scoring.Round) (scoring.Result, error) { return scoring.ApplyAs(r, g.Play) }

// Standing implements scoring.State.
func (g *Game) Standing() scoring.Standing {
	st := scoring.Standing{Rounds: g.Played, Target: g.Target, LowerWins: g.Lower, Winners: []string{}}
	for _, s := range g.Sides {
		st.Totals = append(st.Totals, scoring.SideTotal{Side: s, Points: g.Totals[s]})
		if g.Totals[s] >= g.Target {
			st.Finished = true
		}
	}
	if st.Finished {
		st.Winners = st.Leaders()
	}
	return st
}

func sortedKeys(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

type definition struct{}

func (definition) Info() scoring.Info {
	return scoring.Info{ID: ID, Name: "Tally", Players: "2–4", MinPlayers: 2, MaxPlayers: 4, Deck: "standard",
		Summary: "A test game: rounds add points.", Order: 1000, RoundNoun: "round", RoundsKey: "rounds"}
}

// Schema is Tally's option schema: a target, a switch that makes lower
// totals win, and a count that applies only with end "rounds".
var Schema = scoring.Schema{Options: []scoring.Option{
	{Name: "target", Kind: scoring.Int, Default: 10, Min: 1, Max: 1000, Label: "Target", Help: "Points that end the game."},
	{Name: "lower_wins", Kind: scoring.Bool, Default: false, Label: "Lowest wins", Help: "The lowest total wins."},
	{Name: "end", Kind: scoring.Choice, Default: "target", Label: "End",
		Choices: []scoring.ChoiceValue{{Value: "target", Label: "At the target"}, {Value: "rounds", Label: "After some rounds"}}},
	{Name: "rounds", Kind: scoring.Int, Default: 5, Min: 1, Max: 100, Label: "Rounds", Only: &scoring.Only{Option: "end", Values: []string{"rounds"}}},
}}

func (definition) Options() scoring.Schema { return Schema }

func (definition) Rules() game.Rules {
	return scoring.RulesWithOptions(game.Rules{Game: ID, Name: "Tally"}, Schema)
}

func (definition) New(setup scoring.Setup, opts scoring.Values) (scoring.State, error) {
	s, ok := setup.(Setup)
	if !ok {
		return nil, fmt.Errorf("tally: setup of type %T: %w", setup, scoring.ErrWrongType)
	}
	if len(s.Sides) < 2 || len(s.Sides) > 4 {
		return nil, game.Invalidf("sides: %d sides: Tally is for 2 to 4", len(s.Sides))
	}
	return &Game{Sides: slices.Clone(s.Sides), Totals: map[string]int{}, Target: opts.Int("target"), Lower: opts.Bool("lower_wins")}, nil
}

func (definition) Seat(setup scoring.Setup, players []string) (scoring.Setup, []scoring.Seat, error) {
	s, ok := scoring.As[Setup](setup)
	if !ok {
		return nil, nil, fmt.Errorf("tally: setup of type %T: %w", setup, scoring.ErrWrongType)
	}
	if len(players) == 0 {
		if len(s.Sides) == 0 {
			return nil, nil, game.Invalidf("players: name the players")
		}
		players = s.Sides
	}
	if len(players) < 2 || len(players) > 4 {
		return nil, nil, game.Invalidf("players: %d players: Tally is for 2 to 4", len(players))
	}
	seats := make([]scoring.Seat, len(players))
	for i, p := range players {
		seats[i] = scoring.Seat{Player: p, Side: p}
	}
	return Setup{Sides: slices.Clone(players)}, seats, nil
}

func (d definition) Codec() scoring.Codec {
	return scoring.JSONCodec[Setup, Round, Result, *Game]{
		ReadState: func(raw json.RawMessage, _ Setup, _ scoring.Values) (*Game, error) {
			var g Game
			if err := json.Unmarshal(raw, &g); err != nil {
				return nil, err
			}
			return &g, nil
		},
		ScoreFn: func(input []byte) (any, error) {
			rec, err := scoring.DecodeRecord(d, input)
			if err != nil {
				return nil, err
			}
			st, _, err := scoring.Play(d, rec)
			if err != nil {
				return nil, err
			}
			return st.Standing(), nil
		},
	}
}

// Definition is Tally, for the catalogs of tests.
var Definition scoring.Definition = definition{}
