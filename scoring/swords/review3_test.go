package swords

import (
	"testing"

	"arbiter/scoring/gametest"
)

// TestThirdReviewCases runs the worked cases of the third review (issue
// 28): a Steal-To-Stop steal given through the damage choices (SWORDS-7).
func TestThirdReviewCases(t *testing.T) { gametest.RunFile(t, games, "testdata/review3.json") }
