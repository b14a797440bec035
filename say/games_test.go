package say_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"arbiter/say"
	"arbiter/say/saytest"
	"arbiter/scoring/all"
	"arbiter/scoring/gametest"
)

// sayable are the games whose engines say every explanation and refusal as
// typed messages, with the package directory of each.
var sayable = map[string]string{
	"yamiro":        "yamiro",
	"carts-tity":    "carts",
	"draque-yirken": "draque",
	"mortal-swords": "swords",
	"pymtheg":       "pymtheg",
	"burn":          "burn",
	"myre":          "myre",
	"hyrule":        "hyrule",
}

// Every message, word and noun a game declares has its Dutch, taking the
// same arguments; nothing in the catalog is left undeclared.
func TestEveryMessageHasDutch(t *testing.T) {
	for id, dir := range sayable {
		t.Run(id, func(t *testing.T) {
			saytest.CheckCatalog(t, "nl", id+".", "../engine/"+dir, "../scoring/"+dir)
		})
	}
	saytest.CheckCatalog(t, "nl", "say.", ".")
	saytest.CheckCatalog(t, "nl", "game.", "../engine/game")
	saytest.CheckCatalog(t, "nl", "scoring.", "../scoring")
	saytest.CheckCatalog(t, "nl", "cards.", "../engine/cards")
	saytest.CheckCatalog(t, "nl", "tricks.", "../engine/tricks")
	saytest.CheckCatalog(t, "nl", "event.", "../scoring/event")
}

// Every worked case's explanation and refusal is typed all the way down
// and said in Dutch with no English left.
func TestEveryCaseSaidInDutch(t *testing.T) {
	for id, dir := range sayable {
		files, _ := filepath.Glob(filepath.Join("..", "scoring", dir, "testdata", "*.json"))
		if len(files) == 0 {
			t.Fatalf("%s: no case files", id)
		}
		nl := say.For("nl", say.Words)
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var cases []gametest.Case
			if err := json.Unmarshal(b, &cases); err != nil {
				continue // not a list of cases
			}
			for _, c := range cases {
				out, err := gametest.Call(all.Games, c.Command, c.Input)
				what := filepath.Base(f) + ": " + c.Name
				saytest.CheckSaid(t, "nl", what, out, err)
				if err != nil {
					if got := nl.Refusal(err); got == "" {
						t.Errorf("%s: the refusal says nothing in Dutch", what)
					}
				}
			}
		}
	}
}

// Every game's rules are said in Dutch: each section, ruling and source.
func TestEveryRulesInDutch(t *testing.T) {
	for id := range sayable {
		d, err := all.Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		saytest.CheckRules(t, "nl", d.Rules())
	}
}

// Every rule a game declares cites, typed, what its English cites.
func TestRulesCiteTyped(t *testing.T) {
	dirs := []string{"../engine/game", "../engine/tricks", "../scoring/event", "../scoring"}
	for _, dir := range sayable {
		dirs = append(dirs, "../engine/"+dir, "../scoring/"+dir)
	}
	saytest.CheckCitations(t, dirs...)
}
