//go:build !js

package table

import (
	"net/http"

	"github.com/coder/websocket"
)

func dialOptions(origin string) *websocket.DialOptions {
	opts := &websocket.DialOptions{}
	if origin != "" {
		opts.HTTPHeader = http.Header{"Origin": []string{origin}}
	}
	return opts
}
