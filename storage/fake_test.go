package storage

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"arbiter/engine/game"
)

// fakeKind is the game id the tests' fake plugin registers under. This
// test binary imports no real game, so the id is free here.
const fakeKind = "draque-yirken"

// The fake game: sides A and B (or the "players" given), each round gives
// points to sides; the first side to reach the target (option "target",
// default 50) wins. Negative points are illegal.
type fakeRound struct {
	Points map[string]int `json:"points"`
	Pad    string         `json:"pad"` // makes big rounds for file tests
}

type fakeInput struct {
	Game    string `json:"game"`
	Options *struct {
		Target *int `json:"target"`
	} `json:"options"`
	Sides  []string    `json:"sides"`
	Rounds []fakeRound `json:"rounds"`
}

func fakeScore(in []byte) (any, error) {
	var f fakeInput
	if err := game.Decode(in, &f); err != nil {
		return nil, err
	}
	target := 50
	if f.Options != nil && f.Options.Target != nil {
		target = *f.Options.Target
		if target <= 0 {
			return nil, game.Invalidf("options.target: must be positive, got %d", target)
		}
	}
	sides := f.Sides
	if len(sides) == 0 {
		sides = []string{"A", "B"}
	}
	totals := map[string]int{}
	for _, s := range sides {
		totals[s] = 0
	}
	per := []map[string]int{}
	for i, r := range f.Rounds {
		for s, p := range r.Points {
			if _, ok := totals[s]; !ok {
				return nil, game.Invalidf("rounds[%d].points: %q is not a side", i, s)
			}
			if p < 0 {
				return nil, game.Illegalf("points are never negative", "rounds[%d].points.%s: %d", i, s, p)
			}
			totals[s] += p
		}
		per = append(per, r.Points)
	}
	var winner any
	finished := false
	best := -1
	for _, s := range sides {
		if totals[s] >= target && totals[s] > best {
			best, winner, finished = totals[s], s, true
		}
	}
	return map[string]any{"game": fakeKind, "rounds": per, "totals": totals, "finished": finished, "winner": winner}, nil
}

func init() {
	game.Register(game.Plugin{ID: fakeKind, Score: fakeScore, Rounds: "rounds",
		Rules: func() game.Rules {
			return game.Rules{Options: []game.Option{{Name: "target", Default: 50, Help: "points to win"}}}
		}})
}

// clock is a settable test clock.
type clock struct{ t time.Time }

func (c *clock) now() time.Time      { return c.t }
func (c *clock) add(d time.Duration) { c.t = c.t.Add(d) }
func newClock() *clock               { return &clock{time.Date(2025, 3, 1, 19, 0, 0, 0, time.UTC)} }
func round(a, b int) json.RawMessage {
	return json.RawMessage(fmt.Sprintf(`{"points":{"A":%d,"B":%d}}`, a, b))
}
func tempDB(t testing.TB) string { return filepath.Join(t.TempDir(), "data", "arbiter.db") }

// must returns v or panics on err (a test failure with its stack).
func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// ok fails the test on err.
func ok(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// openTest opens a fresh store with a test clock.
func openTest(t testing.TB) (*Store, *clock) {
	t.Helper()
	c := newClock()
	s, err := OpenWith(tempDB(t), Options{Now: c.now})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, c
}

// newFakeGame creates Ann (A) vs Bo (B).
func newFakeGame(t testing.TB, s *Store, options string) Game {
	t.Helper()
	ann := must(s.EnsurePlayer("Ann"))
	bo := must(s.EnsurePlayer("Bo"))
	ng := NewGame{Kind: fakeKind, Name: "Friday", Seats: []Seat{{PlayerID: ann.ID, Side: "A"}, {PlayerID: bo.ID, Side: "B"}}}
	if options != "" {
		ng.Options = json.RawMessage(options)
	}
	return must(s.CreateGame(ng))
}

func fileBytes(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func sortedStrings(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
