package pymtheg

import (
	"fmt"
	"strconv"
	"strings"

	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
	"arbiter/engine/tricks"
)

// Options are the house-rule switches of a Pymtheg game, as the "options"
// object of every input carries them.
type Options struct {
	ScoreTable    string `json:"score_table,omitempty"`     // corrected | as_printed (PYM-1)
	LonTrumpBonus *int   `json:"lon_trump_bonus,omitempty"` // 0 | e.g. 3000 (PYM-7)
	End           string `json:"end,omitempty"`             // none | deals | points (PYM-10)
	Deals         *int   `json:"deals,omitempty"`           // with end=deals (20)
	PointsLimit   *int   `json:"points_limit,omitempty"`    // with end=points (100000)
	Direction     string `json:"direction,omitempty"`       // clockwise | counter-clockwise
}

// EndKind is how a game ends (PYM-10).
type EndKind uint8

const (
	EndNone EndKind = iota
	EndDeals
	EndPoints
)

func (k EndKind) String() string { return [...]string{"none", "deals", "points"}[k%3] }

// Settings are the checked options.
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

// Settings checks the options; errors name options.<field>.
func (o Options) Settings() (Settings, error) {
	s := Settings{Deals: TwentyRounds, Limit: PointsLimit}
	if o.ScoreTable != "" {
		t, err := pymtheg.ParseScoreTable(o.ScoreTable)
		if err != nil {
			return s, game.Invalidf("options.score_table: %v", err)
		}
		s.Rules.Table = t
	}
	if o.LonTrumpBonus != nil {
		if *o.LonTrumpBonus < 0 || *o.LonTrumpBonus > 1000000 {
			return s, game.Invalidf("options.lon_trump_bonus: %d: 0 (not applied) or the points a Lon with its trump named in the bid plays for, up to 1000000", *o.LonTrumpBonus)
		}
		s.Rules.LonTrumpBonus = *o.LonTrumpBonus
	}
	end := strings.ToLower(strings.TrimSpace(o.End))
	arg := ""
	if i := strings.IndexAny(end, ":="); i >= 0 {
		end, arg = strings.TrimSpace(end[:i]), strings.TrimSpace(end[i+1:])
	}
	switch end {
	case "", "none", "time", "no":
		s.End = EndNone
	case "deals", "rounds", "twenty_rounds", "twenty-rounds", "twenty-round", "twenty_round", "20":
		s.End = EndDeals
	case "points", "limit", "points_limit", "100000", "100,000":
		s.End = EndPoints
	default:
		return s, game.Invalidf("options.end: %q: none, deals (the twenty-round variant; set \"deals\") or points (set \"points_limit\", 100000 by default)", o.End)
	}
	if arg != "" {
		n, err := strconv.Atoi(arg)
		if err != nil || n < 1 || n > 1000000000 || s.End == EndNone {
			return s, game.Invalidf("options.end: %q: the number after %s must be a positive whole number", o.End, end)
		}
		if s.End == EndDeals {
			s.Deals = n
		} else {
			s.Limit = n
		}
	}
	if o.Deals != nil {
		if *o.Deals < 1 || *o.Deals > 100000 {
			return s, game.Invalidf("options.deals: %d: the number of deals must be 1–100000", *o.Deals)
		}
		if s.End == EndNone && o.End == "" {
			s.End = EndDeals
		}
		if s.End != EndDeals {
			return s, game.Invalidf("options.deals: only with end \"deals\"")
		}
		s.Deals = *o.Deals
	}
	if o.PointsLimit != nil {
		if *o.PointsLimit < 1 || *o.PointsLimit > 1000000000 {
			return s, game.Invalidf("options.points_limit: %d: must be 1–1000000000", *o.PointsLimit)
		}
		if s.End == EndNone && o.End == "" {
			s.End = EndPoints
		}
		if s.End != EndPoints {
			return s, game.Invalidf("options.points_limit: only with end \"points\"")
		}
		s.Limit = *o.PointsLimit
	}
	if o.Direction != "" {
		d, err := tricks.ParseDirection(o.Direction)
		if err != nil {
			return s, game.Invalidf("options.direction: %v", err)
		}
		s.Direction = d
	}
	return s, nil
}

func (s Settings) describeEnd() string {
	switch s.End {
	case EndDeals:
		return fmt.Sprintf("the game lasts exactly %d deals", s.Deals)
	case EndPoints:
		return fmt.Sprintf("the game ends when a team passes %d points, plus or minus", s.Limit)
	}
	return "no agreed end: the game goes on until the table stops"
}
