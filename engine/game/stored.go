package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sync"
)

// A message is kept typed when it is stored (a round's explanation in the
// history), so that it is said again in any reader's language when it is
// read back, as it was when it was computed. Its stored form is a JSON
// array: the id, the English format, then each argument as an array that
// starts with its kind: ["int", 3], ["str", "Ann"], ["card", "QS"],
// ["word", id, english], ["count", 3, id, one, other], ["list", join,
// items…], ["msg", id, english, arguments…]. The kinds of a package's own
// argument types (cards, seats) are registered by that package
// (StoredArg), as encoding/gob registers the types behind an interface;
// each says its values as a text. Arrays rather than objects: a history
// reads every round of a game back when a table opens it, and this form
// reads back in one pass of the JSON decoder.

// argCodec stores one registered argument type as a text.
type argCodec struct {
	kind   string
	encode func(any) string
	decode func(string) (any, error)
}

var (
	argsMu      sync.RWMutex
	argsByKind  = map[string]argCodec{}
	argsByType  = map[reflect.Type]argCodec{}
	builtInArgs = map[string]bool{"int": true, "str": true, "bool": true, "float": true, "word": true, "count": true, "list": true, "msg": true}
)

// StoredArg registers T as a kind of message argument that can be
// stored: to says a T as a text, from reads it back.
func StoredArg[T any](kind string, to func(T) string, from func(string) (T, error)) {
	argsMu.Lock()
	defer argsMu.Unlock()
	t := reflect.TypeFor[T]()
	if _, dup := argsByKind[kind]; dup || builtInArgs[kind] {
		panic(fmt.Sprintf("game: stored argument kind %q registered twice", kind))
	}
	if _, dup := argsByType[t]; dup {
		panic(fmt.Sprintf("game: stored argument type %v registered twice", t))
	}
	c := argCodec{
		kind:   kind,
		encode: func(a any) string { return to(a.(T)) },
		decode: func(s string) (any, error) { return from(s) },
	}
	argsByKind[kind], argsByType[t] = c, c
}

// EncodeMessage is a message's stored form. An argument of a type nobody
// registered (StoredArg) cannot be stored: the error names its type.
func EncodeMessage(m Message) (json.RawMessage, error) {
	v, err := storeMessage(m)
	if err != nil {
		return nil, err
	}
	return json.Marshal(v)
}

// storeMessage is a message as the array its stored form is.
func storeMessage(m Message) ([]any, error) {
	out := make([]any, 0, 2+len(m.Args))
	out = append(out, m.ID, m.English)
	for i, a := range m.Args {
		v, err := storeArg(a)
		if err != nil {
			return nil, fmt.Errorf("%s: argument %d: %w", m.ID, i+1, err)
		}
		out = append(out, v)
	}
	return out, nil
}

func storeArg(a any) ([]any, error) {
	switch x := a.(type) {
	case int:
		return []any{"int", x}, nil
	case string:
		return []any{"str", x}, nil
	case bool:
		return []any{"bool", x}, nil
	case float64:
		return []any{"float", x}, nil
	case Word:
		return []any{"word", x.ID, x.English}, nil
	case Count:
		return []any{"count", x.N, x.Noun.ID, x.Noun.One, x.Noun.Other}, nil
	case List:
		out := []any{"list", int(x.Join)}
		for _, it := range x.Items {
			v, err := storeArg(it)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, nil
	case Message:
		m, err := storeMessage(x)
		if err != nil {
			return nil, err
		}
		return append([]any{"msg"}, m...), nil
	case error:
		// An error is said as its message (package say does the same).
		m, err := storeMessage(Said(x))
		if err != nil {
			return nil, err
		}
		return append([]any{"msg"}, m...), nil
	}
	argsMu.RLock()
	c, ok := argsByType[reflect.TypeOf(a)]
	argsMu.RUnlock()
	if !ok {
		return nil, fmt.Errorf("an argument of type %T cannot be stored", a)
	}
	return []any{c.kind, c.encode(a)}, nil
}

// DecodeMessage reads a message's stored form back.
func DecodeMessage(raw json.RawMessage) (Message, error) {
	var v []any
	if err := json.Unmarshal(raw, &v); err != nil {
		return Message{}, err
	}
	return readMessage(v)
}

// errStored is a stored form that is not one.
var errStored = errors.New("not a stored message")

// readMessage reads a message from its stored array (decoded JSON).
func readMessage(v []any) (Message, error) {
	if len(v) < 2 {
		return Message{}, errStored
	}
	id, ok1 := v[0].(string)
	english, ok2 := v[1].(string)
	if !ok1 || !ok2 {
		return Message{}, errStored
	}
	m := Message{Def: Def{ID: id, English: english}}
	if len(v) > 2 {
		m.Args = make([]any, len(v)-2)
	}
	for i, x := range v[2:] {
		a, err := readArg(x)
		if err != nil {
			return Message{}, fmt.Errorf("%s: argument %d: %w", id, i+1, err)
		}
		m.Args[i] = a
	}
	return m, nil
}

// number reads a decoded JSON number that is an int.
func number(x any) (int, bool) {
	f, ok := x.(float64)
	return int(f), ok && f == float64(int(f))
}

func readArg(x any) (any, error) {
	v, ok := x.([]any)
	if !ok || len(v) < 2 {
		return nil, errStored
	}
	kind, _ := v[0].(string)
	str := func(i int) (string, bool) {
		if i >= len(v) {
			return "", false
		}
		s, ok := v[i].(string)
		return s, ok
	}
	switch kind {
	case "int":
		if n, ok := number(v[1]); ok {
			return n, nil
		}
	case "str":
		if s, ok := str(1); ok {
			return s, nil
		}
	case "bool":
		if b, ok := v[1].(bool); ok {
			return b, nil
		}
	case "float":
		if f, ok := v[1].(float64); ok {
			return f, nil
		}
	case "word":
		id, ok1 := str(1)
		en, ok2 := str(2)
		if ok1 && ok2 {
			return W(id, en), nil
		}
	case "count":
		n, ok := number(v[1])
		id, ok1 := str(2)
		one, ok2 := str(3)
		other, ok3 := str(4)
		if ok && ok1 && ok2 && ok3 {
			return N(id, one, other).Of(n), nil
		}
	case "list":
		join, ok := number(v[1])
		if !ok {
			break
		}
		l := List{Join: Join(join), Items: make([]any, len(v)-2)}
		for i, it := range v[2:] {
			a, err := readArg(it)
			if err != nil {
				return nil, err
			}
			l.Items[i] = a
		}
		return l, nil
	case "msg":
		return readMessage(v[1:])
	default:
		argsMu.RLock()
		c, known := argsByKind[kind]
		argsMu.RUnlock()
		if !known {
			return nil, fmt.Errorf("no argument of kind %q is known", kind)
		}
		if s, ok := str(1); ok {
			return c.decode(s)
		}
	}
	return nil, fmt.Errorf("%w: %v", errStored, v)
}

// EncodeSteps is the typed form of steps, in order, as stored beside the
// steps' text (a round's result in the history): a JSON array with, for
// each step, [message] or [message, [section id, section English]], or
// null for a step without a typed message or whose message cannot be
// stored, which reads back as its text. The error names the steps that
// could not be stored; the stored form is good either way.
func EncodeSteps(steps []Step) (json.RawMessage, error) {
	out := make([]any, len(steps))
	var errs []error
	for i, s := range steps {
		if s.Said == nil {
			continue
		}
		m, err := storeMessage(*s.Said)
		if err != nil {
			errs = append(errs, fmt.Errorf("step %d: %w", i+1, err))
			continue
		}
		if s.SectionSaid != nil {
			out[i] = []any{m, []string{s.SectionSaid.ID, s.SectionSaid.English}}
		} else {
			out[i] = []any{m}
		}
	}
	raw, err := json.Marshal(out)
	if err != nil {
		return nil, err
	}
	return raw, errors.Join(errs...)
}

// TypeSteps gives steps read back as text their typed form as stored
// (EncodeSteps), in place. A stored message is taken only where it says
// the step's text and section exactly in English, so a step is never said
// other than it reads; the others, like every step when the stored form
// is of other steps or unreadable, stay text. It returns how many steps
// are typed.
func TypeSteps(steps []Step, raw json.RawMessage) int {
	var stored []any
	if json.Unmarshal(raw, &stored) != nil || len(stored) != len(steps) {
		return 0
	}
	typed := 0
	for i, x := range stored {
		st, ok := x.([]any)
		if !ok || len(st) == 0 {
			continue
		}
		mv, ok := st[0].([]any)
		if !ok {
			continue
		}
		m, err := readMessage(mv)
		if err != nil || m.String() != steps[i].Text {
			continue
		}
		var sec *Word
		if len(st) > 1 {
			if w, ok := st[1].([]any); ok && len(w) == 2 {
				id, _ := w[0].(string)
				en, _ := w[1].(string)
				word := W(id, en)
				sec = &word
			}
		}
		if (sec == nil && steps[i].Section != "") || (sec != nil && sec.English != steps[i].Section) {
			continue
		}
		steps[i].Said, steps[i].SectionSaid = &m, sec
		typed++
	}
	return typed
}
