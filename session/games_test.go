package session_test

import (
	"testing"

	"arbiter/scoring/all"
	"arbiter/scoring/gen"
	"arbiter/session"
	"arbiter/session/sessiontest"
)

// TestEveryGameThroughASession plays a generated game of every game
// through a session over the history in memory: 200 rounds committed,
// with corrections and undos at random points, each step checked against
// scoring's replay (sessiontest.PlayThrough).
func TestEveryGameThroughASession(t *testing.T) {
	for _, id := range gen.IDs() {
		t.Run(id, func(t *testing.T) {
			t.Parallel()
			sessiontest.PlayThrough(t, session.NewMemoryHistory(all.Games), id, 200, 7)
		})
	}
}
