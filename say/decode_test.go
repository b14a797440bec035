package say_test

import (
	"errors"
	"strings"
	"testing"

	"arbiter/engine/game"
	"arbiter/say"
	"arbiter/say/saytest"
	"arbiter/scoring/all"
	"arbiter/scoring/gametest"
)

// The refusals of an input that is not the JSON a game reads reach every
// command of every game before any rule does: each is a typed message,
// said in Dutch.
func TestDecodeRefusalsSaidInDutch(t *testing.T) {
	nl := say.For("nl", say.Words)
	seen := map[string]bool{}
	for _, tc := range []struct{ what, input string }{
		{"empty", ``},
		{"not an object", `[1]`},
		{"wrong type", `{"game":"burn","sides":3}`},
		{"unknown field", `{"game":"yamiro","colour":"red"}`},
		{"duplicate key", `{"game":"yamiro","game":"yamiro"}`},
		{"duplicate key deeper", `{"game":"burn","sides":{"A":["Ann"],"A":["Eve"]}}`},
	} {
		_, err := gametest.Call(all.Games, "score", []byte(tc.input))
		if err == nil {
			t.Fatalf("%s: no refusal", tc.what)
		}
		saytest.CheckSaid(t, "nl", tc.what, nil, err)
		m := game.Said(err)
		seen[m.ID] = true
		if got := nl.Refusal(err); got == err.Error() || strings.Contains(got, "given twice") || strings.Contains(got, "input") {
			t.Errorf("%s: said in Dutch as %q", tc.what, got)
		}
		if strings.HasPrefix(tc.what, "duplicate key") {
			if !errors.Is(err, game.ErrDuplicateKey) || !errors.Is(err, game.ErrInvalid) {
				t.Errorf("%s: %v is not a duplicate key refusal", tc.what, err)
			}
			if m.ID != "game.decode.duplicate_key" {
				t.Errorf("%s: said as %q", tc.what, m.ID)
			}
		}
	}
	// Not JSON at all is said too, but with encoding/json's own reason
	// ("invalid character ...") inside it, which stays English.
	for _, id := range []string{"game.decode.empty", "game.decode.not_an_object",
		"game.decode.wrong_type", "game.decode.unknown_field", "game.decode.duplicate_key"} {
		if !seen[id] {
			t.Errorf("%s never came up", id)
		}
	}
}

// The catalog's refusals (a game missing, not a string, unknown, or not
// played in tournaments) are said in Dutch, the ids listed as they are.
func TestCatalogRefusalsSaidInDutch(t *testing.T) {
	nl := say.For("nl", say.Words)
	for _, tc := range []struct {
		what string
		err  func() error
		id   string
	}{
		{"missing", func() error { _, err := all.ReadHeader([]byte(`{}`)); return err }, "scoring.game.missing"},
		{"not a string", func() error { _, err := all.ReadHeader([]byte(`{"game":3}`)); return err }, "scoring.game.not_string"},
		{"not a game", func() error { _, err := all.Lookup("chess"); return err }, "scoring.game.not_a_game"},
		{"no tournaments", func() error { _, err := all.Games.TournamentFor("myre"); return err }, "scoring.game.no_tournaments"},
	} {
		err := tc.err()
		saytest.CheckSaid(t, "nl", tc.what, nil, err)
		if id := game.Said(err).ID; id != tc.id {
			t.Errorf("%s: said as %q, want %q", tc.what, id, tc.id)
		}
		got := nl.Refusal(err)
		if strings.Contains(got, "one of") || strings.Contains(got, "tournaments") || strings.Contains(got, "missing") || strings.Contains(got, "not a") {
			t.Errorf("%s: said in Dutch as %q", tc.what, got)
		}
		if tc.id != "scoring.game.no_tournaments" && !strings.Contains(got, "myre, mortal-swords") {
			t.Errorf("%s: the ids are not listed: %q", tc.what, got)
		}
	}
}
