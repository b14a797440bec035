package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	sqlite3 "github.com/mattn/go-sqlite3"
)

// backupPrefix starts the names of automatic backups:
// arbiter-20250101-203000.000-REASON.db.
const backupPrefix = "arbiter-"

// Backup copies the whole database to dest with SQLite's online backup API,
// while the store stays usable. dest is written to a temporary file first
// and renamed, so it is either the complete copy or untouched.
func (s *Store) Backup(dest string) error {
	return backupTo(s.r, dest)
}

// autoBackup writes a backup into the backup folder, keeping the newest
// KeepBackups, and returns its path.
func (s *Store) autoBackup(reason string) (string, error) {
	if err := os.MkdirAll(s.opt.BackupDir, 0o755); err != nil {
		return "", err
	}
	name := backupPrefix + s.opt.Now().UTC().Format("20060102-150405.000") + "-" + reason + ".db"
	dest := filepath.Join(s.opt.BackupDir, name)
	if err := backupTo(s.w, dest); err != nil {
		return "", err
	}
	list, _ := Backups(s.opt.BackupDir)
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

// backupTo copies the main database of src into a new file dest.
func backupTo(src *sql.DB, dest string) error {
	dest, err := filepath.Abs(dest)
	if err != nil {
		return err
	}
	if st, err := os.Stat(dest); err == nil && st.IsDir() {
		return invalidf("backup destination %s is a folder", dest)
	}
	if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
		return err
	}
	tmp := dest + ".part-" + newID()[:8]
	defer os.Remove(tmp)
	ddb, err := sql.Open("sqlite3", dsn(tmp, Options{BusyTimeout: 5 * time.Second}, ""))
	if err != nil {
		return err
	}
	if err := copyDB(ddb, src); err != nil {
		ddb.Close()
		return fmt.Errorf("backup to %s: %w", dest, err)
	}
	// A backup is one self-contained file.
	if _, err := ddb.Exec("PRAGMA journal_mode=DELETE"); err != nil {
		ddb.Close()
		return fmt.Errorf("backup to %s: %w", dest, err)
	}
	if err := ddb.Close(); err != nil {
		return err
	}
	if err := syncFile(tmp); err != nil {
		return err
	}
	if err := os.Rename(tmp, dest); err != nil {
		return err
	}
	return syncFile(filepath.Dir(dest))
}

// copyDB copies src's main database over dst's with the online backup API.
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
			for {
				done, err := b.Step(-1)
				if err != nil {
					b.Finish()
					return err
				}
				if done {
					break
				}
			}
			return b.Finish()
		})
	})
}

func syncFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := f.Sync(); err != nil && !errors.Is(err, os.ErrInvalid) {
		return nil // some filesystems cannot sync a folder; the data is written
	}
	return nil
}

// Restore replaces the whole history with the database at src (a backup or
// a copy of another device's history), through the online backup API.
// src is checked first (SQLite, intact, not newer than this Arbiter) and a
// backup of the current history is taken; src is never modified. An older
// src is migrated after the copy. It returns the path of the backup of the
// replaced history.
func (s *Store) Restore(src string) (string, error) {
	abs, err := filepath.Abs(src)
	if err != nil {
		return "", err
	}
	if _, err := os.Stat(abs); err != nil {
		return "", fmt.Errorf("cannot restore from %s: %w", src, err)
	}
	version, err := inspect(abs)
	if err != nil {
		return "", err
	}
	saved, err := s.autoBackup("before-restore")
	if err != nil {
		return "", fmt.Errorf("backup before restoring failed, nothing was changed: %w", err)
	}
	sdb, err := sql.Open("sqlite3", roDSN(abs))
	if err != nil {
		return saved, err
	}
	defer sdb.Close()
	if err := copyDB(s.w, sdb); err != nil {
		return saved, fmt.Errorf("restore from %s: %w", src, err)
	}
	if err := migrate(s.w, version, SchemaVersion); err != nil {
		return saved, err
	}
	return saved, nil
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
}

// Check inspects a database file without modifying it: SQLite header,
// PRAGMA quick_check, schema version. A damaged, foreign or newer file is
// a *FileError; a missing file is an error wrapping os.ErrNotExist.
func Check(path string) (CheckReport, error) {
	rep := CheckReport{AppSchema: SchemaVersion}
	abs, err := filepath.Abs(path)
	if err != nil {
		return rep, err
	}
	rep.Path = abs
	rep.LatestBackup, _ = LatestBackup(BackupDir(abs))
	st, err := os.Stat(abs)
	if err != nil {
		return rep, fmt.Errorf("cannot check %s: %w", path, err)
	}
	if st.Size() == 0 && !st.IsDir() {
		return rep, &FileError{Path: abs, Err: ErrNotSQLite, Info: "the file is empty", LatestBackup: rep.LatestBackup}
	}
	version, err := inspect(abs)
	if err != nil {
		var fe *FileError
		if errors.As(err, &fe) {
			fe.LatestBackup = rep.LatestBackup
		}
		return rep, err
	}
	rep.SchemaVersion = version
	rep.QuickCheck = "ok"
	rep.OK = true
	db, err := sql.Open("sqlite3", roDSN(abs))
	if err != nil {
		return rep, err
	}
	defer db.Close()
	if version >= 1 {
		db.QueryRow("SELECT count(*) FROM players WHERE merged_into IS NULL").Scan(&rep.Players)
		db.QueryRow("SELECT count(*) FROM games").Scan(&rep.Games)
		db.QueryRow("SELECT count(*) FROM rounds WHERE live = 1").Scan(&rep.Rounds)
	}
	return rep, nil
}

// QuickCheck runs PRAGMA quick_check on the open database.
func (s *Store) QuickCheck() error {
	if err := quickCheck(s.r); err != nil {
		return classify(s.path, err)
	}
	return nil
}
