package storage

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// readOnly makes path (a folder or a file) read-only for this process: the
// immutable flag as root (file modes do not bind root), the mode bits
// otherwise. It is undone after the test.
func readOnly(t *testing.T, path string) {
	t.Helper()
	if os.Geteuid() == 0 {
		chattr(t, "+i", path)
		t.Cleanup(func() { chattr(t, "-i", path) })
		return
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	ok(t, os.Chmod(path, st.Mode().Perm()&^0o222))
	t.Cleanup(func() { os.Chmod(path, st.Mode().Perm()) })
}

// unreadable makes a file unreadable for this process; as root only a
// child run as another user can be refused, so the test is skipped.
func unreadable(t *testing.T, path string) {
	t.Helper()
	if os.Geteuid() == 0 {
		t.Skip("root reads every file: the child-as-nobody tests cover this")
	}
	ok(t, os.Chmod(path, 0))
	t.Cleanup(func() { os.Chmod(path, 0o644) })
}

// assertReadOnlyStore: reads work, every write is ErrReadOnly naming the
// file, and nothing in the folder changes.
func assertReadOnlyStore(t *testing.T, path string, games int) {
	t.Helper()
	dir := filepath.Dir(path)
	before := tree(t, dir)
	s, err := Open(path)
	if err != nil {
		t.Fatalf("open in a read-only place: %v", err)
	}
	defer s.Close()
	if s.ReadOnly() == "" {
		t.Fatal("the store does not say it is read-only")
	}
	if n := must(s.CountGames(Filter{})); n != games {
		t.Errorf("%d games, want %d", n, games)
	}
	if _, err := s.Games(Filter{Limit: 10}); err != nil {
		t.Errorf("games: %v", err)
	}
	_, err = s.CreatePlayer("Zed")
	var fe *FileError
	if !errors.Is(err, ErrReadOnly) || !errors.As(err, &fe) || !strings.Contains(err.Error(), path) {
		t.Errorf("a write: want ErrReadOnly naming %s, got %v", path, err)
	}
	if _, err := s.Restore(path); !errors.Is(err, ErrReadOnly) {
		t.Errorf("restore: want ErrReadOnly, got %v", err)
	}
	rep, err := Check(path)
	if err != nil || !rep.OK || rep.ReadOnly == "" || rep.Games != games {
		t.Errorf("check: %+v %v", rep, err)
	}
	b := filepath.Join(t.TempDir(), "b.db")
	if err := s.Backup(b); err != nil {
		t.Errorf("backup out of a read-only place: %v", err)
	} else if r, err := Check(b); err != nil || r.Games != games {
		t.Errorf("the backup: %+v %v", r, err)
	}
	if d := treeDiff(before, tree(t, dir)); d != "" {
		t.Errorf("the read-only folder changed: %s", d)
	}
}

func TestReadOnlyFolder(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	goodHistory(t, path, 5)
	readOnly(t, dir)
	assertReadOnlyStore(t, path, 1)
}

func TestReadOnlyFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	goodHistory(t, path, 5)
	sumBefore := sum(t, path)
	readOnly(t, path)
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s.ReadOnly(), path) {
		t.Errorf("the reason does not name the file: %q", s.ReadOnly())
	}
	if n := must(s.CountGames(Filter{})); n != 1 {
		t.Errorf("%d games", n)
	}
	if _, err := s.CreatePlayer("Zed"); !errors.Is(err, ErrReadOnly) {
		t.Errorf("a write: %v", err)
	}
	s.Close()
	if sum(t, path) != sumBefore {
		t.Error("the read-only file changed")
	}
}

// A history whose last session died (rounds only in the -wal) is read
// whole in a read-only folder, its -wal included.
func TestReadOnlyFolderAfterACrash(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	goodHistory(t, path, 5)
	ids := crashedHistory(t, path, 7)
	readOnly(t, dir)
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, id := range ids {
		if _, err := s.Round(id); err != nil {
			t.Errorf("round %s of the -wal not seen: %v", id, err)
		}
	}
}

// Without its -shm, a -wal cannot be read in a read-only folder: refused,
// saying why, rather than showing the history without those rounds.
func TestReadOnlyFolderWALWithoutSHM(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	goodHistory(t, path, 5)
	crashedHistory(t, path, 3)
	ok(t, os.Remove(path+"-shm"))
	readOnly(t, dir)
	before := tree(t, dir)
	_, err := Open(path)
	if !errors.Is(err, ErrReadOnly) || !strings.Contains(err.Error(), "-shm") {
		t.Errorf("want ErrReadOnly about the -shm, got %v", err)
	}
	if _, err := Check(path); !errors.Is(err, ErrReadOnly) {
		t.Errorf("check: want ErrReadOnly, got %v", err)
	}
	if d := treeDiff(before, tree(t, dir)); d != "" {
		t.Errorf("changed: %s", d)
	}
}

// An old schema cannot be upgraded in a read-only folder: open and check
// both say so (check never says ok for a file commands cannot use). A file
// of the current schema only lacking the application id is read as it is.
func TestReadOnlyFolderOldSchema(t *testing.T) {
	dir := t.TempDir()
	var old []string
	for v := 1; v < SchemaVersion; v++ {
		p := filepath.Join(dir, fmt.Sprintf("v%d.db", v))
		writeLegacy(t, p, v)
		old = append(old, p)
	}
	current := filepath.Join(dir, "current.db")
	writeLegacy(t, current, SchemaVersion)
	readOnly(t, dir)
	before := tree(t, dir)
	for _, p := range old {
		if _, err := Open(p); !errors.Is(err, ErrReadOnly) || !strings.Contains(err.Error(), "upgraded") {
			t.Errorf("open %s: %v", filepath.Base(p), err)
		}
		if _, err := Check(p); !errors.Is(err, ErrReadOnly) {
			t.Errorf("check %s: %v", filepath.Base(p), err)
		}
	}
	s, err := Open(current)
	if err != nil {
		t.Fatalf("open the current schema: %v", err)
	}
	if g, err := s.Game("g1"); err != nil || g.Rounds != 1 {
		t.Errorf("current schema: %+v %v", g, err)
	}
	s.Close()
	if d := treeDiff(before, tree(t, dir)); d != "" {
		t.Errorf("changed: %s", d)
	}
}

func TestNoHistoryInAReadOnlyFolder(t *testing.T) {
	dir := t.TempDir()
	readOnly(t, dir)
	path := filepath.Join(dir, "h.db")
	_, err := Open(path)
	if !errors.Is(err, ErrReadOnly) || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "cannot be created") {
		t.Errorf("want ErrReadOnly naming %s, got %v", path, err)
	}
}

func TestUnreadableFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	goodHistory(t, path, 1)
	unreadable(t, path)
	for name, err := range map[string]error{"open": func() error { _, err := Open(path); return err }(),
		"check": func() error { _, err := Check(path); return err }()} {
		if !errors.Is(err, ErrPermission) || errors.Is(err, ErrCorrupt) {
			t.Errorf("%s: want ErrPermission, got %v", name, err)
		}
	}
}

// TestPlacesAsAnotherUser runs the commands in children that file modes
// bind (nobody, as root runs the tests) and on a file system mounted
// read-only: a read works and says read-only, a write is refused as
// read-only, check passes saying read-only, and an unreadable -wal is a
// permission error, never "damaged".
func TestPlacesAsAnotherUser(t *testing.T) {
	nobody, rofs := runners(t)
	if nobody == nil {
		t.Skip("needs root to run children as nobody; TestReadOnly* cover this user")
	}
	base := openDir(t)
	path := filepath.Join(base, "h.db")
	goodHistory(t, path, 4)
	before := tree(t, base)
	env := []string{filesDB + "=" + path}
	if rofs != nil {
		rofs.roMount = base
	}
	for _, how := range []*runner{nobody, rofs} {
		if how == nil {
			t.Logf("no mount namespace here: the read-only file system case is skipped")
			continue
		}
		t.Run(how.name, func(t *testing.T) {
			kind, msg := runChild(t, *how, "read", env...)
			if kind != "ok" || !strings.Contains(msg, "games=1") || !strings.Contains(msg, "readonly=\"the") {
				t.Errorf("read: %s %s", kind, msg)
			}
			if how.roMount != "" && !strings.Contains(msg, "read-only file system") {
				t.Errorf("read: the reason is not the read-only file system: %s", msg)
			}
			kind, msg = runChild(t, *how, "write", env...)
			if kind != "read-only" || !strings.Contains(msg, path) {
				t.Errorf("write: %s %s", kind, msg)
			}
			kind, msg = runChild(t, *how, "check", env...)
			if kind != "ok" || !strings.Contains(msg, "readonly=\"the") {
				t.Errorf("check: %s %s", kind, msg)
			}
			if d := treeDiff(before, tree(t, base)); d != "" {
				t.Errorf("changed: %s", d)
			}
		})
	}
	t.Run("unreadable -wal", func(t *testing.T) {
		dir := openDir(t)
		p := filepath.Join(dir, "h.db")
		goodHistory(t, p, 2)
		ids := crashedHistory(t, p, 4)
		os.Chmod(dir, 0o777)
		os.Chmod(p, 0o666)
		os.Chmod(p+"-shm", 0o666)
		os.Chmod(p+"-wal", 0o600) // root's only
		before := tree(t, dir)
		for _, mode := range []string{"read", "write", "check"} {
			kind, msg := runChild(t, *nobody, mode, filesDB+"="+p)
			if kind != "permission" || !strings.Contains(msg, p+"-wal") {
				t.Errorf("%s: want a permission error naming the -wal, got %s %s", mode, kind, msg)
			}
		}
		if d := treeDiff(before, tree(t, dir)); d != "" {
			t.Errorf("changed: %s", d)
		}
		got := roundIDs(t, p)
		for _, id := range ids {
			if !got[id] {
				t.Errorf("round %s lost", id)
			}
		}
	})
}
