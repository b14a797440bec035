package say

import (
	"errors"
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// The words a printer says cards with; the catalogs translate them.
var (
	redJoker   = game.W("say.card.red_joker", "red joker")
	blackJoker = game.W("say.card.black_joker", "black joker")
	anyJoker   = game.W("say.card.joker", "joker")
	elements   = map[cards.Element]game.Word{
		cards.Fire:  game.W("say.element.fire", "Fire"),
		cards.Water: game.W("say.element.water", "Water"),
		cards.Wind:  game.W("say.element.wind", "Wind"),
		cards.Earth: game.W("say.element.earth", "Earth"),
	}
	// suitSymbols are the white suits: the text font draws all four in
	// the text colour, so they keep the theme's contrast and look alike
	// (the black ones come from the colour-emoji font, two of them black
	// on a dark background).
	suitSymbols = map[cards.Suit]string{cards.Spades: "♤", cards.Hearts: "♡", cards.Diamonds: "♢", cards.Clubs: "♧"}
)

// SharedWords are the words every game says cards and lists with, for
// the catalog tests.
func SharedWords() []game.Word {
	out := []game.Word{redJoker, blackJoker, anyJoker, game.W("say.and", "and"), game.W("say.or", "or")}
	for _, e := range cards.Elements {
		out = append(out, elements[e])
	}
	return out
}

func elementWord(e cards.Element) game.Word {
	if w, ok := elements[e]; ok {
		return w
	}
	return game.W("", e.String())
}

// Card says a card of the standard deck: its notation ("QS"), or in
// words, the rank and the suit's symbol ("Q♤") or the joker's colour.
func (p *Printer) Card(c cards.Card) string {
	if p.style == Notation {
		return c.String()
	}
	switch c.Joker {
	case cards.RedJoker:
		return p.Word(redJoker)
	case cards.BlackJoker:
		return p.Word(blackJoker)
	case cards.AnyJoker:
		return p.Word(anyJoker)
	}
	return c.Rank.String() + suitSymbols[c.Suit]
}

// ElementCard says a card of the element deck: its notation ("Fi7") or in
// words ("Fire 7").
func (p *Printer) ElementCard(c cards.ElementCard) string {
	if p.style == Notation {
		return c.String()
	}
	return fmt.Sprintf("%s %d", p.Word(elementWord(c.Element)), c.Value)
}

func asError(err error, target **game.Error) bool { return errors.As(err, target) }
