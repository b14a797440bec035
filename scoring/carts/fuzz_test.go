package carts

import (
	"encoding/json"
	"testing"

	"arbiter/engine/game"
)

// FuzzResolve: any input is either refused as a user error or answered with
// a JSON object whose lists are never null and whose owed is 0–11.
func FuzzResolve(f *testing.F) {
	for _, s := range []string{
		`{"game":"carts-tity","top":"Fi7","play":"Wa8","owed":0}`,
		`{"game":"carts-tity","top":"Fi7","play":"Fi6","owed":0}`,
		`{"game":"carts-tity","top":"Wi1","play":"Ea15","owed":0}`,
		`{"game":"carts-tity","top":"Wa8","play":"Ea9","owed":10,"next_hand":1,"hand":2}`,
		`{"game":"carts-tity","top":"Fi7","play":"Fi9","options":{"rule_16":true,"chain":"doubling"}}`,
		`{"game":"carts-tity","top":"Fi7","play":"Fi7","players":6,"skip_pending":true}`,
		`{"game":"carts-tity","top":null,"play":[],"owed":"x"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out, err := resolveJSON(in)
		if err != nil {
			if !game.IsRefusal(err) {
				t.Fatalf("not a refusal: %v", err)
			}
			return
		}
		r := out.(*resolveOutput)
		if r.Reasons == nil || r.Instead == nil || r.Explanation == nil || r.Steps == nil {
			t.Fatalf("null list in %+v", r)
		}
		if r.Owed < 0 || r.Owed > 11 || (r.Legal && r.Owed > 10) {
			t.Fatalf("owed %d", r.Owed)
		}
		if r.Legal == (len(r.Reasons) > 0) {
			t.Fatalf("legal %v with reasons %v", r.Legal, r.Reasons)
		}
		if _, err := json.Marshal(out); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzScore: refusal or totals that are never negative.
func FuzzScore(f *testing.F) {
	for _, s := range []string{
		`{"game":"carts-tity","players":["A","B","C"],"rounds":[{"cards_left":{"A":0,"B":5,"C":3},"overflowed":[]}]}`,
		`{"game":"carts-tity","players":["A","B","C","D"],"rounds":[{"cards_left":{"A":4},"overflowed":["B","C","D"]}]}`,
		`{"game":"carts-tity","players":["A","B"],"options":{"rounds":1,"limit":0},"rounds":[{"cards_left":{"A":0,"B":25}}]}`,
		`{"game":"carts-tity","players":null,"rounds":null}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out, err := scoreJSON(in)
		if err != nil {
			if !game.IsRefusal(err) {
				t.Fatalf("not a refusal: %v", err)
			}
			return
		}
		r := out.(*scoreOutput)
		for p, v := range r.Totals {
			if v < 0 {
				t.Fatalf("%s total %d", p, v)
			}
		}
		if r.Finished != (r.Winner != nil || len(r.Winners) > 1) {
			t.Fatalf("finished %v winner %v winners %v", r.Finished, r.Winner, r.Winners)
		}
		if _, err := json.Marshal(out); err != nil {
			t.Fatal(err)
		}
	})
}

func BenchmarkResolve(b *testing.B) {
	in := []byte(`{"game":"carts-tity","top":"Wa8","play":"Ea9","owed":4,"options":{"chain":"plus_two"}}`)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := resolveJSON(in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScore(b *testing.B) {
	in := []byte(`{"game":"carts-tity","players":["A","B","C","D"],"rounds":[{"cards_left":{"A":0,"B":5,"C":3,"D":9}},{"cards_left":{"A":4},"overflowed":["B","C","D"]},{"cards_left":{"A":3,"B":0,"C":3,"D":9}}]}`)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := scoreJSON(in); err != nil {
			b.Fatal(err)
		}
	}
}
