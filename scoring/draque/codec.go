package draque

import (
	"encoding/json"
	"fmt"
	"slices"

	"arbiter/engine/cards"
	"arbiter/engine/draque"
	"arbiter/engine/game"
	"arbiter/scoring"
)

// codec is Draque & Yirken's JSON at the edges. A claim is one element of
// the record's "claims":
//
//	{"claimant":"Ann","hand":["Fi3","Fi4","Fi5","Fi6","Wa9"],"discard":"Wa9","out_of_game":[]}
//
// the setup is {"players":[…]}, and the state is the number of claims, the
// cards out of game at the last one and the winner with their series.
var codec = scoring.JSONCodec[Setup, Claim, Verdict, *Game]{
	ReadRound:  readClaim,
	ReadState:  readState,
	WriteState: writeState,
	ResolveFn:  resolveJSON,
	ScoreFn:    scoreJSON,
}

// claimJSON is a claim as the record holds it.
type claimJSON struct {
	Claimant  string   `json:"claimant"`
	Hand      []string `json:"hand"`
	Discard   string   `json:"discard"`
	OutOfGame []string `json:"out_of_game"`
}

// readClaim reads one claim strictly; a card that is not one names its
// place ("hand[2]").
func readClaim(raw json.RawMessage) (Claim, error) {
	var in claimJSON
	if err := game.Decode(raw, &in); err != nil {
		return Claim{}, err
	}
	if in.Claimant == "" {
		return Claim{}, game.Refuse(game.ErrInvalid, nil, "claimant", msgNoClaimant.With())
	}
	c := Claim{Claimant: in.Claimant}
	var err error
	if c.Hand, err = parseCards("hand", in.Hand); err != nil {
		return Claim{}, err
	}
	if in.Discard != "" {
		if c.Discard, err = cards.ParseElementCard(in.Discard); err != nil {
			return Claim{}, game.Refuse(game.ErrInvalid, nil, "discard", msgCardErr.With(err))
		}
	}
	if c.OutOfGame, err = parseCards("out_of_game", in.OutOfGame); err != nil {
		return Claim{}, err
	}
	return c, nil
}

// MarshalJSON writes a claim as the record holds it, cards in canonical
// notation.
func (c Claim) MarshalJSON() ([]byte, error) {
	out := claimJSON{Claimant: c.Claimant, Hand: cards.ElementCards(c.Hand).Strings(), OutOfGame: cards.ElementCards(c.OutOfGame).Strings()}
	if c.Discard.Valid() {
		out.Discard = c.Discard.String()
	}
	return json.Marshal(out)
}

// stateJSON is a game between sessions: what the setup and the options do
// not already say.
type stateJSON struct {
	Claims    int                `json:"claims"`
	OutOfGame cards.ElementCards `json:"out_of_game"`
	Winner    string             `json:"winner,omitempty"`
	Series    cards.ElementCards `json:"series,omitempty"`
	Discard   *cards.ElementCard `json:"discard,omitempty"`
}

func writeState(g *Game) (json.RawMessage, error) {
	s := stateJSON{Claims: g.claims, OutOfGame: cards.ElementCards(g.out), Winner: g.winner}
	if g.winner != "" {
		d := g.discard
		s.Series, s.Discard = cards.ElementCards(g.series), &d
	}
	return json.Marshal(s)
}

func readState(raw json.RawMessage, setup Setup, opts scoring.Values) (*Game, error) {
	var s stateJSON
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, fmt.Errorf("draque-yirken: stored state: %w", err)
	}
	g, err := newGame(setup.Players, opts.Bool("ignore_element"))
	if err != nil {
		return nil, err
	}
	if s.Claims < 0 || s.Claims > scoring.MaxRounds || (s.Winner != "" && (!slices.Contains(g.players, s.Winner) || s.Discard == nil || s.Claims == 0)) {
		return nil, fmt.Errorf("draque-yirken: stored state %s does not fit the players %v", raw, g.players)
	}
	g.claims, g.winner = s.Claims, s.Winner
	g.out = slices.Clone([]cards.ElementCard(s.OutOfGame))
	if s.Winner != "" {
		g.series, g.discard = slices.Clone([]cards.ElementCard(s.Series)), *s.Discard
	}
	return g, nil
}

// optionsJSON is the options as the outputs show them.
type optionsJSON struct {
	IgnoreElement bool `json:"ignore_element"`
}

// scoreOutput is the record of a game's claims: the verdict on each, and
// the winner once a claim stood.
type scoreOutput struct {
	Game    string    `json:"game"`
	Players []string  `json:"players"`
	Claims  []Verdict `json:"claims"`
	// Finished once a claim stood; Winner is its claimant (null before),
	// Series and Discard the winning hand.
	Finished bool               `json:"finished"`
	Winner   *string            `json:"winner"`
	Winners  []string           `json:"winners"`
	Series   cards.ElementCards `json:"series"`
	Discard  string             `json:"discard,omitempty"`
	// OutOfGame are the cards out of game at the last claim, and Lowest
	// and Highest the values still in game then.
	OutOfGame   cards.ElementCards `json:"out_of_game"`
	Lowest      int                `json:"lowest"`
	Highest     int                `json:"highest"`
	Options     optionsJSON        `json:"options"`
	Explanation []string           `json:"explanation"`
	Steps       game.Explanation   `json:"steps"`
}

// scoreJSON answers `arbiter-cli score`: the record's claims judged one by
// one.
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
	series, discard := g.Series()
	out := &scoreOutput{
		Game: ID, Players: g.Players(), Claims: make([]Verdict, 0, len(results)), Finished: g.Finished(), Winners: g.Winners(),
		Series: append(cards.ElementCards{}, series...), OutOfGame: append(cards.ElementCards{}, g.out...),
		Options: optionsJSON{IgnoreElement: g.ignoreElement}, Steps: game.Explanation{},
	}
	out.Lowest, out.Highest = draque.OutOfGame(g.out)
	if w, ok := g.Winner(); ok {
		out.Winner = &w
		out.Discard = discard.String()
	}
	for _, r := range results {
		v := r.(Verdict)
		out.Claims = append(out.Claims, v)
		for _, s := range v.Steps {
			out.Steps = append(out.Steps, inClaim(s, v))
		}
	}
	if len(results) == 0 {
		out.Steps.Say(msgNoClaimYet.With(), draque.SecGoal, "")
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}

// inClaim is a claim's step as the game's explanation says it: "Claim 2
// (Ann): …", the claim's own step a message inside.
func inClaim(s game.Step, v Verdict) game.Step {
	var said any = s.Text
	if s.Said != nil {
		said = *s.Said
	}
	m := msgClaimStep.With(v.Number, v.Claimant, said)
	s.Text, s.Said = m.String(), &m
	return s
}
