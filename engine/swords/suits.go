package swords

import (
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// Class is what a suit is in a game, seen from its Strong Suit.
type Class uint8

// The three classes of suit (the rulebook's "three suits").
const (
	NoClass     Class = iota
	Strong            // the Strong Suit itself
	Neighbour         // the other suit of the Strong Suit's colour
	OtherColour       // either suit of the other colour
)

var classNames = [...]string{"none", "strong", "neighbour", "other colour"}

// String returns "strong", "neighbour" or "other colour".
func (c Class) String() string {
	if int(c) < len(classNames) {
		return classNames[c]
	}
	return fmt.Sprintf("Class(%d)", c)
}

// NeighbourOf returns the suit of the same colour as s: S↔C, H↔D.
func NeighbourOf(s cards.Suit) cards.Suit {
	switch s {
	case cards.Spades:
		return cards.Clubs
	case cards.Clubs:
		return cards.Spades
	case cards.Hearts:
		return cards.Diamonds
	case cards.Diamonds:
		return cards.Hearts
	}
	return cards.NoSuit
}

// ClassOf returns the class of suit s when strong is the Strong Suit.
func ClassOf(strong, s cards.Suit) Class {
	switch {
	case s == cards.NoSuit || strong == cards.NoSuit:
		return NoClass
	case s == strong:
		return Strong
	case s.Color() == strong.Color():
		return Neighbour
	}
	return OtherColour
}

// Covers reports whether a card of suit cover matches an attack of suit
// attack (SWORDS-2, SWORDS-3): only the Strong Suit covers the Strong Suit;
// the neighbour suit is covered by itself and by the Strong Suit; the other
// colour by either of its suits.
func Covers(strong, cover, attack cards.Suit) bool {
	switch ClassOf(strong, attack) {
	case Strong:
		return cover == strong
	case Neighbour:
		return cover == attack || cover == strong
	case OtherColour:
		return cover.Color() == attack.Color()
	}
	return false
}

// CoveredBy lists the suits that cover an attack of suit attack.
func CoveredBy(strong, attack cards.Suit) []cards.Suit {
	var out []cards.Suit
	for _, s := range cards.Suits {
		if Covers(strong, s, attack) {
			out = append(out, s)
		}
	}
	return out
}

// AttackValue is a card's number when it attacks: an ace is 1 (SWORDS-1).
func AttackValue(c cards.Card) int { return int(c.Rank) }

// DefenceValue is a card's number when it defends: an ace is 14 (SWORDS-1).
func DefenceValue(c cards.Card) int { return c.Rank.AceHigh() }

// Judge returns how a defending card meets an attacking card, without
// Expanded Dodging: Block (a higher card that covers the attack's suit),
// Parry (the same number; an ace is 1 attacking and 14 defending, so never
// parried) or Damage.
func Judge(strong cards.Suit, attack, defence cards.Card) Result {
	switch {
	case Covers(strong, defence.Suit, attack.Suit) && DefenceValue(defence) > AttackValue(attack):
		return Block
	case DefenceValue(defence) == AttackValue(attack):
		return Parry
	}
	return Damage
}

// Absorbs reports whether a face-up armor card can take the damage of an
// attacking card by being turned face down (SWORDS-3).
func Absorbs(strong cards.Suit, armor, attack cards.Card) bool {
	return Covers(strong, armor.Suit, attack.Suit)
}

// WeakSuits returns the suits no face-up armor card covers, in the order
// S, H, D, C: an attack in one of them must cost a hand card (the
// rulebook's strategy advice on armors).
func WeakSuits(strong cards.Suit, faceUp []cards.Card) []cards.Suit {
	out := []cards.Suit{}
	for _, s := range cards.Suits {
		covered := false
		for _, a := range faceUp {
			if Covers(strong, a.Suit, s) {
				covered = true
				break
			}
		}
		if !covered {
			out = append(out, s)
		}
	}
	return out
}

// suitWord is a suit's name as a word: "spades".
func suitWord(s cards.Suit) game.Word {
	if w, ok := suitPlural[s]; ok {
		return w
	}
	return game.W("", s.Name())
}

// singular: "spade", "heart".
func singular(s cards.Suit) game.Word {
	if w, ok := suitSingular[s]; ok {
		return w
	}
	return game.W("", s.Name())
}

// suitWords names a suit with its class for explanations: "spades, the
// Strong Suit".
func suitWords(strong, s cards.Suit) game.Message {
	switch ClassOf(strong, s) {
	case Strong:
		return msgSuitStrong.With(suitWord(s))
	case Neighbour:
		return msgSuitNeighbour.With(suitWord(s))
	}
	return msgSuitOther.With(suitWord(s))
}

// coverWords says which cards cover an attack of suit attack: "only
// spades", "clubs or spades", "either red suit".
func coverWords(strong, attack cards.Suit) any {
	switch ClassOf(strong, attack) {
	case Strong:
		return msgCoverOnly.With(suitWord(strong))
	case Neighbour:
		return game.L(game.JoinOr, suitWord(attack), suitWord(strong))
	}
	return eitherColour[attack.Color()]
}

// armorWords says which face-up armor absorbs an attack of suit attack:
// "a face-up spade armor", "a face-up club or spade armor", "a face-up red
// armor".
func armorWords(strong, attack cards.Suit) game.Message {
	switch ClassOf(strong, attack) {
	case Strong:
		return msgArmorSuit.With(singular(strong))
	case Neighbour:
		return msgArmorSuit.With(game.L(game.JoinOr, singular(attack), singular(strong)))
	}
	return msgArmorColour.With(colourWord[attack.Color()])
}
