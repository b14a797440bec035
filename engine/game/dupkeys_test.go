package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"
)

// tokenDuplicates is the first CheckDuplicateKeys, on encoding/json's
// tokens: slow, but plainly right, so it checks the scanner that replaced
// it.
func tokenDuplicates(input []byte) error {
	dec := json.NewDecoder(bytes.NewReader(input))
	dec.UseNumber()
	type frame struct {
		object bool
		keys   map[string]bool
		path   string
		index  int
		key    bool // an object's next token is a key
	}
	var stack []*frame
	at := func(f *frame, name string) string {
		if f.object {
			if f.path == "" {
				return name
			}
			return f.path + "." + name
		}
		return fmt.Sprintf("%s[%d]", f.path, f.index)
	}
	var pending string // path of the value about to start
	for {
		tok, err := dec.Token()
		if err != nil {
			return nil
		}
		var top *frame
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		if top != nil && top.object && top.key {
			if d, ok := tok.(json.Delim); ok && d == '}' {
				stack = stack[:len(stack)-1]
				continue
			}
			k, _ := tok.(string)
			if top.keys[k] {
				return &Error{Kind: ErrInvalid, Field: at(top, k), Sentinel: ErrDuplicateKey,
					Msg: fmt.Sprintf("%q is given twice in the same object: give each field once", k)}
			}
			top.keys[k] = true
			top.key = false
			pending = at(top, k)
			continue
		}
		if top != nil && !top.object {
			if d, ok := tok.(json.Delim); ok && d == ']' {
				stack = stack[:len(stack)-1]
				continue
			}
			pending = at(top, "")
			top.index++
		}
		if top != nil && top.object {
			top.key = true
		}
		if d, ok := tok.(json.Delim); ok {
			switch d {
			case '{':
				stack = append(stack, &frame{object: true, keys: map[string]bool{}, path: pending, key: true})
			case '[':
				stack = append(stack, &frame{path: pending})
			}
		}
	}
}

func FuzzCheckDuplicateKeys(f *testing.F) {
	for _, s := range []string{`{"a":1,"a":2}`, `{"a":{"b":[1,{"c":2,"c":3}]}}`, `[{"x":1},{"x":2,"y":[],"x":3}]`,
		`{"\u0061":1,"a":2}`, `{"a":"\"","b":"\\"}`, `{"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,"k8":8,"k9":9,"k10":10,"k11":11,"k12":12,"k13":13,"k14":14,"k15":15,"k16":16,"k17":17,"k3":0}`,
		`{`, `[1,2`, `{"a" 1}`, `  {"a" : [ true , false , null ] , "b" : -1.5e3 }  `} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		if !json.Valid(in) {
			return // malformed: both leave it to the decoder
		}
		got, want := CheckDuplicateKeys(in), tokenDuplicates(in)
		if (got == nil) != (want == nil) || FieldOf(got) != FieldOf(want) {
			t.Fatalf("%s: scanner %v (field %q), tokens %v (field %q)", in, got, FieldOf(got), want, FieldOf(want))
		}
	})
}

func BenchmarkCheckDuplicateKeys(b *testing.B) {
	in := []byte(`{"game":"burn","sides":{"A":["Ann","Cy"],"B":["Bo","Di"]},"rounds":[{"won":{"A":{"fire":7,"water":8},"B":{"fire":8,"water":7}}},{"won":{"A":{"fire":15,"water":15},"B":{"fire":0,"water":0}},"pit_choice":"subtract"}]}`)
	b.ReportAllocs()
	for b.Loop() {
		if err := CheckDuplicateKeys(in); err != nil {
			b.Fatal(err)
		}
	}
}
