package dealentry

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/pymtheg"
	pymscore "arbiter/scoring/pymtheg"
)

// The score: the deal in the form as the session's preview scores it on
// the game before it (the engine's result and explanation), or what the
// form still needs, which Save says at a tap.

func (t *DealEntry) buildResult() {
	t.resultUI.RemoveAll()
	t.preview, t.prevErr, t.need = nil, nil, ""
	if !t.hasDeal {
		t.need = i18n.T("The contract is not complete yet.")
		t.resultUI.Add(widgets.Wrapped(t.need))
		return
	}
	deal, err := t.d.deal(t.contract, t.dealer())
	if err == nil {
		p, perr := t.cs.Preview(deal)
		if perr == nil {
			t.preview = &p
		}
		err = perr
	}
	if err != nil {
		t.prevErr = err
		t.need = t.needWords(err)
		msg := widgets.Wrapped(t.need)
		if !errors.Is(err, errIncomplete) && !errors.Is(err, pymtheg.ErrUnfinished) {
			msg.Importance = widget.WarningImportance
		}
		t.resultUI.Add(msg)
		return
	}
	o := t.preview.Result
	big := widgets.Bold(fmt.Sprintf("%s %+d · %s %+d", TeamWord(pymtheg.NS), o.Score.NS, TeamWord(pymtheg.EW), o.Score.EW))
	big.Wrapping = fyne.TextWrapWord
	big.SizeName = theme.SizeNameSubHeadingText
	t.resultUI.Add(big)
	switch {
	case o.Cheat:
		pen := widgets.Wrapped(penaltyWords(&t.names, o))
		pen.Importance = widget.DangerImportance
		t.resultUI.Add(pen)
	case o.Made != nil && *o.Made:
		t.resultUI.Add(widgets.Wrapped(i18n.T("Contract made")))
	case o.Made != nil:
		t.resultUI.Add(widgets.Wrapped(i18n.T("Contract lost")))
	}
	why := widget.NewAccordion(widget.NewAccordionItem(i18n.T("Why?"), widgets.ExplanationPanel(t.u, pymscore.ID, widgets.SayableSteps(o.Steps))))
	why.Open(0)
	t.resultUI.Add(why)
}

// needWords says what the form needs before the deal can be saved, or
// why the engine refuses it.
func (t *DealEntry) needWords(err error) string {
	switch {
	case errors.Is(err, errIncomplete) && t.d.ByTrick:
		return i18n.T("No trick entered yet.")
	case errors.Is(err, errIncomplete) && t.contract.Contract == pymtheg.Burn:
		n, _ := t.d.countsDone(t.contract)
		return i18n.Tf("Enter the fire and water cards of both teams: %d of 4 counts entered.", n)
	case errors.Is(err, errIncomplete):
		n, _ := t.d.countsDone(t.contract)
		return i18n.Tf("Enter the tricks every seat took: %d of 4 seats entered.", n)
	case t.d.ByTrick && errors.Is(err, pymtheg.ErrUnfinished):
		return i18n.Tf("%d of 15 tricks entered.", len(t.d.Played))
	}
	return t.refusal(err)
}
