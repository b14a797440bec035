package storage

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"arbiter/engine/game"
	"arbiter/scoring"
)

// Version actions.
const (
	ActionEntry      = "entry"      // the round as first entered
	ActionCorrection = "correction" // a corrected entry
	ActionUndo       = "undo"       // the round no longer counts
)

// Round is one round (hand, deal, turn...) of a game in its current
// version.
type Round struct {
	ID     string `json:"id"`
	GameID string `json:"game_id"`
	// Seq orders rounds by entry and is never reused; Number is the
	// round's place among the rounds in force (1, 2, ...), 0 when undone.
	Seq     int  `json:"seq"`
	Number  int  `json:"number"`
	Live    bool `json:"live"`
	Version int  `json:"version"`
	// Action is how the current version came about.
	Action string `json:"action"`
	// Input is the round as entered, in the game's JSON: one element of
	// the game's rounds list. Null for an undone round.
	Input json.RawMessage `json:"input"`
	// Outcome is where the game stood when this version was written:
	// {"totals", "finished", "winners"} (versions written before the typed
	// core also hold "round", the round's result then).
	Outcome       json.RawMessage `json:"outcome"`
	EngineVersion string          `json:"engine_version"`
	SittingID     string          `json:"sitting_id"`
	// Result is the round's result as the rounds in force give it now (a
	// correction of an earlier round can change it); null when undone.
	Result json.RawMessage `json:"result"`
	// Steps are the result's explanation steps typed (scoring.ResultSteps:
	// message ids and typed arguments, for scoring.WithResultSteps); null
	// for a round stored without them.
	Steps json.RawMessage `json:"-"`
	// TotalsAfter are the game's totals after this round, kept up to date
	// with every change.
	TotalsAfter json.RawMessage `json:"totals_after"`
	CreatedAt   time.Time       `json:"created_at"` // first entered
	UpdatedAt   time.Time       `json:"updated_at"` // current version written
}

// RoundVersion is one entry of a round's audit trail.
type RoundVersion struct {
	ID            string          `json:"id"`
	RoundID       string          `json:"round_id"`
	Version       int             `json:"version"`
	Action        string          `json:"action"`
	Input         json.RawMessage `json:"input"`
	Outcome       json.RawMessage `json:"outcome"`
	EngineVersion string          `json:"engine_version"`
	SittingID     string          `json:"sitting_id"`
	CreatedAt     time.Time       `json:"created_at"`
}

// Totals is a game's score as its rules computed it from the rounds in
// force, read from the history (no replay).
type Totals struct {
	GameID   string             `json:"game_id"`
	Totals   json.RawMessage    `json:"totals"` // {"side": points}
	Scores   map[string]float64 `json:"scores"` // the same, per seat's side
	Finished bool               `json:"finished"`
	Winners  []string           `json:"winners"`
	Status   string             `json:"status"`
	Rounds   int                `json:"rounds"`
}

// RoundResult is what AddRound, CorrectRound and UndoLastRound return:
// the round as stored, the game's totals after the change, and in the
// game's own types the round's result (nil for an undo) and the game's
// state after the change.
type RoundResult struct {
	Round    Round            `json:"round"`
	Totals   Totals           `json:"totals"`
	Result   scoring.Result   `json:"-"`
	State    scoring.State    `json:"-"`
	Standing scoring.Standing `json:"standing"`
}

// maxRoundInput bounds one round's JSON.
const maxRoundInput = 1 << 20

// stateBefore returns the game's state after its rounds in force that
// come before seq (all of them for seq = math.MaxInt): the state stored
// with the last of them, or the start of the game. A round stored before
// states were kept (or by another engine version) is replayed in memory.
func stateBefore(q querier, gameID string, r gameRules, seq int) (scoring.State, error) {
	var stored sql.NullString
	err := q.QueryRow(`SELECT state_after FROM rounds WHERE game_id = ? AND live = 1 AND seq < ?
		ORDER BY seq DESC LIMIT 1`, gameID, seq).Scan(&stored)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return r.start()
	case err != nil:
		return nil, err
	case stored.Valid && stored.String != "":
		return r.resume(json.RawMessage(stored.String))
	}
	// No stored state: play the rounds before seq from the start.
	return replayed(q, gameID, r, seq)
}

// replayed plays a game's rounds in force before seq from the start,
// ignoring stored states.
func replayed(q querier, gameID string, r gameRules, seq int) (scoring.State, error) {
	st, err := r.start()
	if err != nil {
		return nil, err
	}
	rows, err := liveInputs(q, gameID, 0, seq)
	if err != nil {
		return nil, err
	}
	for i, lr := range rows {
		round, err := r.codec.DecodeRound(lr.input)
		if err != nil {
			return nil, game.Prefix(err, fmt.Sprintf("%s[%d]", r.info.RoundsKey, i))
		}
		if _, err := r.apply(st, round); err != nil {
			return nil, game.Prefix(err, fmt.Sprintf("%s[%d]", r.info.RoundsKey, i))
		}
	}
	return st, nil
}

type liveRound struct {
	id    string
	seq   int
	input json.RawMessage
}

// liveInputs lists the current inputs of a game's rounds in force with
// from <= seq < to, in order.
func liveInputs(q querier, gameID string, from, to int) ([]liveRound, error) {
	rows, err := q.Query(`SELECT r.id, r.seq, v.input FROM rounds r
		JOIN round_versions v ON v.round_id = r.id AND v.version = r.current_version
		WHERE r.game_id = ? AND r.live = 1 AND r.seq >= ? AND r.seq < ? ORDER BY r.seq`, gameID, from, to)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var list []liveRound
	for rows.Next() {
		var lr liveRound
		var in sql.NullString
		if err := rows.Scan(&lr.id, &lr.seq, &in); err != nil {
			return nil, err
		}
		lr.input = json.RawMessage(in.String)
		list = append(list, lr)
	}
	return list, rows.Err()
}

// replayFrom plays the game's rounds in force from seq on, starting from
// st (the state before them), and stores each one's state, result and
// totals. It returns the last state and the number of rounds in force
// before seq plus those replayed. A round the rules now refuse returns
// the refusal, naming the round by its number.
func replayFrom(tx *sql.Tx, g Game, r gameRules, st scoring.State, seq int) (scoring.State, error) {
	rows, err := liveInputs(tx, g.ID, seq, math.MaxInt)
	if err != nil {
		return nil, err
	}
	var before int
	if err := tx.QueryRow("SELECT count(*) FROM rounds WHERE game_id = ? AND live = 1 AND seq < ?", g.ID, seq).Scan(&before); err != nil {
		return nil, err
	}
	for i, lr := range rows {
		number := before + i + 1
		round, err := r.codec.DecodeRound(lr.input)
		if err == nil {
			var res scoring.Result
			if res, err = r.apply(st, round); err == nil {
				var e encoded
				if e, err = r.encode(nil, res, st); err != nil {
					return nil, err
				}
				if _, err := tx.Exec("UPDATE rounds SET state_after = ?, result = ?, steps = ?, totals_after = ? WHERE id = ?",
					string(e.state), string(e.result), string(e.steps), string(e.totals), lr.id); err != nil {
					return nil, err
				}
				continue
			}
		}
		if game.IsRefusal(err) {
			return nil, game.Prefix(err, fmt.Sprintf("%s[%d]", r.info.RoundsKey, number-1))
		}
		return nil, err
	}
	return st, nil
}

// forWrite reads a game for a change and makes sure its stored states are
// those of this engine: a game last computed by another engine version (or
// before states were kept) is replayed once. If the rules of this version
// refuse one of its rounds, the stored states are kept as they are: the
// game goes on from what was recorded.
func (s *Store) forWrite(tx *sql.Tx, gameID string) (Game, gameRules, error) {
	g, err := scanGame(s.queryRow(tx, sqlGameRow, gameID))
	if errors.Is(err, sql.ErrNoRows) {
		return Game{}, gameRules{}, notFoundf("no game with id %q", gameID)
	}
	if err != nil {
		return Game{}, gameRules{}, err
	}
	r, err := s.rulesFor(g)
	if err != nil {
		return Game{}, gameRules{}, err
	}
	if g.EngineVersion != game.Version {
		start, err := r.start()
		if err != nil {
			return Game{}, gameRules{}, err
		}
		if st, err := replayFrom(tx, g, r, start, 0); err == nil {
			if err := s.applyStanding(tx, g, st.Standing(), g.Rounds); err != nil {
				return Game{}, gameRules{}, err
			}
		} else if !game.IsRefusal(err) {
			return Game{}, gameRules{}, err
		}
		if _, err := tx.Exec("UPDATE games SET engine_version = ?, revision = revision + 1 WHERE id = ?", game.Version, g.ID); err != nil {
			return Game{}, gameRules{}, err
		}
		if g, err = getGameRow(tx, gameID); err != nil {
			return Game{}, gameRules{}, err
		}
	}
	return g, r, nil
}

// applyStanding writes a game's totals, status and winners after a change.
func (s *Store) applyStanding(tx *sql.Tx, g Game, st scoring.Standing, rounds int) error {
	_, _, err := s.standingWritten(tx, g, st, rounds)
	return err
}

// standingWritten is applyStanding that returns the totals it wrote and
// the game row as it now is.
func (s *Store) standingWritten(tx *sql.Tx, g Game, st scoring.Standing, rounds int) (Totals, Game, error) {
	status, by := g.Status, g.FinishedBy
	var finishedAt any
	if g.FinishedAt != nil {
		finishedAt = ms(*g.FinishedAt)
	}
	switch {
	case status == StatusActive && st.Finished:
		status, by, finishedAt = StatusFinished, "rules", ms(s.now())
	case status == StatusFinished && by == "rules" && !st.Finished:
		status, by, finishedAt = StatusActive, "", nil
	}
	winners := []string{}
	if status == StatusFinished {
		if st.Finished {
			winners = append(winners, st.Winners...)
		} else if by == "manual" && !st.Draw {
			winners = st.Leaders()
		}
	}
	wj, _ := json.Marshal(winners)
	totals := totalsJSON(st)
	if _, err := s.exec(tx, sqlStanding,
		string(totals), rounds, status, by, finishedAt, string(wj), game.Version, ms(s.now()), g.ID); err != nil {
		return Totals{}, Game{}, err
	}
	// Every seat's score and win in one statement: a seat's side is a key
	// of the totals (or not, for a side the game has not named yet).
	if _, err := s.exec(tx, sqlSeats, string(totals), string(wj), g.ID); err != nil {
		return Totals{}, Game{}, err
	}
	t := Totals{GameID: g.ID, Totals: totals, Scores: map[string]float64{}, Finished: status == StatusFinished,
		Winners: winners, Status: status, Rounds: rounds}
	for _, side := range st.Totals {
		t.Scores[side.Side] = float64(side.Points)
	}
	after := g
	after.Totals, after.Rounds, after.Status, after.FinishedBy = totals, rounds, status, by
	after.Winners, after.EngineVersion, after.UpdatedAt = winners, game.Version, s.now()
	after.FinishedAt = nil
	if f, ok := finishedAt.(int64); ok {
		at := fromMS(f)
		after.FinishedAt = &at
	}
	return t, after, nil
}

func totalsOf(q querier, gameID string) (Totals, error) {
	g, err := getGame(q, gameID)
	if err != nil {
		return Totals{}, err
	}
	return totalsOfGame(g), nil
}

func totalsOfGame(g Game) Totals {
	t := Totals{GameID: g.ID, Totals: g.Totals, Scores: map[string]float64{}, Finished: g.Status == StatusFinished,
		Winners: g.Winners, Status: g.Status, Rounds: g.Rounds}
	var m map[string]float64
	if json.Unmarshal(g.Totals, &m) == nil {
		for _, st := range g.Seats {
			if v, ok := m[st.Side]; ok {
				t.Scores[st.Side] = v
			}
		}
	}
	return t
}

// Totals reads a game's totals as the last change left them: a read, never
// a replay.
func (s *Store) Totals(gameID string) (Totals, error) { return totalsOf(s.r, gameID) }

// GameState returns a game's state after its rounds in force, in the
// game's own type (a *myre.Game, a *pymtheg.Game...): what a table screen
// renders from. It reads the state stored with the last round.
func (s *Store) GameState(gameID string) (scoring.State, error) {
	g, err := getGameRow(s.r, gameID)
	if err != nil {
		return nil, err
	}
	r, err := rulesOf(g.Kind, g.Setup, g.Options)
	if err != nil {
		return nil, err
	}
	if g.EngineVersion != game.Version {
		// Stored by another engine: what this engine makes of the rounds,
		// when it accepts them (the next change stores it).
		if st, err := replayed(s.r, g.ID, r, math.MaxInt); err == nil {
			return st, nil
		}
	}
	return stateBefore(s.r, g.ID, r, math.MaxInt)
}

// StateBefore returns a game's state just before one of its rounds: what
// a correction of that round is applied to (a table previews the
// corrected round on it). For an undone round it is the state before
// where the round would come back.
func (s *Store) StateBefore(roundID string) (scoring.State, error) {
	gameID, seq, _, err := roundRow(s.r, roundID)
	if err != nil {
		return nil, err
	}
	g, err := getGameRow(s.r, gameID)
	if err != nil {
		return nil, err
	}
	r, err := rulesOf(g.Kind, g.Setup, g.Options)
	if err != nil {
		return nil, err
	}
	if g.EngineVersion != game.Version {
		if st, err := replayed(s.r, g.ID, r, seq); err == nil {
			return st, nil
		}
	}
	return stateBefore(s.r, g.ID, r, seq)
}

// Definition returns the rules of a stored game: its definition, setup and
// options in the game's own types.
func (s *Store) Definition(gameID string) (scoring.Definition, scoring.Setup, scoring.Values, error) {
	g, err := getGameRow(s.r, gameID)
	if err != nil {
		return nil, nil, nil, err
	}
	r, err := rulesOf(g.Kind, g.Setup, g.Options)
	if err != nil {
		return nil, nil, nil, err
	}
	return r.def, r.setup, r.opts, nil
}

// AddRound adds a round, in the game's own type (a myre.Hand, a
// pymtheg.Deal...), to an active game. Only this round is applied, to the
// state stored with the round before it; its input, result, the state
// after it and the new totals are stored in one transaction. A round the
// rules refuse returns the game's *game.Error and stores nothing.
func (s *Store) AddRound(gameID string, round scoring.Round) (RoundResult, error) {
	return s.appendRound(gameID, func(gameRules) (scoring.Round, error) { return round, nil })
}

// AddRoundJSON is AddRound for a round in the game's JSON (one element of
// its record's rounds list), as the CLI and imports give it.
func (s *Store) AddRoundJSON(gameID string, input json.RawMessage) (RoundResult, error) {
	return s.appendRound(gameID, func(r gameRules) (scoring.Round, error) { return decodeRound(r, input) })
}

func (s *Store) appendRound(gameID string, read func(gameRules) (scoring.Round, error)) (RoundResult, error) {
	var res RoundResult
	err := s.write(func(tx *sql.Tx) error {
		var dv int64
		if err := s.queryRow(tx, sqlDataVersion).Scan(&dv); err != nil {
			return err
		}
		var g Game
		var r gameRules
		var from *lastRound
		if l := s.hot.lastFor(gameID, dv); l != nil {
			g, from = l.game, l
			var err error
			if r, err = s.rulesFor(g); err != nil {
				return err
			}
		} else {
			var err error
			if g, r, err = s.forWrite(tx, gameID); err != nil {
				return err
			}
		}
		round, err := read(r)
		if err != nil {
			return err
		}
		res, err = s.addRound(tx, g, r, round, from, dv)
		return err
	})
	return res, err
}

var (
	sqlDataVersion   = hot("PRAGMA data_version")
	sqlSittingActive = hot("UPDATE sittings SET ended_at = max(ended_at, ?) WHERE id = ?")
)

func decodeRound(r gameRules, input json.RawMessage) (scoring.Round, error) {
	if len(input) > maxRoundInput {
		return nil, invalidf("round is larger than %d bytes", maxRoundInput)
	}
	if err := checkDepth(input, maxDepth); err != nil {
		return nil, invalidf("round: %v", err)
	}
	return r.codec.DecodeRound(input)
}

// addRound applies one round to a game and stores it. from, when not nil,
// is the game as the previous round of this store left it (nothing written
// since): its state and next seq are not read back.
func (s *Store) addRound(tx *sql.Tx, g Game, r gameRules, round scoring.Round, from *lastRound, dataVersion int64) (RoundResult, error) {
	if g.Status != StatusActive {
		return RoundResult{}, conflictf("game %s is %s: reopen it to add rounds, or correct one", g.ID, g.Status)
	}
	if g.Rounds >= scoring.MaxRounds {
		return RoundResult{}, invalidf("game %s has %d rounds, the most a game may hold", g.ID, g.Rounds)
	}
	// The state after the last round in force and the next seq, in one
	// read.
	var stored sql.NullString
	var seq int
	if from != nil {
		seq, stored = from.nextSeq, sql.NullString{String: from.state, Valid: from.state != ""}
	} else if err := s.queryRow(tx, sqlNextRound, g.ID).Scan(&seq, &stored); err != nil {
		return RoundResult{}, err
	}
	var st scoring.State
	var err error
	switch {
	case stored.Valid && stored.String != "":
		st, err = r.resume(json.RawMessage(stored.String))
	case g.Rounds == 0:
		st, err = r.start()
	default:
		st, err = stateBefore(tx, g.ID, r, math.MaxInt)
	}
	if err != nil {
		return RoundResult{}, err
	}
	// CreateGame checked the seats against the sides a game names from
	// the start; a game that names them with its first round is checked
	// then.
	sidesKnown := len(st.Standing().Totals) > 0
	res, err := r.apply(st, round)
	if err != nil {
		return RoundResult{}, err
	}
	e, err := r.encode(round, res, st)
	if err != nil {
		return RoundResult{}, err
	}
	if g.Rounds == 0 && !sidesKnown {
		// Some games name their sides only with the first round.
		seats, err := seatsOf(tx, g.ID)
		if err != nil {
			return RoundResult{}, err
		}
		if err := checkSides(g.Kind, seats, e.standing); err != nil {
			return RoundResult{}, err
		}
	}
	rd, t, _, err := s.insertRound(tx, g, e, seq, from, dataVersion)
	if err != nil {
		return RoundResult{}, err
	}
	return RoundResult{Round: rd, Totals: t, Result: res, State: st, Standing: e.standing}, nil
}

func (s *Store) insertVersion(tx *sql.Tx, v RoundVersion) error {
	_, err := s.exec(tx, insertVersionSQL, versionArgs(v)...)
	return err
}

// insertVersion writes a version outside the write path (imports).
func insertVersion(tx *sql.Tx, v RoundVersion) error {
	_, err := tx.Exec(insertVersionSQL, versionArgs(v)...)
	return err
}

var insertVersionSQL = hot(`INSERT INTO round_versions(id, round_id, version, action, input, outcome, engine_version, sitting_id, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)

func versionArgs(v RoundVersion) []any {
	var in, out, sit any
	if v.Input != nil {
		in = string(v.Input)
	}
	if v.Outcome != nil {
		out = string(v.Outcome)
	}
	if v.SittingID != "" {
		sit = v.SittingID
	}
	return []any{v.ID, v.RoundID, v.Version, v.Action, in, out, v.EngineVersion, sit, ms(v.CreatedAt)}
}

// CorrectRound replaces a round's input with round (the game's own type):
// a new version is written and the old ones stay (RoundHistory).
// Correcting an undone round brings it back. The corrected round is
// applied to the state before it and the rounds after it are replayed; a
// correction the rules refuse (for this round or, because of it, a later
// one) changes nothing.
func (s *Store) CorrectRound(roundID string, round scoring.Round) (RoundResult, error) {
	var res RoundResult
	err := s.write(func(tx *sql.Tx) error {
		return s.correct(tx, roundID, func(gameRules) (scoring.Round, error) { return round, nil }, &res)
	})
	return res, err
}

// CorrectRoundJSON is CorrectRound for a round in the game's JSON.
func (s *Store) CorrectRoundJSON(roundID string, input json.RawMessage) (RoundResult, error) {
	var res RoundResult
	err := s.write(func(tx *sql.Tx) error {
		return s.correct(tx, roundID, func(r gameRules) (scoring.Round, error) { return decodeRound(r, input) }, &res)
	})
	return res, err
}

func (s *Store) correct(tx *sql.Tx, roundID string, read func(gameRules) (scoring.Round, error), res *RoundResult) error {
	gameID, seq, cur, err := roundRow(tx, roundID)
	if err != nil {
		return err
	}
	g, r, err := s.forWrite(tx, gameID)
	if err != nil {
		return err
	}
	if g.Status == StatusAbandoned {
		return conflictf("game %s is abandoned: reopen it to change it", g.ID)
	}
	round, err := read(r)
	if err != nil {
		return err
	}
	st, err := stateBefore(tx, g.ID, r, seq)
	if err != nil {
		return err
	}
	result, err := r.apply(st, round)
	if err != nil {
		return err
	}
	e, err := r.encode(round, result, st)
	if err != nil {
		return err
	}
	now := s.now()
	sitting, err := s.sittingFor(tx, g.ID, now)
	if err != nil {
		return err
	}
	v := RoundVersion{ID: newID(), RoundID: roundID, Version: cur + 1, Action: ActionCorrection, Input: e.input,
		Outcome: outcomeJSON(e.standing), EngineVersion: game.Version, SittingID: sitting, CreatedAt: now}
	if err := s.insertVersion(tx, v); err != nil {
		return err
	}
	if _, err := tx.Exec(`UPDATE rounds SET current_version = ?, live = 1, state_after = ?, result = ?, steps = ?, totals_after = ?
		WHERE id = ?`, v.Version, string(e.state), string(e.result), string(e.steps), string(e.totals), roundID); err != nil {
		return err
	}
	final, err := replayFrom(tx, g, r, st, seq+1)
	if err != nil {
		return err
	}
	var live int
	if err := tx.QueryRow("SELECT count(*) FROM rounds WHERE game_id = ? AND live = 1", g.ID).Scan(&live); err != nil {
		return err
	}
	standing := final.Standing()
	if err := s.applyStanding(tx, g, standing, live); err != nil {
		return err
	}
	rd, err := getRound(tx, roundID)
	if err != nil {
		return err
	}
	t, err := totalsOf(tx, g.ID)
	*res = RoundResult{Round: rd, Totals: t, Result: result, State: final, Standing: standing}
	return err
}

func roundRow(q querier, roundID string) (gameID string, seq, version int, err error) {
	err = q.QueryRow("SELECT game_id, seq, current_version FROM rounds WHERE id = ?", roundID).Scan(&gameID, &seq, &version)
	if errors.Is(err, sql.ErrNoRows) {
		err = notFoundf("no round with id %q", roundID)
	}
	return
}

// UndoLastRound takes back the last round in force of a game: a version
// marking it undone is written (nothing is deleted) and the game stands
// as it did after the round before.
func (s *Store) UndoLastRound(gameID string) (RoundResult, error) {
	var res RoundResult
	err := s.write(func(tx *sql.Tx) error {
		g, r, err := s.forWrite(tx, gameID)
		if err != nil {
			return err
		}
		if g.Status == StatusAbandoned {
			return conflictf("game %s is abandoned: reopen it to change it", g.ID)
		}
		var id string
		var seq, cur int
		err = tx.QueryRow("SELECT id, seq, current_version FROM rounds WHERE game_id = ? AND live = 1 ORDER BY seq DESC LIMIT 1", gameID).Scan(&id, &seq, &cur)
		if errors.Is(err, sql.ErrNoRows) {
			return notFoundf("game %s has no round to undo", gameID)
		}
		if err != nil {
			return err
		}
		st, err := stateBefore(tx, g.ID, r, seq)
		if err != nil {
			return err
		}
		now := s.now()
		sitting, err := s.sittingFor(tx, g.ID, now)
		if err != nil {
			return err
		}
		if err := s.insertVersion(tx, RoundVersion{ID: newID(), RoundID: id, Version: cur + 1, Action: ActionUndo,
			EngineVersion: game.Version, SittingID: sitting, CreatedAt: now}); err != nil {
			return err
		}
		if _, err := tx.Exec("UPDATE rounds SET current_version = ?, live = 0, state_after = NULL, result = NULL, steps = NULL, totals_after = '{}' WHERE id = ?",
			cur+1, id); err != nil {
			return err
		}
		standing := st.Standing()
		if err := s.applyStanding(tx, g, standing, g.Rounds-1); err != nil {
			return err
		}
		rd, err := getRound(tx, id)
		if err != nil {
			return err
		}
		t, err := totalsOf(tx, g.ID)
		res = RoundResult{Round: rd, Totals: t, State: st, Standing: standing}
		return err
	})
	return res, err
}

const roundCols = `r.id, r.game_id, r.seq, r.live, r.current_version, v.action, v.input, v.outcome,
	v.engine_version, coalesce(v.sitting_id, ''), r.result, r.steps, r.totals_after, r.created_at, v.created_at`

func scanRound(row interface{ Scan(...any) error }) (Round, error) {
	var r Round
	var in, out, result, steps sql.NullString
	var totals string
	var created, updated int64
	err := row.Scan(&r.ID, &r.GameID, &r.Seq, &r.Live, &r.Version, &r.Action, &in, &out,
		&r.EngineVersion, &r.SittingID, &result, &steps, &totals, &created, &updated)
	r.Input, r.Outcome = nullJSON(in), nullJSON(out)
	r.Result, r.Steps = nullJSON(result), nullJSON(steps)
	if !result.Valid && r.Live && len(r.Outcome) > 0 {
		// Stored before results were kept apart: the outcome's.
		var o struct {
			Round json.RawMessage `json:"round"`
		}
		if json.Unmarshal(r.Outcome, &o) == nil && len(o.Round) > 0 {
			r.Result = o.Round
		}
	}
	r.TotalsAfter = json.RawMessage(totals)
	r.CreatedAt, r.UpdatedAt = fromMS(created), fromMS(updated)
	return r, err
}

func nullJSON(v sql.NullString) json.RawMessage {
	if !v.Valid {
		return json.RawMessage("null")
	}
	return json.RawMessage(v.String)
}

func getRound(q querier, roundID string) (Round, error) {
	r, err := scanRound(q.QueryRow(`SELECT `+roundCols+` FROM rounds r
		JOIN round_versions v ON v.round_id = r.id AND v.version = r.current_version WHERE r.id = ?`, roundID))
	if errors.Is(err, sql.ErrNoRows) {
		return r, notFoundf("no round with id %q", roundID)
	}
	if err != nil {
		return r, err
	}
	if r.Live {
		err = q.QueryRow("SELECT count(*) FROM rounds WHERE game_id = ? AND live = 1 AND seq <= ?", r.GameID, r.Seq).Scan(&r.Number)
	}
	return r, err
}

// Round returns one round in its current version.
func (s *Store) Round(roundID string) (Round, error) { return getRound(s.r, roundID) }

// DecodedRound is a stored round read back into the game's own types.
type DecodedRound struct {
	Round  scoring.Round  // nil for an undone round
	Result scoring.Result // nil for an undone round
}

// Decode reads a stored round's input and current result into the game's
// own types (for a correction form, or the Why? of a past round).
func (s *Store) Decode(r Round) (DecodedRound, error) {
	g, err := getGameRow(s.r, r.GameID)
	if err != nil {
		return DecodedRound{}, err
	}
	def, err := games.Lookup(g.Kind)
	if err != nil {
		return DecodedRound{}, err
	}
	c := def.Codec()
	var d DecodedRound
	if len(r.Input) > 0 && string(r.Input) != "null" {
		if d.Round, err = c.DecodeRound(r.Input); err != nil {
			return DecodedRound{}, err
		}
	}
	if len(r.Result) > 0 && string(r.Result) != "null" {
		if d.Result, err = c.DecodeResult(r.Result); err != nil {
			return DecodedRound{}, err
		}
		d.Result = scoring.WithResultSteps(d.Result, r.Steps)
	}
	return d, nil
}

// Rounds returns a game's rounds in force, in order, in their current
// versions. With includeUndone, undone rounds are listed too (Live false).
func (s *Store) Rounds(gameID string, includeUndone ...bool) ([]Round, error) {
	if _, err := getGameRow(s.r, gameID); err != nil {
		return nil, err
	}
	q := `SELECT ` + roundCols + ` FROM rounds r
		JOIN round_versions v ON v.round_id = r.id AND v.version = r.current_version WHERE r.game_id = ?`
	if len(includeUndone) == 0 || !includeUndone[0] {
		q += " AND r.live = 1"
	}
	rows, err := s.r.Query(q+" ORDER BY r.seq", gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	list := []Round{}
	n := 0
	for rows.Next() {
		r, err := scanRound(rows)
		if err != nil {
			return nil, err
		}
		if r.Live {
			n++
			r.Number = n
		}
		list = append(list, r)
	}
	return list, rows.Err()
}

// RoundHistory returns every version of a round, oldest first: the audit
// trail of corrections and undos.
func (s *Store) RoundHistory(roundID string) ([]RoundVersion, error) {
	rows, err := s.r.Query(`SELECT id, round_id, version, action, input, outcome, engine_version,
		coalesce(sitting_id, ''), created_at FROM round_versions WHERE round_id = ? ORDER BY version`, roundID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	list := []RoundVersion{}
	for rows.Next() {
		var v RoundVersion
		var in, out sql.NullString
		var created int64
		if err := rows.Scan(&v.ID, &v.RoundID, &v.Version, &v.Action, &in, &out, &v.EngineVersion, &v.SittingID, &created); err != nil {
			return nil, err
		}
		v.Input, v.Outcome, v.CreatedAt = nullJSON(in), nullJSON(out), fromMS(created)
		list = append(list, v)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(list) == 0 {
		return nil, notFoundf("no round with id %q", roundID)
	}
	return list, nil
}

// checkSides refuses seats whose side the game's standing does not know,
// once the standing names the sides (some games name them only with their
// first round).
func checkSides(kind string, seats []Seat, st scoring.Standing) error {
	if len(st.Totals) == 0 {
		return nil
	}
	for i, seat := range seats {
		if _, ok := st.Total(seat.Side); !ok {
			return invalidf("players[%d]: %q is not a side of %s (sides: %s)", i, seat.Side, kind, strings.Join(st.Sides(), ", "))
		}
	}
	return nil
}

// The write path's statements, prepared once (hot.go).
var (
	sqlGameRow  = hot("SELECT " + gameCols + " FROM games g WHERE g.id = ?")
	sqlStanding = hot(`UPDATE games SET totals = ?, rounds_count = ?, status = ?, finished_by = ?,
		finished_at = ?, winners = ?, engine_version = ?, updated_at = ?, revision = revision + 1 WHERE id = ?`)
	// Every seat's score and win in one statement: a seat's side is a key
	// of the totals (or not, for a side the game has not named yet).
	sqlSeats = hot(`UPDATE seats SET
		score = (SELECT value FROM json_each(?1) WHERE key = seats.side),
		won = (side IN (SELECT value FROM json_each(?2)))
		WHERE game_id = ?3`)
	// The next seq and the state after the last round in force, in one read.
	sqlNextRound = hot(`SELECT coalesce((SELECT max(seq) FROM rounds WHERE game_id = ?1), 0) + 1,
		(SELECT state_after FROM rounds WHERE game_id = ?1 AND live = 1 ORDER BY seq DESC LIMIT 1)`)
	sqlAddRound = hot(`INSERT INTO rounds(id, game_id, seq, created_at, current_version, live, totals_after, state_after, result, steps)
		VALUES (?, ?, ?, ?, 1, 1, ?, ?, ?, ?)`)
)
