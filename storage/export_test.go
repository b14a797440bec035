package storage

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// fillHistory writes a small but complete history: games with
// corrections, an undo, sittings, a note, a merged and an archived player.
func fillHistory(t testing.TB, s *Store, c *clock) {
	t.Helper()
	g1 := newFakeGame(t, s, `{"target":30}`)
	r := must(s.AddRound(g1.ID, round(10, 2)))
	c.add(time.Hour)
	must(s.AddRound(g1.ID, round(1, 9)))
	c.add(30 * time.Hour)
	must(s.AddRound(g1.ID, round(25, 0)))
	must(s.CorrectRound(r.Round.ID, round(9, 3)))
	ok(t, s.SetNote(g1.ID, "a note, with \"quotes\"\nand a new line"))
	c.add(time.Hour)
	g2 := must(s.Record([]byte(`{"game":"fake","name":"Team night","players":{"A":["Cy","Di"],"B":["Ed"]},"rounds":[{"points":{"A":1}},{"points":{"B":2}}]}`)))
	must(s.UndoLastRound(g2.ID))
	must(s.AddRound(g2.ID, round(3, 3)))
	c.add(time.Hour)
	cy := must(s.PlayerByName("Cy"))
	eddy := must(s.CreatePlayer("Eddy"))
	ed := must(s.PlayerByName("Ed"))
	ok(t, s.MergePlayers(ed.ID, eddy.ID))
	ok(t, s.ArchivePlayer(cy.ID, true))
	g3 := newFakeGame(t, s, "")
	must(s.SetStatus(g3.ID, StatusAbandoned))
}

func exportString(t testing.TB, s *Store, gameID string) string {
	t.Helper()
	var buf bytes.Buffer
	ok(t, s.ExportJSON(&buf, gameID))
	return buf.String()
}

func TestExportImportRoundTrip(t *testing.T) {
	s, c := openTest(t)
	fillHistory(t, s, c)
	first := exportString(t, s, "")
	var f ExportFile
	if err := json.Unmarshal([]byte(first), &f); err != nil {
		t.Fatalf("export is not JSON: %v", err)
	}
	if f.Format != ExportFormat || f.Version != FormatVersion || len(f.Games) != 3 || len(f.Players) != 6 {
		t.Fatalf("export holds %d games, %d players", len(f.Games), len(f.Players))
	}
	empty, _ := openTest(t)
	res := must(empty.ImportJSON(strings.NewReader(first)))
	if res.GamesAdded != 3 || res.PlayersAdded != 6 || res.GamesSkipped != 0 {
		t.Errorf("first import: %+v", res)
	}
	second := exportString(t, empty, "")
	// The outcomes are the rules' (issue 26): a version's is the standing
	// its input gives on the rounds before it as they are in force. Here
	// round 1 was corrected after round 3 was entered, so rounds 2 and 3
	// were written on its first version; everything else is the same.
	if a, b := withoutOutcomes(first), withoutOutcomes(second); a != b {
		t.Errorf("export → import → export differs beyond the outcomes:\n%s\n---\n%s", a, b)
	}
	for _, want := range []string{
		`"input":{"points":{"A":1,"B":9}},"outcome":{"totals":{"A":10,"B":12},"finished":false,"winners":[]}`,
		`"input":{"points":{"A":25,"B":0}},"outcome":{"totals":{"A":35,"B":12},"finished":true,"winners":["A"]}`,
		`"input":{"points":{"A":10,"B":2}},"outcome":{"totals":{"A":10,"B":2},"finished":false,"winners":[]}`,
	} {
		if !strings.Contains(second, want) {
			t.Errorf("the imported history lacks the outcome %s", want)
		}
	}
	// An imported history exports to an import that changes nothing more.
	again, _ := openTest(t)
	must(again.ImportJSON(strings.NewReader(second)))
	if third := exportString(t, again, ""); third != second {
		t.Errorf("export → import → export → import → export differs:\n%s\n---\n%s", second, third)
	}
	// Importing again adds nothing.
	res = must(empty.ImportJSON(strings.NewReader(first)))
	if res.GamesAdded != 0 || res.GamesSkipped != 3 || res.PlayersAdded != 0 {
		t.Errorf("second import: %+v", res)
	}
	if third := exportString(t, empty, ""); third != second {
		t.Error("a second import changed the history")
	}
	// The imported history works: the undone round, the corrections.
	g2 := f.Games[1]
	rounds := must(empty.Rounds(g2.ID, true))
	if len(rounds) != 3 || rounds[1].Live {
		t.Errorf("imported rounds %+v", rounds)
	}
	must(empty.AddRound(f.Games[1].ID, round(1, 1)))
	// One game exports with its players only.
	one := exportString(t, s, f.Games[0].ID)
	var g ExportFile
	json.Unmarshal([]byte(one), &g)
	if len(g.Games) != 1 || len(g.Players) != 2 {
		t.Errorf("one game: %d games, %d players", len(g.Games), len(g.Players))
	}
}

// outcomeField is a version's outcome in an export.
var outcomeField = regexp.MustCompile(`"outcome":(null|\{"totals":\{[^}]*\},"finished":(true|false),"winners":\[[^\]]*\]\})`)

// withoutOutcomes is an export with every version's outcome blanked.
func withoutOutcomes(export string) string {
	return outcomeField.ReplaceAllString(export, `"outcome":…`)
}

func TestImportMatchesPlayersByName(t *testing.T) {
	a, ca := openTest(t)
	fillHistory(t, a, ca)
	b, _ := openTest(t)
	ann := must(b.CreatePlayer("ANN"))
	res := must(b.ImportJSON(strings.NewReader(exportString(t, a, ""))))
	if res.PlayersMatched != 1 {
		t.Errorf("import: %+v", res)
	}
	st := must(b.PlayerStats(ann.ID))
	if len(st.Kinds) != 1 || st.Kinds[0].InProgress+st.Kinds[0].Played+st.Kinds[0].Abandoned != 2 {
		t.Errorf("Ann's imported games: %+v", st)
	}
}

func TestExportCSV(t *testing.T) {
	s, c := openTest(t)
	fillHistory(t, s, c)
	var buf bytes.Buffer
	ok(t, s.ExportCSV(&buf, ""))
	recs, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	// 3 rounds of game 1 + 2 in force of game 2 + the header.
	if len(recs) != 6 || strings.Join(recs[0], ",") != strings.Join(CSVHeader, ",") {
		t.Fatalf("%d rows: %v", len(recs), recs[0])
	}
	if recs[1][6] != "1" || recs[1][9] != "2" || recs[1][10] != ActionCorrection || !json.Valid([]byte(recs[1][15])) {
		t.Errorf("first row %v", recs[1])
	}
}

// importMustFail checks an import is refused with a message and changes
// nothing.
func importMustFail(t *testing.T, s *Store, name string, r io.Reader, want string) {
	t.Helper()
	before := exportString(t, s, "")
	_, err := s.ImportJSON(r)
	if err == nil {
		t.Errorf("%s: accepted", name)
		return
	}
	if want != "" && !strings.Contains(err.Error(), want) {
		t.Errorf("%s: message %q does not say %q", name, err, want)
	}
	if after := exportString(t, s, ""); after != before {
		t.Errorf("%s: the database changed", name)
	}
}

func TestImportBadFiles(t *testing.T) {
	src, c := openTest(t)
	fillHistory(t, src, c)
	good := exportString(t, src, "")
	s, c2 := openTest(t)
	fillHistory(t, s, c2) // a different history that must stay as it is
	edit := func(fn func(f map[string]any)) io.Reader {
		var f map[string]any
		json.Unmarshal([]byte(good), &f)
		fn(f)
		b, _ := json.Marshal(f)
		return bytes.NewReader(b)
	}
	game0 := func(f map[string]any) map[string]any { return f["games"].([]any)[0].(map[string]any) }
	cases := []struct {
		name, want string
		r          io.Reader
	}{
		{"empty", "empty", strings.NewReader("")},
		{"not JSON", "middle of the JSON", strings.NewReader("{\"format\": ")},
		{"a list", "expected", strings.NewReader("[1,2,3]")},
		{"wrong format", "not an Arbiter history", edit(func(f map[string]any) { f["format"] = "zip" })},
		{"newer version", "export versions", edit(func(f map[string]any) { f["version"] = 99 })},
		{"version as text", "version", edit(func(f map[string]any) { f["version"] = "1" })},
		{"players not a list", "players", edit(func(f map[string]any) { f["players"] = map[string]any{} })},
		{"name a number", "name", edit(func(f map[string]any) { f["players"].([]any)[0].(map[string]any)["name"] = 7 })},
		{"unknown field", "unknown field", edit(func(f map[string]any) { f["extra"] = true })},
		{"duplicate player id", "also used", edit(func(f map[string]any) {
			p := f["players"].([]any)
			p[1].(map[string]any)["id"] = p[0].(map[string]any)["id"]
		})},
		{"duplicate game id", "also used", edit(func(f map[string]any) {
			g := f["games"].([]any)
			g[1].(map[string]any)["id"] = g[0].(map[string]any)["id"]
		})},
		{"round id = game id", "also used", edit(func(f map[string]any) {
			g := game0(f)
			g["rounds"].([]any)[0].(map[string]any)["id"] = g["id"]
		})},
		{"bad id", "not a valid id", edit(func(f map[string]any) { game0(f)["id"] = "has spaces" })},
		{"unknown kind", "not a game", edit(func(f map[string]any) { game0(f)["kind"] = "chess" })},
		{"bad status", "status", edit(func(f map[string]any) { game0(f)["status"] = "won" })},
		{"bad time", "not a time", edit(func(f map[string]any) { game0(f)["started_at"] = "yesterday" })},
		{"unknown seat player", "not a player of the file", edit(func(f map[string]any) {
			game0(f)["seats"].([]any)[0].(map[string]any)["player_id"] = "nobody"
		})},
		{"version gap", "versions are numbered", edit(func(f map[string]any) {
			v := game0(f)["rounds"].([]any)[0].(map[string]any)["versions"].([]any)
			v[1].(map[string]any)["version"] = 5
		})},
		{"illegal round", "never negative", edit(func(f map[string]any) {
			r := game0(f)["rounds"].([]any)[1].(map[string]any)
			r["versions"].([]any)[0].(map[string]any)["input"] = map[string]any{"points": map[string]any{"A": -4}}
		})},
		{"options not object", "options", edit(func(f map[string]any) { game0(f)["options"] = []any{} })},
		{"trailing data", "after", strings.NewReader(good + "{}")},
		{"deep nesting", "nested too deeply", strings.NewReader(strings.Repeat("[", 100000) + strings.Repeat("]", 100000))},
		{"deep inside input", "nested too deeply", edit(func(f map[string]any) {
			var v any = 1
			for i := 0; i < 200; i++ {
				v = []any{v}
			}
			game0(f)["rounds"].([]any)[0].(map[string]any)["versions"].([]any)[0].(map[string]any)["input"] = v
		})},
		{"100 MB", "larger than", io.MultiReader(strings.NewReader(`{"format":"arbiter-history","version":1,"players":[],"games":[{"note":"`),
			&repeatReader{b: 'x', n: 100 << 20}, strings.NewReader(`"}]}`))},
	}
	for _, tc := range cases {
		importMustFail(t, s, tc.name, tc.r, tc.want)
	}
	// A 100 MB file on disk is refused before it is read.
	big := filepath.Join(t.TempDir(), "big.json")
	fh, _ := os.Create(big)
	fh.Truncate(100 << 20)
	fh.Close()
	if _, err := s.ImportFile(big); err == nil || !strings.Contains(err.Error(), "more than") {
		t.Errorf("100 MB file: %v", err)
	}
}

// repeatReader yields n copies of b.
type repeatReader struct {
	b byte
	n int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.n == 0 {
		return 0, io.EOF
	}
	k := min(len(p), r.n)
	for i := range p[:k] {
		p[i] = r.b
	}
	r.n -= k
	return k, nil
}

func TestBadDatabaseFiles(t *testing.T) {
	dir := t.TempDir()
	// A real history with an automatic backup next to it.
	path := filepath.Join(dir, "arbiter.db")
	s := must(OpenWith(path, Options{}))
	g := newFakeGame(t, s, "")
	for i := 0; i < 200; i++ {
		must(s.AddRoundJSON(g.ID, json.RawMessage(fmt.Sprintf(`{"points":{"A":0,"B":0},"pad":%q}`, strings.Repeat("x", 500)))))
	}
	must(s.autoBackup("test"))
	s.Close()
	full := fileBytes(t, path)
	cases := map[string][]byte{
		"truncated":    full[:len(full)/2],
		"random bytes": bytes.Repeat([]byte{0x9c, 0x13, 0xfe, 0x00, 0x42}, 5000),
		"short header": []byte("SQLite format 3\x00\x10"),
		"text":         []byte("my shopping list: eggs, milk"),
		"header only":  full[:100],
		"zeroed pages": append(append([]byte{}, full[:4096]...), make([]byte, len(full)-4096)...),
	}
	for name, content := range cases {
		t.Run(name, func(t *testing.T) {
			p := filepath.Join(dir, "arbiter.db")
			os.Remove(p + "-wal")
			os.Remove(p + "-shm")
			if err := os.WriteFile(p, content, 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := Open(p)
			var fe *FileError
			if !errors.As(err, &fe) || !(errors.Is(err, ErrCorrupt) || errors.Is(err, ErrNotSQLite)) {
				t.Fatalf("Open: want a FileError, got %v", err)
			}
			if fe.LatestBackup == "" || !strings.Contains(err.Error(), "latest backup") {
				t.Errorf("the latest backup is not offered: %v", err)
			}
			if _, err := Check(p); !errors.As(err, &fe) {
				t.Errorf("Check: %v", err)
			}
			if !bytes.Equal(fileBytes(t, p), content) {
				t.Error("the file was modified")
			}
		})
	}
}
