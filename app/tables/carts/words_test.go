package carts

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Issue 16 #9, #10: the table's texts say counts with the form that fits
// (i18n.N or a text per form), never "(s)", and no option value or field
// name ("plus_two", "out_of_game") reaches a person.
func TestNoDeveloperWords(t *testing.T) {
	lit := regexp.MustCompile(`\bT\(("(?:[^"\\]|\\.)*")`)
	files, _ := filepath.Glob("*.go")
	seen := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range lit.FindAllStringSubmatch(string(src), -1) {
			seen++
			if strings.Contains(m[1], "(s)") || regexp.MustCompile(`[a-z]_[a-z]`).MatchString(m[1]) {
				t.Errorf("%s: %s", f, m[1])
			}
		}
	}
	if seen < 20 {
		t.Errorf("only %d texts found: the test does not read the sources", seen)
	}
}
