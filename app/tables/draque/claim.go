package draque

import (
	"errors"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	edraque "arbiter/engine/draque"
	"arbiter/engine/game"
	sdraque "arbiter/scoring/draque"
	"arbiter/session"
)

// Zones a tapped card goes to, in the order of their buttons.
const (
	zoneOut = iota
	zoneSeries
	zoneDiscard
)

// zoneNames name the zones in the draft.
var zoneNames = []string{"out_of_game", "series", "discard"}

// claimForm is the table: who claims, the cards out of game, the series
// and the discard, each tap answered by the engine, and Record in the
// action bar.
type claimForm struct {
	s        *screen
	claimant string
	out      []cards.ElementCard
	series   []cards.ElementCard
	discard  cards.ElementCard
	zone     int
	// current is the claim in the form as the session judged it, when it
	// can be recorded.
	current *session.Preview[*sdraque.Game, sdraque.Claim, sdraque.Verdict]

	// event is what just happened, shown until the next tap.
	event     string
	eventKind widget.Importance
	steps     game.Explanation

	status      *widgets.StatusLine
	info        *widgets.StatusLine
	why         *widget.Button
	whoBtns     []*widget.Button
	zoneBtns    []*widget.Button
	seriesView  *fyne.Container
	discardView *fyne.Container
	deck        *widgets.ElementDeckGrid
	outList     *widget.Label
	actions     *widgets.EntryActions // Clear, Stop correcting, Record
	root        fyne.CanvasObject
}

func newClaimForm(s *screen) *claimForm {
	f := &claimForm{s: s, zone: zoneSeries}
	f.status = widgets.NewStatusLine(3)
	f.info = widgets.NewStatusLine(2)
	f.why = widget.NewButton(i18n.T("Why?"), f.showWhy)

	var who []fyne.CanvasObject
	for _, p := range s.players {
		p := p
		b := widget.NewButton(p, func() { f.choose(p) })
		f.whoBtns = append(f.whoBtns, b)
		who = append(who, b)
	}
	var zones []fyne.CanvasObject
	for i, name := range []string{i18n.T("Out of game"), i18n.T("Series"), i18n.T("Discard")} {
		i := i
		b := widget.NewButton(name, func() { f.setZone(i) })
		f.zoneBtns = append(f.zoneBtns, b)
		zones = append(zones, b)
	}
	// The zones stay in view in the header, with the status: a zone is
	// chosen between taps anywhere in the deck.
	header := container.NewVBox(
		f.status,
		widgets.NewFlowGrid(3, zones...))
	// The claim's cards in a strip of fixed height: a card tapped in never
	// moves the deck below.
	f.seriesView = container.NewGridWrap(widgets.PlacedCardSize)
	f.discardView = container.NewGridWrap(widgets.PlacedCardSize)
	strip := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	strip.SetMinSize(fyne.NewSize(0, 2*widgets.PlacedCardSize.Height+theme.Padding()))
	claimStrip := container.NewStack(strip, container.NewBorder(nil, nil, nil,
		container.NewVBox(discardLabel(), container.NewCenter(f.discardView)), f.seriesView))

	f.deck = widgets.NewElementDeckGrid(f.tapped)
	f.outList = widgets.CaptionLabel("")
	empty := widget.NewButtonWithIcon(i18n.T("Drawing pile empty?"), theme.QuestionIcon(), f.showExhaustion)
	body := container.NewVBox(
		f.info,
		widgets.CaptionLabel(i18n.T("Who claims the win?")),
		widgets.NewFlowGrid(4, who...),
		claimStrip,
		f.deck.Root,
		f.outList,
		empty,
	)

	clear := func() {
		f.claimant, f.series, f.discard = "", nil, cards.ElementCard{}
		f.zone = zoneSeries
		f.entered()
	}
	stop := func() {
		f.s.ds.StopCorrecting()
		f.claimant, f.series, f.discard = "", nil, cards.ElementCard{}
		f.out = append([]cards.ElementCard(nil), f.kept()...)
		f.entered()
	}
	f.actions = widgets.NewEntryActions("Record", clear, stop, f.recordClaim, f.status)
	f.root = container.NewBorder(container.NewPadded(header), nil, nil, nil,
		widgets.TableLayout(nil, container.NewPadded(body), widgets.NewFlowGrid(3, f.why, f.actions.Clear, f.actions.Stop, f.actions.Save)))
	return f
}

// discardLabel names the discard's slot on one line.
func discardLabel() fyne.CanvasObject {
	l := widget.NewLabel(i18n.T("Discarded"))
	l.SizeName = theme.SizeNameCaptionText
	return l
}

// state is the game the claim applies to: after the last claim, or just
// before the claim being corrected (ok is false while the session reads
// it).
func (f *claimForm) state() (*sdraque.Game, bool) { return f.s.ds.Base() }

// kept are the cards out of game at the claim before: they stay out.
func (f *claimForm) kept() []cards.ElementCard {
	g, ok := f.state()
	if !ok {
		return nil
	}
	return g.OutOfGame()
}

// keepOut puts the cards out of game at the claim before back among those
// out of game: they stay out.
func (f *claimForm) keepOut() {
	for _, k := range f.kept() {
		if !slices.Contains(f.out, k) {
			f.out = append(f.out, k)
		}
	}
}

// correcting is the claim being corrected, if any.
func (f *claimForm) correcting() (session.Row[sdraque.Claim, sdraque.Verdict], bool) {
	return f.s.ds.Correcting()
}

// number is the number of the claim in the form.
func (f *claimForm) number() int {
	if row, ok := f.correcting(); ok {
		return row.Number
	}
	return f.s.ds.Rounds() + 1
}

// over reports whether the game was won and no claim is being corrected.
func (f *claimForm) over() bool {
	_, editing := f.correcting()
	return !editing && f.s.game().Finished()
}

// readingText says the state before the claim being corrected is still
// being read.
func (f *claimForm) readingText() string {
	return i18n.Tf("Reading claim %d…", f.number())
}

// choose makes a player the claimant.
func (f *claimForm) choose(p string) {
	if f.over() {
		f.say(f.overText(), widgets.StatusInfo)
		return
	}
	f.claimant = p
	if f.zone == zoneOut && len(f.series) == 0 {
		f.zone = zoneSeries
	}
	f.entered()
}

func (f *claimForm) setZone(z int) {
	f.zone = z
	f.entered()
}

// say shows a message until the next tap.
func (f *claimForm) say(msg string, kind widget.Importance) {
	f.event, f.eventKind = msg, kind
	f.refresh()
}

// entered follows a tap that changed the claim.
func (f *claimForm) entered() {
	if f.s.loading {
		return
	}
	f.event = ""
	f.s.saveDraft()
	f.refresh()
}

// tapped puts a card in the active zone, or takes it back; what the
// engine refuses is said, with the reason.
func (f *claimForm) tapped(c cards.ElementCard) {
	if f.over() {
		f.say(f.overText(), widgets.StatusInfo)
		return
	}
	name := cardName(c)
	inClaim := slices.Contains(f.series, c) || f.discard == c
	switch f.zone {
	case zoneOut:
		g, ok := f.state()
		if !ok {
			f.say(f.readingText(), widgets.StatusInfo)
			return
		}
		var next []cards.ElementCard
		if slices.Contains(f.out, c) {
			next = slices.DeleteFunc(slices.Clone(f.out), func(x cards.ElementCard) bool { return x == c })
		} else if inClaim {
			f.say(i18n.Tf("%s is in the claim: a card put out of game is in no one's hand.", name), widgets.StatusWarning)
			return
		} else {
			next = append(slices.Clone(f.out), c)
		}
		if err := g.CheckOutOfGame(next); err != nil {
			f.say(f.outRefusal(err, c, g), widgets.StatusWarning)
			return
		}
		f.out = next
	case zoneSeries:
		switch {
		case slices.Contains(f.series, c):
			f.series = slices.DeleteFunc(f.series, func(x cards.ElementCard) bool { return x == c })
		case slices.Contains(f.out, c):
			f.say(i18n.Tf("%s is out of game: it is in no one's hand.", name), widgets.StatusWarning)
			return
		case len(f.series) >= edraque.ClaimHand-1:
			f.say(i18n.T("A series holds at most 7 cards: a claim is the 7 cards of a hand and the one drawn, the discard among them."), widgets.StatusWarning)
			return
		default:
			if f.discard == c {
				f.discard = cards.ElementCard{}
			}
			f.series = append(f.series, c)
		}
	case zoneDiscard:
		switch {
		case f.discard == c:
			f.discard = cards.ElementCard{}
		case slices.Contains(f.out, c):
			f.say(i18n.Tf("%s is out of game: it is in no one's hand.", name), widgets.StatusWarning)
			return
		default:
			f.series = slices.DeleteFunc(f.series, func(x cards.ElementCard) bool { return x == c })
			f.discard = c
		}
	}
	f.entered()
}

// outRefusal words the engine's refusal of a list of cards out of game.
func (f *claimForm) outRefusal(err error, c cards.ElementCard, g *sdraque.Game) string {
	name := cardName(c)
	switch {
	case errors.Is(err, sdraque.ErrBackInGame):
		return i18n.Tf("%s was out of game at claim %d: a card put out stays out.", name, g.Claims())
	case errors.Is(err, edraque.ErrImpossibleOut) && slices.Contains(f.out, c):
		return i18n.Tf("%s cannot come back: the cards put out after it left only because it was out.", name)
	case errors.Is(err, edraque.ErrImpossibleOut):
		lo, hi := edraque.OutOfGame(f.out)
		return i18n.Tf("%s cannot be put out: only the lowest (%d) or highest (%d) value still in game can.", name, lo, hi)
	}
	return widgets.RefusalText(err)
}

// claimOf is the claim as tapped.
func (f *claimForm) claimOf() sdraque.Claim {
	hand := append(slices.Clone(f.series), f.discard)
	return sdraque.Claim{Claimant: f.claimant, Hand: hand, Discard: f.discard, OutOfGame: slices.Clone(f.out)}
}

func (f *claimForm) complete() bool {
	return f.claimant != "" && len(f.series) > 0 && f.discard.Valid()
}

// refresh draws the claim, the deck and the engine's verdict (the
// session's preview).
func (f *claimForm) refresh() {
	row, editing := f.correcting()
	f.actions.ShowEditing(editing)
	for i, b := range f.whoBtns {
		b.Importance = widget.MediumImportance
		if f.s.players[i] == f.claimant {
			b.Importance = widget.HighImportance
		}
		b.Refresh()
	}
	for i, b := range f.zoneBtns {
		b.Importance = widget.MediumImportance
		if i == f.zone {
			b.Importance = widget.HighImportance
		}
		b.Refresh()
	}
	f.drawClaim()
	f.markDeck()
	lo, hi := edraque.OutOfGame(f.out)
	rule := i18n.T("a series is of one element")
	if f.s.game().IgnoreElement() {
		rule = i18n.T("a series may mix elements")
	}
	f.info.Set(i18n.Tf("In game: %d to %d · %s", lo, hi, rule), widgets.StatusInfo)
	f.outList.SetText(outText(f.out))

	status, kind := "", widgets.StatusInfo
	allowed, why := false, ""
	f.steps = nil
	f.current = nil
	switch {
	case f.over():
		status, kind = f.overText(), widgets.StatusDone
		why = status
		f.steps = f.lastSteps()
	case f.complete():
		p, err := f.s.ds.Preview(f.claimOf())
		if errors.Is(err, session.ErrNotReady) {
			status = f.readingText()
			why = status
			break
		}
		if err != nil {
			status, kind = f.claimRefusal(err), widgets.StatusProblem
			why = status
			break
		}
		v := p.Result
		f.steps = v.Steps
		allowed = true
		status, kind = f.verdictText(v)
		if editing && v.Valid && row.Number < f.s.ds.Rounds() {
			// A valid claim ends the game: the claims after it could
			// not have been made (the session would refuse them).
			status, kind = i18n.Tf("Claim %d would win the game, but claims were made after it: undo those first.", row.Number), widgets.StatusProblem
			allowed, why = false, status
			break
		}
		f.current = &p
	default:
		status = f.guidance()
		why = status
	}
	saving, waiting := f.s.ds.Saving()
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
	if len(f.steps) == 0 {
		f.why.Disable()
	} else {
		f.why.Enable()
	}
	f.root.Refresh()
}

// guidance says what the claim needs next.
func (f *claimForm) guidance() string {
	lo, hi := edraque.OutOfGame(f.out)
	switch {
	case f.zone == zoneOut:
		return i18n.Tf("Tap each card put out of game: only the lowest (%d) or highest (%d) value still in game. Tap it again to take it back.", lo, hi)
	case f.claimant == "" && f.isCorrecting():
		return i18n.Tf("Correcting claim %d: who made it?", f.number())
	case f.claimant == "":
		return i18n.T("Who claims the win? Tap their name, then the cards of the series and the discard.")
	case len(f.series) == 0 || f.zone == zoneSeries && !f.discard.Valid():
		return i18n.Tf("Tap the cards of %s's series, then Discard and the card discarded.", f.claimant)
	default:
		return i18n.Tf("Tap Discard, then the card %s discards.", f.claimant)
	}
}

// verdictText says the engine's verdict on the claim in the form.
func (f *claimForm) verdictText(v sdraque.Verdict) (string, widget.Importance) {
	if v.Valid {
		return "✓ " + i18n.Tf("%s's claim stands: %s is a winning series. Recording it ends the game.", f.claimant, seriesWords(v.Series)), widgets.StatusDone
	}
	cl := edraque.CheckWin(f.claimOf().Hand, f.discard, f.out, f.s.game().IgnoreElement())
	text := "✗ " + i18n.Tf("%s's claim fails:", f.claimant) + " " + failWords(cl.Reason)
	if len(v.BetterDiscard) > 0 {
		var names []string
		for _, c := range v.BetterDiscard {
			names = append(names, cardName(c))
		}
		text += " " + i18n.Tf("Discarding %s instead would have won.", strings.Join(names, " "+i18n.T("or")+" "))
	}
	return text, widgets.StatusWarning
}

// failWords says why cards are no winning series (DRAQUE-1).
func failWords(err error) string {
	var s string
	switch {
	case errors.Is(err, edraque.ErrOutOfGame):
		s = i18n.T("a card put out of game counts in no series.")
	case errors.Is(err, edraque.ErrTooShort):
		s = i18n.T("the series has fewer than 3 cards.")
	case errors.Is(err, edraque.ErrNotConsecutive):
		s = i18n.T("the values have a gap.")
	case errors.Is(err, edraque.ErrMixedElements):
		s = i18n.T("the cards are not all of one element.")
	case err != nil:
		return widgets.RefusalText(err)
	}
	return s + " (" + edraque.RulingSeries + ")"
}

// claimRefusal words a claim the engine refuses to judge.
func (f *claimForm) claimRefusal(err error) string {
	switch {
	case errors.Is(err, sdraque.ErrGameOver):
		return f.overText()
	case errors.Is(err, sdraque.ErrBackInGame):
		return i18n.T("A card out of game at the last claim is missing from Out of game: a card put out stays out.")
	case errors.Is(err, session.ErrNotActive):
		return i18n.T("The game is over.")
	}
	var e *game.Error
	if errors.As(err, &e) {
		return i18n.Tf("This claim cannot be recorded: %s", widgets.MessageText(game.Said(e)))
	}
	return widgets.ErrText(err)
}

// overText says who won the game.
func (f *claimForm) overText() string {
	g := f.s.game()
	w, ok := g.Winner()
	if !ok {
		return i18n.T("The game is over.")
	}
	series, discard := g.Series()
	return i18n.Tf("%s won the game with %s, discarding %s. Correct a claim from the claims, or undo the last one.", w, seriesWords(series), cardName(discard))
}

// lastSteps are the steps of the last claim recorded.
func (f *claimForm) lastSteps() game.Explanation {
	n := f.s.ds.Rounds()
	if n == 0 {
		return nil
	}
	return f.s.ds.Row(n - 1).Result.Steps
}

// isCorrecting reports whether a claim in force is in the form.
func (f *claimForm) isCorrecting() bool {
	_, ok := f.correcting()
	return ok
}

// recordClaim records the claim in the form, or the correction of the
// claim being corrected: the session judged it for the preview and
// writes it; the screen follows the session's event.
func (f *claimForm) recordClaim() {
	if f.current == nil {
		return
	}
	c := f.current.Round
	correcting := f.current.Correcting != ""
	number := f.number()
	f.s.ds.Commit(*f.current, func(row session.Row[sdraque.Claim, sdraque.Verdict], err error) {
		if err != nil {
			msg := f.claimRefusal(err)
			if correcting && errors.Is(err, sdraque.ErrGameOver) {
				// The correction makes this claim stand, and a valid claim
				// ends the game: the claims after it could not have been
				// made.
				msg = i18n.Tf("Claim %d would win the game, but claims were made after it: undo those first.", number)
			}
			f.event, f.eventKind = msg, widgets.StatusProblem
			f.refresh()
			return
		}
		v := row.Result
		switch {
		case correcting:
			f.event, f.eventKind = i18n.Tf("Claim %d corrected.", row.Number), widgets.StatusDone
			if st := f.s.ds.Standing(); st.Finished && len(st.Winners) > 0 {
				f.event += " " + i18n.Tf("%s wins the game.", st.Winners[0])
			} else {
				f.event += " " + i18n.T("The game goes on.")
			}
		case v.Valid:
			f.event, f.eventKind = i18n.Tf("Claim %d recorded: %s wins the game with %s.", row.Number, c.Claimant, seriesWords(v.Series)), widgets.StatusDone
		default:
			f.event, f.eventKind = i18n.Tf("Claim %d recorded: %s's claim fails and the game goes on.", row.Number, c.Claimant), widgets.StatusInfo
		}
		f.claimant, f.series, f.discard = "", nil, cards.ElementCard{}
		f.zone = zoneSeries
		f.keepOut()
		f.s.saveDraft()
		f.refresh()
	})
	f.refresh()
}

// startEdit puts a claim in force in the form to be corrected.
func (f *claimForm) startEdit(row session.Row[sdraque.Claim, sdraque.Verdict]) {
	f.fill(row.Round)
	f.event = ""
}

// putBack puts an undone claim in the form as a new claim, and says so.
func (f *claimForm) putBack(number int, c sdraque.Claim) {
	// Cards put out of game since the claim stay out.
	out := f.out
	f.fill(c)
	for _, x := range out {
		if !slices.Contains(f.out, x) {
			f.out = append(f.out, x)
		}
	}
	f.event = i18n.Tf("Claim %d taken back: it is in the form again. Fix it and record it.", number)
	f.eventKind = widgets.StatusWarning
}

func (f *claimForm) fill(c sdraque.Claim) {
	f.claimant = c.Claimant
	f.out = slices.Clone(c.OutOfGame)
	f.series = slices.DeleteFunc(slices.Clone(c.Hand), func(x cards.ElementCard) bool { return x == c.Discard })
	f.discard = c.Discard
	f.zone = zoneSeries
}

// drawClaim shows the series and the discard in their strip; a tap on a
// placed card takes it back.
func (f *claimForm) drawClaim() {
	f.seriesView.RemoveAll()
	for _, c := range f.series {
		c := c
		f.seriesView.Add(widgets.NewCardFace(widgets.SpecElement(c), widgets.PlacedCardSize, func() {
			f.series = slices.DeleteFunc(f.series, func(x cards.ElementCard) bool { return x == c })
			f.entered()
		}))
	}
	f.discardView.RemoveAll()
	if f.discard.Valid() {
		f.discardView.Add(widgets.NewCardFace(widgets.SpecElement(f.discard), widgets.PlacedCardSize, func() {
			f.discard = cards.ElementCard{}
			f.entered()
		}))
	} else {
		slot := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
		slot.CornerRadius = 6
		slot.SetMinSize(widgets.PlacedCardSize)
		f.discardView.Add(slot)
	}
	f.seriesView.Refresh()
	f.discardView.Refresh()
}

// markDeck marks the cards of the active zone and dims those that cannot
// go there.
func (f *claimForm) markDeck() {
	g, ok := f.state()
	if !ok {
		g = nil
	}
	f.deck.Mark(func(c cards.ElementCard) (dim, sel bool) {
		isOut := slices.Contains(f.out, c)
		inClaim := slices.Contains(f.series, c) || f.discard == c
		if f.over() {
			return true, false
		}
		switch f.zone {
		case zoneOut:
			if isOut {
				return false, true
			}
			if inClaim || g == nil {
				return true, false
			}
			return g.CheckOutOfGame(append(slices.Clone(f.out), c)) != nil, false
		case zoneSeries:
			return isOut || f.discard == c, slices.Contains(f.series, c)
		default:
			return isOut || slices.Contains(f.series, c), f.discard == c
		}
	})
}

// showWhy explains the verdict step by step.
func (f *claimForm) showWhy() { widgets.ShowWhy(f.s.u, draqueID, f.steps) }
