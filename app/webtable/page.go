package webtable

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/nats-io/nats.go"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tournament/tablewords"
	"arbiter/app/widgets"
	"arbiter/scoring/event"
	"arbiter/tournament/table"
	"arbiter/tournament/wire"
)

// Config starts the page.
type Config struct {
	App    fyne.App
	Window fyne.Window
	// Fragment is the page address's fragment (#event=…&table=…&code=…).
	Fragment string
	// Server is the director's WebSocket listener, host:port (the page's
	// own host and the port the director's index.html names).
	Server string
	// Dialer reaches it (nil: table.WebSocketDialer, the browser's
	// WebSocket under js).
	Dialer nats.CustomDialer
	// Do runs work on the UI goroutine (nil: fyne.Do); tests give their
	// own queue.
	Do func(func())
	// Phone fixes the layout (tests); nil follows the page's width.
	Phone *bool
	// Device names the device in the entries (default "browser").
	Device string
	// ResendAfter and RetryAfter are the table client's (0: its
	// defaults).
	ResendAfter, RetryAfter time.Duration
	// Shown, if set, hears the title of every page shown (the browser
	// build marks the first screen's time for the measurements).
	Shown func(title string)
}

// Page is the table's page in a browser.
type Page struct {
	cfg Config
	h   *pageHost
	out *PrefsOutbox

	// The table joined (nil: the join form shows); on the UI goroutine.
	run *tableRun
	// joinButton is the join form's, problem why it was shown (Probe).
	joinButton *widget.Button
	problem    string
}

// Start shows the page: the table joined at once when the address says
// which (or the page joined one before a reload), else the join form.
func Start(cfg Config) *Page {
	// The page offers Pymtheg and Burn only: the widgets look games up in
	// these two, and the other six engines stay out of the program.
	host.UseGames(formGames)
	if cfg.Device == "" {
		cfg.Device = "browser"
	}
	if cfg.Dialer == nil {
		cfg.Dialer = table.WebSocketDialer{}
	}
	pg := &Page{cfg: cfg, h: newPageHost(cfg.App, cfg.Window, cfg.Do, cfg.Phone)}
	pg.h.shown = cfg.Shown
	prefs := cfg.App.Preferences()
	out, err := OpenPrefsOutbox(prefs)
	pg.out = out
	problem := ""
	if err != nil {
		problem = err.Error()
	}
	j := ParseFragment(cfg.Fragment)
	last, hadLast := lastJoin(prefs)
	switch {
	case problem == "" && j.check() == nil && hadLast && sameTable(j, last):
		// A reload: the same table, on the same device's seat.
		j.Seat = last.Seat
		pg.join(j)
	case problem == "" && j.Code == "" && hadLast:
		pg.join(last)
	case j.Code == "" && hadLast:
		pg.h.show(pg.joinForm(last, problem))
	default:
		pg.h.show(pg.joinForm(j, problem))
	}
	return pg
}

func sameTable(a, b Join) bool {
	ca, _ := wire.NormalizeCode(a.Code)
	cb, _ := wire.NormalizeCode(b.Code)
	return ca == cb && a.Table == b.Table
}

// join starts the table's client (it returns at once, also when the
// director is not reached yet) and shows the table.
func (pg *Page) join(j Join) {
	if pg.run != nil {
		pg.run.close()
		pg.run = nil
	}
	r := &tableRun{pg: pg, join: j, poke: make(chan struct{}, 1), stop: make(chan struct{}), answered: map[string]bool{}}
	device := pg.cfg.Device + ", North's device"
	if j.Seat == "east" {
		device = pg.cfg.Device + ", East's device"
	}
	t, err := table.Join(context.Background(), table.Config{Servers: []string{"nats://" + pg.cfg.Server}, Code: j.Code, Table: j.Table,
		Outbox: pg.out, Device: device, Dialer: pg.cfg.Dialer, OnChange: func(table.View) { r.kick() },
		ResendAfter: pg.cfg.ResendAfter, RetryAfter: pg.cfg.RetryAfter})
	if err != nil {
		pg.h.show(pg.joinForm(j, err.Error()))
		return
	}
	keepJoin(pg.cfg.App.Preferences(), j)
	r.t = t
	r.view = t.View()
	pg.run = r
	pg.h.show(r.page())
	r.watch()
}

// leave stops the table and shows the join form (with why, when the
// director refused the device).
func (pg *Page) leave(problem string) {
	if pg.run == nil {
		return
	}
	j := pg.run.join
	pg.run.close()
	pg.run = nil
	pg.cfg.App.Preferences().RemoveValue(lastJoinKey)
	pg.h.show(pg.joinForm(j, problem))
}

// Settle waits for the page's background work (tests).
func (pg *Page) Settle() {
	pg.h.bg.Wait()
	if pg.run != nil && pg.run.form != nil {
		pg.run.form.Settle()
	}
}

// Busy reports whether the result form still saves what it was given.
func (pg *Page) Busy() bool {
	return pg.run != nil && pg.run.form != nil && pg.run.form.Busy()
}

// Table is the table's client (nil before joining).
func (pg *Page) Table() *table.Table {
	if pg.run == nil {
		return nil
	}
	return pg.run.t
}

// tableRun is the joined table and its screen.
type tableRun struct {
	pg   *Page
	join Join
	t    *table.Table
	poke chan struct{}
	stop chan struct{}
	once sync.Once

	// On the UI goroutine.
	view       table.View
	status     *widgets.StatusLine
	body, bar  *fyne.Container
	scroll     fyne.CanvasObject
	ev         *event.Event
	evKey      string
	form       *entryForm
	formOf     event.Key
	note       *widget.Entry
	reentering bool
	said       string
	saidKind   widget.Importance
	saidRound  int
	entrySaid  string
	entryKind  widget.Importance
	answered   map[string]bool

	send, agree, disagree *widget.Button
}

func (r *tableRun) kick() {
	select {
	case r.poke <- struct{}{}:
	default:
	}
}

func (r *tableRun) close() {
	r.once.Do(func() {
		close(r.stop)
		if r.form != nil {
			r.form.Close()
			r.form = nil
		}
		t := r.t
		go t.Close()
	})
}

// watch reads the table's view off the UI goroutine after every change
// (and every few seconds, with the standings: other tables move them),
// and hands it to the screen when it changed.
func (r *tableRun) watch() {
	go func() {
		tick := time.NewTicker(3 * time.Second)
		defer tick.Stop()
		var last []byte
		var lastFeed uint64
		for {
			ticked := false
			select {
			case <-r.stop:
				return
			case <-r.poke:
			case <-tick.C:
				ticked = true
			}
			v := r.t.View()
			if v.Connected && v.Setup != nil {
				feed := uint64(0)
				if v.Feed != nil {
					feed = v.Feed.Version
				}
				if feed != lastFeed || v.Standings == nil || ticked {
					lastFeed = feed
					if _, err := r.t.Standings(); err == nil {
						v = r.t.View()
					}
				}
			}
			b, _ := json.Marshal(v)
			if bytes.Equal(b, last) {
				continue
			}
			last = b
			r.pg.h.Do(func() {
				select {
				case <-r.stop:
					return
				default:
				}
				r.view = v
				r.entrySaid = ""
				r.draw()
			})
		}
	}()
}

func (r *tableRun) page() host.Page {
	r.status = widgets.NewStatusLine(2)
	r.body = container.NewVBox()
	r.bar = container.NewStack()
	r.note = widget.NewEntry()
	r.note.SetPlaceHolder(i18n.T("What is wrong, for the director"))
	r.send = widget.NewButtonWithIcon(i18n.T("Send the result"), theme.MailSendIcon(), r.sendResult)
	r.send.Importance = widget.HighImportance
	r.agree = widget.NewButtonWithIcon(i18n.T("East agrees"), theme.ConfirmIcon(), func() { r.verify(true) })
	r.agree.Importance = widget.HighImportance
	r.disagree = widget.NewButtonWithIcon(i18n.T("East disagrees"), theme.CancelIcon(), func() { r.verify(false) })
	r.scroll = widgets.TableLayout(r.status, container.NewPadded(r.body), r.bar)
	r.pg.h.OnLayout(func(bool) { r.draw() })
	r.draw()
	leave := widget.NewButtonWithIcon(i18n.T("Leave"), theme.LogoutIcon(), func() { r.pg.leave("") })
	leave.Importance = widget.LowImportance
	return host.Page{Title: fmt.Sprintf(i18n.T("Table %d"), r.join.Table), Content: r.scroll, Actions: []fyne.CanvasObject{leave}}
}

func (r *tableRun) event(v table.View) *event.Event {
	if v.Setup == nil {
		return nil
	}
	key := v.Setup.EventID
	if v.Movement != nil {
		key += fmt.Sprint("/", v.Movement.Version)
	}
	if r.ev == nil || r.evKey != key {
		ev, err := event.New(v.Setup.Setup)
		if err != nil {
			return nil
		}
		if v.Movement != nil {
			ev.Follow(v.Movement.Plans)
		}
		r.ev, r.evKey = ev, key
	}
	return r.ev
}

func feedResult(v table.View, round int) (wire.TableResult, bool) {
	if v.Feed != nil {
		for _, res := range v.Feed.Results {
			if res.Session.Round == round {
				return res, true
			}
		}
	}
	return wire.TableResult{}, false
}

// phase is what the table does now, as the app's table screen has it:
// "join", "over", "sitout", "enter", "verify", "sent", "disputed".
func (r *tableRun) phase(v table.View) (string, *event.Entry) {
	ev := r.event(v)
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
	east := r.join.Seat == "east"
	if n, ok := r.t.NorthEntry(v.Round); ok {
		switch {
		case r.answered[n.ID] || (fr.East != nil && fr.East.Verifies == n.ID):
			return "sent", &n
		case r.reentering && !east:
			return "enter", &n
		}
		return "verify", &n
	}
	if east && fr.East != nil && !fr.East.Disagree {
		return "sent", nil
	}
	return "enter", nil
}

func (r *tableRun) closeForm() {
	if r.form != nil {
		r.form.Close()
		r.form = nil
	}
}

func (r *tableRun) showStatus() {
	if r.entrySaid != "" {
		r.status.Set(r.entrySaid, r.entryKind)
		return
	}
	line, kind := tablewords.Connection(r.view, r.pg.cfg.Server)
	if r.saidRound != r.view.Round {
		r.said = ""
	}
	if r.said != "" {
		line, kind = r.said+" "+line, r.saidKind
	}
	r.status.Set(line, kind)
}

func (r *tableRun) sayNow(msg string, kind widget.Importance) {
	r.entrySaid, r.entryKind = msg, kind
	r.showStatus()
}

func (r *tableRun) say(text string, kind widget.Importance) {
	r.entrySaid = ""
	r.said, r.saidKind, r.saidRound = text, kind, r.view.Round
}

func (r *tableRun) draw() {
	if r.pg.run != r {
		return
	}
	v := r.view
	if v.DeviceRefused && v.Setup == nil {
		w, _ := tablewords.Connection(v, r.pg.cfg.Server)
		r.pg.h.Do(func() { r.pg.leave(w) })
		return
	}
	r.showStatus()
	r.body.RemoveAll()
	var actions []fyne.CanvasObject
	defer func() {
		if len(actions) == 0 {
			actions = []fyne.CanvasObject{widget.NewLabel(" ")}
		}
		r.bar.Objects = []fyne.CanvasObject{widgets.ActionBar(actions...)}
		r.bar.Refresh()
		r.body.Refresh()
		relayout(r.scroll)
	}()
	ev := r.event(v)
	if ev == nil {
		r.body.Add(widgets.Heading(fmt.Sprintf(i18n.T("Table %d"), r.join.Table)))
		r.body.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("Joining with the code %s at %s…"), r.join.Code, r.pg.cfg.Server)))
		return
	}
	setup := v.Setup.Setup
	phase, north := r.phase(v)
	main, side := r.body, r.body
	if !r.pg.h.Phone() {
		main, side = container.NewVBox(), container.NewVBox()
		r.body.Add(widgets.NewColumns(360, [][]fyne.CanvasObject{{main}, {side}}, main, side))
	}
	if r.join.Event != "" && v.Setup.EventID != "" && r.join.Event != v.Setup.EventID {
		main.Add(widgets.ErrorLabel(i18n.T("This director runs another event than the link's: check the QR code on the director's screen.")))
	}
	main.Add(widgets.Heading(fmt.Sprintf(i18n.T("Round %d of %d"), min(v.Round, ev.Rounds()), ev.Rounds())))
	main.Add(widgets.PymCaption(setup.Name + " · " + tablewords.Game(setup)))
	plan, _ := ev.Plan(v.Round)
	switch phase {
	case "over":
		main.Add(widgets.Wrapped(i18n.T("The evening is over for this table: every result is in.")))
	case "sitout":
		main.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("Nobody plays at this table in round %d."), v.Round)))
	default:
		main.Add(seating(setup, *v.Session))
	}
	main.Add(widget.NewSeparator())
	east := r.join.Seat == "east"
	if phase != "enter" || (r.form != nil && r.formOf != v.Session.Key()) {
		r.closeForm()
	}
	switch phase {
	case "enter":
		if r.form == nil {
			f, err := newEntryForm(r.pg.h, setup, *v.Session, plan, i18n.T("Send the result"), r.sayNow,
				r.draw, func() { relayout(r.scroll) }, r.sendResult)
			if err != nil {
				main.Add(widgets.ErrorLabel(err.Error()))
				break
			}
			r.form, r.formOf = f, v.Session.Key()
		}
		r.form.SetPhone(r.pg.h.Phone())
		if east {
			main.Add(widgets.Heading(i18n.T("East: enter the result")))
			main.Add(widgets.PymCaption(i18n.T("It counts when it is the same as North's entry; otherwise the director decides.")))
		} else {
			main.Add(widgets.Heading(i18n.T("North: enter the result")))
			main.Add(widgets.PymCaption(i18n.T("Then East checks it, on this device passed across or on East's own.")))
		}
		main.Add(r.form.Root)
		actions = r.form.Actions(r.send)
	case "verify":
		if east {
			main.Add(widgets.Heading(i18n.T("East: check North's entry")))
		} else {
			main.Add(widgets.Heading(i18n.T("Pass the device to East")))
		}
		l := widgets.Wrapped(fmt.Sprintf(i18n.T("North entered: %s"), contentWords(setup, *v.Session, north.Content)))
		l.TextStyle.Bold = true
		main.Add(l)
		main.Add(widgets.Wrapped(i18n.T("East: is this what was played? If not, say what is wrong; the director decides.")))
		main.Add(r.note)
		if !east {
			change := widget.NewButtonWithIcon(i18n.T("North: change the entry"), theme.DocumentCreateIcon(), func() {
				r.reentering = true
				r.closeForm()
				r.draw()
			})
			change.Importance = widget.LowImportance
			main.Add(container.NewHBox(change))
		}
		actions = []fyne.CanvasObject{r.agree, r.disagree}
	case "sent":
		if north != nil {
			main.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("North entered: %s"), contentWords(setup, *v.Session, north.Content))))
		}
		main.Add(widgets.Wrapped(i18n.T("Sent: waiting for the director to count it.")))
	case "disputed":
		main.Add(widgets.Wrapped(i18n.T("East disagreed: the director decides this result. Play on; the director's decision will show here.")))
	}
	if len(v.Refused) > 0 {
		main.Add(widget.NewSeparator())
		main.Add(widgets.Bold(i18n.T("Refused by the director")))
		for _, rf := range v.Refused[max(0, len(v.Refused)-3):] {
			main.Add(widgets.ErrorLabel(rf.Reason))
		}
	}
	if side == main {
		side.Add(widget.NewSeparator())
	}
	side.Add(r.results(v, ev))
	if v.Standings != nil {
		side.Add(widget.NewSeparator())
		side.Add(standings(*v.Standings, setup))
	}
}

// relayout lays the page's frame out again: the entry's height changed.
func relayout(o fyne.CanvasObject) {
	if c, ok := o.(*fyne.Container); ok && c.Layout != nil {
		c.Layout.Layout(c.Objects, c.Size())
		for _, x := range c.Objects {
			x.Refresh()
		}
	}
}

// results are the table's rounds with their state and the table's rank
// after each.
func (r *tableRun) results(v table.View, ev *event.Event) fyne.CanvasObject {
	box := container.NewVBox(widgets.Bold(i18n.T("This table's results")))
	for _, sess := range ev.TableSessions(r.join.Table) {
		fr, ok := feedResult(v, sess.Round)
		st := event.Empty
		if ok {
			st = fr.Status
		}
		word, kind := tablewords.Status(st)
		line := fmt.Sprintf(i18n.T("Round %d: %s · %s"), sess.Round, sess.NS+" – "+sess.EW, word)
		if ok && st.Counts() && len(fr.Points) > 0 {
			var parts []string
			for _, team := range tablewords.SortedPoints(fr.Points) {
				parts = append(parts, fmt.Sprintf("%s %d", team, fr.Points[team]))
			}
			line += "\n" + fmt.Sprintf(i18n.T("Rank at this table so far: %s"), strings.Join(parts, " · "))
		}
		if ok && fr.Correction != "" {
			line += "\n" + fmt.Sprintf(i18n.T("The director corrected it: %s"), fr.Correction)
		}
		l := widgets.Wrapped(line)
		if st != event.Empty {
			l.Importance = kind
		}
		box.Add(l)
	}
	return box
}

func standings(st wire.Standings, setup event.Setup) fyne.CanvasObject {
	box := container.NewVBox(widgets.Bold(fmt.Sprintf(i18n.T("Standings · %d of %d results counted"), st.Counted, st.Expected)))
	if setup.Form == event.League {
		grid := widgets.NewTableGrid(3, -1, widgets.Bold(i18n.T("Place")), widgets.Bold(i18n.T("Team")), widgets.Bold(i18n.T("Ranking points")))
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
		box.Add(widgets.Bold(fmt.Sprintf(format, strings.Join(st.Champions, ", "))))
	}
	return box
}

// sendResult sends what was entered (North's entry, or East's own): kept
// in the outbox first, off the UI goroutine.
func (r *tableRun) sendResult() {
	v := r.view
	if r.form == nil || v.Session == nil {
		return
	}
	c, err := r.form.Content()
	if err != nil {
		r.say(err.Error(), widgets.StatusProblem)
		r.draw()
		return
	}
	east, round, form := r.join.Seat == "east", v.Round, r.form
	r.send.Disable()
	var view table.View
	r.pg.h.Background(func() {
		if east {
			_, err = r.t.EnterEast(round, c)
		} else {
			_, err = r.t.Enter(round, c)
		}
		view = r.t.View()
	}, func() {
		r.send.Enable()
		if err != nil {
			r.say(err.Error(), widgets.StatusProblem)
			if r.form == form {
				form.TakeBack()
			}
			r.draw()
			return
		}
		r.reentering = false
		if r.form == form {
			r.closeForm()
		}
		if east {
			r.say(i18n.T("Sent: it counts when it matches North's entry."), widgets.StatusDone)
		} else {
			r.say(i18n.T("Sent. Now East checks it."), widgets.StatusDone)
		}
		r.view = view
		r.draw()
	})
}

// verify sends East's answer to North's latest entry.
func (r *tableRun) verify(agree bool) {
	v := r.view
	n, ok := r.t.NorthEntry(v.Round)
	if !ok {
		return
	}
	round, note := v.Round, strings.TrimSpace(r.note.Text)
	r.agree.Disable()
	r.disagree.Disable()
	var view table.View
	var err error
	r.pg.h.Background(func() {
		_, err = r.t.Verify(round, agree, note)
		view = r.t.View()
	}, func() {
		r.agree.Enable()
		r.disagree.Enable()
		if err != nil {
			r.say(err.Error(), widgets.StatusProblem)
			r.draw()
			return
		}
		r.answered[n.ID] = true
		r.note.SetText("")
		if agree {
			r.say(i18n.T("East agreed: the result is sent."), widgets.StatusDone)
		} else {
			r.say(i18n.T("East disagreed: the director decides."), widgets.StatusWarning)
		}
		r.view = view
		r.draw()
	})
}
