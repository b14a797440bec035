// Command tournament measures a tournament evening on loopback
// (`make bench-tournament`): a director — a child process, so its memory
// is its own — and -tables table clients running at once in this process,
// each with its own SQLite outbox, playing -rounds rounds of a Pymtheg
// league: North enters the deal, East verifies it on the same device, and
// the table moves on once its feed shows the result counted. The latency
// is from East's entry (the moment the result is complete at the table)
// to the table's feed showing it counted in the director's updated
// standings. Afterwards the director's history is read back: every result
// must count exactly once. Each evening ends with the line
//
//	tournament: tables=N results=N counted=N lost=N duplicated=N p50_ms=X p99_ms=X rss_mb=Y
//
// (rss_mb: the director's peak resident memory). Before it the bench
// prints the director's own share of the wait (director.Delay: from the
// results stream to the feeds going out), which does not count the
// simulated tables' work on the same cores.
//
// Without -tables it plays the curve (-curve: 100, 200 and 500 tables of
// 24 rounds, 1,000 of 4) and ends with a table of the evenings. -cluster
// plays on three server nodes (each a child process, the event's streams
// kept on all three) and, with -kill (the default there), SIGKILLs one of
// them in the middle of a round. -pin gives the director one core and the
// simulated tables the other, as if the tables were the players' phones.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"arbiter/bench/internal/stat"
	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
	"arbiter/storage"
	"arbiter/tournament/director"
	"arbiter/tournament/table"
	"arbiter/tournament/wire"
)

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench-tournament:", err)
		os.Exit(1)
	}
}

// evening is what one evening plays.
type evening struct {
	tables, rounds int
	free           bool
	cluster, kill  bool
	dir, clients   string
	cpuprofile     string
	join           int
	maxBatch       int
}

// outcome is what one evening measured.
type outcome struct {
	tables, rounds     int
	results, counted   int
	lost, duplicated   int
	lat, entered       stat.Summary
	rss, nodesRSS      float64
	elapsed, joinTime  time.Duration
	cpuDir, cpuTables  float64
	killedAt           string
	sentEntries, store int
	// delay is the director's own: from the results stream to the feeds.
	delay director.Delay
}

func main() {
	tables := flag.Int("tables", 0, "tables (each its own client); 0: the curve")
	rounds := flag.Int("rounds", 24, "rounds (one deal per table and round), with -tables")
	curve := flag.String("curve", "100x24,200x24,500x24,1000x4", "the evenings played without -tables: TABLESxROUNDS,…")
	dir := flag.String("dir", "", "the director's folder (default: a temporary one)")
	clients := flag.String("clients", "", "the tables' outboxes: a folder (default: /dev/shm when there, as each table is its own device), or \"memory\" (table.MemoryOutbox: none of the devices' own writes on this machine's cores)")
	child := flag.String("director", "", "internal: run the director of this history (db,event,data[,servers])")
	node := flag.String("node", "", "internal: run a cluster node (JSON)")
	free := flag.Bool("free", false, "no rounds: every table plays its deals back to back as fast as it can (saturation)")
	cluster := flag.Bool("cluster", false, "three server nodes (child processes) with the event's streams on all three; the director connects to them")
	kill := flag.Bool("kill", true, "with -cluster: SIGKILL one node when a quarter of the tables of the middle round have counted")
	join := flag.Int("join", 16, "tables joining at once (joining is not measured)")
	maxBatch := flag.Int("max-batch", 0, "the director's MaxBatch (0: its default)")
	cpuprofile := flag.String("cpuprofile", "", "write the tables' CPU profile here (BENCH_TOURNAMENT_CPUPROFILE: the director's)")
	pin := flag.Bool("pin", false, "the director on core 0 and the simulated tables on core 1 (taskset), as if each were its own device; needs two cores")
	flag.Parse()
	if *pin && os.Getenv(pinnedEnv) == "" {
		pinSelf()
	}
	switch {
	case *child != "":
		runDirector(*child, *maxBatch)
		return
	case *node != "":
		runNode(*node)
		return
	}
	ev := evening{rounds: *rounds, free: *free, cluster: *cluster, kill: *cluster && *kill, dir: *dir, clients: *clients,
		cpuprofile: *cpuprofile, join: max(1, *join), maxBatch: *maxBatch}
	if *tables > 0 {
		ev.tables = *tables
		o := play(ev)
		if o.lost != 0 || o.duplicated != 0 {
			os.Exit(1)
		}
		return
	}
	var outs []outcome
	for _, p := range strings.Split(*curve, ",") {
		t, r, ok := strings.Cut(strings.TrimSpace(p), "x")
		n, err1 := strconv.Atoi(t)
		m, err2 := strconv.Atoi(r)
		if !ok || err1 != nil || err2 != nil || n < 1 || m < 1 {
			check(fmt.Errorf("-curve %q: TABLESxROUNDS, like 200x24", p))
		}
		e := ev
		e.tables, e.rounds, e.dir, e.clients = n, m, "", ""
		outs = append(outs, play(e))
		fmt.Println()
	}
	fmt.Println("curve: tables rounds results  p50_ms  p99_ms  max_ms  director_p99_ms  rss_mb  director_µs/result  lost  duplicated")
	bad := false
	for _, o := range outs {
		fmt.Printf("curve: %6d %6d %7d %7.1f %7.1f %7.1f %16d %7.1f %19.0f %5d %11d\n", o.tables, o.rounds, o.results, o.lat.P50, o.lat.P99, o.lat.Max,
			o.delay.P99Ms, o.rss, o.cpuDir/float64(o.results)*1e6, o.lost, o.duplicated)
		bad = bad || o.lost != 0 || o.duplicated != 0
	}
	if bad {
		os.Exit(1)
	}
}

// pinnedEnv is set once the bench runs pinned (-pin): the tables on core
// 1, and the director started on core 0.
const pinnedEnv = "BENCH_TOURNAMENT_PINNED"

// pinSelf runs the bench again on core 1 (taskset execs it in this
// process's place), its director child on core 0: the simulated tables
// then take no CPU from the director, as on an evening where they are
// the players' phones. It needs taskset (util-linux) and two cores.
func pinSelf() {
	if runtime.NumCPU() < 2 {
		check(fmt.Errorf("-pin needs two cores, this machine has %d", runtime.NumCPU()))
	}
	taskset, err := exec.LookPath("taskset")
	check(err)
	check(os.Setenv(pinnedEnv, "1"))
	check(syscall.Exec(taskset, append([]string{"taskset", "-c", "1", os.Args[0]}, os.Args[1:]...), os.Environ()))
}

// proc is a child process of the bench: the director or a node.
type proc struct {
	cmd   *exec.Cmd
	stdin io.WriteCloser
	line  string // what it said when ready
	out   *bufio.Reader
	said  []string // what it said after, until it stopped
}

func start(args ...string) *proc {
	cmd := exec.Command(os.Args[0], args...)
	if os.Getenv(pinnedEnv) != "" && len(args) > 0 && args[0] == "-director" {
		// The director gets the core the tables do not use.
		cmd = exec.Command("taskset", append([]string{"-c", "0", os.Args[0]}, args...)...)
	}
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	check(err)
	stdout, err := cmd.StdoutPipe()
	check(err)
	check(cmd.Start())
	out := bufio.NewReader(stdout)
	line, err := out.ReadString('\n')
	check(err)
	return &proc{cmd: cmd, stdin: stdin, line: strings.TrimSpace(line), out: out}
}

// stop closes the child's stdin (it shuts down cleanly), reads what it
// says until it ends, and waits.
func (p *proc) stop() error {
	p.stdin.Close()
	for {
		line, err := p.out.ReadString('\n')
		if line = strings.TrimSpace(line); line != "" {
			p.said = append(p.said, line)
		}
		if err != nil {
			break
		}
	}
	return p.cmd.Wait()
}

// nodeSpec is what a node child runs.
type nodeSpec struct {
	Code, Secret string
	Tables       int
	DataDir      string
	Name         string
	RoutePort    string
	Routes       []string
}

// freePort is a port nobody listens on now (a node's route port).
func freePort() int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	check(err)
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

func play(ev evening) outcome {
	if ev.dir == "" {
		d, err := os.MkdirTemp("", "bench-tournament-")
		check(err)
		defer os.RemoveAll(d)
		ev.dir = d
	}
	if ev.clients == "" {
		base := ""
		if st, err := os.Stat("/dev/shm"); err == nil && st.IsDir() {
			base = "/dev/shm"
		}
		d, err := os.MkdirTemp(base, "bench-tournament-tables-")
		check(err)
		defer os.RemoveAll(d)
		ev.clients = d
	}
	db := filepath.Join(ev.dir, "director.db")
	setup := event.Setup{Name: "bench", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(2*ev.tables, 2), Rounds: ev.rounds}
	st, err := storage.Open(db)
	check(err)
	rec, err := director.CreateEvent(st, setup)
	check(err)
	check(st.Close())

	// The servers: the director's own, or three nodes. A node listens for
	// tables on a free port and says which; JetStream's cluster wants
	// every node's routes configured from the start, so the route ports
	// are picked free beforehand.
	var nodes []*proc
	var servers []string
	spec := []string{db, rec.ID, filepath.Join(ev.dir, "data")}
	if ev.cluster {
		var routes []string
		for range 3 {
			routes = append(routes, fmt.Sprintf("127.0.0.1:%d", freePort()))
		}
		started := make([]*proc, 3)
		var wg sync.WaitGroup
		for i := range 3 {
			var others []string
			for j, r := range routes {
				if j != i {
					others = append(others, r)
				}
			}
			_, port, _ := strings.Cut(routes[i], ":")
			b, _ := json.Marshal(nodeSpec{Code: rec.JoinCode, Secret: rec.Secret, Tables: ev.tables, DataDir: filepath.Join(ev.dir, fmt.Sprint("n", i+1)),
				Name: fmt.Sprint("n", i+1), RoutePort: port, Routes: others})
			// Each node waits for the others to be reachable before it is
			// ready: they start together.
			wg.Add(1)
			go func() {
				defer wg.Done()
				started[i] = start("-node", string(b))
			}()
		}
		wg.Wait()
		for i, p := range started {
			f := strings.Fields(p.line)
			if len(f) != 2 || f[0] != "ready" {
				check(fmt.Errorf("node %d said %q", i+1, p.line))
			}
			servers = append(servers, "nats://"+f[1])
			nodes = append(nodes, p)
		}
		spec = append(spec, strings.Join(servers, " "))
	}
	dirProc := start("-director", strings.Join(spec, ","), "-max-batch", fmt.Sprint(ev.maxBatch))
	port, err := strconv.Atoi(strings.TrimPrefix(dirProc.line, "ready "))
	check(err)
	if !ev.cluster {
		servers = []string{fmt.Sprintf("nats://127.0.0.1:%d", port)}
	}
	fmt.Printf("director: pid %d, %s, event of %d teams at %d tables, %d rounds\n", dirProc.cmd.Process.Pid, strings.Join(servers, " "), 2*ev.tables, ev.tables, ev.rounds)

	// The tables join a few at a time (a room's phones do not all join in
	// the same millisecond either), and each waits until it has read the
	// event, its movement and its feed: the evening starts with every
	// table ready.
	type client struct {
		t       *table.Table
		ev      *event.Event
		counted chan int
	}
	ts := make([]*client, ev.tables)
	joinStart := time.Now()
	var wg sync.WaitGroup
	slots := make(chan struct{}, ev.join)
	for i := range ts {
		wg.Add(1)
		slots <- struct{}{}
		go func(i int) {
			defer wg.Done()
			defer func() { <-slots }()
			var s table.Outbox = table.NewMemoryOutbox()
			if ev.clients != "memory" {
				st, err := storage.Open(filepath.Join(ev.clients, fmt.Sprintf("table%d.db", i+1)))
				check(err)
				s = st
			}
			evc, err := event.New(setup)
			check(err)
			tb := &client{ev: evc, counted: make(chan int, ev.rounds+1)}
			seen := map[int]bool{}
			var mu sync.Mutex
			tb.t, err = table.Join(context.Background(), table.Config{Servers: servers, Code: rec.JoinCode, Table: i + 1,
				Outbox: s, Device: "bench", OnChange: func(v table.View) {
					if v.Feed == nil {
						return
					}
					mu.Lock()
					defer mu.Unlock()
					for _, r := range v.Feed.Results {
						if r.Status.Counts() && !seen[r.Session.Round] {
							seen[r.Session.Round] = true
							tb.counted <- r.Session.Round
						}
					}
				}})
			check(err)
			for deadline := time.Now().Add(2 * time.Minute); ; time.Sleep(10 * time.Millisecond) {
				v := tb.t.View()
				if v.Setup != nil && v.Movement != nil && v.Feed != nil {
					break
				}
				if time.Now().After(deadline) {
					check(fmt.Errorf("table %d did not join in 2 minutes: %s", i+1, v.Problem))
				}
			}
			ts[i] = tb
		}(i)
	}
	wg.Wait()
	joinTime := time.Since(joinStart)
	fmt.Printf("tables: %d joined in %v\n", ev.tables, joinTime.Round(time.Millisecond))

	// The evening: in each round every table sends its result at the same
	// moment (the worst burst an evening has: everybody finishing
	// together), and the next round starts once every result of the
	// round counts (the movement). With -free the tables do not wait for
	// each other.
	lat := make([][]float64, ev.tables)
	// entered: how long East's entry took on the device (checked and
	// written to its outbox), part of lat.
	entered := make([][]float64, ev.tables)
	if ev.cpuprofile != "" {
		f, err := os.Create(ev.cpuprofile)
		check(err)
		check(pprof.StartCPUProfile(f))
	}
	// What the players will enter, drawn beforehand (it is the players'
	// part, not the system's).
	contents := make([][]event.Content, ev.tables)
	for i, tb := range ts {
		r := rand.New(rand.NewPCG(uint64(i), 18))
		for round := 1; round <= ev.rounds; round++ {
			c, err := eventtest.Content(r, tb.ev, event.Key{Round: round, Table: i + 1})
			check(err)
			contents[i] = append(contents[i], c)
		}
	}
	// The director's profile (BENCH_TOURNAMENT_CPUPROFILE) covers the
	// evening only, as the tables' does.
	_, err = dirProc.stdin.Write([]byte("p"))
	check(err)
	cpuDir0, cpuSelf0 := procCPU(dirProc.cmd.Process.Pid), procCPU(os.Getpid())
	barrier := make([]chan struct{}, ev.rounds+1)
	var roundDone sync.WaitGroup
	var doneInRound atomic.Int64
	for i := range barrier {
		barrier[i] = make(chan struct{})
	}
	roundDone.Add(ev.tables)
	start := time.Now()
	for i, tb := range ts {
		wg.Add(1)
		go func(i int, tb *client) {
			defer wg.Done()
			for round := 1; round <= ev.rounds; round++ {
				if !ev.free {
					<-barrier[round]
				}
				_, err := tb.t.Enter(round, contents[i][round-1])
				check(err)
				t0 := time.Now()
				_, err = tb.t.Verify(round, true, "")
				check(err)
				entered[i] = append(entered[i], stat.MS(time.Since(t0)))
				timeout := time.After(2 * time.Minute)
			wait:
				for {
					select {
					case got := <-tb.counted:
						if got == round {
							break wait
						}
					case <-timeout:
						check(fmt.Errorf("table %d: round %d not counted after 2 minutes", i+1, round))
					}
				}
				lat[i] = append(lat[i], stat.MS(time.Since(t0)))
				if !ev.free {
					doneInRound.Add(1)
					roundDone.Done()
				}
			}
		}(i, tb)
	}
	killedAt := ""
	if !ev.free {
		killRound := ev.rounds/2 + 1
		for round := 1; round <= ev.rounds; round++ {
			if round > 1 {
				roundDone.Add(ev.tables)
			}
			doneInRound.Store(0)
			close(barrier[round])
			if ev.kill && round == killRound {
				for doneInRound.Load() < int64(ev.tables/4) {
					time.Sleep(time.Millisecond)
				}
				victim := nodes[1]
				check(victim.cmd.Process.Kill())
				victim.cmd.Wait()
				killedAt = fmt.Sprintf("node n2 SIGKILLed in round %d with %d of %d tables counted", round, doneInRound.Load(), ev.tables)
				fmt.Println(killedAt)
			}
			roundDone.Wait()
		}
	}
	wg.Wait()
	elapsed := time.Since(start)
	cpuDir, cpuSelf := procCPU(dirProc.cmd.Process.Pid)-cpuDir0, procCPU(os.Getpid())-cpuSelf0
	if ev.cpuprofile != "" {
		pprof.StopCPUProfile()
	}
	for _, tb := range ts {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		check(tb.t.WaitIdle(ctx))
		cancel()
	}
	// What a table reads of the standings (through another node, if its
	// own was the one killed).
	var standings wire.Standings
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(100 * time.Millisecond) {
		if standings, err = ts[0].t.Standings(); err == nil || time.Now().After(deadline) {
			break
		}
	}
	check(err)
	rss := peakRSS(dirProc.cmd.Process.Pid)
	nodesRSS := 0.0
	for i, n := range nodes {
		if i != 1 || !ev.kill {
			nodesRSS = max(nodesRSS, peakRSS(n.cmd.Process.Pid))
		}
	}
	for _, tb := range ts {
		tb.t.Close()
	}
	check(dirProc.stop())
	var delay director.Delay
	for _, l := range dirProc.said {
		if _, err := fmt.Sscanf(l, "delay %d %d %d %d", &delay.Entries, &delay.P50Ms, &delay.P99Ms, &delay.MaxMs); err == nil {
			break
		}
	}
	for i, n := range nodes {
		if i != 1 || !ev.kill {
			n.stop()
		}
	}

	// The director's history, read back.
	st, err = storage.Open(db)
	check(err)
	defer st.Close()
	evd, err := director.LoadEvent(st, rec.ID)
	check(err)
	stored, _, err := st.TournamentRecordCount(rec.ID)
	check(err)
	evs, err := evd.Standings()
	check(err)
	sessions := 0
	for _, t := range evs.PymthegLeague.Tables {
		sessions += len(t.Results) / 2
		sessions += len(t.Passed) / 2
	}
	results := ev.tables * ev.rounds
	sent := 2 * results
	o := outcome{tables: ev.tables, rounds: ev.rounds, results: results, counted: evs.Counted, elapsed: elapsed, joinTime: joinTime,
		cpuDir: cpuDir, cpuTables: cpuSelf, rss: rss, nodesRSS: nodesRSS, killedAt: killedAt, sentEntries: sent, store: stored, delay: delay}
	o.duplicated = max(0, stored-sent) + max(0, sessions-evs.Counted)
	o.lost = results - evs.Counted
	var all []float64
	for _, l := range lat {
		all = append(all, l...)
	}
	o.lat = stat.Of(all)
	all = all[:0]
	for _, l := range entered {
		all = append(all, l...)
	}
	o.entered = stat.Of(all)
	fmt.Printf("evening: %d results (%d entries) in %v, %.0f results/s; the tables read counted=%d\n", results, sent, elapsed.Round(time.Millisecond), float64(results)/elapsed.Seconds(), standings.Counted)
	load, _ := os.ReadFile("/proc/loadavg")
	fmt.Printf("cpu during the evening: director %.2f s (%.0f µs/result), tables %.2f s (%.0f µs/result); load average %s\n",
		cpuDir, cpuDir/float64(results)*1e6, cpuSelf, cpuSelf/float64(results)*1e6, strings.Join(strings.Fields(string(load))[:3], " "))
	fmt.Printf("latency East's entry -> counted in the table's feed: %s, p99 %.1f ms\n", o.lat.Format("%.1f ms"), o.lat.P99)
	fmt.Printf("  of which East's entry on the device (checked, in the outbox): %s, p99 %.1f ms\n", o.entered.Format("%.1f ms"), o.entered.P99)
	fmt.Printf("  the director's own share, from the results stream to the feeds (director.Delay, every entry): median %d ms, p99 %d ms, max %d ms, n=%d\n",
		delay.P50Ms, delay.P99Ms, delay.MaxMs, delay.Entries)
	if ev.cluster {
		fmt.Printf("cluster: 3 nodes, peak RSS of the surviving nodes %.1f MB\n", nodesRSS)
	}
	fmt.Printf("director history: %d entries stored of %d sent, %d results counted of %d\n", stored, sent, evs.Counted, results)
	fmt.Printf("tournament: tables=%d results=%d counted=%d lost=%d duplicated=%d p50_ms=%.1f p99_ms=%.1f rss_mb=%.1f\n",
		ev.tables, results, evs.Counted, o.lost, o.duplicated, o.lat.P50, o.lat.P99, rss)
	return o
}

// runDirector is the child: the director of the history until stdin
// closes. spec is db,event,data and, for a cluster, the nodes' addresses
// (space-separated) instead of an embedded server.
func runDirector(spec string, maxBatch int) {
	parts := strings.Split(spec, ",")
	if len(parts) != 3 && len(parts) != 4 {
		check(fmt.Errorf("-director db,event,data[,servers]"))
	}
	st, err := storage.Open(parts[0])
	check(err)
	cfg := director.Config{Store: st, EventID: parts[1], DataDir: parts[2],
		Host: "127.0.0.1", Port: -1, MaxBatch: maxBatch, Trace: os.Getenv("BENCH_TOURNAMENT_TRACE") != "",
		Logf: func(f string, a ...any) { fmt.Fprintf(os.Stderr, "director: "+f+"\n", a...) }}
	if len(parts) == 4 {
		cfg.Servers, cfg.Replicas, cfg.DataDir = strings.Fields(parts[3]), 3, ""
	}
	d, err := director.Start(context.Background(), cfg)
	check(err)
	fmt.Printf("ready %d\n", d.Port())
	// "p" on stdin: the evening starts (the profile, if asked for, too).
	profile := os.Getenv("BENCH_TOURNAMENT_CPUPROFILE")
	waitStdin(func(b byte) {
		if b == 'p' && profile != "" {
			f, err := os.Create(profile)
			check(err)
			check(pprof.StartCPUProfile(f))
		}
	})
	if profile != "" {
		pprof.StopCPUProfile()
	}
	// The director's own share of the tables' wait (director.Delay).
	dl := d.Stats().Delay
	fmt.Printf("delay %d %d %d %d\n", dl.Entries, dl.P50Ms, dl.P99Ms, dl.MaxMs)
	d.Close()
	st.Close()
}

// runNode is a cluster node's child: it listens for tables on a free
// port and prints "ready host:port".
func runNode(spec string) {
	var s nodeSpec
	check(json.Unmarshal([]byte(spec), &s))
	routePort, err := strconv.Atoi(s.RoutePort)
	check(err)
	nd, err := director.StartNode(director.NodeConfig{Code: s.Code, Secret: s.Secret, Tables: s.Tables, DataDir: s.DataDir,
		Host: "127.0.0.1", Port: -1, Name: s.Name, Cluster: &director.ClusterConfig{Host: "127.0.0.1", Port: routePort, Routes: s.Routes},
		Logf: func(f string, a ...any) {
			if !strings.HasPrefix(f, "nats warning") {
				fmt.Fprintf(os.Stderr, s.Name+": "+f+"\n", a...)
			}
		}})
	check(err)
	fmt.Printf("ready 127.0.0.1:%d\n", nd.Port())
	waitStdin(nil)
	nd.Shutdown()
}

// waitStdin reads stdin until the parent closes it, handing each byte
// to got.
func waitStdin(got func(byte)) {
	buf := make([]byte, 1)
	for {
		if _, err := os.Stdin.Read(buf); err != nil {
			return
		}
		if got != nil {
			got(buf[0])
		}
	}
}

// peakRSS is a process's peak resident memory in MiB (VmHWM).
func peakRSS(pid int) float64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return -1
	}
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "VmHWM:" {
			kb, _ := strconv.ParseFloat(f[1], 64)
			return kb / 1024
		}
	}
	return -1
}

// procCPU is a process's user+system CPU time in seconds.
func procCPU(pid int) float64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// The fields after the command's closing parenthesis: utime and
	// stime are the 12th and 13th.
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	if len(f) < 13 {
		return 0
	}
	u, _ := strconv.ParseFloat(f[11], 64)
	s, _ := strconv.ParseFloat(f[12], 64)
	return (u + s) / 100 // clock ticks (USER_HZ = 100)
}
