// Command arbiter is the Arbiter app: a card-table referee and scorekeeper.
// main only wires the pieces: the shell (package app) and the list of game
// tables (app/tables/all).
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	fyneapp "fyne.io/fyne/v2/app"

	"arbiter/app"
	"arbiter/app/tables"
)

func main() {
	start := time.Now()
	dbPath := flag.String("db", "", "database file (default: $ARBITER_DB, else the app's data directory)")
	report := flag.Bool("startup-report", false, "print the time until the window is up (started-ms N)")
	flag.Parse()

	// What a desktop session normally sets, before Fyne looks for it: no
	// error lines on a start outside one.
	app.PrepareEnvironment()
	a := fyneapp.NewWithID(app.ID)
	ui := app.New(a, app.Config{DBPath: *dbPath, DeferHistory: true, Tables: tables.All})
	if *report {
		ui.ReportStarted(start, os.Stdout)
	}
	if err := ui.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "arbiter:", err)
		os.Exit(1)
	}
	ui.Window().ShowAndRun()
}
