package widgets

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

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/storage"
)

// sheetOptions tune the score sheet to a game.
type SheetOptions struct {
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
type ScoreSheet struct {
	U      host.Host
	St     *storage.Store
	GameID string
	opt    SheetOptions

	totals *fyne.Container
	List   *widget.List
	rounds []storage.Round
	Undo   *widget.Button
	Root   fyne.CanvasObject
}

func NewScoreSheet(u host.Host, st *storage.Store, g storage.Game, opt SheetOptions) *ScoreSheet {
	s := &ScoreSheet{U: u, St: st, GameID: g.ID, opt: opt}
	if s.opt.SideLabel == nil {
		s.opt.SideLabel = func(side string) string { return side }
	}
	s.totals = container.NewVBox()
	s.List = widget.NewList(
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
	s.List.OnSelected = func(id widget.ListItemID) {
		s.List.UnselectAll()
		if id < len(s.rounds) {
			s.ShowRound(s.rounds[id])
		}
	}
	s.Undo = widget.NewButtonWithIcon(i18n.T("Undo last round"), theme.ContentUndoIcon(), s.confirmUndo)
	s.Root = container.NewBorder(container.NewVBox(s.totals, s.Undo), nil, nil, nil, s.List)
	s.Refresh()
	return s
}

// refresh reloads totals and rounds from the store.
func (s *ScoreSheet) Refresh() {
	t, err := s.St.Totals(s.GameID)
	if err != nil {
		s.U.ShowErr(err)
		return
	}
	s.drawTotals(t)
	rounds, err := s.St.Rounds(s.GameID)
	if err != nil {
		s.U.ShowErr(err)
		return
	}
	s.rounds = rounds
	if len(rounds) == 0 {
		s.Undo.Disable()
	} else {
		s.Undo.Enable()
	}
	s.List.Refresh()
}

func (s *ScoreSheet) drawTotals(t storage.Totals) {
	s.totals.RemoveAll()
	sides := make([]string, 0, len(t.Scores))
	for side := range t.Scores {
		sides = append(sides, side)
	}
	sort.Strings(sides)
	for _, side := range sides {
		v := t.Scores[side]
		label := widget.NewLabelWithStyle(fmt.Sprintf("%s: %s", s.opt.SideLabel(side), TrimFloat(v)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		if s.opt.Target > 0 {
			bar := widget.NewProgressBar()
			bar.Max = s.opt.Target
			bar.SetValue(minFloat(v, s.opt.Target))
			bar.TextFormatter = func() string { return fmt.Sprintf("%s / %s", TrimFloat(v), TrimFloat(s.opt.Target)) }
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
		msg := i18n.T("Game over: no winner")
		if len(names) > 0 {
			msg = fmt.Sprintf(i18n.T("Game over: %s won"), strings.Join(names, " & "))
		}
		s.totals.Add(widget.NewLabelWithStyle(msg, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	s.totals.Refresh()
}

// rowText is one round: its number, what changed and the totals after it.
func (s *ScoreSheet) rowText(i int) string {
	r := s.rounds[i]
	after := Numbers(r.TotalsAfter)
	var before map[string]float64
	if i > 0 {
		before = Numbers(s.rounds[i-1].TotalsAfter)
	}
	var parts []string
	for _, side := range SortedKeys(after) {
		d := after[side] - before[side]
		parts = append(parts, fmt.Sprintf(i18n.T("%s %+g, now %s"), s.opt.SideLabel(side), d, TrimFloat(after[side])))
	}
	text := fmt.Sprintf("#%d  %s", r.Number, strings.Join(parts, " · "))
	if s.opt.Describe != nil {
		if d := s.opt.Describe(r); d != "" {
			text += "  — " + d
		}
	}
	if r.Version > 1 {
		text += "  " + fmt.Sprintf(i18n.T("(corrected, v%d)"), r.Version)
	}
	return text
}

// showRound shows a round's versions and offers to edit it.
func (s *ScoreSheet) ShowRound(r storage.Round) {
	versions, err := s.St.RoundHistory(r.ID)
	if err != nil {
		s.U.ShowErr(err)
		return
	}
	box := container.NewVBox()
	for _, v := range versions {
		l := widget.NewLabel(fmt.Sprintf(i18n.T("v%d · %s · %s · engine %s"), v.Version, ActionName(v.Action), v.CreatedAt.Local().Format("2 Jan 2006 15:04"), v.EngineVersion))
		l.TextStyle.Bold = v.Version == r.Version
		in := widget.NewLabel(compactJSON(v.Input))
		in.Wrapping = fyne.TextWrapBreak
		in.Importance = widget.LowImportance
		box.Add(container.NewVBox(l, in))
	}
	var d dialog.Dialog
	buttons := []fyne.CanvasObject{}
	if s.opt.Edit != nil {
		edit := widget.NewButtonWithIcon(i18n.T("Edit this round"), theme.DocumentCreateIcon(), func() {
			d.Hide()
			s.opt.Edit(r)
		})
		edit.Importance = widget.HighImportance
		buttons = append(buttons, edit)
	}
	content := container.NewBorder(nil, container.NewHBox(buttons...), nil, nil, container.NewVScroll(box))
	d = dialog.NewCustom(fmt.Sprintf(i18n.T("Round %d"), r.Number), i18n.T("Close"), content, s.U.Window())
	d.Resize(fyne.NewSize(Minf(s.U.Window().Canvas().Size().Width-20, 560), Minf(s.U.Window().Canvas().Size().Height-40, 480)))
	d.Show()
}

func (s *ScoreSheet) confirmUndo() {
	dialog.ShowConfirm(i18n.T("Undo last round"), i18n.T("Take back the last round? It stays in the round's history and can be seen there."), func(ok bool) {
		if !ok {
			return
		}
		res, err := s.St.UndoLastRound(s.GameID)
		if err != nil {
			s.U.ShowErr(err)
			return
		}
		s.Refresh()
		s.U.Changed()
		if s.opt.Changed != nil {
			s.opt.Changed(res.Totals)
		}
	}, s.U.Window())
}

func ActionName(a string) string {
	switch a {
	case storage.ActionCorrection:
		return i18n.T("corrected")
	case storage.ActionUndo:
		return i18n.T("undone")
	}
	return i18n.T("entered")
}

// numbers reads a totals object's numeric values.
func Numbers(raw json.RawMessage) map[string]float64 {
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

func SortedKeys(m map[string]float64) []string {
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
