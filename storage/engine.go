package storage

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"

	"arbiter/engine/game"
)

// outcome is what storage reads from a game's Score output, generically:
// every game's score output has "totals" (Hyrule: "captured"), "finished"
// and "winner" (a side, a list of sides, or null), and most have a list of
// per-round results under the same name as their rounds list.
type outcome struct {
	Totals   json.RawMessage    // as the game wrote it; "{}" when absent
	Scores   map[string]float64 // the numeric totals per side
	Finished bool
	Winners  []string
	PerRound []json.RawMessage // the game's per-round results, if any
}

// plugin finds a game's plugin and checks it can score.
func plugin(kind string) (game.Plugin, error) {
	p, err := game.Lookup(kind)
	if err != nil {
		return p, err
	}
	if p.Score == nil {
		return p, fmt.Errorf("%s: storing games needs its score command, which is %w", kind, game.ErrNotImplemented)
	}
	return p, nil
}

// scoreInput puts a stored game back together as its Score input.
func scoreInput(p game.Plugin, kind string, options, setup json.RawMessage, rounds []json.RawMessage) ([]byte, error) {
	m := map[string]json.RawMessage{}
	if len(setup) > 0 {
		if err := json.Unmarshal(setup, &m); err != nil {
			return nil, fmt.Errorf("stored setup of the game is not an object: %w", err)
		}
	}
	m["game"], _ = json.Marshal(kind)
	if len(options) > 0 && !bytes.Equal(options, []byte("{}")) {
		m["options"] = options
	}
	if p.Rounds != "" {
		list := rounds
		if list == nil {
			list = []json.RawMessage{}
		}
		b, err := json.Marshal(list)
		if err != nil {
			return nil, err
		}
		m[p.Rounds] = b
	}
	return json.Marshal(m)
}

// score runs the game's Score on the stored game with the given rounds.
func score(p game.Plugin, kind string, options, setup json.RawMessage, rounds []json.RawMessage) (outcome, error) {
	in, err := scoreInput(p, kind, options, setup, rounds)
	if err != nil {
		return outcome{}, err
	}
	res, err := callScore(p, in)
	if err != nil {
		return outcome{}, err
	}
	b, err := json.Marshal(res)
	if err != nil {
		return outcome{}, fmt.Errorf("%s: score output cannot be stored: %v", kind, err)
	}
	return parseOutcome(b, p.Rounds)
}

// callScore shields storage from a game's panic: a bug in an engine must
// not take the history down with it.
func callScore(p game.Plugin, in []byte) (res any, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: internal error in the game's scoring: %v", p.ID, r)
		}
	}()
	return p.Score(in)
}

func parseOutcome(b []byte, roundsKey string) (outcome, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return outcome{}, fmt.Errorf("score output is not an object: %v", err)
	}
	o := outcome{Totals: json.RawMessage("{}"), Scores: map[string]float64{}, Winners: []string{}}
	for _, k := range []string{"totals", "captured"} {
		if t, ok := m[k]; ok && len(t) > 0 && t[0] == '{' {
			o.Totals = compactJSON(t)
			var raw map[string]json.RawMessage
			if json.Unmarshal(t, &raw) == nil {
				for side, v := range raw {
					var f float64
					if json.Unmarshal(v, &f) == nil {
						o.Scores[side] = f
					}
				}
			}
			break
		}
	}
	if f, ok := m["finished"]; ok {
		_ = json.Unmarshal(f, &o.Finished)
	}
	o.Winners = parseWinners(m["winners"])
	if len(o.Winners) == 0 {
		o.Winners = parseWinners(m["winner"])
	}
	if roundsKey != "" {
		if l, ok := m[roundsKey]; ok {
			_ = json.Unmarshal(l, &o.PerRound)
		}
	}
	return o, nil
}

// parseWinners reads "winner" (or "winners"): a side, a list of sides (a
// shared win), or null/absent.
func parseWinners(w json.RawMessage) []string {
	out := []string{}
	if len(w) == 0 {
		return out
	}
	var one string
	if json.Unmarshal(w, &one) == nil {
		if one != "" && one != "none" {
			out = append(out, one)
		}
		return out
	}
	var many []string
	if json.Unmarshal(w, &many) == nil {
		for _, s := range many {
			if s != "" {
				out = append(out, s)
			}
		}
		sort.Strings(out)
		return out
	}
	var n json.Number
	if json.Unmarshal(w, &n) == nil {
		if _, err := strconv.ParseFloat(string(n), 64); err == nil {
			out = append(out, n.String())
		}
	}
	return out
}

// compactJSON returns b without insignificant spaces (the stored form).
func compactJSON(b []byte) json.RawMessage {
	var buf bytes.Buffer
	if err := json.Compact(&buf, b); err != nil {
		return append(json.RawMessage(nil), b...)
	}
	return buf.Bytes()
}

// maxDepth bounds the nesting of any JSON storage accepts: table events are
// a few levels deep; a deeply nested file is an attack or an accident.
const maxDepth = 64

// checkJSON verifies b is one well-formed JSON value nested at most
// maxDepth levels, and returns it compacted.
func checkJSON(field string, b []byte) (json.RawMessage, error) {
	if len(bytes.TrimSpace(b)) == 0 {
		return nil, invalidf("%s is empty", field)
	}
	if err := checkDepth(b, maxDepth); err != nil {
		return nil, invalidf("%s: %v", field, err)
	}
	if !json.Valid(b) {
		var v any
		err := json.Unmarshal(b, &v)
		return nil, invalidf("%s is not valid JSON: %v", field, err)
	}
	return compactJSON(b), nil
}

var errTooDeep = errors.New("JSON nested too deeply")

// checkDepth scans JSON text for nesting deeper than max, without
// allocating (strings are skipped with their escapes).
func checkDepth(b []byte, max int) error {
	depth := 0
	inString := false
	for i := 0; i < len(b); i++ {
		c := b[i]
		if inString {
			switch c {
			case '\\':
				i++
			case '"':
				inString = false
			}
			continue
		}
		switch c {
		case '"':
			inString = true
		case '{', '[':
			depth++
			if depth > max {
				return fmt.Errorf("%w (more than %d levels at byte %d)", errTooDeep, max, i)
			}
		case '}', ']':
			depth--
		}
	}
	return nil
}

// fullOptions returns the game's options with every house-rule switch
// spelled out (the defaults from the game's Rules, overlaid with the
// table's choices), so that the stored rule set replays the same even if a
// default changes later.
func fullOptions(p game.Plugin, given json.RawMessage) (json.RawMessage, bool) {
	if p.Rules == nil {
		return given, false
	}
	rules := p.Rules()
	if len(rules.Options) == 0 {
		return given, false
	}
	m := map[string]any{}
	for _, o := range rules.Options {
		if o.Name != "" && o.Default != nil {
			m[o.Name] = o.Default
		}
	}
	var g map[string]json.RawMessage
	if len(given) > 0 {
		if err := json.Unmarshal(given, &g); err != nil {
			return given, false
		}
	}
	for k, v := range g {
		m[k] = v
	}
	b, err := json.Marshal(m)
	if err != nil {
		return given, false
	}
	return b, true
}
