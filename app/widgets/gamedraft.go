package widgets

import (
	"encoding/json"

	"arbiter/storage"
)

// A table keeps what is entered but not saved yet in the game's draft, as
// JSON in the store, and reads it back whenever its page is shown, so a
// restart or a second page of the same game finds the same form. These
// are the draft's reads and writes a table does alike, whatever it keeps.

// SaveDraftJSON stores d, as JSON, as the draft under key.
func SaveDraftJSON(st *storage.Store, key string, d any) error {
	b, err := json.Marshal(d)
	if err != nil {
		return err
	}
	return st.SaveDraft(key, b)
}

// LoadDraftJSON reads the draft under key into d; no draft, or one that
// cannot be read, leaves d as it is (an empty form).
func LoadDraftJSON(st *storage.Store, key string, d any) {
	if b, err := st.Draft(key); err == nil && len(b) > 0 {
		_ = json.Unmarshal(b, d)
	}
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
