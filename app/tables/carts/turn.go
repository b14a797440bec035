package carts

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	ecarts "arbiter/engine/carts"
	"arbiter/engine/game"
	scarts "arbiter/scoring/carts"
)

// turnLog is the turn helper's round as the actions taken: replaying it
// on engine/carts' TurnState gives the table. It is kept in the draft.
type turnLog struct {
	First   int      `json:"first"` // seat of the player who plays first
	Top     string   `json:"top"`   // the card turned up
	Actions []action `json:"actions"`
}

type action struct {
	Kind   string `json:"kind"` // play, draw, skip, exchange, announce, rebuild
	Card   string `json:"card,omitempty"`
	N      int    `json:"n,omitempty"`
	Player int    `json:"player,omitempty"` // announce: the table's player number
}

// turnHelper follows a round card by card. Every answer comes from the
// engine's TurnState: which cards may go on the top card and why not
// (Try), whether the player may draw, skip or exchange (CanDraw, CanSkip,
// CanExchange), who must announce a last card and by when (MustAnnounce,
// AnnounceBy), and what a missed announcement costs: before an action
// that would make someone pay the penalty, the helper asks whether they
// announced, instead of assuming they did not.
type turnHelper struct {
	s     *screen
	log   *turnLog
	state *ecarts.TurnState // the log replayed
	last  []ecarts.Warning  // what the last action raised
	// selected is the card tapped to be checked (the zero card: none).
	selected cards.ElementCard
	// event is what the last action did, shown until the next tap.
	event     string
	eventKind widget.Importance
	// steps are what Why? explains: the tapped card's, else the last
	// action's.
	steps game.Explanation

	turnLine *widgets.StatusLine
	verdict  *widgets.StatusLine
	why      *widget.Button
	undo     *widget.Button
	topCard  *fyne.Container
	setupBox *fyne.Container
	firstSel *widget.Select
	deck     *widgets.ElementDeckGrid
	handsBox *fyne.Container
	restart  *widget.Button
	bar      *fyne.Container
	playBar  fyne.CanvasObject
	endBar   fyne.CanvasObject
	play     *widgets.PymReasonButton
	pass     *widgets.PymReasonButton // draws what is owed, or skips
	exchange *widgets.PymReasonButton
	// rebuilt records the drawing pile rebuilt from the playing pile:
	// the cards played before can come back.
	rebuilt *widgets.PymReasonButton
	root    fyne.CanvasObject
}

func newTurnHelper(s *screen) *turnHelper {
	t := &turnHelper{s: s}
	t.turnLine = widgets.NewStatusLine(3)
	t.verdict = widgets.NewStatusLine(3)
	t.why = widget.NewButton(i18n.T("Why?"), t.showWhy)
	t.undo = widget.NewButtonWithIcon(i18n.T("Take back"), theme.ContentUndoIcon(), t.takeBack)
	placeholder := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	placeholder.SetMinSize(widgets.DeckCardSize)
	t.topCard = container.NewStack(placeholder)
	// The top card with who is on turn, then the verdict with its Why?:
	// lines of fixed height, whatever they say.
	header := container.NewVBox(
		container.NewBorder(nil, nil, container.NewCenter(t.topCard), nil, t.turnLine),
		container.NewBorder(nil, nil, nil, container.NewCenter(t.why), t.verdict))

	intro := widgets.CaptionLabel(i18n.T("Follow the table card by card: Arbiter says whether a card may be played and why, who owes or skips, and asks about last cards. Hands are counted, never shown."))
	t.firstSel = widget.NewSelect(s.players, nil)
	if len(s.players) > 0 {
		t.firstSel.SetSelectedIndex(0)
	}
	t.setupBox = container.NewVBox(intro, container.NewBorder(nil, nil, widget.NewLabel(i18n.T("Plays first")), nil, t.firstSel),
		widgets.Wrapped(i18n.T("Then tap the card turned up to start the playing pile:")))
	t.deck = widgets.NewElementDeckGrid(t.tapped)
	t.handsBox = container.NewVBox()
	t.restart = widget.NewButtonWithIcon(i18n.T("Start the round again"), theme.ViewRefreshIcon(), func() {
		dialog.ShowConfirm(i18n.T("Start the round again"), i18n.T("Forget every card played in this round and turn up a new first card?"), func(ok bool) {
			if ok {
				t.reset("")
			}
		}, s.u.Window())
	})
	t.rebuilt = widgets.NewPymReasonButton(i18n.T("Drawing pile rebuilt"), func() { t.attempt(action{Kind: "rebuild"}) }, t.refused)
	t.rebuilt.Icon = theme.ViewRefreshIcon()
	body := container.NewVBox(t.setupBox, t.deck.Root, widget.NewSeparator(), t.handsBox, t.rebuilt, t.restart)

	t.play = widgets.NewPymReasonButton(i18n.T("Play it"), t.playSelected, t.refused)
	t.play.Icon = theme.ConfirmIcon()
	t.play.Importance = widget.HighImportance
	t.pass = widgets.NewPymReasonButton("", t.passTurn, t.refused)
	t.exchange = widgets.NewPymReasonButton("", func() { t.attempt(action{Kind: "exchange"}) }, t.refused)
	t.playBar = widgets.NewFlowGrid(4, t.play, t.pass, t.exchange, t.undo)
	score := widget.NewButtonWithIcon(i18n.T("Score this round"), theme.DocumentSaveIcon(), t.scoreRound)
	score.Importance = widget.HighImportance
	again := widget.NewButtonWithIcon(i18n.T("New round"), theme.ViewRefreshIcon(), func() { t.reset("") })
	undo := widget.NewButtonWithIcon(i18n.T("Take back"), theme.ContentUndoIcon(), t.takeBack)
	t.endBar = widgets.NewFlowGrid(3, score, undo, again)
	t.bar = container.NewStack()
	t.root = container.NewBorder(container.NewPadded(header), nil, nil, nil, widgets.TableLayout(nil, container.NewPadded(body), t.bar))
	t.render()
	return t
}

// player names the table's player i (player 0 plays first).
func (t *turnHelper) player(i int) string {
	n := len(t.s.players)
	if n == 0 {
		return ""
	}
	first := 0
	if t.log != nil {
		first = t.log.First
	}
	return t.s.players[((first+i)%n+n)%n]
}

// names are the players by the table's numbers.
func (t *turnHelper) names() []string {
	out := make([]string, len(t.s.players))
	for i := range out {
		out[i] = t.player(i)
	}
	return out
}

// replay rebuilds the table from a log; the warnings are the last
// action's. It stops at the first action the engine refuses and says how
// many it applied.
func replay(log *turnLog, players int, r ecarts.Rules) (*ecarts.TurnState, []ecarts.Warning, int, error) {
	top, err := cards.ParseElementCard(log.Top)
	if err != nil {
		return nil, nil, 0, err
	}
	st, err := ecarts.NewTurnState(players, top, r)
	if err != nil {
		return nil, nil, 0, err
	}
	var warns []ecarts.Warning
	for i, a := range log.Actions {
		if err := apply(st, a); err != nil {
			return st, warns, i, err
		}
		if a.Kind != "announce" {
			warns = st.Warnings()
		}
	}
	return st, warns, len(log.Actions), nil
}

func apply(st *ecarts.TurnState, a action) error {
	switch a.Kind {
	case "play":
		c, err := cards.ParseElementCard(a.Card)
		if err != nil {
			return err
		}
		_, err = st.Play(c)
		return err
	case "draw":
		return st.Draw(a.N)
	case "skip":
		return st.Skip()
	case "exchange":
		return st.Exchange()
	case "announce":
		return st.Announce(a.Player)
	case "rebuild":
		return st.Rebuild()
	}
	return fmt.Errorf("cârts tîty: no action %q", a.Kind)
}

// restore replays the draft's log (nil: the helper waits for a round).
func (t *turnHelper) restore(log *turnLog) {
	t.log, t.state, t.last = nil, nil, nil
	if log != nil {
		st, warns, n, err := replay(log, len(t.s.players), t.s.opts().EngineRules())
		if st != nil {
			if err != nil {
				// The rest no longer applies (the rules changed): the
				// table as far as it went.
				log.Actions = log.Actions[:n]
			}
			t.log, t.state, t.last = log, st, warns
		}
	}
	if t.selected.Valid() && t.state == nil {
		t.selected = cards.ElementCard{}
	}
}

// reset forgets the round followed so far.
func (t *turnHelper) reset(event string) {
	t.log, t.state, t.last, t.steps = nil, nil, nil, nil
	t.selected = cards.ElementCard{}
	t.event, t.eventKind = event, widgets.StatusInfo
	t.s.saveDraft()
	t.render()
}

// tapped is a tap on a card of the deck: the first card of the round, or
// the card to check.
func (t *turnHelper) tapped(c cards.ElementCard) {
	if t.log == nil {
		first := t.firstSel.SelectedIndex()
		if first < 0 {
			first = 0
		}
		t.log = &turnLog{First: first, Top: c.String(), Actions: []action{}}
		st, warns, _, err := replay(t.log, len(t.s.players), t.s.opts().EngineRules())
		if err != nil {
			t.log = nil
			t.verdict.Set(widgets.ErrText(err), widgets.StatusProblem)
			return
		}
		t.state, t.last = st, warns
		t.event, t.eventKind = i18n.Tf("%s starts the playing pile.", cardName(c)), widgets.StatusInfo
		t.s.saveDraft()
		t.render()
		return
	}
	t.selected = c
	t.event = ""
	t.render()
}

// verdictOf checks the tapped card: legal or not, with the reason, what
// follows, and the steps.
func (t *turnHelper) verdictOf(c cards.ElementCard) (text string, legal bool, steps game.Explanation) {
	st := t.state
	trial := st.Clone()
	res, err := trial.Play(c)
	name := t.player(st.Turn())
	if err != nil || !res.Legal {
		why := err
		if res.Reason != nil {
			why = res.Reason
		}
		return "✗ " + i18n.Tf("%s may not be played:", cardName(c)) + " " + playRefusal(why, st, name), false, stepWords(res.Steps)
	}
	next := t.player(trial.Turn())
	var then string
	switch {
	case trial.Finished():
		w, _ := trial.Winner()
		then = i18n.Tf("%s wins the round.", t.player(w))
	case trial.ExtraTurn():
		then = i18n.Tf("%s plays again at once (rule of 16).", name)
	case trial.MustSkip():
		then = i18n.Tf("%s must then skip, unless answering with a follow-up.", next)
	case trial.Owed() > 0:
		then = i18n.Tf("%s then owes %d cards.", next, trial.Owed())
	case res.ChainBroken:
		then = i18n.Tf("The chain breaks: %s plays normally.", next)
	default:
		then = i18n.Tf("%s plays next.", next)
	}
	return "✓ " + i18n.Tf("%s may be played:", cardName(c)) + " " + then, true, stepWords(res.Steps)
}

// playRefusal says why a card may not go, from the refusal's sentinel.
func playRefusal(err error, st *ecarts.TurnState, name string) string {
	top := cardName(st.Top())
	var s string
	var pile *ecarts.OnThePile
	switch {
	case errors.As(err, &pile):
		return onThePileWords(pile)
	case errors.Is(err, ecarts.ErrMustAnswer):
		s = i18n.Tf("%s owes %d cards, and only a follow-up of %s (one value above or below) answers that.", name, st.Owed(), top)
	case errors.Is(err, ecarts.ErrMustSkip):
		s = i18n.Tf("%s must skip, and only a follow-up of %s answers that.", name, top)
	case errors.Is(err, ecarts.ErrNoMatch):
		s = i18n.Tf("it is neither the value nor the element of %s, nor one value above or below it.", top)
	case errors.Is(err, ecarts.ErrGameOver):
		s = i18n.T("the round is over.")
	default:
		return widgets.RefusalText(err)
	}
	return s + ruling(err)
}

// actionRefusal says why the player on turn may not draw, skip or
// exchange, from the engine's refusal.
func (t *turnHelper) actionRefusal(err error) string {
	st := t.state
	name := t.player(st.Turn())
	var s string
	switch {
	case errors.Is(err, ecarts.ErrGameOver):
		s = i18n.T("The round is over.")
	case errors.Is(err, ecarts.ErrMustSkip):
		s = i18n.Tf("%s must skip this turn, or answer with a follow-up.", name)
	case errors.Is(err, ecarts.ErrNothingToSkip):
		s = i18n.Tf("%s was not told to skip: only a follow-up of the same element makes the next player skip.", name)
	case errors.Is(err, ecarts.ErrWrongDraw):
		s = i18n.Tf("%s draws what they owe, else one card.", name)
	case errors.Is(err, ecarts.ErrDrawPileLeft):
		least, _ := st.DrawPile()
		return i18n.N(least, "At least %d card is still in the drawing pile: it is rebuilt only once it is empty (GEN-1).", "At least %d cards are still in the drawing pile: it is rebuilt only once it is empty (GEN-1).")
	case errors.Is(err, ecarts.ErrNoExchange):
		switch {
		case st.Owed() > 0:
			s = i18n.Tf("%s owes %d cards: answer with a follow-up or draw them; no exchange on this turn.", name, st.Owed())
		case st.MustSkip():
			s = i18n.Tf("%s must skip this turn: no exchange on it.", name)
		case st.ExchangesLeft(st.Turn()) == 0:
			s = i18n.Tf("%s has exchanged the hand 3 times, the most a game allows.", name)
		default:
			s = i18n.Tf("%s holds %d cards: exchanging the hand takes 4 or more.", name, st.Hand(st.Turn()))
		}
	default:
		return widgets.RefusalText(err)
	}
	return s + ruling(err)
}

// warningText words a warning of the engine with the players' names.
func (t *turnHelper) warningText(w ecarts.Warning) string {
	name := t.player(w.Player)
	switch w.Kind {
	case ecarts.WarnLastCard:
		if w.Cards > 1 {
			return i18n.Tf("%s holds one card and owes one more: %d.", name, w.Cards)
		}
		if by, ok := t.state.AnnounceBy(w.Player); ok {
			return i18n.Tf("%s holds one card: announce it before %s's turn ends.", name, t.player(by))
		}
		return i18n.Tf("%s holds one card.", name)
	case ecarts.WarnPenalty:
		return i18n.Tf("%s did not announce the last card in time: %d penalty cards.", name, w.Cards)
	case ecarts.WarnOverflow:
		return i18n.Tf("%s holds %d cards, more than 25: out of the round.", name, w.Cards)
	case ecarts.WarnSkipped:
		return i18n.Tf("%s skips this turn.", name)
	case ecarts.WarnChainVoid:
		return i18n.Tf("%s holds one card: the debt would pass 10, so the chain breaks.", name)
	case ecarts.WarnExtraTurn:
		return i18n.Tf("%s takes an extra turn (rule of 16).", name)
	case ecarts.WarnWinner:
		return i18n.Tf("%s wins the round.", name)
	case ecarts.WarnRebuilt:
		return i18n.Tf("The drawing pile ran out while %s drew and was rebuilt: the cards played before can come back.", name)
	}
	return widgets.StepText(w.Step)
}

// refused shows why a disabled action is not open.
func (t *turnHelper) refused(why string) {
	t.event, t.eventKind = why, widgets.StatusWarning
	t.selected = cards.ElementCard{}
	t.render()
}

func (t *turnHelper) playSelected() {
	if t.selected.Valid() {
		t.attempt(action{Kind: "play", Card: t.selected.String()})
	}
}

// passTurn draws what is owed, or skips when the player must.
func (t *turnHelper) passTurn() {
	if t.state.CanSkip() == nil {
		t.attempt(action{Kind: "skip"})
		return
	}
	t.attempt(action{Kind: "draw", N: t.state.MustDraw()})
}

// attempt tries an action on a copy of the table first. A refusal is
// said and changes nothing. When the action would end the turn on which
// a player's last-card announcement falls due, the helper asks whether
// they announced (CARTS-3) before it records anything: the penalty is
// drawn only when the table says they did not.
func (t *turnHelper) attempt(a action) {
	trial := t.state.Clone()
	if err := apply(trial, a); err != nil {
		t.refused(t.actionWords(a, err))
		return
	}
	var due []ecarts.Warning
	for _, w := range trial.Warnings() {
		if w.Kind == ecarts.WarnPenalty {
			due = append(due, w)
		}
	}
	t.ask(due, func() { t.commit(a) })
}

// actionWords says why an action was refused.
func (t *turnHelper) actionWords(a action, err error) string {
	if a.Kind == "play" {
		c, _ := cards.ParseElementCard(a.Card)
		return "✗ " + i18n.Tf("%s may not be played:", cardName(c)) + " " + playRefusal(err, t.state, t.player(t.state.Turn()))
	}
	return t.actionRefusal(err)
}

// ask asks, one player after the other, whether a player whose
// announcement falls due announced their last card; a yes records the
// announcement, then done runs.
func (t *turnHelper) ask(due []ecarts.Warning, done func()) {
	if len(due) == 0 {
		done()
		return
	}
	w := due[0]
	name := t.player(w.Player)
	by := t.player(t.state.Turn())
	msg := widgets.Wrapped(i18n.Tf("%[1]s holds one card. Did %[1]s announce it before %[2]s's turn ended? If not, %[1]s draws %[3]d penalty cards (CARTS-3).", name, by, w.Cards))
	d := dialog.NewCustomConfirm(i18n.T("Last card"), i18n.T("Yes, announced"), i18n.T("No, not announced"), msg, func(yes bool) {
		if yes {
			if err := t.state.Announce(w.Player); err == nil {
				t.log.Actions = append(t.log.Actions, action{Kind: "announce", Player: w.Player})
			}
		}
		t.ask(due[1:], done)
	}, t.s.u.Window())
	d.Resize(fyne.NewSize(widgets.Minf(t.s.u.Window().Canvas().Size().Width-24, 460), d.MinSize().Height))
	d.Show()
}

// commit records an action the engine accepts.
func (t *turnHelper) commit(a action) {
	who := t.player(t.state.Turn())
	trial := t.state.Clone()
	if err := apply(trial, a); err != nil {
		t.refused(t.actionWords(a, err))
		return
	}
	t.state = trial
	t.log.Actions = append(t.log.Actions, a)
	if a.Kind != "announce" {
		t.last = t.state.Warnings()
	}
	t.selected = cards.ElementCard{}
	t.event, t.eventKind = t.eventWords(a, who), widgets.StatusInfo
	for _, w := range t.last {
		if w.Kind == ecarts.WarnPenalty || w.Kind == ecarts.WarnOverflow || w.Kind == ecarts.WarnLastCard {
			t.eventKind = widgets.StatusWarning
		}
	}
	t.steps = nil
	for _, w := range t.last {
		// The engine numbers the players: the step is said with names.
		t.steps = append(t.steps, game.Step{Text: t.warningText(w), Section: w.Step.Section, SectionSaid: w.Step.SectionSaid, Ruling: w.Step.Ruling})
	}
	t.s.saveDraft()
	t.render()
}

// eventWords says what an action did, then what it raised.
func (t *turnHelper) eventWords(a action, who string) string {
	var s string
	switch a.Kind {
	case "play":
		c, _ := cards.ParseElementCard(a.Card)
		s = i18n.Tf("%s played %s.", who, cardName(c))
	case "draw":
		if a.N == 1 {
			s = i18n.Tf("%s drew 1 card.", who)
		} else {
			s = i18n.Tf("%s drew %d cards.", who, a.N)
		}
	case "skip":
		s = ""
	case "exchange":
		s = i18n.Tf("%s exchanged the hand and sits out the next turn.", who)
	case "announce":
		s = i18n.Tf("%s announced holding one card.", t.player(a.Player))
	case "rebuild":
		s = i18n.T("The drawing pile is rebuilt: the cards played before can come back.")
	}
	parts := []string{}
	if s != "" {
		parts = append(parts, s)
	}
	if a.Kind != "announce" {
		for _, w := range t.last {
			if w.Kind != ecarts.WarnWinner { // the turn line says who won
				parts = append(parts, t.warningText(w))
			}
		}
	}
	return strings.Join(parts, " ")
}

func (t *turnHelper) takeBack() {
	if t.log == nil {
		return
	}
	if len(t.log.Actions) == 0 {
		t.reset(i18n.T("The first card is taken back: tap the card turned up."))
		return
	}
	last := t.log.Actions[len(t.log.Actions)-1]
	t.log.Actions = t.log.Actions[:len(t.log.Actions)-1]
	st, warns, _, err := replay(t.log, len(t.s.players), t.s.opts().EngineRules())
	if err != nil {
		t.s.u.ShowErr(err)
		return
	}
	t.state, t.last, t.steps = st, warns, nil
	t.selected = cards.ElementCard{}
	t.event, t.eventKind = t.undoneWords(last), widgets.StatusInfo
	t.s.saveDraft()
	t.render()
}

func (t *turnHelper) undoneWords(a action) string {
	switch a.Kind {
	case "play":
		c, _ := cards.ParseElementCard(a.Card)
		return i18n.Tf("Taken back: %s is in the hand again.", cardName(c))
	case "announce":
		return i18n.Tf("Taken back: %s's announcement.", t.player(a.Player))
	case "rebuild":
		return i18n.T("Taken back: the drawing pile's rebuild. The cards played before it are on the playing pile again.")
	}
	return i18n.T("The last action is taken back.")
}

// scoreRound carries the hands of a finished round into the round form
// (scoring/carts.RoundOf), then waits for the next round.
func (t *turnHelper) scoreRound() {
	r, err := scarts.RoundOf(t.state, t.names())
	if err != nil {
		t.refused(t.actionRefusal(err))
		return
	}
	t.log, t.state, t.last, t.steps = nil, nil, nil, nil
	t.selected = cards.ElementCard{}
	t.event = ""
	t.s.tabs.SelectIndex(0)
	t.s.round.fill(r)
	t.render()
}

// showWhy explains the verdict or the last action, step by step.
func (t *turnHelper) showWhy() { widgets.ShowWhy(t.s.u, cartsID, t.steps) }

// render draws the table from the engine's state.
func (t *turnHelper) render() {
	if t.log == nil || t.state == nil {
		t.renderSetup()
		return
	}
	st := t.state
	t.setupBox.Hide()
	t.topCard.Show()
	t.handsBox.Show()
	// A finished round has no drawing pile to rebuild.
	t.rebuilt.Hidden = st.Finished()
	t.restart.Show()
	t.topCard.Objects = []fyne.CanvasObject{t.topCard.Objects[0], widgets.NewCardFace(widgets.SpecElement(st.Top()), widgets.DeckCardSize, nil)}
	t.topCard.Refresh()
	name := t.player(st.Turn())
	if w, ok := st.Winner(); ok {
		t.turnLine.Set(i18n.Tf("%s wins the round.", t.player(w)), widgets.StatusDone)
		t.bar.Objects = []fyne.CanvasObject{t.endBar}
	} else {
		line := i18n.Tf("%s to play (%s) on %s.", name, i18n.N(st.Hand(st.Turn()), "%d card", "%d cards"), cardName(st.Top()))
		switch {
		case st.Owed() > 0:
			line += " " + i18n.Tf("Owes %d cards: a follow-up, or draw them.", st.Owed())
		case st.MustSkip():
			line += " " + i18n.T("Must skip, unless answering with a follow-up.")
		case st.ExtraTurn():
			line += " " + i18n.T("Extra turn (rule of 16).")
		}
		t.turnLine.Set(line, widgets.StatusInfo)
		t.bar.Objects = []fyne.CanvasObject{t.playBar}
	}
	t.bar.Refresh()

	// The deck: cards the engine refuses on the top card are dimmed.
	t.deck.Mark(func(c cards.ElementCard) (dim, selected bool) {
		res, _, err := st.Try(c)
		return err != nil || !res.Legal, c == t.selected
	})

	// The verdict on the tapped card, else what the last action did.
	playOK, playWhy := false, i18n.Tf("Tap the card %s plays first.", name)
	switch {
	case t.selected.Valid() && !st.Finished():
		text, legal, steps := t.verdictOf(t.selected)
		kind := widgets.StatusDone
		if !legal {
			kind = widgets.StatusProblem
			playWhy = text
		}
		playOK = legal
		t.verdict.Set(text, kind)
		t.steps = steps
	case st.Finished():
		t.verdict.Set(strings.TrimSpace(t.event+" "+i18n.T("Score this round puts the hands in the round form.")), widgets.StatusInfo)
	case t.event != "":
		t.verdict.Set(t.event, t.eventKind)
	default:
		t.verdict.Set(i18n.Tf("Tap the card %s plays to check it, or draw.", name), widgets.StatusInfo)
	}
	if len(t.steps) == 0 {
		t.why.Disable()
	} else {
		t.why.Enable()
	}
	t.play.SetAllowed(playOK, playWhy)
	t.undo.Enable()

	// Not playing: draw what is owed, or skip when told to.
	if st.CanSkip() == nil {
		t.pass.SetText(i18n.T("Skips"))
		t.pass.SetAllowed(true, "")
	} else {
		t.pass.SetText(i18n.Tf("Draws %d", st.MustDraw()))
		if err := st.CanDraw(); err != nil {
			t.pass.SetAllowed(false, t.actionRefusal(err))
		} else {
			t.pass.SetAllowed(true, "")
		}
	}
	t.exchange.SetText(i18n.Tf("Exchange (%d left)", st.ExchangesLeft(st.Turn())))
	if err := st.CanExchange(); err != nil {
		t.exchange.SetAllowed(false, t.actionRefusal(err))
	} else {
		t.exchange.SetAllowed(true, "")
	}
	if err := st.CanRebuild(); err != nil {
		t.rebuilt.SetAllowed(false, t.actionRefusal(err))
	} else {
		t.rebuilt.SetAllowed(true, "")
	}
	t.renderHands()
	t.root.Refresh()
}

// renderHands lists every hand, with Announced where a last card is due.
func (t *turnHelper) renderHands() {
	st := t.state
	t.handsBox.RemoveAll()
	for i := 0; i < st.Players(); i++ {
		i := i
		name := t.player(i)
		var text string
		switch {
		case st.Out(i):
			text = i18n.Tf("%s: out (overflow)", name)
		case st.Announced(i):
			text = i18n.Tf("%s: 1 card, announced", name)
		default:
			text = name + ": " + i18n.N(st.Hand(i), "%d card", "%d cards")
		}
		l := widget.NewLabel(text)
		if i == st.Turn() && !st.Finished() {
			l.SetText("▶ " + text)
			l.TextStyle.Bold = true
		}
		var right fyne.CanvasObject
		if st.MustAnnounce(i) {
			l.Importance = widget.WarningImportance
			right = widget.NewButton(i18n.T("Announced"), func() {
				if err := t.state.CanAnnounce(i); err != nil {
					t.refused(widgets.RefusalText(err))
					return
				}
				t.commit(action{Kind: "announce", Player: i})
			})
		}
		t.handsBox.Add(container.NewBorder(nil, nil, nil, right, l))
	}
	t.handsBox.Refresh()
}

// renderSetup asks who plays first and for the card turned up.
func (t *turnHelper) renderSetup() {
	t.setupBox.Show()
	t.topCard.Hide()
	t.handsBox.Hide()
	t.rebuilt.Hide()
	t.restart.Hide()
	t.topCard.Objects = t.topCard.Objects[:1]
	t.topCard.Refresh()
	t.turnLine.Set(i18n.T("Deal 8 cards to everyone and turn up the first card."), widgets.StatusInfo)
	if t.event != "" {
		t.verdict.Set(t.event, t.eventKind)
	} else {
		t.verdict.Set(i18n.T("Choose who plays first, then tap the card turned up."), widgets.StatusInfo)
	}
	t.why.Disable()
	t.undo.Disable()
	t.deck.Mark(nil)
	t.bar.Objects = nil
	t.bar.Refresh()
	t.root.Refresh()
}

// onThePileWords says why a card whose every copy is on the playing pile
// may not be played (CARTS-4: one copy per deck; GEN-1: no one holds it).
func onThePileWords(p *ecarts.OnThePile) string {
	card := cardName(p.Card)
	switch {
	case p.Decks == 1 && p.Top:
		return i18n.Tf("it is the top card, and the deck has one %s: no one holds it (CARTS-4, GEN-1).", card)
	case p.Decks == 1:
		return i18n.Tf("it is on the playing pile already, and the deck has one %s: no one holds it (CARTS-4, GEN-1).", card)
	}
	if p.Decks == 2 {
		return i18n.Tf("both copies of %s (one per deck) are on the playing pile already: no one holds one (CARTS-4, GEN-1).", card)
	}
	return i18n.Tf("all %d copies of %s (one per deck) are on the playing pile already: no one holds one (CARTS-4, GEN-1).", p.Decks, card)
}
