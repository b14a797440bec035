package storage

import (
	"bufio"
	"context"
	"database/sql"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// Export format identification. A file of a newer FormatVersion is refused
// by ImportJSON.
const (
	ExportFormat  = "arbiter-history"
	FormatVersion = 1
)

// timeLayout is how times are written in exports: UTC, milliseconds.
const timeLayout = "2006-01-02T15:04:05.000Z"

// ExportFile is the JSON export (docs/storage.md): every field is required
// on import except those marked omitempty.
type ExportFile struct {
	Format  string         `json:"format"`
	Version int            `json:"version"`
	Players []ExportPlayer `json:"players"`
	Games   []ExportGame   `json:"games"`
}

// ExportPlayer is a player in an export.
type ExportPlayer struct {
	ID         string `json:"id"`
	Name       string `json:"name"`
	Archived   bool   `json:"archived"`
	MergedInto string `json:"merged_into,omitempty"`
	CreatedAt  string `json:"created_at"`
}

// ExportGame is a game in an export, with everything it holds.
type ExportGame struct {
	ID         string          `json:"id"`
	Kind       string          `json:"kind"`
	Name       string          `json:"name"`
	Options    json.RawMessage `json:"options"`
	Setup      json.RawMessage `json:"setup"`
	Status     string          `json:"status"`
	FinishedBy string          `json:"finished_by"`
	StartedAt  string          `json:"started_at"`
	FinishedAt *string         `json:"finished_at"`
	Winners    []string        `json:"winners"`
	Totals     json.RawMessage `json:"totals"`
	Note       string          `json:"note"`
	UpdatedAt  string          `json:"updated_at"`
	Seats      []ExportSeat    `json:"seats"`
	Sittings   []ExportSitting `json:"sittings"`
	Rounds     []ExportRound   `json:"rounds"`
}

// ExportSeat is a seat in an export.
type ExportSeat struct {
	PlayerID string   `json:"player_id"`
	Side     string   `json:"side"`
	Position int      `json:"position"`
	Score    *float64 `json:"score"`
	Won      bool     `json:"won"`
}

// ExportSitting is a sitting in an export.
type ExportSitting struct {
	ID        string `json:"id"`
	StartedAt string `json:"started_at"`
	EndedAt   string `json:"ended_at"`
}

// ExportRound is a round with all its versions.
type ExportRound struct {
	ID             string          `json:"id"`
	Seq            int             `json:"seq"`
	CreatedAt      string          `json:"created_at"`
	CurrentVersion int             `json:"current_version"`
	Live           bool            `json:"live"`
	TotalsAfter    json.RawMessage `json:"totals_after"`
	Versions       []ExportVersion `json:"versions"`
}

// ExportVersion is one version of a round.
type ExportVersion struct {
	ID            string          `json:"id"`
	Version       int             `json:"version"`
	Action        string          `json:"action"`
	Input         json.RawMessage `json:"input"`
	Outcome       json.RawMessage `json:"outcome"`
	EngineVersion string          `json:"engine_version"`
	SittingID     string          `json:"sitting_id"`
	CreatedAt     string          `json:"created_at"`
}

func fmtTime(v int64) string { return fromMS(v).Format(timeLayout) }

// readTx runs fn in one read transaction, so an export is a consistent
// snapshot while others write.
func (s *Store) readTx(fn func(tx *sql.Tx) error) error {
	tx, err := s.r.BeginTx(context.Background(), &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return err
	}
	defer tx.Rollback()
	return fn(tx)
}

// ExportJSON writes the whole history, or one game when gameID is not
// empty, in the versioned JSON format: one player or game per line, ordered
// so that the same history always gives the same bytes.
func (s *Store) ExportJSON(w io.Writer, gameID string) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	err := s.readTx(func(tx *sql.Tx) error {
		ids, err := exportGameIDs(tx, gameID)
		if err != nil {
			return err
		}
		fmt.Fprintf(bw, "{\"format\":%q,\"version\":%d,\"players\":[", ExportFormat, FormatVersion)
		players, err := exportPlayers(tx, gameID)
		if err != nil {
			return err
		}
		for i, p := range players {
			if err := writeLine(bw, i, p); err != nil {
				return err
			}
		}
		bw.WriteString("\n],\"games\":[")
		for i, id := range ids {
			g, err := exportGame(tx, id)
			if err != nil {
				return err
			}
			if err := writeLine(bw, i, g); err != nil {
				return err
			}
		}
		_, err = bw.WriteString("\n]}\n")
		return err
	})
	if err != nil {
		return err
	}
	return bw.Flush()
}

func writeLine(w *bufio.Writer, i int, v any) error {
	if i > 0 {
		w.WriteByte(',')
	}
	w.WriteByte('\n')
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

func exportGameIDs(tx *sql.Tx, gameID string) ([]string, error) {
	if gameID != "" {
		if _, err := getGame(tx, gameID); err != nil {
			return nil, err
		}
		return []string{gameID}, nil
	}
	rows, err := tx.Query("SELECT id FROM games ORDER BY started_at, id")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	ids := []string{}
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

func exportPlayers(tx *sql.Tx, gameID string) ([]ExportPlayer, error) {
	q := "SELECT id, name, archived, coalesce(merged_into, ''), created_at FROM players"
	var args []any
	if gameID != "" {
		q += " WHERE id IN (SELECT player_id FROM seats WHERE game_id = ?)"
		args = append(args, gameID)
	}
	rows, err := tx.Query(q+" ORDER BY created_at, id", args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	list := []ExportPlayer{}
	for rows.Next() {
		var p ExportPlayer
		var created int64
		if err := rows.Scan(&p.ID, &p.Name, &p.Archived, &p.MergedInto, &created); err != nil {
			return nil, err
		}
		p.CreatedAt = fmtTime(created)
		list = append(list, p)
	}
	return list, rows.Err()
}

func exportGame(tx *sql.Tx, id string) (ExportGame, error) {
	g, err := getGame(tx, id)
	if err != nil {
		return ExportGame{}, err
	}
	e := ExportGame{ID: g.ID, Kind: g.Kind, Name: g.Name, Options: g.Options, Setup: g.Setup, Status: g.Status,
		FinishedBy: g.FinishedBy, StartedAt: g.StartedAt.Format(timeLayout), Winners: g.Winners,
		Totals: g.Totals, Note: g.Note, UpdatedAt: g.UpdatedAt.Format(timeLayout),
		Seats: []ExportSeat{}, Sittings: []ExportSitting{}, Rounds: []ExportRound{}}
	if g.FinishedAt != nil {
		f := g.FinishedAt.Format(timeLayout)
		e.FinishedAt = &f
	}
	for _, st := range g.Seats {
		e.Seats = append(e.Seats, ExportSeat{PlayerID: st.PlayerID, Side: st.Side, Position: st.Position, Score: st.Score, Won: st.Won})
	}
	rows, err := tx.Query("SELECT id, started_at, ended_at FROM sittings WHERE game_id = ? ORDER BY started_at, id", id)
	if err != nil {
		return e, err
	}
	for rows.Next() {
		var st ExportSitting
		var a, b int64
		if err := rows.Scan(&st.ID, &a, &b); err != nil {
			rows.Close()
			return e, err
		}
		st.StartedAt, st.EndedAt = fmtTime(a), fmtTime(b)
		e.Sittings = append(e.Sittings, st)
	}
	rows.Close()
	rows, err = tx.Query(`SELECT r.id, r.seq, r.created_at, r.current_version, r.live, r.totals_after,
		v.id, v.version, v.action, v.input, v.outcome, v.engine_version, coalesce(v.sitting_id, ''), v.created_at
		FROM rounds r JOIN round_versions v ON v.round_id = r.id
		WHERE r.game_id = ? ORDER BY r.seq, v.version`, id)
	if err != nil {
		return e, err
	}
	defer rows.Close()
	for rows.Next() {
		var r ExportRound
		var v ExportVersion
		var rc, vc int64
		var totals string
		var in, out sql.NullString
		if err := rows.Scan(&r.ID, &r.Seq, &rc, &r.CurrentVersion, &r.Live, &totals,
			&v.ID, &v.Version, &v.Action, &in, &out, &v.EngineVersion, &v.SittingID, &vc); err != nil {
			return e, err
		}
		v.Input, v.Outcome, v.CreatedAt = nullJSON(in), nullJSON(out), fmtTime(vc)
		if n := len(e.Rounds); n == 0 || e.Rounds[n-1].ID != r.ID {
			r.CreatedAt, r.TotalsAfter = fmtTime(rc), json.RawMessage(totals)
			r.Versions = []ExportVersion{}
			e.Rounds = append(e.Rounds, r)
		}
		last := &e.Rounds[len(e.Rounds)-1]
		last.Versions = append(last.Versions, v)
	}
	return e, rows.Err()
}

// CSVHeader is the first row of ExportCSV.
var CSVHeader = []string{"game_id", "game_name", "kind", "game_status", "game_started_at", "players",
	"round_number", "round_id", "seq", "version", "action", "entered_at", "updated_at",
	"engine_version", "sitting_id", "input", "outcome", "totals_after"}

// ExportCSV writes one row per round in force (its current version) of
// the whole history, or of one game: the JSON columns hold compact JSON.
// "players" is "side=name" pairs joined with "; ".
func (s *Store) ExportCSV(w io.Writer, gameID string) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(CSVHeader); err != nil {
		return err
	}
	err := s.readTx(func(tx *sql.Tx) error {
		ids, err := exportGameIDs(tx, gameID)
		if err != nil {
			return err
		}
		for _, id := range ids {
			g, err := getGame(tx, id)
			if err != nil {
				return err
			}
			var seats []string
			for _, st := range g.Seats {
				seats = append(seats, st.Side+"="+st.Name)
			}
			rows, err := tx.Query(`SELECT `+roundCols+` FROM rounds r
				JOIN round_versions v ON v.round_id = r.id AND v.version = r.current_version
				WHERE r.game_id = ? AND r.live = 1 ORDER BY r.seq`, id)
			if err != nil {
				return err
			}
			n := 0
			for rows.Next() {
				r, err := scanRound(rows)
				if err != nil {
					rows.Close()
					return err
				}
				n++
				rec := []string{g.ID, g.Name, g.Kind, g.Status, g.StartedAt.Format(timeLayout), strings.Join(seats, "; "),
					strconv.Itoa(n), r.ID, strconv.Itoa(r.Seq), strconv.Itoa(r.Version), r.Action,
					r.CreatedAt.Format(timeLayout), r.UpdatedAt.Format(timeLayout), r.EngineVersion, r.SittingID,
					string(r.Input), string(r.Outcome), string(r.TotalsAfter)}
				if err := cw.Write(rec); err != nil {
					rows.Close()
					return err
				}
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	cw.Flush()
	return cw.Error()
}

// parseTime reads an export time (RFC 3339), to the millisecond.
func parseTime(field, v string) (int64, error) {
	t, err := time.Parse(time.RFC3339Nano, v)
	if err != nil {
		return 0, invalidf("%s: %q is not a time like 2025-01-31T20:00:00.000Z", field, v)
	}
	return t.UnixMilli(), nil
}
