package cards

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// RailogCard is a card of Yamiro's Railog deck: the numbers 1–8 and four
// face cards. The deck holds eight copies of each value, one per suit; Yamiro
// ignores suits, so a RailogCard is just its value.
type RailogCard uint8

// The face cards, numbered after the 8.
const (
	Alak      RailogCard = 9
	Arl       RailogCard = 10
	Deiskatun RailogCard = 11
	Arlas     RailogCard = 12
)

// RailogCopies is how many cards of each value the Railog deck holds.
const RailogCopies = 8

// RailogValues lists every value of the deck in display order.
var RailogValues = []RailogCard{1, 2, 3, 4, 5, 6, 7, 8, Alak, Arl, Deiskatun, Arlas}

var faceNames = map[RailogCard]string{Alak: "alak", Arl: "arl", Deiskatun: "deiskatun", Arlas: "arlas"}

// Valid reports whether the value exists in the deck.
func (c RailogCard) Valid() bool { return c >= 1 && c <= Arlas }

// IsNumber reports whether the card is one of the numbered cards 1–8.
func (c RailogCard) IsNumber() bool { return c >= 1 && c <= 8 }

// IsFace reports whether the card is alak, arl, deiskatun or arlas.
func (c RailogCard) IsFace() bool { return c >= Alak && c <= Arlas }

// String returns "1"…"8" or the face's lower-case name.
func (c RailogCard) String() string {
	if c.IsNumber() {
		return strconv.Itoa(int(c))
	}
	if n, ok := faceNames[c]; ok {
		return n
	}
	return "??"
}

// ParseRailogCard reads "1"–"8" or a face name in any case.
func ParseRailogCard(s string) (RailogCard, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if len(t) == 1 && t[0] >= '1' && t[0] <= '8' {
		return RailogCard(t[0] - '0'), nil
	}
	for c, n := range faceNames {
		if t == n {
			return c, nil
		}
	}
	return 0, notACard(s, reasonRailog.With())
}

// MustParseRailogCards parses space-separated cards for tests.
func MustParseRailogCards(s string) []RailogCard {
	var out []RailogCard
	for _, f := range strings.Fields(s) {
		c, err := ParseRailogCard(f)
		if err != nil {
			panic(err)
		}
		out = append(out, c)
	}
	return out
}

// MarshalText writes the canonical notation.
func (c RailogCard) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("cannot write an invalid Railog card %d", uint8(c))
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads any notation ParseRailogCard accepts. A bare JSON
// number is accepted too, since "card": 8 is what people type.
func (c *RailogCard) UnmarshalText(b []byte) error {
	p, err := ParseRailogCard(string(b))
	if err != nil {
		return err
	}
	*c = p
	return nil
}

// UnmarshalJSON accepts a string or a number 1–8.
func (c *RailogCard) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		var n json.Number
		if err2 := json.Unmarshal(b, &n); err2 != nil {
			return notACard(string(b), reasonRailog.With())
		}
		s = n.String()
	}
	return c.UnmarshalText([]byte(s))
}

// RailogCards is a list that writes as JSON strings ([] when empty).
type RailogCards []RailogCard

// MarshalJSON writes canonical strings.
func (cs RailogCards) MarshalJSON() ([]byte, error) {
	ss := make([]string, len(cs))
	for i, c := range cs {
		ss[i] = c.String()
	}
	return json.Marshal(ss)
}

// RailogDeck returns the 96 cards: each of the 12 values eight times.
func RailogDeck() []RailogCard {
	out := make([]RailogCard, 0, len(RailogValues)*RailogCopies)
	for _, v := range RailogValues {
		for i := 0; i < RailogCopies; i++ {
			out = append(out, v)
		}
	}
	return out
}

// CheckRailogCards reports an error when a value appears more than eight
// times.
func CheckRailogCards(field string, cs []RailogCard) error {
	seen := map[RailogCard]int{}
	for i, c := range cs {
		seen[c]++
		if seen[c] > RailogCopies {
			return duplicate(field, i, msgTimesRailog.With(c, seen[c], RailogCopies, ErrDuplicate))
		}
	}
	return nil
}
