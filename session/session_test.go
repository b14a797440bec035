package session_test

import (
	"arbiter/scoring/all"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"arbiter/engine/game"
	"arbiter/scoring"
	"arbiter/scoring/scoringtest"
	"arbiter/session"
)

type entry struct {
	Points map[string]int `json:"points,omitempty"`
	Note   string         `json:"note,omitempty"`
}

type tally = session.Session[*scoringtest.Game, scoringtest.Round, scoringtest.Result, entry]

// countingHistory counts the writes a session makes.
type countingHistory struct {
	*session.MemoryHistory
	drafts, commits atomic.Int32
}

func (h *countingHistory) SaveDraft(key string, data []byte) error {
	h.drafts.Add(1)
	return h.MemoryHistory.SaveDraft(key, data)
}

func (h *countingHistory) Commit(c session.Change) (session.Committed, error) {
	h.commits.Add(1)
	return h.MemoryHistory.Commit(c)
}

func newTally(t *testing.T, target int) (*countingHistory, string) {
	t.Helper()
	d := scoringtest.Definition
	h := &countingHistory{MemoryHistory: session.NewMemoryHistory(all.Games.With(d))}
	id, err := h.Create(d, "test", scoringtest.Setup{Sides: []string{"Ann", "Bo"}}, scoring.Values{"target": target},
		[]session.Seat{{Player: "Ann", Side: "Ann"}, {Player: "Bo", Side: "Bo", Position: 1}})
	if err != nil {
		t.Fatal(err)
	}
	return h, id
}

func open(t *testing.T, h session.History, id string, cfg session.Config) *tally {
	t.Helper()
	cfg.History = h
	if cfg.PollEvery == 0 {
		cfg.PollEvery = -1
	}
	s, err := session.Open[*scoringtest.Game, scoringtest.Round, scoringtest.Result, entry](cfg, id)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		s.Close()
		<-s.Done()
	})
	return s
}

// commit previews and commits a round and waits for the write.
func commit(t *testing.T, s *tally, r scoringtest.Round) (session.Row[scoringtest.Round, scoringtest.Result], error) {
	t.Helper()
	p, err := s.Preview(r)
	if err != nil {
		return session.Row[scoringtest.Round, scoringtest.Result]{}, err
	}
	type out struct {
		row session.Row[scoringtest.Round, scoringtest.Result]
		err error
	}
	ch := make(chan out, 1)
	s.Commit(p, func(row session.Row[scoringtest.Round, scoringtest.Result], err error) { ch <- out{row, err} })
	select {
	case o := <-ch:
		return o.row, o.err
	case <-time.After(10 * time.Second):
		t.Fatal("the commit never ended")
	}
	panic("unreachable")
}

func pts(ann, bo int) scoringtest.Round {
	return scoringtest.Round{Points: map[string]int{"Ann": ann, "Bo": bo}}
}

func totals(st scoring.Standing) [2]int {
	a, _ := st.Total("Ann")
	b, _ := st.Total("Bo")
	return [2]int{a, b}
}

func TestCommitAppliesOnceAndNeedsNoReload(t *testing.T) {
	h, id := newTally(t, 100)
	s := open(t, h, id, session.Config{})
	s.SetDraft(entry{Points: map[string]int{"Ann": 3}})
	row, err := commit(t, s, pts(3, 1))
	if err != nil {
		t.Fatal(err)
	}
	if row.Number != 1 || row.Version != 1 || row.Result.Gained["Ann"] != 3 || totals(row.After) != [2]int{3, 1} {
		t.Fatalf("row %+v", row)
	}
	if got := totals(s.Standing()); got != [2]int{3, 1} {
		t.Fatalf("standing %v", got)
	}
	if s.Rounds() != 1 || s.Row(0).ID != row.ID {
		t.Fatalf("rows %+v", s.Rows())
	}
	if d := s.Draft(); d.Points != nil {
		t.Fatalf("the saved entry stays in the form: %+v", d)
	}
	if n := h.commits.Load(); n != 1 {
		t.Fatalf("%d writes for one round", n)
	}
	// The history holds what the session computed.
	snap, err := h.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	if totals(snap.State.Standing()) != [2]int{3, 1} || len(snap.Rounds) != 1 || snap.Revision != s.Revision() {
		t.Fatalf("history %+v", snap)
	}
	if raw, _ := h.Draft(session.DraftKey(id)); raw != nil {
		t.Fatalf("the draft of a saved round is kept: %s", raw)
	}
}

func TestARefusedRoundChangesNothing(t *testing.T) {
	h, id := newTally(t, 100)
	s := open(t, h, id, session.Config{})
	if _, err := commit(t, s, pts(2, 2)); err != nil {
		t.Fatal(err)
	}
	s.SetDraft(entry{Note: "kept"})
	rev := s.Revision()
	_, err := commit(t, s, pts(2000, 0))
	var ge *game.Error
	if !errors.As(err, &ge) || !errors.Is(err, game.ErrImpossible) || ge.Field != "points.Ann" || ge.Rule != game.RuleImpossible {
		t.Fatalf("refusal %v: want points.Ann, GEN-1", err)
	}
	if totals(s.Standing()) != [2]int{2, 2} || s.Rounds() != 1 || s.Revision() != rev {
		t.Fatalf("a refused round changed the game: %v", totals(s.Standing()))
	}
	if s.Draft().Note != "kept" {
		t.Fatalf("a refused round dropped the entry: %+v", s.Draft())
	}
	if n := h.commits.Load(); n != 1 {
		t.Fatalf("a refused round reached the history: %d writes", n)
	}
}

func TestCorrectionReplaysTheRoundsAfter(t *testing.T) {
	h, id := newTally(t, 100)
	s := open(t, h, id, session.Config{})
	for _, r := range []scoringtest.Round{pts(1, 0), pts(2, 0), pts(3, 0)} {
		if _, err := commit(t, s, r); err != nil {
			t.Fatal(err)
		}
	}
	first := s.Row(0)
	events := make(chan session.Event, 8)
	s.Subscribe(func(ev session.Event) { events <- ev })
	if err := s.Correct(first.ID); err != nil {
		t.Fatal(err)
	}
	waitFor(t, events, session.Editing)
	if before, ok := s.Base(); !ok || totals(before.Standing()) != [2]int{0, 0} {
		t.Fatalf("state before round 1: %v %v", ok, before)
	}
	row, err := commit(t, s, pts(10, 5))
	if err != nil {
		t.Fatal(err)
	}
	if row.Number != 1 || row.Version != 2 || !row.Corrected() {
		t.Fatalf("corrected row %+v", row)
	}
	if _, ok := s.Correcting(); ok {
		t.Fatal("still correcting after the correction was saved")
	}
	want := [][2]int{{10, 5}, {12, 5}, {15, 5}}
	for i, w := range want {
		if got := totals(s.Row(i).After); got != w {
			t.Fatalf("round %d after the correction: %v, want %v", i+1, got, w)
		}
	}
	if totals(s.Standing()) != [2]int{15, 5} {
		t.Fatalf("standing %v", totals(s.Standing()))
	}
	// The history agrees, round by round.
	snap, _ := h.Load(id)
	for i, w := range want {
		if got := totals(snap.Rounds[i].After); got != w {
			t.Fatalf("stored round %d: %v, want %v", i+1, got, w)
		}
	}
}

func TestACorrectionLaterRoundsRefuseChangesNothing(t *testing.T) {
	h, id := newTally(t, 10)
	s := open(t, h, id, session.Config{})
	for _, r := range []scoringtest.Round{pts(1, 0), pts(1, 0)} {
		if _, err := commit(t, s, r); err != nil {
			t.Fatal(err)
		}
	}
	events := make(chan session.Event, 8)
	s.Subscribe(func(ev session.Event) { events <- ev })
	if err := s.Correct(s.Row(0).ID); err != nil {
		t.Fatal(err)
	}
	waitFor(t, events, session.Editing)
	// 10 points finish the game at round 1: round 2 can no longer be
	// played.
	_, err := commit(t, s, pts(10, 0))
	if game.FieldOf(err) != "rounds[1].points" || game.RuleOf(err) != "a finished game takes no more rounds" || !errors.Is(err, game.ErrIllegal) {
		t.Fatalf("refusal %v (field %q): want round 2 named, with its rule", err, game.FieldOf(err))
	}
	if totals(s.Standing()) != [2]int{2, 0} || s.Row(0).Version != 1 {
		t.Fatalf("a refused correction changed the game: %v", totals(s.Standing()))
	}
}

func TestUndoTakesTheLastRoundBack(t *testing.T) {
	h, id := newTally(t, 100)
	s := open(t, h, id, session.Config{})
	for _, r := range []scoringtest.Round{pts(1, 2), pts(3, 4)} {
		if _, err := commit(t, s, r); err != nil {
			t.Fatal(err)
		}
	}
	ch := make(chan error, 1)
	s.Undo(func(row session.Row[scoringtest.Round, scoringtest.Result], err error) {
		if err == nil && row.Round.Points["Ann"] != 3 {
			err = errors.New("the wrong round came back")
		}
		ch <- err
	})
	if err := <-ch; err != nil {
		t.Fatal(err)
	}
	if totals(s.Standing()) != [2]int{1, 2} || s.Rounds() != 1 {
		t.Fatalf("after undo %v", totals(s.Standing()))
	}
	if back, ok := s.TakenBack(); !ok || back.Number != 2 {
		t.Fatalf("taken back %+v", back)
	}
	snap, _ := h.Load(id)
	if len(snap.Rounds) != 1 || totals(snap.State.Standing()) != [2]int{1, 2} {
		t.Fatalf("history after undo: %+v", snap)
	}
}

func TestAChangeElsewhereReachesTheTable(t *testing.T) {
	h, id := newTally(t, 100)
	mine := open(t, h, id, session.Config{PollEvery: 20 * time.Millisecond})
	other := open(t, h, id, session.Config{})
	events := make(chan session.Event, 8)
	mine.Subscribe(func(ev session.Event) { events <- ev })
	if _, err := commit(t, other, pts(4, 4)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, events, session.Elsewhere)
	if totals(mine.Standing()) != [2]int{4, 4} || mine.Rounds() != 1 || mine.Revision() != other.Revision() {
		t.Fatalf("the other window's round did not reach this one: %v", totals(mine.Standing()))
	}
	// A round entered here on the game as this session held it is applied
	// again to the game as it is now.
	p, err := other.Preview(pts(1, 0))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := commit(t, mine, pts(1, 0)); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	other.Commit(p, func(_ session.Row[scoringtest.Round, scoringtest.Result], err error) { done <- err })
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if got := totals(other.Standing()); got != [2]int{6, 4} {
		t.Fatalf("stale commit gave %v, want both rounds counted", got)
	}
}

func TestABusyHistoryNeitherBlocksNorLoses(t *testing.T) {
	h, id := newTally(t, 100)
	var held atomic.Bool
	held.Store(true)
	h.Hold = func() error {
		if held.Load() {
			return session.ErrBusy
		}
		return nil
	}
	s := open(t, h, id, session.Config{WaitNotice: 10 * time.Millisecond, RetryEvery: 20 * time.Millisecond})
	events := make(chan session.Event, 16)
	s.Subscribe(func(ev session.Event) { events <- ev })
	p, err := s.Preview(pts(5, 0))
	if err != nil {
		t.Fatal(err)
	}
	saved := make(chan error, 1)
	start := time.Now()
	s.Commit(p, func(_ session.Row[scoringtest.Round, scoringtest.Result], err error) { saved <- err })
	if d := time.Since(start); d > 50*time.Millisecond {
		t.Fatalf("Commit blocked its caller for %s", d)
	}
	waitFor(t, events, session.Waiting)
	if saving, waiting := s.Saving(); !saving || !waiting {
		t.Fatalf("saving %v waiting %v", saving, waiting)
	}
	if _, err := s.Preview(pts(1, 1)); err != nil {
		t.Fatal(err)
	}
	again := make(chan error, 1)
	s.Commit(p, func(_ session.Row[scoringtest.Round, scoringtest.Result], err error) { again <- err })
	if err := <-again; !errors.Is(err, session.ErrPending) {
		t.Fatalf("a second save while waiting: %v", err)
	}
	time.Sleep(100 * time.Millisecond)
	held.Store(false)
	if err := <-saved; err != nil {
		t.Fatal(err)
	}
	if totals(s.Standing()) != [2]int{5, 0} {
		t.Fatalf("standing %v", totals(s.Standing()))
	}
}

func TestDraftsAreDebounced(t *testing.T) {
	h, id := newTally(t, 100)
	s := open(t, h, id, session.Config{DraftDelay: 200 * time.Millisecond})
	for i := range 50 {
		s.SetDraft(entry{Points: map[string]int{"Ann": i}})
		time.Sleep(2 * time.Millisecond)
	}
	s.Flush()
	s.Settle()
	if n := h.drafts.Load(); n > 2 {
		t.Fatalf("%d draft writes for 50 changes", n)
	}
	// A second session on the same game finds the entry.
	s2 := open(t, h, id, session.Config{})
	if got := s2.Draft().Points["Ann"]; got != 49 {
		t.Fatalf("draft read back %d, want 49", got)
	}
}

func TestADraftKeepsTheRoundBeingCorrected(t *testing.T) {
	h, id := newTally(t, 100)
	s := open(t, h, id, session.Config{})
	if _, err := commit(t, s, pts(1, 1)); err != nil {
		t.Fatal(err)
	}
	if err := s.Correct(s.Row(0).ID); err != nil {
		t.Fatal(err)
	}
	s.SetDraft(entry{Note: "fixing"})
	s.Flush()
	s.Settle()
	s2 := open(t, h, id, session.Config{})
	row, ok := s2.Correcting()
	if !ok || row.Number != 1 || s2.Draft().Note != "fixing" {
		t.Fatalf("correcting %v %+v, draft %+v", ok, row, s2.Draft())
	}
	if _, ok := s2.Base(); !ok {
		t.Fatal("the state before the corrected round was not read on open")
	}
}

func TestAFinishedGameTakesNoNewRound(t *testing.T) {
	h, id := newTally(t, 5)
	s := open(t, h, id, session.Config{})
	if _, err := commit(t, s, pts(5, 0)); err != nil {
		t.Fatal(err)
	}
	if s.Game().Status != session.Finished {
		t.Fatalf("status %s", s.Game().Status)
	}
	if _, err := s.Preview(pts(1, 0)); !errors.Is(err, session.ErrNotActive) {
		t.Fatalf("preview on a finished game: %v", err)
	}
	// Undo reopens it.
	ch := make(chan error, 1)
	s.Undo(func(_ session.Row[scoringtest.Round, scoringtest.Result], err error) { ch <- err })
	if err := <-ch; err != nil {
		t.Fatal(err)
	}
	if s.Game().Status != session.Active {
		t.Fatalf("status after undo %s", s.Game().Status)
	}
}

func TestDeliverRunsCallbacksWhereTheScreenLives(t *testing.T) {
	h, id := newTally(t, 100)
	var mu sync.Mutex
	var queue []func()
	cfg := session.Config{Deliver: func(fn func()) { mu.Lock(); queue = append(queue, fn); mu.Unlock() }}
	s := open(t, h, id, cfg)
	p, _ := s.Preview(pts(1, 0))
	var got *session.Row[scoringtest.Round, scoringtest.Result]
	s.Commit(p, func(row session.Row[scoringtest.Round, scoringtest.Result], err error) { got = &row })
	s.Settle()
	if got != nil || s.Rounds() != 0 {
		t.Fatal("the result reached the screen off its goroutine")
	}
	mu.Lock()
	q := queue
	queue = nil
	mu.Unlock()
	for _, fn := range q {
		fn()
	}
	if got == nil || s.Rounds() != 1 {
		t.Fatal("the delivered result did not arrive")
	}
}

func waitFor(t *testing.T, events chan session.Event, kind session.EventKind) session.Event {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		select {
		case ev := <-events:
			if ev.Kind == kind {
				return ev
			}
		case <-deadline:
			t.Fatalf("no %s event", kind)
		}
	}
}

func TestASetSharesOneSessionPerGame(t *testing.T) {
	h, id := newTally(t, 100)
	set := session.NewSet()
	cfg := session.Config{History: h, PollEvery: -1}
	type got struct {
		s       *tally
		release func()
	}
	ch := make(chan got, 2)
	for range 2 {
		session.Share[*scoringtest.Game, scoringtest.Round, scoringtest.Result, entry](set, cfg, id,
			func(s *tally, release func(), err error) {
				if err != nil {
					t.Error(err)
				}
				ch <- got{s, release}
			})
	}
	a, b := <-ch, <-ch
	if a.s != b.s {
		t.Fatal("two pages of one game hold two sessions")
	}
	a.s.SetDraft(entry{Note: "shared"})
	a.release()
	a.release() // a second release of the same hold changes nothing
	if b.s.Draft().Note != "shared" {
		t.Fatal("the other page lost the entry")
	}
	b.release()
	<-b.s.Done()
	if raw, _ := h.Draft(session.DraftKey(id)); raw == nil {
		t.Fatal("closing the last page did not keep the entry")
	}
	// A session of the game with other types is refused.
	errs := make(chan error, 1)
	session.Share[*scoringtest.Game, scoringtest.Round, scoringtest.Result, string](set, cfg, id,
		func(_ *session.Session[*scoringtest.Game, scoringtest.Round, scoringtest.Result, string], release func(), err error) {
			if release != nil {
				release()
			}
			errs <- err
		})
	if err := <-errs; err != nil {
		t.Fatalf("a fresh open with other entry types: %v", err)
	}
}

func TestVersionsOfARound(t *testing.T) {
	h, id := newTally(t, 100)
	s := open(t, h, id, session.Config{})
	if _, err := commit(t, s, pts(1, 0)); err != nil {
		t.Fatal(err)
	}
	events := make(chan session.Event, 4)
	s.Subscribe(func(ev session.Event) { events <- ev })
	rid := s.Row(0).ID
	if err := s.Correct(rid); err != nil {
		t.Fatal(err)
	}
	waitFor(t, events, session.Editing)
	if _, err := commit(t, s, pts(2, 0)); err != nil {
		t.Fatal(err)
	}
	got := make(chan []session.Version, 1)
	s.Versions(rid, func(v []session.Version, err error) {
		if err != nil {
			t.Error(err)
		}
		got <- v
	})
	v := <-got
	if len(v) != 2 || v[0].Action != session.ActionEntry || v[1].Action != session.ActionCorrection ||
		v[1].Round.(scoringtest.Round).Points["Ann"] != 2 {
		t.Fatalf("versions %+v", v)
	}
}

// A draft timer that fires while a round is being saved (written, but not
// yet handed to the screen) must not keep the saved round's entry as a
// draft: the commit cleared it, and the form starts afresh.
func TestADraftDueDuringASaveIsNotKeptAfterIt(t *testing.T) {
	h, id := newTally(t, 100)
	var mu sync.Mutex
	var queue []func()
	cfg := session.Config{DraftDelay: 10 * time.Millisecond,
		Deliver: func(fn func()) { mu.Lock(); queue = append(queue, fn); mu.Unlock() }}
	s := open(t, h, id, cfg)
	s.SetDraft(entry{Points: map[string]int{"Ann": 3}})
	p, err := s.Preview(pts(3, 0))
	if err != nil {
		t.Fatal(err)
	}
	s.Commit(p, func(session.Row[scoringtest.Round, scoringtest.Result], error) {})
	s.Settle()
	time.Sleep(50 * time.Millisecond) // the draft's timer fires, the save not yet heard
	s.Settle()
	mu.Lock()
	q := queue
	queue = nil
	mu.Unlock()
	for _, fn := range q {
		fn()
	}
	s.Flush()
	s.Settle()
	if s.Rounds() != 1 {
		t.Fatalf("%d rounds saved", s.Rounds())
	}
	if raw, _ := h.Draft(session.DraftKey(id)); len(raw) > 0 {
		t.Fatalf("the saved round's entry is kept as a draft: %s", raw)
	}
}
