package swords

import (
	"fmt"
	"slices"
	"sort"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// Play is one card played in a sword attack.
type Play struct {
	Seat int
	// Card is the card played. It may be the zero Card only for a
	// face-down defence, whose card need not be shown.
	Card cards.Card
	// Random: the card was the deck's top card, not a hand card.
	Random bool
	// FaceDown: a defence played face down to accept damage and steal the
	// attacking card (Stealing Costs, Hectic Knights).
	FaceDown bool
	// Steal: with Steal-To-Stop, the defender failed and steals the
	// attacking card at once, which ends the attack.
	Steal bool
}

// Attack is one sword attack to resolve.
type Attack struct {
	StrongSuit cards.Suit
	// Living lists the seats of the living knights, clockwise (2 to 4).
	Living []int
	// Plays in the order they were made, the attacker's first.
	Plays []Play
	// FirstAttack: this is the attacker's first attack of the game (the
	// Gentleman Rule reads it).
	FirstAttack bool
	Options     Options
}

// Defence is one defender's play and its result.
type Defence struct {
	Seat int
	Card cards.Card // zero for an unshown face-down card
	// Position in the cycle clockwise from the attacker, who is 1st: 2, 3, 4.
	Position int
	// Order is the index of the play in Attack.Plays (1 for the first
	// defender).
	Order    int
	Random   bool
	FaceDown bool // counted as a face-down defence (accepting damage)
	// Stole: the knight steals the attacking card as part of the play
	// (a face-down defence, or Steal-To-Stop): its damage choice is fixed.
	Stole  bool
	Result Result
	// DodgeNumbers are the numbers this knight could dodge with (Expanded
	// Dodging), empty when it may not dodge.
	DodgeNumbers []int
	// Why explains the result.
	Why game.Step
}

// Outcome is a resolved sword attack, before the damage choices.
type Outcome struct {
	StrongSuit   cards.Suit
	Attacker     int
	AttackCard   cards.Card
	AttackRandom bool
	// Defences in play order.
	Defences []Defence
	// Damaged lists the damaged defenders in the order damage is
	// delivered: clockwise from the attacker.
	Damaged []int
	// Thief is the one defender who may steal the attacking card
	// (SWORDS-6), or -1.
	Thief int
	// StoppedBy is the seat whose damage (Damage-To-Stop) or steal
	// (Steal-To-Stop) ended the attack early, or -1.
	StoppedBy int
	Steps     game.Explanation
	Options   Options
	living    []int
}

// Defence returns the defence of a seat, if it played.
func (o *Outcome) Defence(seat int) (Defence, bool) {
	for _, d := range o.Defences {
		if d.Seat == seat {
			return d, true
		}
	}
	return Defence{}, false
}

// IsDamaged reports whether seat took damage in this attack.
func (o *Outcome) IsDamaged(seat int) bool {
	for _, s := range o.Damaged {
		if s == seat {
			return true
		}
	}
	return false
}

// checkLiving validates the cycle of living seats.
func checkLiving(living []int) error {
	if len(living) < 2 || len(living) > 4 {
		return impossible(ErrSetup, "knights", msgLivingCount.With(len(living)))
	}
	for i, s := range living {
		if s < 0 {
			return invalid(ErrSetup, "knights", msgNotASeat.With(s))
		}
		if i > 0 && s <= living[i-1] {
			return invalid(ErrSetup, "knights", msgLivingOrder.With())
		}
	}
	return nil
}

// Resolve checks and judges one sword attack. Damage is only decided here,
// not delivered: see Outcome.Choices and Game.Choose.
func Resolve(a Attack) (*Outcome, error) {
	if err := checkLiving(a.Living); err != nil {
		return nil, err
	}
	if ClassOf(a.StrongSuit, cards.Spades) == NoClass {
		return nil, invalid(ErrSetup, "strong_suit", msgStrongSuitMissing.With())
	}
	opt := a.Options
	n := len(a.Living)
	if len(a.Plays) == 0 {
		return nil, invalid(ErrPlay, "plays", msgNoPlays.With())
	}
	if len(a.Plays) > n {
		return nil, invalid(ErrPlay, "plays", msgTooManyPlays.With(len(a.Plays), n))
	}
	idx := map[int]int{} // seat -> index in living
	for i, s := range a.Living {
		idx[s] = i
	}
	for i, p := range a.Plays {
		if _, ok := idx[p.Seat]; !ok {
			return nil, invalid(ErrPlay, fmt.Sprintf("plays[%d].seat", i), msgNotLivingSeat.With(p.Seat, seatList(a.Living)))
		}
		if p.Card != (cards.Card{}) {
			if p.Card.IsJoker() || !p.Card.Valid() {
				return nil, invalid(ErrPlay, fmt.Sprintf("plays[%d].card", i), msgNoJokers.With(p.Card))
			}
			for j := 0; j < i; j++ {
				if a.Plays[j].Card == p.Card {
					return nil, impossible(ErrPlay, fmt.Sprintf("plays[%d].card", i), msgPlayedTwice.With(p.Card, Seat(a.Plays[j].Seat).Said()))
				}
			}
		} else if !p.FaceDown {
			return nil, invalid(ErrPlay, fmt.Sprintf("plays[%d].card", i), msgCardMissing.With())
		}
	}

	att := a.Plays[0]
	o := &Outcome{StrongSuit: a.StrongSuit, Attacker: att.Seat, AttackCard: att.Card, AttackRandom: att.Random,
		Defences: []Defence{}, Damaged: []int{}, Thief: -1, StoppedBy: -1, Options: opt, living: a.Living}
	if err := checkAttackCard(a, o); err != nil {
		return nil, err
	}

	seen := map[int]bool{att.Seat: true}
	aIdx := idx[att.Seat]
	var blockNumbers []int
	firstDamagedOrder := -1
	countedFaceDown := false
	for i := 1; i < len(a.Plays); i++ {
		p := a.Plays[i]
		if o.StoppedBy >= 0 {
			said, rule := msgMayNotPlayDamage, ruleStoppedDamage
			if o.stoppedBySteal() {
				said, rule = msgMayNotPlaySteal, ruleStoppedSteal
			}
			return nil, illegal(ErrStopped, fmt.Sprintf("plays[%d]", i), said.With(Seat(p.Seat).Said(), Seat(o.StoppedBy).Said()), rule.With())
		}
		if seen[p.Seat] {
			return nil, invalid(ErrPlay, fmt.Sprintf("plays[%d].seat", i), msgAlreadyPlayed.With(Seat(p.Seat).Said()))
		}
		seen[p.Seat] = true
		pos := (idx[p.Seat]-aIdx+n)%n + 1
		if !opt.HecticKnights {
			want := a.Living[(aIdx+i)%n]
			if p.Seat != want {
				return nil, illegal(ErrOrder, fmt.Sprintf("plays[%d]", i), msgOutOfTurn.With(Seat(p.Seat).Said(), Seat(want).Said()), ruleClockwise.With())
			}
		}
		d := Defence{Seat: p.Seat, Card: p.Card, Position: pos, Order: i, Random: p.Random, DodgeNumbers: []int{}}
		if p.FaceDown {
			counted, err := checkFaceDown(a, o, i, p, countedFaceDown, firstDamagedOrder)
			if err != nil {
				return nil, err
			}
			if counted {
				countedFaceDown = true
				d.FaceDown, d.Stole = true, true
				d.Result = Damage
				sec := SecCosts
				if !opt.StealingCosts {
					sec = SecHectic
				}
				d.Why = step(msgFaceDown.With(Seat(p.Seat).Start()), sec, "SWORDS-8")
			}
		}
		if d.Result == NoResult {
			judge(a, o, &d, blockNumbers)
		}
		if d.Result == Block {
			blockNumbers = append(blockNumbers, DefenceValue(p.Card))
		}
		if p.Steal {
			if err := checkStealAtPlay(a, o, i, p, d, firstDamagedOrder); err != nil {
				return nil, err
			}
			d.Stole = true
		}
		if d.Result == Damage && firstDamagedOrder < 0 {
			firstDamagedOrder = i
		}
		if d.Stole && o.Thief < 0 {
			o.Thief = p.Seat
		}
		o.Defences = append(o.Defences, d)
		o.Steps = append(o.Steps, d.Why)
		switch {
		case d.Result == Damage && opt.DamageToStop:
			o.StoppedBy = p.Seat
		case d.Stole && opt.StealToStop:
			o.StoppedBy = p.Seat
		}
	}
	if o.StoppedBy < 0 && len(a.Plays) < n {
		for _, s := range a.Living {
			if !seen[s] {
				return nil, invalid(ErrPlay, "plays", msgNotPlayed.With(Seat(s).Said()))
			}
		}
	}
	if o.StoppedBy >= 0 {
		if len(a.Plays) < n {
			if o.stoppedBySteal() {
				o.Steps.Say(msgStoppedBySteal.With(Seat(o.StoppedBy).Start()), SecStealSt, "SWORDS-7")
			} else {
				o.Steps.Say(msgStoppedByDamage.With(Seat(o.StoppedBy).Start()), SecDmgStop, "SWORDS-8")
			}
		}
	}

	// Damage is delivered after everyone played, clockwise from the attacker.
	for _, d := range o.Defences {
		if d.Result == Damage {
			o.Damaged = append(o.Damaged, d.Seat)
		}
	}
	sort.SliceStable(o.Damaged, func(i, j int) bool {
		di, _ := o.Defence(o.Damaged[i])
		dj, _ := o.Defence(o.Damaged[j])
		return di.Position < dj.Position
	})
	if o.Thief < 0 && stealIsAChoice(opt) && len(o.Damaged) > 0 {
		o.Thief = o.Damaged[0]
	}
	if opt.StealToStop && o.Thief < 0 && len(o.Damaged) > 0 {
		// Steal-To-Stop: the last player may still steal when damage is
		// delivered, since no one plays after it anyway.
		last := o.Defences[len(o.Defences)-1]
		if last.Result == Damage && last.Seat == o.Damaged[0] && !opt.HecticKnights && !opt.StealingCosts {
			o.Thief = last.Seat
		}
	}
	if opt.HecticKnights && len(o.Defences) > 0 {
		o.Steps.Say(msgHecticDraws.With(), SecHectic, "SWORDS-8")
	}
	if len(o.Damaged) > 0 {
		o.Steps.Say(msgDamageDelivered.With(seatList(o.Damaged)), SecAttack, "")
		thief, _ := o.Defence(o.Thief)
		if o.Thief >= 0 && thief.Stole {
			// the face-down or Steal-To-Stop step says it already
		} else if o.Thief >= 0 && len(o.Damaged) == 1 {
			o.Steps.Say(msgMaySteal.With(Seat(o.Thief).Start(), o.AttackCard), SecDamage, "")
		} else if o.Thief >= 0 {
			o.Steps.Say(msgOnlyMaySteal.With(Seat(o.Thief).Said(), o.AttackCard), SecDamage, "SWORDS-6")
		}
	}
	return o, nil
}

// stoppedBySteal says why the attack stopped early: a steal under
// Steal-To-Stop (SWORDS-7), else damage under Damage-To-Stop (SWORDS-8).
func (o *Outcome) stoppedBySteal() bool {
	d, _ := o.Defence(o.StoppedBy)
	return d.Stole && o.Options.StealToStop
}

// CheckStealChoice refuses a steal that seat names among the damage
// choices of an attack whose plays stop short when Steal-To-Stop is on:
// such a steal is made with the defence, by its play's steal flag (a
// face-down play with Hectic Knights or Stealing Costs), and is what lets
// the knights after the thief not play. Without it the attack would be
// refused for the knight who did not play, which says nothing of the
// flag. A steal named as a choice by the last knight of a complete attack
// is left to the outcome (Outcome.CheckChoice): nobody plays after it.
// plays are the attack's plays and living the number of living knights.
func CheckStealChoice(opt Options, plays []Play, living, seat int) error {
	if !opt.StealToStop || len(plays) >= living {
		return nil
	}
	k := -1
	for i, p := range plays {
		if p.Seat == seat {
			k = i
		}
	}
	if k < 1 || plays[k].Steal || plays[k].FaceDown {
		return nil
	}
	how := msgHowMark.With(k)
	if opt.HecticKnights || opt.StealingCosts {
		how = msgHowFaceDown.With(k)
	}
	return illegal(ErrChoice, "choice", msgStealChoice.With(Seat(seat).Said(), how), ruleStealAtPlay.With())
}

// stealIsAChoice: without these variants a damaged knight may choose to
// steal when the damage is delivered.
func stealIsAChoice(opt Options) bool {
	return !opt.StealingCosts && !opt.StealToStop && !opt.HecticKnights
}

func checkAttackCard(a Attack, o *Outcome) error {
	att := a.Plays[0]
	if att.FaceDown || att.Steal {
		return invalid(ErrPlay, "plays[0]", msgAttackerFaceDown.With())
	}
	c := att.Card
	strong := a.StrongSuit
	if att.Random {
		o.Steps.Say(msgAttackRandom.With(Seat(att.Seat).Start(), c, suitWords(strong, c.Suit), AttackValue(c)), SecAttack, "")
		if a.Options.GentlemanRule && a.FirstAttack {
			o.Steps.Say(gentlemanRandom(att.Seat, c, strong), SecGentle, "SWORDS-5")
		} else if c.Suit == strong && c.Rank.IsFace() {
			o.Steps.Say(msgRandomFace.With(c), SecRestrict, "SWORDS-5")
		}
		return nil
	}
	if err := handAttackAllowed(strong, att.Seat, c, a.FirstAttack, a.Options); err != nil {
		return err
	}
	o.Steps.Say(msgAttackFromHand.With(Seat(att.Seat).Start(), c, suitWords(strong, c.Suit), AttackValue(c)), SecAttack, attackAceRuling(c))
	return nil
}

// handAttackAllowed refuses an attacking card from hand that SWORDS-5
// forbids: a J, Q or K of the Strong Suit; on a knight's first attack
// under the Gentleman Rule, any Strong Suit card or any J, Q or K. A
// random card is never refused (see checkAttackCard).
func handAttackAllowed(strong cards.Suit, seat int, c cards.Card, firstAttack bool, opts Options) error {
	if c.Suit == strong && c.Rank.IsFace() {
		return illegal(ErrStrongFace, "plays[0].card", msgStrongFace.With(Seat(seat).Said(), c), ruleStrongFace.With())
	}
	if opts.GentlemanRule && firstAttack {
		if c.Suit == strong {
			return illegal(ErrGentlemanStrong, "plays[0].card", msgGentleStrongRefuse.With(Seat(seat).Said(), c), ruleGentleStrong.With())
		}
		if c.Rank.IsFace() {
			return illegal(ErrGentlemanFace, "plays[0].card", msgGentleFaceRefuse.With(Seat(seat).Said(), c), ruleGentleFace.With())
		}
	}
	return nil
}

// gentlemanRandom explains a random card on a Gentleman-Rule first attack
// (SWORDS-5): a knight with no allowed card attacks with the deck's top
// card, and that card is legal whatever it is.
func gentlemanRandom(seat int, c cards.Card, strong cards.Suit) game.Message {
	said := msgGentleAllowed
	switch {
	case c.Suit == strong && c.Rank.IsFace():
		said = msgGentleStrongFace
	case c.Suit == strong:
		said = msgGentleStrong
	case c.Rank.IsFace():
		said = msgGentleFace
	}
	return said.With(Seat(seat).Said(), c)
}

func attackAceRuling(c cards.Card) string {
	if c.Rank == cards.Ace {
		return "SWORDS-1"
	}
	return ""
}

// checkFaceDown reports whether a face-down defence counts as one.
func checkFaceDown(a Attack, o *Outcome, i int, p Play, countedBefore bool, firstDamaged int) (bool, error) {
	opt := a.Options
	if !opt.StealingCosts && !opt.HecticKnights {
		return false, invalid(ErrSteal, fmt.Sprintf("plays[%d].face_down", i), msgFaceDownOff.With(Seat(p.Seat).Said()))
	}
	if p.Random && opt.StealingCosts {
		return false, illegal(ErrSteal, fmt.Sprintf("plays[%d]", i), msgRandomFaceDown.With(Seat(p.Seat).Said()), ruleFaceDownHand.With())
	}
	if opt.HecticKnights {
		if countedBefore {
			// Only the first face-down card counts as one; the others are
			// judged as ordinary cards.
			if p.Card == (cards.Card{}) {
				return false, invalid(ErrSteal, fmt.Sprintf("plays[%d].card", i), msgFaceDownUncounted.With(Seat(p.Seat).Said()))
			}
			return false, nil
		}
		return true, nil
	}
	if firstDamaged >= 0 {
		return false, illegal(ErrSteal, fmt.Sprintf("plays[%d]", i), msgFaceDownLate.With(Seat(p.Seat).Said(), Seat(a.Plays[firstDamaged].Seat).Said()), ruleFirstDamaged.With())
	}
	return true, nil
}

func checkStealAtPlay(a Attack, o *Outcome, i int, p Play, d Defence, firstDamaged int) error {
	opt := a.Options
	if !opt.StealToStop {
		return invalid(ErrSteal, fmt.Sprintf("plays[%d].steal", i), msgStealFlagOff.With())
	}
	if d.Result != Damage {
		return illegal(ErrSteal, fmt.Sprintf("plays[%d]", i), msgStealNotDamaged.With(Seat(p.Seat).Said(), p.Card, d.Result.Word()), ruleDamagedSteals.With())
	}
	if opt.HecticKnights && !d.FaceDown {
		return illegal(ErrSteal, fmt.Sprintf("plays[%d]", i), msgStealFaceUp.With(Seat(p.Seat).Said()), ruleHecticFaceDown.With())
	}
	if opt.StealingCosts && !d.FaceDown {
		return illegal(ErrSteal, fmt.Sprintf("plays[%d]", i), msgStealFaceUp.With(Seat(p.Seat).Said()), ruleCostsFaceDown.With())
	}
	if firstDamaged >= 0 && !opt.HecticKnights {
		return illegal(ErrSteal, fmt.Sprintf("plays[%d]", i), msgStealNotFirst.With(Seat(p.Seat).Said(), Seat(a.Plays[firstDamaged].Seat).Said()), ruleFirstDamaged.With())
	}
	return nil
}

// judge sets a face-up defence's result and explanation.
func judge(a Attack, o *Outcome, d *Defence, blockNumbers []int) {
	strong, att, c := a.StrongSuit, o.AttackCard, d.Card
	r := Judge(strong, att, c)
	// Expanded Dodging simulates distance round the table, so the 3rd and
	// 4th knights are counted by seat from the attacker even with Hectic
	// Knights (which changes only who attacks next); the blocking numbers
	// are those played before this card.
	canDodge := a.Options.ExpandedDodging && d.Position >= 3
	if canDodge {
		d.DodgeNumbers = uniqueInts(blockNumbers)
	}
	if r == Damage && canDodge {
		for _, b := range blockNumbers {
			if DefenceValue(c) == b {
				r = Dodge
			}
		}
	}
	d.Result = r
	// A random card says so: one message per way, with and without.
	pick := func(plain, random game.Def) game.Def {
		if d.Random {
			return random
		}
		return plain
	}
	seat := Seat(d.Seat).Start()
	switch r {
	case Block:
		ruling := "SWORDS-2"
		if c.Rank == cards.Ace || att.Rank == cards.Ace {
			ruling = "SWORDS-1; SWORDS-2"
		}
		d.Why = step(pick(msgBlock, msgBlockRandom).With(seat, c, DefenceValue(c), AttackValue(att), suitWord(att.Suit), coverWords(strong, att.Suit)), SecStrong, ruling)
	case Parry:
		d.Why = step(pick(msgParry, msgParryRandom).With(seat, c, AttackValue(att)), SecAttack, "SWORDS-2")
	case Dodge:
		d.Why = step(pick(msgDodge, msgDodgeRandom).With(seat, ordinal(d.Position), c), SecDodging, "SWORDS-8")
	case Damage:
		var why game.Message
		switch {
		case DefenceValue(c) == 14 && att.Rank == cards.Ace:
			why = msgWhyAce.With(suitWord(c.Suit), suitWord(att.Suit))
		case !Covers(strong, c.Suit, att.Suit):
			why = msgWhySuit.With(suitWord(c.Suit), suitWords(strong, att.Suit), coverWords(strong, att.Suit))
		default:
			why = msgWhyLower.With(DefenceValue(c), AttackValue(att))
		}
		ruling := "SWORDS-2"
		if c.Rank == cards.Ace || att.Rank == cards.Ace {
			ruling = "SWORDS-1; SWORDS-2"
		}
		if canDodge && len(blockNumbers) > 0 {
			why = msgWhyNoDodge.With(why, intList(d.DodgeNumbers))
		}
		d.Why = step(pick(msgDamage, msgDamageRandom).With(seat, c, why), SecAttack, ruling)
	}
}

// NextAttacker returns who attacks next once the deaths of this attack are
// known (SWORDS-4): the thief with Steal-To-Stop; else the first damaged
// defender (clockwise, or in order of play with Hectic Knights); else the
// highest blocker (ties: the first); else the attacker. Knights in died are
// skipped.
func (o *Outcome) NextAttacker(died []int) (int, game.Step) {
	why := o.NextReason(died)
	return why.Seat, why.Step()
}

// NextReason is NextAttacker as data: who attacks next and why.
func (o *Outcome) NextReason(died []int) NextReason {
	dead := map[int]bool{}
	for _, s := range died {
		dead[s] = true
	}
	why := NextReason{InPlay: o.Options.HecticKnights}
	if len(died) > 0 {
		why.Died = slices.Clone(died)
	}
	if o.StoppedBy >= 0 && o.Options.StealToStop && !dead[o.StoppedBy] {
		if d, _ := o.Defence(o.StoppedBy); d.Stole {
			why.Why, why.Seat = WhyStole, o.StoppedBy
			return why
		}
	}
	for _, d := range o.Defences { // play order: clockwise unless Hectic Knights
		if d.Result == Damage && !dead[d.Seat] {
			why.Why, why.Seat = WhyDamaged, d.Seat
			return why
		}
	}
	best := -1
	for i, d := range o.Defences {
		if d.Result == Block && !dead[d.Seat] && (best < 0 || DefenceValue(d.Card) > DefenceValue(o.Defences[best].Card)) {
			best = i
		}
	}
	if best >= 0 {
		d := o.Defences[best]
		why.Why, why.Seat, why.Value = WhyBlocked, d.Seat, DefenceValue(d.Card)
		return why
	}
	why.Why, why.Seat = WhyAgain, o.Attacker
	return why
}

// Choices returns the ways seat may take its damage when its armor is not
// known: TurnDown is listed whenever the attack's suit can be absorbed at
// all (see Game.Options for a knight's real options).
func (o *Outcome) Choices(seat int) []Choice {
	d, ok := o.Defence(seat)
	if !ok || d.Result != Damage {
		return []Choice{}
	}
	if d.Stole {
		return []Choice{Steal}
	}
	out := []Choice{HandToArmor}
	if o.Thief == seat {
		out = append(out, Steal)
	}
	return append(out, TurnDown)
}

// CheckChoice checks a damage choice against what this attack allows,
// without knowing the knight's hand or armor: seat must be damaged, only
// the thief steals, a knight that stole while defending has no other
// choice, and a turned-down armor card (when given) must cover the attack.
func (o *Outcome) CheckChoice(seat int, c Choice, armor cards.Card) error {
	d, ok := o.Defence(seat)
	if !ok || d.Result != Damage {
		return illegal(ErrChoice, "seat", msgNotDamaged.With(Seat(seat).Said()), ruleDamagedChooses.With())
	}
	if c == NoChoice || c > TurnDown {
		return invalid(ErrChoice, "choice", msgChoiceMissing.With(Seat(seat).Said()))
	}
	if d.Stole && c != Steal {
		return illegal(ErrChoice, "choice", msgChoseAfterSteal.With(Seat(seat).Said(), c.Word()), ruleThiefTakes.With())
	}
	if c == Steal && o.Thief != seat {
		if o.Thief >= 0 {
			return illegal(ErrChoice, "choice", msgOnlyThief.With(Seat(seat).Said(), o.AttackCard, Seat(o.Thief).Said()), ruleFirstDamaged.With())
		}
		switch {
		case o.Options.StealingCosts:
			return illegal(ErrChoice, "choice", msgNotFaceDown.With(Seat(seat).Said(), o.AttackCard), ruleCostsSteals.With())
		case o.Options.HecticKnights:
			return illegal(ErrChoice, "choice", msgNotFaceDown.With(Seat(seat).Said(), o.AttackCard), ruleHecticSteals.With())
		case o.Options.StealToStop:
			return illegal(ErrChoice, "choice", msgWentOn.With(Seat(seat).Said(), o.AttackCard), ruleStealAtPlay.With())
		}
		return illegal(ErrChoice, "choice", msgMayNotSteal.With(Seat(seat).Said(), o.AttackCard), ruleFirstDamaged.With())
	}
	if c == TurnDown && armor != (cards.Card{}) && !Absorbs(o.StrongSuit, armor, o.AttackCard) {
		return illegal(ErrChoice, "card", msgWrongArmor.With(Seat(seat).Said(), armor, o.AttackCard, armorWords(o.StrongSuit, o.AttackCard.Suit), suitWords(o.StrongSuit, o.AttackCard.Suit)), ruleArmorCovers.With())
	}
	return nil
}

// ArmorNeeded says which face-up armor absorbs this attack, in English
// words (ArmorNeededSaid as a message).
func (o *Outcome) ArmorNeeded() string { return o.ArmorNeededSaid().String() }

// ArmorNeededSaid says which face-up armor absorbs this attack, as a
// message: "a face-up spade armor".
func (o *Outcome) ArmorNeededSaid() game.Message {
	return armorWords(o.StrongSuit, o.AttackCard.Suit)
}

// intList is numbers one by one ("7, 9"), or the word none.
func intList(xs []int) any {
	if len(xs) == 0 {
		return wordNone
	}
	return game.ListOf(game.JoinComma, xs)
}

func uniqueInts(xs []int) []int {
	out := []int{}
	for _, x := range xs {
		dup := false
		for _, y := range out {
			if x == y {
				dup = true
			}
		}
		if !dup {
			out = append(out, x)
		}
	}
	sort.Ints(out)
	return out
}

// ordinal is a place in the cycle: "3rd" (the attacker is 1st).
func ordinal(n int) any {
	if n >= 1 && n < len(ordinalWords) {
		return ordinalWords[n]
	}
	return msgOrdinal.With(n)
}
