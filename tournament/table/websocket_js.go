//go:build js

package table

import "github.com/coder/websocket"

// In a browser the page's own origin is sent, whatever is asked.
func dialOptions(string) *websocket.DialOptions { return nil }
