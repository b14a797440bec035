package webtable

import (
	"sync"

	"fyne.io/fyne/v2"

	"arbiter/tournament/table"
	"arbiter/tournament/wire"
)

// outboxKey is where the page keeps its outbox in the app's preferences
// (the browser's localStorage under Fyne's web driver).
const outboxKey = "arbiter.tournament.outbox"

// keepAnswered is how many answered entries the page remembers (their
// refusals are shown); what waits is always kept.
const keepAnswered = 200

// PrefsOutbox is a table's outbox kept in Fyne's preferences: in a
// browser that is the page's localStorage, which a reload, a closed tab
// or a phone gone to sleep leave in place. It is the table client's
// Outbox (as the native app's SQLite history is): entries stay until the
// director acknowledges them, and the client sends them again when the
// page comes back.
type PrefsOutbox struct {
	prefs fyne.Preferences
	mu    sync.Mutex
	mem   *table.MemoryOutbox
}

// OpenPrefsOutbox reads the outbox kept in prefs (empty the first time;
// what cannot be read is said, and the page starts an empty one).
func OpenPrefsOutbox(prefs fyne.Preferences) (*PrefsOutbox, error) {
	o := &PrefsOutbox{prefs: prefs, mem: table.NewMemoryOutbox()}
	if s := prefs.String(outboxKey); s != "" {
		mem, err := table.ImportMemoryOutbox([]byte(s))
		if err != nil {
			return o, err
		}
		o.mem = mem
	}
	return o, nil
}

// save writes the outbox back after a change: the whole of it, a few
// kilobytes, as one value, so a reload never finds half a change.
func (o *PrefsOutbox) save() error {
	o.mem.Prune(keepAnswered)
	b, err := o.mem.Export()
	if err != nil {
		return err
	}
	o.prefs.SetString(outboxKey, string(b))
	return nil
}

// Outbox implements table.Outbox.
func (o *PrefsOutbox) Outbox(event string) ([]wire.OutboxItem, error) {
	return o.mem.Outbox(event)
}

// AddOutbox implements table.Outbox.
func (o *PrefsOutbox) AddOutbox(it wire.OutboxItem) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if err := o.mem.AddOutbox(it); err != nil {
		return err
	}
	return o.save()
}

// MarkOutboxSent implements table.Outbox.
func (o *PrefsOutbox) MarkOutboxSent(stored map[string]bool) error {
	if len(stored) == 0 {
		return nil
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if err := o.mem.MarkOutboxSent(stored); err != nil {
		return err
	}
	return o.save()
}

// AckOutbox implements table.Outbox.
func (o *PrefsOutbox) AckOutbox(acks map[string]string) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	n, err := o.mem.AckOutbox(acks)
	if err != nil || n == 0 {
		return n, err
	}
	return n, o.save()
}

// State implements table.Outbox.
func (o *PrefsOutbox) State(key string) (string, bool, error) { return o.mem.State(key) }

// SetState implements table.Outbox.
func (o *PrefsOutbox) SetState(key, value string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if v, ok, _ := o.mem.State(key); ok && v == value {
		return nil
	}
	if err := o.mem.SetState(key, value); err != nil {
		return err
	}
	return o.save()
}

var _ table.Outbox = (*PrefsOutbox)(nil)
