package yamiro

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	eyam "arbiter/engine/yamiro"
	"arbiter/scoring"
	syam "arbiter/scoring/yamiro"
	"arbiter/storage"
)

// Yamiro's table: its own new-game form (two players, two teams or
// solitaire; the house rule; the deck and its mapping onto a standard
// deck), then each hand tapped in play order with the live totals
// (alak/arl multipliers, arlas and deiskatun cancellations), the hand's
// result with its capture points, and the score sheet.

const yamID = "yamiro"

// Sides of a stored Yamiro game: "A" and "B", and in solitaire the deck.
const (
	yamA    = "A"
	yamB    = "B"
	yamDeck = "deck"
)

func init() {
	host.RegisterTable(host.Table{
		ID:      yamID,
		Seating: yamSeating(eyam.Duel),
		Screen:  func(u host.Host, st *storage.Store, g storage.Game) host.Page { return newYamScreen(u, st, g).page() },
		Start:   func(u host.Host) host.Page { return yamStartPage(u) },
	})
}

// yamSeating seats a form: A against B (one player or a team of two
// each), or one player against the deck. The form is kept in the setup.
func yamSeating(f eyam.Form) host.Seating {
	s := host.Seating{Setup: func([]string) (json.RawMessage, error) {
		return json.Marshal(map[string]string{"form": f.String()})
	}}
	switch f {
	case eyam.Teams:
		s.Sides = []host.SideSeats{{Side: yamA, Label: i18n.T("Team A"), Players: 2}, {Side: yamB, Label: i18n.T("Team B"), Players: 2}}
	case eyam.Solitaire:
		s.Sides = []host.SideSeats{{Side: yamA, Label: i18n.T("Player"), Players: 1}}
	default:
		s.Sides = []host.SideSeats{{Side: yamA, Label: i18n.T("Player A"), Players: 1}, {Side: yamB, Label: i18n.T("Player B"), Players: 1}}
	}
	return s
}

var yamFaceRanks = []string{"9", "10", "J", "Q", "K", "JK"}

// yamStartPage is the new-game form of Yamiro.
func yamStartPage(u host.Host) host.Page {
	info, _ := scoring.InfoFor(yamID)
	forms := []eyam.Form{eyam.Duel, eyam.Teams, eyam.Solitaire}
	formNames := []string{i18n.T("Two players"), i18n.T("Two teams of two"), i18n.T("Solitaire")}
	formHelp := []string{
		i18n.T("Eight hands; players take turns leading."),
		i18n.T("Four hands; partners sit opposite and every player plays four cards a hand."),
		i18n.T("You against the deck's turned-over cards; eight hands, scored by your margin."),
	}
	name := widget.NewEntry()
	name.SetPlaceHolder(i18n.T("Name (optional), e.g. Friday league"))

	var known []string
	var seatEntries []*widget.SelectEntry
	seatsBox := container.NewVBox()
	helpLbl := widgets.Wrapped("")
	helpLbl.SizeName = theme.SizeNameCaptionText
	form := eyam.Duel
	buildSeats := func() {
		old := seatEntries
		seatEntries = nil
		seatsBox.RemoveAll()
		s := yamSeating(form)
		n, _ := s.PlayerCount()
		for i := 0; i < n; i++ {
			e := widget.NewSelectEntry(known)
			e.SetPlaceHolder(i18n.T("Player name"))
			if i < len(old) {
				e.SetText(old[i].Text)
			} else if i < len(known) {
				e.SetText(known[i])
			}
			seatEntries = append(seatEntries, e)
			seatsBox.Add(container.NewBorder(nil, nil, widget.NewLabel(s.SeatLabel(i)), nil, e))
		}
		seatsBox.Refresh()
	}
	formRadio := widget.NewRadioGroup(formNames, func(sel string) {
		for i, n := range formNames {
			if n == sel {
				form = forms[i]
				helpLbl.SetText(formHelp[i])
			}
		}
		buildSeats()
	})
	formRadio.Required = true
	u.WithStore(func(st *storage.Store) {
		players, err := st.Players(false)
		if err != nil {
			return
		}
		for _, p := range players {
			known = append(known, p.Name)
		}
		for i, e := range seatEntries {
			e.SetOptions(known)
			if e.Text == "" && i < len(known) {
				e.SetText(known[i])
			}
		}
	})
	formRadio.SetSelected(formNames[0])

	mustWin := widget.NewCheck(i18n.T("There must be a winner (YAM-3)"), nil)
	mustHelp := widgets.Wrapped(i18n.T("A hand still tied after four cards each goes on, one card per player at a time, until the tie breaks."))
	mustHelp.SizeName = theme.SizeNameCaptionText

	// The deck: Railog cards, or a standard deck with chosen face ranks.
	mapBox := container.NewVBox()
	faceSel := map[cards.RailogCard]*widget.Select{}
	def := eyam.DefaultStandardMap()
	for _, f := range eyam.Faces {
		sel := widget.NewSelect(yamFaceRanks, nil)
		r := def[f]
		if r == cards.NoRank {
			sel.SetSelected("JK")
		} else {
			sel.SetSelected(r.String())
		}
		faceSel[f] = sel
		mapBox.Add(container.NewBorder(nil, nil, widgets.CdySized(widget.NewLabel(f.String()), fyne.NewSize(110, 40)), nil, sel))
	}
	mapHelp := widgets.Wrapped(i18n.T("A to 8 count as 1 to 8. Pick the card that stands for each face; JK means the jokers."))
	mapHelp.SizeName = theme.SizeNameCaptionText
	mapBox.Add(mapHelp)
	mapBox.Hide()
	deckNames := []string{i18n.T("Railog cards"), i18n.T("Standard deck")}
	deckRadio := widget.NewRadioGroup(deckNames, func(sel string) {
		if sel == deckNames[1] {
			mapBox.Show()
		} else {
			mapBox.Hide()
		}
	})
	deckRadio.Required = true
	deckRadio.Horizontal = true
	deckRadio.SetSelected(deckNames[0])

	errLabel := widgets.Wrapped("")
	errLabel.Importance = widget.DangerImportance
	start := widget.NewButtonWithIcon(i18n.T("Start the game"), theme.MediaPlayIcon(), nil)
	start.Importance = widget.HighImportance
	start.OnTapped = func() {
		s := yamSeating(form)
		var names []string
		for i, e := range seatEntries {
			n := strings.TrimSpace(e.Text)
			if n == "" {
				errLabel.SetText(fmt.Sprintf(i18n.T("%s has no player yet."), s.SeatLabel(i)))
				return
			}
			for _, m := range names {
				if strings.EqualFold(m, n) {
					errLabel.SetText(fmt.Sprintf(i18n.T("%s is seated twice."), n))
					return
				}
			}
			names = append(names, n)
		}
		deck := map[string]any{"kind": "railog"}
		if deckRadio.Selected == deckNames[1] {
			m := map[string]string{}
			for _, f := range eyam.Faces {
				m[f.String()] = faceSel[f].Selected
			}
			deck = map[string]any{"kind": "standard", "map": m}
		}
		opts, _ := json.Marshal(map[string]any{"must_have_winner": mustWin.Checked, "deck": deck})
		def, err := scoring.Lookup(yamID)
		if err != nil {
			errLabel.SetText(err.Error())
			return
		}
		values, err := def.Options().Parse(opts)
		if err != nil {
			errLabel.SetText(yamDeckError(err))
			return
		}
		u.WithStore(func(st *storage.Store) {
			g, err := host.CreateGame(st, yamID, strings.TrimSpace(name.Text), names, values, s)
			if err != nil {
				errLabel.SetText(err.Error())
				return
			}
			u.Changed()
			_ = st.SetState("last_screen", "game/"+g.ID)
			u.Home(host.SectionPlay)
			u.Push(host.SectionPlay, newYamScreen(u, st, g).page())
		})
	}

	box := container.NewVBox(
		widgets.Heading(info.Name), widgets.Wrapped(info.Summary), name,
		widgets.Heading(i18n.T("How many play?")), formRadio, helpLbl,
		widgets.Heading(i18n.T("Players")), seatsBox,
		widgets.Heading(i18n.T("House rules")), mustWin, mustHelp,
		widgets.Heading(i18n.T("Deck")), deckRadio, mapBox,
		errLabel, start,
	)
	return host.Page{Title: i18n.T("New game"), Content: container.NewVScroll(container.NewPadded(box))}
}

// yamDeckError words a refused deck mapping.
func yamDeckError(err error) string {
	if errors.Is(err, eyam.ErrDeck) {
		return i18n.T("Each face needs its own card: two faces cannot share a rank.")
	}
	return err.Error()
}

// yamDraft is the hand being entered.
type yamDraft struct {
	Lead    string   `json:"lead"`
	Cards   []string `json:"cards"`
	Editing string   `json:"editing,omitempty"`
}

type yamPlay struct {
	Side string `json:"side"`
	Card string `json:"card"`
}

type yamHand struct {
	Plays []yamPlay `json:"plays"`
}

type yamScreen struct {
	u    host.Host
	st   *storage.Store
	g    storage.Game
	form eyam.Form
	opts eyam.Options

	names   map[string][]string // side -> player names
	lead    string              // side that leads the hand being entered
	editing *storage.Round
	game    *syam.Game // the game as stored, after its last hand

	banner   *widget.Label
	status   *widget.Label
	leadBox  *fyne.Container
	editBar  *fyne.Container
	picker   *widgets.CardPicker
	live     *fyne.Container
	save     *widget.Button
	sheet    *widgets.ScoreSheet
	tabs     *container.AppTabs
	loading  bool
	lastSave *widget.Label
}

func newYamScreen(u host.Host, st *storage.Store, g storage.Game) *yamScreen {
	s := &yamScreen{u: u, st: st, g: g, names: map[string][]string{}}
	if yg, err := s.stateBefore(nil); err == nil {
		s.game, s.form, s.opts = yg, yg.Form(), yg.Options()
	}
	for _, seat := range g.Seats {
		s.names[seat.Side] = append(s.names[seat.Side], seat.Name)
	}
	return s
}

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

// label names a side for people: "Ann", "Ann & Cato", "The deck".
func (s *yamScreen) label(side string) string {
	if side == yamDeck {
		return i18n.T("The deck")
	}
	if n := s.names[side]; len(n) > 0 {
		return strings.Join(n, " & ")
	}
	return side
}

// deckSpecs are the cards the picker offers, with the copies of each.
func (s *yamScreen) deckSpecs() ([]widgets.CardSpec, map[string]int) {
	var specs []widgets.CardSpec
	copies := map[string]int{}
	if s.opts.Deck.Kind == eyam.Standard {
		for _, c := range cards.StandardDeck(true) {
			if _, ok := s.opts.Deck.Value(c); ok {
				specs = append(specs, widgets.SpecStandard(c))
			}
		}
		return specs, copies
	}
	for _, v := range cards.RailogValues {
		sp := yamSpec(v)
		specs = append(specs, sp)
		copies[sp.Code] = cards.RailogCopies
	}
	return specs, copies
}

func (s *yamScreen) page() host.Page {
	s.banner = widgets.Wrapped("")
	s.banner.TextStyle.Bold = true
	s.banner.Importance = widget.SuccessImportance
	s.banner.Hide()
	s.sheet = widgets.NewScoreSheet(s.u, s.st, s.g, widgets.SheetOptions{
		SideLabel: s.label,
		Describe:  s.describe,
		Edit:      s.edit,
		Changed:   func(storage.Totals) { s.gameChanged() },
	})
	s.status = widgets.Wrapped("")
	s.status.TextStyle.Bold = true
	s.leadBox = container.NewVBox()
	s.editBar = container.NewVBox()
	specs, copies := s.deckSpecs()
	s.picker = widgets.NewCardPicker(specs, []*widgets.Zone{{Name: i18n.T("Plays")}}, s.changed)
	for k, n := range copies {
		s.picker.MaxCopy[k] = n
	}
	s.live = container.NewVBox()
	s.save = widget.NewButtonWithIcon(i18n.T("Save hand"), theme.DocumentSaveIcon(), s.saveHand)
	s.save.Importance = widget.HighImportance
	back := widget.NewButtonWithIcon(i18n.T("Take back last card"), theme.ContentUndoIcon(), func() {
		codes := s.picker.Codes(0)
		if len(codes) > 0 {
			s.picker.SetCodes(0, codes[:len(codes)-1])
			s.changed()
		}
	})
	s.lastSave = widgets.Wrapped("")
	s.lastSave.Importance = widget.SuccessImportance
	s.lastSave.Hide()
	deckInfo := widgets.Wrapped(i18n.T("Deck: {{.Deck}}", map[string]any{"Deck": yamDeckText(s.opts.Deck)}))
	deckInfo.SizeName = theme.SizeNameCaptionText
	entry := container.NewVBox(s.editBar, s.status, s.leadBox, s.live, container.NewGridWithColumns(2, back, s.save), s.lastSave, s.picker.Root, deckInfo)
	handTab := container.NewTabItemWithIcon(i18n.T("Hand"), theme.DocumentCreateIcon(), container.NewVScroll(container.NewPadded(entry)))
	var content fyne.CanvasObject
	if s.u.Phone() {
		s.tabs = container.NewAppTabs(handTab, container.NewTabItemWithIcon(i18n.T("Score sheet"), theme.ListIcon(), container.NewPadded(s.sheet.Root)))
		content = s.tabs
	} else {
		s.tabs = container.NewAppTabs(handTab)
		split := container.NewHSplit(s.tabs, container.NewBorder(widgets.Heading(i18n.T("Captures")), nil, nil, nil, s.sheet.Root))
		split.Offset = 0.58
		content = split
	}
	s.restoreDraft()
	s.gameChanged()
	title := "Yamiro"
	if s.g.Name != "" {
		title = s.g.Name + " · " + title
	}
	return host.Page{Title: title, Content: container.NewBorder(s.banner, nil, nil, nil, content)}
}

func yamDeckText(d eyam.Deck) string {
	if d.Kind == eyam.Railog {
		return i18n.T("Railog cards")
	}
	parts := []string{i18n.T("standard deck, A–8 as 1–8")}
	for _, f := range eyam.Faces {
		r := "JK"
		if d.Map[f] != cards.NoRank {
			r = d.Map[f].String()
		}
		parts = append(parts, r+" = "+f.String())
	}
	return strings.Join(parts, ", ")
}

// stateBefore is the stored game before a hand: after the last hand, or
// before the hand being corrected.
func (s *yamScreen) stateBefore(editing *storage.Round) (*syam.Game, error) {
	var state scoring.State
	var err error
	if editing != nil {
		state, err = s.st.StateBefore(editing.ID)
	} else {
		state, err = s.st.GameState(s.g.ID)
	}
	if err != nil {
		return nil, err
	}
	yg, ok := state.(*syam.Game)
	if !ok {
		return nil, fmt.Errorf("yamiro: the stored game is a %T", state)
	}
	return yg, nil
}

// gameChanged reloads the game's standing: the hand number, who leads,
// the winner once it is over.
func (s *yamScreen) gameChanged() {
	yg, err := s.stateBefore(nil)
	if err != nil {
		s.status.SetText(err.Error())
		return
	}
	s.game = yg
	s.banner.Hide()
	if o := yg.Outcome(); o.Finished {
		var msg string
		switch {
		case s.form == eyam.Solitaire && o.Player != "":
			msg = i18n.T("Game over: {{.Name}} scores {{.Margin}} (captures {{.Own}} against the deck's {{.Deck}}).", map[string]any{
				"Name": s.label(yamA), "Margin": o.Margin, "Own": o.Totals[yamA], "Deck": o.Totals[yamDeck]})
		case o.Draw:
			msg = i18n.T("Game over: a draw, {{.N}} captured each.", map[string]any{"N": o.Totals[yamA]})
		case o.Winner != "":
			w := o.Winner
			msg = i18n.T("Game over: {{.Name}} won, {{.Win}} to {{.Lose}} in captures.", map[string]any{
				"Name": s.label(w), "Win": o.Totals[w], "Lose": o.Totals[s.other(w)]})
		}
		s.banner.SetText("🏆 " + msg)
		s.banner.Show()
	}
	s.refresh()
}

// leadFor is the side that must lead the hand being entered; "" when it
// is free (the first hand of a duel or team game).
func (s *yamScreen) leadFor() string {
	if s.form == eyam.Solitaire {
		return yamDeck
	}
	if s.editing != nil {
		return s.lead // an edited hand keeps its leader
	}
	if s.game != nil {
		next, _ := s.game.NextAttacker()
		return next
	}
	return ""
}

// plays turns the tapped cards into the hand's plays: sides alternate
// from the leader.
func (s *yamScreen) plays() []yamPlay {
	var out []yamPlay
	for i, c := range s.picker.Codes(0) {
		side := s.lead
		if i%2 == 1 {
			side = s.other(s.lead)
		}
		out = append(out, yamPlay{Side: side, Card: c})
	}
	return out
}

// round is the hand being entered.
func (s *yamScreen) round(ps []yamPlay) syam.Round {
	r := syam.Round{Plays: make([]syam.Play, len(ps))}
	for i, p := range ps {
		r.Plays[i] = syam.Play{Side: p.Side, Card: syam.Text(p.Card)}
	}
	return r
}

func (s *yamScreen) changed() {
	if s.loading {
		return
	}
	s.lastSave.Hide()
	s.saveDraft()
	s.refresh()
}

// refresh redraws the status, the leader choice and the live count.
func (s *yamScreen) refresh() {
	if s.game == nil {
		return
	}
	if want := s.leadFor(); want != "" {
		s.lead = want
	}
	if s.lead == "" {
		s.lead = s.sides()[0]
	}
	handNo := s.game.Hands() + 1
	if s.editing != nil {
		handNo = s.editing.Number
	}
	finished := s.game.Finished() && s.editing == nil
	switch {
	case finished:
		s.status.SetText(i18n.T("All hands are played."))
	default:
		s.status.SetText(i18n.T("Hand {{.N}} of {{.Of}} · {{.Lead}} leads", map[string]any{"N": handNo, "Of": s.form.Hands(), "Lead": s.label(s.lead)}))
	}
	s.leadBox.RemoveAll()
	if s.form != eyam.Solitaire && s.leadFor() == "" && !finished {
		sd := s.sides()
		opts := []string{s.label(sd[0]), s.label(sd[1])}
		r := widget.NewRadioGroup(opts, func(sel string) {
			if sel == opts[1] {
				s.lead = sd[1]
			} else {
				s.lead = sd[0]
			}
			s.changed()
		})
		r.Horizontal = true
		r.Required = true
		if s.lead == sd[1] {
			r.Selected = opts[1]
		} else {
			r.Selected = opts[0]
		}
		s.leadBox.Add(container.NewBorder(nil, nil, widget.NewLabel(i18n.T("Leads:")), nil, r))
	}
	s.leadBox.Refresh()
	s.drawLive(finished)
}

// drawLive shows both sides' cards with their running count, the arlas
// and what cancelled them, then the hand's result once it is complete.
func (s *yamScreen) drawLive(finished bool) {
	s.live.RemoveAll()
	defer s.live.Refresh()
	s.save.Disable()
	if finished {
		return
	}
	// The hand is counted and tried on the stored game before it: after
	// the last hand, or before the hand being corrected.
	base := s.game
	if s.editing != nil {
		var err error
		if base, err = s.stateBefore(s.editing); err != nil {
			s.live.Add(widgets.Wrapped(err.Error()))
			return
		}
	}
	ps := s.plays()
	hand := s.round(ps)
	lh, err := base.Live(hand)
	if err != nil {
		s.live.Add(widgets.Wrapped(err.Error()))
		return
	}
	plays := lh.Plays
	a, b := s.lead, s.other(s.lead)
	st := lh.Standing
	full := lh.Full
	for k, t := range st.Tallies {
		side := a
		if k == 1 {
			side = b
		}
		var specs []widgets.CardSpec
		for i, p := range ps {
			if p.Side == side {
				specs = append(specs, s.specOf(ps[i].Card))
			}
		}
		title := widget.NewLabelWithStyle(s.label(side), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		title.Truncation = fyne.TextTruncateEllipsis
		score := widget.NewLabelWithStyle(yamTallyText(t), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		if st.Leader == side {
			score.Importance = widget.SuccessImportance
		}
		s.live.Add(container.NewBorder(nil, nil, nil, score, title))
		row := widgets.CardRow(specs, widgets.PlacedCardSize, nil)
		s.live.Add(row)
	}
	for _, as := range st.Arlas {
		var txt string
		if as.Standing {
			txt = i18n.T("Arlas of {{.Side}} (card {{.N}}) stands", map[string]any{"Side": s.label(as.Side), "N": as.Play + 1})
		} else {
			txt = i18n.T("Arlas of {{.Side}} (card {{.N}}) cancelled by the deiskatun (card {{.M}})", map[string]any{"Side": s.label(as.Side), "N": as.Play + 1, "M": as.CancelledBy + 1})
		}
		l := widgets.Wrapped(txt)
		if as.Standing {
			l.Importance = widget.WarningImportance
		} else {
			l.TextStyle.Italic = true
		}
		s.live.Add(l)
	}
	if len(plays) < full {
		next := b
		if len(plays)%2 == 0 {
			next = a
		}
		lead := i18n.T("level")
		if st.Leader != "" {
			lead = i18n.T("{{.Name}} ahead", map[string]any{"Name": s.label(st.Leader)})
		}
		s.live.Add(widgets.Wrapped(i18n.T("Card {{.N}} of {{.Of}}: {{.Name}} to play · {{.Lead}}", map[string]any{"N": len(plays) + 1, "Of": full, "Name": s.label(next), "Lead": lead})))
		return
	}
	res, err := base.Try(hand)
	if err != nil {
		l := widgets.Wrapped(err.Error())
		l.Importance = widget.DangerImportance
		s.live.Add(l)
		return
	}
	if !res.Complete {
		l := widgets.Wrapped(i18n.T("Level with no arlas standing: by your house rule the hand goes on, one more card per player, until the tie breaks."))
		l.Importance = widget.WarningImportance
		s.live.Add(l)
		return
	}
	var head string
	if res.Winner == "" {
		head = i18n.T("Tie at {{.N}}: both hands are discarded, nobody captures.", map[string]any{"N": res.Tallies[0].Score})
	} else {
		head = i18n.T("{{.Name}} wins the hand and captures {{.Points}} points ({{.Cards}}).", map[string]any{
			"Name": s.label(res.Winner), "Points": res.Points, "Cards": joinYamCards(res.Captured)})
	}
	hl := widgets.Wrapped(head)
	hl.TextStyle.Bold = true
	hl.Importance = widget.SuccessImportance
	s.live.Add(hl)
	s.live.Add(widget.NewAccordion(widget.NewAccordionItem(i18n.T("Why?"), widgets.ExplanationPanel(s.u, yamID, res.Steps))))
	s.save.Enable()
}

// specOf is the drawn face of a card code of the table's deck.
func (s *yamScreen) specOf(code string) widgets.CardSpec {
	for _, sp := range s.picker.Deck {
		if sp.Code == code {
			return sp
		}
	}
	return widgets.CardSpec{Code: code, Label: code, Tone: widgets.ToneRailog}
}

// yamSpec draws a Railog card: the faces get a short name that fits the
// card and a colour of their own, so an arlas is told from an alak at a
// glance (the code stays the full name).
func yamSpec(v cards.RailogCard) widgets.CardSpec {
	sp := widgets.SpecRailog(v)
	switch v {
	case cards.Alak:
		sp.Label, sp.Tone = "alak", widgets.ToneWater
	case cards.Arl:
		sp.Label, sp.Tone = "arl", widgets.ToneWind
	case cards.Deiskatun:
		sp.Label, sp.Tone = "deis", widgets.ToneBlack
	case cards.Arlas:
		sp.Label, sp.Tone = "arlas", widgets.ToneFire
	}
	return sp
}

func joinYamCards(cs []eyam.Card) string {
	var out []string
	for _, c := range cs {
		out = append(out, c.String())
	}
	return strings.Join(out, ", ")
}

// yamTallyText is a side's running count: "16 ×4 = 64", "arl alone ×1".
func yamTallyText(t eyam.Tally) string {
	if t.Multiplier == 1 {
		return fmt.Sprint(t.Score)
	}
	mult := i18n.T("alak ×2")
	if t.Multiplier == 4 {
		mult = i18n.T("alak + arl ×4")
	}
	return fmt.Sprintf("%d · %s = %d", t.Numbers, mult, t.Score)
}

func (s *yamScreen) saveHand() {
	in, _ := json.Marshal(yamHand{Plays: s.plays()})
	_, err := host.SaveRound(s.st, s.g.ID, host.RoundID(s.editing), in)
	if err != nil {
		s.u.ShowErr(err)
		return
	}
	s.editing = nil
	s.showEditBar()
	s.loading = true
	s.picker.Clear()
	s.loading = false
	_ = s.st.DeleteDraft("game/" + s.g.ID)
	s.sheet.Refresh()
	s.u.Changed()
	s.gameChanged()
	s.lastSave.SetText(i18n.T("Hand saved."))
	s.lastSave.Show()
}

// edit re-opens a stored hand: its cards in order, its leader kept.
func (s *yamScreen) edit(r storage.Round) {
	var h yamHand
	if err := json.Unmarshal(r.Input, &h); err != nil || len(h.Plays) == 0 {
		s.u.ShowErr(errors.New(i18n.T("This hand cannot be edited here.")))
		return
	}
	s.editing = &r
	s.lead = h.Plays[0].Side
	var codes []string
	for _, p := range h.Plays {
		codes = append(codes, p.Card)
	}
	s.loading = true
	s.picker.SetCodes(0, codes)
	s.loading = false
	s.showEditBar()
	s.tabs.SelectIndex(0)
	s.changed()
}

func (s *yamScreen) showEditBar() {
	s.editBar.RemoveAll()
	if s.editing != nil {
		l := widgets.Wrapped(i18n.T("Correcting hand {{.N}}: saving keeps the old version in its history.", map[string]any{"N": s.editing.Number}))
		l.Importance = widget.WarningImportance
		stop := widget.NewButton(i18n.T("Stop correcting"), func() {
			s.editing = nil
			s.loading = true
			s.picker.Clear()
			s.loading = false
			s.showEditBar()
			s.changed()
		})
		s.editBar.Add(container.NewBorder(nil, nil, nil, stop, l))
	}
	s.editBar.Refresh()
}

func (s *yamScreen) saveDraft() {
	d := yamDraft{Lead: s.lead, Cards: s.picker.Codes(0)}
	if s.editing != nil {
		d.Editing = s.editing.ID
	}
	b, _ := json.Marshal(d)
	_ = s.st.SaveDraft("game/"+s.g.ID, b)
}

func (s *yamScreen) restoreDraft() {
	b, err := s.st.Draft("game/" + s.g.ID)
	if err != nil || len(b) == 0 {
		return
	}
	var d yamDraft
	if json.Unmarshal(b, &d) != nil {
		return
	}
	if d.Editing != "" {
		if r, err := s.st.Round(d.Editing); err == nil && r.Live {
			s.editing = &r
			s.showEditBar()
		}
	}
	s.lead = d.Lead
	s.loading = true
	s.picker.SetCodes(0, d.Cards)
	s.loading = false
}

// describe summarises a stored hand for the score sheet.
func (s *yamScreen) describe(r storage.Round) string {
	var o struct {
		Round struct {
			Winner    *string        `json:"winner"`
			DecidedBy string         `json:"decided_by"`
			Scores    map[string]int `json:"scores"`
			Points    int            `json:"points"`
		} `json:"round"`
	}
	if json.Unmarshal(r.Outcome, &o) != nil {
		return ""
	}
	h := o.Round
	if h.Winner == nil {
		return i18n.T("tie, both hands discarded")
	}
	w := *h.Winner
	if h.DecidedBy == "arlas" {
		return i18n.T("{{.Name}} by arlas, +{{.Points}}", map[string]any{"Name": s.label(w), "Points": h.Points})
	}
	return i18n.T("{{.Name}} {{.Win}}–{{.Lose}}, +{{.Points}}", map[string]any{"Name": s.label(w), "Win": h.Scores[w], "Lose": h.Scores[s.other(w)], "Points": h.Points})
}
