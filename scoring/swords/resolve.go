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
		return nil, refuse("knights", msgKnightsMissing.With())
	}
	n := *in.Knights
	if n < 2 || n > 4 {
		return nil, impossible("knights", msgLivingKnights.With(n))
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
			return nil, refuse(field+".seat", msgMissing.With())
		}
		if _, dup := chosen[*c.Seat]; dup {
			return nil, refuse(field, msgChoseTwice.With(swords.Seat(*c.Seat).Said()))
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
			return nil, refuse(field+".card", msgNoJokers.With(card))
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
				said := msgNotInHand
				if ch == swords.TurnDown {
					said = msgNotArmor
				}
				return nil, impossible(field+".card", said.With(card, j, swords.Seat(*c.Seat).Said()))
			}
			if j, ok := named[card]; ok {
				return nil, impossible(field+".card", msgNamedTwice.With(card, j))
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
			return nil, impossible(field, msgDiedUndamaged.With(swords.Seat(s).Said()))
		}
		for _, x := range died {
			if x == s {
				return nil, impossible(field, msgDiedTwice.With(swords.Seat(s).Said()))
			}
		}
		if c, ok := chosen[s]; ok && c.Choice == swords.TurnDown {
			return nil, impossible(field, msgDiedTurnedDown.With(swords.Seat(s).Said()))
		}
		died = append(died, s)
	}
	out.Died = died
	for _, s := range died {
		out.Steps.Say(msgSeatDied.With(swords.Seat(s).Start()), swords.SecDamage, "")
	}
	if n-len(died) == 1 {
		w := o.Attacker
		out.Finished, out.Winner = true, &w
		out.NextAttacker = w
		out.Steps = append(out.Steps, swords.WinnerStep(w))
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
