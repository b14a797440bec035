package app

// The shell's tests run with every game and every table registered, as
// cmd/arbiter runs it.
import (
	_ "arbiter/app/tables/all"
	_ "arbiter/scoring/all"
)
