package app

import (
	"arbiter/app/tables"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/apptest"
	"arbiter/storage"
)

// Issue 26 in the app.

// waitBackground returns a channel that gets what the app's work off the
// UI goroutine did, once it is done and shown.
func waitBackground(t *testing.T) chan string {
	done := make(chan string, 4)
	backgroundDone = func(what string) { done <- what }
	t.Cleanup(func() { backgroundDone = func(string) {} })
	return done
}

// waitFor waits for the app's background work named what.
func waitFor(t *testing.T, done chan string, what string) {
	t.Helper()
	for deadline := time.After(20 * time.Second); ; {
		select {
		case got := <-done:
			if got == what {
				return
			}
		case <-deadline:
			t.Fatalf("gave up waiting: %s", what)
		}
	}
}

// eventually waits (a few seconds at most) for cond, which background work
// of the app makes true.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !cond(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("gave up waiting: %s", what)
		}
	}
}

// TestBackupProposesANewName (item 1): the app's backup writes into a
// folder under a name nothing there has, and a file already there is left
// as it is.
func TestBackupProposesANewName(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2025, 1, 31, 20, 5, 0, 0, time.UTC)
	taken := filepath.Join(dir, "arbiter-backup-2025-01-31-2005.db")
	if err := os.WriteFile(taken, []byte("another history, say"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := newBackupName(dir, now); got != "arbiter-backup-2025-01-31-2005-2.db" {
		t.Errorf("proposed %q beside %s", got, filepath.Base(taken))
	}
	done := waitBackground(t)
	u, sc := startUI(t, apptest.Desktop, Config{})
	if _, err := u.Store().EnsurePlayer("Ann"); err != nil {
		t.Fatal(err)
	}
	status := widget.NewLabel("")
	u.proposeBackup(dir, status)
	proposed := newBackupName(dir, time.Now())
	apptest.TapButton(t, u.Window(), "Back up")
	waitFor(t, done, "backup")
	u.Settle()
	if !strings.Contains(status.Text, "Backup written") {
		t.Errorf("the status says %q", status.Text)
	}
	if _, err := storage.Check(filepath.Join(dir, proposed)); err != nil {
		t.Errorf("the backup %s: %v (%q)", proposed, err, sc.Texts())
	}
	if b, _ := os.ReadFile(taken); string(b) != "another history, say" {
		t.Error("the file already there was changed")
	}
}

// TestDamageFoundAfterStart (item 12): damage deep in a history that
// closed cleanly is found by the check the app runs once the history is
// open; the app then writes nothing more to it, says so, and restores the
// latest backup when asked, keeping the damaged file aside.
func TestDamageFoundAfterStart(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "arbiter.db")
	st, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 400 {
		if _, err := st.EnsurePlayer(fmt.Sprintf("Player %03d %s", i, strings.Repeat("x", 80))); err != nil {
			t.Fatal(err)
		}
	}
	latest := filepath.Join(storage.BackupDir(path), "arbiter-20250101-000000.000-manual.db")
	if err := st.Backup(latest); err != nil {
		t.Fatal(err)
	}
	st.Close()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for i := len(b) - 4096; i < len(b); i++ {
		b[i] = 0xA5
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	checked := waitBackground(t)
	u := New(test.NewTempApp(t), Config{Tables: tables.All, DBPath: path, Settled: true})
	if err := u.Start(); err != nil {
		t.Fatal(err)
	}
	if err := u.WaitReady(); err != nil {
		t.Skipf("the open found the damage itself: %v", err)
	}
	t.Cleanup(u.Close)
	sc := apptest.Of(t, u.Window())
	sc.Settle = u.Settle
	waitFor(t, checked, "history checked")
	if !errors.Is(u.Store().Damaged(), storage.ErrCorrupt) {
		t.Fatalf("the check did not find the damage: %v", u.Store().Damaged())
	}
	if !sc.HasContaining("found it damaged") {
		t.Fatalf("the app does not say the history is damaged: %q", sc.Texts())
	}
	// Declined, the offer leaves a notice above every section, and the
	// history is not written to.
	apptest.TapButton(t, u.Window(), "No")
	if !sc.HasContaining("can only be read: a check after start-up found the file damaged") {
		t.Errorf("no notice above the sections: %q", sc.Texts())
	}
	if _, err := u.Store().EnsurePlayer("After"); !errors.Is(err, storage.ErrCorrupt) {
		t.Errorf("a write after the check: %v", err)
	}
	// Accepted, it restores the latest backup.
	u.showDamaged(path, u.Store().Damaged())
	apptest.TapButton(t, u.Window(), "Yes")
	u.Settle()
	eventually(t, "the restored history", func() bool {
		st := u.Store()
		return st != nil && st.Damaged() == nil
	})
	if err := u.WaitReady(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, checked, "history checked") // the restored one too, found sound
	if ps, err := u.Store().Players(false); err != nil || len(ps) != 400 {
		t.Errorf("after the restore: %d players, %v", len(ps), err)
	}
	if _, err := u.Store().EnsurePlayer("After the restore"); err != nil {
		t.Errorf("a write after the restore: %v", err)
	}
	asides, _ := filepath.Glob(path + ".damaged-*")
	if len(asides) == 0 {
		t.Error("the damaged history was not kept")
	}
	if sc.HasContaining("can only be read") {
		t.Error("the notice stayed after the restore")
	}
}
