package swords_test

import (
	"arbiter/scoring/all"
	"encoding/json"
	"math/rand/v2"
	"testing"
	"time"

	"arbiter/engine/cards"
	engine "arbiter/engine/swords"
	"arbiter/scoring"
	"arbiter/scoring/gametest"
	"arbiter/scoring/gen"
	"arbiter/scoring/swords"
)

// These tests play random fights with gen.SwordsAttack; they are outside
// package swords because gen imports it.

// logRecords are the score cases of a file that are logs of attacks (the
// short form, knights and deaths, is a CLI reading only).
func logRecords(t *testing.T, path string) [][]byte {
	var out [][]byte
	for _, r := range gametest.Records(t, path) {
		var m map[string]json.RawMessage
		if json.Unmarshal(r, &m) == nil && m["attacks"] != nil {
			if _, hasDeaths := m["deaths"]; hasDeaths {
				delete(m, "deaths") // checked by score only
				r, _ = json.Marshal(m)
			}
			out = append(out, r)
		}
	}
	return out
}

// fight plays a random but legal fight of at most attacks attacks through
// the Game's own read-outs (CanAttack, CanHold, Attack and the damage
// options, by gen.SwordsAttack), and returns its record. parry makes every
// defender stop the attack when it can and damaged knights keep their
// hand cards, so that nobody dies.
func fight(t testing.TB, seed uint64, knights []string, opts engine.Options, attacks int, parry bool) []byte {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 15))
	deck := cards.StandardDeck(false)
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	setup := swords.Setup{Knights: knights, Dealer: len(knights) - 1, DealerSet: true, StrongCard: deck[0], StrongSuit: deck[0].Suit}
	if opts.WarriorsVow {
		setup.Vow = deck[1 : 1+len(knights)]
	}
	g, err := swords.NewGame(setup, opts)
	if err != nil {
		t.Fatal(err)
	}
	var rounds []swords.Round
	for len(rounds) < attacks && !g.Finished() {
		var r swords.Round
		ok := false
		for try := 0; try < 200 && !ok; try++ {
			if r, ok = gen.SwordsAttack(g, rng, parry); ok {
				_, err := g.Try(r)
				ok = err == nil
			}
		}
		if !ok {
			break
		}
		if _, err := g.Play(r); err != nil {
			t.Fatalf("attack %d %+v: %v", len(rounds), r, err)
		}
		rounds = append(rounds, r)
	}
	raw := make([]json.RawMessage, len(rounds))
	for i, r := range rounds {
		raw[i], _ = json.Marshal(r)
	}
	rec := map[string]any{"game": swords.ID, "knights": knights, "dealer": knights[len(knights)-1], "strong_card": deck[0].String(),
		"attacks": raw, "options": swords.Values(opts)}
	if opts.WarriorsVow {
		rec["vow"] = cards.Cards(setup.Vow).Strings()
	}
	b, _ := json.Marshal(rec)
	return b
}

func definition(t *testing.T) scoring.Definition {
	d, err := all.Lookup(swords.ID)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestDefinition(t *testing.T) {
	var records [][]byte
	for _, f := range []string{"testdata/review.json", "testdata/gen1.json", "testdata/extra.json"} {
		records = append(records, logRecords(t, f)...)
	}
	records = append(records,
		fight(t, 1, []string{"Ann", "Bo", "Cy", "Di"}, engine.Options{WarriorsVow: true, ExpandedDodging: true}, 200, false),
		fight(t, 2, []string{"Ann", "Bo", "Cy"}, engine.Options{GentlemanRule: true, DamageToStop: true}, 200, false),
		fight(t, 3, []string{"Ann", "Bo"}, engine.Options{}, 120, true),
		fight(t, 4, []string{"Ann", "Bo", "Cy", "Di"}, engine.Options{StealToStop: true}, 200, false),
		fight(t, 5, []string{"Ann", "Bo", "Cy"}, engine.Options{HecticKnights: true, StealingCosts: true}, 200, false),
	)
	if len(records) < 12 {
		t.Fatalf("only %d records", len(records))
	}
	gametest.CheckDefinition(t, definition(t), records...)
}

// TestResumeCostsTheSame: the stored state holds the table, never the
// attacks: after 1,000 attacks it is as small as after a few, and the
// 1,000th attack costs what the first does.
func TestResumeCostsTheSame(t *testing.T) {
	var rec scoring.Record
	for seed := uint64(9); seed < 40 && len(rec.Rounds) < 1000; seed++ {
		var err error
		if rec, err = scoring.DecodeRecord(definition(t), fight(t, seed, []string{"Ann", "Bo"}, engine.Options{}, 1000, true)); err != nil {
			t.Fatal(err)
		}
	}
	if len(rec.Rounds) < 1000 {
		t.Fatalf("the fight lasted %d attacks", len(rec.Rounds))
	}
	st, err := scoring.Start(definition(t), rec.Setup, rec.Options)
	if err != nil {
		t.Fatal(err)
	}
	var early, late time.Duration
	for i, r := range rec.Rounds {
		start := time.Now()
		if _, err := st.Apply(r); err != nil {
			t.Fatalf("attack %d: %v", i, err)
		}
		switch {
		case i < 50:
			early += time.Since(start)
		case i >= len(rec.Rounds)-50:
			late += time.Since(start)
		}
	}
	raw, _ := definition(t).Codec().EncodeState(st)
	if len(raw) > 3000 { // at most the 52 cards, each once
		t.Errorf("state after %d attacks: %d bytes: %s", len(rec.Rounds), len(raw), raw)
	}
	if late > 5*early+5*time.Millisecond {
		t.Errorf("the last 50 attacks took %v, the first 50 %v", late, early)
	}
	if st.(*swords.Game).Pile().Shuffles == 0 {
		t.Error("the deck never ran out in 1,000 attacks")
	}
}
