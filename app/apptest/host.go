package apptest

import (
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/scoring/all"
	"arbiter/session"
	"arbiter/storage"
)

// Host is a stand-in for the shell, for the tests of the packages the
// shell itself imports (history, players, widgets), which cannot start the
// real one: a window showing the top page of the section last shown, a
// fresh history store, and the navigation of host.Host. Tests of a game
// table start the real shell (app.New) instead.
type Host struct {
	t       testing.TB
	app     fyne.App
	win     fyne.Window
	st      *storage.Store
	phone   bool
	stacks  map[string][]host.Page
	section string
	title   *widget.Label
	body    *fyne.Container

	sessions   *session.Set
	mu         sync.Mutex
	queue      []func()
	bg         sync.WaitGroup
	refreshers []func()
	layouts    []func(phone bool)
	// Quitters are what screens asked to run when the app quits.
	Quitters []func()
	// OnOpenGame, when set, is what OpenGame does (the record of a game is
	// not in reach of this package).
	OnOpenGame func(st *storage.Store, id string)
	// Toasts are the messages shown with Toast, Errors the errors shown
	// with ShowErr.
	Toasts []string
	Errors []error
}

var _ host.Host = (*Host)(nil)

// NewHost opens a fresh history in a temporary directory and shows an
// empty window of phone or desktop size.
func NewHost(t testing.TB, phone bool) *Host {
	t.Helper()
	host.UseGames(all.Games)
	a := test.NewTempApp(t)
	st, err := storage.Open(filepath.Join(t.TempDir(), "arbiter.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	h := &Host{t: t, app: a, st: st, phone: phone, stacks: map[string][]host.Page{}}
	h.title = widget.NewLabel("")
	h.body = container.NewStack()
	h.win = a.NewWindow("Arbiter")
	h.win.SetContent(container.NewBorder(h.title, nil, nil, nil, h.body))
	size := Desktop
	if phone {
		size = Phone
	}
	h.win.Resize(size)
	return h
}

func (h *Host) show() {
	p := h.Current(h.section)
	h.title.SetText(p.Title)
	h.body.Objects = nil
	if p.Content != nil {
		h.body.Objects = []fyne.CanvasObject{p.Content}
	}
	h.body.Refresh()
	if p.OnShow != nil {
		p.OnShow()
	}
}

// Games is the history as the tables reach it.
func (h *Host) Games() session.Games { return h.st.SessionHistory() }

// WithGames runs fn with the history as the tables reach it.
func (h *Host) WithGames(fn func(session.Games)) { fn(h.Games()) }

// Sessions are the table sessions open in the stand-in.
func (h *Host) Sessions() *session.Set {
	if h.sessions == nil {
		h.sessions = session.NewSet()
		h.t.Cleanup(func() { h.sessions.CloseAll(10 * time.Second) })
	}
	return h.sessions
}

// Do queues fn for Settle: the stand-in's UI goroutine is the test's.
func (h *Host) Do(fn func()) {
	h.mu.Lock()
	h.queue = append(h.queue, fn)
	h.mu.Unlock()
}

// Background runs work on a goroutine of its own; done waits for Settle.
func (h *Host) Background(work, done func()) {
	h.bg.Add(1)
	go func() {
		defer h.bg.Done()
		work()
		if done != nil {
			h.Do(done)
		}
	}()
}

// Settle waits for the background work and the sessions' history calls,
// and runs what they handed the UI goroutine, until nothing is left.
func (h *Host) Settle() {
	for {
		if h.sessions != nil {
			h.sessions.Settle()
		}
		h.bg.Wait()
		h.mu.Lock()
		fns := h.queue
		h.queue = nil
		h.mu.Unlock()
		if len(fns) == 0 {
			return
		}
		for _, fn := range fns {
			fn()
		}
	}
}

// ShowGame is OpenGame for the game's id.
func (h *Host) ShowGame(id string) { h.openGame(h.st, id) }

func (h *Host) App() fyne.App                         { return h.app }
func (h *Host) Window() fyne.Window                   { return h.win }
func (h *Host) Store() *storage.Store                 { return h.st }
func (h *Host) WithStore(fn func(st *storage.Store))  { fn(h.st) }
func (h *Host) Phone() bool                           { return h.phone }
func (h *Host) Toast(msg string)                      { h.Toasts = append(h.Toasts, msg) }
func (h *Host) OnChange(fn func())                    { h.refreshers = append(h.refreshers, fn) }
func (h *Host) OnQuit(fn func())                      { h.Quitters = append(h.Quitters, fn) }
func (h *Host) OnLayout(fn func(phone bool))          { h.layouts = append(h.layouts, fn) }
func (h *Host) Visible(section string) bool           { return h.section == section }
func (h *Host) OpenGame(st *storage.Store, id string) { h.openGame(st, id) }
func (h *Host) SetTitle(section, title string)        { h.setTitle(section, title) }
func (h *Host) Replace(section string, p host.Page)   { h.replace(section, p) }
func (h *Host) Push(section string, p host.Page)      { h.push(section, p) }
func (h *Host) Current(section string) host.Page      { return h.current(section) }
func (h *Host) ShowErr(err error)                     { h.showErr(err) }
func (h *Host) Back(section string)                   { h.back(section) }
func (h *Host) Home(section string)                   { h.home(section) }
func (h *Host) Select(section string)                 { h.section = section; h.show() }
func (h *Host) Changed() {
	for _, fn := range slices.Clone(h.refreshers) {
		fn()
	}
}

func (h *Host) push(section string, p host.Page) {
	h.stacks[section] = append(h.stacks[section], p)
	h.section = section
	h.show()
}

func (h *Host) replace(section string, p host.Page) {
	if s := h.stacks[section]; len(s) > 0 {
		h.stacks[section] = s[:len(s)-1]
	}
	h.push(section, p)
}

func (h *Host) back(section string) {
	if s := h.stacks[section]; len(s) > 1 {
		h.stacks[section] = s[:len(s)-1]
	}
	h.show()
}

func (h *Host) home(section string) {
	if s := h.stacks[section]; len(s) > 1 {
		h.stacks[section] = s[:1]
	}
	h.show()
}

func (h *Host) current(section string) host.Page {
	if s := h.stacks[section]; len(s) > 0 {
		return s[len(s)-1]
	}
	return host.Page{}
}

func (h *Host) setTitle(section, title string) {
	if s := h.stacks[section]; len(s) > 0 {
		s[len(s)-1].Title = title
		if section == h.section {
			h.title.SetText(title)
		}
	}
}

func (h *Host) showErr(err error) {
	if err != nil {
		h.Errors = append(h.Errors, err)
	}
}

// NewGame is the game's own start page when its table has one; the
// generic form belongs to the shell and is not in reach here.
func (h *Host) NewGame(kind string) host.Page {
	if t, ok := host.Lookup(kind); ok && t.Start != nil {
		return t.Start(h)
	}
	h.t.Fatalf("apptest.Host has no new-game form for %q", kind)
	return host.Page{}
}

func (h *Host) openGame(st *storage.Store, id string) {
	if h.OnOpenGame != nil {
		h.OnOpenGame(st, id)
		return
	}
	g, err := st.Game(id)
	if err != nil {
		h.showErr(err)
		return
	}
	if t, ok := host.Lookup(g.Kind); ok && g.Status == storage.StatusActive && t.Open != nil {
		h.push(host.SectionPlay, t.Open(h, g.ID))
		return
	}
	h.t.Fatalf("apptest.Host cannot open the record of %s", id)
}

// SetPhone switches the stand-in between the layouts, resizing the window
// and telling what registered with OnLayout.
func (h *Host) SetPhone(phone bool) {
	h.phone = phone
	size := Desktop
	if phone {
		size = Phone
	}
	h.win.Resize(size)
	for _, fn := range slices.Clone(h.layouts) {
		fn(phone)
	}
}

// Screen is the stand-in's window as a test reads and taps it, settling
// the background work before each look and after each tap.
func (h *Host) Screen() *Screen {
	sc := Of(h.t, h.win)
	sc.Settle = h.Settle
	return sc
}
