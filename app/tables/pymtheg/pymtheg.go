package pymtheg

import (
	"encoding/json"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/pymtheg/dealentry"
	"arbiter/app/widgets"
	"arbiter/engine/pymtheg"
	"arbiter/scoring"
	pymscore "arbiter/scoring/pymtheg"
	"arbiter/session"
)

// Pymtheg's table: four seats in two partnerships. Each deal is entered
// with the deal entry (DealEntry: the contract, the play, the score),
// saved as one deal of the game, beside the game's score sheet.
//
// One source of truth: the table draws from the game's table session
// (its state, its deals, the draft), which every page of the game
// shares, and follows the session's events; it never reads or writes the
// history itself. A tap changes the draft and the preview, in memory.

const pymID = pymscore.ID

// pymSession is a game of Pymtheg's table session.
type pymSession = dealentry.Session

// Table is Pymtheg's table, for the app's list of tables.
var Table = host.Table{
	ID:     pymID,
	Symbol: "fire",
	Seating: host.Seating{
		Sides: []host.SideSeats{
			{Side: "NS", Label: "North-South", Players: 2},
			{Side: "EW", Label: "East-West", Players: 2},
		},
		Setup: func([]string) (json.RawMessage, error) { return nil, nil },
	},
	Open:      func(u host.Host, gameID string) host.Page { return openScreen(u, gameID, "") },
	EditRound: openScreen,
	// A deal names seats (N, E, S, W): the game's seats name the players.
	SeatWords: host.SeatWordsOf(func(seats []session.Seat, d pymscore.Deal, r pymscore.DealResult) string {
		names := dealentry.SeatNames(session.GameRecord{Seats: seats})
		return dealentry.DealWords(&names, d, r)
	}),
}

// openScreen is the table of a stored game, with deal roundID in the form
// when it is set.
func openScreen(u host.Host, gameID, roundID string) host.Page {
	return widgets.OpenTable(u, pymID, gameID, func(cs *pymSession) widgets.TableView {
		t := newPymTable(u, cs)
		v := t.view()
		if roundID != "" {
			t.Edit(roundID)
		}
		return v
	})
}

type pymTable struct {
	u     host.Host
	cs    *pymSession
	names [4]string
	e     *dealentry.DealEntry

	root       *fyne.Container // the page's content: rebuilt for the layout
	status     *widgets.StatusLine
	scroll     *widgets.Scroll
	totalsLine *widget.Label
	editBox    *fyne.Container
	sheet      *widgets.TableSheet
	tabs       *container.AppTabs
}

func newPymTable(u host.Host, cs *pymSession) *pymTable {
	return &pymTable{u: u, cs: cs, names: dealentry.SeatNames(cs.Game())}
}

func (t *pymTable) set() pymscore.Settings { return t.cs.State().Settings() }

// Edit puts a deal in force in the form: saving corrects it.
func (t *pymTable) Edit(roundID string) { t.e.Edit(roundID) }

// view builds the table's page content: the deal entry beside the score
// sheet, with the totals and the correction under way above the entry.
func (t *pymTable) view() widgets.TableView {
	t.status = widgets.NewStatusLine(2)
	t.totalsLine = widgets.Bold("")
	t.totalsLine.Wrapping = fyne.TextWrapWord
	t.editBox = container.NewVBox()
	t.e = dealentry.NewDealEntry(t.u, t.cs, dealentry.EntryOptions{
		Names: t.names,
		Say:   func(msg string, kind widget.Importance) { t.status.Set(msg, kind) },
		Heard: t.heard,
		Drawn: t.drawn,
		ToTop: t.toTop,
	})
	t.sheet = widgets.NewTableSheet(t.u, t.cs, widgets.TableSheetOptions{
		Target:    t.target(),
		SideLabel: t.e.TeamName,
		Words:     func(l session.Line) string { return t.lineWords(l) },
		Edit:      func(l session.Line) { t.e.Edit(l.ID) },
		Undone:    t.e.Undone,
	})
	t.drawn()
	t.root = container.NewStack()
	widgets.FollowLayout(t.u, t.layout)
	return widgets.TableView{Content: t.root, OnShow: t.e.Shown, OnClose: t.close}
}

func (t *pymTable) close() {
	t.e.Close()
	t.sheet.Close()
}

// lineWords says a deal of the score sheet, with the players' names; a
// version without its result (a round's history) is said in full.
func (t *pymTable) lineWords(l session.Line) string {
	d, ok := scoring.As[pymscore.Deal](l.Round)
	if !ok {
		return ""
	}
	res, _ := scoring.As[pymscore.DealResult](l.Result)
	return dealentry.DealWords(&t.names, d, res)
}

// layout puts the entry and the score sheet side by side on a desktop, in
// two tabs on a phone. The entry is the shared frame: the status line
// fixed at the top, the actions fixed at the bottom, the form scrolling
// between them.
func (t *pymTable) layout(phone bool) {
	seats := widgets.Wrapped(i18n.Tf("North %s and South %s play against East %s and West %s.",
		t.names[pymtheg.North], t.names[pymtheg.South], t.names[pymtheg.East], t.names[pymtheg.West]))
	league := widget.NewButtonWithIcon(i18n.T("League"), theme.GridIcon(), func() { t.u.Push(host.SectionPlay, pymTournamentPage(t.u)) })
	league.Importance = widget.LowImportance
	body := container.NewVBox(
		container.NewBorder(nil, nil, nil, league, t.totalsLine),
		t.editBox,
		seats,
		t.e.Body,
	)
	entry := widgets.TableLayout(t.status, container.NewPadded(body), widgets.ActionBar(t.e.Actions()...))
	t.scroll = widgets.TableLayoutScroll(entry)
	content, tabs := widgets.EntryBesideSheet(entry, i18n.T("Deal"), t.sheet.Root, phone)
	t.tabs = tabs
	t.root.Objects = []fyne.CanvasObject{content}
	t.root.Refresh()
	t.e.SetPhone(phone)
}

func (t *pymTable) target() int {
	if t.set().End == pymscore.EndPoints {
		return t.set().Limit
	}
	return 0
}

// heard tells the app's lists of a deal saved, corrected or taken back
// here or elsewhere.
func (t *pymTable) heard(ev session.Event) {
	switch ev.Kind {
	case session.Saved, session.Corrected, session.Undone, session.Elsewhere:
		t.u.Changed()
	}
}

// drawn draws what the page shows above the entry, after the entry drew
// itself: the totals and the correction under way.
func (t *pymTable) drawn() {
	if t.e == nil {
		return // the entry's first draw, inside NewDealEntry
	}
	t.renderTotals()
	t.renderEdit()
}

func (t *pymTable) renderTotals() {
	st := t.cs.Standing()
	ns, _ := st.Total("NS")
	ew, _ := st.Total("EW")
	line := fmt.Sprintf("%s %d · %s %d", dealentry.TeamWord(pymtheg.NS), ns, dealentry.TeamWord(pymtheg.EW), ew)
	if t.set().End == pymscore.EndDeals {
		line += " · " + i18n.Tf("deal %d of %d", min(st.Rounds+1, t.set().Deals), t.set().Deals)
	}
	if st.Finished {
		line = t.e.WinnerText(st)
	}
	t.totalsLine.SetText(line)
}

func (t *pymTable) renderEdit() {
	t.editBox.RemoveAll()
	row, editing := t.cs.Correcting()
	if !editing {
		return
	}
	stop := widget.NewButtonWithIcon(i18n.T("Stop correcting"), theme.CancelIcon(), t.e.StopCorrecting)
	t.editBox.Add(container.NewBorder(nil, nil, nil, stop, widgets.Wrapped(i18n.Tf("Correcting deal %d.", row.Number))))
}

// toTop shows the form from its top (on a phone, its tab).
func (t *pymTable) toTop() {
	if t.tabs != nil {
		t.tabs.SelectIndex(0)
	}
	if t.scroll != nil {
		t.scroll.ScrollToTop()
	}
}
