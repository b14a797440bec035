package swords

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/engine/cards"
)

// coverTable: for each Strong Suit, the suits that cover an attack of each
// suit (SWORDS-2, SWORDS-3), written out by hand.
var coverTable = map[string]map[string]string{
	"S": {"S": "S", "C": "SC", "H": "HD", "D": "HD"},
	"C": {"C": "C", "S": "SC", "H": "HD", "D": "HD"},
	"H": {"H": "H", "D": "HD", "S": "SC", "C": "SC"},
	"D": {"D": "D", "H": "HD", "S": "SC", "C": "SC"},
}

func TestCoversEveryRelation(t *testing.T) {
	for strong, row := range coverTable {
		for att, covering := range row {
			for _, def := range "SHDC" {
				want := strings.ContainsRune(covering, def)
				if got := Covers(suit(strong), suit(string(def)), suit(att)); got != want {
					t.Errorf("strong %s: %c covers %s = %v, want %v", strong, def, att, got, want)
				}
			}
		}
	}
}

func TestClassOf(t *testing.T) {
	tests := []struct {
		strong, s string
		want      Class
	}{
		{"S", "S", Strong}, {"S", "C", Neighbour}, {"S", "H", OtherColour}, {"S", "D", OtherColour},
		{"C", "C", Strong}, {"C", "S", Neighbour}, {"C", "H", OtherColour}, {"C", "D", OtherColour},
		{"H", "H", Strong}, {"H", "D", Neighbour}, {"H", "S", OtherColour}, {"H", "C", OtherColour},
		{"D", "D", Strong}, {"D", "H", Neighbour}, {"D", "S", OtherColour}, {"D", "C", OtherColour},
	}
	for _, tt := range tests {
		if got := ClassOf(suit(tt.strong), suit(tt.s)); got != tt.want {
			t.Errorf("ClassOf(%s, %s) = %v, want %v", tt.strong, tt.s, got, tt.want)
		}
	}
	if ClassOf(cards.NoSuit, cards.Spades) != NoClass || NeighbourOf(cards.NoSuit) != cards.NoSuit {
		t.Error("no suit")
	}
}

// TestJudgeEverySuitRelation plays a 7 against a 9 (block when the suits
// match, else damage), a 5 (damage) and a 7 (parry), for every Strong
// Suit, attacking suit and defending suit.
func TestJudgeEverySuitRelation(t *testing.T) {
	for strong, row := range coverTable {
		for att, covering := range row {
			for _, def := range "SHDC" {
				a := cards.MustParse("7" + att)
				high := cards.MustParse("9" + string(def))
				low := cards.MustParse("5" + string(def))
				same := cards.MustParse("7" + string(def))
				wantHigh := Damage
				if strings.ContainsRune(covering, def) {
					wantHigh = Block
				}
				name := fmt.Sprintf("strong %s: %s vs", strong, a)
				if got := Judge(suit(strong), a, high); got != wantHigh {
					t.Errorf("%s %s = %v, want %v", name, high, got, wantHigh)
				}
				if got := Judge(suit(strong), a, low); got != Damage {
					t.Errorf("%s %s = %v, want damage", name, low, got)
				}
				if string(def) != att {
					if got := Judge(suit(strong), a, same); got != Parry {
						t.Errorf("%s %s = %v, want parry", name, same, got)
					}
				}
			}
		}
	}
}

func TestJudgeAces(t *testing.T) {
	tests := []struct {
		strong, attack, defence string
		want                    Result
		why                     string
	}{
		{"S", "AH", "2D", Block, "attacking ace is 1: any higher matching card blocks"},
		{"S", "AH", "2H", Block, "same suit 2 blocks an ace"},
		{"S", "AH", "AD", Block, "defending ace 14 beats attacking ace 1"},
		{"S", "AH", "AS", Damage, "an ace is never parried: AS does not match hearts"},
		{"S", "AH", "AC", Damage, "an ace is never parried"},
		{"S", "AH", "2S", Damage, "no match, no parry"},
		{"S", "AS", "2S", Block, "Strong Suit ace attack, Strong Suit 2 blocks"},
		{"S", "AS", "AC", Damage, "neighbour ace cannot block the Strong Suit, nor parry"},
		{"S", "AC", "2S", Block, "Strong Suit blocks its neighbour's ace"},
		{"S", "AC", "AS", Block, "Strong Suit ace blocks the neighbour's ace"},
		{"H", "KH", "AH", Block, "defending ace 14 beats K in the Strong Suit"},
		{"H", "KH", "AD", Damage, "neighbour ace cannot block the Strong Suit"},
		{"H", "KD", "AH", Block, "Strong Suit ace blocks the neighbour"},
		{"H", "KD", "AD", Block, "neighbour ace blocks the neighbour"},
		{"H", "KS", "AC", Block, "other colour ace blocks"},
		{"H", "KS", "AD", Damage, "wrong colour ace"},
		{"H", "QS", "KS", Block, "K beats Q"},
		{"H", "2S", "AH", Damage, "a red ace does not match spades"},
		{"D", "AD", "AH", Damage, "the neighbour may not block the Strong Suit's ace"},
		{"D", "AD", "KD", Block, "any higher Strong Suit card blocks an attacking ace"},
		{"C", "AC", "2C", Block, "Strong Suit 2 blocks the Strong Suit ace"},
		{"C", "AS", "AC", Block, "Strong Suit ace blocks the neighbour ace"},
	}
	for _, tt := range tests {
		got := Judge(suit(tt.strong), cards.MustParse(tt.attack), cards.MustParse(tt.defence))
		if got != tt.want {
			t.Errorf("strong %s: %s vs %s = %v, want %v (%s)", tt.strong, tt.attack, tt.defence, got, tt.want, tt.why)
		}
	}
	if AttackValue(cards.MustParse("AS")) != 1 || DefenceValue(cards.MustParse("AS")) != 14 {
		t.Error("ace values")
	}
}

func TestAbsorbsAndWeakSuits(t *testing.T) {
	tests := []struct {
		strong, armor, attack string
		want                  bool
	}{
		{"S", "2S", "KS", true},   // only a Strong Suit armor takes a Strong Suit hit
		{"S", "2C", "KS", false},  // the neighbour armor does not
		{"S", "2S", "KC", true},   // Strong Suit armor covers its neighbour
		{"S", "2C", "KC", true},   // neighbour covers itself
		{"S", "2H", "KD", true},   // other colour: either suit
		{"S", "2D", "KD", true},   // same suit
		{"S", "2H", "KS", false},  // wrong colour
		{"H", "AD", "3H", false},  // neighbour does not cover the Strong Suit
		{"H", "AH", "3D", true},   // Strong Suit covers the neighbour
		{"H", "10C", "3S", true},  // other colour
		{"D", "10C", "3D", false}, // wrong colour
	}
	for _, tt := range tests {
		if got := Absorbs(suit(tt.strong), cards.MustParse(tt.armor), cards.MustParse(tt.attack)); got != tt.want {
			t.Errorf("strong %s: armor %s absorbs %s = %v, want %v", tt.strong, tt.armor, tt.attack, got, tt.want)
		}
	}
	weak := []struct {
		strong, armor, want string
	}{
		{"S", "", "S H D C"},
		{"S", "2S", "H D"},   // strong covers strong + neighbour
		{"S", "2C", "S H D"}, // neighbour covers itself only
		{"S", "2H", "S C"},   // other colour covers both red suits
		{"S", "2S 9D", ""},   // strong + other colour: fully protected
		{"H", "5D 6C", "H"},  // neighbour + other colour: the Strong Suit stays weak
		{"D", "KH KS", "D"},  // same
		{"C", "AC QD", ""},   // full
		{"C", "AS AH", "C"},  // neighbour + other
	}
	for _, tt := range weak {
		var ws []string
		for _, s := range WeakSuits(suit(tt.strong), cards.MustParseList(tt.armor)) {
			ws = append(ws, s.String())
		}
		got := strings.Join(ws, " ")
		if got != tt.want {
			t.Errorf("strong %s, armor %q: weak %q, want %q", tt.strong, tt.armor, got, tt.want)
		}
	}
}

func TestEnumsText(t *testing.T) {
	for _, c := range []Choice{HandToArmor, Steal, TurnDown} {
		var back Choice
		b, _ := c.MarshalText()
		if err := back.UnmarshalText(b); err != nil || back != c {
			t.Errorf("choice %v round trip: %v %v", c, back, err)
		}
	}
	if _, err := ParseChoice("dance"); err == nil {
		t.Error("ParseChoice(dance) succeeded")
	}
	for r, want := range map[Result]string{Block: "block", Parry: "parry", Dodge: "dodge", Damage: "damage"} {
		if r.String() != want {
			t.Errorf("%d = %s", r, r)
		}
	}
	if Result(9).String() != "Result(9)" || Choice(9).String() != "Choice(9)" || Class(9).String() != "Class(9)" {
		t.Error("out-of-range String")
	}
}
