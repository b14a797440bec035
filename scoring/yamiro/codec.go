package yamiro

import (
	"bytes"
	"encoding/json"
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/yamiro"
	"arbiter/scoring"
)

// codec is Yamiro's JSON at the edges. The setup is {"form": …} (left out
// when the first hand shows it); a round is one element of the record's
// "hands" ({"plays":[{"side","card","player"}…]}), its cards kept as
// written; the state is the sides' captures, the last hand and the count
// of the deck and of the players.
var codec = scoring.JSONCodec[Setup, Round, Result, *Game]{
	ReadSetup:  readSetup,
	ReadRound:  readRound,
	ReadState:  readState,
	WriteState: writeState,
	ResolveFn:  resolveJSON,
	ScoreFn:    scoreJSON,
}

// MarshalJSON writes the card as it was written: text as a string, a
// bare value (a number) as it was.
func (c CardText) MarshalJSON() ([]byte, error) {
	if c.Bare && json.Valid([]byte(c.Text)) {
		return []byte(c.Text), nil
	}
	return json.Marshal(c.Text)
}

// UnmarshalJSON keeps the card as written; null is a missing card.
func (c *CardText) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	switch {
	case len(b) == 0 || string(b) == "null":
		*c = CardText{}
	case b[0] == '"':
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*c = CardText{Text: s}
	default:
		var buf bytes.Buffer
		if err := json.Compact(&buf, b); err != nil {
			return err
		}
		*c = CardText{Text: buf.String(), Bare: true}
	}
	return nil
}

type setupIn struct {
	Form string `json:"form"`
}

func readSetup(raw json.RawMessage) (Setup, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return Setup{}, nil
	}
	var in setupIn
	if err := game.Decode(raw, &in); err != nil {
		return Setup{}, err
	}
	if in.Form == "" {
		return Setup{}, nil
	}
	f, err := yamiro.ParseForm(in.Form)
	if err != nil {
		return Setup{}, err
	}
	return Setup{Form: f, FormSet: true}, nil
}

// UnmarshalJSON reads a setup as DecodeSetup does.
func (s *Setup) UnmarshalJSON(b []byte) error {
	x, err := readSetup(b)
	if err != nil {
		return err
	}
	*s = x
	return nil
}

// MarshalJSON writes {"form":"duel"}, or {} when the first hand shows it.
func (s Setup) MarshalJSON() ([]byte, error) {
	if !s.FormSet {
		return []byte("{}"), nil
	}
	return json.Marshal(setupIn{Form: s.Form.String()})
}

type playJSON struct {
	Side   string   `json:"side"`
	Card   CardText `json:"card"`
	Player string   `json:"player,omitempty"`
}

// handJSON is the resolve input, and each element of the score input's
// "hands".
type handJSON struct {
	Game    string          `json:"game,omitempty"`
	Form    string          `json:"form,omitempty"`
	Plays   []playJSON      `json:"plays"`
	Options json.RawMessage `json:"options,omitempty"`
}

// readRound reads one element of a record's "hands". Refusals name the
// field inside the hand.
func readRound(raw json.RawMessage) (Round, error) {
	var in handJSON
	if err := game.Decode(raw, &in); err != nil {
		return Round{}, err
	}
	if in.Game != "" && in.Game != ID {
		return Round{}, game.Refuse(game.ErrInvalid, nil, "game", msgOtherGame.With(in.Game))
	}
	if in.Options != nil {
		return Round{}, game.Refuse(game.ErrInvalid, nil, "options", msgOptionsOnce.With())
	}
	r := Round{Plays: make([]Play, len(in.Plays))}
	if in.Form != "" {
		f, err := yamiro.ParseForm(in.Form)
		if err != nil {
			return Round{}, err
		}
		r.Form, r.FormSet = f, true
	}
	for i, p := range in.Plays {
		r.Plays[i] = Play{Side: p.Side, Card: p.Card, Player: p.Player}
	}
	return r, nil
}

// UnmarshalJSON reads a hand as DecodeRound does.
func (r *Round) UnmarshalJSON(b []byte) error {
	x, err := readRound(b)
	if err != nil {
		return err
	}
	*r = x
	return nil
}

// MarshalJSON writes the hand as one element of a record's "hands".
func (r Round) MarshalJSON() ([]byte, error) {
	out := handJSON{Plays: make([]playJSON, len(r.Plays))}
	if r.FormSet {
		out.Form = r.Form.String()
	}
	for i, p := range r.Plays {
		out.Plays[i] = playJSON{Side: p.Side, Card: p.Card, Player: p.Player}
	}
	return json.Marshal(out)
}

// ---------------------------------------------------------------------
// Results.

type progressJSON struct {
	Play        int            `json:"play"` // 1-based
	Side        string         `json:"side"`
	Card        string         `json:"card"`
	Scores      map[string]int `json:"scores"`
	Multipliers map[string]int `json:"multipliers"`
	Leader      *string        `json:"leader"`
	Standing    []int          `json:"standing_arlas"`  // 1-based plays of the arlas still standing
	Cancelled   []int          `json:"cancelled_arlas"` // 1-based plays of the arlas cancelled so far
}

type arlasOut struct {
	Play        int    `json:"play"` // 1-based
	Side        string `json:"side"`
	Standing    bool   `json:"standing"`
	CancelledBy *int   `json:"cancelled_by"` // 1-based play of the deiskatun
	Wins        bool   `json:"wins"`
}

// handOut is the JSON of a resolved hand.
type handOut struct {
	Game           string                  `json:"game,omitempty"`
	Hand           int                     `json:"hand,omitempty"`
	Form           yamiro.Form             `json:"form"`
	Attacker       string                  `json:"attacker"`
	Defender       string                  `json:"defender"`
	Winner         *string                 `json:"winner"`
	Loser          *string                 `json:"loser"`
	DecidedBy      yamiro.Decision         `json:"decided_by"`
	Scores         map[string]int          `json:"scores"`
	Tallies        map[string]yamiro.Tally `json:"tallies"`
	Arlas          []arlasOut              `json:"arlas"`
	Captured       []string                `json:"captured"`
	CapturedValues []string                `json:"captured_values"`
	Points         int                     `json:"points"`
	Complete       bool                    `json:"complete"`
	ExtraRounds    int                     `json:"extra_rounds"`
	Progress       []progressJSON          `json:"progress"`
	Explanation    []string                `json:"explanation"`
	Steps          game.Explanation        `json:"steps"`
}

func handOutput(r Result) handOut {
	res := r.Result
	out := handOut{Hand: r.Hand, Form: res.Form, Attacker: res.Attacker, Defender: res.Defender, DecidedBy: res.DecidedBy,
		Scores: res.Scores(), Tallies: map[string]yamiro.Tally{}, Arlas: []arlasOut{},
		Captured: []string{}, CapturedValues: []string{}, Points: res.Points, Complete: res.Complete,
		ExtraRounds: res.Extra, Progress: []progressJSON{}, Explanation: res.Steps.Strings(), Steps: res.Steps}
	if out.Steps == nil {
		out.Steps = game.Explanation{}
	}
	if out.Explanation == nil {
		out.Explanation = []string{}
	}
	for _, t := range res.Tallies {
		out.Tallies[t.Side] = t
	}
	if res.Winner != "" {
		w, l := res.Winner, res.Loser
		out.Winner, out.Loser = &w, &l
	}
	for _, a := range res.Arlas {
		ao := arlasOut{Play: a.Play + 1, Side: a.Side, Standing: a.Standing, Wins: res.DecidedBy == yamiro.ByArlas && a.Play == res.WinningArlas}
		if a.CancelledBy >= 0 {
			c := a.CancelledBy + 1
			ao.CancelledBy = &c
		}
		out.Arlas = append(out.Arlas, ao)
	}
	for _, c := range res.Captured {
		out.Captured = append(out.Captured, c.String())
		out.CapturedValues = append(out.CapturedValues, c.Value.String())
	}
	for _, p := range r.Progress {
		pj := progressJSON{Play: p.Play, Side: p.Side, Card: p.Card, Scores: p.Scores, Multipliers: p.Multipliers,
			Standing: nonNil(p.Standing), Cancelled: nonNil(p.Cancelled)}
		if p.Leader != "" {
			l := p.Leader
			pj.Leader = &l
		}
		out.Progress = append(out.Progress, pj)
	}
	return out
}

func nonNil(xs []int) []int {
	if xs == nil {
		return []int{}
	}
	return xs
}

// MarshalJSON writes the hand as the score output lists it.
func (r Result) MarshalJSON() ([]byte, error) { return json.Marshal(handOutput(r)) }

// UnmarshalJSON reads a stored hand back.
func (r *Result) UnmarshalJSON(b []byte) error {
	var in handOut
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	res := yamiro.Result{Form: in.Form, Attacker: in.Attacker, Defender: in.Defender, Points: in.Points,
		Complete: in.Complete, Extra: in.ExtraRounds, Steps: in.Steps, Captured: []yamiro.Card{}}
	res.DecidedBy = in.DecidedBy
	res.WinningArlas = -1
	if in.Winner != nil {
		res.Winner, res.Leader = *in.Winner, *in.Winner
	}
	if in.Loser != nil {
		res.Loser = *in.Loser
	}
	res.Tallies = [2]yamiro.Tally{in.Tallies[in.Attacker], in.Tallies[in.Defender]}
	res.Arlas = []yamiro.ArlasState{}
	for _, a := range in.Arlas {
		as := yamiro.ArlasState{Play: a.Play - 1, Side: a.Side, Standing: a.Standing, CancelledBy: -1}
		if a.CancelledBy != nil {
			as.CancelledBy = *a.CancelledBy - 1
		}
		if a.Wins {
			res.WinningArlas = a.Play - 1
		}
		res.Arlas = append(res.Arlas, as)
	}
	if len(in.Captured) != len(in.CapturedValues) {
		return fmt.Errorf("yamiro: %d captured cards, %d values", len(in.Captured), len(in.CapturedValues))
	}
	for i, text := range in.Captured {
		v, err := cards.ParseRailogCard(in.CapturedValues[i])
		if err != nil {
			return fmt.Errorf("yamiro: captured_values[%d]: %w", i, err)
		}
		c := yamiro.Card{Value: v}
		if text != in.CapturedValues[i] {
			if c.Physical, err = cards.Parse(text); err != nil {
				return fmt.Errorf("yamiro: captured[%d]: %w", i, err)
			}
		}
		res.Captured = append(res.Captured, c)
	}
	out := Result{Result: res, Hand: in.Hand, Progress: []Progress{}}
	for _, p := range in.Progress {
		pr := Progress{Play: p.Play, Side: p.Side, Card: p.Card, Scores: p.Scores, Multipliers: p.Multipliers, Standing: p.Standing, Cancelled: p.Cancelled}
		if p.Leader != nil {
			pr.Leader = *p.Leader
		}
		out.Progress = append(out.Progress, pr)
	}
	*r = out
	return nil
}

// ---------------------------------------------------------------------
// State.

type lastJSON struct {
	Attacker string `json:"attacker"`
	Defender string `json:"defender"`
	Complete bool   `json:"complete"`
}

type stockJSON struct {
	Plays    int            `json:"plays"`
	Played   map[string]int `json:"played"`
	Captured map[string]int `json:"captured"`
}

type seatsJSON struct {
	Players map[string][]string `json:"players"`
	Second  string              `json:"second,omitempty"`
}

// stateJSON is a game between hands: what the setup and the options do
// not already say. Its size is bounded by the deck and the table.
type stateJSON struct {
	Form   yamiro.Form `json:"form"`
	Hands  int         `json:"hands"`
	Sides  []string    `json:"sides"`
	Totals []int       `json:"totals"`
	Last   *lastJSON   `json:"last,omitempty"`
	Stock  stockJSON   `json:"stock"`
	Seats  seatsJSON   `json:"seats"`
}

func writeState(g *Game) (json.RawMessage, error) {
	sc, ss := g.stock.Count(), g.seats.State()
	out := stateJSON{Form: g.form, Hands: g.hands, Sides: []string{}, Totals: []int{},
		Stock: stockJSON{Plays: sc.Plays, Played: sc.Played, Captured: sc.Captured}, Seats: seatsJSON{Players: ss.Players, Second: ss.Second}}
	if g.hands > 0 {
		out.Sides, out.Totals = g.sides[:], g.totals[:]
		out.Last = &lastJSON{g.lastAttacker, g.lastDefender, g.lastComplete}
	}
	return json.Marshal(out)
}

func readState(raw json.RawMessage, setup Setup, opts scoring.Values) (*Game, error) {
	var in stateJSON
	if err := json.Unmarshal(raw, &in); err != nil {
		return nil, fmt.Errorf("yamiro: stored state: %w", err)
	}
	g := NewGame(setup, fromValues(opts))
	if setup.FormSet && in.Form != setup.Form {
		return nil, fmt.Errorf("yamiro: stored state of a %s game for a %s setup", in.Form, setup.Form)
	}
	if in.Hands < 0 || in.Hands > in.Form.Hands() || in.Form > yamiro.Solitaire {
		return nil, fmt.Errorf("yamiro: stored state: %d hands of a %s game", in.Hands, in.Form)
	}
	g.form, g.hands = in.Form, in.Hands
	if in.Hands > 0 {
		if len(in.Sides) != 2 || len(in.Totals) != 2 || in.Last == nil || in.Sides[0] == in.Sides[1] {
			return nil, fmt.Errorf("yamiro: stored state %s: two sides, their totals and the last hand", raw)
		}
		g.sides, g.totals = [2]string{in.Sides[0], in.Sides[1]}, [2]int{in.Totals[0], in.Totals[1]}
		g.lastAttacker, g.lastDefender, g.lastComplete = in.Last.Attacker, in.Last.Defender, in.Last.Complete
	}
	g.stock = yamiro.RestoreStock(g.form, g.opts, yamiro.StockCount{Plays: in.Stock.Plays, Played: in.Stock.Played, Captured: in.Stock.Captured})
	g.seats = yamiro.RestoreSeats(g.form, yamiro.SeatsState{Players: in.Seats.Players, Second: in.Seats.Second})
	return g, nil
}

// ---------------------------------------------------------------------
// The CLI.

func resolveJSON(input []byte) (any, error) {
	var in handJSON
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	vals, err := Schema.Parse(in.Options)
	if err != nil {
		return nil, err
	}
	opts := fromValues(vals)
	r := Round{Plays: make([]Play, len(in.Plays))}
	for i, p := range in.Plays {
		r.Plays[i] = Play{Side: p.Side, Card: p.Card, Player: p.Player}
	}
	form := inferForm(r.Plays, opts)
	if in.Form != "" {
		if form, err = yamiro.ParseForm(in.Form); err != nil {
			return nil, err
		}
	}
	plays, err := parsePlays(r.Plays, opts.Deck)
	if err != nil {
		return nil, err
	}
	res, err := yamiro.Resolve(plays, form, opts)
	if err != nil {
		return nil, err
	}
	out := handOutput(Result{Result: res, Progress: ProgressOf(res.Attacker, res.Defender, plays)})
	out.Game = ID
	return out, nil
}

// gameOut is the JSON of a scored game.
type gameOut struct {
	Game         string           `json:"game"`
	Form         yamiro.Form      `json:"form"`
	Sides        []string         `json:"sides"`
	Totals       map[string]int   `json:"totals"`
	Hands        []handOut        `json:"hands"`
	HandsPlayed  int              `json:"hands_played"`
	HandsTotal   int              `json:"hands_total"`
	Finished     bool             `json:"finished"`
	Winner       *string          `json:"winner"`
	Draw         bool             `json:"draw"`
	Margin       *int             `json:"margin,omitempty"`
	NextAttacker *string          `json:"next_attacker"`
	Explanation  []string         `json:"explanation"`
	Steps        game.Explanation `json:"steps"`
}

// scoreJSON answers `arbiter-cli score`: the record's hands played through
// a Game.
func scoreJSON(input []byte) (any, error) {
	d := definition{}
	rec, err := scoring.DecodeRecord(d, input)
	if err != nil {
		return nil, err
	}
	setup, _ := scoring.SetupOf[Setup](rec.Setup)
	opts := fromValues(rec.Options)
	if !setup.FormSet {
		var first []Play
		if len(rec.Rounds) > 0 {
			first = rec.Rounds[0].(Round).Plays
		}
		setup.Form, setup.FormSet = inferForm(first, opts), true
	}
	if n := setup.Form.Hands(); len(rec.Rounds) > n {
		return nil, overError(fmt.Sprintf("hands[%d]", n), setup.Form, n+1)
	}
	rec.Setup = setup
	st, results, err := scoring.Play(d, rec)
	if err != nil {
		return nil, err
	}
	g := st.(*Game)
	out := gameOut{Game: ID, Form: g.Form(), Hands: []handOut{}, HandsTotal: g.HandsTotal(), Sides: g.Sides(), HandsPlayed: g.Hands()}
	for _, r := range results {
		out.Hands = append(out.Hands, handOutput(r.(Result)))
	}
	o := g.Outcome()
	out.Totals, out.Finished, out.Draw = o.Totals, o.Finished, o.Draw
	if o.Winner != "" {
		w := o.Winner
		out.Winner = &w
	}
	if g.Form() == yamiro.Solitaire && o.Player != "" {
		m := o.Margin
		out.Margin = &m
	}
	if n, _ := g.NextAttacker(); n != "" {
		out.NextAttacker = &n
	}
	out.Explanation, out.Steps = o.Steps.Strings(), o.Steps
	return out, nil
}
