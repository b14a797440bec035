package director

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"path/filepath"
	"strconv"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"arbiter/scoring/event"
	"arbiter/tournament/wire"
)

// NodeConfig is one embedded NATS server (with JetStream) of an event.
// The director runs one; a big event runs three as a cluster (the
// director's and two helpers'), so that losing one loses nothing.
type NodeConfig struct {
	// Code is the event's join code, Secret the director's secret: the
	// node lets in the tables (keys derived from the code) and the
	// director (key derived from the secret).
	Code   string
	Secret string
	// Tables is the number of tables whose keys are let in.
	Tables int
	// DataDir holds JetStream's file store (DataDir/jetstream): the app's
	// data folder.
	DataDir string
	// Host and Port to listen on for tables: "" is every interface (the
	// LAN); port 0 is wire.DefaultPort, -1 a free port (tests).
	Host string
	Port int
	// Name names the server (unique in a cluster).
	Name string
	// Cluster, when set, joins the node to a cluster of nodes.
	Cluster *ClusterConfig
	// WebSocket, when set, also lets tables in over WebSocket: a
	// browser has no sockets (the table client in a page, cmd/arbiter-web).
	WebSocket *WebSocketConfig
	// Logf receives the server's warnings and errors (nil: silent).
	Logf func(format string, args ...any) `json:"-"`
}

// ClusterConfig joins a node to the event's other nodes.
type ClusterConfig struct {
	// Host and Port of this node's route listener (-1: a free port).
	Host string
	Port int
	// Routes are the other nodes' route addresses, host:port.
	Routes []string
}

// WebSocketConfig is a node's WebSocket listener for the tables that run
// in a browser. The same keys and the same subject permissions as a
// native table's apply: the listener is another door to the same rooms.
type WebSocketConfig struct {
	// Host and Port to listen on ("": the node's host; port -1: a free
	// port).
	Host string
	Port int
	// AllowedOrigins are the pages that may connect (a page from
	// elsewhere that a player happens to open cannot reach the event
	// with the player's browser). Empty, with SameOrigin false: any
	// origin.
	AllowedOrigins []string
	// SameOrigin lets in only a page whose origin is the address the
	// WebSocket request itself was sent to (its Host): the director's
	// table page, which reaches the listener through the director's own
	// http port (wire.WebSocketPath), by any name that reaches it.
	SameOrigin bool
}

// Node is a running embedded server.
type Node struct {
	srv *server.Server
	cfg NodeConfig
}

type nodeLogger struct{ logf func(string, ...any) }

func (l nodeLogger) Noticef(string, ...any) {}
func (l nodeLogger) Debugf(string, ...any)  {}
func (l nodeLogger) Tracef(string, ...any)  {}
func (l nodeLogger) Warnf(f string, a ...any) {
	l.logf("nats warning: "+f, a...)
}
func (l nodeLogger) Errorf(f string, a ...any) { l.logf("nats error: "+f, a...) }
func (l nodeLogger) Fatalf(f string, a ...any) { l.logf("nats fatal: "+f, a...) }

// permissions lets table n publish its own results only (and ask for its
// feed again), and read the board (setup, movement, standings) and its own
// table's feed.
func permissions(n wire.Names, table int) *server.Permissions {
	return &server.Permissions{
		Publish: &server.SubjectPermission{Allow: []string{
			n.ResultsOf(table),
			n.Ask(table),
			n.DirectGet(n.BoardAll()),
			n.DirectGet(n.BoardTable(table)),
		}},
		Subscribe: &server.SubjectPermission{Allow: []string{
			n.Inbox(table) + ".>",
			n.BoardAll(),
			n.BoardTable(table),
		}},
	}
}

// StartNode starts an embedded server and waits until it takes
// connections (and, in a cluster, until JetStream is ready).
func StartNode(cfg NodeConfig) (*Node, error) {
	code, err := wire.NormalizeCode(cfg.Code)
	if err != nil {
		return nil, err
	}
	if cfg.Secret == "" || cfg.Tables < 1 || cfg.DataDir == "" {
		return nil, errors.New("a node needs the event's secret, its number of tables and a data folder")
	}
	n := wire.NamesOf(code)
	dk, err := wire.DirectorKey(cfg.Secret)
	if err != nil {
		return nil, err
	}
	dpub, _ := dk.PublicKey()
	users := []*server.NkeyUser{{Nkey: dpub}}
	for t := 1; t <= cfg.Tables; t++ {
		kp, err := wire.TableKey(code, t)
		if err != nil {
			return nil, err
		}
		pub, _ := kp.PublicKey()
		users = append(users, &server.NkeyUser{Nkey: pub, Permissions: permissions(n, t)})
	}
	port := cfg.Port
	if port == 0 {
		port = wire.DefaultPort
	}
	host := cfg.Host
	if host == "" {
		host = "0.0.0.0"
	}
	name := cfg.Name
	if name == "" {
		name = "arbiter-" + n.NS
	}
	opts := &server.Options{
		ServerName:         name,
		Host:               host,
		Port:               port,
		Nkeys:              users,
		JetStream:          true,
		StoreDir:           filepath.Join(cfg.DataDir, "jetstream"),
		JetStreamMaxMemory: 64 << 20,
		JetStreamMaxStore:  4 << 30,
		// The board's setup, standings and movement travel whole:
		// scoring/event's Check keeps them within MaxBoardBytes (a table's
		// entry is bounded far lower by the results stream).
		MaxPayload:  event.MaxBoardBytes + 64<<10,
		NoSigs:      true,
		NoLog:       cfg.Logf == nil,
		AuthTimeout: 5,
	}
	if w := cfg.WebSocket; w != nil {
		opts.Websocket = server.WebsocketOpts{
			Host: w.Host,
			Port: w.Port,
			// On the club's LAN without TLS, as the native tables
			// (docs/tournament.md says what that protects).
			NoTLS:            true,
			AllowedOrigins:   w.AllowedOrigins,
			SameOrigin:       w.SameOrigin,
			HandshakeTimeout: 10 * time.Second,
		}
		if opts.Websocket.Host == "" {
			opts.Websocket.Host = host
		}
	}
	if c := cfg.Cluster; c != nil {
		opts.Cluster = server.ClusterOpts{
			Name:     "arbiter-" + n.NS,
			Host:     c.Host,
			Port:     c.Port,
			Username: "route",
			Password: wire.RoutePassword(cfg.Secret),
		}
		if opts.Cluster.Host == "" {
			opts.Cluster.Host = host
		}
		for _, r := range c.Routes {
			u, err := url.Parse(fmt.Sprintf("nats://route:%s@%s", wire.RoutePassword(cfg.Secret), r))
			if err != nil {
				return nil, fmt.Errorf("route %q: %w", r, err)
			}
			opts.Routes = append(opts.Routes, u)
		}
	}
	srv, err := server.NewServer(opts)
	if err != nil {
		return nil, err
	}
	if cfg.Logf != nil {
		srv.SetLoggerV2(nodeLogger{cfg.Logf}, false, false, false)
	}
	srv.Start()
	if !srv.ReadyForConnections(30 * time.Second) {
		srv.Shutdown()
		return nil, fmt.Errorf("the tournament server did not start on %s", net.JoinHostPort(host, strconv.Itoa(port)))
	}
	return &Node{srv: srv, cfg: cfg}, nil
}

// ClientURL is the address tables connect to (nats://host:port; the host
// is the listen address, 0.0.0.0 meaning any of the machine's).
func (nd *Node) ClientURL() string {
	return nd.srv.ClientURL()
}

// Port is the port the node listens on for tables.
func (nd *Node) Port() int {
	if a, ok := nd.srv.Addr().(*net.TCPAddr); ok {
		return a.Port
	}
	return 0
}

// WebSocketPort is the port the node listens on for tables in a browser
// (0 without a WebSocket listener).
func (nd *Node) WebSocketPort() int {
	if nd.cfg.WebSocket == nil {
		return 0
	}
	// With port -1 the server writes the port it got into its options.
	u, err := url.Parse(nd.srv.WebsocketURL())
	if err != nil {
		return 0
	}
	p, _ := strconv.Atoi(u.Port())
	return p
}

// RouteAddr is this node's cluster address (host:port), "" outside a
// cluster.
func (nd *Node) RouteAddr() string {
	if a := nd.srv.ClusterAddr(); a != nil {
		return a.String()
	}
	return ""
}

// Shutdown stops the node.
func (nd *Node) Shutdown() {
	nd.srv.Shutdown()
	nd.srv.WaitForShutdown()
}

// server gives the director its in-process connection.
func (nd *Node) server() *server.Server { return nd.srv }
