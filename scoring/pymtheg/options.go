package pymtheg

import (
	"encoding/json"
	"strconv"
	"strings"

	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
	"arbiter/engine/tricks"
	"arbiter/scoring"
)

// EndKind is how a game ends (PYM-10).
type EndKind uint8

const (
	EndNone EndKind = iota
	EndDeals
	EndPoints
)

func (k EndKind) String() string { return [...]string{"none", "deals", "points"}[k%3] }

// Settings are a game's house rules, checked, in the engine's types.
type Settings struct {
	Rules     pymtheg.Rules
	End       EndKind
	Deals     int // when End is EndDeals
	Limit     int // when End is EndPoints
	Direction tricks.Direction
}

// Default deal count and points limit of PYM-10.
const (
	TwentyRounds = 20
	PointsLimit  = 100000
)

// Schema is Pymtheg's one option schema: the new-game form is built from
// it, the CLI's "options" are read with it, and a stored game's rule set
// is written by it. "deals" counts only when the game ends after a number
// of deals, "points_limit" only when it ends at a points limit.
var Schema = scoring.Schema{
	Normalize: normalize,
	Options: []scoring.Option{
		{Name: "score_table", Ruling: "PYM-1", Kind: scoring.Choice, Default: "corrected",
			Label: "Score table",
			Help:  "Three Gâm values of the printed score table are misprints: play the corrected values, or the table exactly as printed.",
			Choices: []scoring.ChoiceValue{
				{Value: "corrected", Label: "Corrected", Help: "Gâm+4 without trump named after the bidding is 120; Gâm+6 named in the bid 150, without trump 300."},
				{Value: "as_printed", Label: "As printed", Help: "The values exactly as the rulebook prints them."},
			},
			Parse: parseScoreTable},
		{Name: "lon_trump_bonus", Ruling: "PYM-7", Kind: scoring.Int, Default: 0, Min: 0, Max: 1000000,
			Label: "Lon with its trump in the bid",
			Help:  "What a Lon whose trump was named with the bid plays for instead of 2500. Leave it at 0 to play for 2500 as usual; the author's 2023 manual says 3000."},
		{Name: "end", Ruling: "PYM-10", Kind: scoring.Choice, Default: "none",
			Label: "End of the game",
			Help:  "The rules set no end: the table may agree on a number of deals, or on a points limit that ends the game once a team passes it, plus or minus.",
			Choices: []scoring.ChoiceValue{
				{Value: "none", Label: "No agreed end", Help: "Play until the table stops."},
				{Value: "deals", Label: "After a number of deals", Help: "Twenty in the twenty-round variant."},
				{Value: "points", Label: "At a points limit", Help: "The deal in progress is finished, then the game ends."},
			}},
		{Name: "deals", Ruling: "PYM-10", Kind: scoring.Int, Default: TwentyRounds, Min: 1, Max: 100000,
			Label: "Number of deals", Help: "How many deals the game lasts; twenty in the twenty-round variant.",
			Only: &scoring.Only{Option: "end", Values: []string{"deals"}}},
		{Name: "points_limit", Ruling: "PYM-10", Kind: scoring.Int, Default: PointsLimit, Min: 1, Max: 1000000000,
			Label: "Points limit", Help: "The game ends after the deal in which a team's total goes past this, up or down.",
			Only: &scoring.Only{Option: "end", Values: []string{"points"}}},
		{Name: "direction", Ruling: "GEN-2", Kind: scoring.Choice, Default: "clockwise",
			Label: "Direction of play", Help: "Which way dealing, bidding and play go round the table; the Befindos play counter-clockwise.",
			Choices: []scoring.ChoiceValue{
				{Value: "clockwise", Label: "Clockwise"},
				{Value: "counter-clockwise", Label: "Counter-clockwise"},
			},
			Parse: parseDirection},
	},
}

// normalize reads the other spellings the CLI has always taken: a null
// option is left out; "end" may be written "deals:12" or "points=50000"
// (the number sets "deals" or "points_limit" unless that is given too) and
// in other words ("twenty_rounds", "limit"...); "deals" without "end" ends
// the game after that many deals, "points_limit" without "end" at that
// limit.
func normalize(m map[string]json.RawMessage) error {
	for k, v := range m {
		if strings.TrimSpace(string(v)) == "null" {
			delete(m, k)
		}
	}
	if raw, ok := m["end"]; ok {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return game.Refuse(game.ErrInvalid, nil, "options.end", msgEndValues.With())
		}
		end, arg := strings.ToLower(strings.TrimSpace(s)), ""
		if i := strings.IndexAny(end, ":="); i >= 0 {
			end, arg = strings.TrimSpace(end[:i]), strings.TrimSpace(end[i+1:])
		}
		var kind EndKind
		switch end {
		case "", "none", "time", "no":
			kind = EndNone
		case "deals", "rounds", "twenty_rounds", "twenty-rounds", "twenty-round", "twenty_round", "20":
			kind = EndDeals
		case "points", "limit", "points_limit", "100000", "100,000":
			kind = EndPoints
		default:
			return game.Refuse(game.ErrInvalid, nil, "options.end", msgEndNotKnown.With(s))
		}
		if arg != "" {
			n, err := strconv.Atoi(arg)
			top := 1000000000
			if kind == EndDeals {
				top = 100000
			}
			if err != nil || n < 1 || n > top || kind == EndNone {
				return game.Refuse(game.ErrInvalid, nil, "options.end", msgEndNumber.With(s, end, top))
			}
			key := map[EndKind]string{EndDeals: "deals", EndPoints: "points_limit"}[kind]
			if _, given := m[key]; !given {
				m[key] = json.RawMessage(strconv.Itoa(n))
			}
		}
		if end == "" {
			delete(m, "end") // as if not given
		} else {
			m["end"] = json.RawMessage(strconv.Quote(kind.String()))
		}
	}
	if _, ok := m["end"]; !ok {
		switch {
		case m["deals"] != nil:
			m["end"] = json.RawMessage(`"deals"`)
		case m["points_limit"] != nil:
			m["end"] = json.RawMessage(`"points"`)
		}
	}
	return nil
}

func parseScoreTable(raw json.RawMessage) (any, error) {
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, game.Refuse(game.ErrInvalid, nil, "options.score_table", msgTableValues.With())
	}
	if strings.TrimSpace(s) == "" {
		return pymtheg.Corrected.String(), nil
	}
	t, err := pymtheg.ParseScoreTable(s)
	if err != nil {
		return nil, game.Refuse(game.ErrInvalid, nil, "options.score_table", game.Said(err))
	}
	return t.String(), nil
}

func parseDirection(raw json.RawMessage) (any, error) {
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, game.Refuse(game.ErrInvalid, nil, "options.direction", msgDirectValues.With())
	}
	if strings.TrimSpace(s) == "" {
		return tricks.Clockwise.String(), nil
	}
	d, err := tricks.ParseDirection(s)
	if err != nil {
		return nil, game.Refuse(game.ErrInvalid, nil, "options.direction", game.Said(err))
	}
	return d.String(), nil
}

// SettingsOf turns checked option values (Schema.Check or Schema.Parse)
// into the game's settings.
func SettingsOf(v scoring.Values) Settings {
	s := Settings{Deals: TwentyRounds, Limit: PointsLimit}
	if v.String("score_table") == pymtheg.AsPrinted.String() {
		s.Rules.Table = pymtheg.AsPrinted
	}
	s.Rules.LonTrumpBonus = v.Int("lon_trump_bonus")
	switch v.String("end") {
	case "deals":
		s.End = EndDeals
		if v.Has("deals") {
			s.Deals = v.Int("deals")
		}
	case "points":
		s.End = EndPoints
		if v.Has("points_limit") {
			s.Limit = v.Int("points_limit")
		}
	}
	if v.String("direction") == tricks.CounterClockwise.String() {
		s.Direction = tricks.CounterClockwise
	}
	return s
}

// Values returns the settings as option values (the form's starting
// point for a game's rules, and what a stored game's options are).
func (s Settings) Values() scoring.Values {
	v := scoring.Values{
		"score_table":     s.Rules.Table.String(),
		"lon_trump_bonus": s.Rules.LonTrumpBonus,
		"end":             s.End.String(),
		"direction":       s.Direction.String(),
	}
	switch s.End {
	case EndDeals:
		v["deals"] = s.Deals
	case EndPoints:
		v["points_limit"] = s.Limit
	}
	return v
}

// endSaid says how the game ends, as a step of the game's explanation.
func (s Settings) endSaid() game.Message {
	switch s.End {
	case EndDeals:
		return msgEndDeals.With(s.Deals)
	case EndPoints:
		return msgEndPoints.With(s.Limit)
	}
	return msgEndNone.With()
}
