package app

import (
	"encoding/json"
	"fmt"

	"arbiter/storage"
)

// seating describes how a game seats its players: the sides and how many
// players each takes, and the Setup part of its Score input.
type seating struct {
	// Sides are the game's side labels with the number of players each.
	// A nil list means one side per player, labelled with the name.
	Sides []sideSeats
	// Min and Max players when Sides is nil.
	Min, Max int
	// Setup builds the Score input's setup from the players in seat order.
	Setup func(names []string) (json.RawMessage, error)
}

type sideSeats struct {
	Side    string // label the engine uses ("red")
	Label   string // shown to people ("Red")
	Players int
}

// table is what a game needs in the app: its seating and its table screen.
type table struct {
	seating seating
	screen  func(u *UI, st *storage.Store, g storage.Game) page
	// start, when set, replaces the generic new-game form: a game with its
	// own setup (Yamiro's forms and deck mapping) or a helper that stores no
	// game (Draque & Yirken keeps no score).
	start func(u *UI) page
}

// tables holds the games the app can run a table for; each game's screen
// file registers itself in an init function.
var tables = map[string]table{}

// seatsFor turns the chosen players into stored seats.
func (s seating) seatsFor(players []storage.Player) ([]storage.Seat, error) {
	var seats []storage.Seat
	if s.Sides == nil {
		if len(players) < s.Min || len(players) > s.Max {
			return nil, fmt.Errorf(T("this game takes %d to %d players"), s.Min, s.Max)
		}
		for i, p := range players {
			seats = append(seats, storage.Seat{PlayerID: p.ID, Side: p.Name, Position: i})
		}
		return seats, nil
	}
	i := 0
	for _, sd := range s.Sides {
		for k := 0; k < sd.Players; k++ {
			if i >= len(players) {
				return nil, fmt.Errorf(T("%s needs %d players"), sd.Label, sd.Players)
			}
			seats = append(seats, storage.Seat{PlayerID: players[i].ID, Side: sd.Side, Position: i})
			i++
		}
	}
	if i != len(players) {
		return nil, fmt.Errorf(T("this game takes %d players"), i)
	}
	return seats, nil
}

// playerCount is how many players the seating needs (min, max).
func (s seating) playerCount() (int, int) {
	if s.Sides == nil {
		return s.Min, s.Max
	}
	n := 0
	for _, sd := range s.Sides {
		n += sd.Players
	}
	return n, n
}

// seatLabel names seat i of the seating ("Red", "Player 3").
func (s seating) seatLabel(i int) string {
	if s.Sides == nil {
		return fmt.Sprintf(T("Player %d"), i+1)
	}
	for _, sd := range s.Sides {
		if i < sd.Players {
			if sd.Players == 1 {
				return sd.Label
			}
			return fmt.Sprintf("%s %d", sd.Label, i+1)
		}
		i -= sd.Players
	}
	return ""
}

// saveRound stores a round as entered: a new round, or, when editID names
// the round being edited, its correction (a new version; the old one stays
// in its history). The result's Round.Number is the round's number as
// people count it.
func saveRound(st *storage.Store, gameID, editID string, input json.RawMessage) (storage.RoundResult, error) {
	if editID != "" {
		return st.CorrectRoundJSON(editID, input)
	}
	return st.AddRoundJSON(gameID, input)
}

// roundID is the id of a round being edited, or "" for a new round.
func roundID(r *storage.Round) string {
	if r == nil {
		return ""
	}
	return r.ID
}
