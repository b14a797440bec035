package storage

import (
	"database/sql"
	"sync"
	"time"
)

// hotPath keeps what every round written needs and need not be made again:
// the write path's statements prepared once on the writer connection (a
// transaction reuses them: there is only that connection), and each
// game's setup and options read into the game's types, as long as they are
// unchanged.
type hotPath struct {
	mu    sync.Mutex
	stmts map[string]*sql.Stmt
	rules map[string]cachedRules
	// last is the game the last transaction added a round to, as that
	// round left it: the next round of the same game starts from it
	// without reading it back, as long as nothing else was written since
	// (by this store: writes; by another connection or process: SQLite's
	// data_version).
	last    *lastRound
	pending *lastRound // set by addRound, kept once its transaction commits
	writes  uint64
}

type lastRound struct {
	game        Game // the game row after the round
	state       string
	nextSeq     int
	sitting     string    // the sitting the round was written in
	sittingAt   time.Time // and when
	writes      uint64
	dataVersion int64
}

// wrote records the end of a write transaction: a committed addRound
// leaves its game as the next one's starting point; anything else
// forgets it.
func (h *hotPath) wrote(committed bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.writes++
	h.last = nil
	if committed && h.pending != nil {
		h.pending.writes = h.writes
		h.last = h.pending
	}
	h.pending = nil
}

// lastFor returns the cached game and state for gameID when nothing was
// written since the round that left them, by this store or any other
// connection (dataVersion is this transaction's PRAGMA data_version).
func (h *hotPath) lastFor(gameID string, dataVersion int64) *lastRound {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.last == nil || h.last.game.ID != gameID || h.last.writes != h.writes || h.last.dataVersion != dataVersion {
		return nil
	}
	return h.last
}

// keep remembers what addRound leaves, to be kept if its transaction
// commits.
func (h *hotPath) keep(l *lastRound) {
	h.mu.Lock()
	h.pending = l
	h.mu.Unlock()
}

type cachedRules struct {
	kind, setup, options string
	r                    gameRules
}

// hotStatements are prepared on the writer connection when the store
// opens: preparing one later would wait for the connection a transaction
// holds.
var hotStatements []string

func hot(query string) string {
	hotStatements = append(hotStatements, query)
	return query
}

// prepareHot prepares the write path's statements on the idle writer.
func (s *Store) prepareHot() error {
	s.hot.mu.Lock()
	defer s.hot.mu.Unlock()
	s.hot.stmts = map[string]*sql.Stmt{}
	for _, q := range hotStatements {
		st, err := s.w.Prepare(q)
		if err != nil {
			return err
		}
		s.hot.stmts[q] = st
	}
	return nil
}

// stmt returns a write-path statement for use in tx, or nil when query is
// not one of them (it is then run unprepared).
func (s *Store) stmt(tx *sql.Tx, query string) *sql.Stmt {
	s.hot.mu.Lock()
	st, ok := s.hot.stmts[query]
	s.hot.mu.Unlock()
	if !ok {
		return nil
	}
	return tx.Stmt(st)
}

// exec runs a statement in tx, prepared once when it is on the write path.
func (s *Store) exec(tx *sql.Tx, query string, args ...any) (sql.Result, error) {
	if st := s.stmt(tx, query); st != nil {
		return st.Exec(args...)
	}
	return tx.Exec(query, args...)
}

// queryRow runs a query in tx, prepared once when it is on the write path.
func (s *Store) queryRow(tx *sql.Tx, query string, args ...any) *sql.Row {
	if st := s.stmt(tx, query); st != nil {
		return st.QueryRow(args...)
	}
	return tx.QueryRow(query, args...)
}

// rulesFor reads a stored game's rules, reusing them while its kind,
// setup and options are what they were.
func (s *Store) rulesFor(g Game) (gameRules, error) {
	s.hot.mu.Lock()
	c, ok := s.hot.rules[g.ID]
	s.hot.mu.Unlock()
	if ok && c.kind == g.Kind && c.setup == string(g.Setup) && c.options == string(g.Options) {
		return c.r, nil
	}
	r, err := rulesOf(g.Kind, g.Setup, g.Options)
	if err != nil {
		return r, err
	}
	s.hot.mu.Lock()
	if s.hot.rules == nil || len(s.hot.rules) > 256 {
		s.hot.rules = map[string]cachedRules{}
	}
	s.hot.rules[g.ID] = cachedRules{g.Kind, string(g.Setup), string(g.Options), r}
	s.hot.mu.Unlock()
	return r, nil
}

func (h *hotPath) close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, st := range h.stmts {
		st.Close()
	}
	h.stmts = nil
}
