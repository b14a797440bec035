package swords

import (
	"fmt"
	"sort"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// Rulebook sections cited by the explanations.
const (
	secAttack   = "Sword Attack"
	secStrong   = "Strong Suit"
	secRestrict = "Attacking Restrictions"
	secDamage   = "Damage & Armors"
	secStart    = "Start Up"
	secVow      = "Warrior's Vow"
	secGentle   = "Gentleman Rule"
	secDodging  = "Expanded Dodging"
	secDmgStop  = "Damage-To-Stop"
	secStealSt  = "Steal-To-Stop"
	secCosts    = "Stealing Costs"
	secHectic   = "Hectic Knights"
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
		return impossiblef(ErrSetup, "knights", "a sword attack needs 2 to 4 living knights, got %d: Mortal Swords is for 2 to 4 knights and the fight ends with one left", len(living))
	}
	for i, s := range living {
		if s < 0 {
			return invalidf(ErrSetup, "knights: seat %d is not a seat", s)
		}
		if i > 0 && s <= living[i-1] {
			return invalidf(ErrSetup, "knights: living seats must be listed once each in clockwise (increasing) order")
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
		return nil, invalidf(ErrSetup, "strong_suit: missing: the Strong Suit is S, H, D or C")
	}
	opt := a.Options
	n := len(a.Living)
	if len(a.Plays) == 0 {
		return nil, invalidf(ErrPlay, "plays: empty: the attacker's card comes first")
	}
	if len(a.Plays) > n {
		return nil, invalidf(ErrPlay, "plays: %d plays for %d knights: each knight plays one card", len(a.Plays), n)
	}
	idx := map[int]int{} // seat -> index in living
	for i, s := range a.Living {
		idx[s] = i
	}
	for i, p := range a.Plays {
		if _, ok := idx[p.Seat]; !ok {
			return nil, invalidf(ErrPlay, "plays[%d].seat: %d is not a living knight's seat (%s)", i, p.Seat, seatList(a.Living))
		}
		if p.Card != (cards.Card{}) {
			if p.Card.IsJoker() || !p.Card.Valid() {
				return nil, invalidf(ErrPlay, "plays[%d].card: %q: Mortal Swords uses the 52 cards without jokers", i, p.Card)
			}
			for j := 0; j < i; j++ {
				if a.Plays[j].Card == p.Card {
					return nil, impossiblef(ErrPlay, fmt.Sprintf("plays[%d].card", i), "%q was already played by seat %d: a deck has one of each card", p.Card, a.Plays[j].Seat)
				}
			}
		} else if !p.FaceDown {
			return nil, invalidf(ErrPlay, "plays[%d].card: missing: only a face-down defence may leave its card unshown", i)
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
			sec, rul, what := o.stopReason()
			return nil, illegalf(ErrStopped, fmt.Sprintf("once a knight %s the attack is over and no one plays after it (%s; %s)", what, sec, rul),
				"plays[%d]: seat %d may not play: seat %d %s", i, p.Seat, o.StoppedBy, what)
		}
		if seen[p.Seat] {
			return nil, invalidf(ErrPlay, "plays[%d].seat: seat %d already played in this attack", i, p.Seat)
		}
		seen[p.Seat] = true
		pos := (idx[p.Seat]-aIdx+n)%n + 1
		if !opt.HecticKnights {
			want := a.Living[(aIdx+i)%n]
			if p.Seat != want {
				return nil, illegalf(ErrOrder, "defenders answer one by one clockwise from the attacker ("+secAttack+")",
					"plays[%d]: seat %d plays out of turn, seat %d is next", i, p.Seat, want)
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
				sec := secCosts
				if !opt.StealingCosts {
					sec = secHectic
				}
				d.Why = game.Step{Text: fmt.Sprintf("Seat %d defends face down: it accepts the damage in order to steal the attacking card.", p.Seat), Section: sec, Ruling: "SWORDS-8"}
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
				return nil, invalidf(ErrPlay, "plays: seat %d has not played: every living knight answers the attack", s)
			}
		}
	}
	if o.StoppedBy >= 0 {
		sec, rul, what := o.stopReason()
		if len(a.Plays) < n {
			o.Steps.Add(fmt.Sprintf("Seat %d %s, so the attack stops there: the knights after it do not play.", o.StoppedBy, what), sec, rul)
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
		o.Steps.Add("The defenders played in free order; each draws its replacement card only now, in the order they played.", secHectic, "SWORDS-8")
	}
	if len(o.Damaged) > 0 {
		o.Steps.Add(fmt.Sprintf("Damage is delivered after all played, clockwise: %s.", seatList(o.Damaged)), secAttack, "")
		thief, _ := o.Defence(o.Thief)
		if o.Thief >= 0 && thief.Stole {
			// the face-down or Steal-To-Stop step says it already
		} else if o.Thief >= 0 && len(o.Damaged) == 1 {
			o.Steps.Add(fmt.Sprintf("Seat %d may steal the attacking %s as armor, discarding a hand card.", o.Thief, o.AttackCard), secDamage, "")
		} else if o.Thief >= 0 {
			o.Steps.Add(fmt.Sprintf("Only seat %d may steal the attacking %s: there is one attacking card and it goes to the first damaged defender.", o.Thief, o.AttackCard), secDamage, "SWORDS-6")
		}
	}
	return o, nil
}

// stopReason says why the attack stopped early.
func (o *Outcome) stopReason() (section, ruling, what string) {
	if d, _ := o.Defence(o.StoppedBy); d.Stole && o.Options.StealToStop {
		return secStealSt, "SWORDS-7", "stole the attacking card"
	}
	return secDmgStop, "SWORDS-8", "took damage"
}

// ruleStealAtPlay is the rule a steal named among the damage choices breaks
// under Steal-To-Stop: the steal belongs to the defence.
const ruleStealAtPlay = "with Steal-To-Stop a knight steals as it defends, by its play's steal flag, and the attack stops there (" + secStealSt + "; SWORDS-7)"

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
	how := fmt.Sprintf("mark plays[%d] with \"steal\": true", k)
	if opt.HecticKnights || opt.StealingCosts {
		how = fmt.Sprintf("play plays[%d] face down (\"face_down\": true)", k)
	}
	return ruledf(ErrChoice, "choice", ruleStealAtPlay,
		"seat %d steals through the damage choices, but the steal is part of its defence: %s; the knights after it do not play", seat, how)
}

// stealIsAChoice: without these variants a damaged knight may choose to
// steal when the damage is delivered.
func stealIsAChoice(opt Options) bool {
	return !opt.StealingCosts && !opt.StealToStop && !opt.HecticKnights
}

func checkAttackCard(a Attack, o *Outcome) error {
	att := a.Plays[0]
	if att.FaceDown || att.Steal {
		return invalidf(ErrPlay, "plays[0]: the attacker's card is played face up and cannot steal")
	}
	c := att.Card
	strong := a.StrongSuit
	if att.Random {
		o.Steps.Add(fmt.Sprintf("Seat %d attacks with %s (%s), a random card turned up from the deck; attacking, it counts %d.", att.Seat, c, suitWords(strong, c.Suit), AttackValue(c)), secAttack, "")
		if a.Options.GentlemanRule && a.FirstAttack {
			o.Steps.Add(gentlemanRandom(att.Seat, c, strong), secGentle, "SWORDS-5")
		} else if c.Suit == strong && c.Rank.IsFace() {
			o.Steps.Add(fmt.Sprintf("%s may attack only because it is a random card.", c), secRestrict, "SWORDS-5")
		}
		return nil
	}
	if err := handAttackAllowed(strong, att.Seat, c, a.FirstAttack, a.Options); err != nil {
		return err
	}
	o.Steps.Add(fmt.Sprintf("Seat %d attacks with %s (%s); attacking, it counts %d.", att.Seat, c, suitWords(strong, c.Suit), AttackValue(c)), secAttack, attackAceRuling(c))
	return nil
}

// handAttackAllowed refuses an attacking card from hand that SWORDS-5
// forbids: a J, Q or K of the Strong Suit; on a knight's first attack
// under the Gentleman Rule, any Strong Suit card or any J, Q or K. A
// random card is never refused (see checkAttackCard).
func handAttackAllowed(strong cards.Suit, seat int, c cards.Card, firstAttack bool, opts Options) error {
	if c.Suit == strong && c.Rank.IsFace() {
		return illegalf(ErrStrongFace, "the Strong Suit's J, Q and K may attack only as a random card ("+secRestrict+"; SWORDS-5)",
			"plays[0].card: seat %d attacks from hand with %q, a high card of the Strong Suit", seat, c)
	}
	if opts.GentlemanRule && firstAttack {
		if c.Suit == strong {
			return illegalf(ErrGentlemanStrong, "on a knight's first attack no Strong Suit card may be played from hand; play a random card instead ("+secGentle+"; SWORDS-5)",
				"plays[0].card: seat %d's first attack is %q, a Strong Suit card", seat, c)
		}
		if c.Rank.IsFace() {
			return illegalf(ErrGentlemanFace, "on a knight's first attack no J, Q or K may be played from hand; play a random card instead ("+secGentle+"; SWORDS-5)",
				"plays[0].card: seat %d's first attack is %q, a high card", seat, c)
		}
	}
	return nil
}

// gentlemanRandom explains a random card on a Gentleman-Rule first attack
// (SWORDS-5): a knight with no allowed card attacks with the deck's top
// card, and that card is legal whatever it is.
func gentlemanRandom(seat int, c cards.Card, strong cards.Suit) string {
	barred := ""
	switch {
	case c.Suit == strong && c.Rank.IsFace():
		barred = "a high card of the Strong Suit"
	case c.Suit == strong:
		barred = "a Strong Suit card"
	case c.Rank.IsFace():
		barred = "a high card"
	}
	head := fmt.Sprintf("This is seat %d's first attack under the Gentleman Rule, where a knight with no allowed card attacks at random: a random attack is legal whatever card turns up", seat)
	if barred != "" {
		return fmt.Sprintf("%s, so %s stands although it is %s.", head, c, barred)
	}
	return fmt.Sprintf("%s (%s would have been allowed from hand as well).", head, c)
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
		return false, invalidf(ErrSteal, "plays[%d].face_down: seat %d defends face down, which exists only with the stealing_costs or hectic_knights option", i, p.Seat)
	}
	if p.Random && opt.StealingCosts {
		return false, illegalf(ErrSteal, "a face-down steal is a hand card, never the deck's top card ("+secCosts+"; SWORDS-8)", "plays[%d]: seat %d plays a random card face down", i, p.Seat)
	}
	if opt.HecticKnights {
		if countedBefore {
			// Only the first face-down card counts as one; the others are
			// judged as ordinary cards.
			if p.Card == (cards.Card{}) {
				return false, invalidf(ErrSteal, "plays[%d].card: seat %d's face-down card does not count as face down (only the first one does, %s): give the card so it can be judged", i, p.Seat, secHectic)
			}
			return false, nil
		}
		return true, nil
	}
	if firstDamaged >= 0 {
		return false, illegalf(ErrSteal, "only the first damaged defender may steal the attacking card (SWORDS-6)",
			"plays[%d]: seat %d defends face down to steal, but seat %d was already damaged", i, p.Seat, a.Plays[firstDamaged].Seat)
	}
	return true, nil
}

func checkStealAtPlay(a Attack, o *Outcome, i int, p Play, d Defence, firstDamaged int) error {
	opt := a.Options
	if !opt.StealToStop {
		return invalidf(ErrSteal, "plays[%d].steal: stealing while playing is the steal_to_stop option; otherwise choose steal when the damage is delivered", i)
	}
	if d.Result != Damage {
		return illegalf(ErrSteal, "only a damaged defender may steal the attacking card ("+secStealSt+"; SWORDS-7)", "plays[%d]: seat %d's %s is a %s", i, p.Seat, p.Card, d.Result)
	}
	if opt.HecticKnights && !d.FaceDown {
		return illegalf(ErrSteal, "in Hectic Knights a knight who means to steal plays face down ("+secHectic+"; SWORDS-8)", "plays[%d]: seat %d steals without a face-down card", i, p.Seat)
	}
	if opt.StealingCosts && !d.FaceDown {
		return illegalf(ErrSteal, "with Stealing Costs a steal needs a face-down defence ("+secCosts+"; SWORDS-8)", "plays[%d]: seat %d steals without a face-down card", i, p.Seat)
	}
	if firstDamaged >= 0 && !opt.HecticKnights {
		return illegalf(ErrSteal, "only the first damaged defender may steal the attacking card (SWORDS-6)", "plays[%d]: seat %d steals, but seat %d was damaged first", i, p.Seat, a.Plays[firstDamaged].Seat)
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
	rnd := ""
	if d.Random {
		rnd = " (a random card)"
	}
	switch r {
	case Block:
		ruling := "SWORDS-2"
		if c.Rank == cards.Ace || att.Rank == cards.Ace {
			ruling = "SWORDS-1; SWORDS-2"
		}
		d.Why = game.Step{Text: fmt.Sprintf("Seat %d blocks with %s%s: %d beats %d, and against %s %s may block.", d.Seat, c, rnd, DefenceValue(c), AttackValue(att), att.Suit.Name(), coverWords(strong, att.Suit)), Section: secStrong, Ruling: ruling}
	case Parry:
		d.Why = game.Step{Text: fmt.Sprintf("Seat %d parries with %s%s: the same number, %d, whatever the suit.", d.Seat, c, rnd, AttackValue(att)), Section: secAttack, Ruling: "SWORDS-2"}
	case Dodge:
		d.Why = game.Step{Text: fmt.Sprintf("Seat %d, %s in the cycle, dodges with %s%s: the same number as a card that blocked before it.", d.Seat, ordinal(d.Position), c, rnd), Section: secDodging, Ruling: "SWORDS-8"}
	case Damage:
		why := ""
		switch {
		case DefenceValue(c) == 14 && att.Rank == cards.Ace:
			why = "an ace is never parried (1 attacking, 14 defending) and " + c.Suit.Name() + " does not match " + att.Suit.Name()
		case !Covers(strong, c.Suit, att.Suit):
			why = fmt.Sprintf("%s do not match %s; against it %s may block", c.Suit.Name(), suitWords(strong, att.Suit), coverWords(strong, att.Suit))
		default:
			why = fmt.Sprintf("%d is not higher than %d", DefenceValue(c), AttackValue(att))
		}
		ruling := "SWORDS-2"
		if c.Rank == cards.Ace || att.Rank == cards.Ace {
			ruling = "SWORDS-1; SWORDS-2"
		}
		if canDodge && len(blockNumbers) > 0 {
			why += fmt.Sprintf(", and it is no blocking card's number (%s)", intList(d.DodgeNumbers))
		}
		d.Why = game.Step{Text: fmt.Sprintf("Seat %d takes damage with %s%s: %s.", d.Seat, c, rnd, why), Section: secAttack, Ruling: ruling}
	}
}

// NextAttacker returns who attacks next once the deaths of this attack are
// known (SWORDS-4): the thief with Steal-To-Stop; else the first damaged
// defender (clockwise, or in order of play with Hectic Knights); else the
// highest blocker (ties: the first); else the attacker. Knights in died are
// skipped.
func (o *Outcome) NextAttacker(died []int) (int, game.Step) {
	dead := map[int]bool{}
	for _, s := range died {
		dead[s] = true
	}
	order := "clockwise"
	if o.Options.HecticKnights {
		order = "in order of play"
	}
	skipped, noDamage := "", "No one was damaged"
	if len(died) > 0 {
		is := map[bool]string{true: "is", false: "are"}[len(died) == 1]
		skipped = fmt.Sprintf(" (%s died and %s skipped)", seatList(died), is)
		// The dead were damaged: say so rather than "no one was damaged".
		noDamage = fmt.Sprintf("No knight left standing was damaged (%s took damage but died and %s skipped)", seatList(died), is)
	}
	if o.StoppedBy >= 0 && o.Options.StealToStop && !dead[o.StoppedBy] {
		if d, _ := o.Defence(o.StoppedBy); d.Stole {
			return o.StoppedBy, game.Step{Text: fmt.Sprintf("Seat %d stole the attacking card and attacks next, without drawing.", o.StoppedBy), Section: secStealSt, Ruling: "SWORDS-7"}
		}
	}
	for _, d := range o.Defences { // play order: clockwise unless Hectic Knights
		if d.Result == Damage && !dead[d.Seat] {
			return d.Seat, game.Step{Text: fmt.Sprintf("Seat %d is the first damaged defender %s%s and attacks next.", d.Seat, order, skipped), Section: secAttack, Ruling: "SWORDS-4"}
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
		return d.Seat, game.Step{Text: fmt.Sprintf("%s: seat %d blocked with the highest number, %d (ties go to the first %s), and attacks next.", noDamage, d.Seat, DefenceValue(d.Card), order), Section: secAttack, Ruling: "SWORDS-4"}
	}
	if len(died) > 0 {
		return o.Attacker, game.Step{Text: fmt.Sprintf("%s, and no one blocked (dodges count as parries): seat %d attacks again.", noDamage, o.Attacker), Section: secAttack, Ruling: "SWORDS-4"}
	}
	return o.Attacker, game.Step{Text: fmt.Sprintf("No one was damaged or blocked (dodges count as parries): seat %d attacks again.", o.Attacker), Section: secAttack, Ruling: "SWORDS-4"}
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
		return ruledf(ErrChoice, "seat", "only a damaged knight chooses how to take damage ("+secDamage+")", "seat %d was not damaged in this attack", seat)
	}
	if c == NoChoice || c > TurnDown {
		return fieldf(ErrChoice, "choice", "missing: seat %d takes the damage one of three ways: hand, steal or turn_down", seat)
	}
	if d.Stole && c != Steal {
		return ruledf(ErrChoice, "choice", "a knight who defends in order to steal takes the attacking card", "seat %d chose %s after stealing the attacking card while defending", seat, c)
	}
	if c == Steal && o.Thief != seat {
		if o.Thief >= 0 {
			return ruledf(ErrChoice, "choice", "only the first damaged defender may steal the attacking card (SWORDS-6)", "seat %d steals %s, but only seat %d may", seat, o.AttackCard, o.Thief)
		}
		switch {
		case o.Options.StealingCosts:
			return ruledf(ErrChoice, "choice", "with Stealing Costs only a face-down defence steals ("+secCosts+"; SWORDS-8)", "seat %d steals %s without having defended face down", seat, o.AttackCard)
		case o.Options.HecticKnights:
			return ruledf(ErrChoice, "choice", "in Hectic Knights only a face-down defence steals ("+secHectic+"; SWORDS-8)", "seat %d steals %s without having defended face down", seat, o.AttackCard)
		case o.Options.StealToStop:
			return ruledf(ErrChoice, "choice", ruleStealAtPlay, "seat %d steals %s after the attack went on: the steal is part of its defence (its play's \"steal\" flag), and the knights after it do not play", seat, o.AttackCard)
		}
		return ruledf(ErrChoice, "choice", "only the first damaged defender may steal the attacking card (SWORDS-6)", "seat %d may not steal %s", seat, o.AttackCard)
	}
	if c == TurnDown && armor != (cards.Card{}) && !Absorbs(o.StrongSuit, armor, o.AttackCard) {
		return ruledf(ErrChoice, "card", "only a face-up armor that covers the attack's suit can take the hit ("+secDamage+"; SWORDS-3)", "seat %d turns down %s against %s: only %s covers %s", seat, armor, o.AttackCard, armorWords(o.StrongSuit, o.AttackCard.Suit), suitWords(o.StrongSuit, o.AttackCard.Suit))
	}
	return nil
}

// ArmorNeeded says which face-up armor absorbs this attack, in words.
func (o *Outcome) ArmorNeeded() string {
	return armorWords(o.StrongSuit, o.AttackCard.Suit)
}

func seatList(seats []int) string {
	s := ""
	for i, x := range seats {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("seat %d", x)
	}
	return s
}

func intList(xs []int) string {
	s := ""
	for i, x := range xs {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprint(x)
	}
	if s == "" {
		return "none"
	}
	return s
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

func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}
