package widgets

import (
	"encoding/json"
	"io/fs"
	"strings"
	"testing"

	"arbiter/assets"
	"arbiter/scoring"
	_ "arbiter/scoring/all"
)

// dutch reads every nl translation file.
func dutch(t *testing.T) map[string]string {
	t.Helper()
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
	return nl
}

// Issue 16 #9: the new-game form shows each house rule by its label and
// help, and each choice by its label, in people's words; every one of them
// has its Dutch, for every game.
func TestEveryOptionHasWordsInBothLanguages(t *testing.T) {
	nl := dutch(t)
	missing := map[string]bool{}
	need := func(game, what, s string) {
		if s == "" {
			t.Errorf("%s: %s has no words for people", game, what)
			return
		}
		if _, ok := nl[s]; !ok {
			missing[s] = true
		}
	}
	for _, d := range scoring.All() {
		id := d.Info().ID
		for _, o := range d.Options().Options {
			need(id, o.Name+" label", o.Label)
			if o.Help != "" {
				need(id, o.Name+" help", o.Help)
			}
			for _, c := range o.Choices {
				need(id, o.Name+"="+c.Value+" label", c.Label)
				if c.Help != "" {
					need(id, o.Name+"="+c.Value+" help", c.Help)
				}
			}
		}
	}
	for s := range missing {
		t.Errorf("no Dutch for %q", s)
	}
}
