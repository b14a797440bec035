package hyrule

import (
	"testing"

	"arbiter/scoring/gametest"
)

// TestReviewCases runs the independent review cases: every precedence
// arrow, jokers and fives, standoffs and both joker_tie choices, level
// rounds under both draw choices, and the refusals.
func TestReviewCases(t *testing.T) { gametest.RunFile(t, games, "testdata/review.json") }
