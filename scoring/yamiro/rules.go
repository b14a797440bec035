package yamiro

import "arbiter/engine/game"

// Rules returns Yamiro as Arbiter applies it, in Arbiter's own words.
func Rules() game.Rules {
	return game.Rules{
		Game: "yamiro", Name: "Yamiro", Source: "rules/yamiro.txt",
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
		Options: []game.Option{
			{Name: "must_have_winner", Ruling: "YAM-3", Default: false, Help: "A tied hand continues one card per player at a time until someone wins."},
			{Name: "deck", Ruling: "YAM-1", Default: map[string]string{"kind": "railog"}, Choices: []string{"railog", "standard"},
				Help: "Play with Railog cards, or a standard deck: {\"kind\":\"standard\",\"map\":{\"alak\":\"J\",\"arl\":\"Q\",\"deiskatun\":\"K\",\"arlas\":\"JK\"}}, A–8 being 1–8."},
		},
	}
}
