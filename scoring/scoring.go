// Package scoring is Arbiter's typed rules interface: every game is one
// Definition, exported by its own package (scoring/<game>) and listed in a
// Catalog (scoring/all.Games). A definition says what the game is (Info), which house
// rules it takes (one option Schema that both the new-game form and the
// parser use), how a game starts (New, from a Setup and checked Values), and
// how its State moves on: Apply one round, read the Standing. Rounds,
// results and setups are each game's own Go types; JSON appears only in the
// game's Codec, which the edges use (the CLI, storage's serialization,
// import and export).
//
// A game package exports its definition (var Definition), and
// scoring/all lists every game in one literal Catalog: adding a game is its
// own packages plus one line in that list.
package scoring

import (
	"errors"

	"arbiter/engine/game"
)

// Info describes a game for menus, forms, the history and the CLI.
type Info struct {
	ID         string `json:"id"`      // the "game" value of the CLI contract
	Name       string `json:"name"`    // as the rulebook spells it
	Players    string `json:"players"` // for people: "2", "2–7", "1, 2 or 4"
	MinPlayers int    `json:"min_players"`
	MaxPlayers int    `json:"max_players"`
	Deck       string `json:"deck"`    // standard, pymtheg or railog
	Summary    string `json:"summary"` // one line, in Arbiter's words
	// Order places the game in menus (ascending).
	Order int `json:"-"`
	// RoundNoun names one round for people: "hand", "deal", "round",
	// "turn", "attack", "claim".
	RoundNoun string `json:"round_noun"`
	// RoundsKey names the list of rounds in the game's record (the CLI's
	// score input): "hands", "deals", "rounds", "turns", "attacks".
	RoundsKey string `json:"rounds_key"`
	// LowerWins is true where the lowest total wins (Burn, Cârts Tîty).
	LowerWins bool `json:"lower_wins"`
	// Scoreless is true for a game that keeps no score, only its winner
	// (Draque & Yirken).
	Scoreless bool `json:"scoreless,omitempty"`
}

// Round is one round of a game in the game's own Go type (a Myre hand, a
// Pymtheg deal, a Mortal Swords attack...). Result is what applying it
// gives, also in the game's own type. Setup is the game's own setup type.
type (
	Round  any
	Result any
	Setup  any
)

// Definition is one game.
type Definition interface {
	Info() Info
	// Options is the game's one option schema.
	Options() Schema
	// Rules is the rules text Arbiter applies, in its own words. Its
	// Options list is generated from the schema (see RulesWithOptions).
	Rules() game.Rules
	// New starts a game. setup is the game's own setup type (as its codec
	// decodes it, or as a form builds it); opts are checked by Options().
	New(setup Setup, opts Values) (State, error)
	// Seat fills the seats of a game from player names in seat order: it
	// returns the setup completed with them (games whose sides are the
	// players keep their names in the setup) and the side each player sits
	// on (Myre: red then black; Pymtheg: N, E, S, W into NS and EW). With
	// no names it returns the seats a setup names itself (Hyrule's
	// "players", Burn's "sides"), or a refusal asking for the players.
	Seat(setup Setup, players []string) (Setup, []Seat, error)
	// Codec is the game's JSON at the edges.
	Codec() Codec
}

// State is a game in progress. Apply is atomic: a refused round leaves the
// state as it was. A State holds what the game needs to go on (running
// totals, jails, knights' armor...), never the list of past rounds, so that
// applying round 1,000 costs what round 1 costs.
type State interface {
	// Apply plays one round (the game's own round type) and returns its
	// result (the game's own result type). Refusals are *game.Error.
	Apply(r Round) (Result, error)
	// Standing is where the game stands now.
	Standing() Standing
}

// Seat is one player at a game and the side they play for.
type Seat struct {
	Player string `json:"player"`
	Side   string `json:"side"`
}

// OwnSides seats each player on a side of their own, named after them:
// games whose sides are the players (Hyrule, Cârts Tîty, Mortal Swords).
func OwnSides(players []string) []Seat {
	seats := make([]Seat, len(players))
	for i, p := range players {
		seats[i] = Seat{Player: p, Side: p}
	}
	return seats
}

// Standing is the score of a game after its last round.
type Standing struct {
	// Totals are the sides' scores in the game's side order. Games whose
	// sides are named by their first round (Yamiro) list none before it.
	Totals []SideTotal `json:"totals"`
	// Rounds is the number of rounds applied.
	Rounds int `json:"rounds"`
	// Finished is true once the rules end the game.
	Finished bool `json:"finished"`
	// Winners are the winning sides once finished: one, several for a
	// shared win, none for a draw.
	Winners []string `json:"winners"`
	// Draw is true for a finished game that nobody won.
	Draw bool `json:"draw,omitempty"`
	// Target is the score that ends the game (Myre's 70, Burn's 100), 0
	// when the game has none.
	Target int `json:"target,omitempty"`
	// LowerWins repeats Info.LowerWins for code that only holds a standing.
	LowerWins bool `json:"lower_wins,omitempty"`
}

// SideTotal is one side's total.
type SideTotal struct {
	Side   string `json:"side"`
	Points int    `json:"points"`
}

// Total returns a side's total and whether the standing has that side.
func (s Standing) Total(side string) (int, bool) {
	for _, t := range s.Totals {
		if t.Side == side {
			return t.Points, true
		}
	}
	return 0, false
}

// Sides returns the sides in order.
func (s Standing) Sides() []string {
	out := make([]string, len(s.Totals))
	for i, t := range s.Totals {
		out[i] = t.Side
	}
	return out
}

// Leaders returns the sides with the best total (the lowest where lower
// wins), for a game declared over whose rules name no winner.
func (s Standing) Leaders() []string {
	var out []string
	for i, t := range s.Totals {
		switch {
		case i == 0:
			out = []string{t.Side}
		default:
			best, _ := s.Total(out[0])
			better := t.Points > best
			if s.LowerWins {
				better = t.Points < best
			}
			if better {
				out = []string{t.Side}
			} else if t.Points == best {
				out = append(out, t.Side)
			}
		}
	}
	return out
}

// ErrUnknownGame is wrapped by a Catalog's refusal of an id no game has.
var ErrUnknownGame = game.ErrUnknownGame

// Start checks opts against the game's schema and starts a game: the one
// way a form, the CLI and storage create a State.
func Start(d Definition, setup Setup, opts Values) (State, error) {
	checked, err := d.Options().Check(opts)
	if err != nil {
		return nil, err
	}
	return d.New(setup, checked)
}

// ErrWrongType is wrapped when a round, setup or result of another game's
// type reaches a game: a programming error, not the player's.
var ErrWrongType = errors.New("value of the wrong type for this game")

// ApplyAs lets a game's State implement Apply with its own typed method:
//
//	func (g *Game) Apply(r scoring.Round) (scoring.Result, error) { return scoring.ApplyAs(r, g.Play) }
//
// A round of another type is a programming error (ErrWrongType), not a
// refusal.
func ApplyAs[R, O any](r Round, apply func(R) (O, error)) (Result, error) {
	v, ok := As[R](r)
	if !ok {
		return nil, wrongType("round", r)
	}
	return apply(v)
}

// Tournament is what a game that tournament evenings are played in offers
// besides its Definition (a capability, not a list of ids: the CLI's
// `tournament`, the history's events and the director's form ask a game
// whether it has it). scoring/event models those evenings; today Pymtheg
// and Burn have it.
type Tournament interface {
	// RankTournament ranks an evening's results, read from the CLI's
	// `arbiter-cli tournament` input (docs/tournament.md).
	RankTournament(input []byte) (any, error)
}

// TournamentOf is a game's tournament ranking, if it has one.
func TournamentOf(d Definition) (Tournament, bool) {
	t, ok := d.(Tournament)
	return t, ok
}
