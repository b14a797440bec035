package swords

import (
	"strconv"

	"arbiter/engine/game"
)

// A seat is an argument of the engine's messages (a table says the
// knight's name for it); a stored explanation keeps it typed.
func init() {
	game.StoredArg("mortal-swords.seat", func(s Seat) string { return strconv.Itoa(int(s)) },
		func(s string) (Seat, error) { n, err := strconv.Atoi(s); return Seat(n), err })
}
