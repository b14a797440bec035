//go:build !js

// Command arbiter-web is a tournament table's client as a web page, built
// with GOOS=js GOARCH=wasm (make web); the director serves it. Built for
// anything else it only says so.
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "arbiter-web runs in a browser: build it with `make web` (GOOS=js GOARCH=wasm), and the director serves it")
	os.Exit(2)
}
