package app

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"

	"arbiter/app/history"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/players"
	"arbiter/app/widgets"
	"arbiter/assets"
	"arbiter/scoring/all"
	"arbiter/session"
	"arbiter/storage"
)

// ID is the application id, as in FyneApp.toml.
const ID = "org.arbiter.app"

// Config holds what main passes in.
type Config struct {
	// DBPath is the history database; empty: $ARBITER_DB, else the data
	// directory (the XDG data dir on desktop, Fyne's storage root on mobile).
	DBPath string
	// Phone forces the phone layout (tests and screenshots).
	Phone bool
	// DeferHistory opens the history only once the window is up, so the
	// database's integrity check never competes with the first frame. The
	// app sets it; tests leave it off and open at once.
	DeferHistory bool
	// Theme ("light", "dark"), Language ("en", "nl") and TextSize
	// ("small" … "larger") override the stored settings for this run
	// (screenshots); empty: the settings.
	Theme, Language, TextSize string
	// Tables are the game tables the app has (app/tables/all.Tables; a
	// test gives the ones it needs).
	Tables []host.Table
	// Settled queues what background work hands the UI goroutine until
	// the test calls Settle (tests: Fyne's test driver has no UI
	// goroutine of its own, and runs fyne.Do on the caller's).
	Settled bool
}

// Preference keys.
const (
	prefTheme    = "theme"
	prefTextSize = "text_size"
	prefLanguage = "language"
	prefDBPath   = "db_path"
)

// UI is the running app: one window, its sections and the history store.
type UI struct {
	app   fyne.App
	win   fyne.Window
	cfg   Config
	theme *widgets.Theme
	shell *shell

	mu       sync.Mutex
	store    *storage.Store
	storeErr error
	ready    chan struct{} // closed once the store is open (or failed)
	opened   bool          // the open was attempted; guarded by mu
	waiting  []func(*storage.Store)

	// sessions are the table sessions open in the app, one per game.
	sessions *session.Set
	// background counts the work Background started; mailbox holds what
	// it hands the UI goroutine when cfg.Settled.
	background sync.WaitGroup
	mailbox    *mailbox

	readOnly   string   // why the open history cannot be written ("": it can)
	started    []func() // run when the app has started
	resumeDone bool     // the start-up resume has looked at the last screen

	// refreshers are called after anything changes the history, so lists
	// on other sections show it when visited.
	refreshers []func()
	quitters   []func() // run when the app quits, before the history closes
	// layouts are called when the layout switches between phone and
	// desktop.
	layouts []func(phone bool)
}

// New builds the UI on a fyne.App (a real one, or test.NewTempApp in tests).
func New(a fyne.App, cfg Config) *UI {
	host.UseTables(cfg.Tables...)
	host.UseGames(all.Games)
	u := &UI{app: a, cfg: cfg, ready: make(chan struct{}), sessions: session.NewSet()}
	if cfg.Settled {
		u.mailbox = &mailbox{}
	}
	p := a.Preferences()
	or := func(v, key, def string) string {
		if v != "" {
			return v
		}
		return p.StringWithFallback(key, def)
	}
	i18n.SetLanguage(or(cfg.Language, prefLanguage, "system"))
	u.theme = &widgets.Theme{Variant: or(cfg.Theme, prefTheme, themeSystem), Scale: scaleFor(or(cfg.TextSize, prefTextSize, "normal"))}
	a.Settings().SetTheme(u.theme)
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.Icon))
	u.win = a.NewWindow("Arbiter")
	if cfg.Phone {
		u.win.Resize(fyne.NewSize(390, 844))
	} else {
		u.win.Resize(fyne.NewSize(1280, 800))
	}
	u.win.SetMaster()
	quietPreferencesAtExit(a)
	// The navigation bar draws its own colours and sizes: follow the
	// theme, its variant and the text size when they change.
	a.Settings().AddListener(func(fyne.Settings) {
		if u.shell != nil {
			u.shell.restyle()
		}
	})
	return u
}

// quietPreferencesAtExit drops Fyne's save of the preferences when the
// app stops, on a desktop. Fyne watches its preferences file and reads it
// again whenever it changes; once the app is stopping, that read runs at
// once on the watcher's goroutine, while the save at exit has already
// emptied the file (os.Create) but not yet marked it as its own write: the
// read finds an empty file and prints "Preferences load error: EOF" as
// the app quits (5 quits in 12 under load). Every preference is saved
// when it is set (Fyne's change listener; one set within 0.1 s of the
// save before it is saved 0.1 s later), so the save at exit has nothing
// left to write: without it nothing empties the file while it is
// watched. A phone keeps Fyne's save (it watches no
// file, and an app there is stopped without warning).
func quietPreferencesAtExit(a fyne.App) {
	if fyne.CurrentDevice().IsMobile() {
		return
	}
	if l, ok := a.Lifecycle().(interface{ SetOnStoppedHookExecuted(func()) }); ok {
		l.SetOnStoppedHookExecuted(func() {})
	}
}

func scaleFor(size string) float32 {
	if s, ok := textSizes[size]; ok {
		return s
	}
	return 1
}

// whenStarted runs fn once Fyne reports the app running (its window shown).
func (u *UI) whenStarted(fn func()) {
	u.started = append(u.started, fn)
	if len(u.started) == 1 {
		u.app.Lifecycle().SetOnStarted(func() {
			for _, f := range u.started {
				f()
			}
		})
	}
}

// Window returns the main window.
func (u *UI) Window() fyne.Window { return u.win }

// Start shows the home screen at once and opens the history in the
// background: nothing the first frame does not need is waited for.
func (u *UI) Start() error {
	u.build()
	if u.cfg.DeferHistory {
		u.whenStarted(func() { go u.openStore() })
	} else {
		u.Background(u.openStore, nil)
	}
	u.win.SetCloseIntercept(func() {
		for _, fn := range u.quitters {
			fn()
		}
		// Every table's entry is written before the history closes.
		u.sessions.CloseAll(5 * time.Second)
		u.closeStore()
		u.win.Close()
	})
	// An app sent to the background (a phone) may never come back: the
	// entries are written then too.
	u.app.Lifecycle().SetOnExitedForeground(u.sessions.FlushAll)
	return nil
}

// build (re)creates every section, e.g. after the language changed.
func (u *UI) build() {
	if u.shell != nil {
		for _, sec := range u.shell.sections {
			if sec.stack != nil {
				sec.stack.close()
			}
		}
	}
	u.refreshers = nil
	u.layouts = nil
	sections := []*section{
		{key: "play", label: i18n.T("Play"), icon: theme.HomeIcon(), first: u.homePage},
		{key: "history", label: i18n.T("History"), icon: theme.HistoryIcon(), first: func() host.Page { return history.HistoryPage(u) }},
		{key: "players", label: i18n.T("Players"), icon: theme.AccountIcon(), first: func() host.Page { return players.PlayersPage(u) }},
		{key: "rules", label: i18n.T("Rules"), icon: theme.InfoIcon(), first: u.rulesPage},
		{key: "settings", label: i18n.T("Settings"), icon: theme.SettingsIcon(), first: u.settingsPage},
	}
	u.shell = newShell(sections, u.cfg.Phone, func(phone bool) {
		for _, fn := range u.layouts {
			fn(phone)
		}
	})
	u.showReadOnly()
	u.win.SetContent(u.shell.root)
}

// dbPath resolves where the history lives.
func (u *UI) dbPath() (string, error) {
	if u.cfg.DBPath != "" {
		return u.cfg.DBPath, nil
	}
	if p := u.app.Preferences().String(prefDBPath); p != "" {
		// Earlier versions chose this place with a save dialog, which
		// leaves an empty file there; storage refuses an empty file as
		// "not an Arbiter history", so it is removed and a new history
		// made in its place. Only this path, chosen in the app, is
		// treated so; a file given with -db or $ARBITER_DB never is.
		if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && fi.Size() == 0 {
			_ = os.Remove(p)
		}
		return p, nil
	}
	if fyne.CurrentDevice().IsMobile() {
		return filepath.Join(u.app.Storage().RootURI().Path(), "arbiter.db"), nil
	}
	return storage.DefaultPath()
}

func (u *UI) openStore() {
	path, err := u.dbPath()
	var st *storage.Store
	if err == nil {
		st, err = storage.OpenWith(path, storage.Options{OnBusy: func() {
			u.Do(func() { u.Toast(i18n.T("The history is busy in another window; retrying…")) })
		}})
	}
	// Everything that follows touches widgets, so it runs on the UI
	// goroutine; ready is closed only once it is done, so WaitReady means
	// the screens are settled too.
	opened := func() {
		u.mu.Lock()
		u.store, u.storeErr, u.opened = st, err, true
		waiting := u.waiting
		u.waiting = nil
		u.mu.Unlock()
		if err != nil {
			u.showStoreError(path, err)
			return
		}
		if ro := st.ReadOnly(); ro != "" {
			u.readOnly = ro
			u.showReadOnly()
		}
		for _, fn := range waiting {
			fn(st)
		}
		u.Changed()
		u.resumeLastScreen()
		// Damage deep in the file is looked for once it is open, in the
		// background (never before the first frame).
		u.checkHistory(st, path)
	}
	if u.mailbox != nil {
		u.Do(func() {
			opened()
			close(u.ready)
		})
		return
	}
	fyne.DoAndWait(opened)
	close(u.ready)
}

// WaitReady blocks until the history is open; tests use it.
func (u *UI) WaitReady() error {
	if u.mailbox != nil {
		u.background.Wait()
		u.Settle()
	}
	<-u.ready
	u.mu.Lock()
	defer u.mu.Unlock()
	return u.storeErr
}

func (u *UI) closeStore() {
	u.sessions.CloseAll(5 * time.Second)
	// What the screens handed to the background (a note, a status, the
	// screen to come back to at the next start) is written before the
	// history closes; a read still running after 5 s is left to fail.
	idle := make(chan struct{})
	go func() {
		u.background.Wait()
		close(idle)
	}()
	select {
	case <-idle:
	case <-time.After(5 * time.Second):
	}
	u.mu.Lock()
	st := u.store
	u.store = nil
	u.mu.Unlock()
	if st != nil {
		_ = st.Close()
	}
}

// Close releases the history (tests).
func (u *UI) Close() { u.closeStore() }

// withStore runs fn on the UI goroutine with the open store: now when it is
// open, else once it is.
func (u *UI) WithStore(fn func(st *storage.Store)) {
	u.mu.Lock()
	st, err := u.store, u.storeErr
	if !u.opened {
		u.waiting = append(u.waiting, fn)
		u.mu.Unlock()
		return
	}
	u.mu.Unlock()
	if err != nil || st == nil {
		return
	}
	fn(st)
}

// Do runs fn on the UI goroutine.
func (u *UI) Do(fn func()) {
	if u.mailbox != nil {
		u.mailbox.put(fn)
		return
	}
	fyne.Do(fn)
}

// Background runs work off the UI goroutine, then done on it.
func (u *UI) Background(work, done func()) {
	u.background.Add(1)
	go func() {
		defer u.background.Done()
		work()
		if done != nil {
			u.Do(done)
		}
	}()
}

// Settle waits for the background work and the table sessions' history
// calls started so far, and runs what they handed the UI goroutine, until
// nothing is left (tests, with Config.Settled).
func (u *UI) Settle() {
	for {
		u.sessions.Settle()
		u.background.Wait()
		fns := u.mailbox.take()
		if len(fns) == 0 {
			return
		}
		for _, fn := range fns {
			fn()
		}
	}
}

// mailbox is the UI goroutine's queue in tests.
type mailbox struct {
	mu  sync.Mutex
	fns []func()
}

func (m *mailbox) put(fn func()) {
	m.mu.Lock()
	m.fns = append(m.fns, fn)
	m.mu.Unlock()
}

func (m *mailbox) take() []func() {
	if m == nil {
		return nil
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	fns := m.fns
	m.fns = nil
	return fns
}

// Games is the open history as the game tables reach it.
func (u *UI) Games() session.Games {
	if st := u.Store(); st != nil {
		return st.SessionHistory()
	}
	return nil
}

// WithGames runs fn with the open history as the tables reach it.
func (u *UI) WithGames(fn func(g session.Games)) {
	u.WithStore(func(st *storage.Store) { fn(st.SessionHistory()) })
}

// Sessions are the table sessions open in the app.
func (u *UI) Sessions() *session.Set { return u.sessions }

// onChange registers a refresher called after the history changes.
func (u *UI) OnChange(fn func()) { u.refreshers = append(u.refreshers, fn) }

// OnQuit registers fn to run when the window closes, before the history.
func (u *UI) OnQuit(fn func()) { u.quitters = append(u.quitters, fn) }

// changed tells every list that the history changed.
func (u *UI) Changed() {
	for _, fn := range u.refreshers {
		fn()
	}
}

// showStoreError explains a database that could not be opened and offers
// the latest backup; the file itself is never touched.
func (u *UI) showStoreError(path string, err error) {
	var fe *storage.FileError
	msg := i18n.Tf("Arbiter could not open its history at %s.", path) + "\n\n" + err.Error()
	if errors.As(err, &fe) && fe.LatestBackup != "" {
		dialog.ShowConfirm(i18n.T("History not available"), msg+"\n\n"+i18n.T("The file was left untouched. Restore the latest backup?")+"\n"+fe.LatestBackup,
			func(ok bool) {
				if !ok {
					return
				}
				u.restoreFrom(path, fe.LatestBackup)
			}, u.win)
		return
	}
	dialog.ShowError(errors.New(msg+"\n\n"+i18n.T("The file was left untouched. Choose another location in Settings.")), u.win)
}

// restoreFrom puts a backup in place of a history that could not be
// opened, through storage.RestoreFile: the backup is validated completely
// first, a damaged history is set aside with its -wal and -shm (never
// deleted), and anything else is refused with the history left as it is.
//
// The backup is read through and copied, and the history opened again,
// off the UI goroutine; meanwhile the history counts as not open yet
// (WaitReady waits, WithStore queues).
func (u *UI) restoreFrom(path, backup string) {
	u.mu.Lock()
	before := u.storeErr
	u.ready = make(chan struct{})
	ready := u.ready
	u.storeErr, u.opened = nil, false
	u.mu.Unlock()
	var err error
	u.Background(func() {
		var res storage.RestoreResult
		res, err = storage.RestoreFile(path, backup, storage.Options{})
		if err != nil {
			return
		}
		if kept := res.DamagedKept; kept != "" {
			u.Do(func() { u.Toast(i18n.Tf("The damaged history was kept as %s.", kept)) })
		}
		u.openStore()
	}, func() {
		if err == nil {
			return
		}
		// Nothing was restored: the history is as it was, not open.
		u.mu.Lock()
		u.storeErr, u.opened, u.waiting = before, true, nil
		u.mu.Unlock()
		close(ready)
		dialog.ShowError(err, u.win)
	})
}

// toast shows a short message that does not need an answer.
func (u *UI) Toast(msg string) {
	if n := u.app.SendNotification; n != nil {
		n(fyne.NewNotification("Arbiter", msg))
	}
}

// ShowErr reports an error in a dialog; an engine's refusal is said in
// the reader's language from its typed message (widgets.ErrText).
func (u *UI) ShowErr(err error) {
	if err != nil {
		dialog.ShowError(errors.New(widgets.ErrText(err)), u.win)
	}
}

// push shows a page in a section and switches to that section.
func (u *UI) Push(sectionKey string, p host.Page) {
	if s := u.shell.selectSection(sectionKey); s != nil {
		s.stack.push(p)
	}
}

// back leaves the current page of a section.
func (u *UI) Back(sectionKey string) {
	if s := u.shell.section(sectionKey); s != nil {
		s.stack.pop()
	}
}

// Visible reports whether a section is on screen, so lists load
// only when someone looks at them (never while the app starts).
func (u *UI) Visible(key string) bool {
	if u.shell == nil {
		return false
	}
	return u.shell.current != nil && u.shell.current.key == key
}

var _ host.Host = (*UI)(nil)

// App is the Fyne app the UI runs on.
func (u *UI) App() fyne.App { return u.app }

// Phone reports whether the phone layout is in use.
func (u *UI) Phone() bool { return u.shell == nil || u.shell.phone }

// Replace swaps the top page of a section.
func (u *UI) Replace(sectionKey string, p host.Page) {
	if s := u.shell.selectSection(sectionKey); s != nil {
		s.stack.replace(p)
	}
}

// Home drops every page of a section but its first.
func (u *UI) Home(sectionKey string) {
	if s := u.shell.section(sectionKey); s != nil {
		s.stack.home()
	}
}

// Current is the page on top of a section.
func (u *UI) Current(sectionKey string) host.Page {
	if s := u.shell.section(sectionKey); s != nil && s.stack != nil {
		return s.stack.top()
	}
	return host.Page{}
}

// SetTitle renames the page on top of a section.
func (u *UI) SetTitle(sectionKey, title string) {
	if s := u.shell.section(sectionKey); s != nil && s.stack != nil && len(s.stack.pages) > 0 {
		s.stack.pages[len(s.stack.pages)-1].Title = title
		s.stack.title.SetText(title)
	}
}

// Select shows a section.
func (u *UI) Select(sectionKey string) { u.shell.selectSection(sectionKey) }

// storeNow returns the open store (after WaitReady).
func (u *UI) Store() *storage.Store {
	u.mu.Lock()
	defer u.mu.Unlock()
	return u.store
}

// showReadOnly says, above every section, that the history can only be
// read and why (storage.Store.ReadOnly), instead of failing on each save.
func (u *UI) showReadOnly() {
	if u.readOnly == "" {
		u.shell.setBanner("")
		return
	}
	u.shell.setBanner(i18n.Tf("This history can only be read: %s. Games and rounds cannot be saved until it can be written.", u.readOnly))
}

// OnLayout registers fn, called when the layout switches between phone
// and desktop.
func (u *UI) OnLayout(fn func(phone bool)) { u.layouts = append(u.layouts, fn) }
