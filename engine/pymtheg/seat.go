package pymtheg

import (
	"fmt"
	"strings"

	"arbiter/engine/game"
)

// invalid is a refusal of a value that is not well formed, with the
// package's sentinel (ErrSeat, ErrContract, ErrCall) when there is one.
func invalid(sentinel error, said game.Message) error {
	return game.Refuse(game.ErrInvalid, sentinel, "", said)
}

// Seat is a place at the table. Seats are numbered clockwise, as the
// engine/tricks table expects.
type Seat uint8

// The four seats; N and S play against E and W.
const (
	North Seat = iota
	East
	South
	West
)

// Seats lists the seats clockwise from North.
var Seats = []Seat{North, East, South, West}

func (s Seat) String() string {
	if s <= West {
		return [...]string{"N", "E", "S", "W"}[s]
	}
	return fmt.Sprintf("Seat(%d)", s)
}

// Name returns the seat in words.
func (s Seat) Name() string {
	if s <= West {
		return [...]string{"North", "East", "South", "West"}[s]
	}
	return "?"
}

// Partner returns the seat opposite.
func (s Seat) Partner() Seat { return (s + 2) % 4 }

// Team returns the seat's team.
func (s Seat) Team() Team { return Team(s % 2) }

// ParseSeat reads N, E, S, W or the full name, in any case.
func ParseSeat(s string) (Seat, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "n", "north":
		return North, nil
	case "e", "east":
		return East, nil
	case "s", "south":
		return South, nil
	case "w", "west":
		return West, nil
	}
	return 0, invalid(ErrSeat, msgNotASeatText.With(s, ErrSeat))
}

// MarshalText writes N, E, S or W.
func (s Seat) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads what ParseSeat accepts.
func (s *Seat) UnmarshalText(b []byte) error {
	p, err := ParseSeat(string(b))
	if err != nil {
		return err
	}
	*s = p
	return nil
}

// Team is one of the two partnerships.
type Team uint8

// NS is North and South; EW is East and West.
const (
	NS Team = iota
	EW
)

func (t Team) String() string {
	if t == NS {
		return "NS"
	}
	return "EW"
}

// Other returns the opposing team.
func (t Team) Other() Team { return 1 - t }

// seatSpaces drops the separators a team's name may be written with.
var seatSpaces = strings.NewReplacer("-", "", "/", "", " ", "", "_", "")

// ParseTeam reads NS or EW (also SN, WE, North-South, East-West).
func ParseTeam(s string) (Team, error) {
	switch strings.ToLower(seatSpaces.Replace(s)) {
	case "ns", "sn", "northsouth":
		return NS, nil
	case "ew", "we", "eastwest":
		return EW, nil
	}
	return 0, invalid(ErrSeat, msgNotATeam.With(s, ErrSeat))
}

// MarshalText writes NS or EW.
func (t Team) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads what ParseTeam accepts.
func (t *Team) UnmarshalText(b []byte) error {
	p, err := ParseTeam(string(b))
	if err != nil {
		return err
	}
	*t = p
	return nil
}
