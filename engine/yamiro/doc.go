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
// table without Railog cards can play. Refusals are *game.Error values
// naming the field and the rule; a hand or game that could not have
// happened at a real table is game.ErrImpossible (GEN-1): CheckCopies
// holds a hand to the deck's copies, Stock the whole game (the pile runs
// out only past the deal and one card per play, and captured cards never
// come back), Seats the players of each side. Game state lives in
// arbiter/scoring/yamiro.
package yamiro
