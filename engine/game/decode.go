package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Header is the part of every input the registry reads before a game does.
type Header struct {
	Game string `json:"game"`
}

// ReadHeader returns the "game" of an input, which must be a JSON object.
func ReadHeader(input []byte) (string, error) {
	trimmed := bytes.TrimSpace(input)
	if len(trimmed) == 0 {
		return "", Invalidf("input is empty: expected a JSON object with a \"game\" field")
	}
	if trimmed[0] != '{' {
		return "", Invalidf("input must be a JSON object with a \"game\" field, not %s", describeJSON(trimmed))
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(trimmed, &raw); err != nil {
		return "", Invalidf("%s", cleanJSONError(err))
	}
	g, ok := raw["game"]
	if !ok {
		return "", Invalidf("\"game\" is missing: one of %s", IDList())
	}
	var id string
	if err := json.Unmarshal(g, &id); err != nil {
		return "", Invalidf("\"game\" must be a string: one of %s", IDList())
	}
	return id, nil
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

// Decode reads input into v strictly: unknown fields, trailing data and
// wrong types are errors that name the field. Card fields report the card.
func Decode(input []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(input))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return Invalidf("%s", cleanJSONError(err))
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
			field = "input"
		}
		return fmt.Sprintf("%q: expected %s, got a JSON %s", field, goTypeWord(typeErr.Type.Kind().String()), typeErr.Value)
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
