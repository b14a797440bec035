package host

import (
	"sync"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/data/binding"

	"arbiter/scoring"
	"arbiter/session"
)

// Host is what the shell offers the screens it shows (the history, the
// players, the game tables and the shared widgets): the history store,
// navigation between pages, messages, the layout in use and a change
// notification. The shell implements it; the screens never import the
// shell.
type Host interface {
	// App is the running Fyne app (preferences, clipboard, settings).
	App() fyne.App
	// Window is the main window, the parent of dialogs.
	Window() fyne.Window

	// Games is the history as the game tables reach it (their sessions'
	// port and the new-game forms'), nil until it is open or when it
	// could not be opened. Its calls read or write the history: make them
	// off the UI goroutine (a session does).
	Games() session.Games
	// WithGames runs fn on the UI goroutine with the open history: now
	// when it is open, else once it is; never when it could not be opened.
	WithGames(fn func(g session.Games))
	// Sessions are the table sessions open in the app: one per game,
	// shared by the pages that show it.
	Sessions() *session.Set
	// ShowGame shows a stored game: its table while it is active, else
	// its record. The game is read off the UI goroutine.
	ShowGame(id string)
	// Do runs fn on the UI goroutine (fyne.Do; a test's own goroutine when
	// the test settles the app itself).
	Do(fn func())
	// Background runs work off the UI goroutine, then done (if not nil) on
	// it: every history call a screen makes goes through it or a session.
	Background(work, done func())

	// Push shows a page on top of a section's stack and switches to that
	// section. Sections: SectionPlay, SectionHistory, ...
	Push(section string, p Page)
	// Replace swaps the top page of a section for p.
	Replace(section string, p Page)
	// Back leaves the top page of a section.
	Back(section string)
	// Home drops every page of a section but its first.
	Home(section string)
	// Current is the page on top of a section.
	Current(section string) Page
	// SetTitle renames the page on top of a section.
	SetTitle(section, title string)
	// Visible reports whether a section is on screen.
	Visible(section string) bool

	// NewGame is the new-game page of a game ("": pick a game first).
	NewGame(kind string) Page

	// Phone reports whether the phone layout (bottom navigation, one
	// column) is in use.
	Phone() bool
	// OnLayout registers fn, called with the new layout whenever the
	// window crosses the phone width (both ways), so a screen built for
	// one layout can rebuild for the other. Dropped, like OnChange, when
	// the screens are rebuilt.
	OnLayout(fn func(phone bool))

	// Toast shows a short message that needs no answer.
	Toast(msg string)
	// ShowErr reports an error in a dialog (nil: nothing).
	ShowErr(err error)

	// Changed tells every list that the history changed.
	Changed()
	// OnChange registers fn to be called after the history changed; the
	// registrations are dropped when the screens are rebuilt.
	OnChange(fn func())
	// OnQuit registers fn to run when the app quits, before the history
	// is closed: what holds the history open (a tournament's director or
	// table) ends cleanly instead of as after a crash.
	OnQuit(fn func())
}

// The shell's sections, as Push and the other navigation calls name them.
const (
	SectionPlay     = "play"
	SectionHistory  = "history"
	SectionPlayers  = "players"
	SectionRules    = "rules"
	SectionSettings = "settings"
)

// UseTables sets the game tables the app has: the shell calls it once
// with the list its main gives it (app/tables/all.Tables), a test with the
// tables it needs. A table's ID is its game's kind ("myre"); a table
// without an ID or listed twice is a programming error.
func UseTables(list ...Table) {
	m := make(map[string]Table, len(list))
	for _, t := range list {
		if t.ID == "" {
			panic("host: a table without an ID")
		}
		if _, dup := m[t.ID]; dup {
			panic("host: table " + t.ID + " listed twice")
		}
		m[t.ID] = t
	}
	tablesMu.Lock()
	tables = m
	tablesMu.Unlock()
}

var (
	tablesMu sync.RWMutex
	tables   = map[string]Table{}
)

// Lookup returns the table of a game, if the app has one.
func Lookup(kind string) (Table, bool) {
	tablesMu.RLock()
	defer tablesMu.RUnlock()
	t, ok := tables[kind]
	return t, ok
}

// page is one screen pushed on a section's stack.
type Page struct {
	Title string
	// TitleData, when set, is the title instead: a page that learns its
	// title later (a table whose game is still being read) sets it.
	TitleData binding.String
	Content   fyne.CanvasObject
	Actions   []fyne.CanvasObject // buttons at the end of the header
	OnShow    func()              // called each time the page becomes visible
	// OnClose is called once when the page leaves its section for good
	// (back, home, replaced, the screens rebuilt): a table lets go of its
	// session.
	OnClose func()
}

// games is the catalog of the games the app offers (UseGames). The widgets
// and tables look a game's definition up here rather than in scoring/all,
// so a front end links only the games it offers: the browser's table page
// has Pymtheg and Burn, not all eight engines.
var games atomic.Pointer[scoring.Catalog]

// UseGames sets the games the app offers: the shell calls it with
// scoring/all.Games, the browser's table page with its two games, a test
// with what it needs.
func UseGames(c *scoring.Catalog) { games.Store(c) }

// Catalog is the catalog UseGames set (an empty one before: every lookup
// is then refused as an unknown game).
func Catalog() *scoring.Catalog {
	if c := games.Load(); c != nil {
		return c
	}
	return scoring.NewCatalog()
}
