package storage

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"

	sqlite3 "github.com/mattn/go-sqlite3"
)

// backupPrefix starts the names of automatic backups:
// arbiter-20250101-203000.000-REASON.db.
const backupPrefix = "arbiter-"

// Backup copies the whole database to dest with SQLite's online backup API,
// while the store stays usable. dest must be a new file: a backup never
// replaces what is there (see BackupWith). It is written to a temporary
// file beside dest first, checked (quick_check) and linked into place only
// if dest is still free, so dest is either a complete, intact copy or not
// there. A history that turns out damaged is not copied: the error is an
// ErrCorrupt naming it.
func (s *Store) Backup(dest string) error { return s.BackupWith(dest, BackupOptions{}) }

// BackupOptions tune a backup.
type BackupOptions struct {
	// Force lets the backup replace a file at dest (one of the user's,
	// another program's database, another history). Never the history
	// itself, a database's -wal, -shm or -journal, or a database that has
	// one beside it: a copy put there would be mixed with that file.
	Force bool
}

// BackupWith is Backup with options. A destination that is there already
// is refused with a *FileError wrapping ErrExists (saying what it is)
// unless o.Force; a name ending in -wal, -shm or -journal (a database's
// side file, whatever is there) and a file with such a side file beside it
// are refused always. Temporary files that earlier backups to dest left
// behind (killed while writing) are removed first, as are the history's
// own.
func (s *Store) BackupWith(dest string, o BackupOptions) error {
	sweepHistory(s.path, s.opt.BackupDir)
	return backupTo(s.r, s.path, dest, o.Force)
}

// autoBackup writes a backup into the backup folder, keeping the newest
// KeepBackups, and returns its path. Pruning removes the temporary files
// that backups killed while writing left there too.
func (s *Store) autoBackup(reason string) (string, error) {
	dir := s.opt.BackupDir
	made := false
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		made = true
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("cannot create the backup folder %s: %w", dir, err)
	}
	if err := backupDirWritable(dir); err != nil {
		return "", err
	}
	sweepLeftovers(dir, autoBackupTemps)
	stamp := backupPrefix + s.opt.Now().UTC().Format("20060102-150405.000") + "-" + reason
	var dest string
	var err error
	for n := 1; n <= 10; n++ {
		// Two backups in the same millisecond (a test clock) get -2, -3…
		dest = filepath.Join(dir, stamp+".db")
		if n > 1 {
			dest = filepath.Join(dir, fmt.Sprintf("%s-%d.db", stamp, n))
		}
		if err = backupTo(s.r, s.path, dest, false); !errors.Is(err, ErrExists) {
			break
		}
	}
	if err != nil {
		if made {
			os.Remove(dir) // only if empty: a failed first backup leaves no empty folder
		}
		return "", err
	}
	list, _ := Backups(dir)
	for i := s.opt.KeepBackups; i < len(list); i++ {
		os.Remove(list[i].Path)
	}
	return dest, nil
}

// BackupInfo describes one automatic backup.
type BackupInfo struct {
	Path string    `json:"path"`
	Size int64     `json:"size"`
	Time time.Time `json:"time"`
}

// Backups lists the automatic backups in dir, newest first.
func Backups(dir string) ([]BackupInfo, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return []BackupInfo{}, nil
	}
	if err != nil {
		return nil, err
	}
	list := []BackupInfo{}
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || !strings.HasPrefix(n, backupPrefix) || !strings.HasSuffix(n, ".db") {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		list = append(list, BackupInfo{Path: filepath.Join(dir, n), Size: info.Size(), Time: info.ModTime()})
	}
	// The names start with the time, so name order is time order.
	sort.Slice(list, func(i, j int) bool { return list[i].Path > list[j].Path })
	return list, nil
}

// BackupDir is the default folder of automatic backups of a database.
func BackupDir(dbPath string) string {
	return filepath.Join(filepath.Dir(dbPath), "backups")
}

// LatestBackup returns the newest automatic backup in dir, "" if none.
func LatestBackup(dir string) (string, error) {
	list, err := Backups(dir)
	if err != nil || len(list) == 0 {
		return "", err
	}
	return list[0].Path, nil
}

// sameFile says whether a and b are the same file (false when either is
// missing).
func sameFile(a, b string) bool {
	fa, err1 := os.Stat(a)
	fb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(fa, fb)
}

// backupTo copies the main database of src (the history at srcPath) into a
// new file dest (or over the file there, with force): a temporary file,
// checked, then put in place.
func backupTo(src *sql.DB, srcPath, dest string, force bool) error {
	dest, err := filepath.Abs(dest)
	if err != nil {
		return err
	}
	if err := backupPlace(srcPath, dest, force); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
		return placeError(dest, "cannot create the backup's folder", err)
	}
	if err := canWrite(filepath.Dir(dest)); err != nil {
		return &storeError{ErrReadOnly, fmt.Sprintf("%s: backup not written: %s", dest, whyReadOnly(filepath.Dir(dest), err))}
	}
	sweepLeftovers(filepath.Dir(dest), backupTemps(dest))
	tf, err := newTempFile(dest + ".part-" + tempSuffix())
	if err != nil {
		return placeError(dest, "backup not written", err)
	}
	defer tf.done()
	tmp := tf.path
	ddb, err := sql.Open("sqlite3", dsn(tmp, Options{BusyTimeout: 5 * time.Second}, ""))
	if err != nil {
		return err
	}
	ddb.SetMaxOpenConns(1)
	err = copyDB(ddb, src)
	if err == nil {
		err = forgetSessions(ddb)
	}
	if err == nil {
		// A backup is one self-contained file.
		_, err = ddb.Exec("PRAGMA journal_mode=DELETE")
	}
	if err != nil {
		ddb.Close()
		if fe := sourceDamage(srcPath, err); fe != nil {
			return fe
		}
		return placeError(dest, "backup not written", err)
	}
	if err := quickCheck(ddb); err != nil {
		ddb.Close()
		var fe *FileError
		if errors.As(err, &fe) {
			return &FileError{Path: srcPath, Err: ErrCorrupt, Info: "its copy failed " + fe.Info + "; backup not written"}
		}
		return placeError(dest, "backup not written", err)
	}
	if err := ddb.Close(); err != nil {
		return placeError(dest, "backup not written", err)
	}
	if err := syncFile(tmp); err != nil {
		return placeError(dest, "backup not written", err)
	}
	if err := putInPlace(tmp, dest, force); err != nil {
		return err
	}
	return syncFile(filepath.Dir(dest))
}

// backupPlace refuses a destination a backup must not be written to, before
// anything is written: the history itself; a folder; a name SQLite gives a
// database's side files (-wal, -shm, -journal: renamed over a live
// history's -wal, a backup loses the rounds it held); a file with such a
// side file beside it (a database in use, or holding changes not yet in its
// file, which a copy put there would be read with); and, unless force,
// anything that is there already (a file of the user's, another program's
// database, another history).
func backupPlace(srcPath, dest string, force bool) error {
	base := filepath.Base(dest)
	for _, side := range sideSuffixes {
		if strings.HasSuffix(base, side) {
			return invalidf("backup destination %s: a name ending in %s is the name of a database's side file, where SQLite keeps what is not in the database's own file yet: a backup is never written there, even to replace it; choose another name", dest, side)
		}
	}
	fi, err := os.Lstat(dest)
	exists := err == nil
	switch {
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return placeError(dest, "backup not written", err)
	case exists && sameFile(dest, srcPath):
		return invalidf("backup destination %s is the history itself", dest)
	case exists && fi.IsDir():
		return invalidf("backup destination %s is a folder", dest)
	}
	for _, side := range sideSuffixes {
		if _, err := os.Lstat(dest + side); err == nil {
			return &FileError{Path: dest, Err: ErrExists,
				Info: fmt.Sprintf("%s is beside it: a database in use there, or one holding changes not yet in its file, which a copy put in its place would be read with; backup not written", dest+side)}
		}
	}
	if exists && !force {
		return &FileError{Path: dest, Err: ErrExists,
			Info: whatIsAt(dest) + " is there: a backup never replaces a file; choose a new name (or replace it on purpose with --force)"}
	}
	return nil
}

// whatIsAt says in a few words what the file at path is, for a refusal.
func whatIsAt(path string) string {
	fi, err := os.Stat(path)
	if err != nil {
		return "a file"
	}
	if !fi.Mode().IsRegular() {
		return "something that is not a regular file"
	}
	if fi.Size() == 0 {
		return "an empty file"
	}
	h, err := readHeader(path)
	if err != nil || len(h) < 100 || !bytes.Equal(h[:len(sqliteMagic)], sqliteMagic) {
		return fmt.Sprintf("a file of %d bytes", fi.Size())
	}
	switch app := int32(h.u32(68)); app {
	case ApplicationID:
		return "an Arbiter history"
	case 0:
		return "an SQLite database"
	default:
		return fmt.Sprintf("another application's SQLite database (application id 0x%08x)", uint32(app))
	}
}

// putInPlace gives the finished temporary file tmp the name dest: only if
// dest is still free (a hard link fails if it is not), or over it with
// force. tmp's own name is removed by its tempFile.
func putInPlace(tmp, dest string, force bool) error {
	if force {
		if err := os.Rename(tmp, dest); err != nil {
			return placeError(dest, "backup not written", err)
		}
		return nil
	}
	err := os.Link(tmp, dest)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, fs.ErrExist):
		return &FileError{Path: dest, Err: ErrExists, Info: "it appeared while the backup was written; backup not written"}
	}
	// No hard links on this file system: rename, unless dest appeared.
	if _, err := os.Lstat(dest); err == nil {
		return &FileError{Path: dest, Err: ErrExists, Info: "it appeared while the backup was written; backup not written"}
	}
	if err := os.Rename(tmp, dest); err != nil {
		return placeError(dest, "backup not written", err)
	}
	return nil
}

// sourceDamage says whether a copy failed because the source is damaged.
func sourceDamage(srcPath string, err error) error {
	var se sqlite3.Error
	if errors.As(err, &se) && (se.Code == sqlite3.ErrCorrupt || se.Code == sqlite3.ErrNotADB) {
		return &FileError{Path: srcPath, Err: ErrCorrupt, Info: se.Error()}
	}
	return nil
}

// forgetSessions removes the session marks from a copy: they belong to the
// processes of the original.
func forgetSessions(db *sql.DB) error {
	var n int
	if err := db.QueryRow("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'app_state'").Scan(&n); err != nil || n == 0 {
		return err
	}
	_, err := db.Exec("DELETE FROM app_state WHERE key >= ? AND key < ?", sessionPrefix, sessionPrefix+"\xff")
	return err
}

// copyDB copies src's main database over dst's with the online backup API,
// in one step: one transaction on dst.
func copyDB(dst, src *sql.DB) error {
	ctx := context.Background()
	dc, err := dst.Conn(ctx)
	if err != nil {
		return err
	}
	defer dc.Close()
	sc, err := src.Conn(ctx)
	if err != nil {
		return err
	}
	defer sc.Close()
	return dc.Raw(func(d any) error {
		return sc.Raw(func(s any) error {
			dconn, ok1 := d.(*sqlite3.SQLiteConn)
			sconn, ok2 := s.(*sqlite3.SQLiteConn)
			if !ok1 || !ok2 {
				return errors.New("not an SQLite connection")
			}
			b, err := dconn.Backup("main", sconn, "main")
			if err != nil {
				return err
			}
			// Step(-1) copies everything at once; "not done" without an
			// error is SQLITE_BUSY or SQLITE_LOCKED (a lock held by
			// another connection), which the callers retry. Stepping
			// again at once would spin for as long as the lock is held.
			done, err := b.Step(-1)
			if err == nil && !done {
				err = sqlite3.Error{Code: sqlite3.ErrBusy}
			}
			if err != nil {
				b.Finish()
				return err
			}
			return b.Finish()
		})
	})
}

// syncFile flushes a file (or a folder's entries) to the disk. Some file
// systems cannot sync a folder; that is not an error.
func syncFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := f.Sync(); err != nil {
		if fi, e := f.Stat(); e == nil && fi.IsDir() {
			return nil
		}
		if errors.Is(err, os.ErrInvalid) || errors.Is(err, syscall.EINVAL) {
			return nil
		}
		return err
	}
	return nil
}

// Restore replaces the whole history with the database at src (a backup or
// a copy of another device's history). Nothing is touched until src has
// been validated completely: it must be an Arbiter history (application
// id or schema, not newer than this Arbiter) that passes quick_check and
// foreign_key_check. It is copied first into a temporary file beside the
// history, upgraded there if older, and checked again; then the current
// history is backed up; then the copy replaces it in one transaction
// (SQLite's online backup API), so a crash leaves either the old history
// or the new one. src is never modified. It returns the path of the backup
// of the replaced history. On any error the history is as it was.
func (s *Store) Restore(src string) (string, error) {
	if s.w == nil {
		return "", &FileError{Path: s.path, Err: ErrReadOnly, Info: s.readOnly}
	}
	var pageSize int
	if err := s.r.QueryRow("PRAGMA page_size").Scan(&pageSize); err != nil {
		return "", classify(s.path, err)
	}
	sweepHistory(s.path, s.opt.BackupDir)
	snap, err := prepareSnapshot(src, s.path, pageSize)
	if err != nil {
		return "", err
	}
	defer snap.done()
	saved, err := s.autoBackup("before-restore")
	if err != nil {
		return "", fmt.Errorf("backup before restoring failed, the history was left as it was: %w", err)
	}
	if err := s.replaceWith(snap.path); err != nil {
		return saved, fmt.Errorf("restore from %s failed, the history was left as it was: %w", src, err)
	}
	return saved, nil
}

// replaceWith copies the validated snapshot over the history, in one write
// transaction of the writer.
func (s *Store) replaceWith(snap string) error {
	sdb, err := sql.Open("sqlite3", inspectDSN(snap, true))
	if err != nil {
		return err
	}
	defer sdb.Close()
	for start := time.Now(); ; {
		err = copyDB(s.w, sdb)
		if err == nil || !isBusy(err) || time.Since(start) > s.opt.RetryFor {
			break
		}
		time.Sleep(time.Duration(20+rand.IntN(50)) * time.Millisecond)
	}
	if isBusy(err) {
		return fmt.Errorf("%s: %w: gave up after %s", s.path, ErrBusy, s.opt.RetryFor)
	}
	if err != nil {
		return fileLevel(s.path, err)
	}
	// The marks went with the old content; the next write marks again.
	s.marked.Store(false)
	return nil
}

// prepareSnapshot validates src completely and returns a temporary copy of
// it beside the history at live, upgraded to this schema with Arbiter's
// application id and the page size pageSize (0: any), checked again. It
// writes nothing but that temporary file, which the caller lets go (done)
// once it is in place or no longer needed.
func prepareSnapshot(src, live string, pageSize int) (*tempFile, error) {
	abs, err := filepath.Abs(src)
	if err != nil {
		return nil, err
	}
	refused := func(err error) error {
		return fmt.Errorf("restore refused, the history was left as it was: %w", err)
	}
	if _, err := os.Stat(abs); err != nil {
		return nil, refused(fmt.Errorf("cannot restore from %s: %w", src, err))
	}
	if sameFile(abs, live) {
		return nil, refused(invalidf("%s is the history itself", src))
	}
	st, sdb, err := look(abs, lookFull)
	if err != nil {
		return nil, refused(err)
	}
	if sdb == nil {
		return nil, refused(fmt.Errorf("cannot restore from %s: %w", src, fs.ErrNotExist))
	}
	defer sdb.Close()
	dir := filepath.Dir(live)
	if err := canWrite(dir); err != nil {
		return nil, refused(&FileError{Path: live, Err: ErrReadOnly, Info: whyReadOnly(dir, err)})
	}
	tf, err := newTempFile(filepath.Join(dir, "."+filepath.Base(live)+".restore-"+tempSuffix()))
	if err != nil {
		return nil, refused(placeError(live, "cannot prepare the restore in "+dir, err))
	}
	tmp := tf.path
	ok := false
	// The copy's connection closes first (deferred last), then the file
	// is let go.
	defer func() {
		if !ok {
			tf.done()
		}
	}()
	tdb, err := sql.Open("sqlite3", dsn(tmp, Options{BusyTimeout: 5 * time.Second}, ""))
	if err != nil {
		return nil, err
	}
	defer tdb.Close()
	tdb.SetMaxOpenConns(1)
	fail := func(err error) (*tempFile, error) {
		if fe := sourceDamage(abs, err); fe != nil {
			return nil, refused(fe)
		}
		return nil, refused(placeError(live, "cannot prepare the restore in "+dir, err))
	}
	if err := copyDB(tdb, sdb); err != nil {
		return fail(err)
	}
	if err := forgetSessions(tdb); err != nil {
		return fail(err)
	}
	if st.version < SchemaVersion {
		if err := migrate(tdb, st.version, SchemaVersion); err != nil {
			return nil, refused(fmt.Errorf("%s cannot be upgraded to this Arbiter's schema: %w", src, err))
		}
	} else if st.legacy {
		if _, err := tdb.Exec(fmt.Sprintf("PRAGMA application_id = %d", ApplicationID)); err != nil {
			return fail(err)
		}
	}
	// The copy is rebuilt from its content (VACUUM reads every row and
	// writes every table and index anew): what cannot be read is refused
	// here, and the history gets a clean file, with its page size (a WAL
	// history cannot take pages of another size).
	if pageSize > 0 {
		if _, err := tdb.Exec(fmt.Sprintf("PRAGMA page_size = %d", pageSize)); err != nil {
			return fail(err)
		}
	}
	if _, err := tdb.Exec("VACUUM"); err != nil {
		if fe := sourceDamage(abs, err); fe != nil {
			return nil, refused(fe)
		}
		var se sqlite3.Error
		if errors.As(err, &se) && se.Code == sqlite3.ErrConstraint {
			return nil, refused(&FileError{Path: abs, Err: ErrCorrupt, Info: "its rows break the schema's constraints: " + se.Error()})
		}
		return fail(err)
	}
	// What will become the history is checked as such.
	check := &fileState{path: tmp}
	if err := identify(tdb, check); err != nil || check.version != SchemaVersion || check.appID != ApplicationID {
		if err == nil {
			err = fmt.Errorf("schema %d after upgrading", check.version)
		}
		return nil, refused(fmt.Errorf("%s does not become a valid history: %w", src, classify(abs, err)))
	}
	if err := integrityCheck(tdb); err != nil {
		return nil, refused(classify(abs, err))
	}
	if err := foreignKeyCheck(tdb); err != nil {
		return nil, refused(classify(abs, err))
	}
	if err := contentCheck(tdb); err != nil {
		return nil, refused(classify(abs, err))
	}
	if err := tdb.Close(); err != nil {
		return fail(err)
	}
	if err := syncFile(tmp); err != nil {
		return fail(err)
	}
	ok = true
	return tf, nil
}

// RestoreResult says what RestoreFile did.
type RestoreResult struct {
	Path   string `json:"path"`
	Source string `json:"restored"`
	// Saved is the automatic backup of the history that was replaced.
	Saved string `json:"previous_saved_to,omitempty"`
	// DamagedKept is where a damaged history was set aside (renamed with
	// its -wal and -shm, never deleted).
	DamagedKept string `json:"damaged_moved_to,omitempty"`
}

// RestoreFile replaces the history at path (DefaultPath for "") with src,
// whatever state the history is in, for the CLI's restore and the app's
// "restore the latest backup": src is validated completely first (see
// Restore), then
//   - a healthy history is backed up and replaced (Store.Restore);
//   - a missing one: the validated copy becomes the history;
//   - a damaged one (or a file that is not even SQLite any more) is set
//     aside under PATH.damaged-TIME, its -wal and -shm renamed with it
//     (they may hold committed rounds: never deleted), and the copy takes
//     its place;
//   - anything else (another application's database, an empty file, a file or
//     -wal that cannot be read, a read-only place, a newer history) is
//     refused and left as it is.
//
// On any error the history is as it was.
func RestoreFile(path, src string, opt Options) (RestoreResult, error) {
	opt.fill()
	if path == "" {
		p, err := DefaultPath()
		if err != nil {
			return RestoreResult{}, err
		}
		path = p
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return RestoreResult{}, err
	}
	res := RestoreResult{Path: abs, Source: src}
	bdir := opt.BackupDir
	if bdir == "" {
		bdir = BackupDir(abs)
	}
	st, err := inspect(abs, lookOpen)
	var fe *FileError
	switch {
	case err == nil && st.exists:
		// Everything that can be known beforehand is checked before the
		// history is even opened: the place, the source, the backup folder.
		if st.readOnly != "" {
			return res, fmt.Errorf("restore refused, the history was left as it was: %w",
				&FileError{Path: abs, Err: ErrReadOnly, Info: st.readOnly})
		}
		if _, sdb, err := look(mustAbs(src), lookFull); err != nil {
			return res, fmt.Errorf("restore refused, the history was left as it was: %w", err)
		} else if sdb != nil {
			sdb.Close()
		}
		// Damage deep in a file whose last session closed is not looked
		// for at open. A damaged history cannot be backed up: it is looked
		// for now (reading only), and such a history is set aside instead
		// (what check's advice to restore relies on).
		if _, err := inspect(abs, lookQuick); err != nil {
			if errors.As(err, &fe) && (fe.Err == ErrCorrupt || fe.Err == ErrNotSQLite) {
				return res, restoreInPlace(&res, src, fe, bdir)
			}
			return res, fmt.Errorf("restore refused, the history was left as it was: %w", err)
		}
		if err := backupDirWritable(bdir); err != nil {
			return res, fmt.Errorf("restore refused, the history was left as it was: %w", err)
		}
		s, err := OpenWith(abs, opt)
		if err != nil {
			return res, fmt.Errorf("restore refused, the history was left as it was: %w", err)
		}
		defer s.Close()
		if s.ReadOnly() != "" {
			return res, fmt.Errorf("restore refused, the history was left as it was: %w",
				&FileError{Path: abs, Err: ErrReadOnly, Info: s.ReadOnly()})
		}
		res.Saved, err = s.Restore(src)
		return res, err
	case err == nil:
		return res, restoreInPlace(&res, src, nil, bdir)
	case errors.As(err, &fe) && (fe.Err == ErrCorrupt || fe.Err == ErrNotSQLite):
		return res, restoreInPlace(&res, src, fe, bdir)
	default:
		return res, fmt.Errorf("restore refused, the history was left as it was: %w", err)
	}
}

// backupDirWritable says whether automatic backups can be written in dir
// (or, when it does not exist yet, created in its parent).
func backupDirWritable(dir string) error {
	target := dir
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		target = filepath.Dir(dir)
	}
	if err := canWrite(target); err != nil {
		return &storeError{ErrReadOnly, fmt.Sprintf("automatic backups cannot be written in %s (%s), and the history is always backed up first", dir, whyReadOnly(target, err))}
	}
	return nil
}

// restoreInPlace puts a validated copy of src where there is no usable
// history: nothing (damaged == nil) or a damaged one, set aside first.
func restoreInPlace(res *RestoreResult, src string, damaged *FileError, backupDir string) error {
	path := res.Path
	dir := filepath.Dir(path)
	sweepHistory(path, backupDir)
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		// Nothing is created before src is known to be good.
		if _, _, err := look(mustAbs(src), lookFull); err != nil {
			return fmt.Errorf("restore refused, the history was left as it was: %w", err)
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return placeError(path, "cannot create the history's folder "+dir, err)
		}
	}
	tf, err := prepareSnapshot(src, path, 0)
	if err != nil {
		return err
	}
	defer tf.done()
	snap := tf.path
	// The history is a WAL database like any other.
	db, err := sql.Open("sqlite3", dsn(snap, Options{BusyTimeout: 5 * time.Second}, ""))
	if err == nil {
		var mode string
		err = db.QueryRow("PRAGMA journal_mode=WAL").Scan(&mode)
		if cerr := db.Close(); err == nil {
			err = cerr
		}
	}
	if err == nil {
		err = syncFile(snap)
	}
	if err != nil {
		return placeError(path, "cannot prepare the restore", err)
	}
	var moved [][2]string
	if damaged != nil {
		// The file goes first, then its -wal and -shm: killed in between,
		// the -wal left at PATH keeps every command from making a new
		// history there, and the next restore puts it with its file.
		aside := path + ".damaged-" + time.Now().UTC().Format("20060102-150405.000")
		if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
			if prev := asideWithoutWAL(path); prev != "" {
				aside = prev
			}
		}
		for _, ext := range []string{"", "-wal", "-shm"} {
			if _, err := os.Lstat(path + ext); err != nil {
				continue
			}
			if err := os.Rename(path+ext, aside+ext); err != nil {
				undoMoves(moved)
				return placeError(path, "cannot set the damaged history aside, the history was left as it was", err)
			}
			moved = append(moved, [2]string{path + ext, aside + ext})
		}
		res.DamagedKept = aside
	}
	if err := os.Link(snap, path); err != nil {
		undoMoves(moved)
		res.DamagedKept = ""
		if errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("restore refused, the history was left as it was: %s appeared meanwhile: run restore again", path)
		}
		return placeError(path, "restore failed, the history was left as it was", err)
	}
	return syncFile(dir)
}

// asideWithoutWAL is the newest damaged history set aside for path whose
// -wal and -shm did not follow it (its restore was killed in between), ""
// when there is none.
func asideWithoutWAL(path string) string {
	names, _ := filepath.Glob(path + ".damaged-*")
	sort.Sort(sort.Reverse(sort.StringSlice(names)))
	for _, n := range names {
		if mainOf(n) != n {
			continue
		}
		_, wal := os.Lstat(n + "-wal")
		_, shm := os.Lstat(n + "-shm")
		if errors.Is(wal, fs.ErrNotExist) && errors.Is(shm, fs.ErrNotExist) {
			return n
		}
	}
	return ""
}

func undoMoves(moved [][2]string) {
	for i := len(moved) - 1; i >= 0; i-- {
		os.Rename(moved[i][1], moved[i][0])
	}
}

func mustAbs(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}

// CheckReport is what Check found.
type CheckReport struct {
	Path          string `json:"path"`
	OK            bool   `json:"ok"`
	SchemaVersion int    `json:"schema_version"`
	AppSchema     int    `json:"app_schema"`
	QuickCheck    string `json:"quick_check"`
	Players       int    `json:"players"`
	Games         int    `json:"games"`
	Rounds        int    `json:"rounds"`
	LatestBackup  string `json:"latest_backup,omitempty"`
	// ReadOnly says why the history cannot be changed where it is: it
	// can be read, every change is refused.
	ReadOnly string `json:"read_only,omitempty"`
	// Upgrade says what the next open will change (an older schema, a
	// file without Arbiter's application id).
	Upgrade string `json:"upgrade,omitempty"`
}

// Check inspects a database file without modifying it (nothing is created
// beside it either): the header, Arbiter's application id and schema,
// PRAGMA quick_check and foreign_key_check, and whether the place can be
// written. A file Check passes is one every command can use (read-only
// commands only, when ReadOnly is set). A damaged, foreign, newer or
// unreadable file is a *FileError; a missing file is an error wrapping
// os.ErrNotExist.
func Check(path string) (CheckReport, error) {
	rep := CheckReport{AppSchema: SchemaVersion}
	abs, err := filepath.Abs(path)
	if err != nil {
		return rep, err
	}
	rep.Path = abs
	rep.LatestBackup, _ = LatestBackup(BackupDir(abs))
	st, db, err := look(abs, lookFull)
	if err != nil {
		return rep, withLatestBackup(err, BackupDir(abs))
	}
	if !st.exists {
		return rep, fmt.Errorf("cannot check %s: no history there: %w", path, fs.ErrNotExist)
	}
	defer db.Close()
	if st.readOnly != "" && st.version < SchemaVersion {
		return rep, &FileError{Path: abs, Err: ErrReadOnly,
			Info: fmt.Sprintf("its schema %d must be upgraded to %d before this Arbiter can use it, and %s", st.version, SchemaVersion, st.readOnly)}
	}
	rep.SchemaVersion = st.version
	rep.QuickCheck = "ok"
	rep.OK = true
	rep.ReadOnly = st.readOnly
	switch {
	case st.version < SchemaVersion:
		// The upgrade backs the history up first: a folder where that
		// cannot be done would make every command fail.
		if err := backupDirWritable(BackupDir(abs)); err != nil {
			return rep, fmt.Errorf("%s cannot be upgraded to schema %d: %w", abs, SchemaVersion, err)
		}
		rep.Upgrade = fmt.Sprintf("schema %d will be upgraded to %d (after a backup) at the next open", st.version, SchemaVersion)
	case st.legacy:
		rep.Upgrade = "Arbiter's application id will be written at the next open"
	}
	db.QueryRow("SELECT count(*) FROM players WHERE merged_into IS NULL").Scan(&rep.Players)
	db.QueryRow("SELECT count(*) FROM games").Scan(&rep.Games)
	db.QueryRow("SELECT count(*) FROM rounds WHERE live = 1").Scan(&rep.Rounds)
	return rep, nil
}

// QuickCheck runs PRAGMA quick_check on the open database (it reads the
// whole file: the app runs it in the background after start-up, since
// opening does not look for damage deep in a file whose last session
// closed). A damaged history is an ErrCorrupt with the latest backup, and
// from then on the Store writes nothing more to it: every write returns
// that ErrCorrupt (Damaged), until the history is restored (RestoreFile,
// after Close).
func (s *Store) QuickCheck() error {
	err := quickCheck(s.r)
	if err == nil {
		return nil
	}
	err = withLatestBackup(classify(s.path, err), s.opt.BackupDir)
	var fe *FileError
	if errors.As(err, &fe) && fe.Err == ErrCorrupt {
		s.damaged.Store(fe)
	}
	return err
}

// Damaged is the damage QuickCheck found (a *FileError wrapping
// ErrCorrupt, with the latest backup), nil when it found none or has not
// run.
func (s *Store) Damaged() error {
	if fe := s.damaged.Load(); fe != nil {
		return fe
	}
	return nil
}
