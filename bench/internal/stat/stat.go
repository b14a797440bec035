// Package stat summarises benchmark samples: median, min, max and
// percentiles, printed the same way by every harness in bench/.
package stat

import (
	"fmt"
	"math"
	"sort"
	"time"
)

// Summary of a set of samples.
type Summary struct {
	N                   int
	Median, Min, Max    float64
	P50, P99, Mean, Sum float64
}

// Of summarises xs (it sorts a copy).
func Of(xs []float64) Summary {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s) == 0 {
		return Summary{}
	}
	var sum float64
	for _, x := range s {
		sum += x
	}
	return Summary{N: len(s), Median: Pct(s, 50), Min: s[0], Max: s[len(s)-1],
		P50: Pct(s, 50), P99: Pct(s, 99), Mean: sum / float64(len(s)), Sum: sum}
}

// Pct is the p-th percentile of sorted s (nearest rank, interpolated at
// the median of an even count).
func Pct(s []float64, p float64) float64 {
	if len(s) == 0 {
		return math.NaN()
	}
	if p == 50 && len(s)%2 == 0 {
		return (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	i := int(math.Ceil(p/100*float64(len(s)))) - 1
	return s[max(0, min(i, len(s)-1))]
}

// Format is "median M (min A, max B, n N)" with the given format.
func (s Summary) Format(f string) string {
	return fmt.Sprintf("median "+f+" (min "+f+", max "+f+", n=%d)", s.Median, s.Min, s.Max, s.N)
}

// Ratios are the element-wise a[i]/b[i] of paired samples.
func Ratios(a, b []float64) []float64 {
	out := make([]float64, 0, len(a))
	for i := range min(len(a), len(b)) {
		if b[i] != 0 {
			out = append(out, a[i]/b[i])
		}
	}
	return out
}

// MS is a duration in milliseconds.
func MS(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e6 }
