package pymtheg

import (
	"testing"

	"arbiter/scoring/gametest"
)

// TestGen1Cases runs the cases of issue 14: tables no real deal can
// produce (GEN-1), refused with their reason, the boundaries a real table
// does reach, and the cheating penalty of a Lon (PYM-6).
func TestGen1Cases(t *testing.T) { gametest.RunFile(t, games, "testdata/gen1.json") }
