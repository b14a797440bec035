package storage

import (
	"context"
	"database/sql"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
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
	w    *sql.DB // the one writer connection; nil when the place is read-only
	r    *sql.DB // readers
	// readOnly says why the history cannot be written here ("" when it
	// can): every write is then an ErrReadOnly naming the place.
	readOnly string
	// session is this Store's app_state key for its session mark, written
	// with its first write and deleted by Close.
	session   string
	marked    atomic.Bool
	key       any // in openFiles
	closeOnce sync.Once
	// reading is true for a Store opened by OpenReader: it has no writer.
	reading bool
	// damaged is what QuickCheck found wrong with the file: once set,
	// nothing more is written to it (a write would build on the damage).
	damaged atomic.Pointer[FileError]
	// hot holds the write path's prepared statements and the game the
	// last round was added to (hot.go).
	hot hotPath
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

// ReadOnly says why the history cannot be changed where it is (a
// read-only file system, no permission to write the file, its -wal/-shm
// or its folder), or "" when it can. A read-only Store reads normally;
// every write returns a *FileError wrapping ErrReadOnly.
func (s *Store) ReadOnly() string { return s.readOnly }

// Open opens (creating it and its directory if needed) the history at
// path, "" meaning DefaultPath. See OpenWith.
func Open(path string) (*Store, error) { return OpenWith(path, Options{}) }

// place fills the options' defaults and gives the history's absolute path
// (the default path for ""), with the backups beside it unless the options
// name their folder.
func (opt *Options) place(path string) (string, error) {
	opt.fill()
	if path == "" {
		p, err := DefaultPath()
		if err != nil {
			return "", err
		}
		path = p
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	if opt.BackupDir == "" {
		opt.BackupDir = filepath.Join(filepath.Dir(abs), "backups")
	}
	return abs, nil
}

// OpenWith opens the history at path. Nothing is written before the file
// is positively identified as an Arbiter history: Arbiter's application
// id and schema, or (files written before the application id existed) an
// Arbiter schema with user_version 1..SchemaVersion. Anything else is
// refused with a *FileError and left byte-identical, with no -wal or -shm
// created: ErrNotArbiter (another application's database, an empty file,
// a folder), ErrNotSQLite, ErrCorrupt, ErrNewerSchema, ErrPermission (the
// file or its -wal/-shm cannot be read). A missing file becomes a new
// history. An older schema is checked, backed up, then migrated; a file
// without the application id is checked and given it.
//
// Opening costs the same whatever the size of the history: PRAGMA
// quick_check runs only when an earlier session that wrote did not close,
// or before an upgrade (see docs/storage.md).
//
// In a read-only place (file system, file, -wal/-shm or folder) the Store
// is opened read-only: reads work, writes return ErrReadOnly.
func OpenWith(path string, opt Options) (*Store, error) {
	abs, err := opt.place(path)
	if err != nil {
		return nil, err
	}
	dir := filepath.Dir(abs)
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, placeError(abs, "cannot create the history's folder "+dir, err)
		}
	}
	for attempt := 0; ; attempt++ {
		st, err := inspect(abs, lookOpen)
		if err != nil {
			return nil, withLatestBackup(err, opt.BackupDir)
		}
		if !st.exists {
			err := createHistory(abs)
			if err != nil && !(errors.Is(err, errCreateRace) && attempt < 5) {
				return nil, err
			}
			continue // inspect what is there now
		}
		s, err := openExisting(abs, st, opt)
		if err != nil {
			return nil, withLatestBackup(err, opt.BackupDir)
		}
		return s, nil
	}
}

// OpenReader opens a history only to read it, for commands that list,
// show, count or export: identified and checked as Open does, but with no
// writer connection and nothing prepared for writing, so it costs what the
// reads cost. A history that must be written before it can be read (an
// older schema to upgrade, a legacy file to mark, a session that did not
// close) is opened as Open opens it. Writes through it are refused
// (ErrReadOnly). Where there is no history it creates nothing (neither
// the file nor its folders): the error is a *FileError wrapping
// ErrNoHistory.
func OpenReader(path string, opt Options) (*Store, error) {
	abs, err := opt.place(path)
	if err != nil {
		return nil, err
	}
	st, db, err := look(abs, lookOpen)
	if db != nil {
		db.Close()
	}
	if err != nil {
		return nil, withLatestBackup(err, opt.BackupDir)
	}
	if !st.exists {
		return nil, noHistory(abs)
	}
	if st.version < SchemaVersion || st.legacy || len(st.stale) > 0 || st.readOnly != "" {
		return OpenWith(path, opt)
	}
	s := &Store{path: abs, opt: opt, session: sessionPrefix + newID(), reading: true}
	if s.r, err = sql.Open("sqlite3", dsn(abs, opt, "_query_only=1")); err != nil {
		return nil, err
	}
	s.r.SetMaxOpenConns(4)
	s.key = markOpen(abs)
	return s, nil
}

// noHistory is the error of a reading command where there is no history.
func noHistory(path string) error {
	info := "a command that only reads never creates one"
	if _, err := os.Stat(filepath.Dir(path)); errors.Is(err, fs.ErrNotExist) {
		info = "its folder " + filepath.Dir(path) + " does not exist either; " + info
	}
	return &FileError{Path: path, Err: ErrNoHistory, Info: info}
}

// withLatestBackup offers the latest automatic backup with a damaged
// history (or what is left of one: a file that is not even SQLite any
// more). Restore sets such a file aside, never deletes it.
func withLatestBackup(err error, dir string) error {
	var fe *FileError
	if errors.As(err, &fe) && (fe.Err == ErrCorrupt || fe.Err == ErrNotSQLite) && fe.LatestBackup == "" {
		fe.LatestBackup, _ = LatestBackup(dir)
	}
	return err
}

// placeError words a failure to create or write something in the
// history's place, naming path.
func placeError(path, what string, err error) error {
	var fe *FileError
	if errors.As(classify(path, err), &fe) {
		if fe.Err == ErrPermission {
			fe.Err = ErrReadOnly
		}
		fe.Info = what + ": " + errText(err)
		return fe
	}
	return fmt.Errorf("%s: %s: %w", path, what, err)
}

var errCreateRace = errors.New("the history was created by another process meanwhile")

// createHistory makes a new, empty history at path: built complete
// (schema, application id, WAL) in a temporary file beside it, then linked
// into place only if path still does not exist. A crash leaves either no
// history or a complete one, never a half-made file that would not be
// recognised.
func createHistory(path string) error {
	dir := filepath.Dir(path)
	if err := canWrite(dir); err != nil {
		return &FileError{Path: path, Err: ErrReadOnly,
			Info: "there is no history here yet and it cannot be created: " + whyReadOnly(dir, err)}
	}
	sweepLeftovers(dir, historyTemps(path))
	tf, err := newTempFile(filepath.Join(dir, "."+filepath.Base(path)+".new-"+tempSuffix()))
	if err != nil {
		return placeError(path, "cannot create the history", err)
	}
	defer tf.done()
	tmp := tf.path
	db, err := sql.Open("sqlite3", dsn(tmp, Options{BusyTimeout: 5 * time.Second}, ""))
	if err != nil {
		return err
	}
	db.SetMaxOpenConns(1)
	err = migrate(db, 0, SchemaVersion)
	if err == nil {
		var mode string
		err = db.QueryRow("PRAGMA journal_mode=WAL").Scan(&mode)
	}
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = syncFile(tmp)
	}
	if err != nil {
		return placeError(path, "cannot create the history", err)
	}
	if err := os.Link(tmp, path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return errCreateRace
		}
		// No hard links on this file system: rename, unless another
		// process was quicker.
		if _, err := os.Lstat(path); err == nil {
			return errCreateRace
		}
		if err := os.Rename(tmp, path); err != nil {
			return placeError(path, "cannot create the history", err)
		}
	}
	return syncFile(dir)
}

// removeDB removes a temporary database of ours and its side files.
func removeDB(path string) {
	for _, f := range []string{path, path + "-wal", path + "-shm", path + "-journal"} {
		os.Remove(f)
	}
}

// openExisting opens a file that look identified as an Arbiter history.
func openExisting(path string, st *fileState, opt Options) (*Store, error) {
	s := &Store{path: path, opt: opt, session: sessionPrefix + newID()}
	if st.readOnly == "" {
		err := s.openWriter()
		var fe *FileError
		if errors.As(err, &fe) && (fe.Err == ErrReadOnly || fe.Err == ErrPermission) {
			st.readOnly = "the file " + path + " cannot be written (" + fe.Info + ")"
			err = nil
		}
		if err != nil {
			return nil, err
		}
	}
	if st.readOnly != "" {
		return s.openReadOnly(st)
	}
	var err error
	s.r, err = sql.Open("sqlite3", dsn(path, opt, "_query_only=1"))
	if err != nil {
		s.w.Close()
		return nil, err
	}
	s.r.SetMaxOpenConns(4)
	if err := s.prepare(st); err != nil {
		s.r.Close()
		s.w.Close()
		return nil, err
	}
	if err := s.prepareHot(); err != nil {
		s.r.Close()
		s.w.Close()
		return nil, err
	}
	s.key = markOpen(path)
	// The history is ours and can be written: what a restore, a backup or
	// a new history killed while writing left beside it goes.
	sweepHistory(path, opt.BackupDir)
	return s, nil
}

// openWriter opens the writer connection. Another process may hold the
// lock for a moment (it is writing, or migrating the same file): retry
// like a write does.
func (s *Store) openWriter() error {
	var err error
	s.w, err = sql.Open("sqlite3", dsn(s.path, s.opt, "_txlock=immediate&_journal_mode=WAL"))
	if err != nil {
		return err
	}
	s.w.SetMaxOpenConns(1)
	s.w.SetMaxIdleConns(1)
	s.w.SetConnMaxLifetime(0)
	s.w.SetConnMaxIdleTime(0)
	for start := time.Now(); ; {
		err = s.w.Ping()
		if err == nil {
			_, err = s.w.Exec("PRAGMA user_version")
		}
		if err == nil || !isBusy(err) || time.Since(start) > s.opt.RetryFor {
			break
		}
		time.Sleep(time.Duration(10+rand.IntN(50)) * time.Millisecond)
	}
	if err != nil {
		s.w.Close()
		s.w = nil
		return classify(s.path, err)
	}
	return nil
}

// prepare looks at the history again through SQLite's own locking (its
// -wal included), checks it when needed, upgrades it, and forgets the
// marks of sessions that did not close once the file is checked.
func (s *Store) prepare(st *fileState) error {
	cur := &fileState{path: s.path, checked: st.checked}
	tx, err := s.r.Begin()
	if err != nil {
		return classify(s.path, err)
	}
	err = identify(tx, cur)
	if err == nil && cur.version >= 2 {
		var marks map[string]sessionMark
		marks, err = readSessions(tx)
		for key, m := range marks {
			if m.stale() {
				cur.stale = append(cur.stale, key)
			}
		}
	}
	if err == nil && !cur.checked && (len(cur.stale) > 0 || cur.legacy || cur.version < SchemaVersion) {
		if err = quickCheck(tx); err == nil {
			cur.checked = true
		}
	}
	tx.Rollback()
	if err != nil {
		return classify(s.path, err)
	}
	if cur.version < SchemaVersion {
		if _, err := s.autoBackup(fmt.Sprintf("v%d", cur.version)); err != nil {
			return fmt.Errorf("backup before upgrading the history failed, nothing was changed: %w", err)
		}
		// Another process may have migrated meanwhile: migrate reads the
		// version again inside its transactions.
		if err := migrate(s.w, cur.version, SchemaVersion); err != nil {
			return classify(s.path, err)
		}
	} else if cur.legacy {
		if err := s.tryWrite(func(tx *sql.Tx) error {
			_, err := tx.Exec(fmt.Sprintf("PRAGMA application_id = %d", ApplicationID))
			return err
		}, false); err != nil {
			return classify(s.path, err)
		}
	}
	if len(cur.stale) > 0 {
		// Those sessions are gone and the file is checked: forget them.
		// Failing to is harmless (the next open checks again).
		s.tryWrite(func(tx *sql.Tx) error {
			for _, key := range cur.stale {
				if _, err := tx.Exec("DELETE FROM app_state WHERE key = ?", key); err != nil {
					return err
				}
			}
			return nil
		}, false)
	}
	return nil
}

// openReadOnly opens the readers of a history in a read-only place. With
// no -wal content and no -shm beside the file, the file holds everything
// and is read immutable: an ordinary read-only connection would create a
// -wal and a -shm beside it (with the file's read-only mode), which it
// cannot remove when it closes and which would keep the history read-only
// once the file can be written again. No Arbiter of this user can change
// the file meanwhile (it cannot write it). Otherwise the readers use the
// -wal/-shm that are there.
func (s *Store) openReadOnly(st *fileState) (*Store, error) {
	if s.w != nil {
		s.w.Close()
		s.w = nil
	}
	s.readOnly = st.readOnly
	if st.version < SchemaVersion {
		return nil, &FileError{Path: s.path, Err: ErrReadOnly,
			Info: fmt.Sprintf("its schema %d must be upgraded to %d before this Arbiter can use it, and %s", st.version, SchemaVersion, st.readOnly)}
	}
	q := fmt.Sprintf("mode=ro&_foreign_keys=on&_busy_timeout=%d", s.opt.BusyTimeout.Milliseconds())
	if st.walSize <= 0 && !st.shm {
		q = "mode=ro&immutable=1&_foreign_keys=on"
	}
	var err error
	s.r, err = sql.Open("sqlite3", "file:"+escapePath(s.path)+"?"+q)
	if err != nil {
		return nil, err
	}
	s.r.SetMaxOpenConns(4)
	var v int
	if err := s.r.QueryRow("PRAGMA user_version").Scan(&v); err != nil {
		s.r.Close()
		return nil, classify(s.path, err)
	}
	s.key = markOpen(s.path)
	return s, nil
}

// Close closes the database. A Store must not be used afterwards. A Store
// that wrote deletes its session mark, so the next open knows this session
// ended cleanly.
func (s *Store) Close() error {
	var errs []error
	s.closeOnce.Do(func() {
		// A damaged file is not written to, not even to say the session
		// ended: the mark left makes the next open check it.
		if s.w != nil && s.marked.Load() && s.damaged.Load() == nil {
			// Removing the mark needs no sync of its own (the checkpoint
			// of the close syncs it): lost in a power cut, it only costs
			// the next open a quick_check. Every write before it was
			// synced; the close's checkpoint runs at FULL again.
			s.w.Exec("PRAGMA synchronous = NORMAL")
			deadline := time.Now().Add(min(s.opt.RetryFor, 5*time.Second))
			for {
				err := s.tryWrite(func(tx *sql.Tx) error {
					_, err := tx.Exec("DELETE FROM app_state WHERE key = ?", s.session)
					return err
				}, false)
				if err == nil || !isBusy(err) || time.Now().After(deadline) {
					if err != nil {
						errs = append(errs, classify(s.path, err))
					}
					break
				}
				time.Sleep(time.Duration(10+rand.IntN(40)) * time.Millisecond)
			}
			s.w.Exec("PRAGMA synchronous = FULL")
		}
		s.hot.close()
		if s.r != nil {
			errs = append(errs, s.r.Close())
		}
		if s.w != nil {
			errs = append(errs, s.w.Close())
		}
		unmarkOpen(s.key)
	})
	return errors.Join(errs...)
}

// dsn builds the connection string: every connection of the pool gets the
// same pragmas, and keeps the statements it prepared (the same few
// statements run for every round and every tournament entry: preparing
// one again each time was a tenth of a table device's work per entry).
func dsn(path string, opt Options, extra string) string {
	q := fmt.Sprintf("_foreign_keys=on&_busy_timeout=%d&_synchronous=FULL&_stmt_cache_size=%d", opt.BusyTimeout.Milliseconds(), stmtCacheSize)
	if extra != "" {
		q += "&" + extra
	}
	return "file:" + escapePath(path) + "?" + q
}

// stmtCacheSize is how many prepared statements a connection keeps.
const stmtCacheSize = 64

// afterMigration are the steps of a migration its SQL cannot take, run in
// its transaction after the SQL, by version.
var afterMigration = map[int]func(*sql.Tx) error{6: fillStoredSteps}

// migrate applies the migrations after version from, one transaction each;
// each also writes Arbiter's application id.
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
		if after := afterMigration[m.Version]; after != nil {
			if err := after(tx); err != nil {
				tx.Rollback()
				return fmt.Errorf("migration %s: %w", m.Name, err)
			}
		}
		if _, err := tx.Exec(fmt.Sprintf("PRAGMA user_version = %d", m.Version)); err != nil {
			tx.Rollback()
			return fmt.Errorf("migration %s: %w", m.Name, err)
		}
		if _, err := tx.Exec(fmt.Sprintf("PRAGMA application_id = %d", ApplicationID)); err != nil {
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
// The first write of a Store also writes its session mark. A write the
// place or the disk refuses is a *FileError naming the file (ErrReadOnly,
// ErrDiskFull...); the transaction is rolled back.
func (s *Store) write(fn func(tx *sql.Tx) error) error {
	if fe := s.damaged.Load(); fe != nil {
		return &FileError{Path: s.path, Err: ErrCorrupt, LatestBackup: fe.LatestBackup,
			Info: "a check found it damaged (" + fe.Info + "): nothing more is written to it until it is restored"}
	}
	if s.w == nil {
		info := s.readOnly
		if s.reading {
			info = "it was opened only to be read"
		}
		return &FileError{Path: s.path, Err: ErrReadOnly, Info: info}
	}
	deadline := s.opt.Now().Add(s.opt.RetryFor)
	start := time.Now()
	told := false
	for attempt := 0; ; attempt++ {
		err := s.tryWrite(fn, true)
		if err == nil {
			return nil
		}
		if !isBusy(err) {
			return fileLevel(s.path, err)
		}
		if s.opt.Now().After(deadline) || time.Since(start) > s.opt.RetryFor {
			return fmt.Errorf("%s: %w: gave up after %s", s.path, ErrBusy, s.opt.RetryFor)
		}
		if !told && s.opt.OnBusy != nil {
			s.opt.OnBusy()
			told = true
		}
		d := time.Duration(10+rand.IntN(40*min(attempt+1, 10))) * time.Millisecond
		time.Sleep(d)
	}
}

// tryWrite runs fn in one transaction of the writer; with mark, the first
// one of the Store also writes the session mark.
func (s *Store) tryWrite(fn func(tx *sql.Tx) error, mark bool) error {
	tx, err := s.w.BeginTx(context.Background(), nil)
	if err != nil {
		return err
	}
	marking := mark && !s.marked.Load()
	if marking {
		v, _ := json.Marshal(newSessionMark(ms(s.now())))
		if _, err := tx.Exec(`INSERT INTO app_state(key, value, updated_at) VALUES (?, ?, ?)
			ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
			s.session, string(v), ms(s.now())); err != nil {
			tx.Rollback()
			return err
		}
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		s.hot.wrote(false)
		return err
	}
	if err := tx.Commit(); err != nil {
		s.hot.wrote(false)
		return err
	}
	s.hot.wrote(true)
	if marking {
		s.marked.Store(true)
	}
	return nil
}

// Explain returns err as a *FileError naming the history when the file or
// its place is at fault (damage met by a read, disk full, read-only,
// permission), with the latest backup for damage; any other error (a
// refusal of the input, not found...) unchanged. Opening costs the same at
// any size, so damage deep in a file is found by the read that meets it:
// commands show their errors through Explain.
func (s *Store) Explain(err error) error {
	if err == nil {
		return nil
	}
	return withLatestBackup(fileLevel(s.path, err), s.opt.BackupDir)
}

// fileLevel turns an SQLite error of the file or its place (disk full,
// read-only, permission, damage) into a *FileError naming the file; other
// errors (refusals of the input) are returned as they are.
func fileLevel(path string, err error) error {
	var se sqlite3.Error
	if !errors.As(err, &se) {
		return err
	}
	switch se.Code {
	case sqlite3.ErrFull, sqlite3.ErrReadonly, sqlite3.ErrPerm, sqlite3.ErrCorrupt, sqlite3.ErrNotADB,
		sqlite3.ErrIoErr, sqlite3.ErrCantOpen:
		return classify(path, err)
	}
	return err
}

func isBusy(err error) bool {
	var se sqlite3.Error
	if errors.As(err, &se) {
		return se.Code == sqlite3.ErrBusy || se.Code == sqlite3.ErrLocked
	}
	return errors.Is(err, ErrBusy)
}

// ms is the stored form of a time: Unix milliseconds, UTC.
func ms(t time.Time) int64 { return t.UnixMilli() }

// fromMS reads a stored time.
func fromMS(v int64) time.Time { return time.UnixMilli(v).UTC() }

func (s *Store) now() time.Time { return s.opt.Now().UTC().Truncate(time.Millisecond) }
