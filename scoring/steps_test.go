package scoring

import (
	"encoding/json"
	"reflect"
	"testing"

	"arbiter/engine/game"
)

// Types that hold each other: whether each may hold a step is what can be
// reached from it, whichever is asked first.
type cycleA struct {
	B     *cycleB
	Steps []game.Step
}

type cycleB struct{ A *cycleA }

type noSteps struct {
	Self   *noSteps
	Cards  []string
	Hidden game.Explanation `json:"-"`
}

func TestMayHoldSteps(t *testing.T) {
	for _, tt := range []struct {
		t    any
		want bool
	}{
		{cycleB{}, true}, {cycleA{}, true}, {noSteps{}, false}, {[]game.Step{}, true},
		{map[string]game.Explanation{}, true}, {struct{ X any }{}, true}, {[]int{}, false},
	} {
		if got := mayHoldSteps(reflect.TypeOf(tt.t)); got != tt.want {
			t.Errorf("%T: %v, want %v", tt.t, got, tt.want)
		}
	}
}

var testStep = game.Define("scoring.test.step", "%s wins %d")

// stepsResult holds steps everywhere a result may: a list, a pointer, a
// map and a field the JSON leaves out.
type stepsResult struct {
	Steps  game.Explanation
	Nested *struct{ After game.Explanation }
	ByName map[string]game.Explanation
	Hidden game.Explanation `json:"-"`
}

func TestResultStepsReadBack(t *testing.T) {
	say := func(name string, n int) game.Explanation {
		var e game.Explanation
		e.Say(testStep.With(name, n), game.W("scoring.test.sec", "Scoring"), "")
		return e
	}
	res := stepsResult{Steps: say("Ann", 1), Nested: &struct{ After game.Explanation }{say("Bo", 2)},
		ByName: map[string]game.Explanation{"b": say("Cy", 3), "a": say("Di", 4)}, Hidden: say("Ed", 5)}
	stored, err := ResultSteps(res)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := json.Marshal(res)
	var back stepsResult
	if err := json.Unmarshal(raw, &back); err != nil {
		t.Fatal(err)
	}
	typed := WithResultSteps(back, stored).(stepsResult)
	steps := StepsOf(typed)
	if len(steps) != 4 {
		t.Fatalf("%d steps, want 4 (the hidden one is not the JSON's)", len(steps))
	}
	for _, s := range steps {
		if s.Said == nil || s.Said.String() != s.Text || s.SectionSaid == nil {
			t.Errorf("%q is not typed: %+v", s.Text, s)
		}
	}
	// The map's entries by their keys: Di (a) before Cy (b).
	if steps[2].Text != "Di wins 4" || steps[3].Text != "Cy wins 3" {
		t.Errorf("order: %q %q", steps[2].Text, steps[3].Text)
	}
	// What another result's steps stored cannot type this one.
	fresh := func() stepsResult {
		var r stepsResult
		json.Unmarshal(raw, &r)
		return r
	}
	other, _ := ResultSteps(stepsResult{Steps: say("Zed", 9)})
	if s := StepsOf(WithResultSteps(fresh(), other)); s[0].Said != nil {
		t.Error("steps stored for another result type this one")
	}
	if WithResultSteps(nil, stored) != nil || StepsOf(WithResultSteps(fresh(), nil))[0].Said != nil {
		t.Error("nothing stored types nothing")
	}
}
