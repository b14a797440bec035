package draque

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"

	"arbiter/engine/cards"
	"arbiter/engine/draque"
	"arbiter/engine/game"
)

// ID is the game's id in the CLI contract.
const ID = "draque-yirken"

func init() {
	game.Register(game.Plugin{ID: ID, Resolve: Resolve, Rules: Rules})
}

// Options are the house-rule switches of Draque & Yirken.
type Options struct {
	IgnoreElement bool `json:"ignore_element"` // DRAQUE-1: a series may mix elements
}

// DecodeOptions reads an "options" object strictly.
func DecodeOptions(raw json.RawMessage) (Options, error) {
	var o Options
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return o, nil
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return o, game.Invalidf("options: expected an object of house rules (ignore_element)")
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		switch k {
		case "ignore_element":
			if json.Unmarshal(m[k], &o.IgnoreElement) != nil {
				return o, game.Invalidf("options.ignore_element: must be true or false (DRAQUE-1)")
			}
		default:
			return o, game.Invalidf("options.%s: unknown option for draque-yirken: the only option is ignore_element", k)
		}
	}
	return o, nil
}

// Questions resolve answers.
const (
	QuestionWin        = "win"         // a claimed win (the default)
	QuestionOutOfGame  = "out_of_game" // lowest/highest in game and what a hand may put out
	QuestionExhaustion = "exhaustion"  // the empty-drawing-pile checklist
)

// ResolveInput is one question about the table.
type ResolveInput struct {
	Game      string          `json:"game"`
	Options   json.RawMessage `json:"options"`
	Question  string          `json:"question"`
	Hand      []string        `json:"hand"`
	Discard   string          `json:"discard"`
	OutOfGame []string        `json:"out_of_game"`
	// Players: the number of players at the table (optional, 2 to 4).
	Players int `json:"players"`
}

// ResolveOutput answers any question; fields of other questions stay at
// their empty values.
type ResolveOutput struct {
	Game     string `json:"game"`
	Question string `json:"question"`
	// A claimed win.
	Valid         *bool              `json:"valid,omitempty"`
	Series        cards.ElementCards `json:"series"`
	Discard       string             `json:"discard,omitempty"`
	Reasons       []string           `json:"reasons"`
	BetterDiscard cards.ElementCards `json:"better_discard"`
	// The out-of-game state.
	Lowest    int                `json:"lowest"`
	Highest   int                `json:"highest"`
	ValuesOut map[string]int     `json:"values_out"` // copies out per value, values with any out only
	MayPutOut cards.ElementCards `json:"may_put_out"`
	// The exhaustion checklist.
	Checklist   []draque.ChecklistStep `json:"checklist"`
	Options     Options                `json:"options"`
	Explanation []string               `json:"explanation"`
	Steps       game.Explanation       `json:"steps"`
}

// Resolve answers a claimed win, the out-of-game question or the exhaustion
// checklist.
func Resolve(input []byte) (any, error) {
	var in ResolveInput
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	return resolve(in)
}

func resolve(in ResolveInput) (*ResolveOutput, error) {
	opts, err := DecodeOptions(in.Options)
	if err != nil {
		return nil, err
	}
	q := in.Question
	if q == "" {
		q = QuestionWin
	}
	switch q {
	case QuestionWin, QuestionOutOfGame, QuestionExhaustion:
	default:
		return nil, game.Invalidf("question: %q is not a question: win (the default), out_of_game or exhaustion", in.Question)
	}
	if p := in.Players; p != 0 && (p < draque.MinPlayers || p > draque.MaxPlayers) {
		return nil, game.Impossiblef("players", "%d: Draque & Yirken is played by %d to %d players", p, draque.MinPlayers, draque.MaxPlayers)
	}
	hand, err := cards.ParseElementCards("hand", in.Hand)
	if err != nil {
		return nil, game.Invalidf("%v", err)
	}
	// GEN-1: one deck holds every card once, and a hand holds at most the
	// 7 cards dealt plus the one drawn this turn.
	if err := draque.CheckCopies("hand", hand); err != nil {
		return nil, err
	}
	if len(hand) > draque.ClaimHand {
		return nil, game.Impossiblef("hand", "%d cards, more than the %d a player can hold (the %d dealt plus the one drawn this turn)", len(hand), draque.ClaimHand, draque.HandSize)
	}
	out, err := cards.ParseElementCards("out_of_game", in.OutOfGame)
	if err != nil {
		return nil, game.Invalidf("%v", err)
	}
	// The deck holds each card once: a card cannot be both in the hand and
	// out of game (the contract's one-physical-card rule).
	inHand := map[cards.ElementCard]bool{}
	for _, c := range hand {
		inHand[c] = true
	}
	for i, c := range out {
		if inHand[c] {
			return nil, &game.Error{Kind: game.ErrImpossible, Field: fmt.Sprintf("out_of_game[%d]", i),
				Msg:  fmt.Sprintf("%q is also in the hand: the deck has one of each card, so a card put out of game is in no one's hand", c),
				Rule: game.RuleImpossible, Sentinel: cards.ErrDuplicate}
		}
	}
	// GEN-1: every card out must have left while its value was the lowest
	// or highest still in game.
	if err := draque.CheckOut("out_of_game", out); err != nil {
		return nil, err
	}
	lo, hi := draque.OutOfGame(out)
	res := &ResolveOutput{
		Game: ID, Question: q, Series: cards.ElementCards{}, Reasons: []string{}, BetterDiscard: cards.ElementCards{},
		Lowest: lo, Highest: hi, ValuesOut: valuesOut(out), MayPutOut: cards.ElementCards(draque.CanPutOut(hand, out)),
		Checklist: []draque.ChecklistStep{}, Options: opts, Steps: game.Explanation{},
	}
	res.Steps.Add(fmt.Sprintf("Lowest value still in game: %d; highest: %d (a value leaves once all four of its cards are out).", lo, hi), draque.SecNotes, "")
	switch q {
	case QuestionWin:
		if len(hand) == 0 {
			return nil, game.Invalidf("hand: missing: the claimant's cards, the discard included")
		}
		if in.Discard == "" {
			return nil, game.Invalidf("discard: missing: the card the claimant discards to end the game")
		}
		d, err := cards.ParseElementCard(in.Discard)
		if err != nil {
			return nil, game.Invalidf("discard: %v", err)
		}
		cl := draque.CheckWin(hand, d, out, opts.IgnoreElement)
		if cl.Reason != nil && errors.Is(cl.Reason, draque.ErrNotInHand) {
			return nil, game.Invalidf("discard: %s is not in the hand: the hand lists the claimant's cards, the discard included", d)
		}
		valid := cl.Valid
		res.Valid = &valid
		res.Discard = d.String()
		res.Series = cards.ElementCards(cl.Series)
		res.BetterDiscard = cards.ElementCards(cl.BetterDiscard)
		if cl.Reason != nil {
			res.Reasons = append(res.Reasons, cl.Reason.Error())
		}
		res.Steps = append(res.Steps, cl.Steps...)
	case QuestionOutOfGame:
		if len(hand) > 0 {
			if len(res.MayPutOut) == 0 {
				res.Steps.Add("No card of the hand has the lowest or highest value in game: nothing may be put out.", draque.SecFlow, "")
			} else {
				res.Steps.Add(fmt.Sprintf("May be put out (one, then the turn ends with a discard; never after laying the winning series): %s.", joined(res.MayPutOut)), draque.SecFlow, "")
			}
		}
		res.Steps.Add("A card put out of game never counts in a series.", draque.SecNotes, "")
	case QuestionExhaustion:
		res.Checklist = draque.ExhaustionChecklistFor(draque.Extremes{Lowest: lo, Highest: hi})
		for _, s := range res.Checklist {
			res.Steps.Add(fmt.Sprintf("%d. %s", s.N, s.Text), s.Section, "")
		}
	}
	res.Explanation = res.Steps.Strings()
	return res, nil
}

func valuesOut(out []cards.ElementCard) map[string]int {
	m := map[string]int{}
	for _, c := range out {
		m[fmt.Sprint(c.Value)]++
	}
	return m
}

func joined(cs cards.ElementCards) string {
	s := ""
	for i, c := range cs.Strings() {
		if i > 0 {
			s += " "
		}
		s += c
	}
	return s
}
