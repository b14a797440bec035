package session

import (
	"fmt"
	"sync"
	"time"

	"arbiter/scoring"
)

var _ Games = (*MemoryHistory)(nil)

// Set holds the sessions open in one app: one per game, shared by every
// page that shows the game (its table, its record's "Edit this round"), so
// two pages of a game never hold two entries that disagree.
type Set struct {
	mu   sync.Mutex
	open map[string]*shared
	// opening counts the sessions being opened.
	opening sync.WaitGroup
}

type shared struct {
	s       closer // nil while opening
	refs    int
	waiters []func(closer, error)
}

// closer is what the Set needs of a session of any game.
type closer interface {
	Flush()
	Close()
	Done() <-chan struct{}
}

// NewSet returns an empty set.
func NewSet() *Set { return &Set{open: map[string]*shared{}} }

// Share hands done the session of a game, opening it (on a goroutine of
// its own) when no page holds it yet. release gives the page's hold back:
// the session closes, its entry written, when the last page lets go. A
// session of the game opened with other types is a programming error.
func Share[S scoring.State, R, O, D any](set *Set, cfg Config, gameID string,
	done func(s *Session[S, R, O, D], release func(), err error)) {
	typed := func(c closer, err error) {
		if err != nil {
			done(nil, nil, err)
			return
		}
		s, ok := c.(*Session[S, R, O, D])
		if !ok {
			set.release(gameID)
			done(nil, nil, fmt.Errorf("session: game %s is open as a %T", gameID, c))
			return
		}
		var once sync.Once
		done(s, func() { once.Do(func() { set.release(gameID) }) }, nil)
	}
	set.mu.Lock()
	if e, ok := set.open[gameID]; ok {
		e.refs++
		if e.s != nil {
			s := e.s
			set.mu.Unlock()
			deliver(cfg.Deliver, func() { typed(s, nil) })
			return
		}
		e.waiters = append(e.waiters, typed)
		set.mu.Unlock()
		return
	}
	e := &shared{refs: 1, waiters: []func(closer, error){typed}}
	set.open[gameID] = e
	set.opening.Add(1)
	set.mu.Unlock()
	openAsync[S, R, O, D](cfg, gameID, func(s *Session[S, R, O, D], err error) {
		set.mu.Lock()
		waiters := e.waiters
		e.waiters = nil
		if err != nil {
			delete(set.open, gameID)
		} else {
			e.s = s
		}
		set.mu.Unlock()
		for _, w := range waiters {
			if err != nil {
				w(nil, err)
			} else {
				w(s, nil)
			}
		}
	}, set.opening.Done)
}

func (set *Set) release(gameID string) {
	set.mu.Lock()
	e, ok := set.open[gameID]
	if !ok {
		set.mu.Unlock()
		return
	}
	e.refs--
	if e.refs > 0 || e.s == nil {
		set.mu.Unlock()
		return
	}
	delete(set.open, gameID)
	set.mu.Unlock()
	e.s.Close()
}

// FlushAll writes every open session's entry (the app goes to the
// background).
func (set *Set) FlushAll() {
	set.mu.Lock()
	var all []closer
	for _, e := range set.open {
		if e.s != nil {
			all = append(all, e.s)
		}
	}
	set.mu.Unlock()
	for _, s := range all {
		s.Flush()
	}
}

// CloseAll closes every open session and waits up to timeout for their
// writes (the app quits).
func (set *Set) CloseAll(timeout time.Duration) {
	set.mu.Lock()
	var all []closer
	for id, e := range set.open {
		if e.s != nil {
			all = append(all, e.s)
		}
		delete(set.open, id)
	}
	set.mu.Unlock()
	deadline := time.After(timeout)
	for _, s := range all {
		s.Close()
	}
	for _, s := range all {
		select {
		case <-s.Done():
		case <-deadline:
			return
		}
	}
}

// Settle waits until the sessions being opened are open and every open
// session's history calls asked for so far have run (tests).
func (set *Set) Settle() {
	set.opening.Wait()
	set.mu.Lock()
	var all []interface{ Settle() }
	for _, e := range set.open {
		if s, ok := e.s.(interface{ Settle() }); ok {
			all = append(all, s)
		}
	}
	set.mu.Unlock()
	for _, s := range all {
		s.Settle()
	}
}
