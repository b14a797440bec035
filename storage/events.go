package storage

import (
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	sqlite3 "github.com/mattn/go-sqlite3"
	"strings"

	"arbiter/scoring"
)

// TournamentEvent is a tournament evening a director runs
// (docs/tournament.md). Setup is the event's setup as scoring/event
// writes it.
type TournamentEvent struct {
	ID       string          `json:"id"`
	Name     string          `json:"name"`
	Game     string          `json:"game"` // pymtheg | burn
	Form     string          `json:"form"` // league | knockout
	Setup    json.RawMessage `json:"setup"`
	JoinCode string          `json:"join_code"`
	// Secret is the director's own key material (its NATS identity);
	// it never leaves the director's device.
	Secret    string    `json:"-"`
	Status    string    `json:"status"` // open | closed
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

// Log kinds.
const (
	LogEntry      = "entry"      // a table's entry
	LogCorrection = "correction" // the director's correction
)

// TournamentRecord is one line of an event's log: an entry a table sent
// or a correction the director made, as applied.
type TournamentRecord struct {
	ID      string `json:"id"`
	EventID string `json:"event_id"`
	Kind    string `json:"kind"` // entry | correction
	Round   int    `json:"round"`
	Table   int    `json:"table"`
	Role    string `json:"role"` // north | east (entries)
	// Body is the entry as the table sent it (the wire format: the
	// scoring/event entry and the format's version) or the correction as
	// scoring/event writes it.
	Body       json.RawMessage `json:"body"`
	Sender     string          `json:"sender"`
	StreamSeq  uint64          `json:"stream_seq"`
	ReceivedAt time.Time       `json:"received_at"`
}

// maxTournamentBody bounds an entry: a knock-out match with every trick
// of every deal fits easily.
const maxTournamentBody = 1 << 20

// maxTournamentSetup bounds an event's setup: the largest message of the
// event's board (scoring/event.MaxBoardBytes, which the setup of the
// biggest event has to fit).
const maxTournamentSetup = 8 << 20

// CreateTournamentEvent stores a new event; an empty ID gets a UUID.
func (s *Store) CreateTournamentEvent(ev TournamentEvent) (TournamentEvent, error) {
	if ev.ID == "" {
		ev.ID = newID()
	}
	switch {
	case !validID(ev.ID):
		return ev, invalidf("event id %q: 1 to 64 letters, digits, '-' or '_'", ev.ID)
	case !playsTournaments(ev.Game):
		return ev, invalidf("event game %q: %s", ev.Game, strings.Join(games.Tournaments(), " or "))
	case ev.Form != "league" && ev.Form != "knockout":
		return ev, invalidf("event form %q: league or knockout", ev.Form)
	case !json.Valid(ev.Setup) || len(ev.Setup) > maxTournamentSetup:
		return ev, invalidf("event setup: not JSON, or larger than %d bytes", maxTournamentSetup)
	case ev.JoinCode == "" || len(ev.JoinCode) > 100 || len(ev.Name) > 200 || len(ev.Secret) > 1000:
		return ev, invalidf("event: a join code (up to 100 bytes) is needed; name up to 200 bytes")
	}
	name, err := cleanGameName("name", ev.Name)
	if err != nil {
		return ev, err
	}
	ev.Name = name
	if ev.Status == "" {
		ev.Status = "open"
	}
	now := s.now()
	ev.CreatedAt, ev.UpdatedAt = now, now
	err = s.write(func(tx *sql.Tx) error {
		_, err := tx.Exec(`INSERT INTO tournament_events(id, name, kind, form, setup, join_code, secret, status, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			ev.ID, ev.Name, ev.Game, ev.Form, string(ev.Setup), ev.JoinCode, ev.Secret, ev.Status, ms(now), ms(now))
		if isConstraint(err) {
			return conflictf("event %s exists already", ev.ID)
		}
		return err
	})
	return ev, err
}

// isConstraint reports a failed UNIQUE, CHECK or FOREIGN KEY constraint.
func isConstraint(err error) bool {
	var se sqlite3.Error
	return errors.As(err, &se) && se.Code == sqlite3.ErrConstraint
}

func isForeignKey(err error) bool {
	var se sqlite3.Error
	return errors.As(err, &se) && se.ExtendedCode == sqlite3.ErrConstraintForeignKey
}

const eventColumns = `id, name, kind, form, setup, join_code, secret, status, created_at, updated_at`

func scanEvent(row interface{ Scan(...any) error }) (TournamentEvent, error) {
	var ev TournamentEvent
	var setup string
	var created, updated int64
	err := row.Scan(&ev.ID, &ev.Name, &ev.Game, &ev.Form, &setup, &ev.JoinCode, &ev.Secret, &ev.Status, &created, &updated)
	ev.Setup = json.RawMessage(setup)
	ev.CreatedAt, ev.UpdatedAt = fromMS(created), fromMS(updated)
	return ev, err
}

// TournamentEvent returns one event; ErrNotFound when there is none.
func (s *Store) TournamentEvent(id string) (TournamentEvent, error) {
	ev, err := scanEvent(s.r.QueryRow(`SELECT `+eventColumns+` FROM tournament_events WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return ev, notFoundf("no tournament event %q", id)
	}
	return ev, err
}

// TournamentEvents lists the events, newest first.
func (s *Store) TournamentEvents() ([]TournamentEvent, error) {
	rows, err := s.r.Query(`SELECT ` + eventColumns + ` FROM tournament_events ORDER BY created_at DESC, id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []TournamentEvent{}
	for rows.Next() {
		ev, err := scanEvent(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, ev)
	}
	return out, rows.Err()
}

// SetTournamentEventStatus opens or closes an event.
func (s *Store) SetTournamentEventStatus(id, status string) error {
	if status != "open" && status != "closed" {
		return invalidf("event status %q: open or closed", status)
	}
	return s.write(func(tx *sql.Tx) error {
		res, err := tx.Exec(`UPDATE tournament_events SET status = ?, updated_at = ? WHERE id = ?`, status, ms(s.now()), id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return notFoundf("no tournament event %q", id)
		}
		return nil
	})
}

// TournamentRefusal is an entry the director refused: its id, the table
// whose key sent it and why (the entry itself is not kept).
type TournamentRefusal struct {
	ID         string    `json:"id"`
	EventID    string    `json:"event_id"`
	Table      int       `json:"table"`
	Reason     string    `json:"reason"`
	ReceivedAt time.Time `json:"received_at"`
}

// AddTournamentRecords stores log records in one transaction, in order.
// A record whose ID is stored already is skipped: the same entry received
// twice is kept once. added[i] says whether recs[i] was new.
func (s *Store) AddTournamentRecords(recs []TournamentRecord) (added []bool, err error) {
	return s.AddTournamentBatch(recs, nil)
}

// AddTournamentBatch stores log records and refusals in one transaction
// (what the director applied and refused of one batch of messages).
func (s *Store) AddTournamentBatch(recs []TournamentRecord, refusals []TournamentRefusal) (added []bool, err error) {
	for i, r := range refusals {
		if r.ID == "" || len(r.ID) > 200 || len(r.Reason) > 2000 {
			return nil, invalidf("refusals[%d]: an id (up to 200 bytes) and a reason (up to 2000)", i)
		}
	}
	for i, r := range recs {
		switch {
		case !validID(r.ID):
			return nil, invalidf("records[%d].id %q: 1 to 64 letters, digits, '-' or '_'", i, r.ID)
		case r.Kind != LogEntry && r.Kind != LogCorrection:
			return nil, invalidf("records[%d].kind %q: entry or correction", i, r.Kind)
		case !json.Valid(r.Body) || len(r.Body) > maxTournamentBody:
			return nil, invalidf("records[%d].body: not JSON, or larger than %d bytes", i, maxTournamentBody)
		case len(r.Sender) > 200 || len(r.Role) > 20:
			return nil, invalidf("records[%d]: sender or role too long", i)
		}
	}
	err = s.write(func(tx *sql.Tx) error {
		added = make([]bool, len(recs))
		now := s.now()
		stmt, err := tx.Prepare(`INSERT INTO tournament_log(id, event_id, kind, round, tbl, role, body, sender, stream_seq, received_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING`)
		if err != nil {
			return err
		}
		defer stmt.Close()
		for i, r := range recs {
			at := r.ReceivedAt
			if at.IsZero() {
				at = now
			}
			res, err := stmt.Exec(r.ID, r.EventID, r.Kind, r.Round, r.Table, r.Role, string(r.Body), r.Sender, int64(r.StreamSeq), ms(at))
			if err != nil {
				if isForeignKey(err) {
					return notFoundf("records[%d]: no tournament event %q", i, r.EventID)
				}
				return err
			}
			n, _ := res.RowsAffected()
			added[i] = n == 1
		}
		for i, r := range refusals {
			at := r.ReceivedAt
			if at.IsZero() {
				at = now
			}
			if _, err := tx.Exec(`INSERT INTO tournament_refusals(id, event_id, tbl, reason, received_at) VALUES (?, ?, ?, ?, ?)
				ON CONFLICT(id) DO NOTHING`, r.ID, r.EventID, r.Table, r.Reason, ms(at)); err != nil {
				if isForeignKey(err) {
					return notFoundf("refusals[%d]: no tournament event %q", i, r.EventID)
				}
				return err
			}
		}
		return nil
	})
	return added, err
}

// TournamentRefusals returns an event's refusals in the order they came.
func (s *Store) TournamentRefusals(eventID string) ([]TournamentRefusal, error) {
	rows, err := s.r.Query(`SELECT id, event_id, tbl, reason, received_at FROM tournament_refusals WHERE event_id = ? ORDER BY rowid`, eventID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []TournamentRefusal{}
	for rows.Next() {
		var r TournamentRefusal
		var at int64
		if err := rows.Scan(&r.ID, &r.EventID, &r.Table, &r.Reason, &at); err != nil {
			return nil, err
		}
		r.ReceivedAt = fromMS(at)
		out = append(out, r)
	}
	return out, rows.Err()
}

// TournamentRecords returns an event's log in the order it was written.
func (s *Store) TournamentRecords(eventID string) ([]TournamentRecord, error) {
	rows, err := s.r.Query(`SELECT id, event_id, kind, round, tbl, role, body, sender, stream_seq, received_at
		FROM tournament_log WHERE event_id = ? ORDER BY rowid`, eventID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []TournamentRecord{}
	for rows.Next() {
		var r TournamentRecord
		var body string
		var seq, at int64
		if err := rows.Scan(&r.ID, &r.EventID, &r.Kind, &r.Round, &r.Table, &r.Role, &body, &r.Sender, &seq, &at); err != nil {
			return nil, err
		}
		r.Body, r.StreamSeq, r.ReceivedAt = json.RawMessage(body), uint64(seq), fromMS(at)
		out = append(out, r)
	}
	return out, rows.Err()
}

// TournamentRecordCount counts an event's stored entries and corrections.
func (s *Store) TournamentRecordCount(eventID string) (entries, corrections int, err error) {
	err = s.r.QueryRow(`SELECT COUNT(*) FILTER (WHERE kind = 'entry'), COUNT(*) FILTER (WHERE kind = 'correction')
		FROM tournament_log WHERE event_id = ?`, eventID).Scan(&entries, &corrections)
	return
}

// playsTournaments reports whether tournament evenings are played in a
// game (its scoring.Tournament capability).
func playsTournaments(kind string) bool {
	d, err := games.Lookup(kind)
	if err != nil {
		return false
	}
	_, ok := scoring.TournamentOf(d)
	return ok
}
