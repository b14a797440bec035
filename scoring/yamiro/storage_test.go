package yamiro_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"path/filepath"
	"testing"

	"arbiter/scoring/yamiro"
	"arbiter/storage"
)

// TestStored: a game kept by storage: seated from names (sides A and B),
// its sides checked once the first hand names them, a tied hand left open
// under must_have_winner and completed by a correction, and an export then
// import that keeps it.
func TestStored(t *testing.T) {
	s, err := storage.Open(filepath.Join(t.TempDir(), "h.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	hand := func(first, second string, a, b []string) string {
		var ps []map[string]string
		for i := range a {
			ps = append(ps, map[string]string{"side": first, "card": a[i]}, map[string]string{"side": second, "card": b[i]})
		}
		out, _ := json.Marshal(map[string]any{"plays": ps})
		return string(out)
	}
	in := `{"game":"yamiro","players":["Ann","Bo"],"options":{"must_have_winner":true},"hands":[` +
		hand("A", "B", []string{"8", "8", "alak", "arl"}, []string{"1", "2", "3", "4"}) + `]}`
	g, err := s.Record([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if string(g.Setup) != `{"form":"duel"}` || len(g.Seats) != 2 || g.Seats[1].Side != "B" {
		t.Errorf("setup %s seats %+v", g.Setup, g.Seats)
	}
	// B leads a tied hand: it stays open.
	tie := hand("B", "A", []string{"5", "5", "5", "5"}, []string{"6", "6", "4", "4"})
	res, err := s.AddRoundJSON(g.ID, json.RawMessage(tie))
	if err != nil {
		t.Fatal(err)
	}
	st, _ := s.GameState(g.ID)
	yg := st.(*yamiro.Game)
	if !yg.OpenHand() || res.Result.(yamiro.Result).Complete {
		t.Fatalf("the tie is over: %+v", res.Result)
	}
	if _, err := yg.Try(yamiro.HandOf(nil)); !errors.Is(err, yamiro.ErrOpenHand) {
		t.Errorf("a hand after an open tie: %v", err)
	}
	// The tie is completed by correcting it: B's extra 3 against A's 1.
	var more map[string][]map[string]string
	json.Unmarshal([]byte(tie), &more)
	more["plays"] = append(more["plays"], map[string]string{"side": "B", "card": "3"}, map[string]string{"side": "A", "card": "1"})
	fixed, _ := json.Marshal(more)
	rounds, _ := s.Rounds(g.ID)
	if _, err := s.CorrectRoundJSON(rounds[1].ID, fixed); err != nil {
		t.Fatal(err)
	}
	st, _ = s.GameState(g.ID)
	yg = st.(*yamiro.Game)
	if yg.OpenHand() || yg.Totals()["B"] != 20+1 {
		t.Errorf("after the correction: open %v totals %v", yg.OpenHand(), yg.Totals())
	}
	if side, _ := yg.NextAttacker(); side != "A" {
		t.Errorf("next %q", side)
	}
	var out bytes.Buffer
	if err := s.ExportJSON(&out, ""); err != nil {
		t.Fatal(err)
	}
	other, err := storage.Open(filepath.Join(t.TempDir(), "other.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if _, err := other.ImportJSON(bytes.NewReader(out.Bytes())); err != nil {
		t.Fatalf("import: %v", err)
	}
	var again bytes.Buffer
	other.ExportJSON(&again, "")
	if out.String() != again.String() {
		t.Error("export → import → export differs")
	}
}
