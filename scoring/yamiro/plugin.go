package yamiro

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"arbiter/engine/game"
	"arbiter/engine/yamiro"
)

func init() {
	game.Register(game.Plugin{ID: "yamiro", Resolve: resolveJSON, Score: scoreJSON, Rules: Rules, Rounds: "hands"})
}

type playJSON struct {
	Side   string          `json:"side"`
	Card   json.RawMessage `json:"card"`
	Player string          `json:"player"`
}

// handJSON is the resolve input, and each element of the score input's
// "hands".
type handJSON struct {
	Game    string          `json:"game"`
	Form    string          `json:"form"`
	Plays   []playJSON      `json:"plays"`
	Options json.RawMessage `json:"options"`
}

// Progress is the running count after one play, for the app's live view.
type Progress struct {
	Play        int            `json:"play"` // 1-based
	Side        string         `json:"side"`
	Card        string         `json:"card"`
	Scores      map[string]int `json:"scores"`
	Multipliers map[string]int `json:"multipliers"`
	Leader      *string        `json:"leader"`
	Standing    []int          `json:"standing_arlas"`  // 1-based plays of the arlas still standing
	Cancelled   []int          `json:"cancelled_arlas"` // 1-based plays of the arlas cancelled so far
}

// HandOutput is the JSON of a resolved hand.
type HandOutput struct {
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
	Progress       []Progress              `json:"progress"`
	Explanation    []string                `json:"explanation"`
	Steps          game.Explanation        `json:"steps"`
}

type arlasOut struct {
	Play        int    `json:"play"` // 1-based
	Side        string `json:"side"`
	Standing    bool   `json:"standing"`
	CancelledBy *int   `json:"cancelled_by"` // 1-based play of the deiskatun
	Wins        bool   `json:"wins"`
}

func parsePlays(in []playJSON, deck yamiro.Deck, field string) ([]yamiro.Play, error) {
	plays := make([]yamiro.Play, len(in))
	for i, p := range in {
		if len(bytes.TrimSpace(p.Card)) == 0 || string(bytes.TrimSpace(p.Card)) == "null" {
			return nil, game.Invalidf("%s[%d].card: missing", field, i)
		}
		c, err := ParseCard(deck, p.Card)
		if err != nil {
			return nil, game.Invalidf("%s[%d].card: %v", field, i, err)
		}
		plays[i] = yamiro.Play{Side: p.Side, Card: c, Player: p.Player}
	}
	return plays, nil
}

// inferForm picks the form when the input does not name it: a side named
// "deck" means solitaire; 16 plays (without must_have_winner) mean teams.
// Under must_have_winner a four-player hand may run past 16 plays, four at
// a time, and a two-player hand past 8, two at a time: 16 + 4k plays are
// read as teams whenever they make a valid four-player hand (a two-player
// hand tied four times running is the far rarer reading).
func inferForm(s string, plays []playJSON, opts yamiro.Options) (yamiro.Form, error) {
	if strings.TrimSpace(s) != "" {
		return yamiro.ParseForm(s)
	}
	for _, p := range plays {
		if strings.EqualFold(p.Side, "deck") {
			return yamiro.Solitaire, nil
		}
	}
	full := 2 * yamiro.Teams.PerSide()
	if len(plays) == full && !opts.MustHaveWinner {
		return yamiro.Teams, nil
	}
	if opts.MustHaveWinner && len(plays) >= full && (len(plays)-full)%yamiro.Teams.Round() == 0 {
		if ps, err := parsePlays(plays, opts.Deck, "plays"); err == nil {
			if _, err := yamiro.Resolve(ps, yamiro.Teams, opts); err == nil {
				return yamiro.Teams, nil
			}
		}
	}
	return yamiro.Duel, nil
}

func handOutput(res yamiro.Result, plays []yamiro.Play) HandOutput {
	out := HandOutput{Form: res.Form, Attacker: res.Attacker, Defender: res.Defender, DecidedBy: res.DecidedBy,
		Scores: res.Scores(), Tallies: map[string]yamiro.Tally{}, Arlas: []arlasOut{},
		Captured: []string{}, CapturedValues: []string{}, Points: res.Points, Complete: res.Complete,
		ExtraRounds: res.Extra, Progress: []Progress{}, Explanation: res.Steps.Strings(), Steps: res.Steps}
	if out.Steps == nil {
		out.Steps = game.Explanation{}
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
	for i := range plays {
		st := yamiro.Live(res.Attacker, res.Defender, plays[:i+1])
		p := Progress{Play: i + 1, Side: plays[i].Side, Card: plays[i].Card.String(), Scores: map[string]int{}, Multipliers: map[string]int{},
			Standing: []int{}, Cancelled: []int{}}
		for _, t := range st.Tallies {
			p.Scores[t.Side], p.Multipliers[t.Side] = t.Score, t.Multiplier
		}
		if st.Leader != "" {
			l := st.Leader
			p.Leader = &l
		}
		for _, a := range st.Arlas {
			if a.Standing {
				p.Standing = append(p.Standing, a.Play+1)
			} else {
				p.Cancelled = append(p.Cancelled, a.Play+1)
			}
		}
		out.Progress = append(out.Progress, p)
	}
	return out
}

func resolveJSON(input []byte) (any, error) {
	var in handJSON
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	opts, err := yamiro.ParseOptions(in.Options)
	if err != nil {
		return nil, err
	}
	form, err := inferForm(in.Form, in.Plays, opts)
	if err != nil {
		return nil, err
	}
	plays, err := parsePlays(in.Plays, opts.Deck, "plays")
	if err != nil {
		return nil, err
	}
	res, err := yamiro.Resolve(plays, form, opts)
	if err != nil {
		return nil, err
	}
	out := handOutput(res, plays)
	out.Game = "yamiro"
	return out, nil
}

type gameJSON struct {
	Game    string          `json:"game"`
	Form    string          `json:"form"`
	Hands   []handJSON      `json:"hands"`
	Options json.RawMessage `json:"options"`
}

// GameOutput is the JSON of a scored game.
type GameOutput struct {
	Game         string           `json:"game"`
	Form         yamiro.Form      `json:"form"`
	Sides        []string         `json:"sides"`
	Totals       map[string]int   `json:"totals"`
	Hands        []HandOutput     `json:"hands"`
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

func scoreJSON(input []byte) (any, error) {
	var in gameJSON
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	opts, err := yamiro.ParseOptions(in.Options)
	if err != nil {
		return nil, err
	}
	var first []playJSON
	if len(in.Hands) > 0 {
		first = in.Hands[0].Plays
	}
	form, err := inferForm(in.Form, first, opts)
	if err != nil {
		return nil, err
	}
	if len(in.Hands) > form.Hands() {
		return nil, overError(fmt.Sprintf("hands[%d]", form.Hands()), form, form.Hands()+1)
	}
	g := NewGame(form, opts)
	out := GameOutput{Game: "yamiro", Form: form, Hands: []HandOutput{}, HandsTotal: form.Hands(), Sides: []string{}}
	for k, h := range in.Hands {
		field := fmt.Sprintf("hands[%d]", k)
		if h.Game != "" && h.Game != "yamiro" {
			return nil, game.Invalidf("%s.game: %q in a Yamiro game", field, h.Game)
		}
		if len(bytes.TrimSpace(h.Options)) > 0 {
			return nil, game.Invalidf("%s.options: options are set once, for the whole game", field)
		}
		if h.Form != "" {
			hf, err := yamiro.ParseForm(h.Form)
			if err != nil {
				return nil, game.Invalidf("%s.%v", field, err)
			}
			if hf != form {
				return nil, game.Invalidf("%s.form: %s in a %s game", field, hf, form)
			}
		}
		plays, err := parsePlays(h.Plays, opts.Deck, field+".plays")
		if err != nil {
			return nil, err
		}
		res, err := g.Play(plays, field)
		if err != nil {
			return nil, err
		}
		ho := handOutput(res, plays)
		ho.Hand = k + 1
		out.Hands = append(out.Hands, ho)
	}
	o := g.Outcome()
	out.Totals, out.Finished, out.Draw, out.HandsPlayed = o.Totals, o.Finished, o.Draw, len(g.Hands)
	if g.Sides[0] != "" {
		out.Sides = g.Sides[:]
	}
	if o.Winner != "" {
		w := o.Winner
		out.Winner = &w
	}
	if form == yamiro.Solitaire && o.Player != "" {
		m := o.Margin
		out.Margin = &m
	}
	if n := g.NextAttacker(); n != "" {
		out.NextAttacker = &n
	}
	steps := o.Steps
	out.Explanation, out.Steps = steps.Strings(), steps
	return out, nil
}
