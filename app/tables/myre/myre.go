package myre

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	mengine "arbiter/engine/myre"
	mscore "arbiter/scoring/myre"
	"arbiter/session"
)

// The Myre table: the hand being entered as piles of the scouting row, each
// with its scout and the cards Red and Black positioned behind it; a live
// strength preview; "Resolve" reveals every battle with the reasons;
// "Save hand" keeps it. Beside it (or behind a toggle on a phone): the
// jails with their points, who goes first, the score sheet and each army's
// deck report.
//
// One source of truth: the table keeps no copy of the game. It draws from
// the game's table session, which every page of the game shares: the
// state the entry plays on (Base: the game after its hands, or before the
// hand being corrected), the hands in force and the entry itself (the
// draft). A tap changes the draft and asks the state (CanPlace, CanFaceUp,
// Preview), all in memory; Save hands the resolved hand to the session,
// which writes it on its own goroutine. The table never reads or writes
// the history itself.
//
// A layout that does not move under the finger: the status line ("Hand 2
// saved.", or why a card cannot go there) keeps its place at the top, the
// actions (Resolve or Save, Clear or Change the cards, Undo last hand) are
// in a bar that is always in view, the deck is drawn in one fixed order
// (hearts, diamonds, spades, clubs, jokers) and every part above it keeps
// its height whatever is tapped.

const myreID = mscore.ID

// mySession is a game of Myre's table session.
type mySession = session.Session[*mscore.Game, mscore.Hand, mscore.HandResult, draft]

// Table is Myre's table, for the app's list of tables. The sides' labels
// are said in the window's language where they are shown.
var Table = host.Table{
	ID:     myreID,
	Symbol: "heart",
	Seating: host.Seating{Sides: []host.SideSeats{
		{Side: mengine.Red.String(), Label: "Red", Players: 1},
		{Side: mengine.Black.String(), Label: "Black", Players: 1},
	}},
	Open:      func(u host.Host, gameID string) host.Page { return openTable(u, gameID, "", nil) },
	EditRound: func(u host.Host, gameID, roundID string) host.Page { return openTable(u, gameID, roundID, nil) },
	Words:     host.WordsOf(words),
}

// openTable is the table of a stored game, with hand roundID in the entry
// when it is set; built, when set, hears the table once it is built (the
// tests reach the table through it).
func openTable(u host.Host, gameID, roundID string, built func(*myreTable)) host.Page {
	return widgets.OpenTable(u, myreID, gameID, func(cs *mySession) widgets.TableView {
		t := newMyreTable(u, cs)
		v := t.view()
		if roundID != "" {
			t.editRound(roundID)
		}
		if built != nil {
			built(t)
		}
		return v
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

// The table's modes: entering a hand, the hand resolved and ready to
// save, the game over.
const (
	modeEntry = iota
	modeResult
	modeOver
)

// myreTable is one game's table screen, drawn from its session.
type myreTable struct {
	u     host.Host
	cs    *mySession
	opt   mscore.Options
	names map[mengine.Side]string
	deck  []widgets.CardSpec
	phone bool

	piles  []*myrePile
	active int
	mode   int
	// The deck grid: one face per card, shared by the piles (the grid
	// never changes when another pile is shown).
	faces map[string][]*widgets.CardFace

	// resolved is the hand in the entry as the session applied it, ready
	// to save while the entry is unchanged; battlePile maps its battles
	// to their piles (from 1).
	resolved   *session.Preview[*mscore.Game, mscore.Hand, mscore.HandResult]
	battlePile []int
	// stash is the new hand put aside while a past hand is corrected.
	stash *draft
	// editNext is a hand to put in the entry once the session has read
	// it (saved elsewhere since the session last read the game).
	editNext string

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
	jailViews map[mengine.Side]*jailView
	// jokersMoved says which jokers changed decks, nextFirst who goes
	// first next hand.
	jokersMoved, nextFirst *widget.Label
	armies                 *fyne.Container // deck reports
	sheet                  *widgets.TableSheet
	showHand               func() // on a phone: back to the hand entry
	restoring              bool
	cancel                 func()
	// saving is set from Save until the session says the hand is saved:
	// a change heard meanwhile is this page's own.
	saving bool
}

func newMyreTable(u host.Host, cs *mySession) *myreTable {
	t := &myreTable{u: u, cs: cs, names: map[mengine.Side]string{}, faces: map[string][]*widgets.CardFace{}}
	t.opt = cs.State().Options()
	for _, s := range cs.Game().Seats {
		if side, err := mengine.ParseSide(s.Side); err == nil {
			t.names[side] = s.Player
		}
	}
	for _, c := range widgets.SuitOrderDeck(t.opt.Jokers) {
		t.deck = append(t.deck, widgets.SpecStandard(c))
	}
	return t
}

// view builds the page: the score sheet follows the session, the screen
// follows its events and the window's layout.
func (t *myreTable) view() widgets.TableView {
	t.holder = container.NewStack()
	t.sheet = widgets.NewTableSheet(t.u, t.cs, widgets.TableSheetOptions{
		SideLabel: func(side string) string { s, _ := mengine.ParseSide(side); return t.sideLabel(s) },
		Edit:      func(l session.Line) { t.startEdit(l.ID) },
		Undone:    t.undone,
	})
	// Undo is in the action bar, next to the hand it puts back.
	t.sheet.Undo.Hide()
	t.phone = t.u.Phone()
	t.build()
	t.fromSession()
	t.status.ShowNote()
	t.u.OnLayout(func(phone bool) {
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
	t.cancel = t.cs.Subscribe(t.heard)
	return widgets.TableView{Content: t.holder, OnShow: t.onShow, OnClose: t.close}
}

// close lets go of the session: the entry stays in it (and is written to
// the history by the session).
func (t *myreTable) close() {
	t.cancel()
	t.sheet.Close()
	t.saveDraft()
	t.cs.Flush()
}

// onShow runs each time the page comes on screen: the entry as the
// session has it (another page of this game may have changed it).
func (t *myreTable) onShow() {
	if t.cs.Draft().key() != t.draft().key() {
		t.fromSession()
	}
}

// heard follows the session: a hand saved, corrected or taken back here
// or elsewhere, a correction ready or stopped, a write waiting or refused.
func (t *myreTable) heard(ev session.Event) {
	switch ev.Kind {
	case session.Saved, session.Corrected:
		t.u.Changed()
		if !t.saving {
			// Another page of this game saved it: what the status said
			// was about the game as it was.
			t.status.SetNote("", widgets.StatusInfo)
		}
		t.resync()
	case session.Undone:
		t.u.Changed()
		t.resync()
	case session.Elsewhere:
		t.u.Changed()
		// What the status said was about the game as it was.
		t.status.SetNote("", widgets.StatusInfo)
		t.fromSession()
		if id := t.editNext; id != "" {
			t.editNext = ""
			t.startEdit(id)
		}
	case session.Editing:
		t.resync()
	case session.Waiting:
		t.status.SetNote(i18n.T("Another program is using the history: the hand is kept and saved as soon as it is free."), widgets.StatusWarning)
		t.renderMode()
	case session.Failed:
		t.renderMode()
	}
}

// resync draws the table again after the game changed: the entry when the
// session's differs from the one on screen (a page of the same game
// changed it), then everything from the state.
func (t *myreTable) resync() {
	if t.cs.Draft().key() != t.draft().key() {
		t.fromSession()
		return
	}
	if t.mode == modeResult {
		// The hand was resolved on the game as it was.
		t.resolved = nil
		t.mode = modeEntry
	}
	t.render()
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

// ---- the session, the one source of truth ----

// state is the game the entry plays on: after its hands in force, or
// before the hand being corrected. ok is false while that state is still
// being read.
func (t *myreTable) state() (*mscore.Game, bool) { return t.cs.Base() }

// base is the state the entry plays on, or the game after its hands while
// the state before a corrected hand is being read (the entry then refuses
// every card, saying so).
func (t *myreTable) base() *mscore.Game {
	if st, ok := t.state(); ok {
		return st
	}
	return t.cs.State()
}

// correcting is the hand being corrected, if any.
func (t *myreTable) correcting() (session.Row[mscore.Hand, mscore.HandResult], bool) {
	return t.cs.Correcting()
}

// reading says that the state before the hand being corrected is being
// read, when it is.
func (t *myreTable) reading() string {
	if _, ok := t.state(); ok {
		return ""
	}
	row, _ := t.correcting()
	return i18n.Tf("Reading hand %d…", row.Number)
}

// fromSession shows the entry as the session keeps it (a new hand when it
// keeps none), then draws everything.
func (t *myreTable) fromSession() {
	d := t.cs.Draft()
	t.stash = d.Stash
	if d.empty() {
		t.newHand()
	} else {
		t.loadDraft(d)
	}
	t.render()
}

// build makes the widgets for the layout in use (phone or desktop).
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
		if t.sheet.Undo.OnTapped != nil {
			t.sheet.Undo.OnTapped()
		}
	})
	bar := widgets.ActionBar(t.primary, t.secondary, t.undoB)

	t.banner = container.NewVBox()
	t.head = widgets.Wrapped("")
	t.head.TextStyle.Bold = true
	t.info = widgets.Wrapped("")
	t.addPile = widget.NewButtonWithIcon(i18n.T("Pile"), theme.ContentAddIcon(), func() {
		t.addNewPile(pileDraft{})
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
	t.buildJails()
	t.armies = container.NewVBox()
	sheetBox := container.NewStack(myreSpacer(0, 320), t.sheet.Root)
	t.right = widgets.NewScroll(container.NewPadded(container.NewVBox(t.jails, widgets.Heading(i18n.T("Score sheet")), sheetBox, t.armies)))

	var content fyne.CanvasObject
	content, t.showHand = widgets.EntryAndSheet(t.phone, hand, i18n.T("Hand"), t.right, i18n.T("Jails & score"), 0.6, func() { t.right.Relayout() })
	t.holder.Objects = []fyne.CanvasObject{content}
	t.holder.Refresh()
}

// deckGrid draws the deck in one fixed order; a tap goes to the pile being entered.
func (t *myreTable) deckGrid() fyne.CanvasObject {
	grid, faces := widgets.DeckGrid(t.deck, t.tapDeck)
	t.faces = faces
	return grid
}

// statusText is what the status line shows.
func (t *myreTable) statusText() string { return t.status.Text() }
