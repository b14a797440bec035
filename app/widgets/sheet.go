package widgets

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/scoring"
	"arbiter/session"
)

// SheetWindow is how many rounds a score sheet shows at first: saving a
// round redraws what changed in them, so round 1,000 costs what round 1
// does. Older rounds come on request (or in the game's record).
const SheetWindow = 40

// TableSheetOptions tune a table's score sheet.
type TableSheetOptions struct {
	// SideLabel names a side for people ("red" -> "Red (Ann)").
	SideLabel func(side string) string
	// Words says a round in a few words; nil: the table's registered
	// Words, if any.
	Words func(l session.Line) string
	// Edit puts a past round in the table's form (optional).
	Edit func(l session.Line)
	// Undone is called with the round an undo took back, so the table can
	// put it back in its form (optional).
	Undone func(l session.Line)
	// Target overrides the target the standing gives (0: the standing's).
	Target int
}

// TableSheet is a game's score sheet drawn from its table session: the
// totals with the progress to the target, the latest rounds with what each
// changed, undo of the last round, and each round's versions. It draws
// from the session's typed state and redraws only what a change touched.
type TableSheet struct {
	u     host.Host
	t     session.Table
	opt   TableSheetOptions
	info  scoring.Info
	words func(session.Line) string
	// title numbers a round for people; nil: "#N".
	title func(session.Line) string

	totals  *fyne.Container
	rows    *fyne.Container
	scroll  *Scroll
	earlier *widget.Button
	// first is the index of the first round shown.
	first int
	Undo  *widget.Button
	Root  fyne.CanvasObject

	cancel func()
}

// NewTableSheet builds the score sheet of a table session. Close it with
// Close when the page goes.
func NewTableSheet(u host.Host, t session.Table, opt TableSheetOptions) *TableSheet {
	s := &TableSheet{u: u, t: t, opt: opt, info: t.Definition().Info()}
	if s.opt.SideLabel == nil {
		s.opt.SideLabel = func(side string) string { return side }
	}
	s.words = opt.Words
	if s.words == nil {
		switch tb, ok := host.Lookup(s.info.ID); {
		case ok && tb.Words != nil:
			s.words = func(l session.Line) string { return tb.Words(l.Round, l.Result) }
		case ok && tb.SeatWords != nil:
			s.words = func(l session.Line) string { return tb.SeatWords(s.t.Game().Seats, l.Round, l.Result) }
		}
	}
	if tb, ok := host.Lookup(s.info.ID); ok && tb.RoundTitle != nil {
		// The game numbers its rounds its own way (a run-off game's
		// turns from 1).
		s.title = func(l session.Line) string { return tb.RoundTitle(l.Number, l.Round, l.Result) }
	}
	s.totals = container.NewVBox()
	s.rows = container.NewVBox()
	s.earlier = widget.NewButtonWithIcon("", theme.MoreVerticalIcon(), s.showEarlier)
	s.earlier.Importance = widget.LowImportance
	s.Undo = widget.NewButtonWithIcon(undoLabel(s.info.ID), theme.ContentUndoIcon(), s.confirmUndo)
	s.scroll = NewScroll(container.NewVBox(s.earlier, s.rows))
	s.Root = container.NewBorder(container.NewVBox(s.totals, s.Undo), nil, nil, nil, s.scroll)
	s.cancel = t.Subscribe(s.heard)
	s.Redraw()
	return s
}

// Close stops the sheet following its session.
func (s *TableSheet) Close() {
	if s.cancel != nil {
		s.cancel()
		s.cancel = nil
	}
}

// heard redraws what an event changed.
func (s *TableSheet) heard(ev session.Event) {
	n := s.t.Rounds()
	switch ev.Kind {
	case session.Saved:
		s.drawTotals()
		if len(s.rows.Objects) == n-1-s.first {
			// Only what changed is drawn: the new round's row, and the
			// oldest row goes when the window moves on. The rows shown
			// keep their drawing (a refresh of the rows would draw every
			// one of them again), so a save costs the same at round 1,000
			// as at round 40.
			s.rows.Objects = append(s.rows.Objects, s.row(n-1))
			if len(s.rows.Objects) > SheetWindow {
				s.rows.Objects = s.rows.Objects[1:]
				s.first++
			}
			s.layoutRows()
			s.drawEarlier()
		} else {
			s.drawRows()
		}
		s.drawUndo()
	case session.Corrected:
		s.drawTotals()
		// The corrected round and every round after it may say something
		// else now.
		from := max(ev.Number-1, s.first)
		if from-s.first <= len(s.rows.Objects) {
			s.rows.Objects = s.rows.Objects[:from-s.first]
			for i := from; i < n; i++ {
				s.rows.Add(s.row(i))
			}
			s.rows.Refresh()
		} else {
			s.drawRows()
		}
	case session.Undone:
		s.drawTotals()
		if k := len(s.rows.Objects); k > 0 && n-s.first == k-1 {
			s.rows.Objects = s.rows.Objects[:k-1]
			s.layoutRows()
		} else {
			s.drawRows()
		}
		s.drawUndo()
		if s.opt.Undone != nil {
			if l, ok := s.t.TakenBackLine(); ok {
				s.opt.Undone(l)
			}
		}
	case session.Elsewhere:
		s.Redraw()
	}
}

// repaintRows tells the rows' scroll and the window that rows came or
// went, without drawing the rows again.
// layoutRows places the rows shown once, after rows came or went.
func (s *TableSheet) layoutRows() {
	s.rows.Layout.Layout(s.rows.Objects, s.rows.Size())
	s.repaintRows()
}

func (s *TableSheet) repaintRows() {
	s.scroll.Relayout()
	if c := fyne.CurrentApp().Driver().CanvasForObject(s.rows); c != nil {
		c.Refresh(s.rows)
	}
}

// Redraw draws the whole sheet again from the session.
func (s *TableSheet) Redraw() {
	s.drawTotals()
	s.first = max(0, s.t.Rounds()-SheetWindow)
	s.drawRows()
	s.drawUndo()
}

func (s *TableSheet) drawUndo() {
	if s.t.Rounds() == 0 {
		s.Undo.Disable()
	} else {
		s.Undo.Enable()
	}
}

func (s *TableSheet) drawRows() {
	n := s.t.Rounds()
	if s.first > n {
		s.first = max(0, n-SheetWindow)
	}
	objs := make([]fyne.CanvasObject, 0, n-s.first)
	for i := s.first; i < n; i++ {
		objs = append(objs, s.row(i))
	}
	s.rows.Objects = objs
	s.rows.Refresh()
	s.drawEarlier()
}

func (s *TableSheet) drawEarlier() {
	if s.first == 0 {
		s.earlier.Hide()
		return
	}
	s.earlier.SetText(i18n.N(min(s.first, SheetWindow), "Show %d earlier round", "Show %d earlier rounds"))
	s.earlier.Show()
}

// showEarlier adds the rounds before those shown, a window at a time.
func (s *TableSheet) showEarlier() {
	s.first = max(0, s.first-SheetWindow)
	s.drawRows()
}

func (s *TableSheet) target() int {
	if s.opt.Target > 0 {
		return s.opt.Target
	}
	return s.t.Standing().Target
}

func (s *TableSheet) drawTotals() {
	st := s.t.Standing()
	s.totals.RemoveAll()
	target := s.target()
	if !s.info.Scoreless {
		for _, side := range st.Totals {
			text := fmt.Sprintf("%s: %d", s.opt.SideLabel(side.Side), side.Points)
			if target > 0 {
				text += fmt.Sprintf(" / %d", target)
			}
			label := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			if target > 0 {
				// The figures are in the label: text drawn on the bar would
				// sit half on its fill, half on its pale track.
				bar := widget.NewProgressBar()
				bar.Max = float64(target)
				bar.SetValue(float64(min(side.Points, target)))
				bar.TextFormatter = func() string { return "" }
				s.totals.Add(container.NewVBox(label, FixedHeight(bar, 8)))
			} else {
				s.totals.Add(label)
			}
		}
	}
	g := s.t.Game()
	if g.Status == session.Finished {
		winners := g.Winners
		if st.Finished {
			winners = st.Winners
		}
		var names []string
		for _, w := range winners {
			names = append(names, s.opt.SideLabel(w))
		}
		msg := i18n.T("Game over: no winner")
		if len(names) > 0 {
			msg = i18n.Tf("Game over: %s won", strings.Join(names, " & "))
		}
		s.totals.Add(widget.NewLabelWithStyle(msg, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	s.totals.Refresh()
}

// row is round i as a tappable row.
func (s *TableSheet) row(i int) fyne.CanvasObject {
	l := s.t.Line(i)
	text := s.LineText(i, l)
	info := widget.NewIcon(theme.InfoIcon())
	return NewTapRow(container.NewBorder(nil, nil, nil, info, Wrapped(text)), func() { s.showVersions(l) })
}

// LineText is round i: its number, what it changed and the totals after
// it (no points for a game that keeps none), and what happened in words.
func (s *TableSheet) LineText(i int, l session.Line) string {
	text := fmt.Sprintf("#%d", l.Number)
	if s.title != nil {
		text = s.title(l)
	}
	if !s.info.Scoreless {
		var before scoring.Standing
		if i > 0 {
			before = s.t.Line(i - 1).After
		}
		var parts []string
		for _, side := range l.After.Totals {
			was, _ := before.Total(side.Side)
			parts = append(parts, i18n.Tf("%s %+d, now %d", s.opt.SideLabel(side.Side), side.Points-was, side.Points))
		}
		text += "  " + strings.Join(parts, " · ")
	}
	if s.words != nil {
		if d := s.words(l); d != "" {
			text += "  — " + d
		}
	}
	if l.Version > 1 {
		text += "  " + i18n.Tf("(corrected, v%d)", l.Version)
	}
	return text
}

// showVersions shows a round's versions once the session has read them.
func (s *TableSheet) showVersions(l session.Line) {
	s.t.Versions(l.ID, func(vs []session.Version, err error) {
		if err != nil {
			s.u.ShowErr(err)
			return
		}
		ShowVersions(s.u, l, vs, func(r scoring.Round) string {
			if s.words == nil || r == nil {
				return ""
			}
			return s.words(session.Line{Round: r})
		}, s.opt.Edit)
	})
}

// ShowVersions shows a round's versions in a dialog, each version's round
// in words, with "Edit this round" when edit is set.
func ShowVersions(u host.Host, l session.Line, vs []session.Version, words func(scoring.Round) string, edit func(session.Line)) {
	box := container.NewVBox()
	for _, v := range vs {
		head := Wrapped(i18n.Tf("v%d · %s · %s · engine %s", v.Version, ActionName(string(v.Action)), i18n.DateTime(v.At.Local()), v.Engine))
		head.TextStyle.Bold = v.Version == l.Version
		said := i18n.T("taken back")
		if v.Round != nil {
			said = words(v.Round)
		}
		box.Add(container.NewVBox(head, Wrapped(said)))
	}
	var d dialog.Dialog
	var buttons []fyne.CanvasObject
	if edit != nil {
		b := widget.NewButtonWithIcon(i18n.T("Edit this round"), theme.DocumentCreateIcon(), func() {
			d.Hide()
			edit(l)
		})
		b.Importance = widget.HighImportance
		buttons = append(buttons, b)
	}
	content := container.NewBorder(nil, container.NewHBox(buttons...), nil, nil, NewScroll(box))
	d = dialog.NewCustom(i18n.Tf("Round %d", l.Number), i18n.T("Close"), content, u.Window())
	size := u.Window().Canvas().Size()
	d.Resize(fyne.NewSize(Minf(size.Width-20, 560), Minf(size.Height-40, 480)))
	d.Show()
}

func (s *TableSheet) confirmUndo() {
	dialog.ShowConfirm(undoLabel(s.info.ID), i18n.T("It is taken back, not deleted: every version of it stays in its history and can be seen there."), func(ok bool) {
		if !ok {
			return
		}
		s.t.UndoLast(func(l session.Line, err error) {
			if err != nil {
				s.u.ShowErr(err)
				return
			}
			s.u.Changed()
		})
	}, s.u.Window())
}
