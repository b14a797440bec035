package hyrule

import (
	"testing"

	"arbiter/scoring/gametest"
)

// TestRunoffCases runs the worked cases of issue 23 #4 (HYRULE-4): a level
// round's counts stay its totals, its run-off game's are kept apart and
// decide the winner, and the explanation says so; a run-off game where
// none is due is refused at runoff, citing the ruling.
func TestRunoffCases(t *testing.T) { gametest.RunFile(t, games, "testdata/runoff.json") }
