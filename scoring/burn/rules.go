package burn

import "arbiter/engine/game"

// Rules returns the rules and rulings Arbiter applies to Burn, in its own
// words.
func Rules() game.Rules {
	return game.Rules{
		Game:   "burn",
		Name:   "Burn",
		Source: "rules/pymtheg-burn-carts-tity-draque-yirken.txt (v23.04.15), Burn chapter; rulings BURN-1 to BURN-3 and GEN-1",
		Sections: []game.Section{
			{Title: "Seating", Text: "Teams: 2 teams of 2 (partners opposite is advised), 3 teams of 2 (seated A B C A B C) or 2 teams of 3 (A B A B A B); a given seating must keep those two orders. Or 3 to 6 players each for themselves; tournaments also know the one-against-one duel. Arbiter seats the sides' players in turn, sides sorted by name, unless a seating is given."},
			{Title: "Dealing and play", Text: "The 60 Pymtheg cards are dealt one at a time in playing order. No bidding and no trump: the player after the dealer leads the first trick, the winner of each trick leads the next, the element led must be followed when possible, and the highest card of the led element wins. The next round is dealt by the player after the last dealer."},
			{Title: "Scoring a round", Text: "Low scores are good. A side scores 1 point per fire card it took, unless it took strictly more water cards than fire cards: then it scores nothing. Partners add their cards together before comparing (BURN-3)."},
			{Title: "The pit", Text: "A side that took all 15 fire and all 15 water cards scores no fire and picks: 30 off its own total, or 30 onto every other side. It may not push another side past the limit, nor itself below 0; if both are unavoidable, staying at 0 or above wins and the others go past the limit (BURN-1)."},
			{Title: "Variant pit table", Text: "If agreed before the game (option pit_table = variant), a pit is worth: 2 teams of 3: 30; 2 teams of 2: 40; 3 teams of 2: 50; 3 players: 50; 4 players: 60; 5 players: 70; 6 players: 100. The same two limits apply. At six players the pit side can never take 100 off its own total (it is below 100 while the game lasts and may not go below 0), so every opponent gets 100, the game ends and the pit side wins: the table's instant win. The one-against-one duel has no row and uses the base 30."},
			{Title: "End of the game", Text: "After a round in which a side reaches 100 or more the game is over; the lowest total wins, and equal lowest totals share the win (BURN-2)."},
			{Title: "Tables that cannot happen", Text: "Arbiter refuses a record no real table can produce, naming the field and GEN-1: a seating outside the variants above (sides of different sizes, too many or too few players, a player in two seats), fire or water counts that do not add up to 15 each over the sides (every round is played out), more than 15 of an element for a side, a round of tricks with a trick missing or a card played twice, counts that disagree with the tricks given, and a total below 0 before a round. Every round is dealt from the whole deck again, so a card may come back in the next round."},
			{Title: "Tournaments", Text: "League: the same hands at every table; at each table the best (lowest) result gets 1 ranking point, the next 2, and so on; fewest points overall wins, ties share. Knock-out (one side against one): the score cap is 100 in the first round and rises each round, by 100, or by 25 / 100 / 250 for teams of 1 / 2 / 3."},
		},
		Rulings: []game.Ruling{
			{ID: "BURN-1", Question: "How is a pit scored?", Answer: "No fire points for the pit side; it chooses −30 for itself or +30 for every opponent (with the variant table, its value for the seating). Pushing an opponent past the limit and going below 0 are both forbidden; when one of them cannot be avoided, the other choice is applied; when both, the opponents get the points. With the variant table's six single players (100) the pit side cannot subtract 100, so every opponent gets +100 and the game ends: the table's instant win. The explanation names the table used.", Option: "pit_table"},
			{ID: "BURN-2", Question: "When does the game end?", Answer: "When a side has 100 or more after a round; the lowest total wins, equal lowest totals share the win.", Option: "limit"},
			{ID: "BURN-3", Question: "Fire against water", Answer: "Fire counts unless the same side took strictly more water than fire; partners pool their cards first."},
		},
		Options: []game.Option{
			{Name: "pit_table", Ruling: "BURN-1", Default: "base", Choices: []string{"base", "variant"}, Help: "a pit is worth 30, or the variant table's value by team size and number of teams"},
			{Name: "limit", Ruling: "BURN-2", Default: 100, Help: "the total that ends the game (and that a pit may not push anyone past)"},
			{Name: "direction", Default: "clockwise", Choices: []string{"clockwise", "counter-clockwise"}, Help: "direction of dealing and play"},
		},
	}
}
