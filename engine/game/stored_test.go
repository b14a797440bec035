package game_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

var (
	testMsg   = game.Define("test.stored.msg", "%s played %s and %s (%s, %d, %s, %v) %s")
	testInner = game.Define("test.stored.inner", "%s beats %s")
	testWord  = game.W("test.stored.word", "Red")
	testNoun  = game.N("test.stored.noun", "card", "cards")
	testErr   = game.NewSentinel("test.stored.err", "no such pile")
)

// A message stored and read back is the same message: its id, its
// English and every argument in its own type, nested ones too.
func TestStoredMessageReadsBack(t *testing.T) {
	m := testMsg.With(testWord, cards.MustParse("QS"), cards.Cards(cards.MustParseList("10H RJ")),
		testNoun.Of(3), 7, game.L(game.JoinAnd, cards.MustParseElementCard("Fi7"), "Ann", testInner.With(cards.Ace, cards.Water)),
		true, cards.Card{Rank: 99})
	raw, err := game.EncodeMessage(m)
	if err != nil {
		t.Fatal(err)
	}
	back, err := game.DecodeMessage(raw)
	if err != nil {
		t.Fatalf("%s: %v", raw, err)
	}
	if !reflect.DeepEqual(back, m) {
		t.Errorf("read back as %#v,\nwritten %#v", back, m)
	}
	if back.String() != m.String() {
		t.Errorf("says %q, written %q", back.String(), m.String())
	}
	// An error is stored as the message it says.
	withErr := testInner.With(testErr, "x")
	raw, _ = game.EncodeMessage(withErr)
	if back, err := game.DecodeMessage(raw); err != nil || back.String() != withErr.String() || back.Args[0].(game.Message).ID != "test.stored.err" {
		t.Errorf("an error argument: %s read back as %+v (%v)", raw, back, err)
	}
}

type unstored struct{ n int }

func TestStoredMessageRefusesWhatItCannotReadBack(t *testing.T) {
	if _, err := game.EncodeMessage(testInner.With(unstored{1}, 2)); err == nil || !strings.Contains(err.Error(), "unstored") {
		t.Errorf("an argument of an unregistered type: %v", err)
	}
	for _, raw := range []string{`["x","%s",["nope","1"]]`, `["x","%s",["int","a"]]`, `["x","%s",["card","ZZ"]]`, `["x"]`, `{"id":"x"}`, `[`} {
		if _, err := game.DecodeMessage(json.RawMessage(raw)); err == nil {
			t.Errorf("%s reads back", raw)
		}
	}
}

// Steps stored typed and read back as text get their messages again only
// where the stored message says exactly their text and section.
func TestTypeSteps(t *testing.T) {
	var e game.Explanation
	sec := game.W("test.sec", "Battles")
	e.Say(testInner.With(cards.MustParse("QS"), cards.MustParse("JS")), sec, "MYRE-2")
	e.Add("a table's own words", "", "")
	e.Say(testInner.With(unstored{1}, 2), game.Word{}, "")
	e.Say(testInner.With("Ann", "Bob"), game.Word{}, "")
	raw, err := game.EncodeSteps(e)
	if err == nil || !strings.Contains(err.Error(), "step 3") {
		t.Errorf("the step that cannot be stored is not named: %v", err)
	}
	back := make([]game.Step, len(e))
	for i, s := range e {
		back[i] = game.Step{Text: s.Text, Section: s.Section, Ruling: s.Ruling}
	}
	back[3].Text = "Ann beats Carl" // not what was stored
	if n := game.TypeSteps(back, raw); n != 1 {
		t.Errorf("%d steps typed, want 1", n)
	}
	if back[0].Said == nil || back[0].Said.ID != "test.stored.inner" || back[0].SectionSaid == nil || *back[0].SectionSaid != sec {
		t.Errorf("step 1: %+v", back[0])
	}
	for i := 1; i < 4; i++ {
		if back[i].Said != nil {
			t.Errorf("step %d typed: %+v", i+1, back[i])
		}
	}
	if game.TypeSteps(back[:2], raw) != 0 {
		t.Error("a stored form of other steps types some")
	}
	if game.TypeSteps(back, json.RawMessage("null")) != 0 || game.TypeSteps(back, json.RawMessage("{")) != 0 {
		t.Error("nothing stored types some")
	}
}
