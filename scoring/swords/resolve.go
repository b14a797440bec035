package swords

import (
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/swords"
)

// resolve answers `arbiter-cli resolve`: one sword attack, with the
// damage choices and deaths when given, checked against what the attack
// allows.
func resolve(input []byte) (any, error) {
	var in attackIn
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	opts, err := options(in.Options)
	if err != nil {
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
	if err := stealChoices(opts, ps, n, in.Choices); err != nil {
		return nil, err
	}
	o, err := swords.Resolve(swords.Attack{StrongSuit: strong, Living: living, Plays: ps, FirstAttack: first, Options: opts})
	if err != nil {
		return nil, err
	}
	out := attackOutput(resultOf(o))
	out.Game = ID

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

// stealChoices refuses, naming the choice and the play's steal flag, a
// steal given among the damage choices of an attack that Steal-To-Stop
// stopped at the thief (SWORDS-7): the engine would only see a knight who
// did not play.
func stealChoices(opts swords.Options, ps []swords.Play, living int, choices []choiceIn) error {
	for i, c := range choices {
		if c.Seat == nil || c.Choice == nil {
			continue // refused with its field once the attack is resolved
		}
		if ch, err := swords.ParseChoice(*c.Choice); err != nil || ch != swords.Steal {
			continue
		}
		if err := swords.CheckStealChoice(opts, ps, living, *c.Seat); err != nil {
			return game.Prefix(err, fmt.Sprintf("choices[%d]", i))
		}
	}
	return nil
}
