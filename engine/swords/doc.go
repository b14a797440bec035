// Package swords resolves Mortal Swords (rulebook version 1.3.2) exactly:
// one sword attack at a time, with the rulings SWORDS-1 … SWORDS-8 of
// RULINGS.md.
//
// The pieces, from the bottom up:
//
//   - suits.go: the three suit classes around the Strong Suit (the Strong
//     Suit, its neighbour, the other colour), which card may block or
//     absorb which (Covers, Absorbs), the attacking and defending value of a
//     card (aces 1 attacking, 14 defending), Judge for one defence, and
//     WeakSuits for the strategy read-out.
//   - attack.go: Resolve checks and judges one sword attack (the
//     attacker's card, each defender's card in play order) and returns an
//     Outcome with each defender's result, who was damaged, who may steal
//     the attacking card, and NextAttacker once the deaths are known.
//   - game.go: Game keeps a whole fight: knights alive, hand and armor
//     cards, the damage choices (Options, Choose), the next attacker and
//     why (NextAttackerWhy), the winner; Steps explain the last attack.
//   - state.go: Snapshot and Restore carry a fight between attacks (the
//     table and the deck count, never the attacks made), Clone tries an
//     attack on a copy, CanAttack and CanHold answer before an attack with
//     the refusal Attack would give (SWORDS-5, GEN-1).
//   - messages.go, seat.go, next.go: every step and refusal is a typed
//     message (engine/game.Message) whose English is what arbiter-cli
//     prints; a knight is a Seat argument, said by the seat's own
//     messages, so a reader says "plaats 2" or the knight's name from the
//     argument (SeatOf); why the next knight attacks is kept as data
//     (NextReason) between attacks.
//
// Variants are switches of Options (SWORDS-8). Refusals are *game.Error
// values naming the field at fault (plays[2].card, choices[0].choice …)
// and the rule, with a sentinel of this package, and of kind
// game.ErrInvalid (malformed input), game.ErrIllegal (a play the rules
// forbid) or game.ErrImpossible (GEN-1: a table that could not have
// happened). Game counts the one 52-card deck over the fight (Pile): a
// card played or thrown away is out until the deck runs out and the
// discards are reshuffled, armor never comes back, and the Strong Suit
// card lies under the deck until it is drawn down to it.
package swords
