package carts

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	ecarts "arbiter/engine/carts"
	"arbiter/scoring"
	scarts "arbiter/scoring/carts"
	"arbiter/storage"
)

// Cârts Tîty's table: the round entry (cards left per player with
// steppers, overflow toggles) scored by the optional scoring system, the
// turn helper that follows the table card by card (legal or not and why,
// owed cards, skips, extra turns, last-card and overflow warnings), and the
// score sheet.

const cartsID = "carts-tity"

func init() {
	host.RegisterTable(host.Table{
		ID: cartsID,
		Seating: host.Seating{Min: 2, Max: 8, Setup: func(names []string) (json.RawMessage, error) {
			return json.Marshal(map[string]any{"players": names})
		}},
		Screen: func(u host.Host, st *storage.Store, g storage.Game) host.Page { return newCartsScreen(u, st, g).page() },
	})
}

// cartsDraft is what is entered but not saved yet, kept across restarts.
type cartsDraft struct {
	CardsLeft  map[string]int `json:"cards_left"`
	Overflowed []string       `json:"overflowed"`
	Editing    string         `json:"editing,omitempty"` // id of the round being corrected
	Turn       *cartsTurnLog  `json:"turn,omitempty"`
	Tab        int            `json:"tab,omitempty"`
}

// cartsTurnLog is the turn helper's game as the actions taken: replaying
// it rebuilds the engine's state.
type cartsTurnLog struct {
	First   int           `json:"first"` // seat of the first player
	Top     string        `json:"top"`
	Actions []cartsAction `json:"actions"`
}

type cartsAction struct {
	Kind   string `json:"kind"` // play, draw, skip, exchange, announce
	Card   string `json:"card,omitempty"`
	N      int    `json:"n,omitempty"`
	Player int    `json:"player,omitempty"` // announce: the engine's player index
}

type cartsScreen struct {
	u       host.Host
	st      *storage.Store
	g       storage.Game
	players []string
	opts    scarts.Options

	counts   []int
	over     []bool
	countBtn []*widget.Button
	plusBtn  []*widget.Button
	overChk  []*widget.Check
	editing  *storage.Round
	loading  bool

	banner  *widget.Label
	editBar *fyne.Container
	result  *fyne.Container
	save    *widget.Button
	sheet   *widgets.ScoreSheet
	tabs    *container.AppTabs
	turn    *cartsTurn
}

func newCartsScreen(u host.Host, st *storage.Store, g storage.Game) *cartsScreen {
	s := &cartsScreen{u: u, st: st, g: g}
	var setup struct {
		Players []string `json:"players"`
	}
	_ = json.Unmarshal(g.Setup, &setup)
	s.players = setup.Players
	if len(s.players) == 0 {
		for _, seat := range g.Seats {
			s.players = append(s.players, seat.Side)
		}
	}
	if state, err := st.GameState(g.ID); err == nil {
		if cg, ok := state.(*scarts.Game); ok {
			s.opts = cg.Options()
		}
	}
	s.counts = make([]int, len(s.players))
	s.over = make([]bool, len(s.players))
	return s
}

func (s *cartsScreen) page() host.Page {
	s.banner = widgets.Wrapped("")
	s.banner.TextStyle.Bold = true
	s.banner.Hide()
	s.sheet = widgets.NewScoreSheet(s.u, s.st, s.g, widgets.SheetOptions{
		Target:    float64(s.opts.Limit),
		LowerWins: true,
		Describe:  cartsDescribe,
		Edit:      s.edit,
		Changed:   func(storage.Totals) { s.gameChanged() },
	})

	roundTab := container.NewTabItemWithIcon(i18n.T("Round"), theme.DocumentCreateIcon(), container.NewVScroll(container.NewPadded(s.roundEntry())))
	s.turn = newCartsTurn(s)
	turnTab := container.NewTabItemWithIcon(i18n.T("Turn helper"), theme.QuestionIcon(), container.NewVScroll(container.NewPadded(s.turn.root)))
	var content fyne.CanvasObject
	if s.u.Phone() {
		sheetTab := container.NewTabItemWithIcon(i18n.T("Score sheet"), theme.ListIcon(), container.NewPadded(s.sheet.Root))
		s.tabs = container.NewAppTabs(roundTab, turnTab, sheetTab)
		content = s.tabs
	} else {
		s.tabs = container.NewAppTabs(roundTab, turnTab)
		split := container.NewHSplit(s.tabs, container.NewBorder(widgets.Heading(i18n.T("Score sheet")), nil, nil, nil, s.sheet.Root))
		split.Offset = 0.55
		content = split
	}
	s.restoreDraft()
	s.tabs.OnSelected = func(*container.TabItem) { s.saveDraft() }
	s.gameChanged()
	title := "Cârts Tîty"
	if s.g.Name != "" {
		title = s.g.Name + " · " + title
	}
	return host.Page{Title: title, Content: container.NewBorder(s.banner, nil, nil, nil, content)}
}

// roundEntry is the form of one round: a row per player.
func (s *cartsScreen) roundEntry() fyne.CanvasObject {
	box := container.NewVBox()
	help := widgets.Wrapped(i18n.T("When someone empties their hand, count the cards every other player still holds. Tap the number to pick it, or use − and +."))
	help.SizeName = theme.SizeNameCaptionText
	s.editBar = container.NewVBox()
	box.Add(s.editBar)
	box.Add(help)
	s.countBtn = make([]*widget.Button, len(s.players))
	s.plusBtn = make([]*widget.Button, len(s.players))
	s.overChk = make([]*widget.Check, len(s.players))
	for i, name := range s.players {
		i := i
		minus := widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { s.setCount(i, s.counts[i]-1) })
		plus := widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { s.setCount(i, s.counts[i]+1) })
		s.plusBtn[i] = plus
		s.countBtn[i] = widget.NewButton("0", func() { s.pickCount(i) })
		s.countBtn[i].Importance = widget.LowImportance
		s.overChk[i] = widget.NewCheck(i18n.T("Overflow"), func(on bool) {
			if s.loading {
				return
			}
			s.over[i] = on
			s.changed()
		})
		stepper := container.NewHBox(widgets.CdySized(minus, widgets.CdyTouch), widgets.CdySized(s.countBtn[i], widgets.CdyTouch), widgets.CdySized(plus, widgets.CdyTouch))
		nameLbl := widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		nameLbl.Truncation = fyne.TextTruncateEllipsis
		row := container.NewBorder(nil, nil, nil, container.NewHBox(stepper, s.overChk[i]), nameLbl)
		box.Add(row)
	}
	clear := widget.NewButtonWithIcon(i18n.T("Clear"), theme.ContentClearIcon(), func() {
		s.setEntry(nil, nil)
		s.changed()
	})
	s.save = widget.NewButtonWithIcon(i18n.T("Save round"), theme.DocumentSaveIcon(), s.saveRound)
	s.save.Importance = widget.HighImportance
	s.result = container.NewVBox()
	box.Add(container.NewGridWithColumns(2, clear, s.save))
	box.Add(s.result)
	return box
}

// pickCount offers every number of cards at once: one tap instead of many.
func (s *cartsScreen) pickCount(i int) {
	var pop *widget.PopUp
	grid := container.NewGridWithColumns(6)
	for n := 0; n <= ecarts.OverflowLimit; n++ {
		n := n
		b := widget.NewButton(fmt.Sprint(n), func() {
			pop.Hide()
			s.setCount(i, n)
		})
		if n == s.counts[i] {
			b.Importance = widget.HighImportance
		}
		grid.Add(b)
	}
	over := widget.NewButton(i18n.T("More than 25: overflow"), func() {
		pop.Hide()
		s.over[i] = true
		s.loading = true
		s.overChk[i].SetChecked(true)
		s.loading = false
		s.changed()
	})
	cancel := widget.NewButton(i18n.T("Cancel"), func() { pop.Hide() })
	title := widget.NewLabelWithStyle(i18n.T("Cards left for {{.Name}}", map[string]any{"Name": s.players[i]}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	pop = widget.NewModalPopUp(container.NewVBox(title, grid, over, cancel), s.u.Window().Canvas())
	pop.Resize(fyne.NewSize(widgets.Minf(s.u.Window().Canvas().Size().Width-24, 420), pop.MinSize().Height))
	pop.Show()
}

func (s *cartsScreen) setCount(i, n int) {
	if n < 0 {
		n = 0
	}
	if n > 60*s.opts.DecksFor(len(s.players)) {
		return
	}
	s.counts[i] = n
	s.countBtn[i].SetText(fmt.Sprint(n))
	s.changed()
}

// setEntry fills the form (from a draft, a round being edited or the turn
// helper); nil clears it.
func (s *cartsScreen) setEntry(left map[string]int, overflowed []string) {
	s.loading = true
	defer func() { s.loading = false }()
	isOver := map[string]bool{}
	for _, p := range overflowed {
		isOver[p] = true
	}
	for i, p := range s.players {
		s.counts[i] = left[p]
		s.over[i] = isOver[p]
		s.countBtn[i].SetText(fmt.Sprint(s.counts[i]))
		s.overChk[i].SetChecked(s.over[i])
	}
}

// input is the round as the score input's element.
func (s *cartsScreen) input() scarts.Round {
	r := scarts.Round{CardsLeft: map[string]int{}, Overflowed: []string{}}
	for i, p := range s.players {
		if s.over[i] {
			r.Overflowed = append(r.Overflowed, p)
			continue
		}
		r.CardsLeft[p] = s.counts[i]
	}
	return r
}

// changed re-scores the round being entered and keeps the draft.
func (s *cartsScreen) changed() {
	if s.loading {
		return
	}
	s.saveDraft()
	s.preview()
}

// problem explains in players' words why a round cannot be scored yet.
func (s *cartsScreen) problem(r scarts.Round) string {
	var empty, in []string
	for i, p := range s.players {
		if s.over[i] {
			continue
		}
		in = append(in, p)
		if s.counts[i] == 0 {
			empty = append(empty, p)
		}
		if ecarts.Overflowed(s.counts[i]) {
			return i18n.T("{{.Name}} holds more than 25 cards: mark the overflow.", map[string]any{"Name": p})
		}
	}
	switch {
	case len(in) == 0:
		return i18n.T("Not everyone can overflow: the last player left ends the round.")
	case len(empty) > 1:
		return i18n.T("Only one player can empty their hand: {{.Names}} all show 0 cards.", map[string]any{"Names": strings.Join(empty, ", ")})
	case len(empty) == 0 && len(in) > 1:
		return i18n.T("Who went out? Leave their count at 0 and set everyone else's cards left.")
	}
	return ""
}

// preview shows what the round scores and where it leaves the game.
func (s *cartsScreen) preview() {
	s.result.RemoveAll()
	defer s.result.Refresh()
	r := s.input()
	if msg := s.problem(r); msg != "" {
		s.save.Disable()
		l := widgets.Wrapped(msg)
		l.Importance = widget.WarningImportance
		s.result.Add(l)
		return
	}
	// The round is previewed on the game as it stands before it: the
	// state after the last round, or before the round being corrected.
	var state scoring.State
	var err error
	if s.editing != nil {
		state, err = s.st.StateBefore(s.editing.ID)
	} else {
		state, err = s.st.GameState(s.g.ID)
	}
	var out scarts.Result
	if err == nil {
		cg, ok := state.(*scarts.Game)
		if !ok {
			err = fmt.Errorf("cârts tîty: the stored game is a %T", state)
		} else {
			out, err = cg.Preview(r)
		}
	}
	if err != nil {
		s.save.Disable()
		l := widgets.Wrapped(err.Error())
		l.Importance = widget.DangerImportance
		s.result.Add(l)
		return
	}
	if s.finished() && s.editing == nil {
		s.save.Disable()
	} else {
		s.save.Enable()
	}
	rr := out
	s.result.Add(widgets.Heading(i18n.T("This round")))
	grid := container.NewGridWithColumns(3,
		widget.NewLabel(""),
		widget.NewLabelWithStyle(i18n.T("Points"), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle(i18n.T("Total"), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
	for _, p := range s.players {
		name := p
		if p == rr.Winner {
			name = "★ " + p
		}
		nl := widget.NewLabel(name)
		nl.Truncation = fyne.TextTruncateEllipsis
		grid.Add(nl)
		grid.Add(widget.NewLabelWithStyle(fmt.Sprintf("%+d", rr.Points[p]), fyne.TextAlignTrailing, fyne.TextStyle{}))
		grid.Add(widget.NewLabelWithStyle(fmt.Sprint(out.Totals[p]), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
	}
	s.result.Add(grid)
	if out.Finished {
		l := widgets.Wrapped(i18n.T("Saving this round ends the game: {{.Names}} won with the lowest total.", map[string]any{"Names": strings.Join(out.Winners, " & ")}))
		l.TextStyle.Bold = true
		l.Importance = widget.SuccessImportance
		s.result.Add(l)
	}
	s.result.Add(widget.NewAccordion(widget.NewAccordionItem(i18n.T("Why?"), widgets.ExplanationPanel(s.u, cartsID, rr.Steps))))
}

func (s *cartsScreen) finished() bool {
	g, err := s.st.Game(s.g.ID)
	return err == nil && g.Status != storage.StatusActive
}

func (s *cartsScreen) saveRound() {
	r := s.input()
	if s.problem(r) != "" {
		return
	}
	in, _ := json.Marshal(r)
	_, err := host.SaveRound(s.st, s.g.ID, host.RoundID(s.editing), in)
	if err != nil {
		s.u.ShowErr(err)
		return
	}
	s.editing = nil
	s.setEntry(nil, nil)
	_ = s.st.DeleteDraft("game/" + s.g.ID)
	s.saveDraft() // keeps the turn helper's table, if any
	s.sheet.Refresh()
	s.u.Changed()
	s.gameChanged()
	s.result.RemoveAll()
	l := widgets.Wrapped(i18n.T("Round saved. The score sheet has the totals."))
	l.Importance = widget.SuccessImportance
	s.result.Add(l)
	s.result.Refresh()
}

// edit re-opens a stored round in the form; saving corrects it.
func (s *cartsScreen) edit(r storage.Round) {
	var cr scarts.Round
	if err := json.Unmarshal(r.Input, &cr); err != nil {
		s.u.ShowErr(err)
		return
	}
	s.editing = &r
	s.setEntry(cr.CardsLeft, cr.Overflowed)
	s.showEditBar()
	s.tabs.SelectIndex(0)
	s.changed()
}

func (s *cartsScreen) showEditBar() {
	s.editBar.RemoveAll()
	if s.editing != nil {
		l := widgets.Wrapped(i18n.T("Correcting round {{.N}}: saving keeps the old version in its history.", map[string]any{"N": s.editing.Number}))
		l.Importance = widget.WarningImportance
		stop := widget.NewButton(i18n.T("Stop correcting"), func() {
			s.editing = nil
			s.setEntry(nil, nil)
			s.showEditBar()
			s.changed()
		})
		s.editBar.Add(container.NewBorder(nil, nil, nil, stop, l))
	}
	s.editBar.Refresh()
}

// gameChanged shows the winner once the game is over.
func (s *cartsScreen) gameChanged() {
	t, err := s.st.Totals(s.g.ID)
	if err != nil {
		return
	}
	if t.Finished {
		low := -1.0
		for _, w := range t.Winners {
			low = t.Scores[w]
		}
		s.banner.SetText("🏆 " + i18n.T("Game over: {{.Names}} won with {{.Points}} points, the lowest total.", map[string]any{"Names": strings.Join(t.Winners, " & "), "Points": widgets.TrimFloat(low)}))
		s.banner.Importance = widget.SuccessImportance
		s.banner.Show()
	} else {
		s.banner.Hide()
	}
	s.preview()
}

func (s *cartsScreen) saveDraft() {
	if s.loading {
		return
	}
	r := s.input()
	d := cartsDraft{CardsLeft: r.CardsLeft, Overflowed: r.Overflowed}
	if s.editing != nil {
		d.Editing = s.editing.ID
	}
	if s.turn != nil {
		d.Turn = s.turn.log
	}
	if s.tabs != nil {
		d.Tab = s.tabs.SelectedIndex()
	}
	b, _ := json.Marshal(d)
	_ = s.st.SaveDraft("game/"+s.g.ID, b)
}

func (s *cartsScreen) restoreDraft() {
	b, err := s.st.Draft("game/" + s.g.ID)
	if err != nil || len(b) == 0 {
		s.preview()
		return
	}
	var d cartsDraft
	if json.Unmarshal(b, &d) != nil {
		s.preview()
		return
	}
	if d.Editing != "" {
		if r, err := s.st.Round(d.Editing); err == nil && r.Live {
			s.editing = &r
			s.showEditBar()
		}
	}
	s.setEntry(d.CardsLeft, d.Overflowed)
	if d.Turn != nil {
		s.turn.restore(d.Turn)
	}
	if d.Tab > 0 && d.Tab < len(s.tabs.Items) {
		s.tabs.SelectIndex(d.Tab)
	}
	s.preview()
}

// cartsDescribe summarises a stored round for the score sheet.
func cartsDescribe(r storage.Round) string {
	var cr scarts.Round
	if json.Unmarshal(r.Input, &cr) != nil {
		return ""
	}
	var parts []string
	var in []string
	for p, n := range cr.CardsLeft {
		in = append(in, p)
		if n == 0 {
			parts = append(parts, i18n.T("{{.Name}} went out", map[string]any{"Name": p}))
		}
	}
	sort.Strings(cr.Overflowed)
	for _, p := range cr.Overflowed {
		parts = append(parts, i18n.T("{{.Name}} overflowed", map[string]any{"Name": p}))
	}
	if len(parts) == 0 && len(in) == 1 {
		parts = append(parts, i18n.T("{{.Name}} was the last left", map[string]any{"Name": in[0]}))
	}
	return strings.Join(parts, ", ")
}

// cartsTurn is the turn helper: the table followed one action at a time.
type cartsTurn struct {
	s      *cartsScreen
	log    *cartsTurnLog
	state  *ecarts.TurnState
	last   []ecarts.Warning
	root   *fyne.Container
	body   *fyne.Container
	picker *widgets.CardPicker
}

func newCartsTurn(s *cartsScreen) *cartsTurn {
	t := &cartsTurn{s: s, body: container.NewVBox()}
	var deck []widgets.CardSpec
	for _, c := range cards.ElementDeck() {
		deck = append(deck, widgets.SpecElement(c))
	}
	// No limit on the zone, so the deck never dims: a second card tapped
	// replaces the first (picked).
	t.picker = widgets.NewCardPicker(deck, []*widgets.Zone{{Name: i18n.T("Card played")}}, t.picked)
	for _, c := range deck {
		t.picker.MaxCopy[c.Code] = 2
	}
	t.root = container.NewVBox(t.body)
	t.render()
	return t
}

// player names the engine's player i.
func (t *cartsTurn) player(i int) string {
	n := len(t.s.players)
	first := 0
	if t.log != nil {
		first = t.log.First
	}
	return t.s.players[((first+i)%n+n)%n]
}

func (t *cartsTurn) rules() ecarts.Rules {
	return ecarts.Rules{Chain: t.s.opts.Chain, Rule16: t.s.opts.Rule16}
}

// replay rebuilds the engine's state from the log; the warnings are those
// of the last action.
func replayCarts(log *cartsTurnLog, players int, r ecarts.Rules) (*ecarts.TurnState, []ecarts.Warning, error) {
	top, err := cards.ParseElementCard(log.Top)
	if err != nil {
		return nil, nil, err
	}
	st, err := ecarts.NewTurnState(players, top, r)
	if err != nil {
		return nil, nil, err
	}
	var warns []ecarts.Warning
	for _, a := range log.Actions {
		if err := applyCarts(st, a); err != nil {
			return st, warns, err
		}
		if a.Kind != "announce" {
			warns = st.Warnings()
		}
	}
	return st, warns, nil
}

func applyCarts(st *ecarts.TurnState, a cartsAction) error {
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
	}
	return fmt.Errorf("unknown action %q", a.Kind)
}

func (t *cartsTurn) restore(log *cartsTurnLog) {
	st, warns, err := replayCarts(log, len(t.s.players), t.rules())
	if err != nil || st == nil {
		return
	}
	t.log, t.state, t.last = log, st, warns
	t.render()
}

// do records an action; a refused one changes nothing and says why.
func (t *cartsTurn) do(a cartsAction) {
	if err := applyCarts(t.state, a); err != nil {
		t.s.u.ShowErr(errors.New(cartsRefusal(err)))
		return
	}
	t.log.Actions = append(t.log.Actions, a)
	if a.Kind != "announce" {
		t.last = t.state.Warnings()
	}
	t.picker.Clear()
	t.s.saveDraft()
	t.render()
}

func (t *cartsTurn) undo() {
	if t.log == nil {
		return
	}
	if len(t.log.Actions) == 0 {
		t.log, t.state, t.last = nil, nil, nil
	} else {
		t.log.Actions = t.log.Actions[:len(t.log.Actions)-1]
		t.state, t.last, _ = replayCarts(t.log, len(t.s.players), t.rules())
	}
	t.picker.Clear()
	t.s.saveDraft()
	t.render()
}

// cartsRefusal words an engine refusal for the table.
func cartsRefusal(err error) string {
	switch {
	case errors.Is(err, ecarts.ErrNoExchange):
		return i18n.T("The hand can be exchanged only 3 times a game, with 4 cards or more, on a turn that owes nothing.")
	case errors.Is(err, ecarts.ErrMustSkip):
		return i18n.T("This player must skip the turn, or answer with a follow-up.")
	case errors.Is(err, ecarts.ErrWrongDraw):
		return i18n.T("The player must draw what they owe.")
	case errors.Is(err, ecarts.ErrGameOver):
		return i18n.T("The round is over.")
	}
	return err.Error()
}

// picked shows whether the tapped card may be played, and why.
func (t *cartsTurn) picked() {
	if codes := t.picker.Codes(0); len(codes) > 1 {
		t.picker.SetCodes(0, codes[len(codes)-1:])
	}
	t.render()
}

func (t *cartsTurn) render() {
	b := t.body
	b.RemoveAll()
	defer b.Refresh()
	if t.log == nil {
		t.renderSetup()
		return
	}
	st := t.state
	// The table: top card and who is on turn with what they face.
	top := widgets.NewCardFace(widgets.SpecElement(st.Top()), fyne.NewSize(60, 80), nil)
	var status []fyne.CanvasObject
	if w, ok := st.Winner(); ok {
		l := widget.NewLabelWithStyle(i18n.T("{{.Name}} wins the round", map[string]any{"Name": t.player(w)}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		l.Importance = widget.SuccessImportance
		status = append(status, l)
	} else {
		turn := widget.NewLabelWithStyle(i18n.T("{{.Name}} to play", map[string]any{"Name": t.player(st.Turn())}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		turn.SizeName = theme.SizeNameSubHeadingText
		status = append(status, turn)
		var face string
		switch {
		case st.Owed() > 0:
			face = i18n.T("Owes {{.N}} cards: answer with a follow-up (one value above or below) or draw them.", map[string]any{"N": st.Owed()})
		case st.MustSkip():
			face = i18n.T("Must skip this turn, unless answering with a follow-up.")
		case st.ExtraTurn():
			face = i18n.T("Extra turn (rule of 16): play again.")
		default:
			face = i18n.T("Match the value or the element, follow up by one, or draw a card.")
		}
		status = append(status, widgets.Wrapped(face))
	}
	b.Add(container.NewBorder(nil, nil, container.NewCenter(top), nil, container.NewVBox(status...)))
	// What the last action raised.
	for _, w := range t.last {
		l := widgets.Wrapped("⚠ " + t.warningText(w))
		l.Importance = widget.WarningImportance
		if w.Kind == ecarts.WarnWinner {
			l.Importance = widget.SuccessImportance
		}
		b.Add(l)
	}
	// Every hand, with the announcement button where it is due.
	hands := container.NewVBox()
	for i := 0; i < st.Players(); i++ {
		i := i
		n := i18n.T("{{.N}} cards", map[string]any{"N": st.Hand(i)})
		if st.Hand(i) == 1 {
			n = i18n.T("1 card")
		}
		txt := fmt.Sprintf("%s · %s", t.player(i), n)
		lbl := widget.NewLabel(txt)
		lbl.Truncation = fyne.TextTruncateEllipsis
		switch {
		case st.Out(i):
			lbl.SetText(t.player(i) + " · " + i18n.T("out (overflow)"))
			lbl.Importance = widget.LowImportance
		case i == st.Turn() && !st.Finished():
			lbl.SetText("▶ " + txt)
			lbl.TextStyle.Bold = true
		}
		var right fyne.CanvasObject
		if st.Hand(i) == 1 && !st.Out(i) && !st.Finished() {
			a := widget.NewButton(i18n.T("Announced"), func() { t.do(cartsAction{Kind: "announce", Player: i}) })
			right = a
			lbl.Importance = widget.WarningImportance
		}
		hands.Add(container.NewBorder(nil, nil, nil, right, lbl))
	}
	b.Add(widget.NewSeparator())
	b.Add(hands)
	b.Add(widget.NewSeparator())
	if st.Finished() {
		score := widget.NewButtonWithIcon(i18n.T("Score this round"), theme.ConfirmIcon(), t.scoreRound)
		score.Importance = widget.HighImportance
		b.Add(score)
	} else {
		b.Add(t.verdict())
		b.Add(t.picker.Root)
		draw := widget.NewButton(i18n.T("Draws {{.N}}", map[string]any{"N": st.MustDraw()}), func() {
			t.do(cartsAction{Kind: "draw", N: t.state.MustDraw()})
		})
		skip := widget.NewButton(i18n.T("Skips"), func() { t.do(cartsAction{Kind: "skip"}) })
		exch := widget.NewButton(i18n.T("Exchanges hand ({{.N}} left)", map[string]any{"N": st.ExchangesLeft(st.Turn())}), func() { t.do(cartsAction{Kind: "exchange"}) })
		if st.MustSkip() {
			draw.Disable()
		} else {
			skip.Disable()
		}
		if st.Owed() > 0 || st.MustSkip() || st.ExchangesLeft(st.Turn()) == 0 || st.Hand(st.Turn()) < ecarts.MinExchangeHand {
			exch.Disable()
		}
		b.Add(container.NewGridWithColumns(2, draw, skip))
		b.Add(exch)
	}
	undo := widget.NewButtonWithIcon(i18n.T("Undo last action"), theme.ContentUndoIcon(), t.undo)
	restart := widget.NewButtonWithIcon(i18n.T("New round"), theme.ViewRefreshIcon(), func() {
		t.log, t.state, t.last = nil, nil, nil
		t.picker.Clear()
		t.s.saveDraft()
		t.render()
	})
	b.Add(container.NewGridWithColumns(2, undo, restart))
}

// renderSetup asks for the first card turned up and who plays first.
func (t *cartsTurn) renderSetup() {
	b := t.body
	intro := widgets.Wrapped(i18n.T("Follow the table card by card: Arbiter says whether a card may be played and why, who owes or skips, and warns about last cards and overflows. Hands are counted, never shown."))
	intro.Importance = widget.LowImportance
	b.Add(intro)
	firstSel := widget.NewSelect(t.s.players, nil)
	firstSel.SetSelectedIndex(0)
	b.Add(container.NewBorder(nil, nil, widget.NewLabel(i18n.T("Plays first")), nil, firstSel))
	b.Add(widgets.Wrapped(i18n.T("Tap the card turned up to start the playing pile:")))
	grid := container.NewGridWrap(widgets.DeckCardSize)
	for _, c := range cards.ElementDeck() {
		c := c
		grid.Add(widgets.NewCardFace(widgets.SpecElement(c), widgets.DeckCardSize, func() {
			t.log = &cartsTurnLog{First: firstSel.SelectedIndex(), Top: c.String(), Actions: []cartsAction{}}
			t.state, t.last, _ = replayCarts(t.log, len(t.s.players), t.rules())
			t.picker.Clear()
			t.s.saveDraft()
			t.render()
		}))
	}
	b.Add(grid)
}

// verdict says whether the card in the zone may go on the top card.
func (t *cartsTurn) verdict() fyne.CanvasObject {
	codes := t.picker.Codes(0)
	if len(codes) == 0 {
		l := widgets.Wrapped(i18n.T("Tap the card being played to check it."))
		l.Importance = widget.LowImportance
		return l
	}
	card, err := cards.ParseElementCard(codes[0])
	if err != nil {
		return widgets.Wrapped(err.Error())
	}
	// Try the play on a copy of the table.
	trial, _, _ := replayCarts(t.log, len(t.s.players), t.rules())
	res, perr := trial.Play(card)
	box := container.NewVBox()
	if perr != nil || !res.Legal {
		l := widget.NewLabelWithStyle("✗ "+i18n.T("{{.Card}} may not be played", map[string]any{"Card": card.Name()}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		l.Importance = widget.DangerImportance
		box.Add(l)
		box.Add(widgets.ExplanationPanel(t.s.u, cartsID, res.Steps))
		back := widget.NewButton(i18n.T("Take it back"), func() { t.picker.Clear(); t.render() })
		box.Add(back)
		return box
	}
	l := widget.NewLabelWithStyle("✓ "+i18n.T("{{.Card}} may be played", map[string]any{"Card": card.Name()}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Importance = widget.SuccessImportance
	box.Add(l)
	var next string
	switch res.Next {
	case ecarts.NextDraw:
		next = i18n.T("Next player owes {{.N}} cards.", map[string]any{"N": res.Owed})
	case ecarts.NextSkip:
		next = i18n.T("Next player skips, unless answering with a follow-up.")
	case ecarts.NextSame:
		next = i18n.T("Same player again: extra turn.")
	default:
		next = i18n.T("Next player plays normally.")
	}
	nl := widgets.Wrapped(next)
	nl.TextStyle.Bold = true
	box.Add(nl)
	box.Add(widgets.ExplanationPanel(t.s.u, cartsID, res.Steps))
	play := widget.NewButtonWithIcon(i18n.T("Play it"), theme.ConfirmIcon(), func() { t.do(cartsAction{Kind: "play", Card: card.String()}) })
	play.Importance = widget.HighImportance
	box.Add(play)
	return box
}

// warningText words an engine warning with the players' names.
func (t *cartsTurn) warningText(w ecarts.Warning) string {
	name := map[string]any{"Name": t.player(w.Player), "N": w.Cards}
	switch w.Kind {
	case ecarts.WarnLastCard:
		if w.Cards <= 1 {
			return i18n.T("{{.Name}} holds one card and must announce it before the next player's turn ends.", name)
		}
		return i18n.T("{{.Name}} holds a single card and owes one card more: {{.N}}.", name)
	case ecarts.WarnPenalty:
		return i18n.T("{{.Name}} did not announce the last card in time: {{.N}} penalty cards.", name)
	case ecarts.WarnOverflow:
		return i18n.T("{{.Name}} ends the turn with {{.N}} cards, more than 25: out of the game.", name)
	case ecarts.WarnSkipped:
		return i18n.T("{{.Name}} skips this turn.", name)
	case ecarts.WarnChainVoid:
		return i18n.T("{{.Name}} holds a single card: the debt would pass 10 cards, so the chain breaks.", name)
	case ecarts.WarnExtraTurn:
		return i18n.T("{{.Name}} takes an extra turn (rule of 16).", name)
	case ecarts.WarnWinner:
		return i18n.T("{{.Name}} wins the round.", name)
	}
	return w.Step.Text
}

// scoreRound carries the helper's hand counts into the round form.
func (t *cartsTurn) scoreRound() {
	st := t.state
	left := map[string]int{}
	var over []string
	for i := 0; i < st.Players(); i++ {
		if st.Out(i) {
			over = append(over, t.player(i))
		} else {
			left[t.player(i)] = st.Hand(i)
		}
	}
	s := t.s
	s.editing = nil
	s.showEditBar()
	s.setEntry(left, over)
	t.log, t.state, t.last = nil, nil, nil
	t.picker.Clear()
	t.render()
	s.tabs.SelectIndex(0)
	s.changed()
}
