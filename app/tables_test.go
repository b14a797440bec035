package app

import (
	"testing"

	"arbiter/app/tables"
	"arbiter/app/widgets"
	"arbiter/scoring/all"
)

// TestEveryGameHasATable: the game catalog and the tables are two literal
// lists (docs/adding-a-game.md); a game added to one and not the other
// would have no tile, or a tile with no history behind it.
func TestEveryGameHasATable(t *testing.T) {
	byKind := map[string]bool{}
	for _, tb := range tables.All {
		if byKind[tb.ID] {
			t.Errorf("table %q is listed twice in tables.All", tb.ID)
		}
		byKind[tb.ID] = true
		if _, err := all.Lookup(tb.ID); err != nil {
			t.Errorf("table %q has no game in scoring/all: %v", tb.ID, err)
		}
		if widgets.Symbol(tb.Symbol) == nil {
			t.Errorf("table %q draws no symbol on its tile (Symbol %q)", tb.ID, tb.Symbol)
		}
	}
	for _, id := range all.IDs() {
		if !byKind[id] {
			t.Errorf("game %q of scoring/all has no table in app/tables.All", id)
		}
	}
}
