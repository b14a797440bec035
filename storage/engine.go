package storage

import (
	"arbiter/scoring/all"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"arbiter/engine/game"
	"arbiter/scoring"
)

// gameRules is a stored game's definition with its setup and options read
// back into the game's own types: what storage needs to start the game,
// resume it from a stored state, and read or write its rounds.
type gameRules struct {
	def   scoring.Definition
	codec scoring.Codec
	info  scoring.Info
	setup scoring.Setup
	opts  scoring.Values
}

// games are the games a history can hold: every game Arbiter knows (a
// test adds games of its own).
var games = all.Games

// rulesOf reads a stored game's kind, setup and options.
func rulesOf(kind string, setup, options json.RawMessage) (gameRules, error) {
	def, err := games.Lookup(kind)
	if err != nil {
		return gameRules{}, err
	}
	r := gameRules{def: def, codec: def.Codec(), info: def.Info()}
	if r.setup, err = r.codec.DecodeSetup(emptyObject(setup)); err != nil {
		return gameRules{}, err
	}
	if r.opts, err = def.Options().Parse(options); err != nil {
		return gameRules{}, err
	}
	return r, nil
}

func emptyObject(b json.RawMessage) json.RawMessage {
	b = bytes.TrimSpace(b)
	if len(b) == 0 || string(b) == "null" {
		return json.RawMessage("{}")
	}
	return b
}

// start returns the game's state before its first round.
func (r gameRules) start() (scoring.State, error) {
	return safely(r.info.ID, func() (scoring.State, error) { return r.def.New(r.setup, r.opts) })
}

// resume returns the state stored after a round.
func (r gameRules) resume(raw json.RawMessage) (scoring.State, error) {
	return safely(r.info.ID, func() (scoring.State, error) { return r.codec.DecodeState(raw, r.setup, r.opts) })
}

// apply plays one round on st, shielding storage from a game's panic: a
// bug in an engine must not take the history down with it.
func (r gameRules) apply(st scoring.State, round scoring.Round) (res scoring.Result, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s: internal error in the game's rules: %v", r.info.ID, p)
		}
	}()
	return st.Apply(round)
}

func safely[T any](kind string, fn func() (T, error)) (v T, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s: internal error in the game's rules: %v", kind, p)
		}
	}()
	return fn()
}

// encoded is what storage writes for one applied round.
type encoded struct {
	input, result, state, totals json.RawMessage
	// steps are the result's steps typed (scoring.ResultSteps).
	steps    json.RawMessage
	standing scoring.Standing
}

// encode turns an applied round, its result and the state after it into
// their stored forms.
func (r gameRules) encode(round scoring.Round, res scoring.Result, st scoring.State) (encoded, error) {
	var e encoded
	var err error
	if round != nil {
		if e.input, err = r.codec.EncodeRound(round); err != nil {
			return e, fmt.Errorf("%s: the round cannot be stored: %w", r.info.ID, err)
		}
	}
	if e.result, err = r.codec.EncodeResult(res); err != nil {
		return e, fmt.Errorf("%s: the result cannot be stored: %w", r.info.ID, err)
	}
	// A step whose message cannot be stored typed is stored as its text
	// (the games' tests check every step can be): it must not cost the
	// round.
	e.steps, _ = scoring.ResultSteps(res)
	if e.state, err = r.codec.EncodeState(st); err != nil {
		return e, fmt.Errorf("%s: the game's state cannot be stored: %w", r.info.ID, err)
	}
	e.standing = st.Standing()
	e.totals = totalsJSON(e.standing)
	return e, nil
}

// totalsJSON is the stored form of a standing's totals: {"side": points}.
func totalsJSON(s scoring.Standing) json.RawMessage {
	m := make(map[string]int, len(s.Totals))
	for _, t := range s.Totals {
		m[t.Side] = t.Points
	}
	b, _ := json.Marshal(m)
	return b
}

// outcomeJSON is the outcome stored with a round version: where the game
// stood after it (totals, finished, winners). The round's full result is
// kept once, with the round (rounds.result), and can be computed again
// from the state stored before the round.
func outcomeJSON(s scoring.Standing) json.RawMessage {
	winners := s.Winners
	if winners == nil {
		winners = []string{}
	}
	b, _ := json.Marshal(struct {
		Totals   json.RawMessage `json:"totals"`
		Finished bool            `json:"finished"`
		Winners  []string        `json:"winners"`
	}{totalsJSON(s), s.Finished, winners})
	return b
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
// maxDepth levels, with no key given twice, and returns it compacted.
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
	if err := game.CheckDuplicateKeys(b); err != nil {
		return nil, game.Prefix(err, field)
	}
	prefix := field
	if field == "input" {
		prefix = "" // a record's fields are named from its top
	}
	if err := CheckText(prefix, b); err != nil {
		return nil, err
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

// lowerWins reports whether the lowest total wins a kind of game.
func lowerWins(kind string) bool {
	info, ok := games.InfoFor(kind)
	return ok && info.LowerWins
}

// leadersOf are the sides with the best total of a kind of game.
func leadersOf(kind string, totals map[string]float64) []string {
	st := scoring.Standing{LowerWins: lowerWins(kind)}
	for _, side := range sortedKeys(totals) {
		st.Totals = append(st.Totals, scoring.SideTotal{Side: side, Points: int(totals[side])})
	}
	out := st.Leaders()
	if out == nil {
		out = []string{}
	}
	return out
}
