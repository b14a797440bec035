package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
)

// DecodeObject reads an input that must be one JSON object (every CLI
// input is) into its fields, refusing empty input, another kind of value,
// malformed JSON and keys given twice with messages for people.
func DecodeObject(input []byte) (map[string]json.RawMessage, error) {
	trimmed := bytes.TrimSpace(input)
	if len(trimmed) == 0 {
		return nil, Invalidf("input is empty: expected a JSON object with a \"game\" field")
	}
	if trimmed[0] != '{' {
		return nil, Invalidf("input must be a JSON object with a \"game\" field, not %s", describeJSON(trimmed))
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(trimmed, &raw); err != nil {
		return nil, Invalidf("%s", cleanJSONError(err))
	}
	if err := CheckDuplicateKeys(trimmed); err != nil {
		return nil, err
	}
	return raw, nil
}

func describeJSON(b []byte) string {
	switch b[0] {
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	if (b[0] >= '0' && b[0] <= '9') || b[0] == '-' {
		return "a number"
	}
	return "text that is not JSON"
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
		refusal := Invalidf("%s", cleanJSONError(err)).(*Error)
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
		return Invalidf("unexpected data after the JSON object")
	}
	return nil
}

// cleanJSONError rewords encoding/json's messages for players: the field
// path first, no Go type names.
func cleanJSONError(err error) string {
	var typeErr *json.UnmarshalTypeError
	var syntaxErr *json.SyntaxError
	switch {
	case errors.As(err, &typeErr):
		field := typeErr.Field
		if field == "" {
			// The value as a whole: whoever reads it names where it is.
			return fmt.Sprintf("expected %s, got a JSON %s", goTypeWord(typeErr.Type.Kind().String()), typeErr.Value)
		}
		// The field path first, unquoted, so the refusal's Field names it.
		return fmt.Sprintf("%s: expected %s, got a JSON %s", field, goTypeWord(typeErr.Type.Kind().String()), typeErr.Value)
	case errors.As(err, &syntaxErr):
		return fmt.Sprintf("input is not valid JSON at byte %d: %s", syntaxErr.Offset, syntaxErr.Error())
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return "input ends in the middle of the JSON"
	}
	msg := err.Error()
	msg = strings.TrimPrefix(msg, "json: ")
	if strings.HasPrefix(msg, "unknown field ") {
		return "unknown field " + strings.TrimPrefix(msg, "unknown field ") + ": it is not part of this game's input"
	}
	// Errors from a card's UnmarshalText arrive as they are: they name the card.
	return msg
}

func goTypeWord(kind string) string {
	switch kind {
	case "string":
		return "a string"
	case "bool":
		return "true or false"
	case "slice", "array":
		return "a list"
	case "map", "struct":
		return "an object"
	case "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64":
		return "a whole number"
	case "float32", "float64":
		return "a number"
	}
	return "a " + kind
}

// ErrDuplicateKey is wrapped by the refusal of a JSON object that names a
// key twice: encoding/json would keep the last one silently, so
// {"red":"Ann","red":"Eve"} could seat someone nobody meant.
var ErrDuplicateKey = errors.New("key given twice")

// CheckDuplicateKeys refuses JSON text in which an object names a key
// twice, naming the path of the second one. Malformed JSON is left to the
// decoder that follows (nil is returned).
func CheckDuplicateKeys(input []byte) error {
	dec := json.NewDecoder(bytes.NewReader(input))
	dec.UseNumber()
	type frame struct {
		object bool
		keys   map[string]bool
		path   string
		index  int
		key    bool // an object's next token is a key
	}
	var stack []*frame
	at := func(f *frame, name string) string {
		if f.object {
			if f.path == "" {
				return name
			}
			return f.path + "." + name
		}
		return fmt.Sprintf("%s[%d]", f.path, f.index)
	}
	var pending string // path of the value about to start
	for {
		tok, err := dec.Token()
		if err != nil {
			return nil
		}
		var top *frame
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		if top != nil && top.object && top.key {
			if d, ok := tok.(json.Delim); ok && d == '}' {
				stack = stack[:len(stack)-1]
				continue
			}
			k, _ := tok.(string)
			if top.keys[k] {
				return &Error{Kind: ErrInvalid, Field: at(top, k), Sentinel: ErrDuplicateKey,
					Msg: fmt.Sprintf("%q is given twice in the same object: give each field once", k)}
			}
			top.keys[k] = true
			top.key = false
			pending = at(top, k)
			continue
		}
		if top != nil && !top.object {
			if d, ok := tok.(json.Delim); ok && d == ']' {
				stack = stack[:len(stack)-1]
				continue
			}
			pending = at(top, "")
			top.index++
		}
		if top != nil && top.object {
			top.key = true
		}
		if d, ok := tok.(json.Delim); ok {
			switch d {
			case '{':
				stack = append(stack, &frame{object: true, keys: map[string]bool{}, path: pending, key: true})
			case '[':
				stack = append(stack, &frame{path: pending})
			}
		}
	}
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
