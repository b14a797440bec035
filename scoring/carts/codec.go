package carts

import (
	"encoding/json"
	"fmt"

	"arbiter/engine/game"
	"arbiter/scoring"
)

// codec is Cârts Tîty's JSON at the edges. A round is one element of the
// record's "rounds" ({"cards_left":{…},"overflowed":[…]}), the setup is
// {"players":[…]}, and the state is every player's total and the number of
// rounds played.
var codec = scoring.JSONCodec[Setup, Round, Result, *Game]{
	ReadState:  readState,
	WriteState: writeState,
	ResolveFn:  resolveJSON,
	ScoreFn:    scoreJSON,
}

// MarshalJSON writes a round with an empty list or object where none was
// given, so that it reads back as it was written.
func (r Round) MarshalJSON() ([]byte, error) {
	type plain Round
	p := plain(r)
	if p.CardsLeft == nil {
		p.CardsLeft = map[string]int{}
	}
	if p.Overflowed == nil {
		p.Overflowed = []string{}
	}
	return json.Marshal(p)
}

// stateJSON is a game between sessions: what the setup and the options do
// not already say.
type stateJSON struct {
	Totals map[string]int `json:"totals"`
	Rounds int            `json:"rounds"`
}

func writeState(g *Game) (json.RawMessage, error) {
	return json.Marshal(stateJSON{Totals: g.Totals(), Rounds: g.rounds})
}

func readState(raw json.RawMessage, setup Setup, opts scoring.Values) (*Game, error) {
	var s stateJSON
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, fmt.Errorf("carts-tity: stored state: %w", err)
	}
	g, err := newGame(setup.Players, fromValues(opts))
	if err != nil {
		return nil, err
	}
	if len(s.Totals) != len(g.players) || s.Rounds < 0 || s.Rounds > scoring.MaxRounds {
		return nil, fmt.Errorf("carts-tity: stored state %s does not fit the players %v", raw, g.players)
	}
	for i, p := range g.players {
		t, ok := s.Totals[p]
		if !ok || t < 0 {
			return nil, fmt.Errorf("carts-tity: stored state %s has no total for %q", raw, p)
		}
		g.totals[i] = t
	}
	g.rounds = s.Rounds
	return g, nil
}

// optionsJSON is the options as the outputs show them: every option.
type optionsJSON struct {
	Chain  string `json:"chain"`
	Rule16 bool   `json:"rule_16"`
	Decks  int    `json:"decks"`
	Limit  int    `json:"limit"`
	Rounds int    `json:"rounds"`
}

func optionsOut(o Options) optionsJSON {
	return optionsJSON{Chain: o.Chain.String(), Rule16: o.Rule16, Decks: o.Decks, Limit: o.Limit, Rounds: o.Rounds}
}

// scoreOutput is the contract's totals, finished and winner, plus details.
type scoreOutput struct {
	Game         string           `json:"game"`
	Totals       map[string]int   `json:"totals"`
	Rounds       []map[string]int `json:"rounds"`
	RoundDetails []roundDetail    `json:"round_details"`
	Finished     bool             `json:"finished"`
	Winner       *string          `json:"winner"`
	Winners      []string         `json:"winners"`
	Leaders      []string         `json:"leaders"`
	Options      optionsJSON      `json:"options"`
	Explanation  []string         `json:"explanation"`
	Steps        game.Explanation `json:"steps"`
}

// roundDetail is one round of the score output.
type roundDetail struct {
	Points       map[string]int   `json:"points"`
	Winner       string           `json:"winner"`
	SoleSurvivor bool             `json:"sole_survivor"`
	Overflowed   []string         `json:"overflowed"`
	Steps        game.Explanation `json:"steps"`
}

// scoreJSON answers `arbiter-cli score`: the record played round by round.
func scoreJSON(input []byte) (any, error) {
	d := definition{}
	rec, err := scoring.DecodeRecord(d, input)
	if err != nil {
		return nil, err
	}
	st, results, err := scoring.Play(d, rec)
	if err != nil {
		return nil, err
	}
	g := st.(*Game)
	out := &scoreOutput{
		Game: ID, Totals: g.Totals(), Rounds: make([]map[string]int, 0, len(results)), RoundDetails: make([]roundDetail, 0, len(results)),
		Finished: g.Finished(), Winners: g.Winners(), Leaders: g.Leaders(), Options: optionsOut(g.opts), Steps: game.Explanation{},
	}
	for _, r := range results {
		res := r.(Result)
		out.Rounds = append(out.Rounds, res.Points)
		out.RoundDetails = append(out.RoundDetails, roundDetail{Points: res.Points, Winner: res.Winner, SoleSurvivor: res.SoleSurvivor, Overflowed: res.Overflowed, Steps: res.Steps})
		for _, s := range res.Steps {
			out.Steps = append(out.Steps, inRound(s, res.Number))
		}
		out.Steps = append(out.Steps, res.End...)
	}
	if len(out.Winners) == 1 {
		out.Winner = &out.Winners[0]
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}

// inRound is a round's step as the game's explanation says it: "Round 2:
// …", the round's own step a message inside.
func inRound(s game.Step, n int) game.Step {
	var said any = s.Text
	if s.Said != nil {
		said = *s.Said
	}
	m := msgRoundStep.With(n, said)
	s.Text, s.Said = m.String(), &m
	return s
}
