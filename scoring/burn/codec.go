package burn

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/scoring"
)

// This file is Burn's JSON: the CLI contract's round object, the state a
// stored game resumes from, the score command's output, and the options
// object of the tournament input. Nothing outside the edges (the CLI,
// storage, import and export) needs it.

// codec is the game's JSON at the edges.
var codec = scoring.JSONCodec[Setup, Round, RoundResult, *Game]{
	ReadRound:  readRound,
	ReadState:  readState,
	WriteState: writeState,
	ResolveFn:  Resolve,
	ScoreFn:    ScoreGame,
}

// RoundInput is the contract's round object as it is read: the fire and
// water each side took, or the tricks; the pit side's choice when there
// is a pit; the dealer.
type RoundInput struct {
	Won       map[string]burn.FireWater `json:"won"`
	PitChoice *string                   `json:"pit_choice"`
	Tricks    []TrickInput              `json:"tricks"`
	Dealer    *string                   `json:"dealer"`
	// Revoke is the player caught not following the element led at the
	// table (PYM-6).
	Revoke *string `json:"revoke"`
}

// TrickInput is one trick: its leader (a player) and the cards in play
// order.
type TrickInput struct {
	Leader *string             `json:"leader"`
	Cards  []cards.ElementCard `json:"cards"`
}

// readRound reads one element of a record's "rounds". Refusals name the
// field within the round ("pit_choice").
func readRound(raw json.RawMessage) (Round, error) {
	if t := bytes.TrimSpace(raw); len(t) > 0 && t[0] != '{' && string(t) != "null" {
		return Round{}, game.Refuse(game.ErrInvalid, nil, "", msgExpectedRound.With())
	}
	var in RoundInput
	if err := game.Decode(raw, &in); err != nil {
		return Round{}, err
	}
	return in.round()
}

// Typed is the round in the game's own type, as Play takes it (for code
// that holds rounds in their JSON form, such as a tournament's results).
func (in RoundInput) Typed() (Round, error) { return in.round() }

// round reads the pit choice and checks the names given.
func (in RoundInput) round() (Round, error) {
	r := Round{Won: in.Won}
	if in.PitChoice != nil {
		c, err := burn.ParsePitChoice(*in.PitChoice)
		if err != nil {
			return Round{}, game.Prefix(err, "pit_choice")
		}
		r.PitChoice = c
	}
	if in.Dealer != nil {
		if *in.Dealer == "" {
			return Round{}, game.Refuse(game.ErrInvalid, nil, "dealer", msgNotAtTable.With(""))
		}
		r.Dealer = *in.Dealer
	}
	if in.Revoke != nil {
		if *in.Revoke == "" {
			return Round{}, game.Refuse(game.ErrInvalid, nil, "revoke", msgNotAtTable.With(""))
		}
		r.Revoke = *in.Revoke
	}
	if in.Tricks != nil {
		r.Tricks = make([]Trick, len(in.Tricks))
		for i, t := range in.Tricks {
			if t.Leader != nil {
				if *t.Leader == "" {
					return Round{}, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("tricks[%d].leader", i), msgNotAtTable.With(""))
				}
				r.Tricks[i].Leader = *t.Leader
			}
			r.Tricks[i].Cards = t.Cards
		}
	}
	return r, nil
}

// roundJSON is a round as it is written.
type roundJSON struct {
	Won       map[string]burn.FireWater `json:"won,omitempty"`
	PitChoice *burn.PitChoice           `json:"pit_choice,omitempty"`
	Tricks    []trickJSON               `json:"tricks,omitempty"`
	Dealer    string                    `json:"dealer,omitempty"`
	Revoke    string                    `json:"revoke,omitempty"`
}

type trickJSON struct {
	Leader string              `json:"leader,omitempty"`
	Cards  []cards.ElementCard `json:"cards"`
}

// MarshalJSON writes the round as one element of a record's "rounds".
func (r Round) MarshalJSON() ([]byte, error) {
	out := roundJSON{Won: r.Won, Dealer: r.Dealer, Revoke: r.Revoke}
	if r.PitChoice != burn.NoChoice {
		c := r.PitChoice
		out.PitChoice = &c
	}
	for _, t := range r.Tricks {
		out.Tricks = append(out.Tricks, trickJSON(t))
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads what the CLI takes as a round object.
func (r *Round) UnmarshalJSON(b []byte) error {
	v, err := readRound(b)
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// stateJSON is what a stored game resumes from: the totals, the rounds
// played and the last dealer known. The table and the house rules come
// with the game.
type stateJSON struct {
	Totals map[string]int `json:"totals"`
	Rounds int            `json:"rounds"`
	Dealer string         `json:"dealer,omitempty"`
}

func writeState(g *Game) (json.RawMessage, error) {
	s := stateJSON{Totals: g.Totals(), Rounds: g.rounds}
	if d, ok := g.LastDealer(); ok {
		s.Dealer = d
	}
	return json.Marshal(s)
}

func readState(raw json.RawMessage, setup Setup, opts scoring.Values) (*Game, error) {
	var s stateJSON
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, fmt.Errorf("burn: stored state: %w", err)
	}
	t, err := NewTable(setup.Sides, setup.Seating)
	if err != nil {
		return nil, err
	}
	g := NewGame(t, SettingsOf(opts))
	if len(s.Totals) != len(t.Sides) {
		return nil, fmt.Errorf("burn: stored state: totals of %d sides at a table of %d", len(s.Totals), len(t.Sides))
	}
	for i, side := range t.Sides {
		v, ok := s.Totals[side]
		if !ok {
			return nil, fmt.Errorf("burn: stored state: no total for %s", side)
		}
		g.totals[i] = v
	}
	if s.Rounds < 0 || s.Rounds > scoring.MaxRounds {
		return nil, fmt.Errorf("burn: stored state: %d rounds", s.Rounds)
	}
	g.rounds = s.Rounds
	if s.Dealer != "" {
		seat, ok := t.SeatOf[s.Dealer]
		if !ok {
			return nil, fmt.Errorf("burn: stored state: dealer %q is not at the table", s.Dealer)
		}
		g.dealer = seat
	}
	return g, nil
}

// Options are the house-rule switches as a JSON object: the "options" of
// the tournament input. Settings reads them with the game's schema.
type Options struct {
	PitTable  string `json:"pit_table,omitempty"` // base | variant (BURN-1)
	Limit     *int   `json:"limit,omitempty"`     // 100 (BURN-2)
	Direction string `json:"direction,omitempty"` // clockwise | counter-clockwise
}

// Settings checks the options with the game's schema; refusals name
// options.<name>.
func (o Options) Settings() (Settings, error) {
	b, err := json.Marshal(o)
	if err != nil {
		return Settings{}, err
	}
	return ParseSettings(b)
}

// ParseSettings reads an "options" object (absent or null: every default)
// into settings; refusals name options.<name>.
func ParseSettings(raw json.RawMessage) (Settings, error) {
	v, err := Schema.Parse(raw)
	if err != nil {
		return Settings{Limit: burn.DefaultLimit}, err
	}
	return SettingsOf(v), nil
}

// GameOutput is the score command's answer.
type GameOutput struct {
	Game        string           `json:"game"`
	Rounds      []map[string]int `json:"rounds"` // points each round added
	Details     []RoundResult    `json:"details"`
	Totals      map[string]int   `json:"totals"`
	Seating     []string         `json:"seating"`
	Limit       int              `json:"limit"`
	Finished    bool             `json:"finished"`
	Winner      *string          `json:"winner"`
	Winners     []string         `json:"winners"`
	Explanation []string         `json:"explanation"`
	Steps       game.Explanation `json:"steps"`
}

// ScoreGame answers `arbiter-cli score`: a Burn game round by round.
func ScoreGame(input []byte) (any, error) {
	def := definition{}
	rec, err := scoring.DecodeRecord(def, input)
	if err != nil {
		return nil, err
	}
	s, _ := scoring.SetupOf[Setup](rec.Setup)
	if _, err := NewTable(s.Sides, s.Seating); err != nil {
		return nil, err
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(input, &top); err != nil {
		return nil, game.Refuse(game.ErrInvalid, nil, "", msgInputObject.With())
	}
	if raw := bytes.TrimSpace(top["rounds"]); len(raw) == 0 || string(raw) == "null" {
		return nil, game.Refuse(game.ErrInvalid, nil, "rounds", msgRoundsMissing.With())
	}
	st, results, err := scoring.Play(def, rec)
	if err != nil {
		return nil, err
	}
	out := make([]RoundResult, len(results))
	for i, r := range results {
		out[i] = r.(RoundResult)
	}
	return gameOutput(st.(*Game), out), nil
}

// playGame plays rounds on a game (a league session, a knock-out match):
// field names the list in refusals ("tables[0].sessions[1].rounds").
func playGame(g *Game, rounds []RoundInput, field string) (GameOutput, error) {
	results := make([]RoundResult, 0, len(rounds))
	for i, in := range rounds {
		f := fmt.Sprintf("%s[%d]", field, i)
		r, err := in.round()
		if err != nil {
			return GameOutput{}, game.Prefix(err, f)
		}
		res, err := g.Play(r)
		if err != nil {
			return GameOutput{}, game.Prefix(err, f)
		}
		results = append(results, res)
	}
	return gameOutput(g, results), nil
}

// roundSummary sums a round up for the game's explanation: the points it
// added and the totals after it, and for a pit round what its steps say
// (the table that set its value, the choice and what the limits made of
// it), citing the section and ruling they cite (BURN-1).
func roundSummary(t *Table, n int, ro RoundResult) (game.Message, game.Word, string) {
	points, totals := fmtMap(t.Sides, ro.Points, true), fmtMap(t.Sides, ro.Totals, false)
	if ro.Pit == nil || ro.pit.how.English == "" {
		return msgRoundSum.With(n, points, totals), secScoring, ""
	}
	table := ro.pit.table
	if ro.Pit.InstantWin {
		table = msgTableInstant.With(table)
	}
	return msgRoundPitSum.With(n, ro.Pit.Side, ro.Pit.Value, table, ro.pit.how, points, totals), ro.pit.section, "BURN-1"
}

// gameOutput is a game's score after its rounds, with the explanation of
// each round and of the end.
func gameOutput(g *Game, results []RoundResult) GameOutput {
	t := g.table
	out := GameOutput{Game: ID, Rounds: []map[string]int{}, Details: []RoundResult{}, Seating: slices.Clone(t.Seats),
		Limit: g.limit, Winners: []string{}, Totals: g.Totals(), Finished: g.Finished()}
	e := &out.Steps
	e.Say(msgGameStart.With(t.Format.Said(), g.limit), secFlow, "BURN-2")
	for i, ro := range results {
		out.Rounds = append(out.Rounds, ro.Points)
		out.Details = append(out.Details, ro)
		e.Say(roundSummary(t, i+1, ro))
	}
	if out.Finished {
		out.Winners = g.Winners()
		if len(out.Winners) == 1 {
			out.Winner = &out.Winners[0]
			e.Say(msgGameWon.With(g.limit, *out.Winner), secFlow, "BURN-2")
		} else {
			e.Say(msgGameShared.With(g.limit, game.ListOf(game.JoinAnd, out.Winners)), secFlow, "BURN-2")
		}
	}
	out.Explanation = out.Steps.Strings()
	return out
}
