package storage

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The file tests start this test binary as a child (to kill it, or to run
// it as another user or in another mount namespace) with these variables;
// TestHelperFiles is what the child runs.
const (
	filesMode = "ARBITER_FILES_CHILD" // what the child does
	filesDB   = "ARBITER_FILES_DB"    // the history
	filesSrc  = "ARBITER_FILES_SRC"   // a restore source
	filesN    = "ARBITER_FILES_N"     // how many rounds
)

// TestHelperFiles is not a test: it is the child process of the file
// tests. It prints one line "result KIND MESSAGE" (KIND from errKind), or
// for "crash" one "committed ID" per round, then exits without closing.
func TestHelperFiles(t *testing.T) {
	mode := os.Getenv(filesMode)
	if mode == "" {
		t.Skip("helper process for the file tests")
	}
	db, src := os.Getenv(filesDB), os.Getenv(filesSrc)
	report := func(err error, extra string) {
		fmt.Printf("result %s %s\n", errKind(err), oneLineErr(err, extra))
		os.Exit(0)
	}
	switch mode {
	case "read": // open and list: what a read-only command does
		s, err := OpenWith(db, Options{RetryFor: 2 * time.Second})
		if err != nil {
			report(err, "")
		}
		n, err := s.CountGames(Filter{})
		ro := s.ReadOnly()
		s.Close()
		report(err, fmt.Sprintf("games=%d readonly=%q", n, ro))
	case "write": // open and add a player: what a changing command does
		s, err := OpenWith(db, Options{RetryFor: 2 * time.Second})
		if err != nil {
			report(err, "")
		}
		_, err = s.CreatePlayer("Child " + newID()[:6])
		s.Close()
		report(err, "")
	case "check":
		rep, err := Check(db)
		report(err, fmt.Sprintf("games=%d readonly=%q", rep.Games, rep.ReadOnly))
	case "backup":
		s, err := OpenWith(db, Options{RetryFor: 2 * time.Second})
		if err != nil {
			report(err, "")
		}
		err = s.Backup(src)
		s.Close()
		report(err, "")
	case "backupkill": // back up to src (replacing it when ARBITER_FILES_N=force), saying when it starts
		s, err := OpenReader(db, Options{RetryFor: 2 * time.Second})
		if err != nil {
			report(err, "")
		}
		fmt.Println("start")
		err = s.BackupWith(src, BackupOptions{Force: os.Getenv(filesN) == "force"})
		s.Close()
		report(err, "")
	case "backupfull": // back up to src, then say what is left in its folder
		s, err := OpenReader(db, Options{RetryFor: 2 * time.Second})
		if err != nil {
			report(err, "")
		}
		err = s.Backup(src)
		s.Close()
		var left []string
		entries, _ := os.ReadDir(filepath.Dir(src))
		for _, e := range entries {
			left = append(left, e.Name())
		}
		report(err, fmt.Sprintf("left=%q", left))
	case "holdtemp": // hold a temporary file of ours at src until stdin closes
		tf, err := newTempFile(src)
		if err != nil {
			report(err, "")
		}
		fmt.Println("held")
		io.ReadAll(os.Stdin)
		tf.f.Close() // let it go without removing it: a writer killed now
		report(nil, "")
	case "addrounds": // add N rounds to the history's first game, printing each id once committed
		s, err := OpenWith(db, Options{})
		if err != nil {
			report(err, "")
		}
		gs, err := s.Games(Filter{Limit: 1})
		if err != nil || len(gs) == 0 {
			report(err, "no game")
		}
		n, _ := strconv.Atoi(os.Getenv(filesN))
		for i := 0; i < n; i++ {
			r, err := s.AddRound(gs[0].ID, round(1, 1))
			if err != nil {
				report(err, "")
			}
			fmt.Printf("committed %s\n", r.Round.ID)
		}
		fmt.Println("held")
		io.ReadAll(os.Stdin)
		report(s.Close(), "")
	case "restore":
		fmt.Println("start")
		res, err := RestoreFile(db, src, Options{RetryFor: 2 * time.Second})
		report(err, fmt.Sprintf("saved=%q aside=%q", res.Saved, res.DamagedKept))
	case "hold": // write, then keep the history open until stdin closes
		s, err := OpenWith(db, Options{})
		if err != nil {
			report(err, "")
		}
		if _, err := s.CreatePlayer("Holder " + newID()[:6]); err != nil {
			report(err, "")
		}
		fmt.Println("held")
		io.ReadAll(os.Stdin)
		report(s.Close(), "")
	case "fill": // write until the disk is full, then check nothing committed was lost
		s, err := OpenWith(db, Options{})
		if err != nil {
			report(err, "")
		}
		g := newFakeGame(t, s, `{"target":1000000000}`)
		var ids []string
		var werr error
		for i := 0; i < 10000 && werr == nil; i++ {
			var r RoundResult
			r, werr = s.AddRoundJSON(g.ID, json1(fmt.Sprintf(`{"points":{"A":%d},"pad":%q}`, i, strings.Repeat("x", 3000))))
			if werr == nil {
				ids = append(ids, r.Round.ID)
			}
		}
		s.Close()
		s, err = OpenWith(db, Options{})
		if err != nil {
			report(err, "reopening")
		}
		lost := 0
		for _, id := range ids {
			if _, err := s.Round(id); err != nil {
				lost++
			}
		}
		report(werr, fmt.Sprintf("committed=%d lost=%d", len(ids), lost))
	case "crash": // add rounds, then die without closing: a -wal and a session mark stay
		s, err := OpenWith(db, Options{})
		if err != nil {
			report(err, "")
		}
		g := newFakeGame(t, s, `{"target":1000000000}`)
		n, _ := strconv.Atoi(os.Getenv(filesN))
		for i := 0; i < n; i++ {
			r, err := s.AddRound(g.ID, round(i%3, 1))
			if err != nil {
				report(err, "")
			}
			fmt.Printf("committed %s\n", r.Round.ID)
		}
		os.Exit(0)
	}
	report(errors.New("unknown mode "+mode), "")
}

func oneLineErr(err error, extra string) string {
	msg := extra
	if err != nil {
		msg = err.Error() + " " + extra
	}
	return strings.ReplaceAll(msg, "\n", " ")
}

// errKind names the sentinel an error wraps.
func errKind(err error) string {
	for _, k := range []struct {
		name string
		err  error
	}{{"not-sqlite", ErrNotSQLite}, {"not-arbiter", ErrNotArbiter}, {"corrupt", ErrCorrupt},
		{"newer", ErrNewerSchema}, {"read-only", ErrReadOnly}, {"permission", ErrPermission},
		{"disk-full", ErrDiskFull}, {"busy", ErrBusy}, {"invalid", ErrInvalid}, {"missing", fs.ErrNotExist}} {
		if errors.Is(err, k.err) {
			return k.name
		}
	}
	if err == nil {
		return "ok"
	}
	return "other"
}

var (
	binOnce sync.Once
	binPath string
	binErr  error
)

// TestMain removes what the tests leave in the temporary folder: the copy
// of this binary for children, the fuzzers' histories.
func TestMain(m *testing.M) {
	code := m.Run()
	if binPath != "" {
		os.RemoveAll(filepath.Dir(binPath))
	}
	for _, d := range []string{sharedDir, restoreDir} {
		if d != "" {
			os.RemoveAll(d)
		}
	}
	os.Exit(code)
}

// childBinary is a copy of this test binary that any user may run.
func childBinary(t *testing.T) string {
	binOnce.Do(func() {
		dir, err := os.MkdirTemp("", "arbiter-bin-")
		if err != nil {
			binErr = err
			return
		}
		os.Chmod(dir, 0o755)
		binPath = filepath.Join(dir, "storage.test")
		in, err := os.Open(os.Args[0])
		if err != nil {
			binErr = err
			return
		}
		defer in.Close()
		out, err := os.OpenFile(binPath, os.O_CREATE|os.O_WRONLY, 0o755)
		if err != nil {
			binErr = err
			return
		}
		_, binErr = io.Copy(out, in)
		out.Close()
	})
	if binErr != nil {
		t.Fatal(binErr)
	}
	return binPath
}

// runner says how a child runs: as this user, as nobody, or with a folder
// mounted read-only.
type runner struct {
	name    string
	nobody  bool
	roMount string // a folder bind-mounted read-only in the child's own mount namespace
	tmpfs   string // a folder covered by a small tmpfs (tmpfsSize) in the child's own mount namespace
}

const tmpfsSize = "600k"

// runChild runs TestHelperFiles in mode and returns its "result" line's
// kind and message.
func runChild(t *testing.T, how runner, mode string, env ...string) (kind, msg string) {
	t.Helper()
	bin := childBinary(t)
	args := []string{"-test.run=^TestHelperFiles$", "-test.count=1"}
	var cmd *exec.Cmd
	switch {
	case how.roMount != "":
		script := `mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" && shift && exec "$@"`
		cmd = exec.Command("unshare", append([]string{"-m", "--propagation", "private", "sh", "-c", script, "sh", how.roMount, bin}, args...)...)
	case how.tmpfs != "":
		script := `mount -t tmpfs -o size=` + tmpfsSize + ` tmpfs "$1" && shift && exec "$@"`
		cmd = exec.Command("unshare", append([]string{"-m", "--propagation", "private", "sh", "-c", script, "sh", how.tmpfs, bin}, args...)...)
	default:
		cmd = exec.Command(bin, args...)
	}
	cmd.Env = append(os.Environ(), append([]string{filesMode + "=" + mode}, env...)...)
	if how.nobody {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	for _, line := range strings.Split(string(out), "\n") {
		if rest, ok := strings.CutPrefix(line, "result "); ok {
			kind, msg, _ = strings.Cut(rest, " ")
			return kind, msg
		}
	}
	t.Fatalf("child %s %s: no result (%v): %s %s", how.name, mode, err, out, stderr.String())
	return "", ""
}

// runners are the ways of running a child that the machine allows.
// Permission tests need a user that file modes bind: as root, the child
// runs as nobody; a read-only file system needs a mount namespace (root).
func runners(t *testing.T) (nobody, rofs *runner) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	nobody = &runner{name: "nobody", nobody: true}
	if _, err := exec.LookPath("unshare"); err == nil {
		probe := exec.Command("unshare", "-m", "--propagation", "private", "true")
		if probe.Run() == nil {
			rofs = &runner{name: "read-only mount"}
		}
	}
	return nobody, rofs
}

// openDir is a temporary folder every user can enter (t.TempDir is
// private to this user); it is removed after the test.
func openDir(t *testing.T) string {
	t.Helper()
	d, err := os.MkdirTemp("", "arbiter-files-")
	if err != nil {
		t.Fatal(err)
	}
	os.Chmod(d, 0o755)
	t.Cleanup(func() {
		filepath.WalkDir(d, func(p string, e fs.DirEntry, err error) error {
			exec.Command("chattr", "-i", p).Run()
			return nil
		})
		os.RemoveAll(d)
	})
	return d
}

// chattr sets or clears the immutable flag (which binds root too); the
// test is skipped when the file system has no such flag.
func chattr(t *testing.T, flag, path string) {
	t.Helper()
	if out, err := exec.Command("chattr", flag, path).CombinedOutput(); err != nil {
		t.Skipf("chattr %s is not available here: %v %s", flag, err, out)
	}
}

// sum is the sha256 of a file, "absent" when there is none.
func sum(t testing.TB, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return "absent"
	}
	if errors.Is(err, fs.ErrPermission) {
		return "unreadable"
	}
	if err != nil {
		t.Fatal(err)
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// tree is every file under dir with its sha256 (folders end in /).
func tree(t testing.TB, dir string) map[string]string {
	t.Helper()
	m := map[string]string{}
	filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil || p == dir {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		if e.IsDir() {
			m[rel+"/"] = ""
			return nil
		}
		m[rel] = sum(t, p)
		return nil
	})
	return m
}

// treeDiff says how two trees differ, "" when they do not.
func treeDiff(before, after map[string]string) string {
	var d []string
	for k, v := range before {
		if w, ok := after[k]; !ok {
			d = append(d, "removed "+k)
		} else if w != v {
			d = append(d, "changed "+k)
		}
	}
	for k := range after {
		if _, ok := before[k]; !ok {
			d = append(d, "added "+k)
		}
	}
	sort.Strings(d)
	return strings.Join(d, ", ")
}

// roundIDs are the ids of every round stored in the history at path, read
// straight from the file (with its -wal) without Arbiter's open.
func roundIDs(t testing.TB, path string) map[string]bool {
	t.Helper()
	db := must(sql.Open("sqlite3", "file:"+path+"?mode=ro"))
	defer db.Close()
	rows, err := db.Query("SELECT id FROM rounds")
	if err != nil {
		t.Fatalf("rounds of %s: %v", path, err)
	}
	defer rows.Close()
	ids := map[string]bool{}
	for rows.Next() {
		var id string
		rows.Scan(&id)
		ids[id] = true
	}
	return ids
}

// crashedHistory makes a history at path whose last session wrote n rounds
// and died without closing: the rounds are only in the -wal, with the
// session's mark. It returns the ids the child reported committed.
func crashedHistory(t *testing.T, path string, n int) []string {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperFiles$", "-test.count=1")
	cmd.Env = append(os.Environ(), filesMode+"=crash", filesDB+"="+path, filesN+"="+strconv.Itoa(n))
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("crash child: %v", err)
	}
	var ids []string
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		if id, ok := strings.CutPrefix(sc.Text(), "committed "); ok {
			ids = append(ids, id)
		}
	}
	if len(ids) != n {
		t.Fatalf("crash child committed %d rounds, want %d: %s", len(ids), n, out)
	}
	if st, err := os.Stat(path + "-wal"); err != nil || st.Size() == 0 {
		t.Fatalf("the crashed history has no -wal: %v", err)
	}
	return ids
}

// writeLegacy writes a history the way Arbiter did before the application
// id: the schema of migrations 1..v, user_version v, application id 0, in
// WAL mode, with one game (seedAtVersion).
func writeLegacy(t *testing.T, path string, v int) {
	t.Helper()
	writeLegacyTB(t, path, v)
}

func writeLegacyTB(t testing.TB, path string, v int) {
	t.Helper()
	os.MkdirAll(filepath.Dir(path), 0o755)
	db := must(sql.Open("sqlite3", dsn(path, Options{BusyTimeout: time.Second}, "_journal_mode=WAL")))
	db.SetMaxOpenConns(1)
	for _, m := range migrations[:v] {
		if _, err := db.Exec(m.SQL); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.Exec(fmt.Sprintf("PRAGMA user_version = %d", v)); err != nil {
		t.Fatal(err)
	}
	// One game, as seedAtVersion writes it.
	for _, q := range []string{
		`INSERT INTO players(id, name, created_at) VALUES ('p1', 'Ann', 1), ('p2', 'Bo', 2)`,
		`INSERT INTO games(id, kind, setup, started_at, updated_at, totals, rounds_count) VALUES ('g1', 'draque-yirken', '{}', 10, 10, '{"A":3,"B":1}', 1)`,
		`INSERT INTO seats(game_id, position, player_id, side) VALUES ('g1', 0, 'p1', 'A'), ('g1', 1, 'p2', 'B')`,
		`INSERT INTO sittings(id, game_id, started_at, ended_at) VALUES ('s1', 'g1', 10, 20)`,
		`INSERT INTO rounds(id, game_id, seq, created_at, totals_after) VALUES ('r1', 'g1', 1, 20, '{"A":3,"B":1}')`,
		`INSERT INTO round_versions(id, round_id, version, action, input, outcome, engine_version, sitting_id, created_at)
		 VALUES ('v1', 'r1', 1, 'entry', '{"points":{"A":3,"B":1}}', 'null', '0.0.1', 's1', 20)`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("seed: %v", err)
		}
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
}

func appID(t testing.TB, path string) int32 {
	t.Helper()
	db := must(sql.Open("sqlite3", "file:"+path+"?mode=ro"))
	defer db.Close()
	var id int32
	if err := db.QueryRow("PRAGMA application_id").Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}
