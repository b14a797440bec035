package draque

import (
	"encoding/json"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/tablestore"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	sdraque "arbiter/scoring/draque"
	"arbiter/storage"
)

// Draque & Yirken keeps no score, but its winner counts: a game is stored
// as its claims (scoring/draque). The table follows a game: the cards put
// out of game as the table lays them out (only the lowest or highest value
// still in game), a claim (who claims, their series and the discard)
// checked by the engine as it is tapped and recorded, valid or failed; the
// first valid claim ends the game with its claimant as the winner, which
// the history and the statistics count. The checklist of an empty drawing
// pile is a tap away.
//
// One source of truth: the screen reads the stored state (Store.GameState)
// again after every record, correction and undo and whenever it is shown;
// what is tapped but not recorded lives in the game's draft.

const draqueID = sdraque.ID

func init() {
	seating := host.Seating{Min: 2, Max: 4, Setup: func(names []string) (json.RawMessage, error) {
		return json.Marshal(sdraque.Setup{Players: names})
	}}
	open := func(u host.Host, st *storage.Store, g storage.Game) widgets.TableScreen { return newScreen(u, st, g) }
	host.RegisterTable(widgets.ScreenTable(draqueID, seating, open, describe))
}

// draft is the claim being entered and the cards out of game so far.
type draft struct {
	Claimant string   `json:"claimant,omitempty"`
	Out      []string `json:"out_of_game"`
	Series   []string `json:"series"`
	Discard  string   `json:"discard,omitempty"`
	Editing  string   `json:"editing,omitempty"` // id of the claim being corrected
	Zone     string   `json:"zone,omitempty"`    // out_of_game, series or discard
	Tab      int      `json:"tab,omitempty"`
}

// screen is the table of one stored game.
type screen struct {
	u  host.Host
	st *storage.Store
	g  storage.Game
	// game is the stored state, read again by reload.
	game    *sdraque.Game
	players []string

	claim *claimForm
	sheet *widgets.ScoreSheet
	tabs  *container.AppTabs
	body  *fyne.Container
	// loading is set while the draft is read back into the widgets.
	loading bool
}

func newScreen(u host.Host, st *storage.Store, g storage.Game) *screen {
	s := &screen{u: u, st: st, g: g}
	s.readState()
	return s
}

func (s *screen) readState() {
	if g, err := s.st.Game(s.g.ID); err == nil {
		s.g = g
	}
	dg, err := tablestore.StateBefore[*sdraque.Game](s.st, s.g.ID, nil, "draque & yirken")
	if err != nil {
		s.u.ShowErr(err)
		return
	}
	s.game = dg
	s.players = dg.Players()
}

// Page builds the table's page.
func (s *screen) Page() host.Page {
	s.sheet = widgets.NewScoreSheet(s.u, s.st, s.g, widgets.SheetOptions{
		Describe: describe,
		Edit:     s.Edit,
		Undone:   s.undone,
	})
	s.claim = newClaimForm(s)
	s.body = container.NewStack()
	widgets.FollowLayout(s.u, s.layout)
	s.reload()
	return host.Page{Title: widgets.GameTitle(s.g.Name, "Draque & Yirken"), Content: s.body, OnShow: s.reload}
}

// layout puts the claims list in a tab of its own on a phone, beside the
// table on a desktop.
func (s *screen) layout(phone bool) {
	table := container.NewTabItemWithIcon(i18n.T("Table"), theme.DocumentCreateIcon(), s.claim.root)
	claims := widgets.SheetPane{Sheet: s.sheet.Root, Tab: i18n.T("Claims"), Heading: i18n.T("Claims"), Offset: 0.6}
	s.tabs = claims.LayOutTabs(s.body, s.tabs, phone, s.saveDraft, table)
}

// reload renders the screen from the store.
func (s *screen) reload() {
	s.readState()
	s.sheet.Refresh()
	// The sheet's lines above its rounds change in number (a winner
	// line): lay the sheet out again.
	s.sheet.Root.Refresh()
	s.loadDraft()
	s.claim.refresh()
}

func (s *screen) draftKey() string { return "game/" + s.g.ID }

func (s *screen) saveDraft() {
	if s.loading || s.claim == nil {
		return
	}
	c := s.claim
	d := draft{Claimant: c.claimant, Out: codes(c.out), Series: codes(c.series), Zone: zoneNames[c.zone]}
	if c.discard.Valid() {
		d.Discard = c.discard.String()
	}
	if c.editing != nil {
		d.Editing = c.editing.ID
	}
	if s.tabs != nil {
		d.Tab = s.tabs.SelectedIndex()
	}
	if err := tablestore.SaveDraft(s.st, s.draftKey(), d, false); err != nil {
		s.u.ShowErr(err)
	}
}

// loadDraft puts the draft back in the claim form. The cards out of game
// at the last claim are out whatever the draft says: they stay out.
func (s *screen) loadDraft() {
	d, _ := tablestore.ReadDraft[draft](s.st, s.draftKey())
	s.loading = true
	defer func() { s.loading = false }()
	c := s.claim
	c.editing = tablestore.LiveRound(s.st, d.Editing)
	if !slices.Contains(s.players, d.Claimant) {
		d.Claimant = ""
	}
	c.claimant = d.Claimant
	c.out = parse(d.Out)
	for _, k := range c.kept() {
		if !slices.Contains(c.out, k) {
			c.out = append(c.out, k)
		}
	}
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

// Edit puts a stored claim in the form: recording it corrects it.
func (s *screen) Edit(r storage.Round) {
	s.claim.startEdit(r)
	s.tabs.SelectIndex(0)
	s.saveDraft()
	s.claim.refresh()
}

// undone puts the claim just taken back in the form.
func (s *screen) undone(r storage.Round) {
	s.claim.putBack(r)
	s.tabs.SelectIndex(0)
	s.saveDraft()
	s.reload()
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
