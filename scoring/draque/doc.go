// Package draque is Draque & Yirken in Arbiter's typed core
// (scoring.Definition). The game keeps no score, but its winner counts: a
// game is recorded as its claims (Claim: the claimant, their cards, the
// discard and every card out of game so far), each judged into a Verdict
// (valid with the winning series, or failed with the reason and the
// discards that would have won). The first claim that stands ends the
// game with its claimant as the one winner; a failed claim is kept with
// its reason and the game goes on, as the rules name no penalty for it.
// Game is the state: the number of claims, the cards out of game at the
// last one (they stay out, so the next claim must list them all) and the
// winner with their series, never the claims themselves.
//
// The codec is the JSON at the edges: the CLI contract's resolve (a
// claimed win, the out-of-game question ("question":"out_of_game") and
// the exhausted-pile checklist ("question":"exhaustion")), score (a record
// of claims), a claim as one element of the record's "claims", and the
// stored state. The rules themselves live in arbiter/engine/draque.
package draque
