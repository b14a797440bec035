package swords

import (
	"errors"
	"fmt"
	"maps"
	"slices"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// Clone returns an independent copy of the game: an attack tried on the
// copy leaves the game as it was.
func (g *Game) Clone() *Game {
	c := *g
	c.setup.Names = slices.Clone(g.setup.Names)
	c.setup.Vow = slices.Clone(g.setup.Vow)
	c.knights = g.Knights()
	c.pending = slices.Clone(g.pending)
	c.died = slices.Clone(g.died)
	c.onTable = maps.Clone(g.onTable)
	c.gone = maps.Clone(g.gone)
	c.drew = slices.Clone(g.drew)
	c.steps = slices.Clone(g.steps)
	return &c
}

// Snapshot is a fight between two attacks: with the Setup, everything
// Restore needs to go on exactly as the Game would. It holds the knights,
// the count of the deck and the cards out of play, never the attacks
// made, so its size is bounded by the table whatever the fight's length.
type Snapshot struct {
	// Knights by seat: hand count, armor in the order laid, whether the
	// knight has attacked yet (Gentleman Rule). Names come from the Setup.
	Knights []Knight
	// Next attacks next, for the reason Why (SWORDS-4, or the dealer's
	// left before the first attack).
	Next int
	Why  game.Step
	// Reason is Why as data (zero in a fight kept before reasons were):
	// restored, the fight says it typed again.
	Reason  NextReason
	Attacks int
	Pile    Pile
	// Gone are the cards in the discard pile, each with the reshuffles
	// made when it went there, in card order.
	Gone []GoneCard
	// Drew is, by seat, the deck at the knight's last draw.
	Drew []DeckMark
}

// GoneCard is a card thrown away and the number of reshuffles made when it
// was: it comes back only with the next one.
type GoneCard struct {
	Card     cards.Card
	Shuffles int
}

// ErrMidAttack is returned by Snapshot while damage choices are pending:
// a fight is kept between attacks.
var ErrMidAttack = errors.New("an attack is waiting for damage choices")

// Snapshot returns the fight between attacks.
func (g *Game) Snapshot() (Snapshot, error) {
	if g.cur != nil {
		return Snapshot{}, fmt.Errorf("seat %d has not taken its damage: %w", g.pending[0], ErrMidAttack)
	}
	s := Snapshot{Knights: g.Knights(), Next: g.next, Why: g.why, Reason: g.reason, Attacks: g.attacks, Pile: g.pile,
		Gone: make([]GoneCard, 0, len(g.gone)), Drew: slices.Clone(g.drew)}
	s.Reason.Died = slices.Clone(g.reason.Died)
	// A discard matters while some knight's last draw, or the deck's top,
	// comes before the next reshuffle after it went.
	oldest := g.pile.Shuffles
	for i, d := range g.drew {
		if g.knights[i].Alive {
			oldest = min(oldest, d.Shuffles)
		}
	}
	for c, n := range g.gone {
		if n >= oldest {
			s.Gone = append(s.Gone, GoneCard{c, n})
		}
	}
	slices.SortFunc(s.Gone, func(a, b GoneCard) int {
		if a.Card.Suit != b.Card.Suit {
			return int(a.Card.Suit) - int(b.Card.Suit)
		}
		return int(a.Card.Rank) - int(b.Card.Rank)
	})
	return s, nil
}

// Restore returns the fight of setup as a snapshot left it. A snapshot
// that does not fit the setup (another table, a knight without six cards,
// a card twice) is an error: stored state that cannot be trusted.
func Restore(setup Setup, s Snapshot) (*Game, error) {
	g, err := NewGame(setup)
	if err != nil {
		return nil, err
	}
	n := setup.Knights
	if len(s.Knights) != n || len(s.Drew) != n {
		return nil, fmt.Errorf("swords: a snapshot of %d knights for a table of %d", len(s.Knights), n)
	}
	seen := map[cards.Card]string{}
	claim := func(c cards.Card, where string) error {
		if c.IsJoker() || !c.Valid() {
			return fmt.Errorf("swords: snapshot: %s: %q is not one of the 52 cards", where, c)
		}
		if other, dup := seen[c]; dup {
			return fmt.Errorf("swords: snapshot: %s is both %s and %s", c, other, where)
		}
		seen[c] = where
		return nil
	}
	knights := make([]Knight, n)
	for i, k := range s.Knights {
		if k.Hand < 0 || k.Total() != CardsPerKnight || k.Alive != (k.Hand > 0) {
			return nil, fmt.Errorf("swords: snapshot: seat %d holds %d hand and %d armor cards", i, k.Hand, len(k.Armor))
		}
		k.Seat, k.Name = i, g.knights[i].Name
		k.Armor = slices.Clone(k.Armor)
		for _, a := range k.Armor {
			if err := claim(a.Card, fmt.Sprintf("seat %d's armor", i)); err != nil {
				return nil, err
			}
		}
		knights[i] = k
	}
	for _, gc := range s.Gone {
		if err := claim(gc.Card, "discarded"); err != nil {
			return nil, err
		}
	}
	p := s.Pile
	if p.Deck < 0 || p.Discards < 0 || p.Taken < 0 || p.Shuffles < 0 || p.FirstDeck != g.pile.FirstDeck || p.Deck+p.Discards > DeckSize {
		return nil, fmt.Errorf("swords: snapshot: the deck count %+v does not fit the table", p)
	}
	if s.Next < 0 || s.Next >= n || s.Attacks < 0 {
		return nil, fmt.Errorf("swords: snapshot: next attacker %d, %d attacks", s.Next, s.Attacks)
	}
	g.knights, g.next, g.why, g.attacks, g.pile = knights, s.Next, s.Why, s.Attacks, p
	// The reason kept with the fight says the why typed again, when it is
	// the reason the kept words give; a fight kept before reasons were
	// has its words only.
	g.reason = NextReason{}
	if r := s.Reason; r.Why != WhyNone && r.Seat == s.Next {
		if st := r.Step(); st.String() == s.Why.String() {
			g.why, g.reason = st, r
			g.reason.Died = slices.Clone(r.Died)
		}
	}
	if !g.knights[g.next].Alive {
		if _, over := g.Winner(); !over {
			return nil, fmt.Errorf("swords: snapshot: seat %d attacks next but is dead", g.next)
		}
	}
	g.gone = make(map[cards.Card]int, len(s.Gone))
	for _, gc := range s.Gone {
		g.gone[gc.Card] = gc.Shuffles
	}
	g.drew = slices.Clone(s.Drew)
	if s.Attacks > 0 {
		g.steps = game.Explanation{g.why}
	}
	return g, nil
}

// CanHold returns nil when card c can be in seat's hand now, or the
// refusal an attack playing it from that hand would meet (GEN-1): it is
// someone's armor, it went to the discard pile and the knight has drawn
// nothing from a reshuffled deck since, or it is the Strong Suit card still
// under the deck. A table screen can grey such cards out.
func (g *Game) CanHold(seat int, c cards.Card) error {
	if seat < 0 || seat >= len(g.knights) {
		return invalid(ErrPlay, "seat", msgSeatRange.With(seat, len(g.knights)-1))
	}
	if !g.knights[seat].Alive {
		return impossible(ErrPlay, "seat", msgDeadKnight.With(Seat(seat).Said()))
	}
	if c.IsJoker() || !c.Valid() {
		return invalid(ErrPlay, "card", msgNoJokers.With(c))
	}
	if g.onTable[c] {
		return impossible(ErrOnTable, "card", msgOnTable.With(Seat(seat).Said(), c))
	}
	if err := g.checkNotArmor("card", c); err != nil {
		return err
	}
	return g.checkInPlay("card", c, g.drew[seat], seat)
}

// CanAttack returns nil when the next attacker may attack with card c now
// (random: the deck's top card, turned up), or the refusal Attack would
// give, with its rule: SWORDS-5 for a J, Q or K of the Strong Suit from
// hand, and under the Gentleman Rule for any Strong Suit card or J, Q, K
// on a knight's first attack (a random card is always allowed); GEN-1 for
// a card that cannot be in the attacker's hand or on top of the deck
// (armor, a discard not yet reshuffled, the Strong Suit card under the
// deck). A table screen can refuse the card at the tap, in words.
func (g *Game) CanAttack(c cards.Card, random bool) error {
	if w, over := g.Winner(); over {
		return impossible(ErrGameOver, "", msgFightOver.With(Seat(w).Said()))
	}
	if g.cur != nil {
		return illegal(ErrChoice, "attack", msgDamageFirst.With(Seat(g.pending[0]).Said()), ruleDamageFirst.With())
	}
	field := "plays[0].card"
	if c.IsJoker() || !c.Valid() {
		return invalid(ErrPlay, field, msgNoJokers.With(c))
	}
	if err := g.checkNotArmor(field, c); err != nil {
		return err
	}
	seat := g.next
	if !random {
		if err := handAttackAllowed(g.setup.StrongSuit, seat, c, !g.knights[seat].Attacked, g.setup.Options); err != nil {
			return err
		}
		return g.checkInPlay(field, c, g.drew[seat], seat)
	}
	p := g.pile
	p.take(1)
	return g.checkInPlay(field, c, p.mark(), -1)
}

// FirstAttack reports whether seat has not attacked yet (the Gentleman
// Rule restricts a knight's first attack).
func (g *Game) FirstAttack(seat int) bool {
	return seat >= 0 && seat < len(g.knights) && !g.knights[seat].Attacked
}
