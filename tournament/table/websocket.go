package table

import (
	"context"
	"net"
	"strings"
	"time"

	"github.com/coder/websocket"
)

// WebSocketDialer reaches a director's WebSocket listener (the director's
// Config.WebSocket) instead of its TCP port: the only way out of a
// browser. NATS speaks its own protocol inside the WebSocket's binary
// messages, so the table's key, permissions, outbox and resending are the
// same as over TCP. Its servers are given as nats://host:port (the
// director's http port, with Path wire.WebSocketPath, or a WebSocket
// listener of its own); Config.Dialer skips looking the host up.
type WebSocketDialer struct {
	// Origin is sent as the page's origin when not in a browser (a
	// browser sends its page's own, and nothing else can be set there):
	// the director lets in only its own page's origin.
	Origin string
	// Path is the WebSocket's path on the server ("": "/"): the table's
	// page uses wire.WebSocketPath on the director's http port.
	Path string
	// Timeout bounds the opening handshake (default 10s).
	Timeout time.Duration
}

// Dial implements nats.CustomDialer.
func (d WebSocketDialer) Dial(network, address string) (net.Conn, error) {
	timeout := d.Timeout
	if timeout <= 0 {
		timeout = 10 * time.Second
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	path := d.Path
	if !strings.HasPrefix(path, "/") {
		path = "/" + path
	}
	c, _, err := websocket.Dial(ctx, "ws://"+address+path, dialOptions(d.Origin))
	if err != nil {
		return nil, err
	}
	// NATS messages can be as large as the board's setup; the default
	// read limit (32 KiB) would close the connection on the first one.
	c.SetReadLimit(-1)
	// The connection lives as long as NATS keeps it, not the handshake's
	// context.
	return websocket.NetConn(context.Background(), c, websocket.MessageBinary), nil
}
