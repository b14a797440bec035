package widgets

import (
	"fmt"

	"arbiter/scoring"
	"arbiter/storage"
)

// A table keeps no copy of its game: it reads the stored state again for
// every answer, and a round to correct straight from the store. These read
// them in the game's own types, with the same error whichever table asks.

// StoredGame is the game's state in its own type G: just before the round
// being corrected (editing), else after the last round (editing nil).
// name ("cârts tîty") starts the error when the store holds a state of
// another type.
func StoredGame[G scoring.State](st *storage.Store, gameID string, editing *storage.Round, name string) (G, error) {
	var zero G
	var state scoring.State
	var err error
	if editing != nil {
		state, err = st.StateBefore(editing.ID)
	} else {
		state, err = st.GameState(gameID)
	}
	if err != nil {
		return zero, err
	}
	g, ok := state.(G)
	if !ok {
		return zero, fmt.Errorf("%s: the stored game is a %T", name, state)
	}
	return g, nil
}

// StoredRound is a stored round's input in the game's own round type R,
// to be put back in a form. what ("cârts tîty: round") names the round in
// the error when it is of another type.
func StoredRound[R scoring.Round](st *storage.Store, r storage.Round, what string) (R, error) {
	var zero R
	d, err := st.Decode(r)
	if err != nil {
		return zero, err
	}
	v, ok := d.Round.(R)
	if !ok {
		return zero, fmt.Errorf("%s %d is a %T", what, r.Number, d.Round)
	}
	return v, nil
}

// AddOrCorrectRound stores round as the game's next round, or as the
// correction of the round being corrected (editing not nil).
func AddOrCorrectRound(st *storage.Store, gameID string, editing *storage.Round, round scoring.Round) (storage.RoundResult, error) {
	if editing != nil {
		return st.CorrectRound(editing.ID, round)
	}
	return st.AddRound(gameID, round)
}
