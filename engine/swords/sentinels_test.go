package swords

import (
	"errors"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// The finer sentinels a table words a refusal with: each one is found by
// errors.Is, and so is the broad sentinel it refines.
func TestFinerSentinels(t *testing.T) {
	card := cards.MustParse
	gentle := newGame(t, Setup{Knights: 2, Dealer: 1, StrongSuit: cards.Spades, Options: Options{GentlemanRule: true}})
	vow := newGame(t, Setup{Knights: 2, Dealer: 1, StrongSuit: cards.Spades, Vow: cards.MustParseList("4C 8D"), Options: Options{WarriorsVow: true}})
	mid := newGame(t, Setup{Knights: 2, Dealer: 1, StrongSuit: cards.Spades})
	mustAttack(t, mid, "0:5H 1:2S")
	for _, tt := range []struct {
		name          string
		err           error
		fine, broad   error
		field, ruling string
	}{
		{"Q of the Strong Suit from hand", parryGame(t, 0).CanAttack(card("QH"), false), ErrStrongFace, ErrForbiddenAttack, "plays[0].card", "SWORDS-5"},
		{"Gentleman Rule: a Strong Suit card", gentle.CanAttack(card("5S"), false), ErrGentlemanStrong, ErrForbiddenAttack, "plays[0].card", "SWORDS-5"},
		{"Gentleman Rule: a J", gentle.CanAttack(card("JH"), false), ErrGentlemanFace, ErrForbiddenAttack, "plays[0].card", "SWORDS-5"},
		{"the Strong Suit card under the deck", parryGame(t, 0).CanAttack(card("AH"), false), ErrUnderDeck, ErrCardOut, "plays[0].card", game.RuleImpossible},
		{"a discard", parryGame(t, 2).CanAttack(card("3S"), false), ErrDiscarded, ErrCardOut, "plays[0].card", game.RuleImpossible},
		{"an armor card attacks", vow.CanAttack(card("4C"), false), ErrIsArmor, ErrCardOut, "plays[0].card", game.RuleImpossible},
		{"an armor card held", vow.CanHold(1, card("8D")), ErrIsArmor, ErrCardOut, "card", game.RuleImpossible},
		{"a card of this attack", mid.CanHold(1, card("5H")), ErrOnTable, ErrCardOut, "card", game.RuleImpossible},
	} {
		var e *game.Error
		if !errors.As(tt.err, &e) {
			t.Errorf("%s: %v is not a refusal", tt.name, tt.err)
			continue
		}
		if !errors.Is(tt.err, tt.fine) || !errors.Is(tt.err, tt.broad) || e.Sentinel != tt.fine {
			t.Errorf("%s: sentinel %v, want %v (within %v)", tt.name, e.Sentinel, tt.fine, tt.broad)
		}
		if e.Field != tt.field {
			t.Errorf("%s: field %q, want %q", tt.name, e.Field, tt.field)
		}
		if tt.ruling == game.RuleImpossible && e.Rule != tt.ruling || tt.ruling != game.RuleImpossible && !contains(e.Rule, tt.ruling) {
			t.Errorf("%s: rule %q, want %s", tt.name, e.Rule, tt.ruling)
		}
	}
	// The same Q turned up from the deck is a legal attack.
	if err := parryGame(t, 0).CanAttack(card("QH"), true); err != nil {
		t.Errorf("a random QH: %v", err)
	}
}
