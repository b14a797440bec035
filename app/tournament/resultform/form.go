package resultform

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/burn/roundentry"
	"arbiter/app/tables/pymtheg/dealentry"
	"arbiter/app/tournament/tablewords"
	"arbiter/app/widgets"
	"arbiter/scoring"
	burnscore "arbiter/scoring/burn"
	"arbiter/scoring/event"
	pymscore "arbiter/scoring/pymtheg"
	"arbiter/session"
)

// Entry modes.
const (
	modeDeal   = "deal"   // Pymtheg league: the deal, with the deal entry
	modeScore  = "score"  // Pymtheg league: its score
	modePassed = "passed" // Pymtheg league: nobody bid
	modeDeals  = "deals"  // Pymtheg knock-out: deal by deal
	modeScores = "scores" // Pymtheg knock-out: each game's score
	modeRounds = "rounds" // Burn: round by round, with the round entry
	modePoints = "points" // Burn league: the session's points
)

// Games are the games a result form enters: the only ones whose
// table entry a tournament's table shares (the browser's page offers its
// widgets these alone: host.UseGames).
var Games = scoring.NewCatalog(pymscore.Definition, burnscore.Definition)

// Options fit a result form into its page.
type Options struct {
	// Say shows what the form and its entry say, in the page's status
	// line.
	Say func(msg string, kind widget.Importance)
	// Changed: the form changed shape (a mode chosen, a game added or
	// taken back, a deciding game): the page draws it again, with its
	// actions.
	Changed func()
	// Done: a league's deal was committed: the page runs its action
	// (sends it, or counts it) with the form's Content.
	Done func()
	// Action names the page's action ("Send the result").
	Action string
	// Grew: the entry drew itself again (its height may have changed):
	// the page lays its frame out again.
	Grew func()
}

// Form is one session's result being entered.
type Form struct {
	h       host.Host
	setup   event.Setup
	session event.Session
	plan    event.RoundPlan
	o       Options
	Root    *fyne.Container
	phone   bool
	mode    string

	// The Pymtheg deal entry on its session.
	mem  *session.MemoryHistory
	pym  *dealentry.Session
	deal *dealentry.DealEntry
	// The Burn round entry on the last of its sessions: the game, then
	// each deciding game of a knock-out.
	burn  []*roundentry.Session
	round *roundentry.RoundEntry
	// The entries of their own.
	scoreNS, scoreEW *widget.Entry
	scores           []pymscore.Score
	points           map[string]*widget.Entry
	typed            *widget.Label // what the typed score or points give
	listen           []func()
	// seeding: the rounds of a result being read into the form are being
	// committed to the session.
	seeding int
	closed  bool
	// modes is the row of modes drawn (nil when none is).
	modes *widget.RadioGroup
}

// Session is the session whose result the form enters; Plan its round's.
func (f *Form) Session() event.Session { return f.session }
func (f *Form) Plan() event.RoundPlan  { return f.plan }

// Closed reports whether the form let go of its sessions.
func (f *Form) Closed() bool { return f.closed }

// Modes is the row of the form's modes as drawn now (nil when the form
// shows none): a headless browser taps a mode where it is drawn.
func (f *Form) Modes() *widget.RadioGroup { return f.modes }

func (f *Form) pymtheg() bool { return f.setup.Game == event.Pymtheg }
func (f *Form) league() bool  { return f.setup.Form == event.League }

// New builds the form of a session's result, empty.
func New(h host.Host, setup event.Setup, s event.Session, plan event.RoundPlan, o Options) (*Form, error) {
	f := &Form{h: h, setup: setup, session: s, plan: plan, o: o, Root: container.NewVBox(), phone: h.Phone(),
		mem: session.NewMemoryHistory(Games), points: map[string]*widget.Entry{}}
	f.scoreNS, f.scoreEW = f.pointsEntry(), f.pointsEntry()
	for _, team := range []string{s.NS, s.EW} {
		f.points[team] = f.pointsEntry()
	}
	var err error
	switch {
	case f.pymtheg():
		f.mode = modeDeals
		if f.league() {
			f.mode = modeDeal
		}
		err = f.openPymtheg()
	default:
		f.mode = modeRounds
		err = f.openBurn()
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	f.draw()
	return f, nil
}

func (f *Form) pointsEntry() *widget.Entry {
	e := widget.NewEntry()
	e.SetPlaceHolder("0")
	return e
}

// Close lets go of the form's sessions.
func (f *Form) Close() {
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
	for _, cs := range f.burn {
		cs.Close()
	}
}

// memoryConfig is a form's session configuration: its history is in
// memory (nothing to read or poll), its news delivered on the UI
// goroutine.
func (f *Form) memoryConfig() session.Config {
	return session.Config{History: f.mem, Deliver: f.h.Do, PollEvery: -1}
}

// pairOf is a Pymtheg team's pair of players (the one at North or East
// first), or the team's name numbered when the team named none: the
// deal entry names every seat, and a declarer picked among four buttons
// needs four names.
func pairOf(setup event.Setup, team string) [2]string {
	for _, t := range setup.Teams {
		if t.Name == team && len(t.Players) == 2 && t.Players[0] != "" && t.Players[1] != "" {
			return [2]string{t.Players[0], t.Players[1]}
		}
	}
	return [2]string{team + " 1", team + " 2"}
}

// seatNamesOf are the players of a session by seat: North, East, South,
// West.
func seatNamesOf(setup event.Setup, s event.Session) [4]string {
	ns, ew := pairOf(setup, s.NS), pairOf(setup, s.EW)
	return [4]string{ns[0], ew[0], ns[1], ew[1]}
}

// openPymtheg starts the session's Pymtheg game in memory: North-South's
// pair at North and South, East-West's at East and West, the event's
// house rules. The game has no end of its own: a league plays one deal,
// a match the round's games (and two more after a tie).
func (f *Form) openPymtheg() error {
	def := pymscore.Definition
	set, err := f.setup.Pymtheg.Settings()
	if err != nil {
		return err
	}
	set.End = pymscore.EndNone
	names := seatNamesOf(f.setup, f.session)
	id, err := f.mem.Create(def, f.setup.Name, pymscore.Setup{}, set.Values(), []session.Seat{
		{Player: names[0], Side: "NS"}, {Player: names[1], Side: "EW", Position: 1},
		{Player: names[2], Side: "NS", Position: 2}, {Player: names[3], Side: "EW", Position: 3}})
	if err != nil {
		return err
	}
	// In memory: opening reads nothing from a disk.
	f.pym, err = session.Open[*pymscore.Game, pymscore.Deal, pymscore.DealResult, dealentry.Draft](f.memoryConfig(), id)
	if err != nil {
		return err
	}
	label := i18n.T("Save the deal")
	if f.league() {
		label = f.o.Action
	}
	f.deal = dealentry.NewDealEntry(f.h, f.pym, dealentry.EntryOptions{Names: names, Say: f.o.Say, SaveLabel: label, Drawn: f.grew})
	f.deal.SetPhone(f.phone)
	f.listen = append(f.listen, f.pym.Subscribe(f.heardPymtheg))
	return nil
}

// openBurn starts a Burn game of the session in memory (the first, or a
// deciding game): the two teams as its sides, the event's options, a
// knock-out round's cap as its limit.
func (f *Form) openBurn() error {
	def := burnscore.Definition
	set, err := f.setup.Burn.Settings()
	if err != nil {
		return err
	}
	if f.plan.Cap > 0 {
		set.Limit = f.plan.Cap
	}
	sides := map[string][]string{f.session.NS: membersOf(f.setup, f.session.NS), f.session.EW: membersOf(f.setup, f.session.EW)}
	var seats []session.Seat
	tb, err := burnscore.NewTable(sides, nil)
	if err != nil {
		return err
	}
	for i, p := range tb.Seats {
		seats = append(seats, session.Seat{Player: p, Side: tb.Sides[tb.SideOf[p]], Position: i})
	}
	id, err := f.mem.Create(def, f.setup.Name, burnscore.Setup{Sides: sides}, set.Values(), seats)
	if err != nil {
		return err
	}
	cs, err := session.Open[*burnscore.Game, burnscore.Round, burnscore.RoundResult, roundentry.Draft](f.memoryConfig(), id)
	if err != nil {
		return err
	}
	f.burn = append(f.burn, cs)
	f.listen = append(f.listen, cs.Subscribe(f.heardBurn))
	f.roundOn(cs)
	return nil
}

// roundOn puts the round entry on a Burn session.
func (f *Form) roundOn(cs *roundentry.Session) {
	if f.round != nil {
		f.round.Close()
	}
	f.round = roundentry.NewRoundEntry(f.h, cs, roundentry.EntryOptions{Say: f.o.Say, Over: i18n.T("This game is over."), Drawn: f.grew})
	f.round.SetPhone(f.phone)
}

// heardPymtheg follows the deal entry's session: a league's deal
// committed is the result; a match's games listed again.
func (f *Form) heardPymtheg(ev session.Event) {
	if f.closed {
		return
	}
	switch ev.Kind {
	case session.Saved:
		if f.seeding == 0 && f.mode == modeDeal && f.o.Done != nil {
			f.o.Done()
			return
		}
	case session.Undone:
		if l, ok := f.pym.TakenBackLine(); ok {
			f.deal.Undone(l)
		}
	}
	f.redraw()
}

// heardBurn follows the round entry's sessions.
func (f *Form) heardBurn(ev session.Event) {
	if f.closed {
		return
	}
	if ev.Kind == session.Undone {
		if l, ok := f.current().TakenBackLine(); ok {
			f.round.Undone(l)
		}
	}
	f.redraw()
}

// grew tells the page that the entry drew itself again.
func (f *Form) grew() {
	if f.o.Grew != nil {
		f.o.Grew()
	}
}

// current is the Burn game being entered.
func (f *Form) current() *roundentry.Session { return f.burn[len(f.burn)-1] }

// SetPhone lays the form out for a phone or a desktop.
func (f *Form) SetPhone(phone bool) {
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
	f.draw() // the modes one under the other on a phone
}

// redraw draws the form again and tells the page.
func (f *Form) redraw() {
	f.draw()
	if f.o.Changed != nil {
		f.o.Changed()
	}
}

// --- what was entered ---

// errNothingYet: nothing is entered yet (what is missing is said).
var errNothingYet = errors.New("nothing entered yet")

// Content is what was entered, as the table sends it; an error says what
// is missing.
func (f *Form) Content() (event.Content, error) {
	var c event.Content
	switch f.mode {
	case modePassed:
		c.Passed = true
	case modeScore:
		s, err := f.typedScore(f.scoreNS.Text, f.scoreEW.Text)
		if err != nil {
			return c, err
		}
		c.Score = &s
	case modeDeal:
		rows := f.pym.Rows()
		if len(rows) == 0 {
			return c, fmt.Errorf("%w: %s", errNothingYet, i18n.T("Enter the deal first."))
		}
		in, err := dealInput(rows[len(rows)-1].Round)
		if err != nil {
			return c, err
		}
		c.Deal = &in
	case modeDeals:
		for _, r := range f.pym.Rows() {
			in, err := dealInput(r.Round)
			if err != nil {
				return c, err
			}
			c.Deals = append(c.Deals, in)
		}
		if len(c.Deals) == 0 {
			return c, fmt.Errorf("%w: %s", errNothingYet, i18n.T("Add the match's games first."))
		}
	case modeScores:
		if len(f.scores) == 0 {
			return c, fmt.Errorf("%w: %s", errNothingYet, i18n.T("Add the match's games first."))
		}
		c.Scores = append([]pymscore.Score{}, f.scores...)
	case modePoints:
		c.Points = map[string]int{}
		for _, team := range []string{f.session.NS, f.session.EW} {
			n, err := strconv.Atoi(strings.TrimSpace(f.points[team].Text))
			if err != nil {
				return c, fmt.Errorf(i18n.T("%s: a whole number of points"), team)
			}
			c.Points[team] = n
		}
	case modeRounds:
		for i, cs := range f.burn {
			var rounds []burnscore.RoundInput
			for _, r := range cs.Rows() {
				in, err := roundInput(r.Round)
				if err != nil {
					return c, err
				}
				rounds = append(rounds, in)
			}
			if i == 0 {
				c.Rounds = rounds
			} else {
				c.Deciders = append(c.Deciders, rounds)
			}
		}
		if len(c.Rounds) == 0 {
			return c, fmt.Errorf("%w: %s", errNothingYet, i18n.T("Add the rounds played first."))
		}
	}
	return c, nil
}

func (f *Form) typedScore(ns, ew string) (pymscore.Score, error) {
	var s pymscore.Score
	var err error
	num := func(v, side string) int {
		n, perr := strconv.Atoi(strings.TrimSpace(strings.ReplaceAll(v, "−", "-")))
		if perr != nil && err == nil {
			err = fmt.Errorf(i18n.T("%s: a whole number of points"), side)
		}
		return n
	}
	s.NS = num(ns, i18n.T("NS")+" "+f.session.NS)
	s.EW = num(ew, i18n.T("EW")+" "+f.session.EW)
	return s, err
}

// Set fills the form with a result (North's entry when North changes it,
// the table's on the director's device): a deal in the entry's form, a
// match's deals and a Burn session's rounds committed to the session
// again, a score or points in their fields.
func (f *Form) Set(c event.Content) {
	switch {
	case c.Passed:
		f.mode = modePassed
	case c.Score != nil:
		f.mode = modeScore
		f.scoreNS.SetText(strconv.Itoa(c.Score.NS))
		f.scoreEW.SetText(strconv.Itoa(c.Score.EW))
	case c.Deal != nil:
		f.mode = modeDeal
		if d, err := dealOf(*c.Deal); err == nil {
			f.deal.Load(d)
		}
	case c.Scores != nil:
		f.mode = modeScores
		f.scores = append([]pymscore.Score{}, c.Scores...)
	case c.Deals != nil:
		f.mode = modeDeals
		var deals []pymscore.Deal
		for _, in := range c.Deals {
			if d, err := dealOf(in); err == nil {
				deals = append(deals, d)
			}
		}
		f.seed(func(done func(error)) { commitAll(f.pym, deals, done) })
	case c.Points != nil:
		f.mode = modePoints
		for team, n := range c.Points {
			if e, ok := f.points[team]; ok {
				e.SetText(strconv.Itoa(n))
			}
		}
	case c.Rounds != nil:
		f.mode = modeRounds
		games := [][]burnscore.RoundInput{c.Rounds}
		games = append(games, c.Deciders...)
		f.seed(func(done func(error)) { f.seedBurn(games, done) })
	}
	f.redraw()
}

// seed commits a result's rounds to the form's session, one after the
// other (the session saves one at a time); the form says it is reading
// them meanwhile.
func (f *Form) seed(run func(done func(error))) {
	f.seeding++
	run(func(err error) {
		f.seeding--
		if err != nil {
			f.o.Say(RefusalText(err), widgets.StatusProblem)
		}
		f.redraw()
	})
}

// seedBurn commits each game's rounds, a deciding game on a session of
// its own.
func (f *Form) seedBurn(games [][]burnscore.RoundInput, done func(error)) {
	if len(games) == 0 {
		done(nil)
		return
	}
	var rounds []burnscore.Round
	for _, in := range games[0] {
		r, err := in.Typed()
		if err != nil {
			done(err)
			return
		}
		rounds = append(rounds, r)
	}
	commitAll(f.current(), rounds, func(err error) {
		if err != nil || len(games) == 1 {
			done(err)
			return
		}
		if err := f.openBurn(); err != nil {
			done(err)
			return
		}
		f.seedBurn(games[1:], done)
	})
}

// commitAll commits rounds to a session in order, each once the one
// before is saved, then calls done.
func commitAll[S scoring.State, R, O, D any](cs *session.Session[S, R, O, D], rounds []R, done func(error)) {
	if len(rounds) == 0 {
		done(nil)
		return
	}
	p, err := cs.Preview(rounds[0])
	if err != nil {
		done(err)
		return
	}
	cs.Commit(p, func(_ session.Row[R, O], err error) {
		if err != nil {
			done(err)
			return
		}
		commitAll(cs, rounds[1:], done)
	})
}

// dealInput and dealOf convert between a deal as the game keeps it and
// as the tournament's input reads it (the deal object of the CLI
// contract); roundInput is a Burn round as the input reads it.
func dealInput(d pymscore.Deal) (pymscore.DealInput, error) { return sameJSON[pymscore.DealInput](d) }
func dealOf(in pymscore.DealInput) (pymscore.Deal, error)   { return sameJSON[pymscore.Deal](in) }
func roundInput(r burnscore.Round) (burnscore.RoundInput, error) {
	return sameJSON[burnscore.RoundInput](r)
}

// sameJSON reads v as a T: the two types write the same JSON.
func sameJSON[T any](v any) (T, error) {
	var out T
	b, err := json.Marshal(v)
	if err == nil {
		err = json.Unmarshal(b, &out)
	}
	return out, err
}

// --- drawing ---

// Actions are the form's buttons for the page's action bar: the entry's
// own (take back, count the trick, save), then the page's action — the
// entry's save itself for a league's deal.
func (f *Form) Actions(action fyne.CanvasObject) []fyne.CanvasObject {
	switch f.mode {
	case modeDeal:
		return f.deal.Actions()
	case modeDeals:
		return append(f.deal.Actions(), action)
	case modeRounds:
		return append(f.round.Actions(), action)
	}
	return []fyne.CanvasObject{action}
}

func (f *Form) draw() {
	f.Root.RemoveAll()
	f.typed = nil
	f.modes = nil
	if f.seeding > 0 {
		f.Root.Add(widgets.Wrapped(i18n.T("Reading the result into the form…")))
		f.Root.Refresh()
		return
	}
	switch {
	case f.pymtheg() && f.league():
		f.Root.Add(f.choice([]string{modeDeal, modeScore, modePassed},
			[]string{i18n.T("The deal"), i18n.T("Its score"), i18n.T("Everyone passed")}))
		switch f.mode {
		case modeScore:
			f.Root.Add(f.scoreRow())
			f.Root.Add(f.preview())
		case modePassed:
			f.Root.Add(widgets.Wrapped(i18n.T("Nobody bid: the deal is not played, and both teams get the worst rank at this table.")))
		default:
			f.Root.Add(f.deal.Body)
		}
	case f.pymtheg():
		f.drawMatch()
	default:
		f.drawBurn()
	}
	f.Root.Refresh()
}

// choice is a row of the form's modes (values and their words).
func (f *Form) choice(values, words []string) *widget.RadioGroup {
	r := widget.NewRadioGroup(words, nil)
	r.Required = true
	r.Horizontal = !f.phone
	f.modes = r
	for i, v := range values {
		if v == f.mode {
			r.SetSelected(words[i])
		}
	}
	r.OnChanged = func(w string) {
		for i, x := range words {
			if x == w && values[i] != f.mode {
				f.mode = values[i]
				// After the radio's own callback: the form is drawn anew.
				f.h.Do(f.redraw)
			}
		}
	}
	return r
}

// scoreRow asks for a deal's (a game's) points per team.
func (f *Form) scoreRow() fyne.CanvasObject {
	row := func(e *widget.Entry, side, team string) fyne.CanvasObject {
		e.OnChanged = func(string) { f.showTyped() }
		return container.NewBorder(nil, nil, widget.NewLabel(side+" "+team), nil, e)
	}
	return widgets.NewFlowGrid(2, row(f.scoreNS, i18n.T("NS"), f.session.NS), row(f.scoreEW, i18n.T("EW"), f.session.EW))
}

// preview is what the typed score or points give, said again at every
// key (the fields keep their place and focus).
func (f *Form) preview() fyne.CanvasObject {
	f.typed = widgets.Wrapped("")
	f.showTyped()
	return f.typed
}

// showTyped scores what was typed, or says what is missing.
func (f *Form) showTyped() {
	if f.typed == nil {
		return
	}
	c, err := f.Content()
	text := ""
	if err == nil {
		text, err = ContentScore(f.setup, f.session, f.plan, c)
	}
	if err != nil {
		f.typed.Importance = widget.LowImportance
		f.typed.TextStyle.Bold = false
		f.typed.SetText(err.Error())
		return
	}
	f.typed.Importance = widget.MediumImportance
	f.typed.TextStyle.Bold = true
	f.typed.SetText(text)
}

// drawMatch is a Pymtheg knock-out's match: the games so far (deals
// through the deal entry, or scores), and the next game.
func (f *Form) drawMatch() {
	rows := f.pym.Rows()
	if len(rows) == 0 && len(f.scores) == 0 {
		f.Root.Add(f.choice([]string{modeDeals, modeScores}, []string{i18n.T("Deal by deal"), i18n.T("Scores only")}))
	}
	var ns, ew, n int
	if f.mode == modeScores {
		for i, s := range f.scores {
			ns, ew, n = ns+s.NS, ew+s.EW, n+1
			f.Root.Add(widgets.Wrapped(i18n.Tf("Game %d: %s", i+1, tablewords.PairScore(f.session, s.NS, s.EW))))
		}
	} else {
		names := seatNamesOf(f.setup, f.session)
		for i, r := range rows {
			n++
			line := i18n.Tf("Game %d: %s", i+1, tablewords.PairScore(f.session, r.Result.Score.NS, r.Result.Score.EW))
			if w := dealentry.DealWords(&names, r.Round, r.Result); w != "" {
				line += " — " + w
			}
			f.Root.Add(widgets.Wrapped(line))
		}
		st := f.pym.Standing()
		ns, _ = st.Total("NS")
		ew, _ = st.Total("EW")
	}
	f.Root.Add(widgets.Bold(i18n.Tf("After %d of %d games: %s", n, max(f.plan.MatchLength, n), tablewords.PairScore(f.session, ns, ew))))
	if n > 0 {
		f.Root.Add(container.NewHBox(widget.NewButtonWithIcon(i18n.T("Remove the last game"), theme.ContentUndoIcon(), func() {
			if f.mode == modeScores {
				f.scores = f.scores[:len(f.scores)-1]
				f.redraw()
				return
			}
			f.pym.Undo(func(_ session.Row[pymscore.Deal, pymscore.DealResult], err error) {
				if err != nil {
					f.o.Say(RefusalText(err), widgets.StatusProblem)
				}
			})
		})))
	}
	f.Root.Add(widget.NewSeparator())
	f.Root.Add(widgets.Heading(i18n.Tf("Game %d", n+1)))
	if f.mode == modeDeals {
		f.Root.Add(f.deal.Body)
		return
	}
	f.Root.Add(f.scoreRow())
	why := widgets.Wrapped("")
	why.Importance = widget.DangerImportance
	why.Hide()
	f.Root.Add(container.NewHBox(widget.NewButtonWithIcon(i18n.T("Add this game"), theme.ContentAddIcon(), func() {
		s, err := f.typedScore(f.scoreNS.Text, f.scoreEW.Text)
		if err != nil {
			widgets.PymSay(why, err.Error())
			return
		}
		f.scores = append(f.scores, s)
		f.scoreNS.SetText("")
		f.scoreEW.SetText("")
		f.redraw()
	})))
	f.Root.Add(why)
}

// drawBurn is a Burn session: its points (a league), or its rounds
// through the round entry, game by game (a knock-out's deciding games).
func (f *Form) drawBurn() {
	if f.league() {
		f.Root.Add(f.choice([]string{modeRounds, modePoints}, []string{i18n.T("Round by round"), i18n.T("Points only")}))
		if f.mode == modePoints {
			for _, team := range []string{f.session.NS, f.session.EW} {
				e := f.points[team]
				e.OnChanged = func(string) { f.showTyped() }
				f.Root.Add(container.NewBorder(nil, nil, widget.NewLabel(team), nil, e))
			}
			f.Root.Add(f.preview())
			return
		}
	} else if f.plan.Cap > 0 {
		f.Root.Add(widgets.Wrapped(i18n.Tf("The game ends when a side reaches %d; the lower total moves on.", f.plan.Cap)))
	}
	for gi, cs := range f.burn {
		if gi > 0 {
			f.Root.Add(widgets.Heading(i18n.Tf("Deciding game %d", gi)))
		}
		for _, r := range cs.Rows() {
			var parts []string
			for _, side := range []string{f.session.NS, f.session.EW} {
				parts = append(parts, i18n.Tf("%s %+d, total %d", side, r.Result.Points[side], r.Result.Totals[side]))
			}
			line := i18n.Tf("Round %d: %s", r.Number, strings.Join(parts, " · "))
			if w := roundentry.Words(r.Round, r.Result); w != "" {
				line += " — " + w
			}
			f.Root.Add(widgets.Wrapped(line))
		}
	}
	cur := f.current()
	if cur.Rounds() > 0 || len(f.burn) > 1 {
		f.Root.Add(container.NewHBox(widget.NewButtonWithIcon(i18n.T("Remove the last round"), theme.ContentUndoIcon(), f.removeLastRound)))
	}
	st := cur.Standing()
	if st.Finished && !f.league() {
		a, _ := st.Total(f.session.NS)
		b, _ := st.Total(f.session.EW)
		if a == b {
			f.Root.Add(widgets.Wrapped(i18n.T("The game ended level: a deciding game follows, to the same cap.")))
			f.Root.Add(container.NewHBox(widget.NewButtonWithIcon(i18n.T("Start a deciding game"), theme.ContentAddIcon(), func() {
				if err := f.openBurn(); err != nil {
					f.o.Say(RefusalText(err), widgets.StatusProblem)
				}
				f.redraw()
			})))
		}
	}
	if c, err := f.Content(); err == nil {
		if text, err := ContentScore(f.setup, f.session, f.plan, c); err == nil {
			f.Root.Add(widgets.Bold(text))
		}
	}
	f.Root.Add(widget.NewSeparator())
	f.Root.Add(widgets.Heading(i18n.Tf("Round %d", cur.Rounds()+1)))
	f.Root.Add(f.round.Body)
}

// removeLastRound takes the last round back into the entry's form; a
// deciding game without rounds goes, and the game before is entered
// again.
func (f *Form) removeLastRound() {
	cur := f.current()
	if cur.Rounds() == 0 && len(f.burn) > 1 {
		// The deciding game's listener is the last one added.
		f.listen[len(f.listen)-1]()
		f.listen = f.listen[:len(f.listen)-1]
		f.round.Close()
		f.round = nil
		cur.Close()
		f.burn = f.burn[:len(f.burn)-1]
		f.roundOn(f.current())
		f.redraw()
		return
	}
	cur.Undo(func(_ session.Row[burnscore.Round, burnscore.RoundResult], err error) {
		if err != nil {
			f.o.Say(RefusalText(err), widgets.StatusProblem)
		}
	})
}

// TakeBack puts a league's committed deal back in the entry's form: the
// page could not send (or count) it.
func (f *Form) TakeBack() {
	if f.mode != modeDeal || f.pym.Rounds() == 0 {
		return
	}
	f.pym.Undo(func(_ session.Row[pymscore.Deal, pymscore.DealResult], err error) {
		if err != nil {
			f.o.Say(RefusalText(err), widgets.StatusProblem)
		}
	})
}

// RefusalText says why something was refused: the typed refusal's own
// words (its field, what is wrong and the rule it breaks).
func RefusalText(err error) string { return err.Error() }

// Settle waits until the form's sessions have done what they were asked
// so far (tests: a commit's news is then in the host's queue).
func (f *Form) Settle() {
	if f.pym != nil {
		f.pym.Settle()
	}
	for _, cs := range f.burn {
		cs.Settle()
	}
}

// Busy reports whether the form's sessions still have work asked of them
// (a commit being saved) or a result is being read into it.
func (f *Form) Busy() bool {
	if f.seeding > 0 {
		return true
	}
	if f.pym != nil {
		if saving, _ := f.pym.Saving(); saving {
			return true
		}
	}
	for _, cs := range f.burn {
		if saving, _ := cs.Saving(); saving {
			return true
		}
	}
	return false
}
