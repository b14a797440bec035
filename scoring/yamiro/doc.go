// Package yamiro is Yamiro in Arbiter's typed core: one definition (info,
// the option schema of must_have_winner and the deck, New, Seat, the
// codec) registered as "yamiro". A game is its hands: Round is one hand
// (the cards in play order with their sides, kept as written until the
// game's deck reads them), Result the hand resolved with its number and
// the running count after each card, Setup the form (two players, two
// teams, solitaire), read from the first hand when not given.
//
// Game is the state: the two sides (named by the first hand), their
// capture points, the hands played, who started the last one and whether
// it is over, and the count of the one deck and of the players at each
// side (GEN-1); never the hands themselves. A table renders from it:
// Live (the running totals of a hand being entered), NextAttacker (who
// starts the next hand, and the rule), Sides, Totals, Outcome, Stock and
// Available, Try.
//
// The codec answers the CLI: resolve (one hand) and score (a game). The
// rules of a hand live in arbiter/engine/yamiro.
package yamiro
