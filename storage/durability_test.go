package storage

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The child process of the durability and concurrency tests is this test
// binary, re-run with -test.run=TestHelperChild and these variables.
const (
	childMode = "ARBITER_STORAGE_CHILD"    // "loop" or "count"
	childDB   = "ARBITER_STORAGE_CHILD_DB" // the database
	childGame = "ARBITER_STORAGE_CHILD_GAME"
	childN    = "ARBITER_STORAGE_CHILD_N"
)

// TestHelperChild is not a test: it is the writer process the durability
// tests start and kill. It prints "committed ROUND_ID" after each commit.
func TestHelperChild(t *testing.T) {
	mode := os.Getenv(childMode)
	if mode == "" {
		t.Skip("helper process for the durability tests")
	}
	s, err := OpenWith(os.Getenv(childDB), Options{BusyTimeout: 20 * time.Millisecond, RetryFor: time.Minute,
		OnBusy: func() { fmt.Fprintln(os.Stderr, "busy, retrying") }})
	if err != nil {
		fmt.Fprintln(os.Stderr, "open:", err)
		os.Exit(3)
	}
	gameID := os.Getenv(childGame)
	if gameID == "" {
		gameID = newFakeGame(t, s, `{"target":1000000000}`).ID
	}
	n, _ := strconv.Atoi(os.Getenv(childN))
	for i := 0; mode == "loop" || i < n; i++ {
		r, err := s.AddRound(gameID, round(i%3, 0))
		if err != nil {
			fmt.Fprintln(os.Stderr, "add round:", err)
			os.Exit(3)
		}
		fmt.Printf("committed %s\n", r.Round.ID)
	}
	s.Close()
	os.Exit(0)
}

type child struct {
	cmd    *exec.Cmd
	mu     sync.Mutex
	ids    []string
	done   chan struct{}
	first  chan struct{} // closed at the child's first reported commit
	stderr bytes.Buffer
}

func startChild(t *testing.T, env ...string) *child {
	t.Helper()
	c := &child{done: make(chan struct{}), first: make(chan struct{})}
	c.cmd = exec.Command(os.Args[0], "-test.run=^TestHelperChild$", "-test.count=1")
	c.cmd.Env = append(os.Environ(), env...)
	c.cmd.Stderr = &c.stderr
	out, err := c.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		defer close(c.done)
		r := bufio.NewReader(out)
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return // a line without its newline was not fully reported
			}
			if id, ok := strings.CutPrefix(strings.TrimSpace(line), "committed "); ok {
				c.mu.Lock()
				c.ids = append(c.ids, id)
				if len(c.ids) == 1 {
					close(c.first)
				}
				c.mu.Unlock()
			}
		}
	}()
	return c
}

// wait waits for the child's exit and its reported ids.
func (c *child) wait() ([]string, error) {
	err := c.cmd.Wait()
	<-c.done
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ids, err
}

// TestDurabilityUnderSIGKILL kills a writing child at random moments and
// checks that every round it reported committed is there. Three kills in
// four wait for the child's first commit before the random delay starts,
// so a slow or loaded machine (or -race) still kills in the middle of the
// writing loop rather than always during start-up; the fourth kill comes
// at a random moment from the start, start-up and open included. The
// waiting is bounded only by a generous timeout, never by the machine's
// speed.
func TestDurabilityUnderSIGKILL(t *testing.T) {
	kills := 50
	if testing.Short() {
		kills = 10
	}
	path := tempDB(t)
	var committed []string
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1))
	early := 0
	for i := 0; i < kills; i++ {
		c := startChild(t, childMode+"=loop", childDB+"="+path)
		if i%4 != 3 {
			select {
			case <-c.first:
			case <-c.done:
			case <-time.After(3 * time.Minute):
				c.cmd.Process.Signal(syscall.SIGKILL)
				c.wait()
				t.Fatalf("kill %d: the child committed nothing in 3 minutes: %s", i, c.stderr.String())
			}
		}
		time.Sleep(time.Duration(rng.IntN(150)) * time.Millisecond)
		c.cmd.Process.Signal(syscall.SIGKILL)
		ids, _ := c.wait()
		if len(ids) == 0 {
			early++
		}
		if strings.Contains(c.stderr.String(), "open:") || strings.Contains(c.stderr.String(), "add round:") {
			t.Fatalf("kill %d: child failed: %s", i, c.stderr.String())
		}
		s, err := Open(path)
		if err != nil {
			t.Fatalf("kill %d: reopening: %v", i, err)
		}
		if err := s.QuickCheck(); err != nil {
			t.Fatalf("kill %d: %v", i, err)
		}
		for _, id := range ids {
			if _, err := s.Round(id); err != nil {
				t.Fatalf("kill %d: committed round %s lost: %v", i, id, err)
			}
		}
		committed = append(committed, ids...)
		var n int
		s.r.QueryRow("SELECT count(*) FROM rounds").Scan(&n)
		if n < len(committed) {
			t.Fatalf("kill %d: %d rounds stored, %d reported committed", i, n, len(committed))
		}
		s.Close()
	}
	s := must(Open(path))
	defer s.Close()
	for _, id := range committed {
		if _, err := s.Round(id); err != nil {
			t.Fatalf("committed round %s lost: %v", id, err)
		}
	}
	t.Logf("%d kills (%d before any commit), %d rounds reported committed, all present", kills, early, len(committed))
	if len(committed) == 0 {
		t.Error("no child committed anything: the test proved nothing")
	}
}

func TestTwoProcessesWriting(t *testing.T) {
	n := 150
	if testing.Short() {
		n = 40
	}
	path := tempDB(t)
	s := must(Open(path))
	g := newFakeGame(t, s, `{"target":100000}`)
	s.Close()
	env := []string{childMode + "=count", childDB + "=" + path, childGame + "=" + g.ID, childN + "=" + strconv.Itoa(n)}
	a, b := startChild(t, env...), startChild(t, env...)
	// The parent writes too, while the children do.
	s = must(OpenWith(path, Options{BusyTimeout: 20 * time.Millisecond}))
	defer s.Close()
	for i := 0; i < 20; i++ {
		must(s.AddRound(g.ID, round(1, 1)))
	}
	var all []string
	busy := 0
	for name, c := range map[string]*child{"a": a, "b": b} {
		ids, err := c.wait()
		if err != nil {
			t.Errorf("child %s: %v: %s", name, err, c.stderr.String())
		}
		busy += strings.Count(c.stderr.String(), "busy, retrying")
		for _, line := range strings.Split(strings.TrimSpace(c.stderr.String()), "\n") {
			if line != "" && line != "busy, retrying" && !strings.HasPrefix(line, "PASS") && !strings.HasPrefix(line, "ok") {
				t.Errorf("child %s told the user: %q", name, line)
			}
		}
		if len(ids) != n {
			t.Errorf("child %s reported %d rounds, want %d", name, len(ids), n)
		}
		all = append(all, ids...)
	}
	rounds := must(s.Rounds(g.ID))
	if len(rounds) != 2*n+20 {
		t.Errorf("%d rounds stored, want %d", len(rounds), 2*n+20)
	}
	for i, r := range rounds {
		if r.Number != i+1 || r.Seq != i+1 {
			t.Fatalf("round %d has number %d, seq %d", i+1, r.Number, r.Seq)
		}
	}
	for _, id := range all {
		if _, err := s.Round(id); err != nil {
			t.Fatalf("round %s lost: %v", id, err)
		}
	}
	if tot := must(s.Totals(g.ID)); tot.Scores["B"] != 20 {
		t.Errorf("totals %+v", tot.Scores)
	}
	t.Logf("%d rounds from 3 writers, %d waits told as \"busy, retrying\"", len(rounds), busy)
}
