package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"time"

	"arbiter/engine/pymtheg"
	"arbiter/scoring/event"
)

// The messages on the wire are JSON: a table's entry on its results
// subject, and the board the director keeps (the last message of each
// subject in a stream the tables read). Every message carries its format
// version.
const Version = 1

// MaxEntryBytes bounds an entry on the wire.
const MaxEntryBytes = 256 << 10

// entryMsg is what a table publishes: one entry (with its UUID, also the
// message's Nats-Msg-Id).
type entryMsg struct {
	V int `json:"v"`
	event.Entry
}

// EncodeEntry writes an entry as a table publishes it.
func EncodeEntry(en event.Entry) ([]byte, error) {
	return json.Marshal(entryMsg{V: Version, Entry: en})
}

// DecodeEntry reads an entry strictly (unknown fields are refused).
func DecodeEntry(b []byte) (event.Entry, error) {
	if len(b) > MaxEntryBytes {
		return event.Entry{}, fmt.Errorf("the entry is larger than %d bytes", MaxEntryBytes)
	}
	var w entryMsg
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return event.Entry{}, fmt.Errorf("not an entry: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return event.Entry{}, fmt.Errorf("not an entry: data after the JSON object")
	}
	if w.V != Version {
		return event.Entry{}, fmt.Errorf("entry format %d: this director reads format %d (update Arbiter)", w.V, Version)
	}
	return w.Entry, nil
}

// SetupMsg is the event as the tables need it.
type SetupMsg struct {
	V       int         `json:"v"`
	EventID string      `json:"event_id"`
	Setup   event.Setup `json:"setup"`
	Tables  int         `json:"tables"`
	Rounds  int         `json:"rounds"`
}

// Movement is where every team sits in the rounds known so far (a
// league's from the start; a knock-out's next round once the round before
// is decided). It is published when it changes; the round in play is in
// the standings and in each table's feed.
type Movement struct {
	V       int               `json:"v"`
	Version uint64            `json:"version"`
	Rounds  int               `json:"rounds"`
	Plans   []event.RoundPlan `json:"plans"`
}

// Standings are the event's standings as every table reads them.
type Standings struct {
	V       int    `json:"v"`
	Version uint64 `json:"version"`
	Round   int    `json:"round"`
	Rounds  int    `json:"rounds"`
	// Counted results, of Expected in the rounds known so far.
	Counted   int                `json:"counted"`
	Expected  int                `json:"expected"`
	Places    []pymtheg.Standing `json:"places"`
	Complete  bool               `json:"complete"`
	Champions []string           `json:"champions"`
	Remaining []string           `json:"remaining,omitempty"`
	Disputed  int                `json:"disputed"`
}

// TableResult is one of a table's results in its feed.
type TableResult struct {
	Session event.Session `json:"session"`
	Status  event.Status  `json:"status"`
	// North and East are the latest entries while the result does not
	// count yet (East's device verifies North's entry).
	North *event.Entry `json:"north,omitempty"`
	East  *event.Entry `json:"east,omitempty"`
	// Counted is what counts: what the table entered, or the director's
	// correction (nil: nothing counts yet, or the director decided the
	// table has no result).
	Counted *event.Content `json:"counted,omitempty"`
	// Correction is the director's reason when it corrected the result.
	Correction string `json:"correction,omitempty"`
}

// TableFeed is what the director tells one table: its results, and which
// of its entries it applied ("") or refused (the reason).
//
// After a batch the director sends a table only what changed (Partial):
// the results that differ from the feed of version Prev it sent that table
// before, the others being as they were, and the answers given since. A
// table's feed so costs what its batch changed, not what the evening
// holds. A whole feed, with every result and every answer, goes to every
// table when the director starts, and to a table that asks (Names.Ask): one
// that does not have feed Prev (it missed one, or it just started).
type TableFeed struct {
	V       int               `json:"v"`
	Version uint64            `json:"version"`
	Table   int               `json:"table"`
	Round   int               `json:"round"`
	Results []TableResult     `json:"results"`
	Acks    map[string]string `json:"acks"`
	// Points are the ranking points each team has at this table so far
	// (a league: a counted result's two teams' rank at the table). They
	// move as the table's later rounds are ranked with the earlier ones,
	// so they come once per feed rather than with every result; a
	// partial feed has them only when they changed (null: as before).
	Points  map[string]int `json:"points"`
	Partial bool           `json:"partial,omitempty"`
	Prev    uint64         `json:"prev,omitempty"`
}

// ErrFeedGap is Follow's answer to a partial feed that does not follow
// the feed the table has.
var ErrFeedGap = errors.New("the feed does not follow the one this table has: ask for the whole feed")

// Follow is the table's feed after next: next itself when it is whole,
// or f with next's changes when next follows f (ErrFeedGap when it does
// not). A feed older than f is f (a copy that came late). f is not
// changed: a screen may still hold it.
func (f *TableFeed) Follow(next TableFeed) (*TableFeed, error) {
	if f != nil && (next.Version < f.Version || (next.Partial && next.Version == f.Version)) {
		return f, nil
	}
	if !next.Partial {
		return &next, nil
	}
	if f == nil || f.Version != next.Prev {
		return f, ErrFeedGap
	}
	out := next
	out.Partial, out.Prev = false, 0
	if out.Points == nil {
		out.Points = f.Points
	}
	out.Results = make([]TableResult, 0, len(f.Results)+len(next.Results))
	changed := make(map[event.Key]TableResult, len(next.Results))
	for _, r := range next.Results {
		changed[r.Session.Key()] = r
	}
	for _, r := range f.Results {
		if c, ok := changed[r.Session.Key()]; ok {
			r = c
			delete(changed, r.Session.Key())
		}
		out.Results = append(out.Results, r)
	}
	// Results the table had no line for (a knock-out's new round), in
	// the order the director listed them.
	for _, r := range next.Results {
		if _, ok := changed[r.Session.Key()]; ok {
			out.Results = append(out.Results, r)
		}
	}
	sort.SliceStable(out.Results, func(i, j int) bool { return out.Results[i].Session.Round < out.Results[j].Session.Round })
	return &out, nil
}

// Refusal is an entry the director refused, and why.
type Refusal struct {
	ID     string `json:"id"`
	Table  int    `json:"table"`
	Reason string `json:"reason"`
}

// OutboxItem is an entry a table's device has to deliver to the director:
// kept until the director acknowledges it, so a device that loses the
// network (or is switched off) sends it when it is back. The table client
// keeps it in its Outbox (storage's SQLite history natively, the browser's
// storage on the web).
type OutboxItem struct {
	ID      string `json:"id"`    // the entry's UUID, also its message id
	Event   string `json:"event"` // the event's name space on the director
	Table   int    `json:"table"`
	Subject string `json:"subject"`
	Payload []byte `json:"payload"`
	// CreatedAt is when it was entered; SentAt when the director's
	// stream confirmed storing it (when the client records it); Attempts
	// the failed attempts; AckedAt when the director applied or refused it
	// (Refused says why).
	CreatedAt time.Time  `json:"created_at"`
	SentAt    *time.Time `json:"sent_at"`
	AckedAt   *time.Time `json:"acked_at"`
	Attempts  int        `json:"attempts"`
	Refused   string     `json:"refused"`
}
