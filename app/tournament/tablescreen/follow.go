package tablescreen

import (
	"bytes"
	"encoding/json"
	"sync/atomic"

	"arbiter/tournament/table"
)

// Reader reads a table's view for its screen, off the UI goroutine: the
// page's watcher calls Read after every change the client reports and
// every few seconds, and hands the screen (Show) only a view that
// changed: a redraw under a finger is a redraw too many.
type Reader struct {
	c        Client
	lastFeed uint64
	last     []byte
	forget   atomic.Bool
}

// Forget has the next Read report a change whatever it reads: the screen
// put up a view of its own (Config.Refresh), which may be older than the
// one read last, and only a view shown again puts the newer one back.
func (r *Reader) Forget() { r.forget.Store(true) }

// NewReader reads c's view.
func NewReader(c Client) *Reader { return &Reader{c: c} }

// Read is the table's view now. The standings are read from the board
// when the table's own results changed (its feed), when there are none
// yet, and at every tick while connected: other tables' results move
// them too. changed is false when the view is the one read last.
func (r *Reader) Read(ticked bool) (v table.View, changed bool) {
	if r.forget.Swap(false) {
		r.last = nil
	}
	v = r.c.View()
	if v.Connected && v.Setup != nil {
		feed := uint64(0)
		if v.Feed != nil {
			feed = v.Feed.Version
		}
		if feed != r.lastFeed || v.Standings == nil || ticked {
			r.lastFeed = feed
			if _, err := r.c.Standings(); err == nil {
				v = r.c.View()
			}
		}
	}
	b, err := json.Marshal(v)
	if err != nil {
		return v, true
	}
	if bytes.Equal(b, r.last) {
		return v, false
	}
	r.last = b
	return v, true
}
