package main

import (
	"arbiter/scoring/all"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const storeBurnGame = `{"game":"burn","name":"Tuesday","sides":{"A":["Ann","Cy"],"B":["Bo","Di"]},
 "rounds":[{"won":{"A":{"fire":7,"water":8},"B":{"fire":8,"water":7}}}]}`

func storeNeeds(t *testing.T, id string) {
	t.Helper()
	if _, err := all.Lookup(id); err != nil {
		t.Fatalf("%s cannot be stored in this build: %v", id, err)
	}
}

func TestStoreCommands(t *testing.T) {
	storeNeeds(t, "burn")
	dir := t.TempDir()
	db := filepath.Join(dir, "h.db")
	t.Setenv("ARBITER_DB", "")
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "xdg"))

	code, out, errw := call(t, storeBurnGame, "record", "--db", db)
	if code != exitOK || errw != "" {
		t.Fatalf("record: %d %q", code, errw)
	}
	id := strings.TrimSpace(out)
	if strings.Count(out, "\n") != 1 || len(id) != 36 {
		t.Fatalf("record prints the id alone: %q", out)
	}
	// Flags after the arguments work too.
	code, out, _ = call(t, "", "games", "--json", "--db", db)
	var list struct {
		Games []struct {
			ID     string         `json:"id"`
			Totals map[string]int `json:"totals"`
		} `json:"games"`
	}
	if code != exitOK || json.Unmarshal([]byte(out), &list) != nil || len(list.Games) != 1 || list.Games[0].ID != id {
		t.Fatalf("games --json: %d %s", code, out)
	}
	if list.Games[0].Totals["B"] != 8 {
		t.Errorf("totals %v", list.Games[0].Totals)
	}
	if code, out, _ = call(t, "", "games", "--db", db); code != exitOK || !strings.Contains(out, id) || !strings.Contains(out, "Tuesday") {
		t.Errorf("games: %s", out)
	}
	if code, out, _ = call(t, "", "show", id, "--db", db, "--json"); code != exitOK || !strings.Contains(out, `"rounds"`) {
		t.Errorf("show --json: %d %s", code, out)
	}
	if code, out, _ = call(t, "", "show", "--db", db, id); code != exitOK || !strings.Contains(out, "round 1") {
		t.Errorf("show: %d %s", code, out)
	}
	if code, out, _ = call(t, "", "stats", "--db", db, "--player", "ann", "--json"); code != exitOK || !strings.Contains(out, `"kind": "burn"`) {
		t.Errorf("stats: %d %s", code, out)
	}
	code, out, errw = call(t, "", "show", "--db", db, "no-such-game")
	refused(t, code, out, errw, "no game")

	// Export, import into an empty history, export again: the same.
	code, exported, _ := call(t, "", "export", "--format", "json", "--db", db)
	if code != exitOK {
		t.Fatalf("export: %d", code)
	}
	file := filepath.Join(dir, "export.json")
	os.WriteFile(file, []byte(exported), 0o644)
	db2 := filepath.Join(dir, "other.db")
	if code, _, errw = call(t, "", "import", file, "--db", db2); code != exitOK {
		t.Fatalf("import: %s", errw)
	}
	if _, again, _ := call(t, "", "export", "--db", db2); again != exported {
		t.Errorf("round trip differs:\n%s\n%s", exported, again)
	}
	code, out, _ = call(t, "", "import", "--json", file, "--db", db2)
	if code != exitOK || !strings.Contains(out, `"games_skipped": 1`) {
		t.Errorf("second import: %s", out)
	}
	if code, out, _ = call(t, "", "export", "--format", "csv", "--db", db); code != exitOK || strings.Count(out, "\n") != 2 {
		t.Errorf("csv: %d %q", code, out)
	}
	code, out, errw = call(t, "", "export", "--format", "xml", "--db", db)
	refused(t, code, out, errw, "xml")

	// Backup and check.
	dest := filepath.Join(dir, "copy.db")
	if code, _, errw = call(t, "", "backup", dest, "--db", db); code != exitOK {
		t.Fatalf("backup: %s", errw)
	}
	if code, out, _ = call(t, "", "check", "--db", dest, "--json"); code != exitOK || !strings.Contains(out, `"ok": true`) {
		t.Errorf("check: %d %s", code, out)
	}
	// A refused record stores nothing and prints nothing.
	code, out, errw = call(t, strings.Replace(storeBurnGame, `"fire":7`, `"fire":70`, 1), "record", "--db", db)
	if code != exitBadInput || out != "" || errw == "" {
		t.Errorf("bad record: %d %q %q", code, out, errw)
	}
	code, out, errw = call(t, `{"game":"burn","rounds":[]}`, "record", "--db", db)
	refused(t, code, out, errw, "players")
	if _, out, _ = call(t, "", "games", "--json", "--db", db); strings.Count(out, `"id"`) != 1 {
		t.Errorf("refused records were stored: %s", out)
	}
	// The XDG default is used without --db.
	if code, _, errw = call(t, storeBurnGame, "record"); code != exitOK {
		t.Fatalf("record in the default place: %s", errw)
	}
	if _, err := os.Stat(filepath.Join(dir, "xdg", "arbiter", "arbiter.db")); err != nil {
		t.Error(err)
	}
}

func TestStoreCheckDamagedFile(t *testing.T) {
	dir := t.TempDir()
	junk := filepath.Join(dir, "junk.db")
	content := bytes.Repeat([]byte("not a database "), 100)
	os.WriteFile(junk, content, 0o644)
	for _, args := range [][]string{{"check", "--db", junk}, {"check", junk}, {"games", "--db", junk}} {
		code, out, errw := call(t, "", args...)
		if code != exitFailure || out != "" || !strings.Contains(errw, "not an Arbiter database") || strings.Count(errw, "\n") != 1 {
			t.Errorf("%v: %d %q %q", args, code, out, errw)
		}
	}
	if b, _ := os.ReadFile(junk); !bytes.Equal(b, content) {
		t.Error("the damaged file was modified")
	}
	code, _, errw := call(t, "", "check", "--db", filepath.Join(dir, "missing.db"))
	if code != exitFailure || errw == "" {
		t.Errorf("missing file: %d %q", code, errw)
	}
}
