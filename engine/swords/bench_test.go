package swords

import (
	"math/rand"
	"testing"
)

func BenchmarkJudge(b *testing.B) {
	strong := suit("S")
	a, d := mustCard("7C"), mustCard("9S")
	for b.Loop() {
		Judge(strong, a, d)
	}
}

func BenchmarkResolve4Knights(b *testing.B) {
	a := attack(b, "H", 4, "0:4S 1:7S 2:7H 3:4D", Options{ExpandedDodging: true})
	b.ReportAllocs()
	for b.Loop() {
		o, err := Resolve(a)
		if err != nil {
			b.Fatal(err)
		}
		o.NextAttacker(nil)
	}
}

func BenchmarkRandomFight(b *testing.B) {
	rng := rand.New(rand.NewSource(1))
	b.ReportAllocs()
	for b.Loop() {
		randomFight(b, rng, func(*Game) {})
	}
}
