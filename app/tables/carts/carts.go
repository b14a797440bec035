package carts

import (
	"encoding/json"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/tablestore"
	"arbiter/app/widgets"
	scarts "arbiter/scoring/carts"
	"arbiter/storage"
)

// Cârts Tîty's table: the round form (cards left per player, overflows)
// scored by the optional scoring system, the turn helper that follows the
// table card by card (legal or not and why, owed cards, skips, exchanges,
// last cards and overflows, all answered by engine/carts' TurnState), and
// the score sheet.
//
// One source of truth: the screen keeps no copy of the game. The stored
// state (Store.GameState) is read again after every save, correction and
// undo and whenever the page is shown; what is entered but not saved (the
// form, the turn helper's actions) lives in the game's draft, read back on
// show as well, so two pages of the same game never disagree.

const cartsID = scarts.ID

func init() {
	seating := host.Seating{Min: 2, Max: 8, Setup: func(names []string) (json.RawMessage, error) {
		return json.Marshal(scarts.Setup{Players: names})
	}}
	open := func(u host.Host, st *storage.Store, g storage.Game) widgets.TableScreen { return newScreen(u, st, g) }
	host.RegisterTable(widgets.ScreenTable(cartsID, seating, open, describe))
}

// draft is what is entered but not saved yet: the round form, the round
// being corrected, the turn helper's actions and the tab on screen. It is
// the game's draft in the store ("game/<id>"), kept across restarts.
type draft struct {
	CardsLeft  map[string]int `json:"cards_left"`
	Overflowed []string       `json:"overflowed"`
	Editing    string         `json:"editing,omitempty"` // id of the round being corrected
	Turn       *turnLog       `json:"turn,omitempty"`
	Tab        int            `json:"tab,omitempty"`
}

// screen is the table of one stored game.
type screen struct {
	u  host.Host
	st *storage.Store
	g  storage.Game
	// game is the stored state, read again by reload: never kept as the
	// game's truth between two reads.
	game    *scarts.Game
	players []string

	round *roundForm
	turn  *turnHelper
	sheet *widgets.ScoreSheet
	tabs  *container.AppTabs
	body  *fyne.Container // swapped when the layout changes
	// loading is set while the draft is read back into the widgets.
	loading bool
}

func newScreen(u host.Host, st *storage.Store, g storage.Game) *screen {
	s := &screen{u: u, st: st, g: g}
	s.readState()
	return s
}

// readState reads the game and its state from the store.
func (s *screen) readState() {
	if g, err := s.st.Game(s.g.ID); err == nil {
		s.g = g
	}
	cg, err := tablestore.StateBefore[*scarts.Game](s.st, s.g.ID, nil, "cârts tîty")
	if err != nil {
		s.u.ShowErr(err)
		return
	}
	s.game = cg
	s.players = cg.Players()
}

func (s *screen) opts() scarts.Options {
	if s.game == nil {
		return scarts.DefaultOptions()
	}
	return s.game.Options()
}

// Page builds the table's page.
func (s *screen) Page() host.Page {
	s.sheet = widgets.NewScoreSheet(s.u, s.st, s.g, widgets.SheetOptions{
		Target:    float64(s.opts().Limit),
		LowerWins: true,
		Describe:  describe,
		Edit:      s.Edit,
		Undone:    s.undone,
	})
	s.round = newRoundForm(s)
	s.turn = newTurnHelper(s)
	s.body = container.NewStack()
	widgets.FollowLayout(s.u, s.layout)
	s.reload()
	return host.Page{Title: widgets.GameTitle(s.g.Name, "Cârts Tîty"), Content: s.body, OnShow: s.reload}
}

// layout builds the tabs for a phone (the score sheet a tab of its own)
// or a desktop (the score sheet beside the tabs).
func (s *screen) layout(phone bool) {
	roundTab := container.NewTabItemWithIcon(i18n.T("Round"), theme.DocumentCreateIcon(), s.round.root)
	turnTab := container.NewTabItemWithIcon(i18n.T("Turns"), theme.QuestionIcon(), s.turn.root)
	sheet := widgets.SheetPane{Sheet: s.sheet.Root, Tab: i18n.T("Scores"), Heading: i18n.T("Score sheet"), Offset: 0.55}
	s.tabs = sheet.LayOutTabs(s.body, s.tabs, phone, s.saveDraft, roundTab, turnTab)
}

// reload renders the screen from the store: the state, the score sheet
// and the draft. It runs when the page is shown and after every change.
func (s *screen) reload() {
	s.readState()
	s.sheet.Refresh()
	// The sheet's lines above its rounds change in number (a winner
	// line): lay the sheet out again.
	s.sheet.Root.Refresh()
	s.loadDraft()
	s.round.refresh()
	s.turn.render()
}

// changed tells the rest of the app and renders the screen again.
func (s *screen) changed() {
	s.u.Changed()
	s.reload()
}

func (s *screen) draftKey() string { return "game/" + s.g.ID }

// saveDraft keeps what is entered; nothing is kept while the draft is
// being read back.
func (s *screen) saveDraft() {
	if s.loading || s.round == nil || s.turn == nil {
		return
	}
	r := s.round.input()
	d := draft{CardsLeft: r.CardsLeft, Overflowed: r.Overflowed, Turn: s.turn.log}
	if s.round.editing != nil {
		d.Editing = s.round.editing.ID
	}
	if s.tabs != nil {
		d.Tab = s.tabs.SelectedIndex()
	}
	if err := tablestore.SaveDraft(s.st, s.draftKey(), d, false); err != nil {
		s.u.ShowErr(err)
	}
}

// loadDraft puts the draft back in the form and the turn helper.
func (s *screen) loadDraft() {
	d, _ := tablestore.ReadDraft[draft](s.st, s.draftKey())
	s.loading = true
	defer func() { s.loading = false }()
	s.round.editing = tablestore.LiveRound(s.st, d.Editing)
	s.round.set(scarts.Round{CardsLeft: d.CardsLeft, Overflowed: d.Overflowed})
	s.turn.restore(d.Turn)
	widgets.SelectDraftTab(s.tabs, d.Tab)
}

// Edit puts a stored round in the form: saving corrects it.
func (s *screen) Edit(r storage.Round) {
	s.round.startEdit(r)
	s.tabs.SelectIndex(0)
	s.saveDraft()
}

// undone puts the round just taken back in the form, to be fixed and
// saved again.
func (s *screen) undone(r storage.Round) {
	s.round.putBack(r)
	s.tabs.SelectIndex(0)
	s.saveDraft()
	s.reload()
}
