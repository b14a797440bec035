package storage

import (
	"bufio"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	ok(t, os.WriteFile(to, b, 0o644))
}

// setOf lists a set's keys.
func setOf(ids []string) map[string]bool {
	m := map[string]bool{}
	for _, id := range ids {
		m[id] = true
	}
	return m
}

func sameSet(a, b map[string]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}

// TestRestoreUnderSIGKILL kills a restore at random moments. Afterwards the
// history holds exactly the rounds it held before, or exactly the backup's
// (and then the automatic backup taken before restoring holds the old
// ones): no committed round is ever lost, the file always opens and
// checks. Every other run starts from a history whose last session died,
// its rounds only in the -wal.
func TestRestoreUnderSIGKILL(t *testing.T) {
	kills := 24
	if testing.Short() {
		kills = 6
	}
	work := t.TempDir()
	src := filepath.Join(work, "src.db")
	goodHistory(t, src, 40)
	srcIDs := roundIDs(t, src)

	// How long a whole restore takes here, to aim the kills inside it.
	probe := filepath.Join(work, "probe", "h.db")
	goodHistory(t, probe, 40)
	start := time.Now()
	if kind, msg := runChild(t, runner{name: "self"}, "restore", filesDB+"="+probe, filesSrc+"="+src); kind != "ok" {
		t.Fatalf("restore: %s %s", kind, msg)
	}
	span := time.Since(start)

	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 3))
	outcomes := map[string]int{}
	for i := 0; i < kills; i++ {
		dir := filepath.Join(work, fmt.Sprint(i))
		path := filepath.Join(dir, "h.db")
		goodHistory(t, path, 30)
		if i%2 == 1 {
			crashedHistory(t, path, 5)
		}
		old := roundIDs(t, path)

		cmd := exec.Command(childBinary(t), "-test.run=^TestHelperFiles$", "-test.count=1")
		cmd.Env = append(os.Environ(), filesMode+"=restore", filesDB+"="+path, filesSrc+"="+src)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		r := bufio.NewReader(out)
		line, _ := r.ReadString('\n')
		if strings.TrimSpace(line) != "start" {
			t.Fatalf("kill %d: child said %q", i, line)
		}
		time.Sleep(time.Duration(rng.Int64N(int64(span) + 1)))
		cmd.Process.Signal(syscall.SIGKILL)
		rest, _ := io.ReadAll(r)
		cmd.Wait()
		finished := strings.Contains(string(rest), "result ok")

		got := roundIDs(t, path)
		switch {
		case sameSet(got, old):
			outcomes["history kept"]++
		case sameSet(got, srcIDs):
			outcomes["restored"]++
			bs := must(Backups(BackupDir(path)))
			if len(bs) == 0 {
				t.Fatalf("kill %d: restored without a backup of the old history", i)
			}
			saved := roundIDs(t, bs[0].Path)
			for id := range old {
				if !saved[id] {
					t.Fatalf("kill %d: round %s is neither in the history nor in its backup", i, id)
				}
			}
		default:
			t.Fatalf("kill %d: the history holds %d rounds, neither the old %d nor the backup's %d", i, len(got), len(old), len(srcIDs))
		}
		if finished && !sameSet(got, srcIDs) {
			t.Fatalf("kill %d: the restore said ok but the history is not the backup", i)
		}
		if _, err := Check(path); err != nil {
			t.Fatalf("kill %d: check: %v", i, err)
		}
		s, err := Open(path)
		if err != nil {
			t.Fatalf("kill %d: open: %v", i, err)
		}
		if _, err := s.CreatePlayer("After " + fmt.Sprint(i)); err != nil {
			t.Fatalf("kill %d: write: %v", i, err)
		}
		s.Close()
	}
	t.Logf("%d kills over a %s restore: %v; no round lost", kills, span.Round(time.Millisecond), outcomes)
}

// faultCase sets up a fault around the history at path; as says whether
// the restore runs in a child as nobody (file modes bind only non-root).
type faultCase struct {
	name   string
	setup  func(t *testing.T, dir, path string)
	nobody bool
	want   string // errKind of the refusal
	undo   bool   // the fault must be undone before the rounds can be read
}

// TestRestoreUnderPermissionFaults: a restore refused because the -wal,
// the folder or the backup folder cannot be read or written leaves the
// history and its -wal byte-identical, says exactly what is wrong, and
// every committed round is still there.
func TestRestoreUnderPermissionFaults(t *testing.T) {
	root := os.Geteuid() == 0
	nobody, rofs := runners(t)
	cases := []faultCase{
		{name: "-wal not writable", want: "read-only", setup: func(t *testing.T, dir, path string) {
			readOnly(t, path+"-wal")
		}},
		{name: "folder not writable", want: "read-only", setup: func(t *testing.T, dir, path string) {
			readOnly(t, dir)
		}},
		{name: "backup folder not writable", want: "read-only", setup: func(t *testing.T, dir, path string) {
			os.Mkdir(filepath.Join(dir, "backups"), 0o755)
			readOnly(t, filepath.Join(dir, "backups"))
		}},
	}
	if root && nobody != nil {
		cases = append(cases,
			faultCase{name: "-wal unreadable (nobody)", nobody: true, want: "permission", setup: func(t *testing.T, dir, path string) {
				for _, p := range []string{dir, path, path + "-shm", filepath.Join(dir, "backups")} {
					os.Chmod(p, 0o777)
				}
				os.Chmod(path+"-wal", 0o600)
			}},
			faultCase{name: "folder not writable (nobody)", nobody: true, want: "read-only", setup: func(t *testing.T, dir, path string) {
				for _, p := range []string{path, path + "-wal", path + "-shm"} {
					os.Chmod(p, 0o666)
				}
				os.Chmod(dir, 0o755)
			}},
			faultCase{name: "backup folder not writable (nobody)", nobody: true, want: "read-only", setup: func(t *testing.T, dir, path string) {
				for _, p := range []string{dir, path, path + "-wal", path + "-shm"} {
					os.Chmod(p, 0o777)
				}
				os.Chmod(filepath.Join(dir, "backups"), 0o755)
			}},
		)
	} else if !root {
		cases = append(cases, faultCase{name: "-wal unreadable", want: "permission", undo: true, setup: func(t *testing.T, dir, path string) {
			unreadable(t, path+"-wal")
		}})
	}
	src := filepath.Join(openDir(t), "src.db")
	goodHistory(t, src, 3)
	os.Chmod(src, 0o644)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := openDir(t)
			path := filepath.Join(dir, "h.db")
			goodHistory(t, path, 10)
			ids := crashedHistory(t, path, 6) // rounds in the -wal only
			os.MkdirAll(filepath.Join(dir, "backups"), 0o755)
			all := roundIDs(t, path)
			c.setup(t, dir, path)
			before := tree(t, dir)
			var kind, msg string
			if c.nobody {
				kind, msg = runChild(t, *nobody, "restore", filesDB+"="+path, filesSrc+"="+src)
			} else {
				_, err := RestoreFile(path, src, Options{})
				kind, msg = errKind(err), fmt.Sprint(err)
			}
			t.Logf("%s: %s", kind, msg)
			if kind != c.want || errKind(nil) == kind {
				t.Errorf("want a %s refusal, got %s: %s", c.want, kind, msg)
			}
			if !strings.Contains(msg, dir) {
				t.Errorf("the message names no place: %s", msg)
			}
			if strings.Contains(msg, "damaged") {
				t.Errorf("reported as damaged: %s", msg)
			}
			if d := treeDiff(before, tree(t, dir)); d != "" {
				t.Errorf("the folder changed: %s", d)
			}
			if c.undo {
				os.Chmod(path+"-wal", 0o644)
			}
			got := roundIDs(t, path)
			for id := range all {
				if !got[id] {
					t.Errorf("committed round %s lost", id)
				}
			}
			for _, id := range ids {
				if !got[id] {
					t.Errorf("round %s of the -wal lost", id)
				}
			}
		})
	}
	if rofs != nil {
		t.Run("read-only file system", func(t *testing.T) {
			dir := openDir(t)
			path := filepath.Join(dir, "h.db")
			goodHistory(t, path, 10)
			crashedHistory(t, path, 4)
			all := roundIDs(t, path)
			before := tree(t, dir)
			how := *rofs
			how.roMount = dir
			kind, msg := runChild(t, how, "restore", filesDB+"="+path, filesSrc+"="+src)
			if kind != "read-only" || !strings.Contains(msg, "read-only file system") {
				t.Errorf("want read-only (file system), got %s %s", kind, msg)
			}
			if d := treeDiff(before, tree(t, dir)); d != "" {
				t.Errorf("changed: %s", d)
			}
			if got := roundIDs(t, path); !sameSet(got, all) {
				t.Errorf("rounds changed: %d, want %d", len(got), len(all))
			}
		})
	}
}

// TestRestoreRefusalsLeaveTheHistory: a source that is not a history that
// opens and checks is refused before anything is touched (the old restore
// emptied the history from an empty file and could fail after replacing
// it).
func TestRestoreRefusalsLeaveTheHistory(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	goodHistory(t, path, 5)
	s := must(Open(path))
	defer s.Close()
	exported := exportString(t, s, "")
	before := tree(t, dir)
	newer := filepath.Join(t.TempDir(), "newer.db")
	goodHistory(t, newer, 1)
	rawDB(t, newer, fmt.Sprintf("PRAGMA user_version = %d", SchemaVersion+1), false)
	broken := filepath.Join(t.TempDir(), "broken.db")
	goodHistory(t, broken, 1)
	rawDB(t, broken, `PRAGMA foreign_keys = OFF; DELETE FROM players`, false)
	empty := filepath.Join(t.TempDir(), "empty.db")
	os.WriteFile(empty, nil, 0o644)
	// Rows SQLite keeps but Arbiter could not read: commands would fail on
	// a history check said was fine.
	textTime := filepath.Join(t.TempDir(), "text-time.db")
	goodHistory(t, textTime, 1)
	rawDB(t, textTime, `UPDATE games SET started_at = 'yesterday'`, false)
	badJSON := filepath.Join(t.TempDir(), "bad-json.db")
	goodHistory(t, badJSON, 1)
	rawDB(t, badJSON, `UPDATE games SET totals = '{"A":'`, false)
	wrongJSON := filepath.Join(t.TempDir(), "wrong-json.db")
	goodHistory(t, wrongJSON, 1)
	rawDB(t, wrongJSON, `UPDATE games SET winners = '{"A":1}'`, false)
	for _, p := range []string{textTime, badJSON, wrongJSON} {
		if _, err := Check(p); !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "cannot be read") {
			t.Errorf("check %s: %v", filepath.Base(p), err)
		}
	}
	for name, c := range map[string]struct {
		src  string
		want error
	}{
		"empty file": {empty, ErrNotArbiter}, "newer history": {newer, ErrNewerSchema},
		"rows pointing nowhere": {broken, ErrCorrupt}, "itself": {path, ErrInvalid},
		"a folder": {t.TempDir(), ErrNotArbiter}, "text where a time is": {textTime, ErrCorrupt},
		"broken JSON": {badJSON, ErrCorrupt}, "JSON of the wrong type": {wrongJSON, ErrCorrupt},
	} {
		_, err := s.Restore(c.src)
		if !errors.Is(err, c.want) || !strings.Contains(err.Error(), "left as it was") {
			t.Errorf("%s: want %v, got %v", name, c.want, err)
		}
	}
	if exportString(t, s, "") != exported {
		t.Error("a refused restore changed the history")
	}
	if d := treeDiff(before, tree(t, dir)); d != "" {
		t.Errorf("a refused restore changed the folder: %s", d)
	}
}

// TestRestoreFromAnOlderHistory: the source is upgraded in its copy, so the
// history is never left at an old schema (commands failing while check
// says ok).
func TestRestoreFromAnOlderHistory(t *testing.T) {
	s, _ := openTest(t)
	old := filepath.Join(t.TempDir(), "v1.db")
	writeLegacy(t, old, 1)
	before := sum(t, old)
	if _, err := s.Restore(old); err != nil {
		t.Fatal(err)
	}
	if sum(t, old) != before {
		t.Error("the source was modified")
	}
	var v int
	var id int32
	s.r.QueryRow("PRAGMA user_version").Scan(&v)
	s.r.QueryRow("PRAGMA application_id").Scan(&id)
	if v != SchemaVersion || id != ApplicationID {
		t.Errorf("after restore: schema %d, application id %#x", v, id)
	}
	if err := s.SaveDraft("k", []byte("x")); err != nil {
		t.Errorf("the restored history is not usable: %v", err)
	}
	if rep, err := Check(s.Path()); err != nil || rep.Games != 1 {
		t.Errorf("check: %+v %v", rep, err)
	}
}

// TestRestoreWhileLocked: another connection holding the write lock makes
// a restore (and a write) give up as busy, naming the file; nothing is
// called damaged, nothing is changed, the -wal stays.
func TestRestoreWhileLocked(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	goodHistory(t, path, 4)
	src := filepath.Join(t.TempDir(), "src.db")
	goodHistory(t, src, 2)
	holder := must(sql.Open("sqlite3", dsn(path, Options{BusyTimeout: time.Second}, "_txlock=immediate")))
	defer holder.Close()
	tx, err := holder.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	if _, err := tx.Exec("INSERT INTO app_state(key, value, updated_at) VALUES ('lock', 'held', 1)"); err != nil {
		t.Fatal(err)
	}
	old := roundIDs(t, path)
	opt := Options{BusyTimeout: 20 * time.Millisecond, RetryFor: 300 * time.Millisecond}
	_, err = RestoreFile(path, src, opt)
	if !errors.Is(err, ErrBusy) || !strings.Contains(err.Error(), path) || strings.Contains(err.Error(), "damaged") {
		t.Errorf("restore: want ErrBusy naming %s, got %v", path, err)
	}
	s, err := OpenWith(path, opt)
	if err != nil {
		t.Fatalf("open while locked: %v", err)
	}
	if _, err := s.CreatePlayer("Zed"); !errors.Is(err, ErrBusy) || !strings.Contains(err.Error(), path) {
		t.Errorf("write: want ErrBusy naming %s, got %v", path, err)
	}
	s.Close()
	tx.Rollback()
	if got := roundIDs(t, path); !sameSet(got, old) {
		t.Error("the locked history changed")
	}
}
