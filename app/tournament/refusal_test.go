package tournament

import (
	"net"
	"testing"

	"arbiter/app/host"
	"arbiter/tournament/wire"
)

// A code that is not a join code is refused at once; another event's code
// and a table the event does not have are refused by the director's server
// (the device's key is not let in): the form comes back with the reason,
// and the director's history stores nothing.
func TestWrongCodeIsRefusedWithTheReason(t *testing.T) {
	q := &uiQueue{}
	dir := newDevice(t, q, false)
	code, address := hostEvent(t, dir, Options{Host: "127.0.0.1", Port: -1, DataDir: t.TempDir(), Do: q.do})
	tb := newDevice(t, q, true)

	joinAs(t, tb, Options{Do: q.do}, "HELLO", address, "1")
	tb.untilShows("The join code is ten letters and digits, like K4F9Q-2MXR7: check it on the director's screen.")

	other := wire.FormatCode(wire.NewJoinCode())
	tb.s.SetEntry("HELLO", other)
	tb.tap("Join")
	refused := "The director does not let this device in: the join code or the table number is wrong. Check both and join again."
	tb.untilShows(refused)
	if running[tb.h].table != nil || !tb.s.Has("Join") {
		t.Fatalf("the table still runs, or the form is not back: %q", tb.s.Texts())
	}

	// The right code for a table the event does not have (it has 2).
	tb.s.SetEntry(other, code)
	tb.s.SetEntry("1", "9")
	tb.tap("Join")
	tb.untilShows(refused)

	entries, corrections, err := dir.h.Store().TournamentRecordCount(running[dir.h].director.view.EventID)
	if err != nil || entries+corrections != 0 {
		t.Fatalf("stored %d entries, %d corrections (%v)", entries, corrections, err)
	}

	// With the right code and table the same form joins.
	tb.s.SetEntry("9", "2")
	tb.tap("Join")
	tb.untilShows("Round 1 of 2")
}

// A table whose director is gone says so in words and how many results
// wait; they are sent when the director is back (resumed on its device)
// and it shows them.
func TestOfflineTableSaysWhatWaits(t *testing.T) {
	q := &uiQueue{}
	dir := newDevice(t, q, false)
	// A fixed free port, so that the resumed director is where the table
	// looks for it.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	opts := Options{Host: "127.0.0.1", Port: port, DataDir: t.TempDir(), Do: q.do}
	code, address := hostEvent(t, dir, opts)
	tb := newDevice(t, q, true)
	joinAs(t, tb, Options{Do: q.do}, code, address, "1")
	tb.untilShows("Round 1 of 2")

	dir.tap("Stop hosting")
	dir.tap("Yes")
	dir.untilShows("Events to resume")
	tb.untilShows("Offline: the director cannot be reached. Entries are kept on this device and sent when it is back.")

	tb.tap("Everyone passed")
	tb.tap("Send the result")
	tb.tap("East agrees")
	tb.untilShows("East agreed: the result is sent. Offline: 2 results wait on this device and are sent when the director can be reached again.")

	dir.tap("Resume")
	dir.untilShows("Counted")
	tb.untilShows("Round 2 of 2")
	tb.untilShows("Connected to the director: every result is in.")
	_ = host.SectionPlay
}
