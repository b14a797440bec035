package tournament

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/app/i18n"
	"arbiter/app/tournament/resultform"
	"arbiter/app/tournament/tablewords"
	"arbiter/app/widgets"
	"arbiter/scoring/event"
	"arbiter/storage"
	"arbiter/tournament/table"
	"arbiter/tournament/wire"
)

// lastJoinKey keeps, in the device's history, what the table last joined
// with: the app reopened joins again with one tap (and sends what waits in
// its outbox).
const lastJoinKey = "tournament/last_join"

// JoinPage is "Join a tournament": this device's table when it has joined
// one, else the form to join.
func JoinPage(h hoststore.Host) host.Page { return JoinPageWith(h, Options{}) }

// JoinPageWith is JoinPage with its options.
func JoinPageWith(h hoststore.Host, o Options) host.Page {
	o = o.on(h)
	if r := liveOf(h).table; r != nil {
		return tablePage(h, r)
	}
	return joinFormPage(h, o, nil, "")
}

// joinFormPage asks for the code, the table number and the director's
// address; prefill (or the last join) fills it in, problem says why the
// last try was refused.
func joinFormPage(h hoststore.Host, o Options, prefill *joinDetails, problem string) host.Page {
	status := widgets.NewStatusLine(2)
	code := widget.NewEntry()
	code.SetPlaceHolder(i18n.T("like K4F9Q-2MXR7"))
	table := widget.NewEntry()
	table.SetPlaceHolder("1, 2, 3")
	addr := widget.NewEntry()
	addr.SetPlaceHolder(i18n.T("like 192.168.1.20:4222"))
	seats := []string{i18n.T("North's device"), i18n.T("East's own device")}
	seat := widget.NewRadioGroup(seats, nil)
	seat.Required = true
	seat.SetSelected(seats[0])
	fill := func(j joinDetails) {
		code.SetText(j.Code)
		if j.Table > 0 {
			table.SetText(strconv.Itoa(j.Table))
		}
		addr.SetText(j.Address)
		if j.Seat == "east" {
			seat.SetSelected(seats[1])
		}
	}
	if prefill != nil {
		fill(*prefill)
	} else {
		// What this device last joined with, read off the UI goroutine;
		// nothing typed meanwhile is overwritten.
		h.WithStore(func(st *storage.Store) {
			var v string
			var ok bool
			h.Background(func() { v, ok, _ = st.State(lastJoinKey) }, func() {
				var j joinDetails
				if ok && json.Unmarshal([]byte(v), &j) == nil && code.Text == "" && table.Text == "" && addr.Text == "" {
					fill(j)
				}
			})
		})
	}
	code.OnChanged = func(s string) {
		// The QR code's link, pasted: the code and the address in one.
		if c, servers, ok := parseJoinLink(s); ok && len(servers) > 0 {
			code.SetText(c)
			if len(servers) > 0 {
				var hosts []string
				for _, sv := range servers {
					hosts = append(hosts, strings.TrimPrefix(sv, "nats://"))
				}
				addr.SetText(strings.Join(hosts, ", "))
			}
		}
	}
	if problem != "" {
		status.Set(problem, widgets.StatusProblem)
	} else {
		status.Set(i18n.T("The director's screen shows the join code and the address."), widgets.StatusInfo)
	}
	var joinBtn *widget.Button
	joinBtn = widget.NewButtonWithIcon(i18n.T("Join"), theme.LoginIcon(), func() {
		j := joinDetails{Code: strings.TrimSpace(code.Text), Address: strings.TrimSpace(addr.Text), Seat: "north"}
		if seat.Selected == seats[1] {
			j.Seat = "east"
		}
		if _, err := wire.NormalizeCode(j.Code); err != nil {
			status.Set(i18n.T("The join code is ten letters and digits, like K4F9Q-2MXR7: check it on the director's screen."), widgets.StatusProblem)
			return
		}
		n, err := strconv.Atoi(strings.TrimSpace(table.Text))
		if err != nil || n < 1 {
			status.Set(i18n.T("The table number is a whole number from 1, as the director's screen numbers the tables."), widgets.StatusProblem)
			return
		}
		j.Table = n
		servers, err := serversOf(j.Address)
		if err != nil {
			status.Set(err.Error(), widgets.StatusProblem)
			return
		}
		st := h.Store()
		if st == nil {
			status.Set(i18n.T("The history is not open yet."), widgets.StatusProblem)
			return
		}
		// Joining opens the table's outbox in the history and reaches for
		// the director: off the UI goroutine, Join off meanwhile.
		joinBtn.Disable()
		status.Set(i18n.T("Joining…"), widgets.StatusInfo)
		var r *tableRun
		h.Background(func() {
			r, err = joinTable(h, st, o, j, servers)
			if err == nil {
				if b, merr := json.Marshal(j); merr == nil {
					_ = st.SetState(lastJoinKey, string(b))
				}
			}
		}, func() {
			joinBtn.Enable()
			if err != nil {
				if errors.Is(err, wire.ErrBadCode) {
					status.Set(i18n.T("The join code is ten letters and digits, like K4F9Q-2MXR7: check it on the director's screen."), widgets.StatusProblem)
					return
				}
				status.Set(err.Error(), widgets.StatusProblem)
				return
			}
			quitCleanly(h, r)
			liveOf(h).table = r
			h.Replace(host.SectionPlay, tablePage(h, r))
		})
	})
	joinBtn.Importance = widget.HighImportance
	form := container.NewVBox(
		widgets.Wrapped(i18n.T("This device sends its table's results to the director's device, on the club's Wi-Fi.")),
		boldLabel(i18n.T("Join code")),
		code,
		widgets.PymCaption(i18n.T("Or paste the link the director's QR code holds: it fills in the address too.")),
		boldLabel(i18n.T("Table number")),
		table,
		boldLabel(i18n.T("Director's address")),
		addr,
		boldLabel(i18n.T("Whose device is this?")),
		seat,
		widgets.PymCaption(i18n.T("North enters each result and East checks it: on North's device passed across the table, or on East's own device, which shows North's entry.")),
	)
	return host.Page{Title: i18n.T("Join a tournament"), Content: widgets.TableLayout(status, container.NewPadded(form), widgets.ActionBar(joinBtn))}
}

// serversOf reads the director's address as typed: host or host:port, or
// nats://host:port; several separated by commas (a cluster).
func serversOf(s string) ([]string, error) {
	var out []string
	for _, a := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' }) {
		a = strings.TrimPrefix(a, "nats://")
		if _, _, err := net.SplitHostPort(a); err != nil {
			a = net.JoinHostPort(a, strconv.Itoa(wire.DefaultPort))
		}
		if _, p, err := net.SplitHostPort(a); err != nil || p == "" {
			return nil, fmt.Errorf(i18n.T("%q is not an address: give it as the director's screen shows it (192.168.1.20:4222)."), a)
		}
		out = append(out, "nats://"+a)
	}
	if len(out) == 0 {
		return nil, errors.New(i18n.T("Give the director's address, as its screen shows it (192.168.1.20:4222)."))
	}
	return out, nil
}

// --- the table ---

type tableScreen struct {
	h      hoststore.Host
	r      *tableRun
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

	send, agree, disagree *widget.Button
	bar                   *fyne.Container // the actions the phase offers
	frame                 *resultform.Frame
}

func tablePage(h hoststore.Host, r *tableRun) host.Page {
	s := &tableScreen{h: h, r: r, status: widgets.NewStatusLine(2), body: container.NewVBox()}
	s.note = widget.NewEntry()
	s.note.SetPlaceHolder(i18n.T("What is wrong, for the director"))
	s.send = widget.NewButtonWithIcon(i18n.T("Send the result"), theme.MailSendIcon(), s.sendResult)
	s.send.Importance = widget.HighImportance
	s.agree = widget.NewButtonWithIcon(i18n.T("East agrees"), theme.ConfirmIcon(), func() { s.verify(true) })
	s.agree.Importance = widget.HighImportance
	s.disagree = widget.NewButtonWithIcon(i18n.T("East disagrees"), theme.CancelIcon(), func() { s.verify(false) })
	s.bar = container.NewStack()
	s.frame = resultform.NewFrame(s.status, container.NewPadded(s.body), s.bar)
	r.redraw = func() {
		s.entrySaid = "" // the table's state changed: that is news now
		s.draw()
	}
	h.OnLayout(func(bool) { s.draw() })
	s.draw()
	leave := widget.NewButtonWithIcon(i18n.T("Leave"), theme.LogoutIcon(), func() { s.leave("") })
	leave.Importance = widget.LowImportance
	return host.Page{Title: fmt.Sprintf(i18n.T("Table %d"), r.join.Table),
		Content: s.frame.Object(),
		Actions: []fyne.CanvasObject{leave}}
}

// leave stops the table's client and shows the join form again (with a
// problem: why the director refused it).
func (s *tableScreen) leave(problem string) {
	if s.left {
		return
	}
	s.left = true
	s.r.redraw = nil
	s.closeEntry()
	s.r.Close()
	if l := liveOf(s.h); l.table == s.r {
		l.table = nil
	}
	j := s.r.join
	s.h.Replace(host.SectionPlay, joinFormPage(s.h, s.r.opts, &j, problem))
}

// event is the event as this table knows it (its movement followed).
func (s *tableScreen) event(v table.View) *event.Event {
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
func (s *tableScreen) phase(v table.View) (string, *event.Entry) {
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
	east := s.r.join.Seat == "east"
	if n, ok := s.r.t.NorthEntry(v.Round); ok {
		switch {
		case s.r.answered[n.ID] || (fr.East != nil && fr.East.Verifies == n.ID):
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
func (s *tableScreen) closeEntry() {
	if s.entry != nil {
		s.entry.Close()
		s.entry = nil
		s.r.form = nil
	}
}

// showStatus says how the device stands with the director, after what
// was last done or refused here.
func (s *tableScreen) showStatus() {
	if s.entrySaid != "" {
		s.status.Set(s.entrySaid, s.entryKind)
		return
	}
	v := s.r.view
	line, kind := tablewords.Connection(v, s.r.join.Address)
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
func (s *tableScreen) sayNow(msg string, kind widget.Importance) {
	s.entrySaid, s.entryKind = msg, kind
	s.showStatus()
}

func (s *tableScreen) draw() {
	v := s.r.view
	if v.DeviceRefused && v.Setup == nil {
		// The server refused the key: a wrong code or table number.
		// Back to the form, which says so: once this page is shown (a
		// refusal can come before the page is).
		w, _ := tablewords.Connection(v, s.r.join.Address)
		s.r.opts.do(func() { s.leave(w) })
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
	}()
	if ev == nil {
		s.body.Add(widgets.Heading(fmt.Sprintf(i18n.T("Table %d"), s.r.join.Table)))
		s.body.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("Joining with the code %s at %s…"), s.r.join.Code, s.r.join.Address)))
		s.body.Refresh()
		s.frame.Refresh()
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
		s.body.Add(widgets.NewColumns(directorColumn, [][]fyne.CanvasObject{{main}, {side}}, main, side))
	}
	head := fmt.Sprintf(i18n.T("Round %d of %d"), min(v.Round, ev.Rounds()), ev.Rounds())
	main.Add(widgets.Heading(head))
	main.Add(widgets.PymCaption(setup.Name + " · " + tablewords.Game(setup)))
	plan, _ := ev.Plan(v.Round)
	switch phase {
	case "over":
		main.Add(widgets.Wrapped(i18n.T("The evening is over for this table: every result is in.")))
	case "sitout":
		main.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("Nobody plays at this table in round %d."), v.Round)))
	default:
		main.Add(s.seating(setup, *v.Session, plan))
	}
	if next, ok := ev.Plan(v.Round + 1); ok && phase != "over" {
		for _, n := range next.Sessions {
			if n.Table == s.r.join.Table {
				main.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("Next round here: %s (North-South) and %s (East-West)."), n.NS, n.EW)))
			}
		}
	}
	main.Add(widget.NewSeparator())

	east := s.r.join.Seat == "east"
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
			s.entry, s.entryOf, s.r.form = f, v.Session.Key(), f
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
		l := widgets.Wrapped(fmt.Sprintf(i18n.T("North entered: %s"), words))
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
			main.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("North entered: %s"), resultform.ContentWords(setup, *v.Session, plan, north.Content))))
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
	s.body.Refresh()
	s.frame.Refresh()
}

// seating says who sits here this round and what they play.
func (s *tableScreen) seating(setup event.Setup, sess event.Session, plan event.RoundPlan) fyne.CanvasObject {
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
		box.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("North-South: %s"), players(sess.NS))))
		box.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("East-West: %s"), players(sess.EW))))
	} else {
		box.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("%s against %s"), players(sess.NS), players(sess.EW))))
	}
	var what string
	switch {
	case setup.Form == event.League && setup.Game == event.Pymtheg:
		what = fmt.Sprintf(i18n.T("Play table %d's deal: its cards stay at this table all evening."), sess.Table)
	case setup.Form == event.League:
		what = fmt.Sprintf(i18n.T("Play table %d's hands: the cards stay at this table all evening."), sess.Table)
	case plan.MatchLength > 0:
		what = fmt.Sprintf(i18n.T("A match of %d games; a tie adds two more."), plan.MatchLength)
	case plan.Cap > 0:
		what = fmt.Sprintf(i18n.T("A game to %d; the lower total goes through."), plan.Cap)
	}
	if what != "" {
		box.Add(widgets.Wrapped(what))
	}
	return box
}

// results are the table's rounds: who played, the state, and the
// table's rank after each (its ranking points so far).
func (s *tableScreen) results(v table.View, ev *event.Event) fyne.CanvasObject {
	box := container.NewVBox(boldLabel(i18n.T("This table's results")))
	setup := v.Setup.Setup
	for _, sess := range ev.TableSessions(s.r.join.Table) {
		fr, ok := feedResult(v, sess.Round)
		st := event.Empty
		if ok {
			st = fr.Status
		}
		word, kind := tablewords.Status(st)
		line := fmt.Sprintf(i18n.T("Round %d: %s · %s"), sess.Round, resultform.PairWords(sess), word)
		if ok && st.Counts() {
			plan, _ := ev.Plan(sess.Round)
			var c *event.Content
			if fr.Counted != nil {
				c = fr.Counted
			} else if n, ok := s.r.t.NorthEntry(sess.Round); ok {
				c = &n.Content
			}
			if c != nil {
				if sc, err := resultform.ContentScore(setup, sess, plan, *c); err == nil {
					line += "\n" + sc
				}
			}
			if len(fr.Points) > 0 {
				var parts []string
				for _, team := range tablewords.SortedPoints(fr.Points) {
					parts = append(parts, fmt.Sprintf("%s %d", team, fr.Points[team]))
				}
				line += "\n" + fmt.Sprintf(i18n.T("Rank at this table so far: %s"), strings.Join(parts, " · "))
			}
			if fr.Correction != "" {
				line += "\n" + fmt.Sprintf(i18n.T("The director corrected it: %s"), fr.Correction)
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

// standings are the event's standings as the board has them.
func (s *tableScreen) standings(st wire.Standings, setup event.Setup) fyne.CanvasObject {
	box := container.NewVBox(boldLabel(fmt.Sprintf(i18n.T("Standings · %d of %d results counted"), st.Counted, st.Expected)))
	if setup.Form == event.League {
		grid := widgets.NewTableGrid(3, -1, boldLabel(i18n.T("Place")), boldLabel(i18n.T("Team")), boldLabel(i18n.T("Ranking points")))
		for _, p := range st.Places {
			grid.Add(widget.NewLabel(strconv.Itoa(p.Place)))
			grid.Add(widget.NewLabel(p.Team))
			grid.Add(widget.NewLabel(strconv.Itoa(p.Points)))
		}
		box.Add(grid)
	} else if len(st.Remaining) > 0 {
		box.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("Still in: %s"), strings.Join(st.Remaining, ", "))))
	}
	if st.Complete && len(st.Champions) > 0 {
		format := i18n.T("Champion: %s")
		if len(st.Champions) > 1 {
			format = i18n.T("Champions: %s")
		}
		l := widgets.Wrapped(fmt.Sprintf(format, strings.Join(st.Champions, ", ")))
		l.TextStyle.Bold = true
		box.Add(l)
	}
	return box
}

func (s *tableScreen) say(text string, kind widget.Importance) {
	s.entrySaid = ""
	s.said, s.saidKind, s.saidRound = text, kind, s.r.view.Round
}

// sendResult sends what was entered: North's entry, or East's own. The
// entry is kept in the history's outbox before it is sent: off the UI
// goroutine, the buttons off meanwhile.
func (s *tableScreen) sendResult() {
	v := s.r.view
	if s.entry == nil || v.Session == nil {
		return
	}
	c, err := s.entry.Content()
	if err != nil {
		s.say(err.Error(), widgets.StatusProblem)
		s.draw()
		return
	}
	east, round, form := s.r.join.Seat == "east", v.Round, s.entry
	s.send.Disable()
	var view table.View
	s.h.Background(func() {
		if east {
			_, err = s.r.t.EnterEast(round, c)
		} else {
			_, err = s.r.t.Enter(round, c)
		}
		view = s.r.t.View()
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
		if east {
			s.say(i18n.T("Sent: it counts when it matches North's entry."), widgets.StatusDone)
		} else {
			s.say(i18n.T("Sent. Now East checks it."), widgets.StatusDone)
		}
		s.r.view = view
		s.draw()
	})
}

// verify sends East's answer to North's latest entry (kept in the
// history's outbox first: off the UI goroutine).
func (s *tableScreen) verify(agree bool) {
	v := s.r.view
	n, ok := s.r.t.NorthEntry(v.Round)
	if !ok {
		return
	}
	round, note := v.Round, strings.TrimSpace(s.note.Text)
	s.agree.Disable()
	s.disagree.Disable()
	var view table.View
	var err error
	s.h.Background(func() {
		_, err = s.r.t.Verify(round, agree, note)
		view = s.r.t.View()
	}, func() {
		s.agree.Enable()
		s.disagree.Enable()
		if err != nil {
			s.say(err.Error(), widgets.StatusProblem)
			s.draw()
			return
		}
		s.r.answered[n.ID] = true
		s.note.SetText("")
		if agree {
			s.say(i18n.T("East agreed: the result is sent."), widgets.StatusDone)
		} else {
			s.say(i18n.T("East disagreed: the director decides."), widgets.StatusWarning)
		}
		s.r.view = view
		s.draw()
	})
}
