package gen_test

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"arbiter/scoring"
	"arbiter/scoring/all"
	"arbiter/scoring/gametest"
	"arbiter/scoring/gen"
	"arbiter/scoring/hyrule"
	"arbiter/scoring/myre"
	"arbiter/scoring/yamiro"
)

// rounds is the length of the games the tests play, as the table-session
// tests do.
const rounds = 200

// TestEveryGame: gen knows every registered game.
func TestEveryGame(t *testing.T) {
	if got, want := gen.IDs(), all.IDs(); !slices.Equal(got, want) {
		t.Fatalf("gen generates %v, the registered games are %v", got, want)
	}
	if _, err := gen.For("chess", 1); err == nil {
		t.Error("a game gen does not know was generated")
	}
}

// encode writes rounds with the game's codec: what storage would keep.
func encode(t *testing.T, g gen.Game, rs []scoring.Round) []string {
	t.Helper()
	out := make([]string, len(rs))
	for i, r := range rs {
		raw, err := g.Def.Codec().EncodeRound(r)
		if err != nil {
			t.Fatalf("%s round %d: %v", g.ID(), i, err)
		}
		out[i] = string(raw)
	}
	return out
}

// TestPlay: a game of 200 rounds (fewer only when the game ends) is
// accepted by scoring.Play from its record, also once its rounds went
// through the codec, and a seed always gives the same game.
func TestPlay(t *testing.T) {
	for _, id := range gen.IDs() {
		t.Run(id, func(t *testing.T) {
			for seed := uint64(1); seed <= 3; seed++ {
				g, err := gen.For(id, seed)
				if err != nil {
					t.Fatal(err)
				}
				rs, err := gen.Play(g, rounds, seed)
				if err != nil {
					t.Fatal(err)
				}
				st, _, err := scoring.Play(g.Def, g.Record(rs))
				if err != nil {
					t.Fatalf("seed %d: scoring.Play refuses the game: %v", seed, err)
				}
				switch {
				case len(rs) < rounds && !st.Standing().Finished:
					t.Errorf("seed %d: %d rounds and the game is not over", seed, len(rs))
				case len(rs) < rounds && id != yamiro.ID:
					// Only Yamiro's rules fix a game's length.
					t.Errorf("seed %d: the game ended after %d rounds", seed, len(rs))
				}
				if got := st.Standing().Rounds; got != len(rs) {
					t.Errorf("seed %d: standing after %d rounds counts %d", seed, len(rs), got)
				}
				// Through the codec, as storage keeps rounds.
				var back []scoring.Round
				for i, raw := range encode(t, g, rs) {
					r, err := g.Def.Codec().DecodeRound(json.RawMessage(raw))
					if err != nil {
						t.Fatalf("seed %d round %d: %s does not read back: %v", seed, i, raw, err)
					}
					back = append(back, r)
				}
				st2, _, err := scoring.Play(g.Def, g.Record(back))
				if err != nil {
					t.Fatalf("seed %d: the decoded rounds are refused: %v", seed, err)
				}
				if !reflect.DeepEqual(st2.Standing(), st.Standing()) {
					t.Errorf("seed %d: decoded rounds stand %+v, the rounds %+v", seed, st2.Standing(), st.Standing())
				}
				// Deterministic.
				g2, err := gen.For(id, seed)
				if err != nil {
					t.Fatal(err)
				}
				rs2, err := gen.Play(g2, rounds, seed)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(g2.Setup, g.Setup) || !reflect.DeepEqual(g2.Options, g.Options) || !slices.Equal(g2.Players, g.Players) {
					t.Errorf("seed %d: two games differ", seed)
				}
				if !slices.Equal(encode(t, g2, rs2), encode(t, g, rs)) {
					t.Errorf("seed %d: the same seed played two different games", seed)
				}
			}
		})
	}
}

// TestThousandHands: a game of Myre lasts the 1,000 hands a benchmark
// saves the last of, whatever the seed, and still fights battles then.
func TestThousandHands(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		g, err := gen.For(myre.ID, seed)
		if err != nil {
			t.Fatal(err)
		}
		rs, err := gen.Play(g, 1000, seed)
		if err != nil || len(rs) != 1000 {
			t.Fatalf("seed %d: %d hands (%v)", seed, len(rs), err)
		}
		st, _, err := scoring.Play(g.Def, g.Record(rs))
		if err != nil {
			t.Fatal(err)
		}
		// The hands late in the game still fight battles.
		battles := 0
		for _, r := range rs[900:] {
			battles += len(r.(myre.Hand).Battles)
		}
		if battles < 100 {
			t.Errorf("seed %d: %d battles in hands 901 to 1000 (standing %+v)", seed, battles, st.Standing())
		}
	}
}

// TestNextFromAnyState: from the state after a random prefix of a game,
// Next gives a round the state accepts and leaves the state as it was,
// usually another round than the game went on with (a correction), and
// the game goes on from there.
func TestNextFromAnyState(t *testing.T) {
	for _, id := range gen.IDs() {
		t.Run(id, func(t *testing.T) {
			differ, tried := 0, 0
			for seed := uint64(1); seed <= 4; seed++ {
				g, err := gen.For(id, seed)
				if err != nil {
					t.Fatal(err)
				}
				rs, err := gen.Play(g, rounds/4, seed)
				if err != nil {
					t.Fatal(err)
				}
				rng := rand.New(rand.NewPCG(seed, 99))
				for range 8 {
					k := rng.IntN(len(rs))
					st, _, err := scoring.Play(g.Def, g.Record(rs[:k]))
					if err != nil {
						t.Fatal(err)
					}
					c := g.Def.Codec()
					before, err := c.EncodeState(st)
					if err != nil {
						t.Fatal(err)
					}
					r, ok := gen.Next(g, st, rng)
					if !ok {
						t.Fatalf("seed %d: no round after %d rounds", seed, k)
					}
					if after, _ := c.EncodeState(st); string(after) != string(before) {
						t.Fatalf("seed %d: Next changed the state after %d rounds", seed, k)
					}
					if _, err := st.Apply(r); err != nil {
						t.Fatalf("seed %d: after %d rounds Next gave a round the state refuses: %v", seed, k, err)
					}
					tried++
					if a, b := encode(t, g, []scoring.Round{r}), encode(t, g, rs[k:k+1]); a[0] != b[0] {
						differ++
					}
					// The game goes on from the correction.
					for j := 0; j < 20 && !st.Standing().Finished; j++ {
						r, ok := gen.Next(g, st, rng)
						if !ok {
							t.Fatalf("seed %d: no round %d rounds after a correction of round %d", seed, j+1, k)
						}
						if _, err := st.Apply(r); err != nil {
							t.Fatalf("seed %d: %d rounds after a correction of round %d: %v", seed, j+1, k, err)
						}
					}
				}
			}
			if differ < tried/2 {
				t.Errorf("only %d of %d corrections differ from the round they replace", differ, tried)
			}
		})
	}
}

// TestSeedsDiffer: different seeds give different games.
func TestSeedsDiffer(t *testing.T) {
	for _, id := range gen.IDs() {
		t.Run(id, func(t *testing.T) {
			seen := map[string]bool{}
			for seed := uint64(1); seed <= 5; seed++ {
				g, err := gen.For(id, seed)
				if err != nil {
					t.Fatal(err)
				}
				rs, err := gen.Play(g, 20, seed)
				if err != nil {
					t.Fatal(err)
				}
				key, _ := json.Marshal(encode(t, g, rs))
				seen[string(key)] = true
			}
			if len(seen) < 4 {
				t.Errorf("5 seeds gave %d different games", len(seen))
			}
		})
	}
}

// TestNextAfterRuleCases: Next works from states gen never made, those of
// the rule cases' games (hands recorded without face-up scouts, a knight
// dead, run-off games set up by the table...), after every round of each.
func TestNextAfterRuleCases(t *testing.T) {
	files, err := filepath.Glob("../*/testdata/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no case files: %v", err)
	}
	states := map[string]int{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var cases []gametest.Case
		if err := json.Unmarshal(b, &cases); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, c := range cases {
			if c.Command != "score" || c.ExpectError {
				continue
			}
			id, err := all.ReadHeader(c.Input)
			if err != nil {
				continue
			}
			d, err := all.Lookup(id)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := scoring.DecodeRecord(d, c.Input)
			if err != nil {
				continue // a form only the CLI reads (Mortal Swords' knights and deaths)
			}
			g := gen.Game{Def: d, Setup: rec.Setup, Options: rec.Options}
			rng := rand.New(rand.NewPCG(uint64(len(c.Input)), 7))
			for k := 0; k <= len(rec.Rounds); k++ {
				st, _, err := scoring.Play(d, scoring.Record{Options: rec.Options, Setup: rec.Setup, Rounds: rec.Rounds[:k]})
				if err != nil || st.Standing().Finished {
					break
				}
				r, ok := gen.Next(g, st, rng)
				if !ok {
					if waits(st) {
						continue
					}
					t.Errorf("%s %q: no round after %d rounds", f, c.Name, k)
					continue
				}
				if _, err := st.Apply(r); err != nil {
					t.Errorf("%s %q: after %d rounds Next gave a round the state refuses: %v", f, c.Name, k, err)
				}
				states[id]++
			}
		}
	}
	for _, id := range gen.IDs() {
		if states[id] == 0 {
			t.Errorf("%s: no rule case gave a state to go on from", id)
		}
		t.Logf("%s: %d states", id, states[id])
	}
}

// waits reports whether a game waits for the rest of a round before any
// new one: a Hyrule joker standoff without its run-off, a Yamiro hand
// still tied under must_have_winner.
func waits(st scoring.State) bool {
	switch g := st.(type) {
	case *hyrule.Game:
		_, open := g.Standoff()
		return open
	case *yamiro.Game:
		return g.OpenHand()
	}
	return false
}
