//go:build js

// Command arbiter-web is a tournament table's client as a web page: Go
// compiled to WebAssembly, served by the director with its index.html
// (tournament/director/web). It reads the table from the page's address
// (#event=…&table=…&code=…), reaches the director's NATS server over
// WebSocket at the page's own address (wire.WebSocketPath), and keeps its
// outbox in the browser's storage.
package main

import (
	"encoding/json"
	"net"
	"strings"
	"syscall/js"

	fyneapp "fyne.io/fyne/v2/app"

	"arbiter/app/i18n"
	"arbiter/app/webtable"
	"arbiter/tournament/table"
	"arbiter/tournament/wire"
)

func main() {
	loc := js.Global().Get("location")
	fragment := loc.Get("hash").String()
	// The page reaches the director's NATS at its own address (the
	// director passes the WebSocket on at the path it names in the
	// page), by whatever name the phone reached the director.
	host, port := loc.Get("hostname").String(), loc.Get("port").String()
	if port == "" {
		port = "80"
	}
	path := wire.WebSocketPath
	if m := js.Global().Get("document").Call("querySelector", `meta[name="arbiter-nats-path"]`); !m.IsNull() {
		path = m.Call("getAttribute", "content").String()
	}
	lang := "en"
	if l := js.Global().Get("navigator").Get("language"); l.Type() == js.TypeString && strings.HasPrefix(l.String(), "nl") {
		lang = "nl"
	}
	if strings.Contains(fragment, "lang=nl") {
		lang = "nl"
	} else if strings.Contains(fragment, "lang=en") {
		lang = "en"
	}
	i18n.SetLanguage(lang)

	a := fyneapp.NewWithID("club.arbiter.web")
	w := a.NewWindow("Arbiter")
	// The page marks when a screen was first shown, and which (the
	// headless browser's measurements: navigation to the join screen).
	shown := func(title string) {
		perf := js.Global().Get("performance")
		js.Global().Set("arbiterShown", map[string]any{"title": title, "at": perf.Call("now").Float()})
	}
	pg := webtable.Start(webtable.Config{App: a, Window: w, Fragment: fragment, Server: net.JoinHostPort(host, port),
		Dialer: table.WebSocketDialer{Path: path}, Shown: shown})
	// What a headless browser reads to tap where the controls are drawn
	// (scripts/web-journey.sh): the page is one canvas.
	js.Global().Set("arbiterProbe", js.FuncOf(func(js.Value, []js.Value) any {
		b, _ := json.Marshal(pg.Probe())
		return string(b)
	}))
	w.ShowAndRun()
}
