package pymtheg

import (
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/tricks"
)

// TrickOutcome is one trick resolved on its own: who won it and why.
type TrickOutcome struct {
	Winner Seat
	Card   cards.ElementCard // the winning card
	Led    cards.Element
	// Trumped: a trump won the trick: trump was led, or a player out of
	// the led element played one (any trump beats every other card).
	Trumped bool
	// TrumpLed: the led element is trump.
	TrumpLed bool
	Seats    []Seat // the seat of each card, in play order
	Steps    game.Explanation
}

// ResolveTrick finds who wins one trick: the four cards in play order from
// leader, play going in direction dir. The highest trump wins, else the
// highest card of the element led. Refusals name the card at fault by its
// place in the list ("[2]": put the list's own name in front).
func ResolveTrick(leader Seat, trump cards.Element, dir tricks.Direction, cs []cards.ElementCard) (TrickOutcome, error) {
	var out TrickOutcome
	if leader > West {
		return out, invalid(ErrSeat, msgLeaderNotASeat.With())
	}
	if trump > cards.Earth {
		return out, game.Refuse(game.ErrInvalid, nil, "trump", msgNotAnElement.With())
	}
	if len(cs) != 4 {
		return out, game.Refuse(game.ErrInvalid, nil, "", msgFourCards.With(len(cs)))
	}
	for i, c := range cs {
		if !c.Valid() {
			return out, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("[%d]", i), msgExpectedCard.With())
		}
		for j := range i {
			if cs[j] == c {
				return out, game.Refuse(game.ErrImpossible, tricks.ErrDuplicate, fmt.Sprintf("[%d]", i), msgAppearsTwice.With(c)).Citing(game.RuleImpossible)
			}
		}
	}
	seats := tricks.Table{Seats: 4, Dir: dir}.Order(int(leader))
	w := tricks.Winner(cs, trump)
	led := cs[0].Element
	out = TrickOutcome{Winner: Seat(seats[w]), Card: cs[w], Led: led}
	for _, s := range seats {
		out.Seats = append(out.Seats, Seat(s))
	}
	plays := make([]game.Message, len(cs))
	for i, c := range cs {
		plays[i] = msgPlay.With(Seat(seats[i]).Letter(), c)
	}
	e := &out.Steps
	e.Say(msgLeads.With(leader.Word(), cs[0], dir.Word(), game.ListOf(game.JoinComma, plays)), SecFlow, "")
	switch {
	case trump != cards.NoElement && led == trump:
		// Every card of the led element is a trump: the trick is trumped
		// from its first card, and only another trump could follow.
		out.Trumped, out.TrumpLed = true, true
		if n := countTrumps(cs, trump); n > 1 {
			e.Say(msgTrumpLedMany.With(elementTitle(trump), n, cs[w], out.Winner.Word()), SecTricks, "")
		} else {
			e.Say(msgTrumpLedOne.With(elementTitle(trump), cs[w], out.Winner.Word()), SecTricks, "")
		}
	case trump != cards.NoElement && cs[w].Element == trump:
		out.Trumped = true
		e.Say(msgTrumpWins.With(elementTitle(trump), cs[w], out.Winner.Word()), SecTricks, "")
	default:
		why := msgNoTrumpPlayed
		if trump == cards.NoElement {
			why = msgNoTrumpThisDel
		}
		e.Say(why.With(elementWord(led), cs[w], out.Winner.Word()), SecTricks, "")
	}
	return out, nil
}

// countTrumps counts the trumps in a trick.
func countTrumps(cs []cards.ElementCard, trump cards.Element) int {
	n := 0
	for _, c := range cs {
		if c.Element == trump {
			n++
		}
	}
	return n
}
