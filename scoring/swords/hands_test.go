package swords

import (
	"encoding/json"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"arbiter/engine/game"
	"arbiter/engine/swords"
	"arbiter/say"
	"arbiter/scoring/gametest"
)

// TestHandsCases: attacks after which a living knight's hand cards can be
// no real cards (every card it could hold shown since its last draw) are
// refused at the attack, GEN-1; the attack before is accepted.
func TestHandsCases(t *testing.T) { gametest.RunFile(t, games, "testdata/hands.json") }

// TestHandsNowhereReason: the refusal carries whose hands and the counts
// (a table words it from them), under ErrHandNowhere and ErrCardOut; the
// refusal and its *HandsNowhere say the same typed message, the seats
// typed, in Dutch too.
func TestHandsNowhereReason(t *testing.T) {
	nl := say.For("nl", say.Words)
	for _, tt := range []struct {
		name, field  string
		seats        []int
		hands, cards int
		dutch        string
	}{
		{"gen1: a seventh card Bo was dealt shown in Ann's hand leaves Bo's sixth hand card nowhere", "attacks[26].plays", []int{1}, 6, 5,
			"na deze aanval heeft plaats 1 6 handkaarten, maar er kunnen maar 5 kaarten in die hand zitten"},
		{"gen1: the deck's fortieth card is the Strong Suit card under it: a random card other than it leaves one hand card nowhere", "attacks[19].plays", []int{0, 1}, 12, 11,
			"na deze aanval hebben plaatsen 0, 1 samen 12 handkaarten, maar er kunnen maar 11 verschillende kaarten"},
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
		said, own := game.Said(err), game.Said(h)
		if said.ID == "" || own.ID != said.ID || own.String() != said.String() {
			t.Errorf("%s: the refusal says %s %q, its reason %s %q", tt.name, said.ID, said, own.ID, own)
		}
		if got := nl.Refusal(err); !strings.HasPrefix(got, tt.dutch) || !strings.HasSuffix(got, ": GEN-1") {
			t.Errorf("%s: in Dutch %q", tt.name, got)
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
