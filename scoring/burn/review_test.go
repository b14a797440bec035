package burn

import (
	"testing"

	"arbiter/scoring/gametest"
)

// TestReviewCases runs the independent review's cases, written from the
// rulebook, RULINGS.md and the CLI contract.
func TestReviewCases(t *testing.T) { gametest.RunFile(t, games, "testdata/review.json") }
