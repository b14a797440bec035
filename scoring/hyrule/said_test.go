package hyrule

import (
	"encoding/json"
	"slices"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/hyrule"
)

// typed fails when a step is not a typed message.
func typed(t *testing.T, what string, steps game.Explanation) {
	t.Helper()
	for _, s := range steps {
		if s.Said == nil || s.SectionSaid == nil {
			t.Errorf("%s: the step %q is not typed", what, s.Text)
		}
	}
}

// A standoff stored while it waits for its run-off (between sessions):
// read back, the steps before its cards were compared (who goes first,
// the swap) are said again from the state, so the settled turn says
// every step as a typed message, the same words as without the store.
func TestStandoffReadBackSaysItsStepsTyped(t *testing.T) {
	setup := Setup{Players: []string{"Ann", "Bo", "Cy"}, TurnRules: Strategy, Tallest: "Bo"}
	for _, swap := range []bool{false, true} {
		g := newGame(t, setup, hyrule.Options{})
		if _, err := g.Play(Turn{Cards: cards.MustParseList("2H 3H 4H"), First: -1}); err != nil {
			t.Fatal(err)
		}
		standoff := Turn{Cards: cards.MustParseList("RJ 6S BJ"), First: -1}
		if swap {
			standoff.Swaps = cards.MustParseList("9C")
		}
		open, err := g.Play(standoff)
		if err != nil || !open.Open() {
			t.Fatalf("swap %v: %v, open %v", swap, err, open.Open())
		}
		d := definition{}
		raw, err := d.Codec().EncodeState(g)
		if err != nil {
			t.Fatal(err)
		}
		back, err := d.Codec().DecodeState(raw, setup, Schema.Defaults())
		if err != nil {
			t.Fatal(err)
		}
		b := back.(*Game)
		if !slices.Equal(b.cur.open.pre.Strings(), g.cur.open.pre.Strings()) {
			t.Fatalf("swap %v: read back %q, played %q", swap, b.cur.open.pre.Strings(), g.cur.open.pre.Strings())
		}
		typed(t, "read back", b.cur.open.pre)

		// A state stored before swaps were kept says its swap as stored.
		if swap {
			var m map[string]any
			if err := json.Unmarshal(raw, &m); err != nil {
				t.Fatal(err)
			}
			delete(m["game"].(map[string]any)["open"].(map[string]any), "swapped")
			old, _ := json.Marshal(m)
			back, err := d.Codec().DecodeState(old, setup, Schema.Defaults())
			if err != nil {
				t.Fatal(err)
			}
			if got := back.(*Game).cur.open.pre; !slices.Equal(got.Strings(), g.cur.open.pre.Strings()) || got[1].Said != nil {
				t.Errorf("the old form: read back %q (typed %v), want the stored words", got.Strings(), got[1].Said != nil)
			}
		}
	}
}

// A game's end stored with the state (or with a turn's result) says its
// steps as typed messages when read back.
func TestGameEndReadBackSaysItsStepsTyped(t *testing.T) {
	for _, opts := range []hyrule.Options{{}, {Draw: hyrule.DrawDraw}} {
		g := newGame(t, players("Ann", "Bo", "Cy"), opts)
		var last TurnResult
		for _, s := range []string{"KC 3H 2S", "4S 4C QD", "6H 6S 6D", "7S 8S 7H", "JK 10C 9H", "3D 5H 8H", "9S 9C 9D"} {
			res, err := g.Play(turn(s))
			if err != nil {
				t.Fatal(err)
			}
			last = res
		}
		if last.End == nil || len(last.End.Tied) != 2 {
			t.Fatalf("the round does not end level: %+v", last.End)
		}
		raw, err := json.Marshal(last.End)
		if err != nil {
			t.Fatal(err)
		}
		var back GameEnd
		if err := json.Unmarshal(raw, &back); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(back.Steps.Strings(), last.End.Steps.Strings()) {
			t.Errorf("read back %q, played %q", back.Steps.Strings(), last.End.Steps.Strings())
		}
		typed(t, "the end read back", back.Steps)

		// Steps in other words than the data says stay as stored.
		back.Steps = game.Explanation{{Text: "Level.", Section: "Scoring"}}
		raw, _ = json.Marshal(back)
		var other GameEnd
		if err := json.Unmarshal(raw, &other); err != nil {
			t.Fatal(err)
		}
		if got := other.Steps.Strings(); len(got) != 1 || got[0] != "Level. (Scoring)" || other.Steps[0].Said != nil {
			t.Errorf("other words read back as %q", got)
		}
	}
}
