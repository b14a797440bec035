package hyrule

import (
	"fmt"
	"slices"

	"arbiter/engine/game"
	"arbiter/scoring"
)

// ID is Hyrule's game id in the CLI contract.
const ID = "hyrule"

// Definition is the game, for the list of games (scoring/all).
var Definition scoring.Definition = definition{}

// definition is Hyrule in the typed core: a stored game is one round of
// seven turns (a hyrule.Turn each) and the run-off games that decide a
// level round, on a *Game; every player is their own side.
type definition struct{}

func (definition) Info() scoring.Info {
	return scoring.Info{ID: ID, Name: "Hyrule", Players: "2–7", MinPlayers: 2, MaxPlayers: 7, Deck: "standard",
		Summary: "Rupees, bombs, swords and hearts beat each other in a circle; jokers and fives break the rules.",
		Order:   3, RoundNoun: "turn", RoundsKey: "turns"}
}

func (definition) Options() scoring.Schema { return Schema }

func (definition) Rules() game.Rules { return Rules() }

// New starts a game from its setup: the players in counter-clockwise
// seating order, the turn rules and, under strategy rules, the tallest
// player.
func (definition) New(setup scoring.Setup, opts scoring.Values) (scoring.State, error) {
	s, ok := scoring.SetupOf[Setup](setup)
	if !ok {
		return nil, fmt.Errorf("hyrule: setup of type %T: %w", setup, scoring.ErrWrongType)
	}
	return NewGame(s, fromValues(opts))
}

// Seat puts the players' names, in counter-clockwise seating order, into
// the setup: each player is their own side. The setup's turn rules stay,
// and its tallest player if still at the table. With no names, the
// setup's own players are seated.
func (definition) Seat(setup scoring.Setup, players []string) (scoring.Setup, []scoring.Seat, error) {
	s, ok := scoring.SetupOf[Setup](setup)
	if !ok {
		return nil, nil, fmt.Errorf("hyrule: setup of type %T: %w", setup, scoring.ErrWrongType)
	}
	if len(players) == 0 {
		players = s.Players
	}
	if err := checkPlayers(players); err != nil {
		return nil, nil, err
	}
	out := Setup{Players: slices.Clone(players), TurnRules: s.TurnRules}
	if slices.Contains(players, s.Tallest) {
		out.Tallest = s.Tallest
	}
	seats := scoring.OwnSides(players)
	return out, seats, nil
}

func (definition) Codec() scoring.Codec { return codec }
