package storage

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"sync/atomic"
	"testing"
	"time"

	"arbiter/engine/game"
	"arbiter/scoring"
)

// fakeKind is the game id of the tests' fake game, registered with the
// scoring registry by this test binary only.
const fakeKind = "fake"

// The fake game: sides A and B (or the "sides" given), each round gives
// points to sides; the first side to reach the target (option "target",
// default 50) wins. Negative points are illegal.
type fakeRound struct {
	Points map[string]int `json:"points"`
	Pad    string         `json:"pad,omitempty"` // makes big rounds for file tests
}

type fakeSetup struct {
	Sides []string `json:"sides,omitempty"`
}

type fakeResult struct {
	Points map[string]int `json:"points"`
}

type fakeGame struct {
	Sides  []string       `json:"sides"`
	Totals map[string]int `json:"totals"`
	Target int            `json:"target"`
	Played int            `json:"played"`
}

// fakeApplies counts the rounds the fake game has applied, so tests can
// check how much of a game a change replays.
var fakeApplies atomic.Int64

func (g *fakeGame) play(r fakeRound) (fakeResult, error) {
	fakeApplies.Add(1)
	if g.Standing().Finished {
		return fakeResult{}, game.Illegalf("a won game takes no more rounds", "points: the game is over")
	}
	for _, side := range sortedKeys(r.Points) {
		if !slices.Contains(g.Sides, side) {
			return fakeResult{}, game.Invalidf("points: %q is not a side", side)
		}
		if p := r.Points[side]; p < 0 {
			return fakeResult{}, game.Illegalf("points are never negative", "points.%s: %d", side, p)
		}
	}
	for side, p := range r.Points {
		g.Totals[side] += p
	}
	g.Played++
	return fakeResult{Points: r.Points}, nil
}

func (g *fakeGame) Apply(r scoring.Round) (scoring.Result, error) { return scoring.ApplyAs(r, g.play) }

func (g *fakeGame) Standing() scoring.Standing {
	st := scoring.Standing{Rounds: g.Played, Target: g.Target, Winners: []string{}}
	best := -1
	for _, side := range g.Sides {
		st.Totals = append(st.Totals, scoring.SideTotal{Side: side, Points: g.Totals[side]})
		if p := g.Totals[side]; p >= g.Target && p > best {
			best, st.Finished, st.Winners = p, true, []string{side}
		}
	}
	return st
}

type fakeDef struct{}

func (fakeDef) Info() scoring.Info {
	return scoring.Info{ID: fakeKind, Name: "Fake", Players: "1–4", MinPlayers: 1, MaxPlayers: 4, Order: 999, RoundNoun: "round", RoundsKey: "rounds"}
}

var fakeSchema = scoring.Schema{Options: []scoring.Option{
	{Name: "target", Kind: scoring.Int, Default: 50, Min: 1, Max: 1000000000, Label: "Target", Help: "points to win"},
}}

func (fakeDef) Options() scoring.Schema { return fakeSchema }
func (fakeDef) Rules() game.Rules {
	return scoring.RulesWithOptions(game.Rules{Game: fakeKind, Name: "Fake"}, fakeSchema)
}

func (fakeDef) New(setup scoring.Setup, opts scoring.Values) (scoring.State, error) {
	s, _ := scoring.As[fakeSetup](setup)
	sides := s.Sides
	if len(sides) == 0 {
		sides = []string{"A", "B"}
	}
	return &fakeGame{Sides: sides, Totals: map[string]int{}, Target: opts.Int("target")}, nil
}

// Seat seats 1 to 4 players on A and B in turn: A, B, A, B.
func (fakeDef) Seat(setup scoring.Setup, players []string) (scoring.Setup, []scoring.Seat, error) {
	sides := []string{"A", "B"}
	if len(players) > 4 {
		return nil, nil, game.Invalidf("players: %d players: the fake game is for 1 to 4", len(players))
	}
	if len(players) == 0 {
		return nil, nil, game.Invalidf("players is missing: name the players")
	}
	var seats []scoring.Seat
	for i, p := range players {
		seats = append(seats, scoring.Seat{Player: p, Side: sides[i%2]})
	}
	return setup, seats, nil
}

func (d fakeDef) Codec() scoring.Codec {
	return scoring.JSONCodec[fakeSetup, fakeRound, fakeResult, *fakeGame]{
		ReadState: func(raw json.RawMessage, _ fakeSetup, _ scoring.Values) (*fakeGame, error) {
			var g fakeGame
			return &g, json.Unmarshal(raw, &g)
		},
	}
}

// The tests' histories hold the fake game besides the real ones.
func init() { games = games.With(fakeDef{}) }

// clock is a settable test clock.
type clock struct{ t time.Time }

func (c *clock) now() time.Time      { return c.t }
func (c *clock) add(d time.Duration) { c.t = c.t.Add(d) }
func newClock() *clock               { return &clock{time.Date(2025, 3, 1, 19, 0, 0, 0, time.UTC)} }
func round(a, b int) fakeRound       { return fakeRound{Points: map[string]int{"A": a, "B": b}} }
func tempDB(t testing.TB) string     { return filepath.Join(t.TempDir(), "data", "arbiter.db") }

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
		ng.Options = must(fakeSchema.Parse(json.RawMessage(options)))
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
