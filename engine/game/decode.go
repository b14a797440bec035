package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"unicode/utf8"
)

// DecodeObject reads an input that must be one JSON object (every CLI
// input is) into its fields, refusing empty input, another kind of value,
// malformed JSON and keys given twice with messages for people.
func DecodeObject(input []byte) (map[string]json.RawMessage, error) {
	trimmed := bytes.TrimSpace(input)
	if len(trimmed) == 0 {
		return nil, Refuse(ErrInvalid, nil, "", msgEmptyInput.With())
	}
	if trimmed[0] != '{' {
		return nil, Refuse(ErrInvalid, nil, "", msgNotAnObject.With(describeJSON(trimmed)))
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(trimmed, &raw); err != nil {
		return nil, jsonRefusal(err)
	}
	if err := CheckDuplicateKeys(trimmed); err != nil {
		return nil, err
	}
	return raw, nil
}

func describeJSON(b []byte) Word {
	switch b[0] {
	case '[':
		return wordAnArray
	case '"':
		return wordAString
	case 't', 'f':
		return wordABoolean
	case 'n':
		return wordNull
	}
	if (b[0] >= '0' && b[0] <= '9') || b[0] == '-' {
		return wordANumber
	}
	return wordNotJSON
}

// Decode reads input into v strictly: unknown fields, keys given twice,
// trailing data and wrong types are errors that name the field. Card fields report the card.
func Decode(input []byte, v any) error {
	if err := CheckDuplicateKeys(input); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(input))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		refusal := jsonRefusal(err)
		var syntax *json.SyntaxError
		if errors.As(err, &syntax) {
			return refusal
		}
		// The located path names the value at fault with its list
		// indexes; a field the refusal names already (a game's own reader
		// inside the value) is kept when it says more.
		if path := locate(input, reflect.TypeOf(v), ""); path != "" &&
			(refusal.Field == "" || strings.HasPrefix(withoutIndexes(path), withoutIndexes(refusal.Field))) {
			refusal.Field = path
		}
		return refusal
	}
	if _, err := dec.Token(); err != io.EOF {
		return Refuse(ErrInvalid, nil, "", msgTrailingData.With())
	}
	return nil
}

// jsonRefusal rewords encoding/json's errors for players as a refusal:
// the field path as its field, no Go type names. A refusal of a value's
// own reader (a card's UnmarshalText) is kept as it is: it names the card.
func jsonRefusal(err error) *Error {
	var typeErr *json.UnmarshalTypeError
	var syntaxErr *json.SyntaxError
	var own *Error
	switch {
	case errors.As(err, &typeErr):
		// The field path, so the refusal's Field names it ("" for the
		// value as a whole: whoever reads it names where it is).
		return Refuse(ErrInvalid, nil, typeErr.Field, msgWrongType.With(goTypeWord(typeErr.Type.Kind().String()), typeErr.Value))
	case errors.As(err, &syntaxErr):
		return Refuse(ErrInvalid, nil, "", msgNotJSON.With(syntaxErr.Offset, syntaxErr.Error()))
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return Refuse(ErrInvalid, nil, "", msgJSONEnds.With())
	case errors.As(err, &own):
		c := *own
		return &c
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	if name, ok := strings.CutPrefix(msg, "unknown field "); ok {
		return Refuse(ErrInvalid, nil, "", msgUnknownField.With(Message{Def: Def{English: "%s"}, Args: []any{name}}))
	}
	// Errors from a value's own reader arrive as they are: they name the
	// card. A reader that says it as a message is said that way.
	f, rest := splitField(msg)
	e := &Error{Kind: ErrInvalid, Field: f, Msg: rest}
	var m interface{ Message() Message }
	if errors.As(err, &m) {
		said := m.Message()
		e.Said = &said
	}
	return e
}

func goTypeWord(kind string) Word {
	switch kind {
	case "string":
		return wordAString
	case "bool":
		return wordTrueOrFalse
	case "slice", "array":
		return wordAList
	case "map", "struct":
		return wordAnObject
	case "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64":
		return wordAWholeNumber
	case "float32", "float64":
		return wordANumber
	}
	return W("", "a "+kind)
}

// The decoder's words and sentences.
var (
	msgEmptyInput    = Define("game.decode.empty", "input is empty: expected a JSON object with a \"game\" field")
	msgNotAnObject   = Define("game.decode.not_an_object", "input must be a JSON object with a \"game\" field, not %s")
	msgTrailingData  = Define("game.decode.trailing", "unexpected data after the JSON object")
	msgWrongType     = Define("game.decode.wrong_type", "expected %s, got a JSON %s")
	msgNotJSON       = Define("game.decode.not_json", "input is not valid JSON at byte %d: %s")
	msgJSONEnds      = Define("game.decode.ends", "input ends in the middle of the JSON")
	msgUnknownField  = Define("game.decode.unknown_field", "unknown field %s: it is not part of this game's input")
	msgDuplicateKey  = Define("game.decode.duplicate_key", "%q is given twice in the same object: give each field once")
	wordAnArray      = W("game.json.array", "an array")
	wordAString      = W("game.json.string", "a string")
	wordABoolean     = W("game.json.boolean", "a boolean")
	wordNull         = W("game.json.null", "null")
	wordANumber      = W("game.json.number", "a number")
	wordNotJSON      = W("game.json.not_json", "text that is not JSON")
	wordTrueOrFalse  = W("game.json.true_or_false", "true or false")
	wordAList        = W("game.json.list", "a list")
	wordAnObject     = W("game.json.object", "an object")
	wordAWholeNumber = W("game.json.whole_number", "a whole number")
)

// ErrDuplicateKey is wrapped by the refusal of a JSON object that names a
// key twice: encoding/json would keep the last one silently, so
// {"red":"Ann","red":"Eve"} could seat someone nobody meant.
var ErrDuplicateKey = errors.New("key given twice")

// CheckDuplicateKeys refuses JSON text in which an object names a key
// twice, naming the path of the second one. Malformed JSON is left to the
// decoder that follows (nil is returned). It reads the text once and
// allocates only for objects with many keys and for the refusal.
func CheckDuplicateKeys(input []byte) error {
	var d dupScan
	return d.run(input)
}

// dupScan walks JSON text, keeping for each open object the keys seen.
type dupScan struct {
	in    []byte
	i     int
	stack []dupFrame
	err   error
}

type dupFrame struct {
	object bool
	keys   [][]byte            // the keys so far (small objects)
	many   map[string]struct{} // the keys so far, once there are many
	key    []byte              // the current key (object) ...
	index  int                 // ... or element (array)
}

const dupManyKeys = 16

func (d *dupScan) run(in []byte) error {
	d.in, d.i = in, 0
	d.value() // malformed text leaves d.err nil: the decoder says what is wrong
	return d.err
}

// value reads one value at d.i; false on malformed input or a duplicate
// (then d.err is set).
func (d *dupScan) value() bool {
	d.space()
	if d.i >= len(d.in) {
		return false
	}
	switch c := d.in[d.i]; {
	case c == '{':
		d.i++
		d.stack = append(d.stack, dupFrame{object: true})
		top := &d.stack[len(d.stack)-1]
		d.space()
		if d.i < len(d.in) && d.in[d.i] == '}' {
			d.i++
			d.pop()
			return true
		}
		for {
			d.space()
			key, ok := d.str()
			if !ok {
				return false
			}
			top = &d.stack[len(d.stack)-1]
			if d.seen(top, key) {
				d.refuse(key)
				return false
			}
			top.key = key
			d.space()
			if d.i >= len(d.in) || d.in[d.i] != ':' {
				return false
			}
			d.i++
			if !d.value() {
				return false
			}
			d.space()
			if d.i >= len(d.in) {
				return false
			}
			if d.in[d.i] == '}' {
				d.i++
				d.pop()
				return true
			}
			if d.in[d.i] != ',' {
				return false
			}
			d.i++
		}
	case c == '[':
		d.i++
		d.stack = append(d.stack, dupFrame{})
		d.space()
		if d.i < len(d.in) && d.in[d.i] == ']' {
			d.i++
			d.pop()
			return true
		}
		for {
			if !d.value() {
				return false
			}
			d.space()
			if d.i >= len(d.in) {
				return false
			}
			if d.in[d.i] == ']' {
				d.i++
				d.pop()
				return true
			}
			if d.in[d.i] != ',' {
				return false
			}
			d.i++
			d.stack[len(d.stack)-1].index++
		}
	case c == '"':
		_, ok := d.str()
		return ok
	default:
		start := d.i
		for d.i < len(d.in) && !strings.ContainsRune(",]} \t\r\n", rune(d.in[d.i])) {
			d.i++
		}
		return d.i > start
	}
}

func (d *dupScan) pop() { d.stack = d.stack[:len(d.stack)-1] }

func (d *dupScan) space() {
	for d.i < len(d.in) {
		switch d.in[d.i] {
		case ' ', '\t', '\r', '\n':
			d.i++
		default:
			return
		}
	}
}

// str reads a string at d.i and returns its text (unescaped only when it
// holds an escape).
func (d *dupScan) str() ([]byte, bool) {
	if d.i >= len(d.in) || d.in[d.i] != '"' {
		return nil, false
	}
	start := d.i
	d.i++
	escaped := false
	for d.i < len(d.in) {
		switch d.in[d.i] {
		case '\\':
			escaped = true
			d.i += 2
			continue
		case '"':
			d.i++
			raw := d.in[start:d.i]
			if !escaped && utf8.Valid(raw) {
				return raw[1 : len(raw)-1], true
			}
			// As the decoder reads it: escapes resolved, invalid UTF-8
			// replaced.
			var s string
			if json.Unmarshal(raw, &s) != nil {
				return nil, false
			}
			return []byte(s), true
		}
		d.i++
	}
	return nil, false
}

// seen reports whether key was already given in the object top, and
// remembers it.
func (d *dupScan) seen(top *dupFrame, key []byte) bool {
	if top.many != nil {
		if _, ok := top.many[string(key)]; ok {
			return true
		}
		top.many[string(key)] = struct{}{}
		return false
	}
	for _, k := range top.keys {
		if bytes.Equal(k, key) {
			return true
		}
	}
	top.keys = append(top.keys, key)
	if len(top.keys) > dupManyKeys {
		top.many = make(map[string]struct{}, 2*len(top.keys))
		for _, k := range top.keys {
			top.many[string(k)] = struct{}{}
		}
		top.keys = nil
	}
	return false
}

// refuse sets the refusal of key given twice, at the path of the objects
// and lists around it.
func (d *dupScan) refuse(key []byte) {
	var path strings.Builder
	for i, f := range d.stack {
		last := i == len(d.stack)-1
		switch {
		case f.object && last:
			if path.Len() > 0 {
				path.WriteByte('.')
			}
			path.Write(key)
		case f.object:
			if path.Len() > 0 {
				path.WriteByte('.')
			}
			path.Write(f.key)
		default:
			fmt.Fprintf(&path, "[%d]", f.index)
		}
	}
	d.err = Refuse(ErrInvalid, ErrDuplicateKey, path.String(), msgDuplicateKey.With(string(key)))
}

// withoutIndexes drops the list indexes of a field path ("hands[1].n" ->
// "hands.n"), as encoding/json writes it.
func withoutIndexes(path string) string {
	var b strings.Builder
	depth := 0
	for _, r := range path {
		switch {
		case r == '[':
			depth++
		case r == ']':
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}
