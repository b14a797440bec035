package tournament

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"arbiter/app/hoststore"
	"arbiter/app/i18n"
	"arbiter/app/tournament/resultform"
	"arbiter/app/tournament/tablescreen"
	"arbiter/scoring/event"
	"arbiter/storage"
	"arbiter/tournament/director"
	"arbiter/tournament/table"
)

// Options are what the screens need beyond the host.
type Options struct {
	// Host and Port the director listens on for the tables: "" is every
	// interface (the club's LAN); port 0 is NATS's own port 4222, or a
	// free port when that one is taken; -1 a free port (tests).
	Host string
	Port int
	// WebPort is where the director serves the tables' page (phones join
	// in their browser) and the standings over http: 0 is
	// director.DefaultWebPort (a free port when Port is -1, or when it
	// is taken), -1 a free port.
	WebPort int
	// DataDir holds the director's server files; "" is the folder
	// "tournament" beside the history (as `arbiter-cli tournament serve`).
	DataDir string
	// Do hands work from the network's goroutines to the UI thread; nil
	// is the host's Do. Tests give a queue they run on their own
	// goroutine.
	Do func(func())
	// Device names this device in the entries it sends (the director's
	// audit trail); "" is "app".
	Device string
}

// on fills in what the options leave to the host: its Do.
func (o Options) on(h hoststore.Host) Options {
	if o.Do == nil {
		o.Do = h.Do
	}
	return o
}

func (o Options) do(fn func()) { o.Do(fn) }

func (o Options) dataDir(st *storage.Store) string {
	if o.DataDir != "" {
		return o.DataDir
	}
	return filepath.Join(filepath.Dir(st.Path()), "tournament")
}

// running are the director and the table each host (the app's window)
// runs; touched on the UI thread only. They outlive their pages.
var running = map[hoststore.Host]*live{}

type live struct {
	director *directorRun
	table    *tableRun
}

func liveOf(h hoststore.Host) *live {
	l := running[h]
	if l == nil {
		l = &live{}
		running[h] = l
	}
	return l
}

// watcher turns the network's change callbacks into at most one refresh
// at a time on the UI thread: a poke while a refresh is under way asks
// for one more after it. Its reads redraw only what changed since the
// last read; a page that puts up a view of its own (read when its action
// ended, and so maybe older than the watcher's last read) calls Refresh,
// and the next read is shown whatever it says. Without it the screen kept
// the older view for good (a table said "sending 1 result…" after the
// director had answered).
type watcher struct {
	poke  chan struct{}
	stop  chan struct{}
	once  sync.Once
	force atomic.Bool
}

func newWatcher() *watcher {
	return &watcher{poke: make(chan struct{}, 1), stop: make(chan struct{})}
}

func (w *watcher) Poke() {
	select {
	case w.poke <- struct{}{}:
	default:
	}
}

func (w *watcher) Stop() { w.once.Do(func() { close(w.stop) }) }

// Refresh has the next read shown, whatever it says, and asks for it.
func (w *watcher) Refresh() {
	w.force.Store(true)
	w.Poke()
}

// run calls read (off the UI thread) after every poke and at least every
// period, and hands its result to show on the UI thread. forced: the
// read must be shown even when it says what the last one said.
func (w *watcher) run(o Options, period time.Duration, read func(ticked, forced bool) func()) {
	go func() {
		tick := time.NewTicker(period)
		defer tick.Stop()
		for {
			ticked := false
			select {
			case <-w.stop:
				return
			case <-w.poke:
			case <-tick.C:
				ticked = true
			}
			show := read(ticked, w.force.Swap(false))
			if show == nil {
				continue
			}
			done := make(chan struct{})
			o.do(func() {
				defer close(done)
				select {
				case <-w.stop:
				default:
					show()
				}
			})
			select {
			case <-done:
			case <-w.stop:
				return
			}
		}
	}()
}

// directorRun is a director running on this device, with the latest
// picture of it for the screen.
type directorRun struct {
	h    hoststore.Host
	opts Options
	d    *director.Director
	w    *watcher

	// Read on the UI thread.
	view      director.View
	standings event.Standings
	stErr     error
	redraw    func()           // the page showing it
	form      *resultform.Form // the correction being entered, on its page
	closing   sync.Once
}

// stopping counts the directors being stopped: a director started again
// (resumed) waits for them to let go of the port and the server's files.
var stopping sync.WaitGroup

// startDirector starts an event's director off the UI thread and hands it
// over when it listens (or the error).
func startDirector(h hoststore.Host, st *storage.Store, o Options, eventID string, done func(*directorRun, error)) {
	r := &directorRun{h: h, opts: o, w: newWatcher()}
	quitCleanly(h, r)
	go func() {
		stopping.Wait()
		web := &director.WebConfig{Port: o.WebPort}
		if o.Port == -1 && o.WebPort == 0 {
			web.Port = -1
		}
		if web.Port == -1 {
			web.WebSocketPort = -1
		}
		cfg := director.Config{Store: st, EventID: eventID, DataDir: o.dataDir(st), Host: o.Host, Port: o.Port,
			Web: web, OnChange: func(director.View) { r.w.Poke() }}
		d, err := director.Start(context.Background(), cfg)
		if err != nil && o.Port == 0 {
			// NATS's port (or the page's) is taken (another program, or
			// another event on this device): any free ports will do, the
			// tables are told.
			cfg.Port = -1
			cfg.Web = &director.WebConfig{Port: -1, WebSocketPort: -1}
			d, err = director.Start(context.Background(), cfg)
		}
		if err != nil {
			o.do(func() { done(nil, err) })
			return
		}
		r.d = d
		v := d.View()
		stn, stErr := d.Standings()
		o.do(func() {
			r.view, r.standings, r.stErr = v, stn, stErr
			done(r, nil)
			var last []byte
			r.w.run(o, 5*time.Second, func(_, forced bool) func() {
				if forced {
					last = nil
				}
				v := d.View()
				stn, stErr := d.Standings()
				// Redrawn only when something changed: a redraw under a
				// finger is a redraw too many.
				if b, err := json.Marshal(struct {
					V  director.View
					S  event.Standings
					OK bool
				}{v, stn, stErr == nil}); err == nil {
					if bytes.Equal(b, last) {
						return nil
					}
					last = b
				}
				return func() {
					r.view, r.standings, r.stErr = v, stn, stErr
					if r.redraw != nil {
						r.redraw()
					}
				}
			})
		})
	}()
}

func (r *directorRun) Close() {
	r.closing.Do(func() {
		r.w.Stop()
		if r.d != nil {
			stopping.Add(1)
			go func() {
				defer stopping.Done()
				r.d.Close()
			}()
		}
	})
}

// tableRun is this device's table client.
type tableRun struct {
	h       hoststore.Host
	opts    Options
	t       *table.Table
	w       *watcher
	join    joinDetails
	closing sync.Once

	// Read on the UI thread.
	view   table.View
	screen *tablescreen.Screen // the table's screen shown
	// answered are the North entries East answered on this device (so
	// the question is not asked again while the answer travels).
	answered map[string]bool
}

// joinDetails are what a table joins with (kept for the next time).
type joinDetails struct {
	Code    string `json:"code"`
	Table   int    `json:"table"`
	Address string `json:"address"`
	Seat    string `json:"seat"` // "north" | "east": whose device this is
}

// joinTable joins the event's table: off the UI goroutine (it opens the
// outbox in the history and reaches for the director). The caller hands
// the table to quitCleanly on the UI goroutine.
func joinTable(h hoststore.Host, st *storage.Store, o Options, j joinDetails, servers []string) (*tableRun, error) {
	r := &tableRun{h: h, opts: o, w: newWatcher(), join: j, answered: map[string]bool{}}
	// The device's name as the director's audit trail shows it, in this
	// device's language: a label of the table's, like the name itself.
	device := o.Device
	if device == "" {
		device = i18n.T("app")
	}
	if j.Seat == "east" {
		device = i18n.Tf("%s, East's device", device)
	} else {
		device = i18n.Tf("%s, North's device", device)
	}
	t, err := table.Join(context.Background(), table.Config{Servers: servers, Code: j.Code, Table: j.Table, Outbox: st,
		Device: device, OnChange: func(table.View) { r.w.Poke() }})
	if err != nil {
		return nil, err
	}
	r.t = t
	r.view = t.View()
	read := tablescreen.NewReader(t)
	r.w.run(o, 3*time.Second, func(ticked, forced bool) func() {
		if forced {
			read.Forget()
		}
		v, changed := read.Read(ticked)
		if !changed {
			return nil
		}
		return func() {
			r.view = v
			if r.screen != nil {
				r.screen.Show(v)
			}
		}
	})
	r.w.Poke()
	return r, nil
}

func (r *tableRun) Close() {
	r.closing.Do(func() {
		r.w.Stop()
		stopping.Add(1)
		go func() {
			defer stopping.Done()
			r.t.Close()
		}()
	})
}

// quitCleanly ends the tournament's director or table when the app quits,
// before the shell closes the history they write to.
func quitCleanly(h hoststore.Host, closer interface{ Close() }) {
	h.OnQuit(func() {
		closer.Close()
		stopping.Wait()
	})
}
