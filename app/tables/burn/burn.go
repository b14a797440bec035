package burn

import (
	"encoding/json"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/burn/roundentry"
	"arbiter/app/widgets"
	"arbiter/engine/burn"
	burnscore "arbiter/scoring/burn"
	"arbiter/session"
)

// Burn's table: each round is entered with the round entry (RoundEntry:
// the cards each side took or the tricks, a revoke, the pit, the score),
// saved as one round of the game, beside the game's score sheet.
//
// One source of truth: the table draws from the game's table session
// (its state, its rounds, the draft), which every page of the game
// shares, and follows the session's events; it never reads or writes the
// history itself. A tap changes the draft and the preview, in memory.

const burnID = burnscore.ID

// burnSession is a game of Burn's table session.
type burnSession = roundentry.Session

// Table is Burn's table, for the app's list of tables.
var Table = host.Table{
	ID:     burnID,
	Symbol: "water",
	Seating: host.Seating{
		Min: 2, Max: 6,
		Setup: func(names []string) (json.RawMessage, error) {
			s, err := burnscore.Teams(names, burn.Format{Sides: len(names), Size: 1})
			if err != nil {
				return nil, err
			}
			return json.Marshal(s)
		},
	},
	Start:     burnNewGamePage,
	Open:      func(u host.Host, gameID string) host.Page { return openScreen(u, gameID, "") },
	EditRound: openScreen,
	Words:     host.WordsOf(roundentry.Words),
}

// openScreen is the table of a stored game, with round roundID in the
// form when it is set.
func openScreen(u host.Host, gameID, roundID string) host.Page {
	return widgets.OpenTable(u, burnID, gameID, func(cs *burnSession) widgets.TableView {
		t := &burnTable{u: u, cs: cs}
		v := t.view()
		if roundID != "" {
			t.Edit(roundID)
		}
		return v
	})
}

type burnTable struct {
	u  host.Host
	cs *burnSession
	e  *roundentry.RoundEntry

	root       *fyne.Container
	status     *widgets.StatusLine
	scroll     *widgets.Scroll
	totalsLine *widget.Label
	seatLine   *widget.Label
	editBox    *fyne.Container
	sheet      *widgets.TableSheet
	tabs       *container.AppTabs
}

func (t *burnTable) table() *burnscore.Table { return t.cs.State().Table() }

// Edit puts a round in force in the form: saving corrects it.
func (t *burnTable) Edit(roundID string) { t.e.Edit(roundID) }

// view builds the table's page content: the round entry beside the score
// sheet, with the totals, the correction under way and the seating above
// the entry.
func (t *burnTable) view() widgets.TableView {
	t.status = widgets.NewStatusLine(2)
	t.totalsLine = widgets.Bold("")
	t.totalsLine.Wrapping = fyne.TextWrapWord
	t.seatLine = widgets.Wrapped("")
	t.editBox = container.NewVBox()
	t.e = roundentry.NewRoundEntry(t.u, t.cs, roundentry.EntryOptions{
		Say:   func(msg string, kind widget.Importance) { t.status.Set(msg, kind) },
		Heard: t.heard,
		Drawn: t.drawn,
		ToTop: t.toTop,
	})
	t.sheet = widgets.NewTableSheet(t.u, t.cs, widgets.TableSheetOptions{
		Target: t.cs.State().Limit(),
		Edit:   func(l session.Line) { t.e.Edit(l.ID) },
		Undone: t.e.Undone,
	})
	t.drawn()
	t.root = container.NewStack()
	widgets.FollowLayout(t.u, t.layout)
	return widgets.TableView{Content: t.root, OnShow: t.e.Shown, OnClose: t.close}
}

func (t *burnTable) close() {
	t.e.Close()
	t.sheet.Close()
}

// layout puts the entry and the score sheet side by side on a desktop, in
// two tabs on a phone; the entry is the shared frame (the status line and
// the actions fixed, the form scrolling between them).
func (t *burnTable) layout(phone bool) {
	body := container.NewVBox(
		t.totalsLine,
		t.editBox,
		t.seatLine,
		t.e.Body,
	)
	entry := widgets.TableLayout(t.status, container.NewPadded(body), widgets.ActionBar(t.e.Actions()...))
	t.scroll = widgets.TableLayoutScroll(entry)
	content, tabs := widgets.EntryBesideSheet(entry, i18n.T("Round"), t.sheet.Root, phone)
	t.tabs = tabs
	t.root.Objects = []fyne.CanvasObject{content}
	t.root.Refresh()
	t.e.SetPhone(phone)
}

// heard tells the app's lists of a round saved, corrected or taken back
// here or elsewhere.
func (t *burnTable) heard(ev session.Event) {
	switch ev.Kind {
	case session.Saved, session.Corrected, session.Undone, session.Elsewhere:
		t.u.Changed()
	}
}

// drawn draws what the page shows above the entry, after the entry drew
// itself: the totals, the correction under way and the seating.
func (t *burnTable) drawn() {
	if t.e == nil {
		return // the entry's first draw, inside NewRoundEntry
	}
	st := t.cs.Standing()
	var parts []string
	for _, s := range t.e.Sides() {
		v, _ := st.Total(s)
		parts = append(parts, fmt.Sprintf("%s %d", s, v))
	}
	line := strings.Join(parts, " · ") + " · " + i18n.Tf("game ends at %d, lowest wins", t.cs.State().Limit())
	if st.Finished {
		line = t.e.WinnerText(st)
	}
	t.totalsLine.SetText(line)
	t.seatLine.SetText(formatLabel(t.table().Format) + " · " + i18n.T("round the table:") + " " + strings.Join(t.table().Seats, ", "))
	t.renderEdit()
}

func (t *burnTable) renderEdit() {
	t.editBox.RemoveAll()
	row, editing := t.cs.Correcting()
	if !editing {
		return
	}
	stop := widget.NewButtonWithIcon(i18n.T("Stop correcting"), theme.CancelIcon(), t.e.StopCorrecting)
	t.editBox.Add(container.NewBorder(nil, nil, nil, stop, widgets.Wrapped(i18n.Tf("Correcting round %d.", row.Number))))
}

func (t *burnTable) toTop() {
	if t.tabs != nil {
		t.tabs.SelectIndex(0)
	}
	if t.scroll != nil {
		t.scroll.ScrollToTop()
	}
}
