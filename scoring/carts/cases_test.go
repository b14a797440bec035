package carts

import (
	"testing"

	"arbiter/scoring/gametest"
)

func TestCases(t *testing.T) { gametest.RunFile(t, games, "testdata/cases.json") }
