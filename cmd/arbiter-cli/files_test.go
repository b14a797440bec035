package main

import (
	"bytes"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"

	"arbiter/storage"
)

// The file tests run the tool in a child (as another user, or to leave a
// history as a crash does) through TestHelperCLI.
const (
	cliChild = "ARBITER_CLI_CHILD" // "run": run the arguments; "crash": record and die
	cliArgs  = "ARBITER_CLI_ARGS"  // the arguments, separated by U+001F
)

// TestHelperCLI is not a test: it is the child of the file tests. "run"
// runs the tool with ARBITER_CLI_ARGS and exits with its code; "crash"
// records the first argument (a game, as record takes it) into the second
// (the history) and exits without closing it, so the
// rounds stay in the -wal.
func TestHelperCLI(t *testing.T) {
	mode := os.Getenv(cliChild)
	if mode == "" {
		t.Skip("helper process for the file tests")
	}
	args := strings.Split(os.Getenv(cliArgs), "\x1f")
	switch mode {
	case "run":
		os.Exit(run(args, strings.NewReader(""), os.Stdout, os.Stderr))
	case "crash":
		s, err := storage.Open(args[1])
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(3)
		}
		g, err := s.Record([]byte(args[0]))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(3)
		}
		fmt.Println(g.ID)
		os.Exit(0)
	}
	os.Exit(3)
}

var (
	cliBinOnce sync.Once
	cliBin     string
)

// TestMain removes the copy of this binary made for children.
func TestMain(m *testing.M) {
	code := m.Run()
	if cliBin != "" {
		os.RemoveAll(filepath.Dir(cliBin))
	}
	os.Exit(code)
}

// anyoneBinary is a copy of this test binary every user can run.
func anyoneBinary(t *testing.T) string {
	cliBinOnce.Do(func() {
		d, err := os.MkdirTemp("", "arbiter-cli-bin-")
		if err != nil {
			return
		}
		os.Chmod(d, 0o755)
		in, err := os.Open(os.Args[0])
		if err != nil {
			return
		}
		defer in.Close()
		p := filepath.Join(d, "cli.test")
		out, err := os.OpenFile(p, os.O_CREATE|os.O_WRONLY, 0o755)
		if err != nil {
			return
		}
		if _, err := io.Copy(out, in); err == nil {
			cliBin = p
		}
		out.Close()
	})
	if cliBin == "" {
		t.Fatal("cannot copy the test binary")
	}
	return cliBin
}

// callAs runs the tool in a child, as nobody when asNobody.
func callAs(t *testing.T, asNobody bool, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(anyoneBinary(t), "-test.run=^TestHelperCLI$", "-test.count=1")
	cmd.Env = append(os.Environ(), cliChild+"=run", cliArgs+"="+strings.Join(args, "\x1f"))
	if asNobody {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	}
	var out, errw bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errw
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return code, out.String(), errw.String()
}

// crashed records game into the history at path in a child that dies
// without closing: its rounds stay in the -wal.
func crashed(t *testing.T, path, game string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperCLI$", "-test.count=1")
	cmd.Env = append(os.Environ(), cliChild+"=crash", cliArgs+"="+game+"\x1f"+path)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("crash child: %v %s", err, out)
	}
	if st, err := os.Stat(path + "-wal"); err != nil || st.Size() == 0 {
		t.Fatal("no -wal after the crash")
	}
}

func fileSum(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		return "absent"
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// listing is every file of dir with its sha256.
func listing(t *testing.T, dir string) string {
	t.Helper()
	var lines []string
	filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil || p == dir {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		if e.IsDir() {
			lines = append(lines, rel+"/")
		} else {
			lines = append(lines, rel+" "+fileSum(t, p))
		}
		return nil
	})
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}

func sqlExec(t *testing.T, path, query string) {
	t.Helper()
	db, err := sql.Open("sqlite3", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	if _, err := db.Exec(query); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
}

// history records the Burn game into a new history at path.
func history(t *testing.T, path string) {
	t.Helper()
	if code, _, errw := call(t, storeBurnGame, "record", "--db", path); code != exitOK {
		t.Fatalf("record: %s", errw)
	}
}

// TestCLIForeignFiles runs every history command on files that are not
// usable histories: each exits 1 with one line saying what the file is
// and naming it; the file stays byte-identical and nothing appears beside
// it (no -wal, -shm or backup). A damaged one is set aside (renamed,
// unchanged) by restore, which puts the backup in its place.
func TestCLIForeignFiles(t *testing.T) {
	storeNeeds(t, "burn")
	work := t.TempDir()
	good := filepath.Join(work, "good", "h.db")
	history(t, good)
	backup := filepath.Join(work, "backup.db")
	if code, _, errw := call(t, "", "backup", backup, "--db", good); code != exitOK {
		t.Fatal(errw)
	}
	_, exported, _ := call(t, "", "export", "--db", good)
	exportFile := filepath.Join(work, "export.json")
	os.WriteFile(exportFile, []byte(exported), 0o644)

	type entry struct {
		name, want string
		damaged    bool
		make       func(p string)
	}
	corpus := []entry{
		{"another app's SQLite", "not an Arbiter history", false, func(p string) {
			sqlExec(t, p, `CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes(body) VALUES ('milk')`)
		}},
		{"another app's SQLite in WAL mode", "not an Arbiter history", false, func(p string) {
			sqlExec(t, p, `PRAGMA journal_mode=WAL; CREATE TABLE t(x); INSERT INTO t VALUES (1)`)
		}},
		{"Arbiter's tables, user_version -5", "not an Arbiter history", false, func(p string) {
			history(t, p)
			sqlExec(t, p, `PRAGMA user_version = -5; PRAGMA application_id = 0`)
		}},
		{"zero-length", "not an Arbiter history", false, func(p string) {
			os.WriteFile(p, nil, 0o644)
		}},
		{"random bytes", "not an Arbiter database", true, func(p string) {
			b := make([]byte, 9000)
			r := rand.New(rand.NewPCG(3, 4))
			for i := range b {
				b[i] = byte(r.UintN(256))
			}
			os.WriteFile(p, b, 0o644)
		}},
		{"truncated history", "damaged", true, func(p string) {
			history(t, p)
			b, _ := os.ReadFile(p)
			os.WriteFile(p, b[:len(b)/2], 0o644)
		}},
		{"WAL-mode history, damaged schema page", "damaged", true, func(p string) {
			history(t, p)
			b, _ := os.ReadFile(p)
			for i := 100; i < 4096; i++ {
				b[i] = 0x5A
			}
			os.WriteFile(p, b, 0o644)
		}},
	}
	for _, c := range corpus {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			p := filepath.Join(dir, "h.db")
			c.make(p)
			for _, ext := range []string{"-wal", "-shm"} {
				os.Remove(p + ext)
			}
			before := listing(t, dir)
			goodBefore := listing(t, filepath.Dir(good))
			for _, args := range [][]string{
				{"check", "--db", p}, {"check", p}, {"games", "--db", p}, {"show", "x", "--db", p},
				{"stats", "--db", p}, {"export", "--db", p},
				{"record", "--db", p}, {"import", exportFile, "--db", p},
				{"backup", filepath.Join(t.TempDir(), "b.db"), "--db", p},
				{"restore", p, "--db", good},
				{"restore", backup, "--db", p},
			} {
				if c.damaged && args[0] == "restore" && args[1] == backup {
					continue // below
				}
				stdin := ""
				if args[0] == "record" {
					stdin = storeBurnGame
				}
				code, out, errw := call(t, stdin, args...)
				if code != exitFailure || out != "" || strings.Count(errw, "\n") != 1 || !strings.Contains(errw, c.want) || !strings.Contains(errw, p) {
					t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 1 saying %q", args, code, out, errw, c.want)
				}
				if after := listing(t, dir); after != before {
					t.Errorf("%v changed the folder:\n%s\nnow:\n%s", args, before, after)
				}
				if after := listing(t, filepath.Dir(good)); after != goodBefore {
					t.Errorf("%v changed the good history's folder", args)
				}
			}
			if !c.damaged {
				return
			}
			code, out, errw := call(t, "", "restore", backup, "--db", p, "--json")
			if code != exitOK || !strings.Contains(errw, "moved to") {
				t.Fatalf("restore over a damaged file: %d %s %s", code, out, errw)
			}
			var aside string
			for _, l := range strings.Split(listing(t, dir), "\n") {
				if strings.Contains(l, ".damaged-") {
					aside = l
				}
			}
			if !strings.HasSuffix(aside, strings.Fields(before)[1]) {
				t.Errorf("the damaged file was not kept unchanged: %q (was %q)", aside, before)
			}
			if code, _, errw := call(t, "", "check", "--db", p); code != exitOK {
				t.Errorf("check after restore: %s", errw)
			}
		})
	}
}

// TestCLIRestoreNeverDropsTheWAL: a history whose -wal holds committed
// rounds but cannot be read is a permission problem, not damage: restore
// refuses, saying so, and the -wal with its rounds is still there.
func TestCLIRestoreNeverDropsTheWAL(t *testing.T) {
	storeNeeds(t, "burn")
	dir, err := os.MkdirTemp("", "arbiter-cli-wal-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	os.Chmod(dir, 0o777)
	p := filepath.Join(dir, "h.db")
	history(t, p)
	crashed(t, p, strings.Replace(storeBurnGame, "Tuesday", "Wednesday", 1))
	backup := filepath.Join(dir, "b.db")
	other := filepath.Join(t.TempDir(), "other.db")
	if s, err := storage.Open(other); err != nil {
		t.Fatal(err)
	} else {
		s.Close()
	}
	if code, _, errw := call(t, "", "backup", backup, "--db", other); code != exitOK {
		t.Fatal(errw)
	}
	os.Chmod(backup, 0o644)
	os.Chmod(p, 0o666)
	os.Chmod(p+"-shm", 0o666)
	os.Chmod(p+"-wal", 0o600)
	walBefore := fileSum(t, p+"-wal")
	var code int
	var errw string
	if os.Geteuid() == 0 {
		code, _, errw = callAs(t, true, "restore", backup, "--db", p)
	} else {
		os.Chmod(p+"-wal", 0)
		code, _, errw = call(t, "", "restore", backup, "--db", p)
		os.Chmod(p+"-wal", 0o600)
	}
	if code != exitFailure || !strings.Contains(errw, "permission denied") || !strings.Contains(errw, p+"-wal") || strings.Contains(errw, "damaged") {
		t.Errorf("restore: exit %d %q; want exit 1, permission denied on the -wal", code, errw)
	}
	if fileSum(t, p+"-wal") != walBefore {
		t.Fatal("the -wal was changed or removed")
	}
	_, out, _ := call(t, "", "games", "--db", p)
	if !strings.Contains(out, "Wednesday") || !strings.Contains(out, "Tuesday") {
		t.Errorf("rounds lost:\n%s", out)
	}
}

// TestCLIRestoreRefusesEmptyAndForeignSources: the history is not replaced
// by an empty file or another application's database.
func TestCLIRestoreRefusesEmptyAndForeignSources(t *testing.T) {
	storeNeeds(t, "burn")
	dir := t.TempDir()
	p := filepath.Join(dir, "h.db")
	history(t, p)
	empty := filepath.Join(t.TempDir(), "empty.db")
	os.WriteFile(empty, nil, 0o644)
	other := filepath.Join(t.TempDir(), "other.db")
	sqlExec(t, other, `CREATE TABLE t(x)`)
	for _, src := range []string{empty, other} {
		before := listing(t, dir)
		code, _, errw := call(t, "", "restore", src, "--db", p)
		if code != exitFailure || !strings.Contains(errw, "not an Arbiter history") || !strings.Contains(errw, "left as it was") {
			t.Errorf("restore from %s: %d %q", src, code, errw)
		}
		if listing(t, dir) != before {
			t.Errorf("restore from %s changed the history's folder", src)
		}
	}
	if _, out, _ := call(t, "", "games", "--db", p); !strings.Contains(out, "Tuesday") {
		t.Errorf("the history lost its game: %s", out)
	}
}

// TestCLIReadOnlyFolder: reading commands work and say the history is
// read-only; changing ones exit 1 naming the read-only place; check
// passes, saying so. As root the folder is made immutable, and the same
// runs as nobody in a folder nobody may not write.
func TestCLIReadOnlyFolder(t *testing.T) {
	storeNeeds(t, "burn")
	type way struct {
		name   string
		nobody bool
		setup  func(t *testing.T, dir string) func()
	}
	ways := []way{{"this user", false, func(t *testing.T, dir string) func() {
		if os.Geteuid() == 0 {
			if out, err := exec.Command("chattr", "+i", dir).CombinedOutput(); err != nil {
				t.Skipf("chattr: %v %s", err, out)
			}
			return func() { exec.Command("chattr", "-i", dir).Run() }
		}
		os.Chmod(dir, 0o555)
		return func() { os.Chmod(dir, 0o755) }
	}}}
	if os.Geteuid() == 0 {
		ways = append(ways, way{"nobody", true, func(t *testing.T, dir string) func() { return func() {} }})
	}
	for _, w := range ways {
		t.Run(w.name, func(t *testing.T) {
			dir, err := os.MkdirTemp("", "arbiter-cli-ro-")
			if err != nil {
				t.Fatal(err)
			}
			defer os.RemoveAll(dir)
			os.Chmod(dir, 0o755)
			p := filepath.Join(dir, "h.db")
			history(t, p)
			undo := w.setup(t, dir)
			defer undo()
			before := listing(t, dir)
			callW := func(stdin string, args ...string) (int, string, string) {
				if w.nobody {
					return callAs(t, true, args...)
				}
				return call(t, stdin, args...)
			}
			for _, args := range [][]string{{"games", "--db", p}, {"stats", "--db", p}, {"export", "--db", p}} {
				code, out, errw := callW("", args...)
				if code != exitOK || out == "" || !strings.Contains(errw, "read-only") || !strings.Contains(errw, p) {
					t.Errorf("%v: %d %q %q", args, code, out, errw)
				}
			}
			code, out, errw := callW("", "check", "--db", p)
			if code != exitOK || !strings.Contains(out, "read-only") {
				t.Errorf("check: %d %q %q", code, out, errw)
			}
			for _, args := range [][]string{{"record", "--db", p}, {"import", "-", "--db", p}, {"restore", p, "--db", p}} {
				code, out, errw := callW(storeBurnGame, args...)
				if code != exitFailure || out != "" || !strings.Contains(errw, "read-only") || !strings.Contains(errw, p) || strings.Contains(errw, "damaged") {
					t.Errorf("%v: %d %q %q", args, code, out, errw)
				}
			}
			if after := listing(t, dir); after != before {
				t.Errorf("the read-only folder changed:\n%s\nnow:\n%s", before, after)
			}
		})
	}
}

// TestCLISmallRefusals: the smaller items of issue 17's item 9.
func TestCLISmallRefusals(t *testing.T) {
	storeNeeds(t, "burn")
	dir := t.TempDir()
	db := filepath.Join(dir, "h.db")
	history(t, db)

	code, out, errw := call(t, "", "import", filepath.Join(dir, "missing.json"), "--db", db)
	refused(t, code, out, errw, "missing.json")
	code, out, errw = call(t, "", "import", dir, "--db", db)
	refused(t, code, out, errw, "is a folder")

	code, out, errw = call(t, "", "games", "--kind", "chess", "--db", db)
	refused(t, code, out, errw, `"chess" is not a game: one of myre, mortal-swords, hyrule`)

	for _, args := range [][]string{{"games", "--db", ""}, {"check", "--db", ""}, {"record", "--db=", "-"}, {"check", ""}} {
		before := listing(t, dir)
		code, out, errw = call(t, storeBurnGame, args...)
		refused(t, code, out, errw, "empty")
		if listing(t, dir) != before {
			t.Errorf("%v changed something", args)
		}
	}

	bidi := strings.Replace(storeBurnGame, `"Ann"`, `"Ann\u202eX"`, 1)
	code, out, errw = call(t, bidi, "record", "--db", db)
	refused(t, code, out, errw, "U+202E")
	nul := strings.Replace(storeBurnGame, `"Ann"`, `"A\u0000nn"`, 1)
	code, out, errw = call(t, nul, "record", "--db", db)
	refused(t, code, out, errw, "U+0000")

	// A zero-length file is the same thing everywhere: not a history.
	empty := filepath.Join(dir, "empty.db")
	os.WriteFile(empty, nil, 0o644)
	for _, args := range [][]string{{"check", empty}, {"games", "--db", empty}, {"record", "--db", empty},
		{"restore", empty, "--db", db}, {"restore", filepath.Join(dir, "h.db"), "--db", empty}} {
		code, _, errw := call(t, storeBurnGame, args...)
		if code != exitFailure || !strings.Contains(errw, "empty (0 bytes)") {
			t.Errorf("%v: %d %q", args, code, errw)
		}
		if st, err := os.Stat(empty); err != nil || st.Size() != 0 {
			t.Errorf("%v changed the empty file", args)
		}
	}
	for _, ext := range []string{"-wal", "-shm"} {
		if _, err := os.Stat(empty + ext); err == nil {
			t.Errorf("a %s appeared beside the empty file", ext)
		}
	}
}
