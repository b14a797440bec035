package history

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/say"
	"arbiter/scoring"
	"arbiter/scoring/all"
	"arbiter/storage"
)

// cardCode is a card in the engines' notation ("QS", "RJ", "Fi7").
var cardCode = regexp.MustCompile(`\b(10|[2-9AJQK])[SHDC]\b|\b(RJ|BJ)\b|\b(Fi|Wa|Wi|Ea)(1[0-5]|[1-9])\b`)

// A history main wrote before rounds kept their steps typed
// (storage/realgames/testdata/v5-history.db, schema 5) opens, and every
// round of every game, read back as the record reads it, shows its
// explanation in the Why? panel in Dutch: each step the Dutch catalog's,
// none left in English, no card in the engines' notation.
func TestAStoredHistoryShowsItsRoundsInDutch(t *testing.T) {
	test.NewTempApp(t)
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	b, err := os.ReadFile("../../storage/realgames/testdata/v5-history.db")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "arbiter.db")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	games, err := st.Games(storage.Filter{Limit: 1000})
	if err != nil || len(games) == 0 {
		t.Fatalf("%d games: %v", len(games), err)
	}
	nl := say.For("nl", say.Words)
	shown := 0
	for _, g := range games {
		def, err := all.Lookup(g.Kind)
		if err != nil {
			t.Fatal(err)
		}
		rounds, err := st.Rounds(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rounds {
			steps := scoring.StepsOf(storedResult(def, r))
			if len(steps) == 0 {
				continue
			}
			var lines []string
			for _, l := range apptest.All[*widget.Label](widgets.ExplanationPanel(nil, g.Kind, steps)) {
				lines = append(lines, l.Text)
			}
			texts := strings.Join(lines, "\n")
			for i, s := range steps {
				what := fmt.Sprintf("%s %s round %d step %d", g.Kind, g.ID, r.Number, i+1)
				if s.Said == nil {
					t.Errorf("%s: %q reads back as text", what, s.Text)
					continue
				}
				line := fmt.Sprintf("%d. %s", i+1, widgets.FontSafe(nl.StepText(s)))
				if !strings.Contains(texts, line) {
					t.Errorf("%s: the panel does not say %q:\n%s", what, line, texts)
				}
				if strings.Contains(texts, fmt.Sprintf("%d. %s\n", i+1, s.Text)) {
					t.Errorf("%s: the panel says the English %q", what, s.Text)
				}
				if code := cardCode.FindString(line); code != "" {
					t.Errorf("%s: the card %s in notation: %q", what, code, line)
				}
			}
			shown++
		}
	}
	if shown < 100 {
		t.Errorf("%d rounds shown: the fixture is not the one described", shown)
	}
}
