package hyrule

import (
	"arbiter/engine/game"
	"arbiter/scoring"
)

// Rules returns Hyrule as Arbiter applies it, in Arbiter's own words.
func Rules() game.Rules {
	return scoring.RulesWithOptions(game.Rules{
		Game: "hyrule", Name: "Hyrule", Source: "rules/hyrule.md",
		Sections: []game.Section{
			{ID: "deal", Title: "Cards and deal", Text: "A standard 52-card deck plus both jokers (the tingles). Each of 2 to 7 players gets 7 cards, so a round is 7 turns; the rest of the deck is the face-down stock."},
			{ID: "chance", Title: "Chance rules", Text: "Every player picks a card face down; all are turned over together on the count of three. Precedence names the winner, who captures every card of the turn."},
			{ID: "strategy", Title: "Strategy rules", Text: "One player goes first: the tallest on the first turn and whenever every player has captured the same number of cards, otherwise the player with the most captured cards (among several leaders, the first counter-clockwise from the tallest). The first player either plays a card face up, and the others follow counter-clockwise, or swaps: one card face up onto the discard pile, one card drawn from the stock. After a swap the next player counter-clockwise must play, since nobody may swap right after a swap. Arbiter lists players in counter-clockwise seating order."},
			{ID: "suits", Title: "Precedence between suits", Text: "Rupees (diamonds) buy bombs (clubs) and swords (spades); bombs blow up swords and hearts; swords cut hearts; hearts beat rupees. It is a circle, so with three or more cards Arbiter looks for the one suit that beats every other suit on the table; its highest card wins."},
			{ID: "hearts_rupees", Title: "Hearts and rupees together", Text: "When three or more cards are down and both hearts and diamonds are among them, the highest heart wins."},
			{ID: "within_suit", Title: "Within a suit", Text: "Higher face value wins, counting ace 1 up to king 13."},
			{ID: "tingles", Title: "Tingles and fives", Text: "A joker beats every card except a five. Fives only matter when a joker is down: then the best five wins, in the order 5 of hearts, 5 of spades, 5 of clubs, 5 of diamonds."},
			{ID: "end", Title: "End of the round", Text: "After 7 turns the player holding the most captured cards wins; card values do not matter. Level players play a run-off game or call it a draw."},
		},
		Rulings: []game.Ruling{
			{ID: "HYRULE-1", Question: "What is checked first?", Answer: "Jokers and fives. With a joker down, any five present means the best five wins (hearts, spades, clubs, diamonds); no five means the joker wins. Suits only decide turns without a joker."},
			{ID: "HYRULE-2", Question: "How do suits decide among three or more cards?", Answer: "Hearts and diamonds both down: the highest heart. Otherwise the single suit that beats all other suits present wins with its highest card, aces counting 1."},
			{ID: "HYRULE-3", Question: "Two jokers and no five?", Answer: "A standoff: the two joker players each play one more card, and whoever wins that run-off takes all the turn's cards, run-off cards included. Each run-off player draws a replacement from the stock so hands last the 7 turns. House rule: the joker played first wins instead; when nobody led (chance rules), the cards count as played in the order the players are listed.", Option: "joker_tie"},
			{ID: "HYRULE-4", Question: "What ends a round and what if it is level?", Answer: "Seven turns, then the most captured cards wins. Players level at the top play a run-off game among themselves, a new deal of seven turns (nested as \"runoff\" in the score input; in a stored game its turns follow the round's), or by house rule the round is a draw. The run-off game's winner wins the round.", Option: "draw"},
		},
	}, Schema)
}
