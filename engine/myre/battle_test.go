package myre

import (
	"errors"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// battle builds a battle from compact notation: "6H | AH 2D 3H | 4S 4C".
func battle(s string) Battle {
	parts := strings.Split(s, "|")
	if len(parts) != 3 {
		panic("battle: want scout | red | black")
	}
	return Battle{
		Scout: cards.MustParseList(parts[0]),
		Red:   MustParsePlayed(parts[1]),
		Black: MustParsePlayed(parts[2]),
	}
}

func TestResolve(t *testing.T) {
	tests := []struct {
		name     string
		battle   string
		opt      Options
		winner   Side
		by       Decision
		red, blk int
		captured string
		jokers   string
		points   int
	}{
		{"sample hand: A-2-3 ties 4-4, Ace high", "6H | AH 2D 3H | 4S 4C", Options{}, Red, ByHighCard, 3, 3, "4C 4S", "", 8},
		{"bluff wins undefended scout", "10S | 10D QH |", Options{}, Red, ByHighCard, 0, 0, "10S", "", 10},
		{"King defends", "10S | 10D QH | KS", Options{}, Black, ByHighCard, 0, 0, "10D QH", "", 20},
		{"4 vs nothing", "6H | | 4S", Options{}, Black, ByHighCard, 0, 0, "6H", "", 6},
		{"4 vs nothing, scout always counts", "6H | | 4S", Options{ScoutInTiebreak: ScoutAlways}, Red, ByHighCard, 0, 0, "4S", "", 4},
		{"10s tie", "6H | 10H 10D | 10S 10C", Options{}, NoSide, Tie, 3, 3, "", "", 0},
		{"10s, scout always counts", "6H | 10H 10D | 10S 10C", Options{ScoutInTiebreak: ScoutAlways}, Red, ByHighCard, 3, 3, "10C 10S", "", 20},
		{"Queen then 4", "7S | QH QD | QS 4C 3S 2C", Options{}, Red, ByHighCard, 3, 3, "2C 3S 4C 7S QS", "", 26},
		{"one run only", "5S | 2H 3H 4D 9H 10D |", Options{}, Red, ByStrength, 3, 0, "5S", "", 5},
		{"defender's bonus pair", "6H | 6D | 8S 9S", Options{}, Red, ByStrength, 3, 2, "8S 9S", "", 17},
		{"defender's bonus extends a run", "4H | 2H 3D 5H 6D | 9S 9C 10S", Options{}, Red, ByStrength, 5, 3, "10S 9C 9S", "", 28},
		{"no wrap", "9H | QH KD AH 2D 3H | 5S 5C 6S", Options{}, Red, ByHighCard, 3, 3, "5C 5S 6S", "", 16},
		{"gaps: 8 J 9 is the run 8-9", "2S | 8H JD 9H | 7S 7C", Options{}, Black, ByStrength, 2, 3, "8H 9H JD", "", 27},
		{"face-up joker", "2S | RJ 7H 7D | BJ:down 8S 8C", Options{}, Red, ByStrength, 4, 3, "2S 8C 8S", "BJ", 18},
		{"scouted joker defended", "RJ | 5H | 9S", Options{}, Red, ByStrength, 1, 0, "9S", "", 9},
		{"scouted joker undefended is taken", "RJ | | 4S", Options{}, Black, ByHighCard, 0, 0, "", "RJ", 0},
		{"lone face-down joker: empty tie", "6S | BJ:down |", Options{}, NoSide, Tie, 0, 0, "", "", 0},
		{"lone face-up joker wins", "6S | RJ |", Options{}, Red, ByStrength, 1, 0, "6S", "", 6},
		{"double scout: only one card joins", "6H 7D | 6D 7H | 2S 3S 4S", Options{DoubleScouts: true}, Red, ByHighCard, 3, 3, "2S 3S 4S", "", 9},
		{"double scout captured whole", "6H 7D | 2H | KS KC", Options{DoubleScouts: true}, Black, ByStrength, 0, 3, "2H 6H 7D", "", 15},
		{"captured joker from a double pile", "RJ 6H | | 5S", Options{DoubleScouts: true}, Black, ByHighCard, 0, 0, "6H", "RJ", 6},
		{"Q-K-A run", "2S | QH KD AH | QS QC", Options{}, Red, ByHighCard, 3, 3, "2S QC QS", "", 22},
		{"two pairs beat a run of 5", "2S | 3H 4H 5D 6H 7D | 9S 9C 10S 10C", Options{}, Black, ByStrength, 5, 6, "3H 4H 5D 6H 7D", "", 25},
		{"pair plus run", "KH | 2D 3D 4D 9H 9D | AS KS", Options{}, Red, ByStrength, 6, 2, "AS KS", "", 20},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := Resolve(battle(tt.battle), tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			if o.Winner != tt.winner || o.DecidedBy != tt.by {
				t.Errorf("winner %s by %s, want %s by %s\n%s", o.Winner, o.DecidedBy, tt.winner, tt.by, strings.Join(o.Explanation.Strings(), "\n"))
			}
			if o.Red.Strength != tt.red || o.Black.Strength != tt.blk {
				t.Errorf("strength %d-%d, want %d-%d", o.Red.Strength, o.Black.Strength, tt.red, tt.blk)
			}
			if got, want := sortedString(o.Captured), sortedString(cards.MustParseList(tt.captured)); got != want {
				t.Errorf("captured %s, want %s", got, want)
			}
			if got, want := sortedString(o.JokersTaken), sortedString(cards.MustParseList(tt.jokers)); got != want {
				t.Errorf("jokers taken %s, want %s", got, want)
			}
			if o.Points != tt.points {
				t.Errorf("points %d, want %d", o.Points, tt.points)
			}
			checkConservation(t, battle(tt.battle), o)
			for _, s := range o.Explanation {
				if s.Section == "" && s.Ruling == "" {
					t.Errorf("step %q cites nothing", s.Text)
				}
			}
		})
	}
}

// checkConservation: every card of the battle ends exactly once in
// captured, jokers taken, or returned.
func checkConservation(t *testing.T, b Battle, o Outcome) {
	t.Helper()
	var in []cards.Card
	in = append(in, b.Scout...)
	in = append(in, playedCards(b.Red)...)
	in = append(in, playedCards(b.Black)...)
	var out []cards.Card
	for _, l := range []cards.Cards{o.Captured, o.JokersTaken, o.ReturnedRed, o.ReturnedBlack} {
		out = append(out, l...)
	}
	if sortedString(in) != sortedString(out) {
		t.Errorf("cards in %s, out %s", sortedString(in), sortedString(out))
	}
}

func sortedString(cs []cards.Card) string {
	c := append([]cards.Card(nil), cs...)
	SortForDisplay(c)
	return cards.Cards(c).String()
}

func TestExplanationReadsAloud(t *testing.T) {
	o, err := Resolve(battle("6H | AH 2D 3H | 4S 4C"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(o.Explanation.Strings(), "\n")
	for _, want := range []string{
		"Red: run A-2-3 = 3. (Runs and pairs; MYRE-4)",
		"Black: pair of 4s = 3.",
		"Equal strength (3 each), so the highest cards decide, Ace high: Red A beats Black 4. (Tie-breaks; MYRE-2)",
		"Red's scouted 6H is in no formation",
		"Red captures 4C 4S into its jail: 8 points.",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("explanation lacks %q:\n%s", want, text)
		}
	}
	o, _ = Resolve(battle("7S | QH QD | QS 4C 3S 2C"), Options{})
	if len(o.TieBreak) != 2 || o.TieBreak[0].Higher != NoSide || o.TieBreak[1].Higher != Red {
		t.Errorf("tie-break steps %+v", o.TieBreak)
	}
	if text := strings.Join(o.Explanation.Strings(), "\n"); !strings.Contains(text, "Q and Q are equal, then Red Q beats Black 4") {
		t.Errorf("step by step comparison missing:\n%s", text)
	}
}

func TestFormationsShape(t *testing.T) {
	tests := []struct {
		pool string
		want string
		str  int
	}{
		{"AH 2D 3H", "run:AH 2D 3H", 3},
		{"QH KD AH", "run:QH KD AH", 3},
		{"4S 4C", "pair:4C 4S", 3},
		{"QH KD AH 2D 3H", "run:QH KD AH", 3},       // equal runs: the higher
		{"4H 4D 5H", "pair:4D 4H", 3},               // pair beats run 4-5
		{"8H JD 9H", "run:8H 9H", 2},                // MYRE-6
		{"2H 3H 4D 9H 10D", "run:2H 3H 4D", 3},      // one run only
		{"4H 4D 4S", "pair:4D 4H", 3},               // MYRE-3
		{"4H 4D 4S 4C", "pair:4C 4D pair:4H 4S", 6}, // MYRE-3
		{"3H 4D 5H 5D", "run:3H 4D pair:5D 5H", 5},  // pair of 5s + run 3-4 beats run 3-4-5
		{"", "", 0},
		{"KH", "", 0},
		{"KH 2H", "", 0}, // K-2 wraps only through the Ace, which is missing
	}
	for _, tt := range tests {
		forms, _, s := Best(cards.MustParseList(tt.pool))
		var parts []string
		for _, f := range forms {
			parts = append(parts, f.Kind.String()+":"+f.Cards.String())
		}
		got := strings.Join(parts, " ")
		if got != tt.want || s != tt.str {
			t.Errorf("Best(%s) = %q %d, want %q %d", tt.pool, got, s, tt.want, tt.str)
		}
	}
}

// TestScoutChoice covers MYRE-4's tie-break preference: among equal
// strengths, the choice bringing the (highest) scouted card into a
// formation, which adds a card to the high-card comparison.
func TestScoutChoice(t *testing.T) {
	// Red: 5H 6D with its own scout 7H: run 5-6-7 = 3 beats run 5-6 = 2.
	a := Preview(Red, MustParsePlayed("5H 6D"), cards.MustParseList("7H"), true, Options{})
	if a.Strength != 3 || a.ScoutUsed == nil || *a.ScoutUsed != cards.MustParse("7H") {
		t.Errorf("run extension: %+v", a)
	}
	// Red: 9H 9D 3H with double scout 3D KD: pair of 9s + pair of 3s = 6
	// either way round; only the 3D can join (K makes nothing).
	a = Preview(Red, MustParsePlayed("9H 9D 3H"), cards.MustParseList("3D KD"), true, Options{DoubleScouts: true})
	if a.Strength != 6 || a.ScoutUsed == nil || *a.ScoutUsed != cards.MustParse("3D") {
		t.Errorf("double scout: %+v", a)
	}
	if got := cards.Cards(a.TieBreak).String(); got != "9H 9D 3H 3D" {
		t.Errorf("tie-break list %s", got)
	}
	// Equal strength with or without the scout: Red 2H 3D 5D with scout
	// 6H. Without: run 2-3 = 2. With: 5-6 = 2 too. The scout is brought in
	// because one more card can only help the high card.
	a = Preview(Red, MustParsePlayed("2H 3D 5D"), cards.MustParseList("6H"), true, Options{})
	if a.Strength != 2 || a.ScoutUsed == nil {
		t.Errorf("equal strength should bring the scout in: %+v", a)
	}
	// Double scout 6H 2D behind 3H 4D 7H 8D: run 2-3-4 = 3 or 6-7-8 = 3:
	// the 6 is the better card for the high card.
	a = Preview(Red, MustParsePlayed("3H 4D 7H 8D"), cards.MustParseList("6H 2D"), true, Options{DoubleScouts: true})
	if a.Strength != 3 || a.ScoutUsed == nil || a.ScoutUsed.Rank != 6 {
		t.Errorf("higher scout should be chosen: %+v", a)
	}
	// Not the owner: no bonus.
	a = Preview(Black, MustParsePlayed("6S"), cards.MustParseList("6H"), false, Options{})
	if a.Strength != 0 || a.ScoutUsed != nil || len(a.TieBreak) != 1 {
		t.Errorf("non-owner: %+v", a)
	}
}

func TestCompareHighCards(t *testing.T) {
	h := func(s string) []cards.Card { c := cards.MustParseList(s); SortHighToLow(c); return c }
	tests := []struct {
		red, black string
		want       Side
		steps      int
	}{
		{"AH 2D", "KS KC", Red, 1},
		{"QH 4D", "QS QC", Black, 2},
		{"10H 10D", "10S 10C", NoSide, 2},
		{"", "4S", Black, 1},
		{"", "", NoSide, 0},
		{"9H 5D", "9S", Red, 2},
	}
	for _, tt := range tests {
		w, steps := CompareHighCards(h(tt.red), h(tt.black))
		if w != tt.want || len(steps) != tt.steps {
			t.Errorf("%s vs %s: %s in %d steps, want %s in %d", tt.red, tt.black, w, len(steps), tt.want, tt.steps)
		}
	}
}

func TestValidation(t *testing.T) {
	inv, ill, imp := game.ErrInvalid, game.ErrIllegal, game.ErrImpossible
	tests := []struct {
		name    string
		b       Battle
		opt     Options
		err     error
		kind    error
		field   string
		rule    string // part of the rule the refusal cites
		mention string
	}{
		{"black card for Red", battle("6H | 4S |"), Options{}, ErrWrongColor, ill, "red[0]", "Game setup; Positioning", `red[0]: "4S" is black: Red positions red cards only (Game setup; Positioning)`},
		{"red card for Black", battle("6H | | 4S 5D"), Options{}, ErrWrongColor, ill, "black[1]", "Black positions black cards only", `black[1]: "5D" is red`},
		{"no battle", battle("6H | |"), Options{}, ErrNoBattle, ill, "", "Battles", "at least one positioned card"},
		{"six cards", battle("6H | AH 2H 3H 4H 5H 7H |"), Options{}, ErrTooMany, imp, "red", "GEN-1", "at most 5"},
		{"six cards with a joker", battle("6H | | RJ AS 2S 3S 4S 5S"), Options{}, ErrTooMany, imp, "black", "GEN-1", "6 cards positioned"},
		{"card twice", battle("6H | 6H |"), Options{}, ErrDuplicate, imp, "red[0]", "GEN-1", `red[0]: "6H" appears twice (also at scout[0])`},
		{"card twice on one side", battle("6H | 8H 9H 8H |"), Options{}, ErrDuplicate, imp, "red[2]", "GEN-1", `"8H" appears twice (also at red[0])`},
		{"double scout off", battle("6H 7H | 2H |"), Options{}, ErrDoubleScout, ill, "scout", "MYRE-8", "double_scouts"},
		{"three in a pile", battle("6H 7H 8H | 2H |"), Options{DoubleScouts: true}, ErrPileSize, ill, "scout", "MYRE-8", "3 cards"},
		{"no scout", battle(" | 2H |"), Options{}, ErrNoScout, inv, "scout", "", "scout: missing"},
		{"mixed pile", battle("6H 7S | 2H |"), Options{DoubleScouts: true}, ErrPileOwner, ill, "scout[1]", "Scouting; MYRE-8", `scout[1]: "7S" is black`},
		{"JK pile needs an owner", battle("JK | 2H |"), Options{}, ErrPileOwner, inv, "scout_owner", "", "scout_owner: required"},
		{"jokers off", battle("6H | RJ |"), Options{NoJokers: true}, ErrJokersOff, imp, "red[0]", "GEN-1", `red[0]: "RJ" is a joker`},
		{"jokers off, in the pile", battle("BJ | 2H |"), Options{NoJokers: true}, ErrJokersOff, imp, "scout[0]", "GEN-1", "without jokers"},
		{"three jokers", battle("6H | RJ JK | JK"), Options{}, ErrDuplicate, imp, "black[0]", "GEN-1", "one joker too many"},
		{"two red jokers", battle("RJ | RJ | 2S"), Options{}, ErrDuplicate, imp, "red[0]", "GEN-1", "one joker too many"},
		{"owner against pile", Battle{Scout: cards.MustParseList("6H"), ScoutOwner: Black, Red: MustParsePlayed("2H")}, Options{}, ErrPileOwner, ill, "scout[0]", "Scouting", `scout[0]: "6H" is red but the pile is Black's`},
		{"not a side", Battle{Scout: cards.MustParseList("6H"), ScoutOwner: 7, Red: MustParsePlayed("2H")}, Options{}, ErrNotASide, inv, "scout_owner", "", "red or black"},
		{"not a card", Battle{Scout: cards.MustParseList("6H"), Red: []Played{{}}}, Options{}, ErrNotACard, inv, "red[0]", "", "not a card"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Resolve(tt.b, tt.opt)
			if err == nil {
				t.Fatal("no error")
			}
			var ge *game.Error
			if !errors.As(err, &ge) {
				t.Fatalf("%v is not a *game.Error", err)
			}
			if !errors.Is(err, tt.err) || ge.Sentinel != tt.err {
				t.Errorf("%v does not carry %v", err, tt.err)
			}
			if !errors.Is(err, tt.kind) || !game.IsRefusal(err) {
				t.Errorf("%v is not %v", err, tt.kind)
			}
			if tt.kind != imp && errors.Is(err, imp) {
				t.Errorf("%v is not a table that could not happen", err)
			}
			if got := game.FieldOf(err); got != tt.field {
				t.Errorf("field %q, want %q", got, tt.field)
			}
			if got := game.RuleOf(err); (tt.rule == "" && got != "") || !strings.Contains(got, tt.rule) {
				t.Errorf("rule %q, want %q", got, tt.rule)
			}
			if !strings.Contains(err.Error(), tt.mention) {
				t.Errorf("error %q does not say %q", err, tt.mention)
			}
		})
	}
	// A joker that changed hands is fine with its owner named.
	b := Battle{Scout: cards.MustParseList("BJ"), ScoutOwner: Red, Red: MustParsePlayed("5H"), Black: MustParsePlayed("RJ")}
	o, err := Resolve(b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if o.Red.Strength != 1 || o.Black.Strength != 1 || o.Winner != Red || o.DecidedBy != ByHighCard {
		t.Errorf("joker pile of Red's: %+v", o)
	}
}

func TestParsePlayed(t *testing.T) {
	for in, want := range map[string]string{"RJ:down": "RJ:down", "bj:UP": "BJ", "jk": "JK", "10h": "10H", "JK:down": "JK:down"} {
		p, err := ParsePlayed(in)
		if err != nil || p.String() != want {
			t.Errorf("ParsePlayed(%q) = %v, %v; want %s", in, p, err, want)
		}
	}
	for _, in := range []string{"7H:down", "RJ:sideways", "ZZ:down", "", ":"} {
		if _, err := ParsePlayed(in); err == nil {
			t.Errorf("ParsePlayed(%q) accepted", in)
		} else if !strings.Contains(err.Error(), `"`) {
			t.Errorf("ParsePlayed(%q) error %q does not quote the card", in, err)
		}
	}
}

func TestPoints(t *testing.T) {
	for s, want := range map[string]int{"2H": 2, "10S": 10, "JD": 10, "QC": 10, "KH": 10, "AS": 10, "RJ": 0, "7D": 7} {
		if got := Points(cards.MustParse(s)); got != want {
			t.Errorf("Points(%s) = %d, want %d", s, got, want)
		}
	}
	all := 0
	for _, c := range cards.StandardDeck(true) {
		if c.Color() == cards.Red {
			all += Points(c)
		}
	}
	if all != 188 {
		t.Errorf("a colour is worth %d, want 188", all)
	}
}

func BenchmarkResolveBattle(b *testing.B) {
	bt := battle("6H 7D | RJ 5H 6D 7H 8D | BJ:down 5S 5C 9S 9C")
	opt := Options{DoubleScouts: true}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Resolve(bt, opt); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPreview(b *testing.B) {
	ps := MustParsePlayed("RJ 5H 6D 7H 8D")
	pile := cards.MustParseList("6H 7D")
	b.ReportAllocs()
	for b.Loop() {
		Preview(Red, ps, pile, true, Options{DoubleScouts: true})
	}
}
