// Package hyrule is Hyrule in Arbiter's typed core (package scoring): its
// definition (listed in scoring/all.Games), its option Schema, and its
// state, *Game: a round of seven turns in which every player puts down one
// card, under chance rules (cards turned over together) or strategy rules
// (the player with the most captures goes first and may swap a card with
// the stock), the cards each player captured, and the round's winner, its
// draw, or the run-off game its level players play (HYRULE-4), whose turns
// follow the round's in a stored game.
//
// A table renders from *Game: Table (who plays the current game, in
// order), Turn, Due (who goes first, and why), CanSwap, Used and CanPlay
// (which cards are gone, and where), Standoff (a joker standoff waiting for
// its run-off), Captured, Stock, Discards and End (how the round or the
// last run-off game ended).
//
// The JSON of the arbiter-cli contract ("resolve" one turn, "score" a round
// with its run-off games nested), of a stored turn, its result and the
// state is in codec.go only. Explanations and refusals are typed messages
// (messages.go), said in other languages from
// assets/catalog/hyrule.<lang>.json; the steps a state or a stored result
// keeps as text (a standoff's first steps, a game's end) are said again
// as typed messages when read back.
package hyrule
