package yamiro

import (
	"fmt"

	"arbiter/engine/game"
)

// refuse builds a refusal: kind is game.ErrInvalid, game.ErrIllegal or
// game.ErrImpossible; sentinel is this package's error for it (or nil). The
// message does not repeat the field.
func refuse(kind, sentinel error, field, rule, format string, a ...any) error {
	return &game.Error{Kind: kind, Field: field, Msg: fmt.Sprintf(format, a...), Rule: rule, Sentinel: sentinel}
}

// impossible refuses a hand that could not have happened at a real table
// (GEN-1).
func impossible(sentinel error, field, format string, a ...any) error {
	return refuse(game.ErrImpossible, sentinel, field, game.RuleImpossible, format, a...)
}
