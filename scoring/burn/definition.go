package burn

import (
	"fmt"
	"slices"
	"strings"

	"arbiter/engine/burn"
	"arbiter/engine/game"
	"arbiter/scoring"
)

// ID is the game's id in the CLI contract.
const ID = "burn"

// Definition is the game, for the list of games (scoring/all).
var Definition scoring.Definition = definition{}

// definition is Burn in the typed core: a game is its rounds, each scored
// from the fire and water cards every side took, until a side reaches the
// limit; the lowest total wins.
type definition struct{}

func (definition) Info() scoring.Info {
	return scoring.Info{ID: ID, Name: "Burn", Players: "2–6", MinPlayers: 2, MaxPlayers: 6, Deck: "pymtheg",
		Summary: "Avoid the fire: every fire card you take costs a point, unless you took more water. First to 100 loses.",
		Order:   5, RoundNoun: "round", RoundsKey: "rounds", LowerWins: true}
}

func (definition) Options() scoring.Schema { return Schema }

// New starts a game at the table the setup seats (its seating variant:
// the sides and the order round the table), every total at 0.
func (definition) New(setup scoring.Setup, opts scoring.Values) (scoring.State, error) {
	s, ok := scoring.SetupOf[Setup](setup)
	if !ok {
		return nil, fmt.Errorf("burn: setup of type %T: %w", setup, scoring.ErrWrongType)
	}
	t, err := NewTable(s.Sides, s.Seating)
	if err != nil {
		return nil, err
	}
	return NewGame(t, SettingsOf(opts)), nil
}

// Seat fills the seats by the seating variant. Players named in seat
// order with no sides each play for themselves. A setup with sides is the
// seating variant itself: the names given must be its players, and they
// sit as the setup seats them (its seating, or one player of each side in
// turn). With no names, the setup's sides are seated that way.
func (definition) Seat(setup scoring.Setup, players []string) (scoring.Setup, []scoring.Seat, error) {
	s, ok := scoring.SetupOf[Setup](setup)
	if !ok {
		return nil, nil, fmt.Errorf("burn: setup of type %T: %w", setup, scoring.ErrWrongType)
	}
	switch {
	case len(players) == 0 && len(s.Sides) == 0:
		return nil, nil, game.Invalidf("players: missing: name the players in seat order, or give the sides")
	case len(s.Sides) == 0:
		if len(players) < 2 || len(players) > 6 {
			return nil, nil, &game.Error{Kind: game.ErrImpossible, Field: "players", Rule: game.RuleImpossible, Sentinel: burn.ErrFormat,
				Msg: fmt.Sprintf("%d players: Burn is for 2 to 6", len(players))}
		}
		s = Setup{Sides: map[string][]string{}, Seating: slices.Clone(players)}
		for _, p := range players {
			s.Sides[p] = []string{p}
		}
	}
	t, err := NewTable(s.Sides, s.Seating)
	if err != nil {
		return nil, nil, err
	}
	if len(players) > 0 {
		given := slices.Sorted(slices.Values(players))
		seated := slices.Sorted(slices.Values(t.Seats))
		if !slices.Equal(given, seated) {
			return nil, nil, game.Invalidf("players: %s: the sides seat %s", strings.Join(players, ", "), strings.Join(t.Seats, ", "))
		}
	}
	seats := make([]scoring.Seat, len(t.Seats))
	for i, p := range t.Seats {
		seats[i] = scoring.Seat{Player: p, Side: t.Sides[t.SideOf[p]]}
	}
	return s, seats, nil
}

func (definition) Codec() scoring.Codec { return codec }

func (definition) Rules() game.Rules { return Rules() }

// Rules returns the rules and rulings Arbiter applies to Burn, in its own
// words; the options listed are the schema's.
func Rules() game.Rules {
	return scoring.RulesWithOptions(game.Rules{
		Game:   ID,
		Name:   "Burn",
		Source: "rules/pymtheg-burn-carts-tity-draque-yirken.txt (v23.04.15), Burn chapter; rulings BURN-1 to BURN-3, PYM-6 and GEN-1",
		Sections: []game.Section{
			{Title: "Seating", Text: "Teams: 2 teams of 2 (partners opposite is advised), 3 teams of 2 (seated A B C A B C) or 2 teams of 3 (A B A B A B); a given seating must keep those two orders. Or 3 to 6 players each for themselves; tournaments also know the one-against-one duel. Arbiter seats the sides' players in turn, sides sorted by name, unless a seating is given."},
			{Title: "Dealing and play", Text: "The 60 Pymtheg cards are dealt one at a time in playing order. No bidding and no trump: the player after the dealer leads the first trick, the winner of each trick leads the next, the element led must be followed when possible, and the highest card of the led element wins. The next round is dealt by the player after the last dealer."},
			{Title: "Not following the element", Text: "Burn plays tricks by Pymtheg's rules, its rule against not following the element led included: a player caught at it (the cards prove it, or the table saw it) ends the round at once. Burn's points count against a side, so the offending side takes the worst result a round can give, every fire card (15), and 100 more; the other sides score nothing that round (PYM-6). A round stopped that way has fewer tricks or fewer cards than a whole round."},
			{Title: "Scoring a round", Text: "Low scores are good. A side scores 1 point per fire card it took, unless it took strictly more water cards than fire cards: then it scores nothing. Partners add their cards together before comparing (BURN-3)."},
			{Title: "The pit", Text: "A side that took all 15 fire and all 15 water cards scores no fire and picks: 30 off its own total, or 30 onto every other side. It may not push another side past the limit, nor itself below 0; if both are unavoidable, staying at 0 or above wins and the others go past the limit (BURN-1)."},
			{Title: "Variant pit table", Text: "If agreed before the game (option pit_table = variant), a pit is worth: 2 teams of 3: 30; 2 teams of 2: 40; 3 teams of 2: 50; 3 players: 50; 4 players: 60; 5 players: 70; 6 players: 100. The same two limits apply. At six players the pit side can never take 100 off its own total (it is below 100 while the game lasts and may not go below 0), so every opponent gets 100, the game ends and the pit side wins: the table's instant win. The one-against-one duel has no row and uses the base 30."},
			{Title: "End of the game", Text: "After a round in which a side reaches 100 or more the game is over; the lowest total wins, and equal lowest totals share the win (BURN-2)."},
			{Title: "Tables that cannot happen", Text: "Arbiter refuses a record no real table can produce, naming the field and GEN-1: a seating outside the variants above (sides of different sizes, too many or too few players, a player in two seats), fire or water counts that do not add up to 15 each over the sides (every round is played out), more than 15 of an element for a side, a round of tricks with a trick missing or a card played twice, counts that disagree with the tricks given, and a total below 0 before a round. Every round is dealt from the whole deck again, so a card may come back in the next round."},
			{Title: "Tournaments", Text: "League: the same hands at every table; at each table the best (lowest) result gets 1 ranking point, the next 2, and so on; fewest points overall wins, ties share. Knock-out (one side against one): the score cap is 100 in the first round and rises each round, by 100, or by 25 / 100 / 250 for teams of 1 / 2 / 3."},
		},
		Rulings: []game.Ruling{
			{ID: "PYM-6", Question: "A player caught not following the element led", Answer: "The round ends at once and the offending side takes the worst result a round can give and 100 more: Pymtheg's Burn counts it as −75 −100 (every fire card at −5); in Burn, where points count against a side, it is every fire card, 15, and 100 more: +115. The other sides score nothing that round."},
			{ID: "BURN-1", Question: "How is a pit scored?", Answer: "No fire points for the pit side; it chooses −30 for itself or +30 for every opponent (with the variant table, its value for the seating). Pushing an opponent past the limit and going below 0 are both forbidden; when one of them cannot be avoided, the other choice is applied; when both, the opponents get the points. With the variant table's six single players (100) the pit side cannot subtract 100, so every opponent gets +100 and the game ends: the table's instant win. The explanation names the table used.", Option: "pit_table"},
			{ID: "BURN-2", Question: "When does the game end?", Answer: "When a side has 100 or more after a round; the lowest total wins, equal lowest totals share the win.", Option: "limit"},
			{ID: "BURN-3", Question: "Fire against water", Answer: "Fire counts unless the same side took strictly more water than fire; partners pool their cards first."},
			{ID: "GEN-2", Question: "Which way does play go round the table?", Answer: "Clockwise, as the rulebook allows for players on Earth: dealing and play pass to the left. A table may play counter-clockwise, the Befindos' own way, as a house rule.", Option: "direction"},
		},
	}, Schema)
}

// RankTournament implements scoring.Tournament: an evening's results,
// read at the edge and ranked by the typed functions the event model
// (scoring/event) calls too.
func (definition) RankTournament(input []byte) (any, error) {
	var in TournamentInput
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	return RunTournament(in)
}
