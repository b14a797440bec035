package swords

import (
	"testing"

	"arbiter/scoring/gametest"
)

func TestCases(t *testing.T) { gametest.RunFile(t, "testdata/cases.json") }

// TestExtraCases: the variants, deaths, damage choices and score forms.
func TestExtraCases(t *testing.T) { gametest.RunFile(t, "testdata/extra.json") }
