package carts

import (
	"encoding/json"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/scoring"
	scarts "arbiter/scoring/carts"
	"arbiter/session"
)

// Cârts Tîty's table: the round form (cards left per player, overflows)
// scored by the optional scoring system, the turn helper that follows the
// table card by card (legal or not and why, owed cards, skips, exchanges,
// last cards and overflows, all answered by engine/carts' TurnState), and
// the score sheet.
//
// One source of truth: the screen keeps no copy of the game. It draws from
// the game's table session (its state, its rounds, the draft), which every
// page of the game shares, and follows the session's events; it never
// reads or writes the history itself.

const cartsID = scarts.ID

// cartsSession is a game of Cârts Tîty's table session.
type cartsSession = session.Session[*scarts.Game, scarts.Round, scarts.Result, draft]

// Table is Cârts Tîty's table, for the app's list of tables.
var Table = host.Table{
	ID:     cartsID,
	Symbol: "wind",
	Seating: host.Seating{Min: 2, Max: 8, Setup: func(names []string) (json.RawMessage, error) {
		return json.Marshal(scarts.Setup{Players: names})
	}},
	Open:      func(u host.Host, gameID string) host.Page { return openScreen(u, gameID, "") },
	EditRound: openScreen,
	Words:     host.WordsOf(words),
}

// openScreen is the table of a stored game, with round roundID in the form
// when it is set.
func openScreen(u host.Host, gameID, roundID string) host.Page {
	return widgets.OpenTable(u, cartsID, gameID, func(cs *cartsSession) widgets.TableView {
		s := newScreen(u, cs)
		v := s.view()
		if roundID != "" {
			s.Edit(roundID)
		}
		return v
	})
}

// draft is what is entered but not saved yet: the round form, the turn
// helper's actions and the tab on screen. The session keeps it (and the
// round being corrected) across restarts.
type draft struct {
	CardsLeft  map[string]int `json:"cards_left,omitempty"`
	Overflowed []string       `json:"overflowed,omitempty"`
	Turn       *turnLog       `json:"turn,omitempty"`
	Tab        int            `json:"tab,omitempty"`
}

// screen is the table of one stored game, drawn from its session.
type screen struct {
	u       host.Host
	cs      *cartsSession
	players []string

	round *roundForm
	turn  *turnHelper
	sheet *widgets.TableSheet
	tabs  *container.AppTabs
	body  *fyne.Container // swapped when the layout changes
	// loading is set while the draft is read back into the widgets.
	loading bool
	cancel  func()
	// editNext is a round to put in the form once the session has read
	// it (it was saved elsewhere since the session last read the game).
	editNext string
}

func newScreen(u host.Host, cs *cartsSession) *screen {
	return &screen{u: u, cs: cs, players: cs.State().Players()}
}

// game is the game's state after its rounds in force.
func (s *screen) game() *scarts.Game { return s.cs.State() }

func (s *screen) opts() scarts.Options { return s.game().Options() }

// view builds the table's page content.
func (s *screen) view() widgets.TableView {
	s.sheet = widgets.NewTableSheet(s.u, s.cs, widgets.TableSheetOptions{
		Target: s.opts().Limit,
		Edit:   func(l session.Line) { s.Edit(l.ID) },
		Undone: s.undone,
	})
	s.round = newRoundForm(s)
	s.turn = newTurnHelper(s)
	s.body = container.NewStack()
	widgets.FollowLayout(s.u, s.layout)
	s.cancel = s.cs.Subscribe(s.heard)
	s.render()
	return widgets.TableView{Content: s.body, OnShow: s.render, OnClose: s.close}
}

func (s *screen) close() {
	s.cancel()
	s.sheet.Close()
	s.saveDraft()
}

// layout builds the tabs for a phone (the score sheet a tab of its own)
// or a desktop (the score sheet beside the tabs).
func (s *screen) layout(phone bool) {
	roundTab := container.NewTabItemWithIcon(i18n.T("Round"), theme.DocumentCreateIcon(), s.round.root)
	turnTab := container.NewTabItemWithIcon(i18n.T("Turns"), theme.QuestionIcon(), s.turn.root)
	sheet := widgets.SheetPane{Sheet: s.sheet.Root, Tab: i18n.T("Scores"), Heading: i18n.T("Score sheet"), Offset: 0.55}
	s.tabs = sheet.LayOutTabs(s.body, s.tabs, phone, s.saveDraft, roundTab, turnTab)
}

// heard follows the session: a round saved, corrected or taken back here
// or elsewhere, a correction started, a write waiting.
func (s *screen) heard(ev session.Event) {
	switch ev.Kind {
	case session.Saved, session.Corrected, session.Undone:
		s.u.Changed()
	case session.Elsewhere:
		s.u.Changed()
		s.loadDraft()
		if id := s.editNext; id != "" {
			s.editNext = ""
			s.Edit(id)
		}
	}
	s.round.refresh()
}

// render draws the screen from the session: the draft and what follows
// from it. It runs when the page is shown.
func (s *screen) render() {
	s.sheet.Redraw()
	s.loadDraft()
	s.round.refresh()
	s.turn.render()
}

// saveDraft keeps what is entered in the session; nothing is kept while
// the draft is being read back.
func (s *screen) saveDraft() {
	if s.loading || s.round == nil || s.turn == nil {
		return
	}
	r := s.round.input()
	d := draft{CardsLeft: r.CardsLeft, Overflowed: r.Overflowed, Turn: s.turn.log}
	if s.tabs != nil {
		d.Tab = s.tabs.SelectedIndex()
	}
	s.cs.SetDraft(d)
}

// loadDraft puts the session's draft back in the form and the turn
// helper.
func (s *screen) loadDraft() {
	d := s.cs.Draft()
	s.loading = true
	defer func() { s.loading = false }()
	s.round.set(scarts.Round{CardsLeft: entered(d.CardsLeft, d.Overflowed, len(s.players)), Overflowed: d.Overflowed})
	s.turn.restore(d.Turn)
	widgets.SelectDraftTab(s.tabs, d.Tab)
}

// entered are the counts a draft holds as entered. A draft kept before
// counts started empty holds a 0 for every player whether set or not:
// when every player has a 0 and nobody overflowed, none was set (set,
// they would be refused anyway: only one player empties their hand).
func entered(counts map[string]int, overflowed []string, players int) map[string]int {
	if len(overflowed) > 0 || len(counts) != players {
		return counts
	}
	for _, n := range counts {
		if n != 0 {
			return counts
		}
	}
	return nil
}

// Edit puts a round in force in the form: saving corrects it.
func (s *screen) Edit(roundID string) {
	row, ok := s.cs.RowByID(roundID)
	if !ok {
		s.editNext = roundID
		return
	}
	if err := s.cs.Correct(roundID); err != nil {
		s.u.ShowErr(err)
		return
	}
	s.round.startEdit(row)
	s.tabs.SelectIndex(0)
	s.saveDraft()
}

// undone puts the round just taken back in the form, to be fixed and
// saved again.
func (s *screen) undone(l session.Line) {
	r, ok := scoring.As[scarts.Round](l.Round)
	if !ok {
		return
	}
	s.round.putBack(l.Number, r)
	s.tabs.SelectIndex(0)
	s.saveDraft()
	s.round.refresh()
}
