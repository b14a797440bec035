package myre

import (
	"errors"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	engine "arbiter/engine/myre"
	"arbiter/scoring/gametest"
)

// TestGen1Cases runs the impossible-table cases (GEN-1), each with the
// real table next to it that is still accepted.
func TestGen1Cases(t *testing.T) {
	gametest.RunFile(t, games, "testdata/gen1.json")
}

// spentRed is five hands in which Black jails 22 of Red's 26 cards without
// reaching the target of 188: Red's army is down to AH KH AD KD.
const spentRed = `{"battles":[{"scout":["2S"],"red":["2H","4H","6H","8H","10H"],"black":["9S","9C"]}]},
 {"battles":[{"scout":["2S"],"red":["2D","4D","6D","8D","10D"],"black":["9S","9C"]}]},
 {"battles":[{"scout":["2S"],"red":["3H","5H","7H","9H","JH"],"black":["9S","9C"]}]},
 {"battles":[{"scout":["2S"],"red":["3D","5D","7D","9D","JD"],"black":["9S","9C"]}]},
 {"battles":[{"scout":["2S"],"red":["QH","QD"],"black":["9S","9C","KS"]}]}`

func record(options, hands string) string {
	if options == "" {
		options = "{}"
	}
	return `{"game":"myre","options":` + options + `,"hands":[` + hands + `]}`
}

func TestGen1Refusals(t *testing.T) {
	imp, ill := game.ErrImpossible, game.ErrIllegal
	tests := []struct {
		name     string
		input    string
		field    string
		sentinel error
		kind     error
	}{
		{"a jailed card positioned again",
			record("", `{"battles":[{"scout":["9S"],"red":["AH"],"black":["5S"]}]},{"battles":[{"scout":["2H"],"red":["3H"],"black":["5S"]}]}`),
			"hands[1].battles[0].black[0]", engine.ErrJailed, imp},
		{"a jailed card as a face-up scout",
			record("", `{"battles":[{"scout":["9S"],"red":["AH"],"black":["5S"]}]},{"face_up":{"red":["2H"],"black":["5S"]},"battles":[{"scout":["2H"],"red":["3H"],"black":[]}]}`),
			"hands[1].face_up.black[0]", engine.ErrJailed, imp},
		{"a jailed scout as a pile again",
			record("", `{"battles":[{"scout":["9S"],"red":["AH"],"black":["5S"]}]},{"battles":[{"scout":["9S"],"red":["3H"],"black":[]}]}`),
			"hands[1].battles[0].scout[0]", engine.ErrJailed, imp},
		{"a captured joker played by its old owner",
			record("", `{"battles":[{"scout":["2H"],"red":["RJ"],"black":["BJ:down"]}]},{"battles":[{"scout":["3H"],"red":["4H"],"black":["BJ"]}]}`),
			"hands[1].battles[0].black[0]", engine.ErrJokerOwner, imp},
		{"JK from a side that holds no joker",
			record("", `{"battles":[{"scout":["2H"],"red":["RJ"],"black":["BJ:down"]}]},{"battles":[{"scout":["3H"],"red":["4H"],"black":["JK"]}]}`),
			"hands[1].battles[0].black[0]", engine.ErrJokerOwner, imp},
		{"a joker face up and positioned in one hand",
			record("", `{"face_up":{"red":["RJ"],"black":["6S"]},"battles":[{"scout":["6S"],"red":["RJ","7H"],"black":[]}]}`),
			"hands[0].battles[0].red[0]", engine.ErrDuplicate, imp},
		{"a face-up scout positioned",
			record("", `{"face_up":{"red":["6H"],"black":["6S"]},"battles":[{"scout":["6S"],"red":["6H","7H"],"black":[]}]}`),
			"hands[0].battles[0].red[0]", engine.ErrDuplicate, imp},
		{"a kept face-up scout positioned in an unrecorded hand",
			record("", `{"face_up":{"red":["6H"],"black":["6S"]},"battles":[{"scout":["6H"],"red":["10H","10D"],"black":["10S","10C"]}]},{"battles":[{"scout":["2S"],"red":["6H"],"black":[]}]}`),
			"hands[1].battles[0].red[0]", engine.ErrDuplicate, imp},
		{"two face-up scouts in the first hand",
			record("", `{"face_up":{"red":["6H","7H"],"black":["6S"]},"battles":[{"scout":["6S"],"red":["8H"],"black":[]}]}`),
			"hands[0].face_up.red", engine.ErrFaceUp, imp},
		{"one face-up scout after a hand without captures",
			record("", `{"face_up":{"red":["6H"],"black":["6S"]},"battles":[{"scout":["6H"],"red":["10H","10D"],"black":["10S","10C"]}]},{"face_up":{"red":["7H"],"black":["7S"]},"battles":[{"scout":["7S"],"red":["8H"],"black":[]}]}`),
			"hands[1].face_up.red", engine.ErrFaceUp, imp},
		{"a kept face-up scout missing",
			record("", `{"face_up":{"red":["6H"],"black":["6S"]},"battles":[{"scout":["6H"],"red":["10H","10D"],"black":["10S","10C"]}]},{"face_up":{"red":["7H","8H"],"black":["6S","7S"]},"battles":[{"scout":["7S"],"red":["9H"],"black":[]}]}`),
			"hands[1].face_up.red", engine.ErrFaceUp, imp},
		{"a face-up scout in a double pile",
			record(`{"double_scouts":true}`, `{"face_up":{"red":["6H"],"black":["6S"]},"battles":[{"scout":["6H","7H"],"red":[],"black":["8S"]}]}`),
			"hands[0].battles[0].scout[0]", engine.ErrFaceUp, ill},
		{"six positioned over two battles",
			record("", `{"battles":[{"scout":["2S"],"red":["3H","4H","5H"],"black":[]},{"scout":["3S"],"red":["6H","7H","RJ:down"],"black":[]}]}`),
			"hands[0].battles[1].red", engine.ErrTooMany, imp},
		{"a spent army positions more than its hand held",
			record(`{"target":188,"jokers":false}`, spentRed+`,{"battles":[{"scout":["2S"],"red":["AH","KH","AD","KD"],"black":["9S","9C"]}]}`),
			"hands[5].battles[0].red", engine.ErrArmySize, imp},
		{"a spent army's every card on the table and its face-up scout too",
			record(`{"target":188,"jokers":false,"double_scouts":true}`, spentRed+`,{"battles":[{"scout":["AH","KH"],"red":[],"black":["9S","9C"]},{"scout":["2S"],"red":["AD","KD"],"black":[]}]}`),
			"hands[5].battles[1].red[1]", engine.ErrArmySize, imp},
		{"a joker in a game without jokers",
			record(`{"jokers":false}`, `{"face_up":{"red":["RJ"],"black":["6S"]},"battles":[{"scout":["6S"],"red":["7H"],"black":[]}]}`),
			"hands[0].face_up.red[0]", engine.ErrJokersOff, imp},
		{"a hand after the game ended",
			record(`{"target":10}`, `{"battles":[{"scout":["10S"],"red":["4H"],"black":[]}]},{"battles":[{"scout":["3S"],"red":["4H"],"black":[]}]}`),
			"hands[1]", engine.ErrGameOver, imp},
		{"the wrong first player",
			record("", `{"face_up":{"red":["6H"],"black":["AS"]},"first":"red","battles":[{"scout":["AS"],"red":["7H"],"black":[]}]}`),
			"hands[0].first", engine.ErrFirstPlayer, ill},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := gametest.Call(games, "score", []byte(tt.input))
			if err == nil {
				t.Fatal("accepted")
			}
			var ge *game.Error
			if !errors.As(err, &ge) {
				t.Fatalf("%v is not a *game.Error", err)
			}
			if ge.Field != tt.field {
				t.Errorf("field %q, want %q (%v)", ge.Field, tt.field, err)
			}
			if !errors.Is(err, tt.sentinel) || ge.Sentinel != tt.sentinel {
				t.Errorf("%v does not carry %v", err, tt.sentinel)
			}
			if !errors.Is(err, tt.kind) {
				t.Errorf("%v is not %v", err, tt.kind)
			}
			if tt.kind == imp && ge.Rule != game.RuleImpossible {
				t.Errorf("rule %q, want GEN-1", ge.Rule)
			}
			if tt.kind == ill && (ge.Rule == "" || errors.Is(err, imp)) {
				t.Errorf("an illegal play names its rule and is not GEN-1: %v", err)
			}
		})
	}
}

// TestGen1Accepted: the real tables next to each refusal are still scored.
func TestGen1Accepted(t *testing.T) {
	for _, tt := range []struct{ name, input string }{
		{"a card that went home is played again",
			record("", `{"battles":[{"scout":["6H"],"red":["10H","10D"],"black":["10S","10C"]}]},{"battles":[{"scout":["2H"],"red":["3H"],"black":["10S"]}]}`)},
		{"the winner's own cards go home and come back",
			record("", `{"battles":[{"scout":["9S"],"red":["AH"],"black":["5S"]}]},{"battles":[{"scout":["2H"],"red":["AH"],"black":["6S"]}]}`)},
		{"a captured joker played by its captor",
			record("", `{"battles":[{"scout":["2H"],"red":["RJ"],"black":["BJ:down"]}]},{"battles":[{"scout":["3H"],"red":["BJ","RJ:down"],"black":["5S"]}]}`)},
		{"JK and RJ from the side holding both jokers",
			record("", `{"battles":[{"scout":["2H"],"red":["RJ"],"black":["BJ:down"]}]},{"battles":[{"scout":["3S"],"red":["JK"],"black":[]},{"scout":["4S"],"red":["RJ"],"black":[]}]}`)},
		{"a face-up joker fought over as its own pile",
			record("", `{"face_up":{"red":["RJ"],"black":["6S"]},"battles":[{"scout":["RJ"],"red":["7H"],"black":["8S"]}]}`)},
		{"face-up scouts kept after an unrecorded hand without captures",
			record("", `{"battles":[{"scout":["6H"],"red":["10H","10D"],"black":["10S","10C"]}]},{"face_up":{"red":["6H","7H"],"black":["6S","7S"]},"battles":[{"scout":["7S"],"red":["8H"],"black":[]}]}`)},
		{"a face-up scout goes home after a hand with captures",
			record("", `{"face_up":{"red":["6H"],"black":["6S"]},"battles":[{"scout":["6S"],"red":["7H"],"black":[]}]},{"battles":[{"scout":["2S"],"red":["6H"],"black":[]}]}`)},
		{"five positioned over two battles",
			record("", `{"battles":[{"scout":["2S"],"red":["3H","4H","5H"],"black":[]},{"scout":["3S"],"red":["6H","RJ:down"],"black":[]}]}`)},
		{"a spent army positions all its hand held",
			record(`{"target":188,"jokers":false}`, spentRed+`,{"battles":[{"scout":["2S"],"red":["AH","KH","AD"],"black":["9S","9C"]}]}`)},
		{"a spent army's single pile may be its face-up scout",
			record(`{"target":188,"jokers":false,"double_scouts":true}`, spentRed+`,{"battles":[{"scout":["AH"],"red":[],"black":["9S","9C"]},{"scout":["2S"],"red":["AD","KD","KH"],"black":[]}]}`)},
		{"equal totals over the target: one more hand",
			record(`{"target":10}`, `{"battles":[{"scout":["10S"],"red":["4H"],"black":[]},{"scout":["10H"],"red":[],"black":["4S"]}]},{"battles":[{"scout":["3S"],"red":["4H"],"black":[]}]}`)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := gametest.Call(games, "score", []byte(tt.input)); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestJokerNaming: "JK" never takes a joker the hand names elsewhere, so a
// side holding both jokers may write one of them as JK.
func TestJokerNaming(t *testing.T) {
	g := NewGame(DefaultOptions(), Setup{})
	if _, err := g.Play(hand("2H | RJ | BJ:down")); err != nil {
		t.Fatal(err)
	}
	res, err := g.Play(hand("3S | JK |", "4S | RJ |"))
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Battles[0].Red.JokersUp.String(); got != "BJ" {
		t.Errorf("JK should be the BJ Red holds, got %s", got)
	}
	if !strings.Contains(g.Deck(engine.Red).String(), "RJ BJ") {
		t.Errorf("Red's deck %s", g.Deck(engine.Red))
	}
}

// TestFaceUpJokerFirstPlayer: a face-up joker has no rank, so the box
// decides who opens the first hand, and the explanation says why.
func TestFaceUpJokerFirstPlayer(t *testing.T) {
	first, step := FirstPlayer(DefaultOptions(), FaceUp{Red: cards.MustParseList("RJ"), Black: cards.MustParseList("6S")}, engine.Black)
	if first != engine.Black || !strings.Contains(step.Text, "Red's face-up RJ is a joker, which has no rank to compare: Black, handed the box, goes first.") {
		t.Errorf("%s: %q", first, step.Text)
	}
	first, step = FirstPlayer(DefaultOptions(), FaceUp{Red: cards.MustParseList("7H"), Black: cards.MustParseList("BJ")}, engine.NoSide)
	if first != engine.NoSide || !strings.Contains(step.Text, "not recorded") {
		t.Errorf("%s: %q", first, step.Text)
	}
}

// TestFaceUpDue counts the face-up scouts a hand must record, kept ones
// from unrecorded hands included.
func TestFaceUpDue(t *testing.T) {
	g := NewGame(DefaultOptions(), Setup{})
	if d := g.FaceUpDue(); d.Red != 1 || d.Black != 1 {
		t.Fatalf("first hand: %+v", d)
	}
	if _, err := g.Play(hand("6H | 10H 10D | 10S 10C")); err != nil { // no captures, face-up scouts not recorded
		t.Fatal(err)
	}
	if d := g.FaceUpDue(); d.Red != 2 || d.Black != 2 || len(g.FaceUpStaying().Red) != 0 {
		t.Fatalf("after an unrecorded hand without captures: %+v", d)
	}
	_, err := gametest.Call(games, "score", []byte(`{"game":"myre","hands":[{"face_up":{"red":["RJ:down"],"black":["6S"]},"battles":[{"scout":["6S"],"red":["7H"],"black":[]}]}]}`))
	if game.FieldOf(err) != "hands[0].face_up.red[0]" || !errors.Is(err, game.ErrInvalid) {
		t.Errorf("face-up joker marked :down: %v", err)
	}
}
