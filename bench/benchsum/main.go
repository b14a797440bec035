// Command benchsum reads `go test -bench -benchmem -count=N` output on
// stdin and prints, per benchmark, the median ns/op with min and max over
// the N runs, and B/op and allocs/op (the same in every run).
package main

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"

	"arbiter/bench/internal/stat"
)

var line = regexp.MustCompile(`^(Benchmark\S+?)(-\d+)?\s+\d+\s+([\d.]+) ns/op(?:\s+([\d.]+) B/op\s+([\d.]+) allocs/op)?`)

func main() {
	pkg := ""
	type res struct {
		ns            []float64
		bytes, allocs string
	}
	var order []string
	results := map[string]*res{}
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		l := sc.Text()
		if p, ok := strings.CutPrefix(l, "pkg: "); ok {
			pkg = strings.TrimPrefix(p, "arbiter/")
			continue
		}
		m := line.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		name := pkg + "." + strings.TrimPrefix(m[1], "Benchmark")
		r := results[name]
		if r == nil {
			r = &res{}
			results[name] = r
			order = append(order, name)
		}
		ns, _ := strconv.ParseFloat(m[3], 64)
		r.ns = append(r.ns, ns)
		r.bytes, r.allocs = m[4], m[5]
	}
	fmt.Printf("%-42s %34s %8s %9s\n", "benchmark", "ns/op median (min, max, n)", "B/op", "allocs/op")
	for _, name := range order {
		r := results[name]
		s := stat.Of(r.ns)
		fmt.Printf("%-42s %12.0f (%.0f, %.0f, n=%d) %8s %9s\n", name, s.Median, s.Min, s.Max, s.N, r.bytes, r.allocs)
	}
}
