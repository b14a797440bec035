package draque

import (
	"encoding/json"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/scoring"
	sdraque "arbiter/scoring/draque"
	"arbiter/session"
)

// Draque & Yirken keeps no score, but its winner counts: a game is stored
// as its claims (scoring/draque). The table follows a game: the cards put
// out of game as the table lays them out (only the lowest or highest value
// still in game), a claim (who claims, their series and the discard)
// checked by the engine as it is tapped and recorded, valid or failed; the
// first valid claim ends the game with its claimant as the winner, which
// the history and the statistics count. The checklist of an empty drawing
// pile is a tap away. A new game is started from the new-game form (the
// Lobby): the table needs no page of its own for it.
//
// One source of truth: the screen keeps no copy of the game. It draws from
// the game's table session (its state, its claims, the draft), which every
// page of the game shares, and follows the session's events; it never
// reads or writes the history itself.

const draqueID = sdraque.ID

// draqueSession is a game of Draque & Yirken's table session.
type draqueSession = session.Session[*sdraque.Game, sdraque.Claim, sdraque.Verdict, draft]

// Table is Draque & Yirken's table, for the app's list of tables.
var Table = host.Table{
	ID:     draqueID,
	Symbol: "earth",
	Seating: host.Seating{Min: 2, Max: 4, Setup: func(names []string) (json.RawMessage, error) {
		return json.Marshal(sdraque.Setup{Players: names})
	}},
	Open:      func(u host.Host, gameID string) host.Page { return openScreen(u, gameID, "") },
	EditRound: openScreen,
	Words:     host.WordsOf(words),
}

// openScreen is the table of a stored game, with claim roundID in the form
// when it is set.
func openScreen(u host.Host, gameID, roundID string) host.Page {
	return widgets.OpenTable(u, draqueID, gameID, func(ds *draqueSession) widgets.TableView {
		s := newScreen(u, ds)
		v := s.view()
		if roundID != "" {
			s.Edit(roundID)
		}
		return v
	})
}

// draft is the claim being entered and the cards out of game so far. The
// session keeps it (and the claim being corrected) across restarts.
type draft struct {
	Claimant string   `json:"claimant,omitempty"`
	Out      []string `json:"out_of_game,omitempty"`
	Series   []string `json:"series,omitempty"`
	Discard  string   `json:"discard,omitempty"`
	Zone     string   `json:"zone,omitempty"` // out_of_game or discard; the series when empty
	Tab      int      `json:"tab,omitempty"`
}

// screen is the table of one stored game, drawn from its session.
type screen struct {
	u       host.Host
	ds      *draqueSession
	players []string

	claim *claimForm
	sheet *widgets.TableSheet
	tabs  *container.AppTabs
	body  *fyne.Container
	// loading is set while the draft is read back into the widgets.
	loading bool
	cancel  func()
	// editNext is a claim to put in the form once the session has read
	// it (it was recorded elsewhere since the session last read the game).
	editNext string
}

func newScreen(u host.Host, ds *draqueSession) *screen {
	return &screen{u: u, ds: ds, players: ds.State().Players()}
}

// game is the game's state after its claims in force.
func (s *screen) game() *sdraque.Game { return s.ds.State() }

// view builds the table's page content.
func (s *screen) view() widgets.TableView {
	s.sheet = widgets.NewTableSheet(s.u, s.ds, widgets.TableSheetOptions{
		Edit:   func(l session.Line) { s.Edit(l.ID) },
		Undone: s.undone,
	})
	s.claim = newClaimForm(s)
	s.body = container.NewStack()
	widgets.FollowLayout(s.u, s.layout)
	s.cancel = s.ds.Subscribe(s.heard)
	s.render()
	return widgets.TableView{Content: s.body, OnShow: s.render, OnClose: s.close}
}

func (s *screen) close() {
	s.cancel()
	s.sheet.Close()
	s.saveDraft()
}

// layout puts the claims list in a tab of its own on a phone, beside the
// table on a desktop.
func (s *screen) layout(phone bool) {
	table := container.NewTabItemWithIcon(i18n.T("Table"), theme.DocumentCreateIcon(), s.claim.root)
	claims := widgets.SheetPane{Sheet: s.sheet.Root, Tab: i18n.T("Claims"), Heading: i18n.T("Claims"), Offset: 0.6}
	s.tabs = claims.LayOutTabs(s.body, s.tabs, phone, s.saveDraft, table)
}

// heard follows the session: a claim recorded, corrected or taken back
// here or elsewhere, a correction started, a write waiting.
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
	// The sheet's lines above its claims change in number (the winner's
	// line): it is laid out again.
	s.sheet.Root.Refresh()
	s.claim.refresh()
}

// render draws the screen from the session: the draft and what follows
// from it. It runs when the page is shown.
func (s *screen) render() {
	s.sheet.Redraw()
	s.sheet.Root.Refresh()
	s.loadDraft()
	s.claim.refresh()
}

// saveDraft keeps what is entered in the session; nothing is kept while
// the draft is being read back.
func (s *screen) saveDraft() {
	if s.loading || s.claim == nil {
		return
	}
	c := s.claim
	d := draft{Claimant: c.claimant, Out: codes(c.out), Series: codes(c.series)}
	if c.zone != zoneSeries {
		d.Zone = zoneNames[c.zone]
	}
	if c.discard.Valid() {
		d.Discard = c.discard.String()
	}
	if s.tabs != nil {
		d.Tab = s.tabs.SelectedIndex()
	}
	s.ds.SetDraft(d)
}

// loadDraft puts the session's draft back in the claim form. The cards
// out of game at the claim before stay out whatever the draft says.
func (s *screen) loadDraft() {
	d := s.ds.Draft()
	s.loading = true
	defer func() { s.loading = false }()
	c := s.claim
	if !slices.Contains(s.players, d.Claimant) {
		d.Claimant = ""
	}
	c.claimant = d.Claimant
	c.out = parse(d.Out)
	c.keepOut()
	c.series = parse(d.Series)
	c.discard = cards.ElementCard{}
	if dc, err := cards.ParseElementCard(d.Discard); err == nil && d.Discard != "" {
		c.discard = dc
	}
	c.zone = zoneSeries
	if z := slices.Index(zoneNames, d.Zone); z >= 0 {
		c.zone = z
	}
	widgets.SelectDraftTab(s.tabs, d.Tab)
}

// Edit puts a claim in force in the form: recording it corrects it.
func (s *screen) Edit(roundID string) {
	row, ok := s.ds.RowByID(roundID)
	if !ok {
		s.editNext = roundID
		return
	}
	if err := s.ds.Correct(roundID); err != nil {
		s.u.ShowErr(err)
		return
	}
	s.claim.startEdit(row)
	s.tabs.SelectIndex(0)
	s.saveDraft()
	s.claim.refresh()
}

// undone puts the claim just taken back in the form, to be fixed and
// recorded again.
func (s *screen) undone(l session.Line) {
	c, ok := scoring.As[sdraque.Claim](l.Round)
	if !ok {
		return
	}
	s.claim.putBack(l.Number, c)
	s.tabs.SelectIndex(0)
	s.saveDraft()
	s.claim.refresh()
}

func codes(cs []cards.ElementCard) []string {
	out := []string{}
	for _, c := range cs {
		out = append(out, c.String())
	}
	return out
}

func parse(codes []string) []cards.ElementCard {
	var out []cards.ElementCard
	for _, code := range codes {
		if c, err := cards.ParseElementCard(code); err == nil && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}
