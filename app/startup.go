package app

import (
	"fmt"
	"io"
	"time"
)

// ReportStarted prints "started-ms N" when Fyne reports the app running
// (its window shown), measured from start. The smoke test and the start-up
// benchmark pair it with a screen capture from outside the app, since the
// first painted frame is only visible there.
func (u *UI) ReportStarted(start time.Time, out io.Writer) {
	u.whenStarted(func() {
		fmt.Fprintf(out, "started-ms %.1f\n", float64(time.Since(start).Microseconds())/1000)
	})
}
