//go:build js

// Command arbiter-web is a tournament table's client as a web page: Go
// compiled to WebAssembly, served by the director with its index.html
// (tournament/director/web). It reads the table from the page's address
// (#event=…&table=…&code=…), reaches the director's NATS server over
// WebSocket, and keeps its outbox in the browser's storage.
package main

import (
	"encoding/json"
	"net"
	"strconv"
	"strings"
	"syscall/js"

	fyneapp "fyne.io/fyne/v2/app"

	"arbiter/app/i18n"
	"arbiter/app/webtable"
)

func main() {
	loc := js.Global().Get("location")
	fragment := loc.Get("hash").String()
	host := loc.Get("hostname").String()
	// The director names its WebSocket port in the page it serves.
	port := ""
	if m := js.Global().Get("document").Call("querySelector", `meta[name="arbiter-nats-ws"]`); !m.IsNull() {
		port = m.Call("getAttribute", "content").String()
	}
	if _, err := strconv.Atoi(port); err != nil {
		port = "4223"
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
	pg := webtable.Start(webtable.Config{App: a, Window: w, Fragment: fragment, Server: net.JoinHostPort(host, port), Shown: shown})
	// What a headless browser reads to tap where the controls are drawn
	// (scripts/web-journey.sh): the page is one canvas.
	js.Global().Set("arbiterProbe", js.FuncOf(func(js.Value, []js.Value) any {
		b, _ := json.Marshal(pg.Probe())
		return string(b)
	}))
	w.ShowAndRun()
}
