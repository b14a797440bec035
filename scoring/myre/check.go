package myre

import (
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	engine "arbiter/engine/myre"
)

// sides lists the two armies in the order refusals are looked for.
var sides = []engine.Side{engine.Red, engine.Black}

// ArmyCards is the number of cards of one colour: each army starts with
// the 26 cards of its colour (Game setup).
const ArmyCards = 26

// handCheck checks one hand's cards against the game state before any
// battle is resolved: where every card is (GEN-1: a card is in one place,
// a jailed card never comes back, a joker is played by the army that holds
// it), and how many cards each army can have put on the table.
type handCheck struct {
	g *Game
	// held is who holds each joker when the hand starts: a joker captured
	// in this hand joins its captor's deck only after the hand.
	held map[cards.Joker]engine.Side
	// explicit are the jokers the hand names (RJ, BJ) anywhere: a "JK" is
	// never taken to be one of them.
	explicit map[cards.Joker]bool
	// at is where each card (jokers by name) is this hand: a field path
	// (a string), or words for a face-up scout kept from an earlier hand
	// (a game.Message).
	at map[cards.Card]any
	// faceUp holds the hand's face-up scouts (named) and their side;
	// faceUpPile the ones already fought over as a pile.
	faceUp     map[cards.Card]engine.Side
	faceUpPile map[cards.Card]bool
	recorded   bool // the hand's face-up scouts are recorded
	// army is how many cards each army holds when the hand starts: its
	// colour's 26 not in the enemy jail, and the jokers it holds.
	army Sides[int]
	// faceUps is how many of them lie face up in the scouting row this hand
	// (the kept ones and the new one); hand the most its hand held.
	faceUps Sides[int]
	hand    Sides[int]
	// positioned counts the cards each side positioned so far this hand;
	// count the distinct cards of each side on the table, last the field
	// of the last one; singles the side's single-card piles that may be
	// face-up scouts nobody recorded.
	positioned Sides[int]
	count      Sides[int]
	last       Sides[string]
	singles    Sides[int]
}

func (g *Game) newCheck(h Hand) *handCheck {
	hc := &handCheck{
		g: g, held: map[cards.Joker]engine.Side{}, explicit: map[cards.Joker]bool{},
		at: map[cards.Card]any{}, faceUp: map[cards.Card]engine.Side{}, faceUpPile: map[cards.Card]bool{},
		recorded: !h.FaceUp.empty(),
	}
	for j, s := range g.jokerOwner {
		hc.held[j] = s
	}
	mark := func(c cards.Card) {
		if c.Joker == cards.RedJoker || c.Joker == cards.BlackJoker {
			hc.explicit[c.Joker] = true
		}
	}
	for _, s := range sides {
		for _, c := range h.FaceUp.Of(s) {
			mark(c)
		}
	}
	for _, b := range h.Battles {
		for _, c := range b.Scout {
			mark(c)
		}
		for _, s := range sides {
			for _, p := range b.Positioned(s) {
				mark(p.Card)
			}
		}
	}
	for _, s := range sides {
		n := ArmyCards
		for c := range g.jailedIn {
			if c.Color() == s.Color() {
				n--
			}
		}
		for _, o := range hc.held {
			if o == s {
				n++
			}
		}
		*hc.army.Of(s) = n
		kept := len(g.carried.Of(s)) + *g.hiddenKept.Of(s)
		up := kept
		if n > kept {
			up++ // the new face-up scout, flipped off the top of the deck
		}
		*hc.faceUps.Of(s) = up
		*hc.hand.Of(s) = min(max(n-up, 0), engine.MaxPositioned)
	}
	return hc
}

// armyWords says what an army holds, for refusals.
func (hc *handCheck) armyWords(s engine.Side) game.Message {
	jailed, jokers := 0, 0
	for c := range hc.g.jailedIn {
		if c.Color() == s.Color() {
			jailed++
		}
	}
	for _, o := range hc.held {
		if o == s {
			jokers++
		}
	}
	return msgArmyHolds.With(s.Word(), *hc.army.Of(s), ArmyCards, s.CardsColor(), jailed, s.Opponent().Word(), jokers)
}

// checkFaceUps checks the recorded face-up scouts and places them: one new per
// side and the ones kept after a hand without captures (MYRE-12), each the
// side's own card, not jailed, not twice. Unrecorded, the kept ones are
// still on the board. It returns the face-up scouts with "JK" named.
func (hc *handCheck) checkFaceUps(f FaceUp) (FaceUp, error) {
	g := hc.g
	named := FaceUp{Red: cards.Cards{}, Black: cards.Cards{}}
	if !hc.recorded {
		for _, s := range sides {
			for _, c := range g.carried.Of(s) {
				hc.faceUp[c] = s
				hc.at[c] = msgKeptFaceUp.With()
				*hc.count.Of(s)++
			}
		}
		return named, nil
	}
	for _, s := range sides {
		field := "face_up." + s.String()
		got, kept := f.Of(s), g.carried.Of(s)
		if want := *hc.faceUps.Of(s); len(got) != want {
			why := msgFlipsOne.With()
			if want > 1 {
				why = msgFlipsOneKept.With(want - 1)
			}
			return named, engine.Impossible(field, engine.ErrFaceUp, msgFaceUpCount.With(len(got), want, why))
		}
		var out *cards.Cards
		if s == engine.Red {
			out = &named.Red
		} else {
			out = &named.Black
		}
		for i, c := range got {
			cf := fmt.Sprintf("%s[%d]", field, i)
			if !c.Valid() {
				return named, engine.Invalid(cf, engine.ErrNotACard, msgNotStandard.With())
			}
			if c.Joker == cards.AnyJoker && g.opt.Jokers {
				// A kept joker first, else one the side holds and has not used.
				for _, k := range kept {
					if k.IsJoker() && !contains(*out, k) {
						c = k
						break
					}
				}
				if c.Joker == cards.AnyJoker {
					c = hc.freeJoker(s)
				}
				if c.Joker == cards.AnyJoker {
					return named, engine.Impossible(cf, engine.ErrJokerOwner, msgNoFreeJoker.With(s.Word()))
				}
			}
			if err := hc.checkOwn(cf, s, c); err != nil {
				return named, err
			}
			if at, dup := hc.at[c]; dup {
				return named, engine.Impossible(cf, engine.ErrDuplicate, msgAlsoAt.With(c, at))
			}
			hc.at[c] = cf
			hc.faceUp[c] = s
			*hc.count.Of(s)++
			*out = append(*out, c)
		}
		for _, k := range kept {
			if !contains(*out, k) {
				return named, engine.Impossible(field, engine.ErrFaceUp, msgKeptMissing.With(k))
			}
		}
	}
	return named, nil
}

func contains(cs []cards.Card, c cards.Card) bool {
	for _, d := range cs {
		if d == c {
			return true
		}
	}
	return false
}

// freeJoker returns a joker s holds that the hand neither names nor has
// placed yet, or "JK" when there is none.
func (hc *handCheck) freeJoker(s engine.Side) cards.Card {
	for _, j := range []cards.Joker{cards.RedJoker, cards.BlackJoker} {
		if _, placed := hc.at[cards.Card{Joker: j}]; hc.held[j] == s && !hc.explicit[j] && !placed {
			return cards.Card{Joker: j}
		}
	}
	return cards.AnyJokerCard
}

// checkOwn refuses a card a side cannot play: another colour (illegal), a
// jailed card, a joker it does not hold or a joker in a game without them
// (none of which can be in its hand: GEN-1).
func (hc *handCheck) checkOwn(field string, s engine.Side, c cards.Card) error {
	g := hc.g
	if c.IsJoker() {
		if !g.opt.Jokers {
			return engine.Impossible(field, engine.ErrJokersOff, msgJokersOff.With(c))
		}
		if owner := hc.held[c.Joker]; c.Joker != cards.AnyJoker && owner != s {
			return engine.Impossible(field, engine.ErrJokerOwner, msgJokerInDeck.With(c, owner.Word(), s.Word()))
		}
		return nil
	}
	if c.Color() != s.Color() {
		return engine.Illegal(field, engine.ErrWrongColor, rulePlaysOnly.With(s.Word(), s.CardsColor()), msgCardIsColor.With(c, engine.ColorWord(c.Color())))
	}
	if h, jailed := g.jailedIn[c]; jailed {
		return engine.Impossible(field, engine.ErrJailed, msgInJail.With(c, s.Opponent().Word(), h))
	}
	return nil
}

// battle checks a battle against the game state and names its jokers: a
// "JK" becomes a joker the side holds, and a pile of jokers alone belongs
// to their holder. It counts the cards positioned and put on the table.
func (hc *handCheck) battle(b engine.Battle, prefix string) (engine.Battle, error) {
	g := hc.g
	out := engine.Battle{ScoutOwner: b.ScoutOwner}
	owner := b.ScoutOwner
	for _, c := range b.Scout {
		if !c.IsJoker() && c.Valid() {
			owner = engine.SideOfColor(c.Color())
			break
		}
	}
	if owner == engine.NoSide && g.opt.Jokers {
		for _, c := range b.Scout {
			if c.Joker == cards.RedJoker || c.Joker == cards.BlackJoker {
				owner = hc.held[c.Joker]
				break
			}
		}
	}
	single := len(b.Scout) == 1
	for i, c := range b.Scout {
		field := fmt.Sprintf("%s.scout[%d]", prefix, i)
		if !c.Valid() {
			return out, engine.Invalid(field, engine.ErrNotACard, msgNotStandard.With())
		}
		if c.Joker == cards.AnyJoker && g.opt.Jokers && owner != engine.NoSide {
			// A joker pile of its own may be the side's face-up joker.
			c = hc.freeJoker(owner)
			if c.Joker == cards.AnyJoker && single {
				for k, s := range hc.faceUp {
					if k.IsJoker() && s == owner && !hc.faceUpPile[k] {
						c = k
						break
					}
				}
			}
			if c.Joker == cards.AnyJoker {
				return out, engine.Impossible(field, engine.ErrJokerOwner, msgNoFreeJoker.With(owner.Word()))
			}
		}
		if _, up := hc.faceUp[c]; up && !single {
			return out, engine.Illegal(field, engine.ErrFaceUp, ruleFaceUpOwnPile.With(), msgIsFaceUpScout.With(c))
		}
		if err := hc.place(field, owner, c, single); err != nil {
			return out, err
		}
		if single && !hc.recorded && owner != engine.NoSide {
			if _, known := hc.faceUp[c]; !known {
				*hc.singles.Of(owner)++
			}
		}
		out.Scout = append(out.Scout, c)
	}
	if out.ScoutOwner == engine.NoSide && owner != engine.NoSide {
		out.ScoutOwner = owner
	}
	for _, s := range sides {
		for i, p := range b.Positioned(s) {
			field := fmt.Sprintf("%s.%s[%d]", prefix, s, i)
			c := p.Card
			if !c.Valid() {
				return out, engine.Invalid(field, engine.ErrNotACard, msgNotStandard.With())
			}
			if c.Joker == cards.AnyJoker && g.opt.Jokers {
				if c = hc.freeJoker(s); c.Joker == cards.AnyJoker {
					return out, engine.Impossible(field, engine.ErrJokerOwner, msgNoFreeJoker.With(s.Word()))
				}
			}
			if _, up := hc.faceUp[c]; up {
				return out, engine.Impossible(field, engine.ErrDuplicate, msgAlreadyFaceUp.With(c, hc.at[c]))
			}
			if err := hc.place(field, s, c, false); err != nil {
				return out, err
			}
			played := engine.Played{Card: c, FaceDown: p.FaceDown}
			if s == engine.Red {
				out.Red = append(out.Red, played)
			} else {
				out.Black = append(out.Black, played)
			}
		}
	}
	// A hand holds 5 cards, fewer when the army is nearly spent, and
	// positioning draws none (Hand setup; Positioning).
	for _, s := range sides {
		p := *hc.positioned.Of(s) + len(out.Positioned(s))
		*hc.positioned.Of(s) = p
		field := prefix + "." + s.String()
		switch hand := *hc.hand.Of(s); {
		case p > engine.MaxPositioned:
			return out, engine.Impossible(field, engine.ErrTooMany, msgPositionedMost.With(s.Word(), p, engine.MaxPositioned, engine.MaxPositioned))
		case p > hand:
			return out, engine.Impossible(field, engine.ErrArmySize, msgPositionedHand.With(s.Word(), p, hand, hc.armyWords(s), *hc.faceUps.Of(s)))
		}
	}
	return out, nil
}

// place puts a card of side s (NoSide: a pile whose owner is unknown) at
// field, refusing a card the side cannot have or one already elsewhere.
// A face-up scout may be the pile of one battle.
func (hc *handCheck) place(field string, s engine.Side, c cards.Card, single bool) error {
	if s != engine.NoSide {
		if err := hc.checkOwn(field, s, c); err != nil {
			return err
		}
	}
	if c.Joker == cards.AnyJoker {
		return nil // no owner to name it by: Resolve asks for scout_owner
	}
	if at, dup := hc.at[c]; dup {
		if _, up := hc.faceUp[c]; up && single && !hc.faceUpPile[c] {
			hc.faceUpPile[c] = true
			return nil
		}
		what := msgOneOfEachCard.With()
		if c.IsJoker() {
			what = msgOneOfEachJoker.With()
		}
		return engine.Impossible(field, engine.ErrDuplicate, msgAlreadyAt.With(c, at, what))
	}
	hc.at[c] = field
	if s != engine.NoSide {
		*hc.count.Of(s)++
		*hc.last.Of(s) = field
	}
	return nil
}

// finish checks that each army had the cards the hand shows. Its face-up
// scouts, scouted piles and positioned cards are distinct cards of the
// army, so they can only outnumber it by the face-up scouts nobody
// recorded (the one flipped this hand, and any kept from unrecorded
// hands), less those that may be among its single-card piles.
func (hc *handCheck) finish() error {
	if hc.recorded {
		return nil
	}
	for _, s := range sides {
		unknown := *hc.faceUps.Of(s) - len(hc.g.carried.Of(s))
		n := *hc.count.Of(s) + unknown - min(unknown, *hc.singles.Of(s))
		if army := *hc.army.Of(s); n > army && *hc.last.Of(s) != "" {
			return engine.Impossible(*hc.last.Of(s), engine.ErrArmySize, msgOnTable.With(s.Word(), n, hc.armyWords(s)))
		}
	}
	return nil
}
