package myre

import (
	"encoding/json"
	"errors"
	"fmt"
	"image/color"
	"regexp"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	mengine "arbiter/engine/myre"
	"arbiter/scoring"
	mscore "arbiter/scoring/myre"
	"arbiter/storage"
)

// The Myre table: the hand being entered as piles of the scouting row, each
// with its scout and the cards Red and Black positioned behind it; a live
// strength preview; "Resolve" reveals every battle with the reasons;
// "Save hand" stores it. Beside it (or behind a toggle on a phone): the
// jails with their points, who goes first, each army's deck report and the
// score sheet with undo and correction.

func init() {
	host.RegisterTable(host.Table{
		ID: "myre",
		Seating: host.Seating{Sides: []host.SideSeats{
			{Side: "red", Label: i18n.T("Red"), Players: 1},
			{Side: "black", Label: i18n.T("Black"), Players: 1},
		}},
		Screen: func(u host.Host, st *storage.Store, g storage.Game) host.Page { return newMyreTable(u, st, g).page() },
	})
}

// Sizes of the small cards in the jails and the resolved battles.
var (
	myreJailCard   = fyne.NewSize(30, 40)
	myreResultCard = fyne.NewSize(40, 54)
)

// myreHandJSON is one hand as stored (one element of the record's
// "hands"), as the tests read it back.
type myreHandJSON struct {
	Battles []myreBattleJSON `json:"battles"`
	FaceUp  *myreFaceUpJSON  `json:"face_up,omitempty"`
	First   string           `json:"first,omitempty"`
}

type myreBattleJSON struct {
	Scout []string `json:"scout"`
	Red   []string `json:"red"`
	Black []string `json:"black"`
}

type myreFaceUpJSON struct {
	Red   []string `json:"red"`
	Black []string `json:"black"`
}

// myreDraft is the entry as it stands, saved on every change so that
// nothing tapped in is lost when the app closes.
type myreDraft struct {
	Edit  string          `json:"edit,omitempty"` // the round being corrected
	Piles []myrePileDraft `json:"piles"`
	First string          `json:"first,omitempty"`
}

type myrePileDraft struct {
	Scout  []string `json:"scout"`
	Red    []string `json:"red"`   // positioned, "RJ:down" for a face-down joker
	Black  []string `json:"black"` // likewise
	FaceUp bool     `json:"face_up,omitempty"`
}

func (d myreDraft) empty() bool {
	for _, p := range d.Piles {
		if len(p.Scout)+len(p.Red)+len(p.Black) > 0 || p.FaceUp {
			return false
		}
	}
	return d.First == "" && d.Edit == ""
}

// myreTable is the state of one game's table screen.
type myreTable struct {
	u     host.Host
	st    *storage.Store
	g     storage.Game
	opt   mscore.Options
	names map[mengine.Side]string
	deck  []widgets.CardSpec
	phone bool

	state    *mscore.Game    // after the rounds in force (before the edited one)
	rounds   []storage.Round // in force
	stateErr error
	edit     *storage.Round // the round being corrected, if any
	stash    *myreDraft     // the new hand put aside while correcting

	piles  []*myrePile
	active int

	// Entry widgets.
	handTitle *widget.Label
	firstInfo *widget.Label
	banner    *fyne.Container
	pileTabs  *fyne.Container
	addPile   *widget.Button
	pileHead  *fyne.Container
	zones     *fyne.Container
	grid      *fyne.Container
	first     *widget.RadioGroup
	firstBox  *fyne.Container
	counts    *widget.Label
	msg       *widget.Label
	resolveB  *widget.Button
	clearB    *widget.Button
	entry     *fyne.Container // entry mode
	result    *fyne.Container // resolved mode
	saveB     *widget.Button
	winner    *fyne.Container
	left      *fyne.Container
	leftScrl  *container.Scroll

	// The resolved hand, ready to save while the entry is unchanged.
	resolved     *mscore.HandResult
	resolvedHand *mscore.Hand

	status *fyne.Container // next first, jails, deck reports
	sheet  *widgets.ScoreSheet
	right  fyne.CanvasObject
	root   fyne.CanvasObject

	restoring bool
	showHand  func() // on a phone: back to the hand entry
	note      *widget.Label
}

// myrePile is one pile of the scouting row being entered.
type myrePile struct {
	t         *myreTable
	picker    *widgets.CardPicker
	scout     *widgets.Zone
	red       *widgets.Zone
	black     *widgets.Zone
	faceUp    *widget.Check
	jokerDown map[string]bool
	jokerBox  *fyne.Container
	preview   *widget.Label
	zoneBox   fyne.CanvasObject
	statusL   fyne.CanvasObject
	grid      fyne.CanvasObject
	head      *fyne.Container
}

func newMyreTable(u host.Host, st *storage.Store, g storage.Game) *myreTable {
	t := &myreTable{u: u, st: st, g: g, names: map[mengine.Side]string{}}
	t.phone = u.Phone()
	t.opt = mscore.DefaultOptions()
	if state, err := myreStored(st, g.ID); err != nil {
		t.stateErr = err
	} else {
		t.opt = state.Options()
	}
	for _, s := range g.Seats {
		if side, err := mengine.ParseSide(s.Side); err == nil {
			t.names[side] = s.Name
		}
	}
	for _, c := range myreDeckOrder(t.opt.Jokers) {
		t.deck = append(t.deck, widgets.SpecStandard(c))
	}
	_ = st.SetState("last_screen", "game/"+g.ID)
	t.build()
	t.loadState()
	t.ensureState()
	if !t.restoreDraft() {
		t.newHand()
	}
	t.refreshStatus()
	return t
}

// myreDeckOrder is the deck as the picker shows it: the red suits, then the
// black ones, then the jokers.
func myreDeckOrder(jokers bool) []cards.Card {
	var out []cards.Card
	for _, suit := range []cards.Suit{cards.Hearts, cards.Diamonds, cards.Spades, cards.Clubs} {
		for _, c := range cards.StandardDeck(false) {
			if c.Suit == suit {
				out = append(out, c)
			}
		}
	}
	if jokers {
		out = append(out, cards.RedJokerCard, cards.Card{Joker: cards.BlackJoker})
	}
	return out
}

func (t *myreTable) page() host.Page {
	info, _ := scoring.InfoFor("myre")
	title := info.Name
	if title == "" {
		title = "Myre"
	}
	if t.g.Name != "" {
		title = t.g.Name + " · " + title
	}
	return host.Page{Title: title, Content: t.root, OnShow: func() { t.sheet.Refresh() }}
}

// sideLabel names a side with its player: "Red (Ann)".
func (t *myreTable) sideLabel(s mengine.Side) string {
	l := i18n.T("Red")
	if s == mengine.Black {
		l = i18n.T("Black")
	} else if s == mengine.NoSide {
		return i18n.T("Nobody")
	}
	if n := t.names[s]; n != "" {
		return l + " (" + n + ")"
	}
	return l
}

func (t *myreTable) sideShort(s mengine.Side) string {
	switch s {
	case mengine.Red:
		return i18n.T("Red")
	case mengine.Black:
		return i18n.T("Black")
	}
	return i18n.T("Nobody")
}

// ---- game state ----

// loadState reads the game's state as stored after its last hand, or,
// while a hand is corrected, the state before that hand: the jails, the
// decks, the jokers and who starts come from it.
func (t *myreTable) loadState() {
	if g, err := t.st.Game(t.g.ID); err == nil {
		t.g = g
	}
	rounds, err := t.st.Rounds(t.g.ID)
	if err != nil {
		t.stateErr = err
		return
	}
	t.rounds = rounds
	stop := ""
	if t.edit != nil {
		stop = t.edit.ID
	}
	t.state, t.stateErr = t.gameBefore(stop)
}

// stateOrNew never leaves the table without a game state.
func (t *myreTable) ensureState() {
	if t.state == nil {
		t.state = mscore.NewGame(t.opt, mscore.Setup{})
	}
}

// myreStored is a stored game's state after its last hand.
func myreStored(st *storage.Store, gameID string) (*mscore.Game, error) {
	s, err := st.GameState(gameID)
	if err != nil {
		return nil, err
	}
	g, ok := s.(*mscore.Game)
	if !ok {
		return nil, fmt.Errorf("game %s is not a game of Myre", gameID)
	}
	return g, nil
}

// gameBefore returns the state before the round with id stop: the stored
// state when stop is "" (every round), else the stored hands before it
// played again (storage keeps a state with every round but does not hand
// out the ones before the last).
func (t *myreTable) gameBefore(stop string) (*mscore.Game, error) {
	if stop == "" {
		return myreStored(t.st, t.g.ID)
	}
	def, setup, opts, err := t.st.Definition(t.g.ID)
	if err != nil {
		return nil, err
	}
	st, err := scoring.Start(def, setup, opts)
	if err != nil {
		return nil, err
	}
	g := st.(*mscore.Game)
	for i, r := range t.rounds {
		if r.ID == stop {
			break
		}
		d, err := t.st.Decode(r)
		if err != nil {
			return g, fmt.Errorf(i18n.T("hand %d: %v"), i+1, err)
		}
		if _, err := g.Apply(d.Round); err != nil {
			return g, fmt.Errorf(i18n.T("hand %d: %v"), i+1, err)
		}
	}
	return g, nil
}

// myreHandDraft turns a stored hand into piles for the entry: its face-up
// scouts are piles of their own unless fought over.
func myreHandDraft(h mscore.Hand) myreDraft {
	var d myreDraft
	up := map[string]bool{}
	for _, c := range append(append(cards.Cards{}, h.FaceUp.Red...), h.FaceUp.Black...) {
		up[c.String()] = true
	}
	for _, b := range h.Battles {
		p := myrePileDraft{Scout: cards.Cards(b.Scout).Strings(), Red: myrePlayedStrings(b.Red), Black: myrePlayedStrings(b.Black)}
		if len(p.Scout) == 1 && up[p.Scout[0]] {
			p.FaceUp = true
			delete(up, p.Scout[0])
		}
		d.Piles = append(d.Piles, p)
	}
	// Face-up scouts nobody fought over are piles of their own.
	for _, c := range append(append(cards.Cards{}, h.FaceUp.Red...), h.FaceUp.Black...) {
		if up[c.String()] {
			d.Piles = append(d.Piles, myrePileDraft{Scout: []string{c.String()}, FaceUp: true})
		}
	}
	if h.First != mengine.NoSide {
		d.First = h.First.String()
	}
	return d
}

func myrePlayedStrings(ps []mengine.Played) []string {
	out := make([]string, 0, len(ps))
	for _, p := range ps {
		out = append(out, p.String())
	}
	return out
}

// ---- building the screen ----

func (t *myreTable) build() {
	t.handTitle = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.handTitle.SizeName = theme.SizeNameSubHeadingText
	t.firstInfo = widgets.Wrapped("")
	t.banner = container.NewVBox()
	t.pileTabs = container.NewGridWrap(fyne.NewSize(114, 44))
	t.addPile = widget.NewButtonWithIcon(i18n.T("Pile"), theme.ContentAddIcon(), func() {
		t.addNewPile(myrePileDraft{})
		t.changed()
	})
	t.pileHead = container.NewVBox()
	t.zones = container.NewVBox()
	t.grid = container.NewVBox()
	t.first = widget.NewRadioGroup([]string{t.sideLabel(mengine.Red), t.sideLabel(mengine.Black)}, func(string) {
		if !t.restoring {
			t.changed()
		}
	})
	t.first.Horizontal = true
	t.firstBox = container.NewVBox(widgets.Wrapped(i18n.T("Who played first this hand? (Needed once, when no face-up scout decides it.)")), t.first)
	t.counts = widgets.Wrapped("")
	t.msg = widgets.Wrapped("")
	t.msg.Importance = widget.DangerImportance
	t.msg.Hide()
	t.note = widgets.Wrapped("")
	t.note.Importance = widget.SuccessImportance
	t.note.Hide()
	t.resolveB = widget.NewButtonWithIcon(i18n.T("Resolve"), theme.VisibilityIcon(), t.resolve)
	t.resolveB.Importance = widget.HighImportance
	t.clearB = widget.NewButtonWithIcon(i18n.T("Clear the hand"), theme.ContentClearIcon(), func() {
		dialog.ShowConfirm(i18n.T("Clear the hand"), i18n.T("Take every card of this hand off the table?"), func(ok bool) {
			if ok {
				t.newHand()
				t.changed()
			}
		}, t.u.Window())
	})
	t.entry = container.NewVBox(
		t.note, t.handTitle, t.firstInfo,
		t.pileTabs,
		widget.NewSeparator(),
		t.pileHead, t.zones,
		t.grid,
		t.firstBox,
		t.counts, t.msg,
		container.NewGridWithColumns(2, t.resolveB, t.clearB),
	)
	t.result = container.NewVBox()
	t.result.Hide()
	t.winner = container.NewVBox()
	t.winner.Hide()
	t.left = container.NewVBox(t.banner, t.winner, t.entry, t.result)
	t.leftScrl = container.NewVScroll(container.NewPadded(t.left))

	t.status = container.NewVBox()
	t.sheet = widgets.NewScoreSheet(t.u, t.st, t.g, widgets.SheetOptions{
		Target:    float64(t.opt.Target),
		SideLabel: func(side string) string { s, _ := mengine.ParseSide(side); return t.sideLabel(s) },
		Describe:  myreDescribe,
		Edit:      t.startEdit,
		Changed:   func(storage.Totals) { t.afterHistoryChange() },
	})
	sheetBox := container.NewStack(myreSpacer(0, 320), t.sheet.Root)
	right := container.NewVBox(t.status, widgets.Heading(i18n.T("Score sheet")), sheetBox)
	rightScrl := container.NewVScroll(container.NewPadded(right))
	t.right = rightScrl

	if t.phone {
		handB := widget.NewButtonWithIcon(i18n.T("Hand"), theme.DocumentCreateIcon(), nil)
		scoreB := widget.NewButtonWithIcon(i18n.T("Jails & score"), theme.ListIcon(), nil)
		body := container.NewStack(t.leftScrl, rightScrl)
		show := func(hand bool) {
			if hand {
				t.leftScrl.Show()
				rightScrl.Hide()
				handB.Importance, scoreB.Importance = widget.HighImportance, widget.MediumImportance
			} else {
				t.leftScrl.Hide()
				rightScrl.Show()
				handB.Importance, scoreB.Importance = widget.MediumImportance, widget.HighImportance
				t.sheet.Refresh()
			}
			handB.Refresh()
			scoreB.Refresh()
		}
		handB.OnTapped = func() { show(true) }
		scoreB.OnTapped = func() { show(false) }
		t.showHand = func() { show(true) }
		show(true)
		t.root = container.NewBorder(container.NewGridWithColumns(2, handB, scoreB), nil, nil, nil, body)
	} else {
		split := container.NewHSplit(t.leftScrl, rightScrl)
		split.Offset = 0.58
		t.root = split
		t.showHand = func() {}
	}
}

// myreSpacer is an empty object with a minimum size.
func myreSpacer(w, h float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(w, h))
	return r
}

// myreDescribe summarises a stored hand for the score sheet.
func myreDescribe(r storage.Round) string {
	def, err := scoring.Lookup("myre")
	if err != nil {
		return ""
	}
	round, err := def.Codec().DecodeRound(r.Input)
	if err != nil {
		return ""
	}
	h, _ := round.(mscore.Hand)
	var scouts []string
	for _, b := range h.Battles {
		scouts = append(scouts, strings.Join(cards.Cards(b.Scout).Strings(), "+"))
	}
	if len(scouts) == 0 {
		return i18n.T("no battle")
	}
	return fmt.Sprintf(i18n.T("battles over %s"), strings.Join(scouts, ", "))
}

// ---- piles ----

func (t *myreTable) addNewPile(d myrePileDraft) *myrePile {
	p := &myrePile{t: t, jokerDown: map[string]bool{}}
	scoutMax := 1
	if t.opt.DoubleScouts {
		scoutMax = mengine.MaxPile
	}
	p.scout = &widgets.Zone{Name: i18n.T("Scout"), Max: scoutMax}
	p.red = &widgets.Zone{Name: i18n.T("Red")}
	p.black = &widgets.Zone{Name: i18n.T("Black")}
	p.scout.Allow = func(s widgets.CardSpec) bool { return p.allow(mscore.ZoneScout, p.scout, s) }
	p.red.Allow = func(s widgets.CardSpec) bool { return p.allow(mscore.ZoneRed, p.red, s) }
	p.black.Allow = func(s widgets.CardSpec) bool { return p.allow(mscore.ZoneBlack, p.black, s) }
	p.picker = widgets.NewCardPicker(t.deck, []*widgets.Zone{p.scout, p.red, p.black}, func() { p.onChange() })
	p.faceUp = widget.NewCheck(i18n.T("Face-up scout"), func(bool) {
		if !t.restoring {
			t.changed()
		}
	})
	p.jokerBox = container.NewVBox()
	p.preview = widgets.Wrapped("")
	// The picker's parts are laid out here: zones, then the preview, then
	// the deck below the buttons.
	if root, ok := p.picker.Root.(*fyne.Container); ok && len(root.Objects) == 3 {
		p.statusL, p.grid = root.Objects[1], root.Objects[2]
		rows := container.NewVBox()
		for _, z := range []*widgets.Zone{p.scout, p.red, p.black} {
			rows.Add(container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(88, 44), z.Head), nil, z.View))
		}
		p.zoneBox = rows
	} else {
		p.zoneBox, p.statusL, p.grid = p.picker.Root, widget.NewLabel(""), widget.NewLabel("")
	}
	// Tapping a zone also brings that army's cards to the top of the deck.
	for i, z := range []*widgets.Zone{p.scout, p.red, p.black} {
		i := i
		z.Head.OnTapped = func() { p.activate(i) }
	}
	remove := widget.NewButtonWithIcon(i18n.T("Remove this pile"), theme.DeleteIcon(), func() { t.removePile(p) })
	remove.Importance = widget.LowImportance
	p.head = container.NewVBox(container.NewBorder(nil, nil, nil, remove, p.faceUp))
	t.restoring = true
	p.picker.SetCodes(0, d.Scout)
	p.picker.SetCodes(1, myreCodes(d.Red, p.jokerDown))
	p.picker.SetCodes(2, myreCodes(d.Black, p.jokerDown))
	p.faceUp.SetChecked(d.FaceUp)
	t.restoring = false
	if len(d.Scout) > 0 {
		p.activate(1)
	}
	t.piles = append(t.piles, p)
	t.showPile(len(t.piles) - 1)
	return p
}

// myreCodes strips ":down" from positioned cards, noting the face-down jokers.
func myreCodes(played []string, down map[string]bool) []string {
	out := make([]string, 0, len(played))
	for _, s := range played {
		p, err := mengine.ParsePlayed(s)
		if err != nil {
			continue
		}
		code := p.Card.String()
		if p.FaceDown {
			down[code] = true
		}
		out = append(out, code)
	}
	return out
}

func (t *myreTable) removePile(p *myrePile) {
	for i, q := range t.piles {
		if q == p {
			t.piles = append(t.piles[:i], t.piles[i+1:]...)
			break
		}
	}
	if len(t.piles) == 0 {
		t.addNewPile(myrePileDraft{})
	}
	if t.active >= len(t.piles) {
		t.active = len(t.piles) - 1
	}
	t.showPile(t.active)
	t.changed()
}

// showPile makes pile i the one being entered.
func (t *myreTable) showPile(i int) {
	if i < 0 || i >= len(t.piles) {
		return
	}
	t.active = i
	p := t.piles[i]
	t.pileHead.Objects = []fyne.CanvasObject{p.head}
	t.pileHead.Refresh()
	t.zones.Objects = []fyne.CanvasObject{p.zoneBox, p.jokerBox, p.preview}
	t.zones.Refresh()
	t.grid.Objects = []fyne.CanvasObject{p.statusL, p.grid}
	t.grid.Refresh()
	p.refresh()
	t.refreshPileTabs()
}

func (t *myreTable) refreshPileTabs() {
	t.pileTabs.RemoveAll()
	for i, p := range t.piles {
		i := i
		label := fmt.Sprintf(i18n.T("Pile %d"), i+1)
		if sc := p.picker.Codes(0); len(sc) > 0 {
			label += " · " + strings.Join(sc, "+")
		}
		if p.faceUp.Checked {
			label += " ▲"
		}
		b := widget.NewButton(label, func() { t.showPile(i) })
		if i == t.active {
			b.Importance = widget.HighImportance
		}
		t.pileTabs.Add(b)
	}
	t.pileTabs.Add(t.addPile)
	t.pileTabs.Refresh()
}

// positioned counts the cards a side positioned in every pile.
func (t *myreTable) positioned(s mengine.Side) int {
	n := 0
	for _, p := range t.piles {
		if s == mengine.Red {
			n += len(p.red.Cards)
		} else {
			n += len(p.black.Cards)
		}
	}
	return n
}

func myreCard(s widgets.CardSpec) cards.Card {
	c, _ := cards.Parse(s.Code)
	return c
}

// owner is who owns a card in this hand: its colour, or a joker's holder.
func (t *myreTable) owner(c cards.Card) mengine.Side {
	if c.IsJoker() {
		if t.state == nil {
			return mengine.NoSide
		}
		return t.state.JokerOwner(c.Joker)
	}
	return mengine.SideOfColor(c.Color())
}

func (p *myrePile) scoutCards() []cards.Card {
	var out []cards.Card
	for _, s := range p.scout.Cards {
		out = append(out, myreCard(s))
	}
	return out
}

// enteredPiles is the hand as entered, pile by pile, for the rules.
func (t *myreTable) enteredPiles() []mscore.Pile {
	out := make([]mscore.Pile, len(t.piles))
	for i, p := range t.piles {
		out[i] = mscore.Pile{Scout: p.scoutCards(), Red: p.played(mengine.Red), Black: p.played(mengine.Black), FaceUp: p.faceUp.Checked}
	}
	return out
}

func (t *myreTable) pileIndex(p *myrePile) int {
	for i, q := range t.piles {
		if q == p {
			return i
		}
	}
	return -1
}

// allow asks the game whether a card may go into a zone of this pile now;
// the zone says why not, in the rules' words.
func (p *myrePile) allow(zone mscore.Zone, z *widgets.Zone, s widgets.CardSpec) bool {
	t := p.t
	if t.state == nil {
		return true
	}
	err := t.state.CanPlace(t.enteredPiles(), t.pileIndex(p), zone, myreCard(s))
	if err == nil {
		return true
	}
	z.Why = myreReason(err)
	return false
}

// myreReason is a refusal's words for the table (without its field).
func myreReason(err error) string {
	var ge *game.Error
	if errors.As(err, &ge) {
		return ge.Msg
	}
	return err.Error()
}

func (p *myrePile) onChange() {
	t := p.t
	if t.restoring {
		return
	}
	// After the scout, the next cards are most likely Red's.
	if p.picker.Active == 0 && len(p.scout.Cards) >= p.scout.Max {
		p.activate(1)
	}
	t.changed()
}

// activate makes zone i the one cards go to and puts the cards that zone
// takes first in the deck, so a phone scrolls less.
func (p *myrePile) activate(i int) {
	p.picker.SetActive(i)
	grid, ok := p.grid.(*fyne.Container)
	if !ok {
		return
	}
	first := mengine.Red
	if i == 2 {
		first = mengine.Black
	}
	var mine, jokers, others []fyne.CanvasObject
	for _, s := range p.t.deck {
		c := myreCard(s)
		for _, f := range p.picker.Faces[s.Code] {
			switch {
			case c.IsJoker():
				jokers = append(jokers, f)
			case mengine.SideOfColor(c.Color()) == first:
				mine = append(mine, f)
			default:
				others = append(others, f)
			}
		}
	}
	if p.t.phone {
		grid.Objects = append(append(mine, jokers...), others...)
	} else {
		// Wide enough for a suit a row: keep the rows whole.
		grid.Objects = append(append(mine, others...), jokers...)
	}
	grid.Refresh()
}

// refresh updates the pile's dimmed cards, joker switches and preview.
func (p *myrePile) refresh() {
	p.picker.SetBlocked(map[string]string{})
	if len(p.scout.Cards) > 1 {
		p.faceUp.SetChecked(false)
	}
	if p.t.state != nil && !p.faceUp.Checked && p.t.state.CanFaceUp(p.t.enteredPiles(), p.t.pileIndex(p)) != nil {
		p.faceUp.Disable()
	} else {
		p.faceUp.Enable()
	}
	// Face-down switches for positioned jokers (MYRE-7).
	p.jokerBox.RemoveAll()
	for _, z := range []*widgets.Zone{p.red, p.black} {
		for _, s := range z.Cards {
			code := s.Code
			if !myreCard(s).IsJoker() {
				continue
			}
			c := widget.NewCheck(fmt.Sprintf(i18n.T("%s was positioned face down (worth nothing)"), code), nil)
			c.SetChecked(p.jokerDown[code])
			c.OnChanged = func(v bool) {
				p.jokerDown[code] = v
				p.t.changed()
			}
			p.jokerBox.Add(c)
		}
	}
	for code := range p.jokerDown {
		if p.picker.PlacedCount(code) == 0 {
			delete(p.jokerDown, code)
		}
	}
	p.jokerBox.Refresh()
	p.preview.SetText(p.previewText())
}

func (p *myrePile) played(side mengine.Side) []mengine.Played {
	z := p.red
	if side == mengine.Black {
		z = p.black
	}
	var out []mengine.Played
	for _, s := range z.Cards {
		out = append(out, mengine.Played{Card: myreCard(s), FaceDown: p.jokerDown[s.Code]})
	}
	return out
}

func (p *myrePile) previewText() string {
	t := p.t
	if t.state == nil {
		return ""
	}
	var lines []string
	for _, side := range []mengine.Side{mengine.Red, mengine.Black} {
		pl := p.played(side)
		if len(pl) == 0 {
			lines = append(lines, fmt.Sprintf(i18n.T("%s: no cards yet"), t.sideShort(side)))
			continue
		}
		a := t.state.Preview(side, pl, p.scoutCards())
		lines = append(lines, fmt.Sprintf("%s: %s = %d", t.sideShort(side), myreArmyWords(a), a.Strength))
	}
	return strings.Join(lines, "\n")
}

// myreArmyWords names an army's formations: "run A-2-3 + pair of 4s".
func myreArmyWords(a mengine.Army) string {
	var parts []string
	for _, f := range a.Formations {
		parts = append(parts, myreFormationWords(f))
	}
	if n := len(a.JokersUp) + len(a.ScoutJokers); n > 0 {
		parts = append(parts, fmt.Sprintf(i18n.T("%d joker(s)"), n))
	}
	if len(parts) == 0 {
		return i18n.T("no formation")
	}
	s := strings.Join(parts, " + ")
	if a.ScoutUsed != nil {
		s += " " + fmt.Sprintf(i18n.T("(with the scout %s)"), a.ScoutUsed)
	}
	return s
}

func myreFormationWords(f mengine.Formation) string {
	if f.Kind == mengine.Pair && len(f.Cards) > 0 {
		return fmt.Sprintf(i18n.T("pair of %ss"), f.Cards[0].Rank)
	}
	var ranks []string
	for _, c := range f.Cards {
		ranks = append(ranks, c.Rank.String())
	}
	return fmt.Sprintf(i18n.T("run %s"), strings.Join(ranks, "-"))
}

// ---- the entry as a whole ----

// changed is called after anything in the entry changed.
func (t *myreTable) changed() {
	if t.restoring {
		return
	}
	if t.active < len(t.piles) {
		t.piles[t.active].refresh()
	}
	t.refreshPileTabs()
	t.refreshCounts()
	t.resolved, t.resolvedHand = nil, nil
	t.setMsg("")
	t.note.Hide()
	t.saveDraft()
}

func (t *myreTable) refreshCounts() {
	t.counts.SetText(fmt.Sprintf(i18n.T("Positioned this hand: Red %d of 5 · Black %d of 5"),
		t.positioned(mengine.Red), t.positioned(mengine.Black)))
}

// draft is the entry as it stands.
func (t *myreTable) draft() myreDraft {
	d := myreDraft{}
	if t.edit != nil {
		d.Edit = t.edit.ID
	}
	for _, p := range t.piles {
		pd := myrePileDraft{Scout: p.picker.Codes(0), FaceUp: p.faceUp.Checked}
		for _, pl := range p.played(mengine.Red) {
			pd.Red = append(pd.Red, pl.String())
		}
		for _, pl := range p.played(mengine.Black) {
			pd.Black = append(pd.Black, pl.String())
		}
		d.Piles = append(d.Piles, pd)
	}
	d.First = t.firstChoice()
	return d
}

func (t *myreTable) firstChoice() string {
	switch t.first.Selected {
	case t.sideLabel(mengine.Red):
		return "red"
	case t.sideLabel(mengine.Black):
		return "black"
	}
	return ""
}

func (t *myreTable) draftKey() string { return "game/" + t.g.ID }

func (t *myreTable) saveDraft() {
	d := t.draft()
	if d.empty() {
		_ = t.st.DeleteDraft(t.draftKey())
		return
	}
	b, err := json.Marshal(d)
	if err == nil {
		err = t.st.SaveDraft(t.draftKey(), b)
	}
	if err != nil {
		t.setMsg(err.Error())
	}
}

// restoreDraft reopens what was being entered when the app closed.
func (t *myreTable) restoreDraft() bool {
	b, err := t.st.Draft(t.draftKey())
	if err != nil || len(b) == 0 {
		return false
	}
	var d myreDraft
	if json.Unmarshal(b, &d) != nil {
		return false
	}
	if d.Edit != "" {
		found := false
		for _, r := range t.rounds {
			if r.ID == d.Edit {
				r := r
				t.edit = &r
				found = true
			}
		}
		if !found {
			return false
		}
		t.loadState()
	}
	t.loadDraft(d)
	return true
}

// loadDraft puts a draft's piles on the table.
func (t *myreTable) loadDraft(d myreDraft) {
	t.piles = nil
	t.restoring = true
	t.first.SetSelected("")
	switch d.First {
	case "red":
		t.first.SetSelected(t.sideLabel(mengine.Red))
	case "black":
		t.first.SetSelected(t.sideLabel(mengine.Black))
	}
	t.restoring = false
	for _, pd := range d.Piles {
		t.addNewPile(pd)
	}
	if len(t.piles) == 0 {
		t.addNewPile(myrePileDraft{})
	}
	t.showPile(0)
	t.resolved, t.resolvedHand = nil, nil
	t.setMsg("")
	t.refreshEntryHead()
	t.refreshCounts()
	t.showEntry()
}

// newHand starts an empty hand: the face-up scouts that stay after a hand
// without captures are already on the table (MYRE-12).
func (t *myreTable) newHand() {
	d := myreDraft{}
	if t.state != nil {
		stay := t.state.FaceUpStaying()
		for _, c := range append(append(cards.Cards{}, stay.Red...), stay.Black...) {
			d.Piles = append(d.Piles, myrePileDraft{Scout: []string{c.String()}, FaceUp: true})
		}
	}
	d.Piles = append(d.Piles, myrePileDraft{})
	t.loadDraft(d)
	if len(t.piles) > 1 {
		t.showPile(len(t.piles) - 1)
	}
	_ = t.st.DeleteDraft(t.draftKey())
}

// refreshEntryHead shows the hand number, who starts and the edit banner.
func (t *myreTable) refreshEntryHead() {
	n := t.state.Hand()
	t.handTitle.SetText(fmt.Sprintf(i18n.T("Hand %d"), n))
	t.banner.RemoveAll()
	if t.edit != nil {
		cancel := widget.NewButtonWithIcon(i18n.T("Cancel the correction"), theme.CancelIcon(), t.cancelEdit)
		info := widgets.Wrapped(fmt.Sprintf(i18n.T("Correcting hand %d: change the cards, resolve, and save the correction. The old version stays in the round's history."), t.edit.Number))
		info.Importance = widget.WarningImportance
		t.banner.Add(widget.NewCard("", "", container.NewVBox(info, cancel)))
	}
	t.banner.Refresh()
	var info []string
	if t.stateErr != nil {
		info = append(info, fmt.Sprintf(i18n.T("The stored hands could not be replayed: %v"), t.stateErr))
	}
	// Who goes first, as the rules know it before the face-up scouts are
	// entered (MYRE-9); the table says it only when they cannot.
	if nf, why := t.state.First(mscore.FaceUp{}); nf != mengine.NoSide {
		info = append(info, fmt.Sprintf(i18n.T("%s goes first."), t.sideLabel(nf)))
		t.firstBox.Hide()
	} else {
		if n == 1 {
			info = append(info, why.Text)
		}
		t.firstBox.Show()
	}
	stay := t.state.FaceUpStaying()
	if len(stay.Red)+len(stay.Black) > 0 && t.edit == nil {
		info = append(info, fmt.Sprintf(i18n.T("Nothing was captured last hand: %s stay face up and each player flips one more."),
			append(append(cards.Cards{}, stay.Red...), stay.Black...)))
	}
	t.firstInfo.SetText(strings.Join(info, "\n"))
}

// setMsg shows a refusal under the entry (hidden when empty).
func (t *myreTable) setMsg(s string) {
	t.msg.SetText(s)
	if s == "" {
		t.msg.Hide()
	} else {
		t.msg.Show()
	}
}

// ---- resolve and save ----

var myreBattleField = regexp.MustCompile(`battles\[(\d+)\]`)

// hand builds the hand to play from the piles, as the game's rules read
// them. battlePile maps each battle to its pile number (1-based).
func (t *myreTable) hand() (mscore.Hand, []int, error) {
	first := mengine.NoSide
	if t.firstBox.Visible() {
		first, _ = mengine.ParseSide(t.firstChoice())
	}
	h, battles, err := t.state.HandOf(t.enteredPiles(), first)
	if err != nil {
		return h, nil, err
	}
	battlePile := make([]int, len(battles))
	for i, p := range battles {
		battlePile[i] = p + 1
	}
	return h, battlePile, nil
}

// handJSON is the hand as it will be stored.
func (t *myreTable) handJSON() (json.RawMessage, []int, error) {
	h, battlePile, err := t.hand()
	if err != nil {
		return nil, nil, err
	}
	def, err := scoring.Lookup("myre")
	if err != nil {
		return nil, nil, err
	}
	raw, err := def.Codec().EncodeRound(h)
	return raw, battlePile, err
}

// resolve plays the hand on a copy of the game and shows every battle.
func (t *myreTable) resolve() {
	h, battlePile, err := t.hand()
	if err != nil {
		t.setMsg(myreReason(err))
		return
	}
	res, err := t.state.Clone().Play(h)
	if err != nil {
		t.setMsg(t.friendlyErr(err, battlePile))
		return
	}
	t.setMsg("")
	t.resolved, t.resolvedHand = &res, &h
	t.showResult(res, battlePile)
}

// friendlyErr names piles as the table numbers them.
func (t *myreTable) friendlyErr(err error, battlePile []int) string {
	return myreBattleField.ReplaceAllStringFunc(err.Error(), func(m string) string {
		n, _ := strconv.Atoi(myreBattleField.FindStringSubmatch(m)[1])
		if n < len(battlePile) {
			return fmt.Sprintf(i18n.T("pile %d"), battlePile[n])
		}
		return m
	})
}

func (t *myreTable) showEntry() {
	t.result.Hide()
	if t.finished() && t.edit == nil {
		t.entry.Hide()
	} else {
		t.entry.Show()
	}
	t.left.Refresh()
}

func (t *myreTable) finished() bool {
	done, _ := t.state.Finished()
	return done
}

// showResult reveals the battles: formations highlighted, the winner marked,
// the captures with their points and the reasons.
func (t *myreTable) showResult(res mscore.HandResult, battlePile []int) {
	t.result.RemoveAll()
	t.result.Add(widgets.Heading(fmt.Sprintf(i18n.T("Hand %d resolved"), res.Hand)))
	// The hand as a whole.
	var lines []string
	lines = append(lines, fmt.Sprintf(i18n.T("Points this hand: Red +%d, Black +%d. Totals: Red %d, Black %d (target %d)."),
		res.Points.Red, res.Points.Black, res.Totals.Red, res.Totals.Black, t.opt.Target))
	if !res.Captures {
		lines = append(lines, i18n.T("Nothing captured: the face-up scouts stay and each player adds one more next hand."))
	}
	if res.Finished {
		lines = append(lines, fmt.Sprintf(i18n.T("%s reaches the target and wins the game."), t.sideLabel(res.Winner)))
	} else if res.NextFirst != mengine.NoSide {
		lines = append(lines, fmt.Sprintf(i18n.T("%s goes first next hand."), t.sideLabel(res.NextFirst)))
	}
	sum := widgets.Wrapped(strings.Join(lines, "\n"))
	sum.TextStyle.Bold = true
	t.result.Add(sum)

	saveText := i18n.T("Save hand")
	if t.edit != nil {
		saveText = i18n.T("Save the correction")
	}
	t.saveB = widget.NewButtonWithIcon(saveText, theme.DocumentSaveIcon(), t.save)
	t.saveB.Importance = widget.HighImportance
	back := widget.NewButtonWithIcon(i18n.T("Change the cards"), theme.NavigateBackIcon(), t.showEntry)
	t.result.Add(container.NewGridWithColumns(2, t.saveB, back))
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
	t.result.Add(widget.NewAccordion(widget.NewAccordionItem(i18n.T("Why? The whole hand"), widgets.ExplanationPanel(t.u, "myre", res.Steps))))
	t.entry.Hide()
	t.result.Show()
	t.left.Refresh()
	t.leftScrl.ScrollToTop()
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
	owner := fmt.Sprintf(i18n.T("%s's pile"), t.sideShort(o.ScoutOwner))
	box.Add(container.NewBorder(nil, nil, container.NewHBox(widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("Pile %d"), pile), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), scoutRow), nil, widget.NewLabel(owner)))
	for _, side := range []mengine.Side{mengine.Red, mengine.Black} {
		a := o.Army(side)
		box.Add(t.armyRow(side, a, o.Winner == side))
	}
	var verdict string
	switch {
	case o.Winner == mengine.NoSide:
		verdict = i18n.T("Inextricable tie: every card goes back to its owner.")
	case o.DecidedBy == mengine.ByStrength:
		verdict = fmt.Sprintf(i18n.T("%s wins by strength, %d to %d."), t.sideLabel(o.Winner), o.Army(o.Winner).Strength, o.Army(o.Winner.Opponent()).Strength)
	default:
		verdict = fmt.Sprintf(i18n.T("Strength is equal (%d each): %s wins by the high card."), o.Red.Strength, t.sideLabel(o.Winner))
		for _, c := range o.TieBreak {
			if c.Higher != mengine.NoSide {
				hi, lo := c.Red, c.Black
				if c.Higher == mengine.Black {
					hi, lo = c.Black, c.Red
				}
				if lo == nil {
					verdict += " " + fmt.Sprintf(i18n.T("%s's %s counts; %s has no card left to compare."), t.sideShort(c.Higher), myreCardOrNone(hi), t.sideShort(c.Higher.Opponent()))
				} else {
					verdict += " " + fmt.Sprintf(i18n.T("%s's %s beats %s's %s."), t.sideShort(c.Higher), myreCardOrNone(hi), t.sideShort(c.Higher.Opponent()), myreCardOrNone(lo))
				}
				break
			}
		}
	}
	v := widgets.Wrapped(verdict)
	v.TextStyle.Bold = true
	box.Add(v)
	if o.Winner != mengine.NoSide && (len(o.Captured) > 0 || len(o.JokersTaken) > 0) {
		var parts []string
		if len(o.Captured) > 0 {
			parts = append(parts, fmt.Sprintf(i18n.T("%s jails %s: %d points."), t.sideShort(o.Winner), o.Captured, o.Points))
		}
		if len(o.JokersTaken) > 0 {
			parts = append(parts, fmt.Sprintf(i18n.T("%s takes %s into its deck."), t.sideShort(o.Winner), o.JokersTaken))
		}
		box.Add(widgets.Wrapped(strings.Join(parts, " ")))
	}
	box.Add(widget.NewAccordion(widget.NewAccordionItem(i18n.T("Why?"), widgets.ExplanationPanel(t.u, "myre", o.Explanation))))
	return widget.NewCard("", "", box)
}

func myreCardOrNone(c *cards.Card) string {
	if c == nil {
		return i18n.T("no card")
	}
	return c.String()
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
		text = fmt.Sprintf(i18n.T("%s positioned nothing"), t.sideLabel(side))
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

// save stores the resolved hand (or the correction).
func (t *myreTable) save() {
	if t.resolvedHand == nil {
		t.setMsg(i18n.T("Resolve the hand first."))
		t.showEntry()
		return
	}
	var res storage.RoundResult
	var err error
	if t.edit != nil {
		res, err = t.st.CorrectRound(t.edit.ID, *t.resolvedHand)
	} else {
		res, err = t.st.AddRound(t.g.ID, *t.resolvedHand)
	}
	if err != nil {
		t.setMsg(t.friendlyErr(err, nil))
		t.showEntry()
		return
	}
	_ = t.st.DeleteDraft(t.draftKey())
	wasEdit := t.edit != nil
	t.edit = nil
	t.resolved, t.resolvedHand = nil, nil
	t.loadState()
	t.ensureState()
	if wasEdit && t.stash != nil {
		d := *t.stash
		t.stash = nil
		t.loadDraft(d)
		t.saveDraft()
	} else {
		t.stash = nil
		t.newHand()
	}
	t.sheet.Refresh()
	t.refreshStatus()
	t.u.Changed()
	done := fmt.Sprintf(i18n.T("Hand %d saved."), res.Round.Number)
	if wasEdit {
		done = fmt.Sprintf(i18n.T("Hand %d corrected."), res.Round.Number)
	}
	t.note.SetText(done)
	t.note.Show()
}

// ---- corrections and undo ----

// startEdit opens a stored hand in the entry to correct it.
func (t *myreTable) startEdit(r storage.Round) {
	if t.edit == nil {
		d := t.draft()
		t.stash = &d
	}
	r2 := r
	t.edit = &r2
	t.loadState()
	d := myreDraft{}
	if dr, err := t.st.Decode(r); err == nil {
		if h, ok := dr.Round.(mscore.Hand); ok {
			d = myreHandDraft(h)
		}
	}
	t.loadDraft(d)
	t.refreshStatus()
	t.saveDraft()
	t.showHand()
}

func (t *myreTable) cancelEdit() {
	t.edit = nil
	t.loadState()
	if t.stash != nil {
		d := *t.stash
		t.stash = nil
		t.loadDraft(d)
		t.saveDraft()
	} else {
		t.newHand()
	}
	t.refreshStatus()
}

// afterHistoryChange follows an undo on the score sheet.
func (t *myreTable) afterHistoryChange() {
	d := t.draft()
	t.edit = nil
	t.loadState()
	d.Edit = ""
	t.loadDraft(d)
	t.saveDraft()
	t.refreshStatus()
}

// ---- jails, decks, who starts, the winner ----

func (t *myreTable) refreshStatus() {
	t.status.RemoveAll()
	// The status shows the game as stored, even while a hand is corrected.
	g := t.state
	if t.edit != nil {
		if full, err := myreStored(t.st, t.g.ID); err == nil {
			g = full
		}
	}
	tot := g.Totals()
	t.status.Add(widgets.Heading(i18n.T("Jails")))
	for _, s := range []mengine.Side{mengine.Red, mengine.Black} {
		jail := g.Jail(s)
		t.status.Add(widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("%s: %d points"), t.sideLabel(s), *tot.Of(s)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		if len(jail) == 0 {
			l := widget.NewLabel(i18n.T("Jail empty"))
			l.Importance = widget.LowImportance
			t.status.Add(l)
			continue
		}
		specs := make([]widgets.CardSpec, len(jail))
		for i, c := range jail {
			specs[i] = widgets.SpecStandard(c)
		}
		t.status.Add(widgets.CardRow(specs, myreJailCard, nil))
	}
	if t.opt.Jokers {
		var moved []string
		for _, j := range []cards.Joker{cards.RedJoker, cards.BlackJoker} {
			c := cards.Card{Joker: j}
			if own := g.JokerOwner(j); own != mengine.SideOfColor(c.Color()) && own != mengine.NoSide {
				moved = append(moved, fmt.Sprintf(i18n.T("%s is now in %s's deck."), c, t.sideShort(own)))
			}
		}
		if len(moved) > 0 {
			t.status.Add(widgets.Wrapped(strings.Join(moved, " ")))
		}
	}
	done, w := g.Finished()
	if !done {
		if nf := g.NextFirst(); nf != mengine.NoSide {
			t.status.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("Hand %d: %s goes first."), g.Hand(), t.sideLabel(nf))))
		}
	}
	t.status.Add(widgets.Heading(i18n.T("Armies")))
	for _, s := range []mengine.Side{mengine.Red, mengine.Black} {
		t.status.Add(t.deckReport(s, g.DeckReport(s)))
	}
	t.status.Refresh()

	t.winner.RemoveAll()
	if done && t.edit == nil {
		t.winner.Add(t.winnerView(w, tot))
		t.winner.Show()
	} else {
		t.winner.Hide()
	}
	t.refreshEntryHead()
	t.showEntry()
}

func (t *myreTable) deckReport(s mengine.Side, r mscore.DeckReport) fyne.CanvasObject {
	lines := []string{fmt.Sprintf(i18n.T("%s: %d cards in the deck, %d pairs still possible, worth %d points to the enemy."), t.sideLabel(s), r.Cards, r.Pairs, r.AtRisk)}
	if len(r.Broken) > 0 {
		lines = append(lines, fmt.Sprintf(i18n.T("Broken soldiers (one card left, no pair possible): %s."), strings.Join(r.Broken, ", ")))
		lines = append(lines, fmt.Sprintf(i18n.T("Safe to risk: %s."), r.SafeToRisk))
	}
	if len(r.Lost) > 0 {
		lines = append(lines, fmt.Sprintf(i18n.T("Ranks lost: %s."), strings.Join(r.Lost, ", ")))
	}
	if len(r.Jokers) > 0 {
		lines = append(lines, fmt.Sprintf(i18n.T("Jokers: %s."), r.Jokers))
	}
	l := widgets.Wrapped(strings.Join(lines, "\n"))
	return l
}

func (t *myreTable) winnerView(w mengine.Side, tot mscore.Sides[int]) fyne.CanvasObject {
	title := widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("%s wins the game!"), t.sideLabel(w)), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText
	title.Wrapping = fyne.TextWrapWord
	score := widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("%d points to %d (target %d)"), *tot.Of(w), *tot.Of(w.Opponent()), t.opt.Target), fyne.TextAlignCenter, fyne.TextStyle{})
	note := widgets.Wrapped(i18n.T("The game is stored in the history. A mistake? Undo the last hand or correct a hand on the score sheet."))
	note.Alignment = fyne.TextAlignCenter
	home := widget.NewButtonWithIcon(i18n.T("Back to the games"), theme.HomeIcon(), func() {
		_ = t.st.SetState("last_screen", "")
		t.u.Home(host.SectionPlay)
	})
	home.Importance = widget.HighImportance
	bg := canvas.NewRectangle(color.NRGBA{widgets.WinGold.R, widgets.WinGold.G, widgets.WinGold.B, 0x40})
	bg.CornerRadius = 8
	bg.StrokeColor = widgets.WinGold
	bg.StrokeWidth = 2
	return container.NewStack(bg, container.NewPadded(container.NewVBox(title, score, note, home)))
}

// ---- screenshots ----
