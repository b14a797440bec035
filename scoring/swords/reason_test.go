package swords

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/swords"
	"arbiter/say"
	"arbiter/scoring"
)

// whyReason is the reason kept in a stored state.
var whyReason = regexp.MustCompile(`,"why_reason":\{[^}]*\}`)

// checkKept: the stored state keeps why the next knight attacks typed — read
// back, the step is the same message, said the same in English and Dutch;
// a state stored before the reason was kept (no why_reason) still reads,
// with the same words.
func checkKept(t *testing.T, what string, g *Game, opts scoring.Values) {
	t.Helper()
	_, want := g.NextAttacker()
	if want.Said == nil {
		t.Fatalf("%s: the next attacker's step %q is not a typed message", what, want.Text)
	}
	raw, err := codec.EncodeState(g)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(raw), `"why_reason":`) {
		t.Fatalf("%s: no reason kept in %s", what, raw)
	}
	st, err := codec.DecodeState(raw, g.Setup(), opts)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	_, got := st.(*Game).NextAttacker()
	nl := say.For("nl", say.Words)
	switch {
	case got.Said == nil:
		t.Errorf("%s: read back, %q is not a typed message", what, got.Text)
	case got.String() != want.String():
		t.Errorf("%s: read back %q, want %q", what, got, want)
	case nl.Step(got) != nl.Step(want):
		t.Errorf("%s: read back says %q in Dutch, want %q", what, nl.Step(got), nl.Step(want))
	}
	if again, _ := codec.EncodeState(st); string(again) != string(raw) {
		t.Errorf("%s: stored again\n%s\nwas\n%s", what, again, raw)
	}
	old := whyReason.ReplaceAll(raw, nil)
	st, err = codec.DecodeState(old, g.Setup(), opts)
	if err != nil {
		t.Fatalf("%s: a state without the reason: %v", what, err)
	}
	if _, got := st.(*Game).NextAttacker(); got.String() != want.String() {
		t.Errorf("%s: without the reason, read back %q, want the words %q", what, got, want)
	}
}

// TestReasonKeptTyped: why the next knight attacks, for each rule, is kept
// typed through the stored state.
func TestReasonKeptTyped(t *testing.T) {
	for _, tt := range []struct {
		name    string
		knights []string
		options string
		attacks []string
		says    string
	}{
		{"start", []string{"Ann", "Bo", "Cy"}, `{}`, nil, "on the dealer's left"},
		{"first damaged", []string{"Ann", "Bo", "Cy"}, `{}`, []string{`{"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"2C"},{"seat":2,"card":"9H"}],"choices":[{"seat":1,"choice":"hand","card":"3D"}]}`}, "first damaged defender clockwise"},
		{"highest block", []string{"Ann", "Bo", "Cy"}, `{}`, []string{`{"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"9H"},{"seat":2,"card":"QD"}]}`}, "highest number, 12"},
		{"attacker again", []string{"Ann", "Bo"}, `{}`, []string{`{"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"5C"}]}`}, "attacks again"},
		{"in order of play", []string{"Ann", "Bo", "Cy"}, `{"hectic_knights":true}`, []string{`{"plays":[{"seat":0,"card":"5H"},{"seat":2,"card":"2C"},{"seat":1,"card":"3C"}],"choices":[{"seat":2,"choice":"hand","card":"3D"},{"seat":1,"choice":"hand","card":"4D"}]}`}, "in order of play"},
		{"thief", []string{"Ann", "Bo", "Cy"}, `{"steal_to_stop":true}`, []string{`{"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"2C","steal":true}]}`}, "stole the attacking card"},
	} {
		opts, err := Schema.Parse(json.RawMessage(tt.options))
		if err != nil {
			t.Fatal(err)
		}
		g, err := NewGame(Setup{Knights: tt.knights, Dealer: len(tt.knights) - 1, DealerSet: true, StrongSuit: cards.Spades}, fromValues(opts))
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range tt.attacks {
			r, err := codec.DecodeRound(json.RawMessage(a))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(r); err != nil {
				t.Fatalf("%s: %s: %v", tt.name, a, err)
			}
		}
		if _, why := g.NextAttacker(); !strings.Contains(why.Text, tt.says) {
			t.Errorf("%s: %q does not say %q", tt.name, why.Text, tt.says)
		}
		checkKept(t, tt.name, g, opts)
	}
}

// TestReasonKeptTypedToTheEnd: a whole fight, stored after every attack,
// each reason read back typed, up to the winner's.
func TestReasonKeptTypedToTheEnd(t *testing.T) {
	opts := Schema.Defaults()
	g, err := NewGame(Setup{Knights: []string{"Ann", "Bo"}, Dealer: 1, DealerSet: true, StrongSuit: cards.Spades}, fromValues(opts))
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
		checkKept(t, in, g, opts)
	}
	// As TestFates: Bo takes five hits, blocks and is blocked, then dies.
	for i, c := range []string{"2", "3", "4", "5", "6"} {
		play(`{"plays":[{"seat":0,"card":"` + []string{"KD", "QD", "JD", "10D", "9D"}[i] + `"},{"seat":1,"card":"` + c + `C"}],"choices":[{"seat":1,"choice":"hand","card":"` + c + `H"}]}`)
		play(`{"plays":[{"seat":1,"card":"` + []string{"9C", "10C", "JC", "QC", "KC"}[i] + `"},{"seat":0,"card":"` + []string{"10S", "JS", "QS", "KS", "AS"}[i] + `"}]}`)
	}
	play(`{"plays":[{"seat":0,"card":"JH"},{"seat":1,"card":"7C"}],"choices":[{"seat":1,"choice":"hand","card":"8S"}]}`)
	if _, why := g.NextAttacker(); why.Said == nil || why.Said.Def != swords.WinnerStep(0).Said.Def {
		t.Errorf("the end: %+v", why)
	}
}

// TestReasonWithTheDeadKept: a stored fight whose last attack killed a
// knight, passed over by the reason, reads back typed with the dead; a
// reason that does not give the kept words is not used.
func TestReasonWithTheDeadKept(t *testing.T) {
	reason := swords.NextReason{Why: swords.WhyAgain, Seat: 0, Died: []int{2}}
	why, err := json.Marshal(reason.Step())
	if err != nil {
		t.Fatal(err)
	}
	state := func(reasonJSON string) json.RawMessage {
		return json.RawMessage(`{"dealer":2,"knights":[{"hand":6,"armor":[],"attacked":true},{"hand":6,"armor":[],"attacked":true},` +
			`{"hand":0,"armor":[{"card":"2D","face_up":true},{"card":"3D","face_up":true},{"card":"4D","face_up":true},{"card":"5D","face_up":true},{"card":"6D","face_up":true},{"card":"7D","face_up":true}],"attacked":true}],` +
			`"next":0,"why":` + string(why) + `,"attacks":6,` + reasonJSON + `"pile":{"deck":14,"discards":14,"taken":20,"shuffles":0,"first_deck":34},"gone":[],` +
			`"drew":[{"shuffles":0,"taken":20},{"shuffles":0,"taken":19},{"shuffles":0,"taken":15}],"fell":[0,0,6]}`)
	}
	setup := Setup{Knights: []string{"Ann", "Bo", "Cy"}, Dealer: 2, DealerSet: true, StrongSuit: cards.Spades}
	opts := Schema.Defaults()
	st, err := codec.DecodeState(state(`"why_reason":{"why":"again","seat":0,"died":[2]},`), setup, opts)
	if err != nil {
		t.Fatal(err)
	}
	g := st.(*Game)
	_, got := g.NextAttacker()
	if got.Said == nil || !strings.Contains(got.Text, "seat 2 took damage but died and is skipped") {
		t.Fatalf("read back %+v", got)
	}
	if nl := say.For("nl", say.Words).Step(got); !strings.Contains(nl, "plaats 2 kreeg schade maar is gestorven") {
		t.Errorf("in Dutch: %q", nl)
	}
	checkKept(t, "the dead passed over", g, opts)
	// A reason that is not the kept words' (another seat): the words stay.
	st, err = codec.DecodeState(state(`"why_reason":{"why":"again","seat":0,"died":[1]},`), setup, opts)
	if err != nil {
		t.Fatal(err)
	}
	if _, got := st.(*Game).NextAttacker(); got.Said != nil || got.Text != reason.Step().Text {
		t.Errorf("a reason that does not fit: %+v", got)
	}
	// A reason of no known rule is a stored state that cannot be trusted.
	if _, err := codec.DecodeState(state(`"why_reason":{"why":"luck","seat":0},`), setup, opts); err == nil {
		t.Error("an unknown reason read back")
	}
}
