package draque

import "arbiter/engine/game"

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
	// Said is Text as a typed message and SectionSaid the section as a
	// word, for other languages than the CLI's English (package say).
	Said        game.Message `json:"-"`
	SectionSaid game.Word    `json:"-"`
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
	add := msgCheckAdd.With()
	if e.Lowest > 0 {
		add = msgCheckAddAt.With(e.Lowest, e.Highest)
	}
	// The first step names the choices by their values in the contract
	// (take_discard, rebuild): its English says them as they are.
	steps := []ChecklistStep{
		{Who: WhoPlayerOnTurn, Choice: true, Said: msgCheckChoose.With()},
		{Who: WhoTable, OnlyIf: ChoiceRebuild, Said: msgCheckAside.With()},
		{Who: WhoTable, OnlyIf: ChoiceRebuild, Said: msgCheckShuffle.With()},
		{Who: WhoEveryPlayer, OnlyIf: ChoiceRebuild, Choice: true, Said: add},
		{Who: WhoTable, OnlyIf: ChoiceRebuild, Said: msgCheckAgain.With()},
		{Who: WhoTable, OnlyIf: ChoiceRebuild, Said: msgCheckSetAside.With()},
		{Who: WhoEveryPlayer, OnlyIf: ChoiceRebuild, Said: msgCheckDraw.With()},
		{Who: WhoPlayerOnTurn, OnlyIf: ChoiceRebuild, Said: msgCheckPlay.With()},
	}
	for i := range steps {
		steps[i].N = i + 1
		steps[i].Text = steps[i].Said.String()
		steps[i].Section, steps[i].SectionSaid = SecExhaustion.English, SecExhaustion
	}
	return steps
}
