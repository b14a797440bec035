// Package burn is Burn in Arbiter's typed core. Its definition
// (registered as "burn") takes the seating variant as its Setup (the sides
// and the order round the table), one option schema (Schema: the pit
// table of BURN-1, the limit of BURN-2, the direction of play), and a game
// state (Game) that keeps the running totals, the rounds played and the
// last dealer, never the rounds themselves; it plays one Round at a time
// into a RoundResult. The lowest total wins. The JSON of the CLI contract
// (a trick or a round for resolve, a whole game for score) is in the codec
// files; league and knock-out tournaments are in tournament.go.
package burn
