package scoring

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"sync"

	"arbiter/engine/game"
)

// A round's result holds explanation steps (game.Step) wherever its game
// keeps them. Its JSON (Codec.EncodeResult) keeps each step's text, as the
// CLI writes it; ResultSteps is the steps' typed form beside it (message
// ids and typed arguments), which the history stores with the result so
// that a round read back is said in any reader's language, as it was
// when it was computed.

// ResultSteps is the typed form of every step of a result, in the order
// the result holds them (game.EncodeSteps). The error names the steps
// whose messages cannot be stored (an argument type no package
// registered, game.StoredArg); the typed form is good either way, those
// steps read back as their text.
func ResultSteps(res Result) (json.RawMessage, error) {
	return game.EncodeSteps(StepsOf(res))
}

// StepsOf is every step a result holds, in order (copies).
func StepsOf(res Result) []game.Step {
	var steps []game.Step
	if res != nil {
		walkSteps(reflect.ValueOf(&res).Elem(), false, func(s *game.Step) { steps = append(steps, *s) })
	}
	return steps
}

// WithResultSteps is a result read back from its JSON with the typed
// form of its steps as stored (ResultSteps) put back into it. Steps the
// stored form does not say exactly as they read stay text (a result
// stored before steps were typed has none: raw is empty or null). The
// steps are written where res keeps them (its lists and maps): res is a
// result of the caller's own, just decoded.
func WithResultSteps(res Result, raw json.RawMessage) Result {
	if res == nil || len(raw) == 0 || string(raw) == "null" {
		return res
	}
	// A copy the steps can be written into.
	v := reflect.New(reflect.TypeOf(res)).Elem()
	v.Set(reflect.ValueOf(res))
	var steps []game.Step
	walkSteps(v, false, func(s *game.Step) { steps = append(steps, *s) })
	if game.TypeSteps(steps, raw) == 0 {
		return res
	}
	i := 0
	walkSteps(v, true, func(s *game.Step) { *s = steps[i]; i++ })
	return v.Interface()
}

var stepType = reflect.TypeFor[game.Step]()

// walkSteps calls fn with every step in v that the result's JSON holds
// (fields tagged json:"-" are not looked into), in order: struct fields
// in their order, list items in theirs, map entries by their keys' order.
// With write, v is settable and fn may change a step: a step held in a
// map or an interface is changed in a copy that is put back. Without, fn
// gets a copy of such a step and nothing is written (the result may be
// read elsewhere meanwhile).
func walkSteps(v reflect.Value, write bool, fn func(*game.Step)) {
	if !mayHoldSteps(v.Type()) {
		return
	}
	if v.Type() == stepType {
		if v.CanAddr() {
			fn(v.Addr().Interface().(*game.Step))
		} else {
			s := v.Interface().(game.Step)
			fn(&s)
		}
		return
	}
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			walkSteps(v.Elem(), write, fn)
		}
	case reflect.Interface:
		if v.IsNil() {
			return
		}
		c := reflect.New(v.Elem().Type()).Elem()
		c.Set(v.Elem())
		walkSteps(c, write, fn)
		if write {
			v.Set(c)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if f := v.Type().Field(i); f.IsExported() && f.Tag.Get("json") != "-" {
				walkSteps(v.Field(i), write, fn)
			}
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			walkSteps(v.Index(i), write, fn)
		}
	case reflect.Map:
		keys := v.MapKeys()
		sort.Slice(keys, func(i, j int) bool { return fmt.Sprint(keys[i]) < fmt.Sprint(keys[j]) })
		for _, k := range keys {
			c := reflect.New(v.Type().Elem()).Elem()
			c.Set(v.MapIndex(k))
			walkSteps(c, write, fn)
			if write {
				v.SetMapIndex(k, c)
			}
		}
	}
}

// StoredRound is a round as a history keeps it, in the game's JSON: its
// input and its result.
type StoredRound struct {
	Input, Result json.RawMessage
}

// ReplaySteps gives the typed steps (ResultSteps) of rounds a history
// stored without them (before it kept them): it plays the rounds again
// on st, the game's state before the first of them, and takes a round's
// typed steps only where the replay gives exactly the stored result (its
// JSON, byte for byte), so they say what was stored and nothing else. A
// round whose replay differs gets nil, and so does every round from the
// first one the rules refuse, or whose replay fails, on: those read back
// as their text. The rules decide here, as they did when the rounds were
// played; the history only keeps what this returns.
func ReplaySteps(c Codec, st State, rounds []StoredRound) [][]byte {
	out := make([][]byte, len(rounds))
	for i, r := range rounds {
		res, ok := replayOne(c, st, r.Input)
		if !ok {
			break
		}
		raw, err := c.EncodeResult(res)
		if err != nil || string(raw) != string(r.Result) {
			continue
		}
		out[i], _ = ResultSteps(res)
	}
	return out
}

// replayOne applies one stored round to st; a panic of the rules is a
// failed replay, not the caller's.
func replayOne(c Codec, st State, input json.RawMessage) (res Result, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	round, err := c.DecodeRound(input)
	if err != nil {
		return nil, false
	}
	res, err = st.Apply(round)
	return res, err == nil
}

// holdsSteps caches, by type, whether a value of the type may hold a step
// (where the result's JSON keeps one): a result's cards, numbers and
// names are not looked into.
var holdsSteps sync.Map // reflect.Type → bool

func mayHoldSteps(t reflect.Type) bool {
	if v, ok := holdsSteps.Load(t); ok {
		return v.(bool)
	}
	holds := reaches(t, map[reflect.Type]bool{})
	holdsSteps.Store(t, holds)
	return holds
}

// reaches reports whether a step can be reached from a value of type t;
// types in visiting are being looked at further up (a type that holds
// itself holds steps only through its other parts).
func reaches(t reflect.Type, visiting map[reflect.Type]bool) bool {
	if t == stepType {
		return true
	}
	if visiting[t] {
		return false
	}
	visiting[t] = true
	defer delete(visiting, t)
	switch t.Kind() {
	case reflect.Interface:
		return true // what it holds is known only from the value
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			if f := t.Field(i); f.IsExported() && f.Tag.Get("json") != "-" && reaches(f.Type, visiting) {
				return true
			}
		}
	case reflect.Pointer, reflect.Slice, reflect.Array, reflect.Map:
		return reaches(t.Elem(), visiting)
	}
	return false
}
