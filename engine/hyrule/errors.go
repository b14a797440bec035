package hyrule

import "arbiter/engine/game"

// Sentinel errors, carried in the Sentinel of this package's refusals
// (every one a *game.Error, so game.FieldOf and game.RuleOf read them);
// each says itself in any language.
var (
	ErrPlayers   = game.NewSentinel("hyrule.err.players", "a Hyrule turn needs one card from each of 2 to 7 players")
	ErrRunoff    = game.NewSentinel("hyrule.err.runoff", "bad run-off")
	ErrDuplicate = game.NewSentinel("hyrule.err.duplicate", "card appears more often than the deck holds it")
)

// Invalid returns a refusal of malformed input at field, said by a
// message.
func Invalid(field string, sentinel error, said game.Message) error {
	return game.Refuse(game.ErrInvalid, sentinel, field, said)
}

// Illegal returns a refusal of a play the rules forbid at field, naming
// the rule (in words, with its ruling id or section).
func Illegal(rule game.Message, field string, sentinel error, said game.Message) error {
	return game.Refuse(game.ErrIllegal, sentinel, field, said).Citing(rule)
}

// Impossible returns a refusal of a table that could not have happened
// (GEN-1) at field.
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
