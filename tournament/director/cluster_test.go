package director

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
)

// A cluster of three nodes on loopback (three servers, each its own
// process, streams kept on all three): one node is killed (SIGKILL) in
// the middle of the evening, and no result is lost or counted twice.
func TestClusterLosesANode(t *testing.T) {
	dir := t.TempDir()
	dst := openStore(t, "director")
	setup := event.Setup{Name: "Big night", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(16, 2), Rounds: 4}
	rec := newEvent(t, dst, setup)
	ev, _ := event.New(setup)
	var ports, routes [3]int
	for i := range ports {
		ports[i], routes[i] = freePort(t), freePort(t)
	}
	var servers []string
	nodes := make([]*child, 3)
	for i := range nodes {
		var others []string
		for j := range routes {
			if j != i {
				others = append(others, fmt.Sprintf("127.0.0.1:%d", routes[j]))
			}
		}
		servers = append(servers, fmt.Sprintf("nats://127.0.0.1:%d", ports[i]))
		nodes[i] = startChild(t, childConfig{Role: "node", RoutePort: routes[i], Routes: others, Node: NodeConfig{
			Code: rec.JoinCode, Secret: rec.Secret, Tables: ev.Tables(), DataDir: filepath.Join(dir, fmt.Sprint("n", i+1)),
			Host: "127.0.0.1", Port: ports[i], Name: fmt.Sprint("n", i+1)}})
	}
	start := time.Now()
	d, err := Start(context.Background(), Config{Store: dst, EventID: rec.ID, Servers: servers, Replicas: 3, Logf: quietLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	t.Logf("the cluster's streams were ready after %v", time.Since(start).Round(time.Millisecond))
	tables := joinAll(t, servers, rec.JoinCode, 8)
	e := newEvening(setup)
	e.round(t, tables, 1)
	idle(t, tables, 30*time.Second)
	e.round(t, tables, 2)
	time.Sleep(2 * time.Millisecond)
	pending := 0
	for _, tb := range tables {
		pending += tb.View().Pending
	}
	nodes[1].kill()
	t.Logf("node 2 killed with %d entries waiting", pending)
	e.round(t, tables, 3)
	e.round(t, tables, 4)
	idle(t, tables, 60*time.Second)
	if s := d.Stats(); s.Applied != e.entries || s.Refused != 0 {
		t.Fatalf("stats %+v, %d entries sent", s, e.entries)
	}
	e.check(t, dst, rec.ID)
}
