// Command tournament measures a tournament evening on loopback
// (`make bench-tournament`): a director — a child process, so its memory
// is its own — and -tables table clients running at once in this process,
// each with its own SQLite outbox, playing -rounds rounds of a Pymtheg
// league: North enters the deal, East verifies it on the same device, and
// the table moves on once its feed shows the result counted. The latency
// is from East's entry (the moment the result is complete at the table)
// to the table's feed showing it counted in the director's updated
// standings. Afterwards the director's history is read back: every result
// must count exactly once. The last line is
//
//	tournament: tables=N results=N counted=N lost=N duplicated=N p99_ms=X rss_mb=Y
//
// (rss_mb: the director's peak resident memory).
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/pprof"
	"strconv"
	"strings"
	"sync"
	"time"

	"arbiter/bench/internal/stat"
	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
	"arbiter/storage"
	"arbiter/tournament"
)

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench-tournament:", err)
		os.Exit(1)
	}
}

func main() {
	tables := flag.Int("tables", 200, "tables (each its own client)")
	rounds := flag.Int("rounds", 24, "rounds (one deal per table and round)")
	dir := flag.String("dir", "", "the director's folder (default: a temporary one)")
	clients := flag.String("clients", "", "the tables' outboxes (default: /dev/shm when there, as each table is its own device)")
	child := flag.String("director", "", "internal: run the director of this history (db,event,data)")
	free := flag.Bool("free", false, "no rounds: every table plays its deals back to back as fast as it can (saturation)")
	cpuprofile := flag.String("cpuprofile", "", "write the tables' CPU profile here (BENCH_TOURNAMENT_CPUPROFILE: the director's)")
	flag.Parse()
	if *child != "" {
		runDirector(*child)
		return
	}

	if *dir == "" {
		d, err := os.MkdirTemp("", "bench-tournament-")
		check(err)
		defer os.RemoveAll(d)
		*dir = d
	}
	if *clients == "" {
		base := ""
		if st, err := os.Stat("/dev/shm"); err == nil && st.IsDir() {
			base = "/dev/shm"
		}
		d, err := os.MkdirTemp(base, "bench-tournament-tables-")
		check(err)
		defer os.RemoveAll(d)
		*clients = d
	}
	db := filepath.Join(*dir, "director.db")
	setup := event.Setup{Name: "bench", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(2**tables, 2), Rounds: *rounds}
	st, err := storage.Open(db)
	check(err)
	rec, err := tournament.CreateEvent(st, setup)
	check(err)
	check(st.Close())

	// The director.
	cmd := exec.Command(os.Args[0], "-director", strings.Join([]string{db, rec.ID, filepath.Join(*dir, "data")}, ","))
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	check(err)
	stdout, err := cmd.StdoutPipe()
	check(err)
	check(cmd.Start())
	line, err := bufio.NewReader(stdout).ReadString('\n')
	check(err)
	port, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(line), "ready "))
	check(err)
	server := fmt.Sprintf("nats://127.0.0.1:%d", port)
	fmt.Printf("director: pid %d, %s, event of %d teams at %d tables, %d rounds\n", cmd.Process.Pid, server, 2**tables, *tables, *rounds)

	// The tables.
	type table struct {
		t       *tournament.Table
		ev      *event.Event
		counted chan int
	}
	ts := make([]*table, *tables)
	joinStart := time.Now()
	var wg sync.WaitGroup
	for i := range ts {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			s, err := storage.Open(filepath.Join(*clients, fmt.Sprintf("table%d.db", i+1)))
			check(err)
			ev, err := event.New(setup)
			check(err)
			tb := &table{ev: ev, counted: make(chan int, *rounds+1)}
			seen := map[int]bool{}
			var mu sync.Mutex
			tb.t, err = tournament.JoinTable(context.Background(), tournament.TableConfig{Servers: []string{server}, Code: rec.JoinCode, Table: i + 1,
				Store: s, Device: "bench", OnChange: func(v tournament.TableView) {
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
			for deadline := time.Now().Add(2 * time.Minute); tb.t.View().Setup == nil; time.Sleep(10 * time.Millisecond) {
				if time.Now().After(deadline) {
					check(fmt.Errorf("table %d did not join in 2 minutes: %s", i+1, tb.t.View().Problem))
				}
			}
			ts[i] = tb
		}(i)
	}
	wg.Wait()
	fmt.Printf("tables: %d joined in %v\n", *tables, time.Since(joinStart).Round(time.Millisecond))

	// The evening: in each round every table sends its result at the same
	// moment (the worst burst an evening has: everybody finishing
	// together), and the next round starts once every result of the
	// round counts (the movement). With -free the tables do not wait for
	// each other.
	lat := make([][]float64, *tables)
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		check(err)
		check(pprof.StartCPUProfile(f))
	}
	// What the players will enter, drawn beforehand (it is the players'
	// part, not the system's).
	contents := make([][]event.Content, *tables)
	for i, tb := range ts {
		r := rand.New(rand.NewPCG(uint64(i), 18))
		for round := 1; round <= *rounds; round++ {
			c, err := eventtest.Content(r, tb.ev, event.Key{Round: round, Table: i + 1})
			check(err)
			contents[i] = append(contents[i], c)
		}
	}
	cpuDir0, cpuSelf0 := procCPU(cmd.Process.Pid), procCPU(os.Getpid())
	barrier := make([]chan struct{}, *rounds+1)
	var roundDone sync.WaitGroup
	for i := range barrier {
		barrier[i] = make(chan struct{})
	}
	roundDone.Add(*tables)
	start := time.Now()
	for i, tb := range ts {
		wg.Add(1)
		go func(i int, tb *table) {
			defer wg.Done()
			for round := 1; round <= *rounds; round++ {
				if !*free {
					<-barrier[round]
				}
				_, err := tb.t.Enter(round, contents[i][round-1])
				check(err)
				t0 := time.Now()
				_, err = tb.t.Verify(round, true, "")
				check(err)
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
				if !*free {
					roundDone.Done()
				}
			}
		}(i, tb)
	}
	if !*free {
		for round := 1; round <= *rounds; round++ {
			if round > 1 {
				roundDone.Add(*tables)
			}
			close(barrier[round])
			roundDone.Wait()
		}
	}
	wg.Wait()
	elapsed := time.Since(start)
	cpuDir, cpuSelf := procCPU(cmd.Process.Pid)-cpuDir0, procCPU(os.Getpid())-cpuSelf0
	if *cpuprofile != "" {
		pprof.StopCPUProfile()
	}
	for _, tb := range ts {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		check(tb.t.WaitIdle(ctx))
		cancel()
	}
	standings, err := ts[0].t.Standings()
	check(err)
	rss := peakRSS(cmd.Process.Pid)
	for _, tb := range ts {
		tb.t.Close()
	}
	stdin.Close()
	check(cmd.Wait())

	// The director's history, read back.
	st, err = storage.Open(db)
	check(err)
	defer st.Close()
	ev, err := tournament.LoadEvent(st, rec.ID)
	check(err)
	stored, _, err := st.TournamentRecordCount(rec.ID)
	check(err)
	evs, err := ev.Standings()
	check(err)
	sessions := 0
	for _, t := range evs.PymthegLeague.Tables {
		sessions += len(t.Results) / 2
		sessions += len(t.Passed) / 2
	}
	results := *tables * *rounds
	sent := 2 * results
	duplicated := max(0, stored-sent) + max(0, sessions-evs.Counted)
	lost := results - evs.Counted
	var all []float64
	for _, l := range lat {
		all = append(all, l...)
	}
	s := stat.Of(all)
	fmt.Printf("evening: %d results (%d entries) in %v, %.0f results/s; the tables read counted=%d\n", results, sent, elapsed.Round(time.Millisecond), float64(results)/elapsed.Seconds(), standings.Counted)
	load, _ := os.ReadFile("/proc/loadavg")
	fmt.Printf("cpu during the evening: director %.2f s (%.0f µs/result), tables %.2f s (%.0f µs/result); load average %s\n",
		cpuDir, cpuDir/float64(results)*1e6, cpuSelf, cpuSelf/float64(results)*1e6, strings.Join(strings.Fields(string(load))[:3], " "))
	fmt.Printf("latency East's entry -> counted in the table's feed: %s, p99 %.1f ms\n", s.Format("%.1f ms"), s.P99)
	fmt.Printf("director history: %d entries stored of %d sent, %d results counted of %d\n", stored, sent, evs.Counted, results)
	fmt.Printf("tournament: tables=%d results=%d counted=%d lost=%d duplicated=%d p99_ms=%.1f rss_mb=%.1f\n",
		*tables, results, evs.Counted, lost, duplicated, s.P99, rss)
	if lost != 0 || duplicated != 0 {
		os.Exit(1)
	}
}

// runDirector is the child: the director of the history until stdin
// closes.
func runDirector(spec string) {
	parts := strings.Split(spec, ",")
	if len(parts) != 3 {
		check(fmt.Errorf("-director db,event,data"))
	}
	if p := os.Getenv("BENCH_TOURNAMENT_CPUPROFILE"); p != "" {
		f, err := os.Create(p)
		check(err)
		check(pprof.StartCPUProfile(f))
		defer pprof.StopCPUProfile()
	}
	st, err := storage.Open(parts[0])
	check(err)
	d, err := tournament.StartDirector(context.Background(), tournament.DirectorConfig{Store: st, EventID: parts[1], DataDir: parts[2],
		Host: "127.0.0.1", Port: -1, Trace: os.Getenv("BENCH_TOURNAMENT_TRACE") != "",
		Logf: func(f string, a ...any) { fmt.Fprintf(os.Stderr, "director: "+f+"\n", a...) }})
	check(err)
	fmt.Printf("ready %d\n", d.Port())
	buf := make([]byte, 1)
	for {
		if _, err := os.Stdin.Read(buf); err != nil {
			break
		}
	}
	d.Close()
	st.Close()
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
