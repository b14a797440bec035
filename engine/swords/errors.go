package swords

import (
	"arbiter/engine/game"
)

// Sentinel errors. Every refusal of this package is a *game.Error whose
// Sentinel is one of them and whose Kind is game.ErrInvalid, game.ErrIllegal
// or game.ErrImpossible (GEN-1), so errors.Is finds both, and
// game.FieldOf / game.RuleOf read the field and the rule. Each is a
// message too, said in the reader's language (game.Said).
var (
	// ErrSetup: the table (knights, seats, Strong Suit, vow cards) is not
	// well formed.
	ErrSetup = game.NewSentinel("mortal-swords.err.setup", "bad setup")
	// ErrPlay: a play is malformed (missing card, unknown seat, a card twice).
	ErrPlay = game.NewSentinel("mortal-swords.err.play", "bad play")
	// ErrOrder: a knight plays out of turn.
	ErrOrder = game.NewSentinel("mortal-swords.err.order", "out of turn")
	// ErrForbiddenAttack: the attacking card is not allowed (SWORDS-5).
	ErrForbiddenAttack = game.NewSentinel("mortal-swords.err.forbidden_attack", "forbidden attack")
	// ErrStopped: a knight played after the attack had stopped.
	ErrStopped = game.NewSentinel("mortal-swords.err.stopped", "attack already stopped")
	// ErrSteal: a steal or face-down defence the rules do not allow.
	ErrSteal = game.NewSentinel("mortal-swords.err.steal", "steal not allowed")
	// ErrChoice: a damage choice that is not one of the knight's options.
	ErrChoice = game.NewSentinel("mortal-swords.err.choice", "damage choice not allowed")
	// ErrGameOver: the fight already has its last knight standing.
	ErrGameOver = game.NewSentinel("mortal-swords.err.game_over", "game over")
	// ErrCardOut: a card shows up where it cannot be: an armor card (armor
	// never goes back to the deck), a card still in the discard pile
	// before the deck ran out and was reshuffled, or the Strong Suit card
	// before the deck was drawn down to it (GEN-1).
	ErrCardOut = game.NewSentinel("mortal-swords.err.card_out", "card out of play")
)

// Finer sentinels a table uses to say a refusal in its own words: each
// refines ErrForbiddenAttack or ErrCardOut, so errors.Is finds the broad one
// too.
var (
	// ErrStrongFace: a J, Q or K of the Strong Suit attacks from hand
	// (SWORDS-5).
	ErrStrongFace = refine(game.Define("mortal-swords.err.strong_face", "forbidden attack: a J, Q or K of the Strong Suit from hand"), ErrForbiddenAttack)
	// ErrGentlemanStrong: a Strong Suit card from hand on a knight's first
	// attack under the Gentleman Rule (SWORDS-5).
	ErrGentlemanStrong = refine(game.Define("mortal-swords.err.gentleman_strong", "forbidden attack: a Strong Suit card on a first attack (Gentleman Rule)"), ErrForbiddenAttack)
	// ErrGentlemanFace: a J, Q or K from hand on a knight's first attack
	// under the Gentleman Rule (SWORDS-5).
	ErrGentlemanFace = refine(game.Define("mortal-swords.err.gentleman_face", "forbidden attack: a J, Q or K on a first attack (Gentleman Rule)"), ErrForbiddenAttack)
	// ErrIsArmor: the card is a knight's armor (GEN-1).
	ErrIsArmor = refine(game.Define("mortal-swords.err.is_armor", "card out of play: an armor card"), ErrCardOut)
	// ErrDiscarded: the card is in the discard pile and the deck has not
	// been reshuffled since (GEN-1).
	ErrDiscarded = refine(game.Define("mortal-swords.err.discarded", "card out of play: in the discard pile"), ErrCardOut)
	// ErrUnderDeck: the Strong Suit card, still under the deck (GEN-1).
	ErrUnderDeck = refine(game.Define("mortal-swords.err.under_deck", "card out of play: the Strong Suit card under the deck"), ErrCardOut)
	// ErrOnTable: the card was played in the attack being delivered
	// (GEN-1).
	ErrOnTable = refine(game.Define("mortal-swords.err.on_table", "card out of play: played in this attack"), ErrCardOut)
	// ErrHandNowhere: after an attack some living knight's hand cards can
	// be no real cards: every card the knight could hold was shown
	// elsewhere since its last draw (GEN-1). The refusal's sentinel is a
	// *HandsNowhere, which says whose hands.
	ErrHandNowhere = refine(game.Define("mortal-swords.err.hand_nowhere", "card out of play: a hand card that can be nowhere"), ErrCardOut)
)

// refined is a finer sentinel: its own message (which starts with the
// broad one's English, as the error's text), unwrapping to the broad
// sentinel it refines.
type refined struct {
	def   game.Def
	broad error
}

func refine(def game.Def, broad error) error { return &refined{def: def, broad: broad} }

func (r *refined) Error() string { return r.def.English }

// Unwrap lets errors.Is find the broad sentinel.
func (r *refined) Unwrap() error { return r.broad }

// Message is the sentinel as a message, for other languages (game.Said).
func (r *refined) Message() game.Message { return r.def.With() }

// Error is the refusal type of this package: game.Error, with Sentinel set
// to one of the errors above.
type Error = game.Error

// invalid refuses malformed input at field, said by a message.
func invalid(sentinel error, field string, said game.Message) error {
	return game.Refuse(game.ErrInvalid, sentinel, field, said)
}

// illegal refuses a play the rules forbid at field, citing the rule in
// words.
func illegal(sentinel error, field string, said, rule game.Message) error {
	return game.Refuse(game.ErrIllegal, sentinel, field, said).Citing(rule)
}

// impossible refuses a table that could not have happened (GEN-1) at
// field.
func impossible(sentinel error, field string, said game.Message) error {
	return game.Refuse(game.ErrImpossible, sentinel, field, said).Citing(game.RuleImpossible)
}

// step is an explanation's step said by a message, citing a section and a
// ruling ("" for none).
func step(said game.Message, section game.Word, ruling string) game.Step {
	var e game.Explanation
	e.Say(said, section, ruling)
	return e[0]
}
