package director

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net"
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
	standings    wire.Standings
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
	// touched are the tables whose feed is due, with the answers to their
	// entries since their last feed.
	touched map[int]map[string]string
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
	d.publishBoard(ctx, nil, true)
	d.mu.Unlock()
	if d.web != nil {
		d.serveWeb()
	}
	d.wg.Add(1)
	go d.run()
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
// most MaxBatch), checked, applied and committed in one transaction, then
// the board published once for the whole batch. A round's burst is so
// counted in a few batches instead of one result at a time.
func (d *Director) run() {
	defer d.wg.Done()
	for d.ctx.Err() == nil {
		batch := d.fetch()
		if len(batch) == 0 {
			continue
		}
		d.process(batch)
		d.flushBoard()
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

// flushBoard publishes the board for what process applied since the last
// time.
func (d *Director) flushBoard() {
	d.mu.Lock()
	if d.touched == nil {
		d.mu.Unlock()
		return
	}
	t0 := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	d.publishBoard(ctx, d.touched, false)
	cancel()
	n := len(d.touched)
	d.touched = nil
	d.mu.Unlock()
	if d.cfg.Trace {
		d.logf("board: %v (%d tables)", time.Since(t0).Round(time.Microsecond), n)
	}
	d.notify()
}

// process applies a batch: every entry is checked and applied to the
// event in the stream's order (so a table's entries keep the order it sent
// them in), all of them stored in one transaction, then the messages are
// acknowledged. A director killed at any point finds the messages again
// (not acknowledged) and the store tells which it has.
func (d *Director) process(batch []jetstream.Msg) {
	d.mu.Lock()
	var recs []storage.TournamentRecord
	var refs []storage.TournamentRefusal
	type ackd struct {
		table  int
		id     string
		reason string
	}
	var acks []ackd
	touched := map[int]map[string]string{} // per table, the acks of this batch
	touch := func(table int, id, reason string) {
		if touched[table] == nil {
			touched[table] = map[string]string{}
		}
		if id != "" {
			touched[table][id] = reason
		}
	}
	now := time.Now()
	var oldest, newest time.Duration // how long the batch's messages waited in the stream (Trace)
	stats := d.stats
	for i, m := range batch {
		stats.Received++
		table, _ := d.n.TableOfSubject(m.Subject())
		touch(table, "", "")
		var seq uint64
		if md, err := m.Metadata(); err == nil {
			seq = md.Sequence.Stream
			if d.cfg.Trace {
				if age := now.Sub(md.Timestamp); i == 0 {
					oldest, newest = age, age
				} else {
					oldest, newest = max(oldest, age), min(newest, age)
				}
			}
		}
		msgID := m.Headers().Get(jetstream.MsgIDHeader)
		en, err := wire.DecodeEntry(m.Data())
		refuse := func(reason string) {
			id := msgID
			if id == "" || len(id) > 64 {
				id = fmt.Sprintf("stream-%d", seq)
			}
			if d.refused[id] {
				stats.Duplicates++
				touch(table, id, d.acks[table][id])
				return
			}
			d.refused[id] = true
			stats.Refused++
			refs = append(refs, storage.TournamentRefusal{ID: id, EventID: d.rec.ID, Table: table, Reason: reason, ReceivedAt: now})
			acks = append(acks, ackd{table, id, reason})
		}
		switch {
		case err != nil:
			refuse(err.Error())
			continue
		case en.Table != table:
			refuse(fmt.Sprintf("table: an entry for table %d sent with table %d's key", en.Table, table))
			continue
		case msgID != en.ID:
			refuse(fmt.Sprintf("id: the message id %q is not the entry's id %q", msgID, en.ID))
			continue
		case d.ev.Seen(en.ID) || d.refused[en.ID]:
			stats.Duplicates++
			touch(table, en.ID, d.acks[table][en.ID])
			continue
		}
		if _, err := d.ev.Apply(en); err != nil {
			refuse(err.Error())
			continue
		}
		// The history keeps the entry as the table sent it (with the
		// wire format's version, which reading it back ignores).
		recs = append(recs, storage.TournamentRecord{ID: en.ID, EventID: d.rec.ID, Kind: storage.LogEntry, Round: en.Round, Table: en.Table,
			Role: string(en.Role), Body: m.Data(), Sender: "table-" + strconv.Itoa(table), StreamSeq: seq, ReceivedAt: now})
		acks = append(acks, ackd{table, en.ID, ""})
		stats.Applied++
	}
	if len(recs) > 0 || len(refs) > 0 {
		if _, err := d.cfg.Store.AddTournamentBatch(recs, refs); err != nil {
			// Nothing of the batch is stored: forget it and let the stream
			// deliver it again.
			d.logf("storing results: %v (they will be read again)", err)
			if lerr := d.load(); lerr != nil {
				d.logf("reloading the event: %v", lerr)
			}
			d.mu.Unlock()
			for _, m := range batch {
				_ = m.NakWithDelay(time.Second)
			}
			return
		}
	}
	stats.Batches++
	stats.LargestBatch = max(stats.LargestBatch, len(batch))
	d.stats = stats
	for _, a := range acks {
		if d.acks[a.table] == nil {
			d.acks[a.table] = map[string]string{}
		}
		d.acks[a.table][a.id] = a.reason
		touch(a.table, a.id, a.reason)
		if a.reason != "" {
			d.refusals = append(d.refusals, wire.Refusal{ID: a.id, Table: a.table, Reason: a.reason})
		}
	}
	if d.touched == nil {
		d.touched = map[int]map[string]string{}
	}
	for t, a := range touched {
		if d.touched[t] == nil {
			d.touched[t] = a
			continue
		}
		maps.Copy(d.touched[t], a)
	}
	d.mu.Unlock()
	// Stored: the stream may forget them.
	for _, m := range batch {
		_ = m.Ack()
	}
	if d.cfg.Trace {
		d.logf("batch %d msgs (waited %v to %v in the stream): apply+store %v", len(batch),
			newest.Round(time.Microsecond), oldest.Round(time.Microsecond), time.Since(now).Round(time.Microsecond))
	}
}

// onAsk publishes a table's feed again (at most twice a second).
func (d *Director) onAsk(m *nats.Msg) {
	table, ok := d.n.TableOfAsk(m.Subject)
	d.mu.Lock()
	defer d.mu.Unlock()
	if !ok || table > d.ev.Tables() || time.Since(d.asked[table]) < 500*time.Millisecond {
		return
	}
	if d.asked == nil {
		d.asked = map[int]time.Time{}
	}
	d.asked[table] = time.Now()
	d.version++
	b, err := json.Marshal(d.feed(table, true, nil))
	if err == nil {
		_, err = d.js.PublishAsync(d.n.BoardTable(table), b)
	}
	if err != nil {
		d.logf("publishing table %d's feed: %v", table, err)
	}
}

// publishBoard publishes the standings and movement when they changed,
// and the feeds of the touched tables (all: every table's). Called with
// d.mu held.
func (d *Director) publishBoard(ctx context.Context, touched map[int]map[string]string, all bool) {
	d.version++
	pub := func(subject string, v any) {
		b, err := json.Marshal(v)
		if err != nil {
			d.logf("%s: %v", subject, err)
			return
		}
		if _, err := d.js.PublishAsync(subject, b); err != nil {
			d.logf("publishing %s: %v", subject, err)
		}
	}
	// After a batch a table's feed goes out as a plain message: the board
	// stream keeps it all the same, and the table reads it live; waiting
	// for the stream's acknowledgement of every feed would double the
	// messages of a batch for nothing (a table whose feed is lost asks
	// again). The whole board (all) is published with acknowledgements,
	// and waited for.
	feed := func(t int, full bool) {
		if full {
			pub(d.n.BoardTable(t), d.feed(t, full, nil))
			return
		}
		b, err := json.Marshal(d.feed(t, full, touched[t]))
		if err == nil {
			err = d.nc.Publish(d.n.BoardTable(t), b)
		}
		if err != nil {
			d.logf("publishing table %d's feed: %v", t, err)
		}
	}
	if all {
		pub(d.n.BoardSetup(), wire.SetupMsg{V: wire.Version, EventID: d.rec.ID, Setup: d.ev.Setup(), Tables: d.ev.Tables(), Rounds: d.ev.Rounds()})
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
		pub(d.n.BoardStandings(), ws)
		d.standings = ws
	}
	// A league's movement is fixed: it is published once. A knock-out's
	// grows (and a correction can change the next round's pairs).
	if all || d.ev.Setup().Form == event.KnockOut {
		mv := wire.Movement{V: wire.Version, Rounds: d.ev.Rounds(), Plans: d.ev.Plans()}
		if b, _ := json.Marshal(mv); all || string(b) != string(d.lastMovement) {
			d.lastMovement = b
			mv.Version = d.version
			pub(d.n.BoardMovement(), mv)
			all = true // a new round reaches every table
		}
	}
	for t := 1; t <= d.ev.Tables(); t++ {
		if _, ok := touched[t]; ok || all {
			feed(t, all)
		}
	}
	if all {
		select {
		case <-d.js.PublishAsyncComplete():
		case <-ctx.Done():
			d.logf("publishing the board: %v", ctx.Err())
		}
	}
	// Otherwise the board is not waited for: the results are stored, and
	// a table that misses its feed sends its entry again, which
	// republishes the feed.
}

// sentFeed is the feed a table was last sent: its version, and its
// results by session.
type sentFeed struct {
	version uint64
	results map[event.Key]wire.TableResult
}

// sameResult tells whether a table's result reads the same in two feeds.
// The event replaces an entry or a counted result when it changes (it
// never edits one in place), so the pointers tell.
func sameResult(a, b wire.TableResult) bool {
	return a.Session == b.Session && a.Status == b.Status && a.North == b.North && a.East == b.East &&
		a.Counted == b.Counted && a.Correction == b.Correction && maps.Equal(a.Points, b.Points)
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
	for _, s := range d.ev.TableSessions(table) {
		r, _ := d.ev.Result(s.Key())
		tr := wire.TableResult{Session: s, Status: r.Status}
		if !r.Status.Counts() {
			tr.North, tr.East = r.North, r.East
		}
		if r.Correction != nil {
			tr.Correction, tr.Counted = r.Correction.Reason, r.Correction.Content
		}
		if r.Counted != nil {
			ns, nok := d.ev.PointsAt(table, s.NS)
			ew, eok := d.ev.PointsAt(table, s.EW)
			if nok || eok {
				tr.Points = map[string]int{s.NS: ns, s.EW: ew}
			}
		}
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
		Results: d.ev.Results(), Disputes: d.ev.Disputes(), Standings: d.standings,
		Refusals: append([]wire.Refusal{}, d.refusals...), Stats: d.stats,
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
	return d.stats
}

// Correct records the director's decision on a result (content nil: the
// table has no result); it counts whatever the table reported, and the
// audit trail keeps both.
func (d *Director) Correct(round, table int, content *event.Content, reason, by string) (event.Change, error) {
	d.mu.Lock()
	c := event.Correction{ID: wire.NewUUID(), Round: round, Table: table, Content: content, Reason: reason, By: by, At: time.Now().UTC()}
	ch, err := d.ev.Correct(c)
	if err != nil {
		d.mu.Unlock()
		return ch, err
	}
	body, _ := json.Marshal(c)
	if _, err := d.cfg.Store.AddTournamentRecords([]storage.TournamentRecord{{ID: c.ID, EventID: d.rec.ID, Kind: storage.LogCorrection,
		Round: round, Table: table, Body: body, Sender: "director"}}); err != nil {
		if lerr := d.load(); lerr != nil {
			d.logf("reloading the event: %v", lerr)
		}
		d.mu.Unlock()
		return ch, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	d.publishBoard(ctx, map[int]map[string]string{table: {}}, false)
	cancel()
	d.mu.Unlock()
	d.notify()
	return ch, nil
}

// Close stops taking results and shuts the embedded server down. What was
// received is in the history; what was not is still in the stream.
func (d *Director) Close() error {
	d.closed.Do(func() {
		d.cancel()
		d.closeWeb()
		d.wg.Wait()
		d.nc.Drain()
		d.nc.Close()
		d.shutdownNode()
	})
	return nil
}
