package pymtheg

import (
	"encoding/json"
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/engine/pymtheg"
	"arbiter/scoring"
	pymscore "arbiter/scoring/pymtheg"
	"arbiter/session"
)

// Pymtheg's table: four seats in two partnerships. A deal is entered in
// three steps: the contract (bid by bid, the engine saying which calls
// are allowed and why not, or picked at once with quick entry), the play
// (the tricks each seat took, or trick by trick with the cards, where the
// engine counts the tricks and a card that proves a revoke is asked
// about at once), then the score with its explanation, saved as one deal
// of the game.
//
// One source of truth: the table draws from the game's table session
// (its state, its deals, the draft), which every page of the game
// shares, and follows the session's events; it never reads or writes the
// history itself. A tap changes the draft and the preview, in memory.

const pymID = pymscore.ID

// pymSession is a game of Pymtheg's table session.
type pymSession = session.Session[*pymscore.Game, pymscore.Deal, pymscore.DealResult, draft]

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
		names := seatNames(session.GameRecord{Seats: seats})
		return dealWords(&names, d, r)
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
	d     draft // the entry; the session keeps it

	// What the entry gives, worked out on every draw.
	contract contract
	hasDeal  bool // the contract is complete
	play     pymtheg.PlayResult
	preview  *session.Preview[*pymscore.Game, pymscore.Deal, pymscore.DealResult]
	prevErr  error
	need     string // why the deal cannot be saved yet, in words

	root       *fyne.Container // the page's content: rebuilt for the layout
	phone      bool
	status     *widgets.StatusLine
	scroll     *widgets.Scroll
	totalsLine *widget.Label
	editBox    *fyne.Container
	dealerBox  *fyne.Container
	contractUI *fyne.Container
	summary    *widget.Label
	playUI     *fyne.Container
	resultUI   *fyne.Container
	takeBack   *widget.Button
	primary    *widgets.PymReasonButton // Count this trick, or Save the deal
	sheet      *widgets.TableSheet
	picker     *widgets.CardPicker
	pickerSeat [4]pymtheg.Seat // seat of each place (play order)
	tabs       *container.AppTabs
	cancel     func()
	// editNext is a deal to put in the form once the session has read it.
	editNext string
}

// seatNames are the players of a game by seat (N, E, S, W): the first of
// each side sits North and East, the second South and West.
func seatNames(g session.GameRecord) [4]string {
	var ns, ew []string
	for _, s := range g.Seats {
		if s.Side == "NS" {
			ns = append(ns, s.Player)
		} else {
			ew = append(ew, s.Player)
		}
	}
	get := func(l []string, i int) string {
		if i < len(l) {
			return l[i]
		}
		return "?"
	}
	return [4]string{get(ns, 0), get(ew, 0), get(ns, 1), get(ew, 1)}
}

func newPymTable(u host.Host, cs *pymSession) *pymTable {
	return &pymTable{u: u, cs: cs, names: seatNames(cs.Game()), d: cs.Draft()}
}

// game is the game the entry builds on: as it stands, or as it stood
// before the deal being corrected (the game as it stands while that is
// read).
func (t *pymTable) game() *pymscore.Game {
	if g, ok := t.cs.Base(); ok {
		return g
	}
	return t.cs.State()
}

func (t *pymTable) set() pymscore.Settings { return t.cs.State().Settings() }

func (t *pymTable) next(s pymtheg.Seat) pymtheg.Seat { return t.set().Next(s) }

// dealer is who deals: as entered, else the one the game says, else North.
func (t *pymTable) dealer() pymtheg.Seat {
	if s, ok := seat(t.d.Dealer); ok {
		return s
	}
	if s, ok := t.game().NextDealer(); ok {
		return s
	}
	return pymtheg.North
}

// seatName is "Ann (North)".
func (t *pymTable) seatName(s pymtheg.Seat) string {
	return fmt.Sprintf("%s (%s)", t.names[s], seatWord(s))
}

// teamName is "North-South (Ann & Cy)".
func (t *pymTable) teamName(team string) string {
	switch team {
	case "NS":
		return fmt.Sprintf("%s (%s & %s)", teamWord(pymtheg.NS), t.names[pymtheg.North], t.names[pymtheg.South])
	case "EW":
		return fmt.Sprintf("%s (%s & %s)", teamWord(pymtheg.EW), t.names[pymtheg.East], t.names[pymtheg.West])
	}
	return team
}

// view builds the table's page content.
func (t *pymTable) view() widgets.TableView {
	t.status = widgets.NewStatusLine(2)
	t.totalsLine = widgets.Bold("")
	t.totalsLine.Wrapping = fyne.TextWrapWord
	t.summary = widgets.Wrapped("")
	t.summary.TextStyle.Bold = true
	t.editBox = container.NewVBox()
	t.dealerBox = container.NewVBox()
	t.contractUI = container.NewVBox()
	t.playUI = container.NewVBox()
	t.resultUI = container.NewVBox()
	t.takeBack = widget.NewButtonWithIcon(i18n.T("Take back"), theme.ContentUndoIcon(), t.takeBackLast)
	t.primary = widgets.NewPymReasonButton(i18n.T("Save the deal"), t.primaryAction, func(why string) { t.say(why, widgets.StatusWarning) })
	t.primary.Icon = theme.DocumentSaveIcon()
	t.primary.Importance = widget.HighImportance
	t.sheet = widgets.NewTableSheet(t.u, t.cs, widgets.TableSheetOptions{
		Target:    t.target(),
		SideLabel: t.teamName,
		Words:     func(l session.Line) string { return t.lineWords(l) },
		Edit:      func(l session.Line) { t.Edit(l.ID) },
		Undone:    t.undone,
	})
	t.root = container.NewStack()
	widgets.FollowLayout(t.u, t.layout)
	t.cancel = t.cs.Subscribe(t.heard)
	t.render()
	return widgets.TableView{Content: t.root, OnShow: t.shown, OnClose: t.close}
}

func (t *pymTable) close() {
	t.cancel()
	t.sheet.Close()
	t.cs.SetDraft(t.d)
}

// lineWords says a deal of the score sheet, with the players' names; a
// version without its result (a round's history) is said in full.
func (t *pymTable) lineWords(l session.Line) string {
	d, ok := scoring.As[pymscore.Deal](l.Round)
	if !ok {
		return ""
	}
	res, _ := scoring.As[pymscore.DealResult](l.Result)
	return dealWords(&t.names, d, res)
}

// layout puts the entry and the score sheet side by side on a desktop, in
// two tabs on a phone. The entry is the shared frame: the status line
// fixed at the top, the actions fixed at the bottom, the form scrolling
// between them.
func (t *pymTable) layout(phone bool) {
	t.phone = phone
	seats := widgets.Wrapped(fmt.Sprintf(i18n.T("North %s and South %s play against East %s and West %s."),
		t.names[pymtheg.North], t.names[pymtheg.South], t.names[pymtheg.East], t.names[pymtheg.West]))
	league := widget.NewButtonWithIcon(i18n.T("League"), theme.GridIcon(), func() { t.u.Push(host.SectionPlay, pymTournamentPage(t.u)) })
	league.Importance = widget.LowImportance
	body := container.NewVBox(
		container.NewBorder(nil, nil, nil, league, t.totalsLine),
		t.editBox,
		seats,
		t.dealerBox,
		widget.NewSeparator(),
		widgets.Heading(i18n.T("1. Contract")),
		t.contractUI,
		t.summary,
		widget.NewSeparator(),
		widgets.Heading(i18n.T("2. Play")),
		t.playUI,
		widget.NewSeparator(),
		widgets.Heading(i18n.T("3. Score")),
		t.resultUI,
	)
	// The bar's buttons are as wide as their widest label: a label that
	// changes ("Count this trick", "Save the deal") never reflows the bar.
	bar := widgets.ActionBar(
		widgets.SteadyButton(t.takeBack, i18n.T("Take back")),
		widgets.SteadyButton(t.primary, i18n.T("Count this trick"), i18n.T("Save the deal"), i18n.T("Save the correction")))
	entry := widgets.TableLayout(t.status, container.NewPadded(body), bar)
	t.scroll = widgets.TableLayoutScroll(entry)
	content, tabs := widgets.EntryBesideSheet(entry, i18n.T("Deal"), t.sheet.Root, phone)
	t.tabs = tabs
	t.picker = nil
	t.root.Objects = []fyne.CanvasObject{content}
	t.root.Refresh()
	t.render()
}

func (t *pymTable) target() int {
	if t.set().End == pymscore.EndPoints {
		return t.set().Limit
	}
	return 0
}

// heard follows the session: a deal saved, corrected or taken back here
// or elsewhere, a correction ready, a write waiting.
func (t *pymTable) heard(ev session.Event) {
	switch ev.Kind {
	case session.Saved, session.Corrected, session.Undone:
		t.u.Changed()
	case session.Elsewhere:
		// The game changed in another window or program: what the
		// status said is about a table that is no more.
		t.u.Changed()
		t.d = t.cs.Draft()
		t.picker = nil
		t.say("", widgets.StatusInfo)
		if id := t.editNext; id != "" {
			t.editNext = ""
			t.Edit(id)
			return
		}
	case session.Failed:
		if ev.Err != nil {
			t.say(refusalWords(ev.Err), widgets.StatusProblem)
		}
	}
	t.render()
}

// shown draws the table again each time it comes on screen (the session
// has been asked for changes made elsewhere meanwhile).
func (t *pymTable) shown() {
	t.d = t.cs.Draft()
	t.picker = nil
	t.render()
}

// changed keeps the entry in the session and draws the table again.
func (t *pymTable) changed() {
	t.cs.SetDraft(t.d)
	t.render()
}

// say shows a message in the status line, which keeps its place.
func (t *pymTable) say(msg string, kind widget.Importance) { t.status.Set(msg, kind) }

// over reports whether the game has ended and the form is not correcting
// a deal.
func (t *pymTable) over() bool {
	_, editing := t.cs.Correcting()
	return !editing && (t.cs.Standing().Finished || t.cs.Game().Status != session.Active)
}

// render draws everything from the session and the draft.
func (t *pymTable) render() {
	if t.status == nil {
		return
	}
	t.renderTotals()
	t.renderEdit()
	if t.over() {
		t.dealerBox.RemoveAll()
		t.contractUI.RemoveAll()
		t.playUI.RemoveAll()
		t.resultUI.RemoveAll()
		t.hasDeal, t.preview, t.picker = false, nil, nil
		widgets.PymSay(t.summary, "")
		t.resultUI.Add(widgets.Wrapped(i18n.T("The game is over. Undo the last deal on the score sheet to go on.")))
		t.renderActions()
		return
	}
	t.buildDealer()
	t.buildContract()
	t.buildPlay()
	t.buildResult()
	t.renderActions()
}

func (t *pymTable) renderTotals() {
	st := t.cs.Standing()
	ns, _ := st.Total("NS")
	ew, _ := st.Total("EW")
	line := fmt.Sprintf("%s %d · %s %d", teamWord(pymtheg.NS), ns, teamWord(pymtheg.EW), ew)
	if t.set().End == pymscore.EndDeals {
		line += " · " + fmt.Sprintf(i18n.T("deal %d of %d"), min(st.Rounds+1, t.set().Deals), t.set().Deals)
	}
	if st.Finished {
		line = t.winnerText(st)
	}
	t.totalsLine.SetText(line)
}

func (t *pymTable) renderEdit() {
	t.editBox.RemoveAll()
	row, editing := t.cs.Correcting()
	if !editing {
		return
	}
	stop := widget.NewButtonWithIcon(i18n.T("Stop correcting"), theme.CancelIcon(), func() {
		t.cs.StopCorrecting()
		t.d = draft{}
		t.picker = nil
		t.changed()
		t.say(i18n.T("The correction was left: the deal is as it was."), widgets.StatusInfo)
	})
	t.editBox.Add(container.NewBorder(nil, nil, nil, stop, widgets.Wrapped(fmt.Sprintf(i18n.T("Correcting deal %d."), row.Number))))
}

func (t *pymTable) winnerText(st scoring.Standing) string {
	ns, _ := st.Total("NS")
	ew, _ := st.Total("EW")
	if len(st.Winners) == 1 {
		w := st.Winners[0]
		mine, theirs := ns, ew
		if w == "EW" {
			mine, theirs = ew, ns
		}
		return fmt.Sprintf(i18n.T("Game over: %s won, %s to %s."), t.teamName(w), fmt.Sprint(mine), fmt.Sprint(theirs))
	}
	return fmt.Sprintf(i18n.T("Game over: equal totals (%s), the teams share the result."), fmt.Sprint(ns))
}

// ended reports whether the play entered trick by trick is over: all 15
// tricks, a lost Ry or a proven offence, or a revoke caught at the table.
func (t *pymTable) ended() bool {
	return t.play.Ended != "" || len(t.d.Played) >= 15 || t.d.Revoke != ""
}

// counting reports whether a trick is being entered card by card: the
// primary action counts it.
func (t *pymTable) counting() bool {
	return t.hasDeal && t.d.ByTrick && !t.ended()
}

// renderActions sets the action bar: Take back when there is something to
// take back; Count this trick while tricks are entered, else Save, each
// saying why when it cannot be tapped.
func (t *pymTable) renderActions() {
	if t.over() {
		t.takeBack.Disable()
		t.primary.SetAllowed(false, i18n.T("The game is over. Undo the last deal on the score sheet to go on."))
		return
	}
	if t.canTakeBack() {
		t.takeBack.Enable()
	} else {
		t.takeBack.Disable()
	}
	if t.counting() {
		t.primary.SetText(i18n.T("Count this trick"))
		t.primary.SetIcon(theme.ConfirmIcon())
		n := len(t.d.current())
		t.primary.SetAllowed(n == 4, i18n.N(n, "A trick has one card from each seat: %d card so far.", "A trick has one card from each seat: %d cards so far."))
		return
	}
	if _, editing := t.cs.Correcting(); editing {
		t.primary.SetText(i18n.T("Save the correction"))
	} else {
		t.primary.SetText(i18n.T("Save the deal"))
	}
	t.primary.SetIcon(theme.DocumentSaveIcon())
	saving, waiting := t.cs.Saving()
	switch {
	case waiting:
		t.primary.SetAllowed(false, i18n.T("Another program is using the history: the deal is kept and saved as soon as it is free."))
	case saving:
		t.primary.SetAllowed(false, i18n.T("Saving…"))
	case t.preview == nil:
		t.primary.SetAllowed(false, t.need)
	default:
		t.primary.SetAllowed(true, "")
	}
}

func (t *pymTable) primaryAction() {
	if t.counting() {
		t.recordTrick()
		return
	}
	t.save()
}

func (t *pymTable) canTakeBack() bool {
	if t.d.ByTrick && t.hasDeal && (len(t.d.current()) > 0 || len(t.d.Played) > 0 || t.d.Revoke != "") {
		return true
	}
	return !t.d.Direct && len(t.d.Calls) > 0
}

// takeBackLast takes back what was entered last: a revoke called in the
// play, the last card of the trick being entered, else the last trick
// counted (its cards go back in the trick), else the last call of the
// auction.
func (t *pymTable) takeBackLast() {
	switch {
	case t.d.ByTrick && t.hasDeal && t.d.Revoke != "":
		who, _ := t.d.revoker()
		if t.d.Proven {
			t.dropLastCard()
		}
		t.d.Revoke, t.d.Proven = "", false
		t.picker = nil
		t.changed()
		t.say(fmt.Sprintf(i18n.T("The revoke by %s is taken back."), t.seatName(who)), widgets.StatusInfo)
	case t.d.ByTrick && t.hasDeal && len(t.d.current()) > 0:
		last := t.dropLastCard()
		t.picker = nil
		t.changed()
		t.say(fmt.Sprintf(i18n.T("%s is taken back."), widgets.ElementCodeWords(last)), widgets.StatusInfo)
	case t.d.ByTrick && t.hasDeal && len(t.d.Played) > 0:
		last := t.d.Played[len(t.d.Played)-1]
		t.d.Played = t.d.Played[:len(t.d.Played)-1]
		t.d.Current = last.Cards
		t.picker = nil
		t.changed()
		t.say(fmt.Sprintf(i18n.T("Trick %d is taken back: its cards are in the trick again."), len(t.d.Played)+1), widgets.StatusInfo)
	case !t.d.Direct && len(t.d.Calls) > 0:
		a, _ := t.replay()
		calls := a.Calls()
		t.d.Calls = t.d.Calls[:len(t.d.Calls)-1]
		t.changed()
		if len(calls) > 0 {
			t.say(fmt.Sprintf(i18n.T("Taken back: %s."), t.callWords(calls[len(calls)-1])), widgets.StatusInfo)
		}
	}
}

// dropLastCard takes the card placed last (the highest place filled) out
// of the trick being entered.
func (t *pymTable) dropLastCard() string {
	for i := len(t.d.Current) - 1; i >= 0; i-- {
		if c := t.d.Current[i]; c != "" {
			t.d.Current[i] = ""
			return c
		}
	}
	return ""
}

// --- dealer ---

func (t *pymTable) buildDealer() {
	t.dealerBox.RemoveAll()
	var buttons []fyne.CanvasObject
	for _, s := range pymtheg.Seats {
		s := s
		b := widget.NewButton(t.names[s], func() {
			if len(t.d.Calls) > 0 || len(t.d.Played) > 0 || len(t.d.current()) > 0 {
				t.say(i18n.T("Take back the calls and tricks first: they depend on who dealt."), widgets.StatusWarning)
				return
			}
			t.d.Dealer = s.String()
			t.changed()
		})
		if s == t.dealer() {
			b.Importance = widget.HighImportance
		}
		buttons = append(buttons, b)
	}
	t.dealerBox.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("Dealer: %s"), t.seatName(t.dealer()))))
	t.dealerBox.Add(widgets.ButtonRow(4, buttons...))
}

// --- editing a saved deal ---

// draftOf turns a saved deal into the form's draft: the contract with
// quick entry, the play as it was entered.
func (t *pymTable) draftOf(in pymscore.Deal) (draft, bool) {
	if in.Contract == pymtheg.NoContract {
		return draft{}, false
	}
	d := draft{Direct: true, Contract: in.Contract.String(), Doubling: in.Doubling.String()}
	if in.Dealer != nil {
		d.Dealer = in.Dealer.String()
	}
	if in.Declarer != nil {
		d.Declarer = in.Declarer.String()
	}
	if !in.Contract.IsRy() && in.Contract != pymtheg.Burn {
		d.Trump, d.Named = "none", "after"
		if in.Trump != nil {
			d.Trump = in.Trump.String()
		}
		if in.TrumpNamed != nil {
			d.Named = in.TrumpNamed.String()
		}
	}
	if in.OverRy != pymtheg.NoContract {
		d.OverRy = in.OverRy.String()
	}
	if in.Revoke != nil {
		d.Revoke = in.Revoke.String()
	}
	if in.TricksWon != nil {
		d.Counts = map[string]int{}
		for _, s := range pymtheg.Seats {
			d.Counts[s.String()] = in.TricksWon.Of(s)
		}
	}
	if in.Burn != nil {
		d.Fire = map[string]int{"NS": in.Burn.NS.Fire, "EW": in.Burn.EW.Fire}
		d.Water = map[string]int{"NS": in.Burn.NS.Water, "EW": in.Burn.EW.Water}
	}
	if len(in.Tricks) > 0 {
		d.ByTrick = true
		for _, tr := range in.Tricks {
			p := played{Cards: cards.ElementCards(tr.Cards).Strings()}
			if tr.Leader != nil {
				p.Leader = tr.Leader.String()
			}
			d.Played = append(d.Played, p)
		}
		d.Played = t.withLeaders(d)
	}
	return d, true
}

// withLeaders fills in who led each trick: the first the player after the
// dealer, then the winner of the trick before, as the engine counts them.
func (t *pymTable) withLeaders(d draft) []played {
	out := append([]played(nil), d.Played...)
	dealer := pymtheg.North
	if s, ok := seat(d.Dealer); ok {
		dealer = s
	}
	if len(out) > 0 && out[0].Leader == "" {
		out[0].Leader = t.next(dealer).String()
	}
	c, _, err := d.quick()
	if err != nil {
		return out
	}
	r, _ := draft{Played: out}.play(c, t.set())
	for i, tr := range r.Tricks {
		if i < len(out) && out[i].Leader == "" {
			out[i].Leader = pymtheg.Seat(tr.Leader).String()
		}
	}
	return out
}

// Edit puts a deal in force in the form: saving corrects it.
func (t *pymTable) Edit(roundID string) {
	row, ok := t.cs.RowByID(roundID)
	if !ok {
		t.editNext = roundID
		return
	}
	d, ok := t.draftOf(row.Round)
	if !ok {
		t.say(i18n.T("This deal cannot be read back into the form."), widgets.StatusProblem)
		return
	}
	if err := t.cs.Correct(roundID); err != nil {
		t.u.ShowErr(err)
		return
	}
	t.d = d
	t.picker = nil
	t.changed()
	t.toTop()
	t.say(fmt.Sprintf(i18n.T("Correcting deal %d: change it and save the correction."), row.Number), widgets.StatusInfo)
}

// undone puts the deal the score sheet took back in the form, to be
// fixed and saved again.
func (t *pymTable) undone(l session.Line) {
	in, ok := scoring.As[pymscore.Deal](l.Round)
	d, ok2 := t.draftOf(in)
	if !ok || !ok2 {
		t.say(fmt.Sprintf(i18n.T("Deal %d is taken back."), l.Number), widgets.StatusInfo)
		return
	}
	t.cs.StopCorrecting()
	t.d = d
	t.picker = nil
	t.changed()
	t.toTop()
	t.say(fmt.Sprintf(i18n.T("Deal %d is taken back and in the form again: fix it and save it."), l.Number), widgets.StatusInfo)
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

// save saves the deal (or the correction): the session applied it for the
// preview and writes it; the form starts the next deal at the top.
func (t *pymTable) save() {
	if t.preview == nil {
		if t.need != "" {
			t.say(t.need, widgets.StatusWarning)
		}
		return
	}
	correcting := t.preview.Correcting != ""
	t.cs.Commit(*t.preview, func(row session.Row[pymscore.Deal, pymscore.DealResult], err error) {
		if err != nil {
			t.say(refusalWords(err), widgets.StatusProblem)
			t.render()
			return
		}
		t.d = t.cs.Draft()
		t.picker = nil
		t.render()
		t.toTop()
		st := t.cs.Standing()
		switch {
		case correcting:
			t.say(fmt.Sprintf(i18n.T("Deal %d corrected."), row.Number), widgets.StatusDone)
		case st.Finished:
			t.say(fmt.Sprintf(i18n.T("Deal %d saved. %s"), row.Number, t.winnerText(st)), widgets.StatusDone)
		default:
			t.say(fmt.Sprintf(i18n.T("Deal %d saved."), row.Number), widgets.StatusDone)
		}
	})
	t.renderActions()
}

// refusal says why the deal in the form cannot be scored.
func (t *pymTable) refusal(err error) string {
	switch {
	case errors.Is(err, session.ErrNotReady):
		row, _ := t.cs.Correcting()
		return fmt.Sprintf(i18n.T("Reading deal %d…"), row.Number)
	case errors.Is(err, session.ErrNotActive):
		return i18n.T("The game is over. Undo the last deal on the score sheet to go on.")
	}
	return refusalWords(err)
}
