package director

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"sort"
	"strconv"
	"sync"
	"time"

	"arbiter/tournament/webpage"
	"arbiter/tournament/wire"
)

// WebConfig has the director serve the table's page (a table's phone
// joins in its browser, nothing to install) and the read-only standings
// over http on the club's LAN, beside its NATS server's WebSocket
// listener, which the page talks to.
type WebConfig struct {
	// Port is the http port (0: DefaultWebPort, -1: a free port); the
	// host is the director's.
	Port int
	// WebSocketPort is the NATS WebSocket listener's (0: the http port
	// + 1, -1: a free port): the page learns it from the page itself.
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

// listenWeb opens the http port before the NATS server starts: the
// WebSocket listener lets in only the page's own origin, which names the
// port.
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
		ws = d.web.port + 1
	}
	var origins []string
	for _, h := range d.webHosts() {
		origins = append(origins, "http://"+net.JoinHostPort(h, strconv.Itoa(d.web.port)))
	}
	origins = append(origins, "http://"+net.JoinHostPort("localhost", strconv.Itoa(d.web.port)))
	if d.cfg.WebSocket == nil {
		d.cfg.WebSocket = &WebSocketConfig{Port: ws, AllowedOrigins: origins}
	}
	return nil
}

// serveWeb serves the pages once the NATS server runs.
func (d *Director) serveWeb() {
	d.web.srv = &http.Server{Handler: webpage.Handler(webpage.Options{
		Name:   d.rec.Name,
		WSPort: d.WebSocketPort,
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
