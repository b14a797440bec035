package storage

import (
	"encoding/json"
	"errors"
)

// A small walker over JSON text that json.Valid has accepted, handing out
// the members of an object and the elements of a list as slices of the
// text itself. An import reads a file of up to 64 MiB this way: a game,
// or one of its rounds, is decoded only when its turn comes, and nothing
// is copied to find it (a json.Decoder holds a whole value in its buffer
// to hand it over, which for one game of 100,000 rounds is most of the
// file again).

var errNotJSON = errors.New("not valid JSON")

// jsonSpace skips white space from i.
func jsonSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// jsonEnd returns where the value starting at b[i] ends (one past it).
func jsonEnd(b []byte, i int) (int, error) {
	if i >= len(b) {
		return 0, errNotJSON
	}
	switch b[i] {
	case '"':
		return stringEnd(b, i)
	case '{', '[':
		depth := 0
		for j := i; j < len(b); j++ {
			switch b[j] {
			case '"':
				end, err := stringEnd(b, j)
				if err != nil {
					return 0, err
				}
				j = end - 1
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return j + 1, nil
				}
			}
		}
		return 0, errNotJSON
	}
	j := i
	for j < len(b) {
		switch b[j] {
		case ',', ']', '}', ' ', '\t', '\n', '\r':
			return j, nil
		}
		j++
	}
	return j, nil
}

// stringEnd returns where the string starting at b[i] (its quote) ends.
func stringEnd(b []byte, i int) (int, error) {
	for j := i + 1; j < len(b); j++ {
		switch b[j] {
		case '\\':
			j++
		case '"':
			return j + 1, nil
		}
	}
	return 0, errNotJSON
}

// eachMember calls fn with each member of the object obj: its key, the
// key as written (with its quotes) and its value, in the order written.
func eachMember(obj []byte, fn func(key string, rawKey, val []byte) error) error {
	if len(obj) == 0 || obj[0] != '{' {
		return errNotJSON
	}
	i := jsonSpace(obj, 1)
	for i < len(obj) && obj[i] != '}' {
		kEnd, err := stringEnd(obj, i)
		if err != nil {
			return err
		}
		rawKey := obj[i:kEnd]
		var key string
		if err := json.Unmarshal(rawKey, &key); err != nil {
			return err
		}
		i = jsonSpace(obj, kEnd)
		if i >= len(obj) || obj[i] != ':' {
			return errNotJSON
		}
		i = jsonSpace(obj, i+1)
		vEnd, err := jsonEnd(obj, i)
		if err != nil {
			return err
		}
		if err := fn(key, rawKey, obj[i:vEnd]); err != nil {
			return err
		}
		i = jsonSpace(obj, vEnd)
		if i < len(obj) && obj[i] == ',' {
			i = jsonSpace(obj, i+1)
		}
	}
	return nil
}

// eachItem calls fn with each element of the list arr, in order.
func eachItem(arr []byte, fn func(i int, val []byte) error) error {
	if len(arr) == 0 || arr[0] != '[' {
		return errNotJSON
	}
	i := jsonSpace(arr, 1)
	for n := 0; i < len(arr) && arr[i] != ']'; n++ {
		end, err := jsonEnd(arr, i)
		if err != nil {
			return err
		}
		if err := fn(n, arr[i:end]); err != nil {
			return err
		}
		i = jsonSpace(arr, end)
		if i < len(arr) && arr[i] == ',' {
			i = jsonSpace(arr, i+1)
		}
	}
	return nil
}
