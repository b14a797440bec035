package table

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"arbiter/tournament/wire"
)

// Outbox is what a table client needs of the device it runs on: its
// entries kept until the director acknowledges them, and a few small
// values (the event as last read, so a table that starts without the
// network still checks what is entered). The device's history
// (storage.Store, SQLite) implements it natively; MemoryOutbox in memory;
// a browser client keeps it in the browser's storage.
//
// Its methods may take a while (a disk): the client calls them off the
// screen's goroutine.
type Outbox interface {
	// Outbox lists an event's entries (its namespace), oldest first.
	Outbox(event string) ([]wire.OutboxItem, error)
	// AddOutbox queues an entry; the same ID again changes nothing.
	AddOutbox(it wire.OutboxItem) error
	// MarkOutboxSent records delivery attempts: true when the director's
	// stream confirmed storing the entry (it sets SentAt), false for a
	// failed attempt (it counts one more).
	MarkOutboxSent(stored map[string]bool) error
	// AckOutbox records the director's answers: applied ("") or refused
	// (the reason). Unknown or already answered ids are skipped; it
	// returns how many entries changed.
	AckOutbox(acks map[string]string) (int, error)
	// State and SetState keep a small value under a key.
	State(key string) (value string, ok bool, err error)
	SetState(key, value string) error
}

// MemoryOutbox is an Outbox kept in memory: for tests, and for a table
// that keeps nothing when it stops. Like the history it checks what it is
// given and hands out copies.
type MemoryOutbox struct {
	mu    sync.Mutex
	items []wire.OutboxItem
	state map[string]string
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// NewMemoryOutbox returns an empty outbox.
func NewMemoryOutbox() *MemoryOutbox { return &MemoryOutbox{state: map[string]string{}} }

func (m *MemoryOutbox) now() time.Time {
	if m.Now != nil {
		return m.Now()
	}
	return time.Now()
}

func (m *MemoryOutbox) find(id string) int {
	return slices.IndexFunc(m.items, func(it wire.OutboxItem) bool { return it.ID == id })
}

// Outbox implements Outbox.
func (m *MemoryOutbox) Outbox(event string) ([]wire.OutboxItem, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := []wire.OutboxItem{}
	for _, it := range m.items {
		if it.Event == event {
			it.Payload = slices.Clone(it.Payload)
			out = append(out, it)
		}
	}
	return out, nil
}

// AddOutbox implements Outbox.
func (m *MemoryOutbox) AddOutbox(it wire.OutboxItem) error {
	switch {
	case it.ID == "" || len(it.ID) > 64:
		return fmt.Errorf("outbox id %q: 1 to 64 characters", it.ID)
	case it.Event == "" || it.Subject == "":
		return fmt.Errorf("outbox item %s: an event and a subject are needed", it.ID)
	case len(it.Payload) > wire.MaxEntryBytes:
		return fmt.Errorf("outbox item %s: larger than %d bytes", it.ID, wire.MaxEntryBytes)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.find(it.ID) >= 0 {
		return nil
	}
	it.Payload = slices.Clone(it.Payload)
	it.CreatedAt, it.SentAt, it.AckedAt, it.Attempts, it.Refused = m.now(), nil, nil, 0, ""
	m.items = append(m.items, it)
	return nil
}

// MarkOutboxSent implements Outbox.
func (m *MemoryOutbox) MarkOutboxSent(stored map[string]bool) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.now()
	for id, ok := range stored {
		if i := m.find(id); i >= 0 {
			m.items[i].Attempts++
			if ok {
				m.items[i].SentAt = &now
			}
		}
	}
	return nil
}

// AckOutbox implements Outbox.
func (m *MemoryOutbox) AckOutbox(acks map[string]string) (int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.now()
	n := 0
	for id, reason := range acks {
		if i := m.find(id); i >= 0 && m.items[i].AckedAt == nil {
			m.items[i].AckedAt = &now
			m.items[i].Refused = strings.TrimSpace(reason)
			n++
		}
	}
	return n, nil
}

// State implements Outbox.
func (m *MemoryOutbox) State(key string) (string, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.state[key]
	return v, ok, nil
}

// SetState implements Outbox.
func (m *MemoryOutbox) SetState(key, value string) error {
	if key == "" {
		return fmt.Errorf("a state key is needed")
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.state[key] = value
	return nil
}

// memoryOutboxData is a MemoryOutbox written out.
type memoryOutboxData struct {
	Items []wire.OutboxItem `json:"items"`
	State map[string]string `json:"state"`
}

// Export writes the outbox out (JSON), for a device that keeps it
// somewhere of its own: a browser's storage.
func (m *MemoryOutbox) Export() ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return json.Marshal(memoryOutboxData{Items: m.items, State: m.state})
}

// ImportMemoryOutbox reads an outbox Export wrote.
func ImportMemoryOutbox(b []byte) (*MemoryOutbox, error) {
	var d memoryOutboxData
	if err := json.Unmarshal(b, &d); err != nil {
		return nil, fmt.Errorf("the outbox kept on this device: %w", err)
	}
	m := NewMemoryOutbox()
	for _, it := range d.Items {
		if it.ID == "" || it.Event == "" || it.Subject == "" {
			return nil, fmt.Errorf("the outbox kept on this device: an entry without its id, event or subject")
		}
		m.items = append(m.items, it)
	}
	for k, v := range d.State {
		m.state[k] = v
	}
	return m, nil
}

// Prune forgets the oldest answered entries beyond keep (what is still
// waiting is never forgotten): a browser's storage is small.
func (m *MemoryOutbox) Prune(keep int) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	answered := 0
	for _, it := range m.items {
		if it.AckedAt != nil {
			answered++
		}
	}
	drop := answered - keep
	if drop <= 0 {
		return 0
	}
	out := m.items[:0]
	dropped := 0
	for _, it := range m.items {
		if it.AckedAt != nil && dropped < drop {
			dropped++
			continue
		}
		out = append(out, it)
	}
	m.items = out
	return dropped
}
