package director

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
	"arbiter/tournament/table"
)

// The director serves the table's page (or says how to build it), the
// read-only standings, and lets in over WebSocket a table whose page came
// from its own address; the QR code's address carries the table.
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
	if len(urls) != 1 || d.WebSocketPort() == 0 {
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
		if code != 200 || !strings.Contains(body, fmt.Sprintf(`<meta name="arbiter-nats-ws" content="%d">`, d.WebSocketPort())) ||
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
	// page's address.
	ws := fmt.Sprintf("nats://127.0.0.1:%d", d.WebSocketPort())
	tb, err := table.Join(context.Background(), table.Config{Servers: []string{ws}, Code: rec.JoinCode, Table: 1, Outbox: table.NewMemoryOutbox(),
		Dialer: table.WebSocketDialer{Origin: page}, ResendAfter: 2 * time.Second, RetryAfter: 200 * time.Millisecond, Logf: quietLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	joined(t, tb)
	v := tb.View()
	c, err := eventtest.Content(rng(9), eventOf(t, tb), v.Session.Key())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Enter(1, c); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Verify(1, true, ""); err != nil {
		t.Fatal(err)
	}
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
		Dialer: table.WebSocketDialer{Origin: "http://192.0.2.9:8222"}, Logf: quietLog(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	time.Sleep(time.Second)
	if v := other.View(); v.Connected || v.Setup != nil {
		t.Fatalf("a page from another origin got in: %+v", v)
	}
}
