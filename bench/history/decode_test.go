package main

import (
	"encoding/json"
	"fmt"
	"testing"
)

// numericTotals is storage's decoding of one point of a score progression
// (storage/stats.go): a map of raw values, then each value on its own.
func numericTotals(totals string) map[string]float64 {
	out := map[string]float64{}
	var raw map[string]json.RawMessage
	if json.Unmarshal([]byte(totals), &raw) == nil {
		for k, v := range raw {
			var f float64
			if json.Unmarshal(v, &f) == nil {
				out[k] = f
			}
		}
	}
	return out
}

// numericTotalsDirect decodes straight into the numeric map and falls
// back to the tolerant decoding only when a value is not a number.
func numericTotalsDirect(totals string) map[string]float64 {
	out := map[string]float64{}
	if json.Unmarshal([]byte(totals), &out) == nil {
		return out
	}
	return numericTotals(totals)
}

// progression are the totals after each of a 100-round game's rounds, as
// the generator writes them.
var progression = func() []string {
	var out []string
	a, b, c := 0, 0, 0
	for i := range 100 {
		a, b, c = a+i%7, b+i%5, c+i%3
		out = append(out, fmt.Sprintf(`{"A":%d,"B":%d,"C":%d}`, a, b, c))
	}
	return out
}()

func BenchmarkProgressionDecode(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for _, t := range progression {
			numericTotals(t)
		}
	}
}

func BenchmarkProgressionDecodeDirect(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for _, t := range progression {
			numericTotalsDirect(t)
		}
	}
}
