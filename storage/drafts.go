package storage

import (
	"database/sql"
	"errors"
)

// maxDraft bounds a draft or state value.
const maxDraft = 16 << 20

// SaveDraft keeps whatever the app needs to resume an unfinished entry
// (cards tapped in so far...) under key, replacing an older draft.
func (s *Store) SaveDraft(key string, data []byte) error {
	if key == "" || len(key) > 200 {
		return invalidf("draft key must have 1 to 200 bytes")
	}
	if len(data) > maxDraft {
		return invalidf("draft is larger than %d bytes", maxDraft)
	}
	if data == nil {
		data = []byte{}
	}
	return s.write(func(tx *sql.Tx) error {
		_, err := tx.Exec(`INSERT INTO drafts(key, data, updated_at) VALUES (?, ?, ?)
			ON CONFLICT(key) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
			key, data, ms(s.now()))
		return err
	})
}

// Draft returns the draft saved under key; ErrNotFound when there is none.
func (s *Store) Draft(key string) ([]byte, error) {
	var data []byte
	err := s.r.QueryRow("SELECT data FROM drafts WHERE key = ?", key).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, notFoundf("no draft %q", key)
	}
	if data == nil && err == nil {
		data = []byte{}
	}
	return data, err
}

// DeleteDraft removes a draft (once its entry is stored); deleting a
// missing draft is not an error.
func (s *Store) DeleteDraft(key string) error {
	return s.write(func(tx *sql.Tx) error {
		_, err := tx.Exec("DELETE FROM drafts WHERE key = ?", key)
		return err
	})
}

// DraftKeys lists the keys of the saved drafts.
func (s *Store) DraftKeys() ([]string, error) {
	rows, err := s.r.Query("SELECT key FROM drafts ORDER BY updated_at DESC, key")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	keys := []string{}
	for rows.Next() {
		var k string
		if err := rows.Scan(&k); err != nil {
			return nil, err
		}
		keys = append(keys, k)
	}
	return keys, rows.Err()
}

// SetState stores a small piece of app state ("last_screen" ...).
func (s *Store) SetState(key, value string) error {
	if key == "" || len(key) > 200 {
		return invalidf("state key must have 1 to 200 bytes")
	}
	if len(value) > maxDraft {
		return invalidf("state value is larger than %d bytes", maxDraft)
	}
	return s.write(func(tx *sql.Tx) error {
		_, err := tx.Exec(`INSERT INTO app_state(key, value, updated_at) VALUES (?, ?, ?)
			ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
			key, value, ms(s.now()))
		return err
	})
}

// State returns a piece of app state; ok is false when it was never set.
func (s *Store) State(key string) (value string, ok bool, err error) {
	err = s.r.QueryRow("SELECT value FROM app_state WHERE key = ?", key).Scan(&value)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	return value, err == nil, err
}
