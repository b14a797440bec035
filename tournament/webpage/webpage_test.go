package webpage

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"arbiter/engine/pymtheg"
	"arbiter/tournament/wire"
)

func serve(t *testing.T, path string, header map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	h := Handler(Options{Name: "Club <night>", NATS: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-NATS", "passed on")
		w.WriteHeader(http.StatusSwitchingProtocols)
	}),
		Standings: func() wire.Standings {
			return wire.Standings{Round: 1, Rounds: 2, Counted: 1, Expected: 4, Places: []pymtheg.Standing{{Team: "Owls", Points: 1, Place: 1}}}
		}})
	r := httptest.NewRequest("GET", path, nil)
	for k, v := range header {
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

// The standings page is plain HTML anyone can read, with the names
// escaped.
func TestStandingsPage(t *testing.T) {
	w := serve(t, "/standings", nil)
	body := w.Body.String()
	if w.Code != 200 || !strings.Contains(body, "1 of 4 results counted") || !strings.Contains(body, "<td>Owls</td>") ||
		!strings.Contains(body, "Club &lt;night&gt;") {
		t.Fatalf("%d %s", w.Code, body)
	}
}

// The page, with the WebSocket's path written in; the program gzipped to
// a browser that takes gzip, unpacked to one that does not, and not sent
// again to one that has it. Without the bundle, how to build it.
func TestPageAndProgram(t *testing.T) {
	w := serve(t, "/", nil)
	if !Built() {
		if w.Code != http.StatusServiceUnavailable || !strings.Contains(w.Body.String(), "make web") {
			t.Fatalf("%d %s", w.Code, w.Body.String())
		}
		t.Skip("the page is not built (make web): only its absence is checked")
	}
	if w.Code != 200 || !strings.Contains(w.Body.String(), `<meta name="arbiter-nats-path" content="/nats">`) {
		t.Fatalf("%d %s", w.Code, w.Body.String())
	}
	gz := serve(t, "/arbiter-web.wasm", map[string]string{"Accept-Encoding": "gzip, deflate"})
	if gz.Header().Get("Content-Encoding") != "gzip" || gz.Header().Get("Content-Type") != "application/wasm" || !bytes.HasPrefix(gz.Body.Bytes(), []byte{0x1f, 0x8b}) {
		t.Fatalf("gzipped: %v", gz.Header())
	}
	plain := serve(t, "/arbiter-web.wasm", nil)
	if plain.Header().Get("Content-Encoding") != "" || !bytes.HasPrefix(plain.Body.Bytes(), []byte("\x00asm")) {
		t.Fatalf("unpacked: %v % x", plain.Header(), plain.Body.Bytes()[:4])
	}
	again := serve(t, "/arbiter-web.wasm", map[string]string{"If-None-Match": gz.Header().Get("ETag")})
	if again.Code != http.StatusNotModified || again.Body.Len() != 0 {
		t.Fatalf("revalidated: %d, %d bytes", again.Code, again.Body.Len())
	}
}

// The page's WebSocket at /nats is handed to the director's NATS server
// (Options.NATS), whether the page is built or not.
func TestNATSPath(t *testing.T) {
	w := serve(t, wire.WebSocketPath, map[string]string{"Connection": "Upgrade", "Upgrade": "websocket"})
	if w.Code != http.StatusSwitchingProtocols || w.Header().Get("X-NATS") != "passed on" {
		t.Fatalf("%d %v", w.Code, w.Header())
	}
	if w := serve(t, "/natsx", nil); w.Header().Get("X-NATS") != "" {
		t.Fatal("another path was passed on to NATS")
	}
}
