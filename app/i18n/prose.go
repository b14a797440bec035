package i18n

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"

	"fyne.io/fyne/v2"

	"arbiter/assets"
)

// Prose says a text an engine wrote — a rules section, a ruling, a step of
// an explanation — in the reader's language. The engines write English
// (the CLI's contract); the translations live beside the app's other texts
// (assets/prose). A whole text is looked up first; else the first format
// of an explanation step that matches all of it ("%s beats %s: %s") is
// filled with its parts, each said in the reader's language in turn (a
// format whose parts would stay English words does not match); else a text
// of several clauses ("…; …") is said clause by clause, and a list of
// words word by word. A text nothing matches is returned as it is, in
// English, never half-changed.
func Prose(s string) string {
	code := Language()
	if code == "en" || s == "" {
		return s
	}
	return proseFor(code).say(s, 0)
}

// ProseFile is one language file of assets/prose, as read.
type ProseFile struct {
	Texts     map[string]string `json:"texts"`
	Templates map[string]string `json:"templates"`
}

// ReadProse reads every file of assets/prose in a language ("nl"), by file
// name, for the tests that check them.
func ReadProse(code string) (map[string]ProseFile, error) {
	files := map[string]ProseFile{}
	paths, err := fs.Glob(assets.Prose, "prose/*."+code+".json")
	if err != nil {
		return nil, err
	}
	for _, p := range paths {
		b, err := assets.Prose.ReadFile(p)
		if err != nil {
			return nil, err
		}
		var f ProseFile
		dec := json.NewDecoder(strings.NewReader(string(b)))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&f); err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		files[p] = f
	}
	return files, nil
}

type template struct {
	re  *regexp.Regexp
	out string // the translated format, every verb made %s (the parts are texts)
	lit int    // letters outside the verbs: the more, the more specific
}

type prose struct {
	texts     map[string]string
	templates []template
}

var (
	proseMu    sync.Mutex
	proseCache = map[string]*prose{}
)

func proseFor(code string) *prose {
	proseMu.Lock()
	defer proseMu.Unlock()
	if p, ok := proseCache[code]; ok {
		return p
	}
	p := &prose{texts: map[string]string{}}
	files, err := ReadProse(code)
	if err != nil {
		fyne.LogError("reading Arbiter's translated rules and explanations", err)
	}
	for _, f := range files {
		for k, v := range f.Texts {
			p.texts[k] = v
		}
		for k, v := range f.Templates {
			re, lit, err := FormatPattern(k)
			if err != nil {
				fyne.LogError("an explanation format that cannot be read: "+k, err)
				continue
			}
			p.templates = append(p.templates, template{re: re, out: verb.ReplaceAllString(v, "%${1}s"), lit: lit})
		}
	}
	// The most specific format first: "%s takes the trick with %s" before
	// "%s takes %s".
	slices.SortStableFunc(p.templates, func(a, b template) int { return b.lit - a.lit })
	proseCache[code] = p
	return p
}

// verb is one fmt verb: %s, %d, %v, %q, %+d, %.1f, %[2]s ("%%" is a percent
// sign, not a verb). Group 1 is the explicit argument index, if any.
var verb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(?:\.\d+)?[a-zA-Z]`)

// FormatPattern turns an fmt format into a pattern that matches what it
// prints, each verb a group (digits for an integer verb, else the
// shortest text), and counts its letters outside the verbs.
func FormatPattern(format string) (*regexp.Regexp, int, error) {
	var b strings.Builder
	b.WriteString(`(?s)^`)
	lit := 0
	rest := format
	for rest != "" {
		loc := verb.FindStringIndex(rest)
		pct := strings.Index(rest, "%%")
		if pct >= 0 && (loc == nil || pct < loc[0]) {
			b.WriteString(regexp.QuoteMeta(rest[:pct]) + "%")
			lit += len(rest[:pct]) + 1
			rest = rest[pct+2:]
			continue
		}
		if loc == nil {
			b.WriteString(regexp.QuoteMeta(rest))
			lit += len(rest)
			break
		}
		b.WriteString(regexp.QuoteMeta(rest[:loc[0]]))
		lit += loc[0]
		if rest[loc[1]-1] == 'd' {
			b.WriteString(`([-+]?\d+)`) // an integer verb prints digits only
		} else {
			b.WriteString(`(.+?)`)
		}
		rest = rest[loc[1]:]
	}
	b.WriteString(`$`)
	re, err := regexp.Compile(b.String())
	return re, lit, err
}

// foreign reports whether a part left as it is would put English words in
// the reader's sentence: it holds a word of three or more letters in lower
// case that the texts do not give as it is. Names ("Ann & Cy"), seats
// ("N"), cards ("Wa7", "QS"), numbers and a game's own terms the texts
// keep ("alak") are said the same in every language.
func (p *prose) foreign(part string) bool {
	if _, known := p.texts[part]; known {
		return false
	}
	for _, w := range strings.FieldsFunc(part, func(r rune) bool { return !unicode.IsLetter(r) }) {
		r := []rune(w)
		if _, known := p.texts[w]; len(r) >= 3 && unicode.IsLower(r[0]) && !known {
			return true
		}
	}
	return false
}

// say translates s: a whole text, a matching format, or clause by clause.
// depth bounds the parts said in turn.
func (p *prose) say(s string, depth int) string {
	if t, ok := p.texts[s]; ok {
		return t
	}
	if depth > 4 {
		return s
	}
	for _, t := range p.templates {
		m := t.re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		args := make([]any, len(m)-1)
		whole := true
		for i, part := range m[1:] {
			said := p.say(part, depth+1)
			if said == part && p.foreign(part) {
				whole = false
				break
			}
			args[i] = said
		}
		if whole {
			return fmt.Sprintf(t.out, args...)
		}
	}
	for _, sep := range []string{"; ", ": ", ", "} {
		if parts := strings.Split(s, sep); len(parts) > 1 {
			// Every clause must be said, or the text stays whole: half a
			// sentence in each language reads worse than one language.
			all := true
			for i, part := range parts {
				said := p.say(part, depth+1)
				if said == part && strings.ContainsFunc(part, unicode.IsLetter) {
					all = false
					break
				}
				parts[i] = said
			}
			if all {
				return strings.Join(parts, sep)
			}
		}
	}
	// A list of words ("RJ:down 8S 8C") is said word by word, when every
	// word is said or is the same in every language.
	if words := strings.Split(s, " "); len(words) > 1 {
		changed := false
		for i, w := range words {
			said := p.say(w, depth+1)
			if said == w && p.foreign(w) {
				return s
			}
			changed = changed || said != w
			words[i] = said
		}
		if changed {
			return strings.Join(words, " ")
		}
	}
	return s
}
