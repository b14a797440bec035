// Command startup measures Arbiter's start-up against the minimal Fyne app
// (bench/minimal) side by side: the time from process start to the first
// drawn frame, seen from outside by polling `xwd -root` (the GL front
// buffer cannot be read back under Xvfb), the moment Fyne reports the app
// started (-startup-report), and the peak RSS (VmHWM from /proc just
// before the process is stopped, a settle time after the first frame).
// Runs alternate between the two apps (A B, B A, ...) so that machine
// noise hits both alike. Run it inside Xvfb (bench/run.sh does).
package main

import (
	"bufio"
	"encoding/binary"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"arbiter/bench/internal/stat"
)

type app struct {
	name string
	argv []string
	// per run
	frame, started, rss []float64
}

func main() {
	arbiter := flag.String("arbiter", "bin/arbiter", "Arbiter binary")
	minimal := flag.String("minimal", "bin/bench-minimal", "minimal Fyne app binary")
	db := flag.String("db", "/tmp/arbiter-bench-100k.db", "history Arbiter opens (100,000 rounds)")
	runs := flag.Int("runs", 7, "measured runs of each app")
	settle := flag.Duration("settle", 1500*time.Millisecond, "time after the first frame before reading the peak RSS")
	trace := flag.Bool("trace", false, "print every poll")
	probeName := flag.String("probe", "xlib", "how the screen is read: xlib (XGetImage of the grid's rows) or xwd (xwd -root, as scripts/smoke.sh)")
	emptyDB := flag.Bool("empty-db", false, "also run Arbiter on a new, empty history (to see what the 100,000 rounds cost)")
	flag.Parse()
	switch *probeName {
	case "xlib":
		probe = xlibColours
	case "xwd":
		probe = xwdColours
	default:
		fail(fmt.Errorf("-probe %q: xlib or xwd", *probeName))
	}
	base, err := probe()
	if err != nil {
		fail(err)
	}
	apps := []*app{
		{name: "arbiter", argv: []string{*arbiter, "-db", *db, "-startup-report"}},
		{name: "minimal", argv: []string{*minimal, "-startup-report"}},
	}
	if *emptyDB {
		dir, err := os.MkdirTemp("", "arbiter-startup")
		if err != nil {
			fail(err)
		}
		defer os.RemoveAll(dir)
		apps = append(apps, &app{name: "arbiter-emptydb", argv: []string{*arbiter, "-db", dir + "/empty.db", "-startup-report"}})
	}
	var polls []float64
	// One warm-up run each (page cache, font cache), not counted.
	for i := -1; i < *runs; i++ {
		order := append([]*app(nil), apps...)
		if i%2 != 0 {
			slices.Reverse(order)
		}
		for _, a := range order {
			fr, st, rss, pl, err := once(a, base, *settle, *trace)
			if err != nil {
				fail(fmt.Errorf("%s: %w", a.name, err))
			}
			if i >= 0 {
				a.frame, a.started, a.rss = append(a.frame, fr), append(a.started, st), append(a.rss, rss)
				polls = append(polls, pl...)
			}
			time.Sleep(500 * time.Millisecond)
		}
	}
	fmt.Printf("startup: probe %s; blank screen has %d colours; one poll takes %s ms\n", *probeName, base, stat.Of(polls).Format("%.1f"))
	for _, a := range apps {
		fmt.Printf("startup: %-15s first frame %s ms; Fyne started %s ms; peak RSS %s MiB\n", a.name,
			stat.Of(a.frame).Format("%.0f"), stat.Of(a.started).Format("%.0f"), stat.Of(a.rss).Format("%.1f"))
	}
	ft := stat.Of(stat.Ratios(apps[0].frame, apps[1].frame))
	mr := stat.Of(stat.Ratios(apps[0].rss, apps[1].rss))
	fmt.Printf("startup: RATIO first frame arbiter/minimal %s (target <= 1.15: %s)\n", ft.Format("%.2f"), verdict(ft.Median <= 1.15))
	fmt.Printf("startup: RATIO peak RSS    arbiter/minimal %s (target <= 1.20: %s)\n", mr.Format("%.2f"), verdict(mr.Median <= 1.20))
}

func verdict(ok bool) string {
	if ok {
		return "met"
	}
	return "MISSED"
}

// once starts the app, polls the screen until it differs from the blank
// one, waits settle, reads VmHWM and stops the app. It returns the first
// frame and Fyne's started time in ms, the peak RSS in MiB and the poll
// durations.
func once(a *app, base int, settle time.Duration, trace bool) (frame, started, rss float64, polls []float64, err error) {
	cmd := exec.Command(a.argv[0], a.argv[1:]...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		return
	}
	cmd.Stderr = nil
	startedc := make(chan float64, 1)
	t0 := time.Now()
	if err = cmd.Start(); err != nil {
		return
	}
	defer func() {
		cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(3 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	}()
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if v, ok := strings.CutPrefix(sc.Text(), "started-ms "); ok {
				f, _ := strconv.ParseFloat(v, 64)
				startedc <- f
			}
		}
	}()
	frame = -1
	for time.Since(t0) < 60*time.Second {
		p0 := time.Now()
		n, derr := probe()
		p1 := time.Now()
		polls = append(polls, stat.MS(p1.Sub(p0)))
		if derr == nil {
			if trace {
				fmt.Printf("trace: %s %.0f ms: %d colours\n", a.name, stat.MS(p1.Sub(t0)), n)
			}
			// Something drawn: at least two colours the blank screen
			// lacks (a window background and what is on it). The frame
			// was on screen by the end of the dump.
			if n >= base+2 {
				frame = stat.MS(p1.Sub(t0))
				break
			}
		}
		time.Sleep(2 * time.Millisecond)
	}
	if frame < 0 {
		err = fmt.Errorf("no frame drawn within 60 s")
		return
	}
	select {
	case started = <-startedc:
	case <-time.After(10 * time.Second):
		err = fmt.Errorf("no started-ms line")
		return
	}
	time.Sleep(settle)
	rss, err = hwm(cmd.Process.Pid)
	return
}

// hwm is the process's peak resident set (VmHWM) in MiB.
func hwm(pid int) (float64, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			kb, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")))
			return float64(kb) / 1024, err
		}
	}
	return 0, fmt.Errorf("no VmHWM in /proc/%d/status", pid)
}

// probe counts the colours on screen.
var probe func() (int, error)

func xwdColours() (int, error) {
	x, err := dump()
	if err != nil {
		return 0, err
	}
	return colours(x), nil
}

type xwd struct {
	b                   []byte
	w, h, bpp, bpl, off int
}

// dump captures the root window (xwd -root -silent).
func dump() (xwd, error) {
	b, err := exec.Command("xwd", "-root", "-silent").Output()
	if err != nil {
		return xwd{}, err
	}
	if len(b) < 100 {
		return xwd{}, fmt.Errorf("xwd: short dump")
	}
	be := binary.BigEndian
	x := xwd{b: b, w: int(be.Uint32(b[16:])), h: int(be.Uint32(b[20:])),
		bpp: int(be.Uint32(b[44:])), bpl: int(be.Uint32(b[48:]))}
	x.off = int(be.Uint32(b[0:])) + int(be.Uint32(b[76:]))*12
	if x.bpp != 32 && x.bpp != 24 || x.off+x.h*x.bpl > len(b) {
		return xwd{}, fmt.Errorf("xwd: unsupported dump (%d bits per pixel)", x.bpp)
	}
	return x, nil
}

// colours counts the distinct colours on a 5-pixel grid, as bench/xshot
// does.
func colours(x xwd) int {
	seen := map[uint32]bool{}
	for y := 0; y < x.h; y += 5 {
		for i := 0; i < x.w; i += 5 {
			p := x.off + y*x.bpl + i*x.bpp/8
			seen[uint32(x.b[p])|uint32(x.b[p+1])<<8|uint32(x.b[p+2])<<16] = true
		}
	}
	return len(seen)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "startup:", err)
	os.Exit(1)
}
