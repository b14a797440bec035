package myre

import (
	"testing"

	"arbiter/scoring/gametest"
)

// TestReviewCases runs the independent review's cases: battles and games
// worked out from the rulebook, RULINGS.md (MYRE-1 to MYRE-12, every option
// value) and the CLI contract, including the refusals the rules demand.
func TestReviewCases(t *testing.T) {
	gametest.RunFile(t, games, "testdata/review.json")
}
