package pymtheg

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
	"arbiter/scoring"
)

// This file is Pymtheg's JSON: the CLI contract's deal object, the state a
// stored game resumes from, the score command's output, and the options
// object of the tournament input. Nothing outside the edges (the CLI,
// storage, import and export) needs it.

// codec is the game's JSON at the edges.
var codec = scoring.JSONCodec[Setup, Deal, DealResult, *Game]{
	ReadRound:  readDeal,
	ReadState:  readState,
	WriteState: writeState,
	ResolveFn:  Resolve,
	ScoreFn:    ScoreGame,
}

// DealInput is the contract's deal object as it is read: every field
// optional, seats and teams in any spelling the CLI takes. Its deal()
// is the game's Deal.
type DealInput struct {
	Contract   *pymtheg.Contract            `json:"contract"`
	Declarer   *pymtheg.Seat                `json:"declarer"`
	Trump      *cards.Element               `json:"trump"`
	TrumpNamed *pymtheg.TrumpNamed          `json:"trump_named"`
	Doubling   *pymtheg.Doubling            `json:"doubling"`
	OverRy     *string                      `json:"over_ry"`
	Revoke     *pymtheg.Seat                `json:"revoke"`
	TricksWon  map[string]int               `json:"tricks_won"`
	Burn       map[string]pymtheg.FireWater `json:"burn"`
	Tricks     []TrickInput                 `json:"tricks"`
	Dealer     *pymtheg.Seat                `json:"dealer"`
}

// TrickInput is one trick of a deal's full play.
type TrickInput struct {
	Leader *pymtheg.Seat       `json:"leader"`
	Cards  []cards.ElementCard `json:"cards"`
}

// readDeal reads one element of a record's "deals". Refusals name the
// field within the deal ("tricks_won.X").
func readDeal(raw json.RawMessage) (Deal, error) {
	if t := bytes.TrimSpace(raw); len(t) > 0 && t[0] != '{' && string(t) != "null" {
		return Deal{}, game.Refuse(game.ErrInvalid, nil, "", msgExpectedDeal.With())
	}
	var in DealInput
	if err := game.Decode(raw, &in); err != nil {
		return Deal{}, err
	}
	return in.deal()
}

// deal reads the seats and teams named as keys and the outbid Ry.
func (in DealInput) deal() (Deal, error) {
	d := Deal{Declarer: in.Declarer, Trump: in.Trump, TrumpNamed: in.TrumpNamed, Revoke: in.Revoke, Dealer: in.Dealer}
	if in.Contract != nil {
		d.Contract = *in.Contract
	}
	if in.Doubling != nil {
		d.Doubling = *in.Doubling
	}
	if in.OverRy != nil {
		s := strings.ToLower(strings.TrimSpace(*in.OverRy))
		if s != "" && s != "none" {
			r, err := pymtheg.ParseContract(s)
			if err != nil || !r.IsRy() {
				return Deal{}, game.Refuse(game.ErrInvalid, nil, "over_ry", msgOverRyValues.With(*in.OverRy))
			}
			d.OverRy = r
		}
	}
	if in.TricksWon != nil {
		var counts [4]int
		var seen [4]bool
		for _, k := range keysInOrder(in.TricksWon) {
			s, err := pymtheg.ParseSeat(k)
			if err != nil {
				return Deal{}, game.Prefix(err, "tricks_won."+k)
			}
			if seen[s] {
				return Deal{}, game.Refuse(game.ErrInvalid, nil, "tricks_won."+k, msgGivenTwice.With(s.Word()))
			}
			seen[s] = true
			counts[s] = in.TricksWon[k]
		}
		c := Counts(counts)
		d.TricksWon = &c
	}
	if in.Burn != nil {
		var fw [2]pymtheg.FireWater
		var seen [2]bool
		for _, k := range keysInOrder(in.Burn) {
			t, err := pymtheg.ParseTeam(k)
			if err != nil {
				return Deal{}, game.Prefix(err, "burn."+k)
			}
			if seen[t] {
				return Deal{}, game.Refuse(game.ErrInvalid, nil, "burn."+k, msgGivenTwice.With(t.Word()))
			}
			seen[t] = true
			fw[t] = in.Burn[k]
		}
		d.Burn = &BurnCounts{NS: fw[0], EW: fw[1]}
	}
	if in.Tricks != nil {
		d.Tricks = make([]Trick, len(in.Tricks))
		for i, t := range in.Tricks {
			d.Tricks[i] = Trick{Leader: t.Leader, Cards: t.Cards}
		}
	}
	return d, nil
}

// dealJSON is a deal as it is written: the contract's deal object with
// what was recorded, seats as N, E, S, W.
type dealJSON struct {
	Contract   pymtheg.Contract    `json:"contract"`
	Declarer   *pymtheg.Seat       `json:"declarer,omitempty"`
	Trump      *cards.Element      `json:"trump,omitempty"`
	TrumpNamed *pymtheg.TrumpNamed `json:"trump_named,omitempty"`
	Doubling   *pymtheg.Doubling   `json:"doubling,omitempty"`
	OverRy     *pymtheg.Contract   `json:"over_ry,omitempty"`
	Revoke     *pymtheg.Seat       `json:"revoke,omitempty"`
	TricksWon  *SeatCounts         `json:"tricks_won,omitempty"`
	Burn       *BurnCounts         `json:"burn,omitempty"`
	Tricks     []trickJSON         `json:"tricks,omitempty"`
	Dealer     *pymtheg.Seat       `json:"dealer,omitempty"`
}

type trickJSON struct {
	Leader *pymtheg.Seat       `json:"leader,omitempty"`
	Cards  []cards.ElementCard `json:"cards"`
}

// MarshalJSON writes the deal as one element of a record's "deals".
func (d Deal) MarshalJSON() ([]byte, error) {
	out := dealJSON{Contract: d.Contract, Declarer: d.Declarer, Trump: d.Trump, TrumpNamed: d.TrumpNamed,
		Revoke: d.Revoke, TricksWon: d.TricksWon, Burn: d.Burn, Dealer: d.Dealer}
	if d.Doubling != pymtheg.Undoubled {
		dbl := d.Doubling
		out.Doubling = &dbl
	}
	if d.OverRy != pymtheg.NoContract {
		r := d.OverRy
		out.OverRy = &r
	}
	for _, t := range d.Tricks {
		out.Tricks = append(out.Tricks, trickJSON(t))
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads what the CLI takes as a deal object.
func (d *Deal) UnmarshalJSON(b []byte) error {
	v, err := readDeal(b)
	if err != nil {
		return err
	}
	*d = v
	return nil
}

// stateJSON is what a stored game resumes from: the totals, the deals
// played and the last dealer known. The house rules come with the game.
type stateJSON struct {
	Totals Score         `json:"totals"`
	Played int           `json:"played"`
	Dealer *pymtheg.Seat `json:"dealer,omitempty"`
}

func writeState(g *Game) (json.RawMessage, error) {
	return json.Marshal(stateJSON{Totals: g.totals, Played: g.played, Dealer: g.dealer})
}

func readState(raw json.RawMessage, _ Setup, opts scoring.Values) (*Game, error) {
	var s stateJSON
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, fmt.Errorf("pymtheg: stored state: %w", err)
	}
	if s.Played < 0 || s.Played > scoring.MaxRounds {
		return nil, fmt.Errorf("pymtheg: stored state: %d deals played", s.Played)
	}
	g := NewGame(SettingsOf(opts))
	g.totals, g.played, g.dealer = s.Totals, s.Played, s.Dealer
	return g, nil
}

// Options are the house-rule switches as a JSON object: the "options" of
// the tournament input. Settings reads them with the game's schema.
type Options struct {
	ScoreTable    string `json:"score_table,omitempty"`     // corrected | as_printed (PYM-1)
	LonTrumpBonus *int   `json:"lon_trump_bonus,omitempty"` // 0 | e.g. 3000 (PYM-7)
	End           string `json:"end,omitempty"`             // none | deals | points (PYM-10)
	Deals         *int   `json:"deals,omitempty"`           // with end=deals (20)
	PointsLimit   *int   `json:"points_limit,omitempty"`    // with end=points (100000)
	Direction     string `json:"direction,omitempty"`       // clockwise | counter-clockwise
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
		return Settings{Deals: TwentyRounds, Limit: PointsLimit}, err
	}
	return SettingsOf(v), nil
}

// scoreDeal scores one deal object on its own; field puts its place in
// front of a refusal's field ("deal", "tables[0].sessions[1].deal").
func scoreDeal(in *DealInput, set Settings, field string) (DealResult, error) {
	if in == nil {
		return DealResult{}, game.Refuse(game.ErrInvalid, nil, field, msgExpectedDealObject.With())
	}
	d, err := in.deal()
	if err != nil {
		return DealResult{}, game.Prefix(err, field)
	}
	r, err := ScoreDeal(d, set)
	if err != nil {
		return DealResult{}, game.Prefix(err, field)
	}
	return r, nil
}

// GameOutput is the score command's answer: each deal, the totals and the
// end.
type GameOutput struct {
	Game        string           `json:"game"`
	Deals       []Score          `json:"deals"`   // each deal's points
	Results     []DealResult     `json:"results"` // each deal in full
	Totals      Score            `json:"totals"`
	Played      int              `json:"played"`
	End         string           `json:"end"`
	DealsLeft   *int             `json:"deals_left,omitempty"`
	Finished    bool             `json:"finished"`
	Winner      *string          `json:"winner"`
	Winners     []string         `json:"winners"`
	Explanation []string         `json:"explanation"`
	Steps       game.Explanation `json:"steps"`
}

// ScoreGame answers `arbiter-cli score`: a game's deals scored in order,
// the totals and the end condition of the options (PYM-10).
func ScoreGame(input []byte) (any, error) {
	def := definition{}
	rec, err := scoring.DecodeRecord(def, input)
	if err != nil {
		return nil, err
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(input, &top); err != nil {
		return nil, game.Refuse(game.ErrInvalid, nil, "", msgInputObject.With())
	}
	if raw := bytes.TrimSpace(top["deals"]); len(raw) == 0 || string(raw) == "null" {
		return nil, game.Refuse(game.ErrInvalid, nil, "deals", msgDealsMissing.With())
	}
	st, results, err := scoring.Play(def, rec)
	if err != nil {
		return nil, err
	}
	g := st.(*Game)
	set := g.Settings()
	out := GameOutput{Game: ID, Deals: []Score{}, Results: []DealResult{}, Winners: []string{}, End: set.End.String(),
		Totals: g.Totals(), Played: g.Played(), Finished: g.Finished()}
	e := &out.Steps
	e.Say(set.endSaid(), pymtheg.SecEnd, "PYM-10")
	var tot Score
	for i, res := range results {
		r := res.(DealResult)
		out.Deals = append(out.Deals, r.Score)
		out.Results = append(out.Results, r)
		tot.NS += r.Score.NS
		tot.EW += r.Score.EW
		e.Say(msgDealTotals.With(i+1, contractCode(r.Contract), r.Score.NS, r.Score.EW, tot.NS, tot.EW), pymtheg.SecScore, "")
	}
	if left, ok := g.DealsLeft(); ok {
		out.DealsLeft = &left
	}
	if !out.Finished && set.End == EndPoints {
		// PYM-10: the limit must be passed; landing on it plays on.
		for _, t := range []struct {
			team  pymtheg.Team
			total int
		}{{pymtheg.NS, tot.NS}, {pymtheg.EW, tot.EW}} {
			switch t.total {
			case set.Limit:
				e.Say(msgAtLimit.With(t.team.Word(), t.total), pymtheg.SecEnd, "PYM-10")
			case -set.Limit:
				e.Say(msgAtMinusLimit.With(t.team.Word(), t.total), pymtheg.SecEnd, "PYM-10")
			}
		}
	}
	if out.Finished {
		winners := g.Winners()
		for _, t := range winners {
			out.Winners = append(out.Winners, t.String())
		}
		if len(out.Winners) == 1 {
			out.Winner = &out.Winners[0]
			e.Say(msgGameWon.With(winners[0].Word()), pymtheg.SecEnd, "PYM-10")
		} else {
			e.Say(msgGameShared.With(), pymtheg.SecEnd, "PYM-10")
		}
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}

// keysInOrder returns a map's keys in order, so that a refusal names the
// same field every time.
func keysInOrder[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// prefix puts a path in front of an engine refusal's field, keeping its
// kind, rule and sentinel.
func prefix(field string, err error) error {
	var e *game.Error
	if errors.As(err, &e) {
		return game.Prefix(err, field)
	}
	return game.Refuse(game.ErrInvalid, nil, field, game.Said(err))
}

func strp(s string) *string { return &s }
