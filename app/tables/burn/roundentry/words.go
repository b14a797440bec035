package roundentry

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/burn"
	"arbiter/engine/game"
	burnscore "arbiter/scoring/burn"
)

// Words and small pieces the table shows: the engine's refusals with
// their rule, a round in words, and the steppers for the cards each side
// took. Cards as people say them and explanations in the font's
// characters are the widgets' (ElementCardWords, SayableSteps).

// refusalWords says an engine refusal without its field path: what is
// wrong and the rule.
func RefusalWords(err error) string {
	if err == nil {
		return ""
	}
	var ge *game.Error
	if !errors.As(err, &ge) {
		return widgets.Sayable(err.Error())
	}
	msg := widgets.MessageText(game.Said(ge))
	if msg != "" {
		msg = widgets.Capitalized(msg)
	}
	msg = strings.TrimSuffix(msg, ".")
	// The ruling the rule cites, from its typed citation.
	id := ""
	if r := game.CitationOf(err).Rulings; len(r) > 0 {
		id = r[0]
	}
	switch {
	case ge.Rule == game.RuleImpossible:
		return i18n.Tf("This cannot happen at a real table: %s", msg+" (GEN-1).")
	case id != "" && !strings.Contains(msg, id):
		return msg + " (" + id + ")."
	case ge.Rule != "" && id == "":
		return msg + " (" + widgets.RuleText(err) + ")."
	}
	return msg + "."
}

// Words says a round in a few words from its typed values: who dealt, how
// it was entered, the pit, and a revoke with its penalty (PYM-6).
func Words(in burnscore.Round, res burnscore.RoundResult) string {
	var parts []string
	if in.Dealer != "" {
		parts = append(parts, i18n.Tf("dealt by %s", in.Dealer))
	}
	if in.Tricks != nil {
		parts = append(parts, i18n.T("entered card by card"))
	}
	switch {
	case res.Penalty != nil:
		parts = append(parts, penaltyWords(*res.Penalty))
	case in.Revoke != "":
		parts = append(parts, i18n.Tf("%s caught not following suit (PYM-6)", in.Revoke))
	case res.Pit != nil && res.Pit.Applied == burn.Subtract:
		parts = append(parts, i18n.Tf("pit: %s took %d off its own total", res.Pit.Side, res.Pit.Value))
	case res.Pit != nil:
		parts = append(parts, i18n.Tf("pit: %s gave %d to every other side", res.Pit.Side, res.Pit.Value))
	case in.PitChoice != burn.NoChoice:
		parts = append(parts, i18n.T("pit"))
	}
	return strings.Join(parts, ", ")
}

// penaltyWords says a round's revoke and its penalty (PYM-6).
func penaltyWords(p burnscore.Penalty) string {
	return i18n.Tf("revoke by %s: PYM-6 penalty, every fire card and 100 more, %s %+d", p.Player, p.Side, p.Points)
}

// stepper is a row: the label, then "–", the value and "+", each button a
// touch target. Where the label and the buttons do not fit side by side
// (a phone at the larger text sizes) the buttons go under the label,
// never cutting a word.
func stepper(icon fyne.Resource, label string, minus, value, plus fyne.CanvasObject) fyne.CanvasObject {
	size := fyne.NewSize(48, 44)
	ctl := container.NewHBox(layout.NewSpacer(), container.NewGridWrap(size, minus), container.NewGridWrap(fyne.NewSize(44, 44), value), container.NewGridWrap(size, plus))
	var left fyne.CanvasObject
	if icon != nil {
		left = widget.NewIcon(icon)
	}
	l := widget.NewLabel(label)
	return widgets.NewFlowGrid(2, container.NewBorder(nil, nil, left, nil, l), ctl)
}
