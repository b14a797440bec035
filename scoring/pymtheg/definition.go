package pymtheg

import (
	"fmt"

	"arbiter/engine/game"
	"arbiter/scoring"
)

// ID is the game's id in the CLI contract.
const ID = "pymtheg"

// Definition is the game, for the list of games (scoring/all).
var Definition scoring.Definition = definition{}

// definition is Pymtheg in the typed core: a game is its deals, each
// scored by the score table, with running totals and the end the table
// agreed on (PYM-10).
type definition struct{}

func (definition) Info() scoring.Info {
	return scoring.Info{ID: ID, Name: "Pymtheg", Players: "4", MinPlayers: 4, MaxPlayers: 4, Deck: "pymtheg",
		Summary: "Two teams bid for tricks with the four elements; Gâm, Ry and Lon contracts and a big score table.",
		Order:   4, RoundNoun: "deal", RoundsKey: "deals"}
}

func (definition) Options() scoring.Schema { return Schema }

// New starts a game under the house rules: no deal played, 0 to 0.
func (definition) New(setup scoring.Setup, opts scoring.Values) (scoring.State, error) {
	if _, ok := scoring.SetupOf[Setup](setup); !ok {
		return nil, fmt.Errorf("pymtheg: setup of type %T: %w", setup, scoring.ErrWrongType)
	}
	return NewGame(SettingsOf(opts)), nil
}

// Seat seats four players named in seat order North, East, South, West:
// North and South play as NS, East and West as EW.
func (definition) Seat(setup scoring.Setup, players []string) (scoring.Setup, []scoring.Seat, error) {
	s, ok := scoring.SetupOf[Setup](setup)
	if !ok {
		return nil, nil, fmt.Errorf("pymtheg: setup of type %T: %w", setup, scoring.ErrWrongType)
	}
	switch {
	case len(players) == 0:
		return nil, nil, game.Invalidf("players: missing: name the four players in seat order North, East, South, West")
	case len(players) != 4:
		return nil, nil, game.Invalidf("players: %d players: Pymtheg is for 4, named in seat order North, East, South, West", len(players))
	}
	seats := make([]scoring.Seat, 4)
	for i, p := range players {
		seats[i] = scoring.Seat{Player: p, Side: [...]string{"NS", "EW"}[i%2]}
	}
	return s, seats, nil
}

func (definition) Codec() scoring.Codec { return codec }

// Rules returns the rules and rulings Arbiter applies to Pymtheg, in its
// own words; the options listed are the schema's.
func (definition) Rules() game.Rules { return Rules() }

// Rules returns the rules and rulings Arbiter applies to Pymtheg, in its
// own words; the options listed are the schema's.
func Rules() game.Rules {
	return scoring.RulesWithOptions(game.Rules{
		Game:   ID,
		Name:   "Pymtheg",
		Source: "rules/pymtheg-burn-carts-tity-draque-yirken.txt (v23.04.15), rulings PYM-1 to PYM-10 and GEN-1",
		Sections: []game.Section{
			{Title: "Table and deck", Text: "Four players, partners opposite: North-South against East-West. The 60-card deck has four elements (fire, water, wind, earth) valued 1 to 15; each player gets 15 cards. Play goes clockwise, or counter-clockwise as the Befindos play it (option direction)."},
			{Title: "Tricks", Text: "The leader plays any card; the others must play the element led if they can. Someone without it may play anything, trump included but never required. The best trump in the trick takes it; with no trump in it, the best card of the led element does. After someone has trumped, a lower trump is only allowed when the player has nothing else (PYM-9). The trick's winner leads next; 15 tricks make a deal."},
			{Title: "Cheating", Text: "A player proven not to have followed the element (or to have under-trumped when they had another card) ends the deal at once. If the offender is on the playing side, that side takes the worst result the contract allows and 100 more; if a defender, the playing side gets the best result and 100 more (PYM-6). For a Lon the worst result is losing it with every trick to the opponents, the best is making it."},
			{Title: "Bidding", Text: "The player after the dealer starts; each player in turn bids higher or passes, and a pass is final for the bidding. The bids from low to high: Gâm, Gâm+1, Gâm+2, Gâm+3, Ry, Gâm+4, Ry 2, Gâm+5, Ry 3, Gâm+6, Lon. Gâm+N needs Gâm+(N−1) to have been bid before (PYM-8). The bidding ends when everyone but the highest bidder has passed; if all four pass, the deal is played as Burn."},
			{Title: "Gâm", Text: "The bidder's side must take 9 tricks (Gâm+N: 9+N). The trump element, or no trump, is named with the bid (worth more) or after the bidding. Each trick above or below the target adds or costs 1 point (2 without trump)."},
			{Title: "Ry", Text: "The bidder must take no trick at all, always without trump. Ry: 150, only the bidder's tricks count. Ry 2: 200, minus 20 for each trick of the partner. Ry 3: 1000, and neither partner may take a trick. A trick that loses the Ry ends the deal."},
			{Title: "Lon", Text: "The bidder alone must take all 15 tricks: 2500, or minus 2500 and 50 more per trick the opponents took (the partner's tricks cost nothing). Without trump everything is doubled."},
			{Title: "Outbidding a Ry", Text: "A side whose Gâm directly outbid the opponents' Ry also loses that Ry's base when the Gâm fails; there is no bonus when it succeeds (PYM-4)."},
			{Title: "Double and redouble", Text: "Once the highest bid is known, either opponent may double (×2): before the trump is named after the bidding, or, when the trump came with the bid or for a Ry, before the first card. The playing side may answer at once with a redouble (×4). Every point of the deal is multiplied (PYM-3). Never in Burn."},
			{Title: "Score table", Text: "Gâm bases, trump named after / in the bid: Gâm 20/30, +1 30/50, +2 40/70, +3 50/90, +4 60/110, +5 70/130, +6 80/150; without trump all doubled. Three printed values are misprints and are corrected unless the table chooses as_printed (PYM-1). Only the playing side scores."},
			{Title: "Burn", Text: "When all pass, the tricks are played without trump and each team loses 5 per fire card it took, unless it took strictly more water than fire. A team taking every fire and water card wins 10,000 instead."},
			{Title: "End of the game", Text: "No end by default; a table may agree on a number of deals (twenty in the twenty-round variant) or on a limit of 100,000 points in either direction, which must be passed: a total of exactly the limit plays on (the deal in progress is finished). The team with more points wins."},
			{Title: "Tables that cannot happen", Text: "Arbiter refuses a record no real table can produce, naming the field and GEN-1: trick counts that do not add up to 15 unless the deal ended early (a Ry lost at the trick that ended it, an offence that stopped the deal), a Ry player (Ry 3: the Ry side) holding more than the one trick that lost the Ry, a trick recorded after a lost Ry, more than 15 tricks, a card played twice in a deal, fire and water counts that do not add up to 15 each, and counts that disagree with the tricks given. Every deal is dealt from the whole deck again, so a card may come back in the next deal."},
			{Title: "Tournaments", Text: "League: at each table every team plays the same hands once; its result there is ranked among all teams (best 1 point, next 2, …; equal results share a place). East-West counts the negative of North-South's score. A deal everyone passed is not played and both teams get the worst rank. Fewest ranking points wins; several champions are possible. Knock-out: a set number of games per round, more points moves on, a tie adds two games until it is broken; a passed deal is played as Burn."},
		},
		Rulings: []game.Ruling{
			{ID: "PYM-1", Question: "Misprints in the score table", Answer: "Gâm+4 without trump named after the bidding is 120 (printed 20); Gâm+6 with trump named in the bid is 150 (printed 140); Gâm+6 without trump named in the bid is 300 (printed 280). The explanation mentions the printed value.", Option: "score_table"},
			{ID: "PYM-2", Question: "What is Ry 3 worth?", Answer: "1000 when won, minus 1000 when lost."},
			{ID: "PYM-3", Question: "What does doubling multiply?", Answer: "Everything of the deal: base, over- and under-tricks, Ry 2 deductions, the outbid-Ry penalty and the cheating penalty; ×2 doubled, ×4 redoubled. Burn cannot be doubled."},
			{ID: "PYM-4", Question: "Gâm bid over the opponents' Ry", Answer: "If that Gâm is lost, the side also loses the base of the Ry it directly outbid. A later bid that is not a Ry removes the penalty; nothing extra when the Gâm is won."},
			{ID: "PYM-5", Question: "Ry 2 results", Answer: "Lost (the Ry player took a trick): −200, nothing more. Won: 200 minus 20 per trick of the partner, which may end below zero."},
			{ID: "PYM-6", Question: "Cheating penalty", Answer: "Gâm+N: the playing side's offence costs base + (9+N) under-tricks (+ the outbid Ry, if any) + 100; a defender's offence gives base + (15−9−N) over-tricks + 100. Ry: its base + 100 either way. Lon: the playing side's offence costs 2500 + 50×15 + 100; a defender's offence gives 2500 + 100. Without trump the Lon part is doubled (5000 + 100×15, or 5000); with lon_trump_bonus and the trump named in the bid, the bonus takes the place of 2500. Burn: the offending team −75 −100. Doubling multiplies all of it (PYM-3). The deal stops at once."},
			{ID: "PYM-7", Question: "Lon with its trump named in the bid", Answer: "No extra value by default. The option lon_trump_bonus sets what such a Lon plays for instead of 2500 (the author's 2023 manual: 3000): won, it scores that value; lost, it costs that value and 50 per trick of the opponents; and it replaces 2500 in the cheating penalty (PYM-6).", Option: "lon_trump_bonus"},
			{ID: "PYM-8", Question: "Order of bids", Answer: "Gâm+N only after Gâm+(N−1) was bid; Ry, Ry 2, Ry 3 and Lon whenever they outrank the highest bid."},
			{ID: "PYM-9", Question: "Over- and under-trumping", Answer: "A player without the led element may play anything; trumping is optional. After another player trumped, a lower trump is only allowed when the player holds nothing but lower trumps. Arbiter flags it when a later card proves the player had another choice."},
			{ID: "PYM-10", Question: "When does a game end?", Answer: "Not by default. Options: a number of deals (20 for the twenty-round variant) or a points limit (100,000 either way), which a team's total must pass: landing exactly on it does not end the game. The deal in progress is finished; more points wins.", Option: "end"},
			{ID: "GEN-2", Question: "Which way does play go round the table?", Answer: "Clockwise, as the rulebook allows for players on Earth: dealing, bidding and play pass to the left. A table may play counter-clockwise, the Befindos' own way, as a house rule.", Option: "direction"},
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
