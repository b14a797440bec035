package gen

import (
	"math/rand/v2"

	"arbiter/engine/cards"
	engine "arbiter/engine/swords"
	"arbiter/scoring"
	"arbiter/scoring/swords"
)

// swordsGame seats 2 to 4 knights with a Strong Suit card turned up, a
// dealer (now and then left for the first attack to show), and each
// variant switched on by seed (Warrior's Vow with its vow cards).
func swordsGame(rng *rand.Rand) (scoring.Setup, scoring.Values, []string) {
	knights := names("K", 2+rng.IntN(3))
	deck := shuffled(rng, cards.StandardDeck(false))
	setup := swords.Setup{StrongCard: deck[0], StrongSuit: deck[0].Suit}
	if chance(rng, 0.8) {
		setup.Dealer, setup.DealerSet = rng.IntN(len(knights)), true
	}
	opts := scoring.Values{}
	for _, name := range []string{"warriors_vow", "gentleman_rule", "expanded_dodging", "damage_to_stop", "steal_to_stop", "stealing_costs", "hectic_knights"} {
		opts[name] = chance(rng, 0.3)
	}
	if opts.Bool("warriors_vow") {
		setup.Vow = deck[1 : 1+len(knights)]
	}
	return setup, opts, knights
}

// swordsNext makes an attack with its damage choices from what the fight
// allows now (CanAttack, CanHold, the damage options): nine in ten are
// calm (see SwordsAttack), so that the fight goes on for thousands of
// attacks; the others let defenders take damage.
// Attacks that kill a knight are mostly passed over, and one that ends
// the fight is taken only when nothing else is found. An attack after
// which some knight's hand could not hold its cards (every card it might
// hold shown elsewhere since its last draw) is never taken, though the
// fight accepts it.
func swordsNext(g Game, st scoring.State, rng *rand.Rand) (scoring.Round, bool) {
	game := st.(*swords.Game)
	var deadly *swords.Round
	for range tries {
		r, ok := SwordsAttack(game, rng, !chance(rng, 0.1))
		if !ok {
			continue
		}
		res, err := game.Try(r)
		switch {
		case err != nil:
		case !swordsHandsAfter(g, game, r):
		case res.Finished || len(res.Died) > 0 && chance(rng, 0.9):
			if deadly == nil {
				deadly = &r
			}
		default:
			return r, true
		}
	}
	if deadly != nil {
		return *deadly, true
	}
	return nil, false
}

// SwordsAttack draws one Mortal Swords attack from the fight as it stands:
// the attacker's card (now and then the deck's top card), each
// defender's, then each damaged knight's choice, every card one the fight
// says that knight can hold. calm makes the attacker play a card every
// defender can stop (when it has one), the defenders stop it, and damaged
// knights turn armor down rather than lose a hand card; otherwise the
// attacker and the defenders play any card they may hold. A
// damaged knight dies only when every choice it has kills it. ok is false
// when the draw found no attack: draw again. The attack is not tried on
// the fight: Try it.
func SwordsAttack(g *swords.Game, rng *rand.Rand, calm bool) (swords.Round, bool) {
	deck := shuffled(rng, cards.StandardDeck(false))
	att, _ := g.NextAttacker()
	defenders := g.Defenders()
	holds := make([][]cards.Card, len(defenders)) // the cards each defender may hold
	for i, s := range defenders {
		for _, c := range deck {
			if g.CanHold(s, c) == nil {
				holds[i] = append(holds[i], c)
			}
		}
	}
	stops := func(attack, c cards.Card) bool { return engine.Judge(g.StrongSuit(), attack, c) != engine.Damage }
	// defend gives each defender a card, one that stops the attack when
	// stop is set and it has one; false when a defender has no card left.
	defend := func(attack cards.Card, stop bool) ([]engine.Play, bool) {
		used := map[cards.Card]bool{attack: true}
		var ps []engine.Play
		for i, s := range defenders {
			var choice cards.Card
			for _, c := range holds[i] {
				if used[c] {
					continue
				}
				if choice == (cards.Card{}) {
					choice = c
				}
				if stop && stops(attack, c) {
					choice = c
					break
				}
			}
			if choice == (cards.Card{}) {
				return ps, false
			}
			used[choice] = true
			ps = append(ps, engine.Play{Seat: s, Card: choice})
		}
		return ps, true
	}
	// A calm attack is one every defender can stop, when the attacker
	// has such a card.
	random := chance(rng, 0.1)
	var ps []engine.Play
	for _, c := range deck {
		if g.CanAttack(c, random) != nil {
			continue
		}
		defence, all := defend(c, calm)
		calmOK := all
		for _, p := range defence {
			calmOK = calmOK && stops(c, p.Card)
		}
		if ps == nil || calm && calmOK {
			ps = append([]engine.Play{{Seat: att, Card: c, Random: random}}, defence...)
		}
		if !calm || calmOK {
			break
		}
	}
	if ps == nil {
		return swords.Round{}, false
	}
	used := map[cards.Card]bool{}
	for _, p := range ps {
		used[p.Card] = true
	}
	f, o, err := g.Attack(ps)
	if err != nil {
		return swords.Round{}, false
	}
	r := swords.Round{Plays: ps}
	for len(f.Pending()) > 0 {
		s := f.Pending()[0]
		opts, err := f.Options(s)
		if err != nil || len(opts) == 0 {
			return swords.Round{}, false
		}
		var alive, down []engine.DamageOption
		for _, o := range opts {
			if !o.Dies {
				alive = append(alive, o)
				if o.Choice == engine.TurnDown {
					down = append(down, o)
				}
			}
		}
		opt := pick(rng, opts)
		switch {
		case calm && len(down) > 0:
			opt = pick(rng, down)
		case len(alive) > 0:
			opt = pick(rng, alive)
		}
		c := swords.Choice{Seat: s, Choice: opt.Choice}
		switch opt.Choice {
		case engine.TurnDown:
			c.Card = pick(rng, opt.Cards)
		case engine.HandToArmor:
			found := false
			for _, card := range deck {
				if !used[card] && card != o.AttackCard && f.CanHold(s, card) == nil {
					c.Card, found = card, true
					used[card] = true
					break
				}
			}
			if !found {
				return swords.Round{}, false
			}
		}
		if f.Choose(s, c.Choice, c.Card) != nil {
			return swords.Round{}, false
		}
		r.Choices = append(r.Choices, c)
	}
	return r, true
}

// swordsHandsAfter reports whether after attack r every living knight's
// hand cards can still be cards it may hold, each a different card: a
// knight whose every possible card was shown elsewhere since its last
// draw holds a card that does not exist (GEN-1), and could not defend.
func swordsHandsAfter(g Game, game *swords.Game, r swords.Round) bool {
	st, err := copyState(g, game)
	if err != nil {
		return false
	}
	if _, err := st.Apply(r); err != nil {
		return false
	}
	after := st.(*swords.Game)
	// A matching of hand slots to cards (augmenting paths).
	owner := map[cards.Card]int{}
	var holds [][]cards.Card
	for _, k := range after.Knights() {
		if !k.Alive {
			continue
		}
		var cs []cards.Card
		for _, c := range cards.StandardDeck(false) {
			if after.CanHold(k.Seat, c) == nil {
				cs = append(cs, c)
			}
		}
		for range k.Hand {
			holds = append(holds, cs)
		}
	}
	var place func(slot int, seen map[cards.Card]bool) bool
	place = func(slot int, seen map[cards.Card]bool) bool {
		for _, c := range holds[slot] {
			if seen[c] {
				continue
			}
			seen[c] = true
			if o, taken := owner[c]; !taken || place(o, seen) {
				owner[c] = slot
				return true
			}
		}
		return false
	}
	for slot := range holds {
		if !place(slot, map[cards.Card]bool{}) {
			return false
		}
	}
	return true
}
