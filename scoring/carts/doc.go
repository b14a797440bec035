// Package carts is Cârts Tîty in Arbiter's typed core (scoring.Definition):
// a game is scored round by round with the optional scoring system of
// CARTS-2 (cards left, overflow 30, sole survivor −20, a points limit or
// agreed rounds, lowest wins). Game is the state: the players' running
// totals and the number of rounds, never the rounds themselves; Play takes
// a Round (cards left, who overflowed) and gives a Result (points, totals
// after, whether the game ended and who won, with the steps), Preview the
// same without playing it. A table followed card by card with the
// engine's TurnState becomes a Round with RoundOf.
//
// The codec is the JSON at the edges: the CLI contract's resolve (is this
// card legal on the top card, and what must the next player do) and score,
// a round as one element of the record's "rounds", and the stored state.
// The house rules are one option Schema. The rules themselves live in
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
