package gen

import (
	"math/rand/v2"

	"arbiter/engine/cards"
	engine "arbiter/engine/swords"
	"arbiter/scoring"
	"arbiter/scoring/swords"
)

func init() {
	register(swords.ID, generator{game: swordsGame, next: swordsNext})
}

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
// allows now (CanAttack, CanHold, the damage options): most attacks are
// calm, every defender stopping the card when a card of theirs can and a
// damaged knight turning armor down rather than losing a hand card, so
// that the fight goes on for hundreds of attacks; the others are wild.
// Attacks that kill a knight are mostly passed over, and one that ends
// the fight is taken only when nothing else is found.
func swordsNext(g Game, st scoring.State, rng *rand.Rand) (scoring.Round, bool) {
	game := st.(*swords.Game)
	var deadly *swords.Round
	for range tries {
		r, ok := swordsAttack(game, rng, !chance(rng, 0.04))
		if !ok {
			continue
		}
		res, err := game.Try(r)
		switch {
		case err != nil:
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

// swordsAttack draws one attack: the attacker's card (now and then the
// deck's top card), each defender's, then each damaged knight's choice.
// calm makes defenders stop the attack when they can and damaged knights
// keep their hand cards. It was moved here from the Mortal Swords tests
// (randomAttack), which now use it.
func swordsAttack(g *swords.Game, rng *rand.Rand, calm bool) (swords.Round, bool) {
	deck := shuffled(rng, cards.StandardDeck(false))
	att, _ := g.NextAttacker()
	used := map[cards.Card]bool{}
	var ps []engine.Play
	random := chance(rng, 0.1)
	for _, c := range deck {
		if g.CanAttack(c, random) == nil {
			ps = append(ps, engine.Play{Seat: att, Card: c, Random: random})
			used[c] = true
			break
		}
	}
	if len(ps) == 0 {
		return swords.Round{}, false
	}
	for _, s := range g.Defenders() {
		var choice cards.Card
		for _, c := range deck {
			if used[c] || g.CanHold(s, c) != nil {
				continue
			}
			if choice == (cards.Card{}) || calm && engine.Judge(g.StrongSuit(), ps[0].Card, c) != engine.Damage {
				choice = c
				if calm && engine.Judge(g.StrongSuit(), ps[0].Card, c) != engine.Damage {
					break
				}
			}
		}
		if choice == (cards.Card{}) {
			break
		}
		used[choice] = true
		ps = append(ps, engine.Play{Seat: s, Card: choice})
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
