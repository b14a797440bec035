package carts

import (
	"testing"

	"arbiter/scoring/gametest"
)

// TestThirdReviewCases runs the worked cases of the third review (issue
// 28): the void debt of a one-card next player (CARTS-3) and the cards a
// round's hands can hold (CARTS-4).
func TestThirdReviewCases(t *testing.T) { gametest.RunFile(t, games, "testdata/review3.json") }
