package draque

import (
	"testing"

	"arbiter/scoring/gametest"
)

// TestClaimCases runs the records of claims (issue 16: the winner and the
// series are stored): a claim that stands ends the game, a failed one is
// recorded and the game goes on, and what no table can claim is refused
// with its reason.
func TestClaimCases(t *testing.T) { gametest.RunFile(t, games, "testdata/claims.json") }
