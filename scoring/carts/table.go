package carts

import (
	"arbiter/engine/carts"
	"arbiter/engine/game"
)

// ErrRoundGoesOn is wrapped when a round is asked of a table whose round
// is not over yet.
var ErrRoundGoesOn = game.NewSentinel("carts-tity.score.err.round_goes_on", "the round goes on until a hand is empty or one player is left")

// RoundOf is the round a table followed card by card ended with, ready to
// score: the cards every player still in holds, and who overflowed. names
// are the players' names by the table's player numbers (names[0] is the
// table's player 0, who played first). A table whose round goes on is
// refused.
func RoundOf(t *carts.TurnState, names []string) (Round, error) {
	if len(names) != t.Players() {
		return Round{}, game.Refuse(game.ErrInvalid, nil, "players", msgNamesForTable.With(len(names), t.Players()))
	}
	if !t.Finished() {
		return Round{}, game.Refuse(game.ErrIllegal, ErrRoundGoesOn, "", msgOnTurn.With(names[t.Turn()])).Citing(ErrRoundGoesOn.With())
	}
	r := Round{CardsLeft: map[string]int{}, Overflowed: []string{}}
	for i, name := range names {
		if t.Out(i) {
			r.Overflowed = append(r.Overflowed, name)
			continue
		}
		r.CardsLeft[name] = t.Hand(i)
	}
	return r, nil
}
