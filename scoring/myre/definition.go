package myre

import (
	"fmt"

	"arbiter/engine/game"
	engine "arbiter/engine/myre"
	"arbiter/scoring"
)

// ID is Myre's game id in the CLI contract.
const ID = "myre"

// Definition is the game, for the list of games (scoring/all).
var Definition scoring.Definition = definition{}

// definition is Myre in the typed core: a game is a series of hands (a
// myre.Hand each) on a *Game, red against black.
type definition struct{}

func (definition) Info() scoring.Info {
	return scoring.Info{ID: ID, Name: "Myre", Players: "2", MinPlayers: 2, MaxPlayers: 2, Deck: "standard",
		Summary: "Red against Black: bluff, scout and position cards, then win battles with runs and pairs.",
		Order:   1, RoundNoun: "hand", RoundsKey: "hands"}
}

func (definition) Options() scoring.Schema { return Schema }

func (definition) Rules() game.Rules { return Rules() }

// New starts a game with the checked house rules; the setup may name the
// player handed the box (MYRE-9).
func (definition) New(setup scoring.Setup, opts scoring.Values) (scoring.State, error) {
	s, ok := scoring.SetupOf[Setup](setup)
	if !ok {
		return nil, fmt.Errorf("myre: setup of type %T: %w", setup, scoring.ErrWrongType)
	}
	if s.Box > engine.Black {
		return nil, game.Refuse(game.ErrInvalid, nil, "box", msgBoxNotSide.With())
	}
	return NewGame(fromValues(opts), s), nil
}

// Seat puts the first player on Red and the second on Black.
func (definition) Seat(setup scoring.Setup, players []string) (scoring.Setup, []scoring.Seat, error) {
	s, ok := scoring.SetupOf[Setup](setup)
	if !ok {
		return nil, nil, fmt.Errorf("myre: setup of type %T: %w", setup, scoring.ErrWrongType)
	}
	switch len(players) {
	case 0:
		return nil, nil, game.Refuse(game.ErrInvalid, nil, "players", msgNamePlayers.With())
	case 2:
	default:
		return nil, nil, game.Refuse(game.ErrInvalid, nil, "players", msgPlayersForTwo.With(len(players)))
	}
	return s, []scoring.Seat{{Player: players[0], Side: engine.Red.String()}, {Player: players[1], Side: engine.Black.String()}}, nil
}

func (definition) Codec() scoring.Codec { return codec }
