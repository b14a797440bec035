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
	"arbiter/app/widgets"
	ecarts "arbiter/engine/carts"
	"arbiter/engine/game"
	"arbiter/scoring"
	scarts "arbiter/scoring/carts"
	"arbiter/session"
)

// roundForm is the entry of one round: a row per player with the cards
// left (− and + or a tap on the number) and an overflow mark, the round's
// points as the scoring would give them, and Save in the action bar.
type roundForm struct {
	s      *screen
	counts []int  // by seat, as s.players
	known  []bool // the count was set: a count never set is no 0 (GEN-1)
	over   []bool
	// current is the round in the form as the session applied it, when
	// it can be saved.
	current *session.Preview[*scarts.Game, scarts.Round, scarts.Result]

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
	f := &roundForm{s: s, counts: make([]int, len(s.players)), known: make([]bool, len(s.players)), over: make([]bool, len(s.players))}
	f.status = widgets.NewStatusLine(2)
	body := container.NewVBox()
	help := widgets.CaptionLabel(i18n.T("When someone empties their hand, set their count to 0 and count the cards every other player still holds: tap a count to pick it, or use − and +."))
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
		// From a count not set yet, − sets 0 (the one who went out) and
		// + sets 1.
		minus := widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() {
			if !f.known[i] {
				f.setCount(i, 0)
				return
			}
			f.setCount(i, f.counts[i]-1)
		})
		plus := widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() {
			if !f.known[i] {
				f.setCount(i, 1)
				return
			}
			f.setCount(i, f.counts[i]+1)
		})
		f.countBtn[i] = widget.NewButton(unset, func() { f.pickCount(i) })
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
		f.s.cs.StopCorrecting()
		f.set(scarts.Round{})
		f.entered()
	}
	f.actions = widgets.NewEntryActions("Save round", clear, stop, f.saveRound, f.status)
	f.root = widgets.TableLayout(f.status, container.NewPadded(body), widgets.NewFlowGrid(2, f.actions.Clear, f.actions.Stop, f.actions.Save))
	return f
}

// unset is what a count never set shows: no number, as none was given.
const unset = "–"

// input is the round as entered: the counts set, and who overflowed. A
// player whose count was never set has none (the scoring refuses the
// round until it is set or the overflow ticked). An overflowed player's
// cards go with the round when a count the engine calls an overflow was
// entered (more than 25): they count among the round's cards (CARTS-4). A
// smaller count left beside a ticked overflow is not the overflowed hand,
// and the tick wins.
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
		if f.known[i] {
			r.CardsLeft[p] = f.counts[i]
		}
	}
	return r
}

// countText is a count as its button shows it.
func (f *roundForm) countText(i int) string {
	if !f.known[i] {
		return unset
	}
	return fmt.Sprint(f.counts[i])
}

// missing are the players still in whose count was never set.
func (f *roundForm) missing() []string {
	var out []string
	for i, p := range f.s.players {
		if !f.known[i] && !f.over[i] {
			out = append(out, p)
		}
	}
	return out
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
		f.counts[i], f.known[i] = r.CardsLeft[p]
		f.over[i] = isOver[p]
		f.countBtn[i].SetText(f.countText(i))
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
	f.counts[i], f.known[i] = n, true
	f.countBtn[i].SetText(f.countText(i))
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
		if f.known[i] && n == f.counts[i] {
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
	title := widgets.Wrapped(i18n.Tf("Cards left for %s", f.s.players[i]))
	title.TextStyle.Bold = true
	c := f.s.u.Window().Canvas()
	pop = widget.NewModalPopUp(container.NewVBox(title, grid, over, cancel), c)
	pop.Resize(fyne.NewSize(widgets.Minf(c.Size().Width-24, 420), pop.MinSize().Height))
	pop.Show()
}

// blank reports whether nothing is entered yet.
func (f *roundForm) blank() bool {
	for i := range f.counts {
		if f.known[i] || f.over[i] {
			return false
		}
	}
	return true
}

// isMissing reports whether a refusal is about a count never set: the
// scoring names the player's field, and the form knows it was not set.
func (f *roundForm) isMissing(err error) bool {
	name, ok := strings.CutPrefix(game.FieldOf(err), "cards_left.")
	if !ok {
		return false
	}
	for i, p := range f.s.players {
		if p == name {
			return !f.known[i] && !f.over[i]
		}
	}
	return false
}

// number is the number of the round in the form.
func (f *roundForm) number() int {
	if row, ok := f.s.cs.Correcting(); ok {
		return row.Number
	}
	return f.s.cs.Rounds() + 1
}

// refresh shows what the round would score (the session's preview) and
// what the form needs, and which actions are open.
func (f *roundForm) refresh() {
	correcting, editing := f.s.cs.Correcting()
	f.actions.ShowEditing(editing)
	f.preview.RemoveAll()
	defer f.preview.Refresh()
	f.current = nil
	status, kind := "", widgets.StatusInfo
	allowed, why := true, ""
	p, err := f.s.cs.Preview(f.input())
	saving, waiting := f.s.cs.Saving()
	switch {
	case errors.Is(err, session.ErrNotReady):
		status = i18n.Tf("Reading round %d…", correcting.Number)
		allowed, why = false, status
	case errors.Is(err, scarts.ErrGameOver), errors.Is(err, session.ErrNotActive):
		status, kind = f.gameOverText(), widgets.StatusDone
		allowed, why = false, status
	case err != nil && f.blank():
		status = i18n.T("Who went out? Tap 0 for them, then set everyone else's cards left or tick Overflow.")
		allowed, why = false, status
	case err != nil && f.isMissing(err):
		status = i18n.Tf("Cards left not set yet: %s. Set each count (0 for the one who went out) or tick Overflow.", nameList(f.missing()))
		allowed, why = false, status
	case err != nil:
		status, kind = roundProblem(err, f.s.players, f.input()), widgets.StatusWarning
		allowed, why = false, status
	default:
		f.current = &p
		res := p.Result
		f.showPreview(res)
		if editing {
			status, kind = i18n.Tf("Correcting round %d: saving keeps the old version in its history.", correcting.Number), widgets.StatusWarning
		} else {
			status = i18n.Tf("Round %d is ready to save.", f.number())
			if res.Finished {
				status = i18n.Tf("Saving round %d ends the game: %s wins with the lowest total.", f.number(), nameList(res.Winners))
				if len(res.Winners) > 1 {
					status = i18n.Tf("Saving round %d ends the game: %s share the win with the lowest total.", f.number(), nameList(res.Winners))
				}
			}
		}
	}
	switch {
	case waiting:
		status, kind = i18n.T("Another program is using the history: the round is kept and saved as soon as it is free."), widgets.StatusWarning
		allowed, why = false, status
	case saving:
		allowed, why = false, i18n.T("Saving…")
	}
	f.actions.Save.SetAllowed(allowed, why)
	if f.event != "" && !waiting {
		status, kind = f.event, f.eventKind
	}
	f.status.Set(status, kind)
	f.root.Refresh()
}

func (f *roundForm) gameOverText() string {
	st := f.s.cs.Standing()
	if !st.Finished {
		return i18n.T("The game is over.")
	}
	return gameOverWords(st) + " " + i18n.T("Correct a round from the score sheet, or undo the last one.")
}

// gameOverWords says who won a finished game.
func gameOverWords(st scoring.Standing) string {
	low := 0
	for _, w := range st.Winners {
		low, _ = st.Total(w)
	}
	if len(st.Winners) > 1 {
		return i18n.Tf("Game over: %s share the win with %d points each, the lowest total.", nameList(st.Winners), low)
	}
	return i18n.Tf("Game over: %s won with %d points, the lowest total.", nameList(st.Winners), low)
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

// saveRound saves the round in the form, or the correction of the round
// being corrected: the session applied it for the preview and writes it;
// the screen follows the session's event.
func (f *roundForm) saveRound() {
	if f.current == nil {
		return
	}
	r := f.current.Round
	correcting := f.current.Correcting != ""
	f.s.cs.Commit(*f.current, func(row session.Row[scarts.Round, scarts.Result], err error) {
		if err != nil {
			f.event, f.eventKind = roundProblem(err, f.s.players, r), widgets.StatusProblem
			f.refresh()
			return
		}
		if correcting {
			f.event = i18n.Tf("Round %d corrected: the totals after it are counted again.", row.Number)
		} else {
			f.event = i18n.Tf("Round %d saved.", row.Number)
		}
		f.eventKind = widgets.StatusDone
		if st := f.s.cs.Standing(); st.Finished {
			f.event += " " + gameOverWords(st)
		}
		f.set(scarts.Round{})
		f.refresh()
	})
	f.refresh()
}

// startEdit puts a round in force in the form to be corrected.
func (f *roundForm) startEdit(row session.Row[scarts.Round, scarts.Result]) {
	f.set(row.Round)
	f.event = ""
	f.refresh()
}

// putBack puts an undone round in the form as a new round, and says so.
func (f *roundForm) putBack(number int, r scarts.Round) {
	f.set(r)
	f.event = i18n.Tf("Round %d taken back: it is in the form again. Fix it and save it.", number)
	f.eventKind = widgets.StatusWarning
}

// fill puts a round the turn helper followed in the form.
func (f *roundForm) fill(r scarts.Round) {
	f.s.cs.StopCorrecting()
	f.set(r)
	f.event = i18n.Tf("The hands counted in Turns are in the form: check them and save round %d.", f.number())
	f.eventKind = widgets.StatusDone
	f.s.saveDraft()
	f.refresh()
}
