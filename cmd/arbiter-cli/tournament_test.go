package main

import (
	"encoding/json"
	"os"
	"testing"
)

// TestTournamentGolden runs `tournament` over a corpus of leagues and
// knock-outs (Pymtheg and Burn, valid and refused) whose exit code, stdout
// and stderr were recorded with the command before its scoring became typed
// Go functions: the output must stay byte for byte the same.
func TestTournamentGolden(t *testing.T) {
	b, err := os.ReadFile("testdata/tournament_golden.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Name   string `json:"name"`
		Input  string `json:"input"`
		Code   int    `json:"code"`
		Stdout string `json:"stdout"`
		Stderr string `json:"stderr"`
	}
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatal(err)
	}
	if len(cases) < 100 {
		t.Fatalf("only %d cases", len(cases))
	}
	for _, c := range cases {
		code, out, errw := call(t, c.Input, "tournament")
		if code != c.Code || out != c.Stdout || errw != c.Stderr {
			t.Errorf("%s: exit %d (want %d)\nstdout %.300q\nwant   %.300q\nstderr %q\nwant   %q", c.Name, code, c.Code, out, c.Stdout, errw, c.Stderr)
		}
	}
}

// Issue 17 item 6: scores near 2^63 wrapped, so both teams of a table got
// -9223372036854775808 and a third team became champion. Such a score is
// refused as a table that could not have happened (GEN-1).
func TestTournamentOverflowRefused(t *testing.T) {
	for _, in := range []string{
		`{"game":"pymtheg","form":"league","teams":["A","B","C","D"],"tables":[{"sessions":[{"NS":"A","EW":"B","score":{"NS":9223372036854775807,"EW":-9223372036854775808}},{"NS":"C","EW":"D","score":{"NS":0,"EW":50}}]}]}`,
		`{"game":"pymtheg","form":"knockout","match_length":[2],"rounds":[{"matches":[{"NS":"A","EW":"B","scores":[{"NS":9223372036854775807,"EW":0},{"NS":9223372036854775807,"EW":0}]}]}]}`,
		`{"game":"burn","form":"league","teams":["A","B","C","D"],"tables":[{"sessions":[{"sides":{"A":["a"],"B":["b"]},"points":{"A":9223372036854775807,"B":0}},{"sides":{"C":["c"],"D":["d"]},"points":{"C":1,"D":0}}]}]}`,
	} {
		code, out, errw := call(t, in, "tournament")
		refused(t, code, out, errw, "GEN-1")
	}
}
