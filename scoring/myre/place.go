package myre

import (
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	engine "arbiter/engine/myre"
)

// Zone is a part of a pile of the scouting row that a table puts cards
// into while it enters a hand.
type Zone uint8

// The zones of a pile.
const (
	ZoneScout Zone = iota + 1 // the pile itself: its scouted card (two with double scouts) or a face-up scout
	ZoneRed                   // Red's cards positioned behind the pile
	ZoneBlack                 // Black's cards positioned behind the pile
)

// String names the zone as a field does: "scout", "red", "black".
func (z Zone) String() string {
	switch z {
	case ZoneScout:
		return "scout"
	case ZoneRed:
		return "red"
	case ZoneBlack:
		return "black"
	}
	return fmt.Sprintf("Zone(%d)", z)
}

// side returns the army a positioning zone belongs to (NoSide for the pile).
func (z Zone) side() engine.Side {
	switch z {
	case ZoneRed:
		return engine.Red
	case ZoneBlack:
		return engine.Black
	}
	return engine.NoSide
}

// Pile is one pile of the scouting row as a table enters a hand: the
// pile's cards, the cards each army positioned behind it, and whether it
// is a face-up scout (flipped from the top of the deck, MYRE-12) rather
// than a scouted pile.
type Pile struct {
	Scout  []cards.Card
	Red    []engine.Played
	Black  []engine.Played
	FaceUp bool
}

func (p Pile) positioned(s engine.Side) []engine.Played {
	if s == engine.Red {
		return p.Red
	}
	return p.Black
}

// Hand returns the number of the next hand (1-based).
func (g *Game) Hand() int { return g.played + 1 }

// owner returns the army a card belongs to in the next hand: its colour,
// or for a joker the side holding it now (MYRE-7). NoSide for a joker
// nobody holds and for "JK".
func (g *Game) owner(c cards.Card) engine.Side {
	if c.IsJoker() {
		if c.Joker == cards.AnyJoker {
			return engine.NoSide
		}
		return g.jokerOwner[c.Joker]
	}
	return engine.SideOfColor(c.Color())
}

// CanPlace says whether card c may go into zone z of piles[i] now, the
// rest of the hand being as piles has it. It returns nil when it may, else
// a *game.Error whose Msg says why in people's words, whose Rule names the
// rule (GEN-1 for a card the army cannot have in hand), whose Field names
// the place ("piles[2].black") and whose Sentinel is one of
// engine.ErrGameOver, ErrNotACard, ErrJokersOff, ErrJailed (in a jail),
// ErrJokerOwner (a joker the other army holds), ErrWrongColor (the other
// army's card), ErrDuplicate (already elsewhere on the table),
// ErrFaceUp (a face-up scout is a pile of its own), ErrDoubleScout
// (double scouts are off), ErrPileSize, ErrPileOwner (a double-scout
// mixes armies), ErrTooMany (five positioned) and ErrArmySize (more than
// the army's hand held). The app dims the cards this refuses and shows
// the reason.
func (g *Game) CanPlace(piles []Pile, i int, z Zone, c cards.Card) error {
	field := fmt.Sprintf("piles[%d].%s", i, z)
	if i < 0 || i >= len(piles) {
		return noSuchPile(piles, i)
	}
	if z < ZoneScout || z > ZoneBlack {
		// "piles[1].Zone(4)" is no field of the input: the message says it.
		return game.Refuse(game.ErrInvalid, nil, "", msgNotAZone.With(field))
	}
	if g.finished {
		return engine.Impossible(field, engine.ErrGameOver, msgPlaceOver.With(g.winner.Word(), g.played))
	}
	if !c.Valid() {
		return engine.Invalid(field, engine.ErrNotACard, msgPlaceNotCard.With())
	}
	if c.IsJoker() && !g.opt.Jokers {
		return engine.Impossible(field, engine.ErrJokersOff, msgPlaceNoJokers.With(c))
	}
	if h := g.jailedIn[c]; h > 0 {
		return engine.Impossible(field, engine.ErrJailed, msgPlaceJailed.With(c, engine.SideOfColor(c.Color()).Opponent().Word(), h))
	}
	if c.Joker != cards.AnyJoker {
		if at, ok := where(piles, c); ok {
			return engine.Impossible(field, engine.ErrDuplicate, msgPlaceAlready.With(c, at))
		}
		if z != ZoneScout {
			for _, s := range sides {
				if contains(g.carried.Of(s), c) {
					return engine.Impossible(field, engine.ErrDuplicate, msgPlaceStaysUp.With(c))
				}
			}
		}
	}
	own := g.owner(c)
	p := piles[i]
	if s := z.side(); s != engine.NoSide {
		switch {
		case c.IsJoker() && c.Joker != cards.AnyJoker && own != s:
			return engine.Impossible(field, engine.ErrJokerOwner, msgPlaceJokerDeck.With(c, own.Word()))
		case c.Joker == cards.AnyJoker && g.freeJokers(piles, s) == 0:
			return engine.Impossible(field, engine.ErrJokerOwner, msgPlaceNoJoker.With(s.Word()))
		case !c.IsJoker() && own != s:
			return engine.Illegal(field, engine.ErrWrongColor, engine.RulePositions(s), msgPlaceColor.With(c, engine.ColorWord(c.Color()), s.Word(), s.CardsColor()))
		}
		n := 0
		for _, q := range piles {
			n += len(q.positioned(s))
		}
		if n >= engine.MaxPositioned {
			return engine.Impossible(field, engine.ErrTooMany, msgPlaceFive.With(s.Word(), n, engine.MaxPositioned))
		}
		if hc := g.newCheck(Hand{}); n >= *hc.hand.Of(s) {
			return engine.Impossible(field, engine.ErrArmySize, msgPlaceHandFull.With(s.Word(), n, *hc.army.Of(s), *hc.faceUps.Of(s)))
		}
		return nil
	}
	// The pile itself.
	if len(p.Scout) > 0 {
		switch {
		case p.FaceUp:
			return engine.Illegal(field, engine.ErrFaceUp, ruleFaceUpOwnPile.With(), msgPlaceFaceUpOne.With())
		case !g.opt.DoubleScouts:
			return engine.Illegal(field, engine.ErrDoubleScout, ruleDoubleOff.With(), msgPlaceOneCard.With())
		case len(p.Scout) >= engine.MaxPile:
			return engine.Illegal(field, engine.ErrPileSize, rulePileHolds.With(), msgPlaceTwoCards.With())
		}
		if first := g.owner(p.Scout[0]); first != engine.NoSide && own != engine.NoSide && first != own {
			return engine.Illegal(field, engine.ErrPileOwner, ruleDoubleOneArmy.With(), msgPlaceSameArmy.With(p.Scout[0], first.Word(), c, own.Word()))
		}
	}
	if c.IsJoker() && own == engine.NoSide && c.Joker != cards.AnyJoker {
		return engine.Impossible(field, engine.ErrJokerOwner, msgPlaceNobody.With(c))
	}
	if p.FaceUp && own != engine.NoSide {
		if err := g.faceUpRoom(piles, i, own, field); err != nil {
			return err
		}
	}
	return nil
}

// CanFaceUp says whether piles[i] may be marked as a face-up scout: a
// single card, and no more face-up scouts for its army than the hand has
// (one new each, and those kept after hands without captures, MYRE-12).
// nil when it may; else a *game.Error with engine.ErrFaceUp.
func (g *Game) CanFaceUp(piles []Pile, i int) error {
	field := fmt.Sprintf("piles[%d].scout", i)
	if i < 0 || i >= len(piles) {
		return noSuchPile(piles, i)
	}
	p := piles[i]
	if len(p.Scout) > 1 {
		return engine.Illegal(field, engine.ErrFaceUp, ruleFaceUpOwnPile.With(), msgPlaceSingleCard.With())
	}
	if len(p.Scout) == 1 {
		if own := g.owner(p.Scout[0]); own != engine.NoSide {
			return g.faceUpRoom(piles, i, own, field)
		}
	}
	return nil
}

// faceUpRoom refuses another face-up scout of side s beyond the ones the
// hand has.
func (g *Game) faceUpRoom(piles []Pile, i int, s engine.Side, field string) error {
	dues := g.FaceUpDue()
	due := *dues.Of(s)
	n := 0
	for k, q := range piles {
		if k != i && q.FaceUp && len(q.Scout) == 1 && g.owner(q.Scout[0]) == s {
			n++
		}
	}
	if n >= due {
		return engine.Impossible(field, engine.ErrFaceUp, msgPlaceFaceUpRoom.With(s.Word(), due))
	}
	return nil
}

// noSuchPile refuses a pile index out of range, at the pile's field (a
// negative index names none: it is no field of the input).
func noSuchPile(piles []Pile, i int) error {
	if i < 0 {
		return game.Refuse(game.ErrInvalid, nil, "", msgNoSuchPileAt.With(i, len(piles)))
	}
	return game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("piles[%d]", i), msgNoSuchPile.With(len(piles)))
}

// where says where a card already is among the piles ("in pile 2").
func where(piles []Pile, c cards.Card) (game.Message, bool) {
	for k, q := range piles {
		if contains(q.Scout, c) {
			return msgInPile.With(k + 1), true
		}
		for _, s := range sides {
			for _, pl := range q.positioned(s) {
				if pl.Card == c {
					return msgBehindPile.With(k + 1), true
				}
			}
		}
	}
	return game.Message{}, false
}

// freeJokers counts the jokers side s holds that the piles do not show
// yet ("JK" counts as one of them).
func (g *Game) freeJokers(piles []Pile, s engine.Side) int {
	n := 0
	for _, o := range g.jokerOwner {
		if o == s {
			n++
		}
	}
	for _, q := range piles {
		for _, c := range q.Scout {
			if c.IsJoker() && (c.Joker == cards.AnyJoker || g.owner(c) == s) {
				n--
			}
		}
		for _, pl := range q.positioned(s) {
			if pl.Card.IsJoker() {
				n--
			}
		}
	}
	return n
}

// First returns who goes first in the next hand and why (MYRE-9), given
// the face-up scouts the table has entered for it so far: the box or the
// higher face-up scout in the first hand, then alternating. NoSide when
// the table must say (equal scouts and no box recorded, or the scouts not
// entered yet).
func (g *Game) First(faceUp FaceUp) (engine.Side, game.Step) {
	first := func(said game.Message) game.Step { return engine.Step(said, engine.SecHandSetup, "MYRE-9") }
	if g.played > 0 {
		if g.nextFirst == engine.NoSide {
			return engine.NoSide, first(msgOpenerUnknown.With())
		}
		return g.nextFirst, first(msgAlternates.With(g.nextFirst.Word()))
	}
	if g.opt.FirstPlayer == FirstHigherScout && (len(faceUp.Red) == 0 || len(faceUp.Black) == 0) {
		if g.box != engine.NoSide {
			return engine.NoSide, first(msgHigherGoesBox.With(g.box.Word()))
		}
		return engine.NoSide, first(msgHigherGoesEnter.With())
	}
	return FirstPlayer(g.opt, faceUp, g.box)
}

// HandOf turns the piles a table entered into the hand to play: the
// face-up scouts (when any pile is marked face up, every one of them must
// be: one new per army and those kept, MYRE-12), a battle for every pile
// with cards positioned behind it, and who played first when the state
// cannot tell (first; NoSide: not said). battles maps each battle to its
// pile (0-based). Refusals name the pile: "piles[2].scout".
func (g *Game) HandOf(piles []Pile, first engine.Side) (h Hand, battles []int, err error) {
	var up FaceUp
	anyUp := false
	for i, p := range piles {
		if p.FaceUp {
			if len(p.Scout) != 1 {
				return Hand{}, nil, engine.Invalid(fmt.Sprintf("piles[%d].scout", i), engine.ErrFaceUp, msgPileFaceUpCards.With(i+1, len(p.Scout)))
			}
			anyUp = true
			switch g.owner(p.Scout[0]) {
			case engine.Red:
				up.Red = append(up.Red, p.Scout[0])
			case engine.Black:
				up.Black = append(up.Black, p.Scout[0])
			default:
				return Hand{}, nil, engine.Invalid(fmt.Sprintf("piles[%d].scout", i), engine.ErrPileOwner, msgPileNobody.With(i+1, p.Scout[0]))
			}
		}
		if len(p.Red)+len(p.Black) == 0 {
			continue // a pile nobody positioned behind: no battle
		}
		if len(p.Scout) == 0 {
			return Hand{}, nil, engine.Invalid(fmt.Sprintf("piles[%d].scout", i), engine.ErrNoScout, msgPileNoScout.With(i+1))
		}
		h.Battles = append(h.Battles, engine.Battle{
			Scout: append([]cards.Card(nil), p.Scout...),
			Red:   append([]engine.Played(nil), p.Red...),
			Black: append([]engine.Played(nil), p.Black...),
		})
		battles = append(battles, i)
	}
	if anyUp {
		due := g.FaceUpDue()
		if len(up.Red) != due.Red || len(up.Black) != due.Black {
			return Hand{}, nil, engine.Impossible("piles", engine.ErrFaceUp, msgMarkFaceUps.With(due.Red, due.Black))
		}
		h.FaceUp = up
	}
	if g.NextFirst() == engine.NoSide {
		h.First = first
	}
	return h, battles, nil
}
