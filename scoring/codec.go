package scoring

import (
	"bytes"
	"encoding/json"
	"fmt"

	"arbiter/engine/game"
)

// Codec is a game's JSON, used only at the edges: the CLI, storage's
// serialization, import and export. Between packages, rounds, results,
// setups and states travel as the game's Go types.
type Codec interface {
	// DecodeSetup reads a game's setup: the fields of its record other
	// than "game", "options" and the rounds list (Burn's "sides", Hyrule's
	// "players"...). An empty object is the game's setup with no extras.
	DecodeSetup(raw json.RawMessage) (Setup, error)
	EncodeSetup(Setup) (json.RawMessage, error)
	// DecodeRound reads one element of the record's rounds list. Refusals
	// name fields relative to the round ("battles[0].red[1]").
	DecodeRound(raw json.RawMessage) (Round, error)
	EncodeRound(Round) (json.RawMessage, error)
	// EncodeResult and DecodeResult carry a round's result (as stored with
	// the round, for the record and the Why? of past rounds).
	EncodeResult(Result) (json.RawMessage, error)
	DecodeResult(raw json.RawMessage) (Result, error)
	// EncodeState and DecodeState carry a State between sessions, so that
	// a stored game resumes from its last round without replaying the
	// ones before.
	EncodeState(State) (json.RawMessage, error)
	DecodeState(raw json.RawMessage, setup Setup, opts Values) (State, error)
	// Resolve answers `arbiter-cli resolve` (one table event); Score
	// answers `arbiter-cli score` (a whole record). Both return a value
	// that marshals to the contract's output.
	Resolve(input []byte) (any, error)
	Score(input []byte) (any, error)
}

// Record is a whole game as the CLI's score input and an export carry it.
type Record struct {
	Options Values
	Setup   Setup
	Rounds  []Round
}

// RecordReader is implemented by a codec whose record has a form of its
// own beyond setup fields plus a rounds list (Hyrule nests a level round's
// run-off game): DecodeRecord then leaves the whole reading to it.
type RecordReader interface {
	ReadRecord(d Definition, input []byte) (Record, error)
}

// DecodeRecord reads a game's record: {"game", "options", setup fields...,
// <rounds key>: [...]}. Each round is read by the game's codec and its
// refusals are prefixed with "<rounds key>[i]".
func DecodeRecord(d Definition, input []byte) (Record, error) {
	if rr, ok := d.Codec().(RecordReader); ok {
		return rr.ReadRecord(d, input)
	}
	return DecodeRecordFields(d, input)
}

// DecodeRecordFields is DecodeRecord's reading of the usual form, for a
// RecordReader to build on.
func DecodeRecordFields(d Definition, input []byte) (Record, error) {
	var m map[string]json.RawMessage
	if err := game.Decode(input, &m); err != nil {
		return Record{}, err
	}
	if m == nil {
		return Record{}, game.Refuse(game.ErrInvalid, nil, "", msgRecordObject.With())
	}
	info := d.Info()
	if g, ok := m["game"]; ok {
		var id string
		if json.Unmarshal(g, &id) != nil || id != info.ID {
			return Record{}, game.Refuse(game.ErrInvalid, nil, "game", msgOtherGame.With(string(g), info.ID))
		}
		delete(m, "game")
	}
	opts, err := d.Options().Parse(m["options"])
	if err != nil {
		return Record{}, err
	}
	delete(m, "options")
	var rawRounds []json.RawMessage
	if info.RoundsKey != "" {
		if l, ok := m[info.RoundsKey]; ok {
			l = bytes.TrimSpace(l)
			if len(l) > 0 && string(l) != "null" {
				if err := json.Unmarshal(l, &rawRounds); err != nil {
					return Record{}, game.Refuse(game.ErrInvalid, nil, info.RoundsKey, msgRoundsList.With(roundNoun(info)))
				}
			}
			delete(m, info.RoundsKey)
		}
	}
	if len(rawRounds) > MaxRounds {
		return Record{}, game.Refuse(game.ErrInvalid, nil, info.RoundsKey, msgTooManyRounds.With(len(rawRounds), roundNoun(info), MaxRounds))
	}
	setupJSON, err := json.Marshal(m)
	if err != nil {
		return Record{}, err
	}
	c := d.Codec()
	setup, err := c.DecodeSetup(setupJSON)
	if err != nil {
		return Record{}, err
	}
	rec := Record{Options: opts, Setup: setup, Rounds: make([]Round, 0, len(rawRounds))}
	for i, raw := range rawRounds {
		r, err := c.DecodeRound(raw)
		if err != nil {
			return Record{}, game.Prefix(err, fmt.Sprintf("%s[%d]", info.RoundsKey, i))
		}
		rec.Rounds = append(rec.Rounds, r)
	}
	return rec, nil
}

// MaxRounds bounds the rounds of one game: far more than any evening, few
// enough that nothing a record holds can overflow a total.
const MaxRounds = 100000

// Play starts the record's game and applies its rounds in order; a refused
// round's error is prefixed with "<rounds key>[i]".
func Play(d Definition, rec Record) (State, []Result, error) {
	st, err := Start(d, rec.Setup, rec.Options)
	if err != nil {
		return nil, nil, err
	}
	key := d.Info().RoundsKey
	results := make([]Result, 0, len(rec.Rounds))
	for i, r := range rec.Rounds {
		res, err := st.Apply(r)
		if err != nil {
			return nil, nil, game.Prefix(err, fmt.Sprintf("%s[%d]", key, i))
		}
		results = append(results, res)
	}
	return st, results, nil
}

// JSONCodec is a Codec for games whose setup, round, result and state are
// Go types that encoding/json reads and writes as they are (their own
// MarshalJSON/UnmarshalJSON included). Each hook may be set to read or
// write in a game's own way instead; Resolve and Score must be set.
type JSONCodec[S, R, O any, St State] struct {
	ReadSetup  func(json.RawMessage) (S, error)
	ReadRound  func(json.RawMessage) (R, error)
	ReadState  func(raw json.RawMessage, setup S, opts Values) (St, error)
	WriteState func(St) (json.RawMessage, error)
	ResolveFn  func(input []byte) (any, error)
	ScoreFn    func(input []byte) (any, error)
}

func (c JSONCodec[S, R, O, St]) DecodeSetup(raw json.RawMessage) (Setup, error) {
	if c.ReadSetup != nil {
		return c.ReadSetup(raw)
	}
	var s S
	if err := game.Decode(emptyObject(raw), &s); err != nil {
		return nil, err
	}
	return s, nil
}

func (c JSONCodec[S, R, O, St]) EncodeSetup(s Setup) (json.RawMessage, error) {
	v, ok := As[S](s)
	if !ok {
		return nil, wrongType("setup", s)
	}
	return json.Marshal(v)
}

func (c JSONCodec[S, R, O, St]) DecodeRound(raw json.RawMessage) (Round, error) {
	if c.ReadRound != nil {
		return c.ReadRound(raw)
	}
	var r R
	if err := game.Decode(raw, &r); err != nil {
		return nil, err
	}
	return r, nil
}

func (c JSONCodec[S, R, O, St]) EncodeRound(r Round) (json.RawMessage, error) {
	v, ok := As[R](r)
	if !ok {
		return nil, wrongType("round", r)
	}
	return json.Marshal(v)
}

func (c JSONCodec[S, R, O, St]) EncodeResult(r Result) (json.RawMessage, error) {
	v, ok := As[O](r)
	if !ok {
		return nil, wrongType("result", r)
	}
	return json.Marshal(v)
}

func (c JSONCodec[S, R, O, St]) DecodeResult(raw json.RawMessage) (Result, error) {
	var o O
	if err := json.Unmarshal(raw, &o); err != nil {
		return nil, fmt.Errorf("stored result: %w", err)
	}
	return o, nil
}

func (c JSONCodec[S, R, O, St]) EncodeState(s State) (json.RawMessage, error) {
	v, ok := s.(St)
	if !ok {
		return nil, wrongType("state", s)
	}
	if c.WriteState != nil {
		return c.WriteState(v)
	}
	return json.Marshal(v)
}

func (c JSONCodec[S, R, O, St]) DecodeState(raw json.RawMessage, setup Setup, opts Values) (State, error) {
	s, ok := As[S](setup)
	if !ok {
		return nil, wrongType("setup", setup)
	}
	if c.ReadState == nil {
		return nil, fmt.Errorf("scoring: no state reader")
	}
	return c.ReadState(raw, s, opts)
}

func (c JSONCodec[S, R, O, St]) Resolve(input []byte) (any, error) {
	if c.ResolveFn == nil {
		return nil, fmt.Errorf("resolve is %w", game.ErrNotImplemented)
	}
	return c.ResolveFn(input)
}

func (c JSONCodec[S, R, O, St]) Score(input []byte) (any, error) {
	if c.ScoreFn == nil {
		return nil, fmt.Errorf("score is %w", game.ErrNotImplemented)
	}
	return c.ScoreFn(input)
}

func emptyObject(raw json.RawMessage) json.RawMessage {
	if len(bytes.TrimSpace(raw)) == 0 || string(bytes.TrimSpace(raw)) == "null" {
		return json.RawMessage("{}")
	}
	return raw
}

func wrongType(what string, v any) error {
	return fmt.Errorf("%s of type %T: %w", what, v, ErrWrongType)
}

// As returns v as a T, accepting a non-nil *T too: a game's round, result
// or setup may travel by value or by pointer.
func As[T any](v any) (T, bool) {
	if t, ok := v.(T); ok {
		return t, true
	}
	if p, ok := v.(*T); ok && p != nil {
		return *p, true
	}
	var zero T
	return zero, false
}

// SetupOf returns a game's setup as its own type T: nil is T's zero value
// (the setup with no extras); a value of another type is not a T.
func SetupOf[T any](setup Setup) (T, bool) {
	if setup == nil {
		var zero T
		return zero, true
	}
	return As[T](setup)
}

// The record reader's refusals.
var (
	msgRecordObject  = game.Define("scoring.record.object", "input must be a JSON object")
	msgOtherGame     = game.Define("scoring.record.other_game", "%s, but this is a game of %s")
	msgRoundsList    = game.Define("scoring.record.rounds_list", "expected a list of %s")
	msgTooManyRounds = game.Define("scoring.record.too_many_rounds", "%d %s: more than the %d a stored game may hold")
)

// roundNouns are the games' rounds in the plural, as the record's
// refusals say them.
var roundNouns = map[string]game.Word{
	"hand":   game.W("scoring.rounds.hands", "hands"),
	"deal":   game.W("scoring.rounds.deals", "deals"),
	"round":  game.W("scoring.rounds.rounds", "rounds"),
	"turn":   game.W("scoring.rounds.turns", "turns"),
	"attack": game.W("scoring.rounds.attacks", "attacks"),
	"claim":  game.W("scoring.rounds.claims", "claims"),
}

// roundNoun is a game's round in the plural ("hands", "deals").
func roundNoun(info Info) game.Word {
	if w, ok := roundNouns[info.RoundNoun]; ok {
		return w
	}
	return game.W("", info.RoundNoun+"s")
}
