package burn

import (
	"testing"

	"arbiter/scoring/gametest"
)

// TestGen1Cases runs the cases of issue 14: tables no real round produces
// (GEN-1), refused with their reason, the boundaries a real table does
// reach, and how a pit names its table (BURN-1).
func TestGen1Cases(t *testing.T) { gametest.RunFile(t, games, "testdata/gen1.json") }
