package draque

import (
	"errors"
	"math/rand"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

func cs(s string) []cards.ElementCard {
	if s == "" {
		return nil
	}
	return cards.MustParseElementCards(s)
}

func c(s string) cards.ElementCard { return cards.MustParseElementCard(s) }

// allOf returns the four cards of each value.
func allOf(values ...int) []cards.ElementCard {
	var out []cards.ElementCard
	for _, v := range values {
		for _, e := range cards.Elements {
			out = append(out, cards.ElementCard{Element: e, Value: v})
		}
	}
	return out
}

func TestOutOfGame(t *testing.T) {
	tests := []struct {
		name   string
		out    []cards.ElementCard
		lo, hi int
	}{
		{"start", nil, 1, 15},
		{"three 1s out", cs("Fi1 Wa1 Wi1"), 1, 15},
		{"all 1s out", allOf(1), 2, 15},
		{"1s and 2s out", allOf(1, 2), 3, 15},
		{"all 15s out", allOf(15), 1, 14},
		{"both ends move", append(allOf(1, 15, 14), c("Fi2")), 2, 13},
		{"meet in the middle", allOf(1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15), 8, 8},
		{"everything out", allOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), 0, 0},
	}
	for _, tt := range tests {
		lo, hi := OutOfGame(tt.out)
		if lo != tt.lo || hi != tt.hi {
			t.Errorf("%s: OutOfGame = %d, %d; want %d, %d", tt.name, lo, hi, tt.lo, tt.hi)
		}
	}
}

func TestCheckOut(t *testing.T) {
	ok := [][]cards.ElementCard{nil, cs("Fi1"), cs("Fi15 Wa1"), append(allOf(1), c("Wa2")), append(allOf(15), c("Ea14"))}
	for _, out := range ok {
		if err := CheckOut("out", out); err != nil {
			t.Errorf("%v: %v", out, err)
		}
	}
	bad := []struct {
		out []cards.ElementCard
		err error
	}{
		{cs("Fi5"), ErrImpossibleOut},
		{cs("Fi1 Wa1 Wi1 Fi2"), ErrImpossibleOut}, // the 2 before all four 1s
		{cs("Fi1 Fi1"), cards.ErrDuplicate},
		{cs("Fi15 Wa15 Wi15 Ea15 Ea14 Fi1 Fi13"), ErrImpossibleOut}, // the 13 before all four 14s
		{append(allOf(1, 2, 15), c("Wa3"), c("Fi14"), c("Ea9")), ErrImpossibleOut},
	}
	for _, tt := range bad {
		err := CheckOut("out", tt.out)
		var e *game.Error
		if !errors.Is(err, tt.err) || !errors.As(err, &e) || !errors.Is(err, game.ErrImpossible) || e.Rule != game.RuleImpossible || !strings.HasPrefix(e.Field, "out[") {
			t.Errorf("%v: %v, want %v as GEN-1 naming out[i]", tt.out, err, tt.err)
		}
	}
	// Every card out: the last discard at least stays in game.
	all := allOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
	if err := CheckOut("out", all); !errors.Is(err, ErrImpossibleOut) || game.FieldOf(err) != "out" {
		t.Errorf("all 60 out: %v", err)
	}
	// Down to one value in game, and fewer than all of its copies out: fine.
	if err := CheckOut("out", append(allOf(1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15), c("Fi8"), c("Wa8"), c("Wi8"))); err != nil {
		t.Errorf("three 8s out last: %v", err)
	}
}

// TestCheckOutProperty: a list is accepted exactly when some order puts
// every card out while its value is the lowest or highest still in game.
func TestCheckOutProperty(t *testing.T) {
	rng := rand.New(rand.NewSource(14))
	deck := cards.ElementDeck()
	for n := 0; n < 3000; n++ {
		var out []cards.ElementCard
		if n%2 == 0 {
			for _, i := range rng.Perm(len(deck))[:rng.Intn(20)] {
				out = append(out, deck[i])
			}
		} else {
			// A real sequence of put-outs, then perhaps one card more.
			in := map[cards.ElementCard]bool{}
			for _, d := range deck {
				in[d] = true
			}
			for k := rng.Intn(len(deck)); k > 0; k-- {
				lo, hi := OutOfGame(out)
				var can []cards.ElementCard
				for _, d := range deck {
					if in[d] && (d.Value == lo || d.Value == hi) {
						can = append(can, d)
					}
				}
				d := can[rng.Intn(len(can))]
				in[d] = false
				out = append(out, d)
			}
			if rng.Intn(2) == 0 {
				d := deck[rng.Intn(len(deck))]
				if in[d] {
					out = append(out, d)
				}
			}
			rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
		}
		want := orderExists(out) && len(out) < len(deck)
		if err := CheckOut("out", out); (err == nil) != want {
			t.Fatalf("%v: CheckOut %v, an order exists: %v", cards.ElementCards(out).Strings(), err, want)
		}
	}
}

// orderExists searches greedily: put out any listed card of the lowest or
// highest value still in game until none is left (the order among such
// cards does not matter, as putting one out only widens the choice).
func orderExists(out []cards.ElementCard) bool {
	left := append([]cards.ElementCard(nil), out...)
	var done []cards.ElementCard
	for len(left) > 0 {
		lo, hi := OutOfGame(done)
		k := -1
		for i, c := range left {
			if c.Value == lo || c.Value == hi {
				k = i
				break
			}
		}
		if k < 0 {
			return false
		}
		done = append(done, left[k])
		left = append(left[:k], left[k+1:]...)
	}
	return true
}

func TestCanPutOut(t *testing.T) {
	tests := []struct {
		hand, want string
		out        []cards.ElementCard
	}{
		{"Fi1 Wa15 Fi7", "Fi1 Wa15", nil},
		{"Fi2 Fi7", "", nil},
		{"Fi2 Fi7 Ea14", "Fi2", allOf(1)},
		{"Fi2 Ea14 Ea13", "Fi2 Ea13", allOf(1, 15, 14)},
		{"Fi1 Fi2", "Fi2", append(allOf(1)[1:], c("Fi1"))}, // a hand card listed out is never offered
	}
	for _, tt := range tests {
		got := cards.ElementCards(CanPutOut(cs(tt.hand), tt.out)).Strings()
		if strings.Join(got, " ") != tt.want {
			t.Errorf("CanPutOut(%s) = %v, want %s", tt.hand, got, tt.want)
		}
	}
	if err := PutOut(cs("Fi1 Fi7"), nil, c("Fi7")); !errors.Is(err, ErrNotExtreme) || !errors.Is(err, game.ErrIllegal) || game.FieldOf(err) != "card" {
		t.Errorf("PutOut Fi7: %v", err)
	}
	if err := PutOut(cs("Fi1 Fi7"), nil, c("Wa1")); !errors.Is(err, ErrNotInHand) {
		t.Errorf("PutOut Wa1 not held: %v", err)
	}
	if err := PutOut(cs("Fi1 Fi7"), nil, c("Fi1")); err != nil {
		t.Errorf("PutOut Fi1: %v", err)
	}
}

func TestCheckWin(t *testing.T) {
	tests := []struct {
		name    string
		hand    string
		discard string
		out     []cards.ElementCard
		ignore  bool
		valid   bool
		series  string
		err     error
		better  string
	}{
		{"contract example", "Fi3 Fi4 Fi5 Fi6 Wa9", "Wa9", nil, false, true, "Fi3 Fi4 Fi5 Fi6", nil, ""},
		{"any order", "Fi6 Wa9 Fi4 Fi3 Fi5", "Wa9", nil, false, true, "Fi3 Fi4 Fi5 Fi6", nil, ""},
		{"mixed elements", "Fi3 Fi4 Wa5 Fi6 Wa9", "Wa9", nil, false, false, "", ErrMixedElements, ""},
		{"mixed elements agreed", "Fi3 Fi4 Wa5 Fi6 Wa9", "Wa9", nil, true, true, "Fi3 Fi4 Wa5 Fi6", nil, ""},
		{"gap", "Fi3 Fi4 Fi6 Fi7 Wa9", "Wa9", nil, false, false, "", ErrNotConsecutive, ""},
		{"same value twice", "Fi3 Wa3 Fi4 Fi5 Wa9", "Wa9", nil, true, false, "", ErrNotConsecutive, ""},
		{"no wrap", "Fi14 Fi15 Fi1 Wa9", "Wa9", nil, false, false, "", ErrNotConsecutive, ""},
		{"too short", "Fi3 Fi4 Wa9", "Wa9", nil, false, false, "", ErrTooShort, ""},
		{"shortest series", "Fi3 Fi4 Fi5 Wa9", "Wa9", nil, false, true, "Fi3 Fi4 Fi5", nil, ""},
		{"full hand of 7", "Ea9 Ea10 Ea11 Ea12 Ea13 Ea14 Ea15 Fi1", "Fi1", nil, false, true, "Ea9 Ea10 Ea11 Ea12 Ea13 Ea14 Ea15", nil, ""},
		{"wrong discard", "Fi3 Fi4 Fi5 Fi6 Wa9", "Fi6", nil, false, false, "", ErrNotConsecutive, "Wa9"},
		{"wrong discard, two fixes", "Fi3 Fi4 Fi5 Fi6 Fi7", "Fi5", nil, false, false, "", ErrNotConsecutive, "Fi3 Fi7"},
		{"card out of game", "Fi1 Fi2 Fi3 Wa9", "Wa9", cs("Fi1"), false, false, "", ErrOutOfGame, ""},
		{"discard out of game", "Fi1 Fi2 Fi3 Wa1", "Wa1", cs("Wa1"), false, false, "", ErrOutOfGame, ""},
		{"out of game elsewhere is fine", "Fi1 Fi2 Fi3 Wa9", "Wa9", cs("Wa1 Ea15"), false, true, "Fi1 Fi2 Fi3", nil, ""},
		{"discard not in hand", "Fi3 Fi4 Fi5 Wa9", "Ea9", nil, false, false, "", ErrNotInHand, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cl := CheckWin(cs(tt.hand), c(tt.discard), tt.out, tt.ignore)
			if cl.Valid != tt.valid {
				t.Fatalf("valid %v (%v), want %v", cl.Valid, cl.Reason, tt.valid)
			}
			if got := strings.Join(cards.ElementCards(cl.Series).Strings(), " "); got != tt.series {
				t.Errorf("series %q, want %q", got, tt.series)
			}
			if tt.err != nil && !errors.Is(cl.Reason, tt.err) {
				t.Errorf("reason %v, want %v", cl.Reason, tt.err)
			}
			if got := strings.Join(cards.ElementCards(cl.BetterDiscard).Strings(), " "); got != tt.better {
				t.Errorf("better discard %q, want %q", got, tt.better)
			}
			if len(cl.Steps) == 0 || cl.Series == nil || cl.BetterDiscard == nil {
				t.Error("no explanation or a nil list")
			}
		})
	}
}

// TestSeriesProperty compares IsSeries with a direct definition on random
// hands: a series is 3+ cards whose values are min, min+1, …, min+n−1,
// all of one element unless elements are ignored.
func TestSeriesProperty(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	deck := cards.ElementDeck()
	for i := 0; i < 20000; i++ {
		n := rng.Intn(8)
		perm := rng.Perm(len(deck))[:n]
		// Bias towards runs: half the time take a run of one element.
		var hand []cards.ElementCard
		if rng.Intn(2) == 0 && n > 0 {
			start := 1 + rng.Intn(15)
			e := cards.Elements[rng.Intn(4)]
			for v := start; v < start+n && v <= 15; v++ {
				if rng.Intn(6) == 0 {
					e = cards.Elements[rng.Intn(4)]
				}
				hand = append(hand, cards.ElementCard{Element: e, Value: v})
			}
		} else {
			for _, j := range perm {
				hand = append(hand, deck[j])
			}
		}
		for _, ignore := range []bool{false, true} {
			if got, want := IsSeries(hand, ignore), naiveSeries(hand, ignore); got != want {
				t.Fatalf("IsSeries(%v, %v) = %v, want %v", hand, ignore, got, want)
			}
		}
	}
}

func naiveSeries(hand []cards.ElementCard, ignore bool) bool {
	if len(hand) < 3 {
		return false
	}
	lo := 99
	for _, c := range hand {
		lo = min(lo, c.Value)
	}
	seen := map[int]bool{}
	for _, c := range hand {
		if c.Value-lo >= len(hand) || seen[c.Value] || (!ignore && c.Element != hand[0].Element) {
			return false
		}
		seen[c.Value] = true
	}
	return true
}

func TestExhaustionChecklist(t *testing.T) {
	steps := ExhaustionChecklist()
	if len(steps) < 7 {
		t.Fatalf("%d steps", len(steps))
	}
	if !steps[0].Choice || steps[0].Who != WhoPlayerOnTurn {
		t.Errorf("first step is the player on turn's choice: %+v", steps[0])
	}
	// The choice's words name the contract's values of the choice.
	for _, v := range []string{ChoiceTakeDiscard, ChoiceRebuild} {
		if !strings.Contains(steps[0].Text, "("+v+")") {
			t.Errorf("the first step does not name the choice %q: %s", v, steps[0].Text)
		}
	}
	for i, s := range steps {
		if s.N != i+1 || s.Text == "" || s.Section != SecExhaustion.English || s.Text != s.Said.String() {
			t.Errorf("step %d: %+v", i, s)
		}
		if i > 0 && s.OnlyIf != ChoiceRebuild {
			t.Errorf("step %d applies only after a rebuild: %+v", i, s)
		}
	}
	named := ExhaustionChecklistFor(Extremes{Lowest: 3, Highest: 14})
	found := false
	for _, s := range named {
		found = found || strings.Contains(s.Text, "lowest (3) or highest (14)")
	}
	if !found {
		t.Error("the put-out step should name the values in game")
	}
}

func BenchmarkCheckWin(b *testing.B) {
	hand := cs("Ea9 Ea10 Ea11 Ea12 Ea13 Ea14 Ea15 Fi1")
	out := allOf(1)
	d := c("Fi1")
	b.ReportAllocs()
	for b.Loop() {
		_ = CheckWin(hand, d, out, false)
	}
}

func BenchmarkOutOfGame(b *testing.B) {
	out := append(allOf(1, 2, 15), c("Fi3"))
	b.ReportAllocs()
	for b.Loop() {
		_, _ = OutOfGame(out)
	}
}

// A reason's step says the rule as its sentinel does, with a capital,
// then what is wrong: the step's English and the sentinel's stay one text.
func TestReasonSteps(t *testing.T) {
	for s, d := range reasonSteps {
		want := strings.ToUpper(s.English[:1]) + s.English[1:] + ": %s."
		if d.English != want {
			t.Errorf("%s: %q, but the sentinel says %q", d.ID, d.English, want)
		}
	}
	err := seriesError([]cards.ElementCard{{Element: cards.Fire, Value: 3}, {Element: cards.Fire, Value: 5}}, nil, false)
	if got, want := reasonStep(err).String(), "A series has at least 3 cards: 2 cards left for the series, fewer than 3."; got != want {
		t.Errorf("step %q, want %q", got, want)
	}
	if !errors.Is(err, ErrTooShort) || err.Error() != "2 cards left for the series, fewer than 3: a series has at least 3 cards" {
		t.Errorf("reason %q", err)
	}
}
