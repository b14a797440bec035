package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"arbiter/engine/game"
	"arbiter/scoring/event"
	"arbiter/storage"
	"arbiter/tournament/director"
	"arbiter/tournament/table"
	"arbiter/tournament/wire"
)

// The tournament evening without a screen (docs/tournament.md):
//
//	tournament serve   the director: takes the tables' results, keeps them
//	                   in the history, publishes standings and movement
//	tournament join    a table: sends its results until the director has them
//	tournament status  the standings, as `tournament` prints them
//
// `tournament [FILE|-]` ranks a tournament's JSON as before.
var tournamentVerbs = map[string]func(args []string, stdin io.Reader, stdout, stderr io.Writer) int{
	"serve":  runServe,
	"join":   runJoin,
	"status": runStatus,
}

// serveContext ends `serve`: SIGINT or SIGTERM (tests replace it).
var serveContext = func() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}

// splitHostPort reads --listen: "host:port", ":port" or "port".
func splitHostPort(s string) (string, int, error) {
	if s == "" {
		return "", 0, nil
	}
	if !strings.Contains(s, ":") {
		s = ":" + s
	}
	host, p, err := net.SplitHostPort(s)
	if err != nil {
		return "", 0, err
	}
	port, err := strconv.Atoi(p)
	if err != nil || port < -1 || port > 65535 {
		return "", 0, fmt.Errorf("port %q: a number up to 65535 (0: %d, -1: any free port)", p, wire.DefaultPort)
	}
	return host, port, nil
}

func splitList(s string) []string {
	var out []string
	for _, x := range strings.Split(s, ",") {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return out
}

// serveInfo is the line `serve` prints once it listens (in a cluster,
// first a line with the code and secret the other nodes need, then this
// one once the event's streams are on the nodes).
type serveInfo struct {
	EventID  string   `json:"event_id"`
	Name     string   `json:"name"`
	JoinCode string   `json:"join_code"`
	URLs     []string `json:"urls"`
	Port     int      `json:"port"`
	Tables   int      `json:"tables"`
	Rounds   int      `json:"rounds"`
	// Secret is printed for a cluster only: the other nodes need it
	// (`serve --node --secret`); keep it off the tables.
	Secret string `json:"secret,omitempty"`
	// WebURLs are the table's page's addresses (--web), TablePages each
	// table's page address (what its join QR code holds), WebSocketPort
	// the NATS WebSocket listener on the loopback interface that the
	// page's WebSocket (the page's own address, /nats) is passed on to;
	// WebBuilt is false when this build has no page (make web, then
	// build again).
	WebURLs       []string `json:"web_urls,omitempty"`
	TablePages    []string `json:"table_pages,omitempty"`
	WebSocketPort int      `json:"websocket_port,omitempty"`
	WebBuilt      *bool    `json:"web_built,omitempty"`
}

func runServe(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	f := newStoreFlags("tournament serve")
	newFile := f.fs.String("new", "", "a setup (JSON) for a new event")
	eventID := f.fs.String("event", "", "run this stored event again (default: the newest open one)")
	data := f.fs.String("data", "", "the server's data folder (default: tournament/ beside the history)")
	listen := f.fs.String("listen", "", "host:port for the tables (default: every interface, port 4222)")
	cluster := f.fs.String("cluster-listen", "", "host:port of this node's cluster routes (a cluster of three)")
	routes := f.fs.String("routes", "", "the other nodes' cluster addresses, host:port,host:port")
	replicas := f.fs.Int("replicas", 0, "copies of the event's streams (default 1; 3 in a cluster)")
	node := f.fs.Bool("node", false, "run a cluster node only (with --code, --secret, --tables)")
	code := f.fs.String("code", "", "the event's join code (--node)")
	secret := f.fs.String("secret", "", "the director's secret (--node; serve prints it for a cluster)")
	tables := f.fs.Int("tables", 0, "the number of tables (--node)")
	verbose := f.fs.Bool("verbose", false, "log the server's warnings on stderr")
	webPort := f.fs.Int("web", 0, "serve the table's page (phones join in a browser) and the standings over http on this port (-1: a free one; 0: none)")
	pos, err := f.parse(args)
	if err != nil || len(pos) > 0 {
		if err == nil {
			err = fmt.Errorf("tournament serve: unexpected %q", pos[0])
		}
		return fail(stderr, exitBadInput, "%v", err)
	}
	host, port, err := splitHostPort(*listen)
	if err != nil {
		return fail(stderr, exitBadInput, "--listen: %v", err)
	}
	var cc *director.ClusterConfig
	if *cluster != "" {
		ch, cp, err := splitHostPort(*cluster)
		if err != nil {
			return fail(stderr, exitBadInput, "--cluster-listen: %v", err)
		}
		cc = &director.ClusterConfig{Host: ch, Port: cp, Routes: splitList(*routes)}
	}
	var logf func(string, ...any)
	if *verbose {
		logf = func(format string, a ...any) {
			fmt.Fprintln(stderr, "arbiter: "+oneLine(fmt.Sprintf(format, a...)))
		}
	}
	ctx, stop := serveContext()
	defer stop()
	if *node {
		if *data == "" || *code == "" || *secret == "" || *tables < 1 || cc == nil {
			return fail(stderr, exitBadInput, "tournament serve --node needs --data, --code, --secret, --tables and --cluster-listen")
		}
		nd, err := director.StartNode(director.NodeConfig{Code: *code, Secret: *secret, Tables: *tables, DataDir: *data,
			Host: host, Port: port, Name: "node-" + strings.ReplaceAll(*cluster, ":", "-"), Cluster: cc, Logf: logf})
		if err != nil {
			return fail(stderr, exitFailure, "%v", err)
		}
		_ = writeJSON(stdout, map[string]any{"node": true, "port": nd.Port(), "route": nd.RouteAddr()}, false)
		<-ctx.Done()
		nd.Shutdown()
		return exitOK
	}
	st, code2 := f.open(stderr)
	if st == nil {
		return code2
	}
	defer st.Close()
	// A director writes into the history all evening: damage deep in the
	// file (which opening does not look for) is looked for first, rather
	// than built upon.
	if err := st.QuickCheck(); err != nil {
		return storeFail(stderr, err)
	}
	id := *eventID
	if *newFile != "" {
		if id != "" {
			return fail(stderr, exitBadInput, "tournament serve: --new or --event, not both")
		}
		input, err := readInput([]string{*newFile}, stdin)
		if err != nil {
			return fail(stderr, exitBadInput, "%v", err)
		}
		var setup event.Setup
		if err := game.Decode(input, &setup); err != nil {
			return fail(stderr, exitBadInput, "%v", err)
		}
		// The JSON reader turns bytes that are not UTF-8 into U+FFFD
		// without a word: the event's and the teams' names are refused
		// instead, naming the field.
		if err := storage.CheckText("", input); err != nil {
			return fail(stderr, exitBadInput, "%v", err)
		}
		rec, err := director.CreateEvent(st, setup)
		if err != nil {
			return storeFail(stderr, st.Explain(err))
		}
		id = rec.ID
	}
	if id == "" {
		evs, err := st.TournamentEvents()
		if err != nil {
			return storeFail(stderr, st.Explain(err))
		}
		for _, e := range evs {
			if e.Status == "open" {
				id = e.ID
				break
			}
		}
		if id == "" {
			return fail(stderr, exitBadInput, "tournament serve: no open event: start one with --new SETUP.json")
		}
	}
	if *data == "" {
		*data = filepath.Join(filepath.Dir(st.Path()), "tournament")
	}
	if cc != nil {
		// The other nodes need the code and the secret before the event's
		// streams (kept on all three) can be made: say them now.
		rec, err := st.TournamentEvent(id)
		if err != nil {
			return storeFail(stderr, st.Explain(err))
		}
		_ = writeJSON(stdout, map[string]string{"event_id": rec.ID, "join_code": wire.FormatCode(rec.JoinCode), "secret": rec.Secret,
			"route": *cluster, "waiting": "for the other nodes: tournament serve --node --code CODE --secret SECRET …"}, false)
	}
	var web *director.WebConfig
	if *webPort != 0 {
		// The page reaches NATS through the page's own port (its
		// WebSocket at /nats is passed on to the NATS server's listener
		// on the loopback interface, on any free port): a director
		// restarted on the same --web port is found again by the pages
		// already open.
		web = &director.WebConfig{Port: *webPort}
	}
	d, err := director.Start(ctx, director.Config{Store: st, EventID: id, DataDir: *data, Host: host, Port: port,
		Cluster: cc, Replicas: *replicas, Web: web, Logf: logf})
	if err != nil {
		return storeFail(stderr, st.Explain(err))
	}
	defer d.Close()
	v := d.View()
	info := serveInfo{EventID: v.EventID, Name: v.Name, JoinCode: v.JoinCode, URLs: v.URLs, Port: d.Port(), Tables: v.Tables, Rounds: v.Rounds}
	if cc != nil {
		rec, _ := st.TournamentEvent(id)
		info.Secret = rec.Secret
	}
	if web != nil {
		built := director.WebBuilt()
		info.WebURLs, info.WebSocketPort, info.WebBuilt = d.WebURLs(), d.WebSocketPort(), &built
		for t := 1; t <= v.Tables; t++ {
			info.TablePages = append(info.TablePages, d.TablePageURL(t))
		}
	}
	if err := writeJSON(stdout, info, false); err != nil {
		return fail(stderr, exitFailure, "%v", err)
	}
	<-ctx.Done()
	return exitOK
}

// joinLine is one line of `join`'s input.
type joinLine struct {
	Round int `json:"round"`
	// Result: North enters it and East agrees on the same device.
	Result *event.Content `json:"result"`
	// North: North's entry only; East: "agree" or "disagree" (with Note)
	// on North's latest entry; EastResult: East enters it independently.
	North      *event.Content `json:"north"`
	East       string         `json:"east"`
	EastResult *event.Content `json:"east_result"`
	Note       string         `json:"note"`
}

// check refuses a line that asks for two things at once: each line is one
// step of one device (North's entry, East's own entry, East's verdict, or
// both at once with "result"), and a second part would otherwise be
// dropped without a word.
func (l joinLine) check() error {
	var given []string
	for _, part := range []struct {
		name string
		set  bool
	}{{"result", l.Result != nil}, {"north", l.North != nil}, {"east_result", l.EastResult != nil}, {"east", l.East != ""}} {
		if part.set {
			given = append(given, part.name)
		}
	}
	if len(given) > 1 {
		return &game.Error{Kind: game.ErrInvalid, Field: given[1],
			Msg: fmt.Sprintf("given with %q on the same line: a line is one step of one device, give only one of \"result\", \"north\", \"east_result\" or \"east\"", given[0])}
	}
	if l.East != "" && l.East != "agree" && l.East != "disagree" {
		return &game.Error{Kind: game.ErrInvalid, Field: "east", Msg: fmt.Sprintf("%q: \"agree\" or \"disagree\"", l.East)}
	}
	return nil
}

// joinReport is what `join` prints.
type joinReport struct {
	Table        int             `json:"table"`
	Sent         int             `json:"sent"`
	Acknowledged int             `json:"acknowledged"`
	Pending      int             `json:"pending"`
	Refused      []wire.Refusal  `json:"refused"`
	Round        int             `json:"round"`
	Standings    *wire.Standings `json:"standings"`
}

func runJoin(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	f := newStoreFlags("tournament join")
	servers := f.fs.String("server", "", "the director's address(es), nats://host:port[,…]")
	code := f.fs.String("code", "", "the event's join code")
	tableNo := f.fs.Int("table", 0, "this table's number")
	wait := f.fs.Duration("wait", time.Minute, "how long to wait for the director's acknowledgements")
	pos, err := f.parse(args)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	if *servers == "" || *code == "" || *tableNo < 1 {
		return fail(stderr, exitBadInput, "tournament join needs --server, --code and --table")
	}
	if _, err := wire.NormalizeCode(*code); err != nil {
		return fail(stderr, exitBadInput, "--code: %v", err)
	}
	input, err := readInput(pos, stdin)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	var lines []joinLine
	sc := bufio.NewScanner(bytes.NewReader(input))
	sc.Buffer(make([]byte, 0, 64<<10), maxInput)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		var l joinLine
		if err := game.Decode([]byte(text), &l); err != nil {
			return fail(stderr, exitBadInput, "line %d: %v", n, err)
		}
		if err := l.check(); err != nil {
			return fail(stderr, exitBadInput, "line %d: %v", n, err)
		}
		lines = append(lines, l)
	}
	var urls []string
	for _, s := range splitList(*servers) {
		if !strings.Contains(s, "://") {
			s = "nats://" + s
		}
		urls = append(urls, s)
	}
	st, c := f.open(stderr)
	if st == nil {
		return c
	}
	defer st.Close()
	t, err := table.Join(context.Background(), table.Config{Servers: urls, Code: *code, Table: *tableNo, Outbox: st, Device: "arbiter-cli"})
	if err != nil {
		// The outbox is read from the history first: a damaged or
		// unreadable file is named, with its latest backup.
		return storeFail(stderr, st.Explain(err))
	}
	defer t.Close()
	ctx, cancel := context.WithTimeout(context.Background(), *wait)
	defer cancel()
	if len(lines) > 0 {
		// The event is needed to check the results: wait for it.
		for t.View().Setup == nil {
			select {
			case <-ctx.Done():
				if p := t.View().Problem; p != "" {
					return fail(stderr, exitFailure, "%v (%s: check the join code and the table number)", table.ErrNotJoined, p)
				}
				return fail(stderr, exitFailure, "%v", table.ErrNotJoined)
			case <-time.After(20 * time.Millisecond):
			}
		}
	}
	sent := 0
	for n, l := range lines {
		var steps []func() (event.Entry, error)
		switch {
		case l.Result != nil:
			c := *l.Result
			steps = append(steps, func() (event.Entry, error) { return t.Enter(l.Round, c) },
				func() (event.Entry, error) { return t.Verify(l.Round, true, l.Note) })
		case l.North != nil:
			c := *l.North
			steps = append(steps, func() (event.Entry, error) { return t.Enter(l.Round, c) })
		case l.EastResult != nil:
			c := *l.EastResult
			steps = append(steps, func() (event.Entry, error) { return t.EnterEast(l.Round, c) })
		case l.East == "agree" || l.East == "disagree":
			agree := l.East == "agree"
			steps = append(steps, func() (event.Entry, error) { return t.Verify(l.Round, agree, l.Note) })
		default:
			return fail(stderr, exitBadInput, "line %d: give \"result\", \"north\", \"east_result\" or \"east\": \"agree\"|\"disagree\"", n+1)
		}
		for _, step := range steps {
			if _, err := step(); err != nil {
				code := exitBadInput
				if !game.IsRefusal(err) {
					code = exitFailure
				}
				return fail(stderr, code, "line %d: %v", n+1, st.Explain(err))
			}
			sent++
		}
	}
	waitErr := t.WaitIdle(ctx)
	v := t.View()
	rep := joinReport{Table: *tableNo, Sent: sent, Pending: v.Pending, Refused: v.Refused, Round: v.Round, Standings: v.Standings}
	rep.Acknowledged = sent - v.Pending
	if s, err := t.Standings(); err == nil {
		rep.Standings = &s
	}
	if rep.Refused == nil {
		rep.Refused = []wire.Refusal{}
	}
	if code := printJSON(stdout, stderr, rep); code != exitOK {
		return code
	}
	switch {
	case waitErr != nil:
		return fail(stderr, exitFailure, "%d entries not acknowledged yet: they stay in the outbox; run join again to send them", v.Pending)
	case len(v.Refused) > 0:
		return fail(stderr, exitBadInput, "the director refused %s", v.Refused[len(v.Refused)-1].Reason)
	}
	return exitOK
}

func runStatus(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	f := newStoreFlags("tournament status")
	eventID := f.fs.String("event", "", "the event (default: the newest)")
	input := f.fs.Bool("input", false, "print the `tournament` command's input instead of the standings")
	pos, err := f.parse(args)
	if err != nil || len(pos) > 0 {
		if err == nil {
			err = fmt.Errorf("tournament status: unexpected %q", pos[0])
		}
		return fail(stderr, exitBadInput, "%v", err)
	}
	// status only reads: where there is no history it says so and makes
	// none.
	st, c := f.openToRead(stderr)
	if st == nil {
		return c
	}
	defer st.Close()
	id := *eventID
	if id == "" {
		evs, err := st.TournamentEvents()
		if err != nil {
			return storeFail(stderr, st.Explain(err))
		}
		if len(evs) == 0 {
			return fail(stderr, exitBadInput, "tournament status: no tournament in %s", st.Path())
		}
		id = evs[0].ID
	}
	ev, err := director.LoadEvent(st, id)
	if err != nil {
		return storeFail(stderr, st.Explain(err))
	}
	if *input {
		return printJSON(stdout, stderr, ev.Input())
	}
	out, err := ev.FullStandings()
	if err != nil {
		if errors.Is(err, game.ErrInvalid) || errors.Is(err, game.ErrIllegal) {
			return fail(stderr, exitBadInput, "%v", err)
		}
		return fail(stderr, exitFailure, "%v", err)
	}
	return printJSON(stdout, stderr, out)
}
