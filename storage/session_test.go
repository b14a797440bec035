package storage

import (
	"bufio"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"arbiter/engine/game"
	"arbiter/session"
)

type fakeSession = session.Session[*fakeGame, fakeRound, fakeResult, fakeRound]

func openFakeSession(t *testing.T, h session.History, id string, cfg session.Config) *fakeSession {
	t.Helper()
	cfg.History = h
	if cfg.PollEvery == 0 {
		cfg.PollEvery = -1
	}
	s, err := session.Open[*fakeGame, fakeRound, fakeResult, fakeRound](cfg, id)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		s.Close()
		<-s.Done()
	})
	return s
}

func sessionCommit(t *testing.T, s *fakeSession, r fakeRound) (session.Row[fakeRound, fakeResult], error) {
	t.Helper()
	p, err := s.Preview(r)
	if err != nil {
		return session.Row[fakeRound, fakeResult]{}, err
	}
	type out struct {
		row session.Row[fakeRound, fakeResult]
		err error
	}
	ch := make(chan out, 1)
	s.Commit(p, func(row session.Row[fakeRound, fakeResult], err error) { ch <- out{row, err} })
	select {
	case o := <-ch:
		return o.row, o.err
	case <-time.After(time.Minute):
		t.Fatal("commit never ended")
	}
	return session.Row[fakeRound, fakeResult]{}, nil
}

// TestSessionWritesWhatItComputed: rounds committed, corrected and undone
// through a session are what the store's own readers (and the CLI) show,
// and no round is applied by the store on this path.
func TestSessionWritesWhatItComputed(t *testing.T) {
	st, _ := openTest(t)
	g := newFakeGame(t, st, `{"target":1000}`)
	s := openFakeSession(t, st.SessionHistory(), g.ID, session.Config{})
	for i := 1; i <= 5; i++ {
		before := fakeApplies.Load()
		row, err := sessionCommit(t, s, round(i, 1))
		ok(t, err)
		if n := fakeApplies.Load() - before; n != 1 {
			t.Fatalf("round %d applied %d times", i, n)
		}
		if row.Number != i || row.Version != 1 {
			t.Fatalf("row %+v", row)
		}
	}
	tot := must(st.Totals(g.ID))
	if tot.Scores["A"] != 15 || tot.Scores["B"] != 5 || tot.Rounds != 5 {
		t.Fatalf("store totals %+v", tot)
	}
	// Correct round 2: the rounds after it are replayed by the session.
	events := make(chan session.Event, 8)
	s.Subscribe(func(ev session.Event) { events <- ev })
	ok(t, s.Correct(s.Row(1).ID))
	waitEvent(t, events, session.Editing)
	row, err := sessionCommit(t, s, round(20, 0))
	ok(t, err)
	if row.Number != 2 || row.Version != 2 {
		t.Fatalf("corrected row %+v", row)
	}
	rounds := must(st.Rounds(g.ID))
	if len(rounds) != 5 || rounds[1].Version != 2 || rounds[1].Action != ActionCorrection {
		t.Fatalf("stored rounds %+v", rounds)
	}
	if got := string(rounds[4].TotalsAfter); got != `{"A":33,"B":4}` {
		t.Fatalf("round 5 totals after the correction: %s", got)
	}
	hist := must(st.RoundHistory(rounds[1].ID))
	if len(hist) != 2 || hist[0].Action != ActionEntry || hist[1].Action != ActionCorrection {
		t.Fatalf("round 2's history %+v", hist)
	}
	// Undo.
	done := make(chan error, 1)
	s.Undo(func(_ session.Row[fakeRound, fakeResult], err error) { done <- err })
	ok(t, <-done)
	tot = must(st.Totals(g.ID))
	if tot.Scores["A"] != 28 || tot.Rounds != 4 {
		t.Fatalf("after undo %+v", tot)
	}
	// A fresh session reads the same game back.
	again := openFakeSession(t, st.SessionHistory(), g.ID, session.Config{})
	if again.Rounds() != 4 || again.Revision() != s.Revision() {
		t.Fatalf("reread: %d rounds, revision %d (session %d)", again.Rounds(), again.Revision(), s.Revision())
	}
	for i := range 4 {
		a, b := again.Row(i), s.Row(i)
		if a.ID != b.ID || a.Version != b.Version || fmt.Sprint(a.After.Totals) != fmt.Sprint(b.After.Totals) {
			t.Fatalf("round %d reads back as %+v, the session had %+v", i+1, a, b)
		}
	}
}

func TestSessionRefusalsKeepTheStore(t *testing.T) {
	st, _ := openTest(t)
	g := newFakeGame(t, st, `{"target":1000}`)
	s := openFakeSession(t, st.SessionHistory(), g.ID, session.Config{})
	_, err := sessionCommit(t, s, round(-1, 0))
	if !errors.Is(err, game.ErrIllegal) || game.FieldOf(err) != "points.A" || game.RuleOf(err) != "points are never negative" {
		t.Fatalf("refusal %v", err)
	}
	if n := must(st.Totals(g.ID)).Rounds; n != 0 {
		t.Fatalf("%d rounds stored", n)
	}
	// A round written behind the session's back makes its change stale:
	// the session applies it again to the game as it now is.
	p, err := s.Preview(round(1, 0))
	ok(t, err)
	_, err = st.AddRound(g.ID, round(0, 7))
	ok(t, err)
	ch := make(chan error, 1)
	s.Commit(p, func(_ session.Row[fakeRound, fakeResult], err error) { ch <- err })
	ok(t, <-ch)
	tot := must(st.Totals(g.ID))
	if tot.Scores["A"] != 1 || tot.Scores["B"] != 7 || tot.Rounds != 2 {
		t.Fatalf("after a stale commit: %+v", tot)
	}
	if a, _ := s.Standing().Total("B"); a != 7 {
		t.Fatalf("the session did not take the other round: %+v", s.Standing())
	}
}

func TestSessionDraftsSkipTheSync(t *testing.T) {
	st, _ := openTest(t)
	g := newFakeGame(t, st, "")
	h := st.SessionHistory()
	ok(t, h.SaveDraft(session.DraftKey(g.ID), []byte(`{"entry":{"points":{"A":1}}}`)))
	var sync int
	ok(t, st.w.QueryRow("PRAGMA synchronous").Scan(&sync))
	if sync != 2 {
		t.Fatalf("the writer stays at synchronous=%d after a draft", sync)
	}
	b, err := h.Draft(session.DraftKey(g.ID))
	if err != nil || string(b) != `{"entry":{"points":{"A":1}}}` {
		t.Fatalf("draft %s %v", b, err)
	}
	if b, err := h.Draft("game/none"); b != nil || err != nil {
		t.Fatalf("missing draft: %s %v", b, err)
	}
	ok(t, h.SaveDraft(session.DraftKey(g.ID), nil))
	if b, _ := h.Draft(session.DraftKey(g.ID)); b != nil {
		t.Fatalf("removed draft reads %s", b)
	}
}

// The child process of the session tests: "hold" takes the history's
// write lock for ARBITER_SESSION_CHILD_HOLD and prints "held" once it has
// it; "add" adds one round to ARBITER_STORAGE_CHILD_GAME.
const sessionChild = "ARBITER_SESSION_CHILD"

func TestHelperSessionChild(t *testing.T) {
	mode := os.Getenv(sessionChild)
	if mode == "" {
		t.Skip("helper process for the session tests")
	}
	path := os.Getenv(childDB)
	switch mode {
	case "hold":
		db, err := sql.Open("sqlite3", "file:"+escapePath(path)+"?_txlock=immediate&_busy_timeout=5000")
		if err != nil {
			fmt.Println("error", err)
			os.Exit(3)
		}
		tx, err := db.Begin()
		if err == nil {
			_, err = tx.Exec("UPDATE app_state SET updated_at = updated_at WHERE key = ''")
		}
		if err != nil {
			fmt.Println("error", err)
			os.Exit(3)
		}
		fmt.Println("held")
		d, _ := time.ParseDuration(os.Getenv("ARBITER_SESSION_CHILD_HOLD"))
		time.Sleep(d)
		tx.Commit()
		db.Close()
	case "add":
		s, err := OpenWith(path, Options{})
		if err != nil {
			fmt.Println("error", err)
			os.Exit(3)
		}
		if _, err := s.AddRound(os.Getenv(childGame), round(2, 3)); err != nil {
			fmt.Println("error", err)
			os.Exit(3)
		}
		s.Close()
		fmt.Println("added")
	}
	os.Exit(0)
}

// sessionChildRun starts the child and waits for its first line.
func sessionChildRun(t *testing.T, want string, env ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperSessionChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.StdoutPipe()
	ok(t, err)
	ok(t, cmd.Start())
	line, _ := bufio.NewReader(out).ReadString('\n')
	if strings.TrimSpace(line) != want {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("child said %q, want %q", line, want)
	}
	return cmd
}

func TestSessionHearsAnotherProcess(t *testing.T) {
	st, _ := openTest(t)
	g := newFakeGame(t, st, `{"target":1000}`)
	s := openFakeSession(t, st.SessionHistory(), g.ID, session.Config{PollEvery: 50 * time.Millisecond})
	events := make(chan session.Event, 8)
	s.Subscribe(func(ev session.Event) { events <- ev })
	cmd := sessionChildRun(t, "added", sessionChild+"=add", childDB+"="+st.Path(), childGame+"="+g.ID)
	ok(t, cmd.Wait())
	waitEvent(t, events, session.Elsewhere)
	if s.Rounds() != 1 {
		t.Fatalf("%d rounds after another process added one", s.Rounds())
	}
	if a, _ := s.Standing().Total("B"); a != 3 {
		t.Fatalf("standing %+v", s.Standing())
	}
}

// TestSessionWaitsForAHistoryHeldElsewhere: another process holds the
// history for 5 s while a round is saved. The caller is never blocked, it
// hears that the session waits, and the round is saved once the history
// is free.
func TestSessionWaitsForAHistoryHeldElsewhere(t *testing.T) {
	if testing.Short() {
		t.Skip("holds the history for 5 s")
	}
	path := tempDB(t)
	st, err := OpenWith(path, Options{BusyTimeout: 50 * time.Millisecond, RetryFor: 2 * time.Second})
	ok(t, err)
	t.Cleanup(func() { st.Close() })
	g := newFakeGame(t, st, `{"target":1000}`)
	s := openFakeSession(t, st.SessionHistory(), g.ID, session.Config{WaitNotice: 100 * time.Millisecond, RetryEvery: 200 * time.Millisecond})
	events := make(chan session.Event, 8)
	s.Subscribe(func(ev session.Event) { events <- ev })
	s.SetDraft(round(4, 0))
	cmd := sessionChildRun(t, "held", sessionChild+"=hold", childDB+"="+path, "ARBITER_SESSION_CHILD_HOLD=5s")
	defer cmd.Wait()
	p, err := s.Preview(round(4, 0))
	ok(t, err)
	saved := make(chan error, 1)
	start := time.Now()
	s.Commit(p, func(_ session.Row[fakeRound, fakeResult], err error) { saved <- err })
	if d := time.Since(start); d > 100*time.Millisecond {
		t.Fatalf("Commit blocked its caller for %s", d)
	}
	waitEvent(t, events, session.Waiting)
	if got := s.Draft(); got.Points["A"] != 4 {
		t.Fatalf("the entry left the form while waiting: %+v", got)
	}
	select {
	case err := <-saved:
		ok(t, err)
	case <-time.After(time.Minute):
		t.Fatal("never saved")
	}
	if waited := time.Since(start); waited < 3*time.Second {
		t.Fatalf("saved after %s while the history was held for 5 s", waited)
	}
	if tot := must(st.Totals(g.ID)); tot.Rounds != 1 || tot.Scores["A"] != 4 {
		t.Fatalf("stored %+v", tot)
	}
}

func waitEvent(t *testing.T, events chan session.Event, kind session.EventKind) {
	t.Helper()
	deadline := time.After(time.Minute)
	for {
		select {
		case ev := <-events:
			if ev.Kind == kind {
				return
			}
		case <-deadline:
			t.Fatalf("no %s event", kind)
		}
	}
}

func TestLobbyCreatesAGameWithItsPlayersAtOnce(t *testing.T) {
	st, _ := openTest(t)
	h := st.SessionHistory()
	_, err := h.CreateGame(session.NewGame{Kind: fakeKind, Seats: []session.Seat{{Player: "Ann", Side: "A"}, {Player: "B\x1bo", Side: "B"}}})
	if !errors.Is(err, ErrInvalid) || !strings.HasPrefix(err.Error(), "players[1]: player name: ") || !strings.Contains(err.Error(), "U+001B") {
		t.Fatalf("a name with a control character: %v", err)
	}
	if names := must(h.Players()); len(names) != 0 {
		t.Fatalf("a refused game left players behind: %v", names)
	}
	rec, err := h.CreateGame(session.NewGame{Kind: fakeKind, Name: "Friday", Seats: []session.Seat{{Player: "Ann", Side: "A"}, {Player: "Bo", Side: "B"}}})
	ok(t, err)
	if rec.Name != "Friday" || len(rec.Seats) != 2 || rec.Seats[1].Player != "Bo" || rec.Status != session.Active {
		t.Fatalf("record %+v", rec)
	}
	if names := must(h.Players()); strings.Join(names, ",") != "Ann,Bo" {
		t.Fatalf("players %v", names)
	}
	s := openFakeSession(t, h, rec.ID, session.Config{})
	_, err = sessionCommit(t, s, round(1, 2))
	ok(t, err)
	events := make(chan session.Event, 4)
	s.Subscribe(func(ev session.Event) { events <- ev })
	rid := s.Row(0).ID
	ok(t, s.Correct(rid))
	waitEvent(t, events, session.Editing)
	_, err = sessionCommit(t, s, round(3, 2))
	ok(t, err)
	v := must(h.Versions(rec.ID, rid))
	if len(v) != 2 || v[1].Action != session.ActionCorrection || v[1].Round.(fakeRound).Points["A"] != 3 {
		t.Fatalf("versions %+v", v)
	}
	if _, err := h.Versions("other", rid); !errors.Is(err, session.ErrNotFound) {
		t.Fatalf("versions of a round of another game: %v", err)
	}
}
