package storage

import (
	"bytes"
	"context"
	"database/sql"
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	sqlite3 "github.com/mattn/go-sqlite3"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// migration is one numbered SQL file.
type migration struct {
	Version int
	Name    string
	SQL     string
}

// migrations are the embedded SQL files in order; their numbers are 1..N.
var migrations = loadMigrations()

// SchemaVersion is the schema this build writes (PRAGMA user_version).
var SchemaVersion = len(migrations)

func loadMigrations() []migration {
	entries, err := fs.ReadDir(migrationFiles, "migrations")
	if err != nil {
		panic(err)
	}
	var ms []migration
	for _, e := range entries {
		num, _, ok := strings.Cut(e.Name(), "_")
		n, err := strconv.Atoi(num)
		if !ok || err != nil {
			panic("storage: migration " + e.Name() + " is not named NNNN_name.sql")
		}
		b, err := migrationFiles.ReadFile("migrations/" + e.Name())
		if err != nil {
			panic(err)
		}
		ms = append(ms, migration{n, e.Name(), string(b)})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].Version < ms[j].Version })
	for i, m := range ms {
		if m.Version != i+1 {
			panic(fmt.Sprintf("storage: migrations must be numbered 1..N, %s is number %d", m.Name, i+1))
		}
	}
	return ms
}

// Options tunes a Store. The zero value is what the app and the CLI use.
type Options struct {
	// BusyTimeout is SQLite's busy_timeout: how long one statement waits
	// for another process's lock (default 5s).
	BusyTimeout time.Duration
	// RetryFor is how long a write keeps retrying while another process
	// holds the database, before ErrBusy (default 30s).
	RetryFor time.Duration
	// OnBusy is called once per write that has to wait and retry, so the
	// user can be told "busy, retrying".
	OnBusy func()
	// SittingGap: a round added more than this after the game's previous
	// activity starts a new sitting (default 6h).
	SittingGap time.Duration
	// BackupDir holds the automatic backups (default: "backups" next to
	// the database).
	BackupDir string
	// KeepBackups is how many automatic backups are kept (default 10).
	KeepBackups int
	// Now is the clock (default time.Now); tests set it.
	Now func() time.Time
}

func (o *Options) fill() {
	if o.BusyTimeout <= 0 {
		o.BusyTimeout = 5 * time.Second
	}
	if o.RetryFor <= 0 {
		o.RetryFor = 30 * time.Second
	}
	if o.SittingGap <= 0 {
		o.SittingGap = 6 * time.Hour
	}
	if o.KeepBackups <= 0 {
		o.KeepBackups = 10
	}
	if o.Now == nil {
		o.Now = time.Now
	}
}

// Store is an open history database. Its methods are safe for concurrent
// use; writes go through one connection, reads through a small pool.
type Store struct {
	path string
	opt  Options
	w    *sql.DB // the one writer connection
	r    *sql.DB // readers
	hot  hotPath // prepared statements and read rules of the write path
}

// DefaultPath is where the history lives when no path is given: $ARBITER_DB
// if set, else $XDG_DATA_HOME/arbiter/arbiter.db, else
// ~/.local/share/arbiter/arbiter.db. On mobile the app passes Fyne's
// storage root instead.
func DefaultPath() (string, error) {
	if p := os.Getenv("ARBITER_DB"); p != "" {
		return p, nil
	}
	if d := os.Getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "arbiter", "arbiter.db"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("no place for the history: set ARBITER_DB or --db (%v)", err)
	}
	return filepath.Join(home, ".local", "share", "arbiter", "arbiter.db"), nil
}

// Path is the database file.
func (s *Store) Path() string { return s.path }

// Open opens (creating it and its directory if needed) the history at
// path, "" meaning DefaultPath. See OpenWith.
func Open(path string) (*Store, error) { return OpenWith(path, Options{}) }

// OpenWith opens the history at path. A file that is not SQLite, is
// damaged or was written by a newer Arbiter is refused with a *FileError
// (wrapping ErrNotSQLite, ErrCorrupt or ErrNewerSchema) and not modified.
// An older schema is backed up, then migrated.
func OpenWith(path string, opt Options) (*Store, error) {
	opt.fill()
	if path == "" {
		p, err := DefaultPath()
		if err != nil {
			return nil, err
		}
		path = p
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	if opt.BackupDir == "" {
		opt.BackupDir = filepath.Join(filepath.Dir(abs), "backups")
	}
	if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
		return nil, fmt.Errorf("cannot create the history's folder: %w", err)
	}
	version, err := inspect(abs)
	if err != nil {
		var fe *FileError
		if errors.As(err, &fe) {
			fe.LatestBackup, _ = LatestBackup(opt.BackupDir)
		}
		return nil, err
	}
	s := &Store{path: abs, opt: opt}
	s.w, err = sql.Open("sqlite3", dsn(abs, opt, "_txlock=immediate&_journal_mode=WAL"))
	if err != nil {
		return nil, err
	}
	s.w.SetMaxOpenConns(1)
	s.w.SetMaxIdleConns(1)
	s.w.SetConnMaxLifetime(0)
	s.w.SetConnMaxIdleTime(0)
	// Another process may hold the lock for a moment (it is writing, or
	// migrating the same file): retry like a write does.
	for start := time.Now(); ; {
		err = s.w.Ping()
		if err == nil {
			_, err = s.w.Exec("PRAGMA user_version")
		}
		if err == nil || !isBusy(err) || time.Since(start) > opt.RetryFor {
			break
		}
		time.Sleep(time.Duration(10+rand.IntN(50)) * time.Millisecond)
	}
	if err != nil {
		s.w.Close()
		return nil, fmt.Errorf("cannot open %s: %w", abs, err)
	}
	if version > 0 && version < SchemaVersion {
		if _, err := s.autoBackup(fmt.Sprintf("v%d", version)); err != nil {
			s.w.Close()
			return nil, fmt.Errorf("backup before upgrading the history failed, nothing was changed: %w", err)
		}
	}
	if version < SchemaVersion {
		// Another process may have migrated meanwhile: migrate reads the
		// version again inside its transactions.
		if err := s.write(func(tx *sql.Tx) error { return nil }); err != nil {
			s.w.Close()
			return nil, err
		}
		if err := migrate(s.w, version, SchemaVersion); err != nil {
			s.w.Close()
			return nil, err
		}
	}
	s.r, err = sql.Open("sqlite3", dsn(abs, opt, "_query_only=1"))
	if err != nil {
		s.w.Close()
		return nil, err
	}
	s.r.SetMaxOpenConns(4)
	if err := s.prepareHot(); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// Close closes the database. A Store must not be used afterwards.
func (s *Store) Close() error {
	s.hot.close()
	err1 := s.r.Close()
	err2 := s.w.Close()
	return errors.Join(err1, err2)
}

// dsn builds the connection string: every connection of the pool gets the
// same pragmas.
func dsn(path string, opt Options, extra string) string {
	esc := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(filepath.ToSlash(path))
	q := fmt.Sprintf("_foreign_keys=on&_busy_timeout=%d&_synchronous=FULL", opt.BusyTimeout.Milliseconds())
	if extra != "" {
		q += "&" + extra
	}
	return "file:" + esc + "?" + q
}

// roDSN opens a file strictly read-only, for inspection.
func roDSN(path string) string {
	esc := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(filepath.ToSlash(path))
	return "file:" + esc + "?mode=ro&_busy_timeout=5000"
}

var sqliteMagic = []byte("SQLite format 3\x00")

// inspect checks a database file before anything writes to it and returns
// its schema version; 0 for a missing or empty file. It only reads.
func inspect(path string) (int, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("cannot read %s: %w", path, err)
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return 0, err
	}
	if st.IsDir() {
		f.Close()
		return 0, &FileError{Path: path, Err: ErrNotSQLite, Info: "it is a folder"}
	}
	header := make([]byte, 100)
	n, err := io.ReadFull(f, header)
	f.Close()
	if n == 0 && st.Size() == 0 {
		return 0, nil // an empty file becomes a new database
	}
	if n < len(sqliteMagic) || !bytes.Equal(header[:len(sqliteMagic)], sqliteMagic) {
		return 0, &FileError{Path: path, Err: ErrNotSQLite, Info: "the file does not start with the SQLite header"}
	}
	if err != nil {
		return 0, &FileError{Path: path, Err: ErrCorrupt, Info: fmt.Sprintf("the file is truncated (%d bytes)", st.Size())}
	}
	if v := int(int32(binary.BigEndian.Uint32(header[60:64]))); v > SchemaVersion {
		return 0, newerError(path, v)
	}
	db, err := sql.Open("sqlite3", roDSN(path))
	if err != nil {
		return 0, err
	}
	defer db.Close()
	var version int
	if err := db.QueryRow("PRAGMA user_version").Scan(&version); err != nil {
		return 0, classify(path, err)
	}
	if version > SchemaVersion {
		return 0, newerError(path, version)
	}
	if err := quickCheck(db); err != nil {
		return 0, classify(path, err)
	}
	return version, nil
}

func newerError(path string, v int) error {
	return &FileError{Path: path, Err: ErrNewerSchema,
		Info: fmt.Sprintf("schema %d, this Arbiter knows up to %d: update Arbiter to open it", v, SchemaVersion)}
}

// quickCheck runs PRAGMA quick_check and returns its report as an error
// unless it is "ok".
func quickCheck(db *sql.DB) error {
	rows, err := db.Query("PRAGMA quick_check(20)")
	if err != nil {
		return err
	}
	defer rows.Close()
	var lines []string
	for rows.Next() {
		var l string
		if err := rows.Scan(&l); err != nil {
			return err
		}
		lines = append(lines, l)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	if len(lines) == 1 && lines[0] == "ok" {
		return nil
	}
	return &FileError{Err: ErrCorrupt, Info: "quick_check: " + strings.Join(lines, "; ")}
}

// classify turns an SQLite error met while inspecting a file into a
// FileError.
func classify(path string, err error) error {
	var fe *FileError
	if errors.As(err, &fe) {
		fe.Path = path
		return fe
	}
	var se sqlite3.Error
	if errors.As(err, &se) && se.Code == sqlite3.ErrNotADB {
		return &FileError{Path: path, Err: ErrNotSQLite, Info: se.Error()}
	}
	if errors.As(err, &se) && (se.Code == sqlite3.ErrBusy || se.Code == sqlite3.ErrLocked) {
		return fmt.Errorf("%s: %w", path, ErrBusy)
	}
	return &FileError{Path: path, Err: ErrCorrupt, Info: err.Error()}
}

// migrate applies the migrations after version from, one transaction each.
func migrate(db *sql.DB, from, to int) error {
	for _, m := range migrations {
		if m.Version <= from || m.Version > to {
			continue
		}
		tx, err := db.Begin()
		if err != nil {
			return fmt.Errorf("migration %s: %w", m.Name, err)
		}
		var current int
		if err := tx.QueryRow("PRAGMA user_version").Scan(&current); err != nil {
			tx.Rollback()
			return fmt.Errorf("migration %s: %w", m.Name, err)
		}
		if current >= m.Version {
			tx.Rollback() // another process applied it meanwhile
			continue
		}
		if _, err := tx.Exec(m.SQL); err != nil {
			tx.Rollback()
			return fmt.Errorf("migration %s: %w", m.Name, err)
		}
		if _, err := tx.Exec(fmt.Sprintf("PRAGMA user_version = %d", m.Version)); err != nil {
			tx.Rollback()
			return fmt.Errorf("migration %s: %w", m.Name, err)
		}
		if err := tx.Commit(); err != nil {
			return fmt.Errorf("migration %s: %w", m.Name, err)
		}
	}
	return nil
}

// querier is what both *sql.DB and *sql.Tx offer.
type querier interface {
	Exec(query string, args ...any) (sql.Result, error)
	Query(query string, args ...any) (*sql.Rows, error)
	QueryRow(query string, args ...any) *sql.Row
}

// write runs fn in one write transaction, retrying while another process
// holds the database. fn may run more than once: it must only touch tx.
func (s *Store) write(fn func(tx *sql.Tx) error) error {
	deadline := s.opt.Now().Add(s.opt.RetryFor)
	start := time.Now()
	told := false
	for attempt := 0; ; attempt++ {
		err := s.tryWrite(fn)
		if err == nil || !isBusy(err) {
			return err
		}
		if s.opt.Now().After(deadline) || time.Since(start) > s.opt.RetryFor {
			return fmt.Errorf("%w: gave up after %s", ErrBusy, s.opt.RetryFor)
		}
		if !told && s.opt.OnBusy != nil {
			s.opt.OnBusy()
			told = true
		}
		d := time.Duration(10+rand.IntN(40*min(attempt+1, 10))) * time.Millisecond
		time.Sleep(d)
	}
}

func (s *Store) tryWrite(fn func(tx *sql.Tx) error) error {
	tx, err := s.w.BeginTx(context.Background(), nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		s.hot.wrote(false)
		return err
	}
	err = tx.Commit()
	s.hot.wrote(err == nil)
	return err
}

func isBusy(err error) bool {
	var se sqlite3.Error
	if errors.As(err, &se) {
		return se.Code == sqlite3.ErrBusy || se.Code == sqlite3.ErrLocked
	}
	return false
}

// ms is the stored form of a time: Unix milliseconds, UTC.
func ms(t time.Time) int64 { return t.UnixMilli() }

// fromMS reads a stored time.
func fromMS(v int64) time.Time { return time.UnixMilli(v).UTC() }

func (s *Store) now() time.Time { return s.opt.Now().UTC().Truncate(time.Millisecond) }
