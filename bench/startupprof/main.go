// Command startupprof starts Arbiter's UI as cmd/arbiter does, prints how
// long each phase before the first frame takes (fyne app, app.New, Start
// building the sections, Fyne's started callback) and, with -cpuprofile,
// writes a CPU profile of the first -for of the process. It explains the
// start-up figures of bench/startup; run it under Xvfb.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"time"

	fyneapp "fyne.io/fyne/v2/app"

	"arbiter/app"
	"arbiter/app/tables" // the tables, as cmd/arbiter has them
	_ "arbiter/scoring/all"
)

func main() {
	start := time.Now()
	db := flag.String("db", "", "history file")
	prof := flag.String("cpuprofile", "", "write a CPU profile to this file")
	dur := flag.Duration("for", 2*time.Second, "how long to run")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
	}
	mark := func(what string) {
		fmt.Printf("%-28s %7.1f ms\n", what, float64(time.Since(start).Microseconds())/1000)
	}
	mark("main")
	app.PrepareEnvironment()
	a := fyneapp.NewWithID(app.ID)
	mark("fyne app created")
	ui := app.New(a, app.Config{Tables: tables.All, DBPath: *db})
	mark("app.New (theme, window)")
	if err := ui.Start(); err != nil {
		panic(err)
	}
	mark("Start (sections built)")
	a.Lifecycle().SetOnStarted(func() { mark("Fyne started (window up)") })
	go func() {
		time.Sleep(*dur)
		if *prof != "" {
			pprof.StopCPUProfile()
		}
		os.Exit(0)
	}()
	ui.Window().ShowAndRun()
}
