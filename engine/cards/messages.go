package cards

import "arbiter/engine/game"

// The decks' refusals: each one's id and its English (what arbiter-cli
// prints); assets/catalog/cards.<lang>.json says them in other languages.
// Every game reads cards with this package, so its refusals reach every
// game's CLI lines and tables.
var (
	msgNotACard     = game.Define("cards.not_a_card", "%q is not a card: %v")
	msgNotAnElement = game.Define("cards.not_an_element", "%q is not an element: an element is Fi, Wa, Wi or Ea (fire, water, wind, earth): %v")
	msgNotASuit     = game.Define("cards.not_a_suit", "%q is not a suit: a suit is S, H, D or C: %v")

	msgTwiceElement  = game.Define("cards.duplicate.element", "%q appears twice: the deck has one of each card: %v")
	msgTimesElement  = game.Define("cards.duplicate.element_decks", "%q appears %d times: %d decks hold %d: %v")
	msgTimesRailog   = game.Define("cards.duplicate.railog", "%q appears %d times: the Railog deck has %d of each value: %v")
	msgTwiceStandard = game.Define("cards.duplicate.standard", "%q appears twice (also at %d): a deck has one of each card: %v")
	msgJokerTooMany  = game.Define("cards.duplicate.joker", "%q is one joker too many: a deck has two jokers, one red and one black: %v")
)

// What a card of each deck looks like, said after "… is not a card:".
var (
	reasonElement  = game.Define("cards.reason.element", "an element card is Fi, Wa, Wi or Ea (or fire, water, wind, earth) followed by 1–15")
	reasonValue    = game.Define("cards.reason.value", "value must be 1–15")
	reasonRailog   = game.Define("cards.reason.railog", "a Railog card is 1–8, alak, arl, deiskatun or arlas")
	reasonStandard = game.Define("cards.reason.standard", "rank must be A, 2–10, J, Q or K and suit S, H, D or C (or RJ, BJ, JK for a joker)")
	reasonEmpty    = game.Define("cards.reason.empty", "it is empty; %v")
	reasonSuit     = game.Define("cards.reason.suit", "suit must be S, H, D or C (or ♠ ♥ ♦ ♣)")
	reasonRank     = game.Define("cards.reason.rank", "rank must be A, 2–10, J, Q or K")
)
