// Package sessiontest plays generated games through a table session over
// any history (the one in memory, storage's), checking every step against
// scoring's own replay: the session tests and storage's use it.
package sessiontest

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"arbiter/engine/game"
	"arbiter/scoring"
	"arbiter/scoring/gen"
	"arbiter/session"
)

// anyGame is a session that does not know its game's types: the same
// session code serves every game.
type anyGame = session.Session[scoring.State, scoring.Round, scoring.Result, struct{}]

// PlayThrough plays a generated game of id through a session on h: up to
// rounds rounds committed, with corrections and undos at random points.
// After every few steps the session's rounds, results and standing are
// what scoring.Play gives for the rounds in force, and at the end a
// session opened afresh on the history reads the same game back.
func PlayThrough(t *testing.T, h session.Games, id string, rounds int, seed uint64) {
	t.Helper()
	playThroughSession(t, h, id, rounds, seed)
}

func playThroughSession(t *testing.T, h session.Games, id string, rounds int, seed uint64) {
	g, err := gen.For(id, seed)
	if err != nil {
		t.Fatal(err)
	}
	_, seats, err := g.Def.Seat(g.Setup, g.Players)
	if err != nil {
		t.Fatal(err)
	}
	var ss []session.Seat
	for i, st := range seats {
		ss = append(ss, session.Seat{Player: st.Player, Side: st.Side, Position: i})
	}
	rec, err := h.CreateGame(session.NewGame{Kind: id, Setup: g.Setup, Options: g.Options, Seats: ss})
	if err != nil {
		t.Fatal(err)
	}
	gameID := rec.ID
	s, err := session.Open[scoring.State, scoring.Round, scoring.Result, struct{}](session.Config{History: h, PollEvery: -1}, gameID)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	events := make(chan session.Event, 64)
	s.Subscribe(func(ev session.Event) { events <- ev })
	rng := rand.New(rand.NewPCG(seed, 99))
	added, corrected, undone, refused := 0, 0, 0, 0
	for step := 0; added < rounds && step < rounds*3; step++ {
		switch k := rng.IntN(10); {
		case k == 0 && s.Rounds() > 0:
			row := s.Row(s.Rounds() - 1)
			if _, err := wait(s.UndoLast); err != nil {
				t.Fatalf("step %d: undo: %v", step, err)
			}
			if back, ok := s.TakenBack(); !ok || back.ID != row.ID {
				t.Fatalf("step %d: undo took back %+v, want round %d", step, back, row.Number)
			}
			undone++
		case k == 1 && s.Rounds() > 0:
			row := s.Row(rng.IntN(s.Rounds()))
			drain(events)
			if err := s.Correct(row.ID); err != nil {
				t.Fatal(err)
			}
			waitEditing(t, events)
			base, ok := s.Base()
			if !ok {
				t.Fatalf("step %d: the state before round %d was not read", step, row.Number)
			}
			r, ok := gen.Next(g, base, rng)
			if !ok {
				s.StopCorrecting()
				continue
			}
			before := snapshot(t, s)
			_, err := commitRound(s, r)
			switch {
			case err == nil:
				corrected++
			case game.IsRefusal(err):
				// A later round no longer fits the corrected one: nothing
				// changed, and the refusal names that later round.
				if after := snapshot(t, s); after != before {
					t.Fatalf("step %d: a refused correction changed the game", step)
				}
				if f := game.FieldOf(err); f == "" {
					t.Fatalf("step %d: a refused correction names no field: %v", step, err)
				}
				s.StopCorrecting()
				refused++
			default:
				t.Fatalf("step %d: correct round %d: %v", step, row.Number, err)
			}
		default:
			r, ok := gen.Next(g, s.State(), rng)
			if !ok {
				step = rounds * 3 // the game is over
				continue
			}
			if _, err := commitRound(s, r); err != nil {
				t.Fatalf("step %d: round %d: %v", step, s.Rounds()+1, err)
			}
			added++
		}
		if step%25 == 0 {
			checkAgainstReplay(t, g, s)
		}
	}
	checkAgainstReplay(t, g, s)
	again, err := session.Open[scoring.State, scoring.Round, scoring.Result, struct{}](session.Config{History: h, PollEvery: -1}, gameID)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if a, b := snapshot(t, again), snapshot(t, s); a != b {
		t.Fatalf("the history reads back another game:\n%s\n%s", a, b)
	}
	checkStepsTyped(t, g, again)
	t.Logf("%s: %d rounds in force (%d added, %d corrected, %d refused corrections, %d undone)",
		id, s.Rounds(), added, corrected, refused, undone)
	if corrected+undone == 0 {
		t.Error("no correction or undo was tried")
	}
}

func commitRound(s *anyGame, r scoring.Round) (session.Row[scoring.Round, scoring.Result], error) {
	p, err := s.Preview(r)
	if err != nil {
		return session.Row[scoring.Round, scoring.Result]{}, err
	}
	type out struct {
		row session.Row[scoring.Round, scoring.Result]
		err error
	}
	ch := make(chan out, 1)
	s.Commit(p, func(row session.Row[scoring.Round, scoring.Result], err error) { ch <- out{row, err} })
	o := <-ch
	return o.row, o.err
}

func wait(undo func(func(session.Line, error))) (session.Line, error) {
	type out struct {
		l   session.Line
		err error
	}
	ch := make(chan out, 1)
	undo(func(l session.Line, err error) { ch <- out{l, err} })
	o := <-ch
	return o.l, o.err
}

func waitEditing(t *testing.T, events chan session.Event) {
	t.Helper()
	for ev := range events {
		if ev.Kind == session.Editing {
			return
		}
		if ev.Kind == session.Failed {
			t.Fatalf("reading the round to correct: %v", ev.Err)
		}
	}
}

// drain forgets the events heard so far.
func drain(events chan session.Event) {
	for {
		select {
		case <-events:
		default:
			return
		}
	}
}

// snapshot is what the session holds, in JSON.
func snapshot(t *testing.T, s *anyGame) string {
	t.Helper()
	type row struct {
		ID      string
		Number  int
		Version int
		Round   scoring.Round
		Result  scoring.Result
		After   scoring.Standing
	}
	var rows []row
	for _, r := range s.Rows() {
		rows = append(rows, row{r.ID, r.Number, r.Version, r.Round, r.Result, r.After})
	}
	b, err := json.Marshal(struct {
		Rows     []row
		Standing scoring.Standing
		Status   session.Status
	}{rows, s.Standing(), s.Game().Status})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// checkAgainstReplay plays the rounds in force from the start with
// scoring.Play and compares every result and standing with the session's.
func checkAgainstReplay(t *testing.T, g gen.Game, s *anyGame) {
	t.Helper()
	rows := s.Rows()
	var rounds []scoring.Round
	for _, r := range rows {
		rounds = append(rounds, r.Round)
	}
	st, results, err := scoring.Play(g.Def, g.Record(rounds))
	if err != nil {
		t.Fatalf("the rounds in force do not replay: %v", err)
	}
	for i, r := range rows {
		if r.Number != i+1 {
			t.Fatalf("round %d is numbered %d", i+1, r.Number)
		}
		if got, want := jsonOf(t, r.Result), jsonOf(t, results[i]); got != want {
			t.Fatalf("round %d: the session's result\n%s\nthe replay's\n%s", i+1, got, want)
		}
	}
	if got, want := jsonOf(t, s.Standing()), jsonOf(t, st.Standing()); got != want {
		t.Fatalf("standing: the session's %s, the replay's %s", got, want)
	}
	if n := len(rows); n > 0 {
		// The standing after each round is the replay's too: checked at the
		// last one (the earlier ones are kept by the history's Load).
		if got, want := jsonOf(t, rows[n-1].After), jsonOf(t, st.Standing()); got != want {
			t.Fatalf("standing after the last round: %s, the replay's %s", got, want)
		}
	}
}

// checkStepsTyped checks that the rounds a session read back from its
// history have their steps typed as the replay's: the same messages, ids
// and typed arguments (their stored forms, scoring.ResultSteps, are the
// same).
func checkStepsTyped(t *testing.T, g gen.Game, s *anyGame) {
	t.Helper()
	rows := s.Rows()
	var rounds []scoring.Round
	for _, r := range rows {
		rounds = append(rounds, r.Round)
	}
	_, results, err := scoring.Play(g.Def, g.Record(rounds))
	if err != nil {
		t.Fatalf("the rounds in force do not replay: %v", err)
	}
	typed := 0
	for i, r := range rows {
		got, _ := scoring.ResultSteps(r.Result)
		want, _ := scoring.ResultSteps(results[i])
		if string(got) != string(want) {
			t.Fatalf("round %d read back: its steps typed\n%s\nthe replay's\n%s", i+1, got, want)
		}
		for _, st := range scoring.StepsOf(r.Result) {
			if st.Said != nil {
				typed++
			}
		}
	}
	if len(rows) > 0 && typed == 0 {
		t.Error("no step read back typed")
	}
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
