package swords

import (
	"slices"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// HandsNowhere is the reason of an ErrHandNowhere refusal: the knights
// whose hands cannot be made up, the hand cards they hold between them
// and how many different cards they could hold. A table words the refusal
// from it (errors.As), never from the message.
type HandsNowhere struct {
	Seats []int
	Hands int
	Cards int
}

func (h *HandsNowhere) Error() string { return ErrHandNowhere.Error() }

// Unwrap lets errors.Is find ErrHandNowhere (and ErrCardOut).
func (h *HandsNowhere) Unwrap() error { return ErrHandNowhere }

// CheckHands returns nil when, between attacks, every living knight's
// hand cards can be real cards: each a different card, each one the
// knight can hold now (CanHold). Otherwise some knights hold more hand
// cards than there are cards left they could hold - every other card was
// played, thrown away or laid as armor since their last draw from a deck
// that had it - and no real table gets there (GEN-1): the refusal names
// field, with a *HandsNowhere sentinel.
//
// The hand cards are matched to the cards each knight can hold, one card
// per hand card (augmenting paths); a hand card that finds none shows the
// knights involved: those whose cards it tried to take, whose hands
// together outnumber the cards they could hold.
func (g *Game) CheckHands(field string) error {
	if g.cur != nil {
		return nil
	}
	var slotSeat []int              // the knight of each hand card
	holds := map[int][]cards.Card{} // the cards each living knight can hold
	for _, k := range g.knights {
		if !k.Alive || k.Hand == 0 {
			continue
		}
		var cs []cards.Card
		for _, c := range cards.StandardDeck(false) {
			if g.CanHold(k.Seat, c) == nil {
				cs = append(cs, c)
			}
		}
		holds[k.Seat] = cs
		for range k.Hand {
			slotSeat = append(slotSeat, k.Seat)
		}
	}
	owner := map[cards.Card]int{} // card -> the hand card it is
	var place func(slot int, seen map[cards.Card]bool) bool
	place = func(slot int, seen map[cards.Card]bool) bool {
		for _, c := range holds[slotSeat[slot]] {
			if seen[c] {
				continue
			}
			seen[c] = true
			if o, taken := owner[c]; !taken || place(o, seen) {
				owner[c] = slot
				return true
			}
		}
		return false
	}
	for slot := range slotSeat {
		seen := map[cards.Card]bool{}
		if place(slot, seen) {
			continue
		}
		// The knights whose cards the search went through: between them
		// they can hold only the cards seen.
		involved := map[int]bool{slotSeat[slot]: true}
		for c := range seen {
			involved[slotSeat[owner[c]]] = true
		}
		h := &HandsNowhere{Cards: len(seen)}
		for s := range involved {
			h.Seats = append(h.Seats, s)
			h.Hands += g.knights[s].Hand
		}
		slices.Sort(h.Seats)
		return impossible(h, field, h.Message())
	}
	return nil
}

// Message says whose hands cannot be made up and the counts, as the
// refusal does (a table may word it from the fields instead).
func (h *HandsNowhere) Message() game.Message {
	if len(h.Seats) == 1 {
		return msgHandsOne.With(Seat(h.Seats[0]).Said(), h.Hands, h.Cards)
	}
	return msgHandsSome.With(seatsSaid(h.Seats), h.Hands, h.Cards)
}
