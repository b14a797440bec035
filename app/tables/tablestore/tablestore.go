// Package tablestore holds what a game table needs to keep the store its
// one source of truth: a table reads the game's state, rounds and results
// and the entry's draft from the store as the game's own types, each time
// it draws (it keeps no copy of its game), tells when another screen of
// the same game changed them, writes the draft back on every change, and
// stores a round or a correction.
package tablestore

import (
	"encoding/json"
	"fmt"
	"strings"

	"arbiter/scoring"
	"arbiter/storage"
)

// RoundsKey says which rounds, in which versions, are in force: a table
// keeps the key of the rounds it read and compares it with the store's.
func RoundsKey(rounds []storage.Round) string {
	var b strings.Builder
	for _, r := range rounds {
		fmt.Fprintf(&b, "%s/%d ", r.ID, r.Version)
	}
	return b.String()
}

// ChangedElsewhere reports whether the game's rounds in the store are not
// the ones of seen (a RoundsKey), or cannot be read: the table shows a
// game another screen has changed since.
func ChangedElsewhere(st *storage.Store, gameID, seen string) bool {
	rounds, err := st.Rounds(gameID)
	return err != nil || RoundsKey(rounds) != seen
}

// RoundByID is the round of rounds with that id, nil when it is not in
// force any more (another screen undid it).
func RoundByID(rounds []storage.Round, id string) *storage.Round {
	var cur *storage.Round
	for i := range rounds {
		if rounds[i].ID == id {
			cur = &rounds[i]
		}
	}
	return cur
}

// ReadDraft reads the draft stored under key into a D; ok is false when
// there is none or it cannot be read.
func ReadDraft[D any](st *storage.Store, key string) (d D, ok bool) {
	if b, err := st.Draft(key); err == nil && len(b) > 0 {
		ok = json.Unmarshal(b, &d) == nil
	}
	return d, ok
}

// SaveDraft stores the draft d under key, or removes the stored one when
// d is empty: an entry with nothing in it leaves no draft behind.
func SaveDraft(st *storage.Store, key string, d any, empty bool) error {
	if empty {
		_ = st.DeleteDraft(key)
		return nil
	}
	b, err := json.Marshal(d)
	if err == nil {
		err = st.SaveDraft(key, b)
	}
	return err
}

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

// LiveRound is the stored round a draft was correcting (id "": none), or
// nil when it is gone or no longer live: a round corrected or undone since
// is no longer in the form.
func LiveRound(st *storage.Store, id string) *storage.Round {
	if id == "" {
		return nil
	}
	if r, err := st.Round(id); err == nil && r.Live {
		return &r
	}
	return nil
}
