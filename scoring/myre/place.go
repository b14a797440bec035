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
		return game.Invalidf("piles[%d]: no such pile (%d piles)", i, len(piles))
	}
	if z < ZoneScout || z > ZoneBlack {
		return game.Invalidf("%s: not a zone of a pile", field)
	}
	if g.finished {
		return engine.Impossible(field, engine.ErrGameOver, fmt.Sprintf("The game is over: %s won after hand %d (Winning the game; MYRE-10).", g.winner.Title(), g.played))
	}
	if !c.Valid() {
		return engine.Invalid(field, engine.ErrNotACard, "Not a card of the standard deck.")
	}
	if c.IsJoker() && !g.opt.Jokers {
		return engine.Impossible(field, engine.ErrJokersOff, fmt.Sprintf("%s: this game is played without jokers (option jokers).", c))
	}
	if h := g.jailedIn[c]; h > 0 {
		return engine.Impossible(field, engine.ErrJailed, fmt.Sprintf("%s is in %s's jail since hand %d: jailed cards stay out for the rest of the game (Jailed cards).", c, engine.SideOfColor(c.Color()).Opponent().Title(), h))
	}
	if c.Joker != cards.AnyJoker {
		if at, ok := where(piles, c); ok {
			return engine.Impossible(field, engine.ErrDuplicate, fmt.Sprintf("%s is already %s: a card is in one place in a hand.", c, at))
		}
		if z != ZoneScout {
			for _, s := range sides {
				if contains(g.carried.Of(s), c) {
					return engine.Impossible(field, engine.ErrDuplicate, fmt.Sprintf("%s stays face up in the scouting row after the hand without captures (MYRE-12).", c))
				}
			}
		}
	}
	own := g.owner(c)
	p := piles[i]
	if s := z.side(); s != engine.NoSide {
		switch {
		case c.IsJoker() && c.Joker != cards.AnyJoker && own != s:
			return engine.Impossible(field, engine.ErrJokerOwner, fmt.Sprintf("%s is in %s's deck now: a captured joker joins the captor's deck (Jokers and double-scouts; MYRE-7).", c, own.Title()))
		case c.Joker == cards.AnyJoker && g.freeJokers(piles, s) == 0:
			return engine.Impossible(field, engine.ErrJokerOwner, fmt.Sprintf("%s holds no joker it has not put on the table this hand (Jokers and double-scouts; MYRE-7).", s.Title()))
		case !c.IsJoker() && own != s:
			return engine.Illegal(field, engine.ErrWrongColor, fmt.Sprintf("%s positions %s cards only (Game setup; Positioning)", s.Title(), s.Color()),
				fmt.Sprintf("%s is %s: %s positions %s cards only.", c, c.Color(), s.Title(), s.Color()))
		}
		n := 0
		for _, q := range piles {
			n += len(q.positioned(s))
		}
		if n >= engine.MaxPositioned {
			return engine.Impossible(field, engine.ErrTooMany, fmt.Sprintf("%s has positioned %d cards this hand, the most a player can: a hand holds %d and positioning draws none (Positioning).", s.Title(), n, engine.MaxPositioned))
		}
		if hc := g.newCheck(Hand{}); n >= *hc.hand.Of(s) {
			return engine.Impossible(field, engine.ErrArmySize, fmt.Sprintf("%s has positioned %d cards this hand, all its hand could hold: its army is down to %d cards and %d lie face up (Hand setup; Jailed cards).",
				s.Title(), n, *hc.army.Of(s), *hc.faceUps.Of(s)))
		}
		return nil
	}
	// The pile itself.
	if len(p.Scout) > 0 {
		switch {
		case p.FaceUp:
			return engine.Illegal(field, engine.ErrFaceUp, "a face-up scout is a pile of its own (Scouting)", "A face-up scout is a pile of its own: it takes no second card.")
		case !g.opt.DoubleScouts:
			return engine.Illegal(field, engine.ErrDoubleScout, "double-scouts are off (option double_scouts; MYRE-8)", "A pile holds one card: double scouts are off in this game.")
		case len(p.Scout) >= engine.MaxPile:
			return engine.Illegal(field, engine.ErrPileSize, "a scouting pile holds 1 card, or 2 with double-scouts (Jokers and double-scouts; MYRE-8)", "A double-scout pile holds two cards.")
		}
		if first := g.owner(p.Scout[0]); first != engine.NoSide && own != engine.NoSide && first != own {
			return engine.Illegal(field, engine.ErrPileOwner, "a double-scout puts two cards of one army into one pile (Jokers and double-scouts; MYRE-8)",
				fmt.Sprintf("Both cards of a double-scout come from the same army: %s is %s's, %s is %s's.", p.Scout[0], first.Title(), c, own.Title()))
		}
	}
	if c.IsJoker() && own == engine.NoSide && c.Joker != cards.AnyJoker {
		return engine.Impossible(field, engine.ErrJokerOwner, fmt.Sprintf("Nobody holds %s in this game.", c))
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
		return game.Invalidf("piles[%d]: no such pile (%d piles)", i, len(piles))
	}
	p := piles[i]
	if len(p.Scout) > 1 {
		return engine.Illegal(field, engine.ErrFaceUp, "a face-up scout is a pile of its own (Scouting)", "A face-up scout is a single card, flipped from the top of the deck.")
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
		return engine.Impossible(field, engine.ErrFaceUp, fmt.Sprintf("%s has %d face-up scout(s) this hand: one flipped per hand, and the ones kept after hands without captures (Hand setup; MYRE-12).", s.Title(), due))
	}
	return nil
}

// where says where a card already is among the piles ("in pile 2").
func where(piles []Pile, c cards.Card) (string, bool) {
	for k, q := range piles {
		if contains(q.Scout, c) {
			return fmt.Sprintf("in pile %d", k+1), true
		}
		for _, s := range sides {
			for _, pl := range q.positioned(s) {
				if pl.Card == c {
					return fmt.Sprintf("behind pile %d", k+1), true
				}
			}
		}
	}
	return "", false
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
	if g.played > 0 {
		if g.nextFirst == engine.NoSide {
			return engine.NoSide, game.Step{Text: "Who opened the first hand is not recorded, so who goes first now is not known.", Section: engine.SecHandSetup, Ruling: "MYRE-9"}
		}
		return g.nextFirst, game.Step{Text: fmt.Sprintf("First play alternates: %s goes first this hand.", g.nextFirst.Title()), Section: engine.SecHandSetup, Ruling: "MYRE-9"}
	}
	if g.opt.FirstPlayer == FirstHigherScout && (len(faceUp.Red) == 0 || len(faceUp.Black) == 0) {
		if g.box != engine.NoSide {
			return engine.NoSide, game.Step{Text: fmt.Sprintf("The higher face-up scout goes first (Ace high); equal scouts go to %s, handed the box.", g.box.Title()), Section: engine.SecHandSetup, Ruling: "MYRE-9"}
		}
		return engine.NoSide, game.Step{Text: "The higher face-up scout goes first (Ace high): enter both face-up scouts.", Section: engine.SecHandSetup, Ruling: "MYRE-9"}
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
				return Hand{}, nil, engine.Invalid(fmt.Sprintf("piles[%d].scout", i), engine.ErrFaceUp, fmt.Sprintf("pile %d is marked face up but holds %d cards: a face-up scout is one card", i+1, len(p.Scout)))
			}
			anyUp = true
			switch g.owner(p.Scout[0]) {
			case engine.Red:
				up.Red = append(up.Red, p.Scout[0])
			case engine.Black:
				up.Black = append(up.Black, p.Scout[0])
			default:
				return Hand{}, nil, engine.Invalid(fmt.Sprintf("piles[%d].scout", i), engine.ErrPileOwner, fmt.Sprintf("pile %d: nobody holds %s", i+1, p.Scout[0]))
			}
		}
		if len(p.Red)+len(p.Black) == 0 {
			continue // a pile nobody positioned behind: no battle
		}
		if len(p.Scout) == 0 {
			return Hand{}, nil, engine.Invalid(fmt.Sprintf("piles[%d].scout", i), engine.ErrNoScout, fmt.Sprintf("pile %d has cards positioned behind it but no scouted card", i+1))
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
			return Hand{}, nil, engine.Impossible("piles", engine.ErrFaceUp, fmt.Sprintf("Mark the face-up scouts of both players: %d for Red and %d for Black (or none) (Hand setup; MYRE-12).", due.Red, due.Black))
		}
		h.FaceUp = up
	}
	if g.NextFirst() == engine.NoSide {
		h.First = first
	}
	return h, battles, nil
}
