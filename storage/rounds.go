package storage

import (
	"database/sql"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"arbiter/engine/game"
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
	// Input is the round as entered: one element of the game's rounds
	// list. Null for an undone round.
	Input json.RawMessage `json:"input"`
	// Outcome is what the engine computed when this version was written:
	// {"round": the game's per-round result, "totals", "finished",
	// "winners"}.
	Outcome       json.RawMessage `json:"outcome"`
	EngineVersion string          `json:"engine_version"`
	SittingID     string          `json:"sitting_id"`
	// TotalsAfter are the game's totals after this round, recomputed
	// after every change.
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

// Totals is a game's score as its rules compute it from the rounds in
// force.
type Totals struct {
	GameID   string             `json:"game_id"`
	Totals   json.RawMessage    `json:"totals"` // as the game writes them
	Scores   map[string]float64 `json:"scores"` // numeric totals per side
	Finished bool               `json:"finished"`
	Winners  []string           `json:"winners"`
	Status   string             `json:"status"`
	Rounds   int                `json:"rounds"`
}

// RoundResult is what AddRound, CorrectRound and UndoLastRound return.
type RoundResult struct {
	Round  Round  `json:"round"`
	Totals Totals `json:"totals"`
}

// maxRoundInput bounds one round's JSON.
const maxRoundInput = 1 << 20

type liveRound struct {
	id    string
	input json.RawMessage
}

func liveRounds(q querier, gameID string) ([]liveRound, error) {
	rows, err := q.Query(`SELECT r.id, v.input FROM rounds r
		JOIN round_versions v ON v.round_id = r.id AND v.version = r.current_version
		WHERE r.game_id = ? AND r.live = 1 ORDER BY r.seq`, gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var list []liveRound
	for rows.Next() {
		var lr liveRound
		var in sql.NullString
		if err := rows.Scan(&lr.id, &in); err != nil {
			return nil, err
		}
		lr.input = json.RawMessage(in.String)
		list = append(list, lr)
	}
	return list, rows.Err()
}

func inputsOf(list []liveRound) []json.RawMessage {
	out := make([]json.RawMessage, len(list))
	for i, lr := range list {
		out[i] = lr.input
	}
	return out
}

// recompute scores the game from its rounds in force, refreshes the
// totals after each round from index from on, and updates the game's
// totals, status, winners and seats. It returns the full outcome.
func (s *Store) recompute(tx *sql.Tx, gameID string, from int) (outcome, error) {
	g, err := getGame(tx, gameID)
	if err != nil {
		return outcome{}, err
	}
	p, err := plugin(g.Kind)
	if err != nil {
		return outcome{}, err
	}
	live, err := liveRounds(tx, gameID)
	if err != nil {
		return outcome{}, err
	}
	inputs := inputsOf(live)
	var out outcome
	computed := false
	for k := max(from, 0); k < len(live); k++ {
		o, err := score(p, g.Kind, g.Options, g.Setup, inputs[:k+1])
		if err != nil {
			return outcome{}, err
		}
		if _, err := tx.Exec("UPDATE rounds SET totals_after = ? WHERE id = ?", string(o.Totals), live[k].id); err != nil {
			return outcome{}, err
		}
		out, computed = o, k == len(live)-1
	}
	if !computed {
		if out, err = score(p, g.Kind, g.Options, g.Setup, inputs); err != nil {
			return outcome{}, err
		}
	}
	return out, s.applyOutcome(tx, g, out, len(live))
}

// applyOutcome writes a game's recomputed totals, status and winners.
func (s *Store) applyOutcome(tx *sql.Tx, g Game, out outcome, rounds int) error {
	status, by := g.Status, g.FinishedBy
	var finishedAt any
	if g.FinishedAt != nil {
		finishedAt = ms(*g.FinishedAt)
	}
	switch {
	case status == StatusActive && out.Finished:
		status, by, finishedAt = StatusFinished, "rules", ms(s.now())
	case status == StatusFinished && by == "rules" && !out.Finished:
		status, by, finishedAt = StatusActive, "", nil
	}
	winners := []string{}
	if status == StatusFinished {
		winners = out.Winners
		if len(winners) == 0 && by == "manual" {
			winners = leaders(g.Kind, out.Scores)
		}
	}
	wj, _ := json.Marshal(winners)
	if _, err := tx.Exec(`UPDATE games SET totals = ?, rounds_count = ?, status = ?, finished_by = ?,
		finished_at = ?, winners = ?, updated_at = ? WHERE id = ?`,
		string(out.Totals), rounds, status, by, finishedAt, string(wj), ms(s.now()), g.ID); err != nil {
		return err
	}
	won := map[string]bool{}
	for _, w := range winners {
		won[w] = true
	}
	for _, st := range g.Seats {
		var sc any
		if v, ok := out.Scores[st.Side]; ok {
			sc = v
		}
		if _, err := tx.Exec("UPDATE seats SET score = ?, won = ? WHERE game_id = ? AND position = ?",
			sc, won[st.Side], g.ID, st.Position); err != nil {
			return err
		}
	}
	return nil
}

// lowerIsBetter are the games where the lowest total wins.
var lowerIsBetter = map[string]bool{"burn": true, "carts-tity": true}

// leaders are the sides with the best total (for a game declared over
// whose rules name no winner).
func leaders(kind string, scores map[string]float64) []string {
	out := []string{}
	first := true
	var best float64
	for _, side := range sortedKeys(scores) {
		v := scores[side]
		better := v > best
		if lowerIsBetter[kind] {
			better = v < best
		}
		switch {
		case first || better:
			best, out, first = v, []string{side}, false
		case v == best:
			out = append(out, side)
		}
	}
	return out
}

func (s *Store) totalsOf(tx querier, gameID string) (Totals, error) {
	g, err := getGame(tx, gameID)
	if err != nil {
		return Totals{}, err
	}
	t := Totals{GameID: g.ID, Totals: g.Totals, Scores: map[string]float64{}, Finished: g.Status == StatusFinished,
		Winners: g.Winners, Status: g.Status, Rounds: g.Rounds}
	for _, st := range g.Seats {
		if st.Score != nil {
			t.Scores[st.Side] = *st.Score
		}
	}
	return t, nil
}

// Totals recomputes a game's totals from its rounds in force with the
// game's Score (so an engine fix shows at once), stores them, and marks
// the game finished with its winners when the rules say so.
func (s *Store) Totals(gameID string) (Totals, error) {
	var t Totals
	err := s.write(func(tx *sql.Tx) error {
		if _, err := s.recompute(tx, gameID, 0); err != nil {
			return err
		}
		var err error
		t, err = s.totalsOf(tx, gameID)
		return err
	})
	return t, err
}

// AddRound adds a round to an active game: input is one element of the
// game's rounds list (a Myre hand, a Pymtheg deal...). The game's Score
// checks it with every earlier round; the input, the computed outcome and
// the engine version are stored in one transaction with the new totals.
// A round the rules refuse returns the game's error (game.ErrInvalid or
// game.ErrIllegal) and stores nothing.
func (s *Store) AddRound(gameID string, input json.RawMessage) (RoundResult, error) {
	var res RoundResult
	err := s.write(func(tx *sql.Tx) error {
		var err error
		res, err = s.addRound(tx, gameID, input)
		return err
	})
	return res, err
}

func (s *Store) addRound(tx *sql.Tx, gameID string, input json.RawMessage) (RoundResult, error) {
	if len(input) > maxRoundInput {
		return RoundResult{}, invalidf("round is larger than %d bytes", maxRoundInput)
	}
	in, err := checkJSON("round", input)
	if err != nil {
		return RoundResult{}, err
	}
	g, err := getGame(tx, gameID)
	if err != nil {
		return RoundResult{}, err
	}
	if g.Status != StatusActive {
		return RoundResult{}, conflictf("game %s is %s: reopen it to add rounds, or correct one", g.ID, g.Status)
	}
	p, err := plugin(g.Kind)
	if err != nil {
		return RoundResult{}, err
	}
	if p.Rounds == "" {
		return RoundResult{}, invalidf("%s has no rounds list: store the whole game with its setup", g.Kind)
	}
	live, err := liveRounds(tx, gameID)
	if err != nil {
		return RoundResult{}, err
	}
	out, err := score(p, g.Kind, g.Options, g.Setup, append(inputsOf(live), in))
	if err != nil {
		return RoundResult{}, err
	}
	if err := checkSides(g, out); err != nil {
		return RoundResult{}, err
	}
	now := s.now()
	sitting, err := s.sittingFor(tx, gameID, now)
	if err != nil {
		return RoundResult{}, err
	}
	var seq int
	if err := tx.QueryRow("SELECT coalesce(max(seq), 0) + 1 FROM rounds WHERE game_id = ?", gameID).Scan(&seq); err != nil {
		return RoundResult{}, err
	}
	r := Round{ID: newID(), GameID: gameID, Seq: seq, Number: len(live) + 1, Live: true, Version: 1,
		Action: ActionEntry, Input: in, Outcome: roundOutcome(out, len(live)), EngineVersion: game.Version,
		SittingID: sitting, TotalsAfter: out.Totals, CreatedAt: now, UpdatedAt: now}
	if _, err := tx.Exec(`INSERT INTO rounds(id, game_id, seq, created_at, current_version, live, totals_after)
		VALUES (?, ?, ?, ?, 1, 1, ?)`, r.ID, gameID, seq, ms(now), string(out.Totals)); err != nil {
		return RoundResult{}, err
	}
	if err := insertVersion(tx, RoundVersion{ID: newID(), RoundID: r.ID, Version: 1, Action: ActionEntry,
		Input: in, Outcome: r.Outcome, EngineVersion: game.Version, SittingID: sitting, CreatedAt: now}); err != nil {
		return RoundResult{}, err
	}
	if err := s.applyOutcome(tx, g, out, len(live)+1); err != nil {
		return RoundResult{}, err
	}
	t, err := s.totalsOf(tx, gameID)
	return RoundResult{Round: r, Totals: t}, err
}

// roundOutcome is the stored outcome of the round at index i.
func roundOutcome(out outcome, i int) json.RawMessage {
	var per json.RawMessage = json.RawMessage("null")
	if i >= 0 && i < len(out.PerRound) && len(out.PerRound[i]) > 0 {
		per = compactJSON(out.PerRound[i])
	}
	b, _ := json.Marshal(struct {
		Round    json.RawMessage `json:"round"`
		Totals   json.RawMessage `json:"totals"`
		Finished bool            `json:"finished"`
		Winners  []string        `json:"winners"`
	}{per, out.Totals, out.Finished, out.Winners})
	return b
}

func insertVersion(tx *sql.Tx, v RoundVersion) error {
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
	_, err := tx.Exec(`INSERT INTO round_versions(id, round_id, version, action, input, outcome, engine_version, sitting_id, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, v.ID, v.RoundID, v.Version, v.Action, in, out, v.EngineVersion, sit, ms(v.CreatedAt))
	return err
}

// CorrectRound replaces a round's input: a new version is written and the
// old ones stay (RoundHistory). Correcting an undone round brings it back.
// The game's totals and the totals after every later round are
// recomputed; a correction the rules refuse changes nothing.
func (s *Store) CorrectRound(roundID string, input json.RawMessage) (RoundResult, error) {
	var res RoundResult
	err := s.write(func(tx *sql.Tx) error {
		if len(input) > maxRoundInput {
			return invalidf("round is larger than %d bytes", maxRoundInput)
		}
		in, err := checkJSON("round", input)
		if err != nil {
			return err
		}
		return s.newVersion(tx, roundID, ActionCorrection, in, &res)
	})
	return res, err
}

// UndoLastRound takes back the last round in force of a game: a version
// marking it undone is written (nothing is deleted) and the totals are
// recomputed.
func (s *Store) UndoLastRound(gameID string) (RoundResult, error) {
	var res RoundResult
	err := s.write(func(tx *sql.Tx) error {
		var id string
		err := tx.QueryRow("SELECT id FROM rounds WHERE game_id = ? AND live = 1 ORDER BY seq DESC LIMIT 1", gameID).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			if _, err := getGame(tx, gameID); err != nil {
				return err
			}
			return notFoundf("game %s has no round to undo", gameID)
		}
		if err != nil {
			return err
		}
		return s.newVersion(tx, id, ActionUndo, nil, &res)
	})
	return res, err
}

func (s *Store) newVersion(tx *sql.Tx, roundID, action string, in json.RawMessage, res *RoundResult) error {
	var gameID string
	var seq, cur int
	err := tx.QueryRow("SELECT game_id, seq, current_version FROM rounds WHERE id = ?", roundID).Scan(&gameID, &seq, &cur)
	if errors.Is(err, sql.ErrNoRows) {
		return notFoundf("no round with id %q", roundID)
	}
	if err != nil {
		return err
	}
	g, err := getGame(tx, gameID)
	if err != nil {
		return err
	}
	if g.Status == StatusAbandoned {
		return conflictf("game %s is abandoned: reopen it to change it", g.ID)
	}
	p, err := plugin(g.Kind)
	if err != nil {
		return err
	}
	// The rounds in force once this version is written, and where this
	// round sits among them.
	rows, idx, err := roundsWith(tx, gameID, roundID, action, in)
	if err != nil {
		return err
	}
	out, err := score(p, g.Kind, g.Options, g.Setup, inputsOf(rows))
	if err != nil {
		return err
	}
	now := s.now()
	sitting, err := s.sittingFor(tx, gameID, now)
	if err != nil {
		return err
	}
	v := RoundVersion{ID: newID(), RoundID: roundID, Version: cur + 1, Action: action, Input: in,
		EngineVersion: game.Version, SittingID: sitting, CreatedAt: now}
	if action == ActionUndo {
		v.Outcome = nil
	} else {
		v.Outcome = roundOutcome(out, idx)
	}
	if err := insertVersion(tx, v); err != nil {
		return err
	}
	liveFlag := action != ActionUndo
	totalsAfter := "{}"
	if _, err := tx.Exec("UPDATE rounds SET current_version = ?, live = ?, totals_after = ? WHERE id = ?",
		v.Version, liveFlag, totalsAfter, roundID); err != nil {
		return err
	}
	if _, err := s.recompute(tx, gameID, idx); err != nil {
		return err
	}
	r, err := getRound(tx, roundID)
	if err != nil {
		return err
	}
	t, err := s.totalsOf(tx, gameID)
	*res = RoundResult{Round: r, Totals: t}
	return err
}

const roundCols = `r.id, r.game_id, r.seq, r.live, r.current_version, v.action, v.input, v.outcome,
	v.engine_version, coalesce(v.sitting_id, ''), r.totals_after, r.created_at, v.created_at`

func scanRound(row interface{ Scan(...any) error }) (Round, error) {
	var r Round
	var in, out sql.NullString
	var totals string
	var created, updated int64
	err := row.Scan(&r.ID, &r.GameID, &r.Seq, &r.Live, &r.Version, &r.Action, &in, &out,
		&r.EngineVersion, &r.SittingID, &totals, &created, &updated)
	r.Input, r.Outcome = nullJSON(in), nullJSON(out)
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

// Rounds returns a game's rounds in force, in order, in their current
// versions. With includeUndone, undone rounds are listed too (Live false).
func (s *Store) Rounds(gameID string, includeUndone ...bool) ([]Round, error) {
	if _, err := getGame(s.r, gameID); err != nil {
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

// roundsWith lists a game's rounds in force as they will be once round
// roundID has its new version (in, or undone), and the index of that round
// in the list (where it was, for an undo).
func roundsWith(tx *sql.Tx, gameID, roundID, action string, in json.RawMessage) ([]liveRound, int, error) {
	rows, err := tx.Query(`SELECT r.id, r.live, v.input FROM rounds r
		JOIN round_versions v ON v.round_id = r.id AND v.version = r.current_version
		WHERE r.game_id = ? ORDER BY r.seq`, gameID)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var list []liveRound
	idx := -1
	for rows.Next() {
		var lr liveRound
		var live bool
		var input sql.NullString
		if err := rows.Scan(&lr.id, &live, &input); err != nil {
			return nil, 0, err
		}
		lr.input = json.RawMessage(input.String)
		if lr.id == roundID {
			idx = len(list)
			if action != ActionUndo {
				list = append(list, liveRound{roundID, in})
			}
			continue
		}
		if live {
			list = append(list, lr)
		}
	}
	return list, idx, rows.Err()
}

// checkSides refuses seats whose side the game's totals do not know, once
// the totals name the sides (some games name them only after a round).
func checkSides(g Game, out outcome) error {
	if len(out.Scores) == 0 {
		return nil
	}
	for i, st := range g.Seats {
		if _, ok := out.Scores[st.Side]; !ok {
			return invalidf("players[%d]: %q is not a side of %s (sides: %s)", i, st.Side, g.Kind, strings.Join(sortedKeys(out.Scores), ", "))
		}
	}
	return nil
}
