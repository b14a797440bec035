package pymtheg

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/engine/pymtheg"
	"arbiter/engine/tricks"
	"arbiter/scoring"
	pymscore "arbiter/scoring/pymtheg"
	"arbiter/storage"
)

// Pymtheg's table: four seats in two partnerships. A deal is entered in
// three steps: the contract (bid by bid, the engine saying which calls
// are allowed and why not, or picked at once with quick entry), the play
// (tricks per seat with steppers that keep the sum at 15, or trick by
// trick with the cards, which counts the tricks and catches revokes),
// then the score with its explanation, saved as one deal of the game.
//
// The table keeps no copy of the game: the totals, the deals, who deals
// next and whether the game is over are read from the store every time
// it is drawn, and it is drawn again after every save, correction and
// undo and each time it comes on screen. What is being entered lives in
// the game's draft in the store, saved on every tap.

func init() {
	host.RegisterTable(host.Table{
		ID: "pymtheg",
		Seating: host.Seating{
			Sides: []host.SideSeats{
				{Side: "NS", Label: "North-South", Players: 2},
				{Side: "EW", Label: "East-West", Players: 2},
			},
			Setup: func([]string) (json.RawMessage, error) { return nil, nil },
		},
		Screen: func(u host.Host, st *storage.Store, g storage.Game) host.Page { return newPymTable(u, st, g).page() },
		Describe: func(g storage.Game, r storage.Round) string {
			return describeDeal(seatNames(g), r, nil)
		},
		Edit: func(u host.Host, st *storage.Store, g storage.Game, r storage.Round) host.Page {
			t := newPymTable(u, st, g)
			p := t.page()
			t.edit(r)
			return p
		},
	})
}

// pymDraft is everything entered for the deal in progress; it is saved as
// the game's draft on every change.
type pymDraft struct {
	Dealer   string   `json:"dealer"`
	Calls    []string `json:"calls,omitempty"`
	BidTrump string   `json:"bid_trump,omitempty"` // "" named later, else Fi/Wa/Wi/Ea/none
	Direct   bool     `json:"direct,omitempty"`    // quick entry of the contract
	// The contract picked with quick entry.
	Contract string `json:"contract,omitempty"`
	Declarer string `json:"declarer,omitempty"`
	Trump    string `json:"trump,omitempty"`
	Named    string `json:"named,omitempty"`
	Doubling string `json:"doubling,omitempty"`
	OverRy   string `json:"over_ry,omitempty"`
	// The play.
	ByTrick bool                 `json:"by_trick,omitempty"`
	Tricks  [4]int               `json:"tricks"`
	Touched []int                `json:"touched,omitempty"` // seats by last change, oldest first
	Burn    [2]pymtheg.FireWater `json:"burn"`
	Revoke  string               `json:"revoke,omitempty"`
	Played  []pymPlayed          `json:"played,omitempty"`
	Current []string             `json:"current,omitempty"` // cards of the trick being entered
	Edit    string               `json:"edit,omitempty"`    // the round being corrected
}

type pymPlayed struct {
	Leader string   `json:"leader"`
	Cards  []string `json:"cards"`
}

// pymContract is the deal's contract, however it was entered.
type pymContract struct {
	Contract pymtheg.Contract
	Declarer pymtheg.Seat
	Trump    cards.Element
	Named    pymtheg.TrumpNamed
	Doubling pymtheg.Doubling
	OverRy   pymtheg.Contract
}

type pymTable struct {
	u     host.Host
	st    *storage.Store
	id    string
	g     storage.Game // as last read from the store
	names [4]string
	d     pymDraft // the draft as stored
	key   string

	// Read from the store on every draw.
	game     *pymscore.Game // the game after its last deal
	totals   storage.Totals
	contract pymContract
	hasDeal  bool // the contract is complete
	preview  *pymscore.DealResult
	prevErr  error

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
	primary    *widget.Button // Count this trick, or Save the deal
	sheet      *widgets.ScoreSheet
	picker     *widgets.CardPicker
	pickerSeat [4]pymtheg.Seat // seat of each zone (play order)
	tabs       *container.AppTabs
	// seen is what the store held when the table last drew itself (see
	// fingerprint).
	seen string
}

const pymTourneyKey = "tournament/pymtheg"

// seatNames are the players of a stored game by seat (N, E, S, W): the
// first of each side sits North and East, the second South and West.
func seatNames(g storage.Game) [4]string {
	seats := append([]storage.Seat(nil), g.Seats...)
	sort.SliceStable(seats, func(i, j int) bool { return seats[i].Position < seats[j].Position })
	var ns, ew []string
	for _, s := range seats {
		if s.Side == "NS" {
			ns = append(ns, s.Name)
		} else {
			ew = append(ew, s.Name)
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

func newPymTable(u host.Host, st *storage.Store, g storage.Game) *pymTable {
	t := &pymTable{u: u, st: st, id: g.ID, g: g, key: "game/" + g.ID, names: seatNames(g)}
	t.readState()
	t.d = t.storedDraft()
	return t
}

// readState reads the game, its state and its totals from the store.
func (t *pymTable) readState() {
	if g, err := t.st.Game(t.id); err == nil {
		t.g, t.names = g, seatNames(g)
	}
	t.game = nil
	if s, err := t.st.GameState(t.id); err == nil {
		t.game, _ = s.(*pymscore.Game)
	}
	if t.game == nil {
		set, _ := pymscore.ParseSettings(t.g.Options)
		t.game = pymscore.NewGame(set)
	}
	if tot, err := t.st.Totals(t.id); err == nil {
		t.totals = tot
	}
}

func (t *pymTable) set() pymscore.Settings { return t.game.Settings() }

// storedDraft is the deal in progress as the store holds it, or a fresh
// one. A draft correcting a round that is no longer in force is dropped.
func (t *pymTable) storedDraft() pymDraft {
	if b, err := t.st.Draft(t.key); err == nil && len(b) > 0 {
		var d pymDraft
		if json.Unmarshal(b, &d) == nil && d.Dealer != "" && (d.Edit == "" || t.roundInForce(d.Edit)) {
			return d
		}
	}
	return t.freshDraft()
}

func (t *pymTable) roundInForce(id string) bool {
	rounds, err := t.st.Rounds(t.id)
	if err != nil {
		return false
	}
	for _, r := range rounds {
		if r.ID == id {
			return true
		}
	}
	return false
}

// freshDraft starts a deal: the game knows who deals next once a deal
// named its dealer.
func (t *pymTable) freshDraft() pymDraft {
	d := pymDraft{Dealer: "N", Touched: []int{3, 2, 1, 0}}
	if s, ok := t.game.NextDealer(); ok {
		d.Dealer = s.String()
	}
	// Every trick starts with the seat entered last (West): the first
	// seats changed take their tricks from it.
	d.Tricks = [4]int{0, 0, 0, 15}
	d.Burn = [2]pymtheg.FireWater{{Fire: 8, Water: 7}, {Fire: 7, Water: 8}}
	return d
}

func (t *pymTable) next(s pymtheg.Seat) pymtheg.Seat { return t.set().Next(s) }

func (t *pymTable) dealer() pymtheg.Seat {
	s, err := pymtheg.ParseSeat(t.d.Dealer)
	if err != nil {
		return pymtheg.North
	}
	return s
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

func (t *pymTable) page() host.Page {
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
	t.primary = widget.NewButtonWithIcon(i18n.T("Save the deal"), theme.DocumentSaveIcon(), t.primaryAction)
	t.primary.Importance = widget.HighImportance
	t.sheet = widgets.NewScoreSheet(t.u, t.st, t.g, widgets.SheetOptions{
		Target:    t.target(),
		SideLabel: t.teamName,
		Describe:  func(r storage.Round) string { return describeDeal(t.names, r, t.st) },
		Edit:      t.edit,
		Changed:   func(storage.Totals) { t.reload() },
		Undone:    t.undone,
	})
	t.root = container.NewStack()
	t.layout(t.u.Phone())
	t.u.OnLayout(func(phone bool) {
		if phone != t.phone {
			t.layout(phone)
		}
	})
	t.render()
	tourney := widget.NewButtonWithIcon(i18n.T("League"), theme.GridIcon(), func() { t.u.Push(host.SectionPlay, pymTournamentPage(t.u, t.st)) })
	tourney.Importance = widget.LowImportance
	return host.Page{Title: t.title(), Content: t.root, Actions: []fyne.CanvasObject{tourney}, OnShow: t.shown}
}

func (t *pymTable) title() string {
	if t.g.Name != "" {
		return t.g.Name + " · Pymtheg"
	}
	return "Pymtheg"
}

// layout puts the entry and the score sheet side by side on a desktop, in
// two tabs on a phone. The entry is the shared frame: the status line
// fixed at the top, the actions fixed at the bottom, the form scrolling
// between them.
func (t *pymTable) layout(phone bool) {
	t.phone = phone
	seats := widgets.Wrapped(fmt.Sprintf(i18n.T("North %s and South %s play against East %s and West %s."),
		t.names[pymtheg.North], t.names[pymtheg.South], t.names[pymtheg.East], t.names[pymtheg.West]))
	body := container.NewVBox(
		t.totalsLine,
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
	content, tabs := widgets.EntryBesideSheet(entry, i18n.T("Deal"), t.sheet, phone)
	t.tabs = tabs
	t.root.Objects = []fyne.CanvasObject{content}
	t.root.Refresh()
}

func (t *pymTable) target() float64 {
	if t.set().End == pymscore.EndPoints {
		return float64(t.set().Limit)
	}
	return 0
}

// fingerprint says what the store holds for the game: when it last
// changed and the draft. It differs when a round was saved, corrected or
// undone, or the draft changed, somewhere else.
func (t *pymTable) fingerprint() string {
	b, _ := t.st.Draft(t.key)
	return t.g.UpdatedAt.String() + "|" + string(b)
}

// shown draws the table again from the store each time it comes on
// screen; when the game changed elsewhere meanwhile (a correction from the
// game record, another table of the game) the status line's last message
// is about a table that is no more, and goes.
func (t *pymTable) shown() {
	old := t.seen
	t.reload()
	if t.seen != old {
		t.say("", widgets.StatusInfo)
	}
}

// reload reads the game and the draft from the store again and draws the
// table from them: when the page comes back on screen (after History,
// after a correction made from the game record) and after an undo.
func (t *pymTable) reload() {
	t.readState()
	t.d = t.storedDraft()
	t.picker = nil
	t.sheet.Refresh()
	t.render()
}

// changed saves the draft and draws the table again.
func (t *pymTable) changed() {
	t.saveDraft()
	t.render()
}

func (t *pymTable) saveDraft() {
	if b, err := json.Marshal(t.d); err == nil {
		if err := t.st.SaveDraft(t.key, b); err != nil {
			t.say(err.Error(), widgets.StatusProblem)
		}
		t.seen = t.fingerprint()
	}
}

// say shows a message in the status line, which keeps its place.
func (t *pymTable) say(msg string, kind widget.Importance) { t.status.Set(msg, kind) }

// over reports whether the game has ended and the form is not correcting
// a deal.
func (t *pymTable) over() bool { return t.totals.Finished && t.d.Edit == "" }

// render draws everything from the stored game and the draft.
func (t *pymTable) render() {
	t.seen = t.fingerprint()
	t.renderTotals()
	t.renderEdit()
	if t.over() {
		t.dealerBox.RemoveAll()
		t.contractUI.RemoveAll()
		t.playUI.RemoveAll()
		t.resultUI.RemoveAll()
		t.hasDeal, t.preview = false, nil
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
	tot := t.totals
	line := fmt.Sprintf("%s %s · %s %s", teamWord(pymtheg.NS), widgets.TrimFloat(tot.Scores["NS"]), teamWord(pymtheg.EW), widgets.TrimFloat(tot.Scores["EW"]))
	if t.set().End == pymscore.EndDeals {
		line += " · " + fmt.Sprintf(i18n.T("deal %d of %d"), min(tot.Rounds+1, t.set().Deals), t.set().Deals)
	}
	if tot.Finished {
		line = t.winnerText(tot)
	}
	t.totalsLine.SetText(line)
}

func (t *pymTable) renderEdit() {
	t.editBox.RemoveAll()
	if t.d.Edit == "" {
		return
	}
	stop := widget.NewButtonWithIcon(i18n.T("Stop correcting"), theme.CancelIcon(), func() {
		t.d = t.freshDraft()
		t.picker = nil
		t.changed()
		t.say(i18n.T("The correction was left: the deal is as it was."), widgets.StatusInfo)
	})
	t.editBox.Add(container.NewBorder(nil, nil, nil, stop, widgets.Wrapped(fmt.Sprintf(i18n.T("Correcting deal %d."), t.editNumber()))))
}

// editNumber is the number of the deal being corrected.
func (t *pymTable) editNumber() int {
	rounds, _ := t.st.Rounds(t.id)
	for _, r := range rounds {
		if r.ID == t.d.Edit {
			return r.Number
		}
	}
	return 0
}

func (t *pymTable) winnerText(tot storage.Totals) string {
	if len(tot.Winners) == 1 {
		return fmt.Sprintf(i18n.T("Game over: %s won, %s to %s."), t.teamName(tot.Winners[0]), widgets.TrimFloat(tot.Scores[tot.Winners[0]]), widgets.TrimFloat(tot.Scores[otherTeam(tot.Winners[0])]))
	}
	return fmt.Sprintf(i18n.T("Game over: equal totals (%s), the teams share the result."), widgets.TrimFloat(tot.Scores["NS"]))
}

func otherTeam(s string) string {
	if s == "NS" {
		return "EW"
	}
	return "NS"
}

// counting reports whether the play is entered trick by trick and a
// trick is being entered: the primary action counts it.
func (t *pymTable) counting() bool {
	return t.hasDeal && t.d.ByTrick && t.picker != nil
}

// renderActions sets the action bar: Take back when there is something to
// take back; Count this trick while tricks are entered, else Save.
func (t *pymTable) renderActions() {
	if t.over() {
		t.takeBack.Disable()
		t.primary.Disable()
		return
	}
	if t.canTakeBack() {
		t.takeBack.Enable()
	} else {
		t.takeBack.Disable()
	}
	switch {
	case t.counting():
		t.primary.SetText(i18n.T("Count this trick"))
		t.primary.SetIcon(theme.ConfirmIcon())
		if len(t.d.Current) == 4 {
			t.primary.Enable()
		} else {
			t.primary.Disable()
		}
		return
	case t.d.Edit != "":
		t.primary.SetText(i18n.T("Save the correction"))
	default:
		t.primary.SetText(i18n.T("Save the deal"))
	}
	t.primary.SetIcon(theme.DocumentSaveIcon())
	if t.preview != nil {
		t.primary.Enable()
	} else {
		t.primary.Disable()
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
	if t.d.ByTrick && t.hasDeal && (len(t.d.Current) > 0 || len(t.d.Played) > 0) {
		return true
	}
	return !t.d.Direct && len(t.d.Calls) > 0
}

// takeBackLast takes back what was entered last: the last card of the
// trick being entered, else the last trick counted (its cards go back in
// the trick), else the last call of the auction.
func (t *pymTable) takeBackLast() {
	switch {
	case t.d.ByTrick && t.hasDeal && len(t.d.Current) > 0:
		last := t.d.Current[len(t.d.Current)-1]
		t.d.Current = t.d.Current[:len(t.d.Current)-1]
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

// --- dealer ---

func (t *pymTable) buildDealer() {
	t.dealerBox.RemoveAll()
	var buttons []fyne.CanvasObject
	for _, s := range pymtheg.Seats {
		s := s
		b := widget.NewButton(t.names[s], func() {
			if len(t.d.Calls) > 0 || len(t.d.Played) > 0 || len(t.d.Current) > 0 {
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

// --- score ---

// deal is the deal as it will be stored: one element of the game's
// "deals".
func (t *pymTable) deal() (pymscore.Deal, error) {
	if !t.hasDeal {
		return pymscore.Deal{}, errors.New(i18n.T("The contract is not complete yet."))
	}
	c := t.contract
	dealer := t.dealer()
	d := pymscore.Deal{Contract: c.Contract, Dealer: &dealer}
	if c.Contract != pymtheg.Burn {
		declarer := c.Declarer
		d.Declarer, d.Doubling = &declarer, c.Doubling
		if !c.Contract.IsRy() {
			trump, named := c.Trump, c.Named
			d.Trump, d.TrumpNamed = &trump, &named
		}
		d.OverRy = c.OverRy
	}
	if t.d.ByTrick {
		if len(t.d.Played) == 0 {
			return pymscore.Deal{}, errors.New(i18n.T("No trick entered yet."))
		}
		for _, p := range t.d.Played {
			cs, err := cards.ParseElementCards("cards", p.Cards)
			if err != nil {
				return pymscore.Deal{}, err
			}
			tr := pymscore.Trick{Cards: cs}
			if l, err := pymtheg.ParseSeat(p.Leader); err == nil {
				tr.Leader = &l
			}
			d.Tricks = append(d.Tricks, tr)
		}
		return d, nil
	}
	if t.d.Revoke != "" {
		if s, err := pymtheg.ParseSeat(t.d.Revoke); err == nil {
			d.Revoke = &s
		}
	}
	if c.Contract == pymtheg.Burn {
		d.Burn = &pymscore.BurnCounts{NS: t.d.Burn[0], EW: t.d.Burn[1]}
	} else {
		counts := pymscore.Counts(t.d.Tricks)
		d.TricksWon = &counts
	}
	return d, nil
}

// base is the game the deal in the form is scored on: the game as it
// stands, or as it stood before the deal being corrected.
func (t *pymTable) base() *pymscore.Game {
	if t.d.Edit != "" {
		if s, err := t.st.StateBefore(t.d.Edit); err == nil {
			if g, ok := s.(*pymscore.Game); ok {
				return g
			}
		}
	}
	return t.game
}

func (t *pymTable) buildResult() {
	t.resultUI.RemoveAll()
	t.preview, t.prevErr = nil, nil
	d, err := t.deal()
	if err == nil {
		var res pymscore.DealResult
		if res, err = t.base().Preview(d); err == nil {
			t.preview = &res
		}
	}
	t.prevErr = err
	if err != nil {
		msg := refusalWords(err)
		if t.d.ByTrick && errors.Is(err, pymtheg.ErrUnfinished) {
			msg = fmt.Sprintf(i18n.T("%d of 15 tricks entered."), len(t.d.Played))
		}
		t.resultUI.Add(widgets.Wrapped(msg))
		return
	}
	o := t.preview
	big := widgets.Bold(fmt.Sprintf("%s %+d · %s %+d", teamWord(pymtheg.NS), o.Score.NS, teamWord(pymtheg.EW), o.Score.EW))
	big.Wrapping = fyne.TextWrapWord
	big.SizeName = theme.SizeNameSubHeadingText
	t.resultUI.Add(big)
	if o.Made != nil {
		verdict := i18n.T("Contract lost")
		if *o.Made {
			verdict = i18n.T("Contract made")
		}
		t.resultUI.Add(widgets.Wrapped(verdict))
	}
	why := widget.NewAccordion(widget.NewAccordionItem(i18n.T("Why?"), widgets.ExplanationPanel(t.u, "pymtheg", widgets.SayableSteps(o.Steps))))
	why.Open(0)
	t.resultUI.Add(why)
}

// save stores the deal (or the correction), then draws the table from
// the store: the form starts the next deal at the top.
func (t *pymTable) save() {
	d, err := t.deal()
	if err != nil {
		t.say(refusalWords(err), widgets.StatusProblem)
		return
	}
	var res storage.RoundResult
	corrected := t.d.Edit != ""
	if corrected {
		res, err = t.st.CorrectRound(t.d.Edit, d)
	} else {
		res, err = t.st.AddRound(t.id, d)
	}
	if err != nil {
		t.say(refusalWords(err), widgets.StatusProblem)
		return
	}
	_ = t.st.DeleteDraft(t.key)
	t.u.Changed()
	t.reload()
	if t.scroll != nil {
		t.scroll.ScrollToTop()
	}
	switch {
	case corrected:
		t.say(fmt.Sprintf(i18n.T("Deal %d corrected."), res.Round.Number), widgets.StatusDone)
	case res.Totals.Finished:
		t.say(fmt.Sprintf(i18n.T("Deal %d saved. %s"), res.Round.Number, t.winnerText(res.Totals)), widgets.StatusDone)
	default:
		t.say(fmt.Sprintf(i18n.T("Deal %d saved."), res.Round.Number), widgets.StatusDone)
	}
}

// storedDeal reads a saved deal back in the game's own type.
func storedDeal(st *storage.Store, r storage.Round) (pymscore.Deal, *pymscore.DealResult, bool) {
	dr, err := st.Decode(r)
	if err != nil {
		return pymscore.Deal{}, nil, false
	}
	d, ok := scoring.As[pymscore.Deal](dr.Round)
	if !ok {
		return pymscore.Deal{}, nil, false
	}
	if res, ok := scoring.As[pymscore.DealResult](dr.Result); ok {
		return d, &res, true
	}
	return d, nil, true
}

// decodeDeal reads a stored deal and its result with the game's codec,
// without the store.
func decodeDeal(r storage.Round) (pymscore.Deal, *pymscore.DealResult, bool) {
	d, err := scoring.Lookup("pymtheg")
	if err != nil {
		return pymscore.Deal{}, nil, false
	}
	round, err := d.Codec().DecodeRound(r.Input)
	if err != nil {
		return pymscore.Deal{}, nil, false
	}
	in, ok := scoring.As[pymscore.Deal](round)
	if !ok {
		return pymscore.Deal{}, nil, false
	}
	if len(r.Result) > 0 {
		if out, err := d.Codec().DecodeResult(r.Result); err == nil {
			if res, ok := scoring.As[pymscore.DealResult](out); ok {
				return in, &res, true
			}
		}
	}
	return in, nil, true
}

// describeDeal says a stored deal in a few words for the score sheet and
// the game record: "Gâm+2 by Ann (North), Water trump, made". st may be
// nil (the record reads the input only).
func describeDeal(names [4]string, r storage.Round, st *storage.Store) string {
	var in pymscore.Deal
	var res *pymscore.DealResult
	if st != nil {
		d, rr, ok := storedDeal(st, r)
		if !ok {
			return ""
		}
		in, res = d, rr
	} else {
		d, rr, ok := decodeDeal(r)
		if !ok {
			return ""
		}
		in, res = d, rr
	}
	c := in.Contract
	switch {
	case c == pymtheg.NoContract:
		return ""
	case c == pymtheg.Burn:
		return i18n.T("everyone passed: Burn")
	}
	s := c.Name()
	if in.Declarer != nil {
		s = fmt.Sprintf(i18n.T("%s by %s"), c.Name(), fmt.Sprintf("%s (%s)", names[*in.Declarer], seatWord(*in.Declarer)))
	}
	if in.Trump != nil && !c.IsRy() {
		s += ", " + trumpWords(*in.Trump)
	}
	switch in.Doubling {
	case pymtheg.Doubled:
		s += ", " + i18n.T("doubled")
	case pymtheg.Redoubled:
		s += ", " + i18n.T("redoubled")
	}
	if res != nil && res.Made != nil {
		if *res.Made {
			s += ", " + i18n.T("made")
		} else {
			s += ", " + i18n.T("lost")
		}
	}
	return s
}

// draftOf turns a stored deal into the form's draft: the contract with
// quick entry, the play as it was entered.
func (t *pymTable) draftOf(r storage.Round) (pymDraft, bool) {
	in, _, ok := storedDeal(t.st, r)
	if !ok || in.Contract == pymtheg.NoContract {
		return pymDraft{}, false
	}
	d := t.freshDraft()
	d.Direct = true
	d.Contract = in.Contract.String()
	if in.Dealer != nil {
		d.Dealer = in.Dealer.String()
	}
	if in.Declarer != nil {
		d.Declarer = in.Declarer.String()
	}
	d.Trump = "none"
	if in.Trump != nil {
		d.Trump = in.Trump.String()
	}
	d.Named = "after"
	if in.TrumpNamed != nil {
		d.Named = in.TrumpNamed.String()
	}
	d.Doubling = in.Doubling.String()
	if in.OverRy != pymtheg.NoContract {
		d.OverRy = in.OverRy.String()
	}
	if in.Revoke != nil {
		d.Revoke = in.Revoke.String()
	}
	if in.TricksWon != nil {
		for _, s := range pymtheg.Seats {
			d.Tricks[s] = in.TricksWon.Of(s)
		}
	}
	if in.Burn != nil {
		d.Burn = [2]pymtheg.FireWater{in.Burn.NS, in.Burn.EW}
	}
	if len(in.Tricks) > 0 {
		d.ByTrick = true
		for _, tr := range in.Tricks {
			p := pymPlayed{Cards: cards.ElementCards(tr.Cards).Strings()}
			if tr.Leader != nil {
				p.Leader = tr.Leader.String()
			}
			d.Played = append(d.Played, p)
		}
		// Leaders after the first follow from the tricks.
		d.Played = t.withLeaders(d.Played, d)
	}
	return d, true
}

// withLeaders fills in who led each trick: the first the player after the
// dealer, then each trick's winner.
func (t *pymTable) withLeaders(played []pymPlayed, d pymDraft) []pymPlayed {
	dealer, err := pymtheg.ParseSeat(d.Dealer)
	if err != nil {
		return played
	}
	leader := t.next(dealer)
	trump := cards.NoElement
	if c, err := pymtheg.ParseContract(d.Contract); err == nil && !c.IsRy() && c != pymtheg.Burn && d.Trump != "none" && d.Trump != "" {
		trump, _ = cards.ParseElement(d.Trump)
	}
	for i := range played {
		if played[i].Leader == "" {
			played[i].Leader = leader.String()
		} else if l, err := pymtheg.ParseSeat(played[i].Leader); err == nil {
			leader = l
		}
		cs, err := cards.ParseElementCards("cards", played[i].Cards)
		if err != nil {
			break
		}
		out, err := pymtheg.ResolveTrick(leader, trump, t.set().Direction, cs)
		if err != nil {
			break
		}
		leader = out.Winner
	}
	return played
}

// edit opens a saved deal in the form, to be corrected: the contract with
// quick entry, the play as it was entered.
func (t *pymTable) edit(r storage.Round) {
	d, ok := t.draftOf(r)
	if !ok {
		t.say(i18n.T("This deal cannot be read back into the form."), widgets.StatusProblem)
		return
	}
	d.Edit = r.ID
	t.d = d
	t.picker = nil
	t.changed()
	if t.tabs != nil {
		t.tabs.SelectIndex(0)
	}
	if t.scroll != nil {
		t.scroll.ScrollToTop()
	}
	t.say(fmt.Sprintf(i18n.T("Correcting deal %d: change it and save the correction."), r.Number), widgets.StatusInfo)
}

// undone puts the deal the score sheet took back in the form, to be
// fixed and saved again.
func (t *pymTable) undone(r storage.Round) {
	d, ok := t.draftOf(r)
	if !ok {
		t.say(fmt.Sprintf(i18n.T("Deal %d is taken back."), r.Number), widgets.StatusInfo)
		return
	}
	t.d = d
	t.picker = nil
	t.changed()
	if t.tabs != nil {
		t.tabs.SelectIndex(0)
	}
	if t.scroll != nil {
		t.scroll.ScrollToTop()
	}
	t.say(fmt.Sprintf(i18n.T("Deal %d is taken back and in the form again: fix it and save it."), r.Number), widgets.StatusInfo)
}

// leadersDir is the table of four seats in the game's direction.
func (t *pymTable) leadersDir() tricks.Table {
	return tricks.Table{Seats: 4, Dir: t.set().Direction}
}
