package carts

import (
	"errors"
	"strings"
	"testing"

	"arbiter/engine/cards"
)

func card(s string) cards.ElementCard { return cards.MustParseElementCard(s) }

func TestMatchOf(t *testing.T) {
	tests := []struct {
		top, play string
		want      Match
	}{
		{"Fi7", "Wa7", SameValue},
		{"Fi7", "Fi12", SameElement},
		{"Fi7", "Wa8", FollowUpMatch},
		{"Fi7", "Wa6", FollowUpMatch},
		{"Fi7", "Fi8", FollowUpMatch}, // a follow-up even in the same element
		{"Fi7", "Wa9", NoMatch},
		{"Wi1", "Ea15", NoMatch}, // no wrap
		{"Ea15", "Wi1", NoMatch},
		{"Ea15", "Wi14", FollowUpMatch},
		{"Wi1", "Ea2", FollowUpMatch},
		{"Wi1", "Wi15", SameElement}, // same element, legal but no follow-up
	}
	for _, tt := range tests {
		if got := MatchOf(card(tt.top), card(tt.play)); got != tt.want {
			t.Errorf("MatchOf(%s, %s) = %s, want %s", tt.top, tt.play, got, tt.want)
		}
	}
}

// TestPlay covers the chain of CARTS-1 in both chain rules, the break,
// skips, the last-card exceptions and the rule of 16, in compact notation.
func TestPlay(t *testing.T) {
	plus := Rules{Chain: PlusTwo}
	dbl := Rules{Chain: Doubling}
	r16 := Rules{Rule16: true}
	tests := []struct {
		name      string
		r         Rules
		s         Situation
		play      string
		legal     bool
		next      Next
		owed      int
		broken    bool
		extra     bool
		reasonErr error
	}{
		{"same value", plus, Situation{Top: card("Fi7")}, "Ea7", true, NextNormal, 0, false, false, nil},
		{"same element", plus, Situation{Top: card("Fi7")}, "Fi2", true, NextNormal, 0, false, false, nil},
		{"no match", plus, Situation{Top: card("Fi7")}, "Ea2", false, NextNormal, 0, false, false, ErrNoMatch},
		{"15 on 1 no wrap", plus, Situation{Top: card("Wi1")}, "Ea15", false, NextNormal, 0, false, false, ErrNoMatch},
		{"follow-up other element owes 2", plus, Situation{Top: card("Fi7")}, "Wa8", true, NextDraw, 2, false, false, nil},
		{"follow-up same element skips", plus, Situation{Top: card("Fi7")}, "Fi6", true, NextSkip, 0, false, false, nil},
		{"answer 2 -> 4", plus, Situation{Top: card("Wa8"), Owed: 2}, "Ea9", true, NextDraw, 4, false, false, nil},
		{"answer 8 -> 10", plus, Situation{Top: card("Wa8"), Owed: 8}, "Ea9", true, NextDraw, 10, false, false, nil},
		{"answer 10 breaks (12 > 10)", plus, Situation{Top: card("Wa8"), Owed: 10}, "Ea9", true, NextNormal, 0, true, false, nil},
		{"break first, same element too", plus, Situation{Top: card("Wa8"), Owed: 10}, "Wa9", true, NextNormal, 0, true, false, nil},
		{"same element answer turns debt into skip", plus, Situation{Top: card("Wa8"), Owed: 4}, "Wa7", true, NextSkip, 0, false, false, nil},
		{"owing: same value refused", plus, Situation{Top: card("Wa8"), Owed: 2}, "Ea8", false, NextDraw, 2, false, false, ErrMustAnswer},
		{"owing: same element refused", plus, Situation{Top: card("Wa8"), Owed: 2}, "Wa3", false, NextDraw, 2, false, false, ErrMustAnswer},
		{"skip of a first follow-up answered: 4 (CARTS-1)", plus, Situation{Top: card("Wa8"), SkipPending: true}, "Fi9", true, NextDraw, 4, false, false, nil},
		{"skip with the chain at 2 answered: 4", plus, Situation{Top: card("Wa8"), SkipPending: true, Chain: 2}, "Fi9", true, NextDraw, 4, false, false, nil},
		{"skip with the chain at 6 answered: 8", plus, Situation{Top: card("Wa8"), SkipPending: true, Chain: 6}, "Fi9", true, NextDraw, 8, false, false, nil},
		{"skip with the chain at 10 answered: breaks", plus, Situation{Top: card("Wa8"), SkipPending: true, Chain: 10}, "Fi9", true, NextNormal, 0, true, false, nil},
		{"skip with the chain at 10 answered in the element: breaks", plus, Situation{Top: card("Wa8"), SkipPending: true, Chain: 10}, "Wa9", true, NextNormal, 0, true, false, nil},
		{"doubling skip with the chain at 4 answered: 8", dbl, Situation{Top: card("Wa8"), SkipPending: true, Chain: 4}, "Fi9", true, NextDraw, 8, false, false, nil},
		{"doubling skip with the chain at 8 answered: breaks", dbl, Situation{Top: card("Wa8"), SkipPending: true, Chain: 8}, "Fi9", true, NextNormal, 0, true, false, nil},
		{"skip: same element answer skips again", plus, Situation{Top: card("Wa8"), SkipPending: true}, "Wa9", true, NextSkip, 0, false, false, nil},
		{"skip answered in the element by a player going to one card: owes 4", plus, Situation{Top: card("Wa8"), SkipPending: true, LastCard: true}, "Wa9", true, NextDraw, 4, false, false, nil},
		{"skip answered, next on one card: 4+1", plus, Situation{Top: card("Wa8"), SkipPending: true, NextHand: 1}, "Fi9", true, NextDraw, 5, false, false, nil},
		{"skip at 8 answered, next on one card: 11 voids", plus, Situation{Top: card("Wa8"), SkipPending: true, Chain: 8, NextHand: 1}, "Fi9", true, NextNormal, 0, true, false, nil},
		{"last card, same element at 8: owes 10", plus, Situation{Top: card("Fi7"), Owed: 8, LastCard: true}, "Fi8", true, NextDraw, 10, false, false, nil},
		{"a one-card player's legal card wins: nothing owed", plus, Situation{Top: card("Fi7"), Owed: 3, Hand: 1, LastCard: true}, "Wa8", true, NextNormal, 0, false, false, nil},
		{"a one-card player's wrong card is refused", plus, Situation{Top: card("Fi7"), Owed: 3, Hand: 1, LastCard: true}, "Wa2", false, NextDraw, 3, false, false, ErrNoMatch},
		{"skip: other card refused", plus, Situation{Top: card("Wa8"), SkipPending: true}, "Wa3", false, NextSkip, 0, false, false, ErrMustSkip},
		{"doubling 2 -> 4", dbl, Situation{Top: card("Wa8"), Owed: 2}, "Ea9", true, NextDraw, 4, false, false, nil},
		{"doubling 4 -> 8", dbl, Situation{Top: card("Wa8"), Owed: 4}, "Ea9", true, NextDraw, 8, false, false, nil},
		{"doubling 8 breaks (16 > 10)", dbl, Situation{Top: card("Wa8"), Owed: 8}, "Ea9", true, NextNormal, 0, true, false, nil},
		{"last card: no skip, owes instead", plus, Situation{Top: card("Fi7"), LastCard: true}, "Fi8", true, NextDraw, 2, false, false, nil},
		{"next holds one card: one more", plus, Situation{Top: card("Fi7"), Owed: 4, NextHand: 1}, "Wa8", true, NextDraw, 7, false, false, nil},
		{"next holds one card: 10+1 voids", plus, Situation{Top: card("Fi7"), Owed: 8, NextHand: 1}, "Wa8", true, NextNormal, 0, true, false, nil},
		{"next holds one card: 9 stays", dbl, Situation{Top: card("Fi7"), Owed: 4, NextHand: 1}, "Wa8", true, NextDraw, 9, false, false, nil},
		{"rule 16", r16, Situation{Top: card("Fi7")}, "Fi9", true, NextSame, 0, false, true, nil},
		{"rule 16 off by default", plus, Situation{Top: card("Fi7")}, "Fi9", true, NextNormal, 0, false, false, nil},
		{"rule 16 needs one element", r16, Situation{Top: card("Fi8")}, "Wa8", true, NextNormal, 0, false, false, nil},
		{"rule 16 off with a last card", r16, Situation{Top: card("Fi1"), LastCard: true}, "Fi15", true, NextNormal, 0, false, false, nil},
		{"rule 16 with 1 and 15", r16, Situation{Top: card("Fi1")}, "Fi15", true, NextSame, 0, false, true, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := Play(tt.r, tt.s, card(tt.play))
			if res.Legal != tt.legal || res.Next != tt.next || res.Owed != tt.owed || res.ChainBroken != tt.broken || res.ExtraTurn != tt.extra {
				t.Errorf("got legal=%v next=%s owed=%d broken=%v extra=%v; want %v %s %d %v %v",
					res.Legal, res.Next, res.Owed, res.ChainBroken, res.ExtraTurn, tt.legal, tt.next, tt.owed, tt.broken, tt.extra)
			}
			if tt.reasonErr != nil && !errors.Is(res.Reason, tt.reasonErr) {
				t.Errorf("reason %v, want %v", res.Reason, tt.reasonErr)
			}
			if !tt.legal && (res.Reason == nil || !strings.Contains(res.Reason.Error(), tt.play)) {
				t.Errorf("reason %v should name %s", res.Reason, tt.play)
			}
			if len(res.Steps) == 0 {
				t.Error("no explanation")
			}
		})
	}
}

// Issue 28 #1: a play that makes a one-card next player owe 10 + 1
// voids the debt, and says so with DebtVoid (CARTS-3); a debt that stays
// below 11, or a chain that breaks above 10 for everyone, is no void debt.
func TestDebtVoidForTheNextPlayer(t *testing.T) {
	plus, dbl := Rules{Chain: PlusTwo}, Rules{Chain: Doubling}
	tests := []struct {
		name string
		r    Rules
		s    Situation
		play string
		void bool
	}{
		{"8 answered, next on one card: 10 + 1 voids", plus, Situation{Top: card("Fi7"), Owed: 8, NextHand: 1}, "Wa8", true},
		{"skip at 8 answered, next on one card: 10 + 1 voids", plus, Situation{Top: card("Wa8"), SkipPending: true, Chain: 8, NextHand: 1}, "Fi9", true},
		{"same element at 8 while a card is last, next on one card: voids", plus, Situation{Top: card("Fi7"), Owed: 8, NextHand: 1, LastCard: true}, "Fi8", true},
		{"6 answered, next on one card: 8 + 1 is owed", plus, Situation{Top: card("Fi7"), Owed: 6, NextHand: 1}, "Wa8", false},
		{"doubling 4 answered, next on one card: 8 + 1 is owed", dbl, Situation{Top: card("Fi7"), Owed: 4, NextHand: 1}, "Wa8", false},
		{"10 answered: the chain breaks for everyone, no debt to void", plus, Situation{Top: card("Fi7"), Owed: 10, NextHand: 1}, "Wa8", false},
		{"8 answered, next holds more cards: owes 10", plus, Situation{Top: card("Fi7"), Owed: 8, NextHand: 3}, "Wa8", false},
	}
	for _, tt := range tests {
		res := Play(tt.r, tt.s, card(tt.play))
		if res.DebtVoid != tt.void {
			t.Errorf("%s: DebtVoid %v, want %v (owed %d, next %s)", tt.name, res.DebtVoid, tt.void, res.Owed, res.Next)
		}
		if tt.void && (res.Owed != 0 || res.Next != NextNormal || !res.ChainBroken) {
			t.Errorf("%s: a void debt owes nothing and the next plays normally: owed %d, next %s, broken %v", tt.name, res.Owed, res.Next, res.ChainBroken)
		}
	}
}

func TestChainSequence(t *testing.T) {
	for _, tt := range []struct {
		r    ChainRule
		want []int
	}{
		{PlusTwo, []int{2, 4, 6, 8, 10, 0}},
		{Doubling, []int{2, 4, 8, 0}},
	} {
		s := Situation{Top: card("Fi1")}
		elements := []cards.Element{cards.Water, cards.Fire}
		var got []int
		for i := range tt.want {
			play := cards.ElementCard{Element: elements[i%2], Value: s.Top.Value + 1}
			res := Play(Rules{Chain: tt.r}, s, play)
			got = append(got, res.Owed)
			s = Situation{Top: play, Owed: res.Owed}
		}
		if !equal(got, tt.want) {
			t.Errorf("%s chain: %v, want %v", tt.r, got, tt.want)
		}
	}
}

func TestOwedWithLastCard(t *testing.T) {
	tests := []struct{ owed, hand, want int }{
		{0, 1, 0}, {2, 1, 3}, {2, 5, 2}, {9, 1, 10}, {10, 1, 0}, {10, 2, 10},
	}
	for _, tt := range tests {
		if got := OwedWithLastCard(tt.owed, tt.hand); got != tt.want {
			t.Errorf("OwedWithLastCard(%d, %d) = %d, want %d", tt.owed, tt.hand, got, tt.want)
		}
	}
}

func TestLastCardPenalty(t *testing.T) {
	if got := LastCardPenalty([]int{3, 10, 8}); got != 5 {
		t.Errorf("10 cards is not more than 10: got %d, want 5", got)
	}
	if got := LastCardPenalty([]int{3, 11}); got != 7 {
		t.Errorf("11 cards: got %d, want 7", got)
	}
	if got := LastCardPenalty(nil); got != 5 {
		t.Errorf("nobody: got %d", got)
	}
}

func TestDecksFor(t *testing.T) {
	want := map[int]int{2: 1, 5: 1, 6: 2, 11: 2, 12: 3, 17: 3, 18: 4, 24: 5}
	for p, d := range want {
		if got := DecksFor(p); got != d {
			t.Errorf("DecksFor(%d) = %d, want %d", p, got, d)
		}
	}
}

func TestOverflowed(t *testing.T) {
	if Overflowed(25) || !Overflowed(26) {
		t.Error("overflow is more than 25, not 25")
	}
}

func TestChainRuleText(t *testing.T) {
	for _, r := range ChainRules {
		var back ChainRule
		b, _ := r.MarshalText()
		if err := back.UnmarshalText(b); err != nil || back != r {
			t.Errorf("%s does not round-trip: %v", r, err)
		}
	}
	if _, err := ParseChainRule("triple"); err == nil {
		t.Error("triple accepted")
	}
}

// TestPlayProperties checks, over every top/play pair and every chain
// state, the invariants of CARTS-1.
func TestPlayProperties(t *testing.T) {
	deck := cards.ElementDeck()
	for _, rule := range ChainRules {
		for _, owed := range []int{0, 2, 4, 6, 8, 10} {
			for _, skip := range []bool{false, true} {
				if skip && owed > 0 {
					continue
				}
				for _, top := range deck {
					for _, play := range deck {
						s := Situation{Top: top, Owed: owed, SkipPending: skip}
						res := Play(Rules{Chain: rule, Rule16: true}, s, play)
						fu := IsFollowUp(top, play)
						if res.FollowUp != fu {
							t.Fatalf("%s on %s: FollowUp %v", play, top, res.FollowUp)
						}
						if fu && !res.Legal {
							t.Fatalf("%s on %s owed %d: a follow-up is always legal", play, top, owed)
						}
						if (owed > 0 || skip) && !fu && res.Legal {
							t.Fatalf("%s on %s owed %d skip %v: only a follow-up answers", play, top, owed, skip)
						}
						if res.Owed > ChainLimit || res.Owed < 0 {
							t.Fatalf("%s on %s: owed %d", play, top, res.Owed)
						}
						if res.Legal && (res.Next == NextDraw) != (res.Owed > 0) {
							t.Fatalf("%s on %s: next %s with owed %d", play, top, res.Next, res.Owed)
						}
						if res.Legal && !fu && res.Next != NextNormal && res.Next != NextSame {
							t.Fatalf("%s on %s: a plain card gave %s", play, top, res.Next)
						}
						if res.Legal && res.Next == NextSkip && play.Element != top.Element {
							t.Fatalf("%s on %s: skip from another element", play, top)
						}
						if (res.Reason == nil) != res.Legal {
							t.Fatalf("%s on %s: reason %v legal %v", play, top, res.Reason, res.Legal)
						}
					}
				}
			}
		}
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func BenchmarkPlay(b *testing.B) {
	s := Situation{Top: card("Fi7"), Owed: 4}
	play := card("Wa8")
	r := Rules{Chain: PlusTwo}
	b.ReportAllocs()
	for b.Loop() {
		_ = Play(r, s, play)
	}
}
