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
