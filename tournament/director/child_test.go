package director

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"arbiter/storage"
)

// The fault tests run the director (or a cluster node) in a child
// process — this test binary started again — so they can SIGKILL it.
const childEnv = "ARBITER_TOURNAMENT_CHILD"

// childConfig is what a child runs.
type childConfig struct {
	Role      string     `json:"role"` // director | node
	DB        string     `json:"db"`
	EventID   string     `json:"event_id"`
	DataDir   string     `json:"data_dir"`
	Port      int        `json:"port"`
	Node      NodeConfig `json:"node"`
	RoutePort int        `json:"route_port"`
	Routes    []string   `json:"routes"`
}

func TestMain(m *testing.M) {
	if v := os.Getenv(childEnv); v != "" {
		os.Exit(runChild(v))
	}
	os.Exit(m.Run())
}

func runChild(spec string) int {
	var cfg childConfig
	if err := json.Unmarshal([]byte(spec), &cfg); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	logf := func(f string, a ...any) { fmt.Fprintf(os.Stderr, "child: "+f+"\n", a...) }
	switch cfg.Role {
	case "director":
		st, err := storage.Open(cfg.DB)
		if err != nil {
			logf("%v", err)
			return 1
		}
		d, err := Start(context.Background(), Config{Store: st, EventID: cfg.EventID, DataDir: cfg.DataDir,
			Host: "127.0.0.1", Port: cfg.Port, Logf: logf})
		if err != nil {
			logf("%v", err)
			return 1
		}
		defer d.Close()
	case "node":
		nc := cfg.Node
		nc.Logf = logf
		nc.Cluster = &ClusterConfig{Host: "127.0.0.1", Port: cfg.RoutePort, Routes: cfg.Routes}
		nd, err := StartNode(nc)
		if err != nil {
			logf("%v", err)
			return 1
		}
		defer nd.Shutdown()
	}
	fmt.Println("ready")
	io.Copy(io.Discard, os.Stdin) // until the parent closes stdin (or kills us)
	return 0
}

// child is a running child process.
type child struct {
	cmd   *exec.Cmd
	stdin io.WriteCloser
	once  sync.Once
}

func startChild(t *testing.T, cfg childConfig) *child {
	t.Helper()
	spec, err := json.Marshal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"="+string(spec))
	cmd.Stderr = &testWriter{t: t}
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c := &child{cmd: cmd, stdin: stdin}
	t.Cleanup(c.kill)
	ready := make(chan error, 1)
	go func() {
		line, err := bufio.NewReader(stdout).ReadString('\n')
		if err == nil && strings.TrimSpace(line) != "ready" {
			err = fmt.Errorf("child said %q", line)
		}
		ready <- err
		io.Copy(io.Discard, stdout)
	}()
	select {
	case err := <-ready:
		if err != nil {
			t.Fatalf("%s child: %v", cfg.Role, err)
		}
	case <-time.After(60 * time.Second):
		t.Fatalf("%s child did not start", cfg.Role)
	}
	return c
}

// kill sends SIGKILL: no clean-up of any kind in the child.
func (c *child) kill() {
	c.once.Do(func() {
		c.cmd.Process.Kill()
		c.cmd.Wait()
	})
}

type testWriter struct {
	mu sync.Mutex
	t  *testing.T
}

func (w *testWriter) Write(b []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	defer func() { recover() }() // the test may have ended
	w.t.Log(strings.TrimRight(string(b), "\n"))
	return len(b), nil
}

// freePort finds a port nobody listens on (for a server that has to come
// back on the same address).
func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// proxy stands between a table and the server: cut() is the table's Wi-Fi
// going away.
type proxy struct {
	l      net.Listener
	target string
	mu     sync.Mutex
	down   bool
	conns  []net.Conn
}

func newProxy(t *testing.T, target string) *proxy {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{l: l, target: target}
	t.Cleanup(func() { l.Close(); p.cut() })
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			p.mu.Lock()
			if p.down {
				p.mu.Unlock()
				c.Close()
				continue
			}
			s, err := net.Dial("tcp", target)
			if err != nil {
				p.mu.Unlock()
				c.Close()
				continue
			}
			p.conns = append(p.conns, c, s)
			p.mu.Unlock()
			go func() { io.Copy(s, c); s.Close() }()
			go func() { io.Copy(c, s); c.Close() }()
		}
	}()
	return p
}

func (p *proxy) url() string { return "nats://" + p.l.Addr().String() }

func (p *proxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.down = true
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

func (p *proxy) restore() {
	p.mu.Lock()
	p.down = false
	p.mu.Unlock()
}
