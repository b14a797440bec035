package swords_test

import (
	"arbiter/scoring/all"
	"bytes"
	"encoding/json"
	"path/filepath"
	"testing"

	"arbiter/scoring/swords"
	"arbiter/storage"
)

// TestStored: a fight kept by storage goes on from the stored state; a
// correction, an undo and an export then import keep it as played in one
// go.
func TestStored(t *testing.T) {
	s, err := storage.Open(filepath.Join(t.TempDir(), "h.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	in := `{"game":"mortal-swords","players":["Ann","Bo","Cy"],"dealer":"Cy","strong_card":"4S","options":{"gentleman_rule":true},"attacks":[
	 {"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"9H"},{"seat":2,"card":"2S"}],"choices":[{"seat":2,"choice":"hand","card":"8D"}]},
	 {"plays":[{"seat":2,"card":"7C"},{"seat":0,"card":"7D"},{"seat":1,"card":"3C"}],"choices":[{"seat":1,"choice":"steal"}]}]}`
	g, err := s.Record([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	st, err := s.GameState(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	sg := st.(*swords.Game)
	if next, why := sg.NextAttacker(); sg.Name(next) != "Bo" || why.Ruling != "SWORDS-4" {
		t.Errorf("next %d %+v", next, why)
	}
	// Bo's first attack: a J from hand is refused at the tap (Gentleman
	// Rule), a random one is not.
	var r swords.Round
	if err := json.Unmarshal([]byte(`{"plays":[{"seat":1,"card":"JD"},{"seat":2}],"face_down":[2]}`), &r); err != nil || !r.Plays[1].FaceDown || sg.CanAttack(r.Plays[0].Card, false) == nil {
		t.Fatalf("a round read as JSON: %+v %v", r, err)
	}
	d, _ := all.Lookup(swords.ID)
	round, err := d.Codec().DecodeRound(json.RawMessage(`{"plays":[{"seat":1,"card":"10D"},{"seat":2,"card":"QH"},{"seat":0,"card":"3S"}],"choices":[{"seat":0,"choice":"hand","card":"6C"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	res, err := s.AddRound(g.ID, round)
	if err != nil {
		t.Fatal(err)
	}
	if n := res.Round.Number; n != 3 {
		t.Errorf("round %d", n)
	}
	rounds, _ := s.Rounds(g.ID)
	// Correct the first attack with itself, undo the last and bring it
	// back: the state is the same.
	before, _ := d.Codec().EncodeState(res.State)
	if _, err := s.CorrectRoundJSON(rounds[0].ID, rounds[0].Input); err != nil {
		t.Fatal(err)
	}
	if _, err := s.UndoLastRound(g.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.CorrectRoundJSON(rounds[2].ID, rounds[2].Input); err != nil {
		t.Fatal(err)
	}
	st, _ = s.GameState(g.ID)
	if after, _ := d.Codec().EncodeState(st); !bytes.Equal(before, after) {
		t.Errorf("state %s, then %s", before, after)
	}
	prev, err := s.StateBefore(rounds[2].ID)
	if err != nil || prev.Standing().Rounds != 2 {
		t.Errorf("state before attack 3: %v %v", prev, err)
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
