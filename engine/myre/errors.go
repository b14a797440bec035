package myre

import "arbiter/engine/game"

// Sentinel errors. Every refusal of Resolve and of the game state is a
// *game.Error that carries one of these in Sentinel, so errors.Is finds
// both the sentinel and the kind (game.ErrInvalid, game.ErrIllegal or
// game.ErrImpossible), and game.FieldOf / game.RuleOf read the field and
// the rule. Each says itself in any language.
var (
	ErrNotASide     = game.NewSentinel("myre.err.not_a_side", "not a side")
	ErrBadOption    = game.NewSentinel("myre.err.bad_option", "bad option value")
	ErrFacing       = game.NewSentinel("myre.err.facing", "bad face-up/face-down marker")
	ErrNoScout      = game.NewSentinel("myre.err.no_scout", "no scouting pile")
	ErrPileSize     = game.NewSentinel("myre.err.pile_size", "scouting pile too large")
	ErrDoubleScout  = game.NewSentinel("myre.err.double_scout", "double-scouts are off")
	ErrPileOwner    = game.NewSentinel("myre.err.pile_owner", "scouting pile of mixed or unknown ownership")
	ErrWrongColor   = game.NewSentinel("myre.err.wrong_color", "card of the other army")
	ErrTooMany      = game.NewSentinel("myre.err.too_many", "more than five cards positioned")
	ErrDuplicate    = game.NewSentinel("myre.err.duplicate", "card appears twice")
	ErrNoBattle     = game.NewSentinel("myre.err.no_battle", "no positioned card")
	ErrJokersOff    = game.NewSentinel("myre.err.jokers_off", "jokers are off")
	ErrNotACard     = game.NewSentinel("myre.err.not_a_card", "not a card")
	ErrJailed       = game.NewSentinel("myre.err.jailed", "card is in jail")
	ErrJokerOwner   = game.NewSentinel("myre.err.joker_owner", "joker owned by the other side")
	ErrGameOver     = game.NewSentinel("myre.err.game_over", "the game has ended")
	ErrFaceUp       = game.NewSentinel("myre.err.face_up", "face-up scouts do not match")
	ErrFirstPlayer  = game.NewSentinel("myre.err.first_player", "wrong first player")
	ErrInconsistent = game.NewSentinel("myre.err.inconsistent", "inconsistent input")
	// ErrArmySize: a side has more cards on the table in a hand than its
	// army (own cards not jailed, jokers held) or its hand could hold.
	ErrArmySize = game.NewSentinel("myre.err.army_size", "more cards than the army holds")
)

// Invalid returns a refusal of malformed input (game.ErrInvalid) at field,
// said by a message.
func Invalid(field string, sentinel error, said game.Message) error {
	return game.Refuse(game.ErrInvalid, sentinel, field, said)
}

// Illegal returns a refusal of a play the rules forbid (game.ErrIllegal)
// at field; rule says which rule, in words with its rule section or
// ruling id ("Red positions red cards only (Game setup; Positioning)").
func Illegal(field string, sentinel error, rule, said game.Message) error {
	return game.Refuse(game.ErrIllegal, sentinel, field, said).Citing(rule)
}

// Impossible returns a refusal of a table that could not have happened
// (game.ErrImpossible, ruling GEN-1) at field; said says why, citing the
// rule section that makes it impossible.
func Impossible(field string, sentinel error, said game.Message) error {
	return game.Refuse(game.ErrImpossible, sentinel, field, said).Citing(game.RuleImpossible)
}

// Step is an explanation's step said by a message, citing a section and
// a ruling ("" for none).
func Step(said game.Message, section game.Word, ruling string) game.Step {
	var e game.Explanation
	e.Say(said, section, ruling)
	return e[0]
}

// parseError is text that is not a positioned card, a side or an option
// value: it says itself in any language and wraps the sentinel (or the
// card's own refusal) as the text always did.
type parseError struct {
	said    game.Message
	wrapped error
}

func (e *parseError) Error() string         { return e.said.String() }
func (e *parseError) Message() game.Message { return e.said }
func (e *parseError) Unwrap() error         { return e.wrapped }
