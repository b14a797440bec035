package main

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// terminalSafe fails when a line on stderr carries anything a terminal
// would act on or hide: control characters (but the final new line),
// bidirectional and other format characters, bytes that are not UTF-8.
func terminalSafe(t *testing.T, stderr string) {
	t.Helper()
	body := strings.TrimSuffix(stderr, "\n")
	if !utf8.ValidString(body) {
		t.Errorf("stderr is not UTF-8: %q", stderr)
	}
	for _, r := range body {
		if unsafeRune(r) {
			t.Errorf("stderr carries U+%04X: %q", r, stderr)
		}
	}
}

// TestErrorsQuoteControlCharacters (issue 26, item 7): a refusal that
// names a field taken from the input shows its control characters, bidi
// controls and broken bytes as escapes, never raw.
func TestErrorsQuoteControlCharacters(t *testing.T) {
	for _, c := range []struct{ key, shown string }{
		{`A\u001b[2J\u001b[31mPWN`, `won.A\u001B[2J\u001B[31mPWN: not a side`},
		{`A\u202eB`, `won.A\u202EB: not a side`},
		{`A\u0000B`, `won.A\u0000B: not a side`},
		{"A\xffB", "won.A\uFFFDB: not a side"}, // the JSON reader makes it U+FFFD
	} {
		in := `{"game":"burn","sides":{"A":["a"],"B":["b"]},"rounds":[{"won":{"` + c.key +
			`":{"fire":7,"water":8},"B":{"fire":8,"water":7}}}]}`
		code, out, errw := call(t, in, "score")
		refused(t, code, out, errw, c.shown)
		terminalSafe(t, errw)
	}
}

// TestJoinLineOfTwoSteps (issue 26, item 8): a join line that gives North's
// entry and East's verdict (or any two steps) is refused, exit 2, naming
// the second field, before anything is sent or stored.
func TestJoinLineOfTwoSteps(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ line, field string }{
		{`{"round":1,"north":{"score":{"NS":10,"EW":0}},"east":"agree"}`, `east: given with "north"`},
		{`{"round":1,"result":{"score":{"NS":10,"EW":0}},"east_result":{"score":{"NS":10,"EW":0}}}`, `east_result: given with "result"`},
		{`{"round":1,"north":{"score":{"NS":10,"EW":0}},"east_result":{"score":{"NS":10,"EW":0}}}`, `east_result: given with "north"`},
		{`{"round":1,"east":"maybe"}`, `east: "maybe"`},
	} {
		db := filepath.Join(dir, "table.db")
		code, out, errw := call(t, c.line+"\n", "tournament", "join", "--server", "nats://127.0.0.1:1",
			"--code", "23456-789AB", "--table", "1", "--db", db)
		refused(t, code, out, errw, "line 1: "+c.field)
		if _, err := os.Stat(db); err == nil {
			t.Errorf("%s: a history was made for a refused line", c.line)
		}
	}
}

// TestReadingCommandsCreateNothing (item 11): a command that only reads,
// given a history that is not there, exits 1 saying so and naming the
// path; no folder and no file appear.
func TestReadingCommandsCreateNothing(t *testing.T) {
	root := t.TempDir()
	missing := filepath.Join(root, "no", "such", "dir", "h.db")
	for _, args := range [][]string{
		{"games"}, {"show", "0f0e0d0c-0000-4000-8000-000000000000"}, {"stats"}, {"export"},
		{"backup", filepath.Join(root, "b.db")}, {"tournament", "status"}, {"check"},
	} {
		code, out, errw := call(t, "", append(args, "--db", missing)...)
		if code != exitFailure || out != "" || strings.Count(errw, "\n") != 1 || !strings.Contains(errw, missing) ||
			!strings.Contains(errw, "no history") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 1 saying there is no history at %s", args, code, out, errw, missing)
		}
		if entries, _ := os.ReadDir(root); len(entries) != 0 {
			t.Fatalf("%v created %v", args, entries)
		}
	}
}

// damageTable overwrites the pages of table and its indexes in the
// history at path: the file opens (its schema is intact) and the first read
// of that table meets the damage.
func damageTable(t *testing.T, path, table string) {
	t.Helper()
	db, err := sql.Open("sqlite3", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	var size int64
	var roots []int64
	err = db.QueryRow("PRAGMA page_size").Scan(&size)
	if err == nil {
		var rows *sql.Rows
		rows, err = db.Query("SELECT rootpage FROM sqlite_schema WHERE tbl_name = ? AND rootpage > 0", table)
		for err == nil && rows.Next() {
			var r int64
			rows.Scan(&r)
			roots = append(roots, r)
		}
		if rows != nil {
			rows.Close()
		}
	}
	db.Close()
	if err != nil || len(roots) == 0 {
		t.Fatalf("pages of %s: %v", table, err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	junk := bytes.Repeat([]byte{0xA5}, int(size))
	for _, root := range roots {
		if _, err := f.WriteAt(junk, (root-1)*size); err != nil {
			t.Fatal(err)
		}
	}
}

// TestJoinOnADamagedHistoryNamesIt (item 9): `tournament join` on a
// history whose outbox page is damaged says which file is damaged (not
// SQLite's words alone), exit 1.
func TestJoinOnADamagedHistoryNamesIt(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "table.db")
	history(t, db)
	damageTable(t, db, "tournament_outbox")
	code, out, errw := call(t, "", "tournament", "join", "--server", "nats://127.0.0.1:1",
		"--code", "23456-789AB", "--table", "1", "--db", db, "--wait", "1s")
	if code != exitFailure || out != "" || !strings.Contains(errw, db+": the database is damaged") {
		t.Errorf("join: exit %d, stdout %q, stderr %q; want exit 1 naming %s as damaged", code, out, errw, db)
	}
}

// TestNamesAreRefusedWhereverTheyEnter (item 4): a game or event name with
// control or bidi characters, or bytes that are not UTF-8, is refused by
// record, import and tournament serve --new: exit 2, naming the field and
// the character.
func TestNamesAreRefusedWhereverTheyEnter(t *testing.T) {
	storeNeeds(t, "burn")
	dir := t.TempDir()
	db := filepath.Join(dir, "h.db")
	for _, c := range []struct{ name, want string }{
		{`A\u202eB`, "name: character 2 is U+202E, RIGHT-TO-LEFT OVERRIDE"},
		{`A\u001b[2JB`, "name: character 2 is U+001B, a control character"},
		{`A\u0000B`, "name: character 2 is U+0000, NUL"},
		{"A\xffB", "name: is not valid text: byte 0xFF is not UTF-8"},
	} {
		in := strings.Replace(storeBurnGame, `"name":"Tuesday"`, `"name":"`+c.name+`"`, 1)
		code, out, errw := call(t, in, "record", "--db", db)
		refused(t, code, out, errw, c.want)
		terminalSafe(t, errw)
	}
	// Import: an export whose game name was forged.
	history(t, db)
	code, export, errw := call(t, "", "export", "--db", db)
	if code != exitOK {
		t.Fatal(errw)
	}
	for _, c := range []struct{ name, want string }{
		{`Tue\u2066sday`, "games[0].name: character 4 is U+2066, LEFT-TO-RIGHT ISOLATE"},
		{"Tue\xffsday", "games[0].name: is not valid text: byte 0xFF is not UTF-8"},
	} {
		file := filepath.Join(dir, "forged.json")
		os.WriteFile(file, []byte(strings.Replace(export, `"name":"Tuesday"`, `"name":"`+c.name+`"`, 1)), 0o644)
		code, out, errw := call(t, "", "import", file, "--db", filepath.Join(dir, "other.db"))
		refused(t, code, out, errw, c.want)
	}
	// tournament serve --new: the event's name.
	for _, c := range []struct{ name, want string }{
		{`Thursday\u001b[31m`, "name: character 9 is U+001B, a control character"},
		{"Thurs\xffday", "name: is not valid text: byte 0xFF is not UTF-8"},
	} {
		setup := filepath.Join(dir, "setup.json")
		os.WriteFile(setup, []byte(`{"name":"`+c.name+`","game":"pymtheg","form":"league","teams":[{"name":"A"},{"name":"B"}]}`), 0o644)
		code, out, errw := call(t, "", "tournament", "serve", "--db", filepath.Join(dir, "director.db"), "--new", setup, "--listen", "127.0.0.1:-1")
		refused(t, code, out, errw, c.want)
	}
}

// TestImportOfSwappedSeats (item 5): an export whose players were moved to
// the other side is refused, exit 2, naming the seat; the loser is not
// credited with the win.
func TestImportOfSwappedSeats(t *testing.T) {
	storeNeeds(t, "burn")
	dir := t.TempDir()
	db := filepath.Join(dir, "h.db")
	history(t, db)
	_, export, _ := call(t, "", "export", "--db", db)
	var f map[string]any
	if err := json.Unmarshal([]byte(export), &f); err != nil {
		t.Fatal(err)
	}
	seats := f["games"].([]any)[0].(map[string]any)["seats"].([]any)
	for _, s := range seats {
		s := s.(map[string]any)
		s["side"] = map[string]string{"A": "B", "B": "A"}[s["side"].(string)]
	}
	b, _ := json.Marshal(f)
	file := filepath.Join(dir, "swapped.json")
	os.WriteFile(file, b, 0o644)
	other := filepath.Join(dir, "other.db")
	code, out, errw := call(t, "", "import", file, "--db", other)
	refused(t, code, out, errw, `games[0].seats[0].side: "B", but the game's setup seats Ann on "A"`)
	code, out, _ = call(t, "", "stats", "--db", other, "--json")
	if code != exitOK || strings.Contains(out, "Ann") {
		t.Errorf("stats after a refused import: %d %s", code, out)
	}
}

// TestBackupRefusesWhatIsThere (item 1): `backup DEST` onto a file that is
// there exits 2 naming it and leaves it as it was; --force replaces it;
// a database's side file name is refused even with --force.
func TestBackupRefusesWhatIsThere(t *testing.T) {
	storeNeeds(t, "burn")
	dir := t.TempDir()
	db := filepath.Join(dir, "h.db")
	history(t, db)
	other := filepath.Join(dir, "other.db")
	history(t, other)
	notes := filepath.Join(dir, "notes.txt")
	os.WriteFile(notes, []byte("keep me"), 0o644)
	for _, dest := range []string{notes, other} {
		before := fileSum(t, dest)
		code, out, errw := call(t, "", "backup", dest, "--db", db)
		refused(t, code, out, errw, dest+": the destination exists")
		if !strings.Contains(errw, "a backup never replaces a file") {
			t.Errorf("%s: %q does not say why", dest, errw)
		}
		if fileSum(t, dest) != before {
			t.Errorf("%s was changed by a refused backup", dest)
		}
	}
	if code, _, errw := call(t, "", "backup", notes, "--db", db, "--force"); code != exitOK {
		t.Errorf("--force: %d %s", code, errw)
	}
	if code, _, errw := call(t, "", "check", notes); code != exitOK {
		t.Errorf("the forced backup does not check: %s", errw)
	}
	for _, force := range [][]string{nil, {"--force"}} {
		for _, dest := range []string{db + "-wal", db + "-shm", filepath.Join(dir, "new.db-journal"), db} {
			code, out, errw := call(t, "", append([]string{"backup", dest, "--db", db}, force...)...)
			refused(t, code, out, errw, dest)
		}
	}
	fresh := filepath.Join(dir, "fresh.db")
	if code, out, errw := call(t, "", "backup", fresh, "--db", db); code != exitOK || !strings.Contains(out, fresh) {
		t.Errorf("a new destination: %d %q %q", code, out, errw)
	}
}

// TestCheckAdviceRestoresLiterally (item 2): `check` on a history damaged
// deep inside prints a restore command; run exactly as printed it restores
// that history (not the default one), setting the damaged file aside.
func TestCheckAdviceRestoresLiterally(t *testing.T) {
	storeNeeds(t, "burn")
	dir := t.TempDir()
	t.Setenv("ARBITER_DB", filepath.Join(dir, "default", "arbiter.db"))
	db := filepath.Join(dir, "h.db")
	history(t, db)
	backup := filepath.Join(dir, "backups", "arbiter-20250101-000000.000-manual.db")
	if code, _, errw := call(t, "", "backup", backup, "--db", db); code != exitOK {
		t.Fatal(errw)
	}
	damageTable(t, db, "rounds")
	damaged := fileSum(t, db)
	code, _, errw := call(t, "", "check", "--db", db)
	_, advice, found := strings.Cut(errw, "(to go back to it: ")
	advice, _, _ = strings.Cut(advice, ")")
	if code != exitFailure || !found || !strings.Contains(errw, "damaged") {
		t.Fatalf("check: exit %d %q; want exit 1 saying damaged, with a restore command", code, errw)
	}
	args := strings.Fields(advice)
	if len(args) < 2 || args[0] != "arbiter-cli" {
		t.Fatalf("the advice is not a command: %q", advice)
	}
	code, out, errw := call(t, "", args[1:]...)
	if code != exitOK {
		t.Fatalf("%s: exit %d %q", advice, code, errw)
	}
	if !strings.Contains(out, db) || !strings.Contains(errw, "damaged history was moved to "+db+".damaged-") {
		t.Errorf("%s: %q %q", advice, out, errw)
	}
	if code, _, errw := call(t, "", "check", "--db", db); code != exitOK {
		t.Errorf("after the restore: %s", errw)
	}
	asides, _ := filepath.Glob(db + ".damaged-*[0-9]") // the file, not its -wal or -shm
	if len(asides) != 1 || fileSum(t, asides[0]) != damaged {
		t.Errorf("the damaged history is not kept whole: %v", asides)
	}
	if _, err := os.Stat(filepath.Join(dir, "default")); err == nil {
		t.Error("the advice touched the default history")
	}
}

// TestServeRefusesADamagedHistory (item 12): the director's history is
// checked before an evening is written into it: damage deep in the file
// exits 1 naming it, with the restore to run.
func TestServeRefusesADamagedHistory(t *testing.T) {
	storeNeeds(t, "burn")
	dir := t.TempDir()
	db := filepath.Join(dir, "director.db")
	history(t, db)
	backup := filepath.Join(dir, "backups", "arbiter-20250101-000000.000-manual.db")
	if code, _, errw := call(t, "", "backup", backup, "--db", db); code != exitOK {
		t.Fatal(errw)
	}
	damageTable(t, db, "rounds")
	setup := filepath.Join(dir, "setup.json")
	os.WriteFile(setup, []byte(`{"name":"Thursday","game":"pymtheg","form":"league","teams":[{"name":"A"},{"name":"B"}]}`), 0o644)
	code, out, errw := call(t, "", "tournament", "serve", "--db", db, "--new", setup, "--listen", "127.0.0.1:-1")
	if code != exitFailure || out != "" || !strings.Contains(errw, db+": the database is damaged") ||
		!strings.Contains(errw, "arbiter-cli restore --db "+db+" "+backup) {
		t.Errorf("serve on a damaged history: exit %d %q %q", code, out, errw)
	}
}
