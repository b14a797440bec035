package webtable

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/burn/roundentry"
	"arbiter/app/tables/pymtheg/dealentry"
	"arbiter/app/widgets"
	"arbiter/scoring"
	burnscore "arbiter/scoring/burn"
	"arbiter/scoring/event"
	pymscore "arbiter/scoring/pymtheg"
	"arbiter/session"
)

// entryForm is one session's result as the page enters it: with the
// game's own entry (Pymtheg's deal entry, Burn's round entry: the widgets
// of the app's game tables) on a table session kept in memory, whose game
// is the event's table — its teams and players, the event's options, a
// knock-out's cap. What the session commits is what the table sends.
//
// It enters a Pymtheg league's deal (or that everyone passed), a
// knock-out's match deal by deal, and a Burn session round by round. The
// app's form (app/tournament) also takes scores and points typed in and
// a knock-out's deciding Burn games; the page leaves those to the app
// and the director.
type entryForm struct {
	h       host.Host
	setup   event.Setup
	session event.Session
	plan    event.RoundPlan
	say     func(string, widget.Importance)
	changed func() // the form changed shape: the page draws it again
	grown   func() // the entry drew itself again: the page lays out again
	done    func() // a league's deal was saved: send it
	phone   bool
	Root    *fyne.Container
	passed  bool
	choice  *widget.RadioGroup // a league deal's: the deal, or everyone passed

	mem    *session.MemoryHistory
	pym    *dealentry.Session
	deal   *dealentry.DealEntry
	burn   *roundentry.Session
	round  *roundentry.RoundEntry
	listen []func()
	closed bool
}

var formGames = scoring.NewCatalog(pymscore.Definition, burnscore.Definition)

func (f *entryForm) pymtheg() bool { return f.setup.Game == event.Pymtheg }
func (f *entryForm) league() bool  { return f.setup.Form == event.League }

func newEntryForm(h host.Host, setup event.Setup, s event.Session, plan event.RoundPlan, action string,
	say func(string, widget.Importance), changed, grown, done func()) (*entryForm, error) {
	f := &entryForm{h: h, setup: setup, session: s, plan: plan, say: say, changed: changed, grown: grown, done: done, phone: h.Phone(),
		Root: container.NewVBox(), mem: session.NewMemoryHistory(formGames)}
	cfg := session.Config{History: f.mem, Deliver: h.Do, PollEvery: -1}
	var err error
	if f.pymtheg() {
		err = f.openPymtheg(cfg, action)
	} else {
		err = f.openBurn(cfg)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	f.draw()
	return f, nil
}

// seatNames are a session's players by seat (North, East, South, West):
// a team's pair, or its name numbered when it named none.
func seatNames(setup event.Setup, s event.Session) [4]string {
	pair := func(team string) [2]string {
		for _, t := range setup.Teams {
			if t.Name == team && len(t.Players) == 2 && t.Players[0] != "" && t.Players[1] != "" {
				return [2]string{t.Players[0], t.Players[1]}
			}
		}
		return [2]string{team + " 1", team + " 2"}
	}
	ns, ew := pair(s.NS), pair(s.EW)
	return [4]string{ns[0], ew[0], ns[1], ew[1]}
}

func members(setup event.Setup, team string) []string {
	for _, t := range setup.Teams {
		if t.Name == team {
			return t.Members()
		}
	}
	return []string{team}
}

func (f *entryForm) openPymtheg(cfg session.Config, action string) error {
	set, err := f.setup.Pymtheg.Settings()
	if err != nil {
		return err
	}
	// The game has no end of its own: a league plays one deal, a match
	// its games.
	set.End = pymscore.EndNone
	names := seatNames(f.setup, f.session)
	id, err := f.mem.Create(pymscore.Definition, f.setup.Name, pymscore.Setup{}, set.Values(), []session.Seat{
		{Player: names[0], Side: "NS"}, {Player: names[1], Side: "EW", Position: 1},
		{Player: names[2], Side: "NS", Position: 2}, {Player: names[3], Side: "EW", Position: 3}})
	if err != nil {
		return err
	}
	f.pym, err = session.Open[*pymscore.Game, pymscore.Deal, pymscore.DealResult, dealentry.Draft](cfg, id)
	if err != nil {
		return err
	}
	label := i18n.T("Save the deal")
	if f.league() {
		label = action
	}
	f.deal = dealentry.NewDealEntry(f.h, f.pym, dealentry.EntryOptions{Names: names, Say: f.say, SaveLabel: label, Drawn: f.grew})
	f.deal.SetPhone(f.h.Phone())
	f.listen = append(f.listen, f.pym.Subscribe(f.heardPymtheg))
	return nil
}

func (f *entryForm) openBurn(cfg session.Config) error {
	set, err := f.setup.Burn.Settings()
	if err != nil {
		return err
	}
	if f.plan.Cap > 0 {
		set.Limit = f.plan.Cap
	}
	sides := map[string][]string{f.session.NS: members(f.setup, f.session.NS), f.session.EW: members(f.setup, f.session.EW)}
	tb, err := burnscore.NewTable(sides, nil)
	if err != nil {
		return err
	}
	var seats []session.Seat
	for i, p := range tb.Seats {
		seats = append(seats, session.Seat{Player: p, Side: tb.Sides[tb.SideOf[p]], Position: i})
	}
	id, err := f.mem.Create(burnscore.Definition, f.setup.Name, burnscore.Setup{Sides: sides}, set.Values(), seats)
	if err != nil {
		return err
	}
	f.burn, err = session.Open[*burnscore.Game, burnscore.Round, burnscore.RoundResult, roundentry.Draft](cfg, id)
	if err != nil {
		return err
	}
	f.round = roundentry.NewRoundEntry(f.h, f.burn, roundentry.EntryOptions{Say: f.say, Over: i18n.T("This game is over."), Drawn: f.grew})
	f.round.SetPhone(f.h.Phone())
	f.listen = append(f.listen, f.burn.Subscribe(f.heardBurn))
	return nil
}

func (f *entryForm) heardPymtheg(ev session.Event) {
	if f.closed {
		return
	}
	switch ev.Kind {
	case session.Saved:
		if f.league() && f.done != nil {
			f.done()
			return
		}
	case session.Undone:
		if l, ok := f.pym.TakenBackLine(); ok {
			f.deal.Undone(l)
		}
	}
	f.redraw()
}

func (f *entryForm) heardBurn(ev session.Event) {
	if f.closed {
		return
	}
	if ev.Kind == session.Undone {
		if l, ok := f.burn.TakenBackLine(); ok {
			f.round.Undone(l)
		}
	}
	f.redraw()
}

func (f *entryForm) grew() {
	if f.grown != nil && !f.closed {
		f.grown()
	}
}

func (f *entryForm) redraw() {
	f.draw()
	if f.changed != nil {
		f.changed()
	}
}

// SetPhone lays the entry out for a phone or a desktop.
func (f *entryForm) SetPhone(phone bool) {
	if phone == f.phone {
		return
	}
	f.phone = phone
	if f.deal != nil {
		f.deal.SetPhone(phone)
	}
	if f.round != nil {
		f.round.SetPhone(phone)
	}
}

// Close lets go of the form's session.
func (f *entryForm) Close() {
	if f.closed {
		return
	}
	f.closed = true
	for _, c := range f.listen {
		c()
	}
	if f.deal != nil {
		f.deal.Close()
	}
	if f.round != nil {
		f.round.Close()
	}
	if f.pym != nil {
		f.pym.Close()
	}
	if f.burn != nil {
		f.burn.Close()
	}
}

var errNothingYet = errors.New("nothing entered yet")

// Content is what was entered, as the table sends it.
func (f *entryForm) Content() (event.Content, error) {
	var c event.Content
	switch {
	case f.pymtheg() && f.league() && f.passed:
		c.Passed = true
	case f.pymtheg() && f.league():
		rows := f.pym.Rows()
		if len(rows) == 0 {
			return c, fmt.Errorf("%w: %s", errNothingYet, i18n.T("Enter the deal first."))
		}
		in, err := convert[pymscore.DealInput](rows[len(rows)-1].Round)
		if err != nil {
			return c, err
		}
		c.Deal = &in
	case f.pymtheg():
		for _, r := range f.pym.Rows() {
			in, err := convert[pymscore.DealInput](r.Round)
			if err != nil {
				return c, err
			}
			c.Deals = append(c.Deals, in)
		}
		if len(c.Deals) == 0 {
			return c, fmt.Errorf("%w: %s", errNothingYet, i18n.T("Add the match's games first."))
		}
	default:
		for _, r := range f.burn.Rows() {
			in, err := convert[burnscore.RoundInput](r.Round)
			if err != nil {
				return c, err
			}
			c.Rounds = append(c.Rounds, in)
		}
		if len(c.Rounds) == 0 {
			return c, fmt.Errorf("%w: %s", errNothingYet, i18n.T("Add the rounds played first."))
		}
	}
	return c, nil
}

// convert reads a session's round as the tournament's input (the same
// fields, as the scoring writes them).
func convert[T any](v any) (T, error) {
	var out T
	b, err := json.Marshal(v)
	if err == nil {
		err = json.Unmarshal(b, &out)
	}
	return out, err
}

// TakeBack puts a league's saved deal back in the entry (it could not be
// sent).
func (f *entryForm) TakeBack() {
	if f.pymtheg() && f.league() && f.pym.Rounds() > 0 {
		f.pym.Undo(func(_ session.Row[pymscore.Deal, pymscore.DealResult], err error) {
			if err != nil {
				f.say(err.Error(), widgets.StatusProblem)
			}
		})
	}
}

// Actions are the entry's buttons, then the page's action (a league's
// deal is sent by the entry's own save).
func (f *entryForm) Actions(send fyne.CanvasObject) []fyne.CanvasObject {
	switch {
	case f.pymtheg() && f.league() && f.passed:
		return []fyne.CanvasObject{send}
	case f.pymtheg() && f.league():
		return f.deal.Actions()
	case f.pymtheg():
		return append(f.deal.Actions(), send)
	}
	return append(f.round.Actions(), send)
}

// Busy reports whether the session still saves what it was given.
func (f *entryForm) Busy() bool {
	if f.pym != nil {
		if saving, _ := f.pym.Saving(); saving {
			return true
		}
	}
	if f.burn != nil {
		if saving, _ := f.burn.Saving(); saving {
			return true
		}
	}
	return false
}

// Settle waits until the session did what it was asked.
func (f *entryForm) Settle() {
	if f.pym != nil {
		f.pym.Settle()
	}
	if f.burn != nil {
		f.burn.Settle()
	}
}

func (f *entryForm) draw() {
	f.Root.RemoveAll()
	switch {
	case f.pymtheg() && f.league():
		deal, passed := i18n.T("The deal"), i18n.T("Everyone passed")
		choice := widget.NewRadioGroup([]string{deal, passed}, nil)
		choice.Horizontal = !f.h.Phone()
		choice.Required = true
		choice.SetSelected(deal)
		if f.passed {
			choice.SetSelected(passed)
		}
		choice.OnChanged = func(s string) {
			if (s == passed) != f.passed {
				f.passed = s == passed
				f.redraw()
			}
		}
		f.choice = choice
		f.Root.Add(choice)
		if f.passed {
			f.Root.Add(widgets.Wrapped(i18n.T("Nobody bid: the deal is not played, and both teams get the worst rank at this table.")))
		} else {
			f.Root.Add(f.deal.Body)
		}
	case f.pymtheg():
		names := seatNames(f.setup, f.session)
		for _, r := range f.pym.Rows() {
			f.Root.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("Game %d: %s"), r.Number, dealentry.DealWords(&names, r.Round, r.Result))))
		}
		if f.pym.Rounds() > 0 {
			f.Root.Add(widget.NewSeparator())
		}
		f.Root.Add(widgets.Heading(fmt.Sprintf(i18n.T("Game %d"), f.pym.Rounds()+1)))
		f.Root.Add(f.deal.Body)
	default:
		if f.plan.Cap > 0 {
			f.Root.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("The game ends when a side reaches %d; the lower total moves on."), f.plan.Cap)))
		}
		for _, r := range f.burn.Rows() {
			var parts []string
			for _, side := range []string{f.session.NS, f.session.EW} {
				parts = append(parts, fmt.Sprintf(i18n.T("%s %+d, total %d"), side, r.Result.Points[side], r.Result.Totals[side]))
			}
			line := fmt.Sprintf(i18n.T("Round %d: %s"), r.Number, strings.Join(parts, " · "))
			if w := roundentry.Words(r.Round, r.Result); w != "" {
				line += " — " + w
			}
			f.Root.Add(widgets.Wrapped(line))
		}
		if f.burn.Rounds() > 0 {
			f.Root.Add(container.NewHBox(widget.NewButtonWithIcon(i18n.T("Remove the last round"), theme.ContentUndoIcon(), func() {
				f.burn.Undo(func(_ session.Row[burnscore.Round, burnscore.RoundResult], err error) {
					if err != nil {
						f.say(err.Error(), widgets.StatusProblem)
					}
				})
			})))
		}
		f.Root.Add(widget.NewSeparator())
		f.Root.Add(widgets.Heading(fmt.Sprintf(i18n.T("Round %d"), f.burn.Rounds()+1)))
		f.Root.Add(f.round.Body)
	}
	f.Root.Refresh()
}
