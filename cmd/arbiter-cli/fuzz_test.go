package main

import (
	"arbiter/scoring/all"
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzCLI feeds arbitrary input to every registered game's resolve and
// score. Whatever the bytes, the tool answers 0 with JSON or 2 with one line:
// never a panic (exit 3), never output on both streams.
func FuzzCLI(f *testing.F) {
	seeds := []string{
		`{"game":"myre","scout":["6H"],"red":["AH","2D","3H"],"black":["4S","4C"]}`,
		`{"game":"myre","hands":[{"battles":[{"scout":["6H"],"red":["6D"],"black":[]}]}]}`,
		`{"game":"hyrule","cards":["KS","2H","3D"]}`,
		`{"game":"pymtheg","trump":"Fi","leader":"N","trick":["Wa7","Wa12","Fi3","Wa1"]}`,
		`{"game":"mortal-swords","strong_suit":"S","knights":4,"attacker":0,"plays":[{"seat":0,"card":"4S"}]}`,
		`{"game":"yamiro","plays":[{"side":"A","card":"arlas"}]}`,
		`{"game":"carts-tity","top":"Fi7","play":"Wa8","owed":0}`,
		`{"game":"draque-yirken","hand":["Fi3"],"discard":"Fi3","out_of_game":[]}`,
		`{"game":"burn","sides":{"A":["a"]},"rounds":[]}`,
		`{"game":"myre","options":{"nope":1}}`,
		`{"game":"myre","scout":null,"red":[null],"black":{}}`,
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		for _, verb := range []string{"resolve", "score"} {
			var out, errw bytes.Buffer
			code := run([]string{verb}, strings.NewReader(in), &out, &errw)
			switch code {
			case exitOK:
				if errw.Len() != 0 || out.Len() == 0 {
					t.Fatalf("%s %q: exit 0 with stdout %q stderr %q", verb, in, out.String(), errw.String())
				}
			case exitBadInput:
				if out.Len() != 0 || strings.Count(errw.String(), "\n") != 1 {
					t.Fatalf("%s %q: exit 2 with stdout %q stderr %q", verb, in, out.String(), errw.String())
				}
			default:
				t.Fatalf("%s %q: exit %d: %s", verb, in, code, errw.String())
			}
		}
	})
}

// TestEveryGameRefusesUnknownOptions checks the contract's rule that an
// unknown house-rule option is refused, for every game registered.
func TestEveryGameRefusesUnknownOptions(t *testing.T) {
	for _, id := range all.IDs() {
		for _, verb := range []string{"resolve", "score"} {
			in := `{"game":"` + id + `","options":{"no_such_option":true}}`
			var out, errw bytes.Buffer
			code := run([]string{verb}, strings.NewReader(in), &out, &errw)
			if code != exitBadInput || !strings.Contains(errw.String(), "no_such_option") {
				t.Errorf("%s %s with an unknown option: exit %d, %q", id, verb, code, errw.String())
			}
		}
	}
}

// FuzzErrorLine (issue 26): whatever an error message carries from the
// input, the line on stderr is one line of valid UTF-8 with no control,
// bidi or invisible format character, and every character kept is shown.
func FuzzErrorLine(f *testing.F) {
	for _, s := range []string{"won.A\x1b[2J\x1b[31mPWN: not a side", "A\u202eB", "a\nb\r\nc", "\xff\xfe", "Zoë \u200d", strings.Repeat("é", 1500)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, msg string) {
		var errw bytes.Buffer
		fail(&errw, exitBadInput, "%s", msg)
		line := errw.String()
		if strings.Count(line, "\n") != 1 || !strings.HasSuffix(line, "\n") {
			t.Fatalf("%q: not one line: %q", msg, line)
		}
		body := strings.TrimSuffix(line, "\n")
		if !utf8.ValidString(body) {
			t.Fatalf("%q: not UTF-8: %q", msg, line)
		}
		for _, r := range body {
			if unsafeRune(r) {
				t.Fatalf("%q: U+%04X on stderr: %q", msg, r, line)
			}
		}
	})
}
