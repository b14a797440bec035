package dealentry

import (
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

// The deal entry: one Pymtheg deal entered on a table session, in three
// steps — the contract (bid by bid, the engine saying which calls are
// allowed and why not, or picked at once with quick entry: contract,
// declarer, trump, when it was named, doubling, the Ry it outbid), the
// play (the tricks each seat took, every count entered and none made up,
// or trick by trick with the cards, where the engine counts the tricks and
// a card that proves a revoke is asked about at the tap; a revoke the
// table caught in either mode), then the score with its explanation. Save
// commits the deal to the session (or the correction of the deal being
// corrected).
//
// Pymtheg's table shows it beside the score sheet; a tournament table
// (app/tournament) shows the same entry on a session of its own, kept in
// memory, and sends what the session commits.

// Session is a Pymtheg game's table session, as the deal entry takes it.
type Session = session.Session[*pymscore.Game, pymscore.Deal, pymscore.DealResult, Draft]

// EntryOptions fit the deal entry into its page.
type EntryOptions struct {
	// Names are the players by seat (North, East, South, West); empty:
	// the game's seats (the first of each side North and East).
	Names [4]string
	// Say shows what the entry says (a refusal at a tap, a trick
	// counted, a deal saved); nil: the entry's own status line (Status).
	Say func(msg string, kind widget.Importance)
	// SaveLabel names the save of a new deal ("Save the deal").
	SaveLabel string
	// Heard, when set, hears the session's events before the entry draws
	// itself again; Drawn is called after every draw (the page redraws
	// what it shows beside the entry).
	Heard func(session.Event)
	Drawn func()
	// Over is what the entry says once the game has ended ("The game is
	// over. Undo the last deal on the score sheet to go on.").
	Over string
	// ToTop shows the form from its top (the page's scroll, its tab),
	// after a deal is saved or put in the form.
	ToTop func()
}

// DealEntry is the deal entry on a session. Its Body is the form (the
// dealer, the contract, the play and the score), its Actions the take
// back and the primary action (count the trick being entered, or save
// the deal); the page puts them where it wants. Everything it shows comes
// from the session and the draft the session keeps.
type DealEntry struct {
	u     host.Host
	cs    *Session
	opts  EntryOptions
	names [4]string
	d     Draft // the entry; the session keeps it

	// What the entry gives, worked out on every draw.
	contract contract
	hasDeal  bool // the contract is complete
	play     pymtheg.PlayResult
	preview  *session.Preview[*pymscore.Game, pymscore.Deal, pymscore.DealResult]
	prevErr  error
	need     string // why the deal cannot be saved yet, in words

	// Status is the entry's own status line, when EntryOptions.Say is
	// not set (nil otherwise).
	Status *widgets.StatusLine
	// Body is the form.
	Body       *fyne.Container
	phone      bool
	dealerBox  *fyne.Container
	contractUI *fyne.Container
	summary    *widget.Label
	playUI     *fyne.Container
	resultUI   *fyne.Container
	takeBack   *widget.Button
	primary    *widgets.PymReasonButton // Count this trick, or Save the deal
	picker     *widgets.CardPicker
	pickerSeat [4]pymtheg.Seat // seat of each place (play order)
	cancel     func()
	// editNext is a deal to put in the form once the session has read it.
	editNext string
}

// NewDealEntry builds the deal entry on a session and follows the
// session's events until Close.
func NewDealEntry(u host.Host, cs *Session, opts EntryOptions) *DealEntry {
	if opts.Over == "" {
		opts.Over = i18n.T("The game is over. Undo the last deal on the score sheet to go on.")
	}
	if opts.SaveLabel == "" {
		opts.SaveLabel = i18n.T("Save the deal")
	}
	t := &DealEntry{u: u, cs: cs, opts: opts, names: opts.Names, d: cs.Draft()}
	if t.names == ([4]string{}) {
		t.names = SeatNames(cs.Game())
	}
	if opts.Say == nil {
		t.Status = widgets.NewStatusLine(2)
	}
	t.summary = widgets.Wrapped("")
	t.summary.TextStyle.Bold = true
	t.dealerBox = container.NewVBox()
	t.contractUI = container.NewVBox()
	t.playUI = container.NewVBox()
	t.resultUI = container.NewVBox()
	t.Body = container.NewVBox(
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
	t.takeBack = widget.NewButtonWithIcon(i18n.T("Take back"), theme.ContentUndoIcon(), t.takeBackLast)
	t.primary = widgets.NewPymReasonButton(opts.SaveLabel, t.primaryAction, func(why string) { t.say(why, widgets.StatusWarning) })
	t.primary.Icon = theme.DocumentSaveIcon()
	t.primary.Importance = widget.HighImportance
	t.cancel = cs.Subscribe(t.heard)
	t.render()
	return t
}

// Actions are the entry's two buttons for an action bar, each as wide as
// its widest label (a label that changes never reflows the bar).
func (t *DealEntry) Actions() []fyne.CanvasObject {
	return []fyne.CanvasObject{
		widgets.SteadyButton(t.takeBack, i18n.T("Take back")),
		widgets.SteadyButton(t.primary, i18n.T("Count this trick"), t.opts.SaveLabel, i18n.T("Save the correction")),
	}
}

// SetPhone lays the entry out for a phone (choices one under the other)
// or a desktop.
func (t *DealEntry) SetPhone(phone bool) {
	t.phone = phone
	t.picker = nil
	t.render()
}

// Close stops following the session and leaves the entry in it.
func (t *DealEntry) Close() {
	t.cancel()
	t.cs.SetDraft(t.d)
}

// Session is the session the entry is on.
func (t *DealEntry) Session() *Session { return t.cs }

// Save saves the deal in the form, as the primary action does when no
// trick is being entered: the entry says why not when it cannot.
func (t *DealEntry) Save() { t.save() }

// Load puts a deal in the form, as entered (the contract by quick entry,
// the play as it was given), to be changed and saved.
func (t *DealEntry) Load(in pymscore.Deal) bool {
	d, ok := t.draftOf(in)
	if !ok {
		return false
	}
	t.d = d
	t.picker = nil
	t.changed()
	return true
}

// game is the game the entry builds on: as it stands, or as it stood
// before the deal being corrected (the game as it stands while that is
// read).
func (t *DealEntry) game() *pymscore.Game {
	if g, ok := t.cs.Base(); ok {
		return g
	}
	return t.cs.State()
}

func (t *DealEntry) set() pymscore.Settings { return t.cs.State().Settings() }

func (t *DealEntry) next(s pymtheg.Seat) pymtheg.Seat { return t.set().Next(s) }

// dealer is who deals: as entered, else the one the game says, else North.
func (t *DealEntry) dealer() pymtheg.Seat {
	if s, ok := seat(t.d.Dealer); ok {
		return s
	}
	if s, ok := t.game().NextDealer(); ok {
		return s
	}
	return pymtheg.North
}

// seatName is "Ann (North)".
func (t *DealEntry) seatName(s pymtheg.Seat) string {
	return fmt.Sprintf("%s (%s)", t.names[s], SeatWord(s))
}

// TeamName is a side as the table says it: "North-South (Ann & Cy)".
func (t *DealEntry) TeamName(team string) string {
	switch team {
	case "NS":
		return fmt.Sprintf("%s (%s & %s)", TeamWord(pymtheg.NS), t.names[pymtheg.North], t.names[pymtheg.South])
	case "EW":
		return fmt.Sprintf("%s (%s & %s)", TeamWord(pymtheg.EW), t.names[pymtheg.East], t.names[pymtheg.West])
	}
	return team
}

// heard follows the session: a deal saved, corrected or taken back here
// or elsewhere, a correction ready, a write waiting.
func (t *DealEntry) heard(ev session.Event) {
	if t.opts.Heard != nil {
		t.opts.Heard(ev)
	}
	switch ev.Kind {
	case session.Elsewhere:
		// The game changed in another window or program: what the
		// status said is about a table that is no more.
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
			t.say(RefusalWords(ev.Err), widgets.StatusProblem)
		}
	}
	t.render()
}

// Shown draws the entry again from the session (the page comes on screen
// again: the session has been asked for changes made elsewhere).
func (t *DealEntry) Shown() {
	t.d = t.cs.Draft()
	t.picker = nil
	t.render()
}

// changed keeps the entry in the session and draws the table again.
func (t *DealEntry) changed() {
	t.cs.SetDraft(t.d)
	t.render()
}

// say shows a message where the page says the entry's messages.
func (t *DealEntry) say(msg string, kind widget.Importance) {
	if t.opts.Say != nil {
		t.opts.Say(msg, kind)
		return
	}
	t.Status.Set(msg, kind)
}

// over reports whether the game has ended and the form is not correcting
// a deal.
func (t *DealEntry) over() bool {
	_, editing := t.cs.Correcting()
	return !editing && (t.cs.Standing().Finished || t.cs.Game().Status != session.Active)
}

// render draws everything from the session and the draft.
func (t *DealEntry) render() {
	if t.Body == nil {
		return
	}
	defer func() {
		if t.opts.Drawn != nil {
			t.opts.Drawn()
		}
	}()
	if t.over() {
		t.dealerBox.RemoveAll()
		t.contractUI.RemoveAll()
		t.playUI.RemoveAll()
		t.resultUI.RemoveAll()
		t.hasDeal, t.preview, t.picker = false, nil, nil
		widgets.PymSay(t.summary, "")
		t.resultUI.Add(widgets.Wrapped(t.opts.Over))
		t.renderActions()
		return
	}
	t.buildDealer()
	t.buildContract()
	t.buildPlay()
	t.buildResult()
	t.renderActions()
}

// WinnerText says who won a finished game, and by what totals.
func (t *DealEntry) WinnerText(st scoring.Standing) string {
	ns, _ := st.Total("NS")
	ew, _ := st.Total("EW")
	if len(st.Winners) == 1 {
		w := st.Winners[0]
		mine, theirs := ns, ew
		if w == "EW" {
			mine, theirs = ew, ns
		}
		return i18n.Tf("Game over: %s won, %s to %s.", t.TeamName(w), fmt.Sprint(mine), fmt.Sprint(theirs))
	}
	return i18n.Tf("Game over: equal totals (%s), the teams share the result.", fmt.Sprint(ns))
}

// ended reports whether the play entered trick by trick is over: all 15
// tricks, a lost Ry or a proven offence, or a revoke caught at the table.
func (t *DealEntry) ended() bool {
	return t.play.Ended != "" || len(t.d.Played) >= 15 || t.d.Revoke != ""
}

// counting reports whether a trick is being entered card by card: the
// primary action counts it.
func (t *DealEntry) counting() bool {
	return t.hasDeal && t.d.ByTrick && !t.ended()
}

// renderActions sets the action bar: Take back when there is something to
// take back; Count this trick while tricks are entered, else Save, each
// saying why when it cannot be tapped.
func (t *DealEntry) renderActions() {
	if t.over() {
		t.takeBack.Disable()
		t.primary.SetAllowed(false, t.opts.Over)
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
		t.primary.SetText(t.opts.SaveLabel)
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

func (t *DealEntry) primaryAction() {
	if t.counting() {
		t.recordTrick()
		return
	}
	t.save()
}

func (t *DealEntry) canTakeBack() bool {
	if t.d.ByTrick && t.hasDeal && (len(t.d.current()) > 0 || len(t.d.Played) > 0 || t.d.Revoke != "") {
		return true
	}
	return !t.d.Direct && len(t.d.Calls) > 0
}

// takeBackLast takes back what was entered last: a revoke called in the
// play, the last card of the trick being entered, else the last trick
// counted (its cards go back in the trick), else the last call of the
// auction.
func (t *DealEntry) takeBackLast() {
	switch {
	case t.d.ByTrick && t.hasDeal && t.d.Revoke != "":
		who, _ := t.d.revoker()
		if t.d.Proven {
			t.dropLastCard()
		}
		t.d.Revoke, t.d.Proven = "", false
		t.picker = nil
		t.changed()
		t.say(i18n.Tf("The revoke by %s is taken back.", t.seatName(who)), widgets.StatusInfo)
	case t.d.ByTrick && t.hasDeal && len(t.d.current()) > 0:
		last := t.dropLastCard()
		t.picker = nil
		t.changed()
		t.say(i18n.Tf("%s is taken back.", widgets.ElementCodeWords(last)), widgets.StatusInfo)
	case t.d.ByTrick && t.hasDeal && len(t.d.Played) > 0:
		last := t.d.Played[len(t.d.Played)-1]
		t.d.Played = t.d.Played[:len(t.d.Played)-1]
		t.d.Current = last.Cards
		t.picker = nil
		t.changed()
		t.say(i18n.Tf("Trick %d is taken back: its cards are in the trick again.", len(t.d.Played)+1), widgets.StatusInfo)
	case !t.d.Direct && len(t.d.Calls) > 0:
		a, _ := t.replay()
		calls := a.Calls()
		t.d.Calls = t.d.Calls[:len(t.d.Calls)-1]
		t.changed()
		if len(calls) > 0 {
			t.say(i18n.Tf("Taken back: %s.", t.callWords(calls[len(calls)-1])), widgets.StatusInfo)
		}
	}
}

// dropLastCard takes the card placed last (the highest place filled) out
// of the trick being entered.
func (t *DealEntry) dropLastCard() string {
	for i := len(t.d.Current) - 1; i >= 0; i-- {
		if c := t.d.Current[i]; c != "" {
			t.d.Current[i] = ""
			return c
		}
	}
	return ""
}

// --- dealer ---

func (t *DealEntry) buildDealer() {
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
	t.dealerBox.Add(widgets.Wrapped(i18n.Tf("Dealer: %s", t.seatName(t.dealer()))))
	t.dealerBox.Add(widgets.ButtonRow(4, buttons...))
}

// --- editing a saved deal ---

// draftOf turns a saved deal into the form's draft: the contract with
// quick entry, the play as it was entered.
func (t *DealEntry) draftOf(in pymscore.Deal) (Draft, bool) {
	if in.Contract == pymtheg.NoContract {
		return Draft{}, false
	}
	d := Draft{Direct: true, Contract: in.Contract.String(), Doubling: in.Doubling.String()}
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
			p := Trick{Cards: cards.ElementCards(tr.Cards).Strings()}
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
func (t *DealEntry) withLeaders(d Draft) []Trick {
	out := append([]Trick(nil), d.Played...)
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
	r, _ := Draft{Played: out}.play(c, t.set())
	for i, tr := range r.Tricks {
		if i < len(out) && out[i].Leader == "" {
			out[i].Leader = pymtheg.Seat(tr.Leader).String()
		}
	}
	return out
}

// Edit puts a deal in force in the form: saving corrects it.
func (t *DealEntry) Edit(roundID string) {
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
	t.say(i18n.Tf("Correcting deal %d: change it and save the correction.", row.Number), widgets.StatusInfo)
}

// Undone puts a deal the score sheet took back in the form, to be fixed
// and saved again.
func (t *DealEntry) Undone(l session.Line) {
	in, ok := scoring.As[pymscore.Deal](l.Round)
	d, ok2 := t.draftOf(in)
	if !ok || !ok2 {
		t.say(i18n.Tf("Deal %d is taken back.", l.Number), widgets.StatusInfo)
		return
	}
	t.cs.StopCorrecting()
	t.d = d
	t.picker = nil
	t.changed()
	t.toTop()
	t.say(i18n.Tf("Deal %d is taken back and in the form again: fix it and save it.", l.Number), widgets.StatusInfo)
}

// toTop shows the form from its top, where the page can.
func (t *DealEntry) toTop() {
	if t.opts.ToTop != nil {
		t.opts.ToTop()
	}
}

// save saves the deal (or the correction): the session applied it for the
// preview and writes it; the form starts the next deal at the top.
func (t *DealEntry) save() {
	if t.preview == nil {
		if t.need != "" {
			t.say(t.need, widgets.StatusWarning)
		}
		return
	}
	correcting := t.preview.Correcting != ""
	t.cs.Commit(*t.preview, func(row session.Row[pymscore.Deal, pymscore.DealResult], err error) {
		if err != nil {
			t.say(RefusalWords(err), widgets.StatusProblem)
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
			t.say(i18n.Tf("Deal %d corrected.", row.Number), widgets.StatusDone)
		case st.Finished:
			t.say(i18n.Tf("Deal %d saved. %s", row.Number, t.WinnerText(st)), widgets.StatusDone)
		default:
			t.say(i18n.Tf("Deal %d saved.", row.Number), widgets.StatusDone)
		}
	})
	t.renderActions()
}

// refusal says why the deal in the form cannot be scored.
func (t *DealEntry) refusal(err error) string {
	switch {
	case errors.Is(err, session.ErrNotReady):
		row, _ := t.cs.Correcting()
		return i18n.Tf("Reading deal %d…", row.Number)
	case errors.Is(err, session.ErrNotActive):
		return t.opts.Over
	}
	return RefusalWords(err)
}

// StopCorrecting leaves the correction under way: the deal stays as it
// was and the form starts a new deal.
func (t *DealEntry) StopCorrecting() {
	t.cs.StopCorrecting()
	t.d = Draft{}
	t.picker = nil
	t.changed()
	t.say(i18n.T("The correction was left: the deal is as it was."), widgets.StatusInfo)
}

// SeatNames are the players of a game by seat (N, E, S, W): the first of
// each side sits North and East, the second South and West.
func SeatNames(g session.GameRecord) [4]string {
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
