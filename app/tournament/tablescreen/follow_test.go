package tablescreen

import (
	"testing"

	"arbiter/scoring/event"
	"arbiter/tournament/table"
	"arbiter/tournament/wire"
)

// still is a table whose view does not change.
type still struct{ v table.View }

func (s still) View() table.View                                { return s.v }
func (still) NorthEntry(int) (event.Entry, bool)                { return event.Entry{}, false }
func (still) Enter(int, event.Content) (event.Entry, error)     { return event.Entry{}, nil }
func (still) EnterEast(int, event.Content) (event.Entry, error) { return event.Entry{}, nil }
func (still) Verify(int, bool, string) (event.Entry, error)     { return event.Entry{}, nil }
func (still) Standings() (wire.Standings, error)                { return wire.Standings{}, nil }

// The reader hands on only a view that changed, unless the screen put up
// a view of its own in between (Forget): then the next read is handed on
// whatever it says, or the screen would keep an older view than the
// table's for good (seen under load as a table saying "sending 1
// result…" after the director had answered).
func TestReaderHandsOnAViewAgainAfterForget(t *testing.T) {
	r := NewReader(still{table.View{Table: 2, Pending: 0}})
	for i, want := range []bool{true, false, false} {
		if _, changed := r.Read(false); changed != want {
			t.Fatalf("read %d: changed %v, want %v", i+1, changed, want)
		}
	}
	r.Forget()
	if _, changed := r.Read(false); !changed {
		t.Fatal("after Forget the same view is not handed on")
	}
	if _, changed := r.Read(false); changed {
		t.Fatal("Forget holds for one read only")
	}
}
