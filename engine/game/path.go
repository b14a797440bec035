package game

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// A refusal's Field is a path into the input: names and list indexes,
// "piles[2].black", "deals[0].tricks_won.N", "[3]". Path is that path in
// parts, so a screen finds the pile, the seat or the round a refusal is
// about by asking for it (Index, After), never by matching the text.

// PathPart is one part of a path: a name ("piles") or a list index ([2]).
type PathPart struct {
	Name  string
	Index int
	// IsIndex tells an index from a name.
	IsIndex bool
}

// Path is a field path in parts.
type Path []PathPart

// ErrBadPath marks a field that is not a path.
var ErrBadPath = errors.New("not a field path")

// ParsePath reads a field path: names separated by dots, each followed by
// any number of list indexes ("hands[0].battles[2].red[1]"). A name is
// anything but '.', '[' and ']' (a player's name may hold spaces). The
// empty field is the empty path.
func ParsePath(field string) (Path, error) {
	var p Path
	rest := field
	expectName := true // a name may start the path or follow a dot
	for rest != "" {
		switch {
		case rest[0] == '[':
			end := strings.IndexByte(rest, ']')
			if end < 0 {
				return nil, fmt.Errorf("%q: an index without its ']': %w", field, ErrBadPath)
			}
			n, err := strconv.Atoi(rest[1:end])
			if err != nil || n < 0 {
				return nil, fmt.Errorf("%q: %q is not an index: %w", field, rest[1:end], ErrBadPath)
			}
			p = append(p, PathPart{Index: n, IsIndex: true})
			rest = rest[end+1:]
			expectName = false
		case rest[0] == '.':
			if len(p) == 0 || rest == "." {
				return nil, fmt.Errorf("%q: a dot with no name on one side: %w", field, ErrBadPath)
			}
			rest = rest[1:]
			expectName = true
			if rest == "" || rest[0] == '.' || rest[0] == '[' {
				return nil, fmt.Errorf("%q: a dot with no name after it: %w", field, ErrBadPath)
			}
		default:
			if !expectName {
				return nil, fmt.Errorf("%q: a name right after an index: %w", field, ErrBadPath)
			}
			end := strings.IndexAny(rest, ".[]")
			if end < 0 {
				end = len(rest)
			}
			if end == 0 {
				return nil, fmt.Errorf("%q: a ']' without its '[': %w", field, ErrBadPath)
			}
			p = append(p, PathPart{Name: rest[:end]})
			rest = rest[end:]
			expectName = false
		}
	}
	return p, nil
}

// String writes the path as a field: "piles[2].black".
func (p Path) String() string {
	var b strings.Builder
	for i, part := range p {
		switch {
		case part.IsIndex:
			fmt.Fprintf(&b, "[%d]", part.Index)
		case i > 0:
			b.WriteByte('.')
			b.WriteString(part.Name)
		default:
			b.WriteString(part.Name)
		}
	}
	return b.String()
}

// find is the position of the first part named name, -1 when none is.
func (p Path) find(name string) int {
	for i, part := range p {
		if !part.IsIndex && part.Name == name {
			return i
		}
	}
	return -1
}

// Has reports whether the path goes through a part named name.
func (p Path) Has(name string) bool { return p.find(name) >= 0 }

// Index is the list index right after the first part named name:
// "piles[2].black".Index("piles") is 2. ok is false when the path has no
// such part or no index after it ("piles").
func (p Path) Index(name string) (i int, ok bool) {
	k := p.find(name)
	if k < 0 || k+1 >= len(p) || !p[k+1].IsIndex {
		return 0, false
	}
	return p[k+1].Index, true
}

// After is the name that follows the first part named name, past its
// indexes: "piles[2].black".After("piles") is "black",
// "tricks_won.N".After("tricks_won") is "N". ok is false when nothing
// named follows.
func (p Path) After(name string) (string, bool) {
	k := p.find(name)
	if k < 0 {
		return "", false
	}
	for _, part := range p[k+1:] {
		if !part.IsIndex {
			return part.Name, true
		}
	}
	return "", false
}

// Last is the path's last name ("black" in "piles[2].black", "red" in
// "red[1]"), "" for the empty path.
func (p Path) Last() string {
	for i := len(p) - 1; i >= 0; i-- {
		if !p[i].IsIndex {
			return p[i].Name
		}
	}
	return ""
}

// Path is the refusal's field as a path; nil when it names none or its
// field is not a path.
func (e *Error) Path() Path {
	p, err := ParsePath(e.Field)
	if err != nil {
		return nil
	}
	return p
}

// PathOf is the path of the field a refusal names; nil when err is not a
// refusal, names no field, or its field is not a path.
func PathOf(err error) Path {
	var e *Error
	if !errors.As(err, &e) {
		return nil
	}
	return e.Path()
}
