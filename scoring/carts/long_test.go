package carts_test

import (
	"arbiter/scoring/all"
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"arbiter/scoring"
	"arbiter/scoring/carts"
	"arbiter/scoring/gametest"
	"arbiter/scoring/gen"
)

// These tests play long games drawn by gen; they are outside package
// carts because gen imports it.

func definition(t testing.TB) scoring.Definition {
	t.Helper()
	d, err := all.Lookup(carts.ID)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// longRecord is a game of at most rounds rounds at a table of players
// (P1, P2…) under options, drawn by gen from seed: every round valid (one
// empty hand, or a sole survivor of overflows), with overflows and
// survivor bonuses along the way. It stops where the game ends.
func longRecord(t testing.TB, players, rounds int, options string, seed uint64) []byte {
	t.Helper()
	d := definition(t)
	opts, err := d.Options().Parse(json.RawMessage(options))
	if err != nil {
		t.Fatal(err)
	}
	names := make([]string, players)
	for i := range names {
		names[i] = fmt.Sprintf("P%d", i+1)
	}
	g := gen.Game{Def: d, Setup: carts.Setup{Players: names}, Options: opts, Players: names}
	rs, err := gen.Play(g, rounds, seed)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(map[string]any{"game": carts.ID, "players": names, "rounds": rs, "options": json.RawMessage(options)})
	return b
}

func TestDefinition(t *testing.T) {
	records := append(gametest.Records(t, "testdata/review.json"), gametest.Records(t, "testdata/gen1.json")...)
	records = append(records,
		longRecord(t, 3, 40, `{"limit":0}`, 1),
		longRecord(t, 5, 60, `{"limit":0,"chain":"doubling"}`, 2),
		longRecord(t, 4, 30, `{}`, 3), // ends at 100, then more rounds are refused
		longRecord(t, 2, 12, `{"rounds":12,"limit":0}`, 4),
	)
	d := definition(t)
	rec, err := scoring.DecodeRecord(d, records[len(records)-2])
	if err != nil {
		t.Fatal(err)
	}
	if st, _, err := scoring.Play(d, rec); err != nil || !st.Standing().Finished {
		t.Fatalf("the game to 100 did not end (%v)", err)
	}
	gametest.CheckDefinition(t, d, records...)
}

// TestResumeCostsTheSame: the stored state is the totals and the round
// count, so round 1,000 is applied from a state as small as round 1's.
func TestResumeCostsTheSame(t *testing.T) {
	d := definition(t)
	codec := d.Codec()
	rec, err := scoring.DecodeRecord(d, longRecord(t, 4, 1000, `{"limit":0}`, 9))
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Rounds) != 1000 {
		t.Fatalf("%d rounds", len(rec.Rounds))
	}
	st, _, err := scoring.Play(d, rec)
	if err != nil {
		t.Fatal(err)
	}
	start, err := scoring.Start(d, rec.Setup, rec.Options)
	if err != nil {
		t.Fatal(err)
	}
	first, _ := codec.EncodeState(start)
	last, err := codec.EncodeState(st)
	if err != nil {
		t.Fatal(err)
	}
	if len(last) > len(first)+40 {
		t.Errorf("state after 1,000 rounds is %d bytes, at the start %d: %s", len(last), len(first), last)
	}
	back, err := codec.DecodeState(last, rec.Setup, rec.Options)
	if err != nil || !reflect.DeepEqual(back.Standing(), st.Standing()) {
		t.Errorf("%v", err)
	}
	for _, bad := range []string{`{"totals":{"P1":1},"rounds":1}`, `{"totals":{"P1":1,"P2":2,"P3":3,"X":4},"rounds":1}`, `{"totals":{"P1":-1,"P2":2,"P3":3,"P4":4},"rounds":1}`, `[]`} {
		if _, err := codec.DecodeState(json.RawMessage(bad), rec.Setup, rec.Options); err == nil {
			t.Errorf("state %s read", bad)
		}
	}
}
