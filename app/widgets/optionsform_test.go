package widgets

import (
	"encoding/json"
	"io/fs"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/assets"
	"arbiter/scoring/all"
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
	for _, d := range all.All() {
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

// Issue 28 #6: the new-game form's help of every house rule ends with the
// ruling it switches, for every game: the table sees which ruling of
// RULINGS.md the option changes (direction GEN-2, decks and rule_16
// CARTS-4 among them), in either language.
func TestEveryOptionHelpNamesItsRuling(t *testing.T) {
	test.NewTempApp(t)
	for _, d := range all.All() {
		id := d.Info().ID
		f := NewOptionsForm(id)
		var texts []string
		if f.Box != nil {
			texts = labelTexts(f.Box)
		}
		for _, o := range d.Options().Options {
			if o.Ruling == "" {
				t.Errorf("%s: option %s names no ruling", id, o.Name)
				continue
			}
			help := OptionHelp(o)
			if !strings.HasSuffix(help, " ("+o.Ruling+")") {
				t.Errorf("%s: the help of %s is %q: it does not end with its ruling %s", id, o.Name, help, o.Ruling)
			}
			if !slices.Contains(texts, help) {
				t.Errorf("%s: the form does not show %q", id, help)
			}
		}
	}
}

// labelTexts lists the texts of every label and rich text under o.
func labelTexts(o fyne.CanvasObject) []string {
	var out []string
	switch w := o.(type) {
	case *widget.Label:
		out = append(out, w.Text)
	case *widget.RichText:
		out = append(out, w.String())
	case *fyne.Container:
		for _, c := range w.Objects {
			out = append(out, labelTexts(c)...)
		}
	}
	return out
}
