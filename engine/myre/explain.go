package myre

import (
	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// explain writes the steps of a resolved battle in reading order.
func explain(o *Outcome, b Battle, opt Options) game.Explanation {
	var e game.Explanation
	over := msgBattlePile
	if len(o.Scout) == 2 {
		over = msgBattleDouble
	}
	e.Say(over.With(o.ScoutOwner.Word(), cards.Cards(o.Scout), playedList(b.Red), playedList(b.Black)), SecBattles, "")

	for _, s := range []Side{Red, Black} {
		explainArmy(&e, o, o.Army(s), opt)
	}

	red, black := &o.Red, &o.Black
	switch o.DecidedBy {
	case ByStrength:
		w, l := o.Army(o.Winner), o.Army(o.Winner.Opponent())
		e.Say(msgBeatsStrength.With(w.Side.Word(), w.Strength, l.Side.Word(), l.Strength), SecBattles, "")
	default:
		explainScoutInTiebreak(&e, o, opt)
		explainJokersInTiebreak(&e, o)
		var said game.Message
		switch {
		case o.DecidedBy == Tie && len(red.TieBreak) == 0 && len(black.TieBreak) == 0:
			said = msgTieNoRank.With(red.Strength, noRankReason(red), noRankReason(black))
		case o.DecidedBy == Tie:
			said = msgTieEqual.With(red.Strength, rankList(red.TieBreak), rankList(black.TieBreak))
		default:
			said = msgTieCompare.With(red.Strength, comparison(o))
		}
		e.Say(said, SecTieBreaks, "MYRE-2")
		if o.DecidedBy == ByHighCard {
			last := o.TieBreak[len(o.TieBreak)-1]
			var c *cards.Card
			if last.Higher == Red {
				c = last.Red
			} else {
				c = last.Black
			}
			if c != nil && c.Rank == cards.Ace && aceLowInRun(o.Army(last.Higher), *c) {
				e.Say(msgAceHigh.With(last.Higher.Word()), SecTieBreaks, "MYRE-2")
			}
		}
	}

	switch o.Winner {
	case NoSide:
		said := msgNobodyCaptures.With()
		if len(o.Scout) > 0 {
			said = msgNobodyPile.With(o.ScoutOwner.Word(), cards.Cards(o.Scout))
		}
		e.Say(said, SecTieBreaks, "MYRE-2")
	default:
		w, l := o.Winner.Word(), o.Winner.Opponent().Word()
		if len(o.Captured) == 0 && len(o.JokersTaken) == 0 {
			e.Say(msgNothingToTake.With(w, l), SecBattles, "")
		}
		if len(o.Captured) > 0 {
			e.Say(msgCaptures.With(w, o.Captured, o.Points), SecBattles, "MYRE-11")
		}
		for _, j := range o.JokersTaken {
			e.Say(msgJokerTaken.With(w, j), SecJokers, "MYRE-7")
		}
		if back := o.Returned(o.Winner); len(back) > 0 {
			e.Say(msgOwnBack.With(w, back), SecResolution, "")
		}
	}
	return e
}

// explainArmy writes a side's strength and the rules behind it.
func explainArmy(e *game.Explanation, o *Outcome, a *Army, opt Options) {
	name := a.Side.Word()
	var parts []any
	for _, f := range a.Formations {
		parts = append(parts, f.Said())
	}
	for _, j := range a.JokersUp {
		parts = append(parts, msgFaceUpJoker.With(j))
	}
	for _, j := range a.ScoutJokers {
		parts = append(parts, msgScoutedJoker.With(j))
	}
	loose := len(a.Loose) > 0
	var said game.Message
	switch {
	case len(a.Positioned) == 0 && loose:
		said = msgArmyNoneLoose.With(name, cards.Cards(a.Loose))
	case len(a.Positioned) == 0:
		said = msgArmyNone.With(name)
	case len(parts) == 0 && loose:
		said = msgArmyNoFormLoose.With(name, cards.Cards(a.Loose))
	case len(parts) == 0:
		said = msgArmyNoForm.With(name)
	case loose:
		said = msgArmySumLoose.With(name, plus(parts), a.Strength, cards.Cards(a.Loose))
	default:
		said = msgArmySum.With(name, plus(parts), a.Strength)
	}
	e.Say(said, SecFormations, "MYRE-4")

	if a.ScoutUsed != nil {
		var f Formation
		for _, g := range a.Formations {
			for _, c := range g.Cards {
				if c == *a.ScoutUsed {
					f = g
				}
			}
		}
		ruling := ""
		if len(o.Scout) == 2 {
			ruling = "MYRE-8"
		}
		e.Say(msgDefender.With(name, *a.ScoutUsed, f.Said()), SecDefender, ruling)
	}
	if a.OwnsScout && a.ScoutUsed != nil && suitedCount(o.Scout) == 2 {
		e.Say(msgOnlyOneOfDouble.With(name), SecJokers, "MYRE-8")
	}
	if n, ok := countSameRank(a); ok {
		e.Say(n, SecFormations, "MYRE-3")
	}
	if a.Formations != nil && hasRun(a.Formations) && looseRun(a.Loose) {
		e.Say(msgOneRun.With(name), SecFormations, "MYRE-4")
	}
	if len(a.JokersUp) > 0 {
		e.Say(msgJokersUp.With(name, a.JokersUp, len(a.JokersUp)), SecJokers, "MYRE-7")
	}
	if len(a.JokersDown) > 0 {
		e.Say(msgJokersDown.With(name, a.JokersDown), SecJokers, "MYRE-7")
	}
	if len(a.ScoutJokers) > 0 {
		e.Say(msgScoutJokers.With(name, a.ScoutJokers, len(a.ScoutJokers)), SecJokers, "MYRE-7")
	} else if a.OwnsScout && len(a.Positioned) == 0 {
		for _, c := range o.Scout {
			if c.IsJoker() {
				e.Say(msgScoutJokerIdle.With(name, c), SecJokers, "MYRE-7")
				break
			}
		}
	}
}

// explainScoutInTiebreak says whether the pile counts for the high card (MYRE-1).
func explainScoutInTiebreak(e *game.Explanation, o *Outcome, opt Options) {
	a := o.Army(o.ScoutOwner)
	var suited cards.Cards
	for _, c := range o.Scout {
		if !c.IsJoker() {
			suited = append(suited, c)
		}
	}
	if len(suited) == 0 {
		return
	}
	name := a.Side.Word()
	switch {
	case opt.ScoutInTiebreak == ScoutAlways:
		e.Say(msgScoutAlways.With(name, suited, name), SecTieBreaks, "MYRE-1")
	case a.ScoutUsed != nil:
		var rest cards.Cards
		for _, c := range suited {
			if c != *a.ScoutUsed {
				rest = append(rest, c)
			}
		}
		said := msgScoutInForm.With(name, *a.ScoutUsed, name)
		if len(rest) > 0 {
			said = msgScoutInFormRest.With(name, *a.ScoutUsed, name, rest)
		}
		e.Say(said, SecTieBreaks, "MYRE-1")
	default:
		e.Say(msgScoutNoForm.With(name, suited, name), SecTieBreaks, "MYRE-1")
	}
}

// comparison words the comparison: "Q and Q are equal, then Red Q beats
// Black 4". A side whose list ran out "has no further card"; a side with
// no ranked card at all says why (nothing positioned, or jokers only).
func comparison(o *Outcome) game.Message {
	var parts []game.Message
	beatsNone := func(i int, w Side, r cards.Rank, a *Army) game.Message {
		switch {
		case i > 0:
			return msgRankBeatsFurther.With(w.Word(), r, a.Side.Word())
		case len(a.Positioned) == 0:
			return msgRankBeatsNothing.With(w.Word(), r, a.Side.Word())
		default:
			return msgRankBeatsNoRank.With(w.Word(), r, a.Side.Word(), noRankReason(a))
		}
	}
	for i, s := range o.TieBreak {
		switch {
		case s.Higher == NoSide:
			parts = append(parts, msgRanksEqual.With(s.Red.Rank, s.Black.Rank))
		case s.Red == nil:
			parts = append(parts, beatsNone(i, Black, s.Black.Rank, &o.Red))
		case s.Black == nil:
			parts = append(parts, beatsNone(i, Red, s.Red.Rank, &o.Black))
		case s.Higher == Red:
			parts = append(parts, msgRankBeats.With(Red.Word(), s.Red.Rank, Black.Word(), s.Black.Rank))
		default:
			parts = append(parts, msgRankBeats.With(Black.Word(), s.Black.Rank, Red.Word(), s.Red.Rank))
		}
	}
	// "a, then b, then c": each join a message, the last its own, so a
	// language may say "a, b en c".
	said := parts[0]
	for i := 1; i < len(parts); i++ {
		then := msgThen
		if i == len(parts)-1 {
			then = msgThenLast
		}
		said = then.With(said, parts[i])
	}
	return said
}

// noRankReason says why an army has no card for the high-card comparison:
// it positioned nothing, or only jokers, which have no rank (MYRE-7). Its
// scouted cards are left out as MYRE-1 says, which a step of its own tells.
func noRankReason(a *Army) any {
	var jokers []game.Message
	for _, p := range a.Positioned {
		switch {
		case p.Card.IsJoker() && p.FaceDown:
			jokers = append(jokers, msgTheJokerDown.With(p.Card))
		case p.Card.IsJoker():
			jokers = append(jokers, msgTheJokerUp.With(p.Card))
		}
	}
	switch {
	case len(a.Positioned) == 0:
		return wordNothingPlaced
	case len(jokers) == 1:
		return msgOnlyJoker.With(jokers[0])
	case len(jokers) > 1:
		// A battle holds two jokers at most, so "a and b" is every list
		// of them.
		return msgOnlyJokers.With(game.ListOf(game.JoinAnd, jokers))
	}
	return wordNoRankedCard
}

// explainJokersInTiebreak says that the jokers in the battle, which gave
// strength, have no rank and sit out the high-card comparison (MYRE-7).
func explainJokersInTiebreak(e *game.Explanation, o *Outcome) {
	var jokers cards.Cards
	for _, s := range []Side{Red, Black} {
		a := o.Army(s)
		for _, p := range a.Positioned {
			if p.Card.IsJoker() {
				jokers = append(jokers, p.Card)
			}
		}
		if a.OwnsScout {
			for _, c := range o.Scout {
				if c.IsJoker() {
					jokers = append(jokers, c)
				}
			}
		}
	}
	switch len(jokers) {
	case 0:
	case 1:
		e.Say(msgJokerNoRankStep.With(jokers[0]), SecJokers, "MYRE-7")
	default:
		e.Say(msgJokersNoRank.With(jokers), SecJokers, "MYRE-7")
	}
}

// rankList is the ranks of cards in a row: "A 3 2".
func rankList(cs []cards.Card) any {
	if len(cs) == 0 {
		return wordNoCards
	}
	ranks := make([]cards.Rank, len(cs))
	for i, c := range cs {
		ranks[i] = c.Rank
	}
	return game.ListOf(game.JoinSpace, ranks)
}

// playedList is positioned cards in a row: "RJ:down 7H".
func playedList(ps []Played) any {
	if len(ps) == 0 {
		return wordNothing
	}
	said := make([]any, len(ps))
	for i, p := range ps {
		said[i] = p.Said()
	}
	return game.L(game.JoinSpace, said...)
}

// plus is a side's formations and jokers added up: "run 2-3 + pair of 4s".
func plus(parts []any) any {
	said := parts[0]
	for _, p := range parts[1:] {
		said = msgPlus.With(said, p)
	}
	return said
}

// aceLowInRun reports whether the Ace ace sits at the low end of a run.
func aceLowInRun(a *Army, ace cards.Card) bool {
	for _, f := range a.Formations {
		if f.Kind == Run && len(f.Cards) > 1 && f.Cards[0] == ace && f.Cards[1].Rank == 2 {
			return true
		}
	}
	return false
}

func suitedCount(cs []cards.Card) int {
	n := 0
	for _, c := range cs {
		if !c.IsJoker() {
			n++
		}
	}
	return n
}

func hasRun(fs []Formation) bool {
	for _, f := range fs {
		if f.Kind == Run {
			return true
		}
	}
	return false
}

// looseRun reports whether loose cards alone would make a run.
func looseRun(loose []cards.Card) bool {
	var cnt rankCounts
	for _, c := range loose {
		cnt[c.Rank]++
	}
	for pos := 1; pos < aceHighPosition; pos++ {
		if cnt[rankAt(pos)] > 0 && cnt[rankAt(pos+1)] > 0 {
			return true
		}
	}
	return false
}

// countSameRank words three or four of a kind (MYRE-3), if any.
func countSameRank(a *Army) (game.Message, bool) {
	var cnt rankCounts
	for _, f := range a.Formations {
		for _, c := range f.Cards {
			cnt[c.Rank]++
		}
	}
	for _, c := range a.Loose {
		cnt[c.Rank]++
	}
	for r := 1; r <= 13; r++ {
		switch cnt[r] {
		case 3:
			return msgThreeOfRank.With(RankPlural(cards.Rank(r))), true
		case 4:
			return msgFourOfRank.With(RankPlural(cards.Rank(r))), true
		}
	}
	return game.Message{}, false
}

// verdictMessages are the messages of a battle's explanation that say how
// it was decided and what it moved.
var verdictMessages = map[string]bool{
	msgBeatsStrength.ID: true, msgTieNoRank.ID: true, msgTieEqual.ID: true, msgTieCompare.ID: true,
	msgNobodyCaptures.ID: true, msgNobodyPile.ID: true, msgNothingToTake.ID: true,
	msgCaptures.ID: true, msgJokerTaken.ID: true,
}

// Verdict is the part of a battle's explanation that says who won it and
// how (strength, the high cards, an inextricable tie) and what it moved
// (the cards jailed and their points, the jokers taken): a table shows it
// beside the battle, the whole explanation being its Why?. It is picked
// from the typed steps, so an outcome read back without them (its steps'
// text only) has none.
func (o Outcome) Verdict() game.Explanation {
	var out game.Explanation
	for _, s := range o.Explanation {
		if s.Said != nil && verdictMessages[s.Said.ID] {
			out = append(out, s)
		}
	}
	return out
}
