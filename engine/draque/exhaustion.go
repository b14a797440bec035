package draque

import "fmt"

// Who acts in a step of the checklist.
const (
	WhoPlayerOnTurn = "player_on_turn"
	WhoEveryPlayer  = "every_player"
	WhoTable        = "table"
)

// ChecklistStep is one step the app walks the table through when the
// drawing pile runs out.
type ChecklistStep struct {
	N       int    `json:"n"`
	Who     string `json:"who"`
	Text    string `json:"text"`
	Choice  bool   `json:"choice"`            // the step is a decision
	OnlyIf  string `json:"only_if,omitempty"` // the step applies only after this choice
	Section string `json:"section"`
}

// Choices of the first step.
const (
	ChoiceTakeDiscard = "take_discard"
	ChoiceRebuild     = "rebuild"
)

// ExhaustionChecklist is the procedure for an empty drawing pile, in order.
func ExhaustionChecklist() []ChecklistStep { return ExhaustionChecklistFor(Extremes{}) }

// ExhaustionChecklistFor is ExhaustionChecklist for a table whose lowest and
// highest values in game are e: the put-out step names them (a zero e words
// it generally).
func ExhaustionChecklistFor(e Extremes) []ChecklistStep {
	values := "the lowest or highest value still in game"
	if e.Lowest > 0 {
		values = fmt.Sprintf("the lowest (%d) or highest (%d) value still in game", e.Lowest, e.Highest)
	}
	steps := []ChecklistStep{
		{Who: WhoPlayerOnTurn, Choice: true,
			Text: "The player on turn chooses: take the top card of the discard pile and play the turn as usual (" + ChoiceTakeDiscard + "), or have the drawing pile rebuilt (" + ChoiceRebuild + ")."},
		{Who: WhoTable, OnlyIf: ChoiceRebuild,
			Text: "Set the top card of the discard pile aside."},
		{Who: WhoTable, OnlyIf: ChoiceRebuild,
			Text: "Shuffle the rest of the discard pile."},
		{Who: WhoEveryPlayer, OnlyIf: ChoiceRebuild, Choice: true,
			Text: "Every player adds one card from their hand to that pile. A player holding a card of " + values + " may instead put that card out of game."},
		{Who: WhoTable, OnlyIf: ChoiceRebuild,
			Text: "Shuffle the pile again: it is the new drawing pile."},
		{Who: WhoTable, OnlyIf: ChoiceRebuild,
			Text: "The card set aside starts the new discard pile."},
		{Who: WhoEveryPlayer, OnlyIf: ChoiceRebuild,
			Text: "Every player draws one card from the new drawing pile."},
		{Who: WhoPlayerOnTurn, OnlyIf: ChoiceRebuild,
			Text: "The player on turn now plays their turn as usual: draw from either pile, then discard."},
	}
	for i := range steps {
		steps[i].N = i + 1
		steps[i].Section = SecExhaustion
	}
	return steps
}
