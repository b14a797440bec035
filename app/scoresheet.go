package app

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/storage"
)

// sheetOptions tune the score sheet to a game.
type sheetOptions struct {
	Target    float64 // points that end the game; 0: no target shown
	LowerWins bool    // Burn, Cârts Tîty: the lowest total wins
	// SideLabel names a side for people ("red" -> "Red (Ann)").
	SideLabel func(side string) string
	// Describe summarises a round's input in a few words (optional).
	Describe func(r storage.Round) string
	// Edit opens the game's entry screen on a past round (optional).
	Edit func(r storage.Round)
	// Changed is called after an undo, with the new totals.
	Changed func(t storage.Totals)
}

// scoreSheet shows a game's totals with the progress to the target, every
// round with its result, undo of the last round and the audit trail of
// each round (corrections are new versions; nothing is overwritten).
type scoreSheet struct {
	u      Host
	st     *storage.Store
	gameID string
	opt    sheetOptions

	totals *fyne.Container
	list   *widget.List
	rounds []storage.Round
	undo   *widget.Button
	root   fyne.CanvasObject
}

func newScoreSheet(u Host, st *storage.Store, g storage.Game, opt sheetOptions) *scoreSheet {
	s := &scoreSheet{u: u, st: st, gameID: g.ID, opt: opt}
	if s.opt.SideLabel == nil {
		s.opt.SideLabel = func(side string) string { return side }
	}
	s.totals = container.NewVBox()
	s.list = widget.NewList(
		func() int { return len(s.rounds) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			if id < len(s.rounds) {
				o.(*widget.Label).SetText(s.rowText(id))
			}
		})
	s.list.OnSelected = func(id widget.ListItemID) {
		s.list.UnselectAll()
		if id < len(s.rounds) {
			s.showRound(s.rounds[id])
		}
	}
	s.undo = widget.NewButtonWithIcon(T("Undo last round"), theme.ContentUndoIcon(), s.confirmUndo)
	s.root = container.NewBorder(container.NewVBox(s.totals, s.undo), nil, nil, nil, s.list)
	s.refresh()
	return s
}

// refresh reloads totals and rounds from the store.
func (s *scoreSheet) refresh() {
	t, err := s.st.Totals(s.gameID)
	if err != nil {
		s.u.ShowErr(err)
		return
	}
	s.drawTotals(t)
	rounds, err := s.st.Rounds(s.gameID)
	if err != nil {
		s.u.ShowErr(err)
		return
	}
	s.rounds = rounds
	if len(rounds) == 0 {
		s.undo.Disable()
	} else {
		s.undo.Enable()
	}
	s.list.Refresh()
}

func (s *scoreSheet) drawTotals(t storage.Totals) {
	s.totals.RemoveAll()
	sides := make([]string, 0, len(t.Scores))
	for side := range t.Scores {
		sides = append(sides, side)
	}
	sort.Strings(sides)
	for _, side := range sides {
		v := t.Scores[side]
		label := widget.NewLabelWithStyle(fmt.Sprintf("%s: %s", s.opt.SideLabel(side), trimFloat(v)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		if s.opt.Target > 0 {
			bar := widget.NewProgressBar()
			bar.Max = s.opt.Target
			bar.SetValue(minFloat(v, s.opt.Target))
			bar.TextFormatter = func() string { return fmt.Sprintf("%s / %s", trimFloat(v), trimFloat(s.opt.Target)) }
			s.totals.Add(container.NewBorder(nil, nil, label, nil, bar))
		} else {
			s.totals.Add(label)
		}
	}
	if t.Finished {
		var names []string
		for _, w := range t.Winners {
			names = append(names, s.opt.SideLabel(w))
		}
		msg := T("Game over: no winner")
		if len(names) > 0 {
			msg = fmt.Sprintf(T("Game over: %s won"), strings.Join(names, " & "))
		}
		s.totals.Add(widget.NewLabelWithStyle(msg, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	s.totals.Refresh()
}

// rowText is one round: its number, what changed and the totals after it.
func (s *scoreSheet) rowText(i int) string {
	r := s.rounds[i]
	after := numbers(r.TotalsAfter)
	var before map[string]float64
	if i > 0 {
		before = numbers(s.rounds[i-1].TotalsAfter)
	}
	var parts []string
	for _, side := range sortedKeys(after) {
		d := after[side] - before[side]
		parts = append(parts, fmt.Sprintf(T("%s %+g, now %s"), s.opt.SideLabel(side), d, trimFloat(after[side])))
	}
	text := fmt.Sprintf("#%d  %s", r.Number, strings.Join(parts, " · "))
	if s.opt.Describe != nil {
		if d := s.opt.Describe(r); d != "" {
			text += "  — " + d
		}
	}
	if r.Version > 1 {
		text += "  " + fmt.Sprintf(T("(corrected, v%d)"), r.Version)
	}
	return text
}

// showRound shows a round's versions and offers to edit it.
func (s *scoreSheet) showRound(r storage.Round) {
	versions, err := s.st.RoundHistory(r.ID)
	if err != nil {
		s.u.ShowErr(err)
		return
	}
	box := container.NewVBox()
	for _, v := range versions {
		l := widget.NewLabel(fmt.Sprintf(T("v%d · %s · %s · engine %s"), v.Version, actionName(v.Action), v.CreatedAt.Local().Format("2 Jan 2006 15:04"), v.EngineVersion))
		l.TextStyle.Bold = v.Version == r.Version
		in := widget.NewLabel(compactJSON(v.Input))
		in.Wrapping = fyne.TextWrapBreak
		in.Importance = widget.LowImportance
		box.Add(container.NewVBox(l, in))
	}
	var d dialog.Dialog
	buttons := []fyne.CanvasObject{}
	if s.opt.Edit != nil {
		edit := widget.NewButtonWithIcon(T("Edit this round"), theme.DocumentCreateIcon(), func() {
			d.Hide()
			s.opt.Edit(r)
		})
		edit.Importance = widget.HighImportance
		buttons = append(buttons, edit)
	}
	content := container.NewBorder(nil, container.NewHBox(buttons...), nil, nil, container.NewVScroll(box))
	d = dialog.NewCustom(fmt.Sprintf(T("Round %d"), r.Number), T("Close"), content, s.u.Window())
	d.Resize(fyne.NewSize(minf(s.u.Window().Canvas().Size().Width-20, 560), minf(s.u.Window().Canvas().Size().Height-40, 480)))
	d.Show()
}

func (s *scoreSheet) confirmUndo() {
	dialog.ShowConfirm(T("Undo last round"), T("Take back the last round? It stays in the round's history and can be seen there."), func(ok bool) {
		if !ok {
			return
		}
		res, err := s.st.UndoLastRound(s.gameID)
		if err != nil {
			s.u.ShowErr(err)
			return
		}
		s.refresh()
		s.u.Changed()
		if s.opt.Changed != nil {
			s.opt.Changed(res.Totals)
		}
	}, s.u.Window())
}

func actionName(a string) string {
	switch a {
	case storage.ActionCorrection:
		return T("corrected")
	case storage.ActionUndo:
		return T("undone")
	}
	return T("entered")
}

// numbers reads a totals object's numeric values.
func numbers(raw json.RawMessage) map[string]float64 {
	out := map[string]float64{}
	var m map[string]any
	if json.Unmarshal(raw, &m) != nil {
		return out
	}
	for k, v := range m {
		if f, ok := v.(float64); ok {
			out[k] = f
		}
	}
	return out
}

func sortedKeys(m map[string]float64) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func compactJSON(raw json.RawMessage) string {
	if len(raw) == 0 || string(raw) == "null" {
		return "—"
	}
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return string(raw)
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func minFloat(a, b float64) float64 {
	if a < b {
		return a
	}
	return b
}
