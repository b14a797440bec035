package hyrule

import (
	"testing"

	"arbiter/scoring/gametest"
)

func TestCases(t *testing.T) { gametest.RunFile(t, "testdata/cases.json") }
