package storage

import (
	"errors"
	"fmt"
	"io/fs"
)

// Sentinel errors. Test with errors.Is; the errors returned wrap them with
// the details (the file, the game, the round).
var (
	// ErrNotArbiter: the file exists but is not an Arbiter history (another
	// application's database, an empty file, a folder, anything Arbiter
	// cannot positively identify as its own). It is never modified.
	ErrNotArbiter = errors.New("not an Arbiter history")
	// ErrNotSQLite: the file is not an SQLite database at all. An error
	// wrapping it also matches ErrNotArbiter.
	ErrNotSQLite = errors.New("not an Arbiter database (not an SQLite file)")
	// ErrCorrupt: the file is an Arbiter history (or an SQLite file that
	// may be one) but damaged: quick_check failed, it is truncated, its
	// schema is broken.
	ErrCorrupt = errors.New("the database is damaged")
	// ErrNewerSchema: the file was written by a newer Arbiter.
	ErrNewerSchema = errors.New("the database was written by a newer version of Arbiter")
	// ErrPermission: the history (or its -wal/-shm, or its folder) cannot
	// be read: permission denied. Nothing is damaged. It also matches
	// fs.ErrPermission.
	ErrPermission = errors.New("permission denied")
	// ErrReadOnly: the history is in a read-only place (read-only file
	// system, or no permission to write the file, its -wal/-shm or its
	// folder): it can be read, not changed.
	ErrReadOnly = errors.New("read-only: the history can be read but not changed")
	// ErrDiskFull: a write did not fit on the disk; it was rolled back.
	ErrDiskFull = errors.New("the disk is full")
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
	// ErrNoHistory: there is no history at the path a reading command was
	// given (OpenReader); nothing was created there. It also matches
	// fs.ErrNotExist.
	ErrNoHistory = errors.New("there is no history here")
	// ErrExists: a backup's destination is already there (a file of the
	// user's, another program's database, another history); it was left
	// as it is. It also matches fs.ErrExist.
	ErrExists = errors.New("the destination exists")
)

// FileError is returned when a database file is refused (Open, Check,
// Restore, Backup) or a write cannot be made for a reason of the file or
// its place (read-only, disk full). Err is one of ErrNotArbiter,
// ErrNotSQLite, ErrCorrupt, ErrNewerSchema, ErrPermission, ErrReadOnly,
// ErrDiskFull. The file has not been modified.
type FileError struct {
	Path string
	Err  error
	Info string // what was found, e.g. the quick_check report
	// LatestBackup is the newest automatic backup of this database, to
	// offer the user, or "" when there is none. Set only for a damaged
	// history.
	LatestBackup string
}

func (e *FileError) Error() string {
	msg := fmt.Sprintf("%s: %v", e.Path, e.Err)
	if e.Info != "" {
		msg += " (" + e.Info + ")"
	}
	switch e.Err {
	case ErrReadOnly, ErrDiskFull:
		msg += "; nothing was changed"
	case ErrNoHistory:
		msg += "; nothing was created"
	default:
		msg += "; the file was left untouched"
	}
	if e.LatestBackup != "" {
		msg += "; latest backup: " + e.LatestBackup
	}
	return msg
}

func (e *FileError) Unwrap() error { return e.Err }

// Is lets a file that is not SQLite match ErrNotArbiter too, a
// permission problem match fs.ErrPermission, a missing history
// fs.ErrNotExist and an existing destination fs.ErrExist.
func (e *FileError) Is(target error) bool {
	switch target {
	case ErrNotArbiter:
		return e.Err == ErrNotSQLite
	case fs.ErrPermission:
		return e.Err == ErrPermission
	case fs.ErrNotExist:
		return e.Err == ErrNoHistory
	case fs.ErrExist:
		return e.Err == ErrExists
	}
	return false
}

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
