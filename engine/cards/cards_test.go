package cards

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestParseStandard(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{"10H", "10H"}, {"th", "10H"}, {"T♥", "10H"}, {"qs", "QS"}, {"A♦", "AD"},
		{" 2c ", "2C"}, {"K♣", "KC"}, {"rj", "RJ"}, {"Bj", "BJ"}, {"jk", "JK"},
		{"joker", "JK"}, {"9♠", "9S"}, {"jd", "JD"},
	}
	for _, tt := range tests {
		c, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if c.String() != tt.want {
			t.Errorf("Parse(%q) = %s, want %s", tt.in, c, tt.want)
		}
	}
}

func TestParseStandardErrors(t *testing.T) {
	tests := []struct{ in, mention string }{
		{"11H", "rank must be A, 2–10, J, Q or K"},
		{"1H", "rank"},
		{"10X", "suit must be"},
		{"", "empty"},
		{"H", "not a card"},
		{"AHH", "rank"},
		{"Fi7", "suit"},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		if err == nil {
			t.Errorf("Parse(%q) succeeded", tt.in)
			continue
		}
		if !errors.Is(err, ErrNotACard) {
			t.Errorf("Parse(%q) error %v does not wrap ErrNotACard", tt.in, err)
		}
		if !strings.Contains(err.Error(), tt.mention) || !strings.Contains(err.Error(), `"`+tt.in+`"`) {
			t.Errorf("Parse(%q) error %q should name the input and say %q", tt.in, err, tt.mention)
		}
	}
}

func TestCardProperties(t *testing.T) {
	if c := MustParse("QH"); c.Color() != Red || c.Rank != Queen || !c.Rank.IsFace() || c.Name() != "Queen of hearts" {
		t.Errorf("QH: %+v %s", c, c.Name())
	}
	if c := MustParse("AS"); c.Rank.AceHigh() != 14 || c.Color() != Black {
		t.Errorf("AS: %+v", c)
	}
	if MustParse("RJ").Color() != Red || MustParse("BJ").Color() != Black || MustParse("JK").Color() != NoColor {
		t.Error("joker colours")
	}
	if !MustParse("JK").IsJoker() || MustParse("JH").IsJoker() {
		t.Error("IsJoker")
	}
	if len(StandardDeck(false)) != 52 || len(StandardDeck(true)) != 54 {
		t.Error("deck sizes")
	}
}

func TestSort(t *testing.T) {
	cs := MustParseList("2H AS JK KD 10C AH")
	SortAceHigh(cs)
	if got := Cards(cs).String(); got != "AS AH KD 10C 2H JK" {
		t.Errorf("SortAceHigh = %s", got)
	}
	SortAceLow(cs)
	if got := Cards(cs).String(); got != "AS AH 2H 10C KD JK" {
		t.Errorf("SortAceLow = %s", got)
	}
}

func TestCheckStandard(t *testing.T) {
	ok := []string{"AH 2H 3H", "RJ BJ", "JK JK", "JK RJ", "AH AD AS AC"}
	for _, s := range ok {
		if err := CheckStandard("cards", MustParseList(s)); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	bad := map[string]string{
		"AH 2H AH":   `cards[2]: "AH" appears twice`,
		"RJ RJ":      `cards[1]: "RJ" is one joker too many`,
		"JK JK JK":   `cards[2]: "JK"`,
		"RJ BJ JK":   `cards[2]`,
		"10S 9S 10S": `"10S" appears twice`,
	}
	for s, want := range bad {
		err := CheckStandard("cards", MustParseList(s))
		if err == nil || !errors.Is(err, ErrDuplicate) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want mention of %q", s, err, want)
		}
	}
}

func TestElementCards(t *testing.T) {
	tests := map[string]string{"Fi7": "Fi7", "water15": "Wa15", "WI1": "Wi1", "earth 3": "Ea3", "fire10": "Fi10"}
	for in, want := range tests {
		c, err := ParseElementCard(in)
		if err != nil || c.String() != want {
			t.Errorf("ParseElementCard(%q) = %v, %v; want %s", in, c, err, want)
		}
	}
	for _, in := range []string{"Fi0", "Fi16", "Fi07", "Xx3", "7", "Fi", "Fi1x", ""} {
		if _, err := ParseElementCard(in); err == nil || !errors.Is(err, ErrNotACard) || !strings.Contains(err.Error(), `"`+in+`"`) {
			t.Errorf("ParseElementCard(%q) = %v, want a named error", in, err)
		}
	}
	if len(ElementDeck()) != 60 {
		t.Error("Pymtheg deck must hold 60")
	}
	two := MustParseElementCards("Fi7 Fi7")
	if err := CheckElementCards("hand", two, 1); err == nil {
		t.Error("one deck holds Fi7 once")
	}
	if err := CheckElementCards("hand", two, 2); err != nil {
		t.Errorf("two decks hold Fi7 twice: %v", err)
	}
}

func TestRailogCards(t *testing.T) {
	for in, want := range map[string]RailogCard{"8": 8, "1": 1, "Alak": Alak, "ARL": Arl, "deiskatun": Deiskatun, "arlas": Arlas} {
		c, err := ParseRailogCard(in)
		if err != nil || c != want {
			t.Errorf("ParseRailogCard(%q) = %v, %v", in, c, err)
		}
	}
	for _, in := range []string{"0", "9", "10", "alaks", ""} {
		if _, err := ParseRailogCard(in); err == nil {
			t.Errorf("ParseRailogCard(%q) succeeded", in)
		}
	}
	var c RailogCard
	if err := json.Unmarshal([]byte(`7`), &c); err != nil || c != 7 {
		t.Errorf("number 7: %v %v", c, err)
	}
	nine := make([]RailogCard, 9)
	for i := range nine {
		nine[i] = Alak
	}
	if err := CheckRailogCards("plays", nine[:8]); err != nil {
		t.Errorf("eight alak: %v", err)
	}
	if err := CheckRailogCards("plays", nine); err == nil || !strings.Contains(err.Error(), "plays[8]") {
		t.Errorf("nine alak: %v", err)
	}
	if len(RailogDeck()) != 96 {
		t.Error("Railog deck size")
	}
}

func TestJSON(t *testing.T) {
	var v struct {
		C  Card        `json:"c"`
		E  ElementCard `json:"e"`
		R  RailogCard  `json:"r"`
		Tr Element     `json:"tr"`
	}
	if err := json.Unmarshal([]byte(`{"c":"a♦","e":"water15","r":"Alak","tr":"none"}`), &v); err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(v)
	if string(b) != `{"c":"AD","e":"Wa15","r":"alak","tr":"none"}` {
		t.Errorf("round trip: %s", b)
	}
	if err := json.Unmarshal([]byte(`{"c":"11H"}`), &v); err == nil || !strings.Contains(err.Error(), "11H") {
		t.Errorf("bad card in JSON: %v", err)
	}
	b, _ = json.Marshal(Cards(nil))
	if string(b) != "[]" {
		t.Errorf("empty Cards = %s", b)
	}
}
