package swords

import (
	"testing"

	"arbiter/scoring/gametest"
)

// TestReviewCases: an independent second set of cases written from the
// rulebook, RULINGS.md (SWORDS-1…8, each option on and off) and the CLI
// contract: suit classes, aces, attack restrictions, next attacker with
// deaths, the variants, bad input, and both score forms.
func TestReviewCases(t *testing.T) { gametest.RunFile(t, games, "testdata/review.json") }
