package draque

import (
	"arbiter/engine/draque"
	"arbiter/engine/game"
)

// Rules are the rules Arbiter applies to Draque & Yirken, in its own words.
func Rules() game.Rules {
	return game.Rules{
		Game:   ID,
		Name:   "Draque & Yirken",
		Source: "rules/pymtheg-burn-carts-tity-draque-yirken.txt, v23.04.15",
		Sections: []game.Section{
			{Title: "Aim", Text: "Two to four players. Be the first to lay down every card of your hand but one as a single series, then discard that last card."},
			{Title: "A turn", Text: "Each player holds 7 cards. On your turn take the top card of the drawing pile or of the discard pile; lay down a winning series if you have one; then end the turn by discarding a card. A claim is therefore made from at most 8 cards (fewer after putting cards out of game)."},
			{Title: "Series", Text: "At least 3 cards with consecutive values (no gaps, no wrapping from 15 to 1), all of one element. A table may agree to ignore the element."},
			{Title: "Out of game", Text: "Values 1 and 15 start as the lowest and highest in game. Instead of going for a series you may lay one card of the lowest or highest value in front of you; it is then out of game and the turn ends with a discard. You cannot do so after laying your winning series. Once all four cards of a value are out (whoever put them out), the next value inward becomes the lowest or highest. A card out of game never counts in a series, and a smaller hand needs a shorter series. Holding such a card never obliges you to put it out. Arbiter refuses a list of cards out of game that no order of put-outs reaches, such as a 7 while 1s and 15s are still in game."},
			{Title: "Empty drawing pile", Text: "The player on turn either takes the discard pile's top card and plays on, or the pile is rebuilt: the top discard is set aside, the rest shuffled, every player adds a card from hand (or puts out a lowest/highest card instead), the pile is shuffled again into the new drawing pile, the set-aside card restarts the discard pile, and everyone draws one card."},
		},
		Rulings: []game.Ruling{
			{ID: draque.RulingSeries, Question: "What must a winning hand look like?",
				Answer: "Apart from the single discard, all the claimant's cards make one run of 3 or more consecutive values from 1 to 15 without wrapping, of a single element unless the table ignores elements. A card put out of game cannot be part of it.",
				Option: "ignore_element"},
		},
		Options: []game.Option{
			{Name: "ignore_element", Ruling: draque.RulingSeries, Default: false,
				Help: "A series may mix elements; only the values need to follow each other."},
		},
	}
}
