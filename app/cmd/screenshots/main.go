// Command screenshots renders every main screen of Arbiter at phone and
// desktop size, light and dark, into docs/screenshots (`make screenshots`).
// Scene names given as arguments limit it to those screens.
package main

import (
	"flag"
	"fmt"
	"os"

	"arbiter/app"
	_ "arbiter/scoring/all"
)

func main() {
	out := flag.String("out", "docs/screenshots", "directory for the PNG files")
	flag.Parse()
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "screenshots:", err)
		os.Exit(1)
	}
	files, err := app.Screenshots(*out, flag.Args()...)
	for _, f := range files {
		fmt.Println(f)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "screenshots:", err)
		os.Exit(1)
	}
}
