package carts

import (
	"fmt"
	"slices"

	"arbiter/engine/carts"
	"arbiter/engine/game"
	"arbiter/scoring"
)

// ID is the game's id in the CLI contract.
const ID = "carts-tity"

// Definition is the game, for the list of games (scoring/all).
var Definition scoring.Definition = definition{}

// definition is Cârts Tîty in the typed core: a game is scored round by
// round with the optional scoring system (CARTS-2).
type definition struct{}

func (definition) Info() scoring.Info {
	return scoring.Info{ID: ID, Name: "Cârts Tîty", Players: "2–8", MinPlayers: 2, MaxPlayers: 8, Deck: "pymtheg",
		Summary: "Shed your hand by matching value or element; follow-ups make the next player draw or skip.",
		Order:   6, RoundNoun: "round", RoundsKey: "rounds", LowerWins: true}
}

func (definition) Options() scoring.Schema { return Schema }

// New starts a game: the players of the setup, in seat order, with every
// total at 0. Fewer than 2 players, or decks too few to deal to them, are
// refused.
func (definition) New(setup scoring.Setup, opts scoring.Values) (scoring.State, error) {
	s, ok := scoring.SetupOf[Setup](setup)
	if !ok {
		return nil, fmt.Errorf("carts-tity: setup of type %T: %w", setup, scoring.ErrWrongType)
	}
	return newGame(s.Players, fromValues(opts))
}

// Seat puts the players' names, in seat order, into the setup: each player
// is their own side. With no names, the setup's own players are seated.
func (definition) Seat(setup scoring.Setup, players []string) (scoring.Setup, []scoring.Seat, error) {
	s, ok := scoring.SetupOf[Setup](setup)
	if !ok {
		return nil, nil, fmt.Errorf("carts-tity: setup of type %T: %w", setup, scoring.ErrWrongType)
	}
	if len(players) == 0 {
		players = s.Players
	}
	if len(players) == 0 {
		return nil, nil, game.Invalidf("players: missing: name the players in seat order")
	}
	if err := CheckPlayers(players); err != nil {
		return nil, nil, err
	}
	seats := scoring.OwnSides(players)
	return Setup{Players: slices.Clone(players)}, seats, nil
}

// Rules are the rules Arbiter applies to Cârts Tîty, in its own words; the
// options listed are the schema's.
func (definition) Rules() game.Rules {
	return scoring.RulesWithOptions(game.Rules{
		Game:   ID,
		Name:   "Cârts Tîty",
		Source: "rules/pymtheg-burn-carts-tity-draque-yirken.txt, v23.04.15",
		Sections: []game.Section{
			{Title: "Aim", Text: "Everyone starts with 8 cards of the 60-card element deck; the first player with an empty hand wins. One card turned up starts the playing pile."},
			{Title: "A turn", Text: "Put a card on the pile that shares the top card's value or its element, or whose value is one above or below it (a follow-up, any element; 1 and 15 are not neighbours). Instead you may draw one card, which ends your turn."},
			{Title: "Follow-ups and the chain", Text: "A follow-up of another element makes the next player owe 2 cards; they answer with a follow-up of their own, passing on a bigger debt, or draw what they owe. When the debt would pass 10 cards the chain breaks and the next player just plays. A follow-up of the same element makes the next player skip their turn instead, unless they answer with a follow-up; it still counts in the chain, so such an answer passes on the next debt."},
			{Title: "Exchanging the hand", Text: "Up to three times a game, a player holding 4 or more cards may swap the whole hand for as many new cards. That ends the turn and costs the next one."},
			{Title: "Rule of 16 (optional)", Text: "When the card played and the top card are of one element and their values add up to 16, the player goes again at once."},
			{Title: "Last card", Text: "A player down to one card must announce it in the way the table agreed. Missing it, noticed once the next player has played, costs 5 cards, or 7 when anyone else holds more than 10. While anyone holds one card, nobody can be made to skip and the rule of 16 is off. A player with one card who owes cards owes one more; if that makes 11 or more, the debt is cancelled."},
			{Title: "Overflow", Text: "Ending a turn with more than 25 cards puts a player out of the game (an extra turn counts as part of the same turn). The player goes out with the cards in hand, and those cards leave play. When only one player remains, they win."},
			{Title: "Empty drawing pile", Text: "All but the top card of the playing pile are shuffled into a new drawing pile. Played cards thus come round again, so Arbiter counts cards per hand and round (no hand above 25; the hands of a round, overflowed ones included, never hold more than the decks less the top card of the playing pile: 59 with one deck) but not copies of a card over a round or a game."},
			{Title: "Many players", Text: "One deck for 2 to 5 players; 2 decks from 6 players, 3 from 12, 4 from 18, and so on. A table may choose more."},
			{Title: "Scoring (optional)", Text: "When a round ends, everyone else scores a point per card left; an overflow scores 30. At a table of 4 or more, a player left alone after all others overflowed takes 20 off instead of counting cards, never going below 0. The game ends after the agreed number of rounds or when someone reaches the limit (100); the lowest total wins."},
		},
		Rulings: []game.Ruling{
			{ID: carts.RulingChain, Question: "How does the owed-cards chain grow and end?",
				Answer: "Every follow-up adds 2 to the debt: 2, 4, 6, 8, 10 (or doubles it: 2, 4, 8, with the doubling option). A follow-up that would take it above 10 breaks the chain, whatever its element, and the next player plays normally. A same-element follow-up makes the next player skip instead of owing, but it still counts in the chain: a follow-up answering the skip makes the player after owe the next amount (4 after a first follow-up, and so on), or skip again if it is of the same element too; taking the skip ends the chain. A player who owes cards may only answer with a follow-up or draw them; other cards are refused.",
				Option: "chain"},
			{ID: carts.RulingLastCard, Question: "What changes while a player holds a single card?",
				Answer: "Nobody can be made to skip and the rule of 16 gives no extra turn: a same-element follow-up then makes the next player owe cards like any follow-up. A player on one card who owes cards owes one more; when that makes 11 or more, the debt is void and the chain ends. Missing the announcement costs 5 cards, or 7 when another player holds more than 10."},
			{ID: carts.RulingDecks, Question: "Where do an overflowed player's cards go, how many decks are used, and is the rule of 16 played?",
				Answer: "An overflowed player is out with the cards in hand, and those cards leave play: over a round, the cards in all hands, the overflowed ones included, are never more than the decks hold less the top card of the playing pile (59 with one deck). One deck up to 5 players, 2 from 6, 3 from 12, 4 from 18 (the decks option may set more). The rule of 16 is off unless the table switches it on; the overflow is checked after the extra turn it gives.",
				Option: "decks, rule_16"},
			{ID: carts.RulingScoring, Question: "How is the optional scoring counted?",
				Answer: "A point per card left, 30 for an overflow, −20 for the sole survivor of overflows at a table of 4 or more (a total never drops below 0). The game ends when a total reaches the limit (100) after a round, or after the agreed number of rounds; the lowest total wins and equal lowest totals share the win.",
				Option: "limit"},
		},
	}, Schema)
}

func (definition) Codec() scoring.Codec { return codec }
