package app

import (
	"arbiter/scoring/all"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"arbiter/app/widgets"
	"arbiter/assets"
)

// TestEveryStringHasDutch scans the app's source for T("…") literals and
// checks each has a Dutch entry in one of the nl translation files, so no
// screen shows English in the middle of Dutch.
func TestEveryStringHasDutch(t *testing.T) {
	nl := map[string]string{}
	err := fs.WalkDir(assets.Translations, "translations", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, "nl.json") {
			return err
		}
		b, err := assets.Translations.ReadFile(path)
		if err != nil {
			return err
		}
		// Plural entries ({"other": ...}) are objects; only plain texts
		// are looked up here.
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			t.Errorf("%s: %v", path, err)
			return nil
		}
		for k, v := range m {
			if s, ok := v.(string); ok {
				nl[k] = s
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	lit := regexp.MustCompile(`\bTf?\(("(?:[^"\\]|\\.)*")`)
	files := appSources(t)
	missing := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range lit.FindAllStringSubmatch(string(src), -1) {
			key, err := strconv.Unquote(m[1])
			if err != nil {
				continue
			}
			if _, ok := nl[key]; !ok {
				missing++
				if missing <= 20 {
					t.Errorf("%s: no Dutch for %q", f, key)
				}
			}
		}
	}
	if missing > 20 {
		t.Errorf("… and %d more strings without Dutch", missing-20)
	}
}

// appSources lists the Go files of the app and its packages (the shell,
// the widgets, history, players, stats and every game table), tests left
// out.
func appSources(t *testing.T) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "apptest" || d.Name() == "cmd") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// Issue 16 #10: no text of the shell, the shared widgets, the history or
// the players says "(s)" for a count; i18n.N picks the form. (The game
// tables are checked by their own packages.)
func TestNoPluralWithParentheses(t *testing.T) {
	lit := regexp.MustCompile(`\bTf?\(("(?:[^"\\]|\\.)*")`)
	for _, f := range appSources(t) {
		if strings.HasPrefix(f, "tables") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range lit.FindAllStringSubmatch(string(src), -1) {
			if strings.Contains(m[1], "(s)") {
				t.Errorf("%s: %s says (s); use i18n.N", f, m[1])
			}
		}
	}
}

// nlFiles reads every Dutch translation file: key → Dutch, per file.
func nlFiles(t *testing.T) map[string]map[string]string {
	t.Helper()
	files := map[string]map[string]string{}
	err := fs.WalkDir(assets.Translations, "translations", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, "nl.json") {
			return err
		}
		b, err := assets.Translations.ReadFile(path)
		if err != nil {
			return err
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		files[path] = map[string]string{}
		for k, v := range m {
			if s, ok := v.(string); ok {
				files[path][k] = s
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// A text said in two translation files must read the same in both: which
// file Fyne's lookup takes is not ours to choose, so two Dutch wordings of
// one button would show one or the other from build to build.
func TestOneDutchPerText(t *testing.T) {
	where := map[string]map[string][]string{}
	for path, m := range nlFiles(t) {
		for k, v := range m {
			if where[k] == nil {
				where[k] = map[string][]string{}
			}
			where[k][v] = append(where[k][v], path)
		}
	}
	for k, byDutch := range where {
		if len(byDutch) > 1 {
			t.Errorf("%q has %d Dutch wordings: %v", k, len(byDutch), byDutch)
		}
	}
}

// A round's versions are said field by field (widgets.RoundWords): every
// field a game's rounds are entered with has its name in Dutch. The fields
// are read from the rounds in the scoring packages' worked cases.
func TestRoundFieldsHaveDutch(t *testing.T) {
	nl := map[string]bool{}
	for _, m := range nlFiles(t) {
		for k := range m {
			nl[k] = true
		}
	}
	cases, err := filepath.Glob(filepath.Join("..", "scoring", "*", "testdata", "*.json"))
	if err != nil || len(cases) == 0 {
		t.Fatalf("no worked cases found (%v)", err)
	}
	fields := map[string]string{}
	var walk func(v any, file string)
	walk = func(v any, file string) {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				if k != "" && unicode.IsLower([]rune(k)[0]) {
					fields[k] = file
				}
				walk(e, file)
			}
		case []any:
			for _, e := range x {
				walk(e, file)
			}
		}
	}
	// Each game names its list of rounds ("rounds", "deals", "hands", …).
	roundsKeys := map[string]bool{}
	for _, d := range all.All() {
		if k := d.Info().RoundsKey; k != "" {
			roundsKeys[k] = true
		}
	}
	var rounds func(v any, file string)
	rounds = func(v any, file string) {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				if roundsKeys[k] {
					walk(e, file)
					continue
				}
				rounds(e, file)
			}
		case []any:
			for _, e := range x {
				rounds(e, file)
			}
		}
	}
	for _, f := range cases {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var v any
		if json.Unmarshal(b, &v) != nil {
			continue // a case of unreadable input, kept as text on purpose
		}
		rounds(v, f)
	}
	if len(fields) < 20 {
		t.Fatalf("only %d round fields found in %d files: the cases' layout changed", len(fields), len(cases))
	}
	for k, file := range fields {
		if name := widgets.Humanize(k); !nl[name] {
			t.Errorf("round field %q (%s) has no Dutch for %q", k, file, name)
		}
	}
}

// Issue 16 #9, #10: no text of the app says a count with "(s)" (i18n.N or
// a text per form says it), and no option value or field name
// ("plus_two", "out_of_game") reaches a person.
func TestNoDeveloperWords(t *testing.T) {
	lit := regexp.MustCompile(`\bTf?\(("(?:[^"\\]|\\.)*")`)
	snake := regexp.MustCompile(`[a-z]_[a-z]`)
	seen := 0
	for _, f := range appSources(t) {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range lit.FindAllStringSubmatch(string(src), -1) {
			seen++
			if strings.Contains(m[1], "(s)") || snake.MatchString(m[1]) {
				t.Errorf("%s: %s", f, m[1])
			}
		}
	}
	if seen < 500 {
		t.Errorf("only %d texts found: the test does not read the sources", seen)
	}
}

// Printf verbs are the app's one placeholder syntax (i18n.Tf, i18n.N and
// fmt.Sprintf fill them): no translation entry is a Go template (its
// "{{" fields, which nothing fills any more), and every Dutch entry takes
// the same arguments as its English key — the same verb for each argument,
// in any order ("%[2]d slagen voor %[1]s"). A Dutch text that drops,
// adds or retypes an argument would show "%!d(string=…)" or "%!(EXTRA …)"
// in the middle of a Dutch screen, and only at run time.
func TestTranslationsTakeTheirKeysVerbs(t *testing.T) {
	checked := 0
	err := fs.WalkDir(assets.Translations, "translations", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".json") {
			return err
		}
		b, err := assets.Translations.ReadFile(path)
		if err != nil {
			return err
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		for key, v := range m {
			// A plural entry ({"one": …, "other": …}) has a text per form.
			texts := map[string]string{}
			switch x := v.(type) {
			case string:
				texts[""] = x
			case map[string]any:
				for form, s := range x {
					if s, ok := s.(string); ok {
						texts[form] = s
					}
				}
			}
			if strings.Contains(key, "{{") {
				t.Errorf("%s: key %q is a template: say it with printf verbs", path, key)
			}
			want, err := printfArgs(key)
			if err != nil {
				t.Errorf("%s: key %q: %v", path, key, err)
				continue
			}
			for form, s := range texts {
				if strings.Contains(s, "{{") {
					t.Errorf("%s: %q%s is a template (%q): say it with printf verbs", path, key, formName(form), s)
					continue
				}
				got, err := printfArgs(s)
				if err != nil {
					t.Errorf("%s: %q%s: %q: %v", path, key, formName(form), s, err)
					continue
				}
				// A plural's one-form may leave its count unsaid ("één
				// kaart"); every other text takes what its key takes.
				if form == "one" && len(got) < len(want) {
					continue
				}
				if len(want) > 0 {
					checked++
				}
				if g, w := argsText(got), argsText(want); g != w {
					t.Errorf("%s: %q%s takes %s, its key takes %s: %q", path, key, formName(form), g, w, s)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 300 {
		t.Errorf("only %d translations with arguments were checked: the test does not read the files", checked)
	}
}

// The comparison itself: a reordering passes, a dropped, added or
// retyped argument does not.
func TestPrintfArgs(t *testing.T) {
	for _, tc := range []struct {
		key, text string
		same      bool
	}{
		{"%s took %d tricks", "%s haalde %d slagen", true},
		{"%s took %d tricks", "%[2]d slagen voor %[1]s", true},
		{"%[1]s holds one. Did %[1]s say it to %[2]s?", "Heeft %[1]s het %[2]s gezegd?", true},
		{"100%% of %d", "%d, 100%%", true},
		{"%s took %d tricks", "%d slagen voor %s", false},
		{"%s took %d tricks", "%s haalde slagen", false},
		{"%s took %d tricks", "%s haalde %d slagen van %s", false},
		{"Round %d saved.", "Ronde %s opgeslagen.", false},
	} {
		k, err1 := printfArgs(tc.key)
		s, err2 := printfArgs(tc.text)
		if err1 != nil || err2 != nil {
			t.Errorf("%q, %q: %v, %v", tc.key, tc.text, err1, err2)
			continue
		}
		if same := argsText(k) == argsText(s); same != tc.same {
			t.Errorf("%q against %q: same = %v (%s, %s)", tc.text, tc.key, same, argsText(s), argsText(k))
		}
	}
	for _, bad := range []string{"%", "%[x]d", "%[0]s", "%*d"} {
		if _, err := printfArgs(bad); err == nil {
			t.Errorf("%q read without an error", bad)
		}
	}
}

func formName(form string) string {
	if form == "" {
		return ""
	}
	return " (" + form + ")"
}

// printfArgs reads a format as fmt reads it: the verb each argument is
// said with, by argument (1 is the first). An explicit index ("%[2]d")
// moves to that argument, and the verbs after it go on from there.
func printfArgs(format string) (map[int]string, error) {
	args := map[int]string{}
	next := 1
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		for i < len(format) && strings.IndexByte("+-# 0", format[i]) >= 0 {
			i++
		}
		if i < len(format) && format[i] == '[' {
			end := strings.IndexByte(format[i:], ']')
			if end < 0 {
				return nil, fmt.Errorf("unclosed argument index at %d", i)
			}
			n, err := strconv.Atoi(format[i+1 : i+end])
			if err != nil || n < 1 {
				return nil, fmt.Errorf("bad argument index %q", format[i:i+end+1])
			}
			next = n
			i += end + 1
		}
		for i < len(format) && (format[i] >= '0' && format[i] <= '9' || format[i] == '.') {
			i++
		}
		if i >= len(format) {
			return nil, fmt.Errorf("a %% without a verb at the end")
		}
		switch verb := format[i]; {
		case verb == '%':
		case verb == '*' || verb == '[':
			return nil, fmt.Errorf("a width or precision from an argument is not used here")
		case unicode.IsLetter(rune(verb)):
			if was, ok := args[next]; ok && was != string(verb) {
				return nil, fmt.Errorf("argument %d said as %%%s and %%%c", next, was, verb)
			}
			args[next] = string(verb)
			next++
		default:
			return nil, fmt.Errorf("bad verb %q", verb)
		}
	}
	return args, nil
}

// argsText says the arguments in order: "1:%s 2:%d".
func argsText(args map[int]string) string {
	keys := make([]int, 0, len(args))
	for n := range args {
		keys = append(keys, n)
	}
	slices.Sort(keys)
	parts := make([]string, len(keys))
	for i, n := range keys {
		parts[i] = fmt.Sprintf("%d:%%%s", n, args[n])
	}
	return strings.Join(parts, " ")
}

// A formatted text is translated and filled in one call, i18n.Tf, so that
// vet checks its arguments against its English (-printf.funcs): never
// fmt.Sprintf over i18n.T, which vet cannot see through.
func TestFormatsAreFilledByTf(t *testing.T) {
	for _, path := range appSources(t) {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			if strings.Contains(line, "fmt.Sprintf(i18n.T(") {
				t.Errorf("%s:%d: fmt.Sprintf(i18n.T(…)): use i18n.Tf", path, i+1)
			}
		}
	}
}
