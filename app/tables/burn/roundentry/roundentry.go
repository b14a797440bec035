package roundentry

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/scoring"
	burnscore "arbiter/scoring/burn"
	"arbiter/session"
)

// The round entry: one Burn round entered on a table session — the
// dealer of the first round, the fire and water cards each side took
// (every count entered, none made up) or the tricks card by card (the
// engine counts them, and a card that proves a revoke is asked about at
// the tap), a revoke the table caught in either mode (PYM-6), the pit
// side's choice the limits leave open (BURN-1), then the score with its
// explanation. Save commits the round to the session (or the correction
// of the round being corrected).
//
// Burn's table shows it beside the score sheet; a tournament table
// (app/tournament) shows the same entry on a session of its own, kept in
// memory, and sends the rounds the session commits.

// Session is a Burn game's table session, as the round entry takes it.
type Session = session.Session[*burnscore.Game, burnscore.Round, burnscore.RoundResult, Draft]

// EntryOptions fit the round entry into its page.
type EntryOptions struct {
	// Say shows what the entry says (a refusal at a tap, a trick
	// counted, a round saved); nil: the entry's own status line (Status).
	Say func(msg string, kind widget.Importance)
	// SaveLabel names the save of a new round ("Save the round").
	SaveLabel string
	// Heard, when set, hears the session's events before the entry draws
	// itself again; Drawn is called after every draw (the page redraws
	// what it shows beside the entry).
	Heard func(session.Event)
	Drawn func()
	// Over is what the entry says once the game has ended ("The game is
	// over. Undo the last round on the score sheet to go on.").
	Over string
	// ToTop shows the form from its top (the page's scroll, its tab),
	// after a round is saved or put in the form.
	ToTop func()
}

// RoundEntry is the round entry on a session. Its Body is the form (the
// dealer, the cards taken, the pit and the score), its Actions the take
// back and the primary action (count the trick being entered, or save
// the round); the page puts them where it wants. Everything it shows
// comes from the session and the draft the session keeps.
type RoundEntry struct {
	u    host.Host
	cs   *Session
	opts EntryOptions
	d    Draft // the entry; the session keeps it

	// What the entry gives, worked out on every draw.
	play    play
	playErr error
	preview *session.Preview[*burnscore.Game, burnscore.Round, burnscore.RoundResult]
	prevErr error
	need    string // why the round cannot be saved yet, in words

	// Status is the entry's own status line, when EntryOptions.Say is
	// not set (nil otherwise).
	Status *widgets.StatusLine
	// Body is the form.
	Body       *fyne.Container
	phone      bool
	dealerBox  *fyne.Container
	entryUI    *fyne.Container
	pitUI      *fyne.Container
	resultUI   *fyne.Container
	takeBack   *widget.Button
	primary    *widgets.PymReasonButton // Count this trick, or Save the round
	picker     *widgets.CardPicker
	pickerLead int
	cancel     func()
	editNext   string
}

// NewRoundEntry builds the round entry on a session and follows the
// session's events until Close.
func NewRoundEntry(u host.Host, cs *Session, opts EntryOptions) *RoundEntry {
	if opts.Over == "" {
		opts.Over = i18n.T("The game is over. Undo the last round on the score sheet to go on.")
	}
	if opts.SaveLabel == "" {
		opts.SaveLabel = i18n.T("Save the round")
	}
	t := &RoundEntry{u: u, cs: cs, opts: opts, d: cs.Draft()}
	if opts.Say == nil {
		t.Status = widgets.NewStatusLine(2)
	}
	t.dealerBox = container.NewVBox()
	t.entryUI = container.NewVBox()
	t.pitUI = container.NewVBox()
	t.resultUI = container.NewVBox()
	t.Body = container.NewVBox(
		t.dealerBox,
		widget.NewSeparator(),
		widgets.Heading(i18n.T("1. Cards taken")),
		t.entryUI,
		t.pitUI,
		widget.NewSeparator(),
		widgets.Heading(i18n.T("2. Score")),
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
func (t *RoundEntry) Actions() []fyne.CanvasObject {
	return []fyne.CanvasObject{
		widgets.SteadyButton(t.takeBack, i18n.T("Take back")),
		widgets.SteadyButton(t.primary, i18n.T("Count this trick"), t.opts.SaveLabel, i18n.T("Save the correction")),
	}
}

// SetPhone lays the entry out for a phone (one column) or a desktop.
func (t *RoundEntry) SetPhone(phone bool) {
	t.phone = phone
	t.picker = nil
	t.render()
}

// Close stops following the session and leaves the entry in it.
func (t *RoundEntry) Close() {
	t.cancel()
	t.cs.SetDraft(t.d)
}

// Session is the session the entry is on.
func (t *RoundEntry) Session() *Session { return t.cs }

// Save saves the round in the form, as the primary action does when no
// trick is being entered: the entry says why not when it cannot.
func (t *RoundEntry) Save() { t.save() }

// Load puts a round in the form, as entered, to be changed and saved.
func (t *RoundEntry) Load(in burnscore.Round) {
	t.d = t.draftOf(in)
	t.picker = nil
	t.changed()
}

// heard follows the session: a round saved, corrected or taken back here
// or elsewhere, a correction ready, a write waiting.
func (t *RoundEntry) heard(ev session.Event) {
	if t.opts.Heard != nil {
		t.opts.Heard(ev)
	}
	switch ev.Kind {
	case session.Elsewhere:
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
// again).
func (t *RoundEntry) Shown() {
	t.d = t.cs.Draft()
	t.picker = nil
	t.render()
}

// changed keeps the entry in the session and draws it again.
func (t *RoundEntry) changed() {
	t.cs.SetDraft(t.d)
	t.render()
}

// say shows a message where the page says the entry's messages.
func (t *RoundEntry) say(msg string, kind widget.Importance) {
	if t.opts.Say != nil {
		t.opts.Say(msg, kind)
		return
	}
	t.Status.Set(msg, kind)
}

// over reports whether the game has ended and the form is not correcting
// a round.
func (t *RoundEntry) over() bool {
	_, editing := t.cs.Correcting()
	return !editing && (t.cs.Standing().Finished || t.cs.Game().Status != session.Active)
}

// render draws everything from the session and the draft.
func (t *RoundEntry) render() {
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
		t.entryUI.RemoveAll()
		t.pitUI.RemoveAll()
		t.resultUI.RemoveAll()
		t.picker, t.preview = nil, nil
		t.resultUI.Add(widgets.Wrapped(t.opts.Over))
		t.renderActions()
		return
	}
	t.play, t.playErr = t.d.play(t.table(), t.set().Direction)
	t.buildDealer()
	t.buildEntry()
	t.buildResult()
	t.buildPit()
	t.renderActions()
}

// StopCorrecting leaves the correction under way: the round stays as it
// was and the form starts a new round.
func (t *RoundEntry) StopCorrecting() {
	t.cs.StopCorrecting()
	t.d = Draft{}
	t.picker = nil
	t.changed()
	t.say(i18n.T("The correction was left: the round is as it was."), widgets.StatusInfo)
}

// game is the game the entry builds on: as it stands, or as it stood
// before the round being corrected.
func (t *RoundEntry) game() *burnscore.Game {
	if g, ok := t.cs.Base(); ok {
		return g
	}
	return t.cs.State()
}

func (t *RoundEntry) table() *burnscore.Table { return t.cs.State().Table() }
func (t *RoundEntry) set() burnscore.Settings { return t.cs.State().Settings() }

// Sides are the game's sides in the order their first player sits.
func (t *RoundEntry) Sides() []string {
	tb := t.table()
	var out []string
	seen := map[int]bool{}
	for _, p := range tb.Seats {
		if i := tb.SideOf[p]; !seen[i] {
			seen[i] = true
			out = append(out, tb.Sides[i])
		}
	}
	return out
}

// dealer is who deals: the game's next dealer once it knows one, else as
// entered, else the first seat.
func (t *RoundEntry) dealer() string {
	if next, ok := t.game().NextDealer(); ok {
		return next
	}
	if _, ok := t.table().SeatOf[t.d.Dealer]; ok {
		return t.d.Dealer
	}
	return t.table().Seats[0]
}

// WinnerText says who won a finished game, and with what totals.
func (t *RoundEntry) WinnerText(st scoring.Standing) string {
	var parts []string
	for _, s := range t.Sides() {
		v, _ := st.Total(s)
		parts = append(parts, fmt.Sprintf("%s %d", s, v))
	}
	if len(st.Winners) == 1 {
		return i18n.Tf("Game over: %s won with the lowest total (%s).", st.Winners[0], strings.Join(parts, " · "))
	}
	return i18n.Tf("Game over: %s share the win with the lowest total (%s).", strings.Join(st.Winners, " & "), strings.Join(parts, " · "))
}

// ended reports whether the tricks entered card by card are over: all of
// them, a revoke the cards prove, or one caught at the table.
func (t *RoundEntry) ended() bool {
	_, proven := t.play.proven()
	return proven || t.d.Revoke != "" || (t.play.deal != nil && len(t.d.Played) >= t.play.deal.FullTricks())
}

// counting reports whether a trick is being entered card by card: the
// primary action counts it.
func (t *RoundEntry) counting() bool { return t.d.ByTrick && !t.ended() }

func (t *RoundEntry) renderActions() {
	if t.over() {
		t.takeBack.Disable()
		t.primary.SetAllowed(false, t.opts.Over)
		return
	}
	if t.d.ByTrick && (len(t.d.current()) > 0 || len(t.d.Played) > 0 || t.d.Revoke != "") {
		t.takeBack.Enable()
	} else {
		t.takeBack.Disable()
	}
	if t.counting() {
		t.primary.SetText(i18n.T("Count this trick"))
		t.primary.SetIcon(theme.ConfirmIcon())
		n, of := len(t.d.current()), len(t.table().Seats)
		t.primary.SetAllowed(n == of, i18n.Tf("A trick has one card from each player: %d of %d so far.", n, of))
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
		t.primary.SetAllowed(false, i18n.T("Another program is using the history: the round is kept and saved as soon as it is free."))
	case saving:
		t.primary.SetAllowed(false, i18n.T("Saving…"))
	case t.preview == nil:
		t.primary.SetAllowed(false, t.need)
	default:
		t.primary.SetAllowed(true, "")
	}
}

func (t *RoundEntry) primaryAction() {
	if t.counting() {
		t.recordTrick()
		return
	}
	t.save()
}

// takeBackLast takes back a revoke called in the play, else the last card
// of the trick being entered, else the last trick counted (its cards go
// back in the trick).
func (t *RoundEntry) takeBackLast() {
	switch {
	case t.d.Revoke != "":
		who := t.d.Revoke
		if t.d.Proven {
			t.dropLastCard()
		}
		t.d.Revoke, t.d.Proven = "", false
		t.picker = nil
		t.changed()
		t.say(i18n.Tf("The revoke by %s is taken back.", who), widgets.StatusInfo)
	case len(t.d.current()) > 0:
		last := t.dropLastCard()
		t.picker = nil
		t.changed()
		t.say(i18n.Tf("%s is taken back.", widgets.ElementCodeWords(last)), widgets.StatusInfo)
	case len(t.d.Played) > 0:
		last := t.d.Played[len(t.d.Played)-1]
		t.d.Played = t.d.Played[:len(t.d.Played)-1]
		t.d.Current = last.Cards
		t.picker = nil
		t.changed()
		t.say(i18n.Tf("Trick %d is taken back: its cards are in the trick again.", len(t.d.Played)+1), widgets.StatusInfo)
	}
}

// dropLastCard takes the card placed last (the highest place filled) out
// of the trick being entered.
func (t *RoundEntry) dropLastCard() string {
	for i := len(t.d.Current) - 1; i >= 0; i-- {
		if c := t.d.Current[i]; c != "" {
			t.d.Current[i] = ""
			return c
		}
	}
	return ""
}

func (t *RoundEntry) buildDealer() {
	t.dealerBox.RemoveAll()
	if _, known := t.game().NextDealer(); known {
		leader, _ := t.game().FirstLeader(t.dealer())
		t.dealerBox.Add(widgets.Wrapped(i18n.Tf("%s deals; %s leads the first trick.", t.dealer(), leader)))
		return
	}
	t.dealerBox.Add(widgets.Wrapped(i18n.Tf("Dealer of the first round: %s", t.dealer())))
	var buttons []fyne.CanvasObject
	for _, p := range t.table().Seats {
		p := p
		b := widget.NewButton(p, func() {
			if len(t.d.Played) > 0 || len(t.d.current()) > 0 {
				t.say(i18n.T("Take back the tricks first: they depend on who dealt."), widgets.StatusWarning)
				return
			}
			t.d.Dealer = p
			t.changed()
		})
		if p == t.dealer() {
			b.Importance = widget.HighImportance
		}
		buttons = append(buttons, b)
	}
	t.dealerBox.Add(widgets.ButtonRow(min(len(buttons), 6), buttons...))
}

// --- score ---

func (t *RoundEntry) buildResult() {
	t.resultUI.RemoveAll()
	t.preview, t.prevErr, t.need = nil, nil, ""
	d := t.d
	if _, pit := t.pitSide(); !pit {
		d.Pit = "" // a choice made for a pit the round no longer has
	}
	r, err := d.round(t.Sides(), t.dealer())
	if err == nil {
		p, perr := t.cs.Preview(r)
		if perr == nil {
			t.preview = &p
		}
		err = perr
	}
	if err != nil {
		t.prevErr = err
		t.need = t.needWords(err)
		msg := widgets.Wrapped(t.need)
		if !errors.Is(err, errIncomplete) && !errors.Is(err, burnscore.ErrUnfinished) && !errors.Is(err, burn.ErrPitChoice) {
			msg.Importance = widget.WarningImportance
		}
		t.resultUI.Add(msg)
		return
	}
	o := t.preview.Result
	var parts []string
	for _, s := range t.Sides() {
		parts = append(parts, i18n.Tf("%s %+d, total %d", s, o.Points[s], o.Totals[s]))
	}
	t.resultUI.Add(widgets.Bold(strings.Join(parts, " · ")))
	if o.Penalty != nil {
		pen := widgets.Wrapped(penaltyWords(*o.Penalty))
		pen.Importance = widget.DangerImportance
		t.resultUI.Add(pen)
	}
	if st := t.preview.Standing; st.Finished {
		t.resultUI.Add(widgets.Bold(i18n.Tf("This round ends the game: %s wins.", strings.Join(st.Winners, " & "))))
	}
	why := widget.NewAccordion(widget.NewAccordionItem(i18n.T("Why?"), widgets.ExplanationPanel(t.u, burnscore.ID, widgets.SayableSteps(o.Steps))))
	why.Open(0)
	t.resultUI.Add(why)
}

// needWords says what the form needs before the round can be saved, or
// why the engine refuses it.
func (t *RoundEntry) needWords(err error) string {
	switch {
	case errors.Is(err, errIncomplete) && t.d.ByTrick:
		return i18n.T("No trick entered yet.")
	case errors.Is(err, errIncomplete):
		n, of := t.d.countsDone(t.Sides())
		return i18n.Tf("Enter the fire and water cards every side took: %d of %d counts entered.", n, of)
	case errors.Is(err, burnscore.ErrUnfinished) && t.play.deal != nil:
		return i18n.Tf("%d of %d tricks entered.", len(t.d.Played), t.play.deal.FullTricks())
	case errors.Is(err, burn.ErrPitChoice):
		return i18n.T("Choose what the pit side does.")
	case errors.Is(err, session.ErrNotReady):
		row, _ := t.cs.Correcting()
		return i18n.Tf("Reading round %d…", row.Number)
	case errors.Is(err, session.ErrNotActive):
		return t.opts.Over
	}
	return RefusalWords(err)
}

// save saves the round (or the correction): the session applied it for
// the preview and writes it; the form starts the next round at its top.
func (t *RoundEntry) save() {
	if t.preview == nil {
		if t.need != "" {
			t.say(t.need, widgets.StatusWarning)
		}
		return
	}
	correcting := t.preview.Correcting != ""
	t.cs.Commit(*t.preview, func(row session.Row[burnscore.Round, burnscore.RoundResult], err error) {
		if err != nil {
			t.say(RefusalWords(err), widgets.StatusProblem)
			t.render()
			return
		}
		t.d = t.cs.Draft()
		t.picker = nil
		t.render()
		// The next round starts at the top; after the last one the counters
		// are gone and nothing stays scrolled half out of view (issue 16 #14).
		t.toTop()
		st := t.cs.Standing()
		switch {
		case correcting:
			t.say(i18n.Tf("Round %d corrected.", row.Number), widgets.StatusDone)
		case st.Finished:
			t.say(i18n.Tf("Round %d saved. %s", row.Number, t.WinnerText(st)), widgets.StatusDone)
		default:
			t.say(i18n.Tf("Round %d saved.", row.Number), widgets.StatusDone)
		}
	})
	t.renderActions()
}

// toTop shows the form from its top, where the page can.
func (t *RoundEntry) toTop() {
	if t.opts.ToTop != nil {
		t.opts.ToTop()
	}
}

// draftOf turns a saved round into the form's draft.
func (t *RoundEntry) draftOf(in burnscore.Round) Draft {
	d := Draft{Dealer: in.Dealer, Revoke: in.Revoke}
	if in.Won != nil {
		d.Fire, d.Water = map[string]int{}, map[string]int{}
		for k, v := range in.Won {
			d.Fire[k], d.Water[k] = v.Fire, v.Water
		}
	}
	if in.PitChoice != burn.NoChoice {
		d.Pit = in.PitChoice.String()
	}
	if in.Tricks != nil {
		d.ByTrick = true
		for _, tr := range in.Tricks {
			d.Played = append(d.Played, Trick{Cards: cards.ElementCards(tr.Cards).Strings(), Leader: tr.Leader})
		}
		d.Played = t.withLeaders(d.Played, in.Dealer)
	}
	return d
}

// withLeaders fills in who led each trick of a saved round: the player
// after the dealer, then each trick's winner, as the engine counts them.
func (t *RoundEntry) withLeaders(ps []Trick, dealer string) []Trick {
	out := append([]Trick(nil), ps...)
	leader, ok := t.game().FirstLeader(dealer)
	if !ok {
		return out
	}
	for i := range out {
		if out[i].Leader == "" {
			out[i].Leader = leader
		}
		p, err := Draft{Played: out[:i+1]}.play(t.table(), t.set().Direction)
		if err != nil || len(p.results) <= i {
			break
		}
		leader = t.table().Seats[p.results[i].Winner]
	}
	return out
}

// Edit puts a round in force in the form: saving corrects it.
func (t *RoundEntry) Edit(roundID string) {
	row, ok := t.cs.RowByID(roundID)
	if !ok {
		t.editNext = roundID
		return
	}
	if err := t.cs.Correct(roundID); err != nil {
		t.u.ShowErr(err)
		return
	}
	t.d = t.draftOf(row.Round)
	t.picker = nil
	t.changed()
	t.toTop()
	t.say(i18n.Tf("Correcting round %d: change it and save the correction.", row.Number), widgets.StatusInfo)
}

// Undone puts a round the score sheet took back in the form, to be fixed
// and saved again.
func (t *RoundEntry) Undone(l session.Line) {
	in, ok := scoring.As[burnscore.Round](l.Round)
	if !ok {
		t.say(i18n.Tf("Round %d is taken back.", l.Number), widgets.StatusInfo)
		return
	}
	t.cs.StopCorrecting()
	t.d = t.draftOf(in)
	t.picker = nil
	t.changed()
	t.toTop()
	t.say(i18n.Tf("Round %d is taken back and in the form again: fix it and save it.", l.Number), widgets.StatusInfo)
}
