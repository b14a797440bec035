// Package gametest runs rule cases — the worked examples of the rulebooks,
// in the JSON form of shared/cases — through the game registry inside
// `go test`, with the same matching rules as the check-cases tool: expected
// objects are a subset of the output, lists and scalars must be equal, and
// the card lists "captured", "jokers_taken" and "tied" may come in any order.
package gametest

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"arbiter/engine/game"
	"arbiter/scoring"
)

// Case is one worked example.
type Case struct {
	Name        string          `json:"name"`
	Command     string          `json:"command"`
	Input       json.RawMessage `json:"input"`
	Expect      json.RawMessage `json:"expect"`
	ExpectError bool            `json:"expect_error"`
	// Error is the reason a refusal case must give; every refusal case
	// carries one, so that a case cannot pass on the wrong refusal.
	Error *Reason `json:"error,omitempty"`
}

// Reason is what a refusal must name. Field is compared exactly with the
// refusal's field ("" for the input as a whole); Rule must be part of the
// rule the refusal cites (a ruling id such as "GEN-1", or words of the
// rule); Kind, when given, is "invalid", "illegal" or "impossible".
// Field may be left out only when Rule is given, and the other way round.
// Sentinel, when given, must be part of the text of the game's sentinel
// the refusal carries (game.Error.Sentinel): refusals of one field and
// rule (several GEN-1 refusals of a round's cards_left) are told apart
// by it.
type Reason struct {
	Field    *string `json:"field,omitempty"`
	Rule     string  `json:"rule,omitempty"`
	Kind     string  `json:"kind,omitempty"`
	Sentinel string  `json:"sentinel,omitempty"`
}

// unordered lists the card lists whose order the contract leaves free.
var unordered = map[string]bool{"captured": true, "jokers_taken": true, "tied": true}

// RunFile runs every case of a JSON file (a list of Case) as a subtest.
func RunFile(t *testing.T, games *scoring.Catalog, path string) {
	t.Helper()
	cases := load(t, path)
	if len(cases) == 0 {
		t.Fatalf("%s holds no cases", path)
	}
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			if msg := Run(games, c); msg != "" {
				t.Error(msg)
			}
		})
	}
}

func load(t *testing.T, path string) []Case {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var cases []Case
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return cases
}

// Run runs one case through games and returns "" when it passes, else
// what differs.
func Run(games *scoring.Catalog, c Case) string {
	out, err := Call(games, c.Command, c.Input)
	if c.ExpectError {
		if err == nil {
			return fmt.Sprintf("want a refusal, got %s", mustJSON(out))
		}
		if !game.IsRefusal(err) {
			return fmt.Sprintf("want a refusal (ErrInvalid or ErrIllegal), got %v", err)
		}
		if err.Error() == "" {
			return "refusal without a message"
		}
		return CheckReason(c.Error, err)
	}
	if err != nil {
		return fmt.Sprintf("unexpected error: %v", err)
	}
	var got, want any
	if err := json.Unmarshal(mustJSON(out), &got); err != nil {
		return fmt.Sprintf("output is not JSON: %v", err)
	}
	if err := json.Unmarshal(c.Expect, &want); err != nil {
		return fmt.Sprintf("expect is not JSON: %v", err)
	}
	return Subset(want, got, "$")
}

// CheckReason returns "" when err gives the reason r expects, else what
// differs. A missing r is a failure: a refusal case must say why.
func CheckReason(r *Reason, err error) string {
	if r == nil || (r.Field == nil && r.Rule == "") {
		return fmt.Sprintf("refusal case without \"error\": {\"field\", \"rule\"}: it would pass on any refusal (got %q, field %q, rule %q)",
			err.Error(), game.FieldOf(err), game.RuleOf(err))
	}
	var e *game.Error
	if !errors.As(err, &e) {
		return fmt.Sprintf("refusal %q is not a *game.Error: its field and rule cannot be read", err.Error())
	}
	if r.Field != nil && e.Field != *r.Field {
		return fmt.Sprintf("refusal names field %q, want %q (%s)", e.Field, *r.Field, err.Error())
	}
	if r.Rule != "" && !strings.Contains(e.Rule, r.Rule) {
		return fmt.Sprintf("refusal cites rule %q, want %q (%s)", e.Rule, r.Rule, err.Error())
	}
	if r.Sentinel != "" && (e.Sentinel == nil || !strings.Contains(e.Sentinel.Error(), r.Sentinel)) {
		return fmt.Sprintf("refusal's sentinel is %v, want one saying %q (%s)", e.Sentinel, r.Sentinel, err.Error())
	}
	if r.Kind != "" {
		kinds := map[string]error{"invalid": game.ErrInvalid, "illegal": game.ErrIllegal, "impossible": game.ErrImpossible}
		k, ok := kinds[r.Kind]
		if !ok {
			return fmt.Sprintf("error.kind %q: invalid, illegal or impossible", r.Kind)
		}
		if !errors.Is(err, k) {
			return fmt.Sprintf("refusal is not %s (%s)", r.Kind, err.Error())
		}
	}
	return ""
}

// Call runs a command ("resolve" or "score"; empty means resolve) on an
// input through a list of games, as arbiter-cli does through every game
// (a game's own tests pass a catalog of that game alone).
func Call(games *scoring.Catalog, command string, input []byte) (any, error) {
	id, err := games.ReadHeader(input)
	if err != nil {
		return nil, err
	}
	d, err := games.Lookup(id)
	if err != nil {
		return nil, err
	}
	if command == "score" {
		return d.Codec().Score(input)
	}
	return d.Codec().Resolve(input)
}

// Subset reports "" when want is contained in got, else the first
// difference with its JSON path.
func Subset(want, got any, path string) string {
	key := path
	if i := lastDot(path); i >= 0 {
		key = path[i+1:]
	}
	if wl, ok := want.([]any); ok && unordered[key] {
		if gl, ok := got.([]any); ok {
			want, got = sortedStrings(wl), sortedStrings(gl)
		}
	}
	if wm, ok := want.(map[string]any); ok {
		gm, ok := got.(map[string]any)
		if !ok {
			return fmt.Sprintf("%s: want an object, got %s", path, mustJSON(got))
		}
		keys := make([]string, 0, len(wm))
		for k := range wm {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			gv, ok := gm[k]
			if !ok {
				return fmt.Sprintf("%s.%s: missing", path, k)
			}
			if d := Subset(wm[k], gv, path+"."+k); d != "" {
				return d
			}
		}
		return ""
	}
	if string(mustJSON(want)) != string(mustJSON(got)) {
		return fmt.Sprintf("%s: want %s, got %s", path, mustJSON(want), mustJSON(got))
	}
	return ""
}

func lastDot(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '.' {
			return i
		}
	}
	return -1
}

func sortedStrings(l []any) []any {
	ss := make([]string, len(l))
	for i, v := range l {
		ss[i] = fmt.Sprint(v)
	}
	sort.Strings(ss)
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		return []byte(fmt.Sprintf("%q", errors.New("unmarshalable: "+err.Error())))
	}
	return b
}
