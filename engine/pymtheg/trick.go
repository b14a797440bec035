package pymtheg

import (
	"fmt"
	"strings"

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
		return out, invalid(ErrSeat, "leader: not a seat: N, E, S or W")
	}
	if trump > cards.Earth {
		return out, game.Invalidf("trump: not an element")
	}
	if len(cs) != 4 {
		return out, game.Invalidf("%d cards, a trick has one card from each of the 4 players", len(cs))
	}
	for i, c := range cs {
		if !c.Valid() {
			return out, game.Invalidf("[%d]: expected a card such as \"Wa7\"", i)
		}
		for j := range i {
			if cs[j] == c {
				return out, &game.Error{Kind: game.ErrImpossible, Field: fmt.Sprintf("[%d]", i), Rule: game.RuleImpossible, Sentinel: tricks.ErrDuplicate,
					Msg: fmt.Sprintf("%s appears twice: the deck holds one of each card", c)}
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
	plays := make([]string, len(cs))
	for i, c := range cs {
		plays[i] = Seat(seats[i]).String() + " " + c.String()
	}
	e := &out.Steps
	e.Add(fmt.Sprintf("%s leads %s; play goes %s: %s.", leader.Name(), cs[0], dir, strings.Join(plays, ", ")), secFlow, "")
	switch {
	case trump != cards.NoElement && led == trump:
		// Every card of the led element is a trump: the trick is trumped
		// from its first card, and only another trump could follow.
		out.Trumped, out.TrumpLed = true, true
		if n := countTrumps(cs, trump); n > 1 {
			e.Add(fmt.Sprintf("%s is trump and was led: %d trumps were played, and the highest, %s, wins for %s; other elements cannot win.", capital(trump.Name()), n, cs[w], out.Winner.Name()), secTricks, "")
		} else {
			e.Add(fmt.Sprintf("%s is trump and was led: %s is the only trump in the trick and wins for %s; other elements cannot win.", capital(trump.Name()), cs[w], out.Winner.Name()), secTricks, "")
		}
	case trump != cards.NoElement && cs[w].Element == trump:
		out.Trumped = true
		e.Add(fmt.Sprintf("%s is trump: the highest trump, %s, wins for %s.", capital(trump.Name()), cs[w], out.Winner.Name()), secTricks, "")
	default:
		why := "no trump was played"
		if trump == cards.NoElement {
			why = "no trump this deal"
		}
		e.Add(fmt.Sprintf("%s: the highest %s card, %s, wins for %s; other elements cannot win.", capital(why), led.Name(), cs[w], out.Winner.Name()), secTricks, "")
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
