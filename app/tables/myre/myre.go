package myre

import (
	"encoding/json"
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/tablestore"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	mengine "arbiter/engine/myre"
	"arbiter/scoring"
	mscore "arbiter/scoring/myre"
	"arbiter/storage"
)

// The Myre table: the hand being entered as piles of the scouting row, each
// with its scout and the cards Red and Black positioned behind it; a live
// strength preview; "Resolve" reveals every battle with the reasons;
// "Save hand" stores it. Beside it (or behind a toggle on a phone): the
// jails with their points, who goes first, the score sheet and each army's
// deck report.
//
// One source of truth: the table keeps no copy of the game. Whenever it is
// shown, and after every save, correction and undo, it reads the game's
// state from the store (Store.GameState, or Store.StateBefore the hand
// being corrected) and the hand being entered from its stored draft, and
// draws everything from them. Which card may go where, and why not, is the
// game's answer (myre.Game.CanPlace and CanFaceUp).
//
// A layout that does not move under the finger: the status line ("Hand 2
// saved.", or why a card cannot go there) keeps its place at the top, the
// actions (Resolve or Save, Clear or Change the cards, Undo last hand) are
// in a bar that is always in view, the deck is drawn in one fixed order
// (hearts, diamonds, spades, clubs, jokers) and every part above it keeps
// its height whatever is tapped.

func init() {
	host.RegisterTable(host.Table{
		ID: "myre",
		Seating: host.Seating{Sides: []host.SideSeats{
			{Side: "red", Label: i18n.T("Red"), Players: 1},
			{Side: "black", Label: i18n.T("Black"), Players: 1},
		}},
		Screen:   func(u host.Host, st *storage.Store, g storage.Game) host.Page { return newMyreTable(u, st, g).page() },
		Describe: func(_ storage.Game, r storage.Round) string { return myreDescribe(r) },
		Edit: func(u host.Host, st *storage.Store, g storage.Game, r storage.Round) host.Page {
			t := newMyreTable(u, st, g)
			t.startEdit(r)
			return t.page()
		},
	})
}

// myreSides is the one order the table lists the sides in: the seats'
// order, Red then Black (the jails, the score sheet, the previews).
var myreSides = []mengine.Side{mengine.Red, mengine.Black}

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

// myreDraft is the entry as it stands, saved on every change: it is what
// the table shows of the hand being entered, so nothing tapped in is lost
// when the app closes, and another screen of the same game shows the same.
type myreDraft struct {
	Edit  string          `json:"edit,omitempty"` // the round being corrected
	Piles []myrePileDraft `json:"piles"`
	First string          `json:"first,omitempty"`
	// Stash is the new hand put aside while a past hand is corrected.
	Stash *myreDraft `json:"stash,omitempty"`
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
	return d.First == "" && d.Edit == "" && d.Stash == nil
}

// key is the draft as a comparable string.
func (d myreDraft) key() string {
	if d.empty() {
		return ""
	}
	b, _ := json.Marshal(d)
	return string(b)
}

// The table's modes: entering a hand, the hand resolved and ready to
// save, the game over.
const (
	modeEntry = iota
	modeResult
	modeOver
)

// myreTable is one game's table screen.
type myreTable struct {
	u     host.Host
	st    *storage.Store
	g     storage.Game
	opt   mscore.Options
	names map[mengine.Side]string
	deck  []widgets.CardSpec
	phone bool

	// Read from the store by load, never kept across a change.
	stored   *mscore.Game    // the game after its hands in force
	state    *mscore.Game    // what the entry plays on: stored, or the game before the hand corrected
	rounds   []storage.Round // in force
	seen     string          // the rounds (ids and versions) load read
	stateErr error
	edit     *storage.Round // the round being corrected, if any
	stash    *myreDraft     // the new hand put aside while correcting

	piles  []*myrePile
	active int
	mode   int
	// The deck grid: one face per card, shared by the piles (the grid
	// never changes when another pile is shown).
	faces map[string][]*widgets.CardFace

	// The resolved hand, ready to save while the entry is unchanged.
	resolved     *mscore.HandResult
	resolvedHand *mscore.Hand
	battlePile   []int

	// The status line: a lasting note ("Hand 2 saved.") and, over it for
	// a while, why the last tap was refused.
	status widgets.StatusNotes

	// Widgets, made by build.
	holder    *fyne.Container // the page's content; rebuilt when the layout changes
	primary   *widget.Button  // Resolve / Save hand / Back to the games
	secondary *widget.Button  // Clear the hand / Cancel the correction / Change the cards
	undoB     *widget.Button
	banner    *fyne.Container
	head      *widget.Label
	info      *widget.Label
	pileTabs  *fyne.Container
	addPile   *widget.Button
	removeB   *widget.Button
	pileHead  *fyne.Container
	zones     *fyne.Container
	preview   *widgets.StatusLine
	jokerBox  *fyne.Container
	first     *widget.RadioGroup
	firstBox  *fyne.Container
	counts    *widget.Label
	entry     *fyne.Container
	result    *fyne.Container
	winner    *fyne.Container
	body      *widgets.Scroll
	right     *widgets.Scroll
	jails     *fyne.Container // jails, who goes first
	armies    *fyne.Container // deck reports
	sheet     *widgets.ScoreSheet
	showHand  func() // on a phone: back to the hand entry
	restoring bool
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
	zoneBox   fyne.CanvasObject
}

func newMyreTable(u host.Host, st *storage.Store, g storage.Game) *myreTable {
	t := &myreTable{u: u, st: st, g: g, names: map[mengine.Side]string{}, faces: map[string][]*widgets.CardFace{}}
	t.phone = u.Phone()
	t.opt = mscore.DefaultOptions()
	if state, err := myreStored(st, g.ID); err == nil {
		t.opt = state.Options()
	}
	for _, s := range g.Seats {
		if side, err := mengine.ParseSide(s.Side); err == nil {
			t.names[side] = s.Name
		}
	}
	for _, c := range widgets.SuitOrderDeck(t.opt.Jokers) {
		t.deck = append(t.deck, widgets.SpecStandard(c))
	}
	_ = st.SetState("last_screen", "game/"+g.ID)
	t.holder = container.NewStack()
	t.build()
	t.fromStore()
	t.status.ShowNote()
	u.OnLayout(func(phone bool) {
		if phone == t.phone {
			return
		}
		t.phone = phone
		d := t.draft()
		t.build()
		t.loadDraft(d)
		t.render()
		t.status.ShowNote()
	})
	return t
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
	return host.Page{Title: title, Content: t.holder, OnShow: t.onShow}
}

// sideLabel names a side with its player: "Red (Ann)".
func (t *myreTable) sideLabel(s mengine.Side) string {
	if s == mengine.NoSide {
		return i18n.T("Nobody")
	}
	l := t.sideShort(s)
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

// ---- the store, the one source of truth ----

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

// load reads the game from the store: its hands in force, its state after
// them, and the state the entry plays on (before the hand being
// corrected, when one is).
func (t *myreTable) load() {
	if g, err := t.st.Game(t.g.ID); err == nil {
		t.g = g
	}
	t.stateErr = nil
	rounds, err := t.st.Rounds(t.g.ID)
	if err != nil {
		t.stateErr = err
	}
	t.rounds = rounds
	t.seen = tablestore.RoundsKey(rounds)
	t.stored, err = myreStored(t.st, t.g.ID)
	if err != nil {
		t.stateErr = err
		t.stored = mscore.NewGame(t.opt, mscore.Setup{})
	}
	t.state = t.stored
	if t.edit == nil {
		return
	}
	// The hand being corrected, as stored now (another screen may have
	// corrected or undone it).
	cur := tablestore.RoundByID(rounds, t.edit.ID)
	if cur == nil {
		t.edit = nil
		return
	}
	t.edit = cur
	s, err := t.st.StateBefore(cur.ID)
	if g, ok := s.(*mscore.Game); err == nil && ok {
		t.state = g
	} else if err != nil {
		t.stateErr = err
	}
}

// fromStore reads everything from the store and shows it: the game, and
// the hand being entered as its draft has it (a new hand when there is
// none).
func (t *myreTable) fromStore() {
	t.edit, t.stash = nil, nil
	d, found := tablestore.ReadDraft[myreDraft](t.st, t.draftKey())
	if found && d.Edit != "" {
		t.edit = &storage.Round{ID: d.Edit}
	}
	t.load()
	switch {
	case !found:
		t.newHand()
	case d.Edit != "" && t.edit == nil:
		// The hand it corrected is gone: back to the hand put aside.
		if d.Stash != nil {
			t.loadDraft(*d.Stash)
		} else {
			t.newHand()
		}
	default:
		t.stash = d.Stash
		t.loadDraft(d)
	}
	t.saveDraft()
	t.render()
}

// onShow runs each time the page comes on screen: when the stored game or
// the stored draft differ from what the table shows (a correction or an
// undo on another screen of this game), everything is read again.
func (t *myreTable) onShow() {
	gameChanged := t.changedElsewhere()
	var stored string
	if d, ok := tablestore.ReadDraft[myreDraft](t.st, t.draftKey()); ok {
		stored = d.key()
	}
	if !gameChanged && stored == t.draft().key() {
		t.sheet.Refresh()
		return
	}
	t.fromStore()
	t.sheet.Refresh()
	if gameChanged {
		// What the status said was about the game as it was.
		t.status.SetNote("", widgets.StatusInfo)
	}
}

// changedElsewhere reports whether the stored game is not the one the
// table shows.
func (t *myreTable) changedElsewhere() bool {
	return tablestore.ChangedElsewhere(t.st, t.g.ID, t.seen)
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

// storedHandDraft is a stored round as piles for the entry.
func (t *myreTable) storedHandDraft(r storage.Round) myreDraft {
	if dr, err := t.st.Decode(r); err == nil {
		if h, ok := dr.Round.(mscore.Hand); ok {
			return myreHandDraft(h)
		}
	}
	return myreDraft{}
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
	// Room for a refusal with its rule: three lines on a phone.
	t.status.Line = widgets.NewStatusLine(2)
	if t.phone {
		t.status.Line = widgets.NewStatusLine(3)
	}
	t.status.Hint = i18n.T("Tap each pile's scout, then the cards Red and Black positioned behind it.")
	t.primary = widget.NewButtonWithIcon(i18n.T("Resolve"), theme.VisibilityIcon(), t.resolve)
	t.primary.Importance = widget.HighImportance
	t.secondary = widget.NewButtonWithIcon(i18n.T("Clear the hand"), theme.ContentClearIcon(), t.confirmClear)
	t.undoB = widget.NewButtonWithIcon(i18n.T("Undo last hand"), theme.ContentUndoIcon(), func() {
		if t.sheet != nil && t.sheet.Undo.OnTapped != nil {
			t.sheet.Undo.OnTapped()
		}
	})
	bar := widgets.ActionBar(t.primary, t.secondary, t.undoB)

	t.banner = container.NewVBox()
	t.head = widgets.Wrapped("")
	t.head.TextStyle.Bold = true
	t.info = widgets.Wrapped("")
	t.addPile = widget.NewButtonWithIcon(i18n.T("Pile"), theme.ContentAddIcon(), func() {
		t.addNewPile(myrePileDraft{})
		t.showPile(len(t.piles) - 1)
		t.changed()
	})
	t.removeB = widget.NewButtonWithIcon(i18n.T("Remove this pile"), theme.DeleteIcon(), func() {
		if t.active < len(t.piles) {
			t.removePile(t.piles[t.active])
		}
	})
	t.removeB.Importance = widget.LowImportance
	// The pile tabs scroll sideways: a new pile never adds a row that
	// would push the cards down.
	t.pileTabs = container.NewHBox()
	t.pileHead = container.NewStack()
	t.zones = container.NewStack()
	lines := 2
	if t.phone {
		lines = 4
	}
	t.preview = widgets.NewStatusLine(lines)
	t.jokerBox = container.NewVBox()
	t.first = widget.NewRadioGroup([]string{t.sideLabel(mengine.Red), t.sideLabel(mengine.Black)}, func(string) {
		if !t.restoring {
			t.changed()
		}
	})
	t.first.Horizontal = true
	t.firstBox = container.NewVBox(widgets.Wrapped(i18n.T("Who played first this hand?")), t.first)
	t.counts = widgets.Wrapped("")
	t.entry = container.NewVBox(
		t.firstBox,
		// "+ Pile" stays at the row's end, outside the tabs' scroll.
		container.NewBorder(nil, nil, nil, t.addPile, container.NewHScroll(t.pileTabs)),
		t.pileHead,
		t.zones,
		t.preview,
		t.deckGrid(),
		t.jokerBox,
		t.counts,
	)
	t.result = container.NewVBox()
	t.winner = container.NewVBox()
	t.body = widgets.NewScroll(container.NewPadded(container.NewVBox(t.banner, t.head, t.info, t.winner, t.entry, t.result)))
	hand := widgets.TableFrame(t.status.Line, t.body, bar)

	t.jails = container.NewVBox()
	t.armies = container.NewVBox()
	sides := make([]string, len(myreSides))
	for i, s := range myreSides {
		sides[i] = s.String()
	}
	t.sheet = widgets.NewScoreSheet(t.u, t.st, t.g, widgets.SheetOptions{
		Target:    float64(t.opt.Target),
		Sides:     sides,
		SideLabel: func(side string) string { s, _ := mengine.ParseSide(side); return t.sideLabel(s) },
		Describe:  myreDescribe,
		Edit:      t.startEdit,
		Undone:    t.undone,
	})
	// Undo is in the action bar, next to the hand it puts back.
	t.sheet.Undo.Hide()
	sheetBox := container.NewStack(myreSpacer(0, 320), t.sheet.Root)
	right := widgets.NewScroll(container.NewPadded(container.NewVBox(t.jails, widgets.Heading(i18n.T("Score sheet")), sheetBox, t.armies)))
	t.right = right

	var content fyne.CanvasObject
	content, t.showHand = widgets.EntryAndSheet(t.phone, hand, i18n.T("Hand"), right, i18n.T("Jails & score"), 0.6, func() { t.sheet.Refresh() })
	t.holder.Objects = []fyne.CanvasObject{content}
	t.holder.Refresh()
}

// deckGrid draws the deck in one fixed order; a tap goes to the pile being entered.
func (t *myreTable) deckGrid() fyne.CanvasObject {
	grid, faces := widgets.DeckGrid(t.deck, t.tapDeck)
	t.faces = faces
	return grid
}

// myreSpacer is an empty object with a minimum size.
func myreSpacer(w, h float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(w, h))
	return r
}

// myreFixed keeps o at least h high, so a zone that gets its first card
// does not grow and move what is below it.
func myreFixed(o fyne.CanvasObject, h float32) fyne.CanvasObject {
	return container.NewStack(myreSpacer(0, h), o)
}

// myreDescribe summarises a stored hand for the score sheet and the game
// record: the piles fought over and what was jailed.
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

// ---- the status line ----

// statusText is what the status line shows.
func (t *myreTable) statusText() string { return t.status.Text() }

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
	p.picker = widgets.NewCardPicker(t.deck, []*widgets.Zone{p.scout, p.red, p.black}, p.onChange)
	// The table's one deck grid is the picker's: it dims the cards the
	// active pile cannot take.
	p.picker.Faces = t.faces
	p.faceUp = widget.NewCheck(i18n.T("Face-up scout"), func(on bool) {
		if t.restoring {
			return
		}
		if on {
			// Asked at the tap: may this pile be a face-up scout?
			p.faceUp.Checked = false
			if err := t.state.CanFaceUp(t.enteredPiles(), t.pileIndex(p)); err != nil {
				p.faceUp.Refresh()
				t.status.Problem(t.why(err, nil))
				return
			}
			p.faceUp.Checked = true
		}
		t.changed()
	})
	rows := []fyne.CanvasObject{}
	zoneH := widgets.PlacedCardSize.Height
	// The zones' names are as wide as the widest needs (at least 88): a
	// long word at a large text size stays on its button.
	head := fyne.NewSize(88, 44)
	for _, z := range []*widgets.Zone{p.scout, p.red, p.black} {
		head.Width = max(head.Width, z.Head.MinSize().Width)
	}
	for _, z := range []*widgets.Zone{p.scout, p.red, p.black} {
		if t.phone {
			rows = append(rows, myreFixed(container.NewBorder(nil, nil, container.NewGridWrap(head, z.Head), nil, z.View), zoneH))
		} else {
			rows = append(rows, container.NewVBox(z.Head, myreFixed(z.View, zoneH)))
		}
	}
	if t.phone {
		p.zoneBox = container.NewVBox(rows...)
	} else {
		p.zoneBox = container.NewGridWithColumns(3, rows...)
	}
	t.restoring = true
	p.picker.SetCodes(0, d.Scout)
	p.picker.SetCodes(1, myreCodes(d.Red, p.jokerDown))
	p.picker.SetCodes(2, myreCodes(d.Black, p.jokerDown))
	p.faceUp.SetChecked(d.FaceUp)
	t.restoring = false
	if len(d.Scout) >= scoutMax {
		p.picker.SetActive(1)
	}
	t.piles = append(t.piles, p)
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
	t.showPile(min(t.active, len(t.piles)-1))
	t.changed()
}

// showPile makes pile i the one being entered.
func (t *myreTable) showPile(i int) {
	if i < 0 || i >= len(t.piles) {
		return
	}
	t.active = i
	p := t.piles[i]
	// A check takes taps on its box and its words only: it is as wide as
	// they are.
	// Side by side when they fit, one over the other on a narrow phone.
	t.pileHead.Objects = []fyne.CanvasObject{widgets.NewFlowGrid(2, container.NewHBox(p.faceUp), container.NewHBox(layout.NewSpacer(), t.removeB))}
	t.pileHead.Refresh()
	t.zones.Objects = []fyne.CanvasObject{p.zoneBox}
	t.zones.Refresh()
	t.renderPiles()
}

func (t *myreTable) renderTabs() {
	t.pileTabs.RemoveAll()
	for i, p := range t.piles {
		i := i
		label := fmt.Sprintf(i18n.T("Pile %d"), i+1)
		if sc := p.picker.Codes(0); len(sc) > 0 {
			label += " · " + widgets.CardWords(strings.Join(sc, "+"))
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
	t.pileTabs.Refresh()
}

// positioned counts the cards a side positioned in every pile.
func (t *myreTable) positioned(s mengine.Side) int {
	n := 0
	for _, p := range t.piles {
		n += len(p.played(s))
	}
	return n
}

func myreCard(s widgets.CardSpec) cards.Card {
	c, _ := cards.Parse(s.Code)
	return c
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
// the zone says why not, in words, with the rule.
func (p *myrePile) allow(zone mscore.Zone, z *widgets.Zone, s widgets.CardSpec) bool {
	t := p.t
	c := myreCard(s)
	err := t.state.CanPlace(t.enteredPiles(), t.pileIndex(p), zone, c)
	if err == nil {
		return true
	}
	z.Why = t.why(err, &c)
	return false
}

// tapDeck puts a tapped card of the deck into the active zone of the pile
// being entered, or says at once why it cannot go there.
func (t *myreTable) tapDeck(s widgets.CardSpec) {
	if t.mode != modeEntry || t.active >= len(t.piles) {
		return
	}
	p := t.piles[t.active]
	p.picker.TapDeck(s)
	if why := p.picker.Status.Text; why != "" {
		t.status.Problem(widgets.CardWords(why))
	}
}

func (p *myrePile) onChange() {
	t := p.t
	if t.restoring {
		return
	}
	// After the scout, the next cards are most likely Red's.
	if p.picker.Active == 0 && len(p.scout.Cards) >= p.scout.Max {
		p.picker.SetActive(1)
	}
	t.changed()
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

// previewText is each army's strength behind the pile being entered.
func (p *myrePile) previewText() string {
	t := p.t
	var lines []string
	for _, side := range myreSides {
		pl := p.played(side)
		if len(pl) == 0 {
			lines = append(lines, fmt.Sprintf(i18n.T("%s: no cards yet"), t.sideShort(side)))
			continue
		}
		a := t.state.Preview(side, pl, p.scoutCards())
		lines = append(lines, fmt.Sprintf(i18n.T("%s: %s, strength %d"), t.sideShort(side), myreArmyWords(a), a.Strength))
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
		parts = append(parts, i18n.N(n, "%d joker", "%d jokers"))
	}
	if len(parts) == 0 {
		return i18n.T("no formation")
	}
	s := strings.Join(parts, " + ")
	if a.ScoutUsed != nil {
		s += " " + fmt.Sprintf(i18n.T("(with the scout %s)"), widgets.CardWords(a.ScoutUsed.String()))
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
	t.resolved, t.resolvedHand = nil, nil
	t.status.ClearProblem()
	t.saveDraft()
	t.renderPiles()
}

// draft is the entry as it stands.
func (t *myreTable) draft() myreDraft {
	d := myreDraft{Stash: t.stash}
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

// saveDraft stores the entry as it stands (nothing when it is empty).
func (t *myreTable) saveDraft() {
	d := t.draft()
	if err := tablestore.SaveDraft(t.st, t.draftKey(), d, d.empty()); err != nil {
		t.status.Problem(err.Error())
	}
}

// loadDraft puts a draft's piles on the table.
func (t *myreTable) loadDraft(d myreDraft) {
	t.piles = nil
	t.stash = d.Stash
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
	// The first pile nothing is behind yet (a new hand's own pile after
	// the face-up scouts that stay), else the first.
	at := 0
	for i, p := range t.piles {
		if !p.faceUp.Checked {
			at = i
			break
		}
	}
	t.resolved, t.resolvedHand = nil, nil
	t.mode = modeEntry
	t.showPile(at)
}

// newHand starts an empty hand: the face-up scouts that stay after a hand
// without captures are already on the table (MYRE-12).
func (t *myreTable) newHand() {
	d := myreDraft{}
	stay := t.state.FaceUpStaying()
	for _, c := range append(append(cards.Cards{}, stay.Red...), stay.Black...) {
		d.Piles = append(d.Piles, myrePileDraft{Scout: []string{c.String()}, FaceUp: true})
	}
	d.Piles = append(d.Piles, myrePileDraft{})
	t.loadDraft(d)
}

func (t *myreTable) confirmClear() {
	dialog.ShowConfirm(i18n.T("Clear the hand"), i18n.T("Take every card of this hand off the table?"), func(ok bool) {
		if ok {
			t.newHand()
			t.changed()
		}
	}, t.u.Window())
}

// ---- drawing from the state ----

// render draws the whole table from the state and the entry.
func (t *myreTable) render() {
	if t.mode != modeResult {
		t.mode = modeEntry
		if done, _ := t.stored.Finished(); done && t.edit == nil {
			t.mode = modeOver
		}
	}
	t.renderJails()
	t.renderHead()
	t.renderPiles()
	t.renderMode()
}

// renderPiles draws the pile being entered: the tabs, its zones' cards,
// which cards of the deck it can take, the preview and the counts.
func (t *myreTable) renderPiles() {
	if t.active >= len(t.piles) {
		return
	}
	p := t.piles[t.active]
	if len(p.scout.Cards) > 1 && p.faceUp.Checked {
		t.restoring = true
		p.faceUp.SetChecked(false)
		t.restoring = false
	}
	// The deck is dimmed for this pile (the faces are shared).
	p.picker.RefreshDeck()
	// Face-down switches for positioned jokers (MYRE-7).
	t.jokerBox.RemoveAll()
	for _, z := range []*widgets.Zone{p.red, p.black} {
		for _, s := range z.Cards {
			code := s.Code
			if !myreCard(s).IsJoker() {
				continue
			}
			// A short label: a check's words do not wrap.
			c := widget.NewCheck(fmt.Sprintf(i18n.T("%s face down"), widgets.CardWords(code)), nil)
			c.SetChecked(p.jokerDown[code])
			c.OnChanged = func(v bool) {
				p.jokerDown[code] = v
				t.changed()
			}
			t.jokerBox.Add(container.NewHBox(c))
		}
	}
	if len(t.jokerBox.Objects) > 0 {
		t.jokerBox.Add(widgets.CaptionLabel(i18n.T("A joker positioned face down is worth nothing (MYRE-7).")))
	}
	for code := range p.jokerDown {
		if p.picker.PlacedCount(code) == 0 {
			delete(p.jokerDown, code)
		}
	}
	t.jokerBox.Refresh()
	t.preview.Set(p.previewText(), widgets.StatusInfo)
	t.counts.SetText(fmt.Sprintf(i18n.T("Positioned this hand: Red %d of 5 · Black %d of 5"),
		t.positioned(mengine.Red), t.positioned(mengine.Black)))
	t.renderTabs()
	// What is below the deck may have grown (a joker's switch).
	t.body.Refresh()
}

// renderHead shows the hand number, who goes first, the correction banner.
func (t *myreTable) renderHead() {
	n := t.state.Hand()
	t.banner.RemoveAll()
	if t.edit != nil {
		info := widgets.Wrapped(fmt.Sprintf(i18n.T("Correcting hand %d: change the cards, resolve, and save the correction. The old version stays in the round's history."), t.edit.Number))
		info.Importance = widget.WarningImportance
		t.banner.Add(info)
	}
	t.banner.Refresh()
	var info []string
	head := fmt.Sprintf(i18n.T("Hand %d"), n)
	if t.mode == modeOver {
		head = ""
	}
	if t.stateErr != nil {
		info = append(info, fmt.Sprintf(i18n.T("The stored hands could not be read: %v"), t.stateErr))
	}
	// Who goes first, as the rules know it before the face-up scouts are
	// entered (MYRE-9); the table asks only when they cannot tell.
	if nf, _ := t.state.First(mscore.FaceUp{}); nf != mengine.NoSide {
		head += " · " + fmt.Sprintf(i18n.T("%s goes first."), t.sideLabel(nf))
		t.firstBox.Hide()
	} else {
		if n == 1 && t.opt.FirstPlayer == mscore.FirstHigherScout {
			info = append(info, i18n.T("The higher face-up scout goes first: add both face-up scouts as piles and tick “Face-up scout”, or say who played first."))
		}
		t.firstBox.Show()
	}
	stay := t.state.FaceUpStaying()
	if len(stay.Red)+len(stay.Black) > 0 {
		all := append(append(cards.Cards{}, stay.Red...), stay.Black...)
		info = append(info, fmt.Sprintf(i18n.T("Nothing was captured last hand: %s stay face up and each player flips one more."), widgets.CardWords(all.String())))
	}
	t.head.SetText(strings.TrimSpace(head))
	t.info.SetText(strings.Join(info, "\n"))
	for _, l := range []*widget.Label{t.head, t.info} {
		if l.Text == "" || t.mode == modeResult {
			l.Hide()
		} else {
			l.Show()
		}
	}
}

// renderMode shows the entry, the resolved hand or the game's end, with
// their actions in the bar.
func (t *myreTable) renderMode() {
	t.entry.Hide()
	t.result.Hide()
	t.winner.Hide()
	t.secondary.Show()
	if len(t.rounds) > 0 {
		t.undoB.Enable()
	} else {
		t.undoB.Disable()
	}
	switch t.mode {
	case modeEntry:
		t.entry.Show()
		t.primary.SetText(i18n.T("Resolve"))
		t.primary.SetIcon(theme.VisibilityIcon())
		t.primary.OnTapped = t.resolve
		if t.edit != nil {
			t.secondary.SetText(i18n.T("Cancel the correction"))
			t.secondary.SetIcon(theme.CancelIcon())
			t.secondary.OnTapped = t.cancelEdit
		} else {
			t.secondary.SetText(i18n.T("Clear the hand"))
			t.secondary.SetIcon(theme.ContentClearIcon())
			t.secondary.OnTapped = t.confirmClear
		}
	case modeResult:
		t.result.Show()
		save := i18n.T("Save hand")
		if t.edit != nil {
			save = i18n.T("Save the correction")
		}
		t.primary.SetText(save)
		t.primary.SetIcon(theme.DocumentSaveIcon())
		t.primary.OnTapped = t.save
		t.secondary.SetText(i18n.T("Change the cards"))
		t.secondary.SetIcon(theme.NavigateBackIcon())
		t.secondary.OnTapped = func() {
			t.mode = modeEntry
			t.resolved, t.resolvedHand = nil, nil
			t.renderHead()
			t.renderMode()
		}
	case modeOver:
		t.winner.Show()
		t.primary.SetText(i18n.T("Back to the games"))
		t.primary.SetIcon(theme.HomeIcon())
		t.primary.OnTapped = func() {
			_ = t.st.SetState("last_screen", "")
			t.u.Home(host.SectionPlay)
		}
		t.secondary.Hide()
	}
	t.body.Refresh()
}

// ---- resolve and save ----

// hand builds the hand to play from the piles, as the game's rules read
// them; battlePile maps each battle to its pile (1-based).
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

// resolve plays the hand on a copy of the stored game and shows every
// battle.
func (t *myreTable) resolve() {
	if t.changedElsewhere() {
		t.fromStore()
		t.status.Problem(i18n.T("This game was changed on another screen: the table shows it as stored now."))
		return
	}
	h, battlePile, err := t.hand()
	if err != nil {
		t.status.Problem(t.why(err, nil))
		return
	}
	res, err := t.state.Clone().Play(h)
	if err != nil {
		t.status.Problem(t.why(err, nil))
		return
	}
	t.resolved, t.resolvedHand, t.battlePile = &res, &h, battlePile
	t.showResult(res, battlePile)
	t.mode = modeResult
	t.renderHead()
	t.status.SetNote(fmt.Sprintf(i18n.T("Hand %d resolved: check the battles, then save the hand."), res.Hand), widgets.StatusInfo)
	t.renderMode()
	t.body.ScrollToTop()
}

// showResult draws the battles: formations highlighted, the winner marked,
// the captures with their points and the reasons.
func (t *myreTable) showResult(res mscore.HandResult, battlePile []int) {
	t.result.RemoveAll()
	t.result.Add(widgets.Heading(fmt.Sprintf(i18n.T("Hand %d resolved"), res.Hand)))
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
	owner := fmt.Sprintf(i18n.T("%s's pile"), t.sideShort(o.ScoutOwner))
	box.Add(container.NewBorder(nil, nil, container.NewHBox(widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("Pile %d"), pile), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), scoutRow), nil, widget.NewLabel(owner)))
	for _, side := range myreSides {
		box.Add(t.armyRow(side, o.Army(side), o.Winner == side))
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
			parts = append(parts, fmt.Sprintf(i18n.T("%s jails %s: %d points."), t.sideShort(o.Winner), widgets.CardWords(cards.Cards(o.Captured).String()), o.Points))
		}
		if len(o.JokersTaken) > 0 {
			parts = append(parts, fmt.Sprintf(i18n.T("%s takes %s into its deck."), t.sideShort(o.Winner), widgets.CardWords(cards.Cards(o.JokersTaken).String())))
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
	return widgets.CardWords(c.String())
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

// save stores the resolved hand (or the correction), then shows the game
// as stored.
func (t *myreTable) save() {
	if t.resolvedHand == nil {
		t.mode = modeEntry
		t.renderMode()
		t.status.Problem(i18n.T("Resolve the hand first."))
		return
	}
	if t.changedElsewhere() {
		t.fromStore()
		t.status.Problem(i18n.T("This game was changed on another screen: the table shows it as stored now."))
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
		t.mode = modeEntry
		t.renderMode()
		t.status.Problem(t.why(err, nil))
		return
	}
	wasEdit := t.edit != nil
	stash := t.stash
	t.edit, t.stash = nil, nil
	t.resolved, t.resolvedHand = nil, nil
	t.mode = modeEntry
	t.load()
	if wasEdit && stash != nil {
		t.loadDraft(*stash)
	} else {
		t.newHand()
	}
	t.saveDraft()
	t.sheet.Refresh()
	t.u.Changed()
	done := fmt.Sprintf(i18n.T("Hand %d saved."), res.Round.Number)
	if wasEdit {
		done = fmt.Sprintf(i18n.T("Hand %d corrected."), res.Round.Number)
	}
	t.status.SetNote(done, widgets.StatusDone)
	t.render()
	t.body.ScrollToTop()
}

// ---- corrections and undo ----

// startEdit opens a stored hand in the entry to correct it; the hand being
// entered is put aside and comes back after the correction.
func (t *myreTable) startEdit(r storage.Round) {
	if t.edit == nil {
		d := t.draft()
		d.Stash = nil
		if !d.empty() {
			t.stash = &d
		} else {
			t.stash = nil
		}
	}
	r2 := r
	t.edit = &r2
	t.load()
	if t.edit == nil {
		t.status.Problem(i18n.T("This hand is no longer in the game."))
		return
	}
	d := t.storedHandDraft(*t.edit)
	d.Stash = t.stash
	t.loadDraft(d)
	t.saveDraft()
	t.status.SetNote(fmt.Sprintf(i18n.T("Correcting hand %d."), t.edit.Number), widgets.StatusWarning)
	t.render()
	t.body.ScrollToTop()
	t.showHand()
}

func (t *myreTable) cancelEdit() {
	n := 0
	if t.edit != nil {
		n = t.edit.Number
	}
	stash := t.stash
	t.edit, t.stash = nil, nil
	t.load()
	if stash != nil {
		t.loadDraft(*stash)
	} else {
		t.newHand()
	}
	t.saveDraft()
	t.status.SetNote(fmt.Sprintf(i18n.T("Hand %d left as it was."), n), widgets.StatusInfo)
	t.render()
}

// undone follows an undo: the hand taken back is put in the form again, to
// be changed and saved.
func (t *myreTable) undone(r storage.Round) {
	t.edit, t.stash = nil, nil
	t.load()
	d := t.storedHandDraft(r)
	t.loadDraft(d)
	t.saveDraft()
	t.status.SetNote(fmt.Sprintf(i18n.T("Hand %d taken back: its cards are in the form again. Change them and save."), r.Number), widgets.StatusWarning)
	t.render()
	t.body.ScrollToTop()
	t.showHand()
}

// ---- jails, decks, who starts, the winner ----

// renderJails draws the jails, who goes first, the deck reports and the
// winner from the game as stored (even while a hand is corrected).
func (t *myreTable) renderJails() {
	g := t.stored
	tot := g.Totals()
	t.jails.RemoveAll()
	t.jails.Add(widgets.Heading(i18n.T("Jails")))
	for _, s := range myreSides {
		jail := g.Jail(s)
		t.jails.Add(widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("%s: %d points"), t.sideLabel(s), *tot.Of(s)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		if len(jail) == 0 {
			l := widget.NewLabel(i18n.T("Jail empty"))
			l.Importance = widget.LowImportance
			t.jails.Add(l)
			continue
		}
		specs := make([]widgets.CardSpec, len(jail))
		for i, c := range jail {
			specs[i] = widgets.SpecStandard(c)
		}
		t.jails.Add(widgets.CardRow(specs, myreJailCard, nil))
	}
	if t.opt.Jokers {
		var moved []string
		for _, j := range []cards.Joker{cards.RedJoker, cards.BlackJoker} {
			c := cards.Card{Joker: j}
			if own := g.JokerOwner(j); own != mengine.SideOfColor(c.Color()) && own != mengine.NoSide {
				moved = append(moved, fmt.Sprintf(i18n.T("%s is now in %s's deck."), widgets.CardWords(c.String()), t.sideShort(own)))
			}
		}
		if len(moved) > 0 {
			t.jails.Add(widgets.Wrapped(strings.Join(moved, " ")))
		}
	}
	done, w := g.Finished()
	if !done {
		if nf := g.NextFirst(); nf != mengine.NoSide {
			t.jails.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("Hand %d: %s goes first."), g.Hand(), t.sideLabel(nf))))
		}
	}
	t.jails.Refresh()

	t.armies.RemoveAll()
	t.armies.Add(widgets.Heading(i18n.T("Armies")))
	for _, s := range myreSides {
		t.armies.Add(t.deckReport(s, g.DeckReport(s)))
	}
	t.armies.Refresh()

	t.winner.RemoveAll()
	if done {
		t.winner.Add(t.winnerView(w, tot))
	}
	t.winner.Refresh()
	// The column's height follows what it holds now.
	t.right.Refresh()
}

func (t *myreTable) deckReport(s mengine.Side, r mscore.DeckReport) fyne.CanvasObject {
	lines := []string{fmt.Sprintf(i18n.T("%s: %d cards in the deck, %d pairs still possible, worth %d points to the enemy."), t.sideLabel(s), r.Cards, r.Pairs, r.AtRisk)}
	if len(r.Broken) > 0 {
		lines = append(lines, fmt.Sprintf(i18n.T("Broken soldiers (one card left, no pair possible): %s."), strings.Join(r.Broken, ", ")))
		lines = append(lines, fmt.Sprintf(i18n.T("Safe to risk: %s."), widgets.CardWords(r.SafeToRisk.String())))
	}
	if len(r.Lost) > 0 {
		lines = append(lines, fmt.Sprintf(i18n.T("Ranks lost: %s."), strings.Join(r.Lost, ", ")))
	}
	if len(r.Jokers) > 0 {
		lines = append(lines, fmt.Sprintf(i18n.T("Jokers: %s."), widgets.CardWords(r.Jokers.String())))
	}
	return widgets.Wrapped(strings.Join(lines, "\n"))
}

func (t *myreTable) winnerView(w mengine.Side, tot mscore.Sides[int]) fyne.CanvasObject {
	title := widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("%s wins the game!"), t.sideLabel(w)), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText
	title.Wrapping = fyne.TextWrapWord
	score := widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("%d points to %d (target %d)"), *tot.Of(w), *tot.Of(w.Opponent()), t.opt.Target), fyne.TextAlignCenter, fyne.TextStyle{})
	note := widgets.Wrapped(i18n.T("The game is stored in the history. A mistake? Undo the last hand or correct a hand on the score sheet."))
	note.Alignment = fyne.TextAlignCenter
	bg := canvas.NewRectangle(color.NRGBA{widgets.WinGold.R, widgets.WinGold.G, widgets.WinGold.B, 0x40})
	bg.CornerRadius = 8
	bg.StrokeColor = widgets.WinGold
	bg.StrokeWidth = 2
	return container.NewStack(bg, container.NewPadded(container.NewVBox(title, score, note)))
}
