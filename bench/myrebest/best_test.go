package myrebest

import (
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"testing"

	"arbiter/bench/internal/stat"
	"arbiter/engine/cards"
	"arbiter/engine/myre"
)

func deck() []cards.Card {
	var d []cards.Card
	for _, s := range cards.Suits {
		for r := cards.Ace; r <= cards.King; r++ {
			d = append(d, cards.New(r, s))
		}
	}
	return append(d, cards.RedJokerCard, cards.BlackJokerCard)
}

// pools are random pools of lo..hi cards from one deck.
func pools(n, lo, hi int, seed uint64) [][]cards.Card {
	rng := rand.New(rand.NewPCG(seed, 1))
	d := deck()
	out := make([][]cards.Card, n)
	for i := range out {
		rng.Shuffle(len(d), func(a, b int) { d[a], d[b] = d[b], d[a] })
		out[i] = append([]cards.Card(nil), d[:lo+rng.IntN(hi-lo+1)]...)
	}
	return out
}

func TestSameAsEngine(t *testing.T) {
	check := func(p []cards.Card) {
		t.Helper()
		f1, l1, s1 := myre.Best(p)
		f2, l2, s2 := Best(p)
		if s1 != s2 || !reflect.DeepEqual(f1, f2) || !reflect.DeepEqual(l1, l2) {
			t.Fatalf("pool %v:\nengine %v %v %d\nfast   %v %v %d", p, f1, l1, s1, f2, l2, s2)
		}
		f3, l3, s3 := BestEnginePlan(p)
		if s1 != s3 || !reflect.DeepEqual(f1, f3) || !reflect.DeepEqual(l1, l3) {
			t.Fatalf("pool %v:\nengine       %v %v %d\nengine plan  %v %v %d", p, f1, l1, s1, f3, l3, s3)
		}
	}
	for _, p := range pools(60000, 0, 9, 7) {
		check(p)
	}
	// Every run shape with the Ace low and high, and duplicated ranks.
	for _, p := range pools(20000, 5, 14, 8) {
		check(p)
	}
	check(nil)
	check(cards.MustParseList("AH AS 2D 3H QS KS"))
	check(cards.MustParseList("AH KD QS JC 10H 9D"))
	check(cards.MustParseList("RJ BJ"))
}

// The pools a battle sees: 5 positioned cards plus up to 2 scouted ones.
var benchPools = pools(256, 5, 7, 9)

func BenchmarkBestEngine(b *testing.B) {
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		myre.Best(benchPools[i&255])
		i++
	}
}

func BenchmarkBestFast(b *testing.B) {
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		Best(benchPools[i&255])
		i++
	}
}

// TestInterleaved (ARBITER_BENCH=1) runs the two benchmarks alternately,
// 7 times each, and prints each one's median with min and max, and the
// ratio: the machine's noise then hits both alike.
func TestInterleaved(t *testing.T) {
	if os.Getenv("ARBITER_BENCH") == "" {
		t.Skip("set ARBITER_BENCH=1")
	}
	var eng, fast, plan, ratio []float64
	ns := func(r testing.BenchmarkResult) float64 { return float64(r.T.Nanoseconds()) / float64(r.N) }
	for i := range 7 {
		var e, f, p testing.BenchmarkResult
		if i%2 == 0 {
			e, f, p = testing.Benchmark(BenchmarkBestEngine), testing.Benchmark(BenchmarkBestFast), testing.Benchmark(BenchmarkBestEnginePlan)
		} else {
			p, f, e = testing.Benchmark(BenchmarkBestEnginePlan), testing.Benchmark(BenchmarkBestFast), testing.Benchmark(BenchmarkBestEngine)
		}
		eng, fast, plan, ratio = append(eng, ns(e)), append(fast, ns(f)), append(plan, ns(p)), append(ratio, ns(e)/ns(f))
		if i == 0 {
			fmt.Printf("myre.Best: engine %d allocs/op %d B/op; fastest variant %d allocs/op %d B/op\n",
				e.AllocsPerOp(), e.AllocedBytesPerOp(), f.AllocsPerOp(), f.AllocedBytesPerOp())
		}
	}
	fmt.Printf("myre.Best: engine %s ns/op\n", stat.Of(eng).Format("%.0f"))
	fmt.Printf("myre.Best: fast   %s ns/op\n", stat.Of(fast).Format("%.0f"))
	fmt.Printf("myre.Best: fast build with the engine's plan %s ns/op (plan share of the engine's time: median %.0f%%)\n",
		stat.Of(plan).Format("%.0f"), 100*stat.Of(stat.Ratios(plan, eng)).Median-100*stat.Of(stat.Ratios(fast, eng)).Median)
	r := stat.Of(ratio)
	v := "met"
	if r.Median > 2 {
		v = "MISSED"
	}
	fmt.Printf("myre.Best: RATIO engine/fastest %s (target <= 2: %s)\n", r.Format("%.2f"), v)
}

func BenchmarkBestEnginePlan(b *testing.B) {
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		BestEnginePlan(benchPools[i&255])
		i++
	}
}
