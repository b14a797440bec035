// Package tablestore holds what a game table needs to keep the store its
// one source of truth: a table reads the game's rounds and the entry's
// draft from the store, tells when another screen of the same game changed
// them, and writes the draft back on every change.
package tablestore

import (
	"encoding/json"
	"fmt"
	"strings"

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
