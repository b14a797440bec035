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
	"arbiter/scoring"
	"arbiter/session"
	"arbiter/storage"
)

// SheetOptions tune the score sheet to a game.
type SheetOptions struct {
	Target    float64 // points that end the game; 0: no target shown
	LowerWins bool    // Burn, Cârts Tîty: the lowest total wins
	// SideLabel names a side for people ("red" -> "Red (Ann)").
	SideLabel func(side string) string
	// Sides is the order the sides are listed in; nil: the game's seat
	// order (the order the rest of a table screen uses).
	Sides []string
	// Describe summarises a round's input in a few words (optional; else
	// the table's registered Describe, if any).
	Describe func(r storage.Round) string
	// Edit opens the game's entry screen on a past round (optional).
	Edit func(r storage.Round)
	// Changed is called after an undo, with the new totals.
	Changed func(t storage.Totals)
	// Undone is called after an undo with the round that was taken back,
	// so a table can put it back in its form to be entered again
	// (optional; the round's input is r.Input).
	Undone func(r storage.Round)
}

// ScoreSheet shows a game's totals with the progress to the target, every
// round with its result, undo of the last round and the audit trail of
// each round (corrections are new versions; nothing is overwritten). A
// game that keeps no score (scoring.Info.Scoreless) shows no points: its
// rounds and its winner only. Rows wrap: nothing is cut with "…".
type ScoreSheet struct {
	U      host.Host
	St     *storage.Store
	GameID string
	game   storage.Game
	opt    SheetOptions
	// scoreless: the game keeps no score (no points are shown).
	scoreless bool

	totals *fyne.Container
	rows   *fyne.Container
	scroll *Scroll
	rounds []storage.Round
	Undo   *widget.Button
	Root   fyne.CanvasObject
}

// NewScoreSheet builds the score sheet of a stored game.
func NewScoreSheet(u host.Host, st *storage.Store, g storage.Game, opt SheetOptions) *ScoreSheet {
	s := &ScoreSheet{U: u, St: st, GameID: g.ID, game: g, opt: opt}
	if info, ok := scoring.InfoFor(g.Kind); ok {
		s.scoreless = info.Scoreless
	}
	if s.opt.SideLabel == nil {
		s.opt.SideLabel = func(side string) string { return side }
	}
	if opt.Edit != nil {
		editors[g.ID] = opt.Edit
	}
	if s.opt.Describe == nil {
		if t, ok := host.Lookup(g.Kind); ok && t.Describe != nil {
			s.opt.Describe = func(r storage.Round) string { return t.Describe(g, r) }
		}
	}
	s.totals = container.NewVBox()
	s.rows = container.NewVBox()
	s.scroll = NewScroll(s.rows)
	s.Undo = widget.NewButtonWithIcon(undoLabel(g.Kind), theme.ContentUndoIcon(), s.confirmUndo)
	s.Root = container.NewBorder(container.NewVBox(s.totals, s.Undo), nil, nil, nil, s.scroll)
	s.Refresh()
	return s
}

// Refresh reloads totals and rounds from the store.
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
	s.rows.RemoveAll()
	for i := range rounds {
		i := i
		l := Wrapped(s.rowText(i))
		info := widget.NewIcon(theme.InfoIcon())
		s.rows.Add(NewTapRow(container.NewBorder(nil, nil, nil, info, l), func() { s.OpenRow(i) }))
	}
	s.rows.Refresh()
}

// OpenRow shows round i (from 0) of the sheet, as a tap on its row does.
func (s *ScoreSheet) OpenRow(i int) {
	if i >= 0 && i < len(s.rounds) {
		s.ShowRound(s.rounds[i])
	}
}

// sides lists the sides of a totals object in the game's order: the
// sheet's own order when given, else the seats' (their positions), then
// any other side by name.
func (s *ScoreSheet) sides(scores map[string]float64) []string {
	order := s.opt.Sides
	if order == nil {
		order = SideOrder(s.game)
	}
	var out []string
	seen := map[string]bool{}
	for _, side := range order {
		if _, ok := scores[side]; ok && !seen[side] {
			seen[side] = true
			out = append(out, side)
		}
	}
	for _, side := range SortedKeys(scores) {
		if !seen[side] {
			out = append(out, side)
		}
	}
	return out
}

// SideOrder is the order of a game's sides as it seats them: by seat
// position, each side once.
func SideOrder(g storage.Game) []string {
	seats := append([]storage.Seat(nil), g.Seats...)
	sort.SliceStable(seats, func(i, j int) bool { return seats[i].Position < seats[j].Position })
	var out []string
	seen := map[string]bool{}
	for _, st := range seats {
		if !seen[st.Side] {
			seen[st.Side] = true
			out = append(out, st.Side)
		}
	}
	return out
}

func (s *ScoreSheet) drawTotals(t storage.Totals) {
	s.totals.RemoveAll()
	if !s.scoreless {
		for _, side := range s.sides(t.Scores) {
			v := t.Scores[side]
			text := fmt.Sprintf("%s: %s", s.opt.SideLabel(side), TrimFloat(v))
			if s.opt.Target > 0 {
				text += " / " + TrimFloat(s.opt.Target)
			}
			label := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			if s.opt.Target > 0 {
				// The figures are in the label: text drawn on the bar would
				// sit half on its fill, half on its pale track, and be
				// readable on neither (issue 16 #8).
				bar := widget.NewProgressBar()
				bar.Max = s.opt.Target
				bar.SetValue(minFloat(v, s.opt.Target))
				bar.TextFormatter = func() string { return "" }
				s.totals.Add(container.NewVBox(label, FixedHeight(bar, 8)))
			} else {
				s.totals.Add(label)
			}
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

// rowText is one round: its number, what changed and the totals after it
// (no points for a game that keeps none), and what happened in words.
func (s *ScoreSheet) rowText(i int) string {
	r := s.rounds[i]
	text := fmt.Sprintf("#%d", r.Number)
	if !s.scoreless {
		after := Numbers(r.TotalsAfter)
		var before map[string]float64
		if i > 0 {
			before = Numbers(s.rounds[i-1].TotalsAfter)
		}
		var parts []string
		for _, side := range s.sides(after) {
			d := after[side] - before[side]
			parts = append(parts, fmt.Sprintf(i18n.T("%s %+g, now %s"), s.opt.SideLabel(side), d, TrimFloat(after[side])))
		}
		text += "  " + strings.Join(parts, " · ")
	}
	if s.opt.Describe != nil {
		if d := s.opt.Describe(r); d != "" {
			text += "  — " + CardWords(d)
		}
	}
	if r.Version > 1 {
		text += "  " + fmt.Sprintf(i18n.T("(corrected, v%d)"), r.Version)
	}
	return text
}

// ShowRound shows a round's versions, each in words, and offers to edit
// it when the sheet can.
func (s *ScoreSheet) ShowRound(r storage.Round) {
	ShowRound(s.U, s.St, r, s.opt.Edit)
}

// ShowRound shows a round's versions in a dialog, each version's input in
// words (RoundWords), with an "Edit this round" button when edit is set.
// The score sheet and the game record both use it.
func ShowRound(u host.Host, st *storage.Store, r storage.Round, edit func(r storage.Round)) {
	versions, err := st.RoundHistory(r.ID)
	if err != nil {
		u.ShowErr(err)
		return
	}
	g, err := st.Game(r.GameID)
	if err != nil {
		u.ShowErr(err)
		return
	}
	ShowRoundVersions(u, g, r, versions, edit)
}

// ShowRoundVersions is ShowRound with the round's game and versions
// already read (the game record reads them off the UI goroutine with the
// rounds).
func ShowRoundVersions(u host.Host, g storage.Game, r storage.Round, versions []storage.RoundVersion, edit func(r storage.Round)) {
	said := VersionWords(g)
	box := container.NewVBox()
	for _, v := range versions {
		l := Wrapped(fmt.Sprintf(i18n.T("v%d · %s · %s · engine %s"), v.Version, ActionName(v.Action), i18n.DateTime(v.CreatedAt.Local()), v.EngineVersion))
		l.TextStyle.Bold = v.Version == r.Version
		box.Add(container.NewVBox(l, Wrapped(said(v.Input))))
	}
	var d dialog.Dialog
	buttons := []fyne.CanvasObject{}
	if edit != nil {
		b := widget.NewButtonWithIcon(i18n.T("Edit this round"), theme.DocumentCreateIcon(), func() {
			d.Hide()
			edit(r)
		})
		b.Importance = widget.HighImportance
		buttons = append(buttons, b)
	}
	content := container.NewBorder(nil, container.NewHBox(buttons...), nil, nil, NewScroll(box))
	d = dialog.NewCustom(fmt.Sprintf(i18n.T("Round %d"), r.Number), i18n.T("Close"), content, u.Window())
	d.Resize(fyne.NewSize(Minf(u.Window().Canvas().Size().Width-20, 560), Minf(u.Window().Canvas().Size().Height-40, 480)))
	d.Show()
}

// VersionWords says a stored round's input of a game in the words of its
// table when the table says its rounds from their typed values (Words,
// SeatWords), else field by field (RoundWords).
func VersionWords(g storage.Game) func(json.RawMessage) string {
	t, ok := host.Lookup(g.Kind)
	def, derr := scoring.Lookup(g.Kind)
	if !ok || (t.Words == nil && t.SeatWords == nil) || derr != nil {
		return RoundWords
	}
	seats := make([]session.Seat, len(g.Seats))
	for i, st := range g.Seats {
		seats[i] = session.Seat{PlayerID: st.PlayerID, Player: st.Name, Side: st.Side, Position: st.Position}
	}
	return func(raw json.RawMessage) string {
		if len(raw) == 0 || string(raw) == "null" {
			return i18n.T("taken back")
		}
		round, err := def.Codec().DecodeRound(raw)
		if err != nil {
			return RoundWords(raw)
		}
		w := ""
		if t.Words != nil {
			w = t.Words(round, nil)
		} else {
			w = t.SeatWords(seats, round, nil)
		}
		if w != "" {
			return w
		}
		return RoundWords(raw)
	}
}

// undoLabel names the undo after what the game calls a round (Undo last
// hand, deal, attack…), as the tables' own buttons do.
func undoLabel(kind string) string {
	info, _ := scoring.InfoFor(kind)
	switch info.RoundNoun {
	case "hand":
		return i18n.T("Undo last hand")
	case "deal":
		return i18n.T("Undo last deal")
	case "attack":
		return i18n.T("Undo last attack")
	case "turn":
		return i18n.T("Undo last turn")
	case "claim":
		return i18n.T("Undo last claim")
	}
	return i18n.T("Undo last round")
}

func (s *ScoreSheet) confirmUndo() {
	dialog.ShowConfirm(undoLabel(s.game.Kind), i18n.T("It is taken back, not deleted: every version of it stays in its history and can be seen there."), func(ok bool) {
		if !ok {
			return
		}
		var last storage.Round
		if len(s.rounds) > 0 {
			last = s.rounds[len(s.rounds)-1]
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
		if s.opt.Undone != nil && last.ID != "" {
			s.opt.Undone(last)
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

func minFloat(a, b float64) float64 {
	if a < b {
		return a
	}
	return b
}

// editors holds, per game, the edit of the score sheet built last for it:
// the game record opens the game's table and corrects a round through it.
var editors = map[string]func(storage.Round){}

// RoundEditor is the edit of the game's latest score sheet (the table's
// "edit this round"), if a table with one was built for the game.
func RoundEditor(gameID string) (func(storage.Round), bool) {
	ed, ok := editors[gameID]
	return ed, ok
}
