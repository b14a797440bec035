package draque

import (
	"fmt"
	"slices"

	"arbiter/engine/draque"
	"arbiter/engine/game"
	"arbiter/scoring"
)

// ID is the game's id in the CLI contract.
const ID = "draque-yirken"

// Definition is the game, for the list of games (scoring/all).
var Definition scoring.Definition = definition{}

// definition is Draque & Yirken in the typed core: a game keeps no score;
// its rounds are the claimed wins, and the first that stands ends the game
// with its claimant as the winner.
type definition struct{}

func (definition) Info() scoring.Info {
	return scoring.Info{ID: ID, Name: "Draque & Yirken", Players: "2–4", MinPlayers: draque.MinPlayers, MaxPlayers: draque.MaxPlayers, Deck: "pymtheg",
		Summary: "Build one run in an element while the lowest and highest values leave the game around you.",
		Order:   7, RoundNoun: "claim", RoundsKey: "claims", Scoreless: true}
}

// Schema is Draque & Yirken's one option schema.
var Schema = scoring.Schema{Options: []scoring.Option{
	{Name: "ignore_element", Ruling: draque.RulingSeries, Kind: scoring.Bool, Default: false,
		Label: "Series may mix elements", Help: "A winning series needs only values that follow each other; its cards may be of different elements."},
}}

func (definition) Options() scoring.Schema { return Schema }

// New starts a game between the setup's players (2 to 4).
func (definition) New(setup scoring.Setup, opts scoring.Values) (scoring.State, error) {
	s, ok := scoring.SetupOf[Setup](setup)
	if !ok {
		return nil, fmt.Errorf("draque-yirken: setup of type %T: %w", setup, scoring.ErrWrongType)
	}
	return newGame(s.Players, opts.Bool("ignore_element"))
}

// Seat puts the players' names, in seat order, into the setup: each player
// is their own side. With no names, the setup's own players are seated.
func (definition) Seat(setup scoring.Setup, players []string) (scoring.Setup, []scoring.Seat, error) {
	s, ok := scoring.SetupOf[Setup](setup)
	if !ok {
		return nil, nil, fmt.Errorf("draque-yirken: setup of type %T: %w", setup, scoring.ErrWrongType)
	}
	if len(players) == 0 {
		players = s.Players
	}
	if len(players) == 0 {
		return nil, nil, game.Invalidf("players: missing: name the 2 to 4 players in seat order")
	}
	if err := checkPlayers(players); err != nil {
		return nil, nil, err
	}
	seats := scoring.OwnSides(players)
	return Setup{Players: slices.Clone(players)}, seats, nil
}

func (definition) Codec() scoring.Codec { return codec }

// Rules are the rules Arbiter applies to Draque & Yirken, in its own words;
// the options listed are the schema's.
func (definition) Rules() game.Rules {
	return scoring.RulesWithOptions(game.Rules{
		Game:   ID,
		Name:   "Draque & Yirken",
		Source: "rules/pymtheg-burn-carts-tity-draque-yirken.txt, v23.04.15",
		Sections: []game.Section{
			{Title: "Aim", Text: "Two to four players. Be the first to lay down every card of your hand but one as a single series, then discard that last card."},
			{Title: "A turn", Text: "Each player holds 7 cards. On your turn take the top card of the drawing pile or of the discard pile; lay down a winning series if you have one; then end the turn by discarding a card. A claim is therefore made from at most 8 cards (fewer after putting cards out of game)."},
			{Title: "Series", Text: "At least 3 cards with consecutive values (no gaps, no wrapping from 15 to 1), all of one element. A table may agree to ignore the element."},
			{Title: "Out of game", Text: "Values 1 and 15 start as the lowest and highest in game. Instead of going for a series you may lay one card of the lowest or highest value in front of you; it is then out of game and the turn ends with a discard. You cannot do so after laying your winning series. Once all four cards of a value are out (whoever put them out), the next value inward becomes the lowest or highest. A card out of game never counts in a series, and a smaller hand needs a shorter series. Holding such a card never obliges you to put it out. Arbiter refuses a list of cards out of game that no order of put-outs reaches, such as a 7 while 1s and 15s are still in game."},
			{Title: "Empty drawing pile", Text: "The player on turn either takes the discard pile's top card and plays on, or the pile is rebuilt: the top discard is set aside, the rest shuffled, every player adds a card from hand (or puts out a lowest/highest card instead), the pile is shuffled again into the new drawing pile, the set-aside card restarts the discard pile, and everyone draws one card."},
			{Title: "Claims and the record", Text: "Arbiter records a game as its claims: who claimed, their cards, the discard and the cards out of game. The first claim that stands ends the game, and its claimant wins. A claim that fails is kept in the record with its reason and the game goes on, as the rules name no penalty for it. Cards out of game at one claim are still out at the next."},
		},
		Rulings: []game.Ruling{
			{ID: draque.RulingSeries, Question: "What must a winning hand look like?",
				Answer: "Apart from the single discard, all the claimant's cards make one run of 3 or more consecutive values from 1 to 15 without wrapping, of a single element unless the table ignores elements. A card put out of game cannot be part of it.",
				Option: "ignore_element"},
		},
	}, Schema)
}
