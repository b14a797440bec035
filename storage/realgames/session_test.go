package realgames

import (
	"path/filepath"
	"testing"

	"arbiter/scoring/gen"
	"arbiter/session/sessiontest"
	"arbiter/storage"
)

// TestEveryGameThroughASessionOnDisk plays a generated game of every game
// through a table session over a history on disk: rounds committed, with
// corrections and undos at random points, each step checked against
// scoring's replay and the game read back from the file at the end.
func TestEveryGameThroughASessionOnDisk(t *testing.T) {
	rounds := 80
	if testing.Short() {
		rounds = 20
	}
	for _, id := range gen.IDs() {
		t.Run(id, func(t *testing.T) {
			st, err := storage.Open(filepath.Join(t.TempDir(), "arbiter.db"))
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			sessiontest.PlayThrough(t, st.SessionHistory(), id, rounds, 11)
		})
	}
}
