package myre

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	mengine "arbiter/engine/myre"
	"arbiter/scoring"
	mscore "arbiter/scoring/myre"
	"arbiter/session"
)

// renderMode shows the entry, the resolved hand or the game's end, with
// their actions in the bar.
func (t *myreTable) renderMode() {
	t.entry.Hide()
	t.result.Hide()
	t.winner.Hide()
	t.secondary.Show()
	t.secondary.Enable()
	saving, _ := t.cs.Saving()
	if t.cs.Rounds() > 0 && !saving {
		t.undoB.Enable()
	} else {
		t.undoB.Disable()
	}
	t.primary.Enable()
	_, editing := t.correcting()
	switch t.mode {
	case modeEntry:
		t.entry.Show()
		setButton(t.primary, i18n.T("Resolve"), theme.VisibilityIcon())
		t.primary.OnTapped = t.resolve
		if _, ready := t.state(); !ready {
			t.primary.Disable()
		}
		if editing {
			setButton(t.secondary, i18n.T("Cancel the correction"), theme.CancelIcon())
			t.secondary.OnTapped = t.cancelEdit
		} else {
			setButton(t.secondary, i18n.T("Clear the hand"), theme.ContentClearIcon())
			t.secondary.OnTapped = t.confirmClear
		}
	case modeResult:
		t.result.Show()
		save := i18n.T("Save hand")
		if editing {
			save = i18n.T("Save the correction")
		}
		setButton(t.primary, save, theme.DocumentSaveIcon())
		t.primary.OnTapped = t.save
		if saving {
			// One write at a time: a second tap saves nothing twice, and
			// the cards stay as they are saved.
			t.primary.Disable()
			t.secondary.Disable()
		}
		setButton(t.secondary, i18n.T("Change the cards"), theme.NavigateBackIcon())
		t.secondary.OnTapped = func() {
			t.mode = modeEntry
			t.resolved = nil
			t.renderHead()
			t.renderMode()
		}
	case modeOver:
		t.winner.Show()
		setButton(t.primary, i18n.T("Back to the games"), theme.HomeIcon())
		t.primary.OnTapped = func() { t.u.Home(host.SectionPlay) }
		t.secondary.Hide()
	}
	t.body.Relayout()
}

// setButton gives a button its words and icon, drawing it again only
// when they change (drawing a button reads its icon's picture again).
func setButton(b *widget.Button, text string, icon fyne.Resource) {
	if b.Text != text || b.Icon == nil || icon == nil || b.Icon.Name() != icon.Name() {
		b.Text, b.Icon = text, icon
		b.Refresh()
	}
}

// ---- resolve and save ----

// hand builds the hand to play from the piles, as the game's rules read
// them; battlePile maps each battle to its pile (from 1).
func (t *myreTable) hand() (mscore.Hand, []int, error) {
	st, ok := t.state()
	if !ok {
		return mscore.Hand{}, nil, session.ErrNotReady
	}
	first := mengine.NoSide
	if t.firstBox.Visible() {
		first, _ = mengine.ParseSide(t.firstChoice())
	}
	h, battles, err := st.HandOf(t.enteredPiles(), first)
	if err != nil {
		return h, nil, err
	}
	battlePile := make([]int, len(battles))
	for i, p := range battles {
		battlePile[i] = p + 1
	}
	return h, battlePile, nil
}

// resolve plays the hand on a copy of the game (the session's preview, in
// memory) and shows every battle.
func (t *myreTable) resolve() {
	h, battlePile, err := t.hand()
	if err != nil {
		t.status.Problem(t.why(err, nil))
		return
	}
	p, err := t.cs.Preview(h)
	if err != nil {
		t.status.Problem(t.why(err, nil))
		return
	}
	t.resolved, t.battlePile = &p, battlePile
	t.showResult(p.Result, battlePile)
	t.mode = modeResult
	t.renderHead()
	t.status.SetNote(i18n.Tf("Hand %d resolved: check the battles, then save the hand.", p.Result.Hand), widgets.StatusInfo)
	t.renderMode()
	t.body.ScrollToTop()
}

// showResult draws the battles: formations highlighted, the winner marked,
// the captures with their points and the reasons.
func (t *myreTable) showResult(res mscore.HandResult, battlePile []int) {
	t.result.RemoveAll()
	t.result.Add(widgets.Heading(i18n.Tf("Hand %d resolved", res.Hand)))
	var lines []string
	lines = append(lines, i18n.Tf("Points this hand: Red +%d, Black +%d. Totals: Red %d, Black %d (target %d).",
		res.Points.Red, res.Points.Black, res.Totals.Red, res.Totals.Black, t.opt.Target))
	if !res.Captures {
		lines = append(lines, i18n.T("Nothing captured: the face-up scouts stay and each player adds one more next hand."))
	}
	if res.Finished {
		lines = append(lines, i18n.Tf("%s reaches the target and wins the game.", t.sideLabel(res.Winner)))
	} else if res.NextFirst != mengine.NoSide {
		lines = append(lines, i18n.Tf("%s goes first next hand.", t.sideLabel(res.NextFirst)))
	}
	sum := widgets.Wrapped(strings.Join(lines, "\n"))
	sum.TextStyle.Bold = true
	t.result.Add(sum)
	if len(res.Battles) == 0 {
		t.result.Add(widgets.Wrapped(i18n.T("No pile was fought over: nothing is captured.")))
	}
	for i, o := range res.Battles {
		pile := i + 1
		if i < len(battlePile) {
			pile = battlePile[i]
		}
		t.result.Add(t.battleCard(pile, o))
	}
	t.result.Add(widget.NewAccordion(widget.NewAccordionItem(i18n.T("Why? The whole hand"), widgets.ExplanationPanel(t.u, myreID, res.Steps))))
	t.result.Refresh()
}

// battleCard is one resolved battle.
func (t *myreTable) battleCard(pile int, o mengine.Outcome) fyne.CanvasObject {
	box := container.NewVBox()
	// The scouting pile, the scout used in a formation highlighted.
	scoutSpecs := make([]widgets.CardSpec, len(o.Scout))
	for i, c := range o.Scout {
		scoutSpecs[i] = widgets.SpecStandard(c)
	}
	scoutRow := widgets.CardRow(scoutSpecs, myreResultCard, nil)
	for i, c := range o.Scout {
		for _, a := range []*mengine.Army{&o.Red, &o.Black} {
			if a.ScoutUsed != nil && *a.ScoutUsed == c {
				scoutRow.Objects[i].(*widgets.CardFace).SetSelected(true)
			}
		}
	}
	owner := i18n.Tf("%s's pile", t.sideShort(o.ScoutOwner))
	box.Add(container.NewBorder(nil, nil, container.NewHBox(widget.NewLabelWithStyle(i18n.Tf("Pile %d", pile), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), scoutRow), nil, widget.NewLabel(owner)))
	for _, side := range myreSides {
		box.Add(t.armyRow(side, o.Army(side), o.Winner == side))
	}
	// The verdict is the engine's: the steps of its explanation that say
	// who won and how (strength, the high cards, an inextricable tie),
	// bold, then what the battle moved (the cards jailed with their
	// points, the jokers taken); the whole explanation is under Why?.
	for i, st := range o.Verdict() {
		l := widgets.Wrapped(widgets.StepText(st))
		l.TextStyle.Bold = i == 0
		box.Add(l)
	}
	box.Add(widget.NewAccordion(widget.NewAccordionItem(i18n.T("Why?"), widgets.ExplanationPanel(t.u, myreID, o.Explanation))))
	return widget.NewCard("", "", box)
}

// armyRow shows a side's positioned cards with its formations highlighted;
// the winner's row is marked.
func (t *myreTable) armyRow(side mengine.Side, a *mengine.Army, won bool) fyne.CanvasObject {
	var specs []widgets.CardSpec
	inFormation := map[cards.Card]bool{}
	for _, f := range a.Formations {
		for _, c := range f.Cards {
			inFormation[c] = true
		}
	}
	var marks []bool
	for _, p := range a.Positioned {
		specs = append(specs, widgets.SpecStandard(p.Card))
		marks = append(marks, inFormation[p.Card] || (p.Card.IsJoker() && !p.FaceDown))
	}
	row := widgets.CardRow(specs, myreResultCard, nil)
	for i, m := range marks {
		row.Objects[i].(*widgets.CardFace).SetSelected(m)
	}
	text := fmt.Sprintf("%s · %s %d", t.sideLabel(side), i18n.T("strength"), a.Strength)
	if len(a.Positioned) == 0 {
		text = i18n.Tf("%s positioned nothing", t.sideLabel(side))
	} else {
		text += " — " + myreArmyWords(*a)
	}
	if won {
		text = "★ " + text
	}
	l := widgets.Wrapped(text)
	if won {
		l.TextStyle.Bold = true
	}
	content := container.NewVBox(l, row)
	if !won {
		return content
	}
	bg := canvas.NewRectangle(color.NRGBA{widgets.WinGold.R, widgets.WinGold.G, widgets.WinGold.B, 0x33})
	bg.CornerRadius = 6
	bg.StrokeColor = widgets.WinGold
	bg.StrokeWidth = 2
	return container.NewStack(bg, container.NewPadded(content))
}

// save hands the resolved hand (or the correction) to the session: the
// session writes it on its own goroutine; the table hears it saved (or
// refused) and draws the game as it is then. The hand is applied once,
// by the preview.
func (t *myreTable) save() {
	if t.resolved == nil {
		t.mode = modeEntry
		t.renderMode()
		t.status.Problem(i18n.T("Resolve the hand first."))
		return
	}
	p := *t.resolved
	wasEdit := p.Correcting != ""
	stash := t.stash
	t.saving = true
	t.cs.Commit(p, func(row session.Row[mscore.Hand, mscore.HandResult], err error) {
		t.saving = false
		if err != nil {
			t.mode = modeEntry
			t.resolved = nil
			t.render()
			t.status.Problem(t.why(err, nil))
			return
		}
		t.resolved = nil
		t.mode = modeEntry
		if wasEdit && stash != nil {
			// The new hand put aside comes back.
			d := *stash
			d.Stash = nil
			t.stash = nil
			t.loadDraft(d)
			t.saveDraft()
		} else if t.cs.Draft().key() != t.draft().key() {
			t.stash = nil
			t.newHand()
		}
		done := i18n.Tf("Hand %d saved.", row.Number)
		if wasEdit {
			done = i18n.Tf("Hand %d corrected.", row.Number)
		}
		t.status.SetNote(done, widgets.StatusDone)
		t.render()
		t.body.ScrollToTop()
	})
	// Until the session has written it, Save is off.
	t.renderMode()
}

// ---- corrections and undo ----

// startEdit opens a hand in force in the entry to correct it; the hand
// being entered is put aside and comes back after the correction.
func (t *myreTable) startEdit(roundID string) {
	row, ok := t.cs.RowByID(roundID)
	if !ok {
		// Saved elsewhere since the session last read the game: once it
		// has read it again.
		t.editNext = roundID
		return
	}
	stash := t.stash
	if _, editing := t.correcting(); !editing {
		d := t.draft()
		d.Stash = nil
		stash = nil
		if !d.emptyHand(t.base()) {
			stash = &d
		}
	}
	if err := t.cs.Correct(roundID); err != nil {
		t.u.ShowErr(err)
		return
	}
	d := handDraft(row.Round)
	d.Stash = stash
	t.loadDraft(d)
	t.saveDraft()
	t.status.SetNote(i18n.Tf("Correcting hand %d.", row.Number), widgets.StatusWarning)
	t.render()
	t.body.ScrollToTop()
	t.showHand()
}

// editRound opens the page with a hand in the entry (the game record's
// "Edit this round").
func (t *myreTable) editRound(roundID string) { t.startEdit(roundID) }

// emptyHand reports whether the entry holds nothing but the face-up
// scouts a new hand starts with: nothing worth putting aside.
func (d draft) emptyHand(st *mscore.Game) bool {
	stay := st.FaceUpStaying()
	kept := map[string]bool{}
	for _, c := range append(append(cards.Cards{}, stay.Red...), stay.Black...) {
		kept[c.String()] = true
	}
	if d.First != "" {
		return false
	}
	for _, p := range d.Piles {
		if len(p.Red)+len(p.Black) > 0 {
			return false
		}
		if len(p.Scout) == 1 && p.FaceUp && kept[p.Scout[0]] {
			continue
		}
		if len(p.Scout) > 0 || p.FaceUp {
			return false
		}
	}
	return true
}

func (t *myreTable) cancelEdit() {
	row, _ := t.correcting()
	stash := t.stash
	t.stash = nil
	t.cs.StopCorrecting()
	if stash != nil {
		d := *stash
		d.Stash = nil
		t.loadDraft(d)
		t.saveDraft()
	} else {
		t.newHand()
	}
	t.status.SetNote(i18n.Tf("Hand %d left as it was.", row.Number), widgets.StatusInfo)
	t.render()
}

// undone follows an undo: the hand taken back is put in the entry again,
// to be changed and saved.
func (t *myreTable) undone(l session.Line) {
	h, ok := scoring.As[mscore.Hand](l.Round)
	if !ok {
		return
	}
	t.stash = nil
	t.loadDraft(handDraft(h))
	t.saveDraft()
	t.status.SetNote(i18n.Tf("Hand %d taken back: its cards are in the form again. Change them and save.", l.Number), widgets.StatusWarning)
	t.render()
	t.body.ScrollToTop()
	t.showHand()
}
