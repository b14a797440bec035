package swords

import (
	"encoding/json"
	"strings"

	"arbiter/engine/cards"
	"testing"
)

// TestFates: each knight's hand and armor, the attack it fell at and the
// winner, as the fight leaves them; kept through the stored state, and
// read from a state stored before deaths were kept (no attack said).
func TestFates(t *testing.T) {
	g, err := NewGame(Setup{Knights: []string{"Ann", "Bo"}, Dealer: 1, DealerSet: true, StrongSuit: cards.Spades}, fromValues(Schema.Defaults()))
	if err != nil {
		t.Fatal(err)
	}
	play := func(in string) {
		t.Helper()
		r, err := codec.DecodeRound(json.RawMessage(in))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(r); err != nil {
			t.Fatalf("%s: %v", in, err)
		}
	}
	// Five times Ann's diamond hits Bo's club and Bo lays a heart as
	// armor; Bo attacks with a club and Ann blocks with a higher spade.
	// At attack 11 Bo lays his last hand card and dies.
	for i, c := range []string{"2", "3", "4", "5", "6"} {
		play(`{"plays":[{"seat":0,"card":"` + []string{"KD", "QD", "JD", "10D", "9D"}[i] + `"},{"seat":1,"card":"` + c + `C"}],"choices":[{"seat":1,"choice":"hand","card":"` + c + `H"}]}`)
		play(`{"plays":[{"seat":1,"card":"` + []string{"9C", "10C", "JC", "QC", "KC"}[i] + `"},{"seat":0,"card":"` + []string{"10S", "JS", "QS", "KS", "AS"}[i] + `"}]}`)
	}
	play(`{"plays":[{"seat":0,"card":"JH"},{"seat":1,"card":"7C"}],"choices":[{"seat":1,"choice":"hand","card":"8S"}]}`)
	fates := g.Fates()
	if len(fates) != 2 {
		t.Fatalf("fates %+v", fates)
	}
	bo := fates[1]
	if bo.Name != "Bo" || bo.Alive || bo.Hand != 0 || bo.Armor != 6 || bo.FaceUp != 6 || bo.FellAt != 11 || bo.Winner {
		t.Errorf("Bo %+v, want dead at attack 11 with six armor cards", bo)
	}
	if f := fates[0]; !f.Alive || f.FellAt != 0 || f.Hand != 6 || f.Armor != 0 || !f.Winner {
		t.Errorf("Ann %+v", f)
	}
	// Kept in the stored state.
	raw, err := codec.EncodeState(g)
	if err != nil || !strings.Contains(string(raw), `"fell":[0,11]`) {
		t.Fatalf("stored %s, %v", raw, err)
	}
	st, err := codec.DecodeState(raw, g.Setup(), Schema.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	if f := st.(*Game).Fates()[1]; f.FellAt != 11 {
		t.Errorf("Bo read back %+v", f)
	}
	// A state stored before: Bo is dead, the attack is not known.
	old := strings.Replace(string(raw), `,"fell":[0,11]`, "", 1)
	st, err = codec.DecodeState(json.RawMessage(old), g.Setup(), Schema.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	if f := st.(*Game).Fates()[1]; f.Alive || f.FellAt != 0 {
		t.Errorf("Bo from an older state %+v", f)
	}
	// A stored death that does not fit the knights is refused.
	bad := strings.Replace(string(raw), `"fell":[0,11]`, `"fell":[11,0]`, 1)
	if _, err := codec.DecodeState(json.RawMessage(bad), g.Setup(), Schema.Defaults()); err == nil {
		t.Error("a living knight stored as fallen was read")
	}
}
