package storage

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"

	"arbiter/engine/game"
	"arbiter/scoring"
)

// Game statuses.
const (
	StatusActive    = "active"    // being played
	StatusFinished  = "finished"  // ended by the rules (or declared ended)
	StatusAbandoned = "abandoned" // stopped; kept in the history, not in win counts
)

// Seat is one player at a game and the side they play for: the side label
// is the game's own ("red"/"black" in Myre, "NS"/"EW" in Pymtheg, the
// player's name in Hyrule...), and the keys of the game's totals.
type Seat struct {
	PlayerID string   `json:"player_id"`
	Name     string   `json:"name,omitempty"` // filled when reading
	Side     string   `json:"side"`
	Position int      `json:"position"`
	Score    *float64 `json:"score"` // the side's current total
	Won      bool     `json:"won"`
}

// NewGame is what CreateGame needs.
type NewGame struct {
	Kind string // a registered game id (scoring.Lookup)
	Name string // optional
	// Options are the house rules, checked by the game's schema; nil or
	// missing options take their defaults.
	Options scoring.Values
	// Setup is the game's own setup value (Burn's seating, Hyrule's
	// players...); nil is the game's setup with no extras.
	Setup scoring.Setup
	Seats []Seat
	// StartedAt defaults to now.
	StartedAt time.Time
}

// NewGameJSON reads a game's options and setup given as JSON (as the CLI,
// imports and the export format carry them: setup is the record's fields
// other than "game", "options" and the rounds list) into a NewGame.
func NewGameJSON(kind, name string, options, setup json.RawMessage, seats []Seat) (NewGame, error) {
	if len(options) > 0 {
		if _, err := checkJSON("options", options); err != nil {
			return NewGame{}, err
		}
	}
	if len(setup) > 0 {
		if _, err := checkJSON("setup", setup); err != nil {
			return NewGame{}, err
		}
	}
	r, err := rulesOf(kind, setup, options)
	if err != nil {
		return NewGame{}, err
	}
	return NewGame{Kind: kind, Name: name, Options: r.opts, Setup: r.setup, Seats: seats}, nil
}

// Game is a stored game with its seats and current totals.
type Game struct {
	ID         string          `json:"id"`
	Kind       string          `json:"kind"`
	Name       string          `json:"name"`
	Options    json.RawMessage `json:"options"`
	Setup      json.RawMessage `json:"setup"`
	Status     string          `json:"status"`
	FinishedBy string          `json:"finished_by,omitempty"` // "rules" or "manual"
	StartedAt  time.Time       `json:"started_at"`
	FinishedAt *time.Time      `json:"finished_at"`
	Winners    []string        `json:"winners"` // side labels; empty while none
	Totals     json.RawMessage `json:"totals"`
	Rounds     int             `json:"rounds"` // rounds in force
	Note       string          `json:"note"`
	UpdatedAt  time.Time       `json:"updated_at"`
	Seats      []Seat          `json:"seats"`
	// EngineVersion is the engine that computed the totals and the states
	// stored with the rounds.
	EngineVersion string `json:"engine_version,omitempty"`
	// Revision increases with every write to the game (session.Revision).
	Revision int64 `json:"-"`
}

// CreateGame stores a new game with its seats and opens its first
// sitting. The game's rules check the setup, the options and the seats'
// sides before anything is stored.
func (s *Store) CreateGame(ng NewGame) (Game, error) {
	var g Game
	err := s.write(func(tx *sql.Tx) error {
		var err error
		g, err = s.createGame(tx, ng)
		return err
	})
	return g, err
}

func (s *Store) createGame(tx *sql.Tx, ng NewGame) (Game, error) {
	def, err := games.Lookup(ng.Kind)
	if err != nil {
		return Game{}, err
	}
	name, err := cleanGameName("name", ng.Name)
	if err != nil {
		return Game{}, err
	}
	codec := def.Codec()
	setup := ng.Setup
	if setup == nil {
		if setup, err = codec.DecodeSetup(json.RawMessage("{}")); err != nil {
			return Game{}, err
		}
	}
	opts, err := def.Options().Check(ng.Options)
	if err != nil {
		return Game{}, err
	}
	st, err := safely(ng.Kind, func() (scoring.State, error) { return def.New(setup, opts) })
	if err != nil {
		return Game{}, err
	}
	setupJSON, err := codec.EncodeSetup(setup)
	if err != nil {
		return Game{}, fmt.Errorf("%s: the setup cannot be stored: %w", ng.Kind, err)
	}
	if len(ng.Seats) == 0 {
		return Game{}, invalidf("players: a game needs at least one player")
	}
	seats := make([]Seat, len(ng.Seats))
	seen := map[string]bool{}
	for i, st := range ng.Seats {
		pl, err := getPlayer(tx, st.PlayerID)
		if err != nil {
			return Game{}, fmt.Errorf("players[%d]: %w", i, err)
		}
		if seen[pl.ID] {
			return Game{}, invalidf("players[%d]: %s sits twice", i, pl.Name)
		}
		seen[pl.ID] = true
		side := strings.TrimSpace(st.Side)
		if side == "" {
			return Game{}, invalidf("players[%d]: %s has no side", i, pl.Name)
		}
		seats[i] = Seat{PlayerID: pl.ID, Name: pl.Name, Side: side, Position: i}
	}
	standing := st.Standing()
	if err := checkSides(ng.Kind, seats, standing); err != nil {
		return Game{}, err
	}
	now := s.now()
	started := ng.StartedAt.UTC().Truncate(time.Millisecond)
	if ng.StartedAt.IsZero() {
		started = now
	}
	g := Game{ID: newID(), Kind: ng.Kind, Name: name, Options: def.Options().Encode(opts), Setup: setupJSON,
		Status: StatusActive, StartedAt: started, Winners: []string{}, Totals: totalsJSON(standing),
		UpdatedAt: now, Seats: seats, EngineVersion: game.Version}
	if _, err := tx.Exec(`INSERT INTO games(id, kind, name, options, setup, status, started_at, totals, updated_at, engine_version)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		g.ID, g.Kind, g.Name, string(g.Options), string(g.Setup), g.Status, ms(g.StartedAt), string(g.Totals), ms(now), g.EngineVersion); err != nil {
		return Game{}, err
	}
	for i := range seats {
		if p, ok := standing.Total(seats[i].Side); ok {
			sc := float64(p)
			seats[i].Score = &sc
		}
		if _, err := tx.Exec("INSERT INTO seats(game_id, position, player_id, side, score) VALUES (?, ?, ?, ?, ?)",
			g.ID, i, seats[i].PlayerID, seats[i].Side, seats[i].Score); err != nil {
			return Game{}, err
		}
	}
	sitting := newID()
	if _, err := tx.Exec("INSERT INTO sittings(id, game_id, started_at, ended_at) VALUES (?, ?, ?, ?)",
		sitting, g.ID, ms(started), ms(started)); err != nil {
		return Game{}, err
	}
	// The game's first round starts from here without reading it back
	// (see hotPath), when nothing is written in between.
	var dv int64
	if err := s.queryRow(tx, sqlDataVersion).Scan(&dv); err != nil {
		return Game{}, err
	}
	s.hot.keep(&lastRound{game: g, nextSeq: 1, sitting: sitting, sittingAt: started, dataVersion: dv})
	return g, nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

const gameCols = `g.id, g.kind, g.name, g.options, g.setup, g.status, g.finished_by, g.started_at,
	g.finished_at, g.winners, g.totals, g.rounds_count, g.note, g.updated_at, g.engine_version, g.revision`

func scanGame(row interface{ Scan(...any) error }) (Game, error) {
	var g Game
	var options, setup, winners, totals string
	var started, updated int64
	var finished sql.NullInt64
	err := row.Scan(&g.ID, &g.Kind, &g.Name, &options, &setup, &g.Status, &g.FinishedBy, &started,
		&finished, &winners, &totals, &g.Rounds, &g.Note, &updated, &g.EngineVersion, &g.Revision)
	if err != nil {
		return g, err
	}
	g.Options, g.Setup, g.Totals = json.RawMessage(options), json.RawMessage(setup), json.RawMessage(totals)
	g.StartedAt, g.UpdatedAt = fromMS(started), fromMS(updated)
	if finished.Valid {
		t := fromMS(finished.Int64)
		g.FinishedAt = &t
	}
	g.Winners = []string{}
	_ = json.Unmarshal([]byte(winners), &g.Winners)
	g.Seats = []Seat{}
	return g, nil
}

func getGame(q querier, id string) (Game, error) {
	g, err := getGameRow(q, id)
	if err != nil {
		return g, err
	}
	g.Seats, err = seatsOf(q, id)
	return g, err
}

// getGameRow reads a game without its seats.
func getGameRow(q querier, id string) (Game, error) {
	g, err := scanGame(q.QueryRow("SELECT "+gameCols+" FROM games g WHERE g.id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return g, notFoundf("no game with id %q", id)
	}
	return g, err
}

func seatsOf(q querier, gameID string) ([]Seat, error) {
	rows, err := q.Query(`SELECT s.player_id, p.name, s.side, s.position, s.score, s.won
		FROM seats s JOIN players p ON p.id = s.player_id WHERE s.game_id = ? ORDER BY s.position`, gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	seats := []Seat{}
	for rows.Next() {
		var st Seat
		var sc sql.NullFloat64
		if err := rows.Scan(&st.PlayerID, &st.Name, &st.Side, &st.Position, &sc, &st.Won); err != nil {
			return nil, err
		}
		if sc.Valid {
			st.Score = &sc.Float64
		}
		seats = append(seats, st)
	}
	return seats, rows.Err()
}

// Game returns a game with its seats.
func (s *Store) Game(id string) (Game, error) { return getGame(s.r, id) }

// Filter selects games for the history list. Zero fields do not filter.
type Filter struct {
	Kind     string
	PlayerID string
	Status   string
	From, To time.Time // started in [From, To)
	Limit    int       // default 50, at most 1000
	Offset   int
}

// Games lists games, newest first, one page at a time (for a virtualised
// list). Seats are included.
func (s *Store) Games(f Filter) ([]Game, error) {
	if f.PlayerID != "" {
		pl, err := getPlayer(s.r, f.PlayerID)
		if err != nil {
			return nil, err
		}
		f.PlayerID = pl.ID
	}
	q, args, err := gamesQuery(f, false)
	if err != nil {
		return nil, err
	}
	rows, err := s.r.Query(q, args...)
	if err != nil {
		return nil, err
	}
	list := []Game{}
	for rows.Next() {
		g, err := scanGame(rows)
		if err != nil {
			rows.Close()
			return nil, err
		}
		list = append(list, g)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if err := fillSeats(s.r, list); err != nil {
		return nil, err
	}
	return list, nil
}

// fillSeats reads the seats of a page of games in one query.
func fillSeats(q querier, list []Game) error {
	if len(list) == 0 {
		return nil
	}
	at := make(map[string]int, len(list))
	args := make([]any, len(list))
	for i, g := range list {
		at[g.ID] = i
		args[i] = g.ID
	}
	rows, err := q.Query(`SELECT s.game_id, s.player_id, p.name, s.side, s.position, s.score, s.won
		FROM seats s JOIN players p ON p.id = s.player_id
		WHERE s.game_id IN (?`+strings.Repeat(",?", len(list)-1)+`) ORDER BY s.game_id, s.position`, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var gameID string
		var st Seat
		var sc sql.NullFloat64
		if err := rows.Scan(&gameID, &st.PlayerID, &st.Name, &st.Side, &st.Position, &sc, &st.Won); err != nil {
			return err
		}
		if sc.Valid {
			st.Score = &sc.Float64
		}
		g := &list[at[gameID]]
		g.Seats = append(g.Seats, st)
	}
	return rows.Err()
}

// gamesQuery builds the history list's query: the order matches the
// games_* indexes (started_at DESC, id), so a page is read straight from
// an index.
func gamesQuery(f Filter, count bool) (string, []any, error) {
	var where []string
	var args []any
	from := "games g"
	if f.PlayerID != "" {
		from = "seats s JOIN games g ON g.id = s.game_id"
		where = append(where, "s.player_id = ?")
		args = append(args, f.PlayerID)
	}
	if f.Kind != "" {
		where = append(where, "g.kind = ?")
		args = append(args, f.Kind)
	}
	if f.Status != "" {
		if !validStatus(f.Status) {
			return "", nil, invalidf("status %q: one of active, finished, abandoned", f.Status)
		}
		where = append(where, "g.status = ?")
		args = append(args, f.Status)
	}
	if !f.From.IsZero() {
		where = append(where, "g.started_at >= ?")
		args = append(args, ms(f.From))
	}
	if !f.To.IsZero() {
		where = append(where, "g.started_at < ?")
		args = append(args, ms(f.To))
	}
	q := "SELECT " + gameCols + " FROM " + from
	if count {
		q = "SELECT count(*) FROM " + from
	}
	if len(where) > 0 {
		q += " WHERE " + strings.Join(where, " AND ")
	}
	if count {
		return q, args, nil
	}
	if f.Limit <= 0 {
		f.Limit = 50
	}
	q += " ORDER BY g.started_at DESC, g.id LIMIT ? OFFSET ?"
	args = append(args, min(f.Limit, 1000), max(f.Offset, 0))
	return q, args, nil
}

// CountGames counts the games a filter selects (Limit and Offset ignored).
func (s *Store) CountGames(f Filter) (int, error) {
	q, args, err := gamesQuery(f, true)
	if err != nil {
		return 0, err
	}
	var n int
	err = s.r.QueryRow(q, args...).Scan(&n)
	return n, err
}

func validStatus(st string) bool {
	return st == StatusActive || st == StatusFinished || st == StatusAbandoned
}

// SetNote replaces a game's note.
func (s *Store) SetNote(gameID, note string) error {
	if len(note) > 100_000 {
		return invalidf("note is longer than 100000 bytes")
	}
	return s.write(func(tx *sql.Tx) error {
		return updateGame(tx, gameID, "note = ?, updated_at = ?", note, ms(s.now()))
	})
}

// RenameGame changes a game's name.
func (s *Store) RenameGame(gameID, name string) error {
	name, err := cleanGameName("name", name)
	if err != nil {
		return err
	}
	return s.write(func(tx *sql.Tx) error {
		return updateGame(tx, gameID, "name = ?, updated_at = ?", name, ms(s.now()))
	})
}

func updateGame(tx *sql.Tx, gameID, set string, args ...any) error {
	res, err := tx.Exec("UPDATE games SET "+set+", revision = revision + 1 WHERE id = ?", append(args, gameID)...)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return notFoundf("no game with id %q", gameID)
	}
	return nil
}

// FinishGame declares a game over (an agreed end before the rules end it):
// its winners are those of the current totals, if the rules name any.
func (s *Store) FinishGame(gameID string) (Game, error) {
	return s.SetStatus(gameID, StatusFinished)
}

// SetStatus sets a game active (reopen), finished (declared over) or
// abandoned; the winners follow from the standing.
func (s *Store) SetStatus(gameID, status string) (Game, error) {
	if !validStatus(status) {
		return Game{}, invalidf("status %q: one of active, finished, abandoned", status)
	}
	var g Game
	err := s.write(func(tx *sql.Tx) error {
		cur, err := getGame(tx, gameID)
		if err != nil {
			return err
		}
		now := ms(s.now())
		switch status {
		case StatusActive:
			err = updateGame(tx, gameID, "status = 'active', finished_by = '', finished_at = NULL, updated_at = ?", now)
		case StatusFinished:
			if cur.Status != StatusFinished {
				err = updateGame(tx, gameID, "status = 'finished', finished_by = 'manual', finished_at = ?, updated_at = ?", now, now)
			}
		case StatusAbandoned:
			err = updateGame(tx, gameID, "status = 'abandoned', finished_by = '', finished_at = ?, updated_at = ?", now, now)
		}
		if err != nil {
			return err
		}
		after, r, err := s.forWrite(tx, gameID)
		if err != nil {
			return err
		}
		st, err := stateBefore(tx, gameID, r, math.MaxInt)
		if err != nil {
			return err
		}
		if err := s.applyStanding(tx, after, st.Standing(), after.Rounds); err != nil {
			return err
		}
		g, err = getGame(tx, gameID)
		return err
	})
	return g, err
}
