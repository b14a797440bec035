package swords

import (
	"testing"

	"arbiter/scoring/gametest"
)

func TestCases(t *testing.T) { gametest.RunFile(t, games, "testdata/cases.json") }

// TestExtraCases: the variants, deaths, damage choices and score forms.
func TestExtraCases(t *testing.T) { gametest.RunFile(t, games, "testdata/extra.json") }

// TestGen1Cases: tables that cannot have happened (GEN-1) and the
// random first attack under the Gentleman Rule (SWORDS-5), each refused
// with its reason or accepted at the boundary.
func TestGen1Cases(t *testing.T) { gametest.RunFile(t, games, "testdata/gen1.json") }
