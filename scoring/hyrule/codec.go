package hyrule

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/hyrule"
	"arbiter/scoring"
)

// Hyrule's JSON: the arbiter-cli contract ("resolve" one turn, "score" a
// round with its run-off games nested in "runoff"), one turn of a record
// (a stored round), a turn's result and the state between sessions.
// Nothing outside this file reads or writes Hyrule's JSON.
//
// A stored game keeps the turns of its run-off games after the round's
// seven, in the same list; the first of them may carry "runoff_game"
// ({"players", "turn_rules", "tallest"}: what the nested form gives its
// run-off game beside its turns).

var codec = scoring.JSONCodec[Setup, Turn, TurnResult, *Game]{
	ReadSetup:  readSetup,
	ReadRound:  func(raw json.RawMessage) (Turn, error) { return readTurnJSON(raw) },
	ReadState:  readState,
	WriteState: writeState,
	ResolveFn:  resolveJSON,
	ScoreFn:    scoreJSON,
}

// turnJSON is a turn as the CLI reads it: the resolve input, and each
// element of the score input's "turns".
type turnJSON struct {
	Game       string          `json:"game"`
	Cards      json.RawMessage `json:"cards"`
	First      *int            `json:"first"`
	Swaps      json.RawMessage `json:"swaps"`
	Runoff     json.RawMessage `json:"runoff"`
	RunoffGame json.RawMessage `json:"runoff_game"`
	Options    json.RawMessage `json:"options"`
}

func at(prefix, name string) string {
	if prefix == "" {
		return name
	}
	return prefix + "." + name
}

// read parses a turn of a record; refusals name the field and card under
// prefix ("turns[2].cards[1]").
func (t turnJSON) read(prefix string) (Turn, error) {
	out := Turn{First: -1}
	if t.Game != "" && t.Game != "hyrule" {
		return out, game.Refuse(game.ErrInvalid, nil, at(prefix, "game"), msgOtherGame.With(t.Game))
	}
	if o := bytes.TrimSpace(t.Options); len(o) > 0 {
		return out, game.Refuse(game.ErrInvalid, nil, at(prefix, "options"), msgOptionsOnce.With())
	}
	if t.First != nil {
		if *t.First < 0 {
			return out, game.Refuse(game.ErrInvalid, nil, at(prefix, "first"), msgNotAPlayerIndex.With(*t.First))
		}
		out.First = *t.First
	}
	var err error
	if out.Cards, err = cardList(at(prefix, "cards"), t.Cards); err != nil {
		return out, err
	}
	if out.Swaps, err = cardList(at(prefix, "swaps"), t.Swaps); err != nil {
		return out, err
	}
	if out.Runoff, err = cardList(at(prefix, "runoff"), t.Runoff); err != nil {
		return out, err
	}
	if r := bytes.TrimSpace(t.RunoffGame); len(r) > 0 && string(r) != "null" {
		var in struct {
			Players   []string `json:"players"`
			TurnRules *string  `json:"turn_rules"`
			Tallest   *string  `json:"tallest"`
		}
		if err := game.Decode(r, &in); err != nil {
			return out, game.Prefix(err, at(prefix, "runoff_game"))
		}
		rs := &RunoffSetup{Players: in.Players}
		if in.TurnRules != nil {
			rules, err := ParseTurnRules(*in.TurnRules)
			if err != nil {
				return out, game.Prefix(err, at(prefix, "runoff_game"))
			}
			rs.TurnRules = &rules
		}
		if in.Tallest != nil {
			if *in.Tallest == "" {
				return out, game.Refuse(game.ErrInvalid, nil, at(prefix, "runoff_game.tallest"), msgEmptyName.With())
			}
			rs.Tallest = *in.Tallest
		}
		out.RunoffGame = rs
	}
	return out, nil
}

// readTurnJSON reads one stored turn (one element of "turns").
func readTurnJSON(raw json.RawMessage) (Turn, error) {
	var in turnJSON
	if err := game.Decode(raw, &in); err != nil {
		return Turn{}, err
	}
	return in.read("")
}

// MarshalJSON writes a turn as one element of a record's "turns", which
// the codec reads back to the same turn.
func (t Turn) MarshalJSON() ([]byte, error) {
	out := struct {
		Cards      cards.Cards  `json:"cards"`
		First      *int         `json:"first,omitempty"`
		Swaps      cards.Cards  `json:"swaps,omitempty"`
		Runoff     cards.Cards  `json:"runoff,omitempty"`
		RunoffGame *RunoffSetup `json:"runoff_game,omitempty"`
	}{Cards: t.Cards, Swaps: t.Swaps, Runoff: t.Runoff, RunoffGame: t.RunoffGame}
	if t.First >= 0 {
		f := t.First
		out.First = &f
	}
	return json.Marshal(out)
}

// cardList reads a JSON list of cards (absent or null: none).
func cardList(field string, raw json.RawMessage) ([]cards.Card, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	var list []json.RawMessage
	if raw[0] != '[' || json.Unmarshal(raw, &list) != nil {
		return nil, game.Refuse(game.ErrInvalid, nil, field, msgCardList.With())
	}
	if len(list) > hyrule.MaxPlayers*HandSize {
		return nil, game.Refuse(game.ErrInvalid, nil, field, msgMoreThanRound.With(len(list)))
	}
	out := make([]cards.Card, 0, len(list))
	for i, e := range list {
		var s string
		if err := json.Unmarshal(e, &s); err != nil {
			return nil, hyrule.Invalid(fmt.Sprintf("%s[%d]", field, i), cards.ErrNotACard, msgCardSuchAs.With())
		}
		c, err := cards.Parse(s)
		if err != nil {
			// The card's own refusal, said as it is.
			return nil, hyrule.Invalid(fmt.Sprintf("%s[%d]", field, i), cards.ErrNotACard, game.Said(err))
		}
		out = append(out, c)
	}
	return out, nil
}

// readSetup reads a stored game's setup: "players", "turn_rules",
// "tallest". The nested "runoff" of the score input is not a setup: a
// stored game lists its run-off games' turns after the round's.
func readSetup(raw json.RawMessage) (Setup, error) {
	var in struct {
		Players   []string        `json:"players"`
		TurnRules string          `json:"turn_rules"`
		Tallest   *string         `json:"tallest"`
		Runoff    json.RawMessage `json:"runoff"`
	}
	if t := bytes.TrimSpace(raw); len(t) == 0 || string(t) == "null" {
		raw = json.RawMessage("{}")
	}
	if err := game.Decode(raw, &in); err != nil {
		return Setup{}, err
	}
	if r := bytes.TrimSpace(in.Runoff); len(r) > 0 && string(r) != "null" {
		return Setup{}, game.Refuse(game.ErrInvalid, nil, "runoff", msgStoredRunoff.With())
	}
	rules, err := ParseTurnRules(in.TurnRules)
	if err != nil {
		return Setup{}, err
	}
	s := Setup{Players: in.Players, TurnRules: rules}
	if in.Tallest != nil {
		if *in.Tallest == "" {
			return Setup{}, game.Refuse(game.ErrInvalid, nil, "tallest", msgEmptyName.With())
		}
		s.Tallest = *in.Tallest
	}
	return s, nil
}

// TurnOutput is the JSON of a resolved turn: the resolve output, each
// element of the score output's "turns", and (with runoff_game, players
// and end) a stored turn's result.
type TurnOutput struct {
	Game        string           `json:"game,omitempty"`
	RunoffGame  int              `json:"runoff_game,omitempty"`
	Turn        int              `json:"turn,omitempty"`
	Players     []string         `json:"players,omitempty"`
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
	End         *GameEnd         `json:"end,omitempty"`
}

// output shapes a turn's result for JSON. The score output names the
// stock only under strategy rules, as the contract always has; a stored
// result always keeps it, with the turn's game, players and end.
func (r TurnResult) output(stored bool) TurnOutput {
	steps := r.Steps
	if steps == nil {
		steps = game.Explanation{}
	}
	out := TurnOutput{Turn: r.Turn, Tied: append([]int{}, r.Tied...), DecidedBy: r.DecidedBy, Open: r.Open(),
		Captured: append(cards.Cards{}, r.Captured...), Count: len(r.Captured), Runoff: append(cards.Cards{}, r.Runoff...),
		Explanation: steps.Strings(), Steps: steps}
	name := func(i int) *string {
		if i < 0 || i >= len(r.Players) {
			return nil
		}
		s := r.Players[i]
		return &s
	}
	if !r.Open() {
		w, c := r.Winner, r.WinningCard.String()
		out.Winner, out.WinningCard = &w, &c
		out.WinnerName = name(w)
	}
	if r.Players != nil {
		for _, i := range r.Tied {
			if n := name(i); n != nil {
				out.TiedNames = append(out.TiedNames, *n)
			}
		}
	}
	if r.Due >= 0 {
		out.Due, out.Lead = name(r.Due), name(r.Lead)
		s := r.Stock
		out.Stock = &s
	}
	if r.Swapper >= 0 {
		out.Swapper = name(r.Swapper)
		out.Swapped = append(cards.Cards{}, r.Swapped...)
	}
	if stored {
		out.RunoffGame, out.Players, out.End = r.RunoffGame, r.Players, r.End
		s := r.Stock
		out.Stock = &s
	}
	return out
}

// MarshalJSON writes a turn's result as stored with the turn.
func (r TurnResult) MarshalJSON() ([]byte, error) { return json.Marshal(r.output(true)) }

// UnmarshalJSON reads a stored result (or a score output's turn).
func (r *TurnResult) UnmarshalJSON(b []byte) error {
	var o TurnOutput
	if err := json.Unmarshal(b, &o); err != nil {
		return err
	}
	idx := func(s *string) int {
		if s == nil {
			return -1
		}
		return slices.Index(o.Players, *s)
	}
	*r = TurnResult{RunoffGame: o.RunoffGame, Turn: o.Turn, Players: o.Players, Due: idx(o.Due), Swapper: idx(o.Swapper), Lead: idx(o.Lead),
		Swapped: append([]cards.Card{}, o.Swapped...), Winner: -1, Tied: append([]int{}, o.Tied...), DecidedBy: o.DecidedBy,
		Captured: append([]cards.Card{}, o.Captured...), Runoff: append([]cards.Card{}, o.Runoff...), Steps: o.Steps, End: o.End}
	if o.Winner != nil {
		r.Winner = *o.Winner
	}
	if o.WinningCard != nil {
		c, err := cards.Parse(*o.WinningCard)
		if err != nil {
			return err
		}
		r.WinningCard = c
	}
	if o.Stock != nil {
		r.Stock = *o.Stock
	}
	return nil
}

func resolveJSON(input []byte) (any, error) {
	var in turnJSON
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	opts, err := parseOptions(in.Options)
	if err != nil {
		return nil, err
	}
	if r := bytes.TrimSpace(in.RunoffGame); len(r) > 0 {
		return nil, game.Refuse(game.ErrInvalid, nil, "runoff_game", msgRunoffUseScore.With())
	}
	first := -1
	if in.First != nil {
		first = *in.First
	}
	in.Options, in.Game, in.First = nil, "", nil
	t, err := in.read("")
	if err != nil {
		return nil, err
	}
	t.First = first
	if len(t.Swaps) > 0 {
		return nil, game.Refuse(game.ErrInvalid, nil, "swaps", msgSwapUseScore.With())
	}
	res, err := hyrule.Resolve(hyrule.Turn{Cards: t.Cards, First: t.First, Runoff: t.Runoff}, opts)
	if err != nil {
		return nil, err
	}
	tr := TurnResult{Due: -1, Swapper: -1, Lead: -1, Winner: res.Winner, WinningCard: res.WinningCard, Tied: res.Tied,
		DecidedBy: res.DecidedBy, Captured: res.Captured, Runoff: []cards.Card{}, Steps: res.Steps}
	if res.DecidedBy == hyrule.ByRunoff {
		tr.Runoff = res.Captured[len(res.Captured)-len(res.Tied):]
	}
	out := tr.output(false)
	out.Game = "hyrule"
	return out, nil
}

// roundJSON is the score input: a round, and the run-off game of a level
// round (with the same shape, without game and options).
type roundJSON struct {
	Game      string            `json:"game"`
	Players   []string          `json:"players"`
	TurnRules string            `json:"turn_rules"`
	Tallest   *string           `json:"tallest"`
	Turns     []json.RawMessage `json:"turns"`
	Runoff    json.RawMessage   `json:"runoff"`
	Options   json.RawMessage   `json:"options"`
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

// roundIn is a score input read: its turns and its run-off game too.
type roundIn struct {
	roundJSON
	turns  []turnJSON
	runoff *roundIn
}

// readRoundIn reads a round of the score input (at field) and its run-off
// games; refusals name the field.
func readRoundIn(raw []byte, field string) (roundIn, error) {
	var in roundIn
	if err := game.Decode(raw, &in.roundJSON); err != nil {
		return in, game.Prefix(err, field)
	}
	for k, t := range in.Turns {
		var tj turnJSON
		if err := game.Decode(t, &tj); err != nil {
			return in, game.Prefix(err, fmt.Sprintf("%s[%d]", at(field, "turns"), k))
		}
		in.turns = append(in.turns, tj)
	}
	if r := bytes.TrimSpace(in.Runoff); len(r) > 0 && string(r) != "null" {
		sub, err := readRoundIn(r, at(field, "runoff"))
		if err != nil {
			return in, err
		}
		in.runoff = &sub
	}
	return in, nil
}

// scoreJSON answers `arbiter-cli score`: the round's turns, then those of
// its nested run-off games, played one by one on a Game.
func scoreJSON(input []byte) (any, error) {
	in, err := readRoundIn(input, "")
	if err != nil {
		return nil, err
	}
	opts, err := parseOptions(in.Options)
	if err != nil {
		return nil, err
	}
	rules, err := ParseTurnRules(in.TurnRules)
	if err != nil {
		return nil, err
	}
	s := Setup{Players: in.Players, TurnRules: rules}
	if in.Tallest != nil {
		if *in.Tallest == "" {
			return nil, game.Refuse(game.ErrInvalid, nil, "tallest", msgEmptyName.With())
		}
		s.Tallest = *in.Tallest
	}
	g, err := NewGame(s, opts)
	if err != nil {
		return nil, err
	}
	out, err := scoreGame(g, in, "")
	if err != nil {
		return nil, err
	}
	out.Game = "hyrule"
	return out, nil
}

// scoreGame plays one game of the record (the round at field "", a run-off
// game at "runoff", "runoff.runoff"...) on g.
func scoreGame(g *Game, in roundIn, field string) (*RoundOutput, error) {
	if field != "" {
		if in.Game != "" {
			return nil, game.Refuse(game.ErrInvalid, nil, at(field, "game"), msgLeaveGameOut.With())
		}
		if len(bytes.TrimSpace(in.Options)) > 0 {
			return nil, game.Refuse(game.ErrInvalid, nil, at(field, "options"), msgOptionsOnce.With())
		}
		rs := &RunoffSetup{Players: in.Players}
		if in.TurnRules != "" {
			rules, err := ParseTurnRules(in.TurnRules)
			if err != nil {
				return nil, game.Prefix(err, field)
			}
			rs.TurnRules = &rules
		}
		if in.Tallest != nil {
			if *in.Tallest == "" {
				return nil, game.Refuse(game.ErrInvalid, nil, at(field, "tallest"), msgEmptyName.With())
			}
			rs.Tallest = *in.Tallest
		}
		if err := g.startRunoff(rs); err != nil {
			return nil, game.Prefix(err, field)
		}
	}
	if len(in.turns) > HandSize {
		return nil, hyrule.Impossible(at(field, "turns"), ErrRoundOver, msgSevenTurns.With(len(in.turns)))
	}
	names := g.Table()
	out := &RoundOutput{Players: names, TurnRules: g.TurnRules().String(), Turns: []TurnOutput{}, Tied: []string{}}
	var end *GameEnd
	for k, t := range in.turns {
		tf := fmt.Sprintf("%s[%d]", at(field, "turns"), k)
		if t.Game != "" && t.Game != "hyrule" {
			return nil, game.Refuse(game.ErrInvalid, nil, tf+".game", msgOtherGame.With(t.Game))
		}
		if len(bytes.TrimSpace(t.Options)) > 0 {
			return nil, game.Refuse(game.ErrInvalid, nil, tf+".options", msgOptionsOnce.With())
		}
		if t.First != nil && (*t.First < 0 || *t.First >= len(names)) {
			return nil, game.Refuse(game.ErrInvalid, nil, tf+".first", msgNotAPlayerRange.With(*t.First, len(names)-1))
		}
		if _, open := g.Standoff(); open {
			return nil, hyrule.Illegal(ruleSettleFirst.With(), fmt.Sprintf("%s[%d].runoff", at(field, "turns"), k-1), ErrOpenTurn, msgStandoffFollows.With(k, k+1))
		}
		turn, err := t.read(tf)
		if err != nil {
			return nil, err
		}
		res, err := g.Play(turn)
		if err != nil {
			return nil, game.Prefix(err, tf)
		}
		out.Turns = append(out.Turns, res.output(false))
		if res.End != nil {
			end = res.End
		}
	}
	finished := end != nil
	var o GameEnd
	if finished {
		o = *end
	} else {
		o = g.outcome()
	}
	out.Captured = map[string]int{}
	for i, c := range o.Captured {
		out.Captured[o.Players[i]] = c
	}
	out.Stock, out.DiscardPile = o.Stock, append(cards.Cards{}, o.Discards...)
	_, out.Waiting = g.Standoff()
	out.Waiting = out.Waiting && !finished
	steps := append(game.Explanation{}, o.Steps...)
	out.Finished, out.Draw = finished, o.Draw
	if o.Winner >= 0 {
		out.Winner = &o.Players[o.Winner]
	}
	for _, i := range o.Tied {
		out.Tied = append(out.Tied, o.Players[i])
	}
	if !finished && g.TurnRules() == Strategy && !out.Waiting {
		if d, why := g.Due(); d >= 0 {
			out.NextFirst = &names[d]
			steps = append(steps, why)
		}
	}
	if in.runoff != nil {
		if !o.RunoffNeeded {
			return nil, hyrule.Illegal(ruleRunoffGameWhen.With(), at(field, "runoff"), nil, runoffWhy(finished, o))
		}
		sub, err := scoreGame(g, *in.runoff, at(field, "runoff"))
		if err != nil {
			return nil, err
		}
		out.Runoff = sub
		if sub.Winner != nil {
			out.Winner = sub.Winner
			steps.Say(msgWinsRunoffGame.With(*sub.Winner), hyrule.SecScoring, "HYRULE-4")
		} else {
			steps.Say(msgRunoffUndecided.With(), hyrule.SecScoring, "HYRULE-4")
		}
		out.RunoffNeeded = sub.RunoffNeeded
	} else {
		out.RunoffNeeded = o.RunoffNeeded
	}
	out.Explanation, out.Steps = steps.Strings(), steps
	return out, nil
}

// runoffWhy says why a round needs no run-off game.
func runoffWhy(finished bool, o GameEnd) game.Message {
	switch {
	case !finished:
		return msgNotFinished.With()
	case o.Draw:
		return msgEndsInDraw.With()
	}
	return msgHasWinner.With()
}

// stateJSON is a Game between sessions: the game being played (the round
// or a run-off game), the totals, and how the last game ended. The
// players, turn rules, tallest player and options come with the setup.
type stateJSON struct {
	Game    stageJSON `json:"game"`
	Pending bool      `json:"pending,omitempty"`
	// Totals are the round's captured counts; RunoffTotals the run-off
	// games', kept apart (HYRULE-4). A state stored before they were
	// kept apart has no runoff_totals and counts the run-off games in
	// totals (readState takes them out).
	Totals       []int    `json:"totals"`
	RunoffTotals []int    `json:"runoff_totals,omitempty"`
	Played       int      `json:"played"`
	Last         *GameEnd `json:"last,omitempty"`
	Finished     bool     `json:"finished"`
	Winner       string   `json:"winner,omitempty"`
	Draw         bool     `json:"draw,omitempty"`
}

type stageJSON struct {
	RunoffGame int                `json:"runoff_game"`
	Players    []string           `json:"players"`
	TurnRules  TurnRules          `json:"turn_rules"`
	Tallest    string             `json:"tallest,omitempty"`
	Turns      int                `json:"turns"`
	Captured   []int              `json:"captured"`
	Used       map[string]useJSON `json:"used"`
	Jokers     []jokerJSON        `json:"jokers"`
	Discards   cards.Cards        `json:"discard_pile"`
	Stock      int                `json:"stock"`
	Open       *openJSON          `json:"open,omitempty"`
}

type useJSON struct {
	Turn int    `json:"turn"`
	How  string `json:"how"`
	At   string `json:"at"`
}

type jokerJSON struct {
	Card cards.Card `json:"card"`
	useJSON
}

type openJSON struct {
	Turn    int              `json:"turn"`
	Cards   cards.Cards      `json:"cards"`
	Lead    int              `json:"lead"`
	Due     int              `json:"due"`
	Tied    []int            `json:"tied"`
	Swapped cards.Cards      `json:"swapped,omitempty"`
	Steps   game.Explanation `json:"steps"`
}

func writeState(g *Game) (json.RawMessage, error) {
	s := &g.cur
	st := stateJSON{Pending: g.pending, Totals: g.round, RunoffTotals: g.runoff, Played: g.played, Last: g.last, Finished: g.finished, Draw: g.draw,
		Game: stageJSON{RunoffGame: s.runoff, Players: g.Table(), TurnRules: s.rules, Turns: s.turns, Captured: s.captured,
			Used: map[string]useJSON{}, Jokers: []jokerJSON{}, Discards: append(cards.Cards{}, s.discards...), Stock: s.stock}}
	if g.winner >= 0 {
		st.Winner = g.players[g.winner]
	}
	if s.tallest >= 0 {
		st.Game.Tallest = g.players[s.tallest]
	}
	for c, u := range s.seen {
		st.Game.Used[c.String()] = useJSON{u.Turn, u.How, u.at}
	}
	for i, c := range s.jokers {
		u := s.jokerUse[i]
		st.Game.Jokers = append(st.Game.Jokers, jokerJSON{c, useJSON{u.Turn, u.How, u.at}})
	}
	if o := s.open; o != nil {
		st.Game.Open = &openJSON{Turn: o.turn, Cards: o.cards, Lead: o.lead, Due: o.due, Tied: o.tied, Swapped: o.swapped, Steps: o.pre}
	}
	return json.Marshal(st)
}

func readState(raw json.RawMessage, setup Setup, opts scoring.Values) (*Game, error) {
	var st stateJSON
	if err := json.Unmarshal(raw, &st); err != nil {
		return nil, fmt.Errorf("hyrule: stored state: %w", err)
	}
	g, err := NewGame(setup, fromValues(opts))
	if err != nil {
		return nil, err
	}
	bad := func(what string) (*Game, error) {
		return nil, fmt.Errorf("hyrule: stored state %s does not fit the players %v", what, g.players)
	}
	if len(st.Totals) != len(g.players) {
		return bad("totals")
	}
	idx := make([]int, len(st.Game.Players))
	for k, p := range st.Game.Players {
		if idx[k] = slices.Index(g.players, p); idx[k] < 0 {
			return bad("players")
		}
	}
	if len(st.Game.Captured) != len(idx) {
		return bad("captures")
	}
	tallest := -1
	if st.Game.Tallest != "" {
		if tallest = slices.Index(g.players, st.Game.Tallest); tallest < 0 {
			return bad("tallest")
		}
	}
	s := newStage(st.Game.RunoffGame, idx, st.Game.TurnRules, tallest)
	s.turns, s.captured, s.stock = st.Game.Turns, slices.Clone(st.Game.Captured), st.Game.Stock
	s.discards = append([]cards.Card{}, st.Game.Discards...)
	for k, u := range st.Game.Used {
		c, err := cards.Parse(k)
		if err != nil {
			return bad("used cards")
		}
		s.seen[c] = Use{Turn: u.Turn, How: u.How, at: u.At}
	}
	for _, j := range st.Game.Jokers {
		s.jokers = append(s.jokers, j.Card)
		s.jokerUse = append(s.jokerUse, Use{Turn: j.Turn, How: j.How, at: j.At})
	}
	if o := st.Game.Open; o != nil {
		s.open = &openTurn{turn: o.Turn, cards: append([]cards.Card{}, o.Cards...), lead: o.Lead, due: o.Due, tied: slices.Clone(o.Tied),
			swapped: append([]cards.Card{}, o.Swapped...), pre: o.Steps}
	}
	g.cur, g.pending, g.round, g.played = s, st.Pending, slices.Clone(st.Totals), st.Played
	if o := g.cur.open; o != nil {
		// The steps before the standoff's cards were compared are stored
		// as text: said again from the state, they are typed messages.
		if pre, ok := g.preSteps(o); ok && sameSteps(pre, o.pre) {
			o.pre = pre
		}
	}
	switch {
	case st.RunoffTotals != nil:
		if len(st.RunoffTotals) != len(g.players) {
			return bad("run-off totals")
		}
		g.runoff = slices.Clone(st.RunoffTotals)
	default:
		g.runoff = make([]int, len(g.players))
		separateRunoffs(g, st.Last)
	}
	g.last, g.finished, g.draw = st.Last, st.Finished, st.Draw
	if st.Winner != "" {
		if g.winner = slices.Index(g.players, st.Winner); g.winner < 0 {
			return bad("winner")
		}
	}
	return g, nil
}

// separateRunoffs takes the run-off games' captures out of the totals of a
// state stored when they were counted in (before HYRULE-4 kept them
// apart): those of the run-off game being played and of the last one that
// ended, which the state still holds. That is every run-off game but for a
// round that needed more than two.
func separateRunoffs(g *Game, last *GameEnd) {
	take := func(players []int, captured []int) {
		for k, p := range players {
			if k < len(captured) && p >= 0 && p < len(g.round) {
				g.round[p] -= captured[k]
				g.runoff[p] += captured[k]
			}
		}
	}
	cur := g.cur.runoff
	if last != nil && last.RunoffGame > 0 {
		idx := make([]int, len(last.Players))
		for k, name := range last.Players {
			idx[k] = slices.Index(g.players, name)
		}
		take(idx, last.Captured)
	}
	// The game being played, unless it is the one that just ended (a
	// finished run-off game stays the current one) or has not begun.
	if cur > 0 && !g.pending && (last == nil || last.RunoffGame != cur) {
		take(g.cur.players, g.cur.captured)
	}
}
