// Package storedgame reads what a table screen draws from the store, as
// the game's own types: the state a round is entered against and a stored
// round's result. A table keeps no copy of its game; it asks these each
// time it draws.
package storedgame

import (
	"fmt"

	"arbiter/scoring"
	"arbiter/storage"
)

// StateBefore is the stored game's state before a round: after the last
// round, or, while the round editing is being corrected, before it. S is
// the game's state type; a stored game of another type is an error that
// names the game ("yamiro: the stored game is a …").
func StateBefore[S scoring.State](st *storage.Store, gameID string, editing *storage.Round, game string) (S, error) {
	var state scoring.State
	var err error
	if editing != nil {
		state, err = st.StateBefore(editing.ID)
	} else {
		state, err = st.GameState(gameID)
	}
	var zero S
	if err != nil {
		return zero, err
	}
	s, ok := state.(S)
	if !ok {
		return zero, fmt.Errorf("%s: the stored game is a %T", game, state)
	}
	return s, nil
}

// Result is a stored round's result as the rounds in force give it, as
// the game's result type R; false when the round has none (not played
// yet, no longer in force) or it cannot be read.
func Result[R any](kind string, r storage.Round) (R, bool) {
	var zero R
	def, err := scoring.Lookup(kind)
	if err != nil || len(r.Result) == 0 || string(r.Result) == "null" {
		return zero, false
	}
	dec, err := def.Codec().DecodeResult(r.Result)
	if err != nil {
		return zero, false
	}
	res, ok := dec.(R)
	return res, ok
}
