package director

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net"
	"runtime"
	"sort"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"arbiter/scoring/event"
	"arbiter/storage"
	"arbiter/tournament/wire"
)

// CreateEvent checks a setup and stores a new event with a fresh join
// code and director secret.
func CreateEvent(st *storage.Store, setup event.Setup) (storage.TournamentEvent, error) {
	if err := setup.Check(); err != nil {
		return storage.TournamentEvent{}, err
	}
	b, err := json.Marshal(setup)
	if err != nil {
		return storage.TournamentEvent{}, err
	}
	return st.CreateTournamentEvent(storage.TournamentEvent{
		Name: setup.Name, Game: string(setup.Game), Form: string(setup.Form), Setup: b,
		JoinCode: wire.NewJoinCode(), Secret: wire.NewSecret(),
	})
}

// Config runs an event's director: the service that takes the
// tables' results, keeps them in the director's history and publishes
// the standings and the movement.
type Config struct {
	// Store is the director's history, EventID the event (CreateEvent).
	Store   *storage.Store
	EventID string
	// DataDir holds the embedded server's JetStream store (the app's
	// data folder).
	DataDir string
	// Host and Port the embedded server listens on for tables ("" and 0:
	// every interface, port 4222; port -1: a free port).
	Host string
	Port int
	// Cluster makes the embedded server one node of a cluster.
	Cluster *ClusterConfig
	// WebSocket, when set, has the embedded server also listen on
	// WebSocket, for the tables that run in a browser.
	WebSocket *WebSocketConfig
	// Web, when set, serves the table's page and the standings over
	// http (and sets WebSocket up for the page when it is not set).
	Web *WebConfig
	// Servers, instead of an embedded server, are the nodes to connect to
	// (a cluster started with StartNode).
	Servers []string
	// Replicas of the event's streams: 1, or 3 in a cluster of three.
	Replicas int
	// DuplicateWindow is how long the results stream remembers message
	// ids to drop a result sent again (default 12h, an evening); beyond
	// it the history still counts an entry once.
	DuplicateWindow time.Duration
	// Logf receives what goes wrong (nil: nothing is logged).
	Logf func(format string, args ...any)
	// Trace logs every batch of results read and the time it took.
	Trace bool
	// MaxBatch bounds the results the director reads, commits and
	// publishes the board for at once (default 1000): everything waiting
	// in the stream, up to this many.
	MaxBatch int
	// OnChange, if set, is called (from the director's goroutine) after
	// every change, for a screen to redraw.
	OnChange func(View)
}

// Stats count what the director received.
type Stats struct {
	Received   int `json:"received"`   // messages read from the results stream
	Applied    int `json:"applied"`    // entries applied (each once)
	Duplicates int `json:"duplicates"` // entries received again (counted once)
	Refused    int `json:"refused"`    // entries refused
	// Batches the messages were committed in, and the largest batch.
	Batches      int `json:"batches"`
	LargestBatch int `json:"largest_batch"`
	// Delay is the director's own share of what a table waits for.
	Delay Delay `json:"delay"`
}

// Delay is how long the entries took from the results stream to the board:
// read, applied, stored and published (the time the stream stamped them
// to the time their batch's feeds went out), over every entry since the
// director started. A table's wait adds the network and the device's own
// work to it.
type Delay struct {
	Entries int `json:"entries"`
	P50Ms   int `json:"p50_ms"`
	P99Ms   int `json:"p99_ms"`
	MaxMs   int `json:"max_ms"`
}

// delayBuckets counts delays by the millisecond (the last bucket: that
// long or longer): a percentile costs the same at any size of event.
type delayBuckets struct {
	n   [5001]int
	all int
	max time.Duration
}

func (b *delayBuckets) add(d time.Duration) {
	d = max(d, 0)
	b.n[min(int(d/time.Millisecond), len(b.n)-1)]++
	b.all++
	b.max = max(b.max, d)
}

func (b *delayBuckets) summary() Delay {
	out := Delay{Entries: b.all, MaxMs: int(b.max / time.Millisecond)}
	at := func(q float64) int {
		want := int(q*float64(b.all) + 0.999999)
		seen := 0
		for ms, n := range b.n {
			if seen += n; seen >= want {
				return ms
			}
		}
		return out.MaxMs
	}
	if b.all > 0 {
		out.P50Ms, out.P99Ms = at(0.5), at(0.99)
	}
	return out
}

// View is what the director's screen shows.
type View struct {
	EventID  string      `json:"event_id"`
	Name     string      `json:"name"`
	JoinCode string      `json:"join_code"`
	URLs     []string    `json:"urls"`
	Setup    event.Setup `json:"setup"`
	Tables   int         `json:"tables"`
	Rounds   int         `json:"rounds"`
	Round    int         `json:"round"`
	// Results is the result matrix: every scheduled table of every round
	// known so far, with its status.
	Results   []event.Result `json:"results"`
	Disputes  []event.Result `json:"disputes"`
	Standings wire.Standings `json:"standings"`
	Refusals  []wire.Refusal `json:"refusals"`
	Stats     Stats          `json:"stats"`
	// TablePages are each table's page address (Config.Web: what its QR
	// code holds; empty without), StandingsPage the read-only standings'.
	TablePages    []string `json:"table_pages,omitempty"`
	StandingsPage string   `json:"standings_page,omitempty"`
}

// Director runs an event. Its methods are safe for concurrent use.
type Director struct {
	cfg  Config
	rec  storage.TournamentEvent
	code string
	n    wire.Names
	node *Node
	nc   *nats.Conn
	js   jetstream.JetStream
	cons jetstream.Consumer

	// ctx ends when the director closes (a pull waiting for results
	// returns at once).
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
	closed sync.Once

	mu           sync.Mutex
	ev           *event.Event
	acks         map[int]map[string]string
	refusals     []wire.Refusal
	refused      map[string]bool
	version      uint64
	lastMovement []byte
	// standings are the standings published (what is stored); shown are
	// those of what is applied, which the director's own screen shows
	// with the result matrix it draws from the same event.
	standings wire.Standings
	shown     wire.Standings
	// boardAt is the event's CountVersion and dispute count the published
	// standings were worked out at: a batch that changes neither (North
	// entries waiting for East) publishes no standings.
	boardAt [2]uint64
	// full are the scoring's standings (Standings), kept until what
	// counts changes.
	full      event.Standings
	fullErr   error
	fullValid bool
	fullAt    uint64
	stats     Stats
	asked     map[int]time.Time
	// queue are the changes applied and waiting to be stored, published
	// and acknowledged (commitLoop), in the order they were applied;
	// queueCond signals a change of it or of closing.
	queue     []*applied
	queueCond *sync.Cond
	closing   bool
	// epoch counts the event's loads from the history: a change applied
	// before the last load is not stored.
	epoch uint64
	// pending are the answers of the changes in the queue, by entry id.
	pending map[string]string
	// delays are the entries' times from the stream to the board.
	delays delayBuckets
	// sent are, per table, the results of the feed it was last sent: a
	// feed after a batch carries only what differs from them.
	sent map[int]*sentFeed
	web  *web
}

func (d *Director) logf(format string, args ...any) {
	if d.cfg.Logf != nil {
		d.cfg.Logf(format, args...)
	}
}

// Start loads the event and what it has received so far, starts
// the embedded server (or connects to the cluster), and takes results
// until Close. A director restarted after a crash resumes where its
// durable consumer stood: nothing is lost and nothing counts twice.
func Start(ctx context.Context, cfg Config) (*Director, error) {
	if cfg.Store == nil || cfg.EventID == "" {
		return nil, errors.New("a director needs its history and an event")
	}
	rec, err := cfg.Store.TournamentEvent(cfg.EventID)
	if err != nil {
		return nil, err
	}
	code, err := wire.NormalizeCode(rec.JoinCode)
	if err != nil {
		return nil, err
	}
	// Versions grow across restarts: the tables keep the newest.
	d := &Director{cfg: cfg, rec: rec, code: code, n: wire.NamesOf(code), version: uint64(time.Now().UnixNano())}
	d.queueCond = sync.NewCond(&d.mu)
	d.ctx, d.cancel = context.WithCancel(context.Background())
	if err := d.load(); err != nil {
		return nil, err
	}
	if d.cfg.Replicas <= 0 {
		d.cfg.Replicas = 1
	}
	if d.cfg.DuplicateWindow <= 0 {
		d.cfg.DuplicateWindow = 12 * time.Hour
	}
	if d.cfg.MaxBatch <= 0 {
		d.cfg.MaxBatch = DefaultMaxBatch
	}
	dk, err := wire.DirectorKey(rec.Secret)
	if err != nil {
		return nil, err
	}
	dpub, _ := dk.PublicKey()
	opts := []nats.Option{
		nats.Name("arbiter director"), nats.Nkey(dpub, dk.Sign),
		nats.MaxReconnects(-1), nats.ReconnectWait(250 * time.Millisecond),
		nats.ReconnectBufSize(64 << 20),
	}
	url := ""
	if len(cfg.Servers) > 0 {
		for i, s := range cfg.Servers {
			if i > 0 {
				url += ","
			}
			url += s
		}
		opts = append(opts, nats.RetryOnFailedConnect(true))
	} else {
		if cfg.DataDir == "" {
			return nil, errors.New("a director needs a data folder for its server")
		}
		if d.cfg.Web != nil {
			if err := d.listenWeb(); err != nil {
				return nil, err
			}
		}
		node, err := StartNode(NodeConfig{Code: code, Secret: rec.Secret, Tables: d.ev.Tables(), DataDir: cfg.DataDir,
			Host: cfg.Host, Port: cfg.Port, Cluster: cfg.Cluster, WebSocket: d.cfg.WebSocket, Name: "", Logf: cfg.Logf})
		if err != nil {
			d.closeWeb()
			return nil, err
		}
		d.node = node
		opts = append(opts, nats.InProcessServer(node.server()))
	}
	d.nc, err = nats.Connect(url, opts...)
	if err != nil {
		d.closeWeb()
		d.shutdownNode()
		return nil, fmt.Errorf("the director cannot reach its server: %w", err)
	}
	if err := d.setupStreams(ctx); err != nil {
		d.nc.Close()
		d.shutdownNode()
		return nil, err
	}
	// A table whose entries the stream has but whose acknowledgement it
	// has not seen (a feed lost in a failover) asks for its feed again.
	if _, err := d.nc.Subscribe(d.n.Asks(), d.onAsk); err != nil {
		d.nc.Close()
		d.shutdownNode()
		return nil, err
	}
	d.mu.Lock()
	d.publishBoard(ctx)
	d.mu.Unlock()
	if d.web != nil {
		d.serveWeb()
	}
	d.wg.Add(2)
	go d.run()
	go d.commitLoop()
	d.notify()
	return d, nil
}

func (d *Director) shutdownNode() {
	d.closeWeb()
	if d.node != nil {
		d.node.Shutdown()
	}
}

// LoadEvent rebuilds an event from the director's history: its setup,
// then every entry and correction in the order they were applied (what
// `arbiter-cli tournament status` reads).
func LoadEvent(st *storage.Store, eventID string) (*event.Event, error) {
	rec, err := st.TournamentEvent(eventID)
	if err != nil {
		return nil, err
	}
	d := &Director{cfg: Config{Store: st}, rec: rec}
	if err := d.load(); err != nil {
		return nil, err
	}
	return d.ev, nil
}

// load rebuilds the event from the history.
func (d *Director) load() error {
	var setup event.Setup
	if err := json.Unmarshal(d.rec.Setup, &setup); err != nil {
		return fmt.Errorf("event %s: setup: %w", d.rec.ID, err)
	}
	ev, err := event.New(setup)
	if err != nil {
		return fmt.Errorf("event %s: %w", d.rec.ID, err)
	}
	recs, err := d.cfg.Store.TournamentRecords(d.rec.ID)
	if err != nil {
		return err
	}
	acks := map[int]map[string]string{}
	ack := func(table int, id, reason string) {
		if acks[table] == nil {
			acks[table] = map[string]string{}
		}
		acks[table][id] = reason
	}
	stats := Stats{}
	for _, r := range recs {
		switch r.Kind {
		case storage.LogEntry:
			var en event.Entry
			if err := json.Unmarshal(r.Body, &en); err != nil {
				d.logf("stored entry %s: %v", r.ID, err)
				continue
			}
			if _, err := ev.Apply(en); err != nil {
				d.logf("stored entry %s: %v", r.ID, err)
				continue
			}
			ack(en.Table, en.ID, "")
			stats.Applied++
		case storage.LogCorrection:
			var c event.Correction
			if err := json.Unmarshal(r.Body, &c); err != nil {
				d.logf("stored correction %s: %v", r.ID, err)
				continue
			}
			if _, err := ev.Correct(c); err != nil {
				d.logf("stored correction %s: %v", r.ID, err)
			}
		}
	}
	refs, err := d.cfg.Store.TournamentRefusals(d.rec.ID)
	if err != nil {
		return err
	}
	refused := map[string]bool{}
	var list []wire.Refusal
	for _, r := range refs {
		ack(r.Table, r.ID, r.Reason)
		refused[r.ID] = true
		list = append(list, wire.Refusal{ID: r.ID, Table: r.Table, Reason: r.Reason})
	}
	stats.Refused = len(refs)
	d.ev, d.acks, d.refused, d.refusals, d.stats = ev, acks, refused, list, stats
	d.fullValid = false
	d.sent = map[int]*sentFeed{}
	d.pending = map[string]string{}
	return nil
}

func (d *Director) setupStreams(ctx context.Context) error {
	js, err := jetstream.New(d.nc, jetstream.WithPublishAsyncErrHandler(func(_ jetstream.JetStream, m *nats.Msg, err error) {
		d.logf("publishing %s: %v", m.Subject, err)
	}), jetstream.WithPublishAsyncMaxPending(20000))
	if err != nil {
		return err
	}
	d.js = js
	deadline := time.Now().Add(60 * time.Second)
	var lastErr error
	for time.Now().Before(deadline) {
		c, cancel := context.WithTimeout(ctx, 3*time.Second)
		lastErr = d.createStreams(c)
		cancel()
		if lastErr == nil {
			return nil
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		d.logf("the event's streams are not ready yet: %v", lastErr)
		time.Sleep(200 * time.Millisecond)
	}
	return fmt.Errorf("the event's streams: %w", lastErr)
}

func (d *Director) createStreams(ctx context.Context) error {
	_, err := d.js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name:       d.n.ResStream(),
		Subjects:   []string{d.n.Results()},
		Storage:    jetstream.FileStorage,
		Replicas:   d.cfg.Replicas,
		Duplicates: d.cfg.DuplicateWindow,
		MaxMsgSize: wire.MaxEntryBytes,
		MaxBytes:   1 << 30,
		Discard:    jetstream.DiscardNew,
	})
	if err != nil {
		return err
	}
	_, err = d.js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name:     d.n.BoardStream(),
		Subjects: []string{d.n.Board()},
		// The board is worked out from the history and published again
		// whenever the director starts: memory is enough.
		Storage:           jetstream.MemoryStorage,
		Replicas:          d.cfg.Replicas,
		MaxMsgsPerSubject: 1,
		AllowDirect:       true,
		MaxMsgSize:        event.MaxBoardBytes + 64<<10,
	})
	if err != nil {
		return err
	}
	d.cons, err = d.js.CreateOrUpdateConsumer(ctx, d.n.ResStream(), jetstream.ConsumerConfig{
		Durable:   "director",
		AckPolicy: jetstream.AckExplicitPolicy,
		// A message delivered but not acknowledged is delivered again after
		// AckWait: in a cluster that loses the consumer's node, the
		// batches in flight to the director are, and the new leader sends
		// them again only then (a copy the director has is answered, not
		// counted). A batch is committed in well under a second.
		AckWait:       5 * time.Second,
		MaxAckPending: 20000,
		DeliverPolicy: jetstream.DeliverAllPolicy,
		Replicas:      d.cfg.Replicas,
	})
	return err
}

// DefaultMaxBatch is the most results the director takes at once when
// Config.MaxBatch is not set: a round's burst at a thousand
// tables is two thousand entries, so two batches carry it.
const DefaultMaxBatch = 1000

// run takes the results in batches: everything waiting in the stream (at
// most MaxBatch), checked and applied, then stored in one transaction, the
// board published once for the whole batch and the messages acknowledged.
// A round's burst is so counted in a few batches instead of one result at
// a time. Storing a batch (SQLite's commit waits for the disk), publishing
// and acknowledging it is the committer's (commitLoop): meanwhile the next
// batch is read, decoded and applied.
func (d *Director) run() {
	defer d.wg.Done()
	for d.ctx.Err() == nil {
		batch := d.fetch()
		if len(batch) == 0 {
			continue
		}
		d.apply(batch)
	}
}

// fetch pulls the messages waiting in the results stream, up to MaxBatch.
// When none wait it waits for the next one (a short pull with heartbeats:
// in a cluster, losing the consumer's node is noticed within seconds and
// the next pull reaches its new leader), then takes what else came.
func (d *Director) fetch() []jetstream.Msg {
	batch := d.pull(d.cons.FetchNoWait(d.cfg.MaxBatch))
	if len(batch) > 0 || d.ctx.Err() != nil {
		return batch
	}
	ctx, cancel := context.WithTimeout(d.ctx, 5*time.Second)
	defer cancel()
	batch = d.pull(d.cons.Fetch(1, jetstream.FetchContext(ctx), jetstream.FetchHeartbeat(time.Second)))
	if len(batch) == 0 || d.cfg.MaxBatch == 1 {
		return batch
	}
	return append(batch, d.pull(d.cons.FetchNoWait(d.cfg.MaxBatch-1))...)
}

// pull reads one pull request's messages.
func (d *Director) pull(mb jetstream.MessageBatch, err error) []jetstream.Msg {
	if err != nil {
		d.pullFailed(err)
		return nil
	}
	var out []jetstream.Msg
	for m := range mb.Messages() {
		out = append(out, m)
	}
	if err := mb.Error(); err != nil && len(out) == 0 {
		d.pullFailed(err)
	}
	return out
}

// pullFailed logs a failed pull (not a pull that found nothing) and waits
// a little before the next, so that a server that is away is not asked in
// a tight loop.
func (d *Director) pullFailed(err error) {
	if d.ctx.Err() != nil || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, nats.ErrTimeout) || errors.Is(err, jetstream.ErrNoMessages) {
		return
	}
	d.logf("results stream: %v", err)
	select {
	case <-d.ctx.Done():
	case <-time.After(250 * time.Millisecond):
	}
}

// applied is a change applied to the event and waiting in the commit
// queue: a batch of the tables' entries (msgs), or a correction of the
// director's (done). It is stored, then its board is published and its
// messages acknowledged, in the order the changes were applied: the
// history keeps them in that order, and a director started again replays
// them so.
type applied struct {
	// epoch is the event's load the change was applied to: a change
	// applied after one that could not be stored is not stored either.
	epoch uint64
	msgs  []jetstream.Msg
	recs  []storage.TournamentRecord
	refs  []storage.TournamentRefusal
	// answers are the entries answered for the first time, in order.
	answers []answered
	// counts is what the batch adds to the stats.
	counts Stats
	// board is the standings and the feeds as they were right after the
	// change, published once it is stored; standings is what the
	// director's screen shows then (nil: unchanged).
	board     []boardMsg
	standings *wire.Standings
	// done, for a correction, receives the store's answer.
	done chan error
	// at is when the batch was read; arrived when the stream stamped each
	// message.
	at      time.Time
	arrived []time.Time
}

// answered is the director's answer to a table's entry: applied ("") or
// refused, and why.
type answered struct {
	table      int
	id, reason string
}

// boardMsg is a message of the board: a table's feed after a batch goes
// out plain (the board stream keeps it all the same), the rest with the
// stream's acknowledgement. The standings and the feeds are snapshots
// (value: fresh slices and maps, and the event's entries, which it never
// edits), written as JSON when they are published: by the committer,
// while the next batch is applied.
type boardMsg struct {
	subject string
	data    []byte
	value   any
	plain   bool
}

// maxWaiting is how many applied changes may wait for the committer: the
// next batch is applied while the one before is stored, no further ahead.
const maxWaiting = 1

// waitRoom waits until the commit queue has room for one more change
// (d.mu held), and reports false when the director is closing. A change is
// applied only once there is room, and queued before d.mu is let go: the
// queue's order is the order the changes were applied in.
func (d *Director) waitRoom() bool {
	for len(d.queue) >= maxWaiting && !d.closing {
		d.queueCond.Wait()
	}
	return !d.closing
}

// push queues an applied change for the committer (d.mu held, after
// waitRoom).
func (d *Director) push(a *applied) {
	d.queue = append(d.queue, a)
	d.queueCond.Broadcast()
}

// decoded is a message read before the batch is applied.
type decoded struct {
	table int
	seq   uint64
	msgID string
	en    event.Entry
	err   error
	// arrived is when the stream stamped it, age how long it waited
	// there before it was read.
	arrived time.Time
	age     time.Duration
}

// decodeAll reads a batch's messages, on every core the process has (the
// strict JSON decoding is the largest part of a batch's work that needs
// no lock).
func (d *Director) decodeAll(batch []jetstream.Msg, now time.Time) []decoded {
	out := make([]decoded, len(batch))
	one := func(i int) {
		m := batch[i]
		x := &out[i]
		x.table, _ = d.n.TableOfSubject(m.Subject())
		if md, err := m.Metadata(); err == nil {
			x.seq, x.arrived = md.Sequence.Stream, md.Timestamp
			x.age = now.Sub(md.Timestamp)
		}
		x.msgID = m.Headers().Get(jetstream.MsgIDHeader)
		x.en, x.err = wire.DecodeEntry(m.Data())
	}
	workers := min(runtime.GOMAXPROCS(0), (len(batch)+63)/64)
	if workers <= 1 {
		for i := range batch {
			one(i)
		}
		return out
	}
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(batch); i += workers {
				one(i)
			}
		}()
	}
	wg.Wait()
	return out
}

// apply checks and applies a batch to the event, every entry in the
// stream's order (so a table's entries keep the order it sent them in),
// works out the board it makes, and queues it for the committer. A
// director killed at any point finds the messages again (not
// acknowledged) and the store tells which it has.
func (d *Director) apply(batch []jetstream.Msg) {
	now := time.Now()
	msgs := d.decodeAll(batch, now)
	d.mu.Lock()
	defer d.mu.Unlock()
	if !d.waitRoom() {
		// Closing: the stream delivers the batch again at the next start.
		return
	}
	start := time.Now()
	a := &applied{epoch: d.epoch, msgs: batch, at: now}
	touched := map[int]map[string]string{} // per table, the answers of this batch
	touch := func(table int, id, reason string) {
		if touched[table] == nil {
			touched[table] = map[string]string{}
		}
		if id != "" {
			touched[table][id] = reason
		}
	}
	var oldest, newest time.Duration
	for i, x := range msgs {
		a.counts.Received++
		if !x.arrived.IsZero() {
			a.arrived = append(a.arrived, x.arrived)
		}
		table := x.table
		touch(table, "", "")
		if i == 0 {
			oldest, newest = x.age, x.age
		}
		oldest, newest = max(oldest, x.age), min(newest, x.age)
		answer := func(id, reason string) {
			d.pending[id] = reason
			a.answers = append(a.answers, answered{table, id, reason})
			touch(table, id, reason)
		}
		refuse := func(reason string) {
			id := x.msgID
			if id == "" || len(id) > 64 {
				id = fmt.Sprintf("stream-%d", x.seq)
			}
			if d.refused[id] {
				a.counts.Duplicates++
				touch(table, id, d.answerOf(table, id))
				return
			}
			d.refused[id] = true
			a.counts.Refused++
			a.refs = append(a.refs, storage.TournamentRefusal{ID: id, EventID: d.rec.ID, Table: table, Reason: reason, ReceivedAt: now})
			answer(id, reason)
		}
		en := x.en
		switch {
		case x.err != nil:
			refuse(x.err.Error())
			continue
		case en.Table != table:
			refuse(fmt.Sprintf("table: an entry for table %d sent with table %d's key", en.Table, table))
			continue
		case x.msgID != en.ID:
			refuse(fmt.Sprintf("id: the message id %q is not the entry's id %q", x.msgID, en.ID))
			continue
		case d.ev.Seen(en.ID) || d.refused[en.ID]:
			a.counts.Duplicates++
			touch(table, en.ID, d.answerOf(table, en.ID))
			continue
		}
		if _, err := d.ev.Apply(en); err != nil {
			refuse(err.Error())
			continue
		}
		// The history keeps the entry as the table sent it (with the
		// wire format's version, which reading it back ignores).
		a.recs = append(a.recs, storage.TournamentRecord{ID: en.ID, EventID: d.rec.ID, Kind: storage.LogEntry, Round: en.Round, Table: en.Table,
			Role: string(en.Role), Body: batch[i].Data(), Sender: "table-" + strconv.Itoa(table), StreamSeq: x.seq, ReceivedAt: now})
		a.counts.Applied++
		answer(en.ID, "")
	}
	a.board, a.standings = d.boardMsgs(touched, false)
	if d.cfg.Trace {
		d.logf("batch %d msgs (waited %v to %v in the stream): read (and queued) %v, applied %v", len(batch),
			newest.Round(time.Microsecond), oldest.Round(time.Microsecond), start.Sub(now).Round(time.Microsecond), time.Since(start).Round(time.Microsecond))
	}
	d.push(a)
}

// answerOf is the answer a table's entry was given (d.mu held): stored,
// or waiting in the commit queue.
func (d *Director) answerOf(table int, id string) string {
	if reason, ok := d.acks[table][id]; ok {
		return reason
	}
	return d.pending[id]
}

// forget drops what was applied but not stored (d.mu held): the event is
// loaded again from the history, and the changes still queued are given
// back (their messages delivered again, a correction refused).
func (d *Director) forget() {
	if err := d.load(); err != nil {
		d.logf("reloading the event: %v", err)
	}
	d.epoch++
}

// commitLoop stores the applied changes in order, then publishes their
// board and acknowledges their messages, until the director closes and
// the queue is empty.
func (d *Director) commitLoop() {
	defer d.wg.Done()
	for {
		d.mu.Lock()
		for len(d.queue) == 0 && !d.closing {
			d.queueCond.Wait()
		}
		if len(d.queue) == 0 {
			d.mu.Unlock()
			return
		}
		a := d.queue[0]
		d.queue = d.queue[1:]
		d.queueCond.Broadcast()
		stale := a.epoch != d.epoch
		d.mu.Unlock()
		d.commit(a, stale)
	}
}

// ErrNotStored answers a correction applied after a change the history
// could not store: it was forgotten with it.
var ErrNotStored = errors.New("the history could not store an earlier change: the correction was not kept, try again")

// ErrClosed answers a correction once the director is closing.
var ErrClosed = errors.New("the director is closed")

// commit stores an applied change (not when stale: it was applied after
// one that could not be stored), then publishes its board and acknowledges
// its messages. Nothing of a change that is not stored is kept: the event
// is loaded again from the history and the stream delivers the messages
// again.
func (d *Director) commit(a *applied, stale bool) {
	t0 := time.Now()
	var err error
	switch {
	case stale:
		err = ErrNotStored
	case len(a.recs) > 0 || len(a.refs) > 0:
		_, err = d.cfg.Store.AddTournamentBatch(a.recs, a.refs)
	}
	if err != nil {
		if !stale {
			d.logf("storing results: %v (they will be read again)", err)
			d.mu.Lock()
			d.forget()
			d.mu.Unlock()
		}
		for _, m := range a.msgs {
			_ = m.NakWithDelay(time.Second)
		}
		if a.done != nil {
			a.done <- err
		}
		return
	}
	stored := time.Since(t0)
	d.mu.Lock()
	d.stats.Received += a.counts.Received
	d.stats.Applied += a.counts.Applied
	d.stats.Duplicates += a.counts.Duplicates
	d.stats.Refused += a.counts.Refused
	if len(a.msgs) > 0 {
		d.stats.Batches++
		d.stats.LargestBatch = max(d.stats.LargestBatch, len(a.msgs))
	}
	for _, x := range a.answers {
		if d.acks[x.table] == nil {
			d.acks[x.table] = map[string]string{}
		}
		d.acks[x.table][x.id] = x.reason
		delete(d.pending, x.id)
		if x.reason != "" {
			d.refusals = append(d.refusals, wire.Refusal{ID: x.id, Table: x.table, Reason: x.reason})
		}
	}
	if a.standings != nil {
		d.standings = *a.standings
	}
	d.mu.Unlock()
	// Stored: the board may say so, and the stream may forget the
	// messages.
	d.publish(a.board)
	if len(a.arrived) > 0 {
		out := time.Now()
		d.mu.Lock()
		for _, t := range a.arrived {
			d.delays.add(out.Sub(t))
		}
		d.mu.Unlock()
	}
	for _, m := range a.msgs {
		_ = m.Ack()
	}
	if a.done != nil {
		a.done <- nil
	}
	if d.cfg.Trace && len(a.msgs) > 0 {
		d.logf("batch %d msgs: stored %v, published %v (%d board messages); %v since read", len(a.msgs),
			stored.Round(time.Microsecond), (time.Since(t0) - stored).Round(time.Microsecond), len(a.board), time.Since(a.at).Round(time.Microsecond))
	}
	d.notify()
}

// onAsk publishes a table's whole feed again (at most twice a second). It
// goes through the commit queue like a batch: the feed says what the
// changes applied so far make, so it goes out once they are stored (and
// not at all if one of them cannot be: the table asks again).
func (d *Director) onAsk(m *nats.Msg) {
	table, ok := d.n.TableOfAsk(m.Subject)
	d.mu.Lock()
	defer d.mu.Unlock()
	if !ok || table > d.ev.Tables() || time.Since(d.asked[table]) < 500*time.Millisecond || !d.waitRoom() {
		return
	}
	if d.asked == nil {
		d.asked = map[int]time.Time{}
	}
	d.asked[table] = time.Now()
	d.version++
	b, err := json.Marshal(d.feed(table, true, nil))
	if err != nil {
		d.logf("table %d's feed: %v", table, err)
		return
	}
	d.push(&applied{epoch: d.epoch, at: time.Now(), board: []boardMsg{{subject: d.n.BoardTable(table), data: b}}})
}

// publishBoard publishes the whole board at once (d.mu held): the setup,
// the standings, the movement and every table's feed, and waits for the
// stream to have them.
func (d *Director) publishBoard(ctx context.Context) {
	msgs, st := d.boardMsgs(nil, true)
	if st != nil {
		d.standings = *st
	}
	d.publish(msgs)
	select {
	case <-d.js.PublishAsyncComplete():
	case <-ctx.Done():
		d.logf("publishing the board: %v", ctx.Err())
	}
}

// publish sends board messages. Those of a batch are not waited for: the
// results are stored, and a table that misses its feed finds the next
// does not follow, or sends its entry again, and asks.
func (d *Director) publish(msgs []boardMsg) {
	for _, m := range msgs {
		if m.data == nil {
			b, err := json.Marshal(m.value)
			if err != nil {
				d.logf("%s: %v", m.subject, err)
				continue
			}
			m.data = b
		}
		var err error
		if m.plain {
			err = d.nc.Publish(m.subject, m.data)
		} else {
			_, err = d.js.PublishAsync(m.subject, m.data)
		}
		if err != nil {
			d.logf("publishing %s: %v", m.subject, err)
		}
	}
}

// boardMsgs are the board's messages after a change (d.mu held): the
// standings and the movement when they changed, and the feeds of the
// touched tables with their answers (all: the whole board, every table's
// whole feed), and the standings the director's screen shows with them
// (nil: unchanged).
func (d *Director) boardMsgs(touched map[int]map[string]string, all bool) ([]boardMsg, *wire.Standings) {
	d.version++
	var out []boardMsg
	var standings *wire.Standings
	add := func(subject string, v any, plain bool) {
		b, err := json.Marshal(v)
		if err != nil {
			d.logf("%s: %v", subject, err)
			return
		}
		out = append(out, boardMsg{subject: subject, data: b, plain: plain})
	}
	later := func(subject string, v any, plain bool) {
		out = append(out, boardMsg{subject: subject, value: v, plain: plain})
	}
	if all {
		add(d.n.BoardSetup(), wire.SetupMsg{V: wire.Version, EventID: d.rec.ID, Setup: d.ev.Setup(), Tables: d.ev.Tables(), Rounds: d.ev.Rounds()}, false)
	}
	// The standings change only when a result starts or stops counting,
	// or a dispute comes or goes; the event's board has them up to date
	// (the tables whose results changed ranked again, not the evening).
	if at := [2]uint64{d.ev.CountVersion(), uint64(d.ev.DisputeCount())}; all || at != d.boardAt {
		d.boardAt = at
		st, err := d.ev.Board()
		if err != nil {
			d.logf("standings: %v", err)
		}
		ws := wire.Standings{V: wire.Version, Version: d.version, Round: st.Round, Rounds: st.Rounds, Counted: st.Counted, Expected: st.Expected,
			Places: st.Places, Complete: st.Complete, Champions: st.Champions, Remaining: st.Remaining, Disputed: d.ev.DisputeCount()}
		later(d.n.BoardStandings(), ws, false)
		standings, d.shown = &ws, ws
	}
	// A league's movement is fixed: it is published once. A knock-out's
	// grows (and a correction can change the next round's pairs).
	if all || d.ev.Setup().Form == event.KnockOut {
		mv := wire.Movement{V: wire.Version, Rounds: d.ev.Rounds(), Plans: d.ev.Plans()}
		if b, _ := json.Marshal(mv); all || string(b) != string(d.lastMovement) {
			d.lastMovement = b
			mv.Version = d.version
			add(d.n.BoardMovement(), mv, false)
			all = true // a new round reaches every table
		}
	}
	// After a batch a table's feed goes out as a plain message: the board
	// stream keeps it all the same, and the table reads it live; waiting
	// for the stream's acknowledgement of every feed would double the
	// messages of a batch for nothing. Whole feeds go with
	// acknowledgements.
	for t := 1; t <= d.ev.Tables(); t++ {
		if answers, ok := touched[t]; ok || all {
			later(d.n.BoardTable(t), d.feed(t, all, answers), !all)
		}
	}
	return out, standings
}

// sentFeed is the feed a table was last sent: its version, and its
// results by session.
type sentFeed struct {
	version uint64
	results map[event.Key]wire.TableResult
	points  map[string]int
}

// sameResult tells whether a table's result reads the same in two feeds.
// The event replaces an entry or a counted result when it changes (it
// never edits one in place), so the pointers tell.
func sameResult(a, b wire.TableResult) bool {
	return a.Session == b.Session && a.Status == b.Status && a.North == b.North && a.East == b.East &&
		a.Counted == b.Counted && a.Correction == b.Correction
}

// feed is one table's view: its results and the answers to its entries.
// A whole feed (full, or the first since the director started) has every
// result and every answer. Otherwise it is partial: the results that
// changed since the table's last feed and the answers given since
// (answers): a table's feed costs what the batch changed at the table,
// not every round of the evening. A table that misses one finds the next
// does not follow its own, and asks for the whole feed. Called with d.mu
// held; the feed is taken as sent.
func (d *Director) feed(table int, full bool, answers map[string]string) wire.TableFeed {
	f := wire.TableFeed{V: wire.Version, Version: d.version, Table: table, Round: d.ev.CurrentRound(), Results: []wire.TableResult{}, Acks: map[string]string{}}
	last := d.sent[table]
	if full = full || last == nil; full {
		last = &sentFeed{results: map[event.Key]wire.TableResult{}}
		d.sent[table] = last
		maps.Copy(f.Acks, d.acks[table])
	} else {
		f.Partial, f.Prev = true, last.version
		maps.Copy(f.Acks, answers)
	}
	last.version = d.version
	if pts := d.ev.TablePoints(table); pts != nil && (full || !maps.Equal(pts, last.points)) {
		f.Points, last.points = pts, pts
	}
	for _, s := range d.ev.TableSessions(table) {
		r, _ := d.ev.Result(s.Key())
		tr := wire.TableResult{Session: s, Status: r.Status}
		if !r.Status.Counts() {
			tr.North, tr.East = r.North, r.East
		}
		if r.Correction != nil {
			tr.Correction = r.Correction.Reason
		}
		// What counts, so that a device that did not enter it (East's
		// own, or North's after a restart) can show it.
		tr.Counted = r.Counted
		if was, ok := last.results[s.Key()]; f.Partial && ok && sameResult(was, tr) {
			continue
		}
		last.results[s.Key()] = tr
		f.Results = append(f.Results, tr)
	}
	return f
}

func (d *Director) notify() {
	if d.cfg.OnChange != nil {
		d.cfg.OnChange(d.View())
	}
}

// JoinCode is the event's join code, as XXXXX-XXXXX.
func (d *Director) JoinCode() string { return wire.FormatCode(d.code) }

// EventID is the event's id in the director's history.
func (d *Director) EventID() string { return d.rec.ID }

// Port is the port the embedded server listens on (0 without one).
func (d *Director) Port() int {
	if d.node == nil {
		return 0
	}
	return d.node.Port()
}

// WebSocketPort is the port the embedded server listens on for tables in
// a browser (0 without one).
func (d *Director) WebSocketPort() int {
	if d.node == nil {
		return 0
	}
	return d.node.WebSocketPort()
}

// ClientURL is the embedded server's address for tables on this machine.
func (d *Director) ClientURL() string {
	if d.node == nil {
		return ""
	}
	return fmt.Sprintf("nats://127.0.0.1:%d", d.node.Port())
}

// URLs are the addresses tables on the LAN can use: the machine's
// addresses with the server's port.
func (d *Director) URLs() []string {
	if d.node == nil {
		return append([]string{}, d.cfg.Servers...)
	}
	port := strconv.Itoa(d.node.Port())
	if d.cfg.Host != "" && d.cfg.Host != "0.0.0.0" {
		return []string{"nats://" + net.JoinHostPort(d.cfg.Host, port)}
	}
	var out []string
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		ip, ok := a.(*net.IPNet)
		if !ok || ip.IP.IsLoopback() || ip.IP.To4() == nil {
			continue
		}
		out = append(out, "nats://"+net.JoinHostPort(ip.IP.String(), port))
	}
	sort.Strings(out)
	if len(out) == 0 {
		out = []string{"nats://" + net.JoinHostPort("127.0.0.1", port)}
	}
	return out
}

// View is a snapshot for the director's screen.
func (d *Director) View() View {
	d.mu.Lock()
	defer d.mu.Unlock()
	stats := d.stats
	stats.Delay = d.delays.summary()
	// The page addresses take no lock of the director's.
	var pages []string
	standings := ""
	if urls := d.WebURLs(); len(urls) > 0 {
		for t := 1; t <= d.ev.Tables(); t++ {
			pages = append(pages, d.TablePageURL(t))
		}
		standings = urls[0] + "/standings"
	}
	return View{
		EventID: d.rec.ID, Name: d.rec.Name, JoinCode: d.JoinCode(), URLs: d.URLs(), Setup: d.ev.Setup(),
		Tables: d.ev.Tables(), Rounds: d.ev.Rounds(), Round: d.ev.CurrentRound(),
		Results: d.ev.Results(), Disputes: d.ev.Disputes(), Standings: d.shown,
		Refusals: append([]wire.Refusal{}, d.refusals...), Stats: stats,
		TablePages: pages, StandingsPage: standings,
	}
}

// Standings are the event's standings, computed by the game's tournament
// scoring (with its explanation), worked out again only when what counts
// changed: a screen asking after every batch does not rank the whole
// evening each time.
func (d *Director) Standings() (event.Standings, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if !d.fullValid || d.fullAt != d.ev.CountVersion() {
		d.full, d.fullErr = d.ev.Standings()
		d.fullValid, d.fullAt = true, d.ev.CountVersion()
	}
	return d.full, d.fullErr
}

// FullStandings is what `arbiter-cli tournament` prints for the results
// that count (`arbiter-cli tournament status`).
func (d *Director) FullStandings() (any, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.ev.FullStandings()
}

// Audit is a result's history: every entry and correction.
func (d *Director) Audit(round, table int) []event.AuditItem {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.ev.Audit(event.Key{Round: round, Table: table})
}

// Stats count what the director received.
func (d *Director) Stats() Stats {
	d.mu.Lock()
	defer d.mu.Unlock()
	st := d.stats
	st.Delay = d.delays.summary()
	return st
}

// Correct records the director's decision on a result (content nil: the
// table has no result); it counts whatever the table reported, and the
// audit trail keeps both. It returns once the history has it, in its place
// among the batches of entries applied around it.
func (d *Director) Correct(round, table int, content *event.Content, reason, by string) (event.Change, error) {
	d.mu.Lock()
	if !d.waitRoom() {
		d.mu.Unlock()
		return event.Change{}, ErrClosed
	}
	c := event.Correction{ID: wire.NewUUID(), Round: round, Table: table, Content: content, Reason: reason, By: by, At: time.Now().UTC()}
	ch, err := d.ev.Correct(c)
	if err != nil {
		d.mu.Unlock()
		return ch, err
	}
	body, _ := json.Marshal(c)
	a := &applied{epoch: d.epoch, at: time.Now(), done: make(chan error, 1),
		recs: []storage.TournamentRecord{{ID: c.ID, EventID: d.rec.ID, Kind: storage.LogCorrection, Round: round, Table: table, Body: body, Sender: "director"}}}
	a.board, a.standings = d.boardMsgs(map[int]map[string]string{table: {}}, false)
	d.push(a)
	d.mu.Unlock()
	if err := <-a.done; err != nil {
		return ch, err
	}
	return ch, nil
}

// Close stops taking results and shuts the embedded server down. What was
// received is in the history; what was not is still in the stream.
func (d *Director) Close() error {
	d.closed.Do(func() {
		d.cancel()
		d.closeWeb()
		// The committer stores what is queued, then stops.
		d.mu.Lock()
		d.closing = true
		d.queueCond.Broadcast()
		d.mu.Unlock()
		d.wg.Wait()
		d.nc.Drain()
		d.nc.Close()
		d.shutdownNode()
	})
	return nil
}
