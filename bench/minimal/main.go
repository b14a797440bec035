// Command minimal is the start-up floor for Arbiter: the smallest Fyne app
// (one label in a window), created with the same app.NewWithID and built
// with the same toolchain and flags as bin/arbiter. With -startup-report it
// prints "started-ms N" when Fyne reports the app started, as Arbiter does.
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	start := time.Now()
	report := flag.Bool("startup-report", false, "print the time until the window is up (started-ms N)")
	flag.Parse()
	a := app.NewWithID("org.arbiter.app")
	if *report {
		a.Lifecycle().SetOnStarted(func() {
			fmt.Fprintf(os.Stdout, "started-ms %.1f\n", float64(time.Since(start).Microseconds())/1000)
		})
	}
	w := a.NewWindow("Arbiter")
	w.SetContent(widget.NewLabel("Arbiter"))
	// The same window as Arbiter's (1280×800 on a desktop): the floor
	// draws as many pixels, so the comparison is of what is in the window.
	w.Resize(fyne.NewSize(1280, 800))
	w.ShowAndRun()
}
