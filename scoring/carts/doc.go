// Package carts plugs Cârts Tîty into Arbiter: the CLI contract's resolve
// (is this card legal on the top card, and what must the next player do)
// and score (the optional scoring system of CARTS-2: cards left, overflow
// 30, sole survivor −20, limit or agreed rounds, lowest wins), the table's
// house-rule options, and the rules text. The rules themselves live in
// arbiter/engine/carts.
//
// Tables that cannot have happened are refused (GEN-1): debts and chains
// no chain of follow-ups makes, a skip while someone holds one card, hands
// above 25 on a turn, more cards in the hands than the decks hold, decks
// too few to deal, a round that ends with two empty hands, with none and
// several players still in, with everyone overflowed or with an empty
// sole survivor, overflow counts of 25 or fewer or above 35, and rounds
// after the game ended. Copies of a card are not counted over a round or
// a record: every round is a new deal, and within a round the drawing
// pile is rebuilt from the played cards.
package carts
