// Package hyrule keeps a round of Hyrule: seven turns in which every player
// puts down one card, under chance rules (cards turned over together) or
// strategy rules (the player with the most captures goes first and may
// swap a card with the stock), the cards each player captured, and the
// round's winner or draw (HYRULE-4). It registers the "hyrule" plugin of
// arbiter-cli: resolve (one turn) and score (a round).
//
// The app drives a Round: NewRound, then Due to know who plays first, Play
// for each turn, Settle for a joker standoff's run-off, and Outcome.
package hyrule
