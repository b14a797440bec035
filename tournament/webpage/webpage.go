// Package webpage is what the director serves over http on the club's
// LAN: the table's page (cmd/arbiter-web compiled to WebAssembly, built
// by `make web` into bundle/ and embedded here), its index.html, and a
// read-only page of the live standings that any phone in the room can
// open. It builds without the bundle: the page then says how to build it.
package webpage

import (
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"html/template"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"arbiter/tournament/wire"
)

//go:embed all:bundle
var bundle embed.FS

//go:embed index.html
var indexHTML string

var index = template.Must(template.New("index").Parse(indexHTML))

const wasmFile = "bundle/arbiter-web.wasm.gz"

// Built reports whether the table's page is in the binary (make web).
func Built() bool {
	_, err1 := bundle.Open(wasmFile)
	_, err2 := bundle.Open("bundle/wasm_exec.js")
	return err1 == nil && err2 == nil
}

// Options are what the pages need of the director.
type Options struct {
	// Name is the event's name.
	Name string
	// NATS is the director's NATS server over WebSocket, served at
	// wire.WebSocketPath: the page reaches it at its own origin.
	NATS http.Handler
	// Standings are the latest standings the director published.
	Standings func() wire.Standings
}

// Handler serves the pages.
func Handler(o Options) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		if !Built() {
			w.Header().Set("Content-Type", "text/plain; charset=utf-8")
			w.WriteHeader(http.StatusServiceUnavailable)
			fmt.Fprintln(w, "The table's page is not in this build of the director.\n"+
				"Build it with `make web` (GOOS=js GOARCH=wasm go build ./cmd/arbiter-web into tournament/webpage/bundle), then build the director again.\n"+
				"Tables can still join with the app; the standings are at /standings.")
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_ = index.Execute(w, struct {
			Name     string
			NATSPath string
		}{o.Name, wire.WebSocketPath})
	})
	mux.HandleFunc("GET /wasm_exec.js", func(w http.ResponseWriter, r *http.Request) {
		b, err := bundle.ReadFile("bundle/wasm_exec.js")
		if err != nil {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		_, _ = w.Write(b)
	})
	mux.HandleFunc("GET /arbiter-web.wasm", serveWasm)
	if o.NATS != nil {
		mux.Handle("GET "+wire.WebSocketPath, o.NATS)
	}
	mux.HandleFunc("GET /standings", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		_ = standingsPage.Execute(w, struct {
			Name string
			S    wire.Standings
		}{o.Name, o.Standings()})
	})
	return mux
}

// serveWasm sends the page's program gzipped as built (12 MB rather than
// 40 over the club's Wi-Fi), or unpacked to a browser that takes no gzip.
// The browser keeps it, and asks again with its ETag.
func serveWasm(w http.ResponseWriter, r *http.Request) {
	f, err := bundle.Open(wasmFile)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	etag := wasmETag()
	w.Header().Set("Content-Type", "application/wasm")
	w.Header().Set("ETag", etag)
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("Vary", "Accept-Encoding")
	if r.Header.Get("If-None-Match") == etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		w.Header().Set("Content-Encoding", "gzip")
		w.Header().Set("Content-Length", strconv.FormatInt(st.Size(), 10))
		_, _ = io.Copy(w, f)
		return
	}
	zr, err := gzip.NewReader(f)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	_, _ = io.Copy(w, zr)
}

// wasmETag names the build of the program (a hash of it, worked out
// once): a browser keeps the program until the director has another.
var wasmETag = sync.OnceValue(func() string {
	b, err := bundle.ReadFile(wasmFile)
	if err != nil {
		return `"none"`
	}
	sum := sha256.Sum256(b)
	return `"` + hex.EncodeToString(sum[:8]) + `"`
})

var standingsPage = template.Must(template.New("standings").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="15">
<title>{{.Name}} · standings</title>
<style>
body { font-family: sans-serif; margin: 1em; background: #fff; color: #111; }
table { border-collapse: collapse; width: 100%; max-width: 40em; }
th, td { text-align: left; padding: .4em .6em; border-bottom: 1px solid #ccc; }
td.n { text-align: right; }
</style></head>
<body>
<h1>{{.Name}}</h1>
<p>Round {{.S.Round}} of {{.S.Rounds}} · {{.S.Counted}} of {{.S.Expected}} results counted{{if .S.Disputed}} · {{.S.Disputed}} disputed{{end}}</p>
{{if .S.Places}}<table>
<tr><th>Place</th><th>Team</th><th class="n">Ranking points</th></tr>
{{range .S.Places}}<tr><td>{{.Place}}</td><td>{{.Team}}</td><td class="n">{{.Points}}</td></tr>
{{end}}</table>{{end}}
{{if .S.Remaining}}<p>Still in: {{range $i, $t := .S.Remaining}}{{if $i}}, {{end}}{{$t}}{{end}}</p>{{end}}
{{if and .S.Complete .S.Champions}}<p><strong>Champion{{if gt (len .S.Champions) 1}}s{{end}}: {{range $i, $t := .S.Champions}}{{if $i}}, {{end}}{{$t}}{{end}}</strong></p>{{end}}
<p><small>Read only; the page refreshes itself every 15 seconds.</small></p>
</body></html>
`))
