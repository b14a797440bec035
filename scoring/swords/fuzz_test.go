package swords

import (
	"encoding/json"
	"os"
	"testing"

	"arbiter/engine/game"
	"arbiter/scoring/gametest"
)

// seedCases adds the inputs of the case files as seeds.
func seedCases(f *testing.F, command string) {
	for _, path := range []string{"testdata/cases.json", "testdata/extra.json"} {
		b, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		var cases []gametest.Case
		if err := json.Unmarshal(b, &cases); err != nil {
			f.Fatal(err)
		}
		for _, c := range cases {
			if c.Command == command || (command == "resolve" && c.Command == "") {
				f.Add([]byte(c.Input))
			}
		}
	}
}

func checkFuzzed(t *testing.T, out any, err error) {
	if err != nil {
		if !game.IsRefusal(err) {
			t.Fatalf("not a refusal: %v", err)
		}
		if err.Error() == "" {
			t.Fatal("refusal without a message")
		}
		return
	}
	b, jerr := json.Marshal(out)
	if jerr != nil {
		t.Fatalf("output does not marshal: %v", jerr)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"explanation", "steps"} {
		if v, ok := m[k]; !ok || v == nil {
			t.Fatalf("%s missing or null in %s", k, b)
		}
	}
}

func FuzzResolve(f *testing.F) {
	seedCases(f, "resolve")
	f.Add([]byte(`{"game":"mortal-swords","strong_suit":"S","knights":3,"plays":[{"seat":0,"card":"5H"},{"seat":2},{"seat":1,"card":"9H"}],"face_down":[2],"options":{"hectic_knights":true,"stealing_costs":true,"expanded_dodging":true}}`))
	f.Add([]byte(`{"game":"mortal-swords","strong_suit":"S","knights":-1,"plays":null,"died":[-5]}`))
	f.Fuzz(func(t *testing.T, input []byte) {
		out, err := resolve(input)
		checkFuzzed(t, out, err)
		if err == nil {
			o := out.(attackOut)
			if o.Results == nil || o.Damaged == nil || o.Died == nil || o.Damage == nil {
				t.Fatalf("null list in %+v", o)
			}
		}
	})
}

func FuzzScore(f *testing.F) {
	seedCases(f, "score")
	f.Add([]byte(`{"game":"mortal-swords","knights":["a","b","c"],"strong_suit":"H","options":{"steal_to_stop":true,"damage_to_stop":true},"attacks":[{"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"2S","steal":true}]}]}`))
	f.Fuzz(func(t *testing.T, input []byte) {
		out, err := score(input)
		checkFuzzed(t, out, err)
	})
}
