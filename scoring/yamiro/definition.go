package yamiro

import (
	"fmt"
	"strings"

	"arbiter/engine/game"
	"arbiter/engine/yamiro"
	"arbiter/scoring"
)

// ID is the game's id in the CLI contract.
const ID = "yamiro"

// Definition is the game, for the list of games (scoring/all).
var Definition scoring.Definition = definition{}

// definition is Yamiro in the typed core: a game is its hands, each the
// cards in play order with the side (and optionally the player) of each;
// the setup is the form (two players, two teams, solitaire), read from the
// first hand when the setup does not name it.
type definition struct{}

func (definition) Info() scoring.Info {
	return scoring.Info{ID: ID, Name: "Yamiro", Players: "1, 2 or 4", MinPlayers: 1, MaxPlayers: 4, Deck: "railog",
		Summary: "Four cards each: add up your troops, double them with alak and arl, or let an arlas win outright.",
		Order:   8, RoundNoun: "hand", RoundsKey: "hands"}
}

func (definition) Options() scoring.Schema { return Schema }

// New starts a game of the setup's form (or of the form its first hand
// shows) with every capture pile empty.
func (definition) New(setup scoring.Setup, opts scoring.Values) (scoring.State, error) {
	s, ok := scoring.SetupOf[Setup](setup)
	if !ok {
		return nil, fmt.Errorf("yamiro: setup of type %T: %w", setup, scoring.ErrWrongType)
	}
	return NewGame(s, fromValues(opts)), nil
}

// Sides of a game seated from names only: A and B (a player or a team of
// two each, partners opposite), or in solitaire A against the deck.
const (
	SideA    = "A"
	SideB    = "B"
	SideDeck = "deck"
)

// Seat seats players in seat order: one player plays solitaire (side A
// against the deck), two a duel (A and B), four two teams (A and B,
// partners opposite: seats 1 and 3 are A). The form goes into the setup;
// a setup that names its form takes only its number of players. Without
// names there is nobody to seat: the sides are named by the hands.
func (definition) Seat(setup scoring.Setup, players []string) (scoring.Setup, []scoring.Seat, error) {
	s, ok := scoring.SetupOf[Setup](setup)
	if !ok {
		return nil, nil, fmt.Errorf("yamiro: setup of type %T: %w", setup, scoring.ErrWrongType)
	}
	if len(players) == 0 {
		return nil, nil, game.Invalidf("players: missing: name the players in seat order (one for solitaire, two, or four in teams)")
	}
	form, ok := formFor(len(players))
	if !ok {
		return nil, nil, game.Impossiblef("players", "%d players: Yamiro is played alone against the deck, by two players or by two teams of two", len(players))
	}
	if s.FormSet && s.Form != form {
		return nil, nil, game.Impossiblef("players", "%d players, but this is a %s game (%s)", len(players), s.Form, playersOf(s.Form))
	}
	seen := map[string]int{}
	seats := make([]scoring.Seat, len(players))
	for i, p := range players {
		if strings.TrimSpace(p) == "" {
			return nil, nil, game.Invalidf("players[%d]: a player needs a name", i)
		}
		if j, dup := seen[p]; dup {
			return nil, nil, game.Invalidf("players[%d]: %q is also players[%d]", i, p, j)
		}
		seen[p] = i
		side := SideA
		if i%2 == 1 {
			side = SideB
		}
		seats[i] = scoring.Seat{Player: p, Side: side}
	}
	return Setup{Form: form, FormSet: true}, seats, nil
}

func formFor(players int) (yamiro.Form, bool) {
	switch players {
	case 1:
		return yamiro.Solitaire, true
	case 2:
		return yamiro.Duel, true
	case 4:
		return yamiro.Teams, true
	}
	return yamiro.Duel, false
}

func playersOf(f yamiro.Form) string {
	switch f {
	case yamiro.Teams:
		return "four players"
	case yamiro.Solitaire:
		return "one player"
	}
	return "two players"
}

func (definition) Codec() scoring.Codec { return codec }

// Rules are Yamiro as Arbiter applies it, in Arbiter's own words; the
// options listed are the schema's.
func (definition) Rules() game.Rules {
	return scoring.RulesWithOptions(game.Rules{
		Game: ID, Name: "Yamiro", Source: "rules/yamiro.txt",
		Sections: []game.Section{
			{Title: "Deck", Text: "The Railog deck: number cards 1 to 8 and four faces (alak, arl, deiskatun, arlas), eight of each value. A table may use a standard deck instead, with A to 8 as 1 to 8 and four chosen ranks (or the jokers) as the faces."},
			{Title: "Hands", Text: "Each player holds four cards and draws after every play. The two players take turns leading a hand (the dealer defends the first one) and alternate card by card; nobody may pass, so a hand is four cards each and ends with the defender's fourth card."},
			{Title: "Counting a hand", Text: "Number cards add up at face value. One alak or more doubles the total; an arl as well doubles it again. Extra alaks or arls add nothing, and an arl alone does nothing. Best possible: 8, 8, alak, arl = 64."},
			{Title: "Arlas and deiskatun", Text: "An arlas wins the hand outright, whatever the score, unless the other side's deiskatun cancels it; one deiskatun cancels one arlas. The earliest arlas still standing wins."},
			{Title: "Captures", Text: "The hand's winner takes the loser's cards into a capture pile and discards their own; a tie discards both. In the capture pile numbers count face value and faces count 8, so a four-card hand is worth at most 32."},
			{Title: "Two players", Text: "Eight hands; the larger capture pile wins."},
			{Title: "Four players", Text: "Two teams of two, partners opposite. Everyone plays four cards per hand, one at a time round the table, and each team is counted together. The first player moves one seat left each hand; four hands make the game."},
			{Title: "Solitaire", Text: "The deck plays against you: each hand alternates a turned-over card and one of yours, four each. Eight hands; your score is your captures minus the deck's."},
			{Title: "There must be a winner (variant)", Text: "A hand still tied after four cards each goes on, one more card per player at a time, until the tie breaks. Should the draw pile run out, the discarded cards are shuffled into a new one."},
			{Title: "Records that cannot have happened (GEN-1)", Text: "Arbiter refuses, naming the field: a hand holding more copies of a card than the deck (its cards are all on the table at once); over a game, a card played more often than the deck holds before the draw pile can have run out (four cards are dealt per player and each play takes at most one card from the pile, so with the 96 Railog cards this only happens in a game whose tied hands ran long under the variant; a standard deck of 46 or 48 cards runs out in every game, and its discards are shuffled back the same way); a captured card showing up again (capture piles are never reshuffled); a third side or a third player on a side (two for a team); the players of a table of four out of turn, or the wrong one starting a hand; a hand after the last one of the game."},
		},
		Rulings: []game.Ruling{
			{ID: "YAM-1", Question: "Which deck?", Answer: "The Railog deck (1–8 and the four faces, eight copies each). A table can map a standard deck instead: A–8 are 1–8 and each face gets its own rank among 9, 10, J, Q, K or the jokers (default J alak, Q arl, K deiskatun, jokers arlas). The mapping is stored with the game.", Option: "deck"},
			{ID: "YAM-2", Question: "How do arlas and deiskatun cancel?", Answer: "Counted at the end of the hand: every deiskatun removes the opponent's earliest arlas not yet removed, in play order. The first arlas left wins the hand regardless of score."},
			{ID: "YAM-3", Question: "How is a hand scored, and what about ties?", Answer: "Sum of numbers, ×2 with an alak, ×4 with an alak and an arl. Equal scores and no arlas left: both hands are discarded, unless the table plays the must-have-a-winner variant.", Option: "must_have_winner"},
			{ID: "YAM-4", Question: "What is a capture worth?", Answer: "The winner takes the loser's cards: numbers at face value, each face card 8."},
		},
	}, Schema)
}
