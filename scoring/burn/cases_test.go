package burn

import (
	"testing"

	"arbiter/engine/game/gametest"
)

func TestCases(t *testing.T) { gametest.RunFile(t, "testdata/cases.json") }
