package cards

import (
	"fmt"
	"strconv"
	"strings"

	"arbiter/engine/game"
)

// Cards, elements and ranks are arguments of the engines' messages; a
// stored explanation keeps them typed (game.StoredArg), by their notation.
func init() {
	game.StoredArg("card", storeCard, readCard)
	game.StoredArg("cards", func(cs Cards) string { return storeList(cs, storeCard) },
		func(s string) (Cards, error) { return readList(s, readCard) })
	game.StoredArg("element-card", storeElementCard, readElementCard)
	game.StoredArg("element-cards", func(cs ElementCards) string { return storeList(cs, storeElementCard) },
		func(s string) (ElementCards, error) { return readList(s, readElementCard) })
	game.StoredArg("element", func(e Element) string { return strconv.Itoa(int(e)) },
		func(s string) (Element, error) { n, err := strconv.ParseUint(s, 10, 8); return Element(n), err })
	game.StoredArg("rank", func(r Rank) string { return strconv.Itoa(int(r)) },
		func(s string) (Rank, error) { n, err := strconv.ParseUint(s, 10, 8); return Rank(n), err })
	game.StoredArg("railog-card", func(c RailogCard) string { return strconv.Itoa(int(c)) },
		func(s string) (RailogCard, error) { n, err := strconv.ParseUint(s, 10, 8); return RailogCard(n), err })
}

// storeCard is a card's stored form: its notation, or for a card that is
// not in the deck (which a message may still name as it was entered)
// "#rank.suit.joker".
func storeCard(c Card) string {
	if c.Valid() {
		return c.String()
	}
	return fmt.Sprintf("#%d.%d.%d", c.Rank, c.Suit, c.Joker)
}

func readCard(s string) (Card, error) {
	if rest, ok := strings.CutPrefix(s, "#"); ok {
		var r, su, j uint8
		if _, err := fmt.Sscanf(rest, "%d.%d.%d", &r, &su, &j); err != nil {
			return Card{}, err
		}
		return Card{Rank: Rank(r), Suit: Suit(su), Joker: Joker(j)}, nil
	}
	return Parse(s)
}

// storeElementCard is an element card's stored form: its notation, or
// "#element.value" for one that is not in the deck.
func storeElementCard(c ElementCard) string {
	if c.Valid() {
		return c.String()
	}
	return fmt.Sprintf("#%d.%d", c.Element, c.Value)
}

func readElementCard(s string) (ElementCard, error) {
	if rest, ok := strings.CutPrefix(s, "#"); ok {
		var e uint8
		var v int
		if _, err := fmt.Sscanf(rest, "%d.%d", &e, &v); err != nil {
			return ElementCard{}, err
		}
		return ElementCard{Element: Element(e), Value: v}, nil
	}
	return ParseElementCard(s)
}

func storeList[C any](cs []C, store func(C) string) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = store(c)
	}
	return strings.Join(parts, " ")
}

func readList[C any](s string, read func(string) (C, error)) ([]C, error) {
	fields := strings.Fields(s)
	out := make([]C, len(fields))
	for i, f := range fields {
		var err error
		if out[i], err = read(f); err != nil {
			return nil, err
		}
	}
	return out, nil
}
