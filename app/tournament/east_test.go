package tournament

import "testing"

// North and East each on their own device at the same table: North's
// entry reaches East's device, East agrees there, and the director counts
// it; East entering the result independently counts when it matches.
func TestEastOnItsOwnDevice(t *testing.T) {
	q := &uiQueue{}
	dir := newDevice(t, q, false)
	code, address := hostEvent(t, dir, Options{Host: "127.0.0.1", Port: -1, DataDir: t.TempDir(), Do: q.do})
	north := newDevice(t, q, true)
	east := newDevice(t, q, true)
	joinAs(t, north, Options{Do: q.do, Device: "north"}, code, address, "1")
	east.h.Push("play", JoinPageWith(east.h, Options{Do: q.do, Device: "east"}))
	east.typeIn("like K4F9Q-2MXR7", 0, code)
	east.typeIn("1, 2, 3", 0, "1")
	east.typeIn("like 192.168.1.20:4222", 0, address)
	east.tap("East's own device")
	east.tap("Join")
	east.untilShows("East: enter the result")

	north.untilShows("Round 1 of 2")
	north.tap("Everyone passed")
	north.tap("Send the result")
	east.untilShows("East: check North's entry")
	east.untilShows("North entered: Everyone passed")
	east.tap("East agrees")
	dir.untilShows("Counted")
	north.untilShows("Round 2 of 2")
	east.untilShows("Round 2 of 2")

	// Round 2: both enter the same score, each on their own device.
	for _, d := range []*device{east, north} {
		d.tap("Its score")
		d.typeIn("0", 0, "30")
		d.typeIn("0", 0, "0")
		d.tap("Send the result")
	}
	// The two entries match: the result counts without a check.
	dir.until("both rounds counted", func() bool {
		v := running[dir.h].director.view
		return v.Standings.Counted == 2
	})
}
