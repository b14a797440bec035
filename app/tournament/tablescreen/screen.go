// Package tablescreen is a tournament table's screen on a device: who
// sits at the table and what it plays this round, the result entered by
// North and checked by East (on this device passed across, or on East's
// own), what the director made of it, the table's rank after each round
// and the standings, and the connection in words.
//
// The app's "Join a tournament" (app/tournament, whose outbox is the
// SQLite history) and the browser's table page (app/webtable, built
// without cgo) both show it. What differs between them is what they hand
// it: the table's Client (a tournament/table.Table on the outbox each
// keeps), the table's Seat on this device, and what leaving does.
package tablescreen

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tournament/resultform"
	"arbiter/app/tournament/tablewords"
	"arbiter/app/widgets"
	"arbiter/scoring/event"
	"arbiter/tournament/table"
	"arbiter/tournament/wire"
)

// Client is the table's client as the screen uses it: a
// tournament/table.Table.
type Client interface {
	View() table.View
	// NorthEntry is North's latest entry of a round.
	NorthEntry(round int) (event.Entry, bool)
	// Enter and EnterEast keep North's (East's own) entry in the
	// outbox and send it; Verify East's answer to North's entry.
	Enter(round int, c event.Content) (event.Entry, error)
	EnterEast(round int, c event.Content) (event.Entry, error)
	Verify(round int, agree bool, note string) (event.Entry, error)
	// Standings reads the event's standings from the director's board.
	Standings() (wire.Standings, error)
}

var _ Client = (*table.Table)(nil)

// Seat is who this device is at the event.
type Seat struct {
	Table int
	// East: East's own device (East enters the result itself, and
	// checks North's entry there); else North's, passed to East to check.
	East bool
	Code string
	// Address is the director's, as the status line names it.
	Address string
	// Event is the event the device was sent to join (the page's link);
	// "" is any. The screen says so when the director runs another.
	Event string
}

// Config is what a screen is shown with.
type Config struct {
	Host   host.Host
	Client Client
	Seat   Seat
	// View is the table's view when the screen is first drawn.
	View table.View
	// Do hands work to the UI goroutine; nil is the host's Do.
	Do func(func())
	// Leave: the device leaves the table (the Leave button, or the
	// director refused its key: problem says why). The screen has let go
	// of its form; the page stops the client and shows its join form.
	Leave func(problem string)
	// Answered are the North entries East answered on this device (so
	// the question is not asked again while the answer travels); the
	// caller keeps them when it shows the table again on a new screen.
	// nil: the screen's own.
	Answered map[string]bool
	// Refresh is called after the screen put up the view it read when its
	// own action (sending, East's answer) ended: the page's reader must
	// show its next read whatever it says, as that view may be older than
	// the one the reader read last (and, redrawing only what changed,
	// would never show again). Reader.Forget and a poke.
	Refresh func()
}

// column is the least width of each of a desktop's two columns (the
// entry, the results and standings).
const column = 320

// Screen is a table's screen; its methods run on the UI goroutine.
type Screen struct {
	cfg    Config
	h      host.Host
	c      Client
	seat   Seat
	view   table.View
	do     func(func())
	status *widgets.StatusLine
	body   *fyne.Container

	ev      *event.Event // the event as the director published it
	evKey   string
	entry   *resultform.Form // the result being entered, for entryOf
	entryOf event.Key
	note    *widget.Entry // East's note when disagreeing
	// reentering: North changes an entry East has not checked yet.
	reentering bool
	said       string // the last thing done here ("Sent."), in saidRound
	saidKind   widget.Importance
	// entrySaid is what the result form said last (a count refused at
	// the tap): the status line says it alone, until the table's state
	// changes or something else is said.
	entrySaid string
	entryKind widget.Importance
	saidRound int
	left      bool
	answered  map[string]bool

	send, agree, disagree *widget.Button
	bar                   *fyne.Container // the actions the phase offers
	frame                 *resultform.Frame
}

// New draws a table's screen and its page.
func New(cfg Config) (*Screen, host.Page) {
	s := &Screen{cfg: cfg, h: cfg.Host, c: cfg.Client, seat: cfg.Seat, view: cfg.View, do: cfg.Do, answered: cfg.Answered,
		status: widgets.NewStatusLine(2), body: container.NewVBox()}
	if s.do == nil {
		s.do = s.h.Do
	}
	if s.answered == nil {
		s.answered = map[string]bool{}
	}
	s.note = widget.NewEntry()
	s.note.SetPlaceHolder(i18n.T("What is wrong, for the director"))
	s.send = widget.NewButtonWithIcon(i18n.T("Send the result"), theme.MailSendIcon(), s.sendResult)
	s.send.Importance = widget.HighImportance
	s.agree = widget.NewButtonWithIcon(i18n.T("East agrees"), theme.ConfirmIcon(), func() { s.verify(true) })
	s.agree.Importance = widget.HighImportance
	s.disagree = widget.NewButtonWithIcon(i18n.T("East disagrees"), theme.CancelIcon(), func() { s.verify(false) })
	s.bar = container.NewStack()
	s.frame = resultform.NewFrame(s.status, container.NewPadded(s.body), s.bar)
	s.h.OnLayout(func(bool) { s.draw() })
	s.draw()
	leave := widget.NewButtonWithIcon(i18n.T("Leave"), theme.LogoutIcon(), func() { s.leave("") })
	leave.Importance = widget.LowImportance
	return s, host.Page{Title: i18n.Tf("Table %d", s.seat.Table),
		Content: s.frame.Object(),
		Actions: []fyne.CanvasObject{leave}}
}

// Show draws the screen again from the table's latest view: the table's
// state changed, which is news now (what the form said last gives way).
func (s *Screen) Show(v table.View) {
	s.view = v
	s.entrySaid = ""
	s.draw()
}

// View is the table's view the screen shows.
func (s *Screen) View() table.View { return s.view }

// Phase is what the table does now: "join" (the event is not known yet),
// "over", "sitout", "enter", "verify" (East checks North's entry), "sent"
// (waiting for the other seat or the director), "disputed".
func (s *Screen) Phase() string {
	p, _ := s.phase(s.view)
	return p
}

// Controls are the screen's main controls now shown, by name: "send",
// "agree" and "disagree" when the action bar holds them, and the result
// form's row of modes ("modes"). A headless browser taps them where they
// are drawn.
func (s *Screen) Controls() map[string]fyne.CanvasObject {
	out := map[string]fyne.CanvasObject{}
	for name, b := range map[string]*widget.Button{"send": s.send, "agree": s.agree, "disagree": s.disagree} {
		if holds(s.bar, b) {
			out[name] = b
		}
	}
	if s.entry != nil {
		if m := s.entry.Modes(); m != nil {
			out["modes"] = m
		}
	}
	return out
}

// holds reports whether o is drawn inside c.
func holds(c fyne.CanvasObject, o fyne.CanvasObject) bool {
	if c == o {
		return true
	}
	if box, ok := c.(*fyne.Container); ok {
		for _, x := range box.Objects {
			if holds(x, o) {
				return true
			}
		}
	}
	return false
}

// Settle waits until the result form's sessions did what they were asked
// (tests).
func (s *Screen) Settle() {
	if s.entry != nil {
		s.entry.Settle()
	}
}

// Busy reports whether the result form still has work under way.
func (s *Screen) Busy() bool { return s.entry != nil && s.entry.Busy() }

// Close lets go of the result form; the screen draws nothing more.
func (s *Screen) Close() {
	s.left = true
	s.closeEntry()
}

// leave lets go of the screen and hands the device back to its page (with
// a problem: why the director refused it).
func (s *Screen) leave(problem string) {
	if s.left {
		return
	}
	s.Close()
	if s.cfg.Leave != nil {
		s.cfg.Leave(problem)
	}
}

// event is the event as this table knows it (its movement followed).
func (s *Screen) event(v table.View) *event.Event {
	if v.Setup == nil {
		return nil
	}
	key := v.Setup.EventID
	if v.Movement != nil {
		key += fmt.Sprint("/", v.Movement.Version)
	}
	if s.ev == nil || s.evKey != key {
		ev, err := event.New(v.Setup.Setup)
		if err != nil {
			return nil
		}
		if v.Movement != nil {
			ev.Follow(v.Movement.Plans)
		}
		s.ev, s.evKey = ev, key
	}
	return s.ev
}

// feedResult is this table's result of a round in the director's feed.
func feedResult(v table.View, round int) (wire.TableResult, bool) {
	if v.Feed != nil {
		for _, r := range v.Feed.Results {
			if r.Session.Round == round {
				return r, true
			}
		}
	}
	return wire.TableResult{}, false
}

// phase is what the table does now: "join" (the event is not known yet),
// "over", "sitout", "enter", "verify" (East checks North's entry), "sent"
// (waiting for the other seat or the director), "disputed".
func (s *Screen) phase(v table.View) (string, *event.Entry) {
	ev := s.event(v)
	switch {
	case ev == nil:
		return "join", nil
	case v.Session == nil && v.Round > ev.Rounds():
		return "over", nil
	case v.Session == nil:
		return "sitout", nil
	}
	fr, _ := feedResult(v, v.Round)
	if fr.Status == event.Disputed {
		return "disputed", nil
	}
	east := s.seat.East
	if n, ok := s.c.NorthEntry(v.Round); ok {
		switch {
		case s.answered[n.ID] || (fr.East != nil && fr.East.Verifies == n.ID):
			return "sent", &n
		case s.reentering && !east:
			return "enter", &n
		}
		return "verify", &n
	}
	if east && fr.East != nil && !fr.East.Disagree {
		return "sent", nil
	}
	return "enter", nil
}

// closeEntry lets go of the result form (its sessions).
func (s *Screen) closeEntry() {
	if s.entry != nil {
		s.entry.Close()
		s.entry = nil
	}
}

// showStatus says how the device stands with the director, after what
// was last done or refused here.
func (s *Screen) showStatus() {
	if s.entrySaid != "" {
		s.status.Set(s.entrySaid, s.entryKind)
		return
	}
	v := s.view
	line, kind := tablewords.Connection(v, s.seat.Address)
	if s.saidRound != v.Round {
		s.said = ""
	}
	if s.said != "" {
		line, kind = s.said+" "+line, s.saidKind
	}
	s.status.Set(line, kind)
}

// sayNow shows what the result form says (a count refused at the tap, a
// trick counted) at once, in the status line by itself: a refusal with
// its rule is long enough on a phone.
func (s *Screen) sayNow(msg string, kind widget.Importance) {
	s.entrySaid, s.entryKind = msg, kind
	s.showStatus()
}

func (s *Screen) draw() {
	if s.left {
		return
	}
	v := s.view
	if v.DeviceRefused && v.Setup == nil {
		// The server refused the key: a wrong code or table number.
		// Back to the form, which says so: once this page is shown (a
		// refusal can come before the page is).
		w, _ := tablewords.Connection(v, s.seat.Address)
		s.do(func() { s.leave(w) })
		return
	}
	s.showStatus()
	s.body.RemoveAll()
	ev := s.event(v)
	phase, north := s.phase(v)
	var actions []fyne.CanvasObject
	defer func() {
		// The bar keeps its height: one row of buttons, or an empty row.
		if len(actions) == 0 {
			actions = []fyne.CanvasObject{widget.NewLabel(" ")}
		}
		s.bar.Objects = []fyne.CanvasObject{widgets.ActionBar(actions...)}
		s.bar.Refresh()
		// Laid out after the bar is in: its height follows the phase's
		// buttons (one row or two).
		s.body.Refresh()
		s.frame.Refresh()
	}()
	if ev == nil {
		s.body.Add(widgets.Heading(i18n.Tf("Table %d", s.seat.Table)))
		s.body.Add(widgets.Wrapped(i18n.Tf("Joining with the code %s at %s…", s.seat.Code, s.seat.Address)))
		return
	}
	setup := v.Setup.Setup
	// A desktop shows the table's results and the standings beside the
	// entry; a phone under it.
	main, side := s.body, s.body
	if !s.h.Phone() {
		// Side by side when the width holds both, else one under the
		// other: decided again at every resize.
		main, side = container.NewVBox(), container.NewVBox()
		s.body.Add(widgets.NewColumns(column, [][]fyne.CanvasObject{{main}, {side}}, main, side))
	}
	if s.seat.Event != "" && v.Setup.EventID != "" && s.seat.Event != v.Setup.EventID {
		main.Add(widgets.ErrorLabel(i18n.T("This director runs another event than the link's: check the QR code on the director's screen.")))
	}
	head := i18n.Tf("Round %d of %d", min(v.Round, ev.Rounds()), ev.Rounds())
	main.Add(widgets.Heading(head))
	main.Add(widgets.PymCaption(setup.Name + " · " + tablewords.Game(setup)))
	plan, _ := ev.Plan(v.Round)
	switch phase {
	case "over":
		main.Add(widgets.Wrapped(i18n.T("The evening is over for this table: every result is in.")))
	case "sitout":
		main.Add(widgets.Wrapped(i18n.Tf("Nobody plays at this table in round %d.", v.Round)))
	default:
		main.Add(s.seating(setup, *v.Session, plan))
	}
	if next, ok := ev.Plan(v.Round + 1); ok && phase != "over" {
		for _, n := range next.Sessions {
			if n.Table == s.seat.Table {
				main.Add(widgets.Wrapped(i18n.Tf("Next round here: %s (North-South) and %s (East-West).", n.NS, n.EW)))
			}
		}
	}
	main.Add(widget.NewSeparator())

	east := s.seat.East
	if phase != "enter" || (s.entry != nil && s.entryOf != v.Session.Key()) {
		s.closeEntry()
	}
	switch phase {
	case "enter":
		if s.entry == nil {
			f, err := resultform.New(s.h, setup, *v.Session, plan, resultform.Options{Say: s.sayNow, Changed: s.draw, Done: s.sendResult, Action: i18n.T("Send the result"), Grew: s.frame.Refresh})
			if err != nil {
				main.Add(widgets.ErrorLabel(resultform.RefusalText(err)))
				break
			}
			s.entry, s.entryOf = f, v.Session.Key()
			if north != nil {
				s.entry.Set(north.Content)
			}
		}
		s.entry.SetPhone(s.h.Phone())
		if east {
			main.Add(widgets.Heading(i18n.T("East: enter the result")))
			main.Add(widgets.PymCaption(i18n.T("It counts when it is the same as North's entry; otherwise the director decides.")))
		} else {
			main.Add(widgets.Heading(i18n.T("North: enter the result")))
			main.Add(widgets.PymCaption(i18n.T("Then East checks it, on this device passed across or on East's own.")))
		}
		main.Add(s.entry.Root)
		actions = append(actions, s.entry.Actions(s.send)...)
	case "verify":
		words := resultform.ContentWords(setup, *v.Session, plan, north.Content)
		if east {
			main.Add(widgets.Heading(i18n.T("East: check North's entry")))
		} else {
			main.Add(widgets.Heading(i18n.T("Pass the device to East")))
		}
		l := widgets.Wrapped(i18n.Tf("North entered: %s", words))
		l.TextStyle.Bold = true
		main.Add(l)
		main.Add(widgets.Wrapped(i18n.T("East: is this what was played? If not, say what is wrong; the director decides.")))
		main.Add(s.note)
		if !east {
			change := widget.NewButtonWithIcon(i18n.T("North: change the entry"), theme.DocumentCreateIcon(), func() {
				s.reentering = true
				s.closeEntry()
				s.draw()
			})
			change.Importance = widget.LowImportance
			main.Add(container.NewHBox(change))
		}
		actions = append(actions, s.agree, s.disagree)
	case "sent":
		if north != nil {
			main.Add(widgets.Wrapped(i18n.Tf("North entered: %s", resultform.ContentWords(setup, *v.Session, plan, north.Content))))
		}
		main.Add(widgets.Wrapped(i18n.T("Sent: waiting for the director to count it.")))
	case "disputed":
		main.Add(widgets.Wrapped(i18n.T("East disagreed: the director decides this result. Play on; the director's decision will show here.")))
	}

	if len(v.Refused) > 0 {
		main.Add(widget.NewSeparator())
		main.Add(boldLabel(i18n.T("Refused by the director")))
		from := max(0, len(v.Refused)-3)
		for _, rf := range v.Refused[from:] {
			main.Add(widgets.ErrorLabel(rf.Reason))
		}
	}
	if side == main {
		side.Add(widget.NewSeparator())
	}
	side.Add(s.results(v, ev))
	if v.Standings != nil {
		side.Add(widget.NewSeparator())
		side.Add(s.standings(*v.Standings, setup))
	}
}

// seating says who sits here this round and what they play.
func (s *Screen) seating(setup event.Setup, sess event.Session, plan event.RoundPlan) fyne.CanvasObject {
	box := container.NewVBox()
	players := func(team string) string {
		for _, t := range setup.Teams {
			if t.Name == team && len(t.Players) > 0 {
				return team + " (" + strings.Join(t.Players, " & ") + ")"
			}
		}
		return team
	}
	if setup.Game == event.Pymtheg {
		box.Add(widgets.Wrapped(i18n.Tf("North-South: %s", players(sess.NS))))
		box.Add(widgets.Wrapped(i18n.Tf("East-West: %s", players(sess.EW))))
	} else {
		box.Add(widgets.Wrapped(i18n.Tf("%s against %s", players(sess.NS), players(sess.EW))))
	}
	var what string
	switch {
	case setup.Form == event.League && setup.Game == event.Pymtheg:
		what = i18n.Tf("Play table %d's deal: its cards stay at this table all evening.", sess.Table)
	case setup.Form == event.League:
		what = i18n.Tf("Play table %d's hands: the cards stay at this table all evening.", sess.Table)
	case plan.MatchLength > 0:
		what = i18n.Tf("A match of %d games; a tie adds two more.", plan.MatchLength)
	case plan.Cap > 0:
		what = i18n.Tf("A game to %d; the lower total goes through.", plan.Cap)
	}
	if what != "" {
		box.Add(widgets.Wrapped(what))
	}
	return box
}

// results are the table's rounds: who played, the state, and the
// table's rank after each (its ranking points so far).
func (s *Screen) results(v table.View, ev *event.Event) fyne.CanvasObject {
	box := container.NewVBox(boldLabel(i18n.T("This table's results")))
	setup := v.Setup.Setup
	for _, sess := range ev.TableSessions(s.seat.Table) {
		fr, ok := feedResult(v, sess.Round)
		st := event.Empty
		if ok {
			st = fr.Status
		}
		word, kind := tablewords.Status(st)
		line := i18n.Tf("Round %d: %s · %s", sess.Round, resultform.PairWords(sess), word)
		if ok && st.Counts() {
			plan, _ := ev.Plan(sess.Round)
			var c *event.Content
			if fr.Counted != nil {
				c = fr.Counted
			} else if n, ok := s.c.NorthEntry(sess.Round); ok {
				c = &n.Content
			}
			if c != nil {
				if sc, err := resultform.ContentScore(setup, sess, plan, *c); err == nil {
					line += "\n" + sc
				}
			}
			// The two teams' rank at this table so far.
			pts := map[string]int{}
			for _, team := range []string{sess.NS, sess.EW} {
				if p, ok := v.Feed.Points[team]; ok {
					pts[team] = p
				}
			}
			if len(pts) > 0 {
				var parts []string
				for _, team := range tablewords.SortedPoints(pts) {
					parts = append(parts, fmt.Sprintf("%s %d", team, pts[team]))
				}
				line += "\n" + i18n.Tf("Rank at this table so far: %s", strings.Join(parts, " · "))
			}
			if fr.Correction != "" {
				line += "\n" + i18n.Tf("The director corrected it: %s", fr.Correction)
			}
		}
		l := widgets.Wrapped(line)
		if st != event.Empty {
			l.Importance = kind
		}
		box.Add(l)
	}
	return box
}

func (s *Screen) say(text string, kind widget.Importance) {
	s.entrySaid = ""
	s.said, s.saidKind, s.saidRound = text, kind, s.view.Round
}

// sendResult sends what was entered: North's entry, or East's own. The
// entry is kept in the history's outbox before it is sent: off the UI
// goroutine, the buttons off meanwhile.
func (s *Screen) sendResult() {
	v := s.view
	if s.entry == nil || v.Session == nil {
		return
	}
	c, err := s.entry.Content()
	if err != nil {
		s.say(err.Error(), widgets.StatusProblem)
		s.draw()
		return
	}
	east, round, form := s.seat.East, v.Round, s.entry
	s.send.Disable()
	var view table.View
	s.h.Background(func() {
		if east {
			_, err = s.c.EnterEast(round, c)
		} else {
			_, err = s.c.Enter(round, c)
		}
		view = s.c.View()
	}, func() {
		s.send.Enable()
		if err != nil {
			// Not sent: what was entered goes back in the form, with
			// the reason.
			s.say(resultform.RefusalText(err), widgets.StatusProblem)
			if s.entry == form {
				form.TakeBack()
			}
			s.draw()
			return
		}
		s.reentering = false
		if s.entry == form {
			s.closeEntry()
		}
		said := i18n.T("Sent. Now East checks it.")
		if east {
			said = i18n.T("Sent: it counts when it matches North's entry.")
		}
		s.sent(view, said, widgets.StatusDone)
	})
}

// verify sends East's answer to North's latest entry (kept in the
// history's outbox first: off the UI goroutine).
func (s *Screen) verify(agree bool) {
	v := s.view
	n, ok := s.c.NorthEntry(v.Round)
	if !ok {
		return
	}
	round, note := v.Round, strings.TrimSpace(s.note.Text)
	s.agree.Disable()
	s.disagree.Disable()
	var view table.View
	var err error
	s.h.Background(func() {
		_, err = s.c.Verify(round, agree, note)
		view = s.c.View()
	}, func() {
		s.agree.Enable()
		s.disagree.Enable()
		if err != nil {
			s.say(err.Error(), widgets.StatusProblem)
			s.draw()
			return
		}
		s.answered[n.ID] = true
		s.note.SetText("")
		if agree {
			s.sent(view, i18n.T("East agreed: the result is sent."), widgets.StatusDone)
		} else {
			s.sent(view, i18n.T("East disagreed: the director decides."), widgets.StatusWarning)
		}
	})
}

// sent shows the table's view after something was sent, with what was
// done.
func (s *Screen) sent(view table.View, text string, kind widget.Importance) {
	s.say(text, kind)
	s.view = view
	s.draw()
	if s.cfg.Refresh != nil {
		s.cfg.Refresh()
	}
}
