package widgets

import (
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
)

// EntryActions are the actions of a table's form that enters a new round
// and corrects a stored one alike: Clear empties the form, Stop correcting
// leaves a correction (one of the two is shown), and Save stores the
// entry; when Save is not open a tap says why in the form's status line
// instead of doing nothing.
type EntryActions struct {
	Clear *widget.Button
	Stop  *widget.Button
	Save  *PymReasonButton
	// saveLabel is Save's English text for a new round ("Save round"),
	// translated whenever it is shown, like every label.
	saveLabel string
}

// NewEntryActions makes the actions; clear, stop and save run on their
// taps, status says why Save is refused.
func NewEntryActions(saveLabel string, clear, stop, save func(), status *StatusLine) *EntryActions {
	a := &EntryActions{saveLabel: saveLabel}
	a.Clear = widget.NewButtonWithIcon(i18n.T("Clear"), theme.ContentClearIcon(), clear)
	a.Stop = widget.NewButtonWithIcon(i18n.T("Stop correcting"), theme.CancelIcon(), stop)
	a.Save = NewPymReasonButton(i18n.T(saveLabel), save, func(why string) { status.Set(why, StatusWarning) })
	a.Save.Icon = theme.DocumentSaveIcon()
	a.Save.Importance = widget.HighImportance
	return a
}

// ShowEditing shows Stop correcting and Save correction while a stored
// round is in the form (editing), else Clear and Save with its label.
func (a *EntryActions) ShowEditing(editing bool) {
	a.Clear.Hidden, a.Stop.Hidden = editing, !editing
	if editing {
		a.Save.SetText(i18n.T("Save correction"))
	} else {
		a.Save.SetText(i18n.T(a.saveLabel))
	}
}
