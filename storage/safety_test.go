package storage

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 26: history safety. Each test asserts the reason of a refusal (the
// sentinel and the path or field it names) as well as what is on disk.

// TestReadOnlyOpensLeaveNoSideFiles (item 6): reading a history whose file
// cannot be written (in a folder that can) creates no -wal or -shm, so
// nothing keeps it read-only once the file can be written again.
func TestReadOnlyOpensLeaveNoSideFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	goodHistory(t, path, 5)
	for _, side := range []string{"-wal", "-shm"} {
		if _, err := os.Stat(path + side); err == nil {
			t.Fatalf("a closed history has its %s", side)
		}
	}
	undo := readOnlyUndoable(t, path)
	before := tree(t, dir)
	for name, open := range map[string]func(string, Options) (*Store, error){"Open": OpenWith, "OpenReader": OpenReader} {
		s, err := open(path, Options{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if s.ReadOnly() == "" {
			t.Fatalf("%s: the store does not say it is read-only", name)
		}
		if n := must(s.CountGames(Filter{})); n != 1 {
			t.Errorf("%s: %d games", name, n)
		}
		ok(t, s.Close())
	}
	if _, err := Check(path); err != nil {
		t.Errorf("check: %v", err)
	}
	if d := treeDiff(before, tree(t, dir)); d != "" {
		t.Fatalf("reading a read-only history left: %s", d)
	}
	undo()
	s := must(Open(path))
	defer s.Close()
	if ro := s.ReadOnly(); ro != "" {
		t.Fatalf("writable again, but the store says read-only: %s", ro)
	}
	must(s.CreatePlayer("After"))
}

// readOnlyUndoable is readOnly with the undo handed back, to make the file
// writable again within the test.
func readOnlyUndoable(t *testing.T, path string) func() {
	t.Helper()
	if os.Geteuid() == 0 {
		chattr(t, "+i", path)
		done := false
		undo := func() {
			if !done {
				chattr(t, "-i", path)
				done = true
			}
		}
		t.Cleanup(undo)
		return undo
	}
	st := must(os.Stat(path))
	ok(t, os.Chmod(path, 0o444))
	undo := func() { os.Chmod(path, st.Mode().Perm()) }
	t.Cleanup(undo)
	return undo
}

// TestReaderCreatesNothing (item 11): opening a missing history to read it
// creates neither the file nor its folders; the error says there is no
// history there, naming the path.
func TestReaderCreatesNothing(t *testing.T) {
	root := t.TempDir()
	for _, path := range []string{
		filepath.Join(root, "h.db"),
		filepath.Join(root, "no", "such", "dir", "h.db"),
	} {
		s, err := OpenReader(path, Options{})
		if err == nil {
			s.Close()
			t.Fatalf("%s: opened a history that is not there", path)
		}
		var fe *FileError
		if !errors.Is(err, ErrNoHistory) || !errors.Is(err, fs.ErrNotExist) || !errors.As(err, &fe) || fe.Path != path ||
			!strings.Contains(err.Error(), path) {
			t.Errorf("%s: want ErrNoHistory naming the path, got %v", path, err)
		}
		if entries, _ := os.ReadDir(root); len(entries) != 0 {
			t.Errorf("%s: created %v", path, entries)
		}
	}
}
