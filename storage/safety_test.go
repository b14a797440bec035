package storage

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
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

// TestGameAndEventNamesAreText (item 4): a game's or a tournament event's
// name takes what a player's name takes: control characters, bidi
// controls, invisible format characters and bytes that are not UTF-8 are
// refused, naming the field and the character; nothing is stored.
func TestGameAndEventNamesAreText(t *testing.T) {
	s, _ := openTest(t)
	for _, c := range []struct{ json, plain, want string }{
		{`A\u0000B`, "A\x00B", `name: character 2 is U+0000, NUL`},
		{`A\u001b[2JB`, "A\x1b[2JB", `name: character 2 is U+001B, a control character`},
		{`A\u202eB`, "A\u202eB", `name: character 2 is U+202E, RIGHT-TO-LEFT OVERRIDE`},
		{`\u2066A`, "\u2066A", `name: character 1 is U+2066, LEFT-TO-RIGHT ISOLATE`},
		{"A\xffB", "A\xffB", `name: is not valid text: byte 0xFF is not UTF-8`},
		{`A\udc00B`, "", `name: is not valid text: \uDC00 is half of a character`},
	} {
		in := `{"game":"fake","name":"` + c.json + `","players":["Ann","Bo"],"rounds":[{"points":{"A":1}}]}`
		if _, err := s.Record([]byte(in)); !errors.Is(err, ErrInvalid) || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("record %q: want %s, got %v", c.json, c.want, err)
		}
		if c.plain == "" {
			continue // only JSON can carry half a character
		}
		// Given in Go, not JSON, a name is refused before any JSON reader
		// could turn its bytes into U+FFFD.
		want := c.want
		if !utf8.ValidString(c.plain) {
			want = "name is not valid text"
		}
		ev := TournamentEvent{Name: c.plain, Game: "pymtheg", Form: "league", Setup: json1(`{}`), JoinCode: "X"}
		if _, err := s.CreateTournamentEvent(ev); !errors.Is(err, ErrInvalid) || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("event %q: want %s, got %v", c.plain, want, err)
		}
		ng := NewGame{Kind: fakeKind, Name: c.plain, Seats: []Seat{{PlayerID: must(s.EnsurePlayer("Ann")).ID, Side: "A"}}}
		if _, err := s.CreateGame(ng); !errors.Is(err, ErrInvalid) {
			t.Errorf("create %q: %v", c.plain, err)
		}
	}
	if n := must(s.CountGames(Filter{})); n != 0 {
		t.Errorf("%d games stored under refused names", n)
	}
	if evs := must(s.TournamentEvents()); len(evs) != 0 {
		t.Errorf("%d events stored under refused names", len(evs))
	}
	g := newFakeGame(t, s, "")
	if err := s.RenameGame(g.ID, "Fri\u202eday"); !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "U+202E") {
		t.Errorf("rename: %v", err)
	}
	// What names are for stays allowed.
	for _, name := range []string{"", "Zoë's   night", "مهر\u200cناز", "👩\u200d👩\u200d👧"} {
		if _, err := s.Record([]byte(`{"game":"fake","name":"` + name + `","players":["Ann","Bo"],"rounds":[]}`)); err != nil {
			t.Errorf("%q refused: %v", name, err)
		}
	}
}
