package say_test

import (
	"errors"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/say"
	"arbiter/say/saytest"
)

// The decks' refusals reach every game (a card in any field of any
// input): each is a typed message said in Dutch, and together they say
// every message package cards declares.
func TestCardRefusalsSaidInDutch(t *testing.T) {
	seen := map[string]bool{}
	nl := say.For("nl", say.Words)
	check := func(what string, err error, sentinel error) {
		t.Helper()
		if err == nil || !errors.Is(err, sentinel) {
			t.Fatalf("%s: %v, want %v", what, err, sentinel)
		}
		saytest.CheckSaid(t, "nl", what, nil, err)
		collect(game.Said(err), seen)
		if got := nl.Refusal(err); got == err.Error() || strings.Contains(got, "is not") {
			t.Errorf("%s: said in Dutch as %q", what, got)
		}
	}
	for _, in := range []string{"x7", "Fi16", "Fi07", "Zz3"} {
		_, err := cards.ParseElementCard(in)
		check("element card "+in, err, cards.ErrNotACard)
	}
	for _, in := range []string{"", "Q", "QZ", "1H"} {
		_, err := cards.Parse(in)
		check("standard card "+in, err, cards.ErrNotACard)
	}
	_, err := cards.ParseRailogCard("9")
	check("railog card", err, cards.ErrNotACard)
	_, err = cards.ParseElement("lava")
	check("element", err, cards.ErrNotACard)
	_, err = cards.ParseSuit("Y")
	check("suit", err, cards.ErrNotACard)
	_, err = cards.ParseElementCards("cards", []string{"Fi7", "Fi16"})
	check("element list", err, cards.ErrNotACard)
	if f := game.FieldOf(err); f != "cards[1]" {
		t.Errorf("element list: field %q, want cards[1]", f)
	}
	_, err = cards.ParseList("hand", []string{"QS", "11H"})
	check("standard list", err, cards.ErrNotACard)
	fi7 := cards.MustParseElementCard("Fi7")
	check("element twice", cards.CheckElementCards("cards", []cards.ElementCard{fi7, fi7}, 1), cards.ErrDuplicate)
	check("element thrice", cards.CheckElementCards("cards", []cards.ElementCard{fi7, fi7, fi7}, 2), cards.ErrDuplicate)
	check("standard twice", cards.CheckStandard("hand", cards.MustParseList("QS 2H QS")), cards.ErrDuplicate)
	check("jokers", cards.CheckStandard("hand", cards.MustParseList("RJ BJ JK")), cards.ErrDuplicate)
	check("railog", cards.CheckRailogCards("plays", cards.MustParseRailogCards("8 8 8 8 8 8 8 8 8")), cards.ErrDuplicate)
	for id := range saytest.Declarations(t, "../engine/cards").Messages {
		if !seen[id] {
			t.Errorf("%s never came up", id)
		}
	}
}
