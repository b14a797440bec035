package swords

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// randomParries plays Ann's hand card against Bo's random card of the same
// number, attack after attack: Bo never draws, so its hand stays the six
// cards it was dealt, which can only be cards never shown since. With
// the Strong Suit card KC drawn as the deck's 40th card (attack 20), the
// other 39 are pairs of 2-10 and faces; then Ann plays the 7s to 10s she
// holds against reshuffled cards.
func randomParries(t *testing.T, n int) *Game {
	t.Helper()
	g := newGame(t, Setup{Knights: 2, Dealer: 1, StrongCard: cards.MustParse("KC")})
	pairs := []string{"2S 2H", "2D 2C", "3S 3H", "3D 3C", "4S 4H", "4D 4C", "5S 5H", "5D 5C", "6S 6H", "6D 6C",
		"7S 7H", "8S 8H", "9S 9H", "10S 10H", "JS JC", "JH JD", "QS QC", "QH QD", "KH KD", "KS KC",
		"7C 7S", "7D 7H", "8C 8S", "8D 8H", "9C 9S", "9D 9H", "10C 10S"}
	for _, p := range pairs[:n] {
		a, b, _ := strings.Cut(p, " ")
		mustAttack(t, g, "0:"+a+" 1:"+b+"*")
	}
	return g
}

// CheckHands refuses the table where a knight's hand cards can be nowhere
// (GEN-1), with whose hands and the counts; the attack before is fine.
func TestCheckHands(t *testing.T) {
	if err := randomParries(t, 26).CheckHands("plays"); err != nil {
		t.Fatalf("26 parries: %v", err)
	}
	err := randomParries(t, 27).CheckHands("plays")
	var h *HandsNowhere
	if !errors.As(err, &h) || !errors.Is(err, ErrHandNowhere) || !errors.Is(err, ErrCardOut) {
		t.Fatalf("27 parries: %v", err)
	}
	if game.FieldOf(err) != "plays" || game.RuleOf(err) != game.RuleImpossible || !errors.Is(err, game.ErrImpossible) {
		t.Errorf("27 parries: field %q rule %q", game.FieldOf(err), game.RuleOf(err))
	}
	if !slices.Equal(h.Seats, []int{1}) || h.Hands != 6 || h.Cards != 5 {
		t.Errorf("27 parries: %+v, want Bo's 6 hand cards among 5", *h)
	}
	// Mid-attack the damage is not delivered yet: nothing is judged.
	mid := newGame(t, Setup{Knights: 2, Dealer: 1, StrongSuit: cards.Spades})
	mustAttack(t, mid, "0:5H 1:2S")
	if err := mid.CheckHands("plays"); err != nil {
		t.Errorf("mid-attack: %v", err)
	}
	// A new fight: the hands are the deal.
	if err := newGame(t, Setup{Knights: 3, Dealer: 2, StrongSuit: cards.Spades}).CheckHands("plays"); err != nil {
		t.Errorf("a new fight: %v", err)
	}
}
