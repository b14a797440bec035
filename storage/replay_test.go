package storage

import (
	"database/sql"
	"errors"
	"testing"

	"arbiter/engine/game"
)

// appliedBy returns how many rounds fn made the fake game apply.
func appliedBy(fn func()) int64 {
	before := fakeApplies.Load()
	fn()
	return fakeApplies.Load() - before
}

func TestAChangeAppliesOnlyWhatItMust(t *testing.T) {
	s, _ := openTest(t)
	g := newFakeGame(t, s, `{"target":100000}`)
	var ids []string
	for i := range 50 {
		ids = append(ids, must(s.AddRound(g.ID, round(i%4, 1))).Round.ID)
	}
	if n := appliedBy(func() { must(s.AddRound(g.ID, round(2, 2))) }); n != 1 {
		t.Errorf("adding round 51 applied %d rounds, want 1", n)
	}
	// Correcting round 41 of 51 applies it and replays the 10 after it.
	if n := appliedBy(func() { must(s.CorrectRound(ids[40], round(9, 9))) }); n != 11 {
		t.Errorf("correcting round 41 of 51 applied %d rounds, want 11", n)
	}
	if n := appliedBy(func() { must(s.UndoLastRound(g.ID)) }); n != 0 {
		t.Errorf("undo applied %d rounds, want 0", n)
	}
	var tot Totals
	if n := appliedBy(func() { tot = must(s.Totals(g.ID)) }); n != 0 {
		t.Errorf("reading totals applied %d rounds", n)
	}
	// 50 rounds in force: sum of i%4 over 50 rounds, round 41 corrected to 9.
	wantA, wantB := 0, 0
	for i := range 50 {
		a, b := i%4, 1
		if i == 40 {
			a, b = 9, 9
		}
		wantA, wantB = wantA+a, wantB+b
	}
	if tot.Scores["A"] != float64(wantA) || tot.Scores["B"] != float64(wantB) || tot.Rounds != 50 {
		t.Errorf("totals %v after %d rounds, want A %d B %d after 50", tot.Scores, tot.Rounds, wantA, wantB)
	}
	if n := appliedBy(func() {
		state := must(s.GameState(g.ID))
		if a, _ := state.Standing().Total("A"); a != wantA {
			t.Errorf("state's A total %d, want %d", a, wantA)
		}
	}); n != 0 {
		t.Errorf("reading the state applied %d rounds", n)
	}
	// The totals after each round follow the correction.
	pr := must(s.ScoreProgression(g.ID))
	if last := pr.Points[len(pr.Points)-1].Totals; last["A"] != float64(wantA) {
		t.Errorf("progression ends at %v", last)
	}
}

func TestACorrectionThatBreaksALaterRoundChangesNothing(t *testing.T) {
	s, _ := openTest(t)
	g := newFakeGame(t, s, `{"target":10}`)
	r1 := must(s.AddRound(g.ID, round(2, 0)))
	must(s.AddRound(g.ID, round(3, 0)))
	before := must(s.Totals(g.ID))
	// Round 1 at 10 wins the game for A at once: round 2 could not have
	// been played after it.
	_, err := s.CorrectRound(r1.Round.ID, round(10, 0))
	if !errors.Is(err, game.ErrIllegal) || game.FieldOf(err) != "rounds[1].points" {
		t.Fatalf("correction refused with %v (field %q), want round 2 named", err, game.FieldOf(err))
	}
	after := must(s.Totals(g.ID))
	if string(after.Totals) != string(before.Totals) || after.Status != StatusActive {
		t.Errorf("a refused correction changed the game: %s %s -> %s %s", before.Totals, before.Status, after.Totals, after.Status)
	}
	if h := must(s.RoundHistory(r1.Round.ID)); len(h) != 1 {
		t.Errorf("a refused correction wrote a version: %d versions", len(h))
	}
}

func TestAGameOfAnotherEngineVersionIsReplayedOnce(t *testing.T) {
	s, _ := openTest(t)
	g := newFakeGame(t, s, `{"target":100000}`)
	for range 20 {
		must(s.AddRound(g.ID, round(1, 1)))
	}
	// As if stored by an older engine, before states were kept.
	ok(t, s.write(func(tx *sql.Tx) error {
		if _, err := tx.Exec("UPDATE games SET engine_version = '0.0.1' WHERE id = ?", g.ID); err != nil {
			return err
		}
		_, err := tx.Exec("UPDATE rounds SET state_after = NULL WHERE game_id = ?", g.ID)
		return err
	}))
	if n := appliedBy(func() { must(s.AddRound(g.ID, round(1, 1))) }); n != 21 {
		t.Errorf("first change after an engine update applied %d rounds, want the 20 replayed and the new one", n)
	}
	if n := appliedBy(func() { must(s.AddRound(g.ID, round(1, 1))) }); n != 1 {
		t.Errorf("the next change applied %d rounds, want 1", n)
	}
	if gg := must(s.Game(g.ID)); gg.EngineVersion != game.Version {
		t.Errorf("engine version %q after the replay", gg.EngineVersion)
	}
	tot := must(s.Totals(g.ID))
	if tot.Scores["A"] != 22 || tot.Rounds != 22 {
		t.Errorf("totals %v after %d rounds", tot.Scores, tot.Rounds)
	}
}

// A round added by another process between two of this store's rounds is
// seen: the next round starts from it, not from what this store wrote
// last.
func TestAnotherWriterBetweenTwoRounds(t *testing.T) {
	s, _ := openTest(t)
	g := newFakeGame(t, s, `{"target":100000}`)
	must(s.AddRound(g.ID, round(1, 0)))
	other, err := OpenWith(s.Path(), Options{})
	ok(t, err)
	defer other.Close()
	must(other.AddRound(g.ID, round(10, 0)))
	res := must(s.AddRound(g.ID, round(100, 0)))
	if res.Totals.Scores["A"] != 111 || res.Round.Number != 3 {
		t.Errorf("after another writer's round: A %v, round %d; want 111, round 3", res.Totals.Scores["A"], res.Round.Number)
	}
	// And a change of this store's own (a correction) is seen too.
	rounds := must(s.Rounds(g.ID))
	must(s.CorrectRound(rounds[0].ID, round(2, 0)))
	res = must(s.AddRound(g.ID, round(1000, 0)))
	if res.Totals.Scores["A"] != 1112 {
		t.Errorf("after a correction: A %v, want 1112", res.Totals.Scores["A"])
	}
}
