package tournament

import (
	"net"
	"strconv"
	"testing"
	"time"
)

// Quitting the app ends the director and the table before the shell
// closes the history they write to: after the quit hooks ran, the
// director's port is free again and nothing is left running.
func TestQuittingEndsTheDirectorAndTheTable(t *testing.T) {
	q := &uiQueue{}
	dir := newDevice(t, q, false)
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

	for _, d := range []*device{tb, dir} {
		if len(d.h.Quitters) == 0 {
			t.Fatal("the screen asked for nothing to be done when the app quits")
		}
		for _, fn := range d.h.Quitters {
			fn()
		}
	}
	// The port is free once the director has ended.
	deadline := time.Now().Add(5 * time.Second)
	for {
		l, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
		if err == nil {
			l.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the director still holds its port after the quit hooks: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
