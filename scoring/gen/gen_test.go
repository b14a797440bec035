package gen_test

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"arbiter/scoring"
	_ "arbiter/scoring/all"
	"arbiter/scoring/gen"
)

// rounds is the length of the games the tests play, as the table-session
// tests do.
const rounds = 200

// TestEveryGame: gen knows every registered game.
func TestEveryGame(t *testing.T) {
	if got, want := gen.IDs(), scoring.IDs(); !slices.Equal(got, want) {
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
				if len(rs) < rounds && !st.Standing().Finished {
					t.Errorf("seed %d: %d rounds and the game is not over", seed, len(rs))
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

// TestNextFromAnyState: from the state after a random prefix of a game,
// Next gives a round the state accepts and leaves the state as it was,
// and usually another round than the game went on with (a correction).
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
