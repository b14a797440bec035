package swords

import (
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/swords"
)

// strongSuit reads strong_suit and/or strong_card, and returns the card
// (zero when not given).
func strongSuit(s *suitText, c *cardIn) (cards.Suit, cards.Card, error) {
	card, err := parseCard("strong_card", c)
	if err != nil {
		return cards.NoSuit, card, err
	}
	switch {
	case s == nil && c == nil:
		return cards.NoSuit, card, game.Invalidf("strong_suit: missing: the Strong Suit (S, H, D or C)")
	case c != nil && (card.IsJoker() || !card.Valid()):
		return cards.NoSuit, card, game.Invalidf("strong_card: %q: the Strong Suit card is one of the 52 cards, no joker", card)
	case s != nil && c != nil && s.Suit != card.Suit:
		return cards.NoSuit, card, game.Invalidf("strong_suit: %s does not match the Strong Suit card %s", s.Suit, card)
	case c != nil:
		return card.Suit, card, nil
	}
	return s.Suit, card, nil
}

// plays turns the JSON plays (and the top-level seat lists random,
// face_down and steal) into engine plays. Refusals name the field inside
// the attack; a log puts "attacks[i]" in front.
func plays(in *attackIn) ([]swords.Play, error) {
	if len(in.Plays) == 0 {
		return nil, game.Invalidf("plays: missing: the attacker's card first, then each defender's")
	}
	out := make([]swords.Play, len(in.Plays))
	bySeat := map[int]int{}
	for i, p := range in.Plays {
		if p.Seat == nil {
			return nil, game.Invalidf("plays[%d].seat: missing", i)
		}
		if _, dup := bySeat[*p.Seat]; dup {
			return nil, game.Invalidf("plays[%d].seat: seat %d plays twice: each knight plays one card per attack", i, *p.Seat)
		}
		bySeat[*p.Seat] = i
		c, err := parseCard(fmt.Sprintf("plays[%d].card", i), p.Card)
		if err != nil {
			return nil, err
		}
		out[i] = swords.Play{Seat: *p.Seat, Card: c, Random: p.Random, FaceDown: p.FaceDown, Steal: p.Steal}
	}
	mark := func(name string, seats []int, set func(*swords.Play)) error {
		for j, s := range seats {
			i, ok := bySeat[s]
			if !ok {
				return game.Invalidf("%s[%d]: seat %d did not play in this attack", name, j, s)
			}
			set(&out[i])
		}
		return nil
	}
	if err := mark("random", in.Random, func(p *swords.Play) { p.Random = true }); err != nil {
		return nil, err
	}
	if err := mark("face_down", in.FaceDown, func(p *swords.Play) { p.FaceDown = true }); err != nil {
		return nil, err
	}
	if in.Steal != nil {
		if err := mark("steal", []int{*in.Steal}, func(p *swords.Play) { p.Steal = true }); err != nil {
			return nil, err
		}
	}
	if in.Attacker != nil && *in.Attacker != out[0].Seat {
		return nil, game.Invalidf("plays[0].seat: the attacker is seat %d and plays first, not seat %d", *in.Attacker, out[0].Seat)
	}
	return out, nil
}

func resolve(input []byte) (any, error) {
	var in attackIn
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	if in.Knights == nil {
		return nil, game.Invalidf("knights: missing: the number of living knights (2–4), seats 0…n−1 clockwise")
	}
	n := *in.Knights
	if n < 2 || n > 4 {
		return nil, game.Impossiblef("knights", "%d: a sword attack has 2 to 4 living knights (Mortal Swords is for 2 to 4, and the fight ends when one is left)", n)
	}
	strong, _, err := strongSuit(in.StrongSuit, in.StrongCard)
	if err != nil {
		return nil, err
	}
	ps, err := plays(&in)
	if err != nil {
		return nil, err
	}
	living := make([]int, n)
	for i := range living {
		living[i] = i
	}
	first := in.FirstAttack != nil && *in.FirstAttack
	o, err := swords.Resolve(swords.Attack{StrongSuit: strong, Living: living, Plays: ps, FirstAttack: first, Options: in.Options})
	if err != nil {
		return nil, err
	}
	out := attackOutput(o)
	out.Game = GameID

	// Damage choices, when given, are checked against what the attack
	// allows, and the cards they name against the cards of the attack: one
	// deck holds each card once (GEN-1).
	chosen := map[int]choiceOut{}
	onTable := map[cards.Card]int{}
	for i, p := range ps {
		if p.Card != (cards.Card{}) {
			onTable[p.Card] = i
		}
	}
	named := map[cards.Card]int{}
	for i, c := range in.Choices {
		field := fmt.Sprintf("choices[%d]", i)
		if c.Seat == nil {
			return nil, game.Invalidf("%s.seat: missing", field)
		}
		if _, dup := chosen[*c.Seat]; dup {
			return nil, game.Invalidf("%s: seat %d already chose: each damaged knight takes its damage once", field, *c.Seat)
		}
		ch, err := c.choice(field)
		if err != nil {
			return nil, err
		}
		card, err := parseCard(field+".card", c.Card)
		if err != nil {
			return nil, err
		}
		if card.IsJoker() {
			return nil, game.Invalidf("%s.card: %q: Mortal Swords has no jokers", field, card)
		}
		armor := cards.Card{}
		if ch == swords.TurnDown {
			armor = card
		}
		if err := o.CheckChoice(*c.Seat, ch, armor); err != nil {
			return nil, game.Prefix(err, field)
		}
		if card != (cards.Card{}) {
			if j, ok := onTable[card]; ok {
				what := "in seat %d's hand"
				if ch == swords.TurnDown {
					what = "seat %d's armor: armor never goes back to the deck"
				}
				return nil, game.Impossiblef(field+".card", "%s was played in this attack (plays[%d]), so it is not "+what, card, j, *c.Seat)
			}
			if j, ok := named[card]; ok {
				return nil, game.Impossiblef(field+".card", "%s is also named by choices[%d]: the deck holds each card once", card, j)
			}
			named[card] = i
		}
		chosen[*c.Seat] = choiceOut{Seat: *c.Seat, Choice: ch, Card: cardText(card)}
	}
	for _, d := range o.Damaged {
		if def, _ := o.Defence(d); def.Stole {
			if _, ok := chosen[d]; !ok {
				chosen[d] = choiceOut{Seat: d, Choice: swords.Steal}
			}
		}
	}
	for i := range out.Damage {
		if c, ok := chosen[out.Damage[i].Seat]; ok {
			out.Damage[i].Chosen = &c
		}
	}

	// A knight dies by losing its last hand card to damage, once; the
	// attacker takes no damage, so the last knight standing cannot die.
	died := []int{}
	for i, s := range in.Died {
		field := fmt.Sprintf("died[%d]", i)
		if !o.IsDamaged(s) {
			return nil, game.Impossiblef(field, "seat %d was not damaged in this attack: a knight dies only by losing its last hand card to damage", s)
		}
		for _, x := range died {
			if x == s {
				return nil, game.Impossiblef(field, "seat %d is listed twice: a knight dies once", s)
			}
		}
		if c, ok := chosen[s]; ok && c.Choice == swords.TurnDown {
			return nil, game.Impossiblef(field, "seat %d turned an armor down and kept its hand cards, so it cannot have died", s)
		}
		died = append(died, s)
	}
	out.Died = died
	for _, s := range died {
		out.Steps.Add(fmt.Sprintf("Seat %d lost its last hand card: six armor cards and none in hand, the knight is dead.", s), "Damage & Armors", "")
	}
	if n-len(died) == 1 {
		w := o.Attacker
		out.Finished, out.Winner = true, &w
		out.NextAttacker = w
		out.Steps.Add(fmt.Sprintf("Seat %d is the last knight standing and wins.", w), "Basic Idea", "")
	} else {
		next, step := o.NextAttacker(died)
		out.NextAttacker = next
		out.Steps = append(out.Steps, step)
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}

// attackOutput writes an outcome for the contract (explanation not yet set).
func attackOutput(o *swords.Outcome) attackOut {
	out := attackOut{
		StrongSuit: o.StrongSuit.String(), Attacker: o.Attacker, AttackCard: o.AttackCard.String(),
		AttackRandom: o.AttackRandom, Results: []resultOut{}, Defences: []defenceOut{}, Damaged: append([]int{}, o.Damaged...),
		MaySteal: intPtr(o.Thief), StoppedBy: intPtr(o.StoppedBy), Damage: []damageOut{}, Died: []int{},
		Steps: append(game.Explanation{}, o.Steps...),
	}
	for _, d := range o.Defences {
		out.Results = append(out.Results, resultOut{Seat: d.Seat, Result: d.Result})
		out.Defences = append(out.Defences, defenceOut{Seat: d.Seat, Result: d.Result, Card: cardText(d.Card),
			Position: d.Position, Random: d.Random, FaceDown: d.FaceDown, Stole: d.Stole,
			DodgeNumbers: d.DodgeNumbers, Why: d.Why.String()})
	}
	for _, s := range o.Damaged {
		out.Damage = append(out.Damage, damageOut{Seat: s, Choices: o.Choices(s), ArmorNeeded: o.ArmorNeeded()})
	}
	return out
}
