package storage

import (
	"database/sql"
	"errors"
	"time"
)

// Sitting is one evening a game was played in. A round added more than
// Options.SittingGap after the game's last activity starts a new one;
// StartSitting starts one explicitly.
type Sitting struct {
	ID        string    `json:"id"`
	GameID    string    `json:"game_id"`
	StartedAt time.Time `json:"started_at"`
	EndedAt   time.Time `json:"ended_at"` // last activity
	Rounds    int       `json:"rounds"`   // round versions written in it
}

// sittingFor returns the sitting a change made now belongs to, starting a
// new one after a long pause, and records the activity.
func (s *Store) sittingFor(tx *sql.Tx, gameID string, now time.Time) (string, error) {
	// The latest sitting goes on when its last activity is recent: one
	// statement marks the activity and says which sitting it was.
	var id string
	err := s.queryRow(tx, sqlSittingGoesOn, ms(now), gameID, ms(now.Add(-s.opt.SittingGap))).Scan(&id)
	if err == nil {
		return id, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return "", err
	}
	id = newID()
	_, err = s.exec(tx, sqlNewSitting, id, gameID, ms(now), ms(now))
	return id, err
}

// StartSitting starts a new sitting of a game now (the table sat down
// again) and returns it.
func (s *Store) StartSitting(gameID string) (Sitting, error) {
	var st Sitting
	err := s.write(func(tx *sql.Tx) error {
		if _, err := getGame(tx, gameID); err != nil {
			return err
		}
		now := s.now()
		st = Sitting{ID: newID(), GameID: gameID, StartedAt: now, EndedAt: now}
		_, err := tx.Exec("INSERT INTO sittings(id, game_id, started_at, ended_at) VALUES (?, ?, ?, ?)", st.ID, gameID, ms(now), ms(now))
		return err
	})
	return st, err
}

// Sittings lists a game's sittings in order.
func (s *Store) Sittings(gameID string) ([]Sitting, error) {
	if _, err := getGame(s.r, gameID); err != nil {
		return nil, err
	}
	rows, err := s.r.Query(`SELECT s.id, s.game_id, s.started_at, s.ended_at,
		(SELECT count(*) FROM round_versions v WHERE v.sitting_id = s.id)
		FROM sittings s WHERE s.game_id = ? ORDER BY s.started_at, s.rowid`, gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	list := []Sitting{}
	for rows.Next() {
		var st Sitting
		var a, b int64
		if err := rows.Scan(&st.ID, &st.GameID, &a, &b, &st.Rounds); err != nil {
			return nil, err
		}
		st.StartedAt, st.EndedAt = fromMS(a), fromMS(b)
		list = append(list, st)
	}
	return list, rows.Err()
}

// The sitting statements of the write path, prepared once (hot.go).
var (
	sqlSittingGoesOn = hot(`UPDATE sittings SET ended_at = max(ended_at, ?1)
		WHERE id = (SELECT id FROM sittings WHERE game_id = ?2 ORDER BY started_at DESC, rowid DESC LIMIT 1)
		AND ended_at >= ?3 RETURNING id`)
	sqlNewSitting = hot("INSERT INTO sittings(id, game_id, started_at, ended_at) VALUES (?, ?, ?, ?)")
)
