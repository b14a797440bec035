package storage

import (
	"bufio"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestOpenDoesNotCheckTheWholeFile: after a clean close, opening runs no
// quick_check; after a session that wrote and died, the next open checks
// once and forgets the dead session.
func TestOpenDoesNotCheckTheWholeFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	goodHistory(t, path, 10)
	for i := 0; i < 3; i++ {
		n := quickChecks.Load()
		s := must(Open(path))
		must(s.CreatePlayer("P" + newID()[:6]))
		ok(t, s.Close())
		if quickChecks.Load() != n {
			t.Fatalf("open %d after a clean close ran quick_check", i)
		}
	}
	crashedHistory(t, path, 3)
	n := quickChecks.Load()
	s := must(Open(path))
	if quickChecks.Load() != n+1 {
		t.Errorf("open after a crash ran %d quick_checks, want 1", quickChecks.Load()-n)
	}
	s.Close()
	n = quickChecks.Load()
	s = must(Open(path))
	s.Close()
	if quickChecks.Load() != n {
		t.Error("the dead session was not forgotten: checked again")
	}
	// A session that only read leaves nothing behind.
	s = must(Open(path))
	must(s.CountGames(Filter{}))
	var marks int
	s.r.QueryRow("SELECT count(*) FROM app_state WHERE key LIKE ?", sessionPrefix+"%").Scan(&marks)
	s.Close()
	if marks != 0 {
		t.Errorf("a reading session wrote %d marks", marks)
	}
}

// TestSessionMarksOfTwoProcesses: another process that has the history
// open is alive, not a crash: no check. Once it is killed, the next open
// checks.
func TestSessionMarksOfTwoProcesses(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	goodHistory(t, path, 3)
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperFiles$", "-test.count=1")
	cmd.Env = append(os.Environ(), filesMode+"=hold", filesDB+"="+path)
	stdin, _ := cmd.StdinPipe()
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(out)
	if line, _ := r.ReadString('\n'); strings.TrimSpace(line) != "held" {
		t.Fatalf("child: %q", line)
	}
	n := quickChecks.Load()
	s := must(Open(path))
	must(s.CreatePlayer("Parent"))
	s.Close()
	if quickChecks.Load() != n {
		t.Error("a live process's session was taken for a crash")
	}
	cmd.Process.Kill()
	cmd.Wait()
	stdin.Close()
	n = quickChecks.Load()
	s = must(Open(path))
	s.Close()
	if quickChecks.Load() != n+1 {
		t.Error("the killed process's session did not make the next open check")
	}
}

// TestDeepDamage: damage that only a whole-file check finds is not looked
// for at every open (that is the price of opening in constant time), but
// check, backup and restore find it and refuse, changing nothing.
func TestDeepDamage(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	goodHistory(t, path, 80)
	damage(t, path, len(fileBytes(t, path))-4096) // the last page: rounds
	before := tree(t, dir)
	if _, err := Check(path); !errors.Is(err, ErrCorrupt) {
		t.Errorf("check: want ErrCorrupt, got %v", err)
	}
	other := filepath.Join(t.TempDir(), "o.db")
	goodHistory(t, other, 1)
	o := must(Open(other))
	if _, err := o.Restore(path); !errors.Is(err, ErrCorrupt) {
		t.Errorf("restore from it: want ErrCorrupt, got %v", err)
	}
	o.Close()
	if d := treeDiff(before, tree(t, dir)); d != "" {
		t.Errorf("check or restore-from changed the folder: %s", d)
	}
	s, err := Open(path)
	if err != nil {
		t.Skipf("open found it too: %v", err)
	}
	defer s.Close()
	b := filepath.Join(t.TempDir(), "b.db")
	if err := s.Backup(b); !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), path) {
		t.Errorf("backup: want ErrCorrupt naming the history, got %v", err)
	}
	if _, err := os.Stat(b); err == nil {
		t.Error("a backup of a damaged history was written")
	}
	if err := s.QuickCheck(); !errors.Is(err, ErrCorrupt) {
		t.Errorf("QuickCheck: %v", err)
	}
}

// TestDiskFullNamesThePath: a write that does not fit is rolled back and
// says which file could not grow.
func TestDiskFullNamesThePath(t *testing.T) {
	s, _ := openTest(t)
	g := newFakeGame(t, s, `{"target":100000000}`)
	var pages int
	s.w.QueryRow("PRAGMA page_count").Scan(&pages)
	if _, err := s.w.Exec("PRAGMA max_page_count = " + strconv.Itoa(pages+2)); err != nil {
		t.Fatal(err)
	}
	before := must(s.Rounds(g.ID))
	_, err := s.AddRoundJSON(g.ID, json1(`{"points":{"A":1},"pad":"`+strings.Repeat("x", 40000)+`"}`))
	var fe *FileError
	if !errors.Is(err, ErrDiskFull) || !errors.As(err, &fe) || !strings.Contains(err.Error(), s.Path()) {
		t.Fatalf("want ErrDiskFull naming %s, got %v", s.Path(), err)
	}
	if after := must(s.Rounds(g.ID)); len(after) != len(before) {
		t.Error("a round was half-written")
	}
}

// TestNamesRefuseControlAndFormatCharacters: each refusal names the
// character and says what it is; joiners used by scripts and emoji stay.
func TestNamesRefuseControlAndFormatCharacters(t *testing.T) {
	s, _ := openTest(t)
	for _, c := range []struct{ name, want string }{
		{"Ann\x00", "U+0000, NUL"},
		{"Ann\u202eBo", "U+202E, RIGHT-TO-LEFT OVERRIDE (a bidirectional control)"},
		{"\u2066Ann", "U+2066, LEFT-TO-RIGHT ISOLATE"},
		{"Ann\u200fBo", "RIGHT-TO-LEFT MARK"},
		{"A\u200bnn", "U+200B, an invisible format character"},
		{"\ufeffAnn", "U+FEFF, a byte-order mark"},
		{"Ann\x07", "U+0007, a control character"},
		{"Ann\x1b[31m", "U+001B, a control character"},
	} {
		_, err := s.CreatePlayer(c.name)
		if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "player name") {
			t.Errorf("%q: want a refusal naming %q, got %v", c.name, c.want, err)
		}
	}
	for _, name := range []string{"Zoë", "مهر\u200cناز", "👩\u200d👩\u200d👧", "Ann\tLee"} {
		if _, err := s.CreatePlayer(name); err != nil {
			t.Errorf("%q refused: %v", name, err)
		}
	}
}

// TestRealDiskFull fills a small tmpfs (in a child's own mount namespace,
// as root): the write that does not fit is ErrDiskFull naming the file,
// and every round committed before it is there after reopening.
func TestRealDiskFull(t *testing.T) {
	_, rofs := runners(t)
	if rofs == nil {
		t.Skip("needs root and a mount namespace for a small tmpfs; TestDiskFullNamesThePath covers the rest")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	kind, msg := runChild(t, runner{name: "tmpfs", tmpfs: dir}, "fill", filesDB+"="+path)
	t.Logf("%s %s", kind, msg)
	if kind != "disk-full" || !strings.Contains(msg, path) || !strings.Contains(msg, "lost=0") || strings.Contains(msg, "committed=0 ") {
		t.Errorf("want disk-full naming %s with nothing lost, got %s %s", path, kind, msg)
	}
}
