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
		return nil, game.Refuse(game.ErrInvalid, nil, "question", msgNotAQuestion.With(in.Question))
	}
	if p := in.Players; p != 0 && (p < draque.MinPlayers || p > draque.MaxPlayers) {
		return nil, game.Refuse(game.ErrImpossible, nil, "players", msgPlayersRange.With(p, draque.MinPlayers, draque.MaxPlayers)).Citing(game.RuleImpossible)
	}
	hand, err := parseCards("hand", in.Hand)
	if err != nil {
		return nil, err
	}
	if err := draque.CheckCopies("hand", hand); err != nil {
		return nil, err
	}
	if len(hand) > draque.ClaimHand {
		return nil, game.Refuse(game.ErrImpossible, nil, "hand", msgHandTooBig.With(len(hand), draque.ClaimHand, draque.HandSize)).Citing(game.RuleImpossible)
	}
	out, err := parseCards("out_of_game", in.OutOfGame)
	if err != nil {
		return nil, err
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
				return nil, game.Refuse(game.ErrInvalid, nil, "discard", msgCardErr.With(err))
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
		res.Steps.Say(msgInGame.With(lo, hi), draque.SecNotes, "")
		if len(hand) > 0 {
			if len(res.MayPutOut) == 0 {
				res.Steps.Say(msgNothingOut.With(), draque.SecFlow, "")
			} else {
				res.Steps.Say(msgMayPutOut.With(game.ListOf(game.JoinSpace, res.MayPutOut)), draque.SecFlow, "")
			}
		}
		res.Steps.Say(msgNeverCounts.With(), draque.SecNotes, "")
	case QuestionExhaustion:
		res.Steps.Say(msgInGame.With(lo, hi), draque.SecNotes, "")
		res.Checklist = draque.ExhaustionChecklistFor(draque.Extremes{Lowest: lo, Highest: hi})
		for _, s := range res.Checklist {
			res.Steps.Say(msgChecklistFor.With(s.N, s.Said), s.SectionSaid, "")
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
