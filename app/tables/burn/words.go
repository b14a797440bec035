package burn

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/game"
)

// Words and small pieces the table shows: the engine's refusals with
// their rule, and the steppers for the cards each side took. Cards as
// people say them and explanations in the font's characters are the
// widgets' (ElementCardWords, SayableSteps).

// rulingID finds a ruling id ("BURN-1", "GEN-1") in an engine's rule.
var rulingID = regexp.MustCompile(`\b[A-Z]+-[0-9]+\b`)

// refusalWords says an engine refusal without its field path: what is
// wrong and the rule.
func refusalWords(err error) string {
	var ge *game.Error
	if !errors.As(err, &ge) {
		return widgets.Sayable(err.Error())
	}
	msg := widgets.Sayable(widgets.CardWords(ge.Msg))
	if msg != "" {
		msg = strings.ToUpper(msg[:1]) + msg[1:]
	}
	msg = strings.TrimSuffix(msg, ".")
	switch id := rulingID.FindString(ge.Rule); {
	case ge.Rule == game.RuleImpossible:
		return fmt.Sprintf(i18n.T("This cannot happen at a real table: %s"), msg+" (GEN-1).")
	case id != "" && !strings.Contains(msg, id):
		return msg + " (" + id + ")."
	case ge.Rule != "" && id == "":
		return msg + " (" + widgets.Sayable(ge.Rule) + ")."
	}
	return msg + "."
}

// stepper is a row: the label, then "–", the value and "+", each button a
// touch target. Where the label and the buttons do not fit side by side
// (a phone at the larger text sizes) the buttons go under the label,
// never cutting a word.
func stepper(icon fyne.Resource, label, value string, minus, plus func(), canMinus, canPlus bool) fyne.CanvasObject {
	m := widget.NewButton("–", minus)
	p := widget.NewButton("+", plus)
	if !canMinus {
		m.Disable()
	}
	if !canPlus {
		p.Disable()
	}
	v := widget.NewLabelWithStyle(value, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	size := fyne.NewSize(48, 44)
	ctl := container.NewHBox(layout.NewSpacer(), container.NewGridWrap(size, m), container.NewGridWrap(fyne.NewSize(44, 44), v), container.NewGridWrap(size, p))
	var left fyne.CanvasObject
	if icon != nil {
		left = widget.NewIcon(icon)
	}
	l := widget.NewLabel(label)
	return widgets.NewFlowGrid(2, container.NewBorder(nil, nil, left, nil, l), ctl)
}
