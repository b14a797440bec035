package storage

import (
	"errors"
	"fmt"
)

// Sentinel errors. Test with errors.Is; the errors returned wrap them with
// the details (the file, the game, the round).
var (
	// ErrNotSQLite: the file exists but is not an SQLite database.
	ErrNotSQLite = errors.New("not an Arbiter database (not an SQLite file)")
	// ErrCorrupt: the file is SQLite but damaged (quick_check failed or the
	// file cannot be read).
	ErrCorrupt = errors.New("the database is damaged")
	// ErrNewerSchema: the file was written by a newer Arbiter.
	ErrNewerSchema = errors.New("the database was written by a newer version of Arbiter")
	// ErrNotFound: no player, game, round or draft with that id or key.
	ErrNotFound = errors.New("not found")
	// ErrInvalid: a request the store refuses (empty name, unknown side,
	// bad status, malformed import...). Engine refusals keep their own
	// game.ErrInvalid / game.ErrIllegal.
	ErrInvalid = errors.New("invalid")
	// ErrConflict: the request clashes with what is stored (a name already
	// taken, merging two players of the same game, a finished game).
	ErrConflict = errors.New("conflict")
	// ErrBusy: another process kept the database locked for longer than
	// the retry period.
	ErrBusy = errors.New("the database is busy (another Arbiter is writing)")
)

// FileError is returned by Open, Check and Restore when a database file is
// refused. The file has not been modified.
type FileError struct {
	Path string
	Err  error  // ErrNotSQLite, ErrCorrupt or ErrNewerSchema
	Info string // what was found, e.g. the quick_check report
	// LatestBackup is the newest automatic backup of this database, to
	// offer the user, or "" when there is none.
	LatestBackup string
}

func (e *FileError) Error() string {
	msg := fmt.Sprintf("%s: %v", e.Path, e.Err)
	if e.Info != "" {
		msg += " (" + e.Info + ")"
	}
	msg += "; the file was left untouched"
	if e.LatestBackup != "" {
		msg += "; latest backup: " + e.LatestBackup
	}
	return msg
}

func (e *FileError) Unwrap() error { return e.Err }

// storeError carries a message for the user and the sentinel it means.
type storeError struct {
	kind error
	msg  string
}

func (e *storeError) Error() string { return e.msg }
func (e *storeError) Unwrap() error { return e.kind }

// invalidf: the request is malformed; the message starts with the field.
func invalidf(format string, a ...any) error {
	return &storeError{ErrInvalid, fmt.Sprintf(format, a...)}
}

// notFoundf: the message names what was looked for.
func notFoundf(format string, a ...any) error {
	return &storeError{ErrNotFound, fmt.Sprintf(format, a...)}
}

// conflictf: the message says what clashes.
func conflictf(format string, a ...any) error {
	return &storeError{ErrConflict, fmt.Sprintf(format, a...)}
}
