package swords

import (
	"encoding/json"
	"errors"
	"os"
	"slices"
	"testing"

	"arbiter/engine/game"
	"arbiter/engine/swords"
	"arbiter/scoring/gametest"
)

// TestHandsCases: attacks after which a living knight's hand cards can be
// no real cards (every card it could hold shown since its last draw) are
// refused at the attack, GEN-1; the attack before is accepted.
func TestHandsCases(t *testing.T) { gametest.RunFile(t, games, "testdata/hands.json") }

// TestHandsNowhereReason: the refusal carries whose hands and the counts
// (a table words it from them), under ErrHandNowhere and ErrCardOut.
func TestHandsNowhereReason(t *testing.T) {
	for _, tt := range []struct {
		name, field  string
		seats        []int
		hands, cards int
	}{
		{"gen1: a seventh card Bo was dealt shown in Ann's hand leaves Bo's sixth hand card nowhere", "attacks[26].plays", []int{1}, 6, 5},
		{"gen1: the deck's fortieth card is the Strong Suit card under it: a random card other than it leaves one hand card nowhere", "attacks[19].plays", []int{0, 1}, 12, 11},
	} {
		c := caseNamed(t, "testdata/hands.json", tt.name)
		_, err := call(c.Command, string(c.Input))
		var h *swords.HandsNowhere
		if !errors.As(err, &h) || !errors.Is(err, swords.ErrHandNowhere) || !errors.Is(err, swords.ErrCardOut) || !errors.Is(err, game.ErrImpossible) {
			t.Fatalf("%s: %v is not a hand that can be nowhere", tt.name, err)
		}
		if game.FieldOf(err) != tt.field || game.RuleOf(err) != game.RuleImpossible {
			t.Errorf("%s: field %q rule %q", tt.name, game.FieldOf(err), game.RuleOf(err))
		}
		if !slices.Equal(h.Seats, tt.seats) || h.Hands != tt.hands || h.Cards != tt.cards {
			t.Errorf("%s: %+v, want seats %v holding %d with %d cards", tt.name, *h, tt.seats, tt.hands, tt.cards)
		}
	}
}

func caseNamed(t *testing.T, path, name string) gametest.Case {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var cases []gametest.Case
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("no case %q in %s", name, path)
	return gametest.Case{}
}
