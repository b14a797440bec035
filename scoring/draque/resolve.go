package draque

import (
	"encoding/json"
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/draque"
	"arbiter/engine/game"
)

// Questions resolve answers.
const (
	QuestionWin        = "win"         // a claimed win (the default)
	QuestionOutOfGame  = "out_of_game" // lowest/highest in game and what a hand may put out
	QuestionExhaustion = "exhaustion"  // the empty-drawing-pile checklist
)

// resolveInput is one question about the table.
type resolveInput struct {
	Game      string          `json:"game"`
	Options   json.RawMessage `json:"options"`
	Question  string          `json:"question"`
	Hand      []string        `json:"hand"`
	Discard   string          `json:"discard"`
	OutOfGame []string        `json:"out_of_game"`
	// Players: the number of players at the table (optional, 2 to 4).
	Players int `json:"players"`
}

// resolveOutput answers any question; fields of other questions stay at
// their empty values.
type resolveOutput struct {
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
	Options     optionsJSON            `json:"options"`
	Explanation []string               `json:"explanation"`
	Steps       game.Explanation       `json:"steps"`
}

// resolveJSON answers `arbiter-cli resolve`: a claimed win, the
// out-of-game question or the exhaustion checklist.
func resolveJSON(input []byte) (any, error) {
	var in resolveInput
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	return resolve(in)
}

func resolve(in resolveInput) (*resolveOutput, error) {
	vals, err := Schema.Parse(in.Options)
	if err != nil {
		return nil, err
	}
	ignore := vals.Bool("ignore_element")
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
	if err := checkTable(hand, out); err != nil {
		return nil, err
	}
	lo, hi := draque.OutOfGame(out)
	res := &resolveOutput{
		Game: ID, Question: q, Series: cards.ElementCards{}, Reasons: []string{}, BetterDiscard: cards.ElementCards{},
		Lowest: lo, Highest: hi, ValuesOut: valuesOut(out), MayPutOut: cards.ElementCards(draque.CanPutOut(hand, out)),
		Checklist: []draque.ChecklistStep{}, Options: optionsJSON{IgnoreElement: ignore}, Steps: game.Explanation{},
	}
	switch q {
	case QuestionWin:
		var d cards.ElementCard
		if in.Discard != "" && len(hand) > 0 {
			if d, err = cards.ParseElementCard(in.Discard); err != nil {
				return nil, game.Invalidf("discard: %v", err)
			}
		}
		v, err := judge(hand, d, out, ignore)
		if err != nil {
			return nil, err
		}
		valid := v.Valid
		res.Valid = &valid
		res.Discard = v.Discard.String()
		res.Series = v.Series
		res.BetterDiscard = v.BetterDiscard
		res.Reasons = v.Reasons
		res.Steps = v.Steps
	case QuestionOutOfGame:
		res.Steps.Add(inGameStep(lo, hi), draque.SecNotes, "")
		if len(hand) > 0 {
			if len(res.MayPutOut) == 0 {
				res.Steps.Add("No card of the hand has the lowest or highest value in game: nothing may be put out.", draque.SecFlow, "")
			} else {
				res.Steps.Add(fmt.Sprintf("May be put out (one, then the turn ends with a discard; never after laying the winning series): %s.", joined(res.MayPutOut)), draque.SecFlow, "")
			}
		}
		res.Steps.Add("A card put out of game never counts in a series.", draque.SecNotes, "")
	case QuestionExhaustion:
		res.Steps.Add(inGameStep(lo, hi), draque.SecNotes, "")
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
