package yamiro

import (
	"testing"

	"arbiter/scoring/gametest"
)

// TestReviewCases runs the independent review cases: scoring and
// multipliers, arlas/deiskatun cancellation in every order, ties with and
// without must_have_winner, the four-player and standard-deck forms, whole
// games, and the refusals.
func TestReviewCases(t *testing.T) { gametest.RunFile(t, games, "testdata/review.json") }
