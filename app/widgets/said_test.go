package widgets_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/game"
	"arbiter/say"
	"arbiter/say/saytest"
	"arbiter/scoring/all"
	"arbiter/scoring/gametest"
)

// typedGames are the games whose engines say every explanation and
// refusal as typed messages, with their package directories.
var typedGames = map[string]string{
	"yamiro":        "yamiro",
	"carts-tity":    "carts",
	"draque-yirken": "draque",
	"mortal-swords": "swords",
	"pymtheg":       "pymtheg",
	"burn":          "burn",
	"myre":          "myre",
	"hyrule":        "hyrule",
}

// workedCase is one answer of an engine to a worked case.
type workedCase struct {
	what  string
	steps []game.Step
	err   error
}

// workedCases are a game's worked cases (scoring/<dir>/testdata) with
// the steps of each answer, or its refusal.
func workedCases(t *testing.T, dir string) []workedCase {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join("..", "..", "scoring", dir, "testdata", "*.json"))
	if len(files) == 0 {
		t.Fatalf("%s: no case files", dir)
	}
	var out []workedCase
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var cases []gametest.Case
		if json.Unmarshal(b, &cases) != nil {
			continue // not a list of cases
		}
		for _, c := range cases {
			res, err := gametest.Call(all.Games, c.Command, c.Input)
			w := workedCase{what: filepath.Base(f) + ": " + c.Name, err: err}
			stepsIn(reflect.ValueOf(res), func(s game.Step) { w.steps = append(w.steps, s) })
			out = append(out, w)
		}
	}
	return out
}

// stepsIn finds every game.Step in a value.
func stepsIn(v reflect.Value, fn func(game.Step)) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			stepsIn(v.Elem(), fn)
		}
	case reflect.Struct:
		if s, ok := v.Interface().(game.Step); ok {
			fn(s)
			return
		}
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				stepsIn(v.Field(i), fn)
			}
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			stepsIn(v.Index(i), fn)
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			stepsIn(v.MapIndex(k), fn)
		}
	}
}

// cardCode is a card in the engines' notation ("QS", "10H", "RJ", "Fi7"),
// which people read in words ("Q♤", "rode joker", "Vuur 7").
var cardCode = regexp.MustCompile(`\b(10|[2-9AJQK])[SHDC]\b|\b(RJ|BJ)\b|\b(Fi|Wa|Wi|Ea)(1[0-5]|[1-9])\b`)

// panelTexts are the texts of the Why? panel's labels, in order.
func panelTexts(kind string, steps []game.Step) []string {
	var out []string
	for _, l := range apptest.All[*widget.Label](widgets.ExplanationPanel(nil, kind, steps)) {
		out = append(out, l.Text)
	}
	return out
}

// Every worked case of every typed game, shown in the Why? panel of a
// Dutch app, is said from its typed messages by the Dutch catalogs: each
// step's line is the printer's Dutch (not the engine's English through
// assets/prose), each section its Dutch word, and every id in them has
// its Dutch (saytest.CheckSaid); a refusal reads as the catalog says it.
func TestWhyPanelSaysEveryWorkedCaseInDutch(t *testing.T) {
	test.NewTempApp(t)
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	nl := say.For("nl", say.Words)
	for id, dir := range typedGames {
		t.Run(id, func(t *testing.T) {
			shown := 0
			for _, c := range workedCases(t, dir) {
				saytest.CheckSaid(t, "nl", c.what, c.steps, c.err)
				if c.err != nil {
					if got, want := widgets.ErrText(c.err), widgets.FontSafe(nl.Refusal(c.err)); got != want {
						t.Errorf("%s: the refusal reads %q, the catalog says %q", c.what, got, want)
					}
					continue
				}
				if len(c.steps) == 0 {
					continue
				}
				texts := strings.Join(panelTexts(id, c.steps), "\n")
				for i, s := range c.steps {
					line := fmt.Sprintf("%d. %s", i+1, widgets.FontSafe(nl.StepText(s)))
					if !strings.Contains(texts, line) {
						t.Errorf("%s: the panel does not say %q:\n%s", c.what, line, texts)
					}
					if s.Text != "" && strings.Contains(texts, fmt.Sprintf("%d. %s\n", i+1, s.Text)) && nl.StepText(s) != s.Text {
						t.Errorf("%s: the panel says the English %q", c.what, s.Text)
					}
					if code := cardCode.FindString(line); code != "" {
						t.Errorf("%s: the panel says the card %s by its notation: %q", c.what, code, line)
					}
					if sec := nl.Section(s); sec != "" && !strings.Contains(texts, sec) {
						t.Errorf("%s: the panel does not cite %q", c.what, sec)
					}
				}
				shown++
			}
			if shown == 0 {
				t.Errorf("%s: no worked case has an explanation", id)
			}
		})
	}
}

// In the pseudo-locale, which marks every string of the catalogs, every
// step of every worked case in the Why? panel is marked whole: no part
// of a step reaches the reader around the catalogs.
func TestWhyPanelPseudoLocaleMarksEveryStep(t *testing.T) {
	test.NewTempApp(t)
	dirs := []string{"../../say", "../../engine/game", "../../scoring", "../../engine/cards", "../../engine/tricks"}
	for _, dir := range typedGames {
		dirs = append(dirs, "../../engine/"+dir, "../../scoring/"+dir)
	}
	saytest.Pseudo(t, "en-XA", dirs...)
	i18n.SetLanguage("en-XA")
	defer i18n.SetLanguage("en")
	if i18n.Language() != "en-XA" {
		t.Fatalf("Language() = %q in the pseudo-locale", i18n.Language())
	}
	for id, dir := range typedGames {
		for _, c := range workedCases(t, dir) {
			if c.err != nil {
				if got := widgets.ErrText(c.err); !strings.HasPrefix(got, "⟦") {
					t.Errorf("%s: the refusal %q is not marked", c.what, got)
				}
				continue
			}
			texts := panelTexts(id, c.steps)
			for i := range c.steps {
				prefix := fmt.Sprintf("%d. ", i+1)
				found := false
				for _, l := range texts {
					if strings.HasPrefix(l, prefix) {
						found = true
						if body := strings.TrimPrefix(l, prefix); !strings.HasPrefix(body, "⟦") || !strings.HasSuffix(body, "⟧") {
							t.Errorf("%s: step %q is not said by the catalogs", c.what, l)
						}
					}
				}
				if !found {
					t.Errorf("%s: no step %d in the panel", c.what, i+1)
				}
			}
		}
	}
}
