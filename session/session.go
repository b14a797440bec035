package session

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"arbiter/engine/game"
	"arbiter/scoring"
)

// Config is how a session reaches its history and its screen.
type Config struct {
	History History
	// Deliver runs fn where the screen lives: the app passes fyne.Do, so
	// results and events arrive on the UI goroutine. nil runs fn on the
	// session's own goroutine (the CLI, tests).
	Deliver func(fn func())
	// DraftDelay is the least time between two writes of the draft while
	// the entry changes (default 1 s).
	DraftDelay time.Duration
	// PollEvery is how often the session asks the history for the game's
	// revision, to notice changes made elsewhere (default 1 s; negative:
	// never).
	PollEvery time.Duration
	// WaitNotice: a write that takes longer is reported as Waiting
	// (default 300 ms).
	WaitNotice time.Duration
	// RetryEvery: a write refused because another program holds the
	// history is tried again after this (default 2 s).
	RetryEvery time.Duration
}

func (c *Config) fill() {
	if c.DraftDelay <= 0 {
		c.DraftDelay = time.Second
	}
	if c.PollEvery == 0 {
		c.PollEvery = time.Second
	}
	if c.WaitNotice <= 0 {
		c.WaitNotice = 300 * time.Millisecond
	}
	if c.RetryEvery <= 0 {
		c.RetryEvery = 2 * time.Second
	}
}

// Row is one round in force, in the game's own types: R its round, O its
// result.
type Row[R, O any] struct {
	ID      string
	Number  int
	Version int
	Round   R
	Result  O
	// After is the game's standing after this round.
	After     scoring.Standing
	EnteredAt time.Time
	ChangedAt time.Time
}

// Corrected reports whether the round was changed after it was entered.
func (r Row[R, O]) Corrected() bool { return r.Version > 1 }

// Preview is a round applied to a copy of the game: its result, the state
// and standing it leads to. Commit saves it.
type Preview[S, R, O any] struct {
	Round    R
	Result   O
	After    S
	Standing scoring.Standing
	// Correcting is the id of the round the preview corrects ("" for a new
	// round), Base the revision it was computed on.
	Correcting string
	Base       Revision
}

// Session is one game's table session. S is the game's state type (a
// *myre.Game...), R its round type, O its result type and D the table's
// entry (the draft), which must marshal to JSON.
//
// Its methods are meant for one goroutine, the screen's (where
// Config.Deliver runs its callbacks); they are also safe from others.
type Session[S scoring.State, R, O, D any] struct {
	cfg  Config
	hist History
	def  scoring.Definition
	id   string
	work *worker

	mu      sync.Mutex
	game    GameRecord
	state   S
	rows    []Row[R, O]
	rev     Revision
	editing string // the round being corrected, "" for none
	before  *S     // the state before it, nil until read
	draft   D
	// draftJSON is the draft as it will be written; dirty when it has not
	// been yet.
	draftJSON  []byte
	dirty      bool
	draftTimer *time.Timer
	pending    *Change // a write not done yet
	waiting    bool
	undone     *Row[R, O]
	listeners  map[int]func(Event)
	nextListen int
	closed     bool
	ticker     *time.Ticker
	stopPoll   chan struct{}
	polling    bool // a poll is queued or running
	// known is the newest revision the worker has seen written or read;
	// only the worker touches it.
	known Revision
}

// EventKind says what happened to a session's game.
type EventKind int

const (
	// Saved: a new round was saved (Event.RoundID, Number).
	Saved EventKind = iota + 1
	// Corrected: a round was corrected; later rounds may have new results.
	Corrected
	// Undone: the last round was taken back; TakenBack returns it.
	Undone
	// Elsewhere: another window or program changed the game; everything
	// was read again.
	Elsewhere
	// Editing: a round is being corrected and its state before is read
	// (or the correction stopped).
	Editing
	// Waiting: a write waits for another program that holds the history;
	// the entry is kept and the write goes on by itself.
	Waiting
	// Failed: a write was refused (Event.Err); nothing was written.
	Failed
)

func (k EventKind) String() string {
	switch k {
	case Saved:
		return "saved"
	case Corrected:
		return "corrected"
	case Undone:
		return "undone"
	case Elsewhere:
		return "elsewhere"
	case Editing:
		return "editing"
	case Waiting:
		return "waiting"
	case Failed:
		return "failed"
	}
	return "event"
}

// Event is one change a listener hears of.
type Event struct {
	Kind    EventKind
	RoundID string
	Number  int
	Err     error
}

// draftEnvelope is how a draft is kept: the table's entry and the round
// it corrects.
type draftEnvelope struct {
	Editing string          `json:"editing,omitempty"`
	Entry   json.RawMessage `json:"entry"`
}

// DraftKey is the key a game's entry is kept under.
func DraftKey(gameID string) string { return "game/" + gameID }

// Open reads a game from cfg.History and opens its session. It reads the
// history: call it off the screen's goroutine (OpenAsync does).
func Open[S scoring.State, R, O, D any](cfg Config, gameID string) (*Session[S, R, O, D], error) {
	if cfg.History == nil {
		return nil, errors.New("session: no history")
	}
	cfg.fill()
	snap, err := cfg.History.Load(gameID)
	if err != nil {
		return nil, err
	}
	s := &Session[S, R, O, D]{cfg: cfg, hist: cfg.History, id: gameID, listeners: map[int]func(Event){}}
	if err := s.take(snap); err != nil {
		return nil, err
	}
	s.known = snap.Revision
	// The entry as it was left, and the round it was correcting if that
	// round is still in force.
	if raw, err := cfg.History.Draft(DraftKey(gameID)); err == nil && len(raw) > 0 {
		s.restoreDraft(raw)
	}
	if s.editing != "" {
		if st, err := s.readBefore(s.editing); err == nil {
			s.before = &st
		} else {
			s.editing = ""
		}
	}
	s.work = newWorker()
	if cfg.PollEvery > 0 {
		s.ticker = time.NewTicker(cfg.PollEvery)
		s.stopPoll = make(chan struct{})
		go s.pollLoop(s.ticker, s.stopPoll)
	}
	return s, nil
}

// OpenAsync opens a session on a goroutine of its own and hands it to
// done through cfg.Deliver.
func OpenAsync[S scoring.State, R, O, D any](cfg Config, gameID string, done func(*Session[S, R, O, D], error)) {
	openAsync(cfg, gameID, done, nil)
}

// openAsync is OpenAsync; opened, when set, is called once done has been
// handed to Deliver.
func openAsync[S scoring.State, R, O, D any](cfg Config, gameID string, done func(*Session[S, R, O, D], error), opened func()) {
	go func() {
		s, err := Open[S, R, O, D](cfg, gameID)
		deliver(cfg.Deliver, func() { done(s, err) })
		if opened != nil {
			opened()
		}
	}()
}

func deliver(d func(func()), fn func()) {
	if d == nil {
		fn()
		return
	}
	d(fn)
}

// take makes a snapshot the session's game. Callers hold s.mu or own s.
func (s *Session[S, R, O, D]) take(snap Snapshot) error {
	st, ok := snap.State.(S)
	if !ok {
		return fmt.Errorf("session: game %s is a %s, whose state is a %T", snap.Game.ID, snap.Game.Kind, snap.State)
	}
	rows := make([]Row[R, O], len(snap.Rounds))
	for i, sr := range snap.Rounds {
		r, err := rowOf[R, O](sr)
		if err != nil {
			return fmt.Errorf("session: game %s: %w", snap.Game.ID, err)
		}
		rows[i] = r
	}
	s.def, s.game, s.state, s.rows, s.rev = snap.Def, snap.Game, st, rows, snap.Revision
	return nil
}

func rowOf[R, O any](sr StoredRound) (Row[R, O], error) {
	r, ok := scoring.As[R](sr.Round)
	if !ok {
		return Row[R, O]{}, fmt.Errorf("round %d is a %T", sr.Number, sr.Round)
	}
	o, ok := scoring.As[O](sr.Result)
	if !ok && sr.Result != nil {
		return Row[R, O]{}, fmt.Errorf("round %d's result is a %T", sr.Number, sr.Result)
	}
	return Row[R, O]{ID: sr.ID, Number: sr.Number, Version: sr.Version, Round: r, Result: o, After: sr.After,
		EnteredAt: sr.EnteredAt, ChangedAt: sr.ChangedAt}, nil
}

func (s *Session[S, R, O, D]) restoreDraft(raw []byte) {
	var env draftEnvelope
	var d D
	if err := json.Unmarshal(raw, &env); err == nil && len(env.Entry) > 0 {
		if json.Unmarshal(env.Entry, &d) == nil {
			s.draft, s.editing = d, env.Editing
			s.draftJSON = raw
			return
		}
	}
	// A draft kept before sessions: the entry alone.
	if json.Unmarshal(raw, &d) == nil {
		s.draft = d
		s.draftJSON = raw
	}
}

func (s *Session[S, R, O, D]) readBefore(roundID string) (S, error) {
	var zero S
	st, err := s.hist.StateBefore(s.id, roundID)
	if err != nil {
		return zero, err
	}
	v, ok := st.(S)
	if !ok {
		return zero, fmt.Errorf("session: the state before round %s is a %T", roundID, st)
	}
	return v, nil
}

// ID is the game's id.
func (s *Session[S, R, O, D]) ID() string { return s.id }

// Definition is the game's rules interface.
func (s *Session[S, R, O, D]) Definition() scoring.Definition { return s.def }

// Game is the game's record as the session last read or wrote it.
func (s *Session[S, R, O, D]) Game() GameRecord {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.game
}

// State is the game's state after its rounds in force. It is the
// session's own: read it, never apply a round to it (Preview does, on a
// copy).
func (s *Session[S, R, O, D]) State() S {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.state
}

// Base is the state the entry builds on: the state before the round being
// corrected, else the state after the rounds in force. ok is false while
// the state before a corrected round is still being read.
func (s *Session[S, R, O, D]) Base() (st S, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.editing != "" {
		if s.before == nil {
			return st, false
		}
		return *s.before, true
	}
	return s.state, true
}

// Standing is where the game stands after its rounds in force.
func (s *Session[S, R, O, D]) Standing() scoring.Standing {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.state.Standing()
}

// Revision is the revision of the game the session holds.
func (s *Session[S, R, O, D]) Revision() Revision {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.rev
}

// Rounds is the number of rounds in force.
func (s *Session[S, R, O, D]) Rounds() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.rows)
}

// Row is round i (from 0) in force.
func (s *Session[S, R, O, D]) Row(i int) Row[R, O] {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.rows[i]
}

// Rows are the rounds in force, a copy.
func (s *Session[S, R, O, D]) Rows() []Row[R, O] {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.rows)
}

// RowByID is the round in force with that id.
func (s *Session[S, R, O, D]) RowByID(id string) (Row[R, O], bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if i := s.indexOf(id); i >= 0 {
		return s.rows[i], true
	}
	return Row[R, O]{}, false
}

func (s *Session[S, R, O, D]) indexOf(id string) int {
	for i := len(s.rows) - 1; i >= 0; i-- {
		if s.rows[i].ID == id {
			return i
		}
	}
	return -1
}

// Draft is the entry as it stands.
func (s *Session[S, R, O, D]) Draft() D {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.draft
}

// SetDraft replaces the entry. It is kept in the history at most once a
// DraftDelay while it changes, and when the table is left (Flush, Close).
func (s *Session[S, R, O, D]) SetDraft(d D) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.draft = d
	s.encodeDraftLocked()
	s.scheduleDraftLocked()
}

func (s *Session[S, R, O, D]) encodeDraftLocked() {
	entry, err := json.Marshal(s.draft)
	if err != nil {
		// A draft type that does not marshal is a programming error; the
		// entry stays in memory.
		return
	}
	var raw []byte
	if s.editing != "" || !isZero(entry, s.draft) {
		raw, _ = json.Marshal(draftEnvelope{Editing: s.editing, Entry: entry})
	}
	if !bytes.Equal(raw, s.draftJSON) {
		s.draftJSON = raw
		s.dirty = true
	}
}

// isZero reports whether an entry is empty: it says so itself (an Empty
// method), or it marshals like the zero entry.
func isZero[D any](entry []byte, d D) bool {
	if e, ok := any(d).(interface{ Empty() bool }); ok {
		return e.Empty()
	}
	var zero D
	z, _ := json.Marshal(zero)
	return bytes.Equal(entry, z)
}

func (s *Session[S, R, O, D]) scheduleDraftLocked() {
	if !s.dirty || s.closed || s.draftTimer != nil {
		return
	}
	s.draftTimer = time.AfterFunc(s.cfg.DraftDelay, func() {
		s.mu.Lock()
		s.draftTimer = nil
		s.mu.Unlock()
		s.work.do(s.writeDraft)
	})
}

// writeDraft keeps the entry; it runs on the worker.
func (s *Session[S, R, O, D]) writeDraft() {
	s.mu.Lock()
	if !s.dirty {
		s.mu.Unlock()
		return
	}
	if s.pending != nil && s.pending.Kind != Undo {
		// A round is being saved: its commit clears the kept entry, and
		// the form starts afresh once the screen hears it saved. Writing
		// the entry now, between the two, would keep the saved round's
		// entry as a draft. Looked at again later (the commit refused:
		// the entry is still the form's, and is kept then).
		s.scheduleDraftLocked()
		s.mu.Unlock()
		return
	}
	raw := s.draftJSON
	s.dirty = false
	s.mu.Unlock()
	if err := s.hist.SaveDraft(DraftKey(s.id), raw); err != nil {
		s.mu.Lock()
		if !s.dirty {
			s.draftJSON, s.dirty = raw, true
		}
		s.scheduleDraftLocked()
		s.mu.Unlock()
	}
}

// Flush writes the entry now if it changed since it was last written:
// when the table is left.
func (s *Session[S, R, O, D]) Flush() {
	s.mu.Lock()
	if s.draftTimer != nil {
		s.draftTimer.Stop()
		s.draftTimer = nil
	}
	s.mu.Unlock()
	s.work.do(s.writeDraft)
}

// Correcting is the round being corrected, if any.
func (s *Session[S, R, O, D]) Correcting() (Row[R, O], bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.editing == "" {
		return Row[R, O]{}, false
	}
	if i := s.indexOf(s.editing); i >= 0 {
		return s.rows[i], true
	}
	return Row[R, O]{}, false
}

// Correct starts correcting a round in force: the entry builds on the
// state before it (read from the history; an Editing event says when it
// is there) and Commit saves a correction. The table puts the round's
// entry in its form itself (Row has it).
func (s *Session[S, R, O, D]) Correct(roundID string) error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return ErrClosed
	}
	if s.indexOf(roundID) < 0 {
		s.mu.Unlock()
		return fmt.Errorf("round %s: %w", roundID, ErrNotFound)
	}
	s.editing, s.before = roundID, nil
	s.encodeDraftLocked()
	s.scheduleDraftLocked()
	s.mu.Unlock()
	s.work.do(func() { s.loadBefore(roundID) })
	return nil
}

func (s *Session[S, R, O, D]) loadBefore(roundID string) {
	st, err := s.readBefore(roundID)
	deliver(s.cfg.Deliver, func() {
		s.mu.Lock()
		if s.editing != roundID {
			s.mu.Unlock()
			return
		}
		if err != nil {
			s.editing = ""
			s.encodeDraftLocked()
			s.scheduleDraftLocked()
		} else {
			s.before = &st
		}
		s.mu.Unlock()
		if err != nil {
			s.emit(Event{Kind: Failed, RoundID: roundID, Err: err})
		}
		s.emit(Event{Kind: Editing, RoundID: roundID})
	})
}

// StopCorrecting goes back to entering a new round.
func (s *Session[S, R, O, D]) StopCorrecting() {
	s.mu.Lock()
	was := s.editing
	s.editing, s.before = "", nil
	s.encodeDraftLocked()
	s.scheduleDraftLocked()
	s.mu.Unlock()
	if was != "" {
		s.emit(Event{Kind: Editing})
	}
}

// Preview applies r to a copy of the state the entry builds on: the
// result a Commit would save. Nothing is written; a refusal is the game's
// *game.Error.
func (s *Session[S, R, O, D]) Preview(r R) (Preview[S, R, O], error) {
	s.mu.Lock()
	p := Preview[S, R, O]{Round: r, Correcting: s.editing, Base: s.rev}
	var base S
	switch {
	case s.editing == "":
		if s.game.Status != Active {
			s.mu.Unlock()
			return p, fmt.Errorf("game %s is %s: %w", s.id, s.game.Status, ErrNotActive)
		}
		base = s.state
	case s.before == nil:
		s.mu.Unlock()
		return p, ErrNotReady
	default:
		base = *s.before
	}
	def, g := s.def, s.game
	s.mu.Unlock()
	st, err := cloneState(def, g, base)
	if err != nil {
		return p, err
	}
	res, err := applyAs[S, R, O](st, r)
	if err != nil {
		return p, err
	}
	p.Result, p.After, p.Standing = res, st, st.Standing()
	return p, nil
}

// applyAs applies a round to a state and returns its result as O.
func applyAs[S scoring.State, R, O any](st S, r R) (O, error) {
	var zero O
	res, err := safeApply(st, r)
	if err != nil {
		return zero, err
	}
	o, ok := scoring.As[O](res)
	if !ok {
		return zero, fmt.Errorf("session: %T gives a %T, not a %T", st, res, zero)
	}
	return o, nil
}

// safeApply turns an engine's panic into an error: a bug in a rule must
// not take the table down with the entry in it.
func safeApply(st scoring.State, r any) (res scoring.Result, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("session: the rules failed on this round: %v", p)
		}
	}()
	return st.Apply(r)
}

// cloneState copies a state so that a round can be applied to it: with
// the state's own Clone when it has one, else through the game's codec.
func cloneState[S scoring.State](def scoring.Definition, g GameRecord, st S) (S, error) {
	if c, ok := any(st).(interface{ Clone() S }); ok {
		return c.Clone(), nil
	}
	var zero S
	c := def.Codec()
	raw, err := c.EncodeState(st)
	if err != nil {
		return zero, err
	}
	back, err := c.DecodeState(raw, g.Setup, g.Options)
	if err != nil {
		return zero, err
	}
	v, ok := back.(S)
	if !ok {
		return zero, fmt.Errorf("session: state reads back as a %T", back)
	}
	return v, nil
}

// Saving reports whether a write is under way, and whether it waits for
// another program.
func (s *Session[S, R, O, D]) Saving() (saving, waiting bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.pending != nil, s.waiting
}

// Commit saves a previewed round: a new round, or the correction of the
// round being corrected. The write runs on the session's goroutine; done
// hears the round as saved (or why not) through Config.Deliver, and so do
// the listeners. On success the entry is cleared. A preview computed
// before the game changed is applied again to the game as it is now.
func (s *Session[S, R, O, D]) Commit(p Preview[S, R, O], done func(Row[R, O], error)) {
	if done == nil {
		done = func(Row[R, O], error) {}
	}
	s.mu.Lock()
	switch {
	case s.closed:
		s.mu.Unlock()
		deliver(s.cfg.Deliver, func() { done(Row[R, O]{}, ErrClosed) })
		return
	case s.pending != nil:
		s.mu.Unlock()
		deliver(s.cfg.Deliver, func() { done(Row[R, O]{}, ErrPending) })
		return
	}
	fresh := p.Base == s.rev && p.Correcting == s.editing
	s.mu.Unlock()
	if !fresh {
		var err error
		if p, err = s.Preview(p.Round); err != nil {
			deliver(s.cfg.Deliver, func() { done(Row[R, O]{}, err) })
			return
		}
	}
	s.mu.Lock()
	c := &Change{GameID: s.id, Base: p.Base, Round: p.Round, DraftKey: DraftKey(s.id)}
	var later []Row[R, O]
	if p.Correcting == "" {
		c.Kind = Add
		c.Applied = []Applied{{Result: p.Result, State: p.After, Standing: p.Standing}}
		c.State, c.Standing = p.After, p.Standing
	} else {
		c.Kind, c.RoundID = Correct, p.Correcting
		i := s.indexOf(p.Correcting)
		if i < 0 {
			s.mu.Unlock()
			deliver(s.cfg.Deliver, func() { done(Row[R, O]{}, fmt.Errorf("round %s: %w", p.Correcting, ErrNotFound)) })
			return
		}
		later = slices.Clone(s.rows[i+1:])
		c.Applied = []Applied{{RoundID: p.Correcting, Result: p.Result, State: p.After, Standing: p.Standing}}
	}
	s.pending = c
	def, g := s.def, s.game
	s.mu.Unlock()
	s.work.do(func() {
		if c.Kind == Correct {
			// The rounds after the corrected one, replayed on its state:
			// each may now give another result, or be refused.
			if err := replay(def, g, c, p.After, later); err != nil {
				s.finish(c, Committed{}, err, done)
				return
			}
		}
		s.write(c, done)
	})
}

// replay applies the rounds after a corrected one and adds them to c.
func replay[S scoring.State, R, O any](def scoring.Definition, g GameRecord, c *Change, after S, later []Row[R, O]) error {
	st, err := cloneState(def, g, after)
	if err != nil {
		return err
	}
	for _, row := range later {
		res, err := safeApply(st, row.Round)
		if err != nil {
			if game.IsRefusal(err) {
				return game.Prefix(err, fmt.Sprintf("%s[%d]", def.Info().RoundsKey, row.Number-1))
			}
			return err
		}
		c.Applied = append(c.Applied, Applied{RoundID: row.ID, Result: res, State: st, Standing: st.Standing()})
		if st, err = cloneState(def, g, st); err != nil {
			return err
		}
	}
	last := c.Applied[len(c.Applied)-1]
	c.State, c.Standing = last.State, last.Standing
	return nil
}

// write sends a change to the history on the worker, telling the screen
// when it waits, and trying again while another program holds the
// history: the round stays pending (and the entry in the form) until it
// is written or refused, also while the session closes.
func (s *Session[S, R, O, D]) write(c *Change, done func(Row[R, O], error)) {
	told := make(chan struct{})
	notice := time.AfterFunc(s.cfg.WaitNotice, func() {
		close(told)
		s.setWaiting(true)
	})
	committed, err := s.hist.Commit(*c)
	for errors.Is(err, ErrBusy) {
		if notice.Stop() {
			close(told)
			s.setWaiting(true)
		}
		time.Sleep(s.cfg.RetryEvery)
		committed, err = s.hist.Commit(*c)
	}
	if !notice.Stop() {
		<-told
	}
	if errors.Is(err, ErrStale) {
		s.rebase(c, done)
		return
	}
	if err == nil {
		s.known = committed.Revision
	}
	s.finish(c, committed, err, done)
}

func (s *Session[S, R, O, D]) setWaiting(on bool) {
	deliver(s.cfg.Deliver, func() {
		s.mu.Lock()
		changed := s.waiting != on && s.pending != nil
		if s.pending != nil {
			s.waiting = on
		}
		s.mu.Unlock()
		if changed && on {
			s.emit(Event{Kind: Waiting})
		}
	})
}

// rebase reads the game again after ErrStale and applies the pending
// round once more to the game as it is now; on the worker.
func (s *Session[S, R, O, D]) rebase(c *Change, done func(Row[R, O], error)) {
	snap, err := s.hist.Load(s.id)
	if err != nil {
		s.finish(c, Committed{}, err, done)
		return
	}
	s.known = snap.Revision
	var before *S
	if c.Kind == Correct {
		st, err := s.readBefore(c.RoundID)
		if err != nil {
			s.finish(c, Committed{}, err, done)
			return
		}
		before = &st
	}
	deliver(s.cfg.Deliver, func() {
		s.mu.Lock()
		err := s.take(snap)
		if err == nil && c.Kind == Correct {
			if s.indexOf(c.RoundID) < 0 {
				s.editing, s.before = "", nil
				err = fmt.Errorf("round %s: %w", c.RoundID, ErrNotFound)
			} else {
				s.editing, s.before = c.RoundID, before
			}
		}
		s.pending, s.waiting = nil, false
		s.mu.Unlock()
		s.emit(Event{Kind: Elsewhere})
		if err != nil {
			done(Row[R, O]{}, err)
			return
		}
		r, ok := scoring.As[R](c.Round)
		if !ok {
			done(Row[R, O]{}, fmt.Errorf("session: pending round is a %T", c.Round))
			return
		}
		p, err := s.Preview(r)
		if err != nil {
			s.emit(Event{Kind: Failed, Err: err})
			done(Row[R, O]{}, err)
			return
		}
		s.Commit(p, done)
	})
}

// finish ends a write: the session takes what was written, or keeps the
// game as it was when the write was refused.
func (s *Session[S, R, O, D]) finish(c *Change, w Committed, err error, done func(Row[R, O], error)) {
	deliver(s.cfg.Deliver, func() {
		s.mu.Lock()
		s.pending, s.waiting = nil, false
		if err != nil {
			s.mu.Unlock()
			s.emit(Event{Kind: Failed, Err: err})
			done(Row[R, O]{}, err)
			return
		}
		var row Row[R, O]
		var ev Event
		switch c.Kind {
		case Add:
			row = s.newRow(c, w)
			s.rows = append(s.rows, row)
			ev = Event{Kind: Saved, RoundID: row.ID, Number: row.Number}
		case Correct:
			i := s.indexOf(c.RoundID)
			for k, a := range c.Applied {
				if i < 0 || i+k >= len(s.rows) {
					break
				}
				r := &s.rows[i+k]
				if o, ok := scoring.As[O](a.Result); ok {
					r.Result = o
				}
				r.After = a.Standing
			}
			if i >= 0 {
				if rr, ok := scoring.As[R](c.Round); ok {
					s.rows[i].Round = rr
				}
				s.rows[i].Version = w.Round.Version
				s.rows[i].ChangedAt = w.Round.ChangedAt
				row = s.rows[i]
			}
			ev = Event{Kind: Corrected, RoundID: c.RoundID, Number: row.Number}
		case Undo:
			row = s.rows[len(s.rows)-1]
			s.rows = s.rows[:len(s.rows)-1]
			s.undone = &row
			ev = Event{Kind: Undone, RoundID: row.ID, Number: row.Number}
		}
		if st, ok := c.State.(S); ok {
			s.state = st
		}
		s.game, s.rev = w.Game, w.Revision
		if c.Kind != Undo {
			// The entry was saved: the form starts afresh.
			var zero D
			s.draft, s.editing, s.before = zero, "", nil
			s.draftJSON, s.dirty = nil, false
			if s.draftTimer != nil {
				s.draftTimer.Stop()
				s.draftTimer = nil
			}
		}
		s.mu.Unlock()
		s.emit(ev)
		done(row, nil)
	})
}

func (s *Session[S, R, O, D]) newRow(c *Change, w Committed) Row[R, O] {
	a := c.Applied[0]
	row := Row[R, O]{ID: w.Round.ID, Number: w.Round.Number, Version: w.Round.Version, After: a.Standing,
		EnteredAt: w.Round.EnteredAt, ChangedAt: w.Round.ChangedAt}
	row.Round, _ = scoring.As[R](c.Round)
	row.Result, _ = scoring.As[O](a.Result)
	return row
}

// Undo takes back the last round in force. done hears the round taken
// back (its entry, to put back in the form); TakenBack returns it too.
func (s *Session[S, R, O, D]) Undo(done func(Row[R, O], error)) {
	if done == nil {
		done = func(Row[R, O], error) {}
	}
	s.mu.Lock()
	switch {
	case s.closed:
		s.mu.Unlock()
		deliver(s.cfg.Deliver, func() { done(Row[R, O]{}, ErrClosed) })
		return
	case s.pending != nil:
		s.mu.Unlock()
		deliver(s.cfg.Deliver, func() { done(Row[R, O]{}, ErrPending) })
		return
	case len(s.rows) == 0:
		s.mu.Unlock()
		deliver(s.cfg.Deliver, func() { done(Row[R, O]{}, ErrNothingToUndo) })
		return
	}
	last := s.rows[len(s.rows)-1]
	c := &Change{Kind: Undo, GameID: s.id, Base: s.rev, RoundID: last.ID}
	s.pending = c
	s.mu.Unlock()
	s.work.do(func() {
		st, err := s.readBefore(last.ID)
		if err != nil {
			s.finish(c, Committed{}, err, done)
			return
		}
		c.State, c.Standing = st, st.Standing()
		s.write(c, done)
	})
}

// TakenBack is the round the last Undo took back.
func (s *Session[S, R, O, D]) TakenBack() (Row[R, O], bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.undone == nil {
		return Row[R, O]{}, false
	}
	return *s.undone, true
}

// Subscribe adds a listener, called through Config.Deliver after every
// change; the returned function removes it.
func (s *Session[S, R, O, D]) Subscribe(fn func(Event)) (cancel func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	id := s.nextListen
	s.nextListen++
	s.listeners[id] = fn
	return func() {
		s.mu.Lock()
		delete(s.listeners, id)
		s.mu.Unlock()
	}
}

// emit calls the listeners; callers run where Deliver runs and hold no
// lock.
func (s *Session[S, R, O, D]) emit(ev Event) {
	s.mu.Lock()
	ids := make([]int, 0, len(s.listeners))
	for id := range s.listeners {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	fns := make([]func(Event), 0, len(ids))
	for _, id := range ids {
		fns = append(fns, s.listeners[id])
	}
	s.mu.Unlock()
	for _, fn := range fns {
		fn(ev)
	}
}

func (s *Session[S, R, O, D]) pollLoop(t *time.Ticker, stop chan struct{}) {
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			s.Poll()
		}
	}
}

// Poll asks the history whether the game changed elsewhere, at once (the
// session also asks every PollEvery).
func (s *Session[S, R, O, D]) Poll() {
	s.mu.Lock()
	if s.polling || s.closed {
		s.mu.Unlock()
		return
	}
	s.polling = true
	s.mu.Unlock()
	if !s.work.do(s.poll) {
		s.mu.Lock()
		s.polling = false
		s.mu.Unlock()
	}
}

// poll runs on the worker: one small read, and the whole game read again
// only when it changed.
func (s *Session[S, R, O, D]) poll() {
	defer func() {
		s.mu.Lock()
		s.polling = false
		s.mu.Unlock()
	}()
	s.mu.Lock()
	pending := s.pending != nil
	s.mu.Unlock()
	if pending {
		return
	}
	rev, err := s.hist.Revision(s.id)
	if err != nil || rev == s.known {
		return
	}
	snap, err := s.hist.Load(s.id)
	if err != nil {
		return
	}
	s.known = snap.Revision
	s.mu.Lock()
	editing := s.editing
	s.mu.Unlock()
	var before *S
	if editing != "" {
		if st, err := s.readBefore(editing); err == nil {
			before = &st
		}
	}
	deliver(s.cfg.Deliver, func() {
		s.mu.Lock()
		if snap.Revision == s.rev || s.pending != nil {
			s.mu.Unlock()
			return
		}
		if err := s.take(snap); err != nil {
			s.mu.Unlock()
			s.emit(Event{Kind: Failed, Err: err})
			return
		}
		if s.editing != "" {
			if s.indexOf(s.editing) < 0 || before == nil || s.editing != editing {
				s.editing, s.before = "", nil
				s.encodeDraftLocked()
				s.scheduleDraftLocked()
			} else {
				s.before = before
			}
		}
		s.mu.Unlock()
		s.emit(Event{Kind: Elsewhere})
	})
}

// Close writes the entry if it changed, lets the writes under way finish
// and stops the session. Wait for them with Done.
func (s *Session[S, R, O, D]) Close() {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	s.closed = true
	if s.draftTimer != nil {
		s.draftTimer.Stop()
		s.draftTimer = nil
	}
	if s.ticker != nil {
		s.ticker.Stop()
		close(s.stopPoll)
	}
	s.mu.Unlock()
	s.work.do(s.writeDraft)
	s.work.stop()
}

// Done is closed once a closed session has written what it had to.
func (s *Session[S, R, O, D]) Done() <-chan struct{} { return s.work.done }

// Settle waits until every history call asked for so far has run (tests,
// and the CLI before it exits). Callbacks delivered through Deliver may
// still be queued there.
func (s *Session[S, R, O, D]) Settle() { s.work.drain() }

// Line is a round in force as code that does not know the game's types
// sees it (the score sheet, the game record).
type Line struct {
	ID        string
	Number    int
	Version   int
	Round     scoring.Round
	Result    scoring.Result
	After     scoring.Standing
	EnteredAt time.Time
	ChangedAt time.Time
}

func (r Row[R, O]) line() Line {
	return Line{ID: r.ID, Number: r.Number, Version: r.Version, Round: r.Round, Result: r.Result, After: r.After,
		EnteredAt: r.EnteredAt, ChangedAt: r.ChangedAt}
}

// Table is a session as game-agnostic code sees it: the shared widgets of
// every table (the score sheet, the page frame) draw from it.
type Table interface {
	ID() string
	Definition() scoring.Definition
	Game() GameRecord
	Standing() scoring.Standing
	Revision() Revision
	// Rounds is the number of rounds in force; Line(i) is round i (from
	// 0).
	Rounds() int
	Line(i int) Line
	Saving() (saving, waiting bool)
	// Correct starts correcting a round (the table puts it in its form
	// when it hears the Editing event).
	Correct(roundID string) error
	// UndoLast takes the last round back.
	UndoLast(done func(Line, error))
	// Versions reads a round's history, delivered to done.
	Versions(roundID string, done func([]Version, error))
	// TakenBackLine is the round the last undo took back.
	TakenBackLine() (Line, bool)
	Subscribe(fn func(Event)) (cancel func())
}

// TakenBackLine is TakenBack for code that does not know the game's types.
func (s *Session[S, R, O, D]) TakenBackLine() (Line, bool) {
	r, ok := s.TakenBack()
	return r.line(), ok
}

var _ Table = (*Session[scoring.State, any, any, any])(nil)

// Line is round i (from 0) in force.
func (s *Session[S, R, O, D]) Line(i int) Line { return s.Row(i).line() }

// UndoLast is Undo for code that does not know the game's types.
func (s *Session[S, R, O, D]) UndoLast(done func(Line, error)) {
	s.Undo(func(r Row[R, O], err error) {
		if done != nil {
			done(r.line(), err)
		}
	})
}

// Versions reads a round's history from the history, on the session's
// goroutine, and delivers it to done.
func (s *Session[S, R, O, D]) Versions(roundID string, done func([]Version, error)) {
	if !s.work.do(func() {
		v, err := s.hist.Versions(s.id, roundID)
		deliver(s.cfg.Deliver, func() { done(v, err) })
	}) {
		deliver(s.cfg.Deliver, func() { done(nil, ErrClosed) })
	}
}
