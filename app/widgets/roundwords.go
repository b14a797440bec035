package widgets

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"unicode"

	"arbiter/app/i18n"
	"arbiter/engine/cards"
)

// RoundWords says a stored round's input in words, for people reading a
// round's versions: one line per field, its name in words ("Tricks won:"),
// lists joined with commas, cards as people say them,
// nested parts numbered and indented. Never raw JSON.
func RoundWords(raw json.RawMessage) string {
	if len(bytes.TrimSpace(raw)) == 0 || string(raw) == "null" {
		return "—"
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	v, err := ordered(dec)
	if err != nil {
		return i18n.T("(this round's input cannot be read)")
	}
	var b strings.Builder
	words(&b, v, 0)
	return strings.TrimRight(b.String(), "\n")
}

// field keeps an object's keys in their stored order.
type field struct {
	key string
	val any
}

func ordered(dec *json.Decoder) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			var obj []field
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				v, err := ordered(dec)
				if err != nil {
					return nil, err
				}
				obj = append(obj, field{fmt.Sprint(kt), v})
			}
			_, err := dec.Token()
			return obj, err
		case '[':
			var arr []any
			for dec.More() {
				v, err := ordered(dec)
				if err != nil {
					return nil, err
				}
				arr = append(arr, v)
			}
			_, err := dec.Token()
			return arr, err
		}
	}
	return tok, nil
}

// fieldName says an object's key. A key in lower case is a field of the
// game's input ("tricks_won") and is said in words in the reader's
// language; a compass seat (N, E, S, W) is said as the tables say it; any
// other key is data — a player's name as typed — and is kept as it is.
func fieldName(key string) string {
	if seat, ok := compass[key]; ok {
		return i18n.T(seat)
	}
	if key == "" || !unicode.IsLower([]rune(key)[0]) {
		return key
	}
	return i18n.T(Humanize(key))
}

var compass = map[string]string{"N": "North", "E": "East", "S": "South", "W": "West"}

// scalar says a plain value: yes/no, a number, a card or a word.
func scalar(v any) (string, bool) {
	switch x := v.(type) {
	case nil:
		return "—", true
	case bool:
		if x {
			return i18n.T("yes"), true
		}
		return i18n.T("no"), true
	case json.Number:
		return x.String(), true
	case string:
		return inputCard(x), true
	}
	return "", false
}

// inputCard says a value of a round's input that is a card in the
// engines' notation ("QS", "RJ", "Fi7": written exactly so) in words;
// any other value as it is.
func inputCard(s string) string {
	if c, err := cards.Parse(s); err == nil && c.String() == s {
		return CardText(c)
	}
	if c, err := cards.ParseElementCard(s); err == nil && c.String() == s {
		return ElementCardText(c)
	}
	return s
}

func words(b *strings.Builder, v any, depth int) {
	pad := strings.Repeat("   ", depth)
	switch x := v.(type) {
	case []field:
		for _, f := range x {
			name := fieldName(f.key)
			if s, ok := inline(f.val); ok {
				fmt.Fprintf(b, "%s%s: %s\n", pad, name, s)
				continue
			}
			fmt.Fprintf(b, "%s%s:\n", pad, name)
			words(b, f.val, depth+1)
		}
	case []any:
		if s, ok := inline(x); ok {
			fmt.Fprintf(b, "%s%s\n", pad, s)
			return
		}
		for i, e := range x {
			if s, ok := inline(e); ok {
				fmt.Fprintf(b, "%s%d. %s\n", pad, i+1, s)
				continue
			}
			fmt.Fprintf(b, "%s%d.\n", pad, i+1)
			words(b, e, depth+1)
		}
	default:
		s, _ := scalar(x)
		fmt.Fprintf(b, "%s%s\n", pad, s)
	}
}

// inline says a value on one line when it is a plain value, a list of
// plain values, or an empty list or object.
func inline(v any) (string, bool) {
	if s, ok := scalar(v); ok {
		return s, true
	}
	switch x := v.(type) {
	case []any:
		var parts []string
		for _, e := range x {
			s, ok := scalar(e)
			if !ok {
				return "", false
			}
			parts = append(parts, s)
		}
		if len(parts) == 0 {
			return i18n.T("none"), true
		}
		return strings.Join(parts, ", "), true
	case []field:
		if len(x) == 0 {
			return i18n.T("none"), true
		}
	}
	return "", false
}
