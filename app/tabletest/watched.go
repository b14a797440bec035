package tabletest

import (
	"sync"
	"sync/atomic"
	"testing"

	"arbiter/app/apptest"
	"arbiter/scoring"
	"arbiter/session"
)

// A table's logic is tested through the game's session on a real history,
// with a stand-in for the shell (apptest.Host: no navigation bar, no home
// screen) whose history the test can watch and hold: that nothing on a
// tap's path calls the history, that a held history keeps the entry.

// WatchedHistory is a history that counts the calls made of it and can
// be held, as another program holding the file would: while held, every
// call waits (on the caller's goroutine) until it is let go.
type WatchedHistory struct {
	session.Games
	Started, Finished atomic.Int64
	mu                sync.Mutex
	gate              chan struct{} // nil: free; else closed when let go
	// commitGate holds commits only.
	commitGate chan struct{}
}

func (w *WatchedHistory) enter(commit bool) func() {
	w.Started.Add(1)
	w.mu.Lock()
	g, cg := w.gate, w.commitGate
	w.mu.Unlock()
	if g != nil {
		<-g
	}
	if commit && cg != nil {
		<-cg
	}
	return func() { w.Finished.Add(1) }
}

// Hold makes every call wait until the returned function lets go.
func (w *WatchedHistory) Hold() (letGo func()) {
	g := make(chan struct{})
	w.mu.Lock()
	w.gate = g
	w.mu.Unlock()
	return func() {
		w.mu.Lock()
		w.gate = nil
		w.mu.Unlock()
		close(g)
	}
}

// HoldCommits makes commits wait until the returned function lets go.
func (w *WatchedHistory) HoldCommits() (letGo func()) {
	g := make(chan struct{})
	w.mu.Lock()
	w.commitGate = g
	w.mu.Unlock()
	return func() {
		w.mu.Lock()
		w.commitGate = nil
		w.mu.Unlock()
		close(g)
	}
}

func (w *WatchedHistory) Load(id string) (session.Snapshot, error) {
	defer w.enter(false)()
	return w.Games.Load(id)
}
func (w *WatchedHistory) StateBefore(id, round string) (scoring.State, error) {
	defer w.enter(false)()
	return w.Games.StateBefore(id, round)
}
func (w *WatchedHistory) Commit(c session.Change) (session.Committed, error) {
	defer w.enter(true)()
	return w.Games.Commit(c)
}
func (w *WatchedHistory) Revision(id string) (session.Revision, error) {
	defer w.enter(false)()
	return w.Games.Revision(id)
}
func (w *WatchedHistory) Draft(key string) ([]byte, error) {
	defer w.enter(false)()
	return w.Games.Draft(key)
}
func (w *WatchedHistory) SaveDraft(key string, data []byte) error {
	defer w.enter(false)()
	return w.Games.SaveDraft(key, data)
}
func (w *WatchedHistory) Versions(id, round string) ([]session.Version, error) {
	defer w.enter(false)()
	return w.Games.Versions(id, round)
}
func (w *WatchedHistory) Players() ([]string, error) {
	defer w.enter(false)()
	return w.Games.Players()
}
func (w *WatchedHistory) CreateGame(g session.NewGame) (session.GameRecord, error) {
	defer w.enter(false)()
	return w.Games.CreateGame(g)
}

// WatchedHost is the stand-in shell with a watched history; it counts
// what is handed to its UI goroutine (Do) and keeps it in a queue of its
// own, which a test may run without waiting for the sessions' history
// calls (RunQueue) while the history is held.
type WatchedHost struct {
	*apptest.Host
	Hist  *WatchedHistory
	Dos   atomic.Int64
	mu    sync.Mutex
	queue []func()
}

// NewWatchedHost is the stand-in shell (apptest.Host, a fresh history in
// a temporary directory) with its history watched.
func NewWatchedHost(t testing.TB, phone bool) *WatchedHost {
	h := apptest.NewHost(t, phone)
	return &WatchedHost{Host: h, Hist: &WatchedHistory{Games: h.Store().SessionHistory()}}
}

func (h *WatchedHost) Games() session.Games               { return h.Hist }
func (h *WatchedHost) WithGames(fn func(g session.Games)) { fn(h.Hist) }

func (h *WatchedHost) Do(fn func()) {
	h.Dos.Add(1)
	h.mu.Lock()
	h.queue = append(h.queue, fn)
	h.mu.Unlock()
}

// RunQueue runs what was handed to the UI goroutine so far; it reports
// whether there was anything.
func (h *WatchedHost) RunQueue() bool {
	h.mu.Lock()
	fns := h.queue
	h.queue = nil
	h.mu.Unlock()
	for _, fn := range fns {
		fn()
	}
	return len(fns) > 0
}

// Settle waits for the background work and the sessions' history calls
// and runs what they handed the UI goroutine, until nothing is left.
func (h *WatchedHost) Settle() {
	for {
		h.Host.Settle()
		if !h.RunQueue() {
			return
		}
	}
}

func (h *WatchedHost) Background(work, done func()) {
	h.Host.Background(work, func() {
		if done != nil {
			h.Dos.Add(1)
			done()
		}
	})
}
