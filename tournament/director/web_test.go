package director

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
	"arbiter/tournament/table"
	"arbiter/tournament/wire"
)

// The director serves the table's page (or says how to build it), the
// read-only standings, and lets in over WebSocket, through its own http
// port, a table whose page came from its own address; the QR code's
// address carries the table.
func TestDirectorServesThePage(t *testing.T) {
	dst := openStore(t, "director")
	setup := event.Setup{Name: "Web night", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(4, 2)}
	rec := newEvent(t, dst, setup)
	d, err := Start(context.Background(), Config{Store: dst, EventID: rec.ID, DataDir: t.TempDir(), Host: "127.0.0.1", Port: -1,
		Web: &WebConfig{Port: -1, WebSocketPort: -1}, Logf: quietLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	urls := d.WebURLs()
	if len(urls) != 1 || d.WebSocketPort() == 0 || !strings.HasPrefix(d.node.srv.WebsocketURL(), "ws://127.0.0.1:") {
		t.Fatalf("web %v, WebSocket port %d", urls, d.WebSocketPort())
	}
	page := urls[0]
	link := d.TablePageURL(2)
	want := page + "/#" + "event=" + url.QueryEscape(rec.ID) + "&table=2&code=" + d.JoinCode()
	if link != want {
		t.Fatalf("the QR code's address %q, want %q", link, want)
	}
	get := func(path string) (int, string, http.Header) {
		t.Helper()
		resp, err := http.Get(page + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b), resp.Header
	}
	code, body, _ := get("/")
	if WebBuilt() {
		if code != 200 || !strings.Contains(body, `<meta name="arbiter-nats-path" content="/nats">`) ||
			!strings.Contains(body, `<meta name="viewport" content="width=device-width, initial-scale=1">`) || !strings.Contains(body, "navigator.clipboard") {
			t.Fatalf("%d %s", code, body)
		}
		code, _, h := get("/arbiter-web.wasm")
		if code != 200 || h.Get("Content-Type") != "application/wasm" {
			t.Fatalf("the wasm: %d %v", code, h)
		}
	} else if code != http.StatusServiceUnavailable || !strings.Contains(body, "make web") {
		t.Fatalf("without the bundle: %d %s", code, body)
	}

	// A table whose page came from the director: the origin is the
	// page's address, and the WebSocket goes to the same address.
	ws := "nats://" + strings.TrimPrefix(page, "http://")
	tb, err := table.Join(context.Background(), table.Config{Servers: []string{ws}, Code: rec.JoinCode, Table: 1, Outbox: table.NewMemoryOutbox(),
		Dialer: table.WebSocketDialer{Origin: page, Path: wire.WebSocketPath}, ResendAfter: 2 * time.Second, RetryAfter: 200 * time.Millisecond, Logf: quietLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	joined(t, tb)
	enterAgreed(t, tb, 9)
	waitFor(t, "the standings page to count it", 20*time.Second, func() bool {
		_, body, _ := get("/standings")
		return strings.Contains(body, "1 of 4 results counted")
	})
	_, body, _ = get("/standings")
	if !strings.Contains(body, "Web night") || !strings.Contains(body, "<td>") {
		t.Fatalf("the standings page: %s", body)
	}
	// Another origin is not let in.
	other, err := table.Join(context.Background(), table.Config{Servers: []string{ws}, Code: rec.JoinCode, Table: 2, Outbox: table.NewMemoryOutbox(),
		Dialer: table.WebSocketDialer{Origin: "http://192.0.2.9:8222", Path: wire.WebSocketPath}, Logf: quietLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	time.Sleep(time.Second)
	if v := other.View(); v.Connected || v.Setup != nil {
		t.Fatalf("a page from another origin got in: %+v", v)
	}
}

// nameDialer is a phone that reaches the director by a name (its
// resolver gives the director's address), from a page whose origin is
// given: the WebSocket goes to ws://name:port/nats with that name as its
// Host, as a browser sends it.
type nameDialer struct {
	name, origin string
	port         int // the director's http port
}

func (n nameDialer) Dial(_, _ string) (net.Conn, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	resolve := &http.Transport{DialContext: func(ctx context.Context, network, _ string) (net.Conn, error) {
		var d net.Dialer
		return d.DialContext(ctx, network, net.JoinHostPort("127.0.0.1", strconv.Itoa(n.port)))
	}}
	addr := "ws://" + net.JoinHostPort(n.name, strconv.Itoa(n.port)) + wire.WebSocketPath
	c, resp, err := websocket.Dial(ctx, addr, &websocket.DialOptions{HTTPClient: &http.Client{Transport: resolve},
		HTTPHeader: http.Header{"Origin": []string{n.origin}}})
	if err != nil {
		if resp != nil {
			return nil, fmt.Errorf("%s: %d", addr, resp.StatusCode)
		}
		return nil, err
	}
	c.SetReadLimit(-1)
	return websocket.NetConn(context.Background(), c, websocket.MessageBinary), nil
}

// A phone that reaches the director by a host name its router or mDNS
// gives the laptop (http://laptop.local:PORT, a name the director never
// heard of) joins from the page at that address: the WebSocket goes
// through the director's own http port, and its origin is the address it
// was sent to. A page of another site, or of another port on the same
// machine, is refused; the NATS WebSocket listener itself is on the
// loopback interface only.
func TestPageReachedByAnyName(t *testing.T) {
	dst := openStore(t, "director")
	rec := newEvent(t, dst, event.Setup{Name: "Names", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(4, 2)})
	d, err := Start(context.Background(), Config{Store: dst, EventID: rec.ID, DataDir: t.TempDir(), Port: -1,
		Web: &WebConfig{Port: -1}, Logf: quietLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if u := d.node.srv.WebsocketURL(); !strings.HasPrefix(u, "ws://127.0.0.1:") {
		t.Fatalf("the NATS WebSocket listener is at %s, not on the loopback only", u)
	}
	port := d.web.port
	for _, name := range []string{"laptop.local", "arbiter-director.lan"} {
		page := "http://" + net.JoinHostPort(name, strconv.Itoa(port))
		tb, err := table.Join(context.Background(), table.Config{Servers: []string{"nats://" + net.JoinHostPort(name, strconv.Itoa(port))},
			Code: rec.JoinCode, Table: 1, Outbox: table.NewMemoryOutbox(), Dialer: nameDialer{name: name, origin: page, port: port},
			ResendAfter: 2 * time.Second, RetryAfter: 200 * time.Millisecond, Logf: quietLog(t)})
		if err != nil {
			t.Fatal(err)
		}
		joined(t, tb)
		tb.Close()
	}

	// The table's result counts, sent by the page at laptop.local.
	page := "http://" + net.JoinHostPort("laptop.local", strconv.Itoa(port))
	tb, err := table.Join(context.Background(), table.Config{Servers: []string{"nats://" + net.JoinHostPort("laptop.local", strconv.Itoa(port))},
		Code: rec.JoinCode, Table: 1, Outbox: table.NewMemoryOutbox(), Dialer: nameDialer{name: "laptop.local", origin: page, port: port},
		ResendAfter: 2 * time.Second, RetryAfter: 200 * time.Millisecond, Logf: quietLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	joined(t, tb)
	enterAgreed(t, tb, 11)
	waitFor(t, "the result counted", 15*time.Second, func() bool { st, err := d.Standings(); return err == nil && st.Counted == 1 })

	// Refused with 403 before NATS hears of them: another site's page
	// (its script opening a WebSocket to the director's address), a
	// page of another port on the same machine, and a page whose origin
	// names the director but that sends its WebSocket by another name.
	for _, refused := range []nameDialer{
		{name: "laptop.local", origin: "http://elsewhere.example", port: port},
		{name: "laptop.local", origin: "http://laptop.local:9", port: port},
		{name: "laptop.local", origin: "http://192.168.1.20:" + strconv.Itoa(port), port: port},
	} {
		if conn, err := refused.Dial("tcp", ""); err == nil {
			conn.Close()
			t.Fatalf("a page from %s got in by %s", refused.origin, refused.name)
		} else if !strings.Contains(err.Error(), ": 403") {
			t.Fatalf("a page from %s refused, but with %v", refused.origin, err)
		}
	}
	if st := d.Stats(); st.Received != 2 || st.Refused != 0 {
		t.Fatalf("stats %+v", st)
	}
}
