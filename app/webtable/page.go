package webtable

import (
	"context"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	"github.com/nats-io/nats.go"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tournament/resultform"
	"arbiter/app/tournament/tablescreen"
	"arbiter/app/widgets"
	"arbiter/tournament/table"
	"arbiter/tournament/wire"
)

// Config starts the page.
type Config struct {
	App    fyne.App
	Window fyne.Window
	// Fragment is the page address's fragment (#event=…&table=…&code=…).
	Fragment string
	// Server is where the page reaches the director's NATS over
	// WebSocket, host:port: the page's own address (the director passes
	// wire.WebSocketPath on to its NATS server), as the status line
	// names it.
	Server string
	// Dialer reaches it (nil: table.WebSocketDialer, the browser's
	// WebSocket under js; the page gives the path).
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
	host.UseGames(resultform.Games)
	// The app's look (its green, captions that read on a phone in the
	// sun), in the browser's light or dark.
	cfg.App.Settings().SetTheme(&widgets.Theme{Variant: widgets.ThemeSystem, Scale: 1})
	if cfg.Device == "" {
		cfg.Device = i18n.T("browser")
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
	r := &tableRun{pg: pg, join: j, poke: make(chan struct{}, 1), stop: make(chan struct{})}
	// As the app's table says it (the director's audit trail shows it).
	device := i18n.Tf("%s, North's device", pg.cfg.Device)
	if j.Seat == "east" {
		device = i18n.Tf("%s, East's device", pg.cfg.Device)
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
	r.read = tablescreen.NewReader(t)
	pg.run = r
	seat := tablescreen.Seat{Table: j.Table, East: j.Seat == "east", Code: j.Code, Address: pg.cfg.Server, Event: j.Event}
	var page host.Page
	r.screen, page = tablescreen.New(tablescreen.Config{Host: pg.h, Client: t, Seat: seat, View: t.View(),
		Refresh: func() { r.read.Forget(); r.kick() },
		Leave: func(problem string) {
			if pg.run == r {
				pg.leave(problem)
			}
		}})
	pg.h.show(page)
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
	if pg.run != nil {
		pg.run.screen.Settle()
	}
}

// Busy reports whether the result form still saves what it was given.
func (pg *Page) Busy() bool {
	return pg.run != nil && pg.run.screen.Busy()
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
	pg     *Page
	join   Join
	t      *table.Table
	screen *tablescreen.Screen // on the UI goroutine
	read   *tablescreen.Reader
	poke   chan struct{}
	stop   chan struct{}
	once   sync.Once
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
		if r.screen != nil {
			r.screen.Close()
		}
		t := r.t
		go t.Close()
	})
}

// watch reads the table's view off the UI goroutine after every change
// (and every few seconds, with the standings: other tables move them),
// and hands it to the screen when it changed.
func (r *tableRun) watch() {
	read := r.read
	go func() {
		tick := time.NewTicker(3 * time.Second)
		defer tick.Stop()
		for {
			ticked := false
			select {
			case <-r.stop:
				return
			case <-r.poke:
			case <-tick.C:
				ticked = true
			}
			v, changed := read.Read(ticked)
			if !changed {
				continue
			}
			r.pg.h.Do(func() {
				select {
				case <-r.stop:
					return
				default:
				}
				r.screen.Show(v)
			})
		}
	}()
}
