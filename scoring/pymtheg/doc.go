// Package pymtheg is Pymtheg in Arbiter's typed core. Its definition
// (registered as "pymtheg") has one option schema (Schema: the score
// table, the Lon bonus, the end of the game and the direction of play), a
// game state (Game) that keeps the running totals, the deals played and
// the last dealer, never the deals themselves, and plays one Deal at a
// time into a DealResult. The JSON of the CLI contract (a trick, an
// auction or a deal for resolve, a whole game for score) is in the codec
// files; league and knock-out tournaments are in tournament.go.
package pymtheg
