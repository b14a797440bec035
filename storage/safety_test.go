package storage

import (
	"bufio"
	"database/sql"
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
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

// holder runs TestHelperFiles in mode in a child that keeps going until
// the returned stop is called; it returns the lines the child printed up
// to "held".
func holder(t *testing.T, mode string, env ...string) ([]string, func() string) {
	t.Helper()
	cmd := exec.Command(childBinary(t), "-test.run=^TestHelperFiles$", "-test.count=1")
	cmd.Env = append(os.Environ(), append([]string{filesMode + "=" + mode}, env...)...)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(out)
	var lines []string
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("%s child: %v after %q", mode, err, lines)
		}
		line = strings.TrimSpace(line)
		if line == "held" {
			break
		}
		if strings.HasPrefix(line, "result ") {
			cmd.Wait()
			t.Fatalf("%s child: %s", mode, line)
		}
		lines = append(lines, line)
	}
	stopped := false
	stop := func() string {
		if stopped {
			return ""
		}
		stopped = true
		in.Close()
		rest, _ := io.ReadAll(r)
		cmd.Wait()
		return string(rest)
	}
	t.Cleanup(func() { stop() })
	return lines, stop
}

// TestBackupNeverOverwrites (item 1): a backup to a file that is there is
// refused (ErrExists, naming it and saying what it is) and the file is
// left byte-identical; only an explicit Force replaces it, and never the
// history, a database's side file or a database with one beside it.
func TestBackupNeverOverwrites(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	goodHistory(t, path, 3)
	s := must(OpenReader(path, Options{}))
	defer s.Close()
	dests := t.TempDir()
	text := filepath.Join(dests, "notes.txt")
	ok(t, os.WriteFile(text, []byte("the shopping list\n"), 0o644))
	foreign := filepath.Join(dests, "other-program.db")
	rawDB(t, foreign, "PRAGMA application_id = 1234; CREATE TABLE t(x); INSERT INTO t VALUES (1)", false)
	other := filepath.Join(dests, "other-history.db")
	goodHistory(t, other, 7)
	empty := filepath.Join(dests, "empty.db")
	ok(t, os.WriteFile(empty, nil, 0o644))
	for _, c := range []struct{ dest, what string }{
		{text, "a file of 18 bytes"},
		{foreign, "another application's SQLite database"},
		{other, "an Arbiter history"},
		{empty, "an empty file"},
	} {
		before := sum(t, c.dest)
		err := s.Backup(c.dest)
		var fe *FileError
		if !errors.Is(err, ErrExists) || !errors.Is(err, fs.ErrExist) || !errors.As(err, &fe) || fe.Path != c.dest ||
			!strings.Contains(err.Error(), c.what) || !strings.Contains(err.Error(), "a backup never replaces a file") {
			t.Errorf("backup over %s: want ErrExists naming it as %s, got %v", filepath.Base(c.dest), c.what, err)
		}
		if sum(t, c.dest) != before {
			t.Errorf("backup over %s changed it", filepath.Base(c.dest))
		}
	}
	// Told to, it replaces a file that is not in use.
	for _, dest := range []string{text, other, empty} {
		if err := s.BackupWith(dest, BackupOptions{Force: true}); err != nil {
			t.Errorf("forced backup over %s: %v", filepath.Base(dest), err)
		} else if rep, err := Check(dest); err != nil || rep.Rounds != 3 {
			t.Errorf("forced backup over %s: %+v %v", filepath.Base(dest), rep, err)
		}
	}
	// Never the history, a side file or a database in use, even told to.
	for _, force := range []bool{false, true} {
		for _, c := range []struct {
			dest string
			want error
		}{
			{path, ErrInvalid},
			{path + "-wal", ErrInvalid},
			{filepath.Join(dests, "x.db-shm"), ErrInvalid},
			{filepath.Join(dests, "x.db-journal"), ErrInvalid},
		} {
			if err := s.BackupWith(c.dest, BackupOptions{Force: force}); !errors.Is(err, c.want) || !strings.Contains(err.Error(), c.dest) {
				t.Errorf("backup to %s (force %v): want %v naming it, got %v", c.dest, force, c.want, err)
			}
		}
	}
	if entries, _ := os.ReadDir(dests); len(entries) != 4 {
		t.Errorf("refused backups left files: %v", entries)
	}
}

// TestBackupOverALiveHistory (item 1): backing up onto the -wal of a
// history another process has open, or onto that history, loses none of
// the rounds it reported committed, told to replace or not.
func TestBackupOverALiveHistory(t *testing.T) {
	dir := t.TempDir()
	live := filepath.Join(dir, "live.db")
	goodHistory(t, live, 2)
	lines, stop := holder(t, "addrounds", filesDB+"="+live, filesN+"=3")
	var committed []string
	for _, l := range lines {
		if id, ok := strings.CutPrefix(l, "committed "); ok {
			committed = append(committed, id)
		}
	}
	if len(committed) != 3 {
		t.Fatalf("the child committed %v", lines)
	}
	src := filepath.Join(t.TempDir(), "src.db")
	goodHistory(t, src, 1)
	s := must(OpenReader(src, Options{}))
	defer s.Close()
	for _, force := range []bool{false, true} {
		for _, dest := range []string{live + "-wal", live + "-shm", live} {
			before := sum(t, dest)
			err := s.BackupWith(dest, BackupOptions{Force: force})
			if err == nil || !strings.Contains(err.Error(), dest) {
				t.Errorf("backup onto %s (force %v): want a refusal naming it, got %v", filepath.Base(dest), force, err)
			}
			if !strings.HasSuffix(dest, "-shm") && sum(t, dest) != before {
				t.Errorf("backup onto %s (force %v) changed it", filepath.Base(dest), force)
			}
		}
	}
	if out := stop(); !strings.Contains(out, "result ok") {
		t.Fatalf("the child: %s", out)
	}
	got := roundIDs(t, live)
	for _, id := range committed {
		if !got[id] {
			t.Errorf("round %s, reported committed, is gone", id)
		}
	}
}

// TestDamagedHistoryIsSetAsideByRestore (item 2): damage deep in a history
// that closed cleanly is found by check, which offers the latest backup;
// restoring it sets the damaged file aside (renamed, byte-identical) and
// puts the backup in its place, leaving no empty backup folder behind.
func TestDamagedHistoryIsSetAsideByRestore(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	goodHistory(t, path, 80)
	s := must(Open(path))
	latest := filepath.Join(BackupDir(path), "arbiter-20250101-000000.000-manual.db")
	ok(t, s.Backup(latest))
	s.Close()
	damage(t, path, len(fileBytes(t, path))-4096) // the last page: rounds
	damaged := sum(t, path)
	_, err := Check(path)
	var fe *FileError
	if !errors.Is(err, ErrCorrupt) || !errors.As(err, &fe) || fe.LatestBackup != latest {
		t.Fatalf("check: want ErrCorrupt offering %s, got %v", latest, err)
	}
	if s, err := Open(path); err == nil {
		s.Close() // the damage is deep: open does not look for it
	} else if !errors.Is(err, ErrCorrupt) {
		t.Fatalf("open: %v", err)
	}
	res, err := RestoreFile(path, fe.LatestBackup, Options{})
	if err != nil {
		t.Fatalf("restore as check advises: %v", err)
	}
	if res.DamagedKept == "" || sum(t, res.DamagedKept) != damaged || !strings.HasPrefix(res.DamagedKept, path+".damaged-") {
		t.Errorf("the damaged history was not set aside whole: %+v", res)
	}
	if rep, err := Check(path); err != nil || rep.Rounds != 80 {
		t.Errorf("after the restore: %+v %v", rep, err)
	}
	if bs := must(Backups(BackupDir(path))); len(bs) != 1 || bs[0].Path != latest {
		t.Errorf("backups after the restore: %v", bs)
	}
	for _, e := range must(os.ReadDir(dir)) {
		if strings.Contains(e.Name(), ".restore-") {
			t.Errorf("left behind: %s", e.Name())
		}
	}

	// A damaged history with no backup folder yet: a restore from
	// elsewhere leaves no empty backups/ behind.
	dir2 := t.TempDir()
	path2 := filepath.Join(dir2, "h.db")
	goodHistory(t, path2, 80)
	damage(t, path2, len(fileBytes(t, path2))-4096)
	if _, err := RestoreFile(path2, latest, Options{}); err != nil {
		t.Fatalf("restore: %v", err)
	}
	if _, err := os.Stat(BackupDir(path2)); err == nil {
		if entries, _ := os.ReadDir(BackupDir(path2)); len(entries) == 0 {
			t.Error("an empty backups/ was left behind")
		}
	}
}

// TestLeftoversAreSwept (item 3): temporary files of our naming that a
// killed restore, backup or new history left behind are removed by the
// next open, backup or restore of that history; files that only look
// alike, and one a live process still holds, stay.
func TestLeftoversAreSwept(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	goodHistory(t, path, 3)
	bdir := BackupDir(path)
	ok(t, os.MkdirAll(bdir, 0o755))
	dests := t.TempDir()
	dest := filepath.Join(dests, "copy.db")
	write := func(p string) {
		t.Helper()
		ok(t, os.WriteFile(p, []byte("left behind"), 0o644))
	}
	ours := []string{
		filepath.Join(dir, ".h.db.restore-0123abcd"), filepath.Join(dir, ".h.db.restore-0123abcd-journal"),
		filepath.Join(dir, ".h.db.new-89abcdef"), filepath.Join(dir, ".h.db.restore-feedbeef-wal"),
		filepath.Join(bdir, "arbiter-20250101-000000.000-v2.db.part-00ff00ff"),
		filepath.Join(bdir, "arbiter-20250101-000000.000-v2.db.part-00ff00ff-journal"),
	}
	destOurs := []string{dest + ".part-12345678", dest + ".part-12345678-journal"}
	alike := []string{
		filepath.Join(dir, ".h.db.restore-notours"), filepath.Join(dir, "h.db.restore-0123abcd"),
		filepath.Join(dir, ".other.db.restore-0123abcd"), filepath.Join(dir, "notes.part-12345678"),
		filepath.Join(dests, "other.db.part-12345678"),
	}
	for _, p := range append(append(append([]string{}, ours...), destOurs...), alike...) {
		write(p)
	}
	held := filepath.Join(dir, ".h.db.restore-aaaabbbb")
	_, stop := holder(t, "holdtemp", filesSrc+"="+held)

	s := must(Open(path))
	for _, p := range ours {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("open left %s", filepath.Base(p))
		}
	}
	if _, err := os.Stat(held); err != nil {
		t.Errorf("open removed %s, which a live process holds: %v", filepath.Base(held), err)
	}
	ok(t, s.Backup(dest))
	for _, p := range destOurs {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("backup left %s", filepath.Base(p))
		}
	}
	for _, p := range alike {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s, not ours, was removed", p)
		}
	}
	s.Close()
	// Once its writer is gone, the held file is a leftover like the rest.
	stop()
	src := filepath.Join(t.TempDir(), "src.db")
	goodHistory(t, src, 1)
	if _, err := RestoreFile(path, src, Options{}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(held); err == nil {
		t.Errorf("restore left %s once its writer had died", filepath.Base(held))
	}
}

// TestAStoreFoundDamagedWritesNothing (item 12, the storage side): once
// QuickCheck finds the history damaged, every write is refused with that
// damage (naming the file and the latest backup) and the file is not
// written to, not even when the Store closes.
func TestAStoreFoundDamagedWritesNothing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	goodHistory(t, path, 80)
	latest := filepath.Join(BackupDir(path), "arbiter-20250101-000000.000-manual.db")
	s := must(Open(path))
	ok(t, s.Backup(latest))
	g := must(s.Games(Filter{Limit: 1}))[0]
	s.Close()
	damage(t, path, len(fileBytes(t, path))-4096)
	s, err := Open(path)
	if err != nil {
		t.Skipf("open found the damage itself: %v", err)
	}
	defer s.Close()
	// Before the check, a write the damage does not meet goes through.
	must(s.CreatePlayer("Before the check"))
	if s.Damaged() != nil {
		t.Fatal("damaged before any check")
	}
	err = s.QuickCheck()
	var fe *FileError
	if !errors.Is(err, ErrCorrupt) || !errors.As(err, &fe) || fe.Path != path || fe.LatestBackup != latest {
		t.Fatalf("QuickCheck: want ErrCorrupt naming %s with its backup, got %v", path, err)
	}
	if !errors.Is(s.Damaged(), ErrCorrupt) {
		t.Errorf("Damaged: %v", s.Damaged())
	}
	rounds := len(roundIDs(t, path))
	for name, write := range map[string]func() error{
		"player": func() error { _, err := s.CreatePlayer("After the check"); return err },
		"round":  func() error { _, err := s.AddRound(g.ID, round(1, 1)); return err },
		"note":   func() error { return s.SetNote(g.ID, "x") },
		"draft":  func() error { return s.SaveDraft("k", json1(`{}`)) },
	} {
		err := write()
		if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "nothing more is written") {
			t.Errorf("%s after the check: want ErrCorrupt naming %s, got %v", name, path, err)
		}
	}
	s.Close()
	// SQLite's checkpoint at close may move committed rounds from the
	// -wal into the file; what the Store would have written is not there,
	// and its session mark stays, so the next open checks the file.
	if n := len(roundIDs(t, path)); n != rounds {
		t.Errorf("%d rounds after the check, %d before", n, rounds)
	}
	db := must(sql.Open("sqlite3", "file:"+path+"?mode=ro"))
	defer db.Close()
	var after, marks int
	db.QueryRow("SELECT count(*) FROM players WHERE name = 'After the check'").Scan(&after)
	db.QueryRow("SELECT count(*) FROM app_state WHERE key LIKE 'arbiter.storage.session.%'").Scan(&marks)
	if after != 0 || marks != 1 {
		t.Errorf("after the check: %d players written, %d session marks (want 0 and 1)", after, marks)
	}
}

// TestRestoreKilledBetweenTheFileAndItsWAL (item 2): a restore of a
// damaged history killed after setting the file aside but before its -wal
// leaves the -wal at the history's place (no command makes a new history
// over it); the next restore puts the -wal with its file.
func TestRestoreKilledBetweenTheFileAndItsWAL(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	goodHistory(t, path, 5)
	ids := crashedHistory(t, path, 4)
	src := filepath.Join(t.TempDir(), "src.db")
	goodHistory(t, src, 2)
	aside := path + ".damaged-20250101-000000.000"
	ok(t, os.Rename(path, aside)) // where the kill stopped it
	wal := sum(t, path+"-wal")
	if _, err := Open(path); !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "-wal") {
		t.Fatalf("open with only the -wal there: want ErrCorrupt about the -wal, got %v", err)
	}
	res, err := RestoreFile(path, src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.DamagedKept != aside || sum(t, aside+"-wal") != wal {
		t.Fatalf("the -wal did not join its file: %+v", res)
	}
	got := roundIDs(t, aside)
	for _, id := range ids {
		if !got[id] {
			t.Errorf("round %s of the -wal is not with its file", id)
		}
	}
}
