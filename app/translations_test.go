package app

import (
	"arbiter/scoring/all"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
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
	lit := regexp.MustCompile(`\bT\(("(?:[^"\\]|\\.)*")`)
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
	lit := regexp.MustCompile(`\bT\(("(?:[^"\\]|\\.)*")`)
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
	lit := regexp.MustCompile(`\bT\(("(?:[^"\\]|\\.)*")`)
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
