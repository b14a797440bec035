package realgames

import (
	"bytes"
	"encoding/json"
	"errors"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"arbiter/storage"
)

// Issue 26: an import believes nothing the rules can work out, and nothing
// the setup contradicts.

// exported records in into a new history and returns the store and its
// export of that one game.
func exported(t *testing.T, in string) (*storage.Store, storage.Game, string) {
	t.Helper()
	s, err := storage.Open(filepath.Join(t.TempDir(), "src.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	g, err := s.Record([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := s.ExportJSON(&b, g.ID); err != nil {
		t.Fatal(err)
	}
	return s, g, b.String()
}

func fresh(t *testing.T) *storage.Store {
	t.Helper()
	s, err := storage.Open(filepath.Join(t.TempDir(), "dst.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// forgeSeats rewrites the seats of the only game of an export.
func forgeSeats(t *testing.T, export string, fn func(seats []map[string]any, players map[string]string)) string {
	t.Helper()
	var f map[string]any
	if err := json.Unmarshal([]byte(export), &f); err != nil {
		t.Fatal(err)
	}
	names := map[string]string{}
	for _, p := range f["players"].([]any) {
		p := p.(map[string]any)
		names[p["id"].(string)] = p["name"].(string)
	}
	g := f["games"].([]any)[0].(map[string]any)
	var seats []map[string]any
	for _, s := range g["seats"].([]any) {
		seats = append(seats, s.(map[string]any))
	}
	fn(seats, names)
	b, _ := json.Marshal(f)
	return string(b)
}

// TestImportSeatsFollowTheSetup (item 5): a file that moves players to the
// other side, or two players onto one side, is refused naming the seat and
// saying what the game seats; nothing is stored, so no statistics credit
// the loser.
func TestImportSeatsFollowTheSetup(t *testing.T) {
	for _, c := range []struct {
		name, record string
		forge        func(seats []map[string]any, names map[string]string)
		want         string
	}{
		{"Burn, Ann and Bo swap sides", records["burn"], func(seats []map[string]any, names map[string]string) {
			for _, s := range seats {
				switch names[s["player_id"].(string)] {
				case "Ann":
					s["side"] = "B"
				case "Bo":
					s["side"] = "A"
				}
			}
		}, `games[0].seats[0].side: "B", but the game's setup seats Ann on "A"`},
		{"Hyrule, the sides swapped", records["hyrule"], func(seats []map[string]any, _ map[string]string) {
			seats[0]["side"], seats[1]["side"] = seats[1]["side"], seats[0]["side"]
		}, `games[0].seats[0].side: "Bo", but the game's setup seats Ann on "Ann"`},
		{"Hyrule, both on the winner's side", records["hyrule"], func(seats []map[string]any, _ map[string]string) {
			seats[1]["side"] = seats[0]["side"]
		}, `games[0].seats[0].side: 2 players on "Ann", but this hyrule game seats 1 there`},
		{"Myre, both red", records["myre"], func(seats []map[string]any, _ map[string]string) {
			seats[0]["side"], seats[1]["side"] = "red", "red"
		}, `games[0].seats[0].side: 2 players on "red", but this myre game seats 1 there`},
		{"Pymtheg, three on NS", records["pymtheg"], func(seats []map[string]any, _ map[string]string) {
			for _, s := range seats[:3] {
				s["side"] = "NS"
			}
		}, `players on "NS", but this pymtheg game seats 2 there`},
		{"Burn, a seat left out", records["burn"], func(seats []map[string]any, _ map[string]string) {
			seats[3]["player_id"] = seats[2]["player_id"]
		}, `sits twice`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, _, export := exported(t, c.record)
			dst := fresh(t)
			_, err := dst.ImportJSON(strings.NewReader(forgeSeats(t, export, c.forge)))
			if !errors.Is(err, storage.ErrInvalid) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("want a refusal saying %s, got %v", c.want, err)
			}
			if n, _ := dst.CountGames(storage.Filter{}); n != 0 {
				t.Errorf("%d games stored", n)
			}
			if ps, _ := dst.Players(true); len(ps) != 0 {
				t.Errorf("%d players stored by a refused import", len(ps))
			}
		})
	}
	// The file as exported is taken: the check refuses forgeries only.
	for kind, in := range records {
		_, _, export := exported(t, in)
		if _, err := fresh(t).ImportJSON(strings.NewReader(export)); err != nil {
			t.Errorf("%s as exported: %v", kind, err)
		}
	}
}

// TestImportRecomputesOutcomes (item 5): a forged outcome of a version is
// not stored: show and export give the rules' outcome.
func TestImportRecomputesOutcomes(t *testing.T) {
	_, g, export := exported(t, records["burn"])
	outcome := regexp.MustCompile(`"outcome":\{"totals":\{[^}]*\}`)
	if !outcome.MatchString(export) {
		t.Fatal("the export has no outcome")
	}
	forged := outcome.ReplaceAllString(export, `"outcome":{"totals":{"A":999,"B":-5}`)
	dst := fresh(t)
	if _, err := dst.ImportJSON(strings.NewReader(forged)); err != nil {
		t.Fatal(err)
	}
	rounds, err := dst.Rounds(g.ID, true)
	if err != nil || len(rounds) == 0 {
		t.Fatal(rounds, err)
	}
	for _, r := range rounds {
		if strings.Contains(string(r.Outcome), "999") {
			t.Errorf("round %d: the forged outcome was stored: %s", r.Number, r.Outcome)
		}
		hist, err := dst.RoundHistory(r.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range hist {
			if strings.Contains(string(v.Outcome), "999") {
				t.Errorf("round %d version %d: the forged outcome was stored: %s", r.Number, v.Version, v.Outcome)
			}
		}
	}
	var b bytes.Buffer
	if err := dst.ExportJSON(&b, g.ID); err != nil {
		t.Fatal(err)
	}
	if b.String() != export {
		t.Errorf("the import of a forged export exports otherwise than the original:\n%s\n---\n%s", b.String(), export)
	}
}

// TestImportSpellsOutOptions (item 13): a game imported with "options":{}
// stores every option with its default, as a game recorded without options
// does.
func TestImportSpellsOutOptions(t *testing.T) {
	for kind, in := range records {
		src, g, export := exported(t, in)
		spelled := string(g.Options)
		if spelled == "{}" {
			t.Fatalf("%s: a recorded game's options are not spelled out", kind)
		}
		empty := strings.Replace(export, `"options":`+spelled, `"options":{}`, 1)
		if empty == export {
			t.Fatalf("%s: the export has no options %s", kind, spelled)
		}
		dst := fresh(t)
		if _, err := dst.ImportJSON(strings.NewReader(empty)); err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		got, err := dst.Game(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		if string(got.Options) != spelled {
			t.Errorf("%s: imported options %s, want %s", kind, got.Options, spelled)
		}
		src.Close()
	}
}

// TestImportRefusesNamesThatAreNotText (item 4): a game name with control
// or bidirectional characters, or bytes that are not UTF-8, is refused
// naming the field; nothing is stored.
func TestImportRefusesNamesThatAreNotText(t *testing.T) {
	_, _, export := exported(t, records["burn"])
	for _, c := range []struct{ name, want string }{
		{`A\u0000B`, `games[0].name: character 2 is U+0000, NUL`},
		{`A\u001b[2JB`, `games[0].name: character 2 is U+001B, a control character`},
		{`A\u202eB`, `games[0].name: character 2 is U+202E, RIGHT-TO-LEFT OVERRIDE`},
		{`\u2066A`, `games[0].name: character 1 is U+2066, LEFT-TO-RIGHT ISOLATE`},
		{"A\xffB", `games[0].name: is not valid text: byte 0xFF is not UTF-8`},
		{`A\ud800B`, `games[0].name: is not valid text: \uD800 is half of a character`},
	} {
		forged := strings.Replace(export, `"name":"Tuesday"`, `"name":"`+c.name+`"`, 1)
		if !strings.Contains(records["burn"], "Tuesday") {
			forged = strings.Replace(export, `"name":""`, `"name":"`+c.name+`"`, 1)
		}
		if forged == export {
			t.Fatal("the export has no game name to replace")
		}
		dst := fresh(t)
		_, err := dst.ImportJSON(strings.NewReader(forged))
		if !errors.Is(err, storage.ErrInvalid) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: want %s, got %v", c.name, c.want, err)
		}
		if n, _ := dst.CountGames(storage.Filter{}); n != 0 {
			t.Errorf("%q: %d games stored", c.name, n)
		}
	}
}
