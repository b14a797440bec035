// Package yamiro keeps a game of Yamiro: eight hands between two players,
// four hands between two teams of two (the first player rotating round the
// table), or eight solitaire hands against turned-over cards scored by the
// margin. It totals capture points (YAM-4), names the winner, and registers
// the "yamiro" plugin of arbiter-cli: resolve (one hand) and score (a game).
//
// The app drives a Game: NewGame, NextAttacker, Play for each hand (Live in
// arbiter/engine/yamiro for running totals during a hand), Totals and
// Outcome.
package yamiro
