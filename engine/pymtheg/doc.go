// Package pymtheg resolves Pymtheg by its rules (rulebook v23.04.15 and the
// PYM rulings): seats and teams, contracts and their ranking, the auction
// (bids, double, redouble, naming trump), the score table of every contract
// with its corrections (PYM-1), the Burn sub-game, the cheating penalty
// (PYM-6), the play of a whole deal on top of engine/tricks, and the
// league ranking of tournaments.
//
// Everything is pure: values in, values and explanations out. The scoring
// package keeps games and adapts the CLI's JSON.
package pymtheg
