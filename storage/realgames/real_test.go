package realgames

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/scoring/all"
	"arbiter/storage"
)

// records are small games of each kind, as `arbiter-cli record` takes them.
var records = map[string]string{
	"myre":       `{"game":"myre","players":{"red":"Ann","black":"Bo"},"hands":[{"battles":[{"scout":["6H"],"red":["AH","2D","3H"],"black":["4S","4C"]}]}]}`,
	"burn":       `{"game":"burn","sides":{"A":["Ann","Cy"],"B":["Bo","Di"]},"rounds":[{"won":{"A":{"fire":7,"water":8},"B":{"fire":8,"water":7}}}]}`,
	"hyrule":     `{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["2C","3S"]},{"cards":["KH","2D"]}]}`,
	"yamiro":     `{"game":"yamiro","players":{"A":"Ann","B":"Bo"},"hands":[{"plays":[{"side":"A","card":"8"},{"side":"B","card":"1"},{"side":"A","card":"8"},{"side":"B","card":"2"},{"side":"A","card":"alak"},{"side":"B","card":"3"},{"side":"A","card":"arl"},{"side":"B","card":"4"}]}]}`,
	"pymtheg":    `{"game":"pymtheg","players":{"NS":["Ann","Cy"],"EW":["Bo","Di"]},"deals":[{"contract":"gam+2","declarer":"N","trump":"Wa","trump_named":"bidding","doubling":"none","tricks_won":{"N":5,"E":2,"S":7,"W":1}}]}`,
	"carts-tity": `{"game":"carts-tity","players":["Ann","Bo","Cy"],"rounds":[{"cards_left":{"Ann":0,"Bo":5,"Cy":3},"overflowed":[]}]}`,
}

func TestStoreEveryRegisteredGame(t *testing.T) {
	s, err := storage.Open(filepath.Join(t.TempDir(), "h.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	stored := 0
	for kind, in := range records {
		t.Run(kind, func(t *testing.T) {
			if _, err := all.Lookup(kind); err != nil {
				t.Fatalf("%s is not registered: %v", kind, err)
			}
			g, err := s.Record([]byte(in))
			if err != nil {
				t.Fatalf("record: %v", err)
			}
			stored++
			rounds, err := s.Rounds(g.ID)
			if err != nil || len(rounds) == 0 {
				t.Fatalf("rounds: %v %d", err, len(rounds))
			}
			// Correct the first round with itself, undo the last: totals
			// come back as they were.
			before := string(g.Totals)
			c, err := s.CorrectRoundJSON(rounds[0].ID, rounds[0].Input)
			if err != nil {
				t.Fatalf("correct: %v", err)
			}
			if string(c.Totals.Totals) != before {
				t.Errorf("correcting with the same input changed totals: %s -> %s", before, c.Totals.Totals)
			}
			if _, err := s.UndoLastRound(g.ID); err != nil {
				t.Fatalf("undo: %v", err)
			}
			if _, err := s.CorrectRoundJSON(rounds[len(rounds)-1].ID, rounds[len(rounds)-1].Input); err != nil {
				t.Fatalf("bring the undone round back: %v", err)
			}
			tot, err := s.Totals(g.ID)
			if err != nil || string(tot.Totals) != before {
				t.Errorf("totals after undo and redo: %s (%v), want %s", tot.Totals, err, before)
			}
			if pr, err := s.ScoreProgression(g.ID); err != nil || len(pr.Points) != len(rounds) {
				t.Errorf("progression: %v %+v", err, pr)
			}
		})
	}
	if stored == 0 {
		t.Skip("no game registered")
	}
	var first bytes.Buffer
	if err := s.ExportJSON(&first, ""); err != nil {
		t.Fatal(err)
	}
	other, err := storage.Open(filepath.Join(t.TempDir(), "other.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if _, err := other.ImportJSON(bytes.NewReader(first.Bytes())); err != nil {
		t.Fatalf("import (the rules re-check every game): %v", err)
	}
	var second bytes.Buffer
	other.ExportJSON(&second, "")
	if first.String() != second.String() {
		t.Error("export → import → export differs")
	}
	var f storage.ExportFile
	json.Unmarshal(first.Bytes(), &f)
	if len(f.Games) != stored {
		t.Errorf("%d games exported, %d stored", len(f.Games), stored)
	}
}

// Yamiro names its sides only once a hand is scored: a seat on a side the
// game does not have is refused then, and nothing is stored.
func TestSideCheckedAfterFirstRound(t *testing.T) {
	if _, err := all.Lookup("yamiro"); err != nil {
		t.Fatal(err)
	}
	s, err := storage.Open(filepath.Join(t.TempDir(), "h.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	in := strings.Replace(records["yamiro"], `{"A":"Ann","B":"Bo"}`, `{"A":"Ann","B":"Bo","C":"Cy"}`, 1)
	if _, err := s.Record([]byte(in)); err == nil || !strings.Contains(err.Error(), `"C" is not a side of yamiro`) {
		t.Errorf("got %v", err)
	}
	if n, _ := s.CountGames(storage.Filter{}); n != 0 {
		t.Errorf("%d games stored", n)
	}
}
