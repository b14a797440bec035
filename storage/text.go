package storage

import (
	"encoding/json"
	"strconv"
	"strings"
	"unicode/utf8"
)

// CheckText refuses JSON text (already known to be valid JSON) holding a
// string that is not text: bytes that are not UTF-8, or a \u escape of a
// lone surrogate. A JSON reader would silently turn either into U+FFFD, so
// a name would be stored other than it was given. The refusal (ErrInvalid)
// names the value's path under field ("" for the top level).
func CheckText(field string, b []byte) error {
	sc := textScan{b: b}
	if !sc.value() {
		return nil
	}
	path := sc.where()
	switch {
	case field == "":
	case path == "" || strings.HasPrefix(path, "["):
		path = field + path
	default:
		path = field + "." + path
	}
	if path == "" {
		path = "input"
	}
	return invalidf("%s: %s", path, sc.why)
}

// textScan walks JSON text looking for the first string that is not text,
// keeping the path to it. The text has been checked with json.Valid and
// checkDepth, so the walk only has to find its way, not judge the syntax.
type textScan struct {
	b    []byte
	i    int
	path []string
	why  string
}

func (s *textScan) where() string { return strings.Join(s.path, "") }

func (s *textScan) space() {
	for s.i < len(s.b) && (s.b[s.i] == ' ' || s.b[s.i] == '\t' || s.b[s.i] == '\n' || s.b[s.i] == '\r') {
		s.i++
	}
}

// value reads one value and says whether it found a string that is not
// text (s.path then leads to it).
func (s *textScan) value() bool {
	s.space()
	if s.i >= len(s.b) {
		return false
	}
	switch s.b[s.i] {
	case '{':
		s.i++
		for {
			s.space()
			if s.i >= len(s.b) || s.b[s.i] == '}' {
				s.i++
				return false
			}
			if s.b[s.i] == ',' {
				s.i++
				continue
			}
			start := s.i
			if s.str() {
				s.path = append(s.path, s.step(s.b[start:s.i]))
				s.why = "the key " + s.why
				return true
			}
			s.path = append(s.path, s.step(s.b[start:s.i]))
			s.space()
			s.i++ // ':'
			if s.value() {
				return true
			}
			s.path = s.path[:len(s.path)-1]
		}
	case '[':
		s.i++
		for n := 0; ; {
			s.space()
			if s.i >= len(s.b) || s.b[s.i] == ']' {
				s.i++
				return false
			}
			if s.b[s.i] == ',' {
				s.i++
				n++
				continue
			}
			s.path = append(s.path, "["+strconv.Itoa(n)+"]")
			if s.value() {
				return true
			}
			s.path = s.path[:len(s.path)-1]
		}
	case '"':
		return s.str()
	default:
		for s.i < len(s.b) && !strings.ContainsRune(",]} \t\n\r", rune(s.b[s.i])) {
			s.i++
		}
		return false
	}
}

// step is the path element of an object key (raw, with its quotes).
func (s *textScan) step(raw []byte) string {
	var key string
	if json.Unmarshal(raw, &key) != nil {
		key = string(raw)
	}
	if len(s.path) == 0 {
		return key
	}
	return "." + key
}

// str reads the string at s.i (its opening quote) and says whether it is
// not text, with why.
func (s *textScan) str() bool {
	start := s.i + 1
	j := start
	bad := ""
	for j < len(s.b) && s.b[j] != '"' {
		if s.b[j] != '\\' {
			j++
			continue
		}
		if j+1 < len(s.b) && s.b[j+1] == 'u' && j+6 <= len(s.b) {
			r, err := strconv.ParseUint(string(s.b[j+2:j+6]), 16, 32)
			j += 6
			switch {
			case err != nil || bad != "":
			case r >= 0xD800 && r < 0xDC00:
				// A high surrogate must be followed by a low one.
				if j+6 <= len(s.b) && s.b[j] == '\\' && s.b[j+1] == 'u' {
					if lo, err := strconv.ParseUint(string(s.b[j+2:j+6]), 16, 32); err == nil && lo >= 0xDC00 && lo <= 0xDFFF {
						j += 6
						continue
					}
				}
				bad = "\\u" + strings.ToUpper(strconv.FormatUint(r, 16)) + " is half of a character (a lone surrogate)"
			case r >= 0xDC00 && r <= 0xDFFF:
				bad = "\\u" + strings.ToUpper(strconv.FormatUint(r, 16)) + " is half of a character (a lone surrogate)"
			}
			continue
		}
		j += 2
	}
	raw := s.b[start:min(j, len(s.b))]
	s.i = j + 1
	if bad == "" && !utf8.Valid(raw) {
		for k := 0; k < len(raw); {
			r, n := utf8.DecodeRune(raw[k:])
			if r == utf8.RuneError && n <= 1 {
				bad = "byte 0x" + strings.ToUpper(strconv.FormatUint(uint64(raw[k]), 16)) + " is not UTF-8"
				break
			}
			k += n
		}
	}
	if bad == "" {
		return false
	}
	s.why = "is not valid text: " + bad
	return true
}
