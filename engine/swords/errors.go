package swords

import (
	"errors"
	"fmt"

	"arbiter/engine/game"
)

// Sentinel errors. Every refusal of this package is a *game.Error whose
// Sentinel is one of them and whose Kind is game.ErrInvalid, game.ErrIllegal
// or game.ErrImpossible (GEN-1), so errors.Is finds both, and
// game.FieldOf / game.RuleOf read the field and the rule.
var (
	// ErrSetup: the table (knights, seats, Strong Suit, vow cards) is not
	// well formed.
	ErrSetup = errors.New("bad setup")
	// ErrPlay: a play is malformed (missing card, unknown seat, a card twice).
	ErrPlay = errors.New("bad play")
	// ErrOrder: a knight plays out of turn.
	ErrOrder = errors.New("out of turn")
	// ErrForbiddenAttack: the attacking card is not allowed (SWORDS-5).
	ErrForbiddenAttack = errors.New("forbidden attack")
	// ErrStopped: a knight played after the attack had stopped.
	ErrStopped = errors.New("attack already stopped")
	// ErrSteal: a steal or face-down defence the rules do not allow.
	ErrSteal = errors.New("steal not allowed")
	// ErrChoice: a damage choice that is not one of the knight's options.
	ErrChoice = errors.New("damage choice not allowed")
	// ErrGameOver: the fight already has its last knight standing.
	ErrGameOver = errors.New("game over")
	// ErrCardOut: a card shows up where it cannot be: an armor card (armor
	// never goes back to the deck), a card still in the discard pile
	// before the deck ran out and was reshuffled, or the Strong Suit card
	// before the deck was drawn down to it (GEN-1).
	ErrCardOut = errors.New("card out of play")
)

// Finer sentinels a table uses to say a refusal in its own words: each
// wraps ErrForbiddenAttack or ErrCardOut, so errors.Is finds the broad one
// too.
var (
	// ErrStrongFace: a J, Q or K of the Strong Suit attacks from hand
	// (SWORDS-5).
	ErrStrongFace = fmt.Errorf("%w: a J, Q or K of the Strong Suit from hand", ErrForbiddenAttack)
	// ErrGentlemanStrong: a Strong Suit card from hand on a knight's first
	// attack under the Gentleman Rule (SWORDS-5).
	ErrGentlemanStrong = fmt.Errorf("%w: a Strong Suit card on a first attack (Gentleman Rule)", ErrForbiddenAttack)
	// ErrGentlemanFace: a J, Q or K from hand on a knight's first attack
	// under the Gentleman Rule (SWORDS-5).
	ErrGentlemanFace = fmt.Errorf("%w: a J, Q or K on a first attack (Gentleman Rule)", ErrForbiddenAttack)
	// ErrIsArmor: the card is a knight's armor (GEN-1).
	ErrIsArmor = fmt.Errorf("%w: an armor card", ErrCardOut)
	// ErrDiscarded: the card is in the discard pile and the deck has not
	// been reshuffled since (GEN-1).
	ErrDiscarded = fmt.Errorf("%w: in the discard pile", ErrCardOut)
	// ErrUnderDeck: the Strong Suit card, still under the deck (GEN-1).
	ErrUnderDeck = fmt.Errorf("%w: the Strong Suit card under the deck", ErrCardOut)
	// ErrOnTable: the card was played in the attack being delivered
	// (GEN-1).
	ErrOnTable = fmt.Errorf("%w: played in this attack", ErrCardOut)
	// ErrHandNowhere: after an attack some living knight's hand cards can
	// be no real cards: every card the knight could hold was shown
	// elsewhere since its last draw (GEN-1). The refusal's sentinel is a
	// *HandsNowhere, which says whose hands.
	ErrHandNowhere = fmt.Errorf("%w: a hand card that can be nowhere", ErrCardOut)
)

// Error is the refusal type of this package: game.Error, with Sentinel set
// to one of the errors above.
type Error = game.Error

// invalidf refuses malformed input; the message starts with the field.
func invalidf(kind error, format string, a ...any) error {
	return withSentinel(game.Invalidf(format, a...), kind)
}

// illegalf refuses a play the rules forbid, naming the rule; the message
// starts with the field: "<field>: <what>: <rule>".
func illegalf(kind error, rule, format string, a ...any) error {
	return withSentinel(game.Illegalf(rule, format, a...), kind)
}

// impossiblef refuses a table that could not have happened (GEN-1) at
// field.
func impossiblef(kind error, field, format string, a ...any) error {
	return withSentinel(game.Impossiblef(field, format, a...), kind)
}

// fieldf is malformed input at field; the message does not repeat the
// field.
func fieldf(kind error, field, format string, a ...any) error {
	return &game.Error{Kind: game.ErrInvalid, Field: field, Msg: fmt.Sprintf(format, a...), Sentinel: kind}
}

// ruledf is an illegal play at field, naming rule; the message does not
// repeat the field.
func ruledf(kind error, field, rule, format string, a ...any) error {
	return &game.Error{Kind: game.ErrIllegal, Field: field, Msg: fmt.Sprintf(format, a...), Rule: rule, Sentinel: kind}
}

func withSentinel(err error, sentinel error) error {
	var e *game.Error
	if errors.As(err, &e) {
		e.Sentinel = sentinel
	}
	return err
}
