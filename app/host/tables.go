package host

import (
	"encoding/json"
	"fmt"

	"arbiter/app/i18n"
	"arbiter/scoring"
	"arbiter/session"
)

// seating describes how a game seats its players: the sides and how many
// players each takes, and the Setup part of its Score input.
type Seating struct {
	// Sides are the game's side labels with the number of players each.
	// A nil list means one side per player, labelled with the name.
	Sides []SideSeats
	// Min and Max players when Sides is nil.
	Min, Max int
	// Setup builds the Score input's setup from the players in seat order.
	Setup func(names []string) (json.RawMessage, error)
}

type SideSeats struct {
	Side    string // label the engine uses ("red")
	Label   string // shown to people ("Red")
	Players int
}

// Table is what a game needs in the app: its seating and its table screen.
type Table struct {
	// ID is the game's kind, as scoring knows it ("myre").
	ID      string
	Seating Seating
	// Symbol names the drawn symbol on the game's home-screen tile
	// (widgets.Symbol: "heart", "spade", "fire"...).
	Symbol string
	// Start, when set, replaces the generic new-game form: a game with its
	// own setup (Yamiro's forms and deck mapping, Burn's seating, Mortal
	// Swords' Strong Suit card).
	Start func(h Host) Page

	// A table runs on its table session (package session):
	//
	// Open is the table of a stored game: its page shows a wait while the
	// game is read, then the table.
	Open func(h Host, gameID string) Page
	// EditRound opens the table of a game with one of its rounds in the
	// form, to be corrected.
	EditRound func(h Host, gameID, roundID string) Page
	// Words says a round of the game in a few words (the score sheet, the
	// game record): round and result are the game's own types.
	Words func(round scoring.Round, result scoring.Result) string
	// SeatWords is Words for a game whose rounds name seats or sides
	// rather than players (Mortal Swords' seat numbers, Yamiro's sides A
	// and B): it is given the game's seats, in seat order, to name them.
	// A table sets Words or SeatWords.
	SeatWords func(seats []session.Seat, round scoring.Round, result scoring.Result) string
	// Fates, when set, says what became of each side beyond its points,
	// from the game's state after its rounds: the game record's Score
	// shows each side's Long, the lists of games (History, Home) its
	// Short. Mortal Swords, which keeps no score, says there each knight's
	// hand and armor and the attack it fell at.
	Fates func(state scoring.State) []Fate
	// RoundTitle, when set, is how people number a round of the game,
	// given its number in the stored game (the score sheet's rows, the
	// game record's rounds): Hyrule numbers the turns of a run-off game
	// as that game's own ("Run-off game, turn 1", not round 8). nil:
	// "#N" on the sheet, "Round N" in the record.
	RoundTitle func(number int, round scoring.Round, result scoring.Result) string
}

// TitleOf makes a table's RoundTitle from a function of its own round and
// result types; a round of another type keeps its stored number.
func TitleOf[R, O any](fn func(int, R, O) string) func(int, scoring.Round, scoring.Result) string {
	return func(number int, round scoring.Round, result scoring.Result) string {
		r, ok := scoring.As[R](round)
		if !ok {
			return i18n.Tf("Round %d", number)
		}
		o, _ := scoring.As[O](result)
		return fn(number, r, o)
	}
}

// Fate is what became of one side of a game, in words: Short for a line
// in a list ("fell at attack 7", "" when there is nothing to say there),
// Long for the game's record.
type Fate struct {
	Side        string
	Short, Long string
}

// FateOf is the fate of side among fates, if it is there.
func FateOf(fates []Fate, side string) (Fate, bool) {
	for _, f := range fates {
		if f.Side == side {
			return f, true
		}
	}
	return Fate{}, false
}

// SeatWordsOf makes a table's SeatWords from a function of the seats and
// its own round and result types.
func SeatWordsOf[R, O any](fn func([]session.Seat, R, O) string) func([]session.Seat, scoring.Round, scoring.Result) string {
	return func(seats []session.Seat, round scoring.Round, result scoring.Result) string {
		r, ok := scoring.As[R](round)
		if !ok {
			return ""
		}
		o, _ := scoring.As[O](result)
		return fn(seats, r, o)
	}
}

// WordsOf makes a table's Words from a function of its own round and
// result types.
func WordsOf[R, O any](fn func(R, O) string) func(scoring.Round, scoring.Result) string {
	return func(round scoring.Round, result scoring.Result) string {
		r, ok := scoring.As[R](round)
		if !ok {
			return ""
		}
		o, _ := scoring.As[O](result)
		return fn(r, o)
	}
}

// Names seats players by name in seat order, each on a side: what a new
// game stores (session.NewGame.Seats). The number of players must be the
// seating's.
func (s Seating) Names(names []string) ([]session.Seat, error) {
	var seats []session.Seat
	if s.Sides == nil {
		if len(names) < s.Min || len(names) > s.Max {
			return nil, fmt.Errorf(i18n.T("this game takes %d to %d players"), s.Min, s.Max)
		}
		for i, n := range names {
			seats = append(seats, session.Seat{Player: n, Side: n, Position: i})
		}
		return seats, nil
	}
	i := 0
	for _, sd := range s.Sides {
		for k := 0; k < sd.Players; k++ {
			if i >= len(names) {
				return nil, fmt.Errorf(i18n.T("%s needs %d players"), i18n.T(sd.Label), sd.Players)
			}
			seats = append(seats, session.Seat{Player: names[i], Side: sd.Side, Position: i})
			i++
		}
	}
	if i != len(names) {
		return nil, fmt.Errorf(i18n.T("this game takes %d players"), i)
	}
	return seats, nil
}

// SideLabel names a side for people in the language shown ("Rood" for
// Myre's "red" in Dutch); ok is false for a side the seating does not
// label (one side per player: the side is the player's name). A table
// registers its labels at init, before the language is chosen, so they
// are English keys translated here, where they are shown.
func (s Seating) SideLabel(side string) (string, bool) {
	for _, sd := range s.Sides {
		if sd.Side == side {
			return i18n.T(sd.Label), true
		}
	}
	return "", false
}

// playerCount is how many players the seating needs (min, max).
func (s Seating) PlayerCount() (int, int) {
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
func (s Seating) SeatLabel(i int) string {
	if s.Sides == nil {
		return i18n.Tf("Player %d", i+1)
	}
	for _, sd := range s.Sides {
		if i < sd.Players {
			// The label is translated when shown: a table registers it
			// at init, before the language is chosen.
			if sd.Players == 1 {
				return i18n.T(sd.Label)
			}
			return fmt.Sprintf("%s %d", i18n.T(sd.Label), i+1)
		}
		i -= sd.Players
	}
	return ""
}

// NewGame is the game a new-game form starts, checked without the
// history: the players' number for the seating, the setup the seating
// builds from the names, the options. Its seats name their players; the
// history's Lobby creates the players named for the first time.
func NewGame(kind, name string, names []string, options scoring.Values, s Seating) (session.NewGame, error) {
	def, err := Catalog().Lookup(kind)
	if err != nil {
		return session.NewGame{}, err
	}
	seats, err := s.Names(names)
	if err != nil {
		return session.NewGame{}, err
	}
	var setup scoring.Setup
	if s.Setup != nil {
		raw, err := s.Setup(names)
		if err != nil {
			return session.NewGame{}, err
		}
		if setup, err = def.Codec().DecodeSetup(raw); err != nil {
			return session.NewGame{}, err
		}
	}
	checked, err := def.Options().Check(options)
	if err != nil {
		return session.NewGame{}, err
	}
	return session.NewGame{Kind: kind, Name: name, Options: checked, Setup: setup, Seats: seats}, nil
}

// SeatingOf is the seating of a game's table (the zero Seating when the app
// has no table for it).
func SeatingOf(kind string) Seating {
	t, _ := Lookup(kind)
	return t.Seating
}
