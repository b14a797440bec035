package swords

import (
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/swords"
)

// strongSuit reads strong_suit and/or strong_card.
func strongSuit(field string, s *suitText, c *cards.Card) (cards.Suit, error) {
	switch {
	case s == nil && c == nil:
		return cards.NoSuit, game.Invalidf("%sstrong_suit: missing: the Strong Suit (S, H, D or C)", field)
	case c != nil && (c.IsJoker() || !c.Valid()):
		return cards.NoSuit, game.Invalidf("%sstrong_card: %q: the Strong Suit card is one of the 52 cards, no joker", field, *c)
	case s != nil && c != nil && s.Suit != c.Suit:
		return cards.NoSuit, game.Invalidf("%sstrong_suit: %s does not match the Strong Suit card %s", field, s.Suit, *c)
	case c != nil:
		return c.Suit, nil
	}
	return s.Suit, nil
}

// plays turns the JSON plays (and the top-level seat lists random,
// face_down and steal) into engine plays. field prefixes messages.
func plays(in *attackIn, field string) ([]swords.Play, error) {
	if len(in.Plays) == 0 {
		return nil, game.Invalidf("%splays: missing: the attacker's card first, then each defender's", field)
	}
	out := make([]swords.Play, len(in.Plays))
	bySeat := map[int]int{}
	for i, p := range in.Plays {
		if p.Seat == nil {
			return nil, game.Invalidf("%splays[%d].seat: missing", field, i)
		}
		if _, dup := bySeat[*p.Seat]; dup {
			return nil, game.Invalidf("%splays[%d].seat: seat %d plays twice: each knight plays one card per attack", field, i, *p.Seat)
		}
		bySeat[*p.Seat] = i
		out[i] = swords.Play{Seat: *p.Seat, Random: p.Random, FaceDown: p.FaceDown, Steal: p.Steal}
		if p.Card != nil {
			out[i].Card = *p.Card
		}
	}
	mark := func(name string, seats []int, set func(*swords.Play)) error {
		for j, s := range seats {
			i, ok := bySeat[s]
			if !ok {
				return game.Invalidf("%s%s[%d]: seat %d did not play in this attack", field, name, j, s)
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
		return nil, game.Invalidf("%splays[0].seat: the attacker is seat %d and plays first, not seat %d", field, *in.Attacker, out[0].Seat)
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
		return nil, game.Invalidf("knights: %d: a sword attack has 2 to 4 living knights", n)
	}
	strong, err := strongSuit("", in.StrongSuit, in.StrongCard)
	if err != nil {
		return nil, err
	}
	ps, err := plays(&in, "")
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

	// Damage choices, when given, are checked against what the attack allows.
	chosen := map[int]choiceOut{}
	onTable := map[cards.Card]bool{}
	for _, p := range ps {
		onTable[p.Card] = true
	}
	for i, c := range in.Choices {
		if c.Seat == nil {
			return nil, game.Invalidf("choices[%d].seat: missing", i)
		}
		if _, dup := chosen[*c.Seat]; dup {
			return nil, game.Invalidf("choices[%d]: seat %d already chose: each damaged knight takes its damage once", i, *c.Seat)
		}
		var card cards.Card
		if c.Card != nil {
			card = *c.Card
			if card.IsJoker() {
				return nil, game.Invalidf("choices[%d].card: %q: Mortal Swords has no jokers", i, card)
			}
		}
		armor := cards.Card{}
		if c.Choice == swords.TurnDown {
			armor = card
		}
		if err := o.CheckChoice(*c.Seat, c.Choice, armor); err != nil {
			return nil, fmt.Errorf("choices[%d]: %w", i, err)
		}
		if c.Choice != swords.TurnDown && card != (cards.Card{}) && onTable[card] {
			return nil, game.Invalidf("choices[%d].card: %q was played in this attack, it is not in seat %d's hand", i, card, *c.Seat)
		}
		chosen[*c.Seat] = choiceOut{Seat: *c.Seat, Choice: c.Choice, Card: cardText(card)}
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

	died := []int{}
	for i, s := range in.Died {
		if !o.IsDamaged(s) {
			return nil, game.Invalidf("died[%d]: seat %d was not damaged in this attack: a knight dies only by losing its last hand card to damage", i, s)
		}
		for _, x := range died {
			if x == s {
				return nil, game.Invalidf("died[%d]: seat %d is listed twice", i, s)
			}
		}
		if c, ok := chosen[s]; ok && c.Choice == swords.TurnDown {
			return nil, game.Invalidf("died[%d]: seat %d turned an armor down and kept its hand cards, so it cannot have died", i, s)
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
