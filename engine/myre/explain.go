package myre

import (
	"fmt"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// Rule sections, as Arbiter's rules screen titles them; explanation steps
// cite them so the app can link each step to its rule.
const (
	SecSetup       = "Game setup"
	SecHandSetup   = "Hand setup"
	SecScouting    = "Scouting"
	SecPositioning = "Positioning"
	SecBattles     = "Battles"
	SecFormations  = "Runs and pairs"
	SecDefender    = "Defender's bonus"
	SecTieBreaks   = "Tie-breaks"
	SecJokers      = "Jokers and double-scouts"
	SecResolution  = "End of the hand"
	SecNoCaptures  = "No captures exception"
	SecWinning     = "Winning the game"
	SecJail        = "Jailed cards"
)

// explain writes the steps of a resolved battle in reading order.
func explain(o *Outcome, b Battle, opt Options) game.Explanation {
	var e game.Explanation
	pile := "pile " + cards.Cards(o.Scout).String()
	if len(o.Scout) == 2 {
		pile = "double-scout pile " + cards.Cards(o.Scout).String()
	}
	e.Add(fmt.Sprintf("Battle over %s's %s: Red positioned %s; Black positioned %s.",
		o.ScoutOwner.Title(), pile, playedList(b.Red), playedList(b.Black)), SecBattles, "")

	for _, s := range []Side{Red, Black} {
		explainArmy(&e, o, o.Army(s), opt)
	}

	red, black := &o.Red, &o.Black
	switch o.DecidedBy {
	case ByStrength:
		w, l := o.Army(o.Winner), o.Army(o.Winner.Opponent())
		e.Add(fmt.Sprintf("%s %d beats %s %d on strength.", w.Side.Title(), w.Strength, l.Side.Title(), l.Strength), SecBattles, "")
	default:
		explainScoutInTiebreak(&e, o, opt)
		explainJokersInTiebreak(&e, o)
		text := fmt.Sprintf("Equal strength (%d each), so the highest cards decide, Ace high: ", red.Strength)
		switch {
		case o.DecidedBy == Tie && len(red.TieBreak) == 0 && len(black.TieBreak) == 0:
			text += fmt.Sprintf("neither side has a card with a rank to compare (Red: %s; Black: %s), an inextricable tie.", noRankReason(red), noRankReason(black))
		case o.DecidedBy == Tie:
			text += fmt.Sprintf("Red %s and Black %s are equal card for card, an inextricable tie.", rankList(red.TieBreak), rankList(black.TieBreak))
		default:
			text += comparisonText(o) + "."
		}
		e.Add(text, SecTieBreaks, "MYRE-2")
		if o.DecidedBy == ByHighCard {
			last := o.TieBreak[len(o.TieBreak)-1]
			var c *cards.Card
			if last.Higher == Red {
				c = last.Red
			} else {
				c = last.Black
			}
			if c != nil && c.Rank == cards.Ace && aceLowInRun(o.Army(last.Higher), *c) {
				e.Add(fmt.Sprintf("%s's Ace counts high here even though it sits low in its run.", last.Higher.Title()), SecTieBreaks, "MYRE-2")
			}
		}
	}

	switch o.Winner {
	case NoSide:
		text := "Nobody captures: every card goes back to its owner's deck"
		if len(o.Scout) > 0 {
			text += fmt.Sprintf(", %s's pile %s included", o.ScoutOwner.Title(), cards.Cards(o.Scout))
		}
		e.Add(text+".", SecTieBreaks, "MYRE-2")
	default:
		w, l := o.Winner.Title(), o.Winner.Opponent().Title()
		if len(o.Captured) == 0 && len(o.JokersTaken) == 0 {
			e.Add(fmt.Sprintf("%s wins the battle, but %s has no card in it to capture.", w, l), SecBattles, "")
		}
		if len(o.Captured) > 0 {
			e.Add(fmt.Sprintf("%s captures %s into its jail: %d points.", w, o.Captured, o.Points), SecBattles, "MYRE-11")
		}
		for _, j := range o.JokersTaken {
			e.Add(fmt.Sprintf("%s takes %s into its own deck: a captured joker scores nothing and skips the jail.", w, j), SecJokers, "MYRE-7")
		}
		if back := o.Returned(o.Winner); len(back) > 0 {
			e.Add(fmt.Sprintf("%s's own cards %s go back to its deck.", w, back), SecResolution, "")
		}
	}
	return e
}

// explainArmy writes a side's strength and the rules behind it.
func explainArmy(e *game.Explanation, o *Outcome, a *Army, opt Options) {
	name := a.Side.Title()
	var parts []string
	for _, f := range a.Formations {
		parts = append(parts, f.Label())
	}
	for _, j := range a.JokersUp {
		parts = append(parts, "face-up joker "+j.String())
	}
	for _, j := range a.ScoutJokers {
		parts = append(parts, "scouted joker "+j.String())
	}
	var text string
	switch {
	case len(a.Positioned) == 0:
		text = fmt.Sprintf("%s: no cards positioned = 0.", name)
	case len(parts) == 0:
		text = fmt.Sprintf("%s: no formation = 0.", name)
	default:
		text = fmt.Sprintf("%s: %s = %d.", name, strings.Join(parts, " + "), a.Strength)
	}
	if len(a.Loose) > 0 {
		text = strings.TrimSuffix(text, ".") + fmt.Sprintf(" (%s in no formation)", cards.Cards(a.Loose))
		text += "."
	}
	e.Add(text, SecFormations, "MYRE-4")

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
		e.Add(fmt.Sprintf("%s brings its scouted %s into the %s (defender's bonus).", name, a.ScoutUsed, f.Label()), SecDefender, ruling)
	}
	if a.OwnsScout && a.ScoutUsed != nil && suitedCount(o.Scout) == 2 {
		e.Add(fmt.Sprintf("Only one card of a double-scout pile may join a formation, so %s uses one.", name), SecJokers, "MYRE-8")
	}
	if n := countSameRank(a); n != "" {
		e.Add(n, SecFormations, "MYRE-3")
	}
	if a.Formations != nil && hasRun(a.Formations) && looseRun(a.Loose) {
		e.Add(fmt.Sprintf("Only one run counts for %s: the other consecutive cards add nothing.", name), SecFormations, "MYRE-4")
	}
	if len(a.JokersUp) > 0 {
		e.Add(fmt.Sprintf("%s's face-up %s adds %d strength, 1 per joker; a joker never joins a formation.", name, a.JokersUp, len(a.JokersUp)), SecJokers, "MYRE-7")
	}
	if len(a.JokersDown) > 0 {
		e.Add(fmt.Sprintf("%s positioned %s face down: a face-down joker is worth 0.", name, a.JokersDown), SecJokers, "MYRE-7")
	}
	if len(a.ScoutJokers) > 0 {
		e.Add(fmt.Sprintf("%s defended its scouted %s, which adds %d strength, 1 per joker.", name, a.ScoutJokers, len(a.ScoutJokers)), SecJokers, "MYRE-7")
	} else if a.OwnsScout && len(a.Positioned) == 0 {
		for _, c := range o.Scout {
			if c.IsJoker() {
				e.Add(fmt.Sprintf("%s positioned nothing behind its scouted %s, so the joker adds nothing.", name, c), SecJokers, "MYRE-7")
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
	name := a.Side.Title()
	switch {
	case opt.ScoutInTiebreak == ScoutAlways:
		e.Add(fmt.Sprintf("House rule scout_in_tiebreak=always: %s's scouted %s counts among %s's cards.", name, suited, name), SecTieBreaks, "MYRE-1")
	case a.ScoutUsed != nil:
		text := fmt.Sprintf("%s's scouted %s is in one of its formations, so it counts among %s's cards", name, a.ScoutUsed, name)
		var rest cards.Cards
		for _, c := range suited {
			if c != *a.ScoutUsed {
				rest = append(rest, c)
			}
		}
		if len(rest) > 0 {
			text += fmt.Sprintf("; the other scouted %s is in no formation and does not", rest)
		}
		e.Add(text+".", SecTieBreaks, "MYRE-1")
	default:
		e.Add(fmt.Sprintf("%s's scouted %s is in no formation, so it is not one of %s's cards for the high card.", name, suited, name), SecTieBreaks, "MYRE-1")
	}
}

// comparisonText words the comparison: "Q and Q are equal, then Red Q
// beats Black 4". A side whose list ran out "has no further card"; a side
// with no ranked card at all says why (nothing positioned, or jokers only).
func comparisonText(o *Outcome) string {
	var parts []string
	none := func(i int, a *Army) string {
		switch {
		case i > 0:
			return "no further card from " + a.Side.Title()
		case len(a.Positioned) == 0:
			return "no card from " + a.Side.Title() + " (nothing positioned)"
		default:
			return "no card with a rank from " + a.Side.Title() + " (" + noRankReason(a) + ")"
		}
	}
	for i, s := range o.TieBreak {
		switch {
		case s.Higher == NoSide:
			parts = append(parts, fmt.Sprintf("%s and %s are equal", s.Red.Rank, s.Black.Rank))
		case s.Red == nil:
			parts = append(parts, fmt.Sprintf("Black %s beats %s", s.Black.Rank, none(i, &o.Red)))
		case s.Black == nil:
			parts = append(parts, fmt.Sprintf("Red %s beats %s", s.Red.Rank, none(i, &o.Black)))
		case s.Higher == Red:
			parts = append(parts, fmt.Sprintf("Red %s beats Black %s", s.Red.Rank, s.Black.Rank))
		default:
			parts = append(parts, fmt.Sprintf("Black %s beats Red %s", s.Black.Rank, s.Red.Rank))
		}
	}
	return strings.Join(parts, ", then ")
}

// noRankReason says why an army has no card for the high-card comparison:
// it positioned nothing, or only jokers, which have no rank (MYRE-7). Its
// scouted cards are left out as MYRE-1 says, which a step of its own tells.
func noRankReason(a *Army) string {
	var jokers []string
	for _, p := range a.Positioned {
		switch {
		case p.Card.IsJoker() && p.FaceDown:
			jokers = append(jokers, "the face-down joker "+p.Card.String())
		case p.Card.IsJoker():
			jokers = append(jokers, "the face-up joker "+p.Card.String())
		}
	}
	var text string
	switch {
	case len(a.Positioned) == 0:
		text = "nothing positioned"
	case len(jokers) == 1:
		text = "only " + jokers[0] + ", which has no rank"
	case len(jokers) > 1:
		text = "only " + strings.Join(jokers, " and ") + ", which have no rank"
	default:
		text = "no ranked card"
	}
	return text
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
		e.Add(fmt.Sprintf("The joker %s has no rank, so it takes no part in the high-card comparison.", jokers[0]), SecJokers, "MYRE-7")
	default:
		e.Add(fmt.Sprintf("The jokers %s have no rank, so they take no part in the high-card comparison.", jokers), SecJokers, "MYRE-7")
	}
}

func rankList(cs []cards.Card) string {
	if len(cs) == 0 {
		return "(no cards)"
	}
	ranks := make([]string, len(cs))
	for i, c := range cs {
		ranks[i] = c.Rank.String()
	}
	return strings.Join(ranks, " ")
}

func playedList(ps []Played) string {
	if len(ps) == 0 {
		return "nothing"
	}
	ss := make([]string, len(ps))
	for i, p := range ps {
		ss[i] = p.String()
	}
	return strings.Join(ss, " ")
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
func countSameRank(a *Army) string {
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
			return fmt.Sprintf("Three %s: a pair is exactly two cards, the third is not part of that pair.", plural(cards.Rank(r)))
		case 4:
			return fmt.Sprintf("Four %s make two pairs.", plural(cards.Rank(r)))
		}
	}
	return ""
}
