package app

import (
	"arbiter/app/tables"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/app/apptest"
	"arbiter/storage"
)

// A history chosen in the app whose file is empty (a save dialog of an
// earlier version made it) becomes a new history, instead of being refused
// as "not an Arbiter history" at every start.
func TestEmptyChosenHistoryFileBecomesANewHistory(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mine.db")
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	a.Preferences().SetString(prefDBPath, path)
	u := New(a, Config{Tables: tables.All, Settled: true})
	if err := u.Start(); err != nil {
		t.Fatal(err)
	}
	if err := u.WaitReady(); err != nil {
		t.Fatalf("the empty file was not made a history: %v", err)
	}
	defer u.Close()
	if _, err := u.Store().EnsurePlayer("Ann"); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Size() == 0 {
		t.Errorf("no history at %s (%v)", path, err)
	}
}

// The app restores a backup over a damaged history with
// storage.RestoreFile: the backup is checked first, the damaged file is
// kept aside with its -wal (nothing deleted), and the history opens.
func TestRestoreOverADamagedHistoryKeepsItsWal(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "arbiter.db")
	st, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.EnsurePlayer("Ann"); err != nil {
		t.Fatal(err)
	}
	backup := filepath.Join(dir, "backup.db")
	if err := st.Backup(backup); err != nil {
		t.Fatal(err)
	}
	st.Close()
	junk := []byte(strings.Repeat("not a database ", 400))
	if err := os.WriteFile(path, junk, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path+"-wal", []byte("committed rounds, maybe"), 0o600); err != nil {
		t.Fatal(err)
	}
	u := New(test.NewTempApp(t), Config{Tables: tables.All, DBPath: path, Settled: true})
	if err := u.Start(); err != nil {
		t.Fatal(err)
	}
	if err := u.WaitReady(); err == nil {
		t.Fatal("a damaged history opened")
	}
	apptest.TapButton(t, u.Window(), "OK") // the error dialog
	u.restoreFrom(path, backup)
	if err := u.WaitReady(); err != nil {
		t.Fatalf("after the restore: %v", err)
	}
	defer u.Close()
	if ps, err := u.Store().Players(false); err != nil || len(ps) != 1 {
		t.Errorf("restored players = %v, %v", ps, err)
	}
	kept, _ := filepath.Glob(path + ".damaged-*")
	var wal bool
	for _, k := range kept {
		wal = wal || strings.HasSuffix(k, "-wal")
	}
	if len(kept) == 0 || !wal {
		t.Errorf("the damaged history and its -wal were not kept: %v", kept)
	}
}

// A read-only history is said once, above every section, in words.
func TestReadOnlyHistoryIsShown(t *testing.T) {
	u, sc := startUI(t, apptest.Phone, Config{})
	u.readOnly = "the folder /x cannot be written (permission denied)"
	u.showReadOnly()
	if !sc.HasContaining("can only be read: the folder /x cannot be written") {
		t.Errorf("no read-only notice: %q", sc.Texts())
	}
	u.Select("settings") // and it stays on every section
	if !sc.HasContaining("can only be read") {
		t.Errorf("the notice left with the section")
	}
}
