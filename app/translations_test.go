package app

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

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
