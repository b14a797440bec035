package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
)

// serve runs `tournament serve` in the background until the test ends and
// returns the line it printed.
func serve(t *testing.T, args ...string) serveInfo {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	old := serveContext
	serveContext = func() (context.Context, context.CancelFunc) { return ctx, cancel }
	pr, pw := io.Pipe()
	done := make(chan int, 1)
	var stderr strings.Builder
	go func() {
		done <- run(append([]string{"tournament", "serve"}, args...), strings.NewReader(""), pw, &stderr)
		pw.Close()
	}()
	t.Cleanup(func() {
		cancel()
		<-done
		serveContext = old
	})
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatalf("serve: %v (%s)", err, stderr.String())
	}
	go io.Copy(io.Discard, pr)
	var info serveInfo
	if err := json.Unmarshal([]byte(line), &info); err != nil {
		t.Fatalf("serve printed %q: %v", line, err)
	}
	return info
}

// serve, join and status on loopback: status prints what `tournament`
// prints on the same results.
func TestServeJoinStatus(t *testing.T) {
	dir := t.TempDir()
	setup := event.Setup{Name: "Thursday", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(8, 2), Rounds: 3}
	b, _ := json.Marshal(setup)
	setupFile := filepath.Join(dir, "setup.json")
	os.WriteFile(setupFile, b, 0o600)
	db := filepath.Join(dir, "director.db")
	info := serve(t, "--db", db, "--new", setupFile, "--listen", "127.0.0.1:-1")
	if info.Tables != 4 || info.Rounds != 3 || len(info.JoinCode) != 11 || info.Port <= 0 || info.Secret != "" {
		t.Fatalf("serve: %+v", info)
	}
	server := fmt.Sprintf("nats://127.0.0.1:%d", info.Port)
	ev, _ := event.New(setup)
	contents := map[event.Key]event.Content{}
	for table := 1; table <= 4; table++ {
		var in strings.Builder
		for round := 1; round <= 3; round++ {
			k := event.Key{Round: round, Table: table}
			c, err := eventtest.Content(rng(round, table), ev, k)
			if err != nil {
				t.Fatal(err)
			}
			contents[k] = c
			line, _ := json.Marshal(joinLine{Round: round, Result: &c})
			in.Write(line)
			in.WriteByte('\n')
		}
		code, out, errw := call(t, in.String(), "tournament", "join", "--server", server, "--code", strings.ToLower(info.JoinCode),
			"--table", fmt.Sprint(table), "--db", filepath.Join(dir, fmt.Sprint("table", table, ".db")))
		if code != 0 {
			t.Fatalf("join %d: exit %d %s %s", table, code, out, errw)
		}
		var rep joinReport
		if err := json.Unmarshal([]byte(out), &rep); err != nil || rep.Sent != 6 || rep.Acknowledged != 6 || rep.Pending != 0 {
			t.Fatalf("join %d: %s %v", table, out, err)
		}
	}
	code, status, errw := call(t, "", "tournament", "status", "--db", db)
	if code != 0 {
		t.Fatalf("status: %d %s", code, errw)
	}
	// The same results, written by hand as the tournament command's input.
	type session struct {
		NS    string `json:"NS"`
		EW    string `json:"EW"`
		Deal  any    `json:"deal,omitempty"`
		Score any    `json:"score,omitempty"`
		Pass  bool   `json:"passed,omitempty"`
	}
	type table struct {
		Name     string    `json:"name"`
		Sessions []session `json:"sessions"`
	}
	var tables []table
	for tb := 1; tb <= 4; tb++ {
		tab := table{Name: fmt.Sprint(tb), Sessions: []session{}}
		for round := 1; round <= 3; round++ {
			k := event.Key{Round: round, Table: tb}
			s, _ := ev.Session(k)
			c := contents[k]
			ss := session{NS: s.NS, EW: s.EW, Pass: c.Passed}
			if c.Deal != nil {
				ss.Deal = c.Deal
			}
			if c.Score != nil {
				ss.Score = c.Score
			}
			tab.Sessions = append(tab.Sessions, ss)
		}
		tables = append(tables, tab)
	}
	input, _ := json.Marshal(map[string]any{"game": "pymtheg", "form": "league", "teams": setup.TeamNames(), "tables": tables})
	code, want, errw := call(t, string(input), "tournament")
	if code != 0 {
		t.Fatalf("tournament: %d %s", code, errw)
	}
	if status != want {
		t.Fatalf("status\n%s\ntournament\n%s", status, want)
	}
	code, in2, _ := call(t, "", "tournament", "status", "--db", db, "--input")
	if code != 0 {
		t.Fatal("status --input")
	}
	if code, out, _ := call(t, in2, "tournament"); code != 0 || out != want {
		t.Fatalf("tournament on status --input differs")
	}
	// A table's refused result: exit 2, the reason on stderr, nothing sent.
	code, out, errw := call(t, `{"round":1,"result":{"score":{"NS":4611686018427387904}}}`, "tournament", "join", "--server", server,
		"--code", info.JoinCode, "--table", "1", "--db", filepath.Join(dir, "table1.db"))
	refused(t, code, out, errw, "content.score.NS")
}

func TestServeRefusals(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "setup.json")
	os.WriteFile(bad, []byte(`{"game":"pymtheg","form":"league","teams":[{"name":"A"}]}`), 0o600)
	code, out, errw := call(t, "", "tournament", "serve", "--db", filepath.Join(dir, "d.db"), "--new", bad, "--listen", "127.0.0.1:-1")
	refused(t, code, out, errw, "teams")
	code, out, errw = call(t, "", "tournament", "join", "--server", "nats://127.0.0.1:1", "--code", "nope", "--table", "1")
	refused(t, code, out, errw, "--code")
	empty := filepath.Join(dir, "empty.db")
	history(t, empty)
	code, out, errw = call(t, "", "tournament", "status", "--db", empty)
	refused(t, code, out, errw, "no tournament")
}

func rng(a, b int) *rand.Rand { return rand.New(rand.NewPCG(uint64(a), uint64(b))) }
