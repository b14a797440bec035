package gametest

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"arbiter/engine/game"
	"arbiter/scoring"
)

// CheckDefinition checks what every game's definition promises, on some
// of its records (whole games in the CLI's score input form):
//
//   - the option schema's defaults are valid together and survive
//     Encode/Parse;
//   - every round survives EncodeRound/DecodeRound, the setup
//     EncodeSetup/DecodeSetup, every result EncodeResult/DecodeResult;
//   - a game resumed from its encoded state after any round goes on
//     exactly as the game played in one go: same results, same standing;
//   - Apply is atomic: a round applied to a state that refuses it (the
//     same round twice where that is impossible) leaves the state as it
//     was.
func CheckDefinition(t *testing.T, d scoring.Definition, records ...[]byte) {
	t.Helper()
	schema := d.Options()
	def := schema.Defaults()
	checked, err := schema.Check(def)
	if err != nil {
		t.Fatalf("%s: the option defaults are refused together: %v", d.Info().ID, err)
	}
	back, err := schema.Parse(schema.Encode(checked))
	if err != nil || !reflect.DeepEqual(jsonOf(t, back), jsonOf(t, checked)) {
		t.Errorf("%s: options %s read back as %v (%v)", d.Info().ID, schema.Encode(checked), back, err)
	}
	if len(records) == 0 {
		t.Fatalf("%s: CheckDefinition needs at least one record", d.Info().ID)
	}
	c := d.Codec()
	for i, in := range records {
		rec, err := scoring.DecodeRecord(d, in)
		if err != nil {
			t.Fatalf("record %d: %v", i, err)
		}
		setupJSON, err := c.EncodeSetup(rec.Setup)
		if err != nil {
			t.Fatalf("record %d: encode setup: %v", i, err)
		}
		setup, err := c.DecodeSetup(setupJSON)
		if err != nil || !reflect.DeepEqual(jsonOf(t, setup), jsonOf(t, rec.Setup)) {
			t.Errorf("record %d: setup %s reads back as %s (%v)", i, jsonOf(t, rec.Setup), jsonOf(t, setup), err)
		}
		for k, r := range rec.Rounds {
			raw, err := c.EncodeRound(r)
			if err != nil {
				t.Fatalf("record %d round %d: encode: %v", i, k, err)
			}
			again, err := c.DecodeRound(raw)
			if err != nil {
				t.Fatalf("record %d round %d: %s does not read back: %v", i, k, raw, err)
			}
			raw2, _ := c.EncodeRound(again)
			if string(raw2) != string(raw) {
				t.Errorf("record %d round %d: encodes as %s, then as %s", i, k, raw, raw2)
			}
		}
		// One go.
		whole, results, err := scoring.Play(d, rec)
		if err != nil {
			t.Fatalf("record %d: %v", i, err)
		}
		want := jsonOf(t, whole.Standing())
		for k := range results {
			raw, err := c.EncodeResult(results[k])
			if err != nil {
				t.Fatalf("record %d result %d: encode: %v", i, k, err)
			}
			back, err := c.DecodeResult(raw)
			if err != nil {
				t.Fatalf("record %d result %d: %s does not read back: %v", i, k, raw, err)
			}
			if raw2, _ := c.EncodeResult(back); string(raw2) != string(raw) {
				t.Errorf("record %d result %d: encodes as %s, then as %s", i, k, raw, raw2)
			}
			checkStepsStored(t, fmt.Sprintf("record %d result %d", i, k), results[k], back)
		}
		// Resumed after each round k from the encoded state.
		for k := 0; k <= len(rec.Rounds); k++ {
			st, err := scoring.Start(d, rec.Setup, rec.Options)
			if err != nil {
				t.Fatal(err)
			}
			for j := 0; j < k; j++ {
				if _, err := st.Apply(rec.Rounds[j]); err != nil {
					t.Fatal(err)
				}
			}
			raw, err := c.EncodeState(st)
			if err != nil {
				t.Fatalf("record %d after round %d: encode state: %v", i, k, err)
			}
			st, err = c.DecodeState(raw, rec.Setup, rec.Options)
			if err != nil {
				t.Fatalf("record %d after round %d: state %s does not read back: %v", i, k, raw, err)
			}
			if raw2, _ := c.EncodeState(st); string(raw2) != string(raw) {
				t.Errorf("record %d after round %d: state encodes as %s, then as %s", i, k, raw, raw2)
			}
			for j := k; j < len(rec.Rounds); j++ {
				res, err := st.Apply(rec.Rounds[j])
				if err != nil {
					t.Fatalf("record %d resumed after round %d: round %d refused: %v", i, k, j, err)
				}
				if got, want := jsonOf(t, res), jsonOf(t, results[j]); got != want {
					t.Errorf("record %d resumed after round %d: round %d gives %s, in one go %s", i, k, j, got, want)
				}
			}
			if got := jsonOf(t, st.Standing()); got != want {
				t.Errorf("record %d resumed after round %d: standing %s, in one go %s", i, k, got, want)
			}
		}
		// A refused round changes nothing.
		if len(rec.Rounds) > 0 {
			st, _, _ := scoring.Play(d, rec)
			before, _ := c.EncodeState(st)
			for _, r := range rec.Rounds {
				if _, err := st.Apply(r); err != nil {
					after, _ := c.EncodeState(st)
					if string(after) != string(before) {
						t.Errorf("record %d: a refused round (%v) changed the state:\n%s\n%s", i, err, before, after)
					}
					break
				}
				before, _ = c.EncodeState(st)
			}
		}
	}
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("%T does not marshal: %v", v, err)
	}
	return string(b)
}

// Records returns the inputs of the non-refusal "score" cases of a case
// file, for CheckDefinition.
func Records(t *testing.T, path string) [][]byte {
	t.Helper()
	var out [][]byte
	for _, c := range load(t, path) {
		if c.Command == "score" && !c.ExpectError {
			out = append(out, c.Input)
		}
	}
	if len(out) == 0 {
		t.Fatal(fmt.Sprintf("%s has no score case", path))
	}
	return out
}

// checkStepsStored checks that the typed form of a result's steps, stored
// beside its JSON (scoring.ResultSteps), puts every typed step back into
// the result read from that JSON (back), each with the same stored form:
// the same message id, English and typed arguments, and section.
func checkStepsStored(t *testing.T, what string, res, back scoring.Result) {
	t.Helper()
	said, err := scoring.ResultSteps(res)
	if err != nil {
		t.Errorf("%s: steps that cannot be stored typed: %v", what, err)
	}
	want, got := scoring.StepsOf(res), scoring.StepsOf(scoring.WithResultSteps(back, said))
	if len(got) != len(want) {
		t.Errorf("%s: %d steps read back, %d written", what, len(got), len(want))
		return
	}
	for i := range want {
		if want[i].Said == nil {
			if got[i].Said != nil {
				t.Errorf("%s: step %d (%q) was text and reads back typed", what, i+1, want[i].Text)
			}
			continue
		}
		if got[i].Said == nil {
			t.Errorf("%s: step %d (%q) reads back as text", what, i+1, want[i].Text)
			continue
		}
		w, _ := game.EncodeMessage(*want[i].Said)
		g, _ := game.EncodeMessage(*got[i].Said)
		if string(w) != string(g) {
			t.Errorf("%s: step %d reads back as %s, written %s", what, i+1, g, w)
		}
		if (want[i].SectionSaid == nil) != (got[i].SectionSaid == nil) || (want[i].SectionSaid != nil && *want[i].SectionSaid != *got[i].SectionSaid) {
			t.Errorf("%s: step %d cites %v, written %v", what, i+1, got[i].SectionSaid, want[i].SectionSaid)
		}
	}
}
