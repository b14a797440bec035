package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// call runs the tool in-process and returns exit code, stdout and stderr.
func call(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errw bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errw)
	return code, out.String(), errw.String()
}

// refused checks the contract for bad input: exit 2, nothing on stdout, one
// line on stderr that mentions want.
func refused(t *testing.T, code int, stdout, stderr, want string) {
	t.Helper()
	if code != exitBadInput {
		t.Errorf("exit %d, want 2 (stderr %q)", code, stderr)
	}
	if stdout != "" {
		t.Errorf("stdout should be empty, got %q", stdout)
	}
	if strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "arbiter: ") {
		t.Errorf("stderr should be one line starting with \"arbiter: \", got %q", stderr)
	}
	if !strings.Contains(stderr, want) {
		t.Errorf("stderr %q should mention %q", stderr, want)
	}
	if strings.Contains(stderr, "goroutine") || strings.Contains(stderr, "panic") {
		t.Errorf("stderr carries a trace: %q", stderr)
	}
}

func TestBadInputs(t *testing.T) {
	tests := []struct {
		name, in string
		args     []string
		want     string
	}{
		{"card that does not exist", `{"game":"myre","scout":["6H"],"red":["11H"],"black":[]}`, []string{"resolve"}, `11H`},
		{"malformed JSON", `{"game":"myre",`, []string{"resolve"}, "not valid JSON"},
		{"an array", `[{"game":"myre"}]`, []string{"resolve"}, "array"},
		{"a number", `42`, []string{"score"}, "a number"},
		{"empty input", ``, []string{"resolve"}, "empty"},
		{"unknown game", `{"game":"poker"}`, []string{"resolve"}, `"poker" is not a game`},
		{"game not a string", `{"game":7}`, []string{"resolve"}, `game: must be a string`},
		{"no game", `{"cards":[]}`, []string{"resolve"}, `game: missing`},
		{"unknown flag", `{}`, []string{"resolve", "--fast"}, "flag provided but not defined"},
		{"two files", `{}`, []string{"resolve", "a", "b"}, "one input file"},
		{"missing file", ``, []string{"resolve", "/nonexistent/x.json"}, "cannot read /nonexistent/x.json"},
		{"unknown command", ``, []string{"play"}, `"play" is not a command`},
		{"rules of unknown game", ``, []string{"rules", "chess"}, `"chess" is not a game`},
		{"version with args", ``, []string{"version", "x"}, "no arguments"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errw := call(t, tt.in, tt.args...)
			refused(t, code, out, errw, tt.want)
		})
	}
}

func TestTooLargeInput(t *testing.T) {
	big := `{"game":"myre","pad":"` + strings.Repeat("x", 10<<20) + `"}`
	code, out, errw := call(t, big, "resolve")
	refused(t, code, out, errw, "larger than 4 MiB")

	path := filepath.Join(t.TempDir(), "big.json")
	if err := os.WriteFile(path, []byte(big), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errw = call(t, "", "score", path)
	refused(t, code, out, errw, "larger than 4 MiB")
}

func TestVersionAndRules(t *testing.T) {
	code, out, _ := call(t, "", "version")
	if code != 0 || !strings.Contains(out, `"engine"`) {
		t.Fatalf("version: %d %s", code, out)
	}
	code, out, _ = call(t, "", "rules")
	if code != 0 || !strings.Contains(out, `"mortal-swords"`) || !strings.Contains(out, `"implemented"`) {
		t.Fatalf("rules: %d %s", code, out)
	}
}

func TestUsage(t *testing.T) {
	code, out, _ := call(t, "", "help")
	if code != 0 || !strings.Contains(out, "resolve") || !strings.Contains(out, "score") {
		t.Errorf("help: %d %q", code, out)
	}
}
