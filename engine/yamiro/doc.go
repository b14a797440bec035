// Package yamiro resolves one hand of Yamiro: two sides (players, teams,
// or a solitaire player against turned-over cards) alternate plays of the
// Railog deck, and the hand goes to the first arlas left standing after
// deiskatun cancellations (YAM-2), else to the higher rank-and-file total,
// doubled by an alak and doubled again by an alak with an arl (YAM-3). The
// winner captures the loser's cards, worth face value or 8 for a face card
// (YAM-4).
//
// Live gives running totals during a hand (multipliers, cancellations);
// Resolve settles a whole hand, including the "there must be a winner"
// extension. Deck maps a standard deck onto the Railog values (YAM-1) so a
// table without Railog cards can play. Game state lives in
// arbiter/scoring/yamiro.
package yamiro
