package draque

import (
	"testing"

	"arbiter/scoring/gametest"
)

// TestGen1Cases runs the cases of issue 14: tables that cannot have
// happened (GEN-1) refused with their reason, and the boundaries accepted.
func TestGen1Cases(t *testing.T) { gametest.RunFile(t, games, "testdata/gen1.json") }
