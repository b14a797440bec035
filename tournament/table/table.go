package table

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"arbiter/engine/game"
	"arbiter/scoring/event"
	"arbiter/tournament/wire"
)

// Config joins a table to an event.
type Config struct {
	// Servers are the director's addresses (nats://host:port; several
	// for a cluster).
	Servers []string
	// Code is the event's join code, Table this table's number.
	Code  string
	Table int
	// Outbox is where the device keeps its entries until the director
	// acknowledges them (and the event as last read), so entries survive
	// the app being closed or the network going away: the device's
	// history (storage.Store) natively.
	Outbox Outbox
	// Device names the device in the entries (for the director's audit).
	Device string
	// ResendAfter is how long an entry the director's stream stored waits
	// for the director's acknowledgement before it is sent again
	// (default 5s); an entry that could not be sent is retried every
	// RetryAfter (default 1s).
	ResendAfter time.Duration
	RetryAfter  time.Duration
	// Logf receives what goes wrong (nil: nothing is logged).
	Logf func(format string, args ...any)
	// OnChange, if set, is called (from the client's goroutines) after
	// every change, for a screen to redraw.
	OnChange func(View)
	// Dialer, when set, makes the connections instead of a TCP dial, and
	// the servers' host names are not looked up: a browser has no
	// sockets, and reaches the director's WebSocket listener through a
	// dialer over the browser's WebSocket.
	Dialer nats.CustomDialer
}

// View is what the table's screen shows.
type View struct {
	Table     int  `json:"table"`
	Connected bool `json:"connected"`
	// Setup, Movement and Feed are the latest the director published
	// (nil until first read); Standings the latest read (Standings()).
	Setup     *wire.SetupMsg  `json:"setup"`
	Movement  *wire.Movement  `json:"movement"`
	Feed      *wire.TableFeed `json:"feed"`
	Standings *wire.Standings `json:"standings"`
	// Round is the round this table plays now (its first result that does
	// not count yet); Session who sits here then (nil: nobody, or not
	// known yet).
	Round   int            `json:"round"`
	Session *event.Session `json:"session"`
	// Pending entries wait for the director's acknowledgement; Refused
	// are the ones it refused, with the reason.
	Pending int            `json:"pending"`
	Refused []wire.Refusal `json:"refused"`
	// Problem is the last connection problem in words, "" once
	// connected; Refused says that the director's server refused this
	// device's key (the join code or the table number is wrong), as
	// opposed to not reaching it.
	Problem       string `json:"problem,omitempty"`
	DeviceRefused bool   `json:"device_refused,omitempty"`
}

// ErrNotJoined: the table has never reached the director, so it does not
// know the event yet.
var ErrNotJoined = errors.New("this table has not reached the director yet: check the Wi-Fi and the address")

// Table is a table's client: it enters results into the outbox and
// delivers them until the director acknowledges them. Its methods are
// safe for concurrent use.
type Table struct {
	cfg  Config
	code string
	n    wire.Names
	nc   *nats.Conn
	js   jetstream.JetStream
	subs []*nats.Subscription

	wake   chan struct{}
	stop   chan struct{}
	wg     sync.WaitGroup
	closed sync.Once

	mu        sync.Mutex
	ev        *event.Event
	setup     *wire.SetupMsg
	movement  *wire.Movement
	feed      *wire.TableFeed
	standings *wire.Standings
	pending   map[string]*wire.OutboxItem // the outbox's unacknowledged entries (a copy of the store's)
	order     []string                    // pending ids, oldest first
	sessions  []event.Session             // this table's sessions, for current()
	refused   []wire.Refusal
	tried     map[string]time.Time
	inflight  map[string]bool     // published, the stream's answer awaited
	stored    map[string]bool     // the director's stream has the entry
	toAck     map[string]string   // acknowledgements not yet written to the outbox
	ackedAt   time.Time           // when they were last written
	norths    map[int]event.Entry // North entries made on this device, by round
	raw       map[string][]byte   // the setup's and the movement's messages as last taken
	resyncing atomic.Bool
	idle      chan struct{}
	// synced: the board was read since the last (re)connection; until
	// then it is read again every few seconds.
	synced     bool
	lastSync   time.Time
	problem    string
	refusedKey bool // the last problem was the server refusing the key
	// gap: a partial feed came that does not follow this table's; the
	// whole feed was last asked for at askedAt.
	gap     bool
	askedAt time.Time
}

// fault records a connection problem for the screen.
func (t *Table) fault(err error) {
	t.logf("table %d: %v", t.cfg.Table, err)
	t.mu.Lock()
	t.problem = err.Error()
	t.refusedKey = errors.Is(err, nats.ErrAuthorization)
	t.mu.Unlock()
	t.notify()
}

func (t *Table) logf(format string, args ...any) {
	if t.cfg.Logf != nil {
		t.cfg.Logf(format, args...)
	}
}

// ConnectOptions are the NATS connection options of a table: its derived
// key and its own inbox. Exposed for tests and tools that speak to the
// server as a table.
func ConnectOptions(code string, table int) ([]nats.Option, error) {
	c, err := wire.NormalizeCode(code)
	if err != nil {
		return nil, err
	}
	kp, err := wire.TableKey(c, table)
	if err != nil {
		return nil, err
	}
	pub, _ := kp.PublicKey()
	n := wire.NamesOf(c)
	return []nats.Option{
		nats.Name(fmt.Sprintf("arbiter table %d", table)),
		nats.Nkey(pub, kp.Sign),
		nats.CustomInboxPrefix(n.Inbox(table)),
	}, nil
}

// Join starts a table's client. It returns at once, also when the
// director cannot be reached: entries wait in the outbox, and the client
// keeps trying. It reads the outbox: call it off a screen's goroutine.
func Join(ctx context.Context, cfg Config) (*Table, error) {
	code, err := wire.NormalizeCode(cfg.Code)
	if err != nil {
		return nil, err
	}
	if cfg.Table < 1 {
		return nil, fmt.Errorf("table %d: tables are numbered from 1", cfg.Table)
	}
	if cfg.Outbox == nil || len(cfg.Servers) == 0 {
		return nil, errors.New("a table needs its outbox and the director's address")
	}
	if cfg.ResendAfter <= 0 {
		cfg.ResendAfter = 5 * time.Second
	}
	if cfg.RetryAfter <= 0 {
		cfg.RetryAfter = time.Second
	}
	t := &Table{cfg: cfg, code: code, n: wire.NamesOf(code), wake: make(chan struct{}, 1), stop: make(chan struct{}),
		pending: map[string]*wire.OutboxItem{}, tried: map[string]time.Time{}, inflight: map[string]bool{}, stored: map[string]bool{}, toAck: map[string]string{}, norths: map[int]event.Entry{},
		raw: map[string][]byte{}}
	t.loadCache()
	items, err := cfg.Outbox.Outbox(t.n.NS)
	if err != nil {
		return nil, err
	}
	for _, it := range items {
		switch {
		case it.AckedAt == nil && it.Table == cfg.Table:
			it := it
			t.pending[it.ID] = &it
			t.order = append(t.order, it.ID)
		case it.Refused != "":
			t.refused = append(t.refused, wire.Refusal{ID: it.ID, Table: it.Table, Reason: it.Refused})
		}
	}
	subscribed := make(chan struct{})
	defer close(subscribed)
	opts, _ := ConnectOptions(code, cfg.Table)
	opts = append(opts,
		nats.MaxReconnects(-1), nats.ReconnectWait(500*time.Millisecond), nats.RetryOnFailedConnect(true),
		nats.ReconnectJitter(200*time.Millisecond, time.Second),
		// The first connection (at once or later) reads the board once the
		// subscriptions are in place, so nothing published in between is
		// missed, and only once (reading the setup and the movement of a
		// big event is a table's costliest step).
		nats.ConnectHandler(func(nc *nats.Conn) { <-subscribed; t.resync(nc) }),
		nats.ReconnectHandler(func(nc *nats.Conn) { t.resync(nc) }),
		nats.DisconnectErrHandler(func(_ *nats.Conn, err error) {
			t.mu.Lock()
			t.synced = false
			t.mu.Unlock()
			t.notify()
		}),
		nats.IgnoreAuthErrorAbort(),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { t.fault(err) }),
		nats.ReconnectErrHandler(func(_ *nats.Conn, err error) { t.fault(err) }),
	)
	if cfg.Dialer != nil {
		// A page reaches NATS only through the address it was given (the
		// director's own http port, /nats): the servers a cluster
		// advertises are its nodes' loopback WebSocket listeners, which a
		// phone cannot reach, and trying them would only delay the
		// reconnection to the one it can.
		opts = append(opts, nats.SetCustomDialer(cfg.Dialer), nats.SkipHostLookup(), nats.IgnoreDiscoveredServers())
	}
	nc, err := nats.Connect(strings.Join(cfg.Servers, ","), opts...)
	if err != nil {
		return nil, err
	}
	t.mu.Lock()
	t.nc = nc
	t.mu.Unlock()
	t.js, err = jetstream.New(t.nc)
	if err != nil {
		t.nc.Close()
		return nil, err
	}
	// The setup, the movement and the table's own feed come live; the
	// standings are read when wanted (Standings): 200 tables decoding
	// every update of them would cost more than the director's work.
	for _, subj := range []string{t.n.BoardSetup(), t.n.BoardMovement(), t.n.BoardTable(cfg.Table)} {
		sub, err := t.nc.Subscribe(subj, t.onBoard)
		if err != nil {
			t.nc.Close()
			return nil, err
		}
		t.subs = append(t.subs, sub)
	}
	t.wg.Add(1)
	go t.sender()
	return t, nil
}

// cache keys in the device's app state: the event as last read, so a
// table that restarts without network still checks its entries.
func (t *Table) cacheKey(what string) string {
	return fmt.Sprintf("tournament/%s/%s", t.n.NS, what)
}

func (t *Table) loadCache() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if v, ok, _ := t.cfg.Outbox.State(t.cacheKey("setup")); ok {
		var s wire.SetupMsg
		if json.Unmarshal([]byte(v), &s) == nil {
			t.applySetup(&s)
			t.raw[t.n.BoardSetup()] = []byte(v)
		}
	}
	if v, ok, _ := t.cfg.Outbox.State(t.cacheKey("movement")); ok {
		var m wire.Movement
		if json.Unmarshal([]byte(v), &m) == nil {
			t.applyMovement(&m)
			t.raw[t.n.BoardMovement()] = []byte(v)
		}
	}
}

// applySetup and applyMovement are called with t.mu held.
func (t *Table) applySetup(s *wire.SetupMsg) {
	if t.setup != nil && t.setup.EventID == s.EventID {
		return
	}
	ev, err := event.New(s.Setup)
	if err != nil {
		t.logf("the director's setup: %v", err)
		return
	}
	t.setup, t.ev = s, ev
	if t.movement != nil {
		ev.Follow(t.movement.Plans)
	}
	t.sessions = ev.TableSessions(t.cfg.Table)
}

func (t *Table) applyMovement(m *wire.Movement) {
	if t.movement != nil && m.Version != 0 && m.Version < t.movement.Version {
		return
	}
	t.movement = m
	if t.ev != nil {
		t.ev.Follow(m.Plans)
		t.sessions = t.ev.TableSessions(t.cfg.Table)
	}
}

// onBoard takes what the director publishes.
func (t *Table) onBoard(m *nats.Msg) {
	t.take(m.Subject, m.Data)
}

func (t *Table) take(subject string, data []byte) {
	save := map[string]string{}
	var acks map[string]string
	t.mu.Lock()
	// The setup and the movement are read again after every
	// reconnection, and are mostly what the table has: the same bytes are
	// not decoded (nor kept) again. A big event's are hundreds of
	// kilobytes, and a node lost in a cluster reconnects a third of the
	// room at once.
	if subject == t.n.BoardSetup() || subject == t.n.BoardMovement() {
		if bytes.Equal(t.raw[subject], data) {
			t.mu.Unlock()
			return
		}
		t.raw[subject] = data
	}
	switch subject {
	case t.n.BoardSetup():
		var s wire.SetupMsg
		if err := json.Unmarshal(data, &s); err == nil && s.V == wire.Version {
			t.applySetup(&s)
			save["setup"] = string(data)
		}
	case t.n.BoardMovement():
		var mv wire.Movement
		if err := json.Unmarshal(data, &mv); err == nil && mv.V == wire.Version {
			t.applyMovement(&mv)
			save["movement"] = string(data)
		}
	case t.n.BoardStandings():
		var st wire.Standings
		if err := json.Unmarshal(data, &st); err == nil && st.V == wire.Version && (t.standings == nil || st.Version >= t.standings.Version) {
			t.standings = &st
		}
	case t.n.BoardTable(t.cfg.Table):
		// The answers count whenever they come (an answer does not
		// change); the results only from a feed newer than the table's.
		var f wire.TableFeed
		if err := json.Unmarshal(data, &f); err == nil && f.V == wire.Version {
			next, err := t.feed.Follow(f)
			if errors.Is(err, wire.ErrFeedGap) {
				// A partial feed after one this table missed: the
				// whole feed is asked for (now, and by the sender until
				// it comes); its answers count all the same.
				if !t.gap {
					t.gap, t.askedAt = true, time.Time{}
					defer t.kick()
				}
			} else if next != t.feed {
				t.feed, t.gap = next, false
			}
			acks = map[string]string{}
			for id := range t.pending {
				if reason, ok := f.Acks[id]; ok {
					acks[id] = reason
				}
			}
		}
	}
	t.mu.Unlock()
	for k, v := range save {
		if err := t.cfg.Outbox.SetState(t.cacheKey(k), v); err != nil {
			t.logf("keeping the event: %v", err)
		}
	}
	if len(acks) > 0 {
		// Done in memory at once; written to the outbox by the sender
		// every few seconds (flushAcks).
		t.mu.Lock()
		for id, reason := range acks {
			delete(t.pending, id)
			delete(t.tried, id)
			delete(t.stored, id)
			t.toAck[id] = reason
			if reason != "" {
				t.refused = append(t.refused, wire.Refusal{ID: id, Table: t.cfg.Table, Reason: reason})
			}
		}
		t.signalIdle()
		t.mu.Unlock()
		t.kick()
	}
	t.notify()
}

// ackFlushEvery is how often the acknowledgements received are written to
// the outbox: one transaction every few seconds rather than one per feed
// (an acknowledgement lost in a crash only means the entry is sent again
// when the app comes back, and counted once).
const ackFlushEvery = 5 * time.Second

// flushAcks writes the acknowledgements received to the outbox, when the
// last write is ackFlushEvery ago (now: at once).
func (t *Table) flushAcks(now bool) {
	t.mu.Lock()
	acks := t.toAck
	if len(acks) == 0 || (!now && time.Since(t.ackedAt) < ackFlushEvery) {
		t.mu.Unlock()
		return
	}
	t.toAck = map[string]string{}
	t.ackedAt = time.Now()
	t.mu.Unlock()
	if _, err := t.cfg.Outbox.AckOutbox(acks); err != nil {
		t.logf("outbox: %v", err)
		t.mu.Lock()
		for id, r := range acks {
			t.toAck[id] = r
		}
		t.mu.Unlock()
	}
}

// resync reads the board's latest messages (after connecting: core
// messages sent while the table was away are not replayed) and wakes the
// sender.
func (t *Table) resync(nc *nats.Conn) {
	// One at a time: a read that waits on a lost server would otherwise
	// have the next ones pile up behind it (the sender tries again).
	if !t.resyncing.CompareAndSwap(false, true) {
		return
	}
	defer t.resyncing.Store(false)
	t.mu.Lock()
	t.lastSync = time.Now()
	t.problem, t.refusedKey = "", false
	t.mu.Unlock()
	ok := true
	for _, subj := range []string{t.n.BoardSetup(), t.n.BoardMovement(), t.n.BoardStandings(), t.n.BoardTable(t.cfg.Table)} {
		data, err := t.last(nc, subj)
		if err != nil {
			if !errors.Is(err, errNoMessage) {
				t.logf("reading %s: %v", subj, err)
				ok = false
			}
			continue
		}
		t.take(subj, data)
	}
	t.mu.Lock()
	t.synced = ok && t.setup != nil
	// Whatever is still pending may have been answered while the table
	// was away: send it again now (the director answers a copy at once).
	for id := range t.pending {
		delete(t.tried, id)
	}
	t.mu.Unlock()
	t.kick()
}

var errNoMessage = errors.New("no message yet")

// last reads the latest message of a board subject (JetStream's direct
// get, which the table's permissions allow for the board only).
func (t *Table) last(nc *nats.Conn, subject string) ([]byte, error) {
	msg, err := nc.Request(t.n.DirectGet(subject), nil, 5*time.Second)
	if err != nil {
		return nil, err
	}
	if st := msg.Header.Get("Status"); st != "" {
		if st == "404" {
			return nil, errNoMessage
		}
		return nil, fmt.Errorf("%s %s", st, msg.Header.Get("Description"))
	}
	return msg.Data, nil
}

func (t *Table) kick() {
	select {
	case t.wake <- struct{}{}:
	default:
	}
}

// sender delivers the outbox: what was never stored by the director's
// stream at once (and every RetryAfter), what was stored but not yet
// acknowledged by the director again after ResendAfter (the stream and
// the director drop the copy).
func (t *Table) sender() {
	defer t.wg.Done()
	tick := time.NewTicker(t.cfg.RetryAfter / 2)
	defer tick.Stop()
	for {
		select {
		case <-t.stop:
			return
		case <-t.wake:
		case <-tick.C:
		}
		t.flushAcks(false)
		t.mu.Lock()
		nothing := len(t.pending) == 0
		resync := !t.synced && time.Since(t.lastSync) > 3*time.Second
		ask := t.gap && time.Since(t.askedAt) > time.Second
		t.mu.Unlock()
		if !t.nc.IsConnected() {
			continue
		}
		if ask {
			t.mu.Lock()
			t.askedAt = time.Now()
			t.mu.Unlock()
			_ = t.nc.Publish(t.n.Ask(t.cfg.Table), nil)
		}
		if resync {
			go t.resync(t.nc)
		}
		if nothing {
			continue
		}
		t.mu.Lock()
		var items []wire.OutboxItem
		live := t.order[:0]
		for _, id := range t.order {
			if it, ok := t.pending[id]; ok {
				live = append(live, id)
				if len(items) < 500 {
					items = append(items, *it)
				}
			}
		}
		t.order = live
		t.mu.Unlock()
		t.send(items)
	}
}

// send publishes the items that are due, all at once; await then waits
// (a while) for the stream to store them.
func (t *Table) send(items []wire.OutboxItem) {
	now := time.Now()
	var out []awaited
	nudge := false
	t.mu.Lock()
	for _, it := range items {
		if it.Table != t.cfg.Table {
			continue
		}
		wait := t.cfg.RetryAfter
		if it.SentAt != nil || t.stored[it.ID] {
			wait = t.cfg.ResendAfter
		}
		if last, tried := t.tried[it.ID]; t.inflight[it.ID] || (tried && now.Sub(last) < wait) {
			continue
		}
		t.tried[it.ID] = now
		nudge = nudge || t.stored[it.ID] || it.SentAt != nil
		fut, err := t.js.PublishMsgAsync(&nats.Msg{Subject: it.Subject, Data: it.Payload}, jetstream.WithMsgID(it.ID))
		if err != nil {
			t.logf("table %d: sending %s: %v", t.cfg.Table, it.ID, err)
			continue
		}
		t.inflight[it.ID] = true
		out = append(out, awaited{it.ID, fut})
	}
	t.mu.Unlock()
	if nudge {
		// The stream had these already and drops the copies: ask the
		// director for the feed that acknowledges them.
		_ = t.nc.Publish(t.n.Ask(t.cfg.Table), nil)
	}
	if len(out) == 0 {
		return
	}
	// The stream's answers are awaited aside: an entry made meanwhile
	// (East's check, right after North's entry on the same device) goes
	// out at once, and the director mostly finds both in one batch (one
	// feed for the table instead of two).
	t.wg.Add(1)
	go func() {
		defer t.wg.Done()
		t.await(out)
	}()
}

// awaited is an entry published, and its future answer from the stream.
type awaited struct {
	id  string
	fut jetstream.PubAckFuture
}

// await waits (a while) for the stream to store what send published.
func (t *Table) await(out []awaited) {
	// The happy path writes nothing more: the director's feed will
	// acknowledge the entries. A failed attempt is counted in the outbox
	// (for the screen and the curious), and retried.
	timeout := time.NewTimer(5 * time.Second)
	defer timeout.Stop()
	defer func() {
		t.mu.Lock()
		for _, s := range out {
			delete(t.inflight, s.id)
		}
		t.mu.Unlock()
	}()
	failed := map[string]bool{}
	for _, s := range out {
		select {
		case <-s.fut.Ok():
			t.mu.Lock()
			t.stored[s.id] = true
			t.mu.Unlock()
		case err := <-s.fut.Err():
			t.logf("table %d: sending %s: %v", t.cfg.Table, s.id, err)
			failed[s.id] = false
		case <-timeout.C:
			timeout.Reset(0)
			failed[s.id] = false
		case <-t.stop:
			return
		}
	}
	if err := t.cfg.Outbox.MarkOutboxSent(failed); err != nil {
		t.logf("outbox: %v", err)
	}
}

// signalIdle wakes WaitIdle when nothing is pending (t.mu held).
func (t *Table) signalIdle() {
	if len(t.pending) == 0 && t.idle != nil {
		close(t.idle)
		t.idle = nil
	}
}

// WaitIdle waits until the director has acknowledged every entry.
func (t *Table) WaitIdle(ctx context.Context) error {
	t.mu.Lock()
	if len(t.pending) == 0 {
		t.mu.Unlock()
		return nil
	}
	if t.idle == nil {
		t.idle = make(chan struct{})
	}
	ch := t.idle
	t.mu.Unlock()
	select {
	case <-ch:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (t *Table) notify() {
	if t.cfg.OnChange != nil {
		t.cfg.OnChange(t.View())
	}
}

// View is a snapshot for the table's screen.
func (t *Table) View() View {
	t.mu.Lock()
	defer t.mu.Unlock()
	v := View{Table: t.cfg.Table, Connected: t.nc != nil && t.nc.IsConnected(), Setup: t.setup, Movement: t.movement,
		Feed: t.feed, Standings: t.standings, Pending: len(t.pending), Refused: append([]wire.Refusal{}, t.refused...), Problem: t.problem, DeviceRefused: t.refusedKey}
	v.Round, v.Session = t.current()
	return v
}

// current is the round this table plays now and who sits here (t.mu
// held): its first session whose result does not count yet.
func (t *Table) current() (int, *event.Session) {
	if t.ev == nil {
		return 0, nil
	}
	counted := map[int]bool{}
	if t.feed != nil {
		for _, r := range t.feed.Results {
			if r.Status.Counts() {
				counted[r.Session.Round] = true
			}
		}
	}
	for _, s := range t.sessions {
		if !counted[s.Round] {
			s := s
			return s.Round, &s
		}
	}
	return t.ev.Rounds() + 1, nil
}

// Enter is North's entry of the table's result for a round: checked
// against the rules, kept in the outbox and sent. North may enter again
// (a mistake seen before East verified): the latest counts.
func (t *Table) Enter(round int, c event.Content) (event.Entry, error) {
	return t.enter(event.Entry{Round: round, Role: event.North, Content: c})
}

// EnterEast is East entering the result independently (two devices): it
// counts once it matches North's.
func (t *Table) EnterEast(round int, c event.Content) (event.Entry, error) {
	return t.enter(event.Entry{Round: round, Role: event.East, Content: c})
}

// Verify is East's check of North's latest entry for a round (on North's
// device passed across, or East's own device reading the table's feed):
// agree, and it counts; disagree (with a note for the director), and the
// director decides.
func (t *Table) Verify(round int, agree bool, note string) (event.Entry, error) {
	north, ok := t.NorthEntry(round)
	if !ok {
		return event.Entry{}, game.Invalidf("round: North has not entered round %d's result yet", round)
	}
	en := event.Entry{Round: round, Role: event.East, Verifies: north.ID, Note: note}
	if agree {
		en.Content = north.Content
	} else {
		en.Disagree = true
	}
	return t.enter(en)
}

// NorthEntry is North's latest entry for a round, made on this device or
// read from the director's feed.
func (t *Table) NorthEntry(round int) (event.Entry, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	var best *event.Entry
	if n, ok := t.norths[round]; ok {
		best = &n
	}
	if t.feed != nil {
		for _, r := range t.feed.Results {
			if r.Session.Round == round && r.North != nil {
				if best == nil || r.North.Seq > best.Seq || (r.North.Seq == best.Seq && r.North.ID > best.ID) {
					n := *r.North
					best = &n
				}
			}
		}
	}
	if best == nil {
		return event.Entry{}, false
	}
	return *best, true
}

func (t *Table) enter(en event.Entry) (event.Entry, error) {
	en.ID = wire.NewUUID()
	en.Table = t.cfg.Table
	en.Device = t.cfg.Device
	now := time.Now().UTC()
	en.At = now
	en.Seq = now.UnixMilli()
	t.mu.Lock()
	if t.ev == nil {
		t.mu.Unlock()
		return en, ErrNotJoined
	}
	err := t.ev.Check(en)
	t.mu.Unlock()
	if err != nil {
		return en, err
	}
	b, err := wire.EncodeEntry(en)
	if err != nil {
		return en, err
	}
	if err := t.cfg.Outbox.AddOutbox(wire.OutboxItem{ID: en.ID, Event: t.n.NS, Table: t.cfg.Table, Subject: t.n.ResultsOf(t.cfg.Table), Payload: b}); err != nil {
		return en, err
	}
	t.mu.Lock()
	t.pending[en.ID] = &wire.OutboxItem{ID: en.ID, Event: t.n.NS, Table: t.cfg.Table, Subject: t.n.ResultsOf(t.cfg.Table), Payload: b}
	t.order = append(t.order, en.ID)
	if en.Role == event.North {
		t.norths[en.Round] = en
	}
	t.mu.Unlock()
	t.kick()
	t.notify()
	return en, nil
}

// Standings reads the latest standings from the board.
func (t *Table) Standings() (wire.Standings, error) {
	data, err := t.last(t.nc, t.n.BoardStandings())
	if err != nil {
		return wire.Standings{}, err
	}
	var st wire.Standings
	if err := json.Unmarshal(data, &st); err != nil {
		return wire.Standings{}, err
	}
	t.mu.Lock()
	if t.standings == nil || st.Version >= t.standings.Version {
		t.standings = &st
	}
	t.mu.Unlock()
	return st, nil
}

// Number is the table's number.
func (t *Table) Number() int { return t.cfg.Table }

// Close stops the client; what is still in the outbox is sent the next
// time the table joins.
func (t *Table) Close() error {
	t.closed.Do(func() {
		close(t.stop)
		t.wg.Wait()
		t.nc.Close()
		t.flushAcks(true)
	})
	return nil
}
