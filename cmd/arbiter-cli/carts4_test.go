package main

import (
	"arbiter/scoring/all"
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine/game"
	"arbiter/scoring/carts"
	"arbiter/storage"
)

// Issue 28 #2 (CARTS-4): an overflowed player is out with the cards in
// hand, so a round's hands, overflowed ones included, hold at most the
// decks' cards less the one on the playing pile (one deck: 59). A round of
// 0 + 30 + 25 + 5 = 60 is refused as impossible (GEN-1) wherever a round
// comes in: score, record, add-round and import; 59 is accepted.
func TestCarts4RefusedByEveryCommand(t *testing.T) {
	storeNeeds(t, carts.ID)
	const (
		over  = `{"cards_left":{"A":0,"B":30,"C":25,"D":5},"overflowed":["B"]}`
		edge  = `{"cards_left":{"A":0,"B":29,"C":25,"D":5},"overflowed":["B"]}`
		setup = `"game":"carts-tity","players":["A","B","C","D"]`
	)
	score := func(round string) []byte {
		return []byte(`{` + setup + `,"rounds":[` + round + `]}`)
	}
	// record takes the score input and the game's name.
	record := func(round string) []byte {
		return []byte(`{` + setup + `,"name":"CARTS-4","rounds":[` + round + `]}`)
	}
	// The reason: GEN-1 at the round's cards_left, the sentinel carrying
	// the numbers, and the ruling in the words.
	reason := func(what string, err error, field string) {
		t.Helper()
		var e *game.Error
		var lim *carts.DeckLimit
		switch {
		case !errors.As(err, &e):
			t.Fatalf("%s: %v is not a refusal naming its field", what, err)
		case e.Field != field || e.Rule != game.RuleImpossible || !errors.Is(err, game.ErrImpossible):
			t.Errorf("%s: field %q rule %q (%v), want GEN-1 at %q", what, e.Field, e.Rule, err, field)
		case !errors.Is(err, carts.ErrTooManyCards) || !errors.As(err, &lim):
			t.Errorf("%s: sentinel %v, want carts.ErrTooManyCards", what, e.Sentinel)
		case lim.Held != 60 || lim.Limit != 59 || lim.Decks != 1:
			t.Errorf("%s: %+v, want 60 held, 59 at most, 1 deck", what, *lim)
		case !strings.Contains(err.Error(), "CARTS-4"):
			t.Errorf("%s: %q does not name CARTS-4", what, err)
		}
	}

	d, err := all.Lookup(carts.ID)
	if err != nil {
		t.Fatal(err)
	}
	_, err = d.Codec().Score(score(over))
	reason("score", err, "rounds[0].cards_left")
	if _, err := d.Codec().Score(score(edge)); err != nil {
		t.Errorf("score of 59 cards: %v", err)
	}
	code, out, errw := call(t, string(score(over)), "score")
	refused(t, code, out, errw, "rounds[0].cards_left")

	dir := t.TempDir()
	s, err := storage.Open(filepath.Join(dir, "h.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	_, err = s.Record(record(over))
	reason("record", err, "rounds[0].cards_left")
	g, err := s.Record(record(edge))
	if err != nil {
		t.Fatalf("record of 59 cards: %v", err)
	}
	_, err = s.AddRoundJSON(g.ID, []byte(over))
	reason("add-round", err, "cards_left")
	if n, err := s.CountGames(storage.Filter{}); err != nil || n != 1 {
		t.Errorf("refused records were stored: %d games (%v)", n, err)
	}

	// An exported game whose round is changed to 60 cards is refused as a
	// whole: nothing is imported.
	var exported bytes.Buffer
	if err := s.ExportJSON(&exported, g.ID); err != nil {
		t.Fatal(err)
	}
	file := strings.Replace(exported.String(), `"B":29`, `"B":30`, 1)
	if file == exported.String() {
		t.Fatalf("the export does not hold the round as entered: %s", exported.String())
	}
	other, err := storage.Open(filepath.Join(dir, "other.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	_, err = other.ImportJSON(strings.NewReader(file))
	reason("import", err, "cards_left")
	if err != nil && !strings.Contains(err.Error(), "round 1") {
		t.Errorf("import: %q does not say which round", err)
	}
	if n, err := other.CountGames(storage.Filter{}); err != nil || n != 0 {
		t.Errorf("a refused import stored %d games (%v)", n, err)
	}
}
