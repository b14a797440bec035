package director

import (
	"context"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"arbiter/tournament/webpage"
	"arbiter/tournament/wire"
)

// WebConfig has the director serve the table's page (a table's phone
// joins in its browser, nothing to install) and the read-only standings
// over http on the club's LAN. The page talks to the NATS server over
// WebSocket through the same port (wire.WebSocketPath): the director
// passes the WebSocket on to its NATS server's WebSocket listener, which
// listens on the loopback interface only and lets in a page whose origin
// is the address it was reached at, by any name (an IP, laptop.local).
type WebConfig struct {
	// Port is the http port (0: DefaultWebPort, -1: a free port); the
	// host is the director's.
	Port int
	// WebSocketPort is the NATS WebSocket listener's on 127.0.0.1, where
	// the http port passes the page's WebSocket on (0 or -1: a free
	// port). Nothing on the LAN reaches it directly.
	WebSocketPort int
}

// DefaultWebPort is where the table's page is served when no port is
// given: the QR code and the address on the director's screen name it.
const DefaultWebPort = 8222

// web is the director's http server.
type web struct {
	ln     net.Listener
	srv    *http.Server
	port   int
	closed sync.Once
}

// listenWeb opens the http port before the NATS server starts, and sets
// up the NATS server's WebSocket listener behind it (unless the config
// gives one of its own).
func (d *Director) listenWeb() error {
	wc := d.cfg.Web
	port := wc.Port
	switch port {
	case 0:
		port = DefaultWebPort
	case -1:
		port = 0
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(d.cfg.Host, strconv.Itoa(port)))
	if err != nil {
		return fmt.Errorf("the table's page cannot be served on port %d: %w", port, err)
	}
	d.web = &web{ln: ln, port: ln.Addr().(*net.TCPAddr).Port}
	ws := wc.WebSocketPort
	if ws == 0 {
		ws = -1
	}
	if d.cfg.WebSocket == nil {
		// The same origin, not a list of the director's addresses: a
		// page reaches the listener only through the http port, and
		// its origin must be the address it sent the WebSocket to: the
		// page's own, whatever name a phone used (the IP, a host name
		// the router or mDNS gives the laptop). Another site's page
		// that a player opens has another origin, and is refused.
		d.cfg.WebSocket = &WebSocketConfig{Host: "127.0.0.1", Port: ws, SameOrigin: true}
	}
	return nil
}

// natsProxy passes a page's WebSocket at wire.WebSocketPath on to the
// NATS server's WebSocket listener, with the Host the page sent it to
// (the listener's same-origin check compares the page's origin with it).
func (d *Director) natsProxy() http.Handler {
	// The listener's host, as the node has it: its own, else the
	// director's, else every interface (reached on the loopback).
	host := "127.0.0.1"
	for _, h := range []string{d.cfg.Host, d.cfg.WebSocket.Host} {
		if h != "" && h != "0.0.0.0" {
			host = h
		}
	}
	target := &url.URL{Scheme: "http", Host: net.JoinHostPort(host, strconv.Itoa(d.WebSocketPort()))}
	return &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(target)
			pr.Out.Host = pr.In.Host
		},
		ErrorLog: log.New(logWriter{d}, "", 0),
	}
}

// logWriter hands the proxy's errors to the director's log.
type logWriter struct{ d *Director }

func (w logWriter) Write(b []byte) (int, error) {
	w.d.logf("the table's page's WebSocket: %s", strings.TrimSpace(string(b)))
	return len(b), nil
}

// serveWeb serves the pages once the NATS server runs.
func (d *Director) serveWeb() {
	d.web.srv = &http.Server{Handler: webpage.Handler(webpage.Options{
		Name: d.rec.Name,
		NATS: d.natsProxy(),
		Standings: func() wire.Standings {
			d.mu.Lock()
			defer d.mu.Unlock()
			return d.standings
		},
	}), ReadHeaderTimeout: 10 * time.Second}
	go func() {
		if err := d.web.srv.Serve(d.web.ln); err != nil && err != http.ErrServerClosed {
			d.logf("the table's page: %v", err)
		}
	}()
}

func (d *Director) closeWeb() {
	if d.web == nil {
		return
	}
	d.web.closed.Do(func() {
		if d.web.srv != nil {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			_ = d.web.srv.Shutdown(ctx)
			cancel()
		} else {
			d.web.ln.Close()
		}
	})
}

// webHosts are the addresses a phone on the LAN reaches this machine at
// (the director's host when it names one), and 127.0.0.1.
func (d *Director) webHosts() []string {
	if d.cfg.Host != "" && d.cfg.Host != "0.0.0.0" {
		return []string{d.cfg.Host}
	}
	var out []string
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		if ip, ok := a.(*net.IPNet); ok && !ip.IP.IsLoopback() && ip.IP.To4() != nil {
			out = append(out, ip.IP.String())
		}
	}
	sort.Strings(out)
	return append(out, "127.0.0.1")
}

// WebURLs are the table's page's addresses (http://IP:PORT), LAN
// addresses first; none without Config.Web.
func (d *Director) WebURLs() []string {
	if d.web == nil {
		return nil
	}
	var out []string
	for _, h := range d.webHosts() {
		out = append(out, "http://"+net.JoinHostPort(h, strconv.Itoa(d.web.port)))
	}
	return out
}

// TablePageURL is the address a table's phone opens (the join QR code's):
// the page, with the event, the table and the join code in its fragment
// (a fragment never leaves the phone: it is not sent to the server, nor
// kept in its logs). "" without Config.Web.
func (d *Director) TablePageURL(table int) string {
	urls := d.WebURLs()
	if len(urls) == 0 {
		return ""
	}
	return urls[0] + "/#" + wire.TableFragment(d.rec.ID, d.JoinCode(), table)
}

// WebBuilt reports whether the table's page is in this build (make web).
func WebBuilt() bool { return webpage.Built() }
