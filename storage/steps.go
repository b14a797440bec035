package storage

import (
	"database/sql"
	"encoding/json"

	"arbiter/scoring"
)

// fillStoredSteps runs after migration 6 added rounds.steps: every game
// with rounds stored before it gets its rounds' typed steps from the rules
// (scoring.ReplaySteps plays its rounds in force again and gives a round's
// typed steps only where the replay gives exactly the stored result).
// Storage asks and keeps the answer; a game whose kind, setup or options
// this build cannot read, or whose rounds the rules now refuse, keeps
// rounds without typed steps, which read back as their text.
func fillStoredSteps(tx *sql.Tx) error {
	ids, err := gamesWithUntypedSteps(tx)
	if err != nil {
		return err
	}
	for _, id := range ids {
		var kind, setup, options string
		if err := tx.QueryRow("SELECT kind, setup, options FROM games WHERE id = ?", id).Scan(&kind, &setup, &options); err != nil {
			return err
		}
		r, err := rulesOf(kind, json.RawMessage(setup), json.RawMessage(options))
		if err != nil {
			continue
		}
		st, err := r.start()
		if err != nil {
			continue
		}
		rows, err := liveRows(tx, id)
		if err != nil {
			return err
		}
		stored := make([]scoring.StoredRound, len(rows))
		for i, l := range rows {
			stored[i] = scoring.StoredRound{Input: json.RawMessage(l.input.String), Result: json.RawMessage(l.result.String)}
		}
		for i, steps := range scoring.ReplaySteps(r.codec, st, stored) {
			if steps == nil || rows[i].steps.Valid {
				continue
			}
			if _, err := tx.Exec("UPDATE rounds SET steps = ? WHERE id = ?", string(steps), rows[i].id); err != nil {
				return err
			}
		}
	}
	return nil
}

// gamesWithUntypedSteps are the games with rounds in force whose result
// is stored without its typed steps.
func gamesWithUntypedSteps(q querier) ([]string, error) {
	rows, err := q.Query("SELECT DISTINCT game_id FROM rounds WHERE live = 1 AND result IS NOT NULL AND steps IS NULL")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}
