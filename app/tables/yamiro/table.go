package yamiro

import (
	"errors"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	eyam "arbiter/engine/yamiro"
	"arbiter/scoring"
	syam "arbiter/scoring/yamiro"
	"arbiter/session"
)

// The table screen of a stored game, drawn from its session: the game
// after its hands in force (State), the game the hand being entered
// builds on (Base: the same, or the game before the hand being
// corrected), the hands in force and the entry (the draft). Which card
// may come next comes from the engine (CanAdd, the hand counted so far,
// the session's preview of the whole hand) with its reason, said at the
// tap; nothing on a tap's path reads or writes the history.
//
// The frame never moves under the finger: the status line (what happened,
// what comes next, the hand's result) is fixed at the top and the actions
// in the bar at the bottom; between them the leader, the two sides' cards
// (rows of fixed height) and the deck grid (a fixed order), then the
// arlas and the explanation below the grid, where a line that comes or
// goes moves nothing a finger aims at.

// entry is the hand being entered: who starts it (the side, and at a
// table of four the player) and its cards in play order, as codes of the
// table's deck.
type entry struct {
	Lead  string   `json:"lead,omitempty"`
	First string   `json:"first,omitempty"`
	Cards []string `json:"cards,omitempty"`
}

// draft is what is entered but not saved yet: the hand in the entry, the
// new hand put aside while a hand in force is corrected (it comes back
// when the correction is saved or left), and the tab on screen. The
// session keeps it, with the hand being corrected.
type draft struct {
	entry
	Aside *entry `json:"aside,omitempty"`
	Tab   int    `json:"tab,omitempty"`
}

// Empty reports whether there is nothing to keep.
func (d draft) Empty() bool { return len(d.Cards) == 0 && d.Aside == nil && d.Tab == 0 }

// entryOf is a hand in force as the table's entry.
func entryOf(r syam.Round) entry {
	e := entry{}
	for i, p := range r.Plays {
		if i == 0 {
			e.Lead, e.First = p.Side, p.Player
		}
		e.Cards = append(e.Cards, p.Card.Text)
	}
	return e
}

type yamScreen struct {
	u     host.Host
	cs    *yamSession
	form  eyam.Form
	opts  eyam.Options
	seats seats

	cards []string // the hand being entered, in play order
	lead  string   // the side that starts it
	first string   // at a table of four, the player who starts it
	aside *entry
	// current is the hand as the session applied it, when it can be
	// saved.
	current *session.Preview[*syam.Game, syam.Round, syam.Result]
	// loading is set while the draft is read back into the widgets.
	loading bool
	// editNext is a hand to put in the entry once the session has read it
	// (it was saved elsewhere since the session last read the game).
	editNext string
	cancel   func()

	body             *fyne.Container
	status           widgets.TableStatus
	banner           *fyne.Container
	leadBox          *fyne.Container
	rows             *fyne.Container
	entry            *fyne.Container
	details          *fyne.Container
	grid             *fyne.Container
	faces            map[string]*widgets.CardFace
	deck             []widgets.CardSpec
	deckInfo         *widget.Label
	back, stop, undo *widget.Button
	save             *widgets.PymReasonButton
	sheet            *widgets.TableSheet
	tabs             *container.AppTabs
}

func newYamScreen(u host.Host, cs *yamSession) *yamScreen {
	g := cs.State()
	return &yamScreen{u: u, cs: cs, form: g.Form(), opts: g.Options(), seats: seatsOf(cs.Game().Seats)}
}

func (s *yamScreen) label(side string) string { return s.seats.label(side) }

// base is the game the hand being entered builds on; ok is false while
// the game before a hand being corrected is read.
func (s *yamScreen) base() (*syam.Game, bool) { return s.cs.Base() }

// sides are the hand's two sides in a fixed order.
func (s *yamScreen) sides() [2]string {
	if s.form == eyam.Solitaire {
		return [2]string{yamDeck, yamA}
	}
	return [2]string{yamA, yamB}
}

func (s *yamScreen) other(side string) string {
	sd := s.sides()
	if side == sd[0] {
		return sd[1]
	}
	return sd[0]
}

// view builds the table's page content.
func (s *yamScreen) view() widgets.TableView {
	s.status.Line = widgets.NewStatusLine(3)
	s.banner = container.NewVBox()
	s.leadBox = container.NewVBox()
	s.rows = container.NewVBox()
	s.details = container.NewVBox()
	s.deck = s.deckSpecs()
	s.faces = map[string]*widgets.CardFace{}
	s.grid = container.NewGridWrap(widgets.DeckCardSize)
	for _, sp := range s.deck {
		code := sp.Code
		f := widgets.NewCardFace(sp, widgets.DeckCardSize, func() { s.tap(code) })
		s.faces[code] = f
		s.grid.Add(f)
	}
	s.back = widget.NewButtonWithIcon(i18n.T("Take back last card"), theme.ContentUndoIcon(), s.takeBack)
	s.save = widgets.NewPymReasonButton(i18n.T("Save hand"), s.saveHand, func(why string) { s.status.Refuse(why) })
	s.save.Icon = theme.DocumentSaveIcon()
	s.save.Importance = widget.HighImportance
	s.stop = widget.NewButtonWithIcon(i18n.T("Stop correcting"), theme.CancelIcon(), s.stopEdit)
	s.sheet = widgets.NewTableSheet(s.u, s.cs, widgets.TableSheetOptions{
		SideLabel: s.label,
		Words: func(l session.Line) string {
			r, _ := scoring.As[syam.Round](l.Round)
			res, _ := scoring.As[syam.Result](l.Result)
			return handWords(s.seats, r, res)
		},
		Edit:   func(l session.Line) { s.edit(l.ID) },
		Undone: s.undone,
	})
	s.sheet.Undo.Hide()
	s.undo = widget.NewButtonWithIcon(i18n.T("Undo last hand"), theme.HistoryIcon(), func() { s.sheet.Undo.OnTapped() })
	s.deckInfo = widgets.CaptionLabel(i18n.Tf("Deck: %s", yamDeckText(s.opts.Deck)))
	s.entry = container.NewVBox(s.leadBox, s.rows, s.grid)
	s.body = container.NewStack()
	widgets.FollowLayout(s.u, s.layout)
	s.loadDraft()
	s.cancel = s.cs.Subscribe(s.heard)
	s.render()
	return widgets.TableView{Content: s.body, OnShow: s.show, OnClose: s.close}
}

func (s *yamScreen) close() {
	s.cancel()
	s.sheet.Close()
	s.saveDraft()
}

// show draws the screen again when the page is shown.
func (s *yamScreen) show() {
	s.sheet.Redraw()
	s.render()
}

// layout builds the screen for a phone (the hand and the score sheet in
// tabs) or a desktop (side by side).
func (s *yamScreen) layout(phone bool) {
	tab := 0
	if s.tabs != nil {
		tab = s.tabs.SelectedIndex()
	}
	body := container.NewVBox(s.banner, s.entry, s.details, s.deckInfo)
	bar := widgets.ActionBar(s.back, s.save, s.stop, s.undo)
	hand := widgets.TableLayout(s.status.Line, body, bar)
	var content fyne.CanvasObject
	if phone {
		s.tabs = widgets.PhoneTableTabs(i18n.T("Hand"), hand, i18n.T("Score sheet"), s.sheet.Root)
		if tab < len(s.tabs.Items) {
			s.tabs.SelectIndex(tab)
		}
		s.tabs.OnSelected = func(*container.TabItem) { s.saveDraft() }
		content = s.tabs
	} else {
		s.tabs = nil
		split := container.NewHSplit(hand, container.NewPadded(container.NewBorder(widgets.Heading(i18n.T("Captures")), nil, nil, nil, s.sheet.Root)))
		split.Offset = 0.6
		content = split
	}
	s.body.Objects = []fyne.CanvasObject{content}
	s.body.Refresh()
}

// heard follows the session: a hand saved, corrected or taken back here
// or elsewhere, a correction's game read, a write waiting.
func (s *yamScreen) heard(ev session.Event) {
	switch ev.Kind {
	case session.Saved, session.Corrected, session.Undone:
		s.u.Changed()
	case session.Elsewhere:
		s.u.Changed()
		s.seats = seatsOf(s.cs.Game().Seats)
		s.loadDraft()
		if id := s.editNext; id != "" {
			s.editNext = ""
			s.edit(id)
			return
		}
	}
	s.render()
}

// loadDraft takes the entry from the session.
func (s *yamScreen) loadDraft() {
	d := s.cs.Draft()
	s.cards, s.lead, s.first = append([]string(nil), d.Cards...), d.Lead, d.First
	s.aside = d.Aside
	if s.tabs != nil {
		s.loading = true
		widgets.SelectDraftTab(s.tabs, d.Tab)
		s.loading = false
	}
}

// saveDraft keeps the entry in the session (in memory; the session writes
// it to the history at most once a second and on leaving).
func (s *yamScreen) saveDraft() {
	if s.loading {
		return
	}
	d := draft{entry: entry{Lead: s.lead, First: s.first, Cards: append([]string(nil), s.cards...)}, Aside: s.aside}
	if len(s.cards) == 0 {
		d.Lead, d.First = "", ""
	}
	if s.tabs != nil {
		d.Tab = s.tabs.SelectedIndex()
	}
	s.cs.SetDraft(d)
}

// deckSpecs are the cards the grid offers, in a fixed order.
func (s *yamScreen) deckSpecs() []widgets.CardSpec {
	var specs []widgets.CardSpec
	if s.opts.Deck.Kind == eyam.Standard {
		for _, c := range cards.StandardDeck(true) {
			if _, ok := s.opts.Deck.Value(c); ok {
				specs = append(specs, widgets.SpecStandard(c))
			}
		}
		return specs
	}
	for _, v := range cards.RailogValues {
		specs = append(specs, yamSpec(v))
	}
	return specs
}

// ---------------------------------------------------------------------
// Who leads, who plays.

// leadFree reports whether the person chooses who leads: the first hand
// of a duel or a team game.
func (s *yamScreen) leadFree(base *syam.Game) bool {
	if _, editing := s.cs.Correcting(); s.form == eyam.Solitaire || editing {
		return false
	}
	next, _ := base.NextAttacker()
	return next == "" && base.Hands() == 0
}

// settleLead decides who starts the hand being entered: the engine's next
// attacker (and, at a table of four, its next first player), the
// corrected hand's own, or the person's choice for the first hand.
func (s *yamScreen) settleLead(base *syam.Game) {
	_, editing := s.cs.Correcting()
	switch {
	case s.form == eyam.Solitaire:
		s.lead, s.first = yamDeck, ""
		return
	case editing:
		return // kept from the hand being corrected
	case s.leadFree(base):
		if s.form == eyam.Teams {
			if s.seats.side[s.first] == "" && len(s.seats.round) > 0 {
				s.first = s.seats.round[0]
			}
			s.lead = s.seats.side[s.first]
		}
		if s.lead != yamA && s.lead != yamB {
			s.lead = yamA
		}
		return
	}
	s.lead, _ = base.NextAttacker()
	s.first = ""
	if s.form == eyam.Teams {
		s.first = base.NextFirstPlayer()
	}
}

// player is who plays card i of the hand: at a table of four the player
// round the table from the first, else the side's one player.
func (s *yamScreen) player(i int) string {
	side := s.sideOf(i)
	if s.form == eyam.Teams {
		if p := s.seats.player(s.first, i); p != "" {
			return p
		}
	}
	return s.label(side)
}

// sideOf is the side of card i: the sides alternate from the leader.
func (s *yamScreen) sideOf(i int) string {
	if i%2 == 1 {
		return s.other(s.lead)
	}
	return s.lead
}

// leader names who starts: a player (a team game names the player, not
// the team).
func (s *yamScreen) leader() string {
	if s.form == eyam.Teams && s.first != "" {
		return s.first
	}
	return s.label(s.lead)
}

// round is the hand being entered as the game's round: each card with
// its side and, at a table of four, its player.
func (s *yamScreen) round() syam.Round {
	r := syam.Round{Plays: make([]syam.Play, len(s.cards))}
	for i, c := range s.cards {
		r.Plays[i] = s.playAt(i, c)
	}
	return r
}

// playAt is card code played as card i of the hand.
func (s *yamScreen) playAt(i int, code string) syam.Play {
	p := syam.Play{Side: s.sideOf(i), Card: syam.Text(code)}
	if s.form == eyam.Teams && s.first != "" {
		p.Player = s.seats.player(s.first, i)
	}
	return p
}

// next is the play the card would make.
func (s *yamScreen) next(code string) syam.Play { return s.playAt(len(s.cards), code) }

// ---------------------------------------------------------------------
// Rendering: everything from the session and the cards tapped.

func (s *yamScreen) render() {
	s.status.ClearRefusal() // a refusal stays until something changes
	s.current = nil
	s.banner.RemoveAll()
	s.details.RemoveAll()
	correcting, editing := s.cs.Correcting()
	if editing {
		s.stop.Show()
		s.save.SetText(i18n.T("Save the correction"))
	} else {
		s.stop.Hide()
		s.save.SetText(i18n.T("Save hand"))
	}
	if s.cs.Rounds() > 0 {
		s.undo.Enable()
	} else {
		s.undo.Disable()
	}
	if len(s.cards) > 0 {
		s.back.Enable()
	} else {
		s.back.Disable()
	}
	base, ok := s.base()
	if !ok {
		reading := i18n.Tf("Reading hand %d…", correcting.Number)
		s.status.Guide(reading, widgets.StatusInfo)
		s.save.SetAllowed(false, reading)
		s.dimAll()
		widgets.Relayout(s.body)
		return
	}
	s.settleLead(base)
	s.saveDraft()
	if s.cs.State().Finished() && !editing {
		s.drawOver()
		widgets.Relayout(s.body)
		return
	}
	s.entry.Show()
	s.drawLead(base)
	s.judge(base, correcting.Number, editing)
	if saving, waiting := s.cs.Saving(); waiting {
		msg := i18n.T("Another program is using the history: the hand is kept and saved as soon as it is free.")
		s.status.Guide(msg, widgets.StatusWarning)
		s.save.SetAllowed(false, msg)
	} else if saving {
		s.save.SetAllowed(false, i18n.T("Saving…"))
	}
	widgets.Relayout(s.body)
}

// drawOver shows the game's outcome; the entry is gone.
func (s *yamScreen) drawOver() {
	s.entry.Hide()
	o := s.cs.State().Outcome()
	var msg string
	switch {
	case s.form == eyam.Solitaire && o.Player != "":
		msg = i18n.Tf("Game over: %s scores %d (captures %d against the deck's %d).", s.label(yamA), o.Margin, o.Totals[yamA], o.Totals[yamDeck])
	case o.Draw:
		msg = i18n.Tf("Game over: a draw, %d captured each.", o.Totals[yamA])
	case o.Winner != "" && s.seats.team(o.Winner):
		msg = i18n.Tf("Game over: %s won together, %d to %d in captures.", s.label(o.Winner), o.Totals[o.Winner], o.Totals[s.other(o.Winner)])
	case o.Winner != "":
		msg = i18n.Tf("Game over: %s won, %d to %d in captures.", s.label(o.Winner), o.Totals[o.Winner], o.Totals[s.other(o.Winner)])
	}
	s.banner.Add(widgets.ResultBanner("🏆 "+msg, true))
	s.status.Guide(i18n.T("All hands are played."), widgets.StatusInfo)
	s.save.SetAllowed(false, i18n.T("All hands are played: the game is over."))
	s.back.Disable()
}

// drawLead is the line that says who starts the hand; for the first hand
// of a duel or a team game it is a choice (the person's; the dealer
// defends it).
func (s *yamScreen) drawLead(base *syam.Game) {
	s.leadBox.RemoveAll()
	if s.form == eyam.Solitaire {
		return
	}
	label := widget.NewLabelWithStyle(i18n.T("Leads:"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	var right fyne.CanvasObject
	if s.leadFree(base) {
		var opts []string
		if s.form == eyam.Teams {
			opts = append(opts, s.seats.round...)
		} else {
			opts = []string{s.label(yamA), s.label(yamB)}
		}
		sel := widget.NewSelect(opts, nil)
		sel.SetSelected(s.leader())
		sel.OnChanged = func(v string) {
			if s.form == eyam.Teams {
				s.first = v
				s.lead = s.seats.side[v]
			} else if v == opts[1] {
				s.lead = yamB
			} else {
				s.lead = yamA
			}
			s.render()
		}
		if len(s.cards) > 0 {
			sel.Disable()
		}
		right = sel
	} else {
		right = widget.NewLabel(s.leader())
	}
	s.leadBox.Add(container.NewBorder(nil, nil, label, nil, right))
}

// aheadWords says who leads the count: a player, or a team of two.
func (s *yamScreen) aheadWords(side string) string {
	if s.seats.team(side) {
		return i18n.Tf("%s are ahead", s.label(side))
	}
	return i18n.Tf("%s ahead", s.label(side))
}

// judge counts the hand so far and draws it: each side's cards with its
// running count, whose card comes next, the arlas and what cancelled
// them, the result once the hand is complete (the session's preview,
// which opens Save); and veils the cards that cannot come next.
func (s *yamScreen) judge(base *syam.Game, correcting int, editing bool) {
	handNo := base.Hands() + 1
	if editing {
		handNo = correcting
	}
	head := i18n.Tf("Hand %d of %d · %s leads.", handNo, s.form.Hands(), s.leader())
	if editing {
		head = i18n.Tf("Correcting hand %d · %s leads.", handNo, s.leader())
	}
	problem := func(text string) {
		s.status.Guide(text, widgets.StatusProblem)
		s.save.SetAllowed(false, text)
		s.dimAll()
	}
	hand := s.round()
	lh, err := base.Live(hand)
	if err != nil {
		s.drawRows(nil, nil)
		problem(s.refusal(err))
		return
	}
	s.drawRows(hand.Plays, &lh)
	st := lh.Standing
	for _, as := range st.Arlas {
		var txt string
		if as.Standing {
			txt = i18n.Tf("Arlas of %s (card %d) stands", s.player(as.Play), as.Play+1)
		} else {
			txt = i18n.Tf("Arlas of %s (card %d) cancelled by the deiskatun (card %d)", s.player(as.Play), as.Play+1, as.CancelledBy+1)
		}
		l := widgets.Wrapped(txt)
		if as.Standing {
			l.Importance = widget.WarningImportance
		} else {
			l.TextStyle.Italic = true
		}
		s.details.Add(l)
	}
	if len(hand.Plays) < lh.Full {
		lead := i18n.T("level")
		if st.Leader != "" {
			lead = s.aheadWords(st.Leader)
		}
		guide := i18n.Tf("Card %d of %d: %s to play · %s", len(hand.Plays)+1, lh.Full, s.player(len(hand.Plays)), lead)
		if len(hand.Plays) == 0 {
			guide = head
		}
		s.status.Guide(guide, widgets.StatusInfo)
		s.save.SetAllowed(false, guide)
		s.dim(base)
		return
	}
	p, err := s.cs.Preview(hand)
	if err != nil {
		problem(s.refusal(err))
		return
	}
	res := p.Result
	if !res.Complete {
		guide := i18n.T("Level with no arlas standing: by your house rule the hand goes on, one more card per player, until the tie breaks.") + " " +
			i18n.Tf("Card %d: %s to play.", len(hand.Plays)+1, s.player(len(hand.Plays)))
		s.status.Guide(guide, widgets.StatusWarning)
		s.save.SetAllowed(false, guide)
		s.dim(base)
		return
	}
	s.current = &p
	var result string
	name, captured := s.label(res.Winner), joinYamCards(res.Captured)
	switch {
	case res.Winner == "":
		result = i18n.Tf("Tie at %d: both hands are discarded, nobody captures.", res.Tallies[0].Score)
	case s.seats.team(res.Winner):
		result = i18n.Tf("%s win the hand and capture %d points (%s).", name, res.Points, captured)
	default:
		result = i18n.Tf("%s wins the hand and captures %d points (%s).", name, res.Points, captured)
	}
	s.status.Guide(result, widgets.StatusDone)
	s.details.Add(widget.NewAccordion(widget.NewAccordionItem(i18n.T("Why?"), widgets.ExplanationPanel(s.u, yamID, res.Steps))))
	s.save.SetAllowed(true, "")
	s.dimAll()
}

// drawRows shows each side's cards in play order with its running count;
// each row keeps the height of a card from the first tap on.
func (s *yamScreen) drawRows(ps []syam.Play, lh *syam.LiveHand) {
	s.rows.RemoveAll()
	a, b := s.lead, s.other(s.lead)
	for k, side := range []string{a, b} {
		var specs []widgets.CardSpec
		for _, p := range ps {
			if p.Side == side {
				specs = append(specs, s.specOf(p.Card.Text))
			}
		}
		title := widget.NewLabelWithStyle(s.label(side), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		title.Wrapping = fyne.TextWrapWord
		score := widget.NewLabelWithStyle("0", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		if lh != nil {
			t := lh.Standing.Tallies[k]
			score.SetText(yamTallyText(t))
			if lh.Standing.Leader == side {
				score.Importance = widget.SuccessImportance
			}
		}
		space := canvas.NewRectangle(color.Transparent)
		space.SetMinSize(fyne.NewSize(0, widgets.PlacedCardSize.Height))
		row := container.NewStack(space, widgets.CardRow(specs, widgets.PlacedCardSize, nil))
		s.rows.Add(container.NewBorder(nil, nil, nil, score, title))
		s.rows.Add(row)
	}
}

// specOf is the drawn face of a card code of the table's deck.
func (s *yamScreen) specOf(code string) widgets.CardSpec {
	for _, sp := range s.deck {
		if sp.Code == code {
			return sp
		}
	}
	return widgets.CardSpec{Code: code, Label: code, Tone: widgets.ToneRailog}
}

// dim veils the cards that cannot come next.
func (s *yamScreen) dim(base *syam.Game) {
	r := s.round()
	for code, f := range s.faces {
		f.SetDimmed(base.CanAdd(r, s.next(code)) != nil)
	}
}

// dimAll veils every card: the hand is complete, or nothing can be
// entered now.
func (s *yamScreen) dimAll() {
	for _, f := range s.faces {
		f.SetDimmed(true)
	}
}

// tap adds a card to the hand, or says why it cannot come next.
func (s *yamScreen) tap(code string) {
	base, ok := s.base()
	if !ok {
		return
	}
	if _, editing := s.cs.Correcting(); s.cs.State().Finished() && !editing {
		s.status.Refuse(i18n.T("All hands are played: the game is over."))
		return
	}
	hand := s.round()
	if lh, err := base.Live(hand); err == nil && len(hand.Plays) >= lh.Full {
		if p, err := s.cs.Preview(hand); err == nil && p.Result.Complete {
			s.status.Refuse(i18n.T("The hand is complete: save it, or take the last card back."))
			return
		}
	}
	if err := base.CanAdd(hand, s.next(code)); err != nil {
		s.status.Refuse(s.cardRefusal(err, code))
		return
	}
	s.cards = append(s.cards, code)
	s.status.ClearRefusal()
	s.render()
}

func (s *yamScreen) takeBack() {
	if len(s.cards) == 0 {
		return
	}
	s.cards = s.cards[:len(s.cards)-1]
	s.status.ClearRefusal()
	s.render()
}

// cardRefusal says why a card cannot come next.
func (s *yamScreen) cardRefusal(err error, code string) string {
	if errors.Is(err, cards.ErrDuplicate) {
		return i18n.Tf("No %s is left to play: the deck's copies are played or captured, and discards come back only when the pile runs out (GEN-1).", widgets.CardCodeText(code))
	}
	return s.refusal(err)
}

// saveHand saves the hand in the entry, or the correction of the hand
// being corrected: the session applied it for the preview and writes it;
// the screen follows the session.
func (s *yamScreen) saveHand() {
	if s.current == nil {
		return
	}
	correcting := s.current.Correcting != ""
	aside := s.aside
	s.cs.Commit(*s.current, func(row session.Row[syam.Round, syam.Result], err error) {
		if err != nil {
			s.render()
			s.status.Refuse(s.refusal(err))
			return
		}
		s.cards, s.lead, s.first, s.aside = nil, "", "", nil
		if correcting {
			// The new hand entered before the correction comes back.
			if aside != nil {
				s.cards, s.lead, s.first = append([]string(nil), aside.Cards...), aside.Lead, aside.First
			}
			s.status.Say(i18n.Tf("Hand %d corrected.", row.Number), widgets.StatusDone)
		} else {
			s.status.Say(i18n.Tf("Hand %d saved.", row.Number), widgets.StatusDone)
		}
		s.render()
	})
	s.render()
}

// edit puts a hand in force in the entry, to correct it; the new hand
// being entered is put aside until the correction is saved or left.
func (s *yamScreen) edit(roundID string) {
	row, ok := s.cs.RowByID(roundID)
	if !ok {
		s.editNext = roundID
		return
	}
	e := entryOf(row.Round)
	if len(e.Cards) == 0 {
		s.status.Refuse(i18n.T("This hand cannot be edited here."))
		return
	}
	if _, editing := s.cs.Correcting(); !editing && len(s.cards) > 0 {
		s.aside = &entry{Lead: s.lead, First: s.first, Cards: append([]string(nil), s.cards...)}
	}
	if err := s.cs.Correct(roundID); err != nil {
		s.u.ShowErr(err)
		return
	}
	s.cards, s.lead, s.first = e.Cards, e.Lead, e.First
	s.status.Say(i18n.Tf("Correcting hand %d: change it and save; the old version stays in its history.", row.Number), widgets.StatusInfo)
	if s.tabs != nil {
		s.tabs.SelectIndex(0)
	}
	s.saveDraft()
	s.render()
}

// stopEdit leaves the correction: the hand stays as it was, the new hand
// put aside comes back.
func (s *yamScreen) stopEdit() {
	row, editing := s.cs.Correcting()
	if !editing {
		return
	}
	s.cs.StopCorrecting()
	s.cards, s.lead, s.first = nil, "", ""
	if s.aside != nil {
		s.cards, s.lead, s.first = append([]string(nil), s.aside.Cards...), s.aside.Lead, s.aside.First
	}
	s.aside = nil
	s.status.Say(i18n.Tf("Hand %d is left as it was.", row.Number), widgets.StatusInfo)
	s.saveDraft()
	s.render()
}

// undone puts the hand just taken back in the entry, to be fixed and
// saved again.
func (s *yamScreen) undone(l session.Line) {
	r, ok := scoring.As[syam.Round](l.Round)
	if !ok {
		return
	}
	e := entryOf(r)
	s.cards, s.lead, s.first = e.Cards, e.Lead, e.First
	s.status.Say(i18n.Tf("Hand %d taken back: it is in the form again; change it and save it.", l.Number), widgets.StatusWarning)
	if s.tabs != nil {
		s.tabs.SelectIndex(0)
	}
	s.saveDraft()
	s.render()
}

// refusal says a refusal in words: the sentinel picks them (the game
// over, the hand before still tied, the wrong side starting, another
// side), with the rule; any other says the rule it names.
func (s *yamScreen) refusal(err error) string {
	switch {
	case errors.Is(err, syam.ErrGameOver), errors.Is(err, session.ErrNotActive):
		return i18n.T("All hands are played: the game is over.")
	case errors.Is(err, syam.ErrOpenHand):
		return i18n.T("The hand before is still tied: it goes on until the tie breaks (YAM-3).")
	case errors.Is(err, syam.ErrStarter):
		next, _ := s.cs.State().NextAttacker()
		return i18n.Tf("%s must start this hand: the sides take turns starting.", s.label(next))
	case errors.Is(err, syam.ErrOtherSides):
		return i18n.T("A game is played by the same two sides from its first hand to its last (GEN-1).")
	case errors.Is(err, cards.ErrDuplicate):
		return i18n.T("A card of this hand is one more copy than the deck can show by now (GEN-1).")
	}
	if i18n.Typed(err) {
		// The engine's own reason, said from its typed message.
		return i18n.Tf("This cannot be entered: %s", widgets.RefusalText(err))
	}
	if r := game.RuleOf(err); r != "" {
		return i18n.Tf("This cannot be entered: the rules refuse it (%s).", widgets.RuleText(err))
	}
	return i18n.T("This cannot be entered.")
}
