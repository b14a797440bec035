package swords

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"testing"

	"arbiter/engine/game"
	"arbiter/engine/swords"
	"arbiter/scoring/gametest"
)

// named is a message with every knight's seat said as the knight's name
// instead (swords.SeatOf), the way a table that knows the names says it.
func named(m game.Message, name func(swords.Seat) string) game.Message {
	args := make([]any, len(m.Args))
	for i, a := range m.Args {
		args[i] = namedArg(a, name)
	}
	return game.Message{Def: m.Def, Args: args}
}

func namedArg(a any, name func(swords.Seat) string) any {
	if s, ok := swords.SeatOf(a); ok {
		return name(s)
	}
	switch v := a.(type) {
	case game.Message:
		return named(v, name)
	case game.List:
		items := make([]any, len(v.Items))
		for i, it := range v.Items {
			items[i] = namedArg(it, name)
		}
		return game.List{Items: items, Join: v.Join}
	}
	return a
}

// A seat in English words: what must not be left once the names are said
// (the numbering "seats 0…n−1" of a refusal names no knight).
var seatWords = regexp.MustCompile(`\b[Ss]eats? [0-9]+([^…0-9]|$)`)

// TestSeatsAreTyped: every knight a worked case's explanation or refusal
// names is a typed seat, so that a table says the knight's name from the
// argument, never by rewriting the English.
func TestSeatsAreTyped(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.json")
	name := func(s swords.Seat) string { return fmt.Sprintf("Knight%d", int(s)) }
	n := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var cases []gametest.Case
		if json.Unmarshal(b, &cases) != nil {
			continue
		}
		for _, c := range cases {
			out, err := gametest.Call(games, c.Command, c.Input)
			check := func(what string, m game.Message) {
				n++
				if s := named(m, name).String(); seatWords.MatchString(s) {
					t.Errorf("%s: %s: %q still says a seat in words", filepath.Base(f), c.Name, s)
				}
			}
			if err != nil {
				var e *game.Error
				if errors.As(err, &e) && e.Said != nil {
					check("refusal", *e.Said)
				}
				continue
			}
			walkSteps(reflect.ValueOf(out), func(s game.Step) {
				if s.Said != nil {
					check("step", *s.Said)
				}
			})
		}
	}
	if n < 500 {
		t.Errorf("only %d messages checked", n)
	}
}

// TestSeatOf: a seat is found in its own messages and bare, nowhere else.
func TestSeatOf(t *testing.T) {
	for _, tt := range []struct {
		arg  any
		seat swords.Seat
		ok   bool
	}{
		{swords.Seat(2).Said(), 2, true},
		{swords.Seat(3).Start(), 3, true},
		{swords.Seat(1), 1, true},
		{2, 0, false},
		{game.Define("x", "seat %d").With(2), 0, false},
	} {
		if s, ok := swords.SeatOf(tt.arg); s != tt.seat || ok != tt.ok {
			t.Errorf("SeatOf(%v) = %d, %v; want %d, %v", tt.arg, s, ok, tt.seat, tt.ok)
		}
	}
	if got := swords.Seat(2).Said().String() + "; " + swords.Seat(0).Start().String(); got != "seat 2; Seat 0" {
		t.Errorf("seats say %q", got)
	}
}

// walkSteps finds every game.Step in a value.
func walkSteps(v reflect.Value, fn func(game.Step)) {
	if !v.IsValid() {
		return
	}
	if v.Type() == reflect.TypeOf(game.Step{}) {
		fn(v.Interface().(game.Step))
		return
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			walkSteps(v.Elem(), fn)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				walkSteps(v.Field(i), fn)
			}
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			walkSteps(v.Index(i), fn)
		}
	}
}
