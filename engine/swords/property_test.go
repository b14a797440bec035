package swords

import (
	"errors"
	"math/rand"
	"testing"

	"arbiter/engine/cards"
)

// randomFight plays one random but legal fight through the Game API and
// calls check after every step. It returns the game and the number of
// attacks made.
func randomFight(t testing.TB, rng *rand.Rand, check func(*Game)) (*Game, int) {
	t.Helper()
	n := 2 + rng.Intn(3)
	opt := Options{
		WarriorsVow: rng.Intn(2) == 0, GentlemanRule: rng.Intn(2) == 0, ExpandedDodging: rng.Intn(2) == 0,
		DamageToStop: rng.Intn(3) == 0, StealToStop: rng.Intn(3) == 0, StealingCosts: rng.Intn(3) == 0,
		HecticKnights: rng.Intn(3) == 0,
	}
	deck := cards.StandardDeck(false)
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	setup := Setup{Knights: n, Dealer: rng.Intn(n), StrongCard: deck[0], Options: opt}
	if opt.WarriorsVow {
		setup.Vow = deck[1 : 1+n]
	}
	g, err := NewGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	check(g)
	// armor lists the cards seat cannot play now: armor, and (GEN-1) the
	// discards and the Strong Suit card it cannot hold, having drawn
	// nothing since the deck was reshuffled or drawn down to it (seat −1:
	// a random card, turned up from the deck as it is now).
	armor := func(seat int) map[cards.Card]bool {
		m := map[cards.Card]bool{}
		for _, k := range g.Knights() {
			for _, a := range k.Armor {
				m[a.Card] = true
			}
		}
		at := g.pile.mark()
		if seat >= 0 {
			at = g.drew[seat]
		}
		for c, gone := range g.gone {
			if at.Shuffles <= gone {
				m[c] = true
			}
		}
		if at.Taken < g.pile.FirstDeck {
			m[setup.StrongCard] = true
		}
		return m
	}
	// pick picks a free card for seat, marking it used.
	pick := func(used map[cards.Card]bool, seat int) cards.Card {
		out := armor(seat)
		for i := 0; ; i++ {
			c := deck[rng.Intn(len(deck))]
			if !used[c] && !out[c] || i > 10000 {
				used[c] = true
				return c
			}
		}
	}
	attacks := 0
	for step := 0; step < 2000; step++ {
		if _, over := g.Winner(); over {
			break
		}
		att := g.NextAttacker()
		living := g.Living()
		var o *Outcome
		for try := 0; try < 1000 && o == nil; try++ {
			used := map[cards.Card]bool{}
			order := []int{}
			ai := 0
			for i, s := range living {
				if s == att {
					ai = i
				}
			}
			for i := 1; i < len(living); i++ {
				order = append(order, living[(ai+i)%len(living)])
			}
			if opt.HecticKnights {
				rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
			}
			c := pick(used, att)
			first := !g.Knights()[att].Attacked
			ps := []Play{{Seat: att, Card: c, Random: (c.Suit == g.StrongSuit() && c.Rank.IsFace()) ||
				(opt.GentlemanRule && first && (c.Suit == g.StrongSuit() || c.Rank.IsFace())) || rng.Intn(8) == 0}}
			for _, s := range order {
				p := Play{Seat: s, Card: pick(used, s), Random: rng.Intn(8) == 0}
				if (opt.StealingCosts || opt.HecticKnights) && rng.Intn(6) == 0 {
					p.FaceDown, p.Random = true, false
					if rng.Intn(2) == 0 {
						p.Card = cards.Card{}
					}
				}
				if opt.StealToStop && rng.Intn(3) == 0 {
					p.Steal = true
				}
				ps = append(ps, p)
			}
			// Keep the shortest prefix that resolves: the attack may stop early.
			for k := 2; k <= len(ps); k++ {
				if _, err := Resolve(Attack{StrongSuit: g.StrongSuit(), Living: living, Plays: ps[:k], FirstAttack: first, Options: opt}); err != nil {
					continue
				}
				o, err = g.Attack(ps[:k])
				if errors.Is(err, ErrCardOut) {
					break // no free card was left to pick: try again
				}
				if err != nil {
					t.Fatalf("Resolve accepted what Game.Attack refused: %v", err)
				}
				break
			}
		}
		if o == nil {
			t.Fatalf("no legal attack found for seat %d", att)
		}
		attacks++
		check(g)
		for len(g.Pending()) > 0 {
			seat := g.Pending()[rng.Intn(len(g.Pending()))]
			opts, err := g.Options(seat)
			if err != nil || len(opts) == 0 {
				t.Fatalf("seat %d pending without options: %v", seat, err)
			}
			choice := opts[rng.Intn(len(opts))]
			var card cards.Card
			used := map[cards.Card]bool{}
			switch choice.Choice {
			case HandToArmor:
				for _, d := range o.Defences {
					used[d.Card] = true
				}
				used[o.AttackCard] = true
				card = pick(used, seat)
			case TurnDown:
				card = choice.Cards[rng.Intn(len(choice.Cards))]
			}
			before := g.Knights()[seat]
			err = g.Choose(seat, choice.Choice, card)
			for tries := 0; errors.Is(err, ErrCardOut) && choice.Choice == HandToArmor && tries < 100; tries++ {
				card = pick(used, seat) // no free card was left to pick: another one
				err = g.Choose(seat, choice.Choice, card)
			}
			if errors.Is(err, ErrCardOut) {
				// The random plays used up every card this knight could
				// hold: take the damage another way, or end the fight here.
				for _, other := range opts {
					if other.Choice != HandToArmor {
						choice, card = other, cards.Card{}
						if other.Choice == TurnDown {
							card = other.Cards[0]
						}
						err = g.Choose(seat, choice.Choice, card)
						break
					}
				}
				if errors.Is(err, ErrCardOut) {
					return g, attacks
				}
			}
			if err != nil {
				t.Fatalf("option %v refused: %v", choice.Choice, err)
			}
			after := g.Knights()[seat]
			if after.Hand != choice.HandAfter || len(after.Armor) != len(choice.ArmorAfter) || after.Alive == choice.Dies {
				t.Fatalf("option %+v promised, got %+v (before %+v)", choice, after, before)
			}
			check(g)
		}
	}
	return g, attacks
}

// TestSixCardsInvariant: over random fights with random variants, every
// knight always owns six cards, is alive exactly while it holds a hand
// card, and the fight ends with one knight standing.
func TestSixCardsInvariant(t *testing.T) {
	rng := rand.New(rand.NewSource(6))
	finished, reshuffled := 0, 0
	const games = 400
	for i := 0; i < games; i++ {
		g, _ := randomFight(t, rng, func(g *Game) {
			for _, k := range g.Knights() {
				if k.Total() != CardsPerKnight {
					t.Fatalf("seat %d: %d hand + %d armor", k.Seat, k.Hand, len(k.Armor))
				}
				if k.Alive != (k.Hand > 0) {
					t.Fatalf("seat %d alive=%v with %d hand cards", k.Seat, k.Alive, k.Hand)
				}
				if !k.Alive && len(k.FaceUp()) == 0 {
					t.Fatalf("seat %d died without its last card face up", k.Seat)
				}
			}
			if next := g.NextAttacker(); next >= 0 && !g.Knights()[next].Alive {
				t.Fatalf("dead seat %d attacks next", next)
			}
			// Between attacks every card is in the deck, the discard pile,
			// a hand or an armor (GEN-1's count of the one deck).
			if g.Current() == nil {
				p := g.Pile()
				held := 0
				for _, k := range g.Knights() {
					held += k.Total()
				}
				if p.Deck < 0 || p.Discards < 0 || p.Deck+p.Discards+held != DeckSize {
					t.Fatalf("pile %+v and %d cards held do not make the deck", p, held)
				}
			}
		})
		if _, over := g.Winner(); over {
			finished++
		}
		if g.Pile().Shuffles > 0 {
			reshuffled++
		}
	}
	if finished < games*9/10 {
		t.Errorf("only %d of %d random fights ended", finished, games)
	}
	if reshuffled < games/10 {
		t.Errorf("only %d of %d random fights ran the deck out: the reshuffle is hardly tested", reshuffled, games)
	}
}
