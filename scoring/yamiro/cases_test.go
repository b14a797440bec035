package yamiro

import (
	"testing"

	"arbiter/scoring/gametest"
)

func TestCases(t *testing.T) { gametest.RunFile(t, games, "testdata/cases.json") }

// TestGen1Cases: tables that cannot have happened (GEN-1), each refused
// with its reason or accepted at the boundary.
func TestGen1Cases(t *testing.T) { gametest.RunFile(t, games, "testdata/gen1.json") }
