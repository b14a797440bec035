package yamiro

import (
	"arbiter/engine/game"
)

// impossible refuses a hand that could not have happened at a real table
// (GEN-1), at field, said by a message.
func impossible(sentinel error, field string, said game.Message) error {
	return game.Refuse(game.ErrImpossible, sentinel, field, said).Citing(game.RuleImpossible)
}
