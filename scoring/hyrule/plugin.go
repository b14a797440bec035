package hyrule

import (
	"bytes"
	"encoding/json"
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/hyrule"
)

func init() {
	game.Register(game.Plugin{ID: "hyrule", Resolve: resolveJSON, Score: scoreJSON, Rules: Rules, Rounds: "turns"})
}

// turnJSON is a turn as the CLI reads it: the resolve input, and each
// element of the score input's "turns".
type turnJSON struct {
	Game    string          `json:"game"`
	Cards   json.RawMessage `json:"cards"`
	First   *int            `json:"first"`
	Swaps   json.RawMessage `json:"swaps"`
	Runoff  json.RawMessage `json:"runoff"`
	Options json.RawMessage `json:"options"`
}

// turnCards are a turn's card lists, read.
type turnCards struct{ cards, swaps, runoff []cards.Card }

// read parses the card lists of a turn; errors name the field and card
// ("turns[2].cards[1]").
func (t turnJSON) read(field string) (turnCards, error) {
	at := func(name string) string {
		if field == "" {
			return name
		}
		return field + "." + name
	}
	var out turnCards
	var err error
	if out.cards, err = cardList(at("cards"), t.Cards); err != nil {
		return out, err
	}
	if out.swaps, err = cardList(at("swaps"), t.Swaps); err != nil {
		return out, err
	}
	out.runoff, err = cardList(at("runoff"), t.Runoff)
	return out, err
}

// cardList reads a JSON list of cards (absent or null: none).
func cardList(field string, raw json.RawMessage) ([]cards.Card, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	var list []json.RawMessage
	if raw[0] != '[' || json.Unmarshal(raw, &list) != nil {
		return nil, game.Invalidf("%s: must be a list of cards such as [\"KH\", \"JK\"]", field)
	}
	if len(list) > hyrule.MaxPlayers*HandSize {
		return nil, game.Invalidf("%s: %d cards: more than a round holds", field, len(list))
	}
	out := make([]cards.Card, 0, len(list))
	for i, e := range list {
		var s string
		if err := json.Unmarshal(e, &s); err != nil {
			return nil, hyrule.Invalid(fmt.Sprintf("%s[%d]", field, i), cards.ErrNotACard, "must be a card such as \"KH\" or \"JK\"")
		}
		c, err := cards.Parse(s)
		if err != nil {
			return nil, hyrule.Invalid(fmt.Sprintf("%s[%d]", field, i), cards.ErrNotACard, "%v", err)
		}
		out = append(out, c)
	}
	return out, nil
}

// TurnOutput is the JSON of a resolved turn.
type TurnOutput struct {
	Game        string           `json:"game,omitempty"`
	Turn        int              `json:"turn,omitempty"`
	Winner      *int             `json:"winner"`
	WinnerName  *string          `json:"winner_name,omitempty"`
	WinningCard *string          `json:"winning_card"`
	Tied        []int            `json:"tied"`
	TiedNames   []string         `json:"tied_names,omitempty"`
	DecidedBy   hyrule.Decision  `json:"decided_by"`
	Open        bool             `json:"open"`
	Captured    cards.Cards      `json:"captured"`
	Count       int              `json:"captured_count"`
	Runoff      cards.Cards      `json:"runoff"`
	Due         *string          `json:"first_due,omitempty"`
	Swapper     *string          `json:"swapper,omitempty"`
	Swapped     cards.Cards      `json:"swapped,omitempty"`
	Lead        *string          `json:"lead,omitempty"`
	Stock       *int             `json:"stock,omitempty"`
	Explanation []string         `json:"explanation"`
	Steps       game.Explanation `json:"steps"`
}

func turnOutput(res hyrule.Result, steps game.Explanation, names []string) TurnOutput {
	out := TurnOutput{Tied: append([]int{}, res.Tied...), DecidedBy: res.DecidedBy, Open: res.Open(),
		Captured: cards.Cards(res.Captured), Count: len(res.Captured), Runoff: cards.Cards{},
		Explanation: steps.Strings(), Steps: steps}
	if out.Steps == nil {
		out.Steps = game.Explanation{}
	}
	if !res.Open() {
		w, c := res.Winner, res.WinningCard.String()
		out.Winner, out.WinningCard = &w, &c
		if names != nil {
			out.WinnerName = &names[w]
		}
	}
	if names != nil && len(res.Tied) > 0 {
		for _, i := range res.Tied {
			out.TiedNames = append(out.TiedNames, names[i])
		}
	}
	if res.DecidedBy == hyrule.ByRunoff {
		out.Runoff = cards.Cards(res.Captured[len(res.Captured)-len(res.Tied):])
	}
	return out
}

func resolveJSON(input []byte) (any, error) {
	var in turnJSON
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	opts, err := hyrule.ParseOptions(in.Options)
	if err != nil {
		return nil, err
	}
	tc, err := in.read("")
	if err != nil {
		return nil, err
	}
	if len(tc.swaps) > 0 {
		return nil, game.Invalidf("swaps: a swap depends on the round (who goes first, the stock): use score with turn_rules strategy")
	}
	first := -1
	if in.First != nil {
		first = *in.First
	}
	res, err := hyrule.Resolve(hyrule.Turn{Cards: tc.cards, First: first, Runoff: tc.runoff}, opts)
	if err != nil {
		return nil, err
	}
	out := turnOutput(res, res.Steps, nil)
	out.Game = "hyrule"
	return out, nil
}

// roundJSON is the score input: a round, and the run-off game of a drawn
// round (with the same shape, without game and options).
type roundJSON struct {
	Game      string          `json:"game"`
	Players   []string        `json:"players"`
	TurnRules string          `json:"turn_rules"`
	Tallest   *string         `json:"tallest"`
	Turns     []turnJSON      `json:"turns"`
	Runoff    *roundJSON      `json:"runoff"`
	Options   json.RawMessage `json:"options"`
}

// RoundOutput is the JSON of a scored round.
type RoundOutput struct {
	Game         string           `json:"game,omitempty"`
	Players      []string         `json:"players"`
	TurnRules    string           `json:"turn_rules"`
	Captured     map[string]int   `json:"captured"`
	Finished     bool             `json:"finished"`
	Winner       *string          `json:"winner"`
	Tied         []string         `json:"tied"`
	Draw         bool             `json:"draw"`
	RunoffNeeded bool             `json:"runoff_needed"`
	NextFirst    *string          `json:"next_first,omitempty"`
	Waiting      bool             `json:"waiting_for_runoff"`
	Stock        int              `json:"stock"`
	DiscardPile  cards.Cards      `json:"discard_pile"`
	Turns        []TurnOutput     `json:"turns"`
	Runoff       *RoundOutput     `json:"runoff"`
	Explanation  []string         `json:"explanation"`
	Steps        game.Explanation `json:"steps"`
}

func scoreJSON(input []byte) (any, error) {
	var in roundJSON
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	opts, err := hyrule.ParseOptions(in.Options)
	if err != nil {
		return nil, err
	}
	out, err := scoreRound(in, opts, "", nil, nil)
	if err != nil {
		return nil, err
	}
	out.Game = "hyrule"
	return out, nil
}

func scoreRound(in roundJSON, opts hyrule.Options, field string, mustPlayers []string, parent *roundJSON) (*RoundOutput, error) {
	if field != "" {
		if in.Game != "" {
			return nil, game.Invalidf("%s.game: the run-off game is part of this input; leave game out", field)
		}
		if len(bytes.TrimSpace(in.Options)) > 0 {
			return nil, game.Invalidf("%s.options: options are set once, for the whole game", field)
		}
	}
	f := func(name string) string {
		if field == "" {
			return name
		}
		return field + "." + name
	}
	players := in.Players
	if players == nil && mustPlayers != nil {
		players = mustPlayers
	}
	if parent != nil {
		// A run-off game keeps the round's turn system and, when still at
		// the table, its tallest player.
		if in.TurnRules == "" {
			in.TurnRules = parent.TurnRules
		}
		if in.Tallest == nil && parent.Tallest != nil {
			for _, p := range players {
				if p == *parent.Tallest {
					in.Tallest = parent.Tallest
				}
			}
		}
	}
	if mustPlayers != nil && !sameNames(players, mustPlayers) {
		return nil, hyrule.Illegal("a run-off game is played by the players level on the most captured cards (HYRULE-4)", f("players"), nil,
			"%v, but the tied players are %v", players, mustPlayers)
	}
	rules, err := ParseTurnRules(in.TurnRules)
	if err != nil {
		return nil, game.Prefix(err, field)
	}
	tallest := -1
	if in.Tallest != nil {
		for i, p := range players {
			if p == *in.Tallest {
				tallest = i
			}
		}
		if tallest < 0 {
			return nil, game.Invalidf("%s: %q is not one of the players", f("tallest"), *in.Tallest)
		}
	}
	r, err := NewRound(players, rules, tallest, opts)
	if err != nil {
		return nil, game.Prefix(err, field)
	}
	if len(in.Turns) > HandSize {
		return nil, hyrule.Impossible(f("turns"), ErrRoundOver, "%d turns: every player is dealt 7 cards and plays one each turn, so a round has 7 turns (Dealing; Scoring)", len(in.Turns))
	}
	out := &RoundOutput{Players: r.Players, TurnRules: rules.String(), Turns: []TurnOutput{}, Tied: []string{}}
	for k, t := range in.Turns {
		tf := fmt.Sprintf("%s[%d]", f("turns"), k)
		if t.Game != "" && t.Game != "hyrule" {
			return nil, game.Invalidf("%s.game: %q in a Hyrule round", tf, t.Game)
		}
		if len(bytes.TrimSpace(t.Options)) > 0 {
			return nil, game.Invalidf("%s.options: options are set once, for the whole game", tf)
		}
		first := -1
		if t.First != nil {
			first = *t.First
			if first < 0 || first >= len(players) {
				return nil, game.Invalidf("%s.first: %d is not a player (0 to %d)", tf, first, len(players)-1)
			}
		}
		if r.Open() {
			return nil, hyrule.Illegal("a standoff is settled by its run-off before play goes on (HYRULE-3)",
				fmt.Sprintf("%s[%d].runoff", f("turns"), k-1), ErrOpenTurn, "missing: turn %d is a joker standoff, and turn %d follows it", k, k+1)
		}
		tc, err := t.read(tf)
		if err != nil {
			return nil, err
		}
		rec, err := r.Play(TurnInput{Cards: tc.cards, Swaps: tc.swaps, First: first, Runoff: tc.runoff}, tf)
		if err != nil {
			return nil, err
		}
		to := turnOutput(rec.Result, rec.Steps, r.Players)
		to.Turn = rec.Number
		if rec.Due >= 0 {
			to.Due = &r.Players[rec.Due]
			to.Lead = &r.Players[rec.Lead]
			s := rec.Stock
			to.Stock = &s
		}
		if rec.Swapper >= 0 {
			to.Swapper = &r.Players[rec.Swapper]
			to.Swapped = cards.Cards(rec.Swapped)
		}
		out.Turns = append(out.Turns, to)
	}
	out.Captured = map[string]int{}
	for i, c := range r.Captured() {
		out.Captured[r.Players[i]] = c
	}
	out.Stock, out.DiscardPile = r.Stock, cards.Cards(r.Discards)
	out.Waiting = r.Open()
	var steps game.Explanation
	o := r.Outcome()
	steps = append(steps, o.Steps...)
	out.Finished, out.Draw = o.Finished, o.Draw
	if o.Winner >= 0 {
		out.Winner = &r.Players[o.Winner]
	}
	for _, i := range o.Tied {
		out.Tied = append(out.Tied, r.Players[i])
	}
	if !o.Finished && rules == Strategy && !r.Open() {
		d, why := r.Due()
		out.NextFirst = &r.Players[d]
		steps = append(steps, why)
	}
	if in.Runoff != nil {
		if !o.RunoffNeeded {
			return nil, hyrule.Illegal("a run-off game is played only when the finished round ends level and the draw option is runoff (HYRULE-4)", f("runoff"), nil,
				"%s", runoffWhy(o))
		}
		sub, err := scoreRound(*in.Runoff, opts, f("runoff"), out.Tied, &in)
		if err != nil {
			return nil, err
		}
		out.Runoff = sub
		if sub.Winner != nil {
			out.Winner = sub.Winner
			steps.Add(fmt.Sprintf("%s wins the run-off game and so the round.", *sub.Winner), hyrule.SecScoring, "HYRULE-4")
		} else {
			steps.Add("The run-off game is not decided yet.", hyrule.SecScoring, "HYRULE-4")
		}
		out.RunoffNeeded = sub.RunoffNeeded
	} else {
		out.RunoffNeeded = o.RunoffNeeded
	}
	if steps == nil {
		steps = game.Explanation{}
	}
	out.Explanation, out.Steps = steps.Strings(), steps
	return out, nil
}

func sameNames(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	m := map[string]bool{}
	for _, s := range b {
		m[s] = true
	}
	for _, s := range a {
		if !m[s] {
			return false
		}
	}
	return true
}

// runoffWhy says why a round needs no run-off game.
func runoffWhy(o Outcome) string {
	switch {
	case !o.Finished:
		return "the round is not finished"
	case o.Draw:
		return "the round ends level, and the draw option makes it a draw"
	}
	return "the round has a winner"
}
