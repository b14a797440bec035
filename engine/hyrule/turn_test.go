package hyrule

import (
	"errors"
	"math/rand"
	"strings"
	"testing"
	"unicode/utf8"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

func resolve(t *testing.T, s string, opts Options) Result {
	t.Helper()
	res, err := Resolve(Turn{Cards: cards.MustParseList(s), First: -1}, opts)
	if err != nil {
		t.Fatalf("Resolve(%s): %v", s, err)
	}
	return res
}

var allSuits = []cards.Suit{cards.Diamonds, cards.Clubs, cards.Spades, cards.Hearts}

// The head-to-head table: rupee buys bomb and sword, bomb blows up sword
// and heart, sword cuts heart, heart beats rupee.
func TestEveryPairOfSuitsBothWays(t *testing.T) {
	winner := map[[2]cards.Suit]cards.Suit{
		{cards.Diamonds, cards.Clubs}: cards.Diamonds, {cards.Diamonds, cards.Spades}: cards.Diamonds,
		{cards.Clubs, cards.Spades}: cards.Clubs, {cards.Clubs, cards.Hearts}: cards.Clubs,
		{cards.Spades, cards.Hearts}: cards.Spades, {cards.Hearts, cards.Diamonds}: cards.Hearts,
	}
	for pair, w := range winner {
		for _, ranks := range [][2]cards.Rank{{2, 2}, {cards.Ace, cards.King}, {cards.King, cards.Ace}, {7, 9}} {
			for _, order := range [][2]int{{0, 1}, {1, 0}} {
				a := cards.New(ranks[0], pair[order[0]])
				b := cards.New(ranks[1], pair[order[1]])
				res := resolve(t, a.String()+" "+b.String(), Options{})
				if res.WinningCard.Suit != w {
					t.Errorf("%s vs %s: won by %s, want the %s", a, b, res.WinningCard, Nickname(w))
				}
				if res.DecidedBy != BySuit {
					t.Errorf("%s vs %s: decided by %s", a, b, res.DecidedBy)
				}
				if !strings.Contains(strings.ToLower(strings.Join(res.Steps.Strings(), " ")), Image(w, otherSuit(pair, w))) {
					t.Errorf("%s vs %s: explanation lacks %q: %v", a, b, Image(w, otherSuit(pair, w)), res.Steps.Strings())
				}
			}
		}
	}
	// Beats is a tournament: for two different suits exactly one beats the other.
	for _, a := range allSuits {
		if Beats(a, a) {
			t.Errorf("%s beats itself", a)
		}
		for _, b := range allSuits {
			if a != b && Beats(a, b) == Beats(b, a) {
				t.Errorf("Beats(%s,%s) = Beats(%s,%s)", a, b, b, a)
			}
		}
	}
}

func otherSuit(p [2]cards.Suit, s cards.Suit) cards.Suit {
	if p[0] == s {
		return p[1]
	}
	return p[0]
}

// Every combination of three suits, every order, plus a fourth card of
// each suit present (which must not change the winning suit).
func TestEveryThreeSuitCombination(t *testing.T) {
	tests := []struct {
		suits string
		win   cards.Suit
		dec   Decision
	}{
		{"D C S", cards.Diamonds, BySuit},            // no hearts: rupee buys both weapons
		{"C S H", cards.Clubs, BySuit},               // no rupees: bomb blows up sword and heart
		{"D C H", cards.Hearts, ByHeartsAndRupees},   // hearts and rupees: highest heart
		{"D S H", cards.Hearts, ByHeartsAndRupees},   // ditto
		{"D C S H", cards.Hearts, ByHeartsAndRupees}, // all four
	}
	for _, tt := range tests {
		var suits []cards.Suit
		for _, f := range strings.Fields(tt.suits) {
			s, _ := cards.ParseSuit(f)
			suits = append(suits, s)
		}
		for _, perm := range permutations(len(suits)) {
			var cs []cards.Card
			for k, i := range perm {
				cs = append(cs, cards.New(cards.Rank(3+k), suits[i]))
			}
			res, err := Resolve(Turn{Cards: cs, First: -1}, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if res.WinningCard.Suit != tt.win || res.DecidedBy != tt.dec || cs[res.Winner] != res.WinningCard {
				t.Errorf("%v: won by %s (%s), want the %s (%s)", cards.Cards(cs), res.WinningCard, res.DecidedBy, Nickname(tt.win), tt.dec)
			}
		}
	}
}

func permutations(n int) [][]int {
	if n == 0 {
		return [][]int{{}}
	}
	var out [][]int
	for _, p := range permutations(n - 1) {
		for i := 0; i <= len(p); i++ {
			q := append(append(append([]int{}, p[:i]...), n-1), p[i:]...)
			out = append(out, q)
		}
	}
	return out
}

func TestRulebookExamplesAndFaceValue(t *testing.T) {
	tests := []struct {
		cards, win string
		dec        Decision
	}{
		{"2C 2S", "2C", BySuit},
		{"2C AC", "2C", ByFaceValue},
		{"AH KD", "AH", BySuit},
		{"JK KH", "JK", ByJoker},
		{"5S JK", "5S", ByFive},
		{"2D 2C 2S", "2D", BySuit},
		{"6C 6S 6H", "6C", BySuit},
		{"8H 8D 8S", "8H", ByHeartsAndRupees},
		{"KD JD QD", "KD", ByFaceValue},
		{"AS KS", "KS", ByFaceValue},             // aces are 1
		{"3H KD 2H QC", "3H", ByHeartsAndRupees}, // highest heart, even though bomb beats heart
		{"9S 10C KS 2H AC", "10C", BySuit},       // several bombs: the highest
		{"KH 2H", "KH", ByFaceValue},
	}
	for _, tt := range tests {
		res := resolve(t, tt.cards, Options{})
		if res.WinningCard.String() != tt.win || res.DecidedBy != tt.dec {
			t.Errorf("%s: %s by %s, want %s by %s", tt.cards, res.WinningCard, res.DecidedBy, tt.win, tt.dec)
		}
		if len(res.Captured) != len(strings.Fields(tt.cards)) {
			t.Errorf("%s: captured %d cards", tt.cards, len(res.Captured))
		}
	}
}

func TestJokersAndFives(t *testing.T) {
	tests := []struct {
		cards, win string
		dec        Decision
	}{
		{"JK 5H", "5H", ByFive},
		{"JK 5S", "5S", ByFive},
		{"JK 5C", "5C", ByFive},
		{"JK 5D", "5D", ByFive},
		{"5D JK 5C", "5C", ByFive},
		{"5D 5S JK 5C", "5S", ByFive},
		{"5D 5S JK 5C 5H", "5H", ByFive},
		{"RJ 5D BJ", "5D", ByFive}, // one five beats both jokers
		{"RJ KH 5D BJ", "5D", ByFive},
		{"JK 5H 6H", "5H", ByFive}, // the five wins although 6H is higher
		{"JK KH AS 4C", "JK", ByJoker},
		{"5H 5S", "5S", BySuit},      // no joker: fives are ordinary cards, sword cuts heart
		{"5H 6H", "6H", ByFaceValue}, // no joker: face value
	}
	for _, tt := range tests {
		res := resolve(t, tt.cards, Options{})
		if res.WinningCard.String() != tt.win || res.DecidedBy != tt.dec {
			t.Errorf("%s: %s by %s, want %s by %s", tt.cards, res.WinningCard, res.DecidedBy, tt.win, tt.dec)
		}
	}
}

func TestStandoffAndRunoff(t *testing.T) {
	res := resolve(t, "RJ KH BJ", Options{})
	if !res.Open() || res.DecidedBy != ByStandoff || len(res.Tied) != 2 || res.Tied[0] != 0 || res.Tied[1] != 2 || len(res.Captured) != 0 {
		t.Fatalf("standoff: %+v", res)
	}
	res, err := Resolve(Turn{Cards: cards.MustParseList("RJ KH BJ"), First: -1, Runoff: cards.MustParseList("2S 2C")}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Winner != 2 || res.WinningCard.String() != "2C" || res.DecidedBy != ByRunoff || len(res.Captured) != 5 || res.RunoffWinner != 1 {
		t.Fatalf("run-off: %+v", res)
	}
	// first_played: the first joker in play order from First.
	for _, tt := range []struct{ first, want int }{{0, 0}, {1, 2}, {2, 2}} {
		res, err := Resolve(Turn{Cards: cards.MustParseList("RJ KH BJ"), First: tt.first}, Options{JokerTie: JokerTieFirstPlayed})
		if err != nil {
			t.Fatal(err)
		}
		if res.Winner != tt.want || res.DecidedBy != ByFirstPlayed {
			t.Errorf("first_played from %d: %+v", tt.first, res)
		}
	}
	// No lead given (chance rules, bare resolve): the listed order is the
	// play order, player 0 first, so the first joker listed wins.
	res = resolve(t, "KH BJ RJ", Options{JokerTie: JokerTieFirstPlayed})
	if res.Open() || res.Winner != 1 || res.DecidedBy != ByFirstPlayed || len(res.Captured) != 3 {
		t.Errorf("first_played without a lead: %+v", res)
	}
	if _, err := Resolve(Turn{Cards: cards.MustParseList("RJ KH BJ"), First: -1, Runoff: cards.MustParseList("2S 2C")}, Options{JokerTie: JokerTieFirstPlayed}); err == nil {
		t.Errorf("first_played with run-off cards should be refused")
	}
}

func TestRefusals(t *testing.T) {
	inv, ill, imp := game.ErrInvalid, game.ErrIllegal, game.ErrImpossible
	tests := []struct {
		turn     Turn
		opt      Options
		kind     error
		sentinel error
		field    string
		rule     string
		mention  string
	}{
		{Turn{First: -1}, Options{}, inv, ErrPlayers, "cards", "", "missing"},
		{Turn{Cards: cards.MustParseList("2H"), First: -1}, Options{}, imp, ErrPlayers, "cards", "GEN-1", "1 card"},
		{Turn{Cards: cards.MustParseList("2H 3H 4H 5H 6H 7H 8H 9H"), First: -1}, Options{}, imp, ErrPlayers, "cards", "GEN-1", "8 card"},
		{Turn{Cards: cards.MustParseList("2H 2H"), First: -1}, Options{}, imp, ErrDuplicate, "cards[1]", "GEN-1", "appears twice (also at cards[0])"},
		{Turn{Cards: cards.MustParseList("RJ RJ"), First: -1}, Options{}, imp, ErrDuplicate, "cards[1]", "GEN-1", "joker too many"},
		{Turn{Cards: cards.MustParseList("JK JK BJ"), First: -1}, Options{}, imp, ErrDuplicate, "cards[2]", "GEN-1", "joker too many"},
		{Turn{Cards: []cards.Card{{}, cards.MustParse("2H")}, First: -1}, Options{}, inv, cards.ErrNotACard, "cards[0]", "", "not a card"},
		{Turn{Cards: cards.MustParseList("2H 3H"), First: 2}, Options{}, inv, nil, "first", "", "not a player"},
		{Turn{Cards: cards.MustParseList("2H 3H"), First: -1, Runoff: cards.MustParseList("4H 5H")}, Options{}, ill, ErrRunoff, "runoff", "HYRULE-3", "no joker standoff"},
		{Turn{Cards: cards.MustParseList("RJ 3H BJ"), First: -1, Runoff: cards.MustParseList("4H")}, Options{}, ill, ErrRunoff, "runoff", "HYRULE-3", "1 card(s) for 2 tied players"},
		{Turn{Cards: cards.MustParseList("RJ 3H BJ"), First: -1, Runoff: cards.MustParseList("4H 5S")}, Options{JokerTie: JokerTieFirstPlayed}, ill, ErrRunoff, "runoff", "first_played", "run-off was recorded"},
		{Turn{Cards: cards.MustParseList("RJ 3H BJ"), First: -1, Runoff: cards.MustParseList("4H 3H")}, Options{}, imp, ErrDuplicate, "runoff[1]", "GEN-1", "also at cards[1]"},
		{Turn{Cards: cards.MustParseList("RJ 3H BJ"), First: -1, Runoff: cards.MustParseList("4H JK")}, Options{}, imp, ErrDuplicate, "runoff[1]", "GEN-1", "joker too many"},
	}
	for _, tt := range tests {
		_, err := Resolve(tt.turn, tt.opt)
		var ge *game.Error
		if !errors.As(err, &ge) {
			t.Errorf("%v: %v is not a *game.Error", cards.Cards(tt.turn.Cards), err)
			continue
		}
		if !errors.Is(err, tt.kind) || (tt.kind != imp && errors.Is(err, imp)) || ge.Sentinel != tt.sentinel {
			t.Errorf("%v: %v is not %v carrying %v", cards.Cards(tt.turn.Cards), err, tt.kind, tt.sentinel)
		}
		if ge.Field != tt.field || !strings.Contains(ge.Rule, tt.rule) || (tt.rule == "" && ge.Rule != "") || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("%v: field %q rule %q (%v), want %q, %q, mentioning %q", cards.Cards(tt.turn.Cards), ge.Field, ge.Rule, err, tt.field, tt.rule, tt.mention)
		}
	}
}

func TestOptionText(t *testing.T) {
	var o Options
	if o.JokerTie.UnmarshalText([]byte("First_Played ")) != nil || o.Draw.UnmarshalText([]byte("draw")) != nil || o.JokerTie != JokerTieFirstPlayed || o.Draw != DrawDraw {
		t.Fatalf("%+v", o)
	}
	if err := o.Draw.UnmarshalText([]byte("maybe")); !errors.Is(err, game.ErrInvalid) || game.FieldOf(err) != "options.draw" {
		t.Errorf("maybe: %v", err)
	}
	var d Decision
	if d.UnmarshalText([]byte("hearts_and_diamonds")) != nil || d != ByHeartsAndRupees || d.UnmarshalText([]byte("luck")) == nil {
		t.Errorf("decision %v", d)
	}
}

// randomTurn deals 2–7 distinct cards of the 54-card deck.
func randomTurn(r *rand.Rand) []cards.Card {
	deck := cards.StandardDeck(true)
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	return deck[:2+r.Intn(6)]
}

// Property: the winner is one of the players and holds the winning card,
// and under chance rules with the default options the outcome does not
// depend on how the cards are listed.
func TestPropertyWinnerIsACardAndOrderFree(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for n := 0; n < 20000; n++ {
		cs := randomTurn(r)
		res, err := Resolve(Turn{Cards: cs, First: -1}, Options{})
		if err != nil {
			t.Fatalf("%v: %v", cards.Cards(cs), err)
		}
		if res.Open() {
			if len(res.Tied) != 2 || !cs[res.Tied[0]].IsJoker() || !cs[res.Tied[1]].IsJoker() {
				t.Fatalf("%v: bad standoff %v", cards.Cards(cs), res.Tied)
			}
		} else if res.Winner < 0 || res.Winner >= len(cs) || cs[res.Winner] != res.WinningCard || len(res.Captured) != len(cs) {
			t.Fatalf("%v: winner %d card %s", cards.Cards(cs), res.Winner, res.WinningCard)
		}
		perm := r.Perm(len(cs))
		shuffled := make([]cards.Card, len(cs))
		for i, p := range perm {
			shuffled[i] = cs[p]
		}
		res2, err := Resolve(Turn{Cards: shuffled, First: -1}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Open() != res2.Open() || res.DecidedBy != res2.DecidedBy || res.WinningCard != res2.WinningCard {
			t.Fatalf("%v vs %v: %s/%s vs %s/%s", cards.Cards(cs), cards.Cards(shuffled), res.WinningCard, res.DecidedBy, res2.WinningCard, res2.DecidedBy)
		}
		if !res.Open() && perm[res2.Winner] != res.Winner {
			t.Fatalf("winner index does not follow the card")
		}
	}
}

func FuzzResolve(f *testing.F) {
	f.Add([]byte{0, 1}, int8(-1), []byte{})
	f.Add([]byte{52, 3, 53}, int8(1), []byte{4, 5})
	f.Add([]byte{4, 17, 52, 30, 43}, int8(-1), []byte{})
	f.Fuzz(func(t *testing.T, idx []byte, first int8, run []byte) {
		deck := cards.StandardDeck(true)
		deck = append(deck, cards.AnyJokerCard, cards.Card{Rank: 99})
		pick := func(b []byte) []cards.Card {
			out := make([]cards.Card, len(b))
			for i, x := range b {
				out[i] = deck[int(x)%len(deck)]
			}
			return out
		}
		turn := Turn{Cards: pick(idx), First: int(first), Runoff: pick(run)}
		for _, opts := range []Options{{}, {JokerTie: JokerTieFirstPlayed}} {
			res, err := Resolve(turn, opts)
			if err != nil {
				if !game.IsRefusal(err) {
					t.Fatalf("not a refusal: %v", err)
				}
				continue
			}
			if !res.Open() && turn.Cards[res.Winner] != res.WinningCard && (res.DecidedBy != ByRunoff || turn.Runoff[res.RunoffWinner] != res.WinningCard) {
				t.Fatalf("%v: winner %d holds %s", cards.Cards(turn.Cards), res.Winner, res.WinningCard)
			}
		}
	})
}

func BenchmarkResolve(b *testing.B) {
	turns := [][]cards.Card{
		cards.MustParseList("2C 2S"),
		cards.MustParseList("8H 8D 8S QC 3H 9D 10S"),
		cards.MustParseList("JK 5D 5S KH"),
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Resolve(Turn{Cards: turns[i%len(turns)], First: -1}, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWinner(b *testing.B) {
	cs := cards.MustParseList("8H 8D 8S QC 3H 9D 10S")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		Winner(cs)
	}
}

// TestExplanationWords: two cards are "both cards", and a five in a
// run-off is said to be an ordinary card (no joker among the run-off cards).
func TestExplanationWords(t *testing.T) {
	res, err := Resolve(Turn{Cards: cards.MustParseList("2S 3H"), First: -1}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(res.Steps.Strings(), "\n")
	for _, w := range []string{"Both cards are turned over together.", "wins with 2S and takes both cards."} {
		if !strings.Contains(text, w) {
			t.Errorf("lacks %q:\n%s", w, text)
		}
	}
	res, err = Resolve(Turn{Cards: cards.MustParseList("RJ BJ 2S"), First: -1, Runoff: cards.MustParseList("5S 5H")}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	text = strings.Join(res.Steps.Strings(), "\n")
	if res.WinningCard.String() != "5S" || !strings.Contains(text, "no joker is among them, so a five is an ordinary card here") {
		t.Errorf("%s wins:\n%s", res.WinningCard, text)
	}
}

// TestStepsStartWithACapital: every step of a turn is a typed message
// whose English is the step's text and starts with a capital, a player
// named in lower case at its start included ("bo wins" is "Bo wins").
func TestStepsStartWithACapital(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	deck := cards.StandardDeck(true)
	for i := 0; i < 3000; i++ {
		n := 2 + rng.Intn(6)
		perm := rng.Perm(len(deck))
		turn := Turn{First: rng.Intn(n+1) - 1, Names: []string{"ann", "bo", "", "Cy", "di", "ed", "flo"}}
		for _, k := range perm[:n] {
			turn.Cards = append(turn.Cards, deck[k])
		}
		if rng.Intn(2) == 0 {
			turn.Runoff = []cards.Card{deck[perm[n]], deck[perm[n+1]]}
		}
		res, err := Resolve(turn, Options{JokerTie: JokerTie(rng.Intn(2))})
		if err != nil {
			continue // a run-off where there is no standoff
		}
		for _, s := range res.Steps {
			if s.Said == nil || s.Said.String() != s.Text {
				t.Fatalf("%v: the step %q is not its message", turn.Cards, s.Text)
			}
			if capitalize(s.Text) != s.Text {
				t.Errorf("%v: the step %q starts in lower case", turn.Cards, s.Text)
			}
		}
	}
}

// A name that starts a step is capitalised by its first letter, not its
// first byte: "élise" is said "Élise", in valid UTF-8.
func TestCapitalizeByRune(t *testing.T) {
	for in, want := range map[string]string{"élise": "Élise", "ann": "Ann", "Bo": "Bo", "": "", "ßa": "ßa", "łukasz": "Łukasz", "9lives": "9lives"} {
		got := capitalize(in)
		if got != want || !utf8.ValidString(got) {
			t.Errorf("capitalize(%q) = %q, want %q", in, got, want)
		}
	}
}
