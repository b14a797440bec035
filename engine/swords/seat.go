package swords

import "arbiter/engine/game"

// Seat is a knight's seat (0 to 3, clockwise) as the engine's messages
// carry it. A message never says "seat 2" in its own words: it takes the
// seat as a typed argument, said by the seat's own messages ("seat 2" in
// English, "plaats 2" in Dutch), so that a reader who knows the knights'
// names can say the name instead (SeatOf finds the seat in an argument).
type Seat int

// The seat's own messages: inside a sentence, at its start, and several
// seats as one ("seats 0, 1", each a bare Seat in the list).
var (
	msgSeat      = game.Define("mortal-swords.seat", "seat %d")
	msgSeatStart = game.Define("mortal-swords.seat.start", "Seat %d")
	msgSeats     = game.Define("mortal-swords.seats", "seats %s")
)

// Said is the seat inside a sentence: "seat 2".
func (s Seat) Said() game.Message { return msgSeat.With(s) }

// Start is the seat at the start of a sentence: "Seat 2".
func (s Seat) Start() game.Message { return msgSeatStart.With(s) }

// seatsSaid is several seats together: "seats 0, 1".
func seatsSaid(seats []int) game.Message {
	out := make([]Seat, len(seats))
	for i, s := range seats {
		out[i] = Seat(s)
	}
	return msgSeats.With(game.ListOf(game.JoinComma, out))
}

// seatList is seats one by one: "seat 0, seat 1".
func seatList(seats []int) game.List {
	out := make([]game.Message, len(seats))
	for i, s := range seats {
		out[i] = Seat(s).Said()
	}
	return game.ListOf(game.JoinComma, out)
}

// SeatOf reports the seat an argument of a message names: a seat said
// (Said, Start) or a bare Seat. A table says the knight's name in its
// place; several seats (a message whose argument is a list of bare Seats)
// are found item by item.
func SeatOf(a any) (Seat, bool) {
	switch v := a.(type) {
	case Seat:
		return v, true
	case game.Message:
		if (v.ID == msgSeat.ID || v.ID == msgSeatStart.ID) && len(v.Args) == 1 {
			s, ok := v.Args[0].(Seat)
			return s, ok
		}
	}
	return 0, false
}
