package apptest

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arbiter/app/i18n"
	"arbiter/assets"
	"arbiter/engine/game"
	"arbiter/say"
	"arbiter/say/saytest"
	"arbiter/scoring/all"
)

// PseudoLang is the pseudo-locale's language: a tag no reader uses.
const PseudoLang = "en-XA"

// Pseudo installs the pseudo-locale, in which every string of the
// catalogs is marked ⟦so⟧: the engines' messages, words and nouns
// (saytest.Pseudo over every package of engine/ and scoring/) and the
// app's texts (every key of assets/translations). A text on screen that
// is not marked reached the reader around the catalogs. Start the app
// with Language: PseudoLang after it.
func Pseudo(t *testing.T) string {
	t.Helper()
	root := repoRoot(t)
	dirs := []string{filepath.Join(root, "say")}
	for _, top := range []string{"engine", "scoring"} {
		subs, _ := filepath.Glob(filepath.Join(root, top, "*"))
		dirs = append(dirs, filepath.Join(root, top))
		for _, d := range subs {
			if st, err := os.Stat(d); err == nil && st.IsDir() {
				dirs = append(dirs, d)
			}
		}
	}
	c := saytest.Pseudo(t, PseudoLang, dirs...)
	// The typed rules' parts are catalog words by their place in the
	// rules (say.RuleWordID), declared by no game.W: marked here.
	for _, d := range all.All() {
		r := d.Rules()
		word := func(id, english string) { c.Words[id], c.Files[id] = saytest.Mark(english), "pseudo" }
		word(r.Game+".rules.source", r.Source)
		for _, s := range r.Sections {
			if s.ID != "" {
				word(say.RuleWordID(r.Game, "section", s.ID, "title"), s.Title)
				word(say.RuleWordID(r.Game, "section", s.ID, "text"), s.Text)
			}
		}
		for _, rl := range r.Rulings {
			word(say.RuleWordID(r.Game, "ruling", rl.ID, "question"), rl.Question)
			word(say.RuleWordID(r.Game, "ruling", rl.ID, "answer"), rl.Answer)
		}
	}
	marked := map[string]any{}
	err := fs.WalkDir(assets.Translations, "translations", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".nl.json") && !strings.HasSuffix(path, "/nl.json") {
			return err
		}
		b, err := assets.Translations.ReadFile(path)
		if err != nil {
			return err
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			return err
		}
		for k, v := range m {
			if forms, ok := v.(map[string]any); ok {
				out := map[string]any{}
				for f := range forms {
					out[f] = saytest.Mark(k)
				}
				marked[k] = out
				continue
			}
			marked[k] = saytest.Mark(k)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(marked)
	if err := lang.AddTranslationsForLocale(b, fyne.Locale(PseudoLang)); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { i18n.SetLanguage("en") })
	return PseudoLang
}

// Unmarked are the texts on screen with a word in them that the
// pseudo-locale did not mark, sorted, once each. A label's wrapped lines
// come one after the other, so a mark may open on one line and close on
// a later one: the marked spans are taken out of all the texts in order.
func Unmarked(sc *Screen) []string {
	var rest strings.Builder
	depth := 0
	for _, line := range sc.Texts() {
		for _, r := range line {
			switch {
			case r == '⟦':
				depth++
			case r == '⟧' && depth > 0:
				depth--
			case depth == 0:
				rest.WriteRune(r)
			}
		}
		if depth == 0 {
			rest.WriteByte('\n')
		}
	}
	seen := map[string]bool{}
	var out []string
	for _, s := range strings.Split(rest.String(), "\n") {
		s = strings.TrimFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if !strings.ContainsFunc(s, unicode.IsLetter) || seen[s] {
			continue
		}
		seen[s] = true
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// repoRoot is the module's directory, above the test's package.
func repoRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test")
		}
		dir = parent
	}
}

// CheckPseudo fails for every text on screen the pseudo-locale did not
// mark, except ruling ids ("YAM-3") and what is made of the texts allowed
// (the players' names, the game's own terms, which no language
// translates), numbers and signs ("Ann: 22"); and for a text that is not
// whole UTF-8 (a mark cut in two by a byte-wise change of case, say).
func CheckPseudo(t *testing.T, sc *Screen, allowed ...string) {
	t.Helper()
	for _, s := range sc.Texts() {
		if !utf8.ValidString(s) || strings.ContainsRune(s, utf8.RuneError) {
			t.Errorf("%q is not whole text", s)
		}
	}
	names := append([]string(nil), allowed...)
	// The longest first: "Annemarie" before "Ann".
	sort.Slice(names, func(i, j int) bool { return len(names[i]) > len(names[j]) })
	for _, s := range Unmarked(sc) {
		rest := s
		for _, n := range names {
			rest = strings.ReplaceAll(rest, n, "")
		}
		if strings.ContainsFunc(rest, unicode.IsLetter) && !game.IsRulingID(s) {
			t.Errorf("%q reaches the screen around the catalogs", s)
		}
	}
}
