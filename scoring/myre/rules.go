package myre

import (
	"arbiter/engine/game"
	engine "arbiter/engine/myre"
	"arbiter/scoring"
)

// Rules returns the rules Arbiter applies to Myre, in Arbiter's words; its
// options are listed from Schema.
func Rules() game.Rules {
	return scoring.RulesWithOptions(game.Rules{
		Game:   "myre",
		Name:   "Myre",
		Source: "Myre by Zach Gage, rulebook v0.1.5, with Arbiter's rulings MYRE-1 to MYRE-12",
		Sections: []game.Section{
			{ID: "setup", Title: engine.SecSetup.English, Text: "Two armies: one player takes the 26 red cards, the other the 26 black ones. With jokers, each army also gets one joker. The aim is to jail the opponent's cards until you hold 70 points of them."},
			{ID: "hand_setup", Title: engine.SecHandSetup.English, Text: "Every hand, each player shuffles their own deck, turns its top card face up into the scouting row and draws 5 cards. The first hand is opened by the player with the higher face-up card (Ace high); after that the opening player alternates."},
			{ID: "scouting", Title: engine.SecScouting.English, Text: "A turn is either a scout or a positioning. Scouting slips a single card of your hand, face down, into a new pile of your own in the scouting row, and you draw a replacement."},
			{ID: "positioning", Title: engine.SecPositioning.English, Text: "Positioning puts one to five cards face down behind a single pile of the scouting row, yours or your opponent's; they stay there, and later turns may add more. You draw nothing, so nobody positions more than 5 cards in a hand. Red positions only red cards, Black only black ones (jokers are for whoever holds them)."},
			{ID: "battles", Title: engine.SecBattles.English, Text: "When a player has positioned all 5 cards, the other gets one last turn. Then every pile with cards behind it is a battle: the side with more strength takes all the other side's cards there, including the pile itself if it belongs to the loser, and puts them in its jail."},
			{ID: "formations", Title: engine.SecFormations.English, Text: "Strength comes from formations. A run is 2 or more cards of consecutive ranks (Ace below the 2 or above the King, never both at once) and is worth 1 per card; a pair is two cards of the same rank and is worth 3. A side may count only one run, any number of pairs, and each card in one formation at most. The order cards were positioned in does not matter; gaps do."},
			{ID: "defender", Title: engine.SecDefender.English, Text: "If the pile fought over is yours, you may use one of its cards in your formations."},
			{ID: "tie_breaks", Title: engine.SecTieBreaks.English, Text: "Equal strength (zero included) is settled by comparing each side's cards from the highest down, Ace always high: the first difference wins, and having a card beats having none. If every card matches, nobody wins and all the cards, the pile too, go home."},
			{ID: "jokers", Title: engine.SecJokers.English, Text: "Optional jokers never join a formation: a joker positioned face up adds 1 strength, face down 0. A joker in your own pile adds 1 if you positioned anything behind it. A captured joker scores nothing and joins the captor's deck. With double-scouts a scout may put 2 cards into one pile (drawing 2); its owner may still use only one of them in a formation."},
			{ID: "resolution", Title: engine.SecResolution.English, Text: "Captured cards stay in the captor's jail, face up, for the rest of the game; every other card goes back to its owner's deck before the next hand."},
			{ID: "no_captures", Title: engine.SecNoCaptures.English, Text: "If a whole hand passes without any capture, the face-up cards stay in the scouting row and each player adds another face-up card next hand."},
			{ID: "winning", Title: engine.SecWinning.English, Text: "Jailed cards score their number, 10 for J, Q, K and A, 0 for jokers. Reaching 70 or more at the end of a hand wins; if both players get there in the same hand, the higher total wins."},
			{ID: "jail", Title: engine.SecJail.English, Text: "A jailed card never comes back: its army's deck is smaller for the rest of the game, and a rank that lost one of its two cards can no longer make a pair."},
		},
		Rulings: []game.Ruling{
			{ID: "MYRE-1", Question: "Does the pile's card count when comparing high cards?", Answer: "Only if its owner used it in a formation; otherwise neither side counts it. This is what the rulebook's tied-10s and lone-4 examples require.", Option: "scout_in_tiebreak"},
			{ID: "MYRE-2", Question: "How are high cards compared?", Answer: "Each side's cards sorted from high to low, Ace high even when it was the low end of a run; compare pair by pair, the first higher card wins, a card beats an empty slot, and identical lists are an inextricable tie that sends every card home."},
			{ID: "MYRE-3", Question: "Three or four cards of one rank?", Answer: "A pair is exactly two cards: three of a rank are a pair and a spare card (3 strength), four are two pairs (6)."},
			{ID: "MYRE-4", Question: "Which formations count?", Answer: "Arbiter picks the strongest set: at most one run plus any disjoint pairs. When several sets are equally strong it picks the one that helps most in the high-card comparison."},
			{ID: "MYRE-5", Question: "Where does the Ace go in a run?", Answer: "At either end, A-2-3 or Q-K-A, but a run never wraps round from King to 2."},
			{ID: "MYRE-6", Question: "Do runs need their cards in order?", Answer: "No, but they need consecutive ranks: 8, J, 9 is the run 8-9 with a spare Jack."},
			{ID: "MYRE-7", Question: "How do jokers work?", Answer: "1 strength face up, 0 face down, never in a formation, no rank for the high card. A joker in its owner's pile adds 1 when the owner positioned any card there, in a double-scout pile too, on top of the one scouted card the owner brings into a formation. A captured joker scores 0, skips the jail and moves to the captor's deck, so Arbiter tracks who holds each joker, not its printed colour.", Option: "jokers"},
			{ID: "MYRE-8", Question: "Defending a double-scout pile?", Answer: "Its owner may use only one of the two cards in a formation; whoever captures the pile takes both.", Option: "double_scouts"},
			{ID: "MYRE-9", Question: "Who starts?", Answer: "In the first hand the higher face-up card (Ace high); equal cards fall back on the player handed the box. Later hands alternate.", Option: "first_player"},
			{ID: "MYRE-10", Question: "When does the game end?", Answer: "At the end of the hand in which someone reaches the target (70): if both do, the higher total wins; equal totals mean one more hand.", Option: "target"},
			{ID: "MYRE-11", Question: "What is a jailed card worth?", Answer: "2 to 10 their number; Jack, Queen, King and Ace 10; jokers nothing."},
			{ID: "MYRE-12", Question: "What if a hand captures nothing?", Answer: "The face-up cards stay on the board and each player turns up one more for the next hand."},
		},
	}, Schema)
}
