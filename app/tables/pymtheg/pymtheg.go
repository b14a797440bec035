package pymtheg

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
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
// three steps: the contract (from the auction tapped call by call, or
// picked directly), the play (tricks per seat with steppers that keep the
// sum at 15, or trick by trick with the cards, which counts the tricks and
// catches revokes), then the score with its explanation, saved as one
// element of the game's "deals".

func init() {
	host.RegisterTable(host.Table{
		ID: "pymtheg",
		Seating: host.Seating{
			Sides: []host.SideSeats{
				{Side: "NS", Label: i18n.T("North-South"), Players: 2},
				{Side: "EW", Label: i18n.T("East-West"), Players: 2},
			},
			Setup: func([]string) (json.RawMessage, error) { return nil, nil },
		},
		Screen: func(u host.Host, st *storage.Store, g storage.Game) host.Page { return newPymTable(u, st, g).page() },
	})
}

// pymDraft is everything entered for the deal in progress; it is saved as
// the game's draft on every change.
type pymDraft struct {
	Dealer   string   `json:"dealer"`
	Calls    []string `json:"calls,omitempty"`
	BidTrump string   `json:"bid_trump,omitempty"` // "" named later, else Fi/Wa/Wi/Ea/none
	Direct   bool     `json:"direct,omitempty"`
	// The contract picked directly.
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
	g     storage.Game
	set   pymscore.Settings
	names [4]string
	d     pymDraft
	key   string

	contract   pymContract
	hasDeal    bool // the contract is complete
	preview    *pymscore.DealResult
	previewErr error

	dealerBox  *fyne.Container
	contractUI *fyne.Container
	playUI     *fyne.Container
	resultUI   *fyne.Container
	totalsLine *widget.Label
	status     *widget.Label
	summary    *widget.Label
	saveBtn    *widget.Button
	sheet      *widgets.ScoreSheet
	picker     *widgets.CardPicker
	pickerSeat [4]pymtheg.Seat // seat of each zone (play order)
	tabs       *container.AppTabs
	over       bool
}

const pymTourneyKey = "tournament/pymtheg"

func newPymTable(u host.Host, st *storage.Store, g storage.Game) *pymTable {
	t := &pymTable{u: u, st: st, g: g, key: "game/" + g.ID}
	t.set = t.state().Settings()
	seats := append([]storage.Seat(nil), g.Seats...)
	sort.Slice(seats, func(i, j int) bool { return seats[i].Position < seats[j].Position })
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
	t.names = [4]string{get(ns, 0), get(ew, 0), get(ns, 1), get(ew, 1)}
	t.d = t.freshDraft()
	if b, err := st.Draft(t.key); err == nil && len(b) > 0 {
		var d pymDraft
		if json.Unmarshal(b, &d) == nil && d.Dealer != "" {
			t.d = d
		}
	}
	return t
}

// state is the game as the history holds it after its last deal.
func (t *pymTable) state() *pymscore.Game {
	if st, err := t.st.GameState(t.g.ID); err == nil {
		if g, ok := st.(*pymscore.Game); ok {
			return g
		}
	}
	set, _ := pymscore.ParseSettings(t.g.Options)
	return pymscore.NewGame(set)
}

// freshDraft starts a deal: the game knows who deals next once a deal
// named its dealer.
func (t *pymTable) freshDraft() pymDraft {
	d := pymDraft{Dealer: "N", Touched: []int{3, 2, 1, 0}}
	if s, ok := t.state().NextDealer(); ok {
		d.Dealer = s.String()
	}
	// Every trick starts with the seat entered last (West): the first
	// seats changed take their tricks from it.
	d.Tricks = [4]int{0, 0, 0, 15}
	d.Burn = [2]pymtheg.FireWater{{Fire: 8, Water: 7}, {Fire: 7, Water: 8}}
	return d
}

func (t *pymTable) next(s pymtheg.Seat) pymtheg.Seat {
	return pymtheg.Seat(tricks.Table{Seats: 4, Dir: t.set.Direction}.Next(int(s)))
}

func (t *pymTable) dealer() pymtheg.Seat {
	s, err := pymtheg.ParseSeat(t.d.Dealer)
	if err != nil {
		return pymtheg.North
	}
	return s
}

// seatName is "N · Ann".
func (t *pymTable) seatName(s pymtheg.Seat) string {
	return s.String() + " · " + t.names[s]
}

func (t *pymTable) teamName(team string) string {
	switch team {
	case "NS":
		return fmt.Sprintf("NS (%s & %s)", t.names[pymtheg.North], t.names[pymtheg.South])
	case "EW":
		return fmt.Sprintf("EW (%s & %s)", t.names[pymtheg.East], t.names[pymtheg.West])
	}
	return team
}

func (t *pymTable) page() host.Page {
	t.status = widgets.Wrapped("")
	t.status.Importance = widget.DangerImportance
	t.status.Hide()
	t.totalsLine = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.totalsLine.Wrapping = fyne.TextWrapWord
	t.summary = widgets.Wrapped("")
	t.summary.TextStyle.Bold = true
	t.dealerBox = container.NewVBox()
	t.contractUI = container.NewVBox()
	t.playUI = container.NewVBox()
	t.resultUI = container.NewVBox()
	t.saveBtn = widget.NewButtonWithIcon(i18n.T("Save the deal"), theme.DocumentSaveIcon(), t.save)
	t.saveBtn.Importance = widget.HighImportance

	t.sheet = widgets.NewScoreSheet(t.u, t.st, t.g, widgets.SheetOptions{
		Target:    t.target(),
		SideLabel: t.teamName,
		Describe:  t.describe,
		Edit:      t.edit,
		Changed: func(storage.Totals) {
			t.restart()
		},
	})
	seats := widgets.Wrapped(fmt.Sprintf(i18n.T("North %s and South %s play against East %s and West %s."),
		t.names[pymtheg.North], t.names[pymtheg.South], t.names[pymtheg.East], t.names[pymtheg.West]))
	entry := container.NewVBox(
		t.totalsLine,
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
		t.status,
		t.saveBtn,
		widget.NewSeparator(),
		container.NewHBox(widget.NewButtonWithIcon(i18n.T("League tournament…"), theme.GridIcon(), func() { t.u.Push("play", pymTournamentPage(t.u, t.st)) })),
	)
	scroll := container.NewVScroll(container.NewPadded(entry))
	var content fyne.CanvasObject
	if t.u.Phone() {
		t.tabs = container.NewAppTabs(
			container.NewTabItemWithIcon(i18n.T("Deal"), theme.DocumentCreateIcon(), scroll),
			container.NewTabItemWithIcon(i18n.T("Score sheet"), theme.ListIcon(), container.NewPadded(t.sheet.Root)),
		)
		content = t.tabs
	} else {
		split := container.NewHSplit(scroll, container.NewPadded(container.NewBorder(widgets.Heading(i18n.T("Score sheet")), nil, nil, nil, t.sheet.Root)))
		split.Offset = 0.55
		content = split
	}
	tourney := widget.NewButtonWithIcon(i18n.T("Tournament"), theme.GridIcon(), func() { t.u.Push("play", pymTournamentPage(t.u, t.st)) })
	tourney.Importance = widget.LowImportance
	t.rebuild()
	title := "Pymtheg"
	if t.g.Name != "" {
		title = t.g.Name + " · Pymtheg"
	}
	return host.Page{Title: title, Content: content, Actions: []fyne.CanvasObject{tourney}}
}

func (t *pymTable) target() float64 {
	if t.set.End == pymscore.EndPoints {
		return float64(t.set.Limit)
	}
	return 0
}

// restart begins a new deal after a save or an undo.
func (t *pymTable) restart() {
	_ = t.st.DeleteDraft(t.key)
	t.d = t.freshDraft()
	t.picker = nil
	t.rebuild()
}

// changed saves the draft and redraws what depends on it.
func (t *pymTable) changed() {
	if b, err := json.Marshal(t.d); err == nil {
		_ = t.st.SaveDraft(t.key, b)
	}
	t.rebuild()
}

func (t *pymTable) rebuild() {
	tot, err := t.st.Totals(t.g.ID)
	if err == nil {
		line := fmt.Sprintf("%s %s · %s %s", "NS", widgets.TrimFloat(tot.Scores["NS"]), "EW", widgets.TrimFloat(tot.Scores["EW"]))
		if t.set.End == pymscore.EndDeals {
			line += " · " + fmt.Sprintf(i18n.T("deal %d of %d"), min(tot.Rounds+1, t.set.Deals), t.set.Deals)
		}
		t.over = tot.Finished
		if tot.Finished {
			line = t.winnerText(tot)
		}
		t.totalsLine.SetText(line)
	}
	t.buildDealer()
	t.buildContract()
	t.buildPlay()
	t.buildResult()
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

// --- dealer ---

func (t *pymTable) buildDealer() {
	t.dealerBox.RemoveAll()
	row := container.NewGridWithColumns(4)
	for _, s := range pymtheg.Seats {
		s := s
		b := widget.NewButton(s.String()+" "+widgets.ShortName(t.names[s]), func() {
			if len(t.d.Calls) > 0 || len(t.d.Played) > 0 {
				widgets.PymSay(t.status, i18n.T("Take back the calls and tricks first: they depend on who dealt."))
				return
			}
			t.d.Dealer = s.String()
			t.changed()
		})
		if s == t.dealer() {
			b.Importance = widget.HighImportance
		}
		row.Add(b)
	}
	t.dealerBox.Add(widget.NewLabel(i18n.T("Dealer")))
	t.dealerBox.Add(row)
}

// --- contract ---

func (t *pymTable) buildContract() {
	t.contractUI.RemoveAll()
	mode := widget.NewRadioGroup([]string{i18n.T("Auction"), i18n.T("Pick directly")}, nil)
	mode.Horizontal = true
	mode.Required = true
	if t.d.Direct {
		mode.SetSelected(i18n.T("Pick directly"))
	} else {
		mode.SetSelected(i18n.T("Auction"))
	}
	mode.OnChanged = func(s string) {
		direct := s == i18n.T("Pick directly")
		if direct == t.d.Direct {
			return
		}
		t.d.Direct = direct
		if direct && t.hasDeal {
			// Carry the auction's outcome over as the starting point.
			t.d.Contract, t.d.Declarer = t.contract.Contract.String(), t.contract.Declarer.String()
			t.d.Trump, t.d.Named, t.d.Doubling = t.contract.Trump.String(), t.contract.Named.String(), t.contract.Doubling.String()
			t.d.OverRy = ""
			if t.contract.OverRy != pymtheg.NoContract {
				t.d.OverRy = t.contract.OverRy.String()
			}
		}
		fyne.Do(t.changed)
	}
	t.contractUI.Add(mode)
	if t.d.Direct {
		t.buildDirect()
	} else {
		t.buildAuction()
	}
	widgets.PymSay(t.summary, t.contractText())
}

func (t *pymTable) contractText() string {
	if !t.hasDeal {
		return ""
	}
	c := t.contract
	if c.Contract == pymtheg.Burn {
		return i18n.T("Everyone passed: Burn is played, without trump or doubling.")
	}
	s := fmt.Sprintf(i18n.T("%s plays %s"), t.seatName(c.Declarer), c.Contract.Name())
	switch {
	case c.Contract.IsRy():
		s += ", " + i18n.T("without trump")
	case c.Trump == cards.NoElement:
		s += ", " + i18n.T("no trump")
	default:
		s += ", " + fmt.Sprintf(i18n.T("%s trump"), widgets.ElementWord(c.Trump))
	}
	if c.Contract.IsGam() || c.Contract == pymtheg.Lon {
		if c.Named == pymtheg.NamedInBid {
			s += " " + i18n.T("(named in the bid)")
		} else {
			s += " " + i18n.T("(named after the bidding)")
		}
	}
	switch c.Doubling {
	case pymtheg.Doubled:
		s += ", " + i18n.T("doubled ×2")
	case pymtheg.Redoubled:
		s += ", " + i18n.T("redoubled ×4")
	}
	if c.OverRy != pymtheg.NoContract {
		s += ", " + fmt.Sprintf(i18n.T("over the opponents' %s"), c.OverRy.Name())
	}
	if c.Contract.Needed() > 0 {
		s += ". " + fmt.Sprintf(i18n.T("%s needs %d tricks."), c.Declarer.Team(), c.Contract.Needed())
	}
	return s
}

// replay runs the calls entered so far through a fresh auction.
func (t *pymTable) replay() (*pymtheg.Auction, error) {
	a := pymtheg.NewAuction(t.dealer(), t.set.Direction)
	for _, s := range t.d.Calls {
		c, err := pymtheg.ParseCall(s)
		if err != nil {
			return a, err
		}
		if err := a.Apply(c); err != nil {
			return a, err
		}
	}
	return a, nil
}

// pymBidReason says in Arbiter's words why a call is refused now: the
// engine's refusal names its rule with a sentinel.
func pymBidReason(a *pymtheg.Auction, c pymtheg.Call, err error) string {
	r := a.Result()
	switch {
	case errors.Is(err, pymtheg.ErrGamOrder):
		prev, _ := pymtheg.GamLevel(c.Contract.Level() - 1)
		return fmt.Sprintf(i18n.T("%s may only be bid once %s has been bid (PYM-8)."), c.Contract.Name(), prev.Name())
	case errors.Is(err, pymtheg.ErrOutrank):
		return fmt.Sprintf(i18n.T("%s does not outrank %s, the highest bid so far."), c.Contract.Name(), r.HighBid.Contract.Name())
	case errors.Is(err, pymtheg.ErrRyTrump):
		return i18n.T("A Ry is always played without trump.")
	case errors.Is(err, pymtheg.ErrBiddingOver):
		return i18n.T("The bidding is over.")
	case errors.Is(err, pymtheg.ErrDoubleEarly):
		return i18n.T("A double only comes once the bidding is over.")
	case errors.Is(err, pymtheg.ErrDoubledTwice):
		return i18n.T("The deal is already doubled.")
	case errors.Is(err, pymtheg.ErrDoubleLate):
		return i18n.T("Too late: the trump was already named after the bidding.")
	case errors.Is(err, pymtheg.ErrRedoubleWhen):
		return i18n.T("A redouble only answers a double, straight away.")
	case errors.Is(err, pymtheg.ErrTrumpKnown):
		return i18n.T("The trump is already known.")
	case errors.Is(err, pymtheg.ErrTrumpEarly):
		return i18n.T("The trump is named once the bidding is over.")
	case errors.Is(err, pymtheg.ErrBurnCall), errors.Is(err, pymtheg.ErrNotABid):
		return i18n.T("Everyone passed: Burn has no bids, trump or doubling.")
	}
	return err.Error()
}

func (t *pymTable) buildAuction() {
	a, err := t.replay()
	if err != nil {
		widgets.PymSay(t.status, err.Error())
	}
	r := a.Result()
	t.hasDeal = false
	if d, ok := r.Deal(); ok {
		t.contract = pymContract{Contract: d.Contract, Declarer: d.Declarer, Trump: d.Trump, Named: d.Named, Doubling: d.Doubling, OverRy: d.OverRy}
		t.hasDeal = true
	}
	reason := widgets.Wrapped("")
	reason.Importance = widget.WarningImportance
	reason.Hide()
	refused := func(s string) { widgets.PymSay(reason, s) }
	apply := func(c pymtheg.Call) {
		if err := a.Check(c); err != nil {
			widgets.PymSay(reason, pymBidReason(a, c, err))
			return
		}
		t.d.Calls = append(t.d.Calls, c.String())
		t.changed()
	}

	// The calls so far, one line.
	var said []string
	for _, c := range a.Calls() {
		who := ""
		if c.HasSeat {
			who = c.Seat.String() + " "
		}
		said = append(said, who+pymCallWord(c))
	}
	if len(said) > 0 {
		t.contractUI.Add(widgets.Wrapped(strings.Join(said, " · ")))
	}

	if turn, ok := a.Turn(); ok {
		t.contractUI.Add(widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("%s to call"), t.seatName(turn)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		// Trump named with a Gâm or Lon bid.
		trumpOpts := []string{i18n.T("later"), i18n.T("Fire"), i18n.T("Water"), i18n.T("Wind"), i18n.T("Earth"), i18n.T("No trump")}
		codes := []string{"", "Fi", "Wa", "Wi", "Ea", "none"}
		sel := widget.NewSelect(trumpOpts, nil)
		for i, c := range codes {
			if c == t.d.BidTrump {
				sel.SetSelected(trumpOpts[i])
			}
		}
		sel.OnChanged = func(s string) {
			for i, o := range trumpOpts {
				if o == s && codes[i] != t.d.BidTrump {
					t.d.BidTrump = codes[i]
					fyne.Do(t.changed)
				}
			}
		}
		t.contractUI.Add(container.NewBorder(nil, nil, widget.NewLabel(i18n.T("Trump with a Gâm or Lon bid")), nil, sel))

		grid := container.NewGridWrap(fyne.NewSize(86, 44))
		pass := pymtheg.Call{Kind: pymtheg.Pass}
		pb := widgets.NewPymReasonButton(i18n.T("Pass"), func() { apply(pass) }, refused)
		grid.Add(pb)
		for _, b := range pymtheg.Bids {
			c := pymtheg.Call{Kind: pymtheg.BidCall, Contract: b}
			if (b.IsGam() || b == pymtheg.Lon) && t.d.BidTrump != "" {
				e, _ := cards.ParseElement(t.d.BidTrump)
				if t.d.BidTrump == "none" {
					e = cards.NoElement
				}
				c.Trump, c.WithTrump = e, true
			}
			btn := widgets.NewPymReasonButton(b.Name(), func() { apply(c) }, refused)
			if err := a.Check(c); err != nil {
				btn.SetAllowed(false, pymBidReason(a, c, err))
			}
			grid.Add(btn)
		}
		t.contractUI.Add(grid)
		t.contractUI.Add(widgets.PymCaption(i18n.T("Greyed-out bids are not allowed now: tap one to see why.")))
	} else if r.Contract != pymtheg.Burn {
		// After the bidding: double, redouble, trump.
		dec := r.Declarer
		dbl := pymtheg.Call{Kind: pymtheg.Double}
		rdbl := pymtheg.Call{Kind: pymtheg.Redouble}
		db := widgets.NewPymReasonButton(fmt.Sprintf(i18n.T("Double (%s)"), dec.Team().Other()), func() { apply(dbl) }, refused)
		if err := a.Check(dbl); err != nil {
			db.SetAllowed(false, pymBidReason(a, dbl, err))
		}
		rb := widgets.NewPymReasonButton(fmt.Sprintf(i18n.T("Redouble (%s)"), dec.Team()), func() { apply(rdbl) }, refused)
		if err := a.Check(rdbl); err != nil {
			rb.SetAllowed(false, pymBidReason(a, rdbl, err))
		}
		t.contractUI.Add(container.NewGridWithColumns(2, db, rb))
		if !r.TrumpSet {
			t.contractUI.Add(widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("%s names the trump"), t.seatName(dec)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
			grid := container.NewGridWrap(fyne.NewSize(86, 44))
			for _, e := range append([]cards.Element{cards.Fire, cards.Water, cards.Wind, cards.Earth}, cards.NoElement) {
				c := pymtheg.Call{Kind: pymtheg.NameTrump, Trump: e}
				grid.Add(widgets.NewPymReasonButton(widgets.ElementWord(e), func() { apply(c) }, refused))
			}
			t.contractUI.Add(grid)
		}
	}
	if len(t.d.Calls) > 0 {
		back := widget.NewButtonWithIcon(i18n.T("Take back the last call"), theme.ContentUndoIcon(), func() {
			t.d.Calls = t.d.Calls[:len(t.d.Calls)-1]
			t.changed()
		})
		t.contractUI.Add(back)
	}
	t.contractUI.Add(reason)
}

func pymCallWord(c pymtheg.Call) string {
	switch c.Kind {
	case pymtheg.Pass:
		return i18n.T("pass")
	case pymtheg.Double:
		return i18n.T("double")
	case pymtheg.Redouble:
		return i18n.T("redouble")
	case pymtheg.NameTrump:
		return fmt.Sprintf(i18n.T("trump %s"), widgets.ElementWord(c.Trump))
	}
	if c.WithTrump {
		return c.Contract.Name() + " " + widgets.ElementWord(c.Trump)
	}
	return c.Contract.Name()
}

// buildDirect offers the contract's parts as drop-downs, for a table that
// bid without the app.
func (t *pymTable) buildDirect() {
	contracts := []string{}
	for _, c := range append(append([]pymtheg.Contract{}, pymtheg.Bids...), pymtheg.Burn) {
		contracts = append(contracts, c.Name())
	}
	parse := func(name string) pymtheg.Contract {
		for _, c := range append(append([]pymtheg.Contract{}, pymtheg.Bids...), pymtheg.Burn) {
			if c.Name() == name {
				return c
			}
		}
		return pymtheg.NoContract
	}
	if t.d.Contract == "" {
		t.d.Contract, t.d.Declarer, t.d.Trump, t.d.Named, t.d.Doubling = "gam", "N", "none", "after", "none"
	}
	cur, _ := pymtheg.ParseContract(t.d.Contract)
	form := container.New(layout.NewFormLayout())
	add := func(label string, opts []string, selected string, set func(i int)) {
		s := widget.NewSelect(opts, nil)
		s.SetSelected(selected)
		s.OnChanged = func(v string) {
			for i, o := range opts {
				if o == v {
					set(i)
				}
			}
			fyne.Do(t.changed)
		}
		form.Add(widget.NewLabel(label))
		form.Add(s)
	}
	add(i18n.T("Contract"), contracts, cur.Name(), func(i int) {
		t.d.Contract = parse(contracts[i]).String()
	})
	if cur != pymtheg.Burn {
		seatOpts := []string{}
		for _, s := range pymtheg.Seats {
			seatOpts = append(seatOpts, t.seatName(s))
		}
		ds, _ := pymtheg.ParseSeat(t.d.Declarer)
		add(i18n.T("Declarer"), seatOpts, t.seatName(ds), func(i int) { t.d.Declarer = pymtheg.Seats[i].String() })
		if !cur.IsRy() {
			tr := []string{i18n.T("No trump"), i18n.T("Fire"), i18n.T("Water"), i18n.T("Wind"), i18n.T("Earth")}
			trc := []string{"none", "Fi", "Wa", "Wi", "Ea"}
			sel := tr[0]
			for i, c := range trc {
				if c == t.d.Trump {
					sel = tr[i]
				}
			}
			add(i18n.T("Trump"), tr, sel, func(i int) { t.d.Trump = trc[i] })
			nm := []string{i18n.T("after the bidding"), i18n.T("with the bid")}
			nmc := []string{"after", "bidding"}
			sel = nm[0]
			if t.d.Named == "bidding" {
				sel = nm[1]
			}
			add(i18n.T("Trump named"), nm, sel, func(i int) { t.d.Named = nmc[i] })
		}
		db := []string{i18n.T("none"), i18n.T("doubled ×2"), i18n.T("redoubled ×4")}
		dbc := []string{"none", "double", "redouble"}
		sel := db[0]
		for i, c := range dbc {
			if c == t.d.Doubling {
				sel = db[i]
			}
		}
		add(i18n.T("Doubling"), db, sel, func(i int) { t.d.Doubling = dbc[i] })
		if cur.IsGam() {
			ry := []string{i18n.T("none"), "Ry", "Ry 2", "Ry 3"}
			ryc := []string{"", "ry", "ry2", "ry3"}
			sel = ry[0]
			for i, c := range ryc {
				if c == t.d.OverRy {
					sel = ry[i]
				}
			}
			add(i18n.T("Outbid their Ry"), ry, sel, func(i int) { t.d.OverRy = ryc[i] })
		}
	}
	t.contractUI.Add(form)
	c, err := t.directContract()
	t.hasDeal = err == nil
	t.contract = c
	if err != nil {
		widgets.PymSay(t.status, err.Error())
	}
}

func (t *pymTable) directContract() (pymContract, error) {
	var c pymContract
	var err error
	if c.Contract, err = pymtheg.ParseContract(t.d.Contract); err != nil {
		return c, err
	}
	if c.Contract == pymtheg.Burn {
		return c, nil
	}
	if c.Declarer, err = pymtheg.ParseSeat(t.d.Declarer); err != nil {
		return c, err
	}
	if !c.Contract.IsRy() {
		if t.d.Trump != "none" && t.d.Trump != "" {
			if c.Trump, err = cards.ParseElement(t.d.Trump); err != nil {
				return c, err
			}
		}
		if t.d.Named == "bidding" {
			c.Named = pymtheg.NamedInBid
		}
	}
	switch t.d.Doubling {
	case "double":
		c.Doubling = pymtheg.Doubled
	case "redouble":
		c.Doubling = pymtheg.Redoubled
	}
	if c.Contract.IsGam() && t.d.OverRy != "" {
		r, err := pymtheg.ParseContract(t.d.OverRy)
		if err == nil && r.IsRy() && r.Rank() < c.Contract.Rank() {
			c.OverRy = r
		} else {
			return c, errors.New(fmt.Sprintf(i18n.T("%s does not outrank %s."), c.Contract.Name(), r.Name()))
		}
	}
	return c, nil
}

// --- play ---

func (t *pymTable) buildPlay() {
	t.playUI.RemoveAll()
	if !t.hasDeal {
		t.playUI.Add(widgets.Wrapped(i18n.T("Finish the contract first.")))
		return
	}
	mode := widget.NewRadioGroup([]string{i18n.T("Tricks per seat"), i18n.T("Trick by trick")}, nil)
	mode.Horizontal = true
	mode.Required = true
	if t.d.ByTrick {
		mode.SetSelected(i18n.T("Trick by trick"))
	} else {
		mode.SetSelected(i18n.T("Tricks per seat"))
	}
	mode.OnChanged = func(s string) {
		by := s == i18n.T("Trick by trick")
		if by != t.d.ByTrick {
			t.d.ByTrick = by
			fyne.Do(t.changed)
		}
	}
	t.playUI.Add(mode)
	if t.d.ByTrick {
		t.buildTricks()
		return
	}
	if t.contract.Contract == pymtheg.Burn {
		t.buildBurnCounts()
		return
	}
	t.buildSteppers()
}

// touch moves seat s to the end of the "last changed" order.
func (t *pymTable) touch(s int) {
	out := []int{}
	for _, x := range t.d.Touched {
		if x != s {
			out = append(out, x)
		}
	}
	t.d.Touched = append(out, s)
}

// shift adds delta tricks to seat s; the seat changed longest ago that
// can take up the difference does, so the sum stays 15.
func (t *pymTable) shift(s, delta int) {
	for _, o := range t.d.Touched {
		if o == s {
			continue
		}
		if delta > 0 && t.d.Tricks[o] > 0 {
			t.d.Tricks[o]--
			t.d.Tricks[s]++
			break
		}
		if delta < 0 && t.d.Tricks[s] > 0 {
			t.d.Tricks[o]++
			t.d.Tricks[s]--
			break
		}
	}
	t.touch(s)
	t.changed()
}

func (t *pymTable) buildSteppers() {
	sum := t.d.Tricks[0] + t.d.Tricks[1] + t.d.Tricks[2] + t.d.Tricks[3]
	if sum != 15 {
		t.d.Tricks = [4]int{0, 0, 0, 15}
	}
	for _, s := range pymtheg.Seats {
		s := s
		label := t.seatName(s)
		if t.contract.Declarer == s {
			label += " ★"
		}
		t.playUI.Add(widgets.PymStepper(nil, label, fmt.Sprint(t.d.Tricks[s]),
			func() { t.shift(int(s), -1) }, func() { t.shift(int(s), +1) },
			t.d.Tricks[s] > 0, t.d.Tricks[s] < 15))
	}
	ns := t.d.Tricks[0] + t.d.Tricks[2]
	t.playUI.Add(widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("NS %d tricks · EW %d tricks"), ns, 15-ns), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	t.playUI.Add(widgets.PymCaption(i18n.T("The seat changed longest ago makes up the difference, so the tricks always add up to 15.")))
	t.buildRevoke()
}

func (t *pymTable) buildRevoke() {
	opts := []string{i18n.T("nobody")}
	for _, s := range pymtheg.Seats {
		opts = append(opts, t.seatName(s))
	}
	sel := widget.NewSelect(opts, nil)
	sel.SetSelected(opts[0])
	for i, s := range pymtheg.Seats {
		if s.String() == t.d.Revoke {
			sel.SetSelected(opts[i+1])
		}
	}
	sel.OnChanged = func(v string) {
		r := ""
		for i, o := range opts {
			if o == v && i > 0 {
				r = pymtheg.Seats[i-1].String()
			}
		}
		if r != t.d.Revoke {
			t.d.Revoke = r
			fyne.Do(t.changed)
		}
	}
	t.playUI.Add(container.NewBorder(nil, nil, widget.NewLabel(i18n.T("Caught not following")), nil, sel))
}

// buildBurnCounts: fire and water per team when everyone passed.
func (t *pymTable) buildBurnCounts() {
	b := &t.d.Burn
	set := func(team int, fire bool, delta int) func() {
		return func() {
			if fire {
				b[team].Fire += delta
				b[1-team].Fire = 15 - b[team].Fire
			} else {
				b[team].Water += delta
				b[1-team].Water = 15 - b[team].Water
			}
			t.changed()
		}
	}
	for team, name := range []string{"NS", "EW"} {
		t.playUI.Add(widget.NewLabelWithStyle(t.teamName(name), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		t.playUI.Add(widgets.PymStepper(widgets.Symbol("fire"), i18n.T("Fire cards"), fmt.Sprint(b[team].Fire), set(team, true, -1), set(team, true, 1), b[team].Fire > 0, b[team].Fire < 15))
		t.playUI.Add(widgets.PymStepper(widgets.Symbol("water"), i18n.T("Water cards"), fmt.Sprint(b[team].Water), set(team, false, -1), set(team, false, 1), b[team].Water > 0, b[team].Water < 15))
	}
	t.playUI.Add(widgets.PymCaption(i18n.T("The other team's counts follow: the deck has 15 fire and 15 water cards.")))
	t.buildRevoke()
}

// playResult runs the tricks entered so far.
func (t *pymTable) playResult() (pymtheg.PlayResult, error) {
	var pts []pymtheg.PlayedTrick
	for _, p := range t.d.Played {
		l, _ := pymtheg.ParseSeat(p.Leader)
		cs, err := cards.ParseElementCards("cards", p.Cards)
		if err != nil {
			return pymtheg.PlayResult{}, err
		}
		pts = append(pts, pymtheg.PlayedTrick{Leader: l, HasLeader: true, Cards: cs})
	}
	if len(pts) == 0 {
		return pymtheg.PlayResult{}, errors.New(i18n.T("No trick entered yet."))
	}
	return pymtheg.PlayDeal(t.contract.Contract, t.contract.Declarer, t.playTrump(), t.set.Direction, pts)
}

func (t *pymTable) playTrump() cards.Element {
	if t.contract.Contract.IsRy() || t.contract.Contract == pymtheg.Burn {
		return cards.NoElement
	}
	return t.contract.Trump
}

// nextLeader is who leads the trick being entered.
func (t *pymTable) nextLeader() pymtheg.Seat {
	if len(t.d.Played) == 0 {
		return t.next(t.dealer())
	}
	r, _ := t.playResult()
	if n := len(r.Tricks); n > 0 {
		return pymtheg.Seat(r.Tricks[n-1].Winner)
	}
	return t.next(t.dealer())
}

func (t *pymTable) buildTricks() {
	res, _ := t.playResult()
	ended := res.Ended != "" || len(t.d.Played) >= 15
	// Tricks so far.
	if len(res.Tricks) > 0 {
		box := container.NewVBox()
		for i, tr := range res.Tricks {
			var parts []string
			for j, c := range tr.Cards {
				parts = append(parts, pymtheg.Seat(tr.Seats[j]).String()+" "+c.String())
			}
			box.Add(widget.NewLabel(fmt.Sprintf(i18n.T("Trick %d: %s, won by %s"), i+1, strings.Join(parts, " "), pymtheg.Seat(tr.Winner).String())))
		}
		t.playUI.Add(box)
		t.playUI.Add(widget.NewLabelWithStyle(fmt.Sprintf("N %d · E %d · S %d · W %d", res.TricksWon[0], res.TricksWon[1], res.TricksWon[2], res.TricksWon[3]), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	for _, o := range res.Offences {
		alarm := widgets.Wrapped("⚠ " + pymOffenceText(o))
		alarm.Importance = widget.DangerImportance
		alarm.TextStyle.Bold = true
		t.playUI.Add(alarm)
	}
	switch res.Ended {
	case "ry":
		t.playUI.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("Trick %d went to the Ry side: %s is lost and the deal ends."), len(res.Tricks), t.contract.Contract.Name())))
	case "revoke", "under-trump":
		t.playUI.Add(widgets.Wrapped(i18n.T("The offence ends the deal.")))
	}
	if len(t.d.Played) > 0 {
		back := widget.NewButtonWithIcon(i18n.T("Take back the last trick"), theme.ContentUndoIcon(), func() {
			last := t.d.Played[len(t.d.Played)-1]
			t.d.Played = t.d.Played[:len(t.d.Played)-1]
			t.d.Current = last.Cards
			t.picker = nil
			t.changed()
		})
		t.playUI.Add(back)
	}
	if ended {
		t.picker = nil
		return
	}
	leader := t.nextLeader()
	order := tricks.Table{Seats: 4, Dir: t.set.Direction}.Order(int(leader))
	if t.picker == nil || t.pickerSeat[0] != leader {
		names := make([]string, 4)
		for i, s := range order {
			t.pickerSeat[i] = pymtheg.Seat(s)
			names[i] = pymtheg.Seat(s).String() + " " + widgets.ShortName(t.names[s])
		}
		t.picker = widgets.NewTrickPicker(names, t.d.Current, func(cur []string) {
			t.d.Current = cur
			if b, err := json.Marshal(t.d); err == nil {
				_ = t.st.SaveDraft(t.key, b)
			}
		})
	}
	played := make([][]string, len(t.d.Played))
	for i, p := range t.d.Played {
		played[i] = p.Cards
	}
	widgets.BlockPlayed(t.picker, played)
	t.playUI.Add(widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("Trick %d of 15: %s leads"), len(t.d.Played)+1, t.seatName(leader)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	record := widget.NewButtonWithIcon(i18n.T("Count this trick"), theme.ConfirmIcon(), t.recordTrick)
	record.Importance = widget.HighImportance
	t.playUI.Add(t.picker.Root)
	t.playUI.Add(record)
}

func (t *pymTable) recordTrick() {
	p := t.picker
	var codes []string
	for i := range p.Zones {
		codes = append(codes, p.Codes(i)...)
	}
	if len(codes) != 4 {
		widgets.PymSay(t.status, i18n.T("A trick has one card from each seat."))
		return
	}
	t.d.Played = append(t.d.Played, pymPlayed{Leader: t.pickerSeat[0].String(), Cards: codes})
	if _, err := t.playResult(); err != nil && !errors.Is(err, pymtheg.ErrUnfinished) {
		t.d.Played = t.d.Played[:len(t.d.Played)-1]
		widgets.PymSay(t.status, err.Error())
		return
	}
	t.d.Current = nil
	t.picker = nil
	widgets.PymSay(t.status, "")
	t.changed()
}

func pymOffenceText(o pymtheg.Offence) string {
	if o.Kind == "revoke" {
		return fmt.Sprintf(i18n.T("Revoke by %s: played %s in trick %d when %s was led, yet played %s in trick %d — so %s could have followed."),
			o.Seat.Name(), o.Card, o.Trick, widgets.ElementWord(o.Element), o.ProofCard, o.ProofTrick, o.Seat.Name())
	}
	return fmt.Sprintf(i18n.T("Under-trump by %s: %s under %s in trick %d, yet played %s in trick %d — so another card was there (PYM-9)."),
		o.Seat.Name(), o.Card, o.Over, o.Trick, o.ProofCard, o.ProofTrick)
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

func (t *pymTable) buildResult() {
	t.resultUI.RemoveAll()
	t.preview, t.previewErr = nil, nil
	t.saveBtn.Disable()
	if t.over && t.d.Edit == "" {
		t.resultUI.Add(widgets.Wrapped(i18n.T("The game is over. Undo the last deal on the score sheet to go on.")))
		return
	}
	d, err := t.deal()
	if err == nil {
		// The deal on its own, as the score table has it; the game's
		// end is checked when it is saved.
		var res pymscore.DealResult
		if res, err = pymscore.ScoreDeal(d, t.set); err == nil {
			t.preview = &res
		}
	}
	t.previewErr = err
	if err != nil {
		msg := err.Error()
		if t.d.ByTrick && errors.Is(err, pymtheg.ErrUnfinished) {
			msg = fmt.Sprintf(i18n.T("%d of 15 tricks entered."), len(t.d.Played))
		}
		l := widgets.Wrapped(msg)
		l.Importance = widget.LowImportance
		t.resultUI.Add(l)
		return
	}
	o := t.preview
	big := widget.NewLabelWithStyle(fmt.Sprintf("NS %+d · EW %+d", o.Score.NS, o.Score.EW), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	big.SizeName = theme.SizeNameSubHeadingText
	t.resultUI.Add(big)
	if o.Made != nil {
		verdict := i18n.T("Contract lost")
		if *o.Made {
			verdict = i18n.T("Contract made")
		}
		t.resultUI.Add(widget.NewLabel(verdict))
	}
	why := widget.NewAccordion(widget.NewAccordionItem(i18n.T("Why?"), widgets.ExplanationPanel(t.u, "pymtheg", o.Steps)))
	why.Open(0)
	t.resultUI.Add(why)
	t.saveBtn.Enable()
	if t.d.Edit != "" {
		t.saveBtn.SetText(i18n.T("Save the correction"))
	} else {
		t.saveBtn.SetText(i18n.T("Save the deal"))
	}
}

func (t *pymTable) save() {
	d, err := t.deal()
	if err != nil {
		widgets.PymSay(t.status, err.Error())
		return
	}
	b, err := json.Marshal(d)
	if err != nil {
		widgets.PymSay(t.status, err.Error())
		return
	}
	res, err := host.SaveRound(t.st, t.g.ID, t.d.Edit, b)
	if err != nil {
		widgets.PymSay(t.status, err.Error())
		return
	}
	widgets.PymSay(t.status, "")
	t.sheet.Refresh()
	t.u.Changed()
	t.restart()
	if res.Totals.Finished {
		t.totalsLine.SetText(t.winnerText(res.Totals))
	}
}

// describe is a deal in a few words for the score sheet.
func (t *pymTable) describe(r storage.Round) string {
	in, ok := t.storedDeal(r)
	if !ok || in.Contract == pymtheg.NoContract {
		return ""
	}
	c := in.Contract
	if c == pymtheg.Burn {
		return "Burn"
	}
	s := c.Name()
	if in.Declarer != nil {
		s = in.Declarer.String() + " " + s
	}
	if in.Trump != nil && !c.IsRy() {
		if *in.Trump == cards.NoElement {
			s += " " + i18n.T("NT")
		} else {
			s += " " + in.Trump.String()
		}
	}
	if in.Doubling != pymtheg.Undoubled {
		s += fmt.Sprintf(" ×%d", in.Doubling.Multiplier())
	}
	return s
}

// storedDeal reads a saved deal back in the game's own type.
func (t *pymTable) storedDeal(r storage.Round) (pymscore.Deal, bool) {
	dr, err := t.st.Decode(r)
	if err != nil {
		return pymscore.Deal{}, false
	}
	return scoring.As[pymscore.Deal](dr.Round)
}

// edit reopens a saved deal for correction, with the contract picked
// directly and the play as entered.
func (t *pymTable) edit(r storage.Round) {
	in, ok := t.storedDeal(r)
	if !ok || in.Contract == pymtheg.NoContract {
		t.u.ShowErr(errors.New(i18n.T("This deal cannot be edited here.")))
		return
	}
	d := t.freshDraft()
	d.Edit = r.ID
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
	}
	t.d = d
	t.picker = nil
	t.changed()
	if t.tabs != nil {
		t.tabs.SelectIndex(0)
	}
	widgets.PymSay(t.status, fmt.Sprintf(i18n.T("Correcting deal %d: change it and save the correction."), r.Number))
}

// --- screenshots ---

// --- tournament ---

// pymTourney is a league being kept: its teams and the sessions played
// at each table. It lives in a draft so it survives closing the app.
type pymTourney struct {
	Teams  []string        `json:"teams"`
	Tables []pymTourneyTab `json:"tables"`
}

type pymTourneyTab struct {
	Name     string              `json:"name"`
	Sessions []pymTourneySession `json:"sessions"`
}

type pymTourneySession struct {
	NS     string          `json:"NS"`
	EW     string          `json:"EW"`
	Score  *pymscore.Score `json:"score,omitempty"`
	Passed bool            `json:"passed,omitempty"`
}

// pymTournamentPage keeps a Pymtheg league: teams, tables, the result of
// each pair at each table, and the ranking points that follow.
func pymTournamentPage(u host.Host, st *storage.Store) host.Page {
	var tr pymTourney
	if b, err := st.Draft(pymTourneyKey); err == nil {
		_ = json.Unmarshal(b, &tr)
	}
	body := container.NewVBox()
	var draw func()
	save := func() {
		if b, err := json.Marshal(tr); err == nil {
			_ = st.SaveDraft(pymTourneyKey, b)
		}
		draw()
	}
	draw = func() {
		body.RemoveAll()
		body.Add(widgets.Wrapped(i18n.T("Every team plays the same hands at each table once. At each table the best result gets 1 ranking point, the next 2, and so on; East-West counts the negative of North-South's score, and a passed deal ranks both teams last. Fewest points wins.")))
		// Teams.
		body.Add(widgets.Heading(i18n.T("Teams")))
		for i, name := range tr.Teams {
			i := i
			del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
				tr.Teams = append(tr.Teams[:i], tr.Teams[i+1:]...)
				save()
			})
			del.Importance = widget.LowImportance
			body.Add(container.NewBorder(nil, nil, nil, del, widget.NewLabel(name)))
		}
		newTeam := widget.NewEntry()
		newTeam.SetPlaceHolder(i18n.T("Team name"))
		addTeam := func() {
			n := strings.TrimSpace(newTeam.Text)
			if n == "" {
				return
			}
			for _, x := range tr.Teams {
				if strings.EqualFold(x, n) {
					return
				}
			}
			tr.Teams = append(tr.Teams, n)
			save()
		}
		newTeam.OnSubmitted = func(string) { addTeam() }
		body.Add(container.NewBorder(nil, nil, nil, widget.NewButtonWithIcon(i18n.T("Add"), theme.ContentAddIcon(), addTeam), newTeam))

		// Tables.
		body.Add(widgets.Heading(i18n.T("Tables")))
		for ti := range tr.Tables {
			ti := ti
			tab := &tr.Tables[ti]
			box := container.NewVBox()
			for si, s := range tab.Sessions {
				si := si
				res := i18n.T("passed")
				if !s.Passed && s.Score != nil {
					res = fmt.Sprintf("NS %d · EW %d", s.Score.NS, s.Score.EW)
				}
				del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
					tab.Sessions = append(tab.Sessions[:si], tab.Sessions[si+1:]...)
					save()
				})
				del.Importance = widget.LowImportance
				box.Add(container.NewBorder(nil, nil, nil, del, widgets.Wrapped(fmt.Sprintf(i18n.T("%s (NS) against %s (EW): %s"), s.NS, s.EW, res))))
			}
			ns := widget.NewSelect(tr.Teams, nil)
			ns.PlaceHolder = i18n.T("NS team")
			ew := widget.NewSelect(tr.Teams, nil)
			ew.PlaceHolder = i18n.T("EW team")
			nsPts := widget.NewEntry()
			nsPts.SetPlaceHolder(i18n.T("NS points"))
			ewPts := widget.NewEntry()
			ewPts.SetPlaceHolder(i18n.T("EW points"))
			passed := widget.NewCheck(i18n.T("Everyone passed"), nil)
			msg := widgets.Wrapped("")
			msg.Importance = widget.DangerImportance
			add := widget.NewButtonWithIcon(i18n.T("Add the result"), theme.ContentAddIcon(), func() {
				if ns.Selected == "" || ew.Selected == "" || ns.Selected == ew.Selected {
					msg.SetText(i18n.T("Choose two different teams."))
					return
				}
				s := pymTourneySession{NS: ns.Selected, EW: ew.Selected, Passed: passed.Checked}
				if !passed.Checked {
					var a, b int
					if _, err := fmt.Sscan(strings.TrimSpace(nsPts.Text), &a); err != nil && strings.TrimSpace(nsPts.Text) != "" {
						msg.SetText(i18n.T("Points are whole numbers."))
						return
					}
					if _, err := fmt.Sscan(strings.TrimSpace(ewPts.Text), &b); err != nil && strings.TrimSpace(ewPts.Text) != "" {
						msg.SetText(i18n.T("Points are whole numbers."))
						return
					}
					s.Score = &pymscore.Score{NS: a, EW: b}
				}
				tab.Sessions = append(tab.Sessions, s)
				save()
			})
			box.Add(container.NewGridWithColumns(2, ns, ew))
			box.Add(container.NewGridWithColumns(2, nsPts, ewPts))
			box.Add(passed)
			box.Add(add)
			box.Add(msg)
			body.Add(widget.NewCard(fmt.Sprintf(i18n.T("Table %s"), tab.Name), "", box))
		}
		body.Add(widget.NewButtonWithIcon(i18n.T("Add a table"), theme.ContentAddIcon(), func() {
			tr.Tables = append(tr.Tables, pymTourneyTab{Name: fmt.Sprint(len(tr.Tables) + 1)})
			save()
		}))

		// Standings.
		body.Add(widgets.Heading(i18n.T("Ranking")))
		out, err := pymLeague(tr)
		if err != nil {
			l := widgets.Wrapped(err.Error())
			l.Importance = widget.LowImportance
			body.Add(l)
		} else {
			rows := container.New(layout.NewFormLayout())
			for _, s := range out.Standings {
				place := fmt.Sprintf("%d.", s.Place)
				name := fmt.Sprintf(i18n.T("%s — %d ranking points"), s.Team, s.Points)
				l := widget.NewLabel(name)
				l.TextStyle.Bold = s.Place == 1
				rows.Add(widget.NewLabel(place))
				rows.Add(l)
			}
			body.Add(rows)
			for _, tb := range out.Tables {
				var parts []string
				for _, team := range sortedTeams(tb.Points) {
					parts = append(parts, fmt.Sprintf("%s %d", team, tb.Points[team]))
				}
				body.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("Table %s: %s"), tb.Name, strings.Join(parts, " · "))))
			}
			if !out.Complete {
				body.Add(widgets.PymCaption(i18n.T("Not every team has played every table yet: the ranking is provisional.")))
			}
			why := widget.NewAccordion(widget.NewAccordionItem(i18n.T("Why?"), widgets.ExplanationPanel(u, "pymtheg", out.Steps)))
			body.Add(why)
		}
		body.Refresh()
	}
	draw()
	return host.Page{Title: i18n.T("Pymtheg tournament"), Content: container.NewVScroll(container.NewPadded(body))}
}

func sortedTeams(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool {
		if m[out[i]] != m[out[j]] {
			return m[out[i]] < m[out[j]]
		}
		return out[i] < out[j]
	})
	return out
}

// pymLeague ranks the league with the game's tournament rules.
func pymLeague(tr pymTourney) (pymscore.LeagueOut, error) {
	if len(tr.Teams) < 2 {
		return pymscore.LeagueOut{}, errors.New(i18n.T("Add at least two teams."))
	}
	tables := []pymTourneyTab{}
	for _, t := range tr.Tables {
		if len(t.Sessions) > 0 {
			tables = append(tables, t)
		}
	}
	if len(tables) == 0 {
		return pymscore.LeagueOut{}, errors.New(i18n.T("Add a table and the results played there."))
	}
	b, _ := json.Marshal(map[string]any{"game": "pymtheg", "form": "league", "teams": tr.Teams, "tables": tables})
	res, err := pymscore.Tournament(b)
	if err != nil {
		return pymscore.LeagueOut{}, err
	}
	out, ok := res.(pymscore.LeagueOut)
	if !ok {
		return pymscore.LeagueOut{}, errors.New("unexpected result")
	}
	return out, nil
}
