package storage

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"time"

	"arbiter/engine/game"
)

// GenerateOptions sizes a synthetic history.
type GenerateOptions struct {
	Players       int    // default 50
	Games         int    // default 100
	RoundsPerGame int    // default 50 (each game has 1..2×this, average this)
	Seed          uint64 // same seed, same history
	// Start is when the first game is played (default 2020-01-01);
	// games follow every few hours.
	Start time.Time
}

// Generate fills the store with a synthetic history for measuring
// statistics and lists at scale (the performance target is 1,000,000
// rounds over 20,000 games and 50 players). Rounds hold a synthetic
// input ({"synthetic": true, ...}) and plausible totals; they are written
// directly, not through the games' engines, and are not meant to be
// replayed. It returns the ids of the players it created.
func (s *Store) Generate(o GenerateOptions) ([]string, error) {
	if o.Players <= 0 {
		o.Players = 50
	}
	if o.Games <= 0 {
		o.Games = 100
	}
	if o.RoundsPerGame <= 0 {
		o.RoundsPerGame = 50
	}
	if o.Start.IsZero() {
		o.Start = time.Date(2020, 1, 1, 19, 0, 0, 0, time.UTC)
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x5eed))
	players := make([]string, o.Players)
	err := s.write(func(tx *sql.Tx) error {
		for i := range players {
			players[i] = newID()
			if _, err := tx.Exec("INSERT INTO players(id, name, created_at) VALUES (?, ?, ?)",
				players[i], fmt.Sprintf("Player %03d %s", i+1, players[i][:4]), ms(o.Start)); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	const batch = 200
	for done := 0; done < o.Games; done += batch {
		err := s.write(func(tx *sql.Tx) error {
			for i := done; i < min(done+batch, o.Games); i++ {
				if err := generateGame(tx, rng, o, i, players); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return players, nil
}

func generateGame(tx *sql.Tx, rng *rand.Rand, o GenerateOptions, i int, players []string) error {
	ids := games.IDs()
	kind := ids[rng.IntN(len(ids))]
	n := min(2+rng.IntN(3), len(players))
	perm := rng.Perm(len(players))[:n]
	sides := make([]string, n)
	for j := range sides {
		sides[j] = string(rune('A' + j))
	}
	start := o.Start.Add(time.Duration(i) * 3 * time.Hour)
	rounds := 1 + rng.IntN(2*o.RoundsPerGame)
	id := newID()
	sitting := newID()
	totals := make(map[string]float64, n)
	for _, sd := range sides {
		totals[sd] = 0
	}
	status := StatusFinished
	if rng.IntN(20) == 0 {
		status = StatusActive
	}
	if _, err := tx.Exec(`INSERT INTO games(id, kind, name, options, setup, status, started_at, updated_at, engine_version)
		VALUES (?, ?, ?, '{}', '{"synthetic":true}', 'active', ?, ?, ?)`, id, kind, fmt.Sprintf("Synthetic %d", i+1), ms(start), ms(start), game.Version); err != nil {
		return err
	}
	if _, err := tx.Exec("INSERT INTO sittings(id, game_id, started_at, ended_at) VALUES (?, ?, ?, ?)",
		sitting, id, ms(start), ms(start.Add(time.Duration(rounds)*time.Minute))); err != nil {
		return err
	}
	insRound, err := tx.Prepare(`INSERT INTO rounds(id, game_id, seq, created_at, current_version, live, totals_after) VALUES (?, ?, ?, ?, 1, 1, ?)`)
	if err != nil {
		return err
	}
	defer insRound.Close()
	insVersion, err := tx.Prepare(`INSERT INTO round_versions(id, round_id, version, action, input, outcome, engine_version, sitting_id, created_at)
		VALUES (?, ?, 1, 'entry', ?, ?, ?, ?, ?)`)
	if err != nil {
		return err
	}
	defer insVersion.Close()
	for k := 1; k <= rounds; k++ {
		sd := sides[rng.IntN(n)]
		pts := float64(rng.IntN(20))
		totals[sd] += pts
		tj, _ := json.Marshal(totals)
		at := ms(start.Add(time.Duration(k) * time.Minute))
		rid := newID()
		if _, err := insRound.Exec(rid, id, k, at, string(tj)); err != nil {
			return err
		}
		in := fmt.Sprintf(`{"synthetic":true,"side":%q,"points":%v}`, sd, pts)
		out := fmt.Sprintf(`{"round":{%q:%v},"totals":%s,"finished":false,"winners":[]}`, sd, pts, tj)
		if _, err := insVersion.Exec(newID(), rid, in, out, game.Version, sitting, at); err != nil {
			return err
		}
	}
	winners := []string{}
	if status == StatusFinished {
		winners = leadersOf(kind, totals)
	}
	tj, _ := json.Marshal(totals)
	wj, _ := json.Marshal(winners)
	end := ms(start.Add(time.Duration(rounds) * time.Minute))
	var finished any
	by := ""
	if status == StatusFinished {
		finished, by = end, "rules"
	}
	if _, err := tx.Exec(`UPDATE games SET status = ?, finished_by = ?, finished_at = ?, winners = ?, totals = ?, rounds_count = ?, updated_at = ? WHERE id = ?`,
		status, by, finished, string(wj), string(tj), rounds, end, id); err != nil {
		return err
	}
	won := map[string]bool{}
	for _, w := range winners {
		won[w] = true
	}
	for j, pi := range perm {
		if _, err := tx.Exec("INSERT INTO seats(game_id, position, player_id, side, score, won) VALUES (?, ?, ?, ?, ?, ?)",
			id, j, players[pi], sides[j], totals[sides[j]], won[sides[j]]); err != nil {
			return err
		}
	}
	return nil
}
