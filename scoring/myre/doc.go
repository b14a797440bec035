// Package myre keeps the score of a game of Myre and registers the game
// with Arbiter's registry: the jail and its points (MYRE-11), each army's
// deck as cards are jailed and jokers change hands (MYRE-7), who goes first
// (MYRE-9), the no-captures exception (MYRE-12) and the end of the game
// (MYRE-10). Battles are resolved by arbiter/engine/myre.
//
// Game is the state the app keeps across hands: Apply a Hand, read Jail,
// Totals, NextFirst, Deck and DeckReport. The JSON adapters for the
// arbiter-cli contract ("resolve" one battle, "score" a whole game) and the
// house-rule options are here too.
package myre
