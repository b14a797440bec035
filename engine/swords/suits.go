package swords

import (
	"fmt"

	"arbiter/engine/cards"
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

// suitWords names a suit with its class for explanations: "spades, the
// Strong Suit".
func suitWords(strong, s cards.Suit) string {
	switch ClassOf(strong, s) {
	case Strong:
		return s.Name() + ", the Strong Suit"
	case Neighbour:
		return s.Name() + ", the Strong Suit's neighbour"
	}
	return s.Name() + ", the other colour"
}

// singular: "spade", "heart".
func singular(s cards.Suit) string {
	n := s.Name()
	return n[:len(n)-1]
}

// coverWords says which cards cover an attack of suit attack: "only
// spades", "clubs or spades", "either red suit".
func coverWords(strong, attack cards.Suit) string {
	switch ClassOf(strong, attack) {
	case Strong:
		return "only " + strong.Name()
	case Neighbour:
		return attack.Name() + " or " + strong.Name()
	}
	return "either " + attack.Color().String() + " suit"
}

// armorWords says which face-up armor absorbs an attack of suit attack.
func armorWords(strong, attack cards.Suit) string {
	switch ClassOf(strong, attack) {
	case Strong:
		return "a face-up " + singular(strong) + " armor"
	case Neighbour:
		return "a face-up " + singular(attack) + " or " + singular(strong) + " armor"
	}
	return "a face-up " + attack.Color().String() + " armor"
}
