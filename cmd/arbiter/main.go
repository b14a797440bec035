// Command arbiter is the Arbiter app: a card-table referee and scorekeeper.
// main only wires the pieces; everything else lives in package app.
package main

import (
	"flag"
	"fmt"
	"os"

	fyneapp "fyne.io/fyne/v2/app"

	"arbiter/app"
	_ "arbiter/scoring/all" // every game registers itself
)

func main() {
	dbPath := flag.String("db", "", "database file (default: ARBITER_DB, else the app's data directory)")
	flag.Parse()

	a := fyneapp.NewWithID(app.ID)
	ui := app.New(a, app.Config{DBPath: *dbPath})
	if err := ui.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "arbiter:", err)
		os.Exit(1)
	}
	ui.Window().ShowAndRun()
}
