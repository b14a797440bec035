package myre

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// TestExplanationsOfOddTables: the explanation of a legal but unusual
// table describes what is on it (issue 14): a joker is a card even when it
// has no rank, a list that ran out is not a side without cards, and a
// double-scout pile's unused card is named.
func TestExplanationsOfOddTables(t *testing.T) {
	tests := []struct {
		name   string
		battle string
		opt    Options
		want   []string
		not    []string
	}{
		{"a lone face-down joker against nothing", "6S | BJ:down |", Options{},
			[]string{"neither side has a card with a rank to compare (Red: only the face-down joker BJ, which has no rank; Black: nothing positioned), an inextricable tie.",
				"The joker BJ has no rank, so it takes no part in the high-card comparison. (Jokers and double-scouts; MYRE-7)"},
			[]string{"no cards)", "equal card for card"}},
		{"face-down jokers on both sides", "6S | RJ:down | BJ:down", Options{},
			[]string{"(Red: only the face-down joker RJ, which has no rank; Black: only the face-down joker BJ, which has no rank), an inextricable tie.",
				"The jokers RJ BJ have no rank"},
			[]string{"no cards)", "nothing positioned"}},
		{"two jokers on one side", "6H | | RJ:down BJ:down", Options{},
			[]string{"Black: only the face-down joker RJ and the face-down joker BJ, which have no rank"}, nil},
		{"a face-down joker loses to a 2", "6S | RJ:down | 2S", Options{},
			[]string{"Black 2 beats no card with a rank from Red (only the face-down joker RJ, which has no rank)."}, nil},
		{"a face-up joker against a defended joker pile", "RJ | 6H | BJ", Options{},
			[]string{"Red 6 beats no card with a rank from Black (only the face-up joker BJ, which has no rank).", "The jokers RJ BJ have no rank"}, nil},
		{"nothing positioned against a lone 4", "6H | | 4S", Options{},
			[]string{"Black 4 beats no card from Red (nothing positioned)."}, nil},
		{"a list that runs out", "7S | KH 5H | KS", Options{},
			[]string{"K and K are equal, then Red 5 beats no further card from Black."}, []string{"joker"}},
		{"a double-scout card in the tie-break, the other not", "6H KH | 6D | 2S 3S 4S", Options{DoubleScouts: true},
			[]string{"Red's scouted 6H is in one of its formations, so it counts among Red's cards; the other scouted KH is in no formation and does not.",
				"Only one card of a double-scout pile may join a formation, so Red uses one."}, nil},
		{"a double pile of a joker and a card", "RJ 6H | 6D | 2S 3S 4S 9S", Options{DoubleScouts: true},
			[]string{"Red: pair of 6s + scouted joker RJ = 4."}, []string{"Only one card of a double-scout pile"}},
		{"the Ace low in its run wins the tie-break", "6H | AH 2D 3H | 4S 4C", Options{},
			[]string{"Red's Ace counts high here even though it sits low in its run."}, nil},
		{"equal lists are an inextricable tie", "9S | AD 2D 3H | AS 2S 3S", Options{},
			[]string{"Red A 3 2 and Black A 3 2 are equal card for card, an inextricable tie."}, []string{"joker", "counts high here"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := Resolve(battle(tt.battle), tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			text := strings.Join(o.Explanation.Strings(), "\n")
			for _, w := range tt.want {
				if !strings.Contains(text, w) {
					t.Errorf("explanation lacks %q:\n%s", w, text)
				}
			}
			for _, n := range tt.not {
				if strings.Contains(text, n) {
					t.Errorf("explanation says %q:\n%s", n, text)
				}
			}
		})
	}
}

// TestExplanationsNeverDenyPositionedCards: over random legal battles, no
// step says a side positioned nothing, or had no card, when it did.
func TestExplanationsNeverDenyPositionedCards(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 6))
	side := func(color cards.Color) []cards.Card {
		var cs []cards.Card
		for _, c := range cards.StandardDeck(false) {
			if c.Color() == color {
				cs = append(cs, c)
			}
		}
		return cs
	}
	red, black := side(cards.Red), side(cards.Black)
	for n := 0; n < 3000; n++ {
		rng.Shuffle(len(red), func(i, j int) { red[i], red[j] = red[j], red[i] })
		rng.Shuffle(len(black), func(i, j int) { black[i], black[j] = black[j], black[i] })
		pick := func(cs []cards.Card, k int, joker cards.Card) []Played {
			var ps []Played
			for _, c := range cs[1 : 1+k] {
				ps = append(ps, Played{Card: c})
			}
			switch rng.IntN(3) {
			case 1:
				ps = append(ps, Played{Card: joker})
			case 2:
				ps = append(ps, Played{Card: joker, FaceDown: true})
			}
			return ps
		}
		b := Battle{Red: pick(red, rng.IntN(3), cards.RedJokerCard), Black: pick(black, rng.IntN(3), cards.BlackJokerCard)}
		if rng.IntN(2) == 0 {
			b.Scout = []cards.Card{red[0]}
		} else {
			b.Scout = []cards.Card{black[0]}
		}
		o, err := Resolve(b, Options{})
		if err != nil {
			continue // nothing positioned
		}
		text := strings.Join(o.Explanation.Strings(), "\n")
		for _, s := range []Side{Red, Black} {
			if len(b.Positioned(s)) == 0 {
				continue
			}
			for _, lie := range []string{
				fmt.Sprintf("%s: nothing positioned", s.Title()),
				fmt.Sprintf("no card from %s (nothing positioned)", s.Title()),
				fmt.Sprintf("%s: no cards positioned", s.Title()),
				"(no cards)",
			} {
				if strings.Contains(text, lie) {
					t.Fatalf("%v: %q in\n%s", b, lie, text)
				}
			}
		}
	}
}

// A battle's verdict is its decision and what it moved, in every way a
// battle ends: by strength with a capture, by the high card, an
// inextricable tie, a win with nothing to take, a joker taken.
func TestVerdict(t *testing.T) {
	tests := []struct {
		name, battle string
		want         []string
	}{
		// Red's own pile 6H joins its run (the defender's bonus): 6-7-8-9.
		{"strength", "6H | 7H 8H 9H | 4S",
			[]string{"Red 4 beats Black 0 on strength.", "Red captures 4S into its jail: 4 points."}},
		{"high card", "6H | AH 2D 3H | 4S 4C",
			[]string{"Equal strength (3 each), so the highest cards decide, Ace high: Red A beats Black 4.", "Red captures 4C 4S into its jail: 8 points."}},
		{"tie", "9S | AD 2D 3H | AS 2S 3S",
			[]string{"Equal strength (3 each), so the highest cards decide, Ace high: Red A 3 2 and Black A 3 2 are equal card for card, an inextricable tie.",
				"Nobody captures: every card goes back to its owner's deck, Black's pile 9S included."}},
		{"nothing to take", "6H | 7H 8H |",
			[]string{"Red 3 beats Black 0 on strength.", "Red wins the battle, but Black has no card in it to capture."}},
		{"a joker taken", "6H | 7H 8H 9H | BJ:up 4S",
			[]string{"Red 4 beats Black 1 on strength.", "Red captures 4S into its jail: 4 points.", "Red takes BJ into its own deck: a captured joker scores nothing and skips the jail."}},
	}
	for _, tt := range tests {
		o, err := Resolve(battle(tt.battle), Options{})
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		var got []string
		for _, s := range o.Verdict() {
			got = append(got, s.Text)
		}
		if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("%s: verdict\n%s\nwant\n%s", tt.name, strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
		}
	}
	if v := (Outcome{Explanation: game.Explanation{{Text: "Red 3 beats Black 0 on strength."}}}).Verdict(); len(v) != 0 {
		t.Errorf("an untyped step is taken for the verdict: %v", v)
	}
}
