package i18n

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"

	"arbiter/scoring/all"
	"arbiter/scoring/gametest"
)

// A format is filled with its parts, said in turn; a whole text is looked
// up; a text of clauses is said clause by clause only when every clause
// can be; anything else stays English, whole.
func TestProseSaysFormatsAndTexts(t *testing.T) {
	p := &prose{texts: map[string]string{"North": "Noord", "South": "Zuid"}}
	for k, v := range map[string]string{
		"%s beats %s: %s":         "%[2]s verliest van %[1]s: %[3]s",
		"%s takes %d tricks":      "%s haalt %d slagen",
		"%s takes %d tricks (%%)": "%s haalt %d slagen (%%)",
	} {
		re, lit, err := FormatPattern(k)
		if err != nil {
			t.Fatal(err)
		}
		p.templates = append(p.templates, template{re: re, out: verb.ReplaceAllString(v, "%${1}s"), lit: lit})
	}
	slices.SortStableFunc(p.templates, func(a, b template) int { return b.lit - a.lit })
	for in, want := range map[string]string{
		"North beats South: South takes 3 tricks": "Zuid verliest van Noord: Zuid haalt 3 slagen",
		"North takes 3 tricks (%)":                "Noord haalt 3 slagen (%)",
		"North":                                   "Noord",
		"North; South":                            "Noord; Zuid",
		"North; nobody":                           "North; nobody",
		"North beats South: higher card":          "North beats South: higher card",
		"Ann & Cy takes 3 tricks":                 "Ann & Cy haalt 3 slagen",
		"nothing known":                           "nothing known",
	} {
		if got := p.say(in, 0); got != want {
			t.Errorf("say(%q) = %q, want %q", in, got, want)
		}
	}
}

// Every translated format takes the parts its English takes: filled with
// as many parts, it prints no "%!" (a missing, extra or wrong part), and
// every file reads (no unknown keys). One English text has one Dutch
// across the files.
func TestProseFilesRead(t *testing.T) {
	files, err := ReadProse("nl")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	formats := map[string]string{}
	for path, f := range files {
		for k, v := range f.Templates {
			if prev, ok := formats[k]; ok && prev != v {
				t.Errorf("format %q has two Dutch formats: %q and %q", k, prev, v)
			}
			formats[k] = v
			re, _, err := FormatPattern(k)
			if err != nil {
				t.Errorf("%s: %q: %v", path, k, err)
				continue
			}
			n := re.NumSubexp()
			args := make([]any, n)
			for i := range args {
				args[i] = fmt.Sprintf("<%d>", i+1)
			}
			out := fmt.Sprintf(verb.ReplaceAllString(v, "%${1}s"), args...)
			if strings.Contains(out, "%!") {
				t.Errorf("%s: %q → %q takes other parts than its English (%d): %s", path, k, v, n, out)
			}
			for i := range args {
				if !strings.Contains(out, args[i].(string)) {
					t.Errorf("%s: %q → %q leaves out part %d", path, k, v, i+1)
				}
			}
		}
		for k, v := range f.Texts {
			if prev, ok := seen[k]; ok && prev != v {
				t.Errorf("%q has two Dutch texts: %q and %q", k, prev, v)
			}
			seen[k] = v
		}
	}
}

// Every explanation step and rules text the engines write for the worked
// cases of every game (scoring/*/testdata) is said in Dutch: the Why? a
// Dutch table reads is Dutch. Parts that are names, seats or cards may
// stay as they are (the tables say cards in words); the sentence may not.
func TestEveryExplanationInDutch(t *testing.T) {
	SetLanguage("nl")
	defer SetLanguage("en")
	if Language() != "nl" {
		t.Fatalf("Language() = %q after SetLanguage(nl)", Language())
	}
	cases, err := filepath.Glob(filepath.Join("..", "..", "scoring", "*", "testdata", "*.json"))
	if err != nil || len(cases) == 0 {
		t.Fatalf("no worked cases (%v)", err)
	}
	missing := map[string][]string{} // game → English texts left
	count := map[string]int{}        // game → distinct texts
	seen := map[string]bool{}
	add := func(game, s string) {
		if s == "" || !strings.ContainsFunc(s, unicode.IsLetter) || seen[game+"\x00"+s] {
			return
		}
		seen[game+"\x00"+s] = true
		count[game]++
		// A text the files give as it is ("Gâm", a bid's name as a
		// title) is said: it is the same in Dutch.
		if _, same := proseFor("nl").texts[s]; Prose(s) == s && !same {
			missing[game] = append(missing[game], s)
		}
	}
	for _, path := range cases {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var list []gametest.Case
		if json.Unmarshal(b, &list) != nil {
			continue
		}
		for _, c := range list {
			if c.ExpectError {
				continue
			}
			out, err := gametest.Call(all.Games, c.Command, c.Input)
			if err != nil {
				continue
			}
			game, _ := all.ReadHeader(c.Input)
			raw, _ := json.Marshal(out)
			var v any
			json.Unmarshal(raw, &v)
			walkSteps(v, func(text, section string) {
				add(game, text)
				add(game, section)
			})
		}
	}
	for _, d := range all.All() {
		id := d.Info().ID
		r := d.Rules()
		add(id, r.Source)
		for _, s := range r.Sections {
			add(id, s.Title)
			add(id, s.Text)
		}
		for _, rl := range r.Rulings {
			add(id, rl.Question)
			add(id, rl.Answer)
		}
	}
	ids := slices.Sorted(func(yield func(string) bool) {
		for id := range count {
			if !yield(id) {
				return
			}
		}
	})
	for _, id := range ids {
		if m := missing[id]; len(m) > 0 {
			slices.Sort(m)
			shown := m
			// PROSE_LIST=myre lists every text left, to translate.
			if len(shown) > 15 && os.Getenv("PROSE_LIST") != id {
				shown = shown[:15]
			}
			t.Errorf("%s: %d of %d texts still English, e.g.:\n  %s", id, len(m), count[id], strings.Join(shown, "\n  "))
		}
	}
}

// walkSteps calls f for every explanation step in a command's output
// ({"text", "section"} objects in a "steps" list).
func walkSteps(v any, f func(text, section string)) {
	switch x := v.(type) {
	case map[string]any:
		if steps, ok := x["steps"].([]any); ok {
			for _, s := range steps {
				if m, ok := s.(map[string]any); ok {
					text, _ := m["text"].(string)
					sec, _ := m["section"].(string)
					f(text, sec)
				}
			}
		}
		for _, e := range x {
			walkSteps(e, f)
		}
	case []any:
		for _, e := range x {
			walkSteps(e, f)
		}
	}
}
