package storage

import (
	"database/sql"
	"strings"

	"arbiter/tournament/wire"
)

// OutboxItem is an entry a table's device has to deliver to the director
// (tournament/wire): the history keeps a table client's outbox, so its
// entries survive the app being closed and the network going away. Store
// implements the table client's Outbox port (tournament/table).
type OutboxItem = wire.OutboxItem

// AddOutbox queues an entry. Adding the same ID again changes nothing.
func (s *Store) AddOutbox(it OutboxItem) error {
	switch {
	case !validID(it.ID):
		return invalidf("outbox id %q: 1 to 64 letters, digits, '-' or '_'", it.ID)
	case it.Event == "" || len(it.Event) > 100 || it.Subject == "" || len(it.Subject) > 300:
		return invalidf("outbox item %s: an event and a subject are needed", it.ID)
	case len(it.Payload) > maxTournamentBody:
		return invalidf("outbox item %s: larger than %d bytes", it.ID, maxTournamentBody)
	}
	return s.write(func(tx *sql.Tx) error {
		_, err := tx.Exec(`INSERT INTO tournament_outbox(id, event, tbl, subject, payload, created_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING`,
			it.ID, it.Event, it.Table, it.Subject, it.Payload, ms(s.now()))
		return err
	})
}

const outboxColumns = `id, event, tbl, subject, payload, created_at, sent_at, acked_at, attempts, refused`

func scanOutbox(rows *sql.Rows) ([]OutboxItem, error) {
	defer rows.Close()
	out := []OutboxItem{}
	for rows.Next() {
		var it OutboxItem
		var created int64
		var sent, acked sql.NullInt64
		if err := rows.Scan(&it.ID, &it.Event, &it.Table, &it.Subject, &it.Payload, &created, &sent, &acked, &it.Attempts, &it.Refused); err != nil {
			return nil, err
		}
		it.CreatedAt = fromMS(created)
		if sent.Valid {
			t := fromMS(sent.Int64)
			it.SentAt = &t
		}
		if acked.Valid {
			t := fromMS(acked.Int64)
			it.AckedAt = &t
		}
		out = append(out, it)
	}
	return out, rows.Err()
}

// PendingOutbox lists an event's entries the director has not
// acknowledged, oldest first (at most limit; 0: all).
func (s *Store) PendingOutbox(event string, limit int) ([]OutboxItem, error) {
	if limit <= 0 {
		limit = -1
	}
	rows, err := s.r.Query(`SELECT `+outboxColumns+` FROM tournament_outbox
		WHERE event = ? AND acked_at IS NULL ORDER BY rowid LIMIT ?`, event, limit)
	if err != nil {
		return nil, err
	}
	return scanOutbox(rows)
}

// Outbox lists all of an event's entries, oldest first.
func (s *Store) Outbox(event string) ([]OutboxItem, error) {
	rows, err := s.r.Query(`SELECT `+outboxColumns+` FROM tournament_outbox WHERE event = ? ORDER BY rowid`, event)
	if err != nil {
		return nil, err
	}
	return scanOutbox(rows)
}

// MarkOutboxSent records delivery attempts, in one transaction: stored
// says for each id whether the director's stream confirmed it (true sets
// SentAt).
func (s *Store) MarkOutboxSent(stored map[string]bool) error {
	if len(stored) == 0 {
		return nil
	}
	return s.write(func(tx *sql.Tx) error {
		now := ms(s.now())
		for id, ok := range stored {
			q := `UPDATE tournament_outbox SET attempts = attempts + 1 WHERE id = ?`
			args := []any{id}
			if ok {
				q = `UPDATE tournament_outbox SET attempts = attempts + 1, sent_at = ? WHERE id = ?`
				args = []any{now, id}
			}
			if _, err := tx.Exec(q, args...); err != nil {
				return err
			}
		}
		return nil
	})
}

// AckOutbox records the director's acknowledgement of entries: applied
// (reason "") or refused with a reason. Unknown or already acknowledged
// IDs are skipped; it returns how many items changed.
func (s *Store) AckOutbox(acks map[string]string) (int, error) {
	n := 0
	err := s.write(func(tx *sql.Tx) error {
		n = 0
		now := ms(s.now())
		for id, reason := range acks {
			if len(reason) > 2000 {
				reason = reason[:2000]
			}
			res, err := tx.Exec(`UPDATE tournament_outbox SET acked_at = ?, refused = ? WHERE id = ? AND acked_at IS NULL`,
				now, strings.TrimSpace(reason), id)
			if err != nil {
				return err
			}
			k, _ := res.RowsAffected()
			n += int(k)
		}
		return nil
	})
	return n, err
}
