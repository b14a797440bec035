package cards

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Element is a suit of the Pymtheg deck.
type Element uint8

// The four elements. NoElement stands for "no trump" where a trump is asked.
const (
	NoElement Element = iota
	Fire
	Water
	Wind
	Earth
)

// Elements lists the four elements in display order.
var Elements = []Element{Fire, Water, Wind, Earth}

var elementCodes = [...]string{"none", "Fi", "Wa", "Wi", "Ea"}
var elementNames = [...]string{"no element", "fire", "water", "wind", "earth"}

// String returns the two-letter code: Fi, Wa, Wi, Ea ("none" for NoElement).
func (e Element) String() string {
	if int(e) < len(elementCodes) {
		return elementCodes[e]
	}
	return fmt.Sprintf("Element(%d)", e)
}

// Name returns the element in words ("fire").
func (e Element) Name() string {
	if int(e) < len(elementNames) {
		return elementNames[e]
	}
	return "?"
}

// ParseElement reads Fi, Wa, Wi, Ea or the full name, in any case.
func ParseElement(s string) (Element, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "fi", "fire":
		return Fire, nil
	case "wa", "water":
		return Water, nil
	case "wi", "wind":
		return Wind, nil
	case "ea", "earth":
		return Earth, nil
	}
	return NoElement, &notAWord{msgNotAnElement.With(s, ErrNotACard)}
}

// MarshalText writes the element code.
func (e Element) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

// UnmarshalText reads an element code or name, or "none".
func (e *Element) UnmarshalText(b []byte) error {
	if strings.EqualFold(strings.TrimSpace(string(b)), "none") {
		*e = NoElement
		return nil
	}
	p, err := ParseElement(string(b))
	if err != nil {
		return err
	}
	*e = p
	return nil
}

// MaxValue is the highest value of an element card.
const MaxValue = 15

// ElementCard is a card of the 60-card Pymtheg deck.
type ElementCard struct {
	Element Element
	Value   int // 1–15
}

// Valid reports whether the card is in the deck.
func (c ElementCard) Valid() bool {
	return c.Element >= Fire && c.Element <= Earth && c.Value >= 1 && c.Value <= MaxValue
}

// String returns the canonical notation, "Fi7".
func (c ElementCard) String() string {
	if !c.Valid() {
		return "??"
	}
	return c.Element.String() + strconv.Itoa(c.Value)
}

// Name returns the card in words ("fire 7").
func (c ElementCard) Name() string { return c.Element.Name() + " " + strconv.Itoa(c.Value) }

// ParseElementCard reads "Fi7", "water15", "EA 3" in any case.
func ParseElementCard(s string) (ElementCard, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	i := strings.IndexFunc(t, func(r rune) bool { return r >= '0' && r <= '9' })
	if i <= 0 {
		return ElementCard{}, notACard(s, reasonElement.With())
	}
	e, err := ParseElement(strings.TrimSpace(t[:i]))
	if err != nil {
		return ElementCard{}, notACard(s, reasonElement.With())
	}
	digits := t[i:]
	if len(digits) > 2 || strings.HasPrefix(digits, "0") {
		return ElementCard{}, notACard(s, reasonValue.With())
	}
	v, err := strconv.Atoi(digits)
	if err != nil || v < 1 || v > MaxValue {
		return ElementCard{}, notACard(s, reasonValue.With())
	}
	return ElementCard{Element: e, Value: v}, nil
}

// MustParseElementCard is ParseElementCard for literals; it panics on bad text.
func MustParseElementCard(s string) ElementCard {
	c, err := ParseElementCard(s)
	if err != nil {
		panic(err)
	}
	return c
}

// MustParseElementCards parses space-separated cards for tests.
func MustParseElementCards(s string) []ElementCard {
	var out []ElementCard
	for _, f := range strings.Fields(s) {
		out = append(out, MustParseElementCard(f))
	}
	return out
}

// ParseElementCards reads several cards; the error names field[index].
func ParseElementCards(field string, in []string) ([]ElementCard, error) {
	out := make([]ElementCard, 0, len(in))
	for i, s := range in {
		c, err := ParseElementCard(s)
		if err != nil {
			return nil, atField(field, i, err)
		}
		out = append(out, c)
	}
	return out, nil
}

// MarshalText writes the canonical notation.
func (c ElementCard) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("cannot write an invalid element card %#v", c)
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads any notation ParseElementCard accepts.
func (c *ElementCard) UnmarshalText(b []byte) error {
	p, err := ParseElementCard(string(b))
	if err != nil {
		return err
	}
	*c = p
	return nil
}

// ElementCards is a list that writes as JSON strings ([] when empty).
type ElementCards []ElementCard

// MarshalJSON writes canonical strings.
func (cs ElementCards) MarshalJSON() ([]byte, error) { return json.Marshal(cs.Strings()) }

// Strings returns the canonical notation of each card.
func (cs ElementCards) Strings() []string {
	ss := make([]string, len(cs))
	for i, c := range cs {
		ss[i] = c.String()
	}
	return ss
}

// SortElementCards sorts by element, then value.
func SortElementCards(cs []ElementCard) {
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].Element != cs[j].Element {
			return cs[i].Element < cs[j].Element
		}
		return cs[i].Value < cs[j].Value
	})
}

// ElementDeck returns the 60 cards of one Pymtheg deck, element by element.
func ElementDeck() []ElementCard {
	out := make([]ElementCard, 0, 60)
	for _, e := range Elements {
		for v := 1; v <= MaxValue; v++ {
			out = append(out, ElementCard{Element: e, Value: v})
		}
	}
	return out
}

// CheckElementCards reports an error when a card appears more often than
// decks copies of the Pymtheg deck hold (decks < 1 counts as one).
func CheckElementCards(field string, cs []ElementCard, decks int) error {
	if decks < 1 {
		decks = 1
	}
	seen := make(map[ElementCard]int, len(cs))
	for i, c := range cs {
		seen[c]++
		if seen[c] > decks {
			if decks == 1 {
				return duplicate(field, i, msgTwiceElement.With(c, ErrDuplicate))
			}
			return duplicate(field, i, msgTimesElement.With(c, seen[c], decks, decks, ErrDuplicate))
		}
	}
	return nil
}
