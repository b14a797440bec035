package carts

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
	"arbiter/app/tables/tablestore"
	"arbiter/app/widgets"
	ecarts "arbiter/engine/carts"
	"arbiter/engine/game"
	scarts "arbiter/scoring/carts"
	"arbiter/storage"
)

// roundForm is the entry of one round: a row per player with the cards
// left (− and + or a tap on the number) and an overflow mark, the round's
// points as the scoring would give them, and Save in the action bar.
type roundForm struct {
	s       *screen
	counts  []int // by seat, as s.players
	over    []bool
	editing *storage.Round

	// event is what just happened ("Round 2 saved."), shown until the next
	// entry; then the status says what the form needs.
	event     string
	eventKind widget.Importance

	status   *widgets.StatusLine
	countBtn []*widget.Button
	overChk  []*widget.Check
	preview  *fyne.Container
	actions  *widgets.EntryActions // Clear, Stop correcting, Save round
	root     fyne.CanvasObject
}

func newRoundForm(s *screen) *roundForm {
	f := &roundForm{s: s, counts: make([]int, len(s.players)), over: make([]bool, len(s.players))}
	f.status = widgets.NewStatusLine(2)
	body := container.NewVBox()
	help := widgets.CaptionLabel(i18n.T("When someone empties their hand, count the cards every other player still holds. Tap the number to pick it, or use − and +."))
	body.Add(help)
	// The overflow marks are a column under their heading: a check's own
	// text would leave the names no room on a phone at a large text size.
	overHead := widget.NewLabel(i18n.T("Overflow"))
	overHead.SizeName = theme.SizeNameCaptionText
	body.Add(container.NewBorder(nil, nil, nil, overHead))
	f.countBtn = make([]*widget.Button, len(s.players))
	f.overChk = make([]*widget.Check, len(s.players))
	for i, name := range s.players {
		i := i
		minus := widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { f.setCount(i, f.counts[i]-1) })
		plus := widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { f.setCount(i, f.counts[i]+1) })
		f.countBtn[i] = widget.NewButton("0", func() { f.pickCount(i) })
		f.countBtn[i].Importance = widget.LowImportance
		f.overChk[i] = widget.NewCheck("", func(on bool) {
			if f.s.loading {
				return
			}
			f.over[i] = on
			f.entered()
		})
		stepper := container.NewHBox(widgets.CdySized(minus, widgets.CdyTouch), widgets.CdySized(f.countBtn[i], widgets.CdyTouch), widgets.CdySized(plus, widgets.CdyTouch))
		nameLbl := widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		nameLbl.Wrapping = fyne.TextWrapWord
		body.Add(container.NewBorder(nil, nil, nil, container.NewHBox(stepper, f.overChk[i]), nameLbl))
	}
	f.preview = container.NewVBox()
	body.Add(f.preview)

	clear := func() {
		f.set(scarts.Round{})
		f.entered()
	}
	stop := func() {
		f.editing = nil
		f.set(scarts.Round{})
		f.entered()
	}
	f.actions = widgets.NewEntryActions("Save round", clear, stop, f.saveRound, f.status)
	f.root = widgets.TableLayout(f.status, container.NewPadded(body), widgets.NewFlowGrid(2, f.actions.Clear, f.actions.Stop, f.actions.Save))
	return f
}

// input is the round as entered. An overflowed player's cards go with
// the round when a count the engine calls an overflow was entered (more
// than 25): they count among the round's cards (CARTS-4). A smaller count
// left beside a ticked overflow is not the overflowed hand, and the tick
// wins, as it always has.
func (f *roundForm) input() scarts.Round {
	r := scarts.Round{CardsLeft: map[string]int{}, Overflowed: []string{}}
	for i, p := range f.s.players {
		if f.over[i] {
			r.Overflowed = append(r.Overflowed, p)
			if ecarts.Overflowed(f.counts[i]) {
				r.CardsLeft[p] = f.counts[i]
			}
			continue
		}
		r.CardsLeft[p] = f.counts[i]
	}
	return r
}

// set fills the form with a round (the zero round clears it).
func (f *roundForm) set(r scarts.Round) {
	loading := f.s.loading
	f.s.loading = true
	defer func() { f.s.loading = loading }()
	isOver := map[string]bool{}
	for _, p := range r.Overflowed {
		isOver[p] = true
	}
	for i, p := range f.s.players {
		f.counts[i] = r.CardsLeft[p]
		f.over[i] = isOver[p]
		f.countBtn[i].SetText(fmt.Sprint(f.counts[i]))
		f.overChk[i].SetChecked(f.over[i])
	}
}

// entered follows a change a person made: the event is over, the draft
// keeps the entry, the status and preview follow it.
func (f *roundForm) entered() {
	if f.s.loading {
		return
	}
	f.event = ""
	f.s.saveDraft()
	f.refresh()
}

func (f *roundForm) setCount(i, n int) {
	if n < 0 || n > scarts.MaxOverflowHand {
		return
	}
	f.counts[i] = n
	f.countBtn[i].SetText(fmt.Sprint(n))
	f.entered()
}

// pickCount offers every number of cards at once: one tap instead of many.
func (f *roundForm) pickCount(i int) {
	var pop *widget.PopUp
	grid := container.NewGridWithColumns(6)
	for n := 0; n <= ecarts.OverflowLimit; n++ {
		n := n
		b := widget.NewButton(fmt.Sprint(n), func() {
			pop.Hide()
			f.setCount(i, n)
		})
		if n == f.counts[i] {
			b.Importance = widget.HighImportance
		}
		grid.Add(b)
	}
	over := widget.NewButton(i18n.T("More than 25: overflow"), func() {
		pop.Hide()
		f.over[i] = true
		f.s.loading = true
		f.overChk[i].SetChecked(true)
		f.s.loading = false
		f.entered()
	})
	cancel := widget.NewButton(i18n.T("Cancel"), func() { pop.Hide() })
	title := widgets.Wrapped(i18n.T("Cards left for {{.Name}}", map[string]any{"Name": f.s.players[i]}))
	title.TextStyle.Bold = true
	c := f.s.u.Window().Canvas()
	pop = widget.NewModalPopUp(container.NewVBox(title, grid, over, cancel), c)
	pop.Resize(fyne.NewSize(widgets.Minf(c.Size().Width-24, 420), pop.MinSize().Height))
	pop.Show()
}

// state is the game the form's round applies to: the state after the
// last round, or just before the round being corrected.
func (f *roundForm) state() (*scarts.Game, error) {
	return tablestore.StateBefore[*scarts.Game](f.s.st, f.s.g.ID, f.editing, "cârts tîty")
}

// blank reports whether nothing is entered yet.
func (f *roundForm) blank() bool {
	for i := range f.counts {
		if f.counts[i] != 0 || f.over[i] {
			return false
		}
	}
	return true
}

// number is the number of the round in the form.
func (f *roundForm) number() int {
	if f.editing != nil {
		return f.editing.Number
	}
	if f.s.game == nil {
		return 1
	}
	return f.s.game.Rounds() + 1
}

// refresh shows what the round would score (the engine's preview) and
// what the form needs, and which actions are open.
func (f *roundForm) refresh() {
	editing := f.editing != nil
	f.actions.ShowEditing(editing)
	f.preview.RemoveAll()
	defer f.preview.Refresh()
	status, kind := "", widgets.StatusInfo
	allowed, why := true, ""
	g, err := f.state()
	var res scarts.Result
	if err == nil {
		res, err = g.Preview(f.input())
	}
	switch {
	case errors.Is(err, scarts.ErrGameOver):
		status, kind = f.gameOverText(), widgets.StatusDone
		allowed, why = false, status
	case err != nil && f.blank():
		status = i18n.T("Who went out? Leave their count at 0 and set everyone else's cards left.")
		allowed, why = false, status
	case err != nil:
		status, kind = roundProblem(err, f.s.players, f.input()), widgets.StatusWarning
		allowed, why = false, status
	default:
		f.showPreview(res)
		if editing {
			status, kind = i18n.T("Correcting round {{.N}}: saving keeps the old version in its history.", map[string]any{"N": f.editing.Number}), widgets.StatusWarning
		} else {
			status = i18n.T("Round {{.N}} is ready to save.", map[string]any{"N": f.number()})
			if res.Finished {
				status = i18n.T("Saving round {{.N}} ends the game: {{.Names}} won with the lowest total.", map[string]any{"N": f.number(), "Names": strings.Join(res.Winners, " & ")})
			}
		}
	}
	f.actions.Save.SetAllowed(allowed, why)
	if f.event != "" {
		status, kind = f.event, f.eventKind
	}
	f.status.Set(status, kind)
	f.root.Refresh()
}

func (f *roundForm) gameOverText() string {
	t, err := f.s.st.Totals(f.s.g.ID)
	if err != nil || !t.Finished {
		return i18n.T("The game is over.")
	}
	return gameOverWords(t) + " " + i18n.T("Correct a round from the score sheet, or undo the last one.")
}

// gameOverWords says who won a finished game.
func gameOverWords(t storage.Totals) string {
	low := 0.0
	for _, w := range t.Winners {
		low = t.Scores[w]
	}
	return i18n.T("Game over: {{.Names}} won with {{.Points}} points, the lowest total.", map[string]any{"Names": strings.Join(t.Winners, " & "), "Points": widgets.TrimFloat(low)})
}

// showPreview lays out the round's points and the totals after it.
func (f *roundForm) showPreview(res scarts.Result) {
	f.preview.Add(widgets.Heading(i18n.T("This round")))
	grid := container.NewGridWithColumns(3,
		widget.NewLabel(""),
		widget.NewLabelWithStyle(i18n.T("Points"), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle(i18n.T("Total"), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
	for _, p := range f.s.players {
		name := p
		if p == res.Winner {
			name = "★ " + p
		}
		nl := widget.NewLabel(name)
		nl.Wrapping = fyne.TextWrapWord
		grid.Add(nl)
		grid.Add(widget.NewLabelWithStyle(fmt.Sprintf("%+d", res.Points[p]), fyne.TextAlignTrailing, fyne.TextStyle{}))
		grid.Add(widget.NewLabelWithStyle(fmt.Sprint(res.Totals[p]), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
	}
	f.preview.Add(grid)
	all := append(append(game.Explanation{}, res.Steps...), res.End...)
	f.preview.Add(widget.NewAccordion(widget.NewAccordionItem(i18n.T("Why?"), widgets.ExplanationPanel(f.s.u, cartsID, all))))
}

// saveRound stores the round, or the correction of the round in the
// form, and renders the screen from the store again.
func (f *roundForm) saveRound() {
	r := f.input()
	res, err := tablestore.AddOrCorrectRound(f.s.st, f.s.g.ID, f.editing, r)
	if err != nil {
		f.status.Set(roundProblem(err, f.s.players, r), widgets.StatusProblem)
		return
	}
	n := res.Round.Number
	if f.editing != nil {
		f.event = i18n.T("Round {{.N}} corrected: the totals after it are counted again.", map[string]any{"N": n})
	} else {
		f.event = i18n.T("Round {{.N}} saved.", map[string]any{"N": n})
	}
	f.eventKind = widgets.StatusDone
	if res.Totals.Finished {
		f.event += " " + gameOverWords(res.Totals)
	}
	f.editing = nil
	f.set(scarts.Round{})
	f.s.saveDraft()
	f.s.changed()
}

// startEdit puts a stored round in the form to be corrected.
func (f *roundForm) startEdit(r storage.Round) {
	cr, ok := f.decode(r)
	if !ok {
		return
	}
	f.editing = &r
	f.set(cr)
	f.event = ""
	f.refresh()
}

// putBack puts an undone round in the form as a new round, and says so.
func (f *roundForm) putBack(r storage.Round) {
	cr, ok := f.decode(r)
	if !ok {
		return
	}
	f.editing = nil
	f.set(cr)
	f.event = i18n.T("Round {{.N}} taken back: it is in the form again. Fix it and save it.", map[string]any{"N": r.Number})
	f.eventKind = widgets.StatusWarning
}

// fill puts a round the turn helper followed in the form.
func (f *roundForm) fill(r scarts.Round) {
	f.editing = nil
	f.set(r)
	f.event = i18n.T("The hands counted in Turns are in the form: check them and save round {{.N}}.", map[string]any{"N": f.number()})
	f.eventKind = widgets.StatusDone
	f.s.saveDraft()
	f.refresh()
}

// decode reads a stored round in the game's own type.
func (f *roundForm) decode(r storage.Round) (scarts.Round, bool) {
	cr, err := tablestore.StoredRound[scarts.Round](f.s.st, r, "cârts tîty: round")
	if err != nil {
		f.s.u.ShowErr(err)
		return scarts.Round{}, false
	}
	return cr, true
}
