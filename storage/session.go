package storage

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"arbiter/engine/game"
	"arbiter/scoring"
	"arbiter/session"
)

// SessionHistory is the Store as a table session's history port
// (session.History): it keeps what a session computed. It applies no round
// itself on this path: the session applied it once, and the Store writes
// its input, result, state and standing.
func (s *Store) SessionHistory() session.Games { return sessionPort{s} }

type sessionPort struct{ s *Store }

func (p sessionPort) Load(gameID string) (session.Snapshot, error) { return p.s.Load(gameID) }
func (p sessionPort) StateBefore(gameID, roundID string) (scoring.State, error) {
	return p.s.sessionStateBefore(gameID, roundID)
}
func (p sessionPort) Commit(c session.Change) (session.Committed, error) { return p.s.Commit(c) }
func (p sessionPort) Revision(gameID string) (session.Revision, error)   { return p.s.Revision(gameID) }
func (p sessionPort) Draft(key string) ([]byte, error)                   { return p.s.sessionDraft(key) }
func (p sessionPort) SaveDraft(key string, data []byte) error            { return p.s.KeepDraft(key, data) }
func (p sessionPort) Versions(gameID, roundID string) ([]session.Version, error) {
	return p.s.sessionVersions(gameID, roundID)
}
func (p sessionPort) Players() ([]string, error) { return p.s.playerNames() }
func (p sessionPort) CreateGame(ng session.NewGame) (session.GameRecord, error) {
	return p.s.createNamed(ng)
}

// Load reads a game for its table session: its record, the state after
// its rounds in force, those rounds with their results and standings, and
// its revision. A game last computed by another engine version is played
// again in memory (its next write stores the new results).
func (s *Store) Load(gameID string) (session.Snapshot, error) {
	var snap session.Snapshot
	err := s.readTx(func(tx *sql.Tx) error {
		g, err := getGame(tx, gameID)
		if err != nil {
			return portError(err)
		}
		r, err := s.rulesFor(g)
		if err != nil {
			return err
		}
		snap.Game, err = recordOf(g, r)
		if err != nil {
			return err
		}
		snap.Def, snap.Revision = r.def, session.Revision(g.Revision)
		if g.EngineVersion != game.Version {
			if err := loadReplayed(tx, g, r, &snap); err == nil {
				return nil
			} else if !game.IsRefusal(err) {
				return err
			}
			// This engine refuses a round the older one took: the game
			// goes on from what was recorded.
			snap.Rounds = nil
		}
		return loadStored(tx, g, r, &snap)
	})
	return snap, s.Explain(err)
}

// recordOf is a stored game as a session sees it.
func recordOf(g Game, r gameRules) (session.GameRecord, error) {
	rec := session.GameRecord{ID: g.ID, Kind: g.Kind, Name: g.Name, Options: r.opts, Setup: r.setup,
		Status: session.Status(g.Status), FinishedBy: g.FinishedBy, Winners: g.Winners, Note: g.Note,
		StartedAt: g.StartedAt, UpdatedAt: g.UpdatedAt}
	for _, st := range g.Seats {
		rec.Seats = append(rec.Seats, session.Seat{PlayerID: st.PlayerID, Player: st.Name, Side: st.Side, Position: st.Position})
	}
	return rec, nil
}

// liveRows lists a game's rounds in force with their current input,
// result and totals after them.
type liveRow struct {
	id               string
	seq, version     int
	input, result    sql.NullString
	steps            sql.NullString
	totals           string
	created, changed int64
}

func liveRows(q querier, gameID string) ([]liveRow, error) {
	rows, err := q.Query(`SELECT r.id, r.seq, r.current_version, v.input, r.result, r.steps, r.totals_after, r.created_at, v.created_at
		FROM rounds r JOIN round_versions v ON v.round_id = r.id AND v.version = r.current_version
		WHERE r.game_id = ? AND r.live = 1 ORDER BY r.seq`, gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []liveRow
	for rows.Next() {
		var l liveRow
		if err := rows.Scan(&l.id, &l.seq, &l.version, &l.input, &l.result, &l.steps, &l.totals, &l.created, &l.changed); err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, rows.Err()
}

// loadStored reads the rounds in force as stored: each one's result, and
// its standing from the totals kept with it.
func loadStored(tx *sql.Tx, g Game, r gameRules, snap *session.Snapshot) error {
	st, err := stateBefore(tx, g.ID, r, math.MaxInt)
	if err != nil {
		return err
	}
	snap.State = st
	final := st.Standing()
	rows, err := liveRows(tx, g.ID)
	if err != nil {
		return err
	}
	snap.Rounds = make([]session.StoredRound, 0, len(rows))
	for i, l := range rows {
		round, err := r.codec.DecodeRound(json.RawMessage(l.input.String))
		if err != nil {
			return fmt.Errorf("%s: round %d as stored: %w", g.ID, i+1, err)
		}
		var res scoring.Result
		if l.result.Valid && l.result.String != "" {
			if res, err = r.codec.DecodeResult(json.RawMessage(l.result.String)); err != nil {
				return fmt.Errorf("%s: result of round %d as stored: %w", g.ID, i+1, err)
			}
			res = scoring.WithResultSteps(res, json.RawMessage(l.steps.String))
		}
		after := final
		if i < len(rows)-1 {
			after = standingFrom(final, l.totals, i+1)
		}
		snap.Rounds = append(snap.Rounds, session.StoredRound{ID: l.id, Number: i + 1, Version: l.version,
			Round: round, Result: res, After: after, EnteredAt: fromMS(l.created), ChangedAt: fromMS(l.changed)})
	}
	return nil
}

// standingFrom is the standing after a round that is not the last: its
// totals as stored, in the game's side order. A game that is over takes
// no more rounds, so only the last round can have finished it.
func standingFrom(final scoring.Standing, totals string, rounds int) scoring.Standing {
	var m map[string]int
	_ = json.Unmarshal([]byte(totals), &m)
	st := scoring.Standing{Rounds: rounds, Target: final.Target, LowerWins: final.LowerWins, Winners: []string{}}
	for _, t := range final.Totals {
		if v, ok := m[t.Side]; ok {
			st.Totals = append(st.Totals, scoring.SideTotal{Side: t.Side, Points: v})
		}
	}
	return st
}

// loadReplayed plays a game's rounds in force again with this engine.
func loadReplayed(tx *sql.Tx, g Game, r gameRules, snap *session.Snapshot) error {
	st, err := r.start()
	if err != nil {
		return err
	}
	rows, err := liveRows(tx, g.ID)
	if err != nil {
		return err
	}
	snap.Rounds = make([]session.StoredRound, 0, len(rows))
	for i, l := range rows {
		round, err := r.codec.DecodeRound(json.RawMessage(l.input.String))
		if err != nil {
			return game.Prefix(err, fmt.Sprintf("%s[%d]", r.info.RoundsKey, i))
		}
		res, err := r.apply(st, round)
		if err != nil {
			return game.Prefix(err, fmt.Sprintf("%s[%d]", r.info.RoundsKey, i))
		}
		snap.Rounds = append(snap.Rounds, session.StoredRound{ID: l.id, Number: i + 1, Version: l.version,
			Round: round, Result: res, After: st.Standing(), EnteredAt: fromMS(l.created), ChangedAt: fromMS(l.changed)})
	}
	snap.State = st
	return nil
}

// sessionStateBefore is the state stored with the round in force before
// roundID, a round of gameID.
func (s *Store) sessionStateBefore(gameID, roundID string) (scoring.State, error) {
	owner, _, _, err := roundRow(s.r, roundID)
	if err != nil {
		return nil, portError(err)
	}
	if owner != gameID {
		return nil, fmt.Errorf("round %s is not a round of game %s: %w", roundID, gameID, session.ErrNotFound)
	}
	st, err := s.StateBefore(roundID)
	return st, portError(err)
}

// Revision implements session.History.
func (s *Store) Revision(gameID string) (session.Revision, error) {
	var rev int64
	err := s.r.QueryRow("SELECT revision FROM games WHERE id = ?", gameID).Scan(&rev)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("no game with id %q: %w", gameID, session.ErrNotFound)
	}
	return session.Revision(rev), s.Explain(err)
}

// Commit implements session.History: one write transaction, refused with
// session.ErrStale when the game is no longer at c.Base.
func (s *Store) Commit(c session.Change) (session.Committed, error) {
	var out session.Committed
	err := s.write(func(tx *sql.Tx) error {
		var dv int64
		if err := s.queryRow(tx, sqlDataVersion).Scan(&dv); err != nil {
			return err
		}
		g, err := scanGame(s.queryRow(tx, sqlGameRow, c.GameID))
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("no game with id %q: %w", c.GameID, session.ErrNotFound)
		}
		if err != nil {
			return err
		}
		if session.Revision(g.Revision) != c.Base {
			return session.ErrStale
		}
		r, err := s.rulesFor(g)
		if err != nil {
			return err
		}
		var rd Round
		switch c.Kind {
		case session.Add:
			rd, g, err = s.commitAdd(tx, g, r, c, dv)
		case session.Correct:
			rd, g, err = s.commitCorrect(tx, g, r, c)
		case session.Undo:
			rd, g, err = s.commitUndo(tx, g, c)
		default:
			err = fmt.Errorf("storage: a change of kind %v", c.Kind)
		}
		if err != nil {
			return err
		}
		if c.DraftKey != "" {
			if err := putDraft(tx, c.DraftKey, c.Draft, s.now()); err != nil {
				return err
			}
		}
		if g, err = getGame(tx, g.ID); err != nil {
			return err
		}
		rec, err := recordOf(g, r)
		if err != nil {
			return err
		}
		out = session.Committed{Revision: session.Revision(g.Revision), Game: rec, Round: session.StoredRound{
			ID: rd.ID, Number: rd.Number, Version: rd.Version, EnteredAt: rd.CreatedAt, ChangedAt: rd.UpdatedAt}}
		return nil
	})
	return out, portError(err)
}

// commitAdd stores a new round as the session applied it.
func (s *Store) commitAdd(tx *sql.Tx, g Game, r gameRules, c session.Change, dataVersion int64) (Round, Game, error) {
	if g.Status != StatusActive {
		return Round{}, g, fmt.Errorf("game %s is %s: %w", g.ID, g.Status, session.ErrNotActive)
	}
	if g.Rounds >= scoring.MaxRounds {
		return Round{}, g, invalidf("game %s has %d rounds, the most a game may hold", g.ID, g.Rounds)
	}
	if len(c.Applied) != 1 {
		return Round{}, g, fmt.Errorf("storage: a new round with %d results", len(c.Applied))
	}
	a := c.Applied[0]
	e, err := r.encode(c.Round, a.Result, a.State)
	if err != nil {
		return Round{}, g, err
	}
	var seq int
	var stored sql.NullString
	if err := s.queryRow(tx, sqlNextRound, g.ID).Scan(&seq, &stored); err != nil {
		return Round{}, g, err
	}
	if g.Rounds == 0 {
		// A game that names its sides with its first round is checked
		// against its seats then.
		seats, err := seatsOf(tx, g.ID)
		if err != nil {
			return Round{}, g, err
		}
		if err := checkSides(g.Kind, seats, e.standing); err != nil {
			return Round{}, g, err
		}
	}
	rd, _, after, err := s.insertRound(tx, g, e, seq, nil, dataVersion)
	return rd, after, err
}

// insertRound writes a new round in force (its first version, its sitting,
// the game's standing after it). from is the game as this store's
// previous round left it, nil when it was read.
func (s *Store) insertRound(tx *sql.Tx, g Game, e encoded, seq int, from *lastRound, dataVersion int64) (Round, Totals, Game, error) {
	now := s.now()
	var sitting string
	var err error
	if from != nil && from.sitting != "" && now.Sub(from.sittingAt) <= s.opt.SittingGap {
		// The sitting of the previous round goes on.
		sitting = from.sitting
		if _, err := s.exec(tx, sqlSittingActive, ms(now), sitting); err != nil {
			return Round{}, Totals{}, g, err
		}
	} else if sitting, err = s.sittingFor(tx, g.ID, now); err != nil {
		return Round{}, Totals{}, g, err
	}
	rd := Round{ID: newID(), GameID: g.ID, Seq: seq, Number: g.Rounds + 1, Live: true, Version: 1,
		Action: ActionEntry, Input: e.input, Outcome: outcomeJSON(e.standing), EngineVersion: game.Version,
		SittingID: sitting, Result: e.result, TotalsAfter: e.totals, CreatedAt: now, UpdatedAt: now}
	if _, err := s.exec(tx, sqlAddRound, rd.ID, g.ID, seq, ms(now), string(e.totals), string(e.state), string(e.result), string(e.steps)); err != nil {
		return Round{}, Totals{}, g, err
	}
	if err := s.insertVersion(tx, RoundVersion{ID: newID(), RoundID: rd.ID, Version: 1, Action: ActionEntry,
		Input: e.input, Outcome: rd.Outcome, EngineVersion: game.Version, SittingID: sitting, CreatedAt: now}); err != nil {
		return Round{}, Totals{}, g, err
	}
	t, after, err := s.standingWritten(tx, g, e.standing, g.Rounds+1)
	if err != nil {
		return Round{}, Totals{}, g, err
	}
	after.Revision = g.Revision + 1
	s.hot.keep(&lastRound{game: after, state: string(e.state), nextSeq: seq + 1, dataVersion: dataVersion,
		sitting: sitting, sittingAt: now})
	return rd, t, after, nil
}

// commitCorrect stores a corrected round and the rounds after it as the
// session replayed them.
func (s *Store) commitCorrect(tx *sql.Tx, g Game, r gameRules, c session.Change) (Round, Game, error) {
	if g.Status == StatusAbandoned {
		return Round{}, g, fmt.Errorf("game %s is abandoned: %w", g.ID, session.ErrNotActive)
	}
	gameID, seq, cur, err := roundRow(tx, c.RoundID)
	if err != nil {
		return Round{}, g, portError(err)
	}
	if gameID != g.ID {
		return Round{}, g, fmt.Errorf("round %s is not a round of game %s: %w", c.RoundID, g.ID, session.ErrNotFound)
	}
	rows, err := liveInputs(tx, g.ID, seq, math.MaxInt)
	if err != nil {
		return Round{}, g, err
	}
	// The session replayed exactly the rounds in force from this one on.
	if len(rows) != len(c.Applied) {
		return Round{}, g, session.ErrStale
	}
	for i, lr := range rows {
		if lr.id != c.Applied[i].RoundID {
			return Round{}, g, session.ErrStale
		}
	}
	now := s.now()
	sitting, err := s.sittingFor(tx, g.ID, now)
	if err != nil {
		return Round{}, g, err
	}
	for i, a := range c.Applied {
		var round scoring.Round
		if i == 0 {
			round = c.Round
		}
		e, err := r.encode(round, a.Result, a.State)
		if err != nil {
			return Round{}, g, err
		}
		if i == 0 {
			v := RoundVersion{ID: newID(), RoundID: c.RoundID, Version: cur + 1, Action: ActionCorrection, Input: e.input,
				Outcome: outcomeJSON(e.standing), EngineVersion: game.Version, SittingID: sitting, CreatedAt: now}
			if err := s.insertVersion(tx, v); err != nil {
				return Round{}, g, err
			}
			if _, err := tx.Exec(`UPDATE rounds SET current_version = ?, state_after = ?, result = ?, steps = ?, totals_after = ?
				WHERE id = ?`, v.Version, string(e.state), string(e.result), string(e.steps), string(e.totals), c.RoundID); err != nil {
				return Round{}, g, err
			}
			continue
		}
		if _, err := tx.Exec("UPDATE rounds SET state_after = ?, result = ?, steps = ?, totals_after = ? WHERE id = ?",
			string(e.state), string(e.result), string(e.steps), string(e.totals), a.RoundID); err != nil {
			return Round{}, g, err
		}
	}
	if _, _, err := s.standingWritten(tx, g, c.Standing, g.Rounds); err != nil {
		return Round{}, g, err
	}
	rd, err := getRound(tx, c.RoundID)
	if err != nil {
		return Round{}, g, err
	}
	var before int
	if err := tx.QueryRow("SELECT count(*) FROM rounds WHERE game_id = ? AND live = 1 AND seq < ?", g.ID, seq).Scan(&before); err != nil {
		return Round{}, g, err
	}
	rd.Number = before + 1
	return rd, g, nil
}

// commitUndo takes back the last round in force; the session read the
// state before it.
func (s *Store) commitUndo(tx *sql.Tx, g Game, c session.Change) (Round, Game, error) {
	if g.Status == StatusAbandoned {
		return Round{}, g, fmt.Errorf("game %s is abandoned: %w", g.ID, session.ErrNotActive)
	}
	var id string
	var cur int
	err := tx.QueryRow("SELECT id, current_version FROM rounds WHERE game_id = ? AND live = 1 ORDER BY seq DESC LIMIT 1", g.ID).Scan(&id, &cur)
	if errors.Is(err, sql.ErrNoRows) {
		return Round{}, g, session.ErrNothingToUndo
	}
	if err != nil {
		return Round{}, g, err
	}
	if id != c.RoundID {
		return Round{}, g, session.ErrStale
	}
	now := s.now()
	sitting, err := s.sittingFor(tx, g.ID, now)
	if err != nil {
		return Round{}, g, err
	}
	if err := s.insertVersion(tx, RoundVersion{ID: newID(), RoundID: id, Version: cur + 1, Action: ActionUndo,
		EngineVersion: game.Version, SittingID: sitting, CreatedAt: now}); err != nil {
		return Round{}, g, err
	}
	if _, err := tx.Exec("UPDATE rounds SET current_version = ?, live = 0, state_after = NULL, result = NULL, steps = NULL, totals_after = '{}' WHERE id = ?",
		cur+1, id); err != nil {
		return Round{}, g, err
	}
	if _, _, err := s.standingWritten(tx, g, c.Standing, g.Rounds-1); err != nil {
		return Round{}, g, err
	}
	return Round{ID: id, GameID: g.ID, Number: g.Rounds, Version: cur + 1, Action: ActionUndo, UpdatedAt: now}, g, nil
}

// putDraft keeps a draft in tx (nil data removes it).
func putDraft(tx *sql.Tx, key string, data []byte, now time.Time) error {
	if data == nil {
		_, err := tx.Exec("DELETE FROM drafts WHERE key = ?", key)
		return err
	}
	if key == "" || len(key) > 200 {
		return invalidf("draft key must have 1 to 200 bytes")
	}
	if len(data) > maxDraft {
		return invalidf("draft is larger than %d bytes", maxDraft)
	}
	_, err := tx.Exec(`INSERT INTO drafts(key, data, updated_at) VALUES (?, ?, ?)
		ON CONFLICT(key) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`, key, data, ms(now))
	return err
}

// sessionDraft implements session.History's Draft: nil when there is none.
func (s *Store) sessionDraft(key string) ([]byte, error) {
	b, err := s.Draft(key)
	if errors.Is(err, ErrNotFound) {
		return nil, nil
	}
	return b, err
}

// KeepDraft implements session.History's SaveDraft: the draft is written
// without waiting for the disk (synchronous=NORMAL for its transaction:
// a power cut may lose the last draft, never a saved round), and a history
// another program holds is not waited for (session.ErrBusy: the session
// tries again later).
func (s *Store) KeepDraft(key string, data []byte) error {
	if s.w == nil {
		return &FileError{Path: s.path, Err: ErrReadOnly, Info: s.readOnly}
	}
	ctx := context.Background()
	deadline := time.Now().Add(min(s.opt.RetryFor, time.Second))
	for attempt := 0; ; attempt++ {
		err := s.lightWrite(ctx, func(tx *sql.Tx) error { return putDraft(tx, key, data, s.now()) })
		if err == nil || !isBusy(err) {
			return fileLevel(s.path, err)
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s: %w", s.path, session.ErrBusy)
		}
		time.Sleep(time.Duration(10+rand.IntN(40)) * time.Millisecond)
	}
}

// lightWrite runs fn in one transaction that does not wait for the disk.
// It holds the writer connection throughout, so no round's transaction
// runs at the lower level in between.
func (s *Store) lightWrite(ctx context.Context, fn func(tx *sql.Tx) error) error {
	conn, err := s.w.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "PRAGMA synchronous = NORMAL"); err != nil {
		return err
	}
	defer conn.ExecContext(ctx, "PRAGMA synchronous = FULL")
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		s.hot.wrote(false)
		return err
	}
	err = tx.Commit()
	s.hot.wrote(false)
	return err
}

// portError says a storage refusal in the session's words, keeping the
// storage error (and its text) inside.
func portError(err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, session.ErrStale), errors.Is(err, session.ErrBusy), errors.Is(err, session.ErrNotFound),
		errors.Is(err, session.ErrNotActive), errors.Is(err, session.ErrNothingToUndo):
		return err
	case errors.Is(err, ErrBusy):
		return fmt.Errorf("%w: %w", session.ErrBusy, err)
	case errors.Is(err, ErrNotFound):
		return fmt.Errorf("%w: %w", session.ErrNotFound, err)
	}
	return err
}

// sessionVersions is a round's history in the game's own types.
func (s *Store) sessionVersions(gameID, roundID string) ([]session.Version, error) {
	owner, _, _, err := roundRow(s.r, roundID)
	if err != nil {
		return nil, portError(err)
	}
	if owner != gameID {
		return nil, fmt.Errorf("round %s is not a round of game %s: %w", roundID, gameID, session.ErrNotFound)
	}
	g, err := getGameRow(s.r, gameID)
	if err != nil {
		return nil, portError(err)
	}
	r, err := s.rulesFor(g)
	if err != nil {
		return nil, err
	}
	list, err := s.RoundHistory(roundID)
	if err != nil {
		return nil, portError(err)
	}
	out := make([]session.Version, 0, len(list))
	for _, v := range list {
		ver := session.Version{Version: v.Version, Action: session.Action(v.Action), At: v.CreatedAt, Engine: v.EngineVersion}
		if len(v.Input) > 0 && string(v.Input) != "null" {
			if ver.Round, err = r.codec.DecodeRound(v.Input); err != nil {
				return nil, fmt.Errorf("%s: version %d of round %s as stored: %w", gameID, v.Version, roundID, err)
			}
		}
		out = append(out, ver)
	}
	return out, nil
}

// playerNames are the names of the players not archived.
func (s *Store) playerNames() ([]string, error) {
	ps, err := s.Players(false)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Name
	}
	return out, nil
}

// createNamed creates a game whose seats name their players: a name the
// history does not know yet becomes a player, in the same transaction, so
// a game that cannot start leaves no new player behind.
func (s *Store) createNamed(ng session.NewGame) (session.GameRecord, error) {
	var g Game
	err := s.write(func(tx *sql.Tx) error {
		seats := make([]Seat, len(ng.Seats))
		for i, st := range ng.Seats {
			p, err := s.ensurePlayer(tx, st.Player)
			if err != nil {
				return fmt.Errorf("players[%d]: %w", i, err)
			}
			seats[i] = Seat{PlayerID: p.ID, Side: st.Side, Position: i}
		}
		var err error
		g, err = s.createGame(tx, NewGame{Kind: ng.Kind, Name: ng.Name, Options: ng.Options, Setup: ng.Setup, Seats: seats})
		if err != nil {
			return err
		}
		g, err = getGame(tx, g.ID)
		return err
	})
	if err != nil {
		return session.GameRecord{}, err
	}
	r, err := s.rulesFor(g)
	if err != nil {
		return session.GameRecord{}, err
	}
	return recordOf(g, r)
}
