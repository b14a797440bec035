package game

import (
	"bytes"
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
)

// encoding/json does not say where an unknown field or a value refused by
// its own UnmarshalText/UnmarshalJSON (a card, a seat, a contract) is, and
// names a wrongly typed field without its list indexes; locate walks the
// input along the target type to find the path of the value at fault:
// "deal.contract", "auction.bids[2]", "hands[1].battles[0].red[3]".

var (
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// locate returns the path of the first value in raw that does not decode
// into type t (an unknown field is at fault itself), or "" when none does.
func locate(raw []byte, t reflect.Type, path string) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return ""
	}
	pt := reflect.PointerTo(t)
	if pt.Implements(jsonUnmarshaler) || pt.Implements(textUnmarshaler) {
		if json.Unmarshal(raw, reflect.New(t).Interface()) != nil {
			return path
		}
		return ""
	}
	switch t.Kind() {
	case reflect.Struct:
		keys, vals, ok := members(raw)
		if !ok {
			return path
		}
		for i, k := range keys {
			p := joinPath(path, k)
			f, found := fieldByName(t, k)
			if !found {
				return p
			}
			if q := locate(vals[i], f.Type, p); q != "" {
				return q
			}
		}
	case reflect.Map:
		keys, vals, ok := members(raw)
		if !ok {
			return path
		}
		for i, k := range keys {
			if q := locate(vals[i], t.Elem(), joinPath(path, k)); q != "" {
				return q
			}
		}
	case reflect.Slice, reflect.Array:
		var items []json.RawMessage
		if json.Unmarshal(raw, &items) != nil {
			return path
		}
		for i, it := range items {
			if q := locate(it, t.Elem(), fmt.Sprintf("%s[%d]", path, i)); q != "" {
				return q
			}
		}
	default:
		if json.Unmarshal(raw, reflect.New(t).Interface()) != nil {
			return path
		}
	}
	return ""
}

func joinPath(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// members returns an object's keys and values in the order written.
func members(raw []byte) (keys []string, vals []json.RawMessage, ok bool) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, nil, false
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, nil, false
		}
		k, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, nil, false
		}
		keys, vals = append(keys, k), append(vals, v)
	}
	return keys, vals, true
}

// fieldByName finds the struct field a JSON key goes to, as encoding/json
// does: the exact name first, then regardless of case.
func fieldByName(t reflect.Type, key string) (reflect.StructField, bool) {
	var fold *reflect.StructField
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		if name == key {
			return f, true
		}
		if fold == nil && strings.EqualFold(name, key) {
			fold = &f
		}
	}
	if fold != nil {
		return *fold, true
	}
	return reflect.StructField{}, false
}
