package yamiro

import (
	"encoding/json"
	"errors"
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/tablestore"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	eyam "arbiter/engine/yamiro"
	syam "arbiter/scoring/yamiro"
	"arbiter/storage"
)

// The table screen of a stored game. It keeps no copy of the game: the
// standing comes from the store (GameState, or StateBefore the hand being
// corrected) each time the screen is drawn, saved to, corrected, undone or
// shown again; what it keeps is the hand being entered (the draft, also in
// the store). Which card may come next comes from the engine (CanAdd, the
// hand tried so far) with its reason, said at the tap.
//
// The frame never moves under the finger: the status line (what happened,
// what comes next, the hand's result) is fixed at the top and the actions
// in the bar at the bottom; between them the leader, the two sides' cards
// (rows of fixed height) and the deck grid (a fixed order), then the
// arlas and the explanation below the grid, where a line that comes or
// goes moves nothing a finger aims at.

// yamDraft is the hand being entered.
type yamDraft struct {
	Lead    string   `json:"lead"`
	First   string   `json:"first,omitempty"` // teams: the player who starts
	Cards   []string `json:"cards"`
	Editing string   `json:"editing,omitempty"`
}

type yamPlay struct {
	Side   string `json:"side"`
	Card   string `json:"card"`
	Player string `json:"player,omitempty"`
}

type yamHand struct {
	Plays []yamPlay `json:"plays"`
}

type yamScreen struct {
	u     host.Host
	st    *storage.Store
	g     storage.Game
	phone bool
	form  eyam.Form
	opts  eyam.Options
	seats seats

	// game is the stored game after its last hand, base the game before
	// the hand being entered (game, or before the hand being corrected).
	game, base *syam.Game
	editing    *storage.Round
	cards      []string // the hand being entered, in play order
	lead       string   // the side that starts it
	first      string   // at a table of four, the player who starts it

	holder                 *fyne.Container
	status                 widgets.TableStatus
	banner                 *fyne.Container
	leadBox                *fyne.Container
	rows                   *fyne.Container
	entry                  *fyne.Container
	details                *fyne.Container
	faces                  map[string]*widgets.CardFace
	deck                   []widgets.CardSpec
	back, save, stop, undo *widget.Button
	sheet                  *widgets.ScoreSheet
	tabs                   *container.AppTabs
}

func newYamScreen(u host.Host, st *storage.Store, g storage.Game) *yamScreen {
	return &yamScreen{u: u, st: st, g: g, phone: u.Phone(), seats: seatsOf(g)}
}

func (s *yamScreen) draftKey() string { return "game/" + s.g.ID }

func (s *yamScreen) label(side string) string { return s.seats.label(side) }

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

// stateBefore is the stored game before a hand: after the last hand, or
// before the hand being corrected.
func (s *yamScreen) stateBefore(editing *storage.Round) (*syam.Game, error) {
	return tablestore.StateBefore[*syam.Game](s.st, s.g.ID, editing, "yamiro")
}

// load reads the game from the store: its standing, and the hand being
// corrected when it is still in force.
func (s *yamScreen) load() error {
	if g, err := s.st.Game(s.g.ID); err == nil {
		s.g = g
		s.seats = seatsOf(g)
	}
	if s.editing != nil {
		r, err := s.st.Round(s.editing.ID)
		if err != nil || !r.Live {
			s.editing = nil
		} else {
			s.editing = &r
		}
	}
	g, err := s.stateBefore(nil)
	if err != nil {
		return err
	}
	s.game, s.form, s.opts = g, g.Form(), g.Options()
	s.base = g
	if s.editing != nil {
		if s.base, err = s.stateBefore(s.editing); err != nil {
			return err
		}
	}
	return nil
}

func (s *yamScreen) page() host.Page {
	s.holder = container.NewStack()
	if err := s.load(); err != nil {
		s.u.ShowErr(err)
	}
	s.loadDraft()
	s.build()
	return widgets.TablePage(s.u, yamID, s.g, s.holder, &s.phone, s.build, s.reload)
}

// reload draws the table from the store again (the page is shown again,
// e.g. back from the game record where a hand was corrected).
func (s *yamScreen) reload() {
	if err := s.load(); err != nil {
		s.u.ShowErr(err)
		return
	}
	if s.editing == nil {
		s.loadDraft()
	}
	s.sheet.Refresh()
	s.render()
}

func (s *yamScreen) loadDraft() {
	s.cards, s.lead, s.first = nil, "", ""
	b, err := s.st.Draft(s.draftKey())
	if err != nil || len(b) == 0 {
		return
	}
	var d yamDraft
	if json.Unmarshal(b, &d) != nil {
		return
	}
	if d.Editing != "" {
		return // a correction left by an older version: not resumed
	}
	s.cards, s.lead, s.first = d.Cards, d.Lead, d.First
}

// saveDraft keeps the new hand being entered in the store (a hand being
// corrected is not: the new hand's draft waits for the correction).
func (s *yamScreen) saveDraft() {
	if s.editing != nil {
		return
	}
	if len(s.cards) == 0 {
		_ = s.st.DeleteDraft(s.draftKey())
		return
	}
	b, _ := json.Marshal(yamDraft{Lead: s.lead, First: s.first, Cards: s.cards})
	_ = s.st.SaveDraft(s.draftKey(), b)
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

// build makes the screen for the layout in use (phone: the hand and the
// score sheet in tabs; desktop: side by side).
func (s *yamScreen) build() {
	s.status.Line = widgets.NewStatusLine(3)
	s.status.Show()
	s.banner = container.NewVBox()
	s.leadBox = container.NewVBox()
	s.rows = container.NewVBox()
	s.details = container.NewVBox()
	s.deck = s.deckSpecs()
	s.faces = map[string]*widgets.CardFace{}
	grid := container.NewGridWrap(widgets.DeckCardSize)
	for _, sp := range s.deck {
		code := sp.Code
		f := widgets.NewCardFace(sp, widgets.DeckCardSize, func() { s.tap(code) })
		s.faces[code] = f
		grid.Add(f)
	}
	s.back = widget.NewButtonWithIcon(i18n.T("Take back last card"), theme.ContentUndoIcon(), s.takeBack)
	s.save = widget.NewButtonWithIcon(i18n.T("Save hand"), theme.DocumentSaveIcon(), s.saveHand)
	s.save.Importance = widget.HighImportance
	s.stop = widget.NewButtonWithIcon(i18n.T("Stop correcting"), theme.CancelIcon(), s.stopEdit)
	s.undo = widget.NewButtonWithIcon(i18n.T("Undo last hand"), theme.HistoryIcon(), func() { s.sheet.Undo.OnTapped() })
	s.sheet = widgets.NewScoreSheet(s.u, s.st, s.g, widgets.SheetOptions{
		SideLabel: s.label,
		Describe:  func(r storage.Round) string { return describeHand(s.label, r) },
		Edit:      s.edit,
		Changed:   func(storage.Totals) { s.reload() },
		Undone:    s.undone,
	})
	s.sheet.Undo.Hide()
	deckInfo := widgets.CaptionLabel(i18n.T("Deck: {{.Deck}}", map[string]any{"Deck": yamDeckText(s.opts.Deck)}))
	s.entry = container.NewVBox(s.leadBox, s.rows, grid)
	body := container.NewVBox(s.banner, s.entry, s.details, deckInfo)
	bar := widgets.ActionBar(s.back, s.save, s.stop, s.undo)
	hand := widgets.TableLayout(s.status.Line, body, bar)
	if s.phone {
		s.tabs = widgets.PhoneTableTabs(i18n.T("Hand"), hand, i18n.T("Score sheet"), s.sheet.Root)
		s.holder.Objects = []fyne.CanvasObject{s.tabs}
	} else {
		s.tabs = nil
		split := container.NewHSplit(hand, container.NewPadded(container.NewBorder(widgets.Heading(i18n.T("Captures")), nil, nil, nil, s.sheet.Root)))
		split.Offset = 0.6
		s.holder.Objects = []fyne.CanvasObject{split}
	}
	s.render()
}

// ---------------------------------------------------------------------
// Who leads, who plays.

// leadFree reports whether the person chooses who leads: the first hand
// of a duel or a team game.
func (s *yamScreen) leadFree() bool {
	if s.form == eyam.Solitaire || s.editing != nil {
		return false
	}
	next, _ := s.base.NextAttacker()
	return next == "" && s.base.Hands() == 0
}

// settleLead decides who starts the hand being entered: the engine's next
// attacker (and, at a table of four, its next first player), the edited
// hand's own, or the person's choice for the first hand.
func (s *yamScreen) settleLead() {
	switch {
	case s.form == eyam.Solitaire:
		s.lead, s.first = yamDeck, ""
		return
	case s.editing != nil:
		return // kept from the hand being corrected
	case s.leadFree():
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
	s.lead, _ = s.base.NextAttacker()
	s.first = ""
	if s.form == eyam.Teams {
		s.first = s.base.NextFirstPlayer()
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
		return s.label(side)
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

// plays are the tapped cards as the hand's plays.
func (s *yamScreen) plays() []yamPlay {
	out := make([]yamPlay, 0, len(s.cards))
	for i, c := range s.cards {
		p := yamPlay{Side: s.sideOf(i), Card: c}
		if s.form == eyam.Teams && s.first != "" {
			p.Player = s.seats.player(s.first, i)
		}
		out = append(out, p)
	}
	return out
}

// round is the hand being entered for the engine.
func (s *yamScreen) round(ps []yamPlay) syam.Round {
	r := syam.Round{Plays: make([]syam.Play, len(ps))}
	for i, p := range ps {
		r.Plays[i] = syam.Play{Side: p.Side, Card: syam.Text(p.Card), Player: p.Player}
	}
	return r
}

// ---------------------------------------------------------------------
// Rendering: everything from the store's standing and the cards tapped.

func (s *yamScreen) render() {
	if s.base == nil {
		return
	}
	s.status.ClearRefusal() // a refusal stays until something changes
	s.settleLead()
	s.saveDraft()
	s.banner.RemoveAll()
	s.details.RemoveAll()
	s.save.Disable()
	if s.editing != nil {
		s.stop.Show()
		s.save.SetText(i18n.T("Save the correction"))
	} else {
		s.stop.Hide()
		s.save.SetText(i18n.T("Save hand"))
	}
	if s.game.Hands() > 0 {
		s.undo.Enable()
	} else {
		s.undo.Disable()
	}
	if len(s.cards) > 0 {
		s.back.Enable()
	} else {
		s.back.Disable()
	}
	if s.game.Finished() && s.editing == nil {
		s.drawOver()
		widgets.Relayout(s.holder)
		return
	}
	s.entry.Show()
	s.drawLead()
	s.judge()
	widgets.Relayout(s.holder)
}

// drawOver shows the game's outcome; the entry is gone.
func (s *yamScreen) drawOver() {
	s.entry.Hide()
	o := s.game.Outcome()
	var msg string
	switch {
	case s.form == eyam.Solitaire && o.Player != "":
		msg = i18n.T("Game over: {{.Name}} scores {{.Margin}} (captures {{.Own}} against the deck's {{.Deck}}).", map[string]any{
			"Name": s.label(yamA), "Margin": o.Margin, "Own": o.Totals[yamA], "Deck": o.Totals[yamDeck]})
	case o.Draw:
		msg = i18n.T("Game over: a draw, {{.N}} captured each.", map[string]any{"N": o.Totals[yamA]})
	case o.Winner != "":
		msg = i18n.T("Game over: {{.Name}} won, {{.Win}} to {{.Lose}} in captures.", map[string]any{
			"Name": s.label(o.Winner), "Win": o.Totals[o.Winner], "Lose": o.Totals[s.other(o.Winner)]})
	}
	s.banner.Add(widgets.ResultBanner("🏆 "+msg, true))
	s.status.Guide(i18n.T("All hands are played."), widgets.StatusInfo)
	s.back.Disable()
}

// drawLead is the line that says who starts the hand; for the first hand
// of a duel or a team game it is a choice (the person's; the dealer
// defends it).
func (s *yamScreen) drawLead() {
	s.leadBox.RemoveAll()
	if s.form == eyam.Solitaire {
		return
	}
	label := widget.NewLabelWithStyle(i18n.T("Leads:"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	var right fyne.CanvasObject
	if s.leadFree() {
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

// judge counts the hand so far and draws it: each side's cards with its
// running count, whose card comes next, the arlas and what cancelled
// them, the result once the hand is complete; and veils the cards that
// cannot come next.
func (s *yamScreen) judge() {
	handNo := s.base.Hands() + 1
	if s.editing != nil {
		handNo = s.editing.Number
	}
	head := i18n.T("Hand {{.N}} of {{.Of}} · {{.Lead}} leads.", map[string]any{"N": handNo, "Of": s.form.Hands(), "Lead": s.leader()})
	if s.editing != nil {
		head = i18n.T("Correcting hand {{.N}} · {{.Lead}} leads.", map[string]any{"N": handNo, "Lead": s.leader()})
	}
	ps := s.plays()
	hand := s.round(ps)
	lh, err := s.base.Live(hand)
	if err != nil {
		s.drawRows(nil, nil)
		s.status.Guide(s.refusal(err), widgets.StatusProblem)
		s.dim(true)
		return
	}
	s.drawRows(ps, &lh)
	st := lh.Standing
	for _, as := range st.Arlas {
		var txt string
		if as.Standing {
			txt = i18n.T("Arlas of {{.Side}} (card {{.N}}) stands", map[string]any{"Side": s.player(as.Play), "N": as.Play + 1})
		} else {
			txt = i18n.T("Arlas of {{.Side}} (card {{.N}}) cancelled by the deiskatun (card {{.M}})", map[string]any{"Side": s.player(as.Play), "N": as.Play + 1, "M": as.CancelledBy + 1})
		}
		l := widgets.Wrapped(txt)
		if as.Standing {
			l.Importance = widget.WarningImportance
		} else {
			l.TextStyle.Italic = true
		}
		s.details.Add(l)
	}
	if len(ps) < lh.Full {
		lead := i18n.T("level")
		if st.Leader != "" {
			lead = i18n.T("{{.Name}} ahead", map[string]any{"Name": s.label(st.Leader)})
		}
		guide := i18n.T("Card {{.N}} of {{.Of}}: {{.Name}} to play · {{.Lead}}", map[string]any{"N": len(ps) + 1, "Of": lh.Full, "Name": s.player(len(ps)), "Lead": lead})
		if len(ps) == 0 {
			guide = head
		}
		s.status.Guide(guide, widgets.StatusInfo)
		s.dim(false)
		return
	}
	res, err := s.base.Try(hand)
	if err != nil {
		s.status.Guide(s.refusal(err), widgets.StatusProblem)
		s.dim(true)
		return
	}
	if !res.Complete {
		s.status.Guide(i18n.T("Level with no arlas standing: by your house rule the hand goes on, one more card per player, until the tie breaks.")+" "+
			i18n.T("Card {{.N}}: {{.Name}} to play.", map[string]any{"N": len(ps) + 1, "Name": s.player(len(ps))}), widgets.StatusWarning)
		s.dim(false)
		return
	}
	var result string
	if res.Winner == "" {
		result = i18n.T("Tie at {{.N}}: both hands are discarded, nobody captures.", map[string]any{"N": res.Tallies[0].Score})
	} else {
		result = i18n.T("{{.Name}} wins the hand and captures {{.Points}} points ({{.Cards}}).", map[string]any{
			"Name": s.label(res.Winner), "Points": res.Points, "Cards": joinYamCards(res.Captured)})
	}
	s.status.Guide(result, widgets.StatusDone)
	s.details.Add(widget.NewAccordion(widget.NewAccordionItem(i18n.T("Why?"), widgets.ExplanationPanel(s.u, yamID, res.Steps))))
	s.save.Enable()
	s.dim(true)
}

// drawRows shows each side's cards in play order with its running count;
// each row keeps the height of a card from the first tap on.
func (s *yamScreen) drawRows(ps []yamPlay, lh *syam.LiveHand) {
	s.rows.RemoveAll()
	a, b := s.lead, s.other(s.lead)
	for k, side := range []string{a, b} {
		var specs []widgets.CardSpec
		for _, p := range ps {
			if p.Side == side {
				specs = append(specs, s.specOf(p.Card))
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

// next is the play the card would make.
func (s *yamScreen) next(code string) syam.Play {
	i := len(s.cards)
	p := syam.Play{Side: s.sideOf(i), Card: syam.Text(code)}
	if s.form == eyam.Teams && s.first != "" {
		p.Player = s.seats.player(s.first, i)
	}
	return p
}

// dim veils the cards that cannot come next (all of them once the hand
// is complete).
func (s *yamScreen) dim(all bool) {
	r := s.round(s.plays())
	for code, f := range s.faces {
		f.SetDimmed(all || s.base.CanAdd(r, s.next(code)) != nil)
	}
}

// tap adds a card to the hand, or says why it cannot come next.
func (s *yamScreen) tap(code string) {
	if s.base == nil {
		return
	}
	if s.game.Finished() && s.editing == nil {
		s.status.Refuse(i18n.T("All hands are played: the game is over."))
		return
	}
	hand := s.round(s.plays())
	if lh, err := s.base.Live(hand); err == nil && len(hand.Plays) >= lh.Full {
		if res, err := s.base.Try(hand); err == nil && res.Complete {
			s.status.Refuse(i18n.T("The hand is complete: save it, or take the last card back."))
			return
		}
	}
	if err := s.base.CanAdd(hand, s.next(code)); err != nil {
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
		return i18n.T("No {{.Card}} is left to play: the deck's copies are played or captured, and discards come back only when the pile runs out (GEN-1).", map[string]any{"Card": widgets.CardWords(code)})
	}
	return s.refusal(err)
}

func (s *yamScreen) saveHand() {
	in, _ := json.Marshal(yamHand{Plays: s.plays()})
	corrected := s.editing != nil
	res, err := host.SaveRound(s.st, s.g.ID, host.RoundID(s.editing), in)
	if err != nil {
		s.status.Refuse(s.refusal(err))
		return
	}
	s.editing = nil
	if corrected {
		s.loadDraft()
		s.status.Say(i18n.T("Hand {{.N}} corrected.", map[string]any{"N": res.Round.Number}), widgets.StatusDone)
	} else {
		s.cards, s.lead, s.first = nil, "", ""
		_ = s.st.DeleteDraft(s.draftKey())
		s.status.Say(i18n.T("Hand {{.N}} saved.", map[string]any{"N": res.Round.Number}), widgets.StatusDone)
	}
	if err := s.load(); err != nil {
		s.u.ShowErr(err)
	}
	s.sheet.Refresh()
	s.u.Changed()
	s.render()
}

// handOf reads a stored hand into the entry: its cards in order, who
// started it.
func (s *yamScreen) handOf(r storage.Round) bool {
	var h yamHand
	if err := json.Unmarshal(r.Input, &h); err != nil || len(h.Plays) == 0 {
		return false
	}
	s.cards, s.lead, s.first = nil, h.Plays[0].Side, h.Plays[0].Player
	for _, p := range h.Plays {
		s.cards = append(s.cards, p.Card)
	}
	return true
}

// edit reopens a stored hand in the entry, to correct it.
func (s *yamScreen) edit(r storage.Round) {
	rr := r
	s.editing = &rr
	if !s.handOf(r) {
		s.editing = nil
		s.status.Refuse(i18n.T("This hand cannot be edited here."))
		return
	}
	if err := s.load(); err != nil {
		s.u.ShowErr(err)
		return
	}
	s.status.Say(i18n.T("Correcting hand {{.N}}: change it and save; the old version stays in its history.", map[string]any{"N": r.Number}), widgets.StatusInfo)
	if s.tabs != nil {
		s.tabs.SelectIndex(0)
	}
	s.render()
}

func (s *yamScreen) stopEdit() {
	if s.editing == nil {
		return
	}
	n := s.editing.Number
	s.editing = nil
	s.loadDraft()
	if err := s.load(); err != nil {
		s.u.ShowErr(err)
	}
	s.status.Say(i18n.T("Hand {{.N}} is left as it was.", map[string]any{"N": n}), widgets.StatusInfo)
	s.render()
}

// undone puts the hand just taken back in the entry, to be fixed and
// saved again.
func (s *yamScreen) undone(r storage.Round) {
	s.editing = nil
	if err := s.load(); err != nil {
		s.u.ShowErr(err)
		return
	}
	if !s.handOf(r) {
		return
	}
	s.status.Say(i18n.T("Hand {{.N}} taken back: it is in the form again; change it and save it.", map[string]any{"N": r.Number}), widgets.StatusWarning)
	if s.tabs != nil {
		s.tabs.SelectIndex(0)
	}
	s.render()
}

// refusal says an engine refusal without its field, with its rule, the
// cards as people say them.
func (s *yamScreen) refusal(err error) string {
	msg := err.Error()
	var e *game.Error
	if errors.As(err, &e) {
		msg = e.Msg
		if e.Rule != "" {
			msg += " (" + e.Rule + ")"
		}
	}
	return fmt.Sprintf(i18n.T("This cannot be entered: %s"), widgets.CardWords(msg))
}
