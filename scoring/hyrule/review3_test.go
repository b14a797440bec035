package hyrule

import (
	"testing"

	"arbiter/scoring/gametest"
)

// TestThirdReviewCases runs the worked cases of the third review (issue
// 28): HYRULE-4's run-off counts kept apart from the round's.
func TestThirdReviewCases(t *testing.T) { gametest.RunFile(t, games, "testdata/review3.json") }
