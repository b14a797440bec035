package myre

import (
	"errors"
	"slices"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	mengine "arbiter/engine/myre"
	mscore "arbiter/scoring/myre"
	"arbiter/session"
)

// Why a card cannot go where it was tapped, or why a hand cannot be
// resolved, in people's words and in the player's language. The game
// decides (myre.Game.CanPlace, CanFaceUp, HandOf, Play) and says which rule
// with its refusal's sentinel, its field (a typed path: the pile and the
// side) and its rule; the table only puts that answer into a sentence,
// citing what the rule cites.

// refusalPlace reads the pile (from 0, -1 when none) and the side of a
// refusal's field ("piles[2].black").
func refusalPlace(err error) (int, mengine.Side) {
	p := game.PathOf(err)
	i, ok := p.Index("piles")
	if !ok {
		return -1, mengine.NoSide
	}
	zone, _ := p.After("piles")
	switch zone {
	case mscore.ZoneRed.String():
		return i, mengine.Red
	case mscore.ZoneBlack.String():
		return i, mengine.Black
	}
	return i, mengine.NoSide
}

// why says a refusal of the game in a sentence, with the rule it cites. c
// is the card tapped, when a card was.
func (t *myreTable) why(err error, c *cards.Card) string {
	switch {
	case errors.Is(err, session.ErrNotReady):
		return t.reading()
	case errors.Is(err, session.ErrNotActive):
		return i18n.T("The game is over.")
	}
	var ge *game.Error
	if !errors.As(err, &ge) {
		return err.Error()
	}
	st := t.base()
	pile, side := refusalPlace(err)
	card := ""
	if c != nil {
		card = widgets.CardText(*c)
	}
	var p *myrePile
	if pile >= 0 && pile < len(t.piles) {
		p = t.piles[pile]
	}
	s := ""
	switch {
	case errors.Is(err, mengine.ErrGameOver):
		s = i18n.T("The game is over.")
	case errors.Is(err, mengine.ErrJokersOff):
		s = i18n.T("This game is played without jokers.")
	case errors.Is(err, mengine.ErrJailed) && c != nil:
		jailer := mengine.Red
		if !slices.Contains(st.Jail(mengine.Red), *c) {
			jailer = mengine.Black
		}
		s = i18n.Tf("%s is in %s's jail since hand %d: it is out of the game.", card, t.sideShort(jailer), st.JailedIn(*c))
	case errors.Is(err, mengine.ErrDuplicate) && c != nil:
		if at := t.pileOf(*c); at > 0 {
			s = i18n.Tf("%s is already in pile %d.", card, at)
		} else {
			s = i18n.Tf("%s stays face up in the scouting row after the hand without captures.", card)
		}
	case errors.Is(err, mengine.ErrJokerOwner) && c != nil:
		own := st.JokerOwner(c.Joker)
		switch {
		case own == mengine.NoSide:
			s = i18n.Tf("Nobody holds %s in this game.", card)
		case side != mengine.NoSide && own != side:
			s = i18n.Tf("%s is in %s's deck now.", card, t.sideShort(own))
		default:
			s = i18n.Tf("%s has no joker left to put on the table this hand.", t.sideShort(side))
		}
	case errors.Is(err, mengine.ErrWrongColor) && c != nil:
		if c.Color() == cards.Red {
			s = i18n.Tf("%s is red: Black positions black cards only.", card)
		} else {
			s = i18n.Tf("%s is black: Red positions red cards only.", card)
		}
	case errors.Is(err, mengine.ErrTooMany):
		s = i18n.Tf("%s has positioned 5 cards this hand, all a hand holds.", t.sideShort(side))
	case errors.Is(err, mengine.ErrArmySize):
		s = i18n.Tf("%s has positioned every card its hand could hold.", t.sideShort(side))
	case errors.Is(err, mengine.ErrDoubleScout):
		s = i18n.T("A pile holds one card: double scouts are off in this game.")
	case errors.Is(err, mengine.ErrPileSize):
		s = i18n.T("A double-scout pile holds two cards.")
	case errors.Is(err, mengine.ErrPileOwner) && c != nil:
		s = i18n.T("Both cards of a double-scout come from the same army.")
	case errors.Is(err, mengine.ErrNoScout) && pile >= 0:
		s = i18n.Tf("Pile %d has positioned cards but no scouted card yet.", pile+1)
	case errors.Is(err, mengine.ErrFaceUp):
		s = t.faceUpWhy(err, p, c)
	}
	if s == "" {
		// A refusal the table has no sentence of its own for: the game's.
		return widgets.RefusalText(err)
	}
	return widgets.WithCited(s, err)
}

// faceUpWhy says which rule of the face-up scouts a refusal is about.
func (t *myreTable) faceUpWhy(err error, p *myrePile, c *cards.Card) string {
	path := game.PathOf(err)
	switch {
	case path.String() == "piles":
		due := t.base().FaceUpDue()
		return i18n.Tf("Mark the face-up scouts of both players: %d for Red and %d for Black (or none).", due.Red, due.Black)
	case p == nil:
		return ""
	case len(p.scout.Cards) > 1:
		return i18n.T("A face-up scout is a single card, flipped from the top of the deck.")
	case c != nil && p.faceUp.Checked && len(p.scout.Cards) > 0:
		return i18n.T("A face-up scout is a pile of its own: it takes no second card.")
	}
	return i18n.T("Each player flips one face-up scout a hand, and keeps those of a hand without captures: this one is one too many.")
}

// pileOf is the pile (from 1) a card is in or behind, 0 when none.
func (t *myreTable) pileOf(c cards.Card) int {
	for i, p := range t.piles {
		for _, z := range []*widgets.Zone{p.scout, p.red, p.black} {
			for _, s := range z.Cards {
				if s.Code == c.String() {
					return i + 1
				}
			}
		}
	}
	return 0
}
